//===- WaveEmulatorScalarFast.cpp - Common SALU instructions, prepared ----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveEmulator::prepareScalar and executeScalarFast: the SALU instructions
/// a loop's counter and bounds take most (a 32-bit s_mov, s_add_u32/_i32,
/// s_sub_u32/_i32 and the integer s_cmp) read their operands as prepared
/// once per static instruction - a scalar slot or an immediate's value -
/// instead of through the MCInst, and compute without the general path's
/// operand list (executeScalar). The values, known bits, SCC and return
/// value are executeScalar's: an unknown source bit makes the result and
/// SCC unknown (a compare's SCC), the carry / borrow or signed overflow is
/// SCC (AMDGPU ISA manuals, SOP2 and SOPC tables).
//===----------------------------------------------------------------------===//

#include "WaveEmulatorOps.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::emu;

void WaveEmulator::prepareScalar(const MCInst &MI, Prepared &P) const {
  P.SFast = false;
  const OpcodeInfo &Info = info(MI.getOpcode());
  const OpDesc &D = Info.D;
  if (D.Bits != 32 || Info.KImm || Info.TiedAddMul || Info.CmovK)
    return;
  unsigned NumSrc;
  bool HasDst;
  switch (D.O) {
  case Op::Mov:
    // s_mov keeps SCC (executeScalar's Mov rule reads it: not here).
    if (Info.ImplicitSCCDef)
      return;
    NumSrc = 1;
    HasDst = true;
    break;
  case Op::Add:
  case Op::AddI:
  case Op::Sub:
  case Op::SubI:
    if (!Info.ImplicitSCCDef)
      return;
    NumSrc = 2;
    HasDst = true;
    break;
  case Op::Cmp:
    if (D.Float)
      return;
    NumSrc = 2;
    HasDst = false;
    break;
  default:
    return;
  }
  const MCInstrDesc &Desc = MCII.get(MI.getOpcode());
  unsigned NumDefs = HasDst ? 1 : 0;
  if (Desc.getNumDefs() != NumDefs || MI.getNumOperands() != NumDefs + NumSrc)
    return;
  if (HasDst) {
    const MCOperand &MO = MI.getOperand(0);
    if (!MO.isReg() || !MO.getReg())
      return;
    RegSlots R = slots(MO.getReg().id());
    if (R.K != RegSlots::Scalar || R.Count != 1 || R.First >= NumScalarSlots)
      return;
    P.SDst = R.First;
  }
  for (unsigned I = 0; I < NumSrc; ++I) {
    const MCOperand &MO = MI.getOperand(NumDefs + I);
    Prepared::ScalarSource &Src = P.SSrc[I];
    Src = Prepared::ScalarSource();
    if (MO.isImm()) {
      Src.Imm = true;
      Src.V = uint32_t(uint64_t(MO.getImm()));
      continue;
    }
    if (!MO.isReg() || !MO.getReg())
      return;
    RegSlots R = slots(MO.getReg().id());
    if (R.K == RegSlots::Null) {
      Src.Imm = true; // reads as 0
      continue;
    }
    if (R.K != RegSlots::Scalar || R.First >= NumScalarSlots)
      return;
    Src.Slot = R.First;
  }
  P.SNumSrc = uint8_t(NumSrc);
  P.SFast = true;
}

bool WaveEmulator::executeScalarFast(const OpcodeInfo &Info,
                                     const Prepared &P) {
  const OpDesc &D = Info.D;
  uint32_t V[2] = {0, 0};
  bool Known = true;
  for (unsigned I = 0; I < P.SNumSrc; ++I) {
    const Prepared::ScalarSource &Src = P.SSrc[I];
    if (Src.Imm) {
      V[I] = Src.V;
    } else {
      V[I] = S[Src.Slot].V;
      Known &= S[Src.Slot].isKnown();
    }
  }
  if (D.O == Op::Cmp) {
    S[SccSlot] = Known ? ScalarValue::known(compare(CmpKind(D.Param), V[0],
                                                    V[1], D.Signed, 32))
                       : ScalarValue::unknown();
    return true;
  }
  if (!Known) {
    S[P.SDst] = ScalarValue::unknown();
    if (Info.ImplicitSCCDef)
      S[SccSlot] = ScalarValue::unknown();
    return false;
  }
  uint32_t A = V[0], B = V[1], R = 0;
  bool Carry = false;
  switch (D.O) {
  case Op::Mov:
    R = A;
    break;
  case Op::Add:
  case Op::AddI:
    R = A + B;
    // The unsigned carry out of bit 31, or the signed overflow: both
    // operands of one sign, the sum of the other.
    Carry = D.O == Op::Add ? R < A
                           : (int32_t(A) >= 0) == (int32_t(B) >= 0) &&
                                 (int32_t(R) >= 0) != (int32_t(A) >= 0);
    break;
  default: // Sub, SubI
    R = A - B;
    Carry = D.O == Op::Sub ? A < B
                           : (int32_t(A) >= 0) != (int32_t(B) >= 0) &&
                                 (int32_t(R) >= 0) != (int32_t(A) >= 0);
    break;
  }
  S[P.SDst] = ScalarValue::known(R);
  if (Info.ImplicitSCCDef)
    S[SccSlot] = ScalarValue::known(Carry);
  return true;
}
