//===- RunSettingsTest.cpp - Every default of a run -----------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// resolveRunSettings(), the one place defaults are decided: iterations per
/// pipeline, llvm-mca's -all-views / -all-stats ordering rule, the CFG view
/// of a wave run's -all-views, the GCN views, and the wave pipeline's
/// residency, wave size, workgroup size and workgroup count.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/RunSettings.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

RegionFacts llvmMCA() {
  RegionFacts F;
  F.WaveRun = false;
  return F;
}

TEST(RunSettings, Iterations) {
  GCNMCAConfig C;
  // llvm-mca's default is 100.
  EXPECT_EQ(resolveRunSettings(C, llvmMCA()).Iterations, 100u);
  // The wave pipeline: a whole kernel once per wave, a loop body 10 times.
  GCNProcessorModel M = cantFail(GCNProcessorModel::get("gfx90a"));
  RegionFacts W;
  W.Model = &M;
  W.HasEndPgm = true;
  EXPECT_EQ(resolveRunSettings(C, W).Iterations, 1u);
  EXPECT_EQ(resolveRunSettings(C, W).Wave.Iterations, 1u);
  W.HasEndPgm = false;
  EXPECT_EQ(resolveRunSettings(C, W).Iterations, 10u);
  // -iterations wins in both pipelines.
  C.Iterations = 7;
  EXPECT_EQ(resolveRunSettings(C, W).Iterations, 7u);
  EXPECT_EQ(resolveRunSettings(C, llvmMCA()).Iterations, 7u);
  // -instruction-tables runs the region once.
  C.InstructionTables = InstructionTablesKind::Normal;
  EXPECT_EQ(resolveRunSettings(C, llvmMCA()).Iterations, 1u);
}

TEST(RunSettings, PerSecondFigures) {
  // The GCN summary's per-second figures: the chip's CUs and clock (gfx90a:
  // MI210's 104 CUs at 1700 MHz; gfx1100: RX 7900 XTX's 96 at 2500), not
  // -num-cus; -clock-mhz wins over the model's clock.
  GCNMCAConfig C;
  GCNProcessorModel M = cantFail(GCNProcessorModel::get("gfx90a"));
  RegionFacts W;
  W.Model = &M;
  GCNViewOptions G = resolveRunSettings(C, W).Views.GCN;
  EXPECT_EQ(G.NumCUs, 104u);
  EXPECT_EQ(G.ClockMHz, 1700.0);
  GCNProcessorModel N = cantFail(GCNProcessorModel::get("gfx1100"));
  W.Model = &N;
  G = resolveRunSettings(C, W).Views.GCN;
  EXPECT_EQ(G.NumCUs, 96u);
  EXPECT_EQ(G.ClockMHz, 2500.0);
  C.Wave.NumCUs = 3;
  C.Views.ClockMHz = 1000;
  G = resolveRunSettings(C, W).Views.GCN;
  EXPECT_EQ(G.NumCUs, 96u);
  EXPECT_EQ(G.ClockMHz, 1000.0);
}

TEST(RunSettings, DefaultViews) {
  GCNMCAConfig C;
  ViewSettings V = resolveRunSettings(C, llvmMCA()).Views;
  EXPECT_TRUE(V.Summary);
  EXPECT_TRUE(V.InstructionInfo);
  EXPECT_TRUE(V.ResourcePressure);
  EXPECT_FALSE(V.Timeline);
  EXPECT_FALSE(V.DispatchStats);
  EXPECT_FALSE(V.SchedulerStats);
  EXPECT_FALSE(V.RetireStats);
  EXPECT_FALSE(V.RegisterFileStats);
  EXPECT_FALSE(V.CFG);
  EXPECT_EQ(V.TimelineIterations, 10u);
  // GCNViews.def: the On views, and -wave-stats (Off).
  EXPECT_TRUE(V.GCN.GCNSummary);
  EXPECT_TRUE(V.GCN.Stalls);
  EXPECT_TRUE(V.GCN.Memory);
  EXPECT_TRUE(V.GCN.Waves);
  EXPECT_FALSE(V.GCN.WaveStats);
  EXPECT_FALSE(V.GCN.Timeline);
  C.Views.TimelineMaxIterations = 3;
  EXPECT_EQ(resolveRunSettings(C, llvmMCA()).Views.TimelineIterations, 3u);
}

TEST(RunSettings, AllViewsGiveWayToLaterFlags) {
  GCNMCAConfig C;
  // -timeline=false -all-views: -all-views comes last and wins.
  C.Views.Timeline = FlagSetting(false, 1);
  C.Views.AllViews = FlagSetting(true, 2);
  ViewSettings V = resolveRunSettings(C, llvmMCA()).Views;
  EXPECT_TRUE(V.Timeline);
  EXPECT_TRUE(V.DispatchStats);
  EXPECT_TRUE(V.SchedulerStats);
  EXPECT_TRUE(V.RegisterFileStats);
  EXPECT_FALSE(V.RetireStats); // In-order models: llvm-mca leaves it.
  // -all-views -timeline=false: the later flag wins.
  C.Views.Timeline = FlagSetting(false, 3);
  C.Views.Summary = FlagSetting(false, 4);
  V = resolveRunSettings(C, llvmMCA()).Views;
  EXPECT_FALSE(V.Timeline);
  EXPECT_FALSE(V.Summary);
  EXPECT_TRUE(V.ResourcePressure);
  // The GCN views follow -all-views=false.
  C = GCNMCAConfig();
  C.Views.AllViews = FlagSetting(false, 1);
  V = resolveRunSettings(C, llvmMCA()).Views;
  EXPECT_FALSE(V.Summary);
  EXPECT_FALSE(V.GCN.GCNSummary);
  EXPECT_FALSE(V.GCN.Stalls);
  EXPECT_FALSE(V.GCN.Memory);
  EXPECT_FALSE(V.GCN.Waves);
  // An Off view of GCNViews.def (-wave-stats) ignores -all-views either way
  // and follows only its own flag.
  C.Views.AllViews = FlagSetting(true, 1);
  V = resolveRunSettings(C, llvmMCA()).Views;
  EXPECT_TRUE(V.GCN.Stalls);
  EXPECT_FALSE(V.GCN.WaveStats);
  C.Views.WaveStats = FlagSetting(true, 0);
  EXPECT_TRUE(resolveRunSettings(C, llvmMCA()).Views.GCN.WaveStats);
  // An On view given after -all-views=false keeps its own value.
  C.Views.AllViews = FlagSetting(false, 1);
  C.Views.Memory = FlagSetting(true, 2);
  V = resolveRunSettings(C, llvmMCA()).Views;
  EXPECT_TRUE(V.GCN.Memory);
  EXPECT_FALSE(V.GCN.Stalls);
}

TEST(RunSettings, StatsFollowTheLaterOfAllViewsAndAllStats) {
  GCNMCAConfig C;
  C.Views.AllViews = FlagSetting(true, 1);
  C.Views.AllStats = FlagSetting(false, 2);
  ViewSettings V = resolveRunSettings(C, llvmMCA()).Views;
  EXPECT_TRUE(V.Summary);        // -all-views
  EXPECT_FALSE(V.DispatchStats); // -all-stats=false came later
  C.Views.AllStats = FlagSetting(true, 1);
  C.Views.AllViews = FlagSetting(false, 2);
  V = resolveRunSettings(C, llvmMCA()).Views;
  EXPECT_FALSE(V.Summary);
  EXPECT_FALSE(V.DispatchStats);
  C.Views.AllViews = FlagSetting();
  V = resolveRunSettings(C, llvmMCA()).Views;
  EXPECT_TRUE(V.Summary);
  EXPECT_TRUE(V.DispatchStats);
}

TEST(RunSettings, CFGViewOfAllViews) {
  GCNMCAConfig C;
  C.Views.AllViews = FlagSetting(true, 2);
  RegionFacts Wave;
  EXPECT_TRUE(resolveRunSettings(C, Wave).Views.CFG);
  // llvm-mca's -all-views is llvm-mca's: no CFG view.
  EXPECT_FALSE(resolveRunSettings(C, llvmMCA()).Views.CFG);
  // -cfg-view given at all (even before -all-views) is kept.
  C.Views.CFG = FlagSetting(false, 1);
  EXPECT_FALSE(resolveRunSettings(C, Wave).Views.CFG);
  C.Views.CFG = FlagSetting(true, 1);
  EXPECT_TRUE(resolveRunSettings(C, llvmMCA()).Views.CFG);
}

TEST(RunSettings, WaveDefaultsWithoutKernel) {
  GCNMCAConfig C;
  GCNProcessorModel M = cantFail(GCNProcessorModel::get("gfx90a"));
  RegionFacts F;
  F.Model = &M;
  WavePipelineOptions O = resolveRunSettings(C, F).Wave;
  // gfx90a: 8 waves per SIMD, 4 SIMDs, wave64; one wave per workgroup;
  // 4 x (4 x 8 / 1) = 128 workgroups.
  EXPECT_EQ(O.WavesPerSIMD, 8u);
  EXPECT_EQ(O.WaveSize, 64u);
  EXPECT_EQ(O.WorkgroupSize, 0u);
  EXPECT_EQ(O.Workgroups, 128u);
  EXPECT_FALSE(O.CUMode);
  // -waves-per-simd=2 -workgroup-size=128: 2 waves per workgroup; the work
  // comes from the chip's maximum residency, not the tried one:
  // 4 x (4 x 8 / 2) = 64 workgroups.
  C.Wave.WavesPerSIMD = 2;
  C.Wave.WorkgroupSize = 128;
  RunSettings S = resolveRunSettings(C, F);
  O = S.Wave;
  EXPECT_EQ(O.WavesPerSIMD, 2u);
  EXPECT_EQ(O.WorkgroupSize, 128u);
  EXPECT_EQ(O.Workgroups, 64u);
  EXPECT_EQ(S.Sources.WavesPerSIMD, "-waves-per-simd");
  EXPECT_EQ(S.Sources.WorkgroupSize, "-workgroup-size");
  EXPECT_TRUE(S.Warnings.empty());
  C.Wave.Workgroups = 5;
  EXPECT_EQ(resolveRunSettings(C, F).Wave.Workgroups, 5u);
}

TEST(RunSettings, WaveDefaultsFromTheKernel) {
  GCNMCAConfig C;
  GCNProcessorModel M = cantFail(GCNProcessorModel::get("gfx90a"));
  RegionFacts F;
  F.Model = &M;
  OccupancyResult Occ;
  Occ.WavesPerSIMD = 3;
  Occ.WaveSize = 64;
  Occ.SIMDsPerGroupUnit = 4;
  Occ.WavesPerWorkgroup = 4;
  Occ.MaxWorkgroupSize = 256;
  Occ.WGPMode = true;
  F.Occupancy = Occ;
  F.KernelOccupancy = Occ;
  WavePipelineOptions O = resolveRunSettings(C, F).Wave;
  // Residency 3; 4 waves (256 items) fit in 4 x 3 slots; 4 x (12 / 4) = 12.
  EXPECT_EQ(O.WavesPerSIMD, 3u);
  EXPECT_EQ(O.WorkgroupSize, 256u);
  EXPECT_EQ(O.Workgroups, 12u);
  EXPECT_FALSE(O.CUMode);
  // A 1024-item kernel (16 waves) at 2 waves per SIMD: capped at the 8
  // resident slots, 512 items; 4 x (8 / 8) = 4 workgroups.
  Occ.WavesPerSIMD = 2;
  Occ.WavesPerWorkgroup = 16;
  Occ.MaxWorkgroupSize = 1024;
  Occ.WGPMode = false;
  F.Occupancy = Occ;
  F.KernelOccupancy = Occ;
  O = resolveRunSettings(C, F).Wave;
  EXPECT_EQ(O.WorkgroupSize, 512u);
  EXPECT_EQ(O.Workgroups, 4u);
  EXPECT_TRUE(O.CUMode);
  // The command line wins over the kernel.
  C.Wave.WavesPerSIMD = 5;
  C.Wave.WorkgroupSize = 64;
  O = resolveRunSettings(C, F).Wave;
  EXPECT_EQ(O.WavesPerSIMD, 5u);
  EXPECT_EQ(O.WorkgroupSize, 64u);
}

TEST(RunSettings, WhatIfsKeepTheWork) {
  GCNMCAConfig C;
  GCNProcessorModel M = cantFail(GCNProcessorModel::get("gfx90a"));
  RegionFacts F;
  F.Model = &M;
  // The kernel's own occupancy: 8 waves per SIMD, 256-item (4-wave) groups:
  // 4 x (4 x 8 / 4) = 32 workgroups, 128 waves.
  OccupancyResult Own;
  Own.WavesPerSIMD = 8;
  Own.WaveSize = 64;
  Own.SIMDsPerGroupUnit = 4;
  Own.WavesPerWorkgroup = 4;
  Own.MaxWorkgroupSize = 256;
  F.KernelOccupancy = Own;
  F.Occupancy = Own;
  RunSettings S = resolveRunSettings(C, F);
  EXPECT_EQ(S.Wave.WavesPerSIMD, 8u);
  EXPECT_EQ(S.Wave.Workgroups, 32u);
  // -vgprs=256 tried: 2 waves per SIMD. Same 32 groups of 256 items.
  OccupancyResult Tried = Own;
  Tried.WavesPerSIMD = 2;
  Tried.Limiter = OccupancyLimiter::VGPR;
  F.Occupancy = Tried;
  S = resolveRunSettings(C, F);
  EXPECT_EQ(S.Wave.WavesPerSIMD, 2u);
  EXPECT_EQ(S.Wave.WorkgroupSize, 256u);
  EXPECT_EQ(S.Wave.Workgroups, 32u);
  EXPECT_EQ(S.Sources.WavesPerSIMD, "occupancy, limited by VGPRs");
  EXPECT_TRUE(S.Warnings.empty());
  // -waves-per-simd=1 likewise (4 slots still hold a 4-wave group).
  C.Wave.WavesPerSIMD = 1;
  S = resolveRunSettings(C, F);
  EXPECT_EQ(S.Wave.WavesPerSIMD, 1u);
  EXPECT_EQ(S.Wave.Workgroups, 32u);
  C.Wave.WavesPerSIMD = 0;
  // A 1024-item (16-wave) kernel at 8 waves per SIMD: 4 x (32 / 16) = 8
  // groups, 128 waves. Tried at 2 per SIMD (8 slots), a group does not fit:
  // split into 8-wave groups of 512 items, 128 / 8 = 16 of them, warned.
  Own.WavesPerWorkgroup = 16;
  Own.MaxWorkgroupSize = 1024;
  Tried.WavesPerWorkgroup = 16;
  Tried.MaxWorkgroupSize = 1024;
  F.KernelOccupancy = Own;
  F.Occupancy = Tried;
  S = resolveRunSettings(C, F);
  EXPECT_EQ(S.Wave.WorkgroupSize, 512u);
  EXPECT_EQ(S.Wave.Workgroups, 16u);
  ASSERT_EQ(S.Warnings.size(), 1u);
  EXPECT_NE(S.Warnings[0].find("the same 128 waves"), std::string::npos);
}

} // namespace
