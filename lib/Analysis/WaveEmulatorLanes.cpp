//===- WaveEmulatorLanes.cpp - VALU lanes in straight loops
//-----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The lane-parallel side of WaveEmulator's VALU: lanes32() computes a
/// 32-bit operation on every lane in straight loops over 32-bit lanes, and
/// WaveEmulator::executeVectorFast runs the common shapes (a 32-bit
/// operation of one-dword operands under a known EXEC) from the operands
/// prepared once per static instruction, without the per-lane dispatch of
/// executeVector. Both give exactly executeVector's values, masks and
/// known bits.
//===----------------------------------------------------------------------===//

#include "WaveEmulatorOps.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"
#include <array>
#include <cstring>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::emu;

/// Bit 31 of each of \p N (a multiple of 4) words, lane 0 lowest.
static uint64_t packSigns(const uint32_t *V, unsigned N) {
  uint64_t Mask = 0;
#ifdef __SSE2__
  for (unsigned I = 0; I < N; I += 4) {
    __m128i X = _mm_loadu_si128(reinterpret_cast<const __m128i *>(V + I));
    Mask |= uint64_t(unsigned(_mm_movemask_ps(_mm_castsi128_ps(X)))) << I;
  }
#else
  for (unsigned I = 0; I < N; ++I)
    Mask |= uint64_t(V[I] >> 31) << I;
#endif
  return Mask;
}

/// Lane L's bit of \p Mask as word L (0 or 1), for N (a multiple of 4)
/// lanes.
static void unpackBits(uint64_t Mask, unsigned N, uint32_t *W) {
  static const std::array<std::array<uint32_t, 4>, 16> Spread = [] {
    std::array<std::array<uint32_t, 4>, 16> T{};
    for (unsigned X = 0; X < 16; ++X)
      for (unsigned I = 0; I < 4; ++I)
        T[X][I] = (X >> I) & 1;
    return T;
  }();
  for (unsigned I = 0; I < N; I += 4)
    std::memcpy(W + I, Spread[(Mask >> I) & 0xf].data(), 16);
}

bool emu::lanes32(const OpDesc &D, const uint32_t *const *In, unsigned NumIn,
                  uint64_t Cin, unsigned N, uint32_t *Out, uint64_t &Mask) {
  const uint32_t *A = In[0], *B = In[1], *C = In[2];
  // Per lane, bit 31: the carry, borrow or compare result.
  uint32_t Sign[64];
  bool HasMask = false;
  auto Bin = [&](auto F) {
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = F(A[Ln], B[Ln]);
  };
  uint32_t Ci[64];
  switch (D.O) {
  case Op::Mov:
    std::memcpy(Out, A, N * sizeof(uint32_t));
    break;
  case Op::Add:
  case Op::AddC:
    // Carry out of bit 31 of X + Y (+ carry in): (X & Y) | ((X | Y) & ~S).
    if (D.O == Op::AddC)
      unpackBits(Cin, N, Ci);
    else
      std::fill_n(Ci, N, 0u);
    for (unsigned Ln = 0; Ln < N; ++Ln) {
      uint32_t X = A[Ln], Y = B[Ln], S = X + Y + Ci[Ln];
      Out[Ln] = S;
      Sign[Ln] = (X & Y) | ((X | Y) & ~S);
    }
    HasMask = true;
    break;
  case Op::Sub:
  case Op::SubB:
  case Op::SubRev:
  case Op::SubBRev: {
    // Borrow out of bit 31 of X - Y (- borrow in):
    // (~X & Y) | ((~X | Y) & Diff).
    bool Rev = D.O == Op::SubRev || D.O == Op::SubBRev;
    const uint32_t *XS = Rev ? B : A, *YS = Rev ? A : B;
    if (D.O == Op::SubB || D.O == Op::SubBRev)
      unpackBits(Cin, N, Ci);
    else
      std::fill_n(Ci, N, 0u);
    for (unsigned Ln = 0; Ln < N; ++Ln) {
      uint32_t X = XS[Ln], Y = YS[Ln], Diff = X - Y - Ci[Ln];
      Out[Ln] = Diff;
      Sign[Ln] = (~X & Y) | ((~X | Y) & Diff);
    }
    HasMask = true;
    break;
  }
  case Op::And:
    Bin([](uint32_t X, uint32_t Y) { return X & Y; });
    break;
  case Op::Or:
    Bin([](uint32_t X, uint32_t Y) { return X | Y; });
    break;
  case Op::Xor:
    Bin([](uint32_t X, uint32_t Y) { return X ^ Y; });
    break;
  case Op::ShlRev:
    Bin([](uint32_t X, uint32_t Y) { return Y << (X & 31); });
    break;
  case Op::LshrRev:
    Bin([](uint32_t X, uint32_t Y) { return Y >> (X & 31); });
    break;
  case Op::AshrRev:
    Bin([](uint32_t X, uint32_t Y) {
      return uint32_t(int32_t(Y) >> (X & 31));
    });
    break;
  case Op::Mul:
    Bin([](uint32_t X, uint32_t Y) { return X * Y; });
    break;
  case Op::MulU24:
    Bin([](uint32_t X, uint32_t Y) {
      return (X & 0xffffffu) * (Y & 0xffffffu);
    });
    break;
  case Op::Add3:
  case Op::AndOr:
  case Op::ShlOr:
    if (NumIn < 3)
      return false;
    if (D.O == Op::Add3)
      for (unsigned Ln = 0; Ln < N; ++Ln)
        Out[Ln] = A[Ln] + B[Ln] + C[Ln];
    else if (D.O == Op::AndOr)
      for (unsigned Ln = 0; Ln < N; ++Ln)
        Out[Ln] = (A[Ln] & B[Ln]) | C[Ln];
    else
      for (unsigned Ln = 0; Ln < N; ++Ln)
        Out[Ln] = (A[Ln] << (B[Ln] & 31)) | C[Ln];
    break;
  case Op::Cndmask:
    unpackBits(Cin, N, Ci);
    for (unsigned Ln = 0; Ln < N; ++Ln) {
      uint32_t M = 0u - Ci[Ln];
      Out[Ln] = (B[Ln] & M) | (A[Ln] & ~M);
    }
    break;
  case Op::Cmp:
  case Op::CmpX: {
    if (NumIn < 2)
      return false;
    // X < Y as the borrow of X - Y (signed: both sign bits flipped), and
    // X == Y, each in bit 31; the kinds combine them.
    uint32_t Flip = D.Signed ? 0x80000000u : 0;
    uint32_t LT[64], EQ[64];
    for (unsigned Ln = 0; Ln < N; ++Ln) {
      uint32_t X = A[Ln] ^ Flip, Y = B[Ln] ^ Flip, Diff = X - Y;
      LT[Ln] = (~X & Y) | ((~X | Y) & Diff);
      EQ[Ln] = X == Y ? 0x80000000u : 0;
    }
    switch (CmpKind(D.Param)) {
    case CmpLT:
      std::memcpy(Sign, LT, N * sizeof(uint32_t));
      break;
    case CmpEQ:
      std::memcpy(Sign, EQ, N * sizeof(uint32_t));
      break;
    case CmpLE:
      for (unsigned Ln = 0; Ln < N; ++Ln)
        Sign[Ln] = LT[Ln] | EQ[Ln];
      break;
    case CmpGT:
      for (unsigned Ln = 0; Ln < N; ++Ln)
        Sign[Ln] = ~(LT[Ln] | EQ[Ln]);
      break;
    case CmpNE:
      for (unsigned Ln = 0; Ln < N; ++Ln)
        Sign[Ln] = ~EQ[Ln];
      break;
    case CmpGE:
      for (unsigned Ln = 0; Ln < N; ++Ln)
        Sign[Ln] = ~LT[Ln];
      break;
    case CmpT:
      std::fill_n(Sign, N, 0x80000000u);
      break;
    default:
      std::fill_n(Sign, N, 0u);
      break;
    }
    HasMask = true;
    break;
  }
  default:
    return false;
  }
  Mask = HasMask ? packSigns(Sign, N) : 0;
  return true;
}

/// Whether \p D runs on executeVectorFast's path with \p NumIn value
/// sources.
bool emu::fastShape(const OpDesc &D, unsigned NumIn) {
  if (NumIn < 1 || NumIn > 3)
    return false;
  // 64-bit forms: moves, shifts (the amount is 32-bit), bitwise and adds.
  if (D.Bits == 64)
    return D.O == Op::Mov ||
           (NumIn >= 2 &&
            (D.O == Op::ShlRev || D.O == Op::LshrRev || D.O == Op::AshrRev ||
             D.O == Op::And || D.O == Op::Or || D.O == Op::Xor ||
             D.O == Op::Add));
  if (D.Bits != 32)
    return false;
  switch (D.O) {
  case Op::Mov:
    return true;
  case Op::Add:
  case Op::AddC:
  case Op::Sub:
  case Op::SubB:
  case Op::SubRev:
  case Op::SubBRev:
  case Op::And:
  case Op::Or:
  case Op::Xor:
  case Op::ShlRev:
  case Op::LshrRev:
  case Op::AshrRev:
  case Op::Mul:
  case Op::MulU24:
  case Op::Cndmask:
  case Op::Cmp:
  case Op::CmpX:
    return NumIn >= 2;
  case Op::Add3:
  case Op::AndOr:
  case Op::ShlOr:
    return NumIn == 3;
  default:
    return false;
  }
}

bool WaveEmulator::executeVectorFast(const MCInst &MI, const OpcodeInfo &Info,
                                     const Prepared &P) {
  const OpDesc &D = Info.D;
  uint64_t L = laneMask();
  auto [E, EK] = pair(ExecLo);
  E &= L;
  if ((EK & L) != L)
    return false;
  uint64_t Act = E;
  uint64_t KnownIn = Act;
  // The carry-in / condition mask: the third source, else VCC.
  bool UsesCond = D.O == Op::AddC || D.O == Op::SubB || D.O == Op::SubBRev ||
                  D.O == Op::Cndmask;
  uint64_t Cin = 0;
  if (UsesCond) {
    std::pair<uint64_t, uint64_t> CondMask = {0, 0};
    if (P.VSrc.size() >= 3)
      CondMask = readScalar(MI.getOperand(P.VSrc[2]), WaveSize > 32 ? 2 : 1);
    else if (Info.ImplicitVCCUse)
      CondMask = pair(VccLo);
    if (WaveSize <= 32)
      CondMask.second |= ~uint64_t(0xffffffffu);
    KnownIn &= CondMask.second;
    Cin = CondMask.first;
  }
  if (D.Bits == 64)
    return executeVectorFast64(MI, Info, P, Act, KnownIn);
  uint32_t Bcast[3][64];
  const uint32_t *In[3] = {nullptr, nullptr, nullptr};
  for (unsigned I = 0; I < P.VNumIn; ++I) {
    RegSlots R = P.VSrcSlots[I];
    if (R.K == RegSlots::Vector) {
      const LaneWord &W = Vec[R.First];
      KnownIn &= W.Known;
      In[I] = W.V.data();
      continue;
    }
    uint32_t U = 0;
    if (R.K == RegSlots::Scalar) {
      if (!S[R.First].isKnown())
        KnownIn = 0;
      U = S[R.First].V;
    } else {
      U = uint32_t(MI.getOperand(P.VSrc[I]).getImm());
    }
    std::fill_n(Bcast[I], WaveSize, U);
    In[I] = Bcast[I];
  }
  uint32_t Out[64];
  uint64_t Mask = 0;
  lanes32(D, In, P.VNumIn, Cin, WaveSize, Out, Mask);
  uint64_t MaskV = Mask & KnownIn, MaskK = KnownIn;
  bool IsCmp = D.O == Op::Cmp || D.O == Op::CmpX;
  if (!IsCmp && P.VDst.K == RegSlots::Vector) {
    LaneWord &W = Vec[P.VDst.First];
    if (KnownIn == L)
      std::memcpy(W.V.data(), Out, WaveSize * sizeof(uint32_t));
    else
      for (uint64_t Bits = KnownIn; Bits; Bits &= Bits - 1) {
        unsigned Ln = unsigned(countr_zero(Bits));
        W.V[Ln] = Out[Ln];
      }
    W.Known = (W.Known & ~Act) | KnownIn;
  }
  writeMasks(MI, Info, P, MaskV, MaskK);
  return true;
}

void WaveEmulator::writeMasks(const MCInst &MI, const OpcodeInfo &Info,
                              const Prepared &P, uint64_t MaskV,
                              uint64_t MaskK) {
  const OpDesc &D = Info.D;
  uint64_t L = laneMask();
  auto [E, EK] = pair(ExecLo);
  E &= L;
  bool IsCmp = D.O == Op::Cmp || D.O == Op::CmpX;
  // Lanes surely off write 0 to a compare / carry mask.
  MaskK |= EK & ~E;
  MaskK |= ~L;
  MaskV &= L;
  bool WritesMask = IsCmp || D.O == Op::Add || D.O == Op::AddC ||
                    D.O == Op::Sub || D.O == Op::SubB || D.O == Op::SubRev ||
                    D.O == Op::SubBRev;
  if (WritesMask) {
    const MCOperand *SDst = P.VSDst >= 0 ? &MI.getOperand(P.VSDst) : nullptr;
    if (SDst && SDst->isReg())
      writeScalarSlots(slots(SDst->getReg().id()), MaskV, MaskK);
    else if (Info.ImplicitVCCDef)
      setPair(VccLo, MaskV, MaskK);
    if (D.O == Op::CmpX || Info.ImplicitExecDef)
      setPair(ExecLo, MaskV, MaskK);
  }
  // Any other implicit definition becomes unknown.
  for (MCPhysReg Reg : MCII.get(MI.getOpcode()).implicit_defs()) {
    RegSlots R = slots(Reg);
    if (R.K == RegSlots::Scalar &&
        !(WritesMask && (R.First == VccLo || R.First == ExecLo)))
      for (unsigned K = 0; K < R.Count; ++K)
        S[R.First + K] = ScalarValue::unknown();
  }
}

bool WaveEmulator::executeVectorFast64(const MCInst &MI, const OpcodeInfo &Info,
                                       const Prepared &P, uint64_t Act,
                                       uint64_t KnownIn) {
  const OpDesc &D = Info.D;
  uint64_t L = laneMask();
  unsigned N = WaveSize;
  // Each source over its width: a VGPR pair or one VGPR (a shift amount),
  // a scalar value, an immediate.
  uint64_t In[3][64];
  for (unsigned I = 0; I < P.VNumIn; ++I) {
    RegSlots R = P.VSrcSlots[I];
    uint64_t *Dst = In[I];
    if (R.K == RegSlots::Vector) {
      const LaneWord &Lo = Vec[R.First];
      KnownIn &= Lo.Known;
      if (P.VWidth[I] > 1) {
        const LaneWord &Hi = Vec[R.First + 1];
        KnownIn &= Hi.Known;
        for (unsigned Ln = 0; Ln < N; ++Ln)
          Dst[Ln] = Lo.V[Ln] | uint64_t(Hi.V[Ln]) << 32;
      } else {
        for (unsigned Ln = 0; Ln < N; ++Ln)
          Dst[Ln] = Lo.V[Ln];
      }
      continue;
    }
    uint64_t U = 0;
    if (R.K == RegSlots::Scalar) {
      if (!S[R.First].isKnown() ||
          (P.VWidth[I] > 1 && !S[R.First + 1].isKnown()))
        KnownIn = 0;
      U = S[R.First].V;
      if (P.VWidth[I] > 1)
        U |= uint64_t(S[R.First + 1].V) << 32;
    } else {
      U = uint64_t(MI.getOperand(P.VSrc[I]).getImm());
      if (P.VWidth[I] == 1)
        U &= 0xffffffffu;
    }
    std::fill_n(Dst, N, U);
  }
  const uint64_t *A = In[0], *B = In[1];
  uint64_t Out[64];
  uint64_t Mask = 0;
  switch (D.O) {
  case Op::Mov:
    std::memcpy(Out, A, N * sizeof(uint64_t));
    break;
  case Op::Add:
    for (unsigned Ln = 0; Ln < N; ++Ln) {
      Out[Ln] = A[Ln] + B[Ln];
      Mask |= uint64_t(Out[Ln] < A[Ln]) << Ln;
    }
    break;
  case Op::And:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = A[Ln] & B[Ln];
    break;
  case Op::Or:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = A[Ln] | B[Ln];
    break;
  case Op::Xor:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = A[Ln] ^ B[Ln];
    break;
  case Op::ShlRev:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = B[Ln] << (A[Ln] & 63);
    break;
  case Op::LshrRev:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = B[Ln] >> (A[Ln] & 63);
    break;
  case Op::AshrRev:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = uint64_t(int64_t(B[Ln]) >> (A[Ln] & 63));
    break;
  default:
    llvm_unreachable("not a fastShape 64-bit operation");
  }
  for (unsigned K = 0; K < 2; ++K) {
    LaneWord &W = Vec[P.VDst.First + K];
    unsigned Shift = 32 * K;
    if (KnownIn == L)
      for (unsigned Ln = 0; Ln < N; ++Ln)
        W.V[Ln] = uint32_t(Out[Ln] >> Shift);
    else
      for (uint64_t Bits = KnownIn; Bits; Bits &= Bits - 1) {
        unsigned Ln = unsigned(countr_zero(Bits));
        W.V[Ln] = uint32_t(Out[Ln] >> Shift);
      }
    W.Known = (W.Known & ~Act) | KnownIn;
  }
  writeMasks(MI, Info, P, Mask & KnownIn, KnownIn);
  return true;
}
