//===- SchedulerStatistics.h - Issue histogram and buffer usage -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// SchedulerStatistics prints llvm-mca's -scheduler-stats view: how many
/// cycles issued N micro opcodes, and the average / maximum occupancy of every
/// buffered processor resource (scheduler queues, load and store queues).
/// Text only, like llvm-mca.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_SCHEDULERSTATISTICS_H
#define GCN_MCA_MCA_VIEWS_SCHEDULERSTATISTICS_H

#include "llvm/MCA/View.h"
#include <map>
#include <vector>

namespace llvm {
struct MCSchedModel;
class MCSubtargetInfo;
namespace gcnmca {

class SchedulerStatistics : public mca::View {
  const MCSchedModel &SM;
  unsigned LoadQueueID = 0;
  unsigned StoreQueueID = 0;
  unsigned IssuedThisCycle = 0;
  unsigned Cycles = 0;
  unsigned LastLoadDispatched = ~0U;
  unsigned LastStoreDispatched = ~0U;

  struct Occupancy {
    unsigned InUse = 0;
    unsigned Max = 0;
    uint64_t Sum = 0;
  };
  /// One entry per processor resource ID.
  std::vector<Occupancy> Buffers;
  /// Micro opcodes issued in a cycle -> number of such cycles.
  std::map<unsigned, unsigned> IssueHistogram;

  void printIssueHistogram(raw_ostream &OS) const;
  void printBufferUsage(raw_ostream &OS) const;

public:
  explicit SchedulerStatistics(const MCSubtargetInfo &STI);

  void onCycleEnd() override;
  void onEvent(const mca::HWInstructionEvent &Event) override;
  void onReservedBuffers(const mca::InstRef &IR,
                         ArrayRef<unsigned> Buffers) override;
  void onReleasedBuffers(const mca::InstRef &IR,
                         ArrayRef<unsigned> Buffers) override;
  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "SchedulerStatistics"; }
  bool isSerializable() const override { return false; }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_SCHEDULERSTATISTICS_H
