//===- HardwareUnitsTest.cpp - Tests of the wave pipeline's units ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of FifoUnit, ExecutionUnits, WorkgroupBarriers, the wait
/// counters of WaveState and GCNCustomBehaviour's wait/throttle rules, with
/// hand-derived numbers.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/TargetSetup.h"
#include "gcn-mca/MCA/GCNCustomBehaviour.h"
#include "gcn-mca/MCA/HardwareUnits/ExecutionUnits.h"
#include "gcn-mca/MCA/HardwareUnits/SlotSchedule.h"
#include "gcn-mca/MCA/HardwareUnits/WaveState.h"
#include "gcn-mca/MCA/HardwareUnits/WorkgroupBarriers.h"
#include "llvm/MCA/SourceMgr.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

TEST(FifoUnit, ServesInOrderAndBoundsDepth) {
  FifoUnit F;
  F.init(2);
  // Two 10-cycle operations queued at cycle 0: served 0..10 and 10..20.
  EXPECT_TRUE(F.canAccept(0));
  EXPECT_EQ(F.push(0, 10), 0u);
  EXPECT_TRUE(F.canAccept(0));
  EXPECT_EQ(F.push(0, 10), 10u);
  // Depth 2 reached until the first leaves at 10.
  EXPECT_FALSE(F.canAccept(9));
  EXPECT_TRUE(F.canAccept(10));
  EXPECT_EQ(F.push(10, 5), 20u);
  EXPECT_EQ(F.lastEnd(), 25u);
}

TEST(FifoUnit, UnboundedNeverRefuses) {
  FifoUnit F;
  F.init(0);
  for (unsigned I = 0; I < 100; ++I) {
    EXPECT_TRUE(F.canAccept(0));
    EXPECT_EQ(F.push(0, 4), 4u * I);
  }
}

TEST(ExecutionUnits, VALUPerSIMDAndSharedVMEM) {
  ExecutionUnits U;
  ExecutionUnits::Config C;
  C.NumSIMDs = 4;
  U.init(C);
  WaveStaticInst V;
  V.Unit = GCNExecUnit::VALU;
  V.Busy = 4;
  V.Latency = 4;
  // SIMD 0's VALU busy 0..4; SIMD 1's is free.
  UnitBooking B = U.book(V, 0, 0);
  EXPECT_EQ(B.Complete, 4u);
  EXPECT_FALSE(U.canAccept(V, 0, 3));
  EXPECT_TRUE(U.canAccept(V, 1, 3));
  EXPECT_TRUE(U.canAccept(V, 0, 4));
  // VMEM: one path per CU; 16 busy + 100 latency.
  WaveStaticInst M;
  M.Unit = GCNExecUnit::VMEM;
  M.Busy = 16;
  M.Latency = 100;
  EXPECT_EQ(U.book(M, 0, 0).Complete, 116u);
  EXPECT_EQ(U.book(M, 3, 1).Complete, 132u); // queued behind the first
  // LDS per SIMD pair: SIMDs 0/1 share, 2 has its own.
  WaveStaticInst L;
  L.Unit = GCNExecUnit::LDS;
  L.Busy = 4;
  L.Latency = 10;
  EXPECT_EQ(U.book(L, 0, 0).Complete, 14u);
  EXPECT_EQ(U.book(L, 1, 0).Complete, 18u);
  EXPECT_EQ(U.book(L, 2, 0).Complete, 14u);
  unsigned Counts[NumGCNExecUnits];
  U.getUnitCounts(Counts);
  EXPECT_EQ(Counts[unsigned(GCNExecUnit::VALU)], 4u);
  EXPECT_EQ(Counts[unsigned(GCNExecUnit::LDS)], 2u);
}

TEST(ExecutionUnits, OneSALUBesideTheVALUs) {
  // The VALU of each SIMD and the CU's one SALU are booked apart, through
  // book() or the inline bookALU(), and valuFree() sees only the VALU.
  ExecutionUnits U;
  ExecutionUnits::Config C;
  C.NumSIMDs = 4;
  U.init(C);
  WaveStaticInst V, S;
  V.Unit = GCNExecUnit::VALU;
  V.Busy = 4;
  V.Latency = 8;
  S.Unit = GCNExecUnit::SALU;
  S.Busy = 1;
  S.Latency = 2;
  EXPECT_EQ(U.bookALU(V, 3, 10), 18u);
  EXPECT_EQ(U.valuFree(3), 14u);
  // The SALU is free: it is shared by the SIMDs, not SIMD 3's VALU.
  EXPECT_TRUE(U.canAccept(S, 3, 10));
  EXPECT_EQ(U.bookALU(S, 3, 10), 12u);
  EXPECT_EQ(U.valuFree(3), 14u);
  // Busy for every SIMD until 11, whoever booked it.
  EXPECT_FALSE(U.canAccept(S, 0, 10));
  EXPECT_TRUE(U.canAccept(S, 0, 11));
  EXPECT_EQ(U.book(S, 1, 11).Complete, 13u);
  EXPECT_FALSE(U.canAccept(S, 2, 11));
  // The other VALUs are untouched; SIMD 3's frees at 14.
  for (unsigned SIMD = 0; SIMD < 3; ++SIMD) {
    EXPECT_EQ(U.valuFree(SIMD), 0u);
    EXPECT_TRUE(U.canAccept(V, SIMD, 0));
  }
  EXPECT_FALSE(U.canAccept(V, 3, 13));
  EXPECT_TRUE(U.canAccept(V, 3, 14));
  EXPECT_EQ(U.lastBusy(), 14u);
}

TEST(ExecutionUnits, MatrixFreesTheVALUPortEarly) {
  ExecutionUnits U;
  U.init(ExecutionUnits::Config());
  WaveStaticInst X;
  X.Unit = GCNExecUnit::Matrix;
  X.Busy = 64;
  X.PortBusy = 4;
  X.Latency = 64;
  U.book(X, 0, 0);
  WaveStaticInst V;
  V.Unit = GCNExecUnit::VALU;
  V.Busy = 4;
  EXPECT_FALSE(U.canAccept(V, 0, 3));
  EXPECT_TRUE(U.canAccept(V, 0, 4));   // VALU co-executes with the MFMA
  EXPECT_FALSE(U.canAccept(X, 0, 63)); // the matrix core is still busy
  EXPECT_TRUE(U.canAccept(X, 0, 64));
}

namespace {
struct WaveFixture : public ::testing::Test {
  OutstandingOp Pool[NumWaitCounters][64];
  WaveState W;
  void SetUp() override {
    for (unsigned C = 0; C < NumWaitCounters; ++C) {
      W.Ops[C] = Pool[C];
      W.CapOps[C] = 0;
    }
    W.CapOps[unsigned(WaitCounter::VmCnt)] = 63;
    W.CapOps[unsigned(WaitCounter::LgkmCnt)] = 15;
  }
};
} // namespace

TEST_F(WaveFixture, VMEMReturnsInOrder) {
  // A slow load then a fast one: the fast one cannot drop vmcnt first.
  EXPECT_EQ(W.push(WaitCounter::VmCnt, 500, 0, false), 500u);
  EXPECT_EQ(W.push(WaitCounter::VmCnt, 100, 1, false), 500u);
  EXPECT_EQ(W.count(WaitCounter::VmCnt, 499), 2u);
  EXPECT_EQ(W.count(WaitCounter::VmCnt, 500), 0u);
}

TEST_F(WaveFixture, SMEMReturnsOutOfOrder) {
  W.push(WaitCounter::LgkmCnt, 500, 0, true);  // SMEM, slow
  W.push(WaitCounter::LgkmCnt, 100, 1, false); // LDS, fast
  EXPECT_EQ(W.count(WaitCounter::LgkmCnt, 100), 1u);
}

TEST_F(WaveFixture, OutstandingMaskFollowsTheOperations) {
  const WaitCounterMask Vm = counterBit(WaitCounter::VmCnt);
  const WaitCounterMask Lgkm = counterBit(WaitCounter::LgkmCnt);
  EXPECT_EQ(W.Outstanding, 0u);
  W.push(WaitCounter::VmCnt, 300, 0, false);
  W.push(WaitCounter::LgkmCnt, 100, 1, true);
  EXPECT_EQ(W.Outstanding, WaitCounterMask(Vm | Lgkm));
  EXPECT_EQ(W.lastCompletion(), 300u);
  // lgkmcnt drains at 100: its bit goes, vmcnt's stays.
  EXPECT_EQ(W.count(WaitCounter::LgkmCnt, 100), 0u);
  EXPECT_EQ(W.Outstanding, Vm);
  EXPECT_EQ(W.count(WaitCounter::VmCnt, 299), 1u);
  EXPECT_EQ(W.Outstanding, Vm);
  EXPECT_EQ(W.count(WaitCounter::VmCnt, 300), 0u);
  EXPECT_EQ(W.Outstanding, 0u);
  EXPECT_EQ(W.lastCompletion(), 0u);
  // A counter the wave does not track (capacity 0) never gets a bit.
  W.push(WaitCounter::ExpCnt, 50, 2, false);
  EXPECT_EQ(W.Outstanding, 0u);
}

TEST(GCNCustomBehaviour, WaitsAndThrottles) {
  initializeAMDGPUTarget();
  TargetSetup TS;
  ASSERT_FALSE(bool(TS.init("amdgcn-amd-amdhsa", "gfx900")));
  Expected<GCNProcessorModel> M = GCNProcessorModel::get("gfx900");
  ASSERT_TRUE(bool(M));
  mca::CircularSourceMgr SM(ArrayRef<std::unique_ptr<mca::Instruction>>(), 1);
  GCNCustomBehaviour CB(*TS.STI, SM, *TS.MCII, *M);

  std::vector<OutstandingOp> Pool(NumWaitCounters * 64);
  WaveState W;
  for (unsigned C = 0; C < NumWaitCounters; ++C) {
    W.Ops[C] = Pool.data() + C * 64;
    W.CapOps[C] = uint8_t(std::min(64u, M->CounterMax[C]));
  }
  WaveStaticInst Load;
  Load.Counters = counterBit(WaitCounter::VmCnt);
  // Two loads (static 3 and 4) completing at 100 and 200.
  CB.countIssue(W, Load, 3, 100);
  CB.countIssue(W, Load, 4, 200);
  WaitcntLimits L = WaitcntLimits::noWait(*M);
  L.set(WaitCounter::VmCnt, 1);
  SmallVector<unsigned, 4> On;
  WaitCounterMask Ctr = 0;
  // vmcnt(1) at cycle 50 needs the older load (in order): instruction 3.
  EXPECT_FALSE(CB.waitSatisfied(W, L, 50, &On, &Ctr));
  ASSERT_EQ(On.size(), 1u);
  EXPECT_EQ(On[0], 3u);
  EXPECT_EQ(Ctr, counterBit(WaitCounter::VmCnt));
  EXPECT_TRUE(CB.waitSatisfied(W, L, 100));
  EXPECT_FALSE(CB.endSatisfied(W, 150));
  EXPECT_TRUE(CB.endSatisfied(W, 200));
  // Throttling: vmcnt saturates at its maximum (63 on gfx9).
  unsigned Max = M->counterMax(WaitCounter::VmCnt);
  for (unsigned I = 0; I < Max; ++I)
    CB.countIssue(W, Load, 5, 1000);
  EXPECT_TRUE(CB.wouldOverflowCounter(W, Load, 500));
  EXPECT_FALSE(CB.wouldOverflowCounter(W, Load, 1000));
}

TEST(SlotSchedule, RoundRobinAndEveryCycle) {
  // GCN/CDNA: 4 SIMDs, SIMD 1 issues in cycles 1, 5, 9, ...
  SlotSchedule RR(GCNIssueModel::RoundRobin, 4);
  EXPECT_EQ(RR.slotsIn(1, 0, 1), 0u);
  EXPECT_EQ(RR.slotsIn(1, 0, 2), 1u);  // cycle 1
  EXPECT_EQ(RR.slotsIn(1, 1, 10), 3u); // 1, 5, 9
  EXPECT_EQ(RR.slotsIn(1, 2, 9), 1u);  // 5
  EXPECT_EQ(RR.slotsIn(0, 0, 8), 2u);  // 0, 4
  EXPECT_EQ(RR.slotsIn(3, 8, 8), 0u);  // empty range
  EXPECT_EQ(RR.slotsIn(2, 7, 3), 0u);  // reversed range
  EXPECT_EQ(RR.nextSlot(1, 0), 1u);
  EXPECT_EQ(RR.nextSlot(1, 1), 1u);
  EXPECT_EQ(RR.nextSlot(1, 2), 5u);
  EXPECT_EQ(RR.nextSlot(0, 5), 8u);
  // Counting slot by slot gives the same over a range of windows.
  for (unsigned S = 0; S < 4; ++S)
    for (uint64_t A = 0; A < 13; ++A)
      for (uint64_t B = A; B < 17; ++B) {
        uint64_t N = 0;
        for (uint64_t C = A; C < B; ++C)
          N += C % 4 == S;
        EXPECT_EQ(RR.slotsIn(S, A, B), N) << S << " " << A << " " << B;
      }
  // RDNA: every SIMD issues every cycle.
  SlotSchedule All(GCNIssueModel::PerSIMD, 4);
  EXPECT_EQ(All.slotsIn(3, 10, 17), 7u);
  EXPECT_EQ(All.nextSlot(3, 10), 10u);
  // A SIMD count that is not a power of two (the division path).
  SlotSchedule Three(GCNIssueModel::RoundRobin, 3);
  for (unsigned S = 0; S < 3; ++S)
    for (uint64_t A = 0; A < 10; ++A) {
      EXPECT_EQ(Three.nextSlot(S, A) % 3, S);
      EXPECT_LT(Three.nextSlot(S, A) - A, 3u);
      for (uint64_t B = A; B < 14; ++B) {
        uint64_t N = 0;
        for (uint64_t C = A; C < B; ++C)
          N += C % 3 == S;
        EXPECT_EQ(Three.slotsIn(S, A, B), N);
      }
    }
}

TEST(WorkgroupBarriers, OpensWhenEveryLiveWaveArrived) {
  WorkgroupBarriers B;
  B.init(2);
  EXPECT_EQ(B.liveGroups(), 0u);
  // Group 0 of three waves: the barrier opens at the third arrival, and
  // counts again from 0 for the next one.
  B.start(0, 3);
  B.start(1, 1);
  EXPECT_EQ(B.liveGroups(), 2u);
  EXPECT_FALSE(B.arrive(0));
  EXPECT_FALSE(B.arrive(0));
  EXPECT_EQ(B.arrived(0), 2u);
  EXPECT_TRUE(B.arrive(0));
  EXPECT_EQ(B.arrived(0), 0u);
  // One wave ends: the next barrier needs the two live waves only.
  B.waveEnded(0);
  EXPECT_EQ(B.liveWaves(0), 2u);
  EXPECT_FALSE(B.arrive(0));
  EXPECT_TRUE(B.arrive(0));
  // A one-wave group passes its barrier alone and ends with its wave.
  EXPECT_TRUE(B.arrive(1));
  B.waveEnded(1);
  EXPECT_EQ(B.liveGroups(), 1u);
}

TEST(WorkgroupBarriers, AWaitForAnEndedWaveNeverOpens) {
  // Two waves: one waits at the barrier, the other ends without reaching
  // it: the waiting wave is every live wave, it can never pass (the issue
  // stage reports the deadlock).
  WorkgroupBarriers B;
  B.init(1);
  B.start(0, 2);
  EXPECT_FALSE(B.waitsForEndedWaves(0)); // nobody waits
  EXPECT_FALSE(B.arrive(0));
  EXPECT_FALSE(B.waitsForEndedWaves(0)); // the other wave may still come
  B.waveEnded(0);
  EXPECT_TRUE(B.waitsForEndedWaves(0));
  EXPECT_EQ(B.liveGroups(), 1u);
  B.waveEnded(0);
  EXPECT_EQ(B.liveGroups(), 0u);
}
