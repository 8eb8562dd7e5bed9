//===- WaveEmulatorSDWATest.cpp - SDWA forms of VALU operations -----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of WaveEmulator::executeVectorSDWA (gfx8, gfx9, gfx10.3): the
/// source selects with and without sext, dst_sel with each dst_unused, the
/// old destination read where it is preserved, EXEC, and what stays
/// unknown (clamp, neg, a 16-bit result into a DWORD, a mask read); and of
/// the selects and placements themselves (emu::sdwaSelect, sdwaDest).
/// Every expected value is worked out by hand next to it.
//===----------------------------------------------------------------------===//

#include "../../lib/Analysis/WaveEmulatorOps.h"
#include "EmulatedAsm.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::emu;

namespace {

TEST(WaveEmulatorSDWA, SelectsAndPlacements) {
  // 0xabcdfff0: bytes 0xf0, 0xff, 0xcd, 0xab; words 0xfff0, 0xabcd.
  EXPECT_EQ(sdwaSelect(0xabcdfff0u, SDWAFields::Byte2, false), 0xcdu);
  EXPECT_EQ(sdwaSelect(0xabcdfff0u, SDWAFields::Byte2, true), 0xffffffcdu);
  EXPECT_EQ(sdwaSelect(0xabcdfff0u, SDWAFields::Byte1, true), 0xffffffffu);
  EXPECT_EQ(sdwaSelect(0x12340020u, SDWAFields::Byte3, true), 0x12u);
  EXPECT_EQ(sdwaSelect(0xabcdfff0u, SDWAFields::Word1, false), 0xabcdu);
  EXPECT_EQ(sdwaSelect(0xabcdfff0u, SDWAFields::Word0, true), 0xfffffff0u);
  EXPECT_EQ(sdwaSelect(0xabcdfff0u, SDWAFields::Dword, true), 0xabcdfff0u);
  SDWAFields F;
  // Byte 0x85 (sign 1) into byte 2 over 0x11223344.
  F.DstSel = SDWAFields::Byte2;
  F.DstUnused = SDWAFields::Pad;
  EXPECT_EQ(sdwaDest(0x1285u, 0x11223344u, F), 0x00850000u);
  F.DstUnused = SDWAFields::Sext;
  EXPECT_EQ(sdwaDest(0x1285u, 0x11223344u, F), 0xff850000u);
  F.DstUnused = SDWAFields::Preserve;
  EXPECT_EQ(sdwaDest(0x1285u, 0x11223344u, F), 0x11853344u);
  // Word 0x7fff (sign 0) into word 0: Sext pads with 0.
  F.DstSel = SDWAFields::Word0;
  F.DstUnused = SDWAFields::Sext;
  EXPECT_EQ(sdwaDest(0x17fffu, 0x11223344u, F), 0x00007fffu);
  F.DstSel = SDWAFields::Dword;
  EXPECT_EQ(sdwaDest(0x17fffu, 0x11223344u, F), 0x17fffu);
}

/// v3 = 0xabcdfff0 + lane, v4 = 0x12340020, v2 = 0x77777777, EXEC all.
void setUp(EmulatedAsm &M) {
  for (unsigned L = 0; L < M.E->waveSize(); ++L) {
    M.E->setVGPR(3, L, 0xabcdfff0u + L);
    M.E->setVGPR(4, L, 0x12340020u);
    M.E->setVGPR(2, L, 0x77777777u);
  }
  M.E->setExec(~uint64_t(0));
}

TEST(WaveEmulatorSDWA, Operations_GFX90A) {
  // Lane 3: v3 = 0xabcdfff3.
  //  - v_add_u16_sdwa WORD_1 PRESERVE, WORD_0 + WORD_1: 0xfff3 + 0x1234 =
  //    0x11227 -> 0x1227 over v2's low word: 0x12277777.
  //  - v_mov_b32_sdwa BYTE_1 SEXT from BYTE_2 (0xcd): 0xffffcd00.
  //  - v_lshlrev_b32_sdwa: sext(WORD_0 of v3) = 0xfffffff3 << BYTE_0 of v4
  //    (0x20 & 31 = 0): 0xfffffff3.
  //  - v_and_b32_sdwa WORD_0 PAD: BYTE_0 of v3 (0xf3) & WORD_0 of v4
  //    (0x0020): 0x20.
  //  - v_add_co_u32_sdwa: 0xf3 + 0x12 = 0x105 -> BYTE_0 0x05 with PAD:
  //    5; VCC (known 0 before) unknown.
  //  - a 16-bit result into a DWORD, v_cndmask (reads VCC): unknown.
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_add_u16_sdwa v2, v3, v4 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:WORD_1
	v_mov_b32_sdwa v5, v3 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
	v_lshlrev_b32_sdwa v6, v4, sext(v3) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:WORD_0
	v_and_b32_sdwa v7, v3, v4 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:WORD_0
	s_mov_b64 vcc, 0
	v_add_co_u32_sdwa v8, vcc, v3, v4 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_3
	v_add_u16_sdwa v10, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_0
	v_cndmask_b32_sdwa v11, v3, v4, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
)",
                     "gfx90a", 64))
      << M.P.Diags;
  setUp(M);
  for (unsigned L = 0; L < 64; ++L)
    for (unsigned R : {10u, 11u})
      M.E->setVGPR(R, L, 1);
  M.run();
  EXPECT_EQ(M.E->vgpr(2, 3), 0x12277777u);
  EXPECT_EQ(M.E->vgpr(5, 3), 0xffffcd00u);
  EXPECT_EQ(M.E->vgpr(6, 3), 0xfffffff3u);
  EXPECT_EQ(M.E->vgpr(7, 3), 0x20u);
  EXPECT_EQ(M.E->vgpr(8, 3), 0x05u);
  EXPECT_EQ(M.E->vccKnown(), 0u);
  EXPECT_EQ(M.E->vgpr(10, 3), std::nullopt);
  EXPECT_EQ(M.E->vgpr(11, 3), std::nullopt);
}

TEST(WaveEmulatorSDWA, ClampAndNeg_GFX803) {
  // gfx8: v_add_u32_sdwa (carry out in VCC) BYTE_0 + DWORD, lane 1:
  // 0xf1 + 0x12340020 = 0x12340111; with clamp (saturation not modelled)
  // unknown; v_add_f32 with neg: a float operation, unknown.
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_add_u32_sdwa v5, vcc, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_add_u32_sdwa v6, vcc, v3, v4 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_add_f32_sdwa v7, -v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
)",
                     "gfx803", 64))
      << M.P.Diags;
  setUp(M);
  for (unsigned L = 0; L < 64; ++L)
    for (unsigned R : {6u, 7u})
      M.E->setVGPR(R, L, 1);
  M.run();
  EXPECT_EQ(M.E->vgpr(5, 1), 0x12340111u);
  EXPECT_EQ(M.E->vgpr(6, 1), std::nullopt);
  EXPECT_EQ(M.E->vgpr(7, 1), std::nullopt);
}

TEST(WaveEmulatorSDWA, PreserveNeedsTheOldValue_GFX1030) {
  // gfx10.3 wave32, EXEC lanes 0-15. v2: lanes 0-7 known 0x77777777, 8-31
  // unknown. v_or_b32_sdwa BYTE_3 PRESERVE: BYTE_1 of v3 (0xff) | BYTE_0
  // of v4 (0x20) = 0xff into byte 3: 0xff777777 in lanes 0-7; unknown in
  // lanes 8-15 (the old value is); lanes 16-31 off keep theirs (unknown).
  // v_mov_b32_sdwa with UNUSED_PAD writes every active lane: WORD_1 of v3
  // (0xabcd) into WORD_0: 0xabcd; off lanes keep v5 (1).
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_or_b32_sdwa v2, v3, v4 dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:BYTE_0
	v_mov_b32_sdwa v5, v3 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_1
)",
                     "gfx1030", 32))
      << M.P.Diags;
  setUp(M);
  for (unsigned L = 0; L < 32; ++L) {
    M.E->setVGPR(2, L, L < 8 ? std::optional<uint32_t>(0x77777777u)
                             : std::nullopt);
    M.E->setVGPR(5, L, 1);
  }
  M.E->setExec(0xffff);
  EXPECT_EQ(M.run(), 0u);
  EXPECT_EQ(M.E->vgpr(2, 7), 0xff777777u);
  EXPECT_EQ(M.E->vgpr(2, 8), std::nullopt);
  EXPECT_EQ(M.E->vgpr(5, 15), 0xabcdu);
  EXPECT_EQ(M.E->vgpr(5, 16), 1u);
}

} // namespace
