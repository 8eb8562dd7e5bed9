//===- IssueRulesTest.cpp - Tests of the wave pipeline's issue rules -----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of IssueRules: each readiness rule on a hand-built wave, with
/// the expected outcome derived from the rule's definition (IssueRules.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Stages/IssueRules.h"
#include "ParsedAsm.h"
#include "gcn-mca/Input/TargetSetup.h"
#include "llvm/MCA/Instruction.h"
#include "llvm/MCA/SourceMgr.h"
#include "gtest/gtest.h"
#include <memory>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {
/// A gfx900 wave on SIMD 0 with every counter tracked, an empty program,
/// the execution units of a 4-SIMD CU and gfx900's wait-counter rules.
struct IssueRulesTest : public ::testing::Test {
  TargetSetup TS;
  std::optional<GCNProcessorModel> Model;
  std::unique_ptr<mca::CircularSourceMgr> SM;
  std::unique_ptr<GCNCustomBehaviour> CB;
  WaveProgram Prog;
  ExecutionUnits Units;
  std::unique_ptr<IssueRules> Rules;
  std::vector<OutstandingOp> Pool;
  WaveState W;
  SmallVector<unsigned, 8> WaitedOn;
  WaveStaticInst VAdd; ///< a plain VALU instruction, 4 busy cycles
  WaveStaticInst Load; ///< a vector memory load (vmcnt)

  void SetUp() override {
    initializeAMDGPUTarget();
    ASSERT_FALSE(bool(TS.init("amdgcn-amd-amdhsa", "gfx900")));
    Expected<GCNProcessorModel> M = GCNProcessorModel::get("gfx900");
    ASSERT_TRUE(bool(M));
    Model.emplace(std::move(*M));
    SM = std::make_unique<mca::CircularSourceMgr>(
        ArrayRef<std::unique_ptr<mca::Instruction>>(), 1);
    CB = std::make_unique<GCNCustomBehaviour>(*TS.STI, *SM, *TS.MCII, *Model);
    ExecutionUnits::Config C;
    C.NumSIMDs = 4;
    Units.init(C);
    Rules = std::make_unique<IssueRules>(Prog, Units, *CB);
    Pool.resize(NumWaitCounters * 64);
    for (unsigned I = 0; I < NumWaitCounters; ++I) {
      W.Ops[I] = Pool.data() + I * 64;
      W.CapOps[I] = uint8_t(std::min(64u, Model->CounterMax[I]));
    }
    VAdd.Unit = GCNExecUnit::VALU;
    VAdd.Cat = IssueCategory::VALU;
    VAdd.Busy = 4;
    VAdd.Latency = 4;
    Load.Unit = GCNExecUnit::VMEM;
    Load.Cat = IssueCategory::VMEM;
    Load.Busy = 4;
    Load.Latency = 100;
    Load.Counters = counterBit(WaitCounter::VmCnt);
  }
};
} // namespace

TEST_F(IssueRulesTest, ReadyWhenNothingHoldsTheWave) {
  Readiness R = Rules->decide(W, VAdd, 0, false, WaitedOn);
  EXPECT_TRUE(R.Ready);
  // An issue unit's instruction: the engine issues it (not the sequencer).
  EXPECT_FALSE(R.Sequencer);
}

TEST_F(IssueRulesTest, BlockedUntilItsCycleWithItsReason) {
  // s_nop 4 issued at 10 blocks the wave for 4 cycles: until 14.
  WaveStaticInst Nop;
  Nop.Seq = SeqOp::Nop;
  Nop.Arg = 4;
  IssueRules::blockAfterSequencer(W, Nop, 10);
  Readiness R = Rules->decide(W, VAdd, 13, false, WaitedOn);
  EXPECT_FALSE(R.Ready);
  EXPECT_EQ(R.Reason, WaveStallReason::INTERNAL_INSTRUCTION);
  EXPECT_EQ(R.Until, 14u);
  EXPECT_TRUE(Rules->decide(W, VAdd, 14, false, WaitedOn).Ready);
  // s_nop 0 still takes a cycle.
  Nop.Arg = 0;
  IssueRules::blockAfterSequencer(W, Nop, 20);
  EXPECT_EQ(W.BlockedUntil, 21u);
}

TEST_F(IssueRulesTest, TakenBranchRefetches) {
  // A taken branch of latency 8 at cycle 5: no instruction until 13.
  WaveStaticInst Br;
  Br.IsBranch = true;
  Br.Latency = 8;
  IssueRules::blockAfterTakenBranch(W, Br, 5);
  Readiness R = Rules->decide(W, VAdd, 6, false, WaitedOn);
  EXPECT_EQ(R.Reason, WaveStallReason::NO_INSTRUCTION_AVAILABLE);
  EXPECT_EQ(R.Until, 13u);
}

TEST_F(IssueRulesTest, HaltIsForever) {
  WaveStaticInst Halt;
  Halt.Seq = SeqOp::Halt;
  IssueRules::blockAfterSequencer(W, Halt, 3);
  Readiness R = Rules->decide(W, VAdd, 1000000, false, WaitedOn);
  EXPECT_EQ(R.Reason, WaveStallReason::OTHER);
  EXPECT_EQ(R.Until, IssueRules::Halted);
}

TEST_F(IssueRulesTest, BarrierWaitHasNoTimedEnd) {
  // Only the last wave of the workgroup to arrive ends it: no Until.
  W.AtBarrier = true;
  Readiness R = Rules->decide(W, VAdd, 0, false, WaitedOn);
  EXPECT_EQ(R.Reason, WaveStallReason::BARRIER_WAIT);
  EXPECT_EQ(R.Until, 0u);
}

TEST_F(IssueRulesTest, OwnALUResultNotReady) {
  // A source register ready at 20 (exact): ALU_DEPENDENCY until 20.
  W.DepReady = 20;
  W.DepExact = true;
  Readiness R = Rules->decide(W, VAdd, 7, false, WaitedOn);
  EXPECT_EQ(R.Reason, WaveStallReason::ALU_DEPENDENCY);
  EXPECT_EQ(R.Until, 20u);
  EXPECT_TRUE(Rules->decide(W, VAdd, 20, false, WaitedOn).Ready);
}

TEST_F(IssueRulesTest, DependencyBoundIsMadeExact) {
  // The upper bound (the wave's last ALU op ends at 50) becomes the ready
  // cycle of the registers read, here none: the instruction is ready.
  W.DepReady = 50;
  W.DepExact = false;
  EXPECT_TRUE(Rules->decide(W, VAdd, 7, false, WaitedOn).Ready);
  EXPECT_TRUE(W.DepExact);
  EXPECT_EQ(W.DepReady, 0u);
}

TEST_F(IssueRulesTest, CategoryTakenByAnOlderWave) {
  Readiness R = Rules->decide(W, VAdd, 0, /*CategoryTaken=*/true, WaitedOn);
  EXPECT_EQ(R.Reason, WaveStallReason::ARBITER_NOT_WIN);
  EXPECT_EQ(R.Until, 0u);
}

TEST_F(IssueRulesTest, BusyVALUUntilItFrees) {
  // SIMD 0's VALU is busy 0..4 with an op of 4 busy cycles: an ALU
  // instruction of the wave (SIMD 0) waits for it until cycle 4.
  Units.book(VAdd, 0, 0);
  Readiness R = Rules->decide(W, VAdd, 2, false, WaitedOn);
  EXPECT_EQ(R.Reason, WaveStallReason::ARBITER_WIN_EX_STALL);
  EXPECT_EQ(R.Until, 4u);
  EXPECT_TRUE(Rules->decide(W, VAdd, 4, false, WaitedOn).Ready);
}

TEST_F(IssueRulesTest, CounterWouldOverflow) {
  // vmcnt saturated (its maximum of operations outstanding until 1000): a
  // load cannot issue; the stall has no timed end (Until 0: counters).
  unsigned Max = Model->counterMax(WaitCounter::VmCnt);
  for (unsigned I = 0; I < Max; ++I)
    CB->countIssue(W, Load, 1, 1000);
  Readiness R = Rules->decide(W, Load, 10, false, WaitedOn);
  EXPECT_EQ(R.Reason, WaveStallReason::ARBITER_WIN_EX_STALL);
  EXPECT_EQ(R.Until, 0u);
  EXPECT_TRUE(Rules->decide(W, Load, 1000, false, WaitedOn).Ready);
}

TEST_F(IssueRulesTest, WaitForTheOlderLoad) {
  // Loads 3 and 4 complete at 100 and 200; vmcnt(1) needs load 3 (in
  // order), so it waits until 100, when the first completion happens.
  CB->countIssue(W, Load, 3, 100);
  CB->countIssue(W, Load, 4, 200);
  WaitcntLimits L = WaitcntLimits::noWait(*Model);
  L.set(WaitCounter::VmCnt, 1);
  Readiness R = Rules->decideWait(W, L, 50, WaitedOn);
  EXPECT_EQ(R.Reason, WaveStallReason::WAITCNT);
  EXPECT_EQ(R.Until, 100u);
  EXPECT_EQ(R.Counters, counterBit(WaitCounter::VmCnt));
  ASSERT_EQ(WaitedOn.size(), 1u);
  EXPECT_EQ(WaitedOn[0], 3u);
  EXPECT_TRUE(Rules->decideWait(W, L, 100, WaitedOn).Ready);
}

TEST_F(IssueRulesTest, EndWaitsForALUThenCounters) {
  // s_endpgm: the last ALU op ends at 30, a load at 80. First
  // ALU_DEPENDENCY until 30, then WAITCNT until 80, then it may end.
  W.ALUDone = 30;
  CB->countIssue(W, Load, 2, 80);
  WaveStaticInst End;
  End.Seq = SeqOp::EndPgm;
  Readiness R = Rules->decide(W, End, 10, false, WaitedOn);
  EXPECT_EQ(R.Reason, WaveStallReason::ALU_DEPENDENCY);
  EXPECT_EQ(R.Until, 30u);
  R = Rules->decide(W, End, 30, false, WaitedOn);
  EXPECT_EQ(R.Reason, WaveStallReason::WAITCNT);
  EXPECT_EQ(R.Until, 80u);
  EXPECT_FALSE(R.Sequencer); // a stall, not the sequencer's to pass
  R = Rules->decide(W, End, 80, false, WaitedOn);
  EXPECT_TRUE(R.Ready);
  EXPECT_TRUE(R.Sequencer); // the engine ends the wave itself
  // The implicit end of the stream follows the same rule.
  W.AtEnd = true;
  W.ALUDone = 90;
  EXPECT_EQ(Rules->decide(W, VAdd, 85, false, WaitedOn).Reason,
            WaveStallReason::ALU_DEPENDENCY);
}

TEST_F(IssueRulesTest, SequencerInstructionsIgnoreArbitration) {
  // s_setprio takes no issue category: ready even with every category
  // taken and a register dependency pending.
  WaveStaticInst Prio;
  Prio.Seq = SeqOp::SetPrio;
  Prio.Cat = IssueCategory::Internal;
  W.DepReady = 100;
  W.DepExact = true;
  Readiness R = Rules->decide(W, Prio, 0, true, WaitedOn);
  EXPECT_TRUE(R.Ready);
  EXPECT_TRUE(R.Sequencer); // the engine passes it itself
}

TEST_F(IssueRulesTest, SleepBlocksForItsCount) {
  // s_sleep with 64 cycles at 100: INTERNAL_INSTRUCTION until 164.
  WaveStaticInst Sleep;
  Sleep.Seq = SeqOp::Sleep;
  Sleep.Arg = 64;
  IssueRules::blockAfterSequencer(W, Sleep, 100);
  Readiness R = Rules->decide(W, VAdd, 163, false, WaitedOn);
  EXPECT_EQ(R.Reason, WaveStallReason::INTERNAL_INSTRUCTION);
  EXPECT_EQ(R.Until, 164u);
  EXPECT_TRUE(Rules->decide(W, VAdd, 164, false, WaitedOn).Ready);
}

TEST_F(IssueRulesTest, DelayAluIsAHintThatTakesItsSlot) {
  // s_delay_alu (SeqOp::Other) only tells the hardware what the model
  // already knows (the dependency is ALU_DEPENDENCY of the instruction that
  // reads the register): the sequencer passes it even with a result pending
  // and its category taken.
  WaveStaticInst Delay;
  Delay.Seq = SeqOp::Other;
  Delay.Cat = IssueCategory::Internal;
  W.DepReady = 40;
  W.DepExact = true;
  EXPECT_TRUE(Rules->decide(W, Delay, 10, true, WaitedOn).Ready);
  // The instruction after it still waits for the register.
  EXPECT_EQ(Rules->decide(W, VAdd, 11, false, WaitedOn).Reason,
            WaveStallReason::ALU_DEPENDENCY);
}

TEST_F(IssueRulesTest, BarrierInstructionItselfIsReady) {
  // s_barrier issues when the wave gets to it (the engine then marks the
  // wave AtBarrier); it is the wait after it that stalls (above).
  WaveStaticInst Bar;
  Bar.Seq = SeqOp::Barrier;
  Bar.Cat = IssueCategory::Internal;
  EXPECT_TRUE(Rules->decide(W, Bar, 0, false, WaitedOn).Ready);
  // A barrier wait outranks a pending register: the first rule that holds
  // gives the one reason.
  W.AtBarrier = true;
  W.DepReady = 40;
  W.DepExact = true;
  EXPECT_EQ(Rules->decide(W, VAdd, 10, false, WaitedOn).Reason,
            WaveStallReason::BARRIER_WAIT);
}

TEST_F(IssueRulesTest, ScalarLoadsMakeTheWaitNameThemAll) {
  // Two SMEM loads (lgkmcnt, out of order) at 30 and 60: lgkmcnt(1) cannot
  // tell which returned, so it names both until the count is 1 (at 30,
  // when one of them has completed).
  WaveStaticInst SLoad;
  SLoad.Unit = GCNExecUnit::SMEM;
  SLoad.Cat = IssueCategory::Scalar;
  SLoad.IsSMEM = true;
  SLoad.Counters = counterBit(WaitCounter::LgkmCnt);
  CB->countIssue(W, SLoad, 7, 60);
  CB->countIssue(W, SLoad, 8, 30);
  WaitcntLimits L = WaitcntLimits::noWait(*Model);
  L.set(WaitCounter::LgkmCnt, 1);
  Readiness R = Rules->decideWait(W, L, 0, WaitedOn);
  EXPECT_EQ(R.Reason, WaveStallReason::WAITCNT);
  EXPECT_EQ(R.Until, 30u);
  EXPECT_EQ(R.Counters, counterBit(WaitCounter::LgkmCnt));
  EXPECT_EQ(WaitedOn.size(), 2u);
  WaitedOn.clear();
  EXPECT_TRUE(Rules->decideWait(W, L, 30, WaitedOn).Ready);
}

TEST_F(IssueRulesTest, ArbitrateAloneMatchesDecideOnAReadyWave) {
  // The engine asks arbitrate() directly about a ready wave that lost its
  // last slot: the answer is decide()'s for the same wave.
  Units.book(VAdd, 0, 0);
  Readiness A = Rules->arbitrate(W, VAdd, 0, 2, false);
  Readiness D = Rules->decide(W, VAdd, 2, false, WaitedOn);
  EXPECT_EQ(A.Ready, D.Ready);
  EXPECT_EQ(A.Reason, D.Reason);
  EXPECT_EQ(A.Until, D.Until);
  A = Rules->arbitrate(W, VAdd, 0, 2, true);
  D = Rules->decide(W, VAdd, 2, true, WaitedOn);
  EXPECT_EQ(A.Reason, WaveStallReason::ARBITER_NOT_WIN);
  EXPECT_EQ(D.Reason, WaveStallReason::ARBITER_NOT_WIN);
}

// The wait-counter rules are one set: llvm-mca's in-order pipeline
// (checkCustomHazard, -gcn-custom-behaviour) and the wave pipeline
// (IssueRules::decideWait) pass the same wait at the same cycle.
TEST(IssueRulesShared, BothPipelinesPassTheWaitTogether) {
  Parsed P;
  ASSERT_TRUE(P.parse("global_load_dword v1, v[2:3], off\n"
                      "global_load_dword v4, v[2:3], off\n"
                      "s_waitcnt vmcnt(1)\n",
                      "gfx900"))
      << P.Diags;
  Expected<GCNProcessorModel> M = GCNProcessorModel::get("gfx900");
  ASSERT_TRUE(bool(M));
  mca::CircularSourceMgr SM(ArrayRef<std::unique_ptr<mca::Instruction>>(), 1);
  GCNCustomBehaviour CB(*P.TS.STI, SM, *P.TS.MCII, *M);
  CB.useForRegion(*P.TS.MRI, P.In->instructions());

  // In flight: load 0 with 100 cycles left, load 1 with 40. vmcnt counts
  // in order, so load 1 drops the counter no earlier than load 0: both at
  // 100. vmcnt(1) needs one of the two to complete: cycle 100 (without the
  // in-order rule it would be 40).
  mca::InstrDesc D0, D1;
  D0.MaxLatency = 100;
  D1.MaxLatency = 40;
  mca::Instruction L0(D0, 0), L1(D1, 0);
  for (mca::Instruction *I : {&L0, &L1}) {
    I->dispatch(0);
    ASSERT_TRUE(I->isReady());
    I->execute(0);
  }
  SmallVector<mca::InstRef, 2> InFlight = {mca::InstRef(0, &L0),
                                           mca::InstRef(1, &L1)};
  mca::InstrDesc DW;
  mca::Instruction Wait(DW, 0);
  unsigned Stall = CB.checkCustomHazard(InFlight, mca::InstRef(2, &Wait));
  EXPECT_EQ(Stall, 100u);

  // The same loads issued at cycle 0 in a wave.
  std::vector<OutstandingOp> Pool(NumWaitCounters * 64);
  WaveState W;
  for (unsigned C = 0; C < NumWaitCounters; ++C) {
    W.Ops[C] = Pool.data() + C * 64;
    W.CapOps[C] = uint8_t(std::min(64u, M->CounterMax[C]));
  }
  WaveStaticInst Load;
  Load.Counters = counterBit(WaitCounter::VmCnt);
  CB.countIssue(W, Load, 0, 100);
  CB.countIssue(W, Load, 1, 40);
  WaveProgram Prog;
  ExecutionUnits Units;
  IssueRules Rules(Prog, Units, CB);
  WaitcntLimits L = WaitcntLimits::noWait(*M);
  L.set(WaitCounter::VmCnt, 1);
  SmallVector<unsigned, 4> WaitedOn;
  Readiness R = Rules.decideWait(W, L, 0, WaitedOn);
  EXPECT_EQ(R.Reason, WaveStallReason::WAITCNT);
  EXPECT_EQ(R.Until, uint64_t(Stall));
  EXPECT_FALSE(Rules.decideWait(W, L, Stall - 1, WaitedOn).Ready);
  EXPECT_TRUE(Rules.decideWait(W, L, Stall, WaitedOn).Ready);
}
