//===- WaveEmulatorFast.cpp - VALU instructions without per-lane dispatch ---===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveEmulator::executeVectorFast runs the VALU shapes fastShape() accepts
/// (a 32-bit operation of one-dword operands, or a 64-bit one of one- and
/// two-dword operands) from the operands prepared once per static
/// instruction, all lanes at once, under any EXEC: the lanes surely on are
/// computed, the lanes that may be on but are not known to be get unknown
/// results, the lanes surely off keep theirs - exactly what executeVector's
/// per-lane path gives, lane by lane. Nothing is computed when no lane has
/// known operands (a value loaded from memory, an unknown EXEC), and once
/// when every source is uniform (an SGPR or a constant: the lanes agree).
/// The float steps of a division and the IEEE compares without modifiers
/// run here too: their lanes through the same functions as the per-lane
/// path (a compare's lane with a denormal operand unknown, as there).
//===----------------------------------------------------------------------===//

#include "WaveEmulatorOps.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"
#include <cstring>

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::emu;

const uint32_t *WaveEmulator::narrowSource(const MCOperand &MO, RegSlots RS,
                                           uint32_t *Buf, unsigned N,
                                           uint64_t &KnownIn) const {
  if (RS.K == RegSlots::Vector && RS.Count == 1) {
    KnownIn &= Vec[RS.First].Known;
    return word(RS.First).V.data();
  }
  // A uniform value: an SGPR, an inline constant or a literal (a wider
  // VGPR is not a one-dword source: unknown).
  uint32_t U = 0;
  bool Known = false;
  if (RS.K == RegSlots::Scalar) {
    U = S[RS.First].V;
    Known = S[RS.First].isKnown();
  } else if (RS.K != RegSlots::Vector) {
    auto [V, K] = readScalar(MO, 1);
    U = uint32_t(V);
    Known = (K & 0xffffffffu) == 0xffffffffu;
  }
  if (!Known)
    KnownIn = 0;
  std::fill_n(Buf, N, U);
  return Buf;
}

/// Writes \p Out's lanes of \p KnownIn to \p W (all of them when every lane
/// is known; lane 0's value everywhere when \p Uniform).
static void writeLanes(uint32_t *W, const uint32_t *Out, uint64_t KnownIn,
                       uint64_t L, unsigned N, bool Uniform) {
  if (Uniform) {
    if (KnownIn == L)
      std::fill_n(W, N, Out[0]);
    else
      for (uint64_t Bits = KnownIn; Bits; Bits &= Bits - 1)
        W[countr_zero(Bits)] = Out[0];
    return;
  }
  if (KnownIn == L)
    std::memcpy(W, Out, N * sizeof(uint32_t));
  else
    for (uint64_t Bits = KnownIn; Bits; Bits &= Bits - 1) {
      unsigned Ln = unsigned(countr_zero(Bits));
      W[Ln] = Out[Ln];
    }
}

bool WaveEmulator::executeVectorFast(const MCInst &MI, const OpcodeInfo &Info,
                                     const Prepared &P) {
  const OpDesc &D = Info.D;
  uint64_t L = laneMask();
  auto [E, EK] = pair(ExecLo);
  // Lanes surely on (computed) and lanes that may be on (written: unknown
  // unless surely on); the others keep their values.
  uint64_t Act = E & EK & L;
  uint64_t Touched = (E | ~EK) & L;
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
  // Every lane on: affine values (WaveEmulatorAffine.cpp), without the
  // lanes' buffers of the general shapes.
  if (KnownIn == L && executeAffine(MI, Info, P, Cin))
    return true;
  return executeVectorLanes(MI, Info, P, Act, Touched, KnownIn, Cin);
}

GCN_MCA_LANE_CLONES
bool WaveEmulator::executeVectorLanes(const MCInst &MI, const OpcodeInfo &Info,
                                      const Prepared &P, uint64_t Act,
                                      uint64_t Touched, uint64_t KnownIn,
                                      uint64_t Cin) {
  const OpDesc &D = Info.D;
  uint64_t L = laneMask();
  bool UsesCond = D.O == Op::AddC || D.O == Op::SubB || D.O == Op::SubBRev ||
                  D.O == Op::Cndmask;
  if (D.Bits == 64)
    return executeVectorFast64(MI, Info, P, Act, Touched, KnownIn);
  // Lanes agree when no source is a VGPR, no per-lane mask is read and the
  // operation does not depend on the lane (v_mbcnt does).
  bool Uniform = !UsesCond && D.O != Op::MbcntLo && D.O != Op::MbcntHi;
  for (unsigned I = 0; I < P.VNumIn; ++I)
    Uniform &= P.VSrcSlots[I].K != RegSlots::Vector;
  // Four lanes suffice for a uniform operation (lanes32 takes multiples of
  // four).
  unsigned N = Uniform ? 4 : WaveSize;
  uint32_t Buf[3][64];
  const uint32_t *In[3] = {nullptr, nullptr, nullptr};
  for (unsigned I = 0; I < P.VNumIn; ++I)
    In[I] = narrowSource(MI.getOperand(P.VSrc[I]), P.VSrcSlots[I], Buf[I], N,
                         KnownIn);
  uint32_t Out[64];
  uint64_t Mask = 0;
  bool IsCmp = D.O == Op::Cmp || D.O == Op::CmpX;
  // A carry that goes nowhere (v_add_u32 on gfx9, v_add_nc_u32) is not
  // computed.
  bool WantMask = IsCmp || P.VSDst >= 0 || Info.ImplicitVCCDef ||
                  Info.ImplicitExecDef;
  if (KnownIn) {
    // A float compare leaves the lanes with a denormal operand unknown.
    uint64_t Undecided = 0;
    lanes32(D, In, P.VNumIn, Cin, N, Out, Mask, WantMask, &Undecided);
    if (Uniform) {
      Mask = Mask & 1 ? ~uint64_t(0) : 0;
      Undecided = Undecided & 1 ? ~uint64_t(0) : 0;
    }
    KnownIn &= ~Undecided;
  }
  if (!IsCmp && P.VDst.K == RegSlots::Vector) {
    LaneWord &W = wordForWrite(P.VDst.First);
    writeLanes(W.V.data(), Out, KnownIn, L, WaveSize, Uniform);
    W.Known = (W.Known & ~Touched) | KnownIn;
  }
  writeMasks(MI, Info, P, Mask & KnownIn, KnownIn);
  return true;
}

bool WaveEmulator::writesMask(const OpDesc &D) {
  return D.O == Op::Cmp || D.O == Op::CmpX || D.O == Op::Add ||
         D.O == Op::AddC || D.O == Op::Sub || D.O == Op::SubB ||
         D.O == Op::SubRev || D.O == Op::SubBRev || D.O == Op::MadU64U32 ||
         D.O == Op::MadI64I32;
}

void WaveEmulator::writeMasksOut(const MCInst &MI, const OpcodeInfo &Info,
                                 const Prepared &P, uint64_t MaskV,
                                 uint64_t MaskK) {
  const OpDesc &D = Info.D;
  uint64_t L = laneMask();
  auto [E, EK] = pair(ExecLo);
  E &= L;
  // Lanes surely off write 0 to a compare / carry mask.
  MaskK |= EK & ~E;
  MaskK |= ~L;
  MaskV &= L;
  if (P.VWritesMask) {
    if (P.VSDstReg)
      writeScalarSlots(P.VSDstSlots, MaskV, MaskK);
    else if (Info.ImplicitVCCDef)
      setPair(VccLo, MaskV, MaskK);
    if (D.O == Op::CmpX || Info.ImplicitExecDef)
      setPair(ExecLo, MaskV, MaskK);
  }
  // Any other implicit definition becomes unknown.
  for (RegSlots R : P.VClobber)
    for (unsigned K = 0; K < R.Count; ++K)
      S[R.First + K] = ScalarValue::unknown();
}

GCN_MCA_LANE_CLONES
bool WaveEmulator::executeVectorFast64(const MCInst &MI, const OpcodeInfo &Info,
                                       const Prepared &P, uint64_t Act,
                                       uint64_t Touched, uint64_t KnownIn) {
  const OpDesc &D = Info.D;
  uint64_t L = laneMask();
  unsigned N = WaveSize;
  bool IsMad = D.O == Op::MadU64U32 || D.O == Op::MadI64I32;
  // v_mad_*64_*32 under a known EXEC with a VGPR addend: the low dword of
  // the result needs only the addend's low dword (clang leaves the high
  // one undefined when only the low half is used), as executeVector has it.
  bool SplitMad = IsMad && (Touched & ~Act) == 0 && P.VNumIn == 3 &&
                  P.VSrcSlots[2].K == RegSlots::Vector;
  uint64_t AddendHi = ~uint64_t(0);
  // Each source over its width: a VGPR pair or one VGPR (a shift amount),
  // a scalar value, an immediate.
  uint64_t In[3][64];
  for (unsigned I = 0; I < P.VNumIn; ++I) {
    RegSlots R = P.VSrcSlots[I];
    uint64_t *Dst = In[I];
    if (R.K == RegSlots::Vector) {
      const LaneWord &Lo = word(R.First);
      KnownIn &= Lo.Known;
      if (P.VWidth[I] > 1) {
        const LaneWord &Hi = word(R.First + 1);
        if (SplitMad && I == 2)
          AddendHi = Hi.Known;
        else
          KnownIn &= Hi.Known;
        if (KnownIn)
          for (unsigned Ln = 0; Ln < N; ++Ln)
            Dst[Ln] = Lo.V[Ln] | uint64_t(Hi.V[Ln]) << 32;
      } else if (KnownIn) {
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
  // The low dword's known lanes, the high dword's (and the carry's).
  uint64_t KnownLo = KnownIn, KnownAll = KnownIn & AddendHi;
  const uint64_t *A = In[0], *B = In[1], *C = In[2];
  uint64_t Out[64];
  uint64_t Mask = 0;
  if (KnownLo) {
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
    case Op::Sub:
      for (unsigned Ln = 0; Ln < N; ++Ln) {
        Out[Ln] = A[Ln] - B[Ln];
        Mask |= uint64_t(A[Ln] < B[Ln]) << Ln;
      }
      break;
    case Op::Mul:
      for (unsigned Ln = 0; Ln < N; ++Ln)
        Out[Ln] = A[Ln] * B[Ln];
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
    case Op::ShlAdd:
      // v_lshl_add_u64: the shift amount is the 32-bit second source.
      for (unsigned Ln = 0; Ln < N; ++Ln)
        Out[Ln] = (A[Ln] << (B[Ln] & 63)) + C[Ln];
      break;
    case Op::MadU64U32:
      for (unsigned Ln = 0; Ln < N; ++Ln) {
        unsigned __int128 Pr =
            (unsigned __int128)(A[Ln] & 0xffffffffu) * (B[Ln] & 0xffffffffu) +
            C[Ln];
        Out[Ln] = uint64_t(Pr);
        Mask |= uint64_t((Pr >> 64) != 0) << Ln;
      }
      break;
    case Op::MadI64I32:
      for (unsigned Ln = 0; Ln < N; ++Ln) {
        __int128 Pr = (__int128)int32_t(uint32_t(A[Ln])) *
                          int32_t(uint32_t(B[Ln])) +
                      int64_t(C[Ln]);
        Out[Ln] = uint64_t(Pr);
        Mask |= uint64_t(Pr > INT64_MAX || Pr < INT64_MIN) << Ln;
      }
      break;
    case Op::Cmp:
    case Op::CmpX:
      if (D.Float) {
        // An f64 compare: a lane with a denormal operand stays unknown.
        uint64_t Undecided = 0;
        for (unsigned Ln = 0; Ln < N; ++Ln) {
          std::optional<bool> R = fcompare(D.Param, A[Ln], B[Ln], 64);
          Mask |= uint64_t(R.value_or(false)) << Ln;
          Undecided |= uint64_t(!R) << Ln;
        }
        KnownLo &= ~Undecided;
        KnownAll &= ~Undecided;
        break;
      }
      for (unsigned Ln = 0; Ln < N; ++Ln)
        Mask |= uint64_t(compare(CmpKind(D.Param), A[Ln], B[Ln], D.Signed, 64))
                << Ln;
      break;
    default:
      llvm_unreachable("not a fastShape 64-bit operation");
    }
  }
  if (D.O != Op::Cmp && D.O != Op::CmpX)
    for (unsigned K = 0; K < 2; ++K) {
      LaneWord &W = wordForWrite(P.VDst.First + K);
      unsigned Shift = 32 * K;
      // The low dword's values in KnownLo; the high dword's too (a split
      // mad's high dword is then unknown where its addend's is).
      if (KnownLo == L)
        for (unsigned Ln = 0; Ln < N; ++Ln)
          W.V[Ln] = uint32_t(Out[Ln] >> Shift);
      else
        for (uint64_t Bits = KnownLo; Bits; Bits &= Bits - 1) {
          unsigned Ln = unsigned(countr_zero(Bits));
          W.V[Ln] = uint32_t(Out[Ln] >> Shift);
        }
      W.Known = (W.Known & ~Touched) | (K ? KnownAll : KnownLo);
    }
  writeMasks(MI, Info, P, Mask & KnownAll, KnownAll);
  return true;
}
