//===- InputLimits.h - Bounds on what an input may make us read -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// InputLimits: the bounds on what an input may make gcn-mca read or
/// expand (docs/Robustness.md, "Input limits"): its size (and that of every
/// file it pulls in with `.include` or `.incbin`, and of -block-counts), the
/// depth of `.include`s (a file that includes itself is refused), the
/// repetitions of `.rept` blocks and the length of a numeric literal (LLVM's
/// lexer takes quadratic time on a long one). readFile() reads a file, a
/// device or standard input up to the size bound; findLongLiteral() scans
/// text before LLVM's lexer sees it; AsmInput's pre-scan checks the
/// directives against the other bounds.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_INPUT_INPUTLIMITS_H
#define GCN_MCA_INPUT_INPUTLIMITS_H

#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cstdint>
#include <memory>
#include <optional>

namespace llvm {
namespace gcnmca {

class InputLimits {
public:
  /// Bytes of one input file (and of all the files an assembly input pulls
  /// in, together): -max-input-size.
  uint64_t MaxBytes = uint64_t(256) << 20;
  /// Nesting of `.include` files: -max-include-depth.
  unsigned MaxIncludeDepth = 16;
  /// Repetitions of a `.rept` block, nested blocks multiplied: -max-rept.
  uint64_t MaxRepetitions = 100000;
  /// Characters of one numeric literal: -max-literal-length.
  unsigned MaxLiteralLength = 128;

  /// Reads \p Path ("-": standard input) whole, refusing more than
  /// MaxBytes (a device such as /dev/zero is read up to the bound, not
  /// forever). \p Option names the file in errors ("input", "-block-counts").
  Expected<std::unique_ptr<MemoryBuffer>>
  readFile(StringRef Path, StringRef Option, bool IsText = false) const;

  /// The offset of the first numeric literal of \p Text longer than
  /// MaxLiteralLength (its length in \p Length), outside comments and
  /// strings; std::nullopt if none. Scanned before LLVM's lexer sees the
  /// text: it takes quadratic time on a long literal.
  std::optional<size_t> findLongLiteral(StringRef Text, size_t &Length) const;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_INPUT_INPUTLIMITS_H
