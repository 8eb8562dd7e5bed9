//===- RetireControlUnitStatistics.h - Retire histogram ---------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// RetireControlUnitStatistics prints llvm-mca's -retire-stats view: how many
/// cycles retired N instructions, and the maximum / average number of
/// reorder-buffer entries in use. Text only, like llvm-mca.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_RETIRECONTROLUNITSTATISTICS_H
#define GCN_MCA_MCA_VIEWS_RETIRECONTROLUNITSTATISTICS_H

#include "llvm/MCA/View.h"
#include <map>

namespace llvm {
struct MCSchedModel;
namespace gcnmca {

class RetireControlUnitStatistics : public mca::View {
  unsigned ROBSize = 0;
  unsigned RetiredThisCycle = 0;
  unsigned Cycles = 0;
  unsigned EntriesInUse = 0;
  unsigned MaxEntriesInUse = 0;
  uint64_t SumEntriesInUse = 0;
  /// Instructions retired in a cycle -> number of such cycles.
  std::map<unsigned, unsigned> RetireHistogram;

public:
  explicit RetireControlUnitStatistics(const MCSchedModel &SM);

  void onCycleEnd() override;
  void onEvent(const mca::HWInstructionEvent &Event) override;
  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override {
    return "RetireControlUnitStatistics";
  }
  bool isSerializable() const override { return false; }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_RETIRECONTROLUNITSTATISTICS_H
