//===- ObjectInput.h - AMDGPU code objects as input -------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Reads an AMDGPU ELF code object (as produced by `clang -c` or `ld.lld` for
/// amdgcn) into an AsmInput: the text sections are decoded with the target's
/// MCDisassembler (not through text, which does not always round-trip), a
/// disassembly listing is synthesized into the SourceMgr so that every
/// instruction has a source location for diagnostics and views, symbols and
/// branch targets become labels, branch operands are rewritten to refer to
/// those labels (as parsed assembly does), and `NAME.kd` kernel descriptors
/// name the kernels.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_INPUT_OBJECTINPUT_H
#define GCN_MCA_INPUT_OBJECTINPUT_H

#include "gcn-mca/Input/AsmInput.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <cstdint>
#include <optional>

namespace llvm {
class MCInst;
class MCInstrAnalysis;
namespace object {
class ObjectFile;
} // namespace object

namespace gcnmca {

class ObjectInput {
public:
  /// True if \p Buffer starts like an ELF file.
  static bool isCodeObject(MemoryBufferRef Buffer);

  /// True when LLVM can disassemble code for \p STI's processor (not for
  /// gfx6/gfx7, where creating the disassembler would end the process).
  static bool hasDisassembler(const MCSubtargetInfo &STI);

  /// True when LLVM 22's AMDGPU disassembler for \p STI crashes on a literal
  /// constant in a 64-bit encoding (gfx8 and gfx9 except gfx950; see
  /// unsupportedLiteral()).
  static bool literalsCrashDecoder(const MCSubtargetInfo &STI);

  /// For gfx8/gfx9 (where literalsCrashDecoder() holds): the reason the
  /// instruction starting at \p Bytes must not reach LLVM's disassembler, or
  /// none. A VOP3/VOP3P source field or a MUBUF/MTBUF soffset field holding
  /// 255 (a literal constant, which these encodings cannot take before
  /// gfx10) makes LLVM 22's decoder print a dangling error Twine: SIGSEGV,
  /// in llvm-objdump and llvm-mc too.
  static std::optional<StringRef> unsupportedLiteral(ArrayRef<uint8_t> Bytes);

  /// True when \p STI has the SDWA encoding (gfx8 to gfx10).
  static bool hasSDWA(const MCSubtargetInfo &STI);

  /// For processors with SDWA: the reason the VOP1/VOP2/VOPC instruction
  /// starting at \p Bytes must not reach LLVM, or none. An SDWA operand
  /// select of 7 (dst_sel, src0_sel, src1_sel; 0-6 are defined) decodes, but
  /// LLVM 22's instruction printer reaches an llvm_unreachable on it, which a
  /// release build turns into a jump into unrelated code (SIGSEGV, also in
  /// llvm-objdump and llvm-mc -disassemble).
  static std::optional<StringRef> invalidSDWASelect(ArrayRef<uint8_t> Bytes);

  /// True when the instruction at \p Bytes is a VOP2 word followed by the
  /// dword 0xff. As the constant K of v_madmk_f16/v_madak_f16 (gfx8/gfx9) or
  /// v_fmamk_f16/v_fmaak_f16 (gfx10+) - valid code - LLVM 22's decoder
  /// mistakes the decoded K for the literal marker 255 and crashes (as
  /// llvm-objdump does). Such a word is decoded from a copy with K = 0xfe
  /// and the operand set back to 0xff (see restoreLiteral()).
  static bool literal255(ArrayRef<uint8_t> Bytes);
  /// The literal dword a literal255() copy is decoded with.
  static constexpr uint32_t Literal255StandIn = 0xfe;

  /// After decoding the copy of literal255(): sets the one immediate operand
  /// 0xfe of \p Inst back to 0xff. False when there is not exactly one.
  static bool restoreLiteral(MCInst &Inst);

  /// The processor named by the ELF flags of \p Obj (ObjectFile's
  /// tryGetCPUName()), or none. For an EM_AMDGPU object whose flags name no
  /// processor (EF_AMDGPU_MACH_NONE) or one past the last that this LLVM
  /// knows, tryGetCPUName() reaches an llvm_unreachable (undefined behaviour
  /// in a release build: it returned a garbage string), so those are none;
  /// so is any object that is not EM_AMDGPU.
  static std::optional<StringRef> processorName(const object::ObjectFile &Obj);

  /// Decodes the code object \p Buffer. The synthesized listing is added to
  /// \p SM as a new buffer named after the object. Like llvm-objdump, words
  /// that do not decode are listed as `.long` and skipped, SoftFail decodes
  /// are kept; decoded instructions are completed to their full operand
  /// list (InstOperands), or left out of the analysis with a warning when
  /// that is not possible.
  ///
  /// \p Guards keeps the encodings LLVM is known to crash on from it (the
  /// functions above). Behind them, decoding and printing run under LLVM's
  /// CrashRecoveryContext: when the process enabled it (the gcn-mca tool
  /// does), a crash inside LLVM on an unknown encoding becomes an error
  /// naming the offset and the bytes instead of a signal.
  ///
  /// With \p Threads > 1, a large section is decoded in pieces (cut at its
  /// symbols) on that many threads; the result is the same.
  static Expected<std::unique_ptr<AsmInput>>
  disassemble(MemoryBufferRef Buffer, const Target &T, SourceMgr &SM,
              MCContext &Ctx, const MCSubtargetInfo &STI,
              const MCInstrInfo &MCII, const MCInstrAnalysis *MCIA,
              MCInstPrinter &IP, bool Guards = true, unsigned Threads = 1);
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_INPUT_OBJECTINPUT_H
