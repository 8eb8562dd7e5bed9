//===- WavePool.cpp - The compute unit's wave slots -----------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The wave slots' storage, and the launch and end of a wave.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/WavePool.h"
#include <algorithm>
#include <cassert>

using namespace llvm;
using namespace llvm::gcnmca;

void WavePool::init(unsigned NumSIMDs, unsigned WavesPerSIMD_,
                    unsigned RegSlots_, ArrayRef<unsigned> CounterCaps) {
  assert(NumSIMDs <= 64 && "the SIMD masks hold 64 SIMDs");
  assert(CounterCaps.size() == NumWaitCounters && "one cap per counter");
  WavesPerSIMD = WavesPerSIMD_;
  RegSlots = RegSlots_;
  unsigned NumSlots = NumSIMDs * WavesPerSIMD;
  Slots.assign(NumSlots, WaveState());
  SIMDWaves.assign(NumSIMDs, {});
  for (auto &V : SIMDWaves)
    V.reserve(WavesPerSIMD);
  SIMDWake.assign(NumSIMDs, 0);
  SIMDsWithWaves = SIMDOrderChanged = 0;
  Resident = Launched = Ended = EndedThisCycle = 0;

  RegPool.assign(size_t(NumSlots) * RegSlots, 0);
  unsigned OpsPerWave = 0;
  for (unsigned Cap : CounterCaps)
    OpsPerWave += std::min(255u, Cap);
  OpPool.assign(size_t(NumSlots) * std::max(1u, OpsPerWave), OutstandingOp());
  for (unsigned S = 0; S < NumSlots; ++S) {
    WaveState &W = Slots[S];
    W.RegReady = RegPool.data() + size_t(S) * RegSlots;
    OutstandingOp *Base = OpPool.data() + size_t(S) * OpsPerWave;
    for (unsigned C = 0; C < NumWaitCounters; ++C) {
      unsigned Cap = std::min(255u, CounterCaps[C]);
      W.Ops[C] = Base;
      W.CapOps[C] = uint8_t(Cap);
      Base += Cap;
    }
  }
  FreeList.clear();
  FreeList.reserve(NumSlots);
  for (unsigned S = NumSlots; S-- > 0;)
    FreeList.push_back(S);
}

unsigned WavePool::launch(unsigned SIMD, unsigned Group, unsigned Lanes,
                          ArrayRef<uint32_t> Trace, uint64_t Now) {
  assert(freeSlots(SIMD) && !FreeList.empty() && "no free wave slot");
  unsigned S = FreeList.back();
  FreeList.pop_back();
  WaveState &W = Slots[S];
  W.Active = true;
  W.Id = Launched++;
  W.SIMD = SIMD;
  W.Workgroup = Group;
  W.Lanes = Lanes;
  W.StartCycle = Now;
  W.Trace = Trace.data();
  W.TraceLen = uint32_t(Trace.size());
  W.setPC(0);
  W.DepReady = 0;
  W.DepExact = true;
  W.Iteration = 0;
  W.BlockedUntil = Now + 1; // launch takes the cycle
  W.BlockReason = WaveStallReason::OTHER;
  W.Priority = 0;
  W.AtBarrier = false;
  W.BarriersPassed = 0;
  W.ALUDone = 0;
  std::fill(std::begin(W.IssuedByUnit), std::end(W.IssuedByUnit), 0);
  std::fill(std::begin(W.StallSlots), std::end(W.StallSlots), 0);
  std::fill(W.RegReady, W.RegReady + RegSlots, 0);
  for (unsigned C = 0; C < NumWaitCounters; ++C) {
    W.NumOps[C] = 0;
    W.LastInOrder[C] = 0;
  }
  W.Outstanding = 0;
  SIMDWaves[SIMD].push_back(S);
  SIMDWake[SIMD] = 0;
  SIMDsWithWaves |= uint64_t(1) << SIMD;
  SIMDOrderChanged |= uint64_t(1) << SIMD;
  ++Resident;
  return S;
}

void WavePool::retire(unsigned S) {
  WaveState &W = Slots[S];
  assert(W.Active && "retiring a free slot");
  W.Active = false;
  auto &V = SIMDWaves[W.SIMD];
  V.erase(std::find(V.begin(), V.end(), S));
  if (V.empty())
    SIMDsWithWaves &= ~(uint64_t(1) << W.SIMD);
  SIMDOrderChanged |= uint64_t(1) << W.SIMD;
  FreeList.push_back(S);
  --Resident;
  ++Ended;
  ++EndedThisCycle;
}
