//===- RegisterLivenessTest.cpp - Live registers on hand-derived cases ----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of RegisterLiveness: definitions and uses of tuples, 16-bit
/// halves, special registers left out, a loop's back edge, an unfollowable
/// graph, and the range syntax. Each expectation is derived in the comment
/// next to it.
//===----------------------------------------------------------------------===//

#include "ParsedAsm.h"
#include "gcn-mca/Analysis/ControlFlow/CFG.h"
#include "gcn-mca/Analysis/RegisterLiveness.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

RegisterLiveness live(Parsed &P, const ControlFlowGraph *G = nullptr) {
  return RegisterLiveness::compute(P.In->instructions(), G, *P.TS.MCII,
                                   *P.TS.MRI);
}

std::string ranges(const RegisterLiveness &L, unsigned I, RegFile F) {
  return RegisterLiveness::formatRanges(L.liveSetBefore(I), F);
}

TEST(RegisterLiveness, StraightLineTuplesAndSpecialRegisters) {
  Parsed P;
  ASSERT_TRUE(P.parse(R"(
    s_load_dwordx4 s[4:7], s[0:1], 0x0
    v_cmp_gt_u32_e32 vcc, 16, v0
    v_cndmask_b32_e64 v1, 0, 1, vcc
    s_waitcnt lgkmcnt(0)
    global_load_dwordx2 v[2:3], v0, s[4:5]
    v_mov_b32_e32 v9, 7
    s_waitcnt vmcnt(0)
    v_add_u32_e32 v1, v1, v2
    v_add_u32_e32 v1, v1, v3
    global_store_dword v0, v1, s[6:7]
    s_endpgm
  )",
                      "gfx90a"))
      << P.Diags;
  RegisterLiveness L = live(P);
  ASSERT_EQ(L.size(), 11u);
  // Before #0: s[0:1] (read) and v0 (read later, never written): V1 S2.
  EXPECT_EQ(L.liveBefore(0).SGPRs, 2u);
  EXPECT_EQ(L.liveBefore(0).VGPRs, 1u);
  // #0 writes all of s[4:7]; s[4:5] is read by #4, s[6:7] by #9: before #1
  // four SGPRs; VCC (written by #1, read by #2) is never counted.
  EXPECT_EQ(L.liveBefore(1).SGPRs, 4u);
  EXPECT_EQ(L.liveBefore(2).SGPRs, 4u);
  // Before #4: v0 and v1 live; #4 writes the tuple v[2:3] (both killed
  // above it, so 2 VGPRs), reads s[4:5].
  EXPECT_EQ(L.liveBefore(4).VGPRs, 2u);
  EXPECT_EQ(ranges(L, 4, RegFile::SGPR), "s[4:7]");
  // Before #5: v0 v1 v2 v3. v9 is written by #5 and never read: not live
  // anywhere, but named (nextFree covers v0..v9).
  EXPECT_EQ(L.liveBefore(5).VGPRs, 4u);
  EXPECT_EQ(ranges(L, 5, RegFile::VGPR), "v[0:3]");
  EXPECT_EQ(L.liveBefore(6).VGPRs, 4u);
  EXPECT_EQ(L.nextFree(RegFile::VGPR), 10u);
  EXPECT_EQ(L.nextFree(RegFile::SGPR), 8u); // s0..s7
  EXPECT_EQ(L.nextFree(RegFile::AGPR), 0u);
  // #7 v1 = v1 + v2 -> before: v0 v1 v2 v3 (4); #8 v1 = v1 + v3 -> v0 v1 v3.
  EXPECT_EQ(L.liveBefore(7).VGPRs, 4u);
  EXPECT_EQ(L.liveBefore(8).VGPRs, 3u);
  EXPECT_EQ(ranges(L, 8, RegFile::VGPR), "v[0:1], v3");
  // #9 reads v0 v1 s[6:7]; nothing is live before s_endpgm.
  EXPECT_EQ(L.liveBefore(9).VGPRs, 2u);
  EXPECT_EQ(L.liveBefore(9).SGPRs, 2u);
  EXPECT_EQ(L.liveBefore(10).VGPRs + L.liveBefore(10).SGPRs, 0u);
  // Peaks: VGPRs 4 first before #5; SGPRs 4 first before #1.
  EXPECT_EQ(L.peak(RegFile::VGPR), 4u);
  EXPECT_EQ(L.peakIndex(RegFile::VGPR), 5);
  EXPECT_EQ(L.peak(RegFile::SGPR), 4u);
  EXPECT_EQ(L.peakIndex(RegFile::SGPR), 1);
  EXPECT_EQ(L.peak(RegFile::AGPR), 0u);
  EXPECT_EQ(L.peakIndex(RegFile::AGPR), -1);
  EXPECT_FALSE(L.isApproximate());
}

TEST(RegisterLiveness, AGPRsAndUnifiedPeak) {
  Parsed P;
  ASSERT_TRUE(P.parse(R"(
    v_accvgpr_write_b32 a0, v0
    v_accvgpr_write_b32 a1, v1
    v_mfma_f32_4x4x1f32 a[0:3], v2, v3, a[0:3]
    v_accvgpr_read_b32 v4, a3
    global_store_dword v5, v4, s[0:1]
    s_endpgm
  )",
                      "gfx90a"))
      << P.Diags;
  RegisterLiveness L = live(P);
  // The MFMA reads a[0:3] (a2, a3 never written: live from the entry) and
  // writes a[0:3]; only a3 is read afterwards.
  // Before #0: v0 v1 v2 v3 v5 | a2 a3 | s0 s1 -> V5 A2.
  EXPECT_EQ(L.liveBefore(0).VGPRs, 5u);
  EXPECT_EQ(L.liveBefore(0).AGPRs, 2u);
  // Before #2: v2 v3 v5 | a[0:3] -> V3 A4, the AGPR peak and V+A 7.
  EXPECT_EQ(L.liveBefore(2).AGPRs, 4u);
  EXPECT_EQ(L.peak(RegFile::AGPR), 4u);
  EXPECT_EQ(L.peakIndex(RegFile::AGPR), 2);
  EXPECT_EQ(ranges(L, 2, RegFile::AGPR), "a[0:3]");
  // V+A: #0 5+2 = 7, #1 (v1 v2 v3 v5 | a0 a2 a3) 4+3 = 7, #2 3+4 = 7: the
  // first is #0.
  EXPECT_EQ(L.peakVector(), 7u);
  EXPECT_EQ(L.peakVectorIndex(), 0);
  // Before #3: v5 | a3; before #4: v4 v5.
  EXPECT_EQ(L.liveBefore(3).AGPRs, 1u);
  EXPECT_EQ(L.liveBefore(4).VGPRs, 2u);
  EXPECT_EQ(L.nextFree(RegFile::AGPR), 4u);
}

TEST(RegisterLiveness, LoopBackEdgeKeepsValuesLive) {
  Parsed P;
  ASSERT_TRUE(P.parse(R"(
    v_mov_b32_e32 v1, 0
    s_mov_b32 s2, 4
    v_add_f32_e32 v1, v1, v0
    s_sub_u32 s2, s2, 1
    s_cmp_lg_u32 s2, 0
    s_cbranch_scc1 -4
    global_store_dword v2, v1, s[0:1]
    s_endpgm
  )",
                      "gfx942"))
      << P.Diags;
  // Blocks by hand: B0 #0-#1, B1 #2-#5 (back edge to itself, falls to
  // B2), B2 #6-#7.
  ControlFlowGraph G;
  G.addBlock("entry", 2);
  G.addBlock("loop", 4, BlockEnd::CondBranch);
  G.addBlock("exit", 2, BlockEnd::EndProgram);
  G.setEdges(0, -1, 1);
  G.setEdges(1, 1, 2);
  G.setEdges(2, -1, -1);
  G.finalize();
  RegisterLiveness L = live(P, &G);
  // B2 in: v1 v2 | s0 s1. B1 out = B2 in + B1 in; B1 in: v0 (read by #2,
  // never written) v1 v2 | s0 s1 s2. So v0 stays live at the loop's end
  // (#5: V3 S3), which a straight-line pass would miss (there v0 dies at
  // #2: V2 before #3).
  EXPECT_EQ(L.liveBefore(5).VGPRs, 3u);
  EXPECT_EQ(L.liveBefore(5).SGPRs, 3u);
  EXPECT_EQ(ranges(L, 5, RegFile::VGPR), "v[0:2]");
  // Before #0: v0 v2 | s0 s1 (v1, s2 written at #0/#1).
  EXPECT_EQ(L.liveBefore(0).VGPRs, 2u);
  EXPECT_EQ(L.liveBefore(0).SGPRs, 2u);
  RegisterLiveness Straight = live(P);
  EXPECT_EQ(Straight.liveBefore(3).VGPRs, 2u);
  EXPECT_EQ(L.liveBefore(3).VGPRs, 3u);
}

TEST(RegisterLiveness, UnfollowableGraphIsStraightLine) {
  Parsed P;
  ASSERT_TRUE(P.parse(R"(
    v_mov_b32_e32 v1, v0
    s_setpc_b64 s[4:5]
  )",
                      "gfx942"))
      << P.Diags;
  // A graph that does not cover the region's instructions is not used.
  ControlFlowGraph Short;
  Short.addBlock("b", 1);
  Short.finalize();
  RegisterLiveness L = live(P, &Short);
  EXPECT_TRUE(L.isApproximate());
  // Straight line: before #0 v0 | s4 s5.
  EXPECT_EQ(L.liveBefore(0).VGPRs, 1u);
  EXPECT_EQ(L.liveBefore(0).SGPRs, 2u);
}

TEST(RegisterLiveness, HalvesDoNotEndALiveRange) {
  Parsed P;
  if (!P.parse(R"(
    v_add_f16_e32 v1.l, v2.l, v3.l
    global_store_b32 v0, v1, s[0:1]
    s_endpgm
  )",
               "gfx1100"))
    GTEST_SKIP() << "no true16 syntax: " << P.Diags;
  RegisterLiveness L = live(P);
  // #0 writes only v1's low half: v1 stays live above it (its high half
  // is read by #1): before #0 v0 v1 v2 v3.
  EXPECT_EQ(L.liveBefore(0).VGPRs, 4u);
  EXPECT_EQ(ranges(L, 0, RegFile::VGPR), "v[0:3]");
}

TEST(RegisterLiveness, FormatRanges) {
  BitVector S(RegisterLiveness::NumSlots);
  EXPECT_EQ(RegisterLiveness::formatRanges(S, RegFile::VGPR), "");
  S.set(0);
  S.set(1);
  S.set(2);
  S.set(7);
  S.set(RegisterLiveness::MaxVGPRs + 3);
  S.set(RegisterLiveness::MaxVGPRs + RegisterLiveness::MaxAGPRs + 10);
  S.set(RegisterLiveness::MaxVGPRs + RegisterLiveness::MaxAGPRs + 11);
  EXPECT_EQ(RegisterLiveness::formatRanges(S, RegFile::VGPR), "v[0:2], v7");
  EXPECT_EQ(RegisterLiveness::formatRanges(S, RegFile::AGPR), "a3");
  EXPECT_EQ(RegisterLiveness::formatRanges(S, RegFile::SGPR), "s[10:11]");
  EXPECT_EQ(RegisterLiveness::fileOf(RegisterLiveness::MaxVGPRs),
            RegFile::AGPR);
}

} // namespace
