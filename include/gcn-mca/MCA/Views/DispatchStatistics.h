//===- DispatchStatistics.h - Dispatch stalls and group sizes ---*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// DispatchStatistics counts dispatch stall cycles per cause (RAT, RCU,
/// SCHEDQ, LQ, SQ, GROUP, USH) and how many micro opcodes were dispatched in
/// each cycle, printed as llvm-mca's -dispatch-stats view (text and JSON).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_DISPATCHSTATISTICS_H
#define GCN_MCA_MCA_VIEWS_DISPATCHSTATISTICS_H

#include "llvm/MCA/View.h"
#include <map>
#include <vector>

namespace llvm {
namespace gcnmca {

class DispatchStatistics : public mca::View {
  unsigned DispatchedThisCycle = 0;
  unsigned Cycles = 0;
  /// Stall cycles per HWStallEvent kind.
  std::vector<unsigned> Stalls;
  /// Micro opcodes dispatched in a cycle -> number of such cycles.
  std::map<unsigned, unsigned> GroupSizes;

  unsigned stalls(unsigned Kind) const { return Stalls[Kind]; }
  void printStallRows(raw_ostream &OS) const;
  void printHistogram(raw_ostream &OS) const;

public:
  DispatchStatistics();

  void onCycleEnd() override;
  void onEvent(const mca::HWInstructionEvent &Event) override;
  void onEvent(const mca::HWStallEvent &Event) override;
  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "DispatchStatistics"; }
  json::Value toJSON() const override;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_DISPATCHSTATISTICS_H
