//===- WaveEmulatorAffine.cpp - VALU operations on affine values ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveEmulator::executeAffine runs a VALU instruction whose lanes are all
/// on and whose sources are uniform values or affine ones (Base + a lane
/// pattern, LanePatterns.h) in O(1) where the result is exact:
///  - every source uniform (an SGPR, a constant, a VGPR whose lanes agree):
///    the operation once, on the uniform values (any fastShape operation
///    but v_mbcnt, whose value depends on the lane; a carry-in or condition
///    mask must be the same in every lane);
///  - mov; add, add3, sub (the subtrahend uniform), add with carry-in: the
///    bases added, the patterns added (memoized); their carry or borrow
///    out, when wanted, only when it is the same in every lane: the lanes'
///    values lie in [Base + min P, Base + max P] without wrapping, and that
///    range lies on one side of 2^32 (else the lanes are computed);
///  - shift left and multiply by a uniform value, shift-left-add: the base
///    and the pattern shifted or multiplied (mod 2^32: exact);
///  - logical and arithmetic shift right by a uniform amount: when both
///    ends of the lanes' range give the same result, so does every lane;
///  - v_lshlrev_b64 of a pair whose high dword is uniform: the low dword
///    as above, the high one when the range's bits that reach it agree.
/// Anything else (and when a pattern table is full) returns false with
/// nothing changed: the caller computes the lanes. An affine result's
/// lanes are computed only when something reads them (word()).
//===----------------------------------------------------------------------===//

#include "WaveEmulatorOps.h"
#include "gcn-mca/Analysis/LanePatterns.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::emu;

void WaveEmulator::materialize(unsigned N) const {
  LaneWord &W = Vec[N];
  const uint32_t *P = Patterns->get(uint32_t(W.Pat)).V.data();
  for (unsigned L = 0; L < WaveSize; ++L)
    W.V[L] = W.Base + P[L];
  W.Stale = false;
}

std::optional<WaveEmulator::AffineValue> WaveEmulator::affine(unsigned N,
                                                              bool Recognize) {
  if (N >= NumVGPRs)
    return std::nullopt;
  LaneWord &W = Vec[N];
  uint64_t L = laneMask();
  if ((W.Known & L) != L)
    return std::nullopt;
  if (W.Pat >= 0)
    return AffineValue{W.Base, uint32_t(W.Pat)};
  if (!Recognize)
    return std::nullopt;
  // The lanes relative to lane 0.
  uint32_t Rel[64];
  uint32_t B = W.V[0];
  for (unsigned Ln = 0; Ln < WaveSize; ++Ln)
    Rel[Ln] = W.V[Ln] - B;
  std::optional<uint32_t> Id = Patterns->intern(Rel);
  if (!Id)
    return std::nullopt;
  W.Base = B;
  W.Pat = int32_t(*Id);
  return AffineValue{B, *Id};
}

std::optional<WaveEmulator::AffineValue>
WaveEmulator::affineSource(const MCInst &MI, const Prepared &P, unsigned I,
                           bool Recognize) {
  RegSlots RS = P.VSrcSlots[I];
  if (RS.K == RegSlots::Vector) {
    if (P.VWidth[I] != 1)
      return std::nullopt;
    LaneWord &W = Vec[RS.First];
    if (W.Pat >= 0 || !Recognize)
      return affine(RS.First);
    // Recognition stops at an instruction that keeps making new patterns
    // (lanes that differ from one execution to the next).
    if (P.PatsMade > 16 && P.PatsMade > 2 * P.PatsFound)
      return std::nullopt;
    size_t Before = Patterns->size();
    std::optional<AffineValue> A = affine(RS.First, true);
    if (A)
      ++(Patterns->size() != Before ? P.PatsMade : P.PatsFound);
    return A;
  }
  if (RS.K == RegSlots::Scalar) {
    if (!S[RS.First].isKnown())
      return std::nullopt;
    return AffineValue{S[RS.First].V, LanePatterns::Zero};
  }
  auto [V, K] = readScalar(MI.getOperand(P.VSrc[I]), 1);
  if ((K & 0xffffffffu) != 0xffffffffu)
    return std::nullopt;
  return AffineValue{uint32_t(V), LanePatterns::Zero};
}

namespace {
/// The lanes' values of an affine value as a range that does not wrap:
/// [Lo, Hi] with every lane in it, or none.
struct LaneRange {
  uint64_t Lo, Hi;
};
} // namespace

static std::optional<LaneRange> rangeOf(const LanePatterns &Pats,
                                        WaveEmulator::AffineValue A) {
  auto [Min, Max] = Pats.range(A.Pat);
  uint64_t Hi = uint64_t(A.Base) + Max;
  if (Hi > 0xffffffffu)
    return std::nullopt;
  return LaneRange{uint64_t(A.Base) + Min, Hi};
}

/// Whether an operation reads patterns of the kinds executeAffine derives
/// (a source worth recognising as a pattern).
static bool takesPatterns(Op O) {
  switch (O) {
  case Op::Mov:
  case Op::Add:
  case Op::AddC:
  case Op::Add3:
  case Op::Sub:
  case Op::SubB:
  case Op::SubRev:
  case Op::SubBRev:
  case Op::ShlRev:
  case Op::LshrRev:
  case Op::AshrRev:
  case Op::Mul:
  case Op::ShlAdd:
    return true;
  default:
    return false;
  }
}

LLVM_ATTRIBUTE_ALWAYS_INLINE void
WaveEmulator::writeAffineMask(const OpcodeInfo &Info, const Prepared &P,
                              uint64_t Mask) {
  // writeMasks(MI, Info, P, Mask, laneMask()) with every lane surely on:
  // the mask known in every lane.
  if (P.VWritesMask) {
    const uint64_t Known = ~uint64_t(0);
    if (P.VSDstReg)
      writeScalarSlots(P.VSDstSlots, Mask, Known);
    else if (Info.ImplicitVCCDef)
      setPair(VccLo, Mask, Known);
    if (Info.D.O == Op::CmpX || Info.ImplicitExecDef)
      setPair(ExecLo, Mask, Known);
  }
  for (RegSlots R : P.VClobber)
    for (unsigned K = 0; K < R.Count; ++K)
      S[R.First + K] = ScalarValue::unknown();
}

bool WaveEmulator::executeAffine(const MCInst &MI, const OpcodeInfo &Info,
                                 const Prepared &P, uint64_t Cin) {
  const OpDesc &D = Info.D;
  if (D.O == Op::Cmp || D.O == Op::CmpX || D.O == Op::MbcntLo ||
      D.O == Op::MbcntHi || P.VDst.K != RegSlots::Vector)
    return false;
  if (D.Bits == 64)
    return D.O == Op::ShlRev && executeAffineShl64(MI, Info, P);
  if (D.Bits != 32 || P.VDst.Count != 1 || P.VNumIn > 3)
    return false;
  uint64_t L = laneMask();
  // A carry-in or condition mask the same in every lane (known: the
  // caller's KnownIn covers it).
  bool UsesCond = D.O == Op::AddC || D.O == Op::SubB || D.O == Op::SubBRev ||
                  D.O == Op::Cndmask;
  if (UsesCond && (Cin & L) != 0 && (Cin & L) != L)
    return false;
  uint32_t C = UsesCond && (Cin & L) ? 1 : 0;
  bool Recognize = takesPatterns(D.O);
  AffineValue Src[3];
  bool Uniform = true;
  for (unsigned I = 0; I < P.VNumIn; ++I) {
    // The common sources first: an affine VGPR, a known SGPR.
    RegSlots RS = P.VSrcSlots[I];
    if (RS.K == RegSlots::Vector && P.VWidth[I] == 1) {
      const LaneWord &W = Vec[RS.First];
      if (W.Pat >= 0 && (W.Known & L) == L) {
        Src[I] = {W.Base, uint32_t(W.Pat)};
        Uniform &= W.Pat == int32_t(LanePatterns::Zero);
        continue;
      }
    } else if (RS.K == RegSlots::Scalar) {
      if (!S[RS.First].isKnown())
        return false;
      Src[I] = {S[RS.First].V, LanePatterns::Zero};
      continue;
    }
    std::optional<AffineValue> A = affineSource(MI, P, I, Recognize);
    if (!A)
      return false;
    Src[I] = *A;
    Uniform &= A->Pat == LanePatterns::Zero;
  }
  return applyAffine(MI, Info, P, Src, Uniform, C);
}

bool WaveEmulator::applyAffine(const MCInst &MI, const OpcodeInfo &Info,
                               const Prepared &P, const AffineValue *Src,
                               bool Uniform, uint32_t C) {
  const OpDesc &D = Info.D;
  uint64_t L = laneMask();
  bool WantMask = P.AWantMask;
  uint32_t Base = 0;
  uint32_t Pat = LanePatterns::Zero;
  uint64_t Mask = 0;
  if (Uniform && (D.O == Op::Mov || ((D.O == Op::Add || D.O == Op::AddC) &&
                                      P.VNumIn == 2))) {
    // The common uniform ones directly: a move; an add, its carry bit 32
    // of the sum.
    uint64_t Sum = uint64_t(Src[0].Base) +
                   (D.O == Op::Mov ? 0 : uint64_t(Src[1].Base) + C);
    Base = uint32_t(Sum);
    Mask = D.O != Op::Mov && WantMask && (Sum >> 32) ? L : 0;
  } else if (Uniform) {
    // The lanes agree: the operation on four lanes of the uniform values.
    uint32_t Buf[3][4];
    const uint32_t *In[3] = {nullptr, nullptr, nullptr};
    for (unsigned I = 0; I < P.VNumIn; ++I) {
      std::fill_n(Buf[I], 4, Src[I].Base);
      In[I] = Buf[I];
    }
    uint32_t Out[4];
    if (!lanes32(D, In, P.VNumIn, C ? 0xf : 0, 4, Out, Mask, WantMask))
      return false;
    Base = Out[0];
    Mask = Mask & 1 ? L : 0;
  } else {
    LanePatterns &Pats = *Patterns;
    // Sum of two patterns (either may be zero).
    auto AddPats = [&](uint32_t X, uint32_t Y) -> std::optional<uint32_t> {
      if (X == LanePatterns::Zero)
        return Y;
      if (Y == LanePatterns::Zero)
        return X;
      return Pats.derive(LanePatterns::Derive::Add, X, Y);
    };
    auto Shl = [&](uint32_t X, uint32_t K) -> std::optional<uint32_t> {
      K &= 31;
      if (!K || X == LanePatterns::Zero)
        return X;
      return Pats.derive(LanePatterns::Derive::Shl, X, K);
    };
    std::optional<uint32_t> Out;
    switch (D.O) {
    case Op::Mov:
      Base = Src[0].Base;
      Out = Src[0].Pat;
      break;
    case Op::Add:
    case Op::AddC: {
      Base = Src[0].Base + Src[1].Base + C;
      Out = AddPats(Src[0].Pat, Src[1].Pat);
      if (WantMask) {
        // The carry out of bit 31, when every lane has the same.
        std::optional<LaneRange> RA = rangeOf(Pats, Src[0]),
                                 RB = rangeOf(Pats, Src[1]);
        if (!RA || !RB)
          return false;
        uint64_t Lo = RA->Lo + RB->Lo + C, Hi = RA->Hi + RB->Hi + C;
        if (Hi <= 0xffffffffu)
          Mask = 0;
        else if (Lo > 0xffffffffu)
          Mask = L;
        else
          return false;
      }
      break;
    }
    case Op::Add3:
      Base = Src[0].Base + Src[1].Base + Src[2].Base;
      Out = AddPats(Src[0].Pat, Src[1].Pat);
      if (Out)
        Out = AddPats(*Out, Src[2].Pat);
      break;
    case Op::Sub:
    case Op::SubB:
    case Op::SubRev:
    case Op::SubBRev: {
      bool Rev = D.O == Op::SubRev || D.O == Op::SubBRev;
      AffineValue X = Src[Rev ? 1 : 0], Y = Src[Rev ? 0 : 1];
      if (Y.Pat != LanePatterns::Zero)
        return false;
      Base = X.Base - Y.Base - C;
      Out = X.Pat;
      if (WantMask) {
        // The borrow: X < Y + C in every lane or in none.
        std::optional<LaneRange> RX = rangeOf(Pats, X);
        if (!RX)
          return false;
        uint64_t Need = uint64_t(Y.Base) + C;
        if (RX->Lo >= Need)
          Mask = 0;
        else if (RX->Hi < Need)
          Mask = L;
        else
          return false;
      }
      break;
    }
    case Op::ShlRev:
      // b << (a & 31), the amount uniform.
      if (Src[0].Pat != LanePatterns::Zero)
        return false;
      Base = Src[1].Base << (Src[0].Base & 31);
      Out = Shl(Src[1].Pat, Src[0].Base);
      break;
    case Op::ShlAdd:
      // (a << (b & 31)) + c, the amount uniform.
      if (Src[1].Pat != LanePatterns::Zero)
        return false;
      Base = (Src[0].Base << (Src[1].Base & 31)) + Src[2].Base;
      Out = Shl(Src[0].Pat, Src[1].Base);
      if (Out)
        Out = AddPats(*Out, Src[2].Pat);
      break;
    case Op::Mul: {
      // By a uniform value.
      unsigned U = Src[0].Pat == LanePatterns::Zero ? 0 : 1;
      if (Src[U].Pat != LanePatterns::Zero)
        return false;
      AffineValue X = Src[1 - U];
      Base = X.Base * Src[U].Base;
      Out = Pats.derive(LanePatterns::Derive::Mul, X.Pat, Src[U].Base);
      break;
    }
    case Op::LshrRev:
    case Op::AshrRev: {
      // b >> (a & 31): uniform when both ends of b's range agree (the
      // range does not cross the sign bit for the arithmetic shift).
      if (Src[0].Pat != LanePatterns::Zero)
        return false;
      std::optional<LaneRange> R = rangeOf(Pats, Src[1]);
      if (!R)
        return false;
      unsigned K = Src[0].Base & 31;
      uint32_t Lo = uint32_t(R->Lo), Hi = uint32_t(R->Hi);
      if (D.O == Op::AshrRev) {
        if ((Lo ^ Hi) & 0x80000000u)
          return false;
        Lo = uint32_t(int32_t(Lo) >> K);
        Hi = uint32_t(int32_t(Hi) >> K);
      } else {
        Lo >>= K;
        Hi >>= K;
      }
      if (Lo != Hi)
        return false;
      Base = Lo;
      Out = LanePatterns::Zero;
      break;
    }
    default:
      return false;
    }
    if (!Out)
      return false;
    Pat = *Out;
  }
  LaneWord &W = Vec[P.VDst.First];
  W.Known |= L;
  W.Base = Base;
  W.Pat = int32_t(Pat);
  W.Stale = true;
  writeAffineMask(Info, P, Mask);
  return true;
}

bool WaveEmulator::executeAffineShl64(const MCInst &MI, const OpcodeInfo &Info,
                                      const Prepared &P) {
  // v_lshlrev_b64 dst, amount, src: the amount uniform, src's high dword
  // uniform, its low dword affine without wrapping.
  if (P.VNumIn != 2 || P.VWidth[1] != 2 || P.VDst.Count != 2 ||
      P.VSrcSlots[1].K != RegSlots::Vector || P.VSrcSlots[1].Count < 2)
    return false;
  std::optional<AffineValue> Amount = affineSource(MI, P, 0, false);
  if (!Amount || Amount->Pat != LanePatterns::Zero)
    return false;
  unsigned First = P.VSrcSlots[1].First;
  std::optional<AffineValue> Lo = affine(First, true);
  std::optional<AffineValue> Hi = affine(First + 1, true);
  if (!Lo || !Hi || Hi->Pat != LanePatterns::Zero)
    return false;
  return applyAffineShl64(MI, Info, P, *Amount, *Lo, *Hi);
}

bool WaveEmulator::applyAffineShl64(const MCInst &MI, const OpcodeInfo &Info,
                                    const Prepared &P, AffineValue Amount,
                                    AffineValue LoV, AffineValue HiV) {
  const AffineValue *Lo = &LoV, *Hi = &HiV;
  LanePatterns &Pats = *Patterns;
  std::optional<LaneRange> R = rangeOf(Pats, *Lo);
  if (!R)
    return false;
  unsigned K = Amount.Base & 63;
  uint64_t Top = uint64_t(Hi->Base) << 32;
  // The wave's 64-bit values lie in [XLo, XHi].
  uint64_t XLo = Top + R->Lo, XHi = Top + R->Hi;
  AffineValue OutLo, OutHi;
  if (K == 0) {
    OutLo = *Lo;
    OutHi = *Hi;
  } else if (K < 32) {
    // Low dword: (Base + P) << K mod 2^32; high: bits 32-K.. of the value.
    if ((XLo >> (32 - K)) != (XHi >> (32 - K)))
      return false;
    std::optional<uint32_t> Pat =
        Lo->Pat == LanePatterns::Zero
            ? std::optional<uint32_t>(LanePatterns::Zero)
            : Pats.derive(LanePatterns::Derive::Shl, Lo->Pat, K);
    if (!Pat)
      return false;
    OutLo = {Lo->Base << K, *Pat};
    OutHi = {uint32_t(XLo >> (32 - K)), LanePatterns::Zero};
  } else {
    // The low dword moves to the high one: (Base + P) << (K - 32).
    unsigned K2 = K - 32;
    std::optional<uint32_t> Pat =
        Lo->Pat == LanePatterns::Zero || !K2
            ? std::optional<uint32_t>(Lo->Pat)
            : Pats.derive(LanePatterns::Derive::Shl, Lo->Pat, K2);
    if (!Pat)
      return false;
    OutLo = {0, LanePatterns::Zero};
    OutHi = {Lo->Base << K2, *Pat};
  }
  uint64_t L = laneMask();
  AffineValue Outs[2] = {OutLo, OutHi};
  for (unsigned D = 0; D < 2; ++D) {
    LaneWord &W = Vec[P.VDst.First + D];
    W.Known |= L;
    W.Base = Outs[D].Base;
    W.Pat = int32_t(Outs[D].Pat);
    W.Stale = true;
  }
  writeAffineMask(Info, P, 0);
  return true;
}

/// Whether \p O reads a carry-in or condition mask.
static bool usesCond(Op O) {
  return O == Op::AddC || O == Op::SubB || O == Op::SubBRev ||
         O == Op::Cndmask;
}

void WaveEmulator::prepareAffine(const MCInst &MI, const OpcodeInfo &Info,
                                 Prepared &P) const {
  const OpDesc &D = Info.D;
  P.AFast = P.AAdd2 = false;
  P.AUsesCond = usesCond(D.O);
  P.AWantMask = P.VSDst >= 0 || Info.ImplicitVCCDef || Info.ImplicitExecDef;
  // executeAffine's shapes (and executeAffineShl64's).
  if (!P.VFast || D.O == Op::Cmp || D.O == Op::CmpX || D.O == Op::MbcntLo ||
      D.O == Op::MbcntHi || P.VDst.K != RegSlots::Vector)
    return;
  bool Shl64 = D.Bits == 64;
  if (Shl64) {
    if (D.O != Op::ShlRev || P.VNumIn != 2 || P.VWidth[1] != 2 ||
        P.VDst.Count != 2 || P.VSrcSlots[1].K != RegSlots::Vector ||
        P.VSrcSlots[1].Count < 2)
      return;
  } else if (D.Bits != 32 || P.VDst.Count != 1 || P.VNumIn > 3) {
    return;
  }
  // Without a mask operand or VCC, no lane's condition is known.
  if (P.AUsesCond && P.VSrc.size() < 3 && !Info.ImplicitVCCUse)
    return;
  // The sources as executeAffine reads them: an affine VGPR, a known
  // SGPR, a constant (an immediate, the null register). Any other never
  // gives an affine value there.
  for (unsigned I = 0; I < P.VNumIn; ++I) {
    RegSlots RS = P.VSrcSlots[I];
    const MCOperand &MO = MI.getOperand(P.VSrc[I]);
    Prepared::AffineSource &A = P.ASrc[I];
    if (RS.K == RegSlots::Vector && (P.VWidth[I] == 1 || (Shl64 && I == 1)))
      A = {Prepared::AVgpr, RS.First, 0};
    else if (RS.K == RegSlots::Scalar)
      A = {Prepared::ASlot, RS.First, 0};
    else if (RS.K == RegSlots::Null)
      A = {Prepared::AConst, 0, 0};
    else if (RS.K == RegSlots::None && MO.isImm())
      A = {Prepared::AConst, 0, uint32_t(MO.getImm())};
    else
      return;
  }
  // Every definition known after it: the destination's dwords, the mask
  // writeMasksOut writes whole (known in every lane), nothing clobbered.
  if (!P.VClobber.empty())
    return;
  bool Pair64 = WaveSize > 32;
  auto InPair = [&](uint16_t X, uint16_t Lo) {
    return X == Lo || (Pair64 && X == Lo + 1);
  };
  auto KnownAfter = [&](uint16_t X) {
    if (X & VecTag) {
      unsigned N = X & ~VecTag;
      return N >= P.VDst.First && N < unsigned(P.VDst.First) + P.VDst.Count;
    }
    if (!P.VWritesMask)
      return false;
    if (P.VSDstReg) {
      RegSlots R = P.VSDstSlots;
      if (R.K == RegSlots::Scalar && X >= R.First &&
          X < unsigned(R.First) + std::min<unsigned>(R.Count, 2))
        return true;
    } else if (Info.ImplicitVCCDef && InPair(X, VccLo)) {
      return true;
    }
    return (D.O == Op::CmpX || Info.ImplicitExecDef) && InPair(X, ExecLo);
  };
  for (uint16_t X : P.Defs)
    if (!KnownAfter(X))
      return;
  P.AFast = true;
  P.AAdd2 = (D.O == Op::Add || D.O == Op::AddC) && D.Bits == 32 &&
            P.VNumIn == 2;
}

bool WaveEmulator::executeAffinePrepared(const MCInst &MI,
                                         const OpcodeInfo &Info,
                                         const Prepared &P) {
  uint64_t L = LaneMask;
  // Every lane surely on and its condition known (executeVectorFast's
  // KnownIn == L).
  auto [E, EK] = pair(ExecLo);
  if ((E & EK) != L)
    return false;
  uint32_t C = 0;
  if (P.AUsesCond) {
    std::pair<uint64_t, uint64_t> Cond =
        P.VSrc.size() >= 3
            ? readScalar(MI.getOperand(P.VSrc[2]), WaveSize > 32 ? 2 : 1)
            : pair(VccLo);
    if ((Cond.second & L) != L)
      return false;
    // The same in every lane (executeAffine).
    uint64_t Cin = Cond.first & L;
    if (Cin != 0 && Cin != L)
      return false;
    C = Cin ? 1 : 0;
  }
  AffineValue Src[3];
  bool Uniform = true;
  for (unsigned I = 0; I < P.VNumIn; ++I) {
    const Prepared::AffineSource &A = P.ASrc[I];
    if (A.K == Prepared::AVgpr) {
      // Not affine (yet): executeAffine may recognise its lanes.
      const LaneWord &W = Vec[A.N];
      if (W.Pat < 0 || (W.Known & L) != L)
        return false;
      Src[I] = {W.Base, uint32_t(W.Pat)};
      Uniform &= W.Pat == int32_t(LanePatterns::Zero);
    } else if (A.K == Prepared::ASlot) {
      if (!S[A.N].isKnown())
        return false;
      Src[I] = {S[A.N].V, LanePatterns::Zero};
    } else {
      Src[I] = {A.V, LanePatterns::Zero};
    }
  }
  if (P.AAdd2) {
    // applyAffine's add of two sources, at most one of them with a
    // pattern (two patterns: the sum's pattern derived there).
    AffineValue X = Src[0], Y = Src[1];
    if (X.Pat != LanePatterns::Zero && Y.Pat != LanePatterns::Zero)
      return applyAffine(MI, Info, P, Src, Uniform, C);
    uint32_t Pat = X.Pat | Y.Pat;
    uint64_t Mask = 0;
    if (P.AWantMask) {
      // The carry out of bit 31, when every lane has the same: the lanes'
      // sums lie in [Sum + min P, Sum + max P] (the patterned source's
      // lanes must not wrap).
      uint64_t Sum = uint64_t(X.Base) + Y.Base + C;
      uint64_t Lo = Sum, Hi = Sum;
      if (Pat != LanePatterns::Zero) {
        auto [Min, Max] = Patterns->range(Pat);
        uint32_t PatBase = X.Pat != LanePatterns::Zero ? X.Base : Y.Base;
        if (uint64_t(PatBase) + Max > 0xffffffffu)
          return false;
        Lo += Min;
        Hi += Max;
      }
      if (Hi <= 0xffffffffu)
        Mask = 0;
      else if (Lo > 0xffffffffu)
        Mask = L;
      else
        return false;
    }
    LaneWord &W = Vec[P.VDst.First];
    W.Known |= L;
    W.Base = X.Base + Y.Base + C;
    W.Pat = int32_t(Pat);
    W.Stale = true;
    writeAffineMask(Info, P, Mask);
    return true;
  }
  if (Info.D.Bits != 64)
    return applyAffine(MI, Info, P, Src, Uniform, C);
  // v_lshlrev_b64: the amount uniform, the source's dwords affine (Src[1]
  // is its low one), the high one uniform.
  if (Src[0].Pat != LanePatterns::Zero)
    return false;
  const LaneWord &Hi = Vec[P.ASrc[1].N + 1];
  if (Hi.Pat != int32_t(LanePatterns::Zero) || (Hi.Known & L) != L)
    return false;
  return applyAffineShl64(MI, Info, P, Src[0], Src[1],
                          AffineValue{Hi.Base, LanePatterns::Zero});
}
