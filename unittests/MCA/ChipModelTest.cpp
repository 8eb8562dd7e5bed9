//===- ChipModelTest.cpp - Tests of the chip model ------------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of ChipModel: operation counts per opcode name, the
/// dispatcher's spread of a launch, the chip's peaks and the DRAM
/// efficiency per kind of traffic, with hand-derived numbers.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/ChipModel.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

static GCNProcessorModel model(StringRef CPU,
                               ArrayRef<std::string> Overrides = {}) {
  Expected<GCNProcessorModel> M = GCNProcessorModel::get(CPU, Overrides);
  EXPECT_TRUE(bool(M));
  return M ? *M : GCNProcessorModel();
}

TEST(ChipModel, VALUFlopsPerLane) {
  EXPECT_EQ(getVALUFlopsPerLane("V_FMA_F32_e64_vi"), 2u);
  EXPECT_EQ(getVALUFlopsPerLane("V_FMAC_F32_e32_gfx10"), 2u);
  EXPECT_EQ(getVALUFlopsPerLane("V_MAD_F32_e64"), 2u);
  EXPECT_EQ(getVALUFlopsPerLane("V_FMA_F64_e64_vi"), 2u);
  EXPECT_EQ(getVALUFlopsPerLane("V_PK_FMA_F32"), 4u);
  EXPECT_EQ(getVALUFlopsPerLane("V_DOT2_F32_F16"), 4u);
  EXPECT_EQ(getVALUFlopsPerLane("V_PK_MUL_F32"), 2u);
  EXPECT_EQ(getVALUFlopsPerLane("V_ADD_F32_e32_vi"), 1u);
  EXPECT_EQ(getVALUFlopsPerLane("V_MUL_F32_e32"), 1u);
  // Integer and data movement are not floating-point operations.
  EXPECT_EQ(getVALUFlopsPerLane("V_ADD_U32_e32_vi"), 0u);
  EXPECT_EQ(getVALUFlopsPerLane("V_MUL_LO_U32_e64"), 0u);
  EXPECT_EQ(getVALUFlopsPerLane("V_MOV_B32_e32"), 0u);
  // A VOPD pair: the sum of its halves (FMAC 2 + MUL 1; FMAC + MOV 2).
  EXPECT_EQ(getVALUFlopsPerLane("V_DUAL_FMAC_F32_e32_X_MUL_F32_e32_gfx11"),
            3u);
  EXPECT_EQ(getVALUFlopsPerLane("V_DUAL_FMAC_F32_e32_X_MOV_B32_e32_gfx11"),
            2u);
}

TEST(ChipModel, MatrixFlops) {
  // 2 x M x N x K x blocks (AMD Matrix Instruction Calculator shapes).
  EXPECT_EQ(getMatrixFlops("V_MFMA_F32_32X32X8F16_e64"), 2u * 32 * 32 * 8);
  EXPECT_EQ(getMatrixFlops("V_MFMA_F32_32X32X2F32_e64"), 2u * 32 * 32 * 2);
  // Multi-block shapes: 32x32x1 f32 has 2 blocks, 16x16x1 4, 4x4x1 16.
  EXPECT_EQ(getMatrixFlops("V_MFMA_F32_32X32X1F32_e64"), 2u * 32 * 32 * 2);
  EXPECT_EQ(getMatrixFlops("V_MFMA_F32_16X16X1F32_e64"), 2u * 16 * 16 * 4);
  EXPECT_EQ(getMatrixFlops("V_MFMA_F32_4X4X1F32_e64"), 2u * 4 * 4 * 16);
  EXPECT_EQ(getMatrixFlops("V_MFMA_F32_16X16X4F16_e64"), 2u * 16 * 16 * 4 * 4);
  EXPECT_EQ(getMatrixFlops("V_MFMA_F32_16X16X16F16_e64"), 2u * 16 * 16 * 16);
  EXPECT_EQ(getMatrixFlops("V_MFMA_F32_32X32X4BF16_1K_e64"),
            2u * 32 * 32 * 4 * 2);
  EXPECT_EQ(getMatrixFlops("V_MFMA_F32_32X32X4_XF32_e64"), 2u * 32 * 32 * 4);
  EXPECT_EQ(getMatrixFlops("V_MFMA_F64_16X16X4F64_e64"), 2u * 16 * 16 * 4);
  EXPECT_EQ(getMatrixFlops("V_MFMA_F64_4X4X4F64_e64"), 2u * 4 * 4 * 4 * 4);
  EXPECT_EQ(getMatrixFlops("V_MFMA_F32_32X32X16_F16_e64"), 2u * 32 * 32 * 16);
  EXPECT_EQ(getMatrixFlops("V_WMMA_F32_16X16X16_F16_twoaddr_w32_gfx11"),
            2u * 16 * 16 * 16);
  EXPECT_EQ(getMatrixFlops("V_FMA_F32_e64"), 0u);
}

TEST(ChipModel, LaunchSpreadsRoundRobin) {
  // 1000 workgroups on 104 CUs: 1000 = 9 x 104 + 64, so 64 CUs get 10 and
  // 40 get 9; holding 4 at once, the busiest runs 3 rounds, the last of 2.
  ChipLaunch L = ChipLaunch::compute(1000, 104, 4);
  EXPECT_EQ(L.MaxPerUnit, 10u);
  EXPECT_EQ(L.MinPerUnit, 9u);
  EXPECT_EQ(L.ActiveUnits, 104u);
  EXPECT_EQ(L.Rounds, 3u);
  EXPECT_EQ(L.TailWorkgroups, 2u);
  // A grid smaller than the chip: 10 workgroups on 48 WGPs.
  ChipLaunch S = ChipLaunch::compute(10, 48, 8);
  EXPECT_EQ(S.ActiveUnits, 10u);
  EXPECT_EQ(S.MaxPerUnit, 1u);
  EXPECT_EQ(S.MinPerUnit, 0u);
  EXPECT_EQ(S.Rounds, 1u);
  EXPECT_EQ(S.TailWorkgroups, 1u);
}

TEST(ChipModel, DRAMEfficiencyByTraffic) {
  // MI210: fitted read 82 %, write 93 %, mixed 76 % (GCNProcessors.td).
  GCNProcessorModel M = model("gfx90a");
  EXPECT_EQ(getDRAMEfficiencyPct(M, 100, 0), 82u);
  EXPECT_EQ(getDRAMEfficiencyPct(M, 0, 100), 93u);
  EXPECT_EQ(getDRAMEfficiencyPct(M, 100, 50), 76u);
  // 1 % of writes (a dot product's partial sums) is still a read stream.
  EXPECT_EQ(getDRAMEfficiencyPct(M, 1000, 10), 82u);
  EXPECT_EQ(getDRAMEfficiencyPct(M, 1000, 11), 76u);
  // MI300X: one figure for all traffic.
  GCNProcessorModel X = model("gfx942");
  EXPECT_EQ(getDRAMEfficiencyPct(X, 100, 0), 77u);
  EXPECT_EQ(getDRAMEfficiencyPct(X, 100, 50), 77u);
  // An override wins.
  GCNProcessorModel O = model("gfx942", {"DRAMPct=90"});
  EXPECT_EQ(getDRAMEfficiencyPct(O, 100, 0), 90u);
}

TEST(ChipModel, PeaksOfTheChip) {
  // MI210 at 1700 MHz: L1 64 B/clk x 104 CUs = 11315.2 GB/s; L2 4096 B/clk
  // (one instance) = 6963.2 GB/s; DRAM 1638 GB/s, achievable 76 % =
  // 1244.88; LDS 2 ports x 64 B/clk x 104 = 22630.4 GB/s.
  GCNProcessorModel M = model("gfx90a");
  ChipPeaks P = ChipPeaks::compute(M, 1700, 76);
  EXPECT_NEAR(P.LevelBytesPerSec[unsigned(MemLevel::L1)] / 1e9, 11315.2, 1e-6);
  EXPECT_NEAR(P.LevelBytesPerSec[unsigned(MemLevel::L2)] / 1e9, 6963.2, 1e-6);
  EXPECT_NEAR(P.LevelBytesPerSec[unsigned(MemLevel::DRAM)] / 1e9, 1638, 1e-6);
  EXPECT_NEAR(P.DRAMAchievableBytesPerSec / 1e9, 1244.88, 1e-6);
  EXPECT_NEAR(P.LDSBytesPerSec / 1e9, 22630.4, 1e-6);
  // RX 7900 XTX: L2 2048 B/clk x 2500 MHz = 5120 GB/s; MALL 3500 GB/s.
  GCNProcessorModel R = model("gfx1100");
  ChipPeaks Q = ChipPeaks::compute(R, 2500, 82);
  EXPECT_NEAR(Q.LevelBytesPerSec[unsigned(MemLevel::L2)] / 1e9, 5120, 1e-6);
  EXPECT_NEAR(Q.LevelBytesPerSec[unsigned(MemLevel::MALL)] / 1e9, 3500, 1e-6);
}

TEST(ChipModel, KernelClockUnderMatrixLoad) {
  // MI300X: MatrixClockMHz 1207 (AMD, "Measuring Max-Achievable FLOPs -
  // Part 2", BF16), ClockMHz 2100.
  GCNProcessorModel M = model("gfx942");
  EXPECT_EQ(M.ClockMHz, 2100u);
  EXPECT_EQ(M.MatrixClockMHz, 1207u);
  // A matrix kernel: more matrix operations than others.
  EXPECT_EQ(getKernelClockMHz(M, 8192, 0), 1207u);
  EXPECT_EQ(getKernelClockMHz(M, 101, 100), 1207u);
  // Not one: as many other operations, more, or no matrix work at all.
  EXPECT_EQ(getKernelClockMHz(M, 100, 100), 2100u);
  EXPECT_EQ(getKernelClockMHz(M, 100, 8192), 2100u);
  EXPECT_EQ(getKernelClockMHz(M, 0, 0), 2100u);
  // No published figure (MI355X, MI210): the peak clock.
  EXPECT_EQ(getKernelClockMHz(model("gfx950"), 8192, 0), 2400u);
  EXPECT_EQ(getKernelClockMHz(model("gfx90a"), 8192, 0), 1700u);
  // Turned off from the command line.
  EXPECT_EQ(
      getKernelClockMHz(model("gfx942", {"MatrixClockMHz=0"}), 8192, 0),
      2100u);
}

TEST(ChipModel, ModelAtClock) {
  // MI300X holds its MALL latency in ns (250) and its HBM latency in cycles
  // (650, DRAMLatencyNs 0): at 1207 MHz the MALL is 250 x 1207 / 1000 =
  // 301.75 -> 302 cycles (525 at 2100), the HBM stays 650 and L2 (shader
  // clock) 168.
  GCNProcessorModel M = model("gfx942");
  EXPECT_EQ(M.MALLLatency, 525u);
  GCNProcessorModel At = M.atClock(1207);
  EXPECT_EQ(At.ClockMHz, 1207u);
  EXPECT_EQ(At.MALLLatency, 302u);
  EXPECT_EQ(At.DRAMLatency, 650u);
  EXPECT_EQ(At.L2Latency, 168u);
  // MI210 holds HBM in ns (335): 335 x 1000 / 1000 = 335 cycles at 1 GHz.
  EXPECT_EQ(model("gfx90a").atClock(1000).DRAMLatency, 335u);
  // A latency given in cycles on the command line stays.
  EXPECT_EQ(model("gfx942", {"MALLLatency=400"}).atClock(1207).MALLLatency,
            400u);
}

TEST(ChipModel, MatrixElemType) {
  // The input type after the shape (the result type comes first).
  EXPECT_EQ(getMatrixElemType("V_MFMA_F32_16X16X16F16_e64"),
            MatrixElemType::F16);
  EXPECT_EQ(getMatrixElemType("V_MFMA_F32_16X16X16BF16_1K_e64"),
            MatrixElemType::BF16);
  EXPECT_EQ(getMatrixElemType("V_MFMA_F32_16X16X16_BF16_e64"),
            MatrixElemType::BF16);
  EXPECT_EQ(getMatrixElemType("V_MFMA_F32_16X16X32_FP8_FP8_e64"),
            MatrixElemType::F8);
  EXPECT_EQ(getMatrixElemType("V_SMFMAC_F32_16X16X64_BF8_FP8_e64"),
            MatrixElemType::F8);
  EXPECT_EQ(getMatrixElemType("V_MFMA_F32_16X16X128_F8F6F4_e64"),
            MatrixElemType::F8);
  // WMMA with a 16-bit result: the result type is not the input's.
  EXPECT_EQ(getMatrixElemType("V_WMMA_BF16_16X16X16_BF16_w32_gfx11"),
            MatrixElemType::BF16);
  EXPECT_EQ(getMatrixElemType("V_WMMA_F16_16X16X16_F16_w32_gfx11"),
            MatrixElemType::F16);
  // f32, xf32, f64, integers and non-matrix opcodes.
  EXPECT_EQ(getMatrixElemType("V_MFMA_F32_32X32X2F32_e64"),
            MatrixElemType::Other);
  EXPECT_EQ(getMatrixElemType("V_MFMA_F32_32X32X4_XF32_e64"),
            MatrixElemType::Other);
  EXPECT_EQ(getMatrixElemType("V_MFMA_F64_16X16X4F64_e64"),
            MatrixElemType::Other);
  EXPECT_EQ(getMatrixElemType("V_MFMA_I32_16X16X32_I8_e64"),
            MatrixElemType::Other);
  EXPECT_EQ(getMatrixElemType("V_FMA_F16_e64"), MatrixElemType::Other);
}

TEST(ChipModel, KernelClockPerMatrixType) {
  // MI300X (AMD, "Measuring Max-Achievable FLOPs - Part 2", table 1):
  // FP16 1115, BF16 1207, FP8 1230 MHz; other types take the BF16 figure.
  GCNProcessorModel M = model("gfx942");
  EXPECT_EQ(getKernelClockMHz(M, 8192, 0, MatrixElemType::F16), 1115u);
  EXPECT_EQ(getKernelClockMHz(M, 8192, 0, MatrixElemType::BF16), 1207u);
  EXPECT_EQ(getKernelClockMHz(M, 8192, 0, MatrixElemType::F8), 1230u);
  EXPECT_EQ(getKernelClockMHz(M, 8192, 0, MatrixElemType::Other), 1207u);
  // Not a matrix kernel: the peak clock whatever the type.
  EXPECT_EQ(getKernelClockMHz(M, 100, 8192, MatrixElemType::F16), 2100u);
  // A type's figure of 0 falls back to MatrixClockMHz; MatrixClockMHz 0
  // turns the rule off for every type.
  EXPECT_EQ(getKernelClockMHz(model("gfx942", {"MatrixClockF16MHz=0"}), 8192,
                              0, MatrixElemType::F16),
            1207u);
  EXPECT_EQ(getKernelClockMHz(model("gfx942", {"MatrixClockMHz=0"}), 8192, 0,
                              MatrixElemType::F16),
            2100u);
}
