//===- WaveExecuteStage.h - Execution units ---------------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveExecuteStage receives each issued instruction from the issue stage,
/// books its execution unit (ExecutionUnits, rates from the TableGen
/// description), records when its result is ready (register ready cycles,
/// wait counters through GCNCustomBehaviour) and reports UnitBusy.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_STAGES_WAVEEXECUTESTAGE_H
#define GCN_MCA_MCA_STAGES_WAVEEXECUTESTAGE_H

#include "gcn-mca/MCA/GCNCustomBehaviour.h"
#include "gcn-mca/MCA/HardwareUnits/ComputeUnit.h"
#include "llvm/MCA/Stages/Stage.h"

namespace llvm {
namespace gcnmca {

class WaveRetireStage;

class WaveExecuteStage final : public mca::Stage {
public:
  WaveExecuteStage(ComputeUnit &CU, const GCNCustomBehaviour &CB)
      : CU(CU), CB(CB) {}
  bool hasWorkToComplete() const override { return false; }
  /// Executes the instruction the issue stage selected for the wave in
  /// ComputeUnit::IssuingSlot.
  Error execute(mca::InstRef &IR) override;
  /// The next stage (called directly, not virtually).
  void setRetireStage(WaveRetireStage *R) { Retire = R; }

private:
  WaveRetireStage *Retire = nullptr;
  bool BusChecked = false, WantBusy = false, WantMem = false;
  ComputeUnit &CU;
  const GCNCustomBehaviour &CB;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_STAGES_WAVEEXECUTESTAGE_H
