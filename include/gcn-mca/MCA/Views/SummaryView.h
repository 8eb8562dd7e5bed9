//===- SummaryView.h - Iterations, cycles, IPC, throughput ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// SummaryView prints the header of a region's report (iterations,
/// instructions, total cycles and uOps, dispatch width, uOps per cycle, IPC
/// and block reciprocal throughput) in llvm-mca's "SummaryView" format, text
/// and JSON.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_SUMMARYVIEW_H
#define GCN_MCA_MCA_VIEWS_SUMMARYVIEW_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MCA/View.h"

namespace llvm {
namespace gcnmca {

class SummaryView : public mca::View {
  const MCSchedModel &SM;
  ArrayRef<MCInst> Source;
  unsigned DispatchWidth;
  unsigned LastDispatchedIdx = 0;
  unsigned Cycles = 0;
  /// Micro opcodes of one iteration (counted on iteration 0 retirements).
  unsigned IterationMicroOps = 0;
  /// Resource cycles of one iteration, indexed by processor resource ID.
  SmallVector<unsigned, 16> ResourceCycles;
  /// Maps a resource-state index (highest bit of a resource mask) back to the
  /// processor resource ID.
  SmallVector<unsigned, 16> StateIndexToResourceID;

  struct Figures {
    unsigned Iterations;
    unsigned Instructions;
    unsigned TotalCycles;
    unsigned DispatchWidth;
    unsigned TotaluOps;
    double UOpsPerCycle;
    double IPC;
    double BlockRThroughput;
  };
  Figures compute() const;

public:
  /// \p Width is the dispatch width from the command line, 0 for the model's
  /// issue width.
  SummaryView(const MCSchedModel &SM, ArrayRef<MCInst> Source, unsigned Width);

  void onCycleEnd() override { ++Cycles; }
  void onEvent(const mca::HWInstructionEvent &Event) override;
  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "SummaryView"; }
  json::Value toJSON() const override;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_SUMMARYVIEW_H
