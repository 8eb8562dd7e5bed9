//===- InputTarget.h - The processor an input was compiled for --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The target an input names: the `.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"`
/// directive of assembly (processor and target-id features xnack/sramecc,
/// wave size from `.amdhsa_wavefront_size32`), or the e_flags of a code
/// object; and the choice between it and the command line (-mcpu/-mattr):
/// the command line wins with a warning when they disagree, neither is an
/// error.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_INPUT_INPUTTARGET_H
#define GCN_MCA_INPUT_INPUTTARGET_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
namespace gcnmca {

struct InputTarget {
  /// Processor name, e.g. "gfx1100".
  std::string Processor;
  /// Subtarget features implied by the input: "+xnack", "-sramecc",
  /// "+wavefrontsize64", ...
  std::vector<std::string> Features;
  /// Where it was found, e.g. "k.s:3: .amdgcn_target" or "e_flags".
  std::string Where;

  /// Reads the first `.amdgcn_target` directive of assembly text (and the
  /// first `.amdhsa_wavefront_size32`); std::nullopt when there is none.
  static std::optional<InputTarget> fromAssembly(StringRef Text,
                                                 StringRef BufferName);
  /// The processor and xnack/sramecc settings of a code object's e_flags;
  /// fails on an unreadable object.
  static Expected<std::optional<InputTarget>>
  fromCodeObject(MemoryBufferRef Object);
};

/// The processor and attributes a run uses, and where they came from.
struct ResolvedTarget {
  std::string CPU;
  std::vector<std::string> Attrs;
  /// "-mcpu", "input (<where>)".
  std::string Source;
};

/// Chooses the target: \p CommandLineCPU (empty when -mcpu is not given)
/// wins over \p FromInput, with a warning on \p Warnings naming both when
/// they differ; the input's features are added unless -mattr sets the same
/// feature. Fails when neither names a processor, and, unless \p Force, when
/// the command line names another processor than the input (code compiled
/// for one processor is not the other's; docs/CommandGuide, -force-mcpu).
Expected<ResolvedTarget>
resolveTarget(StringRef CommandLineCPU, ArrayRef<std::string> CommandLineAttrs,
              const std::optional<InputTarget> &FromInput, StringRef Tool,
              raw_ostream &Warnings, bool Force = true);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_INPUT_INPUTTARGET_H
