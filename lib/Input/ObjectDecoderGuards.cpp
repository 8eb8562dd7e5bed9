//===- ObjectDecoderGuards.cpp - Around LLVM's AMDGPU decoder's crashes --===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The part of ObjectInput that keeps LLVM 22's AMDGPU disassembler away
/// from the words it crashes on: which processors it can decode at all,
/// literal constants in gfx8/gfx9 64-bit encodings, SDWA selects of 7, and
/// the VOP2 K constant 0xff (decoded from a copy). ObjectInput::disassemble
/// (ObjectInput.cpp) asks these before each word.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/ObjectInput.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/Endian.h"
#include <optional>
#include <utility>

using namespace llvm;
using namespace llvm::gcnmca;

bool ObjectInput::hasDisassembler(const MCSubtargetInfo &STI) {
  // LLVM's AMDGPU disassembler decodes the GCN3 encoding (gfx8 and later)
  // and gfx10+; for SI/CI (gfx6, gfx7) it stops the process with "disassembly
  // not yet supported for subtarget".
  return STI.checkFeatures("+gcn3-encoding") ||
         STI.checkFeatures("+gfx10-insts");
}

/// The first two little-endian dwords of an instruction.
using InstWords = std::pair<uint32_t, uint32_t>;
static std::optional<InstWords> firstWords(ArrayRef<uint8_t> Bytes) {
  if (Bytes.size() < 8)
    return std::nullopt;
  return InstWords{support::endian::read32le(Bytes.data()),
                   support::endian::read32le(Bytes.data() + 4)};
}

bool ObjectInput::literalsCrashDecoder(const MCSubtargetInfo &STI) {
  return !STI.checkFeatures("+gfx10-insts") &&
         !STI.checkFeatures("+gfx950-insts");
}

std::optional<StringRef>
ObjectInput::unsupportedLiteral(ArrayRef<uint8_t> Bytes) {
  std::optional<InstWords> W = firstWords(Bytes);
  if (!W)
    return std::nullopt;
  auto [Lo, Hi] = *W;
  constexpr unsigned LiteralConst = 255;
  switch (Lo >> 26) {
  case 0x34: // 0b110100: VOP3 (VOP3a/b, VOP3P, MAI) in the GCN3 encoding.
    for (unsigned Shift : {0u, 9u, 18u})
      if (((Hi >> Shift) & 0x1ff) == LiteralConst)
        return StringRef("a VOP3 source is a literal constant, which this "
                         "processor's VOP3 encoding cannot take");
    return std::nullopt;
  case 0x38: // 0b111000: MUBUF.
  case 0x3a: // 0b111010: MTBUF.
    if ((Hi >> 24) == LiteralConst)
      return StringRef("the buffer soffset is a literal constant, which this "
                       "processor's MUBUF/MTBUF encoding cannot take");
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

bool ObjectInput::hasSDWA(const MCSubtargetInfo &STI) {
  return STI.checkFeatures("+sdwa");
}

std::optional<StringRef>
ObjectInput::invalidSDWASelect(ArrayRef<uint8_t> Bytes) {
  std::optional<InstWords> W = firstWords(Bytes);
  if (!W)
    return std::nullopt;
  auto [Lo, Hi] = *W;
  constexpr unsigned SDWASrc0 = 0xf9;
  // VOP1 (0b0111111), VOPC (0b0111110) and VOP2 (bit 31 clear) carry SDWA
  // in their src0 field; the SDWA word follows.
  bool IsVOPC = (Lo >> 25) == 0x3e;
  if ((Lo >> 31) || (Lo & 0x1ff) != SDWASrc0)
    return std::nullopt;
  constexpr unsigned BadSel = 7;
  bool Bad = ((Hi >> 16) & 7) == BadSel || ((Hi >> 24) & 7) == BadSel;
  // VOPC has its sdst where VOP1/VOP2 have dst_sel.
  if (!IsVOPC)
    Bad |= ((Hi >> 8) & 7) == BadSel;
  if (!Bad)
    return std::nullopt;
  return StringRef("an SDWA operand select is 7 (0-6 are defined)");
}

bool ObjectInput::literal255(ArrayRef<uint8_t> Bytes) {
  std::optional<InstWords> W = firstWords(Bytes);
  return W && !(W->first >> 31) && W->second == 0xff;
}

bool ObjectInput::restoreLiteral(MCInst &Inst) {
  MCOperand *Found = nullptr;
  for (MCOperand &Op : Inst) {
    if (!Op.isImm() || Op.getImm() != Literal255StandIn)
      continue;
    if (Found)
      return false;
    Found = &Op;
  }
  if (!Found)
    return false;
  Found->setImm(0xff);
  return true;
}
