//===- MemoryHierarchyTest.cpp - Tests of the memory hierarchy ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of MemAccessProfile (coalescing, expected-value latency) and
/// MemoryHierarchy (shares, queueing), with hand-derived numbers.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/MemoryHierarchy.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

static GCNProcessorModel model(StringRef CPU,
                               ArrayRef<std::string> Overrides = {}) {
  Expected<GCNProcessorModel> M = GCNProcessorModel::get(CPU, Overrides);
  EXPECT_TRUE(bool(M));
  return M ? *M : GCNProcessorModel();
}

static GCNInstrCost loadCost(unsigned Dwords, unsigned Issue) {
  GCNInstrCost C;
  C.Class = GCNInstClass::GLOBAL_LOAD;
  C.Unit = GCNExecUnit::VMEM;
  C.Dwords = Dwords;
  C.IssueCycles = Issue;
  return C;
}

TEST(MemAccessProfile, LinesTouched) {
  // 64 lanes x 4 B, unit stride: 256 B = 4 lines of 64 B, 2 of 128 B.
  EXPECT_EQ(MemAccessProfile::linesTouched(64, 4, 4, 64), 4u);
  EXPECT_EQ(MemAccessProfile::linesTouched(64, 4, 4, 128), 2u);
  // dwordx4 unit stride: 1 KiB = 16 x 64 B.
  EXPECT_EQ(MemAccessProfile::linesTouched(64, 16, 16, 64), 16u);
  // Stride 0: one line. Stride >= a line: one line per lane.
  EXPECT_EQ(MemAccessProfile::linesTouched(64, 4, 0, 64), 1u);
  EXPECT_EQ(MemAccessProfile::linesTouched(64, 4, 256, 64), 64u);
  // Stride 8 B (every other dword): 63 x 8 + 4 = 508 B -> 8 lines of 64 B.
  EXPECT_EQ(MemAccessProfile::linesTouched(64, 4, 8, 64), 8u);
}

TEST(MemAccessProfile, ExpectedValueLatencyAndBytes) {
  GCNProcessorModel M = model("gfx90a");
  GCNTextureSetting Ann;
  // Default (streaming): everything from HBM, 570 cycles, 4 lines x 64 B
  // through every level.
  MemAccessProfile P =
      MemAccessProfile::compute(M, loadCost(1, 4), 64, Ann, -1, -1);
  EXPECT_EQ(P.Latency, 570u);
  EXPECT_EQ(P.Lines, 4u);
  EXPECT_FALSE(P.StrideKnown);
  EXPECT_EQ(P.Dominant, MemLevel::DRAM);
  EXPECT_FLOAT_EQ(P.Bytes[unsigned(MemLevel::DRAM)], 256.0f);
  // L1=0.5 L2=0.5: 0.5 x 125 + 0.25 x 237 + 0.25 x 570 = 264.25 -> 264;
  // L2 sees half the bytes, HBM a quarter.
  Ann.Hit[0] = 0.5f;
  Ann.Hit[2] = 0.5f;
  P = MemAccessProfile::compute(M, loadCost(1, 4), 64, Ann, -1, -1);
  EXPECT_EQ(P.Latency, 264u);
  EXPECT_FLOAT_EQ(P.Bytes[unsigned(MemLevel::L2)], 128.0f);
  EXPECT_FLOAT_EQ(P.Bytes[unsigned(MemLevel::DRAM)], 64.0f);
  EXPECT_EQ(P.Dominant, MemLevel::DRAM); // 142.5 > 62.5 > 59.25
  // Stride 256 B: 64 lines; the L1 looks up one per clock.
  Ann = GCNTextureSetting();
  Ann.StrideBytes = 256;
  P = MemAccessProfile::compute(M, loadCost(1, 4), 64, Ann, -1, -1);
  EXPECT_EQ(P.Lines, 64u);
  EXPECT_EQ(P.L1Cycles, 64u);
  // -vmem-latency: the latency, and only it; where the access is served
  // stays the hierarchy's (streaming: the 4 lines from HBM, as above).
  P = MemAccessProfile::compute(M, loadCost(1, 4), 64, GCNTextureSetting(), -1,
                                200);
  EXPECT_EQ(P.Latency, 200u);
  EXPECT_FLOAT_EQ(P.Bytes[unsigned(MemLevel::DRAM)], 256.0f);
  EXPECT_EQ(P.Dominant, MemLevel::DRAM);
}

TEST(MemoryHierarchy, SharesAndQueueing) {
  // MI210: HBM 1638 GB/s / 1700 MHz / 104 CUs = 9.2647 B/clk per CU;
  // L2 4096 B/clk for 104 CUs = 39.38 B/clk.
  double S[NumMemLevels];
  MemoryHierarchy::computeShares(model("gfx90a"), 1, S);
  EXPECT_NEAR(S[unsigned(MemLevel::DRAM)], 1638000.0 / 1700 / 104, 1e-9);
  EXPECT_NEAR(S[unsigned(MemLevel::L2)], 4096.0 / 104, 1e-9);
  EXPECT_EQ(S[unsigned(MemLevel::MALL)], 0.0);
  // One active CU: a whole L2 instance (capped), all of HBM.
  MemoryHierarchy::computeShares(model("gfx90a", {"ActiveCUs=1"}), 1, S);
  EXPECT_NEAR(S[unsigned(MemLevel::L2)], 4096.0, 1e-9);
  EXPECT_NEAR(S[unsigned(MemLevel::DRAM)], 1638000.0 / 1700, 1e-9);

  // A level at 10 B/clk: two 100-byte accesses at cycle 0 take 10 cycles
  // each; the second waits 10.
  double T[NumMemLevels] = {0, 0, 0, 0, 10};
  MemoryHierarchy H;
  H.init(T);
  MemAccessProfile P;
  P.Bytes[unsigned(MemLevel::DRAM)] = 100;
  uint8_t B;
  float Busy[NumMemLevels];
  EXPECT_EQ(H.access(0, P, B, Busy), 0u);
  EXPECT_EQ(B, NoMemLevel);
  EXPECT_FLOAT_EQ(Busy[unsigned(MemLevel::DRAM)], 10.0f);
  EXPECT_EQ(H.access(0, P, B, Busy), 10u);
  EXPECT_EQ(B, uint8_t(MemLevel::DRAM));
  EXPECT_EQ(H.lastBusy(), 20u);
  // Arriving after the level is free: no wait.
  EXPECT_EQ(H.access(30, P, B, Busy), 0u);
}

TEST(MemAccessProfile, HitAnnotationParse) {
  Expected<GCNTextureSetting> T = GCNTextureSetting::parseHit("L1=0.5 l2=1");
  ASSERT_TRUE(bool(T));
  EXPECT_FLOAT_EQ(T->Hit[0], 0.5f);
  EXPECT_FLOAT_EQ(T->Hit[2], 1.0f);
  EXPECT_LT(T->Hit[1], 0.0f);
  EXPECT_TRUE(T->textureEmpty());
  EXPECT_FALSE(T->empty());
  Expected<GCNTextureSetting> D = GCNTextureSetting::parseHit("default");
  ASSERT_TRUE(bool(D));
  EXPECT_TRUE(D->empty());
  EXPECT_FALSE(bool(GCNTextureSetting::parseHit("L9=1")));
  consumeError(GCNTextureSetting::parseHit("L9=1").takeError());
  Expected<GCNTextureSetting> R = GCNTextureSetting::parseHit("L1=2");
  EXPECT_FALSE(bool(R));
  consumeError(R.takeError());
}

TEST(MemoryHierarchy, LDSBankCycles) {
  // Wave64, 32 banks: unit stride 2 dwords per bank; stride 32 dwords puts
  // all 64 lanes in bank 0 (64); odd strides are conflict-free; stride 0
  // broadcasts (1).
  EXPECT_EQ(getLDSBankCycles(64, 4), 2u);
  EXPECT_EQ(getLDSBankCycles(64, 16), 8u);
  EXPECT_EQ(getLDSBankCycles(64, 128), 64u);
  EXPECT_EQ(getLDSBankCycles(64, 132), 2u);
  EXPECT_EQ(getLDSBankCycles(64, 0), 1u);
  // Wave32: unit stride 1, full conflict 32.
  EXPECT_EQ(getLDSBankCycles(32, 4), 1u);
  EXPECT_EQ(getLDSBankCycles(32, 128), 32u);
}

TEST(MemAccessProfile, ScalarMissesPayTheScalarCachesLookup) {
  // gfx1100: vector L0 73, scalar cache 40: every level beyond the first is
  // 33 cycles nearer from the scalar side. GL1 109 -> 76, L2 208 -> 175,
  // Infinity Cache 150 ns x 2.5 GHz = 375 -> 342, GDDR 300 ns = 750 -> 717.
  GCNProcessorModel R = model("gfx1100");
  unsigned Lat[NumMemLevels] = {R.VMEMLatency, R.GL1Latency, R.L2Latency,
                                R.MALLLatency, R.DRAMLatency};
  ASSERT_EQ(Lat[0], 73u);
  ASSERT_EQ(Lat[3], 375u);
  scalarLevelLatencies(R, Lat);
  const unsigned Want[NumMemLevels] = {40, 76, 175, 342, 717};
  for (unsigned I = 0; I != NumMemLevels; ++I)
    EXPECT_EQ(Lat[I], Want[I]) << "level " << I;
  // A level nearer than the vector L1 (here an override: GL1 at 50 < 73)
  // is never below the scalar cache's own latency.
  GCNProcessorModel Near = model("gfx1100", {"GL1Latency=50"});
  unsigned L2[NumMemLevels] = {Near.VMEMLatency, Near.GL1Latency,
                               Near.L2Latency, Near.MALLLatency,
                               Near.DRAMLatency};
  scalarLevelLatencies(Near, L2);
  EXPECT_EQ(L2[1], 50u);
  // gfx90a, a scalar load that always misses (ScalarHitL1 = 0, the lower
  // levels' default 0 %): HBM 570 - (125 - 40) = 485, where a vector load
  // takes 570 (ExpectedValueLatencyAndBytes).
  GCNProcessorModel A = model("gfx90a", {"ScalarHitL1=0"});
  GCNInstrCost S;
  S.Class = GCNInstClass::SMEM_LOAD;
  S.Unit = GCNExecUnit::SMEM;
  S.Dwords = 2;
  S.IssueCycles = 1;
  MemAccessProfile P =
      MemAccessProfile::compute(A, S, 64, GCNTextureSetting(), -1, -1);
  EXPECT_EQ(P.Latency, 485u);
  EXPECT_EQ(P.Dominant, MemLevel::DRAM);
}
