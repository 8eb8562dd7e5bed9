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
#include "gcn-mca/MCA/Stages/WaveRetireStage.h"
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
  /// What execute() does, for wave \p W and its static instruction \p Idx
  /// (\p SI), called directly by the issue stage (which books plain ALU
  /// instructions itself with bookPlainALU() when inlinesPlainALU()).
  Error executeInst(WaveState &W, unsigned Idx, const WaveStaticInst &SI);
  /// True if plain ALU instructions may be booked with bookPlainALU()
  /// instead of executeInst(): nobody wants UnitBusy events and the retire
  /// stage is set. (The event bus must be set up.)
  bool inlinesPlainALU() const {
    return Retire && !CU.Bus.wants(WaveEvent::UnitBusy);
  }
  /// What executeInst() does for a plain ALU instruction \p SI
  /// (WaveStaticInst::PlainALU) of wave \p W issued at \p Now.
  static void bookPlainALU(ComputeUnit &CU, WaveState &W,
                           const WaveStaticInst &SI, uint64_t Now) {
    uint64_t Complete = CU.Units.bookALU(SI, W.SIMD, Now);
    CU.Counts.countBusy(SI.Unit, SI.Busy);
    setResultReady(CU, W, SI, Complete);
  }
  /// The next stage (called directly, not virtually).
  void setRetireStage(WaveRetireStage *R) { Retire = R; }

private:
  /// An ALU result of \p SI (WaveStaticInst::TracksDefs) is ready at
  /// \p Complete: the wave's last ALU operation and its defs' ready cycles.
  static void setResultReady(ComputeUnit &CU, WaveState &W,
                             const WaveStaticInst &SI, uint64_t Complete) {
    if (!SI.TracksDefs)
      return;
    W.ALUDone = std::max(W.ALUDone, Complete);
    CU.Prog.setDefsReady(SI, W.RegReady, Complete);
  }
  WaveRetireStage *Retire = nullptr;
  bool BusChecked = false, WantBusy = false, WantMem = false;
  ComputeUnit &CU;
  const GCNCustomBehaviour &CB;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_STAGES_WAVEEXECUTESTAGE_H
