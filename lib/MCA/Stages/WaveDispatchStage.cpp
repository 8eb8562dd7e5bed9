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

/// Free wave slots of the group unit (CU-mode CU, else the whole unit)
/// starting at SIMD \p First.
static unsigned freeSlotsOfUnit(const ComputeUnit &CU, unsigned First) {
  unsigned F = 0;
  for (unsigned S = First; S < First + CU.Info.SIMDsPerGroupUnit; ++S)
    F += CU.Waves.freeSlots(S);
  return F;
}

unsigned WaveDispatchStage::pickGroupUnit(unsigned Waves) const {
  // The unit with the most free slots that holds the whole group; ties go
  // to the lower unit.
  unsigned Per = CU.Info.SIMDsPerGroupUnit, Best = ~0u, BestFree = 0;
  for (unsigned First = 0; First + Per <= CU.Info.NumSIMDs; First += Per) {
    unsigned F = freeSlotsOfUnit(CU, First);
    if (F >= Waves && F > BestFree) {
      Best = First;
      BestFree = F;
    }
  }
  return Best;
}

void WaveDispatchStage::launchOne(unsigned Group) {
  // The SIMD of the group's unit with the most free slots; ties go
  // round-robin.
  unsigned First = GroupFirstSIMD, N = CU.Info.SIMDsPerGroupUnit;
  unsigned Best = N, BestFree = 0;
  for (unsigned I = 0; I < N; ++I) {
    unsigned S = (RoundRobin + I) % N;
    unsigned F = CU.Waves.freeSlots(First + S);
    if (F > BestFree) {
      Best = S;
      BestFree = F;
    }
  }
  if (Best == N)
    return;
  RoundRobin = (Best + 1) % N;
  Best += First;
  unsigned Slot = CU.launch(Best, Group, CU.Info.WaveSize);
  const WaveState &W = CU.Waves.wave(Slot);
  if (CU.Bus.wants(WaveEvent::WaveStarted)) {
    WaveEvent E(WaveEvent::WaveStarted, NoInst);
    E.Cycle = CU.now();
    E.Wave = W.Id;
    E.SIMD = W.SIMD;
    E.Workgroup = Group;
    E.Lanes = W.Lanes;
    CU.Bus.emit(E);
  }
}

Error WaveDispatchStage::cycleStart() {
  unsigned LaunchedBefore = CU.Waves.launched();
  if (CU.Waves.launched() < CU.Info.TotalWaves) {
    if (CU.Info.Dispatch == WaveDispatchKind::Compute) {
      // A workgroup starts when all its waves fit and, for a multi-wave
      // group (which needs a barrier), fewer than MaxWorkgroupsPerCU such
      // groups (per CU of a WGP) are live; single-wave groups need only wave
      // slots, as in the occupancy model. Its waves launch one per cycle.
      if (!GroupWavesLeft && GroupsStarted < CU.Info.NumWorkgroups) {
        unsigned WPG = CU.Info.WavesPerWorkgroup;
        bool GroupSlotFree = true;
        if (WPG > 1) {
          GroupSlotFree = CU.Groups.liveGroups() <
                          std::max(1u, CU.Model.MaxWorkgroupsPerCU *
                                           std::max(1u, CU.Model.CUsPerWGP));
        }
        unsigned First = GroupSlotFree ? pickGroupUnit(WPG) : ~0u;
        PlacementFailed = First == ~0u;
        EndedAtFailure = CU.Waves.ended();
        if (First != ~0u) {
          GroupFirstSIMD = First;
          CurrentGroup = GroupsStarted++;
          CU.Groups.start(CurrentGroup, WPG);
          GroupWavesLeft = WPG;
        }
      }
      if (GroupWavesLeft) {
        launchOne(CurrentGroup);
        --GroupWavesLeft;
      }
    } else if (CU.now() >= NextLaunch && CU.Waves.freeSlots()) {
      // Graphics: one wave every Interval cycles (each its own group).
      unsigned G = CU.Waves.launched();
      CU.Groups.start(G, 1);
      GroupFirstSIMD = 0;
      launchOne(G);
      NextLaunch = CU.now() + Interval;
    }
  }
  if (!CU.Waves.resident() && !CU.Waves.endedThisCycle() && CU.Waves.launched() == LaunchedBefore &&
      CU.Bus.wants(WaveEvent::Starved)) {
    WaveEvent E(WaveEvent::Starved, NoInst);
    E.Cycle = CU.now();
    CU.Bus.emit(E);
  }
  return Error::success();
}
