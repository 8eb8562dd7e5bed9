//===- Loops.h - Natural loops and their nesting ----------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Natural loops of a ControlFlowGraph: one loop per header (a block that
/// dominates the source of an edge into it), with every block that reaches
/// a latch without passing through the header, nested by inclusion. A
/// retreating edge whose target does not dominate its source makes the graph
/// irreducible: no loops are reported then, only the offending edge.
///
/// Each loop also gets its *controlling exit*, the exiting conditional
/// branch that the trip count drives: the last (in layout order) exiting
/// block that is also a latch (bottom-tested loop), else the header
/// (top-tested loop), else the last exiting block.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_CONTROLFLOW_LOOPS_H
#define GCN_MCA_ANALYSIS_CONTROLFLOW_LOOPS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <utility>
#include <vector>

namespace llvm {
namespace gcnmca {
class ControlFlowGraph;
class DominatorTree;

struct Loop {
  unsigned Index = 0;
  unsigned Header = 0;
  /// Member blocks in layout order (the header included).
  SmallVector<unsigned, 8> Blocks;
  SmallVector<unsigned, 2> Latches;
  /// Members with a successor outside the loop (or leaving the region).
  SmallVector<unsigned, 2> ExitingBlocks;
  /// The exiting block whose branch follows the trip count, -1 if none.
  int ControllingExit = -1;
  int Parent = -1;
  SmallVector<unsigned, 2> Children;
  /// 1 for an outermost loop.
  unsigned Depth = 1;
};

class LoopNest {
public:
  LoopNest(const ControlFlowGraph &G, const DominatorTree &DT);

  /// Loops ordered outer before inner (by decreasing size, then header).
  ArrayRef<Loop> loops() const { return Loops; }
  const Loop &loop(unsigned I) const { return Loops[I]; }
  /// The innermost loop containing \p Block, -1 if none.
  int getLoopFor(unsigned Block) const { return Innermost[Block]; }
  bool contains(unsigned L, unsigned Block) const;
  /// Loop depth of \p Block (0 outside every loop).
  unsigned getDepth(unsigned Block) const {
    return Innermost[Block] < 0 ? 0 : Loops[Innermost[Block]].Depth;
  }
  /// The loop whose header is \p Block, -1 if none.
  int getLoopWithHeader(unsigned Block) const;

  bool isIrreducible() const { return IrreducibleEdge.has_value(); }
  /// A retreating edge (from, to) whose target does not dominate its source.
  std::optional<std::pair<unsigned, unsigned>> getIrreducibleEdge() const {
    return IrreducibleEdge;
  }

private:
  std::vector<Loop> Loops;
  std::vector<int> Innermost;
  std::vector<int> HeaderOf;
  std::vector<std::vector<bool>> Member;
  std::optional<std::pair<unsigned, unsigned>> IrreducibleEdge;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_CONTROLFLOW_LOOPS_H
