//===- WaveDispatchStage.cpp - Launch of waves onto the compute unit ------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Compute and graphics wave launch.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Stages/WaveDispatchStage.h"
#include "gcn-mca/MCA/WaveEvents.h"

using namespace llvm;
using namespace llvm::gcnmca;

void WaveDispatchStage::launchOne(unsigned Group) {
  // The SIMD with the most free slots; ties go round-robin.
  unsigned N = CU.Info.NumSIMDs, Best = N, BestFree = 0;
  for (unsigned I = 0; I < N; ++I) {
    unsigned S = (RoundRobin + I) % N;
    unsigned F = CU.freeSlots(S);
    if (F > BestFree) {
      Best = S;
      BestFree = F;
    }
  }
  if (Best == N)
    return;
  RoundRobin = (Best + 1) % N;
  unsigned Slot = CU.launch(Best, Group, CU.Info.WaveSize);
  const WaveState &W = CU.Slots[Slot];
  if (!getListeners().empty()) {
    WaveEvent E(WaveEvent::WaveStarted, NoInst);
    E.Cycle = CU.Now;
    E.Wave = W.Id;
    E.SIMD = W.SIMD;
    E.Workgroup = Group;
    E.Lanes = W.Lanes;
    notifyEvent<mca::HWInstructionEvent>(E);
  }
}

Error WaveDispatchStage::cycleStart() {
  if (!Started) {
    Started = true;
    WaveEvent E(WaveEvent::RunStarted, NoInst);
    E.Run = &CU.Info;
    notifyEvent<mca::HWInstructionEvent>(E);
  }
  unsigned LaunchedBefore = CU.Launched;
  if (CU.Launched < CU.Info.TotalWaves) {
    if (CU.Info.Dispatch == WaveDispatchKind::Compute) {
      // A workgroup starts when all its waves fit and, for a multi-wave
      // group (which needs a barrier), fewer than MaxWorkgroupsPerCU such
      // groups (per CU of a WGP) are live; single-wave groups need only wave
      // slots, as in the occupancy model. Its waves launch one per cycle.
      if (!GroupWavesLeft && GroupsStarted < CU.Info.NumWorkgroups) {
        unsigned WPG = CU.Info.WavesPerWorkgroup;
        bool GroupSlotFree = true;
        if (WPG > 1) {
          unsigned LiveGroups = 0;
          for (unsigned G = 0; G < GroupsStarted; ++G)
            LiveGroups += CU.Groups[G].Ended < CU.Groups[G].NumWaves;
          GroupSlotFree =
              LiveGroups < std::max(1u, CU.Model.MaxWorkgroupsPerCU *
                                            std::max(1u, CU.Model.CUsPerWGP));
        }
        if (CU.freeSlots() >= WPG && GroupSlotFree) {
          CurrentGroup = GroupsStarted++;
          CU.Groups[CurrentGroup].NumWaves = WPG;
          GroupWavesLeft = WPG;
        }
      }
      if (GroupWavesLeft) {
        launchOne(CurrentGroup);
        --GroupWavesLeft;
      }
    } else if (CU.Now >= NextLaunch && CU.freeSlots()) {
      // Graphics: one wave every Interval cycles (each its own group).
      unsigned G = CU.Launched;
      CU.Groups[G].NumWaves = 1;
      launchOne(G);
      NextLaunch = CU.Now + Interval;
    }
  }
  if (!CU.Resident && !CU.EndedThisCycle && CU.Launched == LaunchedBefore &&
      !getListeners().empty()) {
    WaveEvent E(WaveEvent::Starved, NoInst);
    E.Cycle = CU.Now;
    notifyEvent<mca::HWInstructionEvent>(E);
  }
  return Error::success();
}
