//===- VGPRBanksTest.cpp - VGPR bank reads of VALU instructions -----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of VGPRBanks: the sources a VALU instruction reads (the mac
/// accumulator included, a register named twice once, tuples by their
/// registers, SGPRs and immediates not), the cycles to read them (the
/// fullest bank, cached registers free, at least 1, 1 without banks) and
/// the operand cache along a stream; WaveProgram's busy cycles from them.
//===----------------------------------------------------------------------===//

#include "ParsedAsm.h"
#include "gcn-mca/MCA/HardwareUnits/VGPRBanks.h"
#include "gcn-mca/MCA/HardwareUnits/WaveProgram.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

SmallVector<uint16_t, 8> sources(const Parsed &P, unsigned I) {
  SmallVector<uint16_t, 8> Out;
  VGPRBanks::sourceVGPRs(P.In->instructions()[I], *P.TS.MCII, *P.TS.MRI, Out);
  return Out;
}

TEST(VGPRBanks, SourcesIncludeTheAccumulator) {
  Parsed P;
  ASSERT_TRUE(P.parse("v_fmac_f32_e32 v5, v19, v13\n"                    // 0
                      "v_dual_fmac_f32 v106, v6, v12 :: "
                      "v_dual_fmac_f32 v97, v16, v13\n"                  // 1
                      "v_add_f32_e32 v1, s2, v1\n"                       // 2
                      "v_mul_f32_e32 v3, 2.0, v4\n"                      // 3
                      "v_lshlrev_b64 v[6:7], 2, v[8:9]\n"                // 4
                      "v_add_f32_e32 v1, v2, v2\n",                      // 5
                      "gfx1100"))
      << P.Diags;
  // v_fmac reads its tied accumulator: v19, v13 and v5.
  EXPECT_EQ(sources(P, 0), (SmallVector<uint16_t, 8>{19, 13, 5}));
  // The VOPD pair: both halves' sources and accumulators.
  EXPECT_EQ(sources(P, 1), (SmallVector<uint16_t, 8>{6, 12, 106, 16, 13, 97}));
  // SGPRs and constants are not VGPR reads.
  EXPECT_EQ(sources(P, 2), (SmallVector<uint16_t, 8>{1}));
  EXPECT_EQ(sources(P, 3), (SmallVector<uint16_t, 8>{4}));
  // A 64-bit source is its two registers.
  EXPECT_EQ(sources(P, 4), (SmallVector<uint16_t, 8>{8, 9}));
  // A register named twice is read once.
  EXPECT_EQ(sources(P, 5), (SmallVector<uint16_t, 8>{2}));
}

TEST(VGPRBanks, ReadCyclesAreTheFullestBank) {
  VGPRBanks B(4);
  // LLVM's example: v0, v4, v8 all in bank 0: 3 cycles.
  EXPECT_EQ(B.readCycles({0, 4, 8}, {}), 3u);
  // One per bank: 1 cycle.
  EXPECT_EQ(B.readCycles({0, 1, 2, 3}, {}), 1u);
  // v5, v13 in bank 1, v19 in bank 3: 2.
  EXPECT_EQ(B.readCycles({19, 13, 5}, {}), 2u);
  // Cached registers cost nothing: v13 cached leaves one per bank.
  EXPECT_EQ(B.readCycles({19, 13, 5}, {13}), 1u);
  // Nothing to read (all cached, or no VGPR source): 1 cycle.
  EXPECT_EQ(B.readCycles({4, 8}, {4, 8}), 1u);
  EXPECT_EQ(B.readCycles({}, {}), 1u);
  // Duplicates are one read.
  EXPECT_EQ(B.readCycles({4, 4, 8}, {}), 2u);
  // No bank model: always 1.
  EXPECT_EQ(VGPRBanks(0).readCycles({0, 4, 8}, {}), 1u);
  // Two banks: even and odd registers.
  EXPECT_EQ(VGPRBanks(2).readCycles({0, 1, 2, 3}, {}), 2u);
}

TEST(VGPRBanks, OperandCacheIsThePreviousInstruction) {
  Parsed P;
  ASSERT_TRUE(P.parse("v_fma_f32 v1, v0, v4, v8\n"    // 0: 3 in bank 0
                      "v_fma_f32 v2, v0, v4, v8\n"    // 1: all cached
                      "v_fma_f32 v3, v12, v16, v0\n"  // 2: v12, v16 new
                      "v_fma_f32 v1, v0, v4, v8\n",   // 3: v4, v8 evicted
                      "gfx1100"))
      << P.Diags;
  VGPRBanks B(4);
  ArrayRef<MCInst> I = P.In->instructions();
  EXPECT_EQ(B.next(I[0], *P.TS.MCII, *P.TS.MRI), 3u);
  EXPECT_EQ(B.next(I[1], *P.TS.MCII, *P.TS.MRI), 1u);
  EXPECT_EQ(B.next(I[2], *P.TS.MCII, *P.TS.MRI), 2u);
  EXPECT_EQ(B.next(I[3], *P.TS.MCII, *P.TS.MRI), 2u);
}

TEST(VGPRBanks, WaveProgramBusyCycles) {
  Parsed P;
  ASSERT_TRUE(P.parse("v_fma_f32 v1, v0, v4, v8\n"    // 0: 3 cycles
                      "v_fma_f32 v2, v12, v16, v20\n" // 1: 3 cycles
                      "v_fma_f32 v3, v12, v16, v20\n" // 2: cached: 1
                      "v_exp_f32_e32 v5, v9\n",       // 3: trans, 4 > 1
                      "gfx1100"))
      << P.Diags;
  for (unsigned Banks : {4u, 0u}) {
    Expected<GCNProcessorModel> M = GCNProcessorModel::get(
        "gfx1100", ArrayRef<std::string>{"VGPRBanks=" + std::to_string(Banks)});
    ASSERT_TRUE(bool(M)) << toString(M.takeError());
    Expected<WaveProgram> W = WaveProgram::build(
        P.In->instructions(), *M, *P.TS.MCII, *P.TS.MRI, WaveProgramParams());
    ASSERT_TRUE(bool(W)) << toString(W.takeError());
    EXPECT_EQ(W->inst(0).Busy, Banks ? 3u : 1u);
    EXPECT_EQ(W->inst(1).Busy, Banks ? 3u : 1u);
    EXPECT_EQ(W->inst(2).Busy, 1u);
    // The latency covers the busy cycles (VALULatency 5 > 3).
    EXPECT_EQ(W->inst(0).Latency, 5u);
    // Wave32 transcendental: 4 cycles (TransRateDiv) hide one read.
    EXPECT_EQ(W->inst(3).Busy, 4u);
  }
}

} // namespace
