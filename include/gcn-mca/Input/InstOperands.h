//===- InstOperands.h - Operand lists MCA can rely on -----------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// LLVM 22's AMDGPU disassembler leaves trailing operands out of some decoded
/// instructions (tied `vdst_in`/`sdst_in`, and the `op_sel`, `op_sel_hi`,
/// `neg_lo`, `neg_hi`, `clamp` immediates of VOP3/VOP3P encodings), while the
/// assembler always produces every operand of the MCInstrDesc. MCA's
/// InstrBuilder derives its count of variadic operands from the difference
/// and has to be given complete lists. InstOperands completes a decoded
/// instruction the way the assembler would and checks any instruction before
/// it reaches InstrBuilder. It also appends operands to others (an immediate
/// 0 after every DS instruction of gfx90a, gfx942 and gfx950), which are
/// dropped.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_INPUT_INSTOPERANDS_H
#define GCN_MCA_INPUT_INSTOPERANDS_H

#include "llvm/Support/Error.h"

namespace llvm {
class MCInst;
class MCInstrInfo;

namespace gcnmca {

class InstOperands {
public:
  /// Appends the operands \p Inst lacks with respect to its MCInstrDesc: a
  /// tied operand copies the operand it is tied to; any other missing
  /// operand gets an immediate 0, as the assembler gives an operand the text
  /// leaves out (modifiers: "not set"; an untied register operand such as
  /// S_BITSET1_B32_gfx11's sdst_in: no read). Operands past a non-variadic
  /// description that are all immediate zeros are removed. Returns an error
  /// describing the instruction when \p Inst has more operands than a
  /// non-variadic description allows otherwise. Returns true in \p Changed
  /// when operands were added or removed.
  static Error complete(MCInst &Inst, const MCInstrInfo &MCII, bool &Changed);

  /// Error unless \p Inst has exactly the operands its MCInstrDesc declares
  /// (at least them, for a variadic description), so that MCA's
  /// InstrBuilder can lower it.
  static Error verify(const MCInst &Inst, const MCInstrInfo &MCII);
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_INPUT_INSTOPERANDS_H
