//===- ChipModel.cpp - The whole kernel on the whole chip -----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Operation counts per opcode, the dispatcher's spread of a launch over the
/// chip and the chip's peaks (see ChipModel.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/ChipModel.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

unsigned llvm::gcnmca::getVALUFlopsPerLane(StringRef Name) {
  // A VOPD pair: the two halves, each named without its V_ prefix.
  if (Name.consume_front("V_DUAL_")) {
    auto [X, Y] = Name.split("_X_");
    return getVALUFlopsPerLane(("V_" + X).str()) +
           getVALUFlopsPerLane(("V_" + Y).str());
  }
  auto StartsWithAny = [&](std::initializer_list<StringRef> Prefixes) {
    return any_of(Prefixes, [&](StringRef P) { return Name.starts_with(P); });
  };
  // Two multiply-adds per lane.
  if (StartsWithAny({"V_PK_FMA_F", "V_DOT2_F32_", "V_DOT2C_F32_"}))
    return 4;
  if (StartsWithAny({"V_PK_MUL_F", "V_PK_ADD_F"}))
    return 2;
  if (StartsWithAny({"V_FMA_F", "V_FMAC_F", "V_FMAMK_F", "V_FMAAK_F",
                     "V_MAD_F", "V_MAC_F", "V_MADMK_F", "V_MADAK_F",
                     "V_FMA_MIX", "V_MAD_MIX", "V_FMA_LEGACY_F",
                     "V_MAD_LEGACY_F", "V_FMAC_LEGACY_F", "V_MAC_LEGACY_F"}))
    return 2;
  if (StartsWithAny({"V_ADD_F", "V_SUB_F", "V_SUBREV_F", "V_MUL_F",
                     "V_MUL_LEGACY_F"}))
    return 1;
  return 0;
}

uint64_t llvm::gcnmca::getMatrixFlops(StringRef Name) {
  if (!Name.consume_front("V_MFMA_") && !Name.consume_front("V_SMFMAC_") &&
      !Name.consume_front("V_WMMA_") && !Name.consume_front("V_SWMMAC_"))
    return 0;
  // The shape: the first token of the form MxNxK<type>.
  SmallVector<StringRef, 8> Tokens;
  Name.split(Tokens, '_');
  for (size_t I = 0; I < Tokens.size(); ++I) {
    StringRef T = Tokens[I];
    uint64_t M = 0, N = 0, K = 0;
    if (T.consumeInteger(10, M) || !T.consume_front("X") ||
        T.consumeInteger(10, N) || !T.consume_front("X") ||
        T.consumeInteger(10, K) || !M || !N || !K)
      continue;
    // The element type: the rest of the token, else the next token.
    StringRef Type = !T.empty() ? T
                     : I + 1 < Tokens.size() ? Tokens[I + 1]
                                             : StringRef();
    bool OneK = I + 1 < Tokens.size() && Tokens[I + 1] == "1K";
    uint64_t Blocks = 1;
    bool MultiBlock = (Type == "F32" && K == 1) ||
                      (Type == "BF16" && !OneK && K == 2) ||
                      ((Type == "F16" || Type == "I8" ||
                        (Type == "BF16" && OneK)) &&
                       K == 4);
    if (M == 4 && N == 4)
      Blocks = Type == "F64" ? 4 : 16;
    else if (MultiBlock)
      Blocks = M == 32 ? 2 : M == 16 ? 4 : 1;
    return 2 * M * N * K * Blocks;
  }
  return 0;
}

InstWork llvm::gcnmca::computeInstWork(StringRef Name, const GCNInstrCost &C,
                                       const MemAccessProfile *MP,
                                       unsigned WaveSize, unsigned Busy) {
  InstWork W;
  W.Unit = C.Unit;
  W.Busy = std::max(1u, Busy);
  if (MP) {
    std::copy(std::begin(MP->Bytes), std::end(MP->Bytes), std::begin(W.Bytes));
    float D = MP->Bytes[unsigned(MemLevel::DRAM)];
    if (MP->Kind == MemAccessKind::Store)
      W.DRAMWriteBytes = D;
    else if (MP->Kind == MemAccessKind::Atomic)
      W.DRAMWriteBytes = D / 2;
  }
  if (C.Unit == GCNExecUnit::LDS &&
      (C.Class == GCNInstClass::DS_LOAD || C.Class == GCNInstClass::DS_STORE ||
       C.Class == GCNInstClass::DS_ATOMIC))
    W.LDSBytes = std::max(1u, C.Dwords) * 4 * WaveSize;
  if (C.Unit == GCNExecUnit::Matrix)
    W.Flops = uint32_t(std::min<uint64_t>(getMatrixFlops(Name), UINT32_MAX));
  else if (C.Unit == GCNExecUnit::VALU || C.Unit == GCNExecUnit::Trans)
    W.Flops = getVALUFlopsPerLane(Name) * WaveSize;
  return W;
}

ChipLaunch ChipLaunch::compute(uint64_t GridWorkgroups, unsigned ChipUnits,
                               unsigned Resident) {
  ChipLaunch L;
  L.GridWorkgroups = GridWorkgroups;
  L.ChipUnits = std::max(1u, ChipUnits);
  L.Resident = std::max(1u, Resident);
  L.ActiveUnits = unsigned(std::min<uint64_t>(GridWorkgroups, L.ChipUnits));
  L.MaxPerUnit = (GridWorkgroups + L.ChipUnits - 1) / L.ChipUnits;
  L.MinPerUnit = GridWorkgroups / L.ChipUnits;
  L.Rounds = (L.MaxPerUnit + L.Resident - 1) / L.Resident;
  L.TailWorkgroups =
      L.Rounds ? L.MaxPerUnit - (L.Rounds - 1) * L.Resident : 0;
  return L;
}

MatrixElemType llvm::gcnmca::getMatrixElemType(StringRef Name) {
  if (!Name.consume_front("V_MFMA_") && !Name.consume_front("V_SMFMAC_") &&
      !Name.consume_front("V_WMMA_") && !Name.consume_front("V_SWMMAC_"))
    return MatrixElemType::Other;
  // The result type comes first (F32_, I32_, F16_, BF16_ on WMMA): the
  // inputs are named after the shape.
  size_t Shape = Name.find('X');
  StringRef In = Shape == StringRef::npos ? Name : Name.substr(Shape);
  if (In.contains("BF16"))
    return MatrixElemType::BF16;
  if (In.contains("F16"))
    return MatrixElemType::F16;
  if (In.contains("FP8") || In.contains("BF8") || In.contains("F8F6F4"))
    return MatrixElemType::F8;
  return MatrixElemType::Other;
}

unsigned llvm::gcnmca::getKernelClockMHz(const GCNProcessorModel &M,
                                         double MatrixFlops,
                                         double OtherFlops,
                                         MatrixElemType Type) {
  if (!M.MatrixClockMHz || MatrixFlops <= 0 || MatrixFlops <= OtherFlops)
    return M.ClockMHz;
  if (Type == MatrixElemType::F16 && M.MatrixClockF16MHz)
    return M.MatrixClockF16MHz;
  if (Type == MatrixElemType::F8 && M.MatrixClockF8MHz)
    return M.MatrixClockF8MHz;
  return M.MatrixClockMHz;
}

unsigned llvm::gcnmca::getDRAMEfficiencyPct(const GCNProcessorModel &M,
                                            double ReadBytes,
                                            double WriteBytes) {
  unsigned Mixed = M.DRAMPct ? M.DRAMPct : 100;
  // A direction under 1 % of the traffic (a reduction's partial sums) does
  // not turn a stream around.
  double Total = ReadBytes + WriteBytes;
  if (ReadBytes > 0 && WriteBytes <= 0.01 * Total)
    return M.DRAMReadPct ? M.DRAMReadPct : Mixed;
  if (WriteBytes > 0 && ReadBytes <= 0.01 * Total)
    return M.DRAMWritePct ? M.DRAMWritePct : Mixed;
  return Mixed;
}

ChipPeaks ChipPeaks::compute(const GCNProcessorModel &M, double ClockMHz,
                             unsigned DRAMEfficiencyPct) {
  ChipPeaks P;
  double Hz = ClockMHz * 1e6;
  double CUs = std::max(1u, M.NumCUs);
  auto Instances = [&](unsigned SharedBy) {
    return SharedBy ? std::max(1.0, CUs / SharedBy) : 1.0;
  };
  P.LevelBytesPerSec[unsigned(MemLevel::L1)] =
      double(M.VMEMDwordsPerClk) * 4 * CUs * Hz;
  if (hasMemLevel(MemLevel::GL1, M))
    P.LevelBytesPerSec[unsigned(MemLevel::GL1)] =
        double(M.GL1BytesPerClk) * Instances(M.GL1CUs) * Hz;
  P.LevelBytesPerSec[unsigned(MemLevel::L2)] =
      double(M.L2BytesPerClk) * Instances(M.L2CUs) * Hz;
  if (hasMemLevel(MemLevel::MALL, M))
    P.LevelBytesPerSec[unsigned(MemLevel::MALL)] = double(M.MALLGBps) * 1e9;
  P.LevelBytesPerSec[unsigned(MemLevel::DRAM)] = double(M.DRAMGBps) * 1e9;
  P.DRAMAchievableBytesPerSec =
      double(M.DRAMGBps) * 1e9 * std::min(100u, DRAMEfficiencyPct) / 100.0;
  // GCN/CDNA: one LDS port per SIMD pair; RDNA: LDSBytesPerClk per CU.
  double Ports = M.IsRDNA ? 1.0 : std::max(1.0, M.SIMDsPerCU / 2.0);
  P.LDSBytesPerSec = double(M.LDSBytesPerClk) * Ports * CUs * Hz;
  return P;
}
