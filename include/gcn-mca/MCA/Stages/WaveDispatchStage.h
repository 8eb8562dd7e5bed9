//===- WaveDispatchStage.h - Launch of waves --------------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveDispatchStage launches waves: compute workgroups when enough wave
/// slots are free (one wave per cycle, on the SIMD with the most free slots),
/// or graphics waves at the seed's rates (-dispatch=vertex / pixel). It
/// reports WaveStarted and Starved (a cycle with no resident
/// wave).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_STAGES_WAVEDISPATCHSTAGE_H
#define GCN_MCA_MCA_STAGES_WAVEDISPATCHSTAGE_H

#include "gcn-mca/MCA/HardwareUnits/ComputeUnit.h"
#include "llvm/MCA/Stages/Stage.h"

namespace llvm {
namespace gcnmca {

class WaveDispatchStage final : public mca::Stage {
public:
  /// \p Interval: cycles between two graphics waves (0 for compute).
  WaveDispatchStage(ComputeUnit &CU, uint64_t Interval)
      : CU(CU), Interval(Interval) {}
  bool isAvailable(const mca::InstRef &) const override { return false; }
  bool hasWorkToComplete() const override {
    return CU.Waves.launched() < CU.Info.TotalWaves;
  }
  Error execute(mca::InstRef &) override { return Error::success(); }
  Error cycleStart() override;
  /// True if cycleStart() would do nothing this cycle: waves are resident
  /// (no starvation to report) and none can launch (all launched, or no
  /// free wave slot and no workgroup being placed).
  bool idle() const {
    return CU.Waves.resident() && !GroupWavesLeft &&
           (CU.Waves.launched() >= CU.Info.TotalWaves || CU.Waves.freeSlots() == 0 ||
            (PlacementFailed && CU.Waves.ended() == EndedAtFailure));
  }

private:
  ComputeUnit &CU;
  uint64_t Interval;
  unsigned GroupsStarted = 0;
  unsigned GroupWavesLeft = 0; ///< waves of the current group to place
  unsigned CurrentGroup = 0;
  uint64_t NextLaunch = 0; ///< graphics: earliest next launch
  unsigned RoundRobin = 0;
  /// A compute workgroup could not be placed when CU.Waves.ended() was
  /// EndedAtFailure: it cannot be until a wave ends (only an end frees
  /// wave slots or a workgroup slot).
  bool PlacementFailed = false;
  unsigned EndedAtFailure = 0;
  mca::InstRef NoInst;

  void launchOne(unsigned Group);
  /// First SIMD of the group unit that can take a workgroup of \p Waves
  /// waves (the one with the most free slots), or ~0u if none can.
  unsigned pickGroupUnit(unsigned Waves) const;
  unsigned GroupFirstSIMD = 0; ///< group unit of the current workgroup
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_STAGES_WAVEDISPATCHSTAGE_H
