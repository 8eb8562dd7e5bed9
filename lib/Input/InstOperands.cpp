//===- InstOperands.cpp - Operand lists MCA can rely on -------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Completes decoded instructions to the operand list of their MCInstrDesc
/// and checks operand counts before MCA lowers an instruction.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/InstOperands.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCInstrInfo.h"

using namespace llvm;
using namespace llvm::gcnmca;

static Error operandError(const MCInst &Inst, const MCInstrInfo &MCII,
                          const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           MCII.getName(Inst.getOpcode()) + ": " + Msg);
}

Error InstOperands::complete(MCInst &Inst, const MCInstrInfo &MCII,
                             bool &Changed) {
  Changed = false;
  if (Inst.getOpcode() >= MCII.getNumOpcodes())
    return createStringError(inconvertibleErrorCode(),
                             "unknown opcode " + Twine(Inst.getOpcode()));
  const MCInstrDesc &Desc = MCII.get(Inst.getOpcode());
  unsigned Want = Desc.getNumOperands();
  unsigned Have = Inst.getNumOperands();
  if (Have > Want && !Desc.isVariadic() &&
      all_of(make_range(Inst.begin() + Want, Inst.end()),
             [](const MCOperand &Op) { return Op.isImm() && !Op.getImm(); })) {
    // LLVM 22's decoder appends an immediate 0 to the DS instructions of
    // gfx90a, gfx942 and gfx950 (ds_write_b32 v1, v2 decodes to 5 operands,
    // the assembler's DS_WRITE_B32_vi has 4). Operands past the description
    // that are immediate zeros carry nothing: drop them.
    while (Inst.getNumOperands() > Want)
      Inst.erase(Inst.end() - 1);
    Changed = true;
    return Error::success();
  }
  if (Have >= Want)
    return verify(Inst, MCII);
  // Only trailing operands are ever left out: fill them in order, so that a
  // tied operand can copy one filled before it.
  for (unsigned I = Inst.getNumOperands(); I < Want; ++I) {
    int TiedTo = Desc.getOperandConstraint(I, MCOI::TIED_TO);
    if (TiedTo >= 0 && unsigned(TiedTo) < I) {
      Inst.addOperand(Inst.getOperand(TiedTo));
      continue;
    }
    // What the assembler puts there when the text does not give it: 0,
    // also for a register operand without a tie in the MC description
    // (S_BITSET1_B32_gfx11's sdst_in), which MCA then does not read - as for
    // the same instruction in assembly input.
    Inst.addOperand(MCOperand::createImm(0));
  }
  Changed = true;
  return Error::success();
}

Error InstOperands::verify(const MCInst &Inst, const MCInstrInfo &MCII) {
  if (Inst.getOpcode() >= MCII.getNumOpcodes())
    return createStringError(inconvertibleErrorCode(),
                             "unknown opcode " + Twine(Inst.getOpcode()));
  const MCInstrDesc &Desc = MCII.get(Inst.getOpcode());
  unsigned Want = Desc.getNumOperands();
  unsigned Have = Inst.getNumOperands();
  if (Have < Want || (Have > Want && !Desc.isVariadic()))
    return operandError(Inst, MCII,
                        Twine(Have) + " operands where its description has " +
                            Twine(Want));
  return Error::success();
}
