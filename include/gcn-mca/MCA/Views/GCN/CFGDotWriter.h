//===- CFGDotWriter.h - Control-flow graphs as Graphviz DOT -----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// `-cfg-dot=FILE`: the control-flow graphs of the analyzed regions as one
/// Graphviz digraph (`dot -Tsvg FILE -o cfg.svg`). Each region is a cluster;
/// each basic block a box labelled with its name, instruction count, cost
/// and share, filled from white (cheap) to red (the region's most costly
/// block); each loop a dashed cluster labelled with its header, depth and
/// the trip count used (and where it came from), nested like the loops;
/// branch edges are labelled `T` (taken) and `F` (fall-through), back edges
/// drawn bold.
///
/// Cost of a block: in the wave pipeline its wave-cycles (issue cycles +
/// stall cycles of its instructions, all waves: the CFG view's Issued x
/// cycles per slot + StallCyc); without wave figures (llvm-mca pipeline),
/// the instructions one wave executes in it (DynInsts).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_CFGDOTWRITER_H
#define GCN_MCA_MCA_VIEWS_GCN_CFGDOTWRITER_H

#include "gcn-mca/MCA/Views/CFGView.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
namespace gcnmca {
class RegionControlFlow;

/// One region to draw.
struct CFGDotRegion {
  std::string Name;
  const RegionControlFlow *RCF = nullptr;
  /// Per block, what the waves did (empty: no wave figures).
  std::vector<CFGView::WaveBlockStats> Stats;
  unsigned SlotCycles = 1;
};

/// Writes \p Regions as one DOT digraph to \p OS.
void writeCFGDot(raw_ostream &OS, ArrayRef<CFGDotRegion> Regions);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_CFGDOTWRITER_H
