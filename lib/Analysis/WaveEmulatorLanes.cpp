//===- WaveEmulatorLanes.cpp - VALU lanes in straight loops ----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The lane-parallel operations of WaveEmulator's VALU: lanes32() computes a
/// 32-bit operation on every lane in straight loops over 32-bit lanes
/// (carries, borrows and compares as bit 31 of a word, packed into a lane
/// mask), and fastShape() says which operations and source counts have that
/// form (WaveEmulatorFast.cpp runs them). Each gives exactly compute()'s,
/// compare()'s and fcompare()'s values at 32 bits (the float operations
/// and compares through the same functions, lane by lane).
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

GCN_MCA_LANE_CLONES
bool emu::lanes32(const OpDesc &D, const uint32_t *const *In, unsigned NumIn,
                  uint64_t Cin, unsigned N, uint32_t *Out, uint64_t &Mask,
                  bool WantMask, uint64_t *Undecided) {
  const uint32_t *A = In[0], *B = In[1], *C = In[2];
  // Per lane, bit 31: the carry, borrow or compare result.
  uint32_t Sign[64];
  bool HasMask = false;
  auto Bin = [&](auto F) {
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = F(A[Ln], B[Ln]);
  };
  uint32_t Ci[64];
  if (D.Bits == 64 || !fastShape(D, NumIn))
    return false;
  if (D.Float) {
    // An IEEE compare (f16 or f32) lane by lane: fcompare's answer, or
    // undecided.
    if (!Undecided)
      return false;
    uint64_t M = 0, U = 0;
    for (unsigned Ln = 0; Ln < N; ++Ln) {
      std::optional<bool> R = fcompare(D.Param, A[Ln], B[Ln], D.Bits);
      M |= uint64_t(R.value_or(false)) << Ln;
      U |= uint64_t(!R) << Ln;
    }
    Mask = M;
    *Undecided = U;
    return true;
  }
  if (Undecided)
    *Undecided = 0;
  switch (D.O) {
  case Op::Mov:
    std::memcpy(Out, A, N * sizeof(uint32_t));
    break;
  case Op::Add:
  case Op::AddC:
    if (D.O == Op::Add && !WantMask) {
      Bin([](uint32_t X, uint32_t Y) { return X + Y; });
      break;
    }
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
    if ((D.O == Op::Sub || D.O == Op::SubRev) && !WantMask) {
      for (unsigned Ln = 0; Ln < N; ++Ln)
        Out[Ln] = XS[Ln] - YS[Ln];
      break;
    }
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
  case Op::Or3:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = A[Ln] | B[Ln] | C[Ln];
    break;
  case Op::Xor3:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = A[Ln] ^ B[Ln] ^ C[Ln];
    break;
  case Op::Xad:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = (A[Ln] ^ B[Ln]) + C[Ln];
    break;
  case Op::ShlAdd:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = (A[Ln] << (B[Ln] & 31)) + C[Ln];
    break;
  case Op::AddShl:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = (A[Ln] + B[Ln]) << (C[Ln] & 31);
    break;
  case Op::Bfi:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = (A[Ln] & B[Ln]) | (~A[Ln] & C[Ln]);
    break;
  case Op::MadU24:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = (A[Ln] & 0xffffffu) * (B[Ln] & 0xffffffu) + C[Ln];
    break;
  case Op::MadI24:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = uint32_t(int32_t(A[Ln] << 8) >> 8) *
                    uint32_t(int32_t(B[Ln] << 8) >> 8) +
                C[Ln];
    break;
  case Op::BfeU:
  case Op::BfeI: {
    // Bits [b, b + c) of a (b and c mod 32; c = 0 gives 0); a field that
    // runs past bit 31 takes the bits there are (then its top bit, bit
    // c - 1, is 0: no sign to extend).
    bool Signed = D.O == Op::BfeI;
    for (unsigned Ln = 0; Ln < N; ++Ln) {
      uint32_t Off = B[Ln] & 31, W = C[Ln] & 31;
      uint32_t R = A[Ln] >> Off;
      if (Off + W <= 32)
        R &= (1u << W) - 1;
      if (Signed && W)
        R = uint32_t(int32_t(R << (32 - W)) >> (32 - W));
      Out[Ln] = W ? R : 0;
    }
    break;
  }
  case Op::Min3U:
  case Op::Max3U:
  case Op::Med3U:
  case Op::Min3I:
  case Op::Max3I:
  case Op::Med3I: {
    // Signed forms: the sign bit flipped orders as unsigned.
    bool Signed = D.O == Op::Min3I || D.O == Op::Max3I || D.O == Op::Med3I;
    uint32_t Flip = Signed ? 0x80000000u : 0;
    bool Min = D.O == Op::Min3U || D.O == Op::Min3I;
    bool Max = D.O == Op::Max3U || D.O == Op::Max3I;
    for (unsigned Ln = 0; Ln < N; ++Ln) {
      uint32_t X = A[Ln] ^ Flip, Y = B[Ln] ^ Flip, Z = C[Ln] ^ Flip;
      uint32_t Lo = std::min(X, Y), Hi = std::max(X, Y);
      uint32_t R = Min   ? std::min(Lo, Z)
                   : Max ? std::max(Hi, Z)
                         : std::max(Lo, std::min(Hi, Z));
      Out[Ln] = R ^ Flip;
    }
    break;
  }
  case Op::MulHiU:
    Bin([](uint32_t X, uint32_t Y) {
      return uint32_t((uint64_t(X) * Y) >> 32);
    });
    break;
  case Op::MulHiI:
    Bin([](uint32_t X, uint32_t Y) {
      return uint32_t(uint64_t(int64_t(int32_t(X)) * int32_t(Y)) >> 32);
    });
    break;
  case Op::MulI24:
    Bin([](uint32_t X, uint32_t Y) {
      return uint32_t(int32_t(X << 8) >> 8) * uint32_t(int32_t(Y << 8) >> 8);
    });
    break;
  case Op::MulHiU24:
    Bin([](uint32_t X, uint32_t Y) {
      return uint32_t((uint64_t(X & 0xffffffu) * (Y & 0xffffffu)) >> 32);
    });
    break;
  case Op::MulHiI24:
    Bin([](uint32_t X, uint32_t Y) {
      return uint32_t(uint64_t(int64_t(int32_t(X << 8) >> 8) *
                               int64_t(int32_t(Y << 8) >> 8)) >>
                      32);
    });
    break;
  case Op::MinU:
    Bin([](uint32_t X, uint32_t Y) { return X < Y ? X : Y; });
    break;
  case Op::MaxU:
    Bin([](uint32_t X, uint32_t Y) { return X > Y ? X : Y; });
    break;
  case Op::MinI:
    Bin([](uint32_t X, uint32_t Y) {
      return int32_t(X) < int32_t(Y) ? X : Y;
    });
    break;
  case Op::MaxI:
    Bin([](uint32_t X, uint32_t Y) {
      return int32_t(X) > int32_t(Y) ? X : Y;
    });
    break;
  case Op::Bfm:
    // ((1 << a) - 1) << b, a and b taken mod 32.
    Bin([](uint32_t X, uint32_t Y) {
      return ((1u << (X & 31)) - 1) << (Y & 31);
    });
    break;
  case Op::Not:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = ~A[Ln];
    break;
  case Op::Bcnt1:
    // v_bcnt_u32_b32 adds its second operand (none: 0).
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = uint32_t(popcount(A[Ln])) + (NumIn > 1 ? B[Ln] : 0);
    break;
  case Op::MbcntLo:
  case Op::MbcntHi:
    // The mask's (a's) bits below this lane in the low (high) 32 lanes,
    // plus b.
    for (unsigned Ln = 0; Ln < N; ++Ln) {
      unsigned Below = D.O == Op::MbcntLo ? std::min(Ln, 32u)
                                          : (Ln > 32 ? Ln - 32 : 0);
      uint32_t Part = Below >= 32 ? A[Ln] : A[Ln] & ((1u << Below) - 1);
      Out[Ln] = uint32_t(popcount(Part)) + B[Ln];
    }
    break;
  case Op::CvtF32U32:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = computeFloat32(Op::CvtF32U32, A[Ln], 0);
    break;
  case Op::CvtF32I32:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = computeFloat32(Op::CvtF32I32, A[Ln], 0);
    break;
  case Op::CvtU32F32:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = computeFloat32(Op::CvtU32F32, A[Ln], 0);
    break;
  case Op::CvtI32F32:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = computeFloat32(Op::CvtI32F32, A[Ln], 0);
    break;
  case Op::RcpF32:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = computeFloat32(Op::RcpF32, A[Ln], 0);
    break;
  case Op::MulF32:
    for (unsigned Ln = 0; Ln < N; ++Ln)
      Out[Ln] = computeFloat32(Op::MulF32, A[Ln], B[Ln]);
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

/// The value sources compute() needs for \p O on the lane-parallel paths
/// (0: not there).
static unsigned sourcesOf(const OpDesc &D) {
  // IEEE compares of f16, f32 and f64 values.
  if (D.Float)
    return (D.O == Op::Cmp || D.O == Op::CmpX) &&
                   (D.Bits == 16 || D.Bits == 32 || D.Bits == 64)
               ? 2
               : 0;
  if (D.Bits == 64) {
    switch (D.O) {
    case Op::Mov:
      return 1;
    case Op::ShlRev:
    case Op::LshrRev:
    case Op::AshrRev:
    case Op::And:
    case Op::Or:
    case Op::Xor:
    case Op::Add:
    case Op::Sub:
    case Op::Mul:
    case Op::Cmp:
    case Op::CmpX:
      return 2;
    case Op::ShlAdd:
    case Op::MadU64U32:
    case Op::MadI64I32:
      return 3;
    default:
      return 0;
    }
  }
  if (D.Bits != 32)
    return 0;
  switch (D.O) {
  case Op::Mov:
  case Op::Not:
  case Op::Bcnt1:
  case Op::CvtF32U32:
  case Op::CvtF32I32:
  case Op::CvtU32F32:
  case Op::CvtI32F32:
  case Op::RcpF32:
    return 1;
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
  case Op::MulHiU:
  case Op::MulHiI:
  case Op::MulI24:
  case Op::MulHiU24:
  case Op::MulHiI24:
  case Op::MinU:
  case Op::MaxU:
  case Op::MinI:
  case Op::MaxI:
  case Op::Bfm:
  case Op::MbcntLo:
  case Op::MbcntHi:
  case Op::Cndmask:
  case Op::Cmp:
  case Op::CmpX:
  case Op::MulF32:
    return 2;
  case Op::Add3:
  case Op::AndOr:
  case Op::ShlOr:
  case Op::Or3:
  case Op::Xor3:
  case Op::Xad:
  case Op::ShlAdd:
  case Op::AddShl:
  case Op::Bfi:
  case Op::MadU24:
  case Op::MadI24:
  case Op::BfeU:
  case Op::BfeI:
  case Op::Min3U:
  case Op::Max3U:
  case Op::Med3U:
  case Op::Min3I:
  case Op::Max3I:
  case Op::Med3I:
    return 3;
  default:
    return 0;
  }
}

/// Whether \p D runs on executeVectorFast's path with \p NumIn value
/// sources: at least the sources compute() reads (exactly two for v_mbcnt,
/// whose general form reads two), at most three.
bool emu::fastShape(const OpDesc &D, unsigned NumIn) {
  unsigned Need = sourcesOf(D);
  if (!Need || NumIn < Need || NumIn > 3)
    return false;
  return !((D.O == Op::MbcntLo || D.O == Op::MbcntHi) && NumIn != 2);
}
