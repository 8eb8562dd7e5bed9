//===- WaveEmulatorSDWA.cpp - SDWA forms of VALU operations of one wave ---===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveEmulator::executeVectorSDWA: the SDWA ("sub-dword addressing") forms
/// of the integer VOP1/VOP2 operations of gfx8, gfx9 and gfx10 (e.g.
/// `v_add_u16_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE
/// src0_sel:WORD_0 src1_sel:WORD_1`, and the `v_mov_b32_sdwa`,
/// `v_and_b32_sdwa`, `v_lshlrev_b32_sdwa`, `v_or_b32_sdwa` clang emits to
/// pack bytes and halves). The AMD GCN3 and Vega ISA guides, "SDWA":
///  - each source is its select (SRC0_SEL, SRC1_SEL) of its dword: BYTE_0
///    to BYTE_3, WORD_0, WORD_1 zero-extended, or sign-extended with the
///    source's SEXT bit (`sext(v3)`), or the DWORD;
///  - the operation runs on those values (a 16-bit operation on their low
///    16 bits);
///  - DST_SEL places the result's low byte or word in that byte or word of
///    the destination (DWORD: the whole result), and DST_UNUSED fills the
///    other bits: UNUSED_PAD with 0, UNUSED_SEXT with the field's sign above
///    it and 0 below, UNUSED_PRESERVE with the destination's old bits (the
///    old dword must then be known).
/// Unknown, never a guessed value: clamp; a source's neg or abs; a 16-bit
/// operation with dst_sel:DWORD (its high half is not documented); an
/// operation that reads a carry or condition mask (v_addc, v_cndmask);
/// compares (VOPC SDWA) and float operations. The carry out of v_add_co /
/// v_sub_co (VCC) is unknown.
//===----------------------------------------------------------------------===//

#include "WaveEmulatorOps.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::emu;

namespace {

/// SISrcMods' SEXT bit of an SDWA source's modifiers.
constexpr int64_t ModSext = 16;

/// The operations of an SDWA form the emulator runs, by their source count
/// (0: not run).
unsigned sdwaSources(const OpDesc &D) {
  if (D.Float)
    return 0;
  switch (D.O) {
  case Op::Mov:
  case Op::Not:
    return D.Bits == 32 ? 1 : 0;
  case Op::Add:
  case Op::Sub:
  case Op::SubRev:
  case Op::ShlRev:
  case Op::LshrRev:
  case Op::AshrRev:
  case Op::MinU:
  case Op::MinI:
  case Op::MaxU:
  case Op::MaxI:
  case Op::Mul:
    return 2;
  case Op::AddI:
  case Op::SubI:
  case Op::MulU24:
  case Op::MulI24:
  case Op::MulHiU24:
  case Op::MulHiI24:
  case Op::And:
  case Op::Or:
  case Op::Xor:
  case Op::Xnor:
    return D.Bits == 32 ? 2 : 0;
  default:
    return 0;
  }
}

} // namespace

bool WaveEmulator::executeVectorSDWA(const MCInst &MI, const OpcodeInfo &Info,
                                     const Prepared &P) {
  const OpDesc &D = Info.D;
  auto Unknown = [&] {
    clobber(P);
    return Info.NoDefs;
  };
  unsigned NumIn = sdwaSources(D);
  RegSlots Dst = P.VDst;
  // (A 32-bit Mul is v_mul_lo_u32, VOP3 only; its SDWA form does not exist.)
  if (!NumIn || (D.O == Op::Mul && D.Bits != 16) || P.VSrc.size() != NumIn ||
      Dst.K != RegSlots::Vector || Dst.Count != 1 || Dst.Half)
    return Unknown();
  std::optional<SDWAFields> F = sdwaFields(MI, P.VSrc);
  if (!F || F->Clamp || (D.Bits == 16 && F->DstSel == SDWAFields::Dword))
    return Unknown();

  // The sources: a VGPR's words, or a uniform value read once.
  struct Src {
    const LaneWord *W = nullptr;
    std::optional<uint32_t> Uniform;
    bool Sext = false;
  };
  Src In[2];
  for (unsigned I = 0; I < NumIn; ++I) {
    int64_t Mods = P.VMods[I];
    if (Mods & ~ModSext)
      return Unknown(); // neg, abs
    In[I].Sext = (Mods & ModSext) != 0;
    RegSlots RS = P.VSrcSlots[I];
    if (RS.K == RegSlots::Vector) {
      if (RS.Count != 1 || RS.Half)
        return Unknown();
      In[I].W = &word(RS.First);
    } else {
      std::optional<uint64_t> V = readLane(MI.getOperand(P.VSrc[I]), 0, 1);
      if (V)
        In[I].Uniform = uint32_t(*V);
    }
  }

  const uint64_t L = laneMask();
  auto [E, EK] = pair(ExecLo);
  const uint64_t Act = E & EK & L;
  const uint64_t Touched = (E | ~EK) & L;
  LaneWord &W = wordForWrite(Dst.First);
  bool ReadsDst = F->readsDst();
  uint64_t NewKnown = 0;
  for (uint64_t Bits = Act; Bits; Bits &= Bits - 1) {
    unsigned Ln = unsigned(countr_zero(Bits));
    uint64_t V[2] = {0, 0};
    bool Known = !ReadsDst || ((W.Known >> Ln) & 1);
    for (unsigned I = 0; I < NumIn && Known; ++I) {
      uint32_t X = 0;
      if (In[I].W) {
        Known = (In[I].W->Known >> Ln) & 1;
        X = In[I].W->V[Ln];
      } else {
        Known = In[I].Uniform.has_value();
        X = In[I].Uniform.value_or(0);
      }
      V[I] = sdwaSelect(X, F->SrcSel[I], In[I].Sext);
    }
    if (!Known)
      continue;
    std::optional<uint64_t> R;
    if (D.Bits == 16) {
      R = compute16(D.O, uint32_t(V[0]) & 0xffff, uint32_t(V[1]) & 0xffff, 0,
                    false);
    } else {
      bool Carry = false;
      R = compute(D.O, ArrayRef<uint64_t>(V, NumIn), 32, Carry);
    }
    if (!R)
      continue;
    W.V[Ln] = sdwaDest(uint32_t(*R), W.V[Ln], *F);
    NewKnown |= uint64_t(1) << Ln;
  }
  W.Known = (W.Known & ~Touched) | NewKnown;
  // The implicit scalar definitions (the carry out of v_add_co_u32 / gfx8's
  // v_add_u32 in VCC) are not computed.
  for (unsigned I = P.NumExplicitDefs; I < P.Defs.size(); ++I)
    if (!(P.Defs[I] & VecTag))
      S[P.Defs[I]] = ScalarValue::unknown();
  return true;
}
