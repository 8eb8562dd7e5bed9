//===- WaveEmulatorVector.cpp - VALU instructions of one wave ---------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveEmulator::executeVector: VALU integer instructions per lane under
/// EXEC, their carry and compare masks, readlane/readfirstlane/writelane
/// (see WaveEmulator.h).
//===----------------------------------------------------------------------===//

#include "WaveEmulatorOps.h"
#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Analysis/KernelLaunch.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/MathExtras.h"
#include <cstring>

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::emu;
void WaveEmulator::prepareVector(const MCInst &MI, Prepared &P) const {
  const OpDesc &D = info(MI.getOpcode()).D;
  const MCInstrDesc &Desc = MCII.get(MI.getOpcode());
  P.VSrc.clear();
  P.VWidth.clear();
  P.VSrcSlots.clear();
  P.VDst = RegSlots();
  P.VSDst = -1;
  unsigned NumDefs = std::min<unsigned>(Desc.getNumDefs(), MI.getNumOperands());
  // Sources: register-or-immediate operands after the definitions
  // (modifiers, clamp, omod, op_sel have no register class).
  for (unsigned I = NumDefs; I < MI.getNumOperands(); ++I) {
    if (I < Desc.getNumOperands() && Desc.operands()[I].RegClass < 0)
      continue;
    const MCOperand &MO = MI.getOperand(I);
    if (MO.isReg() || MO.isImm())
      P.VSrc.push_back(uint8_t(I));
  }
  // Operand widths.
  auto Width = [&](unsigned Idx) -> unsigned {
    const MCOperand &MO = MI.getOperand(P.VSrc[Idx]);
    if (MO.isReg() && MO.getReg()) {
      RegSlots R = slots(MO.getReg().id());
      if (R.K != RegSlots::None)
        return std::min<unsigned>(R.Count, 2);
    }
    if (D.Bits != 64)
      return 1;
    // 64-bit operations with 32-bit operands: shift amounts, the multiplied
    // halves of v_mad_u64_u32.
    if ((D.O == Op::ShlRev || D.O == Op::LshrRev || D.O == Op::AshrRev) &&
        Idx == 0)
      return 1;
    if ((D.O == Op::MadU64U32 || D.O == Op::MadI64I32) && Idx < 2)
      return 1;
    if (D.O == Op::ShlAdd && Idx == 1)
      return 1;
    return 2;
  };
  // Modifiers: the immediate without a register class right before a
  // source is its srcN_modifiers; any other such immediate (clamp, omod,
  // op_sel) is another modifier.
  P.VMods.assign(P.VSrc.size(), 0);
  P.VOtherMods = false;
  for (unsigned I = NumDefs; I < MI.getNumOperands(); ++I) {
    const MCOperand &MO = MI.getOperand(I);
    if (!MO.isImm() || I >= Desc.getNumOperands() ||
        Desc.operands()[I].RegClass >= 0 || !MO.getImm())
      continue;
    auto It = llvm::find(P.VSrc, uint8_t(I + 1));
    if (It != P.VSrc.end())
      P.VMods[It - P.VSrc.begin()] = MO.getImm();
    else
      P.VOtherMods = true;
  }
  for (unsigned I = 0; I < P.VSrc.size(); ++I) {
    P.VWidth.push_back(uint8_t(Width(I)));
    const MCOperand &MO = MI.getOperand(P.VSrc[I]);
    P.VSrcSlots.push_back(MO.isReg() && MO.getReg() ? slots(MO.getReg().id())
                                                    : RegSlots());
  }
  const MCOperand *Dst = NumDefs ? &MI.getOperand(0) : nullptr;
  if (Dst && Dst->isReg() && Dst->getReg())
    P.VDst = slots(Dst->getReg().id());
  bool UsesCond = D.O == Op::AddC || D.O == Op::SubB || D.O == Op::SubBRev ||
                  D.O == Op::Cndmask;
  P.VNumIn = uint8_t(
      std::min<size_t>(UsesCond && P.VSrc.size() >= 3 ? 2 : P.VSrc.size(), 4));
  // Modifiers are applied on the general path only: v_cndmask's neg/abs,
  // an IEEE operation's (a float operation's make it unknown there), an
  // integer add's clamp; any other makes the result unknown there
  // (executeVector).
  P.VModified =
      P.VOtherMods || any_of(P.VMods, [](int64_t M) { return M; });
  P.VFast = fastShape(D, P.VNumIn) && !P.VModified;
  for (unsigned I = 0; I < P.VNumIn && P.VFast; ++I) {
    RegSlots R = P.VSrcSlots[I];
    bool Imm = R.K == RegSlots::None && MI.getOperand(P.VSrc[I]).isImm();
    // One-dword operands; a 64-bit operation's also two-dword ones.
    unsigned MaxCount = D.Bits == 64 ? 2 : 1;
    if (!Imm && !((R.K == RegSlots::Vector || R.K == RegSlots::Scalar) &&
                  R.Count <= MaxCount && R.Count == P.VWidth[I]))
      P.VFast = false;
  }
  bool IsCmp = D.O == Op::Cmp || D.O == Op::CmpX;
  // 16-bit operations and half registers (WaveEmulator16.cpp).
  P.V16 = (D.Bits == 16 && !IsCmp && !D.Float) || P.VDst.Half ||
          any_of(P.VSrcSlots, [](RegSlots R) { return R.Half != 0; });
  if (info(MI.getOpcode()).SDWA) {
    // executeVectorSDWA: the old destination is read where part of it is
    // preserved (after the sources, before EXEC, as for a 16-bit result).
    P.V16 = P.VFast = false;
    std::optional<SDWAFields> F = sdwaFields(MI, P.VSrc);
    if (F && F->readsDst() && P.VDst.K == RegSlots::Vector)
      P.Uses.insert(llvm::find(P.Uses, uint16_t(ExecLo)),
                    uint16_t(P.VDst.First | VecTag));
  } else if (P.V16) {
    P.VFast = false;
    // A 16-bit result keeps the other half of its VGPR (gfx10+): the old
    // value is read too, after the sources and before the implicit EXEC
    // (whose high half a wave32 never knows), so an unknown one is named
    // as the origin.
    StringRef Name = MCII.getName(MI.getOpcode());
    HighHalf HH = highHalfOf(D.O, Name);
    if (D.O != Op::None && D.Bits == 16 && P.VDst.K == RegSlots::Vector &&
        HH != HighHalf::Whole &&
        (HH == HighHalf::Kept ||
         (!Name.ends_with("_vi") && !Name.ends_with("_gfx9"))))
      P.Uses.insert(llvm::find(P.Uses, uint16_t(ExecLo)),
                    uint16_t(P.VDst.First | VecTag));
  }
  unsigned DstDwords = P.VDst.K == RegSlots::Vector ? P.VDst.Count : 0;
  if (IsCmp ? DstDwords > 1 : DstDwords != (D.Bits == 64 ? 2u : 1u))
    P.VFast = false;
  // A second definition (carry out / compare mask of a VOP3 form).
  if (NumDefs > 1)
    P.VSDst = 1;
  else if ((D.O == Op::Cmp || D.O == Op::CmpX) && NumDefs == 1 &&
           P.VDst.K == RegSlots::Scalar)
    P.VSDst = 0;
  // What writeMasks makes unknown: the implicit scalar definitions but the
  // mask it writes to VCC or EXEC.
  P.VWritesMask = writesMask(D);
  P.VClobber.clear();
  for (MCPhysReg Reg : Desc.implicit_defs()) {
    RegSlots R = slots(Reg);
    if (R.K == RegSlots::Scalar &&
        !(P.VWritesMask && (R.First == VccLo || R.First == ExecLo)))
      P.VClobber.push_back(R);
  }
  P.VSDstReg = P.VSDst >= 0 && MI.getOperand(P.VSDst).isReg();
  P.VSDstSlots = P.VSDstReg ? slots(MI.getOperand(P.VSDst).getReg().id())
                            : RegSlots();
  prepareAffine(MI, info(MI.getOpcode()), P);
}

bool WaveEmulator::executeVector(const MCInst &MI, const OpcodeInfo &Info,
                                 const Prepared &P) {
  const OpDesc &D = Info.D;
  const MCInstrDesc &Desc = MCII.get(MI.getOpcode());
  if (D.O == Op::None || D.O == Op::Load) {
    clobber(P);
    return Info.NoDefs;
  }
  if (Info.SDWA)
    return executeVectorSDWA(MI, Info, P);
  if (P.V16)
    return executeVector16(MI, Info, P);
  // A float operation's VOP3 modifiers (neg, abs, clamp, omod: immediates
  // without a register class) are not emulated: a set one leaves it unknown.
  if (isFloatOp(D.O))
    for (unsigned I = Desc.getNumDefs(); I < MI.getNumOperands(); ++I)
      if (I < Desc.getNumOperands() && Desc.operands()[I].RegClass < 0 &&
          MI.getOperand(I).isImm() && MI.getOperand(I).getImm() != 0) {
        clobber(P);
        return Info.NoDefs;
      }
  // An integer operation's modifiers (VOP3 clamp, op_sel): a 32-bit add
  // or subtract with clamp saturates (computeClamped); any other modifier
  // leaves the result unknown rather than possibly wrong.
  bool Clamp = false;
  if (P.VModified && !D.Float && D.O != Op::Cndmask) {
    bool SrcMods = any_of(P.VMods, [](int64_t M) { return M; });
    Clamp = !SrcMods && P.VOtherMods && D.Bits == 32 &&
            (D.O == Op::Add || D.O == Op::Sub || D.O == Op::SubRev ||
             D.O == Op::AddI || D.O == Op::SubI);
    if (!Clamp) {
      clobber(P);
      return Info.NoDefs;
    }
  }
  if (P.VFast && executeVectorFast(MI, Info, P))
    return true;
  SmallVector<const MCOperand *, 4> Src;
  for (uint8_t I : P.VSrc)
    Src.push_back(&MI.getOperand(I));
  auto IsVCC = [&](MCPhysReg R) { return slots(R).First == VccLo; };
  auto IsExec = [&](MCPhysReg R) { return slots(R).First == ExecLo; };
  bool ImplicitVCCUse = Info.ImplicitVCCUse;
  bool ImplicitVCCDef = Info.ImplicitVCCDef;
  bool ImplicitExecDef = Info.ImplicitExecDef;
  uint64_t L = laneMask();
  auto [E, EK] = pair(ExecLo);
  E &= L;
  auto Width = [&](unsigned Idx) -> unsigned { return P.VWidth[Idx]; };
  unsigned NumDefs = std::min<unsigned>(Desc.getNumDefs(), MI.getNumOperands());
  const MCOperand *Dst = NumDefs ? &MI.getOperand(0) : nullptr;
  RegSlots DstR = P.VDst;
  const MCOperand *SDst = P.VSDst >= 0 ? &MI.getOperand(P.VSDst) : nullptr;

  // Scalar results from vector sources.
  if (D.O == Op::ReadFirstLane || D.O == Op::ReadLane) {
    if (Src.empty() || !Dst)
      return clobber(MI), false;
    std::optional<unsigned> Lane;
    if (D.O == Op::ReadFirstLane) {
      // The first active lane (lane 0 when none is).
      if (EK == ~uint64_t(0) || (E & ~EK) == 0) {
        uint64_t Low = E & EK;
        // Lanes below the lowest known-active one must be known off.
        if (E && (EK & (((E & -E) - 1))) == ((E & -E) - 1))
          Lane = countr_zero(E);
        else if (!E && (EK & L) == L)
          Lane = 0;
        (void)Low;
      }
    } else if (Src.size() > 1) {
      auto [LV, LK] = readScalar(*Src[1], 1);
      if ((LK & 0xffffffffu) == 0xffffffffu)
        Lane = unsigned(LV) & (WaveSize - 1);
    }
    std::optional<uint64_t> V;
    if (Lane)
      V = readLane(*Src[0], *Lane, 1);
    writeScalar(*Dst, V.value_or(0), V ? ~uint64_t(0) : 0, 1);
    return true;
  }
  if (D.O == Op::WriteLane) {
    if (Src.size() < 2 || DstR.K != RegSlots::Vector)
      return clobber(MI), false;
    auto [LV, LK] = readScalar(*Src[1], 1);
    auto [V, VK] = readScalar(*Src[0], 1);
    if ((LK & 0xffffffffu) != 0xffffffffu) {
      Vec[DstR.First].Known = 0;
      return true;
    }
    unsigned Lane = unsigned(LV) & (WaveSize - 1);
    setVGPR(DstR.First, Lane,
            (VK & 0xffffffffu) == 0xffffffffu ? std::optional<uint32_t>(V)
                                              : std::nullopt);
    return true;
  }

  // Per lane.
  unsigned DstDwords = DstR.K == RegSlots::Vector ? DstR.Count : 0;
  uint64_t MaskV = 0, MaskK = 0; // carry-out / compare result
  // Carry-in / condition mask source: the explicit third operand, else VCC.
  std::pair<uint64_t, uint64_t> CondMask = {0, 0};
  bool UsesCond = D.O == Op::AddC || D.O == Op::SubB || D.O == Op::SubBRev ||
                  D.O == Op::Cndmask;
  unsigned NumValueSrcs = Src.size();
  if (UsesCond) {
    if (Src.size() >= 3) {
      CondMask = readScalar(*Src[2], WaveSize > 32 ? 2 : 1);
      NumValueSrcs = 2;
    } else if (ImplicitVCCUse) {
      CondMask = pair(VccLo);
    }
    if (WaveSize <= 32)
      CondMask.second |= ~uint64_t(0xffffffffu);
  }
  if (D.O == Op::MbcntLo || D.O == Op::MbcntHi)
    NumValueSrcs = std::min<unsigned>(NumValueSrcs, 2);
  SmallVector<std::array<uint32_t, 2>, 0> NewV;
  struct LaneResult {
    std::optional<uint64_t> V;
    bool Write = false;
  };
  // Per lane results of the general path (sized only when it runs).
  SmallVector<LaneResult, 0> Res;
  // The sources' readers, resolved once for all lanes: a VGPR's words, or
  // a uniform value (SGPR, constant) read once.
  struct SrcReader {
    const LaneWord *W[2] = {nullptr, nullptr};
    unsigned Dwords = 1;
    bool Vector = false;
    std::optional<uint64_t> Uniform;
  };
  std::array<SrcReader, 4> Readers;
  NumValueSrcs = std::min<unsigned>(NumValueSrcs, Readers.size());
  for (unsigned I = 0; I < NumValueSrcs; ++I) {
    SrcReader &R = Readers[I];
    R.Dwords = Width(I);
    const MCOperand &MO = *Src[I];
    RegSlots RS = P.VSrcSlots[I];
    if (RS.K == RegSlots::Vector) {
      R.Vector = true;
      for (unsigned K = 0; K < R.Dwords && K < RS.Count; ++K)
        R.W[K] = &word(RS.First + K);
    } else {
      R.Uniform = readLane(MO, 0, R.Dwords);
    }
  }
  auto Read = [&](const SrcReader &R, unsigned Lane) -> std::optional<uint64_t> {
    if (!R.Vector)
      return R.Uniform;
    uint64_t V = 0;
    for (unsigned K = 0; K < R.Dwords && R.W[K]; ++K) {
      if (!((R.W[K]->Known >> Lane) & 1))
        return std::nullopt;
      V |= uint64_t(R.W[K]->V[Lane]) << (32 * K);
    }
    return V;
  };
  // Fast path (lanes computed without the per-lane dispatch): a 32-bit
  // operation of the common kinds with EXEC known; the operation is chosen
  // once, and each lane whose operands are known is one expression.
  // The kinds and operand counts are fastShape's (the prepared path's too).
  bool FastDone = false;
  // (IEEE compares, whose lanes may stay undecided, only on
  // executeVectorFast's.)
  bool FastOp = fastShape(D, NumValueSrcs) && !P.VModified && !D.Float;
  bool Wide = D.Bits == 64;
  unsigned OutDwords = Wide ? 2 : 1;
  if (FastOp && (EK & L) == L &&
      (D.O == Op::Cmp || D.O == Op::CmpX ? DstDwords <= 1
                                         : DstDwords == OutDwords)) {
    FastDone = true;
    uint64_t Act = E & L;
    uint64_t KnownIn = Act;
    for (unsigned I = 0; I < NumValueSrcs; ++I) {
      const SrcReader &R = Readers[I];
      if (R.Vector) {
        for (unsigned K = 0; K < R.Dwords; ++K)
          KnownIn &= R.W[K] ? R.W[K]->Known : ~uint64_t(0);
      } else if (!R.Uniform) {
        KnownIn = 0;
      }
    }
    if (UsesCond)
      KnownIn &= CondMask.second;
    uint64_t Cin = UsesCond ? CondMask.first : 0;
    uint64_t M = maskOf(D.Bits);
    // 32-bit operations on one-dword operands: 32-bit lanes.
    bool Narrow = !Wide;
    for (unsigned I = 0; I < NumValueSrcs; ++I)
      if (Readers[I].Vector && Readers[I].Dwords > 1 && Readers[I].W[1])
        Narrow = false;
    if (Narrow) {
      // The sources' known lanes are KnownIn's already.
      uint32_t Bcast[3][64];
      const uint32_t *In[3] = {nullptr, nullptr, nullptr};
      uint64_t SrcKnown = KnownIn;
      for (unsigned I = 0; I < NumValueSrcs; ++I)
        In[I] = narrowSource(*Src[I], P.VSrcSlots[I], Bcast[I], WaveSize,
                             SrcKnown);
      uint32_t Out[64];
      uint64_t Mask = 0;
      FastDone = lanes32(D, In, NumValueSrcs, Cin, WaveSize, Out, Mask);
      if (FastDone) {
        MaskV = Mask & KnownIn;
        MaskK = KnownIn;
        if (DstDwords && D.O != Op::Cmp && D.O != Op::CmpX) {
          LaneWord &W = wordForWrite(DstR.First);
          if (KnownIn == L)
            std::memcpy(W.V.data(), Out, WaveSize * sizeof(uint32_t));
          else
            for (uint64_t Bits = KnownIn; Bits; Bits &= Bits - 1) {
              unsigned Ln = unsigned(countr_zero(Bits));
              W.V[Ln] = Out[Ln];
            }
          W.Known = (W.Known & ~Act) | KnownIn;
        }
      }
    } else {
      // Every lane is computed (straight loops the compiler vectorizes); only
      // the lanes of KnownIn are kept. Operands of the others are whatever
      // the registers hold: the operations below are defined for any value.
      unsigned N = WaveSize;
      uint64_t In[3][64];
      for (unsigned I = 0; I < NumValueSrcs; ++I) {
        const SrcReader &R = Readers[I];
        uint64_t *Dst = In[I];
        if (!R.Vector) {
          uint64_t U = R.Uniform.value_or(0) & M;
          for (unsigned Ln = 0; Ln < N; ++Ln)
            Dst[Ln] = U;
        } else if (R.Dwords > 1 && R.W[1]) {
          const uint32_t *Lo = R.W[0]->V.data(), *Hi = R.W[1]->V.data();
          for (unsigned Ln = 0; Ln < N; ++Ln)
            Dst[Ln] = Lo[Ln] | uint64_t(Hi[Ln]) << 32;
        } else {
          const uint32_t *Lo = R.W[0]->V.data();
          for (unsigned Ln = 0; Ln < N; ++Ln)
            Dst[Ln] = Lo[Ln];
        }
      }
      uint64_t Out[64];
      uint64_t Mask = 0;
      const uint64_t *A = In[0], *B = In[1], *C = In[2];
      auto Bin = [&](auto F) {
        for (unsigned Ln = 0; Ln < N; ++Ln)
          Out[Ln] = F(A[Ln], B[Ln]) & M;
      };
      unsigned Sh = Wide ? 63 : 31;
      switch (D.O) {
      case Op::Mov:
        for (unsigned Ln = 0; Ln < N; ++Ln)
          Out[Ln] = A[Ln];
        break;
      case Op::Add:
      case Op::AddC: {
        bool WithC = D.O == Op::AddC;
        for (unsigned Ln = 0; Ln < N; ++Ln) {
          uint64_t X = A[Ln], Y = B[Ln];
          uint64_t Ci = WithC ? (Cin >> Ln) & 1 : 0;
          uint64_t S = X + Y + Ci;
          Out[Ln] = S & M;
          bool CarryOut = Wide ? S < X || (Ci && S == X) : (S >> 32) != 0;
          Mask |= uint64_t(CarryOut) << Ln;
        }
        break;
      }
      case Op::Sub:
      case Op::SubB:
      case Op::SubRev:
      case Op::SubBRev: {
        bool Rev = D.O == Op::SubRev || D.O == Op::SubBRev;
        bool WithB = D.O == Op::SubB || D.O == Op::SubBRev;
        for (unsigned Ln = 0; Ln < N; ++Ln) {
          uint64_t X = Rev ? B[Ln] : A[Ln], Y = Rev ? A[Ln] : B[Ln];
          uint64_t Bi = WithB ? (Cin >> Ln) & 1 : 0;
          Out[Ln] = (X - Y - Bi) & M;
          Mask |= uint64_t(X < Y + Bi) << Ln;
        }
        break;
      }
      case Op::And:
        Bin([](uint64_t X, uint64_t Y) { return X & Y; });
        break;
      case Op::Or:
        Bin([](uint64_t X, uint64_t Y) { return X | Y; });
        break;
      case Op::Xor:
        Bin([](uint64_t X, uint64_t Y) { return X ^ Y; });
        break;
      case Op::ShlRev:
        Bin([Sh](uint64_t X, uint64_t Y) { return Y << (X & Sh); });
        break;
      case Op::LshrRev:
        Bin([Sh](uint64_t X, uint64_t Y) { return Y >> (X & Sh); });
        break;
      case Op::AshrRev:
        if (Wide)
          Bin([](uint64_t X, uint64_t Y) {
            return uint64_t(int64_t(Y) >> (X & 63));
          });
        else
          Bin([](uint64_t X, uint64_t Y) {
            return uint64_t(int64_t(int32_t(uint32_t(Y))) >> (X & 31));
          });
        break;
      case Op::Mul:
        Bin([](uint64_t X, uint64_t Y) { return X * Y; });
        break;
      case Op::MulU24:
        Bin([](uint64_t X, uint64_t Y) {
          return (X & 0xffffffu) * (Y & 0xffffffu);
        });
        break;
      case Op::Add3:
      case Op::AndOr:
      case Op::ShlOr:
        if (NumValueSrcs < 3) {
          FastDone = false;
          break;
        }
        for (unsigned Ln = 0; Ln < N; ++Ln) {
          uint64_t X = A[Ln], Y = B[Ln], Z = C[Ln];
          Out[Ln] = (D.O == Op::Add3    ? X + Y + Z
                     : D.O == Op::AndOr ? (X & Y) | Z
                                        : (X << (Y & 31)) | Z) &
                    M;
        }
        break;
      case Op::Cndmask:
        for (unsigned Ln = 0; Ln < N; ++Ln)
          Out[Ln] = (Cin >> Ln) & 1 ? B[Ln] : A[Ln];
        break;
      case Op::Cmp:
      case Op::CmpX:
        if (NumValueSrcs < 2) {
          FastDone = false;
          break;
        }
        for (unsigned Ln = 0; Ln < N; ++Ln)
          Mask |= uint64_t(compare(CmpKind(D.Param), A[Ln], B[Ln], D.Signed,
                                   D.Bits))
                  << Ln;
        break;
      default:
        FastDone = false;
        break;
      }
      if (FastDone) {
        MaskV = Mask & KnownIn;
        MaskK = KnownIn;
        if (DstDwords && D.O != Op::Cmp && D.O != Op::CmpX)
          for (unsigned K = 0; K < OutDwords; ++K) {
            LaneWord &W = wordForWrite(DstR.First + K);
            unsigned Shift = 32 * K;
            if (KnownIn == L) {
              for (unsigned Ln = 0; Ln < N; ++Ln)
                W.V[Ln] = uint32_t(Out[Ln] >> Shift);
            } else {
              for (uint64_t Bits = KnownIn; Bits; Bits &= Bits - 1) {
                unsigned Ln = unsigned(countr_zero(Bits));
                W.V[Ln] = uint32_t(Out[Ln] >> Shift);
              }
            }
            W.Known = (W.Known & ~Act) | KnownIn;
          }
      }
    }
  }
  // v_mad_u64_u32 / v_mad_i64_i32 whose addend's high dword is unknown
  // (clang leaves it undefined when only the low half of the result is
  // used): the low dword of the result needs only the addend's low dword.
  if (!FastDone && (D.O == Op::MadU64U32 || D.O == Op::MadI64I32) &&
      (EK & L) == L && NumValueSrcs == 3 && DstDwords == 2 &&
      Readers[2].Vector && Readers[2].W[0] && Readers[2].W[1]) {
    FastDone = true;
    uint64_t Act = E & L;
    uint64_t KnownLo = Act & Readers[2].W[0]->Known;
    for (unsigned I = 0; I < 2; ++I) {
      const SrcReader &R = Readers[I];
      if (R.Vector)
        KnownLo &= R.W[0] ? R.W[0]->Known : 0;
      else if (!R.Uniform)
        KnownLo = 0;
    }
    uint64_t KnownAll = KnownLo & Readers[2].W[1]->Known;
    LaneWord &Lo = wordForWrite(DstR.First), &Hi = wordForWrite(DstR.First + 1);
    uint32_t LoV[64], HiV[64];
    for (uint64_t Bits = KnownLo; Bits; Bits &= Bits - 1) {
      unsigned Ln = unsigned(countr_zero(Bits));
      uint64_t In[3];
      for (unsigned I = 0; I < 3; ++I) {
        const SrcReader &R = Readers[I];
        In[I] = R.Vector ? R.W[0]->V[Ln] : (*R.Uniform & 0xffffffffu);
      }
      In[2] |= uint64_t(Readers[2].W[1]->V[Ln]) << 32;
      bool Carry = false;
      uint64_t V = *compute(D.O, In, 64, Carry);
      LoV[Ln] = uint32_t(V);
      HiV[Ln] = uint32_t(V >> 32);
      if ((KnownAll >> Ln) & 1)
        MaskV |= uint64_t(Carry) << Ln;
    }
    for (uint64_t Bits = KnownLo; Bits; Bits &= Bits - 1) {
      unsigned Ln = unsigned(countr_zero(Bits));
      Lo.V[Ln] = LoV[Ln];
      Hi.V[Ln] = HiV[Ln];
    }
    Lo.Known = (Lo.Known & ~Act) | KnownLo;
    Hi.Known = (Hi.Known & ~Act) | KnownAll;
    MaskK = KnownAll;
  }
  if (!FastDone)
    Res.resize(64);
  if (!FastDone)
  for (unsigned Lane = 0; Lane < WaveSize; ++Lane) {
    uint64_t Bit = uint64_t(1) << Lane;
    bool KnownOff = (EK & Bit) && !(E & Bit);
    if (KnownOff)
      continue;
    bool MaybeOff = !(EK & Bit);
    Res[Lane].Write = true;
    SmallVector<uint64_t, 4> In;
    bool Known = !MaybeOff;
    for (unsigned I = 0; I < NumValueSrcs && Known; ++I) {
      std::optional<uint64_t> V = Read(Readers[I], Lane);
      if (!V)
        Known = false;
      else
        In.push_back(*V);
    }
    bool Carry = false;
    if (UsesCond) {
      if (!((CondMask.second >> Lane) & 1))
        Known = false;
      Carry = (CondMask.first >> Lane) & 1;
    }
    std::optional<uint64_t> R;
    bool MaskBit = false;
    // An IEEE operation's operands through their neg/abs modifiers; any
    // other modifier (clamp, omod, op_sel) leaves the lane unknown.
    if (Known && D.Float) {
      Known = !P.VOtherMods;
      // A class compare's second operand is the class mask: no modifier.
      bool Class = D.Param == FClass && (D.O == Op::Cmp || D.O == Op::CmpX);
      if (Class && P.VMods.size() > 1 && P.VMods[1])
        Known = false;
      for (unsigned I = 0; I < In.size() && I < P.VMods.size() && Known &&
                           !(Class && I > 0);
           ++I) {
        std::optional<uint64_t> V = applyFloatMods(In[I], D.Bits, P.VMods[I]);
        Known = V.has_value();
        In[I] = V.value_or(0);
      }
    }
    if (Known) {
      switch (D.O) {
      case Op::Cmp:
      case Op::CmpX:
        if (In.size() < 2)
          break;
        if (D.Float) {
          // A denormal operand leaves the lane unknown.
          std::optional<bool> B =
              fcompare(D.Param, In[0], In[1], D.Bits);
          Known = B.has_value();
          MaskBit = B.value_or(false);
        } else {
          MaskBit = compare(CmpKind(D.Param), In[0], In[1], D.Signed, D.Bits);
        }
        if (Known)
          R = 0;
        break;
      case Op::Cndmask:
        if (In.size() < 2)
          break;
        // neg/abs act on the chosen operand's sign bit, as on an f32.
        if (P.VOtherMods)
          break;
        if (P.VMods.size() >= 2)
          R = applyFloatMods(Carry ? In[1] : In[0], 32,
                             P.VMods[Carry ? 1 : 0]);
        else
          R = Carry ? In[1] : In[0];
        if (R)
          *R &= 0xffffffffu;
        break;
      case Op::MbcntLo:
      case Op::MbcntHi: {
        // Bits of the mask (src0) below this lane in the low (high) half,
        // plus src1.
        if (In.size() < 2)
          break;
        uint32_t Mask = uint32_t(In[0]);
        unsigned Below = D.O == Op::MbcntLo ? std::min(Lane, 32u)
                                            : (Lane > 32 ? Lane - 32 : 0);
        uint32_t Part = Below >= 32 ? Mask : Mask & ((1u << Below) - 1);
        R = (popcount(Part) + In[1]) & 0xffffffffu;
        break;
      }
      default:
        if (Clamp) {
          // The carry out of a clamped add is not modelled: unknown.
          R = computeClamped(D.O, In);
          break;
        }
        R = compute(D.O, In, D.Bits, Carry);
        MaskBit = Carry;
        break;
      }
    }
    Res[Lane].V = R;
    if ((R && !Clamp) || ((D.O == Op::Cmp || D.O == Op::CmpX) && Known)) {
      if (MaskBit)
        MaskV |= Bit;
      MaskK |= Bit;
    }
  }
  // Lanes surely off write 0 to a compare / carry mask.
  MaskK |= EK & ~E;
  MaskK |= ~L;
  MaskV &= L;
  // Results: each destination dword once, its lanes' values and known bits.
  if (!FastDone && DstDwords && D.O != Op::Cmp && D.O != Op::CmpX)
    for (unsigned K = 0; K < DstDwords && DstR.First + K < NumVGPRs; ++K) {
      LaneWord &W = wordForWrite(DstR.First + K);
      for (unsigned Lane = 0; Lane < WaveSize; ++Lane) {
        if (!Res[Lane].Write)
          continue;
        uint64_t Bit = uint64_t(1) << Lane;
        if (K < 2 && Res[Lane].V) {
          W.V[Lane] = uint32_t(*Res[Lane].V >> (32 * K));
          W.Known |= Bit;
        } else {
          W.Known &= ~Bit;
        }
      }
    }
  bool WritesMask = D.O == Op::Cmp || D.O == Op::CmpX || D.O == Op::Add ||
                    D.O == Op::AddC || D.O == Op::Sub || D.O == Op::SubB ||
                    D.O == Op::SubRev || D.O == Op::SubBRev ||
                    D.O == Op::MadU64U32 || D.O == Op::MadI64I32;
  if (WritesMask) {
    if (SDst && SDst->isReg())
      writeScalarSlots(slots(SDst->getReg().id()), MaskV, MaskK);
    else if (ImplicitVCCDef)
      setPair(VccLo, MaskV, MaskK);
    if (D.O == Op::CmpX || ImplicitExecDef) {
      // v_cmpx: EXEC = the compare result (gfx10+: only EXEC).
      setPair(ExecLo, MaskV, MaskK);
    }
  }
  // Any other implicit definition (e.g. VCC of an op we do not model as a
  // mask) becomes unknown.
  for (MCPhysReg Reg : Desc.implicit_defs()) {
    RegSlots R = slots(Reg);
    if (R.K == RegSlots::Scalar && !(WritesMask && (IsVCC(Reg) || IsExec(Reg))))
      for (unsigned K = 0; K < R.Count; ++K)
        S[R.First + K] = ScalarValue::unknown();
  }
  return true;
}
