//===- ComputeUnit.h - State of the simulated compute unit ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// ComputeUnit is what the wave pipeline's stages share: the static program,
/// the processor model, the run's static facts (WaveRunInfo), and the units
/// that own their state - the wave slots (WavePool), the workgroups'
/// barriers (WorkgroupBarriers), the execution units, the slot schedule -
/// with the one clock (now(), advanced only by endCycle() and skipTo()).
/// All storage is sized once in the constructor.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_COMPUTEUNIT_H
#define GCN_MCA_MCA_HARDWAREUNITS_COMPUTEUNIT_H

#include "gcn-mca/MCA/HardwareUnits/ExecutionUnits.h"
#include "gcn-mca/MCA/HardwareUnits/SlotSchedule.h"
#include "gcn-mca/MCA/HardwareUnits/WaveProgram.h"
#include "gcn-mca/MCA/HardwareUnits/WavePool.h"
#include "gcn-mca/MCA/HardwareUnits/WaveState.h"
#include "gcn-mca/MCA/HardwareUnits/WorkgroupBarriers.h"
#include "gcn-mca/MCA/WaveCounters.h"
#include "gcn-mca/MCA/WaveEventBus.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/ADT/ArrayRef.h"
#include <vector>

namespace llvm {
namespace mca {
class Instruction;
}
namespace gcnmca {

class ComputeUnit {
public:
  ComputeUnit(const GCNProcessorModel &Model, const WaveProgram &Prog,
              const WaveRunInfo &Info, const ExecutionUnits::Config &UC,
              ArrayRef<mca::Instruction *> Lowered);

  const GCNProcessorModel &Model;
  const WaveProgram &Prog;
  WaveRunInfo Info;
  ExecutionUnits Units;
  /// The region's lowered instructions (for the InstRefs of events), or
  /// empty.
  std::vector<mca::Instruction *> Lowered;

  /// The wave slots, the residents of each SIMD, when SIMDs wake.
  WavePool Waves;
  /// The workgroups: their waves, ends and barriers.
  WorkgroupBarriers Groups;

  /// Who receives which event (set up when the run starts).
  WaveEventBus Bus;
  /// The run's issue, stall and unit totals.
  WaveCounters Counts;
  uint64_t LastProgress = 0;
  bool AnyPriority = false; ///< some wave used s_setprio
  /// The wave slot whose instruction is passing down the stages.
  unsigned IssuingSlot = 0;

  /// The one clock: the current cycle (from 0).
  uint64_t now() const { return Now; }
  /// The cycle ends: the next one starts, with no wave ended in it yet.
  void endCycle() {
    ++Now;
    Waves.newCycle();
  }
  /// Skips ahead to cycle \p To (> now()), in which nothing ended yet.
  void skipTo(uint64_t To) {
    assert(To > Now && "the clock only moves forward");
    Now = To;
  }

  /// Puts a new wave of workgroup \p Group on \p SIMD; returns its slot.
  unsigned launch(unsigned SIMD, unsigned Group, unsigned Lanes);
  /// Ends the wave in \p Slot (and, with its last wave, its workgroup).
  void retire(unsigned Slot);
  bool allDone() const { return Waves.ended() == Info.TotalWaves; }
  /// When SIMDs get issue slots (see SlotSchedule).
  SlotSchedule Schedule;
  uint64_t slotsIn(unsigned SIMD, uint64_t From, uint64_t To) const {
    return Schedule.slotsIn(SIMD, From, To);
  }
  uint64_t nextSlot(unsigned SIMD, uint64_t From) const {
    return Schedule.nextSlot(SIMD, From);
  }
  mca::Instruction *lowered(unsigned Idx) const {
    return Idx < Lowered.size() ? Lowered[Idx] : nullptr;
  }
  /// Static index of the instruction wave \p W is at (the last instruction
  /// of the trace when it is past the end of its last iteration).
  unsigned currentInst(const WaveState &W) const { return W.Cur; }
  bool atImplicitEnd(const WaveState &W) const { return W.AtEnd; }

private:
  uint64_t Now = 0;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_COMPUTEUNIT_H
