//===- WaveEmulatorDual.cpp - VOPD pairs of one wave ------------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveEmulator::executeDual: a VOPD pair (`v_dual_<x> :: v_dual_<y>`, gfx11
/// and gfx12, wave32 only) is two VALU operations, X and Y, each with its
/// own destination VGPR and sources. The RDNA3 ISA guide ("VOPD" encoding)
/// says both execute at the same time: a half that reads the VGPR the other
/// writes gets the old value. So both halves are computed from the state
/// before the instruction, then both destinations are written, each in the
/// lanes EXEC enables. The integer halves (mov, add_nc_u32, sub_nc_u32,
/// lshlrev, lshrrev, ashrrev, and, cndmask, min/max_i32) are computed like
/// their VOP2 forms, all lanes at once (emu::lanes32, each source read by
/// WaveEmulator::narrowSource as executeVector reads it); a floating-point
/// half (fmac, mul_f32, ...) leaves its destination unknown in the lanes it
/// writes (see WaveEmulator.h). When origins are tracked, a destination
/// left unknown gets the origin of the first unknown source of its own
/// half (else the pair itself): the other half's sources never name it
/// (seb-v's kernel 3 on gfx1100 named the `ds_load_2addr_b32` behind a
/// float accumulator of X for Y's `v_dual_lshlrev_b32 v2, 6, v5`).
//===----------------------------------------------------------------------===//

#include "WaveEmulatorOps.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::emu;

bool WaveEmulator::splitsPair(unsigned Opcode) const {
  const OpcodeInfo &I = info(Opcode);
  return I.Class == OpcodeInfo::Dual && I.Pair.Valid;
}

bool WaveEmulator::executeDual(const MCInst &MI, const OpcodeInfo &Info) {
  const DualDesc &DD = Info.Pair;
  const MCInstrDesc &Desc = MCII.get(MI.getOpcode());
  // Not executed: every definition unknown, from the pair's first unknown
  // source (as any instruction's).
  auto NotCovered = [&] {
    const Prepared &P = prepared(MI);
    int Origin = TrackOrigins ? sourceOrigin(P) : -1;
    clobber(MI);
    if (TrackOrigins)
      recordOrigins(P, Origin);
    return false;
  };
  // VOPD is legal only in wave32 (the ISA guide: skipped in wave64; the
  // assembler rejects it there).
  if (!DD.Valid || WaveSize > 32 ||
      MI.getNumOperands() != Desc.getNumOperands())
    return NotCovered();
  // The value sources in operand order: X's, then Y's.
  uint8_t Src[8];
  unsigned NumSrc = 0;
  for (unsigned K = 2; K < MI.getNumOperands() && NumSrc < 8; ++K)
    if (Desc.operands()[K].RegClass >= 0)
      Src[NumSrc++] = uint8_t(K);
  if (NumSrc != unsigned(DD.NumX) + DD.NumY)
    return NotCovered();
  const uint64_t L = laneMask();
  auto [E, EK] = pair(ExecLo);
  const uint64_t Act = E & EK & L;      // lanes surely on
  const uint64_t Touched = (E | ~EK) & L; // lanes the pair may write

  struct HalfResult {
    uint32_t V[64];
    uint64_t Known = 0;
    RegSlots Dst;
    bool Covered = false;
  };
  HalfResult R[2];
  // The origin of half H's first source unknown in a lane it writes, else
  // the pair (read before either destination is written).
  auto HalfOrigin = [&](unsigned H) {
    unsigned First = H ? DD.NumX : 0;
    unsigned NumIn = H ? DD.NumY : DD.NumX;
    for (unsigned I = 0; I < NumIn; ++I) {
      const MCOperand &MO = MI.getOperand(Src[First + I]);
      if (!MO.isReg() || !MO.getReg())
        continue;
      RegSlots RS = slots(MO.getReg().id());
      for (unsigned K = 0; K < RS.Count; ++K) {
        unsigned N = RS.First + K;
        if (RS.K == RegSlots::Vector && N < NumVGPRs &&
            (Vec[N].Known & Touched) != Touched)
          return VOrigin[N] >= 0 ? VOrigin[N] : CurInst;
        if (RS.K == RegSlots::Scalar && N < NumScalarSlots && !S[N].isKnown())
          return SOrigin[N] >= 0 ? SOrigin[N] : CurInst;
      }
    }
    // v_dual_cndmask_b32 reads VCC_LO.
    const OpDesc &D = H ? DD.Y : DD.X;
    if (D.O == Op::Cndmask && NumIn < 3 && !S[VccLo].isKnown())
      return SOrigin[VccLo] >= 0 ? SOrigin[VccLo] : CurInst;
    // Lanes EXEC may or may not enable.
    if ((EK & L) != L)
      return SOrigin[ExecLo] >= 0 ? SOrigin[ExecLo] : CurInst;
    return CurInst;
  };
  for (unsigned H = 0; H < 2; ++H) {
    HalfResult &Out = R[H];
    const MCOperand &DstOp = MI.getOperand(H);
    if (DstOp.isReg() && DstOp.getReg())
      Out.Dst = slots(DstOp.getReg().id());
    const OpDesc &D = H ? DD.Y : DD.X;
    unsigned First = H ? DD.NumX : 0;
    unsigned NumIn = H ? DD.NumY : DD.NumX;
    bool Cond = D.O == Op::Cndmask;
    unsigned NumValues = Cond ? 2 : NumIn;
    if (D.O == Op::None || D.Bits != 32 || NumValues > 3 ||
        Out.Dst.K != RegSlots::Vector || Out.Dst.Count != 1)
      continue;
    // gfx1250's VOPD3 pairs give sources modifiers (the operand before a
    // source, without a register class): a nonzero one is not modelled.
    bool Modified = false;
    for (unsigned I = 0; I < NumIn; ++I) {
      unsigned K = Src[First + I];
      const MCOperand &Mod = MI.getOperand(K - 1);
      if (DD.VOPD3 && Desc.operands()[K - 1].RegClass < 0 && Mod.isImm() &&
          Mod.getImm() != 0)
        Modified = true;
    }
    if (Modified)
      continue;
    Out.Covered = true;
    uint32_t Bcast[3][64];
    const uint32_t *In[3] = {nullptr, nullptr, nullptr};
    uint64_t KnownIn = Act;
    for (unsigned I = 0; I < NumValues; ++I) {
      const MCOperand &MO = MI.getOperand(Src[First + I]);
      RegSlots RS = MO.isReg() && MO.getReg() ? slots(MO.getReg().id())
                                              : RegSlots();
      In[I] = narrowSource(MO, RS, Bcast[I], WaveSize, KnownIn);
    }
    uint64_t Cin = 0;
    if (Cond) {
      // The condition: VCC_LO, or VOPD3's explicit mask operand.
      auto [CV, CK] = NumIn >= 3 ? readScalar(MI.getOperand(Src[First + 2]), 1)
                                 : pair(VccLo);
      Cin = CV;
      KnownIn &= CK | ~uint64_t(0xffffffffu);
    }
    if (!KnownIn)
      continue;
    uint64_t Mask = 0;
    if (fastShape(D, NumValues) && D.O != Op::Cmp && D.O != Op::CmpX &&
        lanes32(D, In, NumValues, Cin, WaveSize, Out.V, Mask)) {
      Out.Known = KnownIn;
      continue;
    }
    // An operation lanes32 does not take: per lane on known operands.
    for (uint64_t Bits = KnownIn; Bits; Bits &= Bits - 1) {
      unsigned Ln = unsigned(countr_zero(Bits));
      uint64_t Vals[3];
      for (unsigned I = 0; I < NumValues; ++I)
        Vals[I] = In[I][Ln];
      bool Carry = false;
      std::optional<uint64_t> V =
          compute(D.O, ArrayRef<uint64_t>(Vals, NumValues), 32, Carry);
      if (!V) {
        Out.Covered = false;
        Out.Known = 0;
        break;
      }
      Out.V[Ln] = uint32_t(*V);
      Out.Known |= uint64_t(1) << Ln;
    }
  }
  // The halves' origins, from the state before the pair.
  int Origin[2] = {-1, -1};
  if (TrackOrigins)
    for (unsigned H = 0; H < 2; ++H)
      if (R[H].Dst.K == RegSlots::Vector && (R[H].Known & Touched) != Touched)
        Origin[H] = HalfOrigin(H);
  // Both destinations, after both halves read their sources.
  for (unsigned H = 0; H < 2; ++H) {
    HalfResult &Out = R[H];
    if (Out.Dst.K != RegSlots::Vector)
      continue;
    if (TrackOrigins && (Out.Known & Touched) != Touched)
      for (unsigned K = 0; K < Out.Dst.Count; ++K)
        VOrigin[Out.Dst.First + K] = Origin[H];
    for (unsigned K = 0; K < Out.Dst.Count; ++K) {
      LaneWord &W = wordForWrite(Out.Dst.First + K);
      if (K == 0 && Out.Known)
        for (uint64_t Bits = Out.Known; Bits; Bits &= Bits - 1) {
          unsigned Ln = unsigned(countr_zero(Bits));
          W.V[Ln] = Out.V[Ln];
        }
      W.Known = (W.Known & ~Touched) | (K == 0 ? Out.Known : 0);
    }
  }
  for (MCPhysReg Reg : Desc.implicit_defs()) {
    RegSlots RS = slots(Reg);
    if (RS.K == RegSlots::Scalar)
      for (unsigned K = 0; K < RS.Count; ++K) {
        S[RS.First + K] = ScalarValue::unknown();
        if (TrackOrigins)
          SOrigin[RS.First + K] = CurInst;
      }
  }
  return R[0].Covered && R[1].Covered;
}
