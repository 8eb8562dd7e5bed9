//===- OccupancyTest.cpp - Occupancy formulas on hand-derived cases -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of OccupancyCalculator. Every expected value is derived by hand
/// in the comment next to it from the processor numbers (register file size
/// and granule, LDS, wave and workgroup slots) documented in
/// docs/Occupancy.md and lib/Target/GCNProcessors.td.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/Occupancy.h"
#include "gcn-mca/MCA/Views/GCN/OccupancyView.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/Support/JSON.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

GCNProcessorModel model(StringRef CPU) {
  Expected<GCNProcessorModel> M = GCNProcessorModel::get(CPU);
  if (!M) {
    ADD_FAILURE() << toString(M.takeError());
    return GCNProcessorModel();
  }
  return *M;
}

OccupancyResult run(StringRef CPU, OccupancyInput In) {
  GCNProcessorModel M = model(CPU);
  return OccupancyCalculator(M).compute(In);
}

OccupancyInput wg(unsigned VGPRs, unsigned SGPRs, unsigned LDS, unsigned WG,
                  unsigned Wave = 0) {
  OccupancyInput In;
  In.NumVGPRs = VGPRs;
  In.NumSGPRs = SGPRs;
  In.LDSBytes = LDS;
  In.MinWorkgroupSize = In.MaxWorkgroupSize = WG;
  In.WaveSize = Wave;
  return In;
}

TEST(Occupancy, VGPRsGFX90A) {
  // gfx90a: 512 registers per lane (unified VGPR+AGPR file), granule 8, at
  // most 8 waves. 128 VGPRs -> 128 (already a multiple of 8); 512/128 = 4.
  OccupancyResult R = run("gfx90a", wg(128, 16, 0, 64));
  EXPECT_EQ(R.VGPRLimit, 4u);
  EXPECT_EQ(R.WavesPerSIMD, 4u);
  EXPECT_EQ(R.WavesPerCU, 16u); // 4 SIMDs x 4
  EXPECT_EQ(R.Limiter, OccupancyLimiter::VGPR);
  // 12 VGPRs -> 16; 512/16 = 32, capped by the 8 wave slots.
  R = run("gfx90a", wg(12, 16, 0, 64));
  EXPECT_EQ(R.WavesPerSIMD, 8u);
  EXPECT_EQ(R.Limiter, OccupancyLimiter::WaveSlots);
}

TEST(Occupancy, UnifiedAGPRs) {
  // gfx90a: AGPRs start at the VGPR count rounded up to 4: 101 VGPRs -> 104,
  // + 60 AGPRs = 164 -> 168 (granule 8); 512/168 = 3.
  OccupancyInput In = wg(101, 16, 0, 64);
  In.NumAGPRs = 60;
  OccupancyResult R = run("gfx90a", In);
  EXPECT_EQ(R.AllocatedVGPRs, 168u);
  EXPECT_EQ(R.WavesPerSIMD, 3u);
  // gfx908: separate VGPR and AGPR files of 256 each, granule 4: the larger
  // count binds, 101 -> 104; 256/104 = 2.
  R = run("gfx908", In);
  EXPECT_EQ(R.AllocatedVGPRs, 104u);
  EXPECT_EQ(R.WavesPerSIMD, 2u);
}

TEST(Occupancy, VGPRsGCN) {
  // gfx900: 256 per lane, granule 4, 10 waves. 64 -> 256/64 = 4;
  // 65 -> 68 -> 3 (3.76); 24 -> 10 (10.67, capped at 10); 256 -> 1.
  EXPECT_EQ(run("gfx900", wg(64, 16, 0, 64)).WavesPerSIMD, 4u);
  EXPECT_EQ(run("gfx900", wg(65, 16, 0, 64)).WavesPerSIMD, 3u);
  EXPECT_EQ(run("gfx900", wg(24, 16, 0, 64)).WavesPerSIMD, 10u);
  EXPECT_EQ(run("gfx900", wg(256, 16, 0, 64)).WavesPerSIMD, 1u);
}

TEST(Occupancy, VGPRsRDNA) {
  // gfx1030 wave32: 1024 per lane, granule 16, 16 waves: 128 -> 8.
  EXPECT_EQ(run("gfx1030", wg(128, 16, 0, 64, 32)).WavesPerSIMD, 8u);
  // gfx1030 wave64: 512 per lane, granule 8: 128 -> 4.
  EXPECT_EQ(run("gfx1030", wg(128, 16, 0, 64, 64)).WavesPerSIMD, 4u);
  // gfx1010 (RDNA1) wave32: 1024, granule 8, 20 waves: 40 -> 25 -> 20.
  EXPECT_EQ(run("gfx1010", wg(40, 16, 0, 32, 32)).WavesPerSIMD, 20u);
  // gfx1100 wave32: 1536 per lane (1.5x file), granule 24: 100 -> 120;
  // 1536/120 = 12.8 -> 12.
  EXPECT_EQ(run("gfx1100", wg(100, 16, 0, 32, 32)).WavesPerSIMD, 12u);
  // gfx1150 has the 1024 file, granule 16: 100 -> 112; 1024/112 = 9.
  EXPECT_EQ(run("gfx1150", wg(100, 16, 0, 32, 32)).WavesPerSIMD, 9u);
}

TEST(Occupancy, SGPRs) {
  // gfx900: 800 SGPRs per SIMD, rounded to 4 for occupancy (clang's rule;
  // the allocation granule is 16). 96 -> 800/96 = 8; 88 -> 9 (9.09);
  // 89 -> 92 -> 8 (8.7); 100 -> 8; 104 -> 7 (7.7); 48 -> 16 (capped at 10).
  EXPECT_EQ(run("gfx900", wg(8, 96, 0, 64)).SGPRLimit, 8u);
  EXPECT_EQ(run("gfx900", wg(8, 88, 0, 64)).SGPRLimit, 9u);
  EXPECT_EQ(run("gfx900", wg(8, 89, 0, 64)).SGPRLimit, 8u);
  EXPECT_EQ(run("gfx900", wg(8, 100, 0, 64)).SGPRLimit, 8u);
  EXPECT_EQ(run("gfx900", wg(8, 104, 0, 64)).SGPRLimit, 7u);
  EXPECT_EQ(run("gfx900", wg(8, 48, 0, 64)).SGPRLimit, 10u);
  OccupancyResult R = run("gfx900", wg(8, 104, 0, 64));
  EXPECT_EQ(R.WavesPerSIMD, 7u);
  EXPECT_EQ(R.Limiter, OccupancyLimiter::SGPR);
  // tahiti: 512 per SIMD, granule 8: 80 -> 512/80 = 6.
  EXPECT_EQ(run("tahiti", wg(8, 80, 0, 64)).SGPRLimit, 6u);
  // gfx10+: SGPRs do not limit occupancy.
  EXPECT_EQ(run("gfx1030", wg(8, 106, 0, 32)).SGPRLimit, 16u);
}

TEST(Occupancy, LDS) {
  // gfx900: 64 KiB per CU. 16384 bytes per 256-item workgroup (4 waves):
  // 4 workgroups fit (workgroup slots allow min(40/4, 16) = 10), 16 waves
  // on 4 SIMDs -> 4.
  OccupancyResult R = run("gfx900", wg(8, 16, 16384, 256));
  EXPECT_EQ(R.LDSLimit, 4u);
  EXPECT_EQ(R.WavesPerSIMD, 4u);
  EXPECT_EQ(R.Limiter, OccupancyLimiter::LDS);
  // More LDS than the CU has: a single wave.
  EXPECT_EQ(run("gfx900", wg(8, 16, 70000, 64)).WavesPerSIMD, 1u);
  // gfx950: 160 KiB. 40000 bytes, 64 items (1 wave): 4 workgroups -> 4
  // waves on 4 SIMDs -> 1; 24576 bytes -> 6 -> ceil(6/4) = 2.
  EXPECT_EQ(run("gfx950", wg(8, 16, 40000, 64)).WavesPerSIMD, 1u);
  EXPECT_EQ(run("gfx950", wg(8, 16, 24576, 64)).WavesPerSIMD, 2u);
}

TEST(Occupancy, WGPAndCUMode) {
  // gfx1100 wave32, 64 items = 2 waves, 40000 bytes of LDS.
  // WGP mode: 128 KiB shared by 4 SIMDs: 3 workgroups, 6 waves ->
  // ceil(6/4) = 2.
  OccupancyResult R = run("gfx1100", wg(8, 16, 40000, 64, 32));
  EXPECT_TRUE(R.WGPMode);
  EXPECT_EQ(R.LDSBytesAvailable, 131072u);
  EXPECT_EQ(R.WavesPerSIMD, 2u);
  EXPECT_EQ(R.WavesPerCU, 4u); // an RDNA CU has 2 SIMDs
  EXPECT_EQ(R.WavesPerGroupUnit, 8u);
  // CU mode: 64 KiB shared by 2 SIMDs: 1 workgroup, 2 waves -> 1.
  OccupancyInput In = wg(8, 16, 40000, 64, 32);
  In.CUMode = true;
  R = run("gfx1100", In);
  EXPECT_FALSE(R.WGPMode);
  EXPECT_EQ(R.LDSBytesAvailable, 65536u);
  EXPECT_EQ(R.WavesPerSIMD, 1u);
}

TEST(Occupancy, WorkgroupSlots) {
  // gfx900, 128 items = 2 waves, no LDS: at most 16 workgroups (barriers),
  // 32 waves on 4 SIMDs -> 8 of 10.
  OccupancyResult R = run("gfx900", wg(8, 16, 0, 128));
  EXPECT_EQ(R.WorkgroupLimit, 8u);
  EXPECT_EQ(R.WavesPerSIMD, 8u);
  EXPECT_EQ(R.Limiter, OccupancyLimiter::Workgroup);
  // Single-wave workgroups use no barrier: 40 of them fill the 40 slots.
  EXPECT_EQ(run("gfx900", wg(8, 16, 0, 64)).WavesPerSIMD, 10u);
  // 1024 items wave64 = 16 waves: min(40/16, 16) = 2 workgroups, 32 waves
  // -> 8.
  EXPECT_EQ(run("gfx900", wg(8, 16, 0, 1024)).WorkgroupLimit, 8u);
}

TEST(Occupancy, WorkgroupSizeRange) {
  // gfx900, sizes 1..1024 (HIP's default), 1800 bytes of LDS: 65536/1800 =
  // 36 workgroups. Smallest size: 1 wave each, 36 waves. Largest: 16 waves
  // each, min(40/16, 16, 36) = 2 workgroups, 32 waves. The small groups
  // win; 40 - 36 = 4 free slots are fewer than one per group, so 36 waves
  // on 4 SIMDs -> 9.
  OccupancyInput In;
  In.NumVGPRs = 8;
  In.NumSGPRs = 16;
  In.LDSBytes = 1800;
  In.MinWorkgroupSize = 1;
  In.MaxWorkgroupSize = 1024;
  EXPECT_EQ(run("gfx900", In).WavesPerSIMD, 9u);
  // 2048 bytes: 32 workgroups. Smallest: 32 waves; largest: 2 x 16 = 32.
  // Equal -> 32 waves -> 8.
  In.LDSBytes = 2048;
  EXPECT_EQ(run("gfx900", In).WavesPerSIMD, 8u);
  // Unknown size defaults to 1..1024 too.
  In.MinWorkgroupSize = In.MaxWorkgroupSize = 0;
  EXPECT_EQ(run("gfx900", In).MaxWorkgroupSize, 1024u);
}

TEST(Occupancy, JSON) {
  OccupancyInput In = wg(128, 16, 0, 64);
  OccupancyResult R = run("gfx90a", In);
  json::Value V = OccupancyView("k", In, R).toJSON();
  const json::Object *O = V.getAsObject();
  ASSERT_TRUE(O);
  EXPECT_EQ(O->getString("Kernel"), "k");
  EXPECT_EQ(O->getInteger("WavesPerSIMD"), 4);
  EXPECT_EQ(O->getString("Limiter"), "VGPRs");
  EXPECT_EQ(O->getObject("Limits")->getInteger("VGPR"), 4);
}

} // namespace
