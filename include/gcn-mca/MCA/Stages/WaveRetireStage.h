//===- WaveRetireStage.h - Retirement and cycle accounting ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveRetireStage counts the instructions the waves issued, advances the
/// compute unit's clock at the end of each cycle and reports RunEnded once
/// the last wave has ended.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_STAGES_WAVERETIRESTAGE_H
#define GCN_MCA_MCA_STAGES_WAVERETIRESTAGE_H

#include "gcn-mca/MCA/HardwareUnits/ComputeUnit.h"
#include "llvm/MCA/Stages/Stage.h"

namespace llvm {
namespace gcnmca {

class WaveRetireStage final : public mca::Stage {
public:
  explicit WaveRetireStage(ComputeUnit &CU) : CU(CU) {}
  bool hasWorkToComplete() const override { return false; }
  /// Nothing to do per instruction (the run's counts are kept in
  /// WaveCounters): the execute stage does not call it for its own
  /// instructions.
  Error execute(mca::InstRef &) override { return Error::success(); }
  Error cycleEnd() override {
    if (CU.allDone() && !Reported)
      reportEnd();
    CU.endCycle();
    return Error::success();
  }
  /// Reports the end of a run stopped early (-max-cycles, deadlock) at the
  /// current cycle, so that the views close their accounts.
  void endEarly();

private:
  ComputeUnit &CU;
  bool Reported = false;
  /// Reports RunEnded (once, when the last wave ended).
  void reportEnd();
  mca::InstRef NoInst;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_STAGES_WAVERETIRESTAGE_H
