//===- AsmInput.h - Parsed assembly input -----------------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Parses an AMDGPU assembly file (typically `clang -S` output) with LLVM's
/// MC layer and keeps what the later layers need: every instruction with its
/// source location, the labels and comments between them, symbols marked as
/// functions, the analysis regions from LLVM-MCA markers, and the text the
/// AMDGPU target streamer echoes for target directives (`.amdhsa_kernel`).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_INPUT_ASMINPUT_H
#define GCN_MCA_INPUT_ASMINPUT_H

#include "gcn-mca/Input/AnalysisRegions.h"
#include "gcn-mca/Input/InputLimits.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class MCAsmInfo;
class MCContext;
class MCInstPrinter;
class MCInstrInfo;
class MCSubtargetInfo;
class SourceMgr;
class Target;

namespace gcnmca {

/// A label defined in a text section, and the index of the first
/// instruction that follows it.
struct AsmLabel {
  std::string Name;
  unsigned InstIndex;
  SMLoc Loc;
};

/// A comment (without its comment-start marker) and the index of the first
/// instruction after it.
struct AsmComment {
  std::string Text;
  unsigned InstIndex;
  SMLoc Loc;
};

/// The source position `.loc` gives an instruction (clang -g output): the
/// last `.loc` before it, with the file named by `.file` (its directory
/// dropped). clang's `.loc` carries no inlining information; its verbose
/// comment does (`; k.cl:2:16 @[ k.cl:9:10 @[ k.cl:4:43 ] ]`: line 2 inlined
/// at line 9, itself inlined at line 4), and InlinedAt keeps that chain.
struct AsmSourceLoc {
  std::string File;
  unsigned Line = 0; ///< 0: code the compiler attributes to no line
  unsigned Column = 0;
  /// The call sites (file:line) the code is inlined at, innermost first;
  /// empty when not inlined or when the `.loc` had no such comment.
  SmallVector<std::string, 2> InlinedAt;
};

/// The text of a gcn-mca annotation comment without its prefix:
/// `gcn-mca: trip-count 4` -> `trip-count 4`; std::nullopt for any other
/// comment.
std::optional<StringRef> getGCNMCAAnnotation(StringRef Comment);

/// A parsed input file. All instructions of all text sections are kept in
/// file order; regions refer to copies of them.
class AsmInput {
public:
  AsmInput();
  ~AsmInput();
  struct Options {
    /// Drop lines that fail to parse (with a warning) instead of failing.
    bool SkipParseFailures = false;
    /// The parse error suggests -skip-unsupported-instructions (gcn-mca's
    /// option, llvm-mca's wording); false for tools without it.
    bool SuggestSkipOption = true;
    /// What the input may make the assembler read or expand.
    InputLimits Limits;
  };

  /// Parses the main buffer of \p SM. Diagnostics go through \p SM; an
  /// error is returned when parsing failed (unless skipping) or a marker is
  /// misused.
  static Expected<std::unique_ptr<AsmInput>>
  parse(const Target &T, SourceMgr &SM, MCContext &Ctx, const MCAsmInfo &MAI,
        const MCSubtargetInfo &STI, const MCInstrInfo &MCII, MCInstPrinter &IP,
        const Options &Opts);

  ArrayRef<MCInst> instructions() const { return Instructions; }
  /// The indices (ascending) of the instructions whose source location is
  /// \p Loc. The index is built on the first call (thread-safe), once the
  /// input is complete.
  ArrayRef<unsigned> instructionsAt(const char *Loc) const;
  ArrayRef<AsmLabel> labels() const { return Labels; }
  ArrayRef<AsmComment> comments() const { return Comments; }
  /// Symbols given `.type NAME,@function`, in order of appearance.
  ArrayRef<std::string> functionSymbols() const { return Functions; }
  /// Names of the kernels, i.e. the functions with an `.amdhsa_kernel`
  /// descriptor, in order of appearance.
  ArrayRef<std::string> kernels() const { return Kernels; }
  /// The 64-byte kernel descriptor of \p Kernel when the input is a code
  /// object (assembly input has `.amdhsa_kernel` blocks instead, echoed in
  /// targetStreamerText()).
  std::optional<StringRef> kernelDescriptor(StringRef Kernel) const {
    auto It = KernelDescriptors.find(Kernel);
    if (It == KernelDescriptors.end())
      return std::nullopt;
    return StringRef(It->second);
  }
  /// A code object's NT_AMDGPU_METADATA note (MessagePack), or empty.
  StringRef metadataBlob() const { return MetadataBlob; }
  /// True when the input was a code object, disassembled into a synthesized
  /// assembly buffer that the source locations point into.
  bool isFromCodeObject() const { return FromCodeObject; }
  AnalysisRegions &regions() { return *Regions; }
  const AnalysisRegions &regions() const { return *Regions; }
  /// What the AMDGPU target streamer printed for target directives, such as
  /// the evaluated `.amdhsa_kernel` blocks.
  StringRef targetStreamerText() const { return TargetText; }
  unsigned getAssemblerDialect() const { return AssemblerDialect; }
  /// Number of lines that failed to parse (only non-zero when skipping).
  unsigned getNumParseFailures() const { return ParseFailures; }
  /// The `.loc` source position of \p MI (an instruction of this input or a
  /// copy of one), or null when no `.loc` precedes it.
  const AsmSourceLoc *sourceLoc(const MCInst &MI) const;
  /// True when some instruction has a `.loc` source position.
  bool hasSourceLocs() const { return !SourceLocs.empty(); }

  /// Evaluates the assembler expression that starts at \p Loc (a directive's
  /// operand, or the text after clang's `; Occupancy:`) up to the end of its
  /// statement, with MC's own parser (the AMDGPU functions max, or, alignto,
  /// totalnumvgprs, extrasgprs, occupancy included) over the symbols of the
  /// whole file. \p What names the value in errors, which are LocatedErrors
  /// (naming a symbol left undefined). Assembly input only.
  Expected<int64_t> evaluateExpression(SMLoc Loc, const Twine &What) const;
  /// The value of the `.set` symbol \p Name when it is a constant.
  std::optional<int64_t> symbolValue(StringRef Name) const;

private:
  /// Code object input: the MC contexts of the threads that decoded it
  /// (its instructions may refer to expressions they own).
  std::vector<std::unique_ptr<MCContext>> DecodeContexts;
  /// instructionsAt(): location -> instruction indices.
  mutable std::once_flag LocIndexOnce;
  mutable DenseMap<const char *, SmallVector<unsigned, 1>> LocIndex;
  struct MCParserState;
  friend class AsmInputStreamer;
  friend class ObjectInput;
  friend class AsmInputCommentConsumer;
  /// After parsing: gives each instruction its `.loc` and inlining chain.
  void attachSourceLocs();
  std::vector<MCInst> Instructions;
  std::vector<AsmLabel> Labels;
  std::vector<AsmComment> Comments;
  std::vector<std::string> Functions;
  std::vector<std::string> Kernels;
  StringMap<std::string> KernelDescriptors;
  bool FromCodeObject = false;
  std::string MetadataBlob;
  std::unique_ptr<AnalysisRegions> Regions;
  std::string TargetText;
  unsigned AssemblerDialect = 0;
  unsigned ParseFailures = 0;
  /// Distinct source positions, and the one of each instruction (by the
  /// address of its text).
  std::vector<AsmSourceLoc> SourceLocs;
  DenseMap<const char *, unsigned> SourceLocOf;
  /// While parsing: per instruction, the `.loc` in force (index into
  /// PendingLocs, -1 if none); `.loc` comments by position.
  std::vector<int> PendingLocOfInst;
  std::vector<AsmSourceLoc> PendingLocs;
  std::vector<std::pair<const char *, std::string>> LocComments;
  /// MC's parser, kept for evaluateExpression(); null for code objects.
  /// Last, so destroyed first: its streamers write into TargetText.
  std::unique_ptr<MCParserState> MC;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_INPUT_ASMINPUT_H
