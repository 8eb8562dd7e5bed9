//===- TimelineView.h - Per-instruction pipeline timeline -------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// TimelineView records, for the first iterations of a region, the cycle each
/// instruction was dispatched, became ready, issued, finished and retired, and
/// prints llvm-mca's timeline chart (cut at -timeline-max-cycles) and the
/// average wait times table; in JSON, the TimelineInfo list.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_TIMELINEVIEW_H
#define GCN_MCA_MCA_VIEWS_TIMELINEVIEW_H

#include "gcn-mca/MCA/Views/InstructionView.h"
#include <vector>

namespace llvm {
class formatted_raw_ostream;
namespace gcnmca {

class TimelineView : public InstructionView {
  struct Entry {
    int Dispatched = -1;
    unsigned Ready = 0;
    unsigned Issued = 0;
    unsigned Executed = 0;
    unsigned Retired = 0;
  };
  struct Waits {
    unsigned InQueue = 0;
    unsigned InQueueReady = 0;
    unsigned AfterWriteBack = 0;
  };

  unsigned Cycle = 0;
  /// Events at or after this cycle are not drawn.
  unsigned MaxCycle;
  /// The last cycle the chart shows.
  unsigned LastCycle = 0;
  std::vector<Entry> Timeline;
  /// Per source instruction, summed over the recorded iterations.
  std::vector<Waits> WaitTimes;

  void printChart(raw_ostream &OS) const;
  void printRow(formatted_raw_ostream &OS, const Entry &E) const;
  void printWaitTimes(raw_ostream &OS) const;
  void printWaitRow(formatted_raw_ostream &OS, const Waits &W, bool Total,
                    unsigned Index, unsigned Executions) const;

public:
  /// Records \p Iterations iterations and \p MaxCycles cycles (0: no limit).
  TimelineView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
               ArrayRef<MCInst> Source, unsigned Iterations,
               unsigned MaxCycles);

  void onCycleEnd() override { ++Cycle; }
  void onEvent(const mca::HWInstructionEvent &Event) override;
  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "TimelineView"; }
  json::Value toJSON() const override;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_TIMELINEVIEW_H
