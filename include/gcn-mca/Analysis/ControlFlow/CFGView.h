//===- CFGView.h - Report of a region's control flow ------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The `-cfg-view` report of one region: its basic blocks (instruction
/// range, source lines, loop, terminator, successors, executions and dynamic
/// instructions of one wave) and its loops (nesting, trip count used and
/// where it came from, entries, header executions), as text and JSON.
///
/// Hook for the wave pipeline: setBlockCycles() adds per-block cycles and
/// stall share columns (`Cycles`, `Stall%`; JSON `Cycles`, `StallShare`).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_CONTROLFLOW_CFGVIEW_H
#define GCN_MCA_ANALYSIS_CONTROLFLOW_CFGVIEW_H

#include "llvm/MCA/View.h"
#include "llvm/Support/SMLoc.h"
#include <vector>

namespace llvm {
class SourceMgr;
namespace gcnmca {
class RegionControlFlow;

class CFGView : public mca::View {
public:
  CFGView(const RegionControlFlow &RCF, const SourceMgr &SM)
      : RCF(RCF), SM(SM) {}

  /// Wave pipeline hook: cycles one wave spent in each block and the share
  /// of stall slots attributed to it (both indexed by block).
  void setBlockCycles(ArrayRef<uint64_t> Cycles, ArrayRef<double> StallShare) {
    BlockCycles.assign(Cycles.begin(), Cycles.end());
    BlockStallShare.assign(StallShare.begin(), StallShare.end());
  }

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "ControlFlowGraph"; }
  json::Value toJSON() const override;

private:
  unsigned lineOf(SMLoc Loc) const;
  std::string successors(unsigned Block) const;

  const RegionControlFlow &RCF;
  const SourceMgr &SM;
  std::vector<uint64_t> BlockCycles;
  std::vector<double> BlockStallShare;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_CONTROLFLOW_CFGVIEW_H
