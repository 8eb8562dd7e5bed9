//===- WaveEmulatorScalar.cpp - SALU instructions of one wave ---------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveEmulator::executeScalar: SALU arithmetic, bit operations, compares,
/// s_cselect and the exec-mask instructions over known bits (see
/// WaveEmulator.h).
//===----------------------------------------------------------------------===//

#include "WaveEmulatorOps.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Analysis/KernelLaunch.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::emu;
bool WaveEmulator::executeScalar(const MCInst &MI, const OpcodeInfo &Info) {
  const OpDesc &D = Info.D;
  const MCInstrDesc &Desc = MCII.get(MI.getOpcode());
  if (D.O == Op::None) {
    clobber(MI);
    // Control flow, waits, barriers, nops: nothing to track.
    return Info.NoScalarDefsButSCC;
  }
  unsigned NumDefs = std::min<unsigned>(Desc.getNumDefs(), MI.getNumOperands());
  unsigned Dwords = D.Bits == 64 ? 2 : 1;
  // Sources: the operands after the definitions (tied operands of s_addk,
  // s_mulk, s_cmovk are the definition itself, listed again).
  SmallVector<std::pair<uint64_t, uint64_t>, 4> Src;
  for (unsigned I = NumDefs; I < MI.getNumOperands(); ++I) {
    const MCOperand &MO = MI.getOperand(I);
    if (!MO.isReg() && !MO.isImm())
      continue;
    unsigned W = Dwords;
    // Shift amounts, bit-field descriptors and s_bitcmp bit numbers are
    // 32-bit.
    if (I > NumDefs && (D.O == Op::Shl || D.O == Op::Lshr || D.O == Op::Ashr ||
                        D.O == Op::SBfeU || D.O == Op::SBfeI ||
                        D.O == Op::BitCmp0 || D.O == Op::BitCmp1))
      W = 1;
    if (D.O == Op::Bfm)
      W = 1;
    Src.push_back(readScalar(MO, W));
  }
  // s_movk_i32 / s_addk_i32 / s_mulk_i32 / s_cmpk: a 16-bit immediate,
  // sign-extended for the _I32 forms.
  if (Info.KImm) {
    for (auto &[V, K] : Src)
      if (K == ~uint64_t(0) && V <= 0xffff)
        V = Info.KSigned ? uint64_t(int64_t(int16_t(V))) & 0xffffffffu : V;
  }
  // The tied forms read their destination first: s_addk_i32 sdst, imm.
  if (Info.TiedAddMul && NumDefs == 1 && Src.size() == 1)
    Src.insert(Src.begin(), readScalar(MI.getOperand(0), 1));
  if (Info.CmovK && Src.size() == 1)
    Src.insert(Src.begin(), readScalar(MI.getOperand(0), 1));

  uint64_t M = maskOf(D.Bits);
  auto AllKnown = [&](unsigned N) {
    if (Src.size() < N)
      return false;
    for (unsigned I = 0; I < N; ++I)
      if ((Src[I].second & M) != M)
        return false;
    return true;
  };
  auto SetSCC = [&](std::optional<bool> B) {
    S[SccSlot] = B ? ScalarValue::known(*B) : ScalarValue::unknown();
  };
  const MCOperand *Dst = NumDefs ? &MI.getOperand(0) : nullptr;
  auto Write = [&](uint64_t V, uint64_t K) {
    if (Dst)
      writeScalar(*Dst, V & M, K | ~M, Dwords);
  };

  switch (D.O) {
  case Op::Cmp: {
    if (!AllKnown(2))
      return SetSCC(std::nullopt), true;
    // s_cmp_*_f32/f16 (gfx11.5+): IEEE, unknown for a denormal operand.
    if (D.Float)
      SetSCC(fcompare(D.Param, Src[0].first, Src[1].first, D.Bits));
    else
      SetSCC(compare(CmpKind(D.Param), Src[0].first, Src[1].first, D.Signed,
                     D.Bits));
    return true;
  }
  case Op::BitCmp0:
  case Op::BitCmp1: {
    if (Src.size() < 2 || (Src[1].second & 0xffffffffu) != 0xffffffffu)
      return SetSCC(std::nullopt), true;
    unsigned Bit = Src[1].first & (D.Bits - 1);
    if (!((Src[0].second >> Bit) & 1))
      return SetSCC(std::nullopt), true;
    bool One = (Src[0].first >> Bit) & 1;
    SetSCC(D.O == Op::BitCmp1 ? One : !One);
    return true;
  }
  case Op::Cselect: {
    std::optional<bool> C = scc();
    if (Src.size() < 2)
      break;
    if (!C) {
      // Bits both sides agree on stay known.
      uint64_t K = Src[0].second & Src[1].second &
                   ~(Src[0].first ^ Src[1].first);
      Write(Src[0].first, K);
    } else {
      auto &Pick = *C ? Src[0] : Src[1];
      Write(Pick.first, Pick.second);
    }
    return true;
  }
  case Op::SaveExec:
  case Op::WrExec: {
    if (Src.empty())
      break;
    auto [E, EK] = pair(ExecLo);
    uint64_t L = laneMask();
    auto [V, VK] = Src[0];
    V &= L;
    VK |= ~L;
    Op Fn = Op(D.Param);
    uint64_t R, RK;
    switch (Fn) {
    case Op::And:
      R = V & E;
      RK = (VK & EK) | (VK & ~V) | (EK & ~E);
      break;
    case Op::Or:
      R = V | E;
      RK = (VK & EK) | (VK & V) | (EK & E);
      break;
    case Op::AndN2: // src & ~exec
      R = V & ~E;
      RK = (VK & EK) | (VK & ~V) | (EK & E);
      break;
    case Op::Sub: // ~src & exec
      R = ~V & E;
      RK = (VK & EK) | (VK & V) | (EK & ~E);
      break;
    default: {
      bool C = false;
      std::optional<uint64_t> X =
          compute(Fn == Op::SubRev ? Op::OrN2 : Fn,
                  Fn == Op::SubRev ? ArrayRef<uint64_t>{E, V}
                                   : ArrayRef<uint64_t>{V, E},
                  64, C);
      R = X.value_or(0);
      RK = X && (VK & EK) == ~uint64_t(0) ? ~uint64_t(0) : (VK & EK);
      if (!X)
        RK = 0;
      break;
    }
    }
    R &= L;
    RK |= ~L;
    if (D.O == Op::SaveExec)
      Write(E, EK);
    setPair(ExecLo, R, RK);
    if (D.O == Op::WrExec)
      Write(R, RK);
    // SCC = EXEC != 0.
    SetSCC((R & RK & L) != 0 ? std::optional<bool>(true)
           : (RK & L) == L ? std::optional<bool>(false)
                           : std::nullopt);
    return true;
  }
  case Op::And:
  case Op::Or:
  case Op::Xor:
  case Op::AndN2:
  case Op::OrN2:
  case Op::Not:
  case Op::Nand:
  case Op::Nor:
  case Op::Xnor: {
    // Bit by bit: a known 0 decides an AND, a known 1 an OR.
    if (Src.size() < (D.O == Op::Not ? 1u : 2u))
      break;
    uint64_t A = Src[0].first, AK = Src[0].second;
    uint64_t B = D.O == Op::Not ? 0 : Src[1].first;
    uint64_t BK = D.O == Op::Not ? ~uint64_t(0) : Src[1].second;
    if (D.O == Op::AndN2 || D.O == Op::OrN2) {
      B = ~B;
    }
    uint64_t R, RK;
    switch (D.O) {
    case Op::And:
    case Op::AndN2:
    case Op::Nand:
      R = A & B;
      RK = (AK & BK) | (AK & ~A) | (BK & ~B);
      break;
    case Op::Or:
    case Op::OrN2:
    case Op::Nor:
      R = A | B;
      RK = (AK & BK) | (AK & A) | (BK & B);
      break;
    case Op::Not:
      R = ~A;
      RK = AK;
      break;
    default: // Xor, Xnor
      R = A ^ B;
      RK = AK & BK;
      break;
    }
    if (D.O == Op::Nand || D.O == Op::Nor || D.O == Op::Xnor)
      R = ~R;
    R &= M;
    Write(R, RK);
    SetSCC(R & RK & M ? std::optional<bool>(true)
           : (RK & M) == M ? std::optional<bool>(false)
                           : std::nullopt);
    return true;
  }
  default:
    break;
  }

  unsigned Need = Src.size();
  bool Carry = false;
  if (D.O == Op::AddC || D.O == Op::SubB) {
    std::optional<bool> C = scc();
    if (!C) {
      Need = 0; // unknown
    }
    Carry = C.value_or(false);
  }
  if (D.O == Op::Cmp || D.O == Op::Cselect)
    Need = 0;
  std::optional<uint64_t> R;
  if (Need && AllKnown(Need)) {
    SmallVector<uint64_t, 3> In;
    for (auto &P : Src)
      In.push_back(P.first);
    if (D.O == Op::ShlAddN) {
      R = ((In[0] << D.Param) + (In.size() > 1 ? In[1] : 0)) & 0xffffffffu;
      Carry = ((In[0] << D.Param) + (In.size() > 1 ? In[1] : 0)) >> 32;
    } else {
      R = compute(D.O, In, D.Bits, Carry);
    }
  }
  if (R)
    Write(*R, ~uint64_t(0));
  else if (Dst)
    writeScalar(*Dst, 0, 0, Dwords);
  // SCC per operation (AMDGPU ISA manuals, SOP2/SOP1 tables).
  if (Info.ImplicitSCCDef) {
    std::optional<bool> B;
    if (R) {
      switch (D.O) {
      case Op::Add:
      case Op::AddC:
      case Op::Sub:
      case Op::SubB:
      case Op::AddI:
      case Op::SubI:
      case Op::ShlAddN:
        B = Carry;
        break;
      case Op::MinU:
      case Op::MinI:
        // SCC = src0 was chosen (src0 < src1 or equal... per the manual:
        // SCC = (D.u == S0.u) with S0 < S1 strictly).
        B = compare(CmpLT, Src[0].first, Src[1].first, D.O == Op::MinI, 32);
        break;
      case Op::MaxU:
      case Op::MaxI:
        B = compare(CmpGT, Src[0].first, Src[1].first, D.O == Op::MaxI, 32);
        break;
      case Op::Mov:
      case Op::Mul:
        B = scc();
        break;
      default:
        B = (*R & M) != 0;
        break;
      }
    }
    SetSCC(B);
  }
  return R.has_value() || !Need;
}
