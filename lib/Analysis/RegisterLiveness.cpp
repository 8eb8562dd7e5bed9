//===- RegisterLiveness.cpp - Live registers before each instruction ------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Backward liveness over the blocks of a ControlFlowGraph (iterated to a
/// fixed point), then one backward walk per block for the sets before each
/// instruction. The rules are in the header and docs/Registers.md.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/RegisterLiveness.h"
#include "gcn-mca/Analysis/ControlFlow/CFG.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

RegFile RegisterLiveness::fileOf(unsigned Slot) {
  if (Slot < MaxVGPRs)
    return RegFile::VGPR;
  if (Slot < MaxVGPRs + MaxAGPRs)
    return RegFile::AGPR;
  return RegFile::SGPR;
}

static unsigned firstSlot(RegFile F) {
  switch (F) {
  case RegFile::VGPR:
    return 0;
  case RegFile::AGPR:
    return RegisterLiveness::MaxVGPRs;
  case RegFile::SGPR:
    return RegisterLiveness::MaxVGPRs + RegisterLiveness::MaxAGPRs;
  }
  return 0;
}

static unsigned numSlots(RegFile F) {
  switch (F) {
  case RegFile::VGPR:
    return RegisterLiveness::MaxVGPRs;
  case RegFile::AGPR:
    return RegisterLiveness::MaxAGPRs;
  case RegFile::SGPR:
    return RegisterLiveness::MaxSGPRs;
  }
  return 0;
}

void RegisterLiveness::slotsOf(unsigned Reg, const MCRegisterInfo &MRI,
                               SmallVectorImpl<uint16_t> &Out, bool &Half) {
  Half = false;
  if (!Reg)
    return;
  // AMDGPU register names: VGPR7, AGPR0_AGPR1, SGPR4_SGPR5, VGPR7_LO16,
  // VGPR7_HI16; special registers (VCC, EXEC_LO, M0, TTMP0, ...) have other
  // names and are not counted.
  SmallVector<StringRef, 8> Parts;
  StringRef(MRI.getName(Reg)).split(Parts, '_');
  for (StringRef P : Parts) {
    if (P == "LO16" || P == "HI16") {
      Half = true;
      continue;
    }
    RegFile F;
    if (P.consume_front("VGPR"))
      F = RegFile::VGPR;
    else if (P.consume_front("AGPR"))
      F = RegFile::AGPR;
    else if (P.consume_front("SGPR"))
      F = RegFile::SGPR;
    else
      continue;
    unsigned N;
    if (P.getAsInteger(10, N) || N >= numSlots(F))
      continue;
    Out.push_back(uint16_t(firstSlot(F) + N));
  }
}

namespace {
/// The registers one instruction reads and the ones it overwrites whole.
struct InstRegs {
  SmallVector<uint16_t, 8> Uses, Kills, All;
};
} // namespace

RegisterLiveness RegisterLiveness::compute(ArrayRef<MCInst> Insts,
                                           const ControlFlowGraph *CFG,
                                           const MCInstrInfo &MCII,
                                           const MCRegisterInfo &MRI) {
  RegisterLiveness L;
  const unsigned N = Insts.size();
  L.Counts.resize(N);
  L.Sets.assign(N, BitVector(NumSlots));

  DenseMap<unsigned, std::pair<SmallVector<uint16_t, 4>, bool>> Cache;
  auto Slots = [&](unsigned Reg) -> const std::pair<SmallVector<uint16_t, 4>,
                                                    bool> & {
    auto [It, New] = Cache.try_emplace(Reg);
    if (New)
      slotsOf(Reg, MRI, It->second.first, It->second.second);
    return It->second;
  };
  std::vector<InstRegs> Regs(N);
  for (unsigned I = 0; I != N; ++I) {
    const MCInst &MI = Insts[I];
    const MCInstrDesc &D = MCII.get(MI.getOpcode());
    unsigned NumDefs = D.getNumDefs();
    InstRegs &R = Regs[I];
    for (unsigned K = 0, E = MI.getNumOperands(); K != E; ++K) {
      const MCOperand &MO = MI.getOperand(K);
      if (!MO.isReg())
        continue;
      const auto &[S, Half] = Slots(MO.getReg().id());
      R.All.append(S.begin(), S.end());
      if (K >= NumDefs)
        R.Uses.append(S.begin(), S.end());
      else if (!Half)
        R.Kills.append(S.begin(), S.end());
    }
    for (MCPhysReg Reg : D.implicit_uses()) {
      const auto &[S, Half] = Slots(Reg);
      R.Uses.append(S.begin(), S.end());
      R.All.append(S.begin(), S.end());
    }
    for (MCPhysReg Reg : D.implicit_defs()) {
      const auto &[S, Half] = Slots(Reg);
      if (!Half)
        R.Kills.append(S.begin(), S.end());
      R.All.append(S.begin(), S.end());
    }
    for (uint16_t S : R.All) {
      RegFile F = fileOf(S);
      unsigned &NF = L.NextFree[unsigned(F)];
      NF = std::max(NF, S - firstSlot(F) + 1);
    }
  }

  // Blocks: the graph's, or one straight-line block.
  struct Block {
    unsigned Begin, End;
    SmallVector<unsigned, 2> Succs;
  };
  std::vector<Block> Blocks;
  if (CFG && CFG->isFollowable() && CFG->getNumInstructions() == N) {
    for (const BasicBlock &B : CFG->blocks())
      Blocks.push_back({B.Begin, B.End, B.Succs});
  } else {
    L.Approximate = CFG != nullptr;
    if (N)
      Blocks.push_back({0, N, {}});
  }

  // Transfer of one block: live-in from live-out.
  auto Transfer = [&](const Block &B, BitVector Live, bool Record) {
    for (unsigned I = B.End; I-- > B.Begin;) {
      for (uint16_t S : Regs[I].Kills)
        Live.reset(S);
      for (uint16_t S : Regs[I].Uses)
        Live.set(S);
      if (Record)
        L.Sets[I] = Live;
    }
    return Live;
  };
  std::vector<BitVector> LiveIn(Blocks.size(), BitVector(NumSlots));
  std::vector<BitVector> LiveOut(Blocks.size(), BitVector(NumSlots));
  // Round-robin in reverse order until nothing changes (each iteration only
  // adds registers, so this ends).
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (unsigned BI = Blocks.size(); BI-- > 0;) {
      BitVector Out(NumSlots);
      for (unsigned S : Blocks[BI].Succs)
        if (S < Blocks.size())
          Out |= LiveIn[S];
      LiveOut[BI] = Out;
      BitVector In = Transfer(Blocks[BI], std::move(Out), false);
      if (In != LiveIn[BI]) {
        LiveIn[BI] = std::move(In);
        Changed = true;
      }
    }
  }
  for (unsigned BI = 0; BI != Blocks.size(); ++BI)
    Transfer(Blocks[BI], LiveOut[BI], true);

  for (unsigned I = 0; I != N; ++I) {
    LiveCounts &C = L.Counts[I];
    for (unsigned S : L.Sets[I].set_bits()) {
      switch (fileOf(S)) {
      case RegFile::VGPR:
        ++C.VGPRs;
        break;
      case RegFile::AGPR:
        ++C.AGPRs;
        break;
      case RegFile::SGPR:
        ++C.SGPRs;
        break;
      }
    }
    for (RegFile F : {RegFile::VGPR, RegFile::AGPR, RegFile::SGPR}) {
      unsigned K = unsigned(F);
      if (L.PeakAt[K] < 0 || C.get(F) > L.Peak[K]) {
        L.Peak[K] = C.get(F);
        L.PeakAt[K] = int(I);
      }
    }
    if (L.PeakVecAt < 0 || C.VGPRs + C.AGPRs > L.PeakVec) {
      L.PeakVec = C.VGPRs + C.AGPRs;
      L.PeakVecAt = int(I);
    }
  }
  // A file never live has no peak position.
  for (unsigned K = 0; K != 3; ++K)
    if (!L.Peak[K])
      L.PeakAt[K] = -1;
  if (!L.PeakVec)
    L.PeakVecAt = -1;
  return L;
}

std::string RegisterLiveness::formatRanges(const BitVector &Set, RegFile F) {
  const char Prefix = F == RegFile::VGPR ? 'v' : F == RegFile::AGPR ? 'a' : 's';
  const unsigned First = firstSlot(F), End = First + numSlots(F);
  std::string Text;
  raw_string_ostream OS(Text);
  for (unsigned S = First; S < End;) {
    if (!Set.test(S)) {
      ++S;
      continue;
    }
    unsigned E = S;
    while (E + 1 < End && Set.test(E + 1))
      ++E;
    if (!Text.empty())
      OS << ", ";
    if (E == S)
      OS << Prefix << (S - First);
    else
      OS << Prefix << '[' << (S - First) << ':' << (E - First) << ']';
    S = E + 1;
  }
  return Text;
}
