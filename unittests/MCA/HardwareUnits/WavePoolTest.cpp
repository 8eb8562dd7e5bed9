//===- WavePoolTest.cpp - Tests of the compute unit's wave slots ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of WavePool: slot sizing, launch and end counts, the age
/// order of each SIMD's residents, the order-changed marks, sleep and wake,
/// and the reuse of a freed slot with fresh state.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/WavePool.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// Two SIMDs of two slots, 3 register entries per wave; vmcnt-like counter
/// 0 with cap 63, counter 1 with 300 (held at 255), the others absent.
WavePool makePool() {
  unsigned Caps[NumWaitCounters] = {63, 300};
  WavePool P;
  P.init(/*NumSIMDs=*/2, /*WavesPerSIMD=*/2, /*RegSlots=*/3, Caps);
  return P;
}

TEST(WavePool, SizesSlotsAndCounterRoom) {
  WavePool P = makePool();
  EXPECT_EQ(P.numSlots(), 4u);
  EXPECT_EQ(P.freeSlots(), 4u);
  EXPECT_EQ(P.freeSlots(1), 2u);
  EXPECT_EQ(P.simdsWithWaves(), 0u);
  for (const WaveState &W : P.slots()) {
    EXPECT_FALSE(W.Active);
    EXPECT_EQ(W.CapOps[0], 63u);
    EXPECT_EQ(W.CapOps[1], 255u); // at most 255 outstanding per counter
    EXPECT_EQ(W.CapOps[2], 0u);
    // Each wave's operations follow its counters' room: 63 + 255.
    EXPECT_EQ(W.Ops[1] - W.Ops[0], 63);
  }
  // The slots' register and operation storage do not overlap.
  EXPECT_EQ(P.slots()[1].RegReady - P.slots()[0].RegReady, 3);
  EXPECT_EQ(P.slots()[1].Ops[0] - P.slots()[0].Ops[0], 63 + 255);
}

TEST(WavePool, LaunchAndEndKeepAgeOrderAndCounts) {
  WavePool P = makePool();
  uint32_t Trace[] = {0, 1, 2};
  P.markOrderChanged();
  EXPECT_TRUE(P.takeOrderChanged(0));
  EXPECT_TRUE(P.takeOrderChanged(1));
  EXPECT_FALSE(P.takeOrderChanged(1)); // taken once
  unsigned A = P.launch(1, /*Group=*/0, 64, Trace, /*Now=*/5);
  unsigned B = P.launch(1, 0, 64, Trace, 6);
  unsigned C = P.launch(0, 1, 32, Trace, 7);
  // Ids in launch order; each wave starts blocked for its launch cycle.
  EXPECT_EQ(P.wave(A).Id, 0u);
  EXPECT_EQ(P.wave(C).Id, 2u);
  EXPECT_EQ(P.wave(B).StartCycle, 6u);
  EXPECT_EQ(P.wave(B).BlockedUntil, 7u);
  EXPECT_EQ(P.wave(C).Lanes, 32u);
  EXPECT_EQ(P.wave(A).TraceLen, 3u);
  EXPECT_EQ(P.launched(), 3u);
  EXPECT_EQ(P.resident(), 3u);
  EXPECT_EQ(P.freeSlots(1), 0u);
  EXPECT_EQ(P.freeSlots(), 1u);
  EXPECT_EQ(P.simdsWithWaves(), 3u); // both SIMDs
  ASSERT_EQ(P.residents(1).size(), 2u);
  EXPECT_EQ(P.residents(1)[0], A); // oldest first
  EXPECT_EQ(P.residents(1)[1], B);
  EXPECT_TRUE(P.takeOrderChanged(1));
  // The older wave on SIMD 1 ends: B is the oldest; SIMD 0 keeps C.
  P.retire(A);
  EXPECT_FALSE(P.wave(A).Active);
  EXPECT_EQ(P.ended(), 1u);
  EXPECT_EQ(P.endedThisCycle(), 1u);
  EXPECT_EQ(P.resident(), 2u);
  ASSERT_EQ(P.residents(1).size(), 1u);
  EXPECT_EQ(P.residents(1)[0], B);
  EXPECT_TRUE(P.takeOrderChanged(1));
  P.newCycle();
  EXPECT_EQ(P.endedThisCycle(), 0u);
  // SIMD 0 empties: its bit goes.
  P.retire(C);
  EXPECT_EQ(P.simdsWithWaves(), 2u);
  // A freed slot is reused with fresh state: a new id, its stall counts
  // and register times cleared.
  P.wave(A).StallSlots[0] = 9;
  P.wave(A).RegReady[2] = 99;
  unsigned D = P.launch(0, 2, 64, Trace, 20);
  EXPECT_EQ(D, C); // the last slot freed is the first reused
  EXPECT_EQ(P.wave(D).Id, 3u);
  unsigned E = P.launch(1, 2, 64, Trace, 20);
  EXPECT_EQ(E, A);
  EXPECT_EQ(P.wave(E).StallSlots[0], 0u);
  EXPECT_EQ(P.wave(E).RegReady[2], 0u);
}

TEST(WavePool, SleepUntilAndWake) {
  WavePool P = makePool();
  uint32_t Trace[] = {0};
  P.sleepUntil(0, 40);
  EXPECT_EQ(P.wakeCycle(0), 40u);
  P.wake(0);
  EXPECT_EQ(P.wakeCycle(0), 0u);
  // A launch onto a sleeping SIMD wakes it.
  P.sleepUntil(1, 50);
  P.launch(1, 0, 64, Trace, 3);
  EXPECT_EQ(P.wakeCycle(1), 0u);
}

} // namespace
