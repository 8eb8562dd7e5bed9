//===- ProfileComparisonTest.cpp - Tests of matching, scores and gates ----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "gcn-mca/Profile/FailIf.h"
#include "gcn-mca/Profile/ProfileComparison.h"
#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// Three instructions at offsets 0, 8, 12: a load, a wait, s_endpgm; the
/// wait at source line 7 of k.cpp.
SimulatedKernel kernel() {
  SimulatedKernel K;
  K.Region = K.Kernel = "k";
  K.Processor = "gfx90a";
  K.ClockMHz = 1000;
  K.Cycles = 2000;
  const char *Texts[] = {"global_load_dword v1, v[0:1], off",
                         "s_waitcnt vmcnt(0)", "s_endpgm"};
  uint64_t Offsets[] = {0, 8, 12};
  for (unsigned I = 0; I < 3; ++I) {
    SimInstruction S;
    S.Text = Texts[I];
    S.Offset = Offsets[I];
    S.Hits = 10;
    K.Insts.push_back(S);
  }
  K.Insts[1].SourceFile = "src/k.cpp";
  K.Insts[1].SourceLine = 7;
  // The wait: 30 WAITCNT slots; 10 issues each: 60 slots in all.
  K.Insts[1].StallSlots[unsigned(WaveStallReason::WAITCNT)] = 30;
  K.Insts[0].LatencyCycles = 40;
  K.Insts[1].LatencyCycles = 400;
  K.Insts[1].StallCycles = 360;
  K.Insts[2].LatencyCycles = 40;
  K.ISASize = 16;
  return K;
}

TEST(ProfileComparisonTest, TotalVariation) {
  // Normalized: (0.5, 0.5) vs (0.25, 0.75): (0.25 + 0.25) / 2 = 0.25.
  EXPECT_DOUBLE_EQ(totalVariation({1, 1}, {1, 3}), 0.25);
  EXPECT_DOUBLE_EQ(totalVariation({0, 0}, {0}), 0.0);
  EXPECT_DOUBLE_EQ(totalVariation({1}, {0}), 1.0);
  EXPECT_EQ(normalizeInstruction("  S_WAITCNT   vmcnt(0) "),
            "s_waitcnt vmcnt(0)");
}

TEST(ProfileComparisonTest, OffsetsVoteForTheLoadAddress) {
  MeasuredProfile M;
  // Offsets 0x1008 and 0x100c with the texts of instructions 1 and 2: both
  // vote for the load address 0x1000; 0x1004 is inside the load (no
  // instruction boundary).
  StringRef Text = "Codeobj,Vaddr,Instruction,Hitcount,Latency,Stall,Idle\n"
                   "1,4104,s_waitcnt vmcnt(0),10,500,450,0\n"
                   "1,4108,s_endpgm,10,40,0,0\n"
                   "1,4096,\"global_load_dword v1, v[0:1], off\",10,40,0,0\n"
                   "1,4100,s_nop 0,1,4,0,0\n";
  ASSERT_FALSE(bool(M.addFile(MemoryBufferRef(Text, "s.csv"))));
  Expected<ProfileComparison> C = ProfileComparison::compare(M, kernel());
  ASSERT_TRUE(bool(C)) << toString(C.takeError());
  EXPECT_EQ(C->codeObjectBase(), 0x1000u);
  EXPECT_EQ(C->matchedRows(), 3u);
  ASSERT_EQ(C->unmatched().size(), 1u);
  EXPECT_EQ(C->unmatched()[0].Reason,
            "offset 0x1004 is no instruction of the kernel (load address "
            "0x1000, 16 bytes)");
  // Mean latencies per hit, measured vs simulated: 50 vs 40 at the wait,
  // 4 vs 4 elsewhere; weighted by the measured hits: 10 x 10 / (500 + 40 +
  // 40) = 100 / 580.
  EXPECT_NEAR(*C->agreement().LatencyError, 100.0 / 580, 1e-12);
  // Stall per hit: 45 vs 36: 10 x 9 / 450 = 0.2.
  EXPECT_NEAR(*C->agreement().StallCycleError, 0.2, 1e-12);
  EXPECT_EQ(*C->agreement().HitShareTVD, 0.0);
  ASSERT_FALSE(C->furthestOff().empty());
  EXPECT_EQ(C->furthestOff()[0], 1u);
}

TEST(ProfileComparisonTest, SamplesByTextAndStallMix) {
  MeasuredProfile M;
  // 4 samples: 3 stalled at the wait (WAITCNT), 1 issued at s_endpgm.
  StringRef Text =
      "Dispatch_Id,Instruction,Instruction_Comment,Wave_Issued_Instruction,"
      "Stall_Reason\n"
      "1,s_waitcnt vmcnt(0),k.cpp:7,0,REASON_WAITCNT\n"
      "1,s_waitcnt vmcnt(0),k.cpp:7,0,REASON_WAITCNT\n"
      "1,s_waitcnt vmcnt(0),k.cpp:7,0,REASON_WAITCNT\n"
      "1,s_endpgm,,1,REASON_OTHER_WAIT\n";
  ASSERT_FALSE(bool(M.addFile(MemoryBufferRef(Text, "p.csv"))));
  Expected<ProfileComparison> C = ProfileComparison::compare(M, kernel());
  ASSERT_TRUE(bool(C)) << toString(C.takeError());
  EXPECT_EQ(C->matchedSamples(), 4u);
  // Measured sample shares (0, 3/4, 1/4); simulated slots (10, 40, 10) /
  // 60: TVD = (1/6 + |3/4 - 2/3| + |1/4 - 1/6|) / 2 = (1/6 + 1/12 + 1/12)
  // / 2 = 1/6.
  EXPECT_NEAR(*C->agreement().SampleShareTVD, 1.0 / 6, 1e-12);
  // Mix over (issued, WAITCNT, ...): measured (1/4, 3/4), simulated (30,
  // 30) / 60 = (1/2, 1/2): TVD 1/4.
  EXPECT_NEAR(*C->agreement().StallMixTVD, 0.25, 1e-12);
}

TEST(ProfileComparisonTest, AnotherKernelIsAnError) {
  MeasuredProfile M;
  StringRef Text = "Dispatch_Id,Instruction\n1,\"v_max_i32_e32 v1, v2, v0\"\n";
  ASSERT_FALSE(bool(M.addFile(MemoryBufferRef(Text, "p.csv"))));
  Expected<ProfileComparison> C = ProfileComparison::compare(M, kernel());
  ASSERT_FALSE(bool(C));
  EXPECT_EQ(toString(C.takeError()),
            "p.csv:2:1: error: none of the 1 profile records matches an "
            "instruction of kernel 'k' (a profile of another kernel?); the "
            "first, 'v_max_i32_e32 v1, v2, v0': no instruction with this "
            "text in the kernel");
}

TEST(FailIfTest, ParseAndEvaluate) {
  SimulatedKernel K = kernel();
  Expected<FailIfCondition> C = FailIfCondition::parse("cycles >= 2000");
  ASSERT_TRUE(bool(C));
  EXPECT_TRUE(C->holds(*C->value(K)));
  // 2000 cycles at 1000 MHz: 2 us.
  C = FailIfCondition::parse("time-us<2");
  ASSERT_TRUE(bool(C));
  EXPECT_EQ(*C->value(K), 2.0);
  EXPECT_FALSE(C->holds(2.0));
  // WAITCNT: 30 of 60 slots; 50% is 0.5.
  C = FailIfCondition::parse("stall.WAITCNT==50%");
  ASSERT_TRUE(bool(C));
  EXPECT_TRUE(C->holds(*C->value(K)));
  // No kernel descriptor: VGPRs unknown is an error, not 0.
  C = FailIfCondition::parse("vgprs>1");
  ASSERT_TRUE(bool(C));
  Expected<double> V = C->value(K);
  ASSERT_FALSE(bool(V));
  consumeError(V.takeError());
  for (const char *Bad : {"cycles", "x>1", ">1", "cycles=>1", "cycles<"}) {
    Expected<FailIfCondition> B = FailIfCondition::parse(Bad);
    EXPECT_FALSE(bool(B)) << Bad;
    if (!B)
      consumeError(B.takeError());
  }
}

} // namespace
