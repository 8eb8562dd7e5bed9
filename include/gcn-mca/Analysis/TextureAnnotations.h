//===- TextureAnnotations.h - Per-instruction texture settings --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The texture format and filter of each sample instruction, from
/// annotation comments in the input (the Scrutinizer let users set them per
/// instruction):
///
/// \code
///   ; gcn-mca: texture 128bit trilinear
///   image_sample v[0:3], v[4:5], s[0:7], s[8:11] dmask:0xf
///   image_sample v[4:7], v[4:5], s[0:7], s[8:11] dmask:0xf
///   ; gcn-mca: texture default
/// \endcode
///
/// An annotation holds from the instruction after it (or the instruction on
/// its own line, for a trailing comment) to the next texture annotation or
/// the start of the next function; `default` returns to the command line's
/// -texture-format / -texture-filter. A word it does not know is a warning
/// at its place and the annotation is ignored.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_TEXTUREANNOTATIONS_H
#define GCN_MCA_ANALYSIS_TEXTUREANNOTATIONS_H

#include "gcn-mca/Target/GCNInstrClassifier.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/MC/MCInst.h"
#include <vector>

namespace llvm {
class SourceMgr;
namespace gcnmca {
class AsmInput;

class TextureAnnotations {
public:
  /// Reads the `gcn-mca: texture ...` comments of \p In (warnings through
  /// \p SM).
  static TextureAnnotations collect(const AsmInput &In, const SourceMgr &SM);

  bool empty() const { return ByLoc.empty(); }
  /// The setting in force at each of \p Insts (copies of the input's
  /// instructions, matched by source location); empty when no annotation
  /// applies to any of them.
  std::vector<GCNTextureSetting> forInstructions(ArrayRef<MCInst> Insts) const;

private:
  /// Instructions under a non-empty setting, by their source location.
  DenseMap<const char *, GCNTextureSetting> ByLoc;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_TEXTUREANNOTATIONS_H
