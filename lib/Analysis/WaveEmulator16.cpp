//===- WaveEmulator16.cpp - 16-bit integer VALU operations of one wave ----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveEmulator::executeVector16: the 16-bit integer VALU operations
/// (v_add_u16 / v_add_nc_u16, v_sub(rev)_u16, v_mul_lo_u16, the b16/i16
/// shifts, v_and/or/xor/not_b16, v_min/max_u16/i16, v_mov_b16,
/// v_add/sub_nc_i16) and every VALU instruction with a 16-bit half register
/// operand (gfx11+ true16: v1.l, v1.h); the 16-bit multiply-adds v_mad_u16 /
/// v_mad_i16 (gfx8+, gfx9's v_mad_legacy_u16/i16) and v_mad_u32_u16 /
/// v_mad_i32_i16 (gfx9+: two 16-bit factors, a 32-bit addend and result).
///
/// Where the 16 bits come from and go, per generation:
///  - sources: the low half of a 32-bit VGPR or SGPR, the high half when
///    the source's op_sel bit (OP_SEL_0, bit 2 of its modifiers) is set
///    (gfx10+ VOP3) or the operand is a high half register (v1.h); an
///    immediate's low 16 bits.
///  - the destination: gfx8 and gfx9 (`_vi`/`_gfx9` encodings) write the
///    16-bit result zero-extended to the whole VGPR for add, sub, subrev,
///    mul_lo, the shifts, min, max and gfx8's v_mad_u16/i16 (gfx9's
///    v_mad_legacy_u16/i16) (LLVM's
///    GCNSubtarget::zeroesHigh16BitsOfDest, on which its SIFoldOperands
///    relies to drop an `and 0xffff`; the other gfx9 16-bit operations,
///    v_add_i16 / v_sub_i16, are not listed: unknown there); gfx10 and later
///    write one half and keep the other (the same LLVM function: "On gfx10,
///    all 16-bit instructions preserve the high bits"; the RDNA3 ISA
///    guide's 16-bit VGPR halves): the low half, or the high one for a high
///    half register or the DST_OP_SEL bit (bit 3 of src0's modifiers). The
///    whole dword of a lane is then known only where its other half was.
///    gfx9's v_mad_u16/v_mad_i16 (op_sel opcodes, not in LLVM's list) keep
///    the other half too (the CDNA ISA guides: only the legacy forms zero
///    it).
///  - clamp: add and sub(rev) saturate, unsigned for the u16 forms and
///    signed for the i16 ones (LLVM selects uaddsat/usubsat/saddsat/
///    ssubsat i16 to them with clamp); clamp on the multiply-adds is
///    unknown (the ISA guides say "supports saturation" without saying at
///    which width the product saturates; LLVM never selects them with
///    clamp); clamp on any other operation, a
///    neg/abs modifier or another modifier operand leaves the result
///    unknown.
/// Compares with a half register operand (v_cmp/v_cmpx _u16/_i16/_f16,
/// executeCompare16) read each operand's half and write their mask as the
/// other compares do. The float operations and everything else with a half
/// register stay unknown (the whole 32-bit VGPR they write, which is never
/// wrong).
//===----------------------------------------------------------------------===//

#include "WaveEmulatorOps.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::emu;

namespace {

/// Bits of a VOP3 source modifier operand (SISrcMods).
constexpr int64_t ModOpSel0 = 4, ModDstOpSel = 8;

} // namespace

std::optional<uint32_t> llvm::gcnmca::emu::compute16(Op O, uint32_t A,
                                                     uint32_t B, uint32_t C,
                                                     bool Clamp) {
  auto S = [](uint32_t X) { return int32_t(int16_t(uint16_t(X))); };
  int32_t SR = 0;
  switch (O) {
  case Op::Mov:
    return A;
  case Op::Mad16:
    // Unsigned and signed agree on the low 16 bits of the wrapped result;
    // clamp is not modelled (the caller leaves it unknown).
    return Clamp ? std::nullopt
                 : std::optional<uint32_t>((A * B + C) & 0xffff);
  case Op::MadU32U16:
    return Clamp ? std::nullopt : std::optional<uint32_t>(A * B + C);
  case Op::MadI32I16:
    return Clamp ? std::nullopt
                 : std::optional<uint32_t>(uint32_t(S(A) * S(B)) + C);
  case Op::Add:
    return Clamp ? std::min<uint32_t>(A + B, 0xffff) : (A + B) & 0xffff;
  case Op::Sub:
    return Clamp ? (A > B ? A - B : 0) : (A - B) & 0xffff;
  case Op::SubRev:
    return Clamp ? (B > A ? B - A : 0) : (B - A) & 0xffff;
  case Op::AddI:
    SR = S(A) + S(B);
    break;
  case Op::SubI:
    SR = S(A) - S(B);
    break;
  case Op::Mul:
    return Clamp ? std::nullopt : std::optional<uint32_t>((A * B) & 0xffff);
  case Op::ShlRev:
    return (B << (A & 15)) & 0xffff;
  case Op::LshrRev:
    return B >> (A & 15);
  case Op::AshrRev:
    return uint32_t(S(B) >> (A & 15)) & 0xffff;
  case Op::And:
    return A & B;
  case Op::Or:
    return A | B;
  case Op::Xor:
    return A ^ B;
  case Op::Not:
    return ~A & 0xffff;
  case Op::MinU:
    return std::min(A, B);
  case Op::MaxU:
    return std::max(A, B);
  case Op::MinI:
    return uint32_t(std::min(S(A), S(B))) & 0xffff;
  case Op::MaxI:
    return uint32_t(std::max(S(A), S(B))) & 0xffff;
  default:
    return std::nullopt;
  }
  // The signed add and subtract: wrapped, or saturated with clamp.
  if (Clamp)
    SR = std::clamp(SR, -32768, 32767);
  return uint32_t(SR) & 0xffff;
}

namespace {

/// Whether \p O zeroes the high half of a 32-bit destination on gfx8/gfx9
/// (LLVM's zeroesHigh16BitsOfDest list).
bool zeroesHigh(Op O) {
  switch (O) {
  case Op::Add:
  case Op::Sub:
  case Op::SubRev:
  case Op::Mul:
  case Op::ShlRev:
  case Op::LshrRev:
  case Op::AshrRev:
  case Op::MinU:
  case Op::MaxU:
  case Op::MinI:
  case Op::MaxI:
  case Op::Mad16:
    return true;
  default:
    return false;
  }
}

} // namespace

HighHalf llvm::gcnmca::emu::highHalfOf(Op O, StringRef Name) {
  if (O == Op::MadU32U16 || O == Op::MadI32I16)
    return HighHalf::Whole;
  if (Name.ends_with("_gfx10") || Name.ends_with("_gfx11") ||
      Name.ends_with("_gfx12") || Name.ends_with("_gfx1250"))
    return HighHalf::Kept;
  if (!Name.ends_with("_vi") && !Name.ends_with("_gfx9"))
    return HighHalf::Unknown;
  // gfx9's v_mad_u16/v_mad_i16 (the op_sel opcodes, V_MAD_U16_gfx9_gfx9)
  // are not LLVM's V_MAD_U16_e64 of the zero-high list (that one is gfx8's
  // v_mad_u16, gfx9's v_mad_legacy_u16); the CDNA ISA guides: the legacy
  // forms write the low half and zero the high one, the others preserve
  // the half they do not write.
  if (O == Op::Mad16 && Name.ends_with("_gfx9") && !Name.contains("LEGACY"))
    return HighHalf::Kept;
  return zeroesHigh(O) ? HighHalf::Zeroed : HighHalf::Unknown;
}

bool WaveEmulator::executeVector16(const MCInst &MI, const OpcodeInfo &Info,
                                   const Prepared &P) {
  const OpDesc &D = Info.D;
  const MCInstrDesc &Desc = MCII.get(MI.getOpcode());
  auto Unknown = [&] {
    clobber(P);
    return Info.NoDefs;
  };
  if (D.O == Op::Cmp || D.O == Op::CmpX)
    return executeCompare16(MI, Info, P);
  RegSlots Dst = P.VDst;
  bool Wide = D.O == Op::MadU32U16 || D.O == Op::MadI32I16;
  unsigned NumIn = D.O == Op::Mov || D.O == Op::Not     ? 1
                   : D.O == Op::Mad16 || Wide ? 3
                                                        : 2;
  if (D.Bits != 16 || D.Float || Dst.K != RegSlots::Vector || Dst.Count != 1 || P.VSrc.size() != NumIn ||
      Desc.getNumDefs() != 1)
    return Unknown();
  // gfx8/gfx9 encodings zero the high half (for the listed operations);
  // gfx10+ keep the other half; a 32-bit result writes the whole VGPR.
  HighHalf HH = highHalfOf(D.O, MCII.getName(MI.getOpcode()));
  bool WholeDword = HH == HighHalf::Zeroed || HH == HighHalf::Whole;
  if (HH == HighHalf::Unknown || (WholeDword && Dst.Half))
    return Unknown();
  // The modifier operands that precede no source: clamp, then op_sel
  // (whose bits the sources' modifiers repeat); anything after them, or a
  // neg/abs or high-operand (OP_SEL_1) bit, is not modelled.
  bool Clamp = false;
  unsigned Trailing = 0;
  for (unsigned I = Desc.getNumDefs(); I < MI.getNumOperands(); ++I) {
    const MCOperand &MO = MI.getOperand(I);
    if (!MO.isImm() || I >= Desc.getNumOperands() ||
        Desc.operands()[I].RegClass >= 0 || is_contained(P.VSrc, uint8_t(I + 1)))
      continue;
    if (Trailing == 0)
      Clamp = MO.getImm() != 0;
    else if (Trailing > 1 && MO.getImm() != 0)
      return Unknown();
    ++Trailing;
  }
  bool ClampOK = D.O == Op::Add || D.O == Op::Sub || D.O == Op::SubRev ||
                 D.O == Op::AddI || D.O == Op::SubI;
  if (Clamp && !ClampOK)
    return Unknown();
  // The destination half: a half register's, else DST_OP_SEL.
  int64_t Mods0 = P.VMods.empty() ? 0 : P.VMods[0];
  bool DstHigh = Dst.Half ? Dst.Half == 2 : (Mods0 & ModDstOpSel) != 0;
  if (WholeDword && DstHigh)
    return Unknown();

  // The sources: per lane 16 bits (a uniform value read once).
  struct Src16 {
    const LaneWord *W = nullptr;
    unsigned Shift = 0;
    uint32_t Mask = 0xffff;
    std::optional<uint32_t> Uniform;
  };
  Src16 In[3];
  for (unsigned I = 0; I < NumIn; ++I) {
    // neg (1), abs (2) and the high operand half (16) are not modelled.
    int64_t Mods = P.VMods[I] & ~(I == 0 ? ModDstOpSel : 0);
    if (Mods & ~ModOpSel0)
      return Unknown();
    RegSlots RS = P.VSrcSlots[I];
    const MCOperand &MO = MI.getOperand(P.VSrc[I]);
    bool High = RS.Half ? RS.Half == 2 : (Mods & ModOpSel0) != 0;
    In[I].Shift = High ? 16 : 0;
    // The addend of v_mad_u32_u16 / v_mad_i32_i16 is a whole dword.
    if (Wide && I == 2) {
      if (High || RS.Half)
        return Unknown();
      In[I].Mask = 0xffffffffu;
    }
    if (RS.K == RegSlots::Vector) {
      if (RS.Count != 1)
        return Unknown();
      In[I].W = &word(RS.First);
    } else if (MO.isImm()) {
      if (High)
        return Unknown();
      In[I].Uniform = uint32_t(MO.getImm()) & In[I].Mask;
    } else if (RS.K == RegSlots::Scalar && RS.Count == 1) {
      auto [V, K] = readScalar(MO, 1);
      uint32_t Need = In[I].Mask << In[I].Shift;
      if ((uint32_t(K) & Need) == Need)
        In[I].Uniform = (uint32_t(V) >> In[I].Shift) & In[I].Mask;
    } else {
      return Unknown();
    }
  }

  const uint64_t L = laneMask();
  auto [E, EK] = pair(ExecLo);
  const uint64_t Act = E & EK & L;
  const uint64_t Touched = (E | ~EK) & L;
  LaneWord &W = wordForWrite(Dst.First);
  uint64_t NewKnown = 0;
  unsigned DstShift = DstHigh ? 16 : 0;
  for (uint64_t Bits = Act; Bits; Bits &= Bits - 1) {
    unsigned Ln = unsigned(countr_zero(Bits));
    uint32_t V[3] = {0, 0, 0};
    bool Known = true;
    for (unsigned I = 0; I < NumIn && Known; ++I) {
      if (In[I].W) {
        Known = (In[I].W->Known >> Ln) & 1;
        V[I] = (In[I].W->V[Ln] >> In[I].Shift) & In[I].Mask;
      } else {
        Known = In[I].Uniform.has_value();
        V[I] = In[I].Uniform.value_or(0);
      }
    }
    // gfx10+: the other half of the old dword must be known too.
    if (!Known || (!WholeDword && !((W.Known >> Ln) & 1)))
      continue;
    std::optional<uint32_t> R = compute16(D.O, V[0], V[1], V[2], Clamp);
    if (!R)
      continue;
    W.V[Ln] = WholeDword ? *R
                   : (W.V[Ln] & ~(0xffffu << DstShift)) | (*R << DstShift);
    NewKnown |= uint64_t(1) << Ln;
  }
  W.Known = (W.Known & ~Touched) | NewKnown;
  for (const RegSlots &C : P.VClobber)
    for (unsigned K = 0; K < C.Count; ++K)
      S[C.First + K] = ScalarValue::unknown();
  return true;
}

bool WaveEmulator::executeCompare16(const MCInst &MI, const OpcodeInfo &Info,
                                    const Prepared &P) {
  const OpDesc &D = Info.D;
  const MCInstrDesc &Desc = MCII.get(MI.getOpcode());
  auto Unknown = [&] {
    clobber(P);
    return Info.NoDefs;
  };
  // 16-bit compares only (a 32-bit one with a half operand does not
  // exist); the modifier operands that precede no source (clamp, op_sel,
  // whose bits the sources' modifiers repeat) must be 0.
  if (D.Bits != 16 || P.VSrc.size() != 2)
    return Unknown();
  for (unsigned I = Desc.getNumDefs(); I < MI.getNumOperands(); ++I) {
    const MCOperand &MO = MI.getOperand(I);
    if (MO.isImm() && I < Desc.getNumOperands() &&
        Desc.operands()[I].RegClass < 0 &&
        !is_contained(P.VSrc, uint8_t(I + 1)) && MO.getImm() != 0)
      return Unknown();
  }
  bool Class = D.Float && D.Param == FClass;
  struct Src16 {
    const LaneWord *W = nullptr;
    unsigned Shift = 0;
    int64_t FloatMods = 0;
    std::optional<uint32_t> Uniform;
  };
  Src16 In[2];
  for (unsigned I = 0; I < 2; ++I) {
    int64_t Mods = P.VMods[I];
    // neg (1) and abs (2) of an IEEE compare's operand (not the class
    // mask); any other bit but the half's (OP_SEL_0) is not modelled.
    int64_t Allowed = ModOpSel0 | (D.Float && !(Class && I == 1) ? 3 : 0);
    if (Mods & ~Allowed)
      return Unknown();
    In[I].FloatMods = Mods & 3;
    RegSlots RS = P.VSrcSlots[I];
    const MCOperand &MO = MI.getOperand(P.VSrc[I]);
    bool High = RS.Half ? RS.Half == 2 : (Mods & ModOpSel0) != 0;
    In[I].Shift = High ? 16 : 0;
    if (RS.K == RegSlots::Vector) {
      if (RS.Count != 1)
        return Unknown();
      In[I].W = &word(RS.First);
    } else if (MO.isImm()) {
      // An f16 constant's encoding is not read: unknown.
      if (High || D.Float)
        return Unknown();
      In[I].Uniform = uint32_t(MO.getImm()) & 0xffff;
    } else if (RS.K == RegSlots::Scalar && RS.Count == 1) {
      auto [V, K] = readScalar(MO, 1);
      uint32_t Need = 0xffffu << In[I].Shift;
      if ((uint32_t(K) & Need) == Need)
        In[I].Uniform = (uint32_t(V) >> In[I].Shift) & 0xffff;
    } else {
      return Unknown();
    }
  }
  const uint64_t L = laneMask();
  auto [E, EK] = pair(ExecLo);
  uint64_t MaskV = 0, MaskK = 0;
  for (uint64_t Bits = E & EK & L; Bits; Bits &= Bits - 1) {
    unsigned Ln = unsigned(countr_zero(Bits));
    uint64_t V[2] = {0, 0};
    bool Known = true;
    for (unsigned I = 0; I < 2 && Known; ++I) {
      if (In[I].W) {
        Known = (In[I].W->Known >> Ln) & 1;
        V[I] = (In[I].W->V[Ln] >> In[I].Shift) & 0xffff;
      } else {
        Known = In[I].Uniform.has_value();
        V[I] = In[I].Uniform.value_or(0);
      }
      if (Known && In[I].FloatMods) {
        std::optional<uint64_t> M = applyFloatMods(V[I], 16, In[I].FloatMods);
        Known = M.has_value();
        V[I] = M.value_or(0);
      }
    }
    if (!Known)
      continue;
    std::optional<bool> Bit =
        D.Float ? fcompare(D.Param, V[0], V[1], 16)
                : std::optional<bool>(
                      compare(CmpKind(D.Param), V[0], V[1], D.Signed, 16));
    if (!Bit)
      continue; // a denormal operand
    MaskK |= uint64_t(1) << Ln;
    MaskV |= uint64_t(*Bit) << Ln;
  }
  writeMasks(MI, Info, P, MaskV, MaskK);
  return true;
}
