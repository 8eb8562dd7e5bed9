//===- Dominators.h - Dominator tree of a region's CFG ----------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Immediate dominators of the blocks of a ControlFlowGraph, computed with
/// the iterative algorithm over reverse post-order (Cooper, Harvey and
/// Kennedy, "A Simple, Fast Dominance Algorithm"). Blocks unreachable from
/// the entry have no dominator and dominate nothing.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_CONTROLFLOW_DOMINATORS_H
#define GCN_MCA_ANALYSIS_CONTROLFLOW_DOMINATORS_H

#include "llvm/ADT/ArrayRef.h"
#include <vector>

namespace llvm {
namespace gcnmca {
class ControlFlowGraph;

class DominatorTree {
public:
  explicit DominatorTree(const ControlFlowGraph &G);

  /// Immediate dominator of \p B; the entry is its own, -1 if unreachable.
  int getIDom(unsigned B) const { return IDom[B]; }
  bool isReachable(unsigned B) const { return IDom[B] >= 0; }
  /// True if every path from the entry to \p B goes through \p A
  /// (a block dominates itself).
  bool dominates(unsigned A, unsigned B) const;

private:
  std::vector<int> IDom;
  std::vector<unsigned> RPO;
  std::vector<unsigned> RPONumber;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_CONTROLFLOW_DOMINATORS_H
