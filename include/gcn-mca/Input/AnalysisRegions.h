//===- AnalysisRegions.h - LLVM-MCA-BEGIN/END regions -----------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The set of analysis regions of one input file, built from
/// `LLVM-MCA-BEGIN [name]` / `LLVM-MCA-END [name]` markers with exactly the
/// rules of llvm-mca 22 (default region, names, nesting, overlapping named
/// regions and the same error cases), except that each marker is honoured
/// once even if the lexer reports the same comment twice (the AMDGPU parser
/// looks ahead past the end of a line and re-lexes the comment after it).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_INPUT_ANALYSISREGIONS_H
#define GCN_MCA_INPUT_ANALYSISREGIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/SMLoc.h"
#include "llvm/Support/SourceMgr.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

/// One region of code to analyze: a name, a source range and the
/// instructions whose location falls in the range, in source order.
class AnalysisRegion {
  std::string Name;
  SMLoc Start;
  SMLoc End;
  std::vector<MCInst> Instructions;

public:
  AnalysisRegion(StringRef Name, SMLoc Start)
      : Name(Name.str()), Start(Start) {}

  StringRef getName() const { return Name; }
  SMLoc startLoc() const { return Start; }
  SMLoc endLoc() const { return End; }
  void setEndLocation(SMLoc Loc) { End = Loc; }
  /// True for the implicit region made when the input has no marker.
  bool isDefault() const { return !Start.isValid() && !End.isValid(); }

  bool isLocInRange(SMLoc Loc) const;
  void addInstruction(const MCInst &Inst) { Instructions.push_back(Inst); }
  /// Makes room for \p N more instructions.
  void reserveMore(size_t N) { Instructions.reserve(Instructions.size() + N); }
  ArrayRef<MCInst> getInstructions() const { return Instructions; }
  /// Moves the instructions to \p To (their storage, so references into
  /// them stay valid), leaving this region empty.
  void moveInstructionsTo(AnalysisRegion &To) {
    To.Instructions = std::move(Instructions);
    Instructions.clear();
  }
  bool empty() const { return Instructions.empty(); }
  /// Removes the instructions in \p Dropped (compared by address) and
  /// returns what is left.
  ArrayRef<MCInst> dropInstructions(const DenseSet<const MCInst *> &Dropped);
  /// Moves instruction \p From to just before instruction \p To (From < To
  /// <= size; the ones between move up by one). Returns false, changing
  /// nothing, when the indices are out of range.
  bool moveInstructionLater(unsigned From, unsigned To);
};

/// The regions of one input, in the order their BEGIN markers appear.
class AnalysisRegions {
  SourceMgr &SM;
  /// Mutable: the implicit region's instructions are copied in on the first
  /// read of the regions (see addInstructions).
  mutable std::vector<std::unique_ptr<AnalysisRegion>> Regions;
  /// Instructions given to addInstructions() while the implicit region was
  /// the only one, not copied into it yet. Per-kernel regions usually
  /// replace the implicit region (setRegions) before anyone reads it, which
  /// then saves a copy of every instruction of the input. (The first read
  /// fills the region: it must not race with another read; the driver reads
  /// the regions on its main thread before any worker sees them.)
  mutable ArrayRef<MCInst> Deferred;
  /// Copies the deferred instructions into the implicit region.
  void fillDeferred() const;
  StringMap<unsigned> Active;
  DenseSet<const char *> SeenMarkers;
  bool FoundErrors = false;
  bool SawMarker = false;

public:
  explicit AnalysisRegions(SourceMgr &SM);

  /// Handles one comment; recognises the two markers and ignores the rest.
  void handleComment(SMLoc Loc, StringRef Text);
  void beginRegion(StringRef Name, SMLoc Loc);
  void endRegion(StringRef Name, SMLoc Loc);
  void addInstruction(const MCInst &Inst);
  /// addInstruction() for each of \p Insts, in order. With no marker
  /// region, the copy into the implicit region is made when the regions are
  /// first read (\p Insts must stay in place until then) and not at all if
  /// setRegions() replaces them first.
  void addInstructions(ArrayRef<MCInst> Insts);

  bool isValid() const { return !FoundErrors; }
  bool hasMarkers() const { return SawMarker; }
  bool empty() const;
  size_t size() const { return Regions.size(); }

  using const_iterator =
      std::vector<std::unique_ptr<AnalysisRegion>>::const_iterator;
  const_iterator begin() const {
    fillDeferred();
    return Regions.begin();
  }
  const_iterator end() const { return Regions.end(); }
  ArrayRef<std::unique_ptr<AnalysisRegion>> regions() const {
    fillDeferred();
    return Regions;
  }
  /// Replaces the regions wholesale (used for per-kernel regions).
  void setRegions(std::vector<std::unique_ptr<AnalysisRegion>> NewRegions) {
    Deferred = {};
    Regions = std::move(NewRegions);
  }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_INPUT_ANALYSISREGIONS_H
