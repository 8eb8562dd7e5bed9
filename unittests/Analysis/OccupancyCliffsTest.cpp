//===- OccupancyCliffsTest.cpp - Occupancy cliffs on every generation -----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of OccupancyCliffs: hand-derived steps per generation
/// (register granules and files, SGPR rounding, LDS per CU/WGP and its
/// granule, workgroup slots), and on every processor generation a boundary
/// check against the OccupancyCalculator: the step's amount gives more
/// waves, one unit (one LDS granule) more does not.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/OccupancyCliffs.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

std::optional<GCNProcessorModel> model(StringRef CPU) {
  Expected<GCNProcessorModel> M = GCNProcessorModel::get(CPU);
  if (!M) {
    consumeError(M.takeError());
    return std::nullopt;
  }
  return *M;
}

OccupancyInput input(unsigned VGPRs, unsigned SGPRs, unsigned LDS, unsigned WG,
                     unsigned AGPRs = 0) {
  OccupancyInput In;
  In.NumVGPRs = VGPRs;
  In.NumAGPRs = AGPRs;
  In.NumSGPRs = SGPRs;
  In.LDSBytes = LDS;
  In.MinWorkgroupSize = In.MaxWorkgroupSize = WG;
  return In;
}

const OccupancyCliff *find(const std::vector<OccupancyCliff> &Cs,
                           CliffResource R) {
  for (const OccupancyCliff &C : Cs)
    if (C.Resource == R)
      return &C;
  return nullptr;
}
/// The cliff of \p R, kept alive in \p Keep.
const OccupancyCliff *find(std::vector<OccupancyCliff> &&Cs, CliffResource R,
                           std::vector<OccupancyCliff> &Keep) {
  Keep = std::move(Cs);
  return find(Keep, R);
}

std::vector<OccupancyCliff> cliffs(const GCNProcessorModel &M,
                                   const OccupancyInput &In) {
  return OccupancyCliffs::compute(M, In,
                                  OccupancyCalculator(M).compute(In));
}

TEST(OccupancyCliffs, VGPRStepsPerGeneration) {
  struct Case {
    const char *CPU;
    unsigned VGPRs, Next, LimitNow, LimitNext;
  } Cases[] = {
      // gfx900: 256 per lane, granule 4. 64 -> 256/64 = 4 waves; 5 waves
      // need an allocation <= 256/5 = 51.2 -> 48 (49 rounds to 52: 4).
      {"gfx900", 64, 48, 4, 5},
      // gfx90a: 512 unified, granule 8. 128 -> 4; 5 waves need <= 102.4 ->
      // 96 (97 rounds to 104: 512/104 = 4).
      {"gfx90a", 128, 96, 4, 5},
      // gfx942 likewise: 92 -> 96 -> 5 waves; 6 need <= 85.3 -> 80.
      {"gfx942", 92, 80, 5, 6},
      // gfx1030 wave32: 1024, granule 16. 94 -> 96 -> 10; 11 need <= 93 ->
      // 80, which allows 1024/80 = 12 (a two-wave step).
      {"gfx1030", 94, 80, 10, 12},
      // gfx1100 wave32: 1536, granule 24. 190 -> 192 -> 8; 9 need <=
      // 170.7 -> 168 (1536/168 = 9).
      {"gfx1100", 190, 168, 8, 9},
      // gfx1200 likewise.
      {"gfx1200", 190, 168, 8, 9},
  };
  for (const Case &K : Cases) {
    std::optional<GCNProcessorModel> M = model(K.CPU);
    ASSERT_TRUE(M) << K.CPU;
    auto Cs = cliffs(*M, input(K.VGPRs, 16, 0, 64));
    const OccupancyCliff *C = find(Cs, CliffResource::VGPRs);
    ASSERT_TRUE(C && C->Next) << K.CPU;
    EXPECT_EQ(*C->Next, K.Next) << K.CPU;
    EXPECT_EQ(C->LimitNow, K.LimitNow) << K.CPU;
    EXPECT_EQ(C->LimitNext, K.LimitNext) << K.CPU;
    EXPECT_EQ(C->change(), int64_t(K.VGPRs - K.Next)) << K.CPU;
    // VGPRs bind: the kernel gets the step's waves.
    EXPECT_EQ(C->WavesAtNext, K.LimitNext) << K.CPU;
  }
}

TEST(OccupancyCliffs, AGPRsOnTheUnifiedFile) {
  std::vector<OccupancyCliff> Keep;
  std::optional<GCNProcessorModel> M = model("gfx90a");
  ASSERT_TRUE(M);
  // 128 VGPRs + 128 AGPRs = 256 -> 512/256 = 2 waves. 3 waves need an
  // allocation <= 170.7 -> 168: 128 + AGPRs <= 168 -> 40 AGPRs.
  auto Cs = cliffs(*M, input(128, 16, 0, 64, 128));
  const OccupancyCliff *A = find(Cs, CliffResource::AGPRs);
  ASSERT_TRUE(A && A->Next);
  EXPECT_EQ(*A->Next, 40u);
  EXPECT_EQ(A->LimitNext, 3u);
  // Or the VGPRs with the 128 AGPRs kept: alignTo(V, 4) + 128 <= 168 ->
  // V <= 40.
  const OccupancyCliff *V = find(Cs, CliffResource::VGPRs);
  ASSERT_TRUE(V && V->Next);
  EXPECT_EQ(*V->Next, 40u);
  // No AGPRs: no AGPR row.
  EXPECT_EQ(find(cliffs(*M, input(128, 16, 0, 64)), CliffResource::AGPRs, Keep),
            nullptr);
}

TEST(OccupancyCliffs, SGPRSteps) {
  std::vector<OccupancyCliff> Keep;
  // gfx900: 800 per SIMD, rounding 4. 96 -> 8 waves; 9 need <= 88.9 -> 88.
  std::optional<GCNProcessorModel> M = model("gfx900");
  ASSERT_TRUE(M);
  const OccupancyCliff *C =
      find(cliffs(*M, input(16, 96, 0, 64)), CliffResource::SGPRs, Keep);
  ASSERT_TRUE(C && C->Next);
  EXPECT_EQ(*C->Next, 88u);
  EXPECT_EQ(C->LimitNow, 8u);
  EXPECT_EQ(C->LimitNext, 9u);
  // tahiti: 512, rounding 8. 80 -> 6 waves; 7 need <= 73.1 -> 72.
  M = model("tahiti");
  ASSERT_TRUE(M);
  C = find(cliffs(*M, input(16, 80, 0, 64)), CliffResource::SGPRs, Keep);
  ASSERT_TRUE(C && C->Next);
  EXPECT_EQ(*C->Next, 72u);
  EXPECT_EQ(C->LimitNext, 7u);
  // gfx1100: SGPRs do not limit occupancy.
  M = model("gfx1100");
  ASSERT_TRUE(M);
  C = find(cliffs(*M, input(16, 100, 0, 64)), CliffResource::SGPRs, Keep);
  ASSERT_TRUE(C);
  EXPECT_FALSE(C->Next);
  EXPECT_NE(C->Note.find("do not limit"), std::string::npos) << C->Note;
}

TEST(OccupancyCliffs, LDSStepsInGranules) {
  std::vector<OccupancyCliff> Keep;
  // gfx90a, 64-item workgroups (one wave): 65536 / 24576 = 2 workgroups ->
  // 2 waves on 4 SIMDs -> 1 wave/SIMD. 2 waves/SIMD need 5 workgroups:
  // <= 65536/5 = 13107 bytes, in 512-byte granules 12800.
  std::optional<GCNProcessorModel> M = model("gfx90a");
  ASSERT_TRUE(M);
  ASSERT_EQ(M->LDSGranule, 512u);
  const OccupancyCliff *C =
      find(cliffs(*M, input(16, 16, 24576, 64)), CliffResource::LDS, Keep);
  ASSERT_TRUE(C && C->Next);
  EXPECT_EQ(*C->Next, 12800u);
  EXPECT_EQ(C->LimitNow, 1u);
  EXPECT_EQ(C->LimitNext, 2u);
  EXPECT_EQ(C->WavesAtNext, 2u);
  // Without LDS pressure (1024 bytes: 64 workgroups > slots) no LDS step.
  C = find(cliffs(*M, input(16, 16, 1024, 256)), CliffResource::LDS, Keep);
  ASSERT_TRUE(C);
  EXPECT_FALSE(C->Next);
}

TEST(OccupancyCliffs, WorkgroupSizeStep) {
  std::vector<OccupancyCliff> Keep;
  // gfx900: 10 wave slots per SIMD = 40 per CU. 1024 items = 16 waves: 2
  // workgroups = 32 waves -> 8 per SIMD. The nearest size with more: 832
  // (13 waves: 3 workgroups = 39 waves -> 10); 960 (15: 2 -> 30 -> 8) and
  // 896 (14: 2 -> 28 -> 7) do not help.
  std::optional<GCNProcessorModel> M = model("gfx900");
  ASSERT_TRUE(M);
  const OccupancyCliff *C =
      find(cliffs(*M, input(16, 16, 0, 1024)), CliffResource::WorkgroupSize, Keep);
  ASSERT_TRUE(C && C->Next);
  EXPECT_EQ(*C->Next, 832u);
  EXPECT_EQ(C->LimitNow, 8u);
  EXPECT_EQ(C->LimitNext, 10u);
  // At the wave slots' maximum there is no step.
  C = find(cliffs(*M, input(16, 16, 0, 256)), CliffResource::WorkgroupSize, Keep);
  ASSERT_TRUE(C);
  EXPECT_FALSE(C->Next);
}

// Every generation: the step agrees with the calculator at its boundary.
TEST(OccupancyCliffs, BoundariesAgreeWithTheCalculator) {
  const char *CPUs[] = {"tahiti", "hawaii",  "gfx803",  "gfx900",
                        "gfx908", "gfx90a",  "gfx942",  "gfx950",
                        "gfx1010", "gfx1030", "gfx1100", "gfx1150",
                        "gfx1200", "gfx1250"};
  const OccupancyInput Inputs[] = {
      input(37, 30, 3000, 64),      input(100, 90, 20000, 128),
      input(200, 100, 40000, 256),  input(70, 50, 9000, 192, 60),
      input(250, 102, 60000, 1024), input(13, 12, 0, 512),
  };
  unsigned Checked = 0;
  for (const char *CPU : CPUs) {
    std::optional<GCNProcessorModel> M = model(CPU);
    if (!M)
      continue;
    OccupancyCalculator Calc(*M);
    for (const OccupancyInput &In : Inputs) {
      OccupancyResult R = Calc.compute(In);
      for (const OccupancyCliff &C : OccupancyCliffs::compute(*M, In, R)) {
        SCOPED_TRACE(std::string(CPU) + " " +
                     getCliffResourceName(C.Resource).str() + " now " +
                     std::to_string(C.Now));
        EXPECT_EQ(C.LimitNow, OccupancyCliffs::limitOf(R, C.Resource));
        if (!C.Next) {
          EXPECT_FALSE(C.Note.empty());
          continue;
        }
        ++Checked;
        OccupancyResult At =
            Calc.compute(OccupancyCliffs::with(In, C.Resource, *C.Next));
        EXPECT_GT(OccupancyCliffs::limitOf(At, C.Resource), C.LimitNow);
        EXPECT_EQ(OccupancyCliffs::limitOf(At, C.Resource), C.LimitNext);
        EXPECT_EQ(At.WavesPerSIMD, C.WavesAtNext);
        if (C.Resource == CliffResource::WorkgroupSize)
          continue;
        // One unit more (one LDS granule) is past the cliff.
        unsigned Unit = C.Resource == CliffResource::LDS ? M->LDSGranule : 1;
        EXPECT_EQ(*C.Next % Unit, 0u);
        if (*C.Next + Unit <= C.Now) {
          OccupancyResult Past = Calc.compute(
              OccupancyCliffs::with(In, C.Resource, *C.Next + Unit));
          EXPECT_EQ(OccupancyCliffs::limitOf(Past, C.Resource), C.LimitNow);
        }
      }
    }
  }
  EXPECT_GT(Checked, 50u);
}

} // namespace
