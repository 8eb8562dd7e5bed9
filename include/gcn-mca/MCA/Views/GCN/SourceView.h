//===- SourceView.h - Issue and stall cycles per source line ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// SourceView (`-source-view`) sums what the waves did at each static
/// instruction per source line, the line being the one `.loc` gives the
/// instruction (clang -g output; gcn-mca/Input/AsmInput.h):
///   - Insts: static instructions of the region on the line;
///   - Issue: issue cycles (issues of all waves x cycles per issue slot);
///   - Stall: stall cycles (the stall view's counting), also by reason;
///   - Share: (Issue + Stall) / the sum over all lines;
///   - Hottest: the line's instruction with the most issue + stall cycles.
/// Instructions without a `.loc` form the row `<no .loc>`; `.loc` line 0
/// (code the compiler attributes to no line) stays line 0. The drain of
/// waves after their last iteration belongs to no line and is left out.
///
/// Inlined code: a row is the line *inside the callee* (what `.loc` says).
/// The call lines come from clang's verbose `.loc` comment (`@[ k.cl:9:10
/// ]`); the "Inlined call sites" table charges each call line with the
/// cost of all code inlined there (inclusive, at every nesting level).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_SOURCEVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_SOURCEVIEW_H

#include "gcn-mca/MCA/Views/GCN/GCNWaveViewBase.h"
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {
struct AsmSourceLoc;

class SourceView : public GCNWaveViewBase {
public:
  /// \p Locs: per static instruction of \p Source, its `.loc` (or null).
  SourceView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
             ArrayRef<MCInst> Source, std::vector<const AsmSourceLoc *> Locs);

  void onIssue(const Issue &E) override;
  void onWaveStall(const WaveStall &E) override;

  /// One source line's figures (cycles summed over every wave).
  struct LineStats {
    std::string File; ///< empty: instructions without a `.loc`
    unsigned Line = 0;
    unsigned Instructions = 0;
    uint64_t IssueCycles = 0;
    uint64_t StallCycles = 0;
    uint64_t StallByReason[NumWaveStallReasons] = {};
    int Hottest = -1; ///< static index, -1 if none issued or stalled
    uint64_t HottestCycles = 0;
    /// Distinct innermost call sites of the line's inlined instructions.
    std::vector<std::string> InlinedAt;
    uint64_t cycles() const { return IssueCycles + StallCycles; }
    std::string name() const;
  };
  /// Code inlined at one call line, inclusive.
  struct CallSiteStats {
    std::string Site; ///< file:line
    unsigned Instructions = 0;
    uint64_t Cycles = 0;
  };
  /// Lines in file order (first appearance), then line number.
  std::vector<LineStats> computeLines() const;
  std::vector<CallSiteStats> computeCallSites() const;
  /// Issue + stall cycles of static instruction \p Idx.
  uint64_t instCycles(unsigned Idx) const;

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "SourceView"; }
  json::Value toJSON() const override;

private:
  struct InstCounts {
    uint64_t Issued = 0;
    uint64_t StallSlots[NumWaveStallReasons] = {};
  };
  std::vector<const AsmSourceLoc *> Locs;
  std::vector<InstCounts> Counts;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_SOURCEVIEW_H
