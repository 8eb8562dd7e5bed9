//===- SweepTest.cpp - Unit tests of the -sweep parsing and knee ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// parseSweepSpec, applySweepValue and computeLatencyPotential on hand-made
/// inputs.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/Sweep.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

TEST(SweepTest, ParsesListsAndRanges) {
  Expected<SweepSpec> L = parseSweepSpec("vmem-latency=100,200,50");
  ASSERT_TRUE(bool(L));
  EXPECT_EQ(L->Param, "vmem-latency");
  EXPECT_EQ(L->Values, (std::vector<int64_t>{100, 200, 50}));
  // FROM:TO:STEP includes TO when the steps reach it.
  Expected<SweepSpec> R = parseSweepSpec("waves-per-simd=1:8:3");
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(R->Values, (std::vector<int64_t>{1, 4, 7}));
  Expected<SweepSpec> Z = parseSweepSpec("lds-bytes=0,1024");
  ASSERT_TRUE(bool(Z));

  EXPECT_FALSE(bool(parseSweepSpec("latency=1"))); // unknown param
  consumeError(parseSweepSpec("latency=1").takeError());
  for (const char *Bad : {"vgprs=10:1:1", "vgprs=1:10:0", "vgprs=1,x",
                          "vgprs=0", "vgprs=1:2", "num-cus=0:5000:1"}) {
    Expected<SweepSpec> B = parseSweepSpec(Bad);
    EXPECT_FALSE(bool(B)) << Bad;
    consumeError(B.takeError());
  }
}

TEST(SweepTest, AppliesValues) {
  GCNMCAConfig C;
  ASSERT_FALSE(bool(applySweepValue(C, "vmem-latency", 300)));
  EXPECT_EQ(C.Wave.VMEMLatency, 300);
  ASSERT_FALSE(bool(applySweepValue(C, "waves-per-simd", 3)));
  EXPECT_EQ(C.Wave.WavesPerSIMD, 3u);
  ASSERT_FALSE(bool(applySweepValue(C, "vgprs", 96)));
  EXPECT_EQ(C.Occupancy.VGPRs, 96u);
  ASSERT_FALSE(bool(applySweepValue(C, "num-cus", 60)));
  EXPECT_EQ(C.Wave.NumCUs, 60u);
}

// T(L) = max(160, L + 80) (test/Insight/sweep.s): within 5% of 160 means
// <= 168, so the knee is 88 and 92 is the first latency above (+7.5%).
TEST(SweepTest, LatencyKnee) {
  std::vector<int64_t> L = {76, 80, 84, 88, 92, 96};
  std::vector<uint64_t> T = {160, 160, 164, 168, 172, 176};
  std::optional<LatencyPotential> P = computeLatencyPotential(L, T);
  ASSERT_TRUE(P.has_value());
  EXPECT_EQ(P->Knee, 88);
  EXPECT_EQ(P->BaseCycles, 160u);
  ASSERT_TRUE(P->FirstAbove.has_value());
  EXPECT_EQ(*P->FirstAbove, 92);
  EXPECT_NEAR(P->RiseAbove, 0.075, 1e-12);
  // Never leaving the band: the last latency is the knee.
  P = computeLatencyPotential({10, 20}, {100, 104});
  ASSERT_TRUE(P.has_value());
  EXPECT_EQ(P->Knee, 20);
  EXPECT_FALSE(P->FirstAbove.has_value());
  // Not ascending, or no cycles: no answer.
  EXPECT_FALSE(computeLatencyPotential({20, 10}, {100, 100}).has_value());
  EXPECT_FALSE(computeLatencyPotential({10}, {0}).has_value());
}

} // namespace
