//===- ComputeUnit.h - State of the simulated compute unit ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// ComputeUnit is the state the wave pipeline's stages share: the static
/// program, the processor model, the run's static facts (WaveRunInfo), the
/// wave slots (WaveState) with their register and counter pools, the
/// residents of each SIMD in age order, the workgroups' barrier state and the
/// execution units. All storage is sized once in the constructor.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_COMPUTEUNIT_H
#define GCN_MCA_MCA_HARDWAREUNITS_COMPUTEUNIT_H

#include "gcn-mca/MCA/HardwareUnits/ExecutionUnits.h"
#include "gcn-mca/MCA/HardwareUnits/SlotSchedule.h"
#include "gcn-mca/MCA/HardwareUnits/WaveProgram.h"
#include "gcn-mca/MCA/HardwareUnits/WaveState.h"
#include "gcn-mca/MCA/WaveCounters.h"
#include "gcn-mca/MCA/WaveEventBus.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "gcn-mca/MCA/HardwareUnits/WorkgroupBarriers.h"
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

  std::vector<WaveState> Slots;
  /// Resident wave slots of each SIMD, oldest first.
  std::vector<std::vector<unsigned>> SIMDWaves;
  /// Per SIMD: before this cycle, none of its waves can change what it does
  /// in a slot (each waits on time alone: WaveIssueStage puts a SIMD to sleep
  /// after a slot in which nothing issued and every stall had a known end).
  /// A launch onto the SIMD wakes it.
  std::vector<uint64_t> SIMDWake;
  /// Bit S set: SIMD S has resident waves (at most 64 SIMDs,
  /// WavePipeline::MaxSIMDs).
  uint64_t SIMDsWithWaves = 0;
  /// Bit S set: a wave was launched onto or removed from SIMD S since the
  /// issue stage last looked (its arbitration order changed).
  uint64_t SIMDOrderChanged = 0;
  /// The workgroups: their waves, ends and barriers.
  WorkgroupBarriers Groups;

  /// Who receives which event (set up when the run starts).
  WaveEventBus Bus;
  /// The run's issue, stall and unit totals.
  WaveCounters Counts;
  uint64_t Now = 0; ///< current cycle
  unsigned Resident = 0;
  unsigned Launched = 0;
  unsigned Ended = 0;
  unsigned EndedThisCycle = 0;
  uint64_t LastProgress = 0;
  bool AnyPriority = false; ///< some wave used s_setprio
  /// The wave slot whose instruction is passing down the stages.
  unsigned IssuingSlot = 0;

  /// Puts a new wave on \p SIMD; returns its slot.
  unsigned launch(unsigned SIMD, unsigned Group, unsigned Lanes);
  /// Removes the wave in \p Slot.
  void retire(unsigned Slot);
  unsigned freeSlots(unsigned SIMD) const {
    return Info.WavesPerSIMD - SIMDWaves[SIMD].size();
  }
  unsigned freeSlots() const { return Info.getWaveSlots() - Resident; }
  bool allDone() const { return Ended == Info.TotalWaves; }
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
  std::vector<uint64_t> RegPool;
  std::vector<OutstandingOp> OpPool;
  std::vector<unsigned> FreeList;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_COMPUTEUNIT_H
