//===- WaveEmulatorTest.cpp - The integer side of one wave ----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of WaveEmulator on parsed assembly of gfx9 (gfx90a), gfx10.3
/// (gfx1030), gfx11 (gfx1100) and gfx12 (gfx1200): SALU arithmetic with SCC,
/// bit-level known values, the kernel wave's initial state (kernarg and
/// dispatch pointers, workgroup ids, packed and separate work-item ids),
/// kernarg loads, VALU per lane under EXEC, compares into VCC, the saveexec
/// family, v_mbcnt, readfirstlane/readlane, 64-bit forms and branches. Every
/// expected value is worked out by hand in the comment next to it.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/WaveEmulator.h"
#include "EmulatedAsm.h"
#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Analysis/KernelLaunch.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

using Emu = EmulatedAsm;

TEST(WaveEmulator, BaseNames) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	s_add_u32 s0, s1, s2
	v_add_u32_e32 v0, v1, v2
	v_add_u32_e64 v0, v1, v2
	v_add_u32_dpp v0, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
)",
                     "gfx90a", 64))
      << M.P.Diags;
  EXPECT_EQ(M.E->baseName(M.inst(0).getOpcode()), "S_ADD_U32");
  EXPECT_EQ(M.E->baseName(M.inst(1).getOpcode()), "V_ADD_U32");
  EXPECT_EQ(M.E->baseName(M.inst(2).getOpcode()), "V_ADD_U32");
  EXPECT_EQ(M.E->baseName(M.inst(3).getOpcode()), ""); // DPP: not read
}

TEST(WaveEmulator, ScalarArithmeticAndSCC) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	s_mov_b32 s0, 7
	s_add_u32 s1, s0, 5
	s_mov_b32 s2, -1
	s_add_u32 s3, s2, 1
	s_addc_u32 s4, s0, 0
	s_lshl_b32 s5, s0, 3
	s_mul_i32 s6, s5, s0
	s_cmp_lt_u32 s0, 8
	s_cselect_b32 s7, 10, 20
	s_movk_i32 s20, 0xabcd
	s_bfe_u32 s8, s20, 0x80004
	s_movk_i32 s9, 0xfff0
	s_ashr_i32 s10, s9, 2
	s_sub_u32 s11, 3, 5
	s_min_i32 s12, s9, s0
	s_lshl2_add_u32 s13, s0, 1
	s_mov_b32 s14, 0
	s_mov_b32 s15, 1
	s_lshl_b64 s[16:17], s[14:15], 4
	s_not_b32 s18, 0
	s_bfm_b32 s19, 4, 8
)",
                     "gfx90a", 64))
      << M.P.Diags;
  EXPECT_EQ(M.run(), 0u);
  EXPECT_EQ(M.s(1), 12u);         // 7 + 5
  EXPECT_EQ(M.s(3), 0u);          // 0xffffffff + 1 wraps ...
  EXPECT_EQ(M.s(4), 8u);          // ... with a carry: 7 + 0 + 1
  EXPECT_EQ(M.s(5), 56u);         // 7 << 3
  EXPECT_EQ(M.s(6), 392u);        // 56 * 7
  EXPECT_EQ(M.s(7), 10u);         // 7 < 8: SCC = 1 selects 10
  EXPECT_EQ(M.s(8), 0xbcu);       // bits [4, 12) of 0xabcd
  EXPECT_EQ(M.s(9), 0xfffffff0u); // s_movk_i32 sign-extends 0xfff0 (-16)
  EXPECT_EQ(M.s(10), 0xfffffffcu); // -16 >> 2 = -4
  EXPECT_EQ(M.s(11), 0xfffffffeu); // 3 - 5 = -2 ...
  EXPECT_EQ(M.s(12), 0xfffffff0u); // min(-16, 7)
  EXPECT_EQ(M.s(13), 29u);         // (7 << 2) + 1
  EXPECT_EQ(M.s(16), 0u);          // 2^32 << 4 = 2^36: low dword 0 ...
  EXPECT_EQ(M.s(17), 16u);         // ... high dword 2^4
  EXPECT_EQ(M.s(18), 0xffffffffu); // ~0
  EXPECT_EQ(M.s(19), 0xf00u);      // ((1 << 4) - 1) << 8
  // The last SCC write: s_not_b32 gives 0xffffffff != 0 (s_bfm sets none).
  EXPECT_EQ(M.E->scc(), std::optional<bool>(true));
}

TEST(WaveEmulator, SCCInOrder) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	s_mov_b32 s0, 3
	s_sub_u32 s1, s0, 5
	s_sub_u32 s2, s0, 1
	s_and_b32 s3, s0, 4
	s_or_b32 s4, s0, 4
	s_cmp_eq_u32 s0, 3
	s_cmp_gt_i32 s1, 0
	s_cmpk_lt_i32 s1, 0x0
)",
                     "gfx90a", 64))
      << M.P.Diags;
  std::vector<std::optional<bool>> Expected = {
      std::nullopt,               // s_mov leaves SCC (unknown at start)
      true,                       // 3 - 5 borrows
      false,                      // 3 - 1 does not
      false,                      // 3 & 4 = 0
      true,                       // 3 | 4 = 7 != 0
      true,                       // 3 == 3
      false,                      // -2 > 0 is false (signed)
      true};                      // -2 < 0
  for (unsigned I = 0; I < Expected.size(); ++I) {
    M.run(I, I + 1);
    EXPECT_EQ(M.E->scc(), Expected[I]) << "after instruction " << I;
  }
}

TEST(WaveEmulator, UnknownsPropagateBitwise) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	s_load_dword s0, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s1, s0, 1
	s_and_b32 s2, s0, 0
	s_or_b32 s3, s0, -1
	s_and_b32 s6, s0, 0xff00
	s_lshr_b32 s7, s6, 16
)",
                     "gfx90a", 64))
      << M.P.Diags;
  M.run();
  EXPECT_EQ(M.s(0), std::nullopt); // s[4:5] unknown: loaded value unknown
  EXPECT_EQ(M.s(1), std::nullopt); // unknown + 1
  EXPECT_EQ(M.s(2), 0u);           // anything & 0: every bit a known 0
  EXPECT_EQ(M.s(3), 0xffffffffu);  // anything | -1
  // s6: bits outside 0xff00 are known zeros, the others unknown.
  EXPECT_EQ(M.E->sgpr(6).Known, ~0xff00u);
  EXPECT_EQ(M.E->sgpr(6).V & ~0xff00u, 0u);
  EXPECT_EQ(M.s(7), std::nullopt); // shifts take whole known operands only
}

/// A kernel with the kernarg pointer in s[0:1] (user SGPR count 2), the
/// workgroup id x in s2 and work-item ids x, y (system_vgpr_workitem_id 1).
KernelDescriptorInfo kernel2D() {
  KernelDescriptorInfo K;
  K.Fields["user_sgpr_kernarg_segment_ptr"] = 1;
  K.Fields["user_sgpr_count"] = 2;
  K.Fields["system_sgpr_workgroup_id_x"] = 1;
  K.Fields["system_sgpr_workgroup_id_y"] = 1;
  K.Fields["system_vgpr_workitem_id"] = 1;
  K.Args = {{"n", "int", "by_value", "", 0, 4},
            {"", "", "hidden_block_count_x", "", 8, 4},
            {"", "", "hidden_group_size_y", "", 14, 2}};
  K.KernargSegmentSize = 16;
  return K;
}

TEST(WaveEmulator, KernelWaveStartAndKernargLoads) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	s_load_dword s4, s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	s_load_dword s8, s[0:1], 0x40
)",
                     "gfx90a", 64))
      << M.P.Diags;
  KernelDescriptorInfo K = kernel2D();
  LaunchShape Shape;
  Shape.Grid = {1024, 4, 1};
  Shape.Workgroup = {64, 2, 1};
  Expected<KernelLaunch> L =
      KernelLaunch::create(Shape, K.Args, K.KernargSegmentSize, {"n=100"});
  ASSERT_TRUE(bool(L)) << toString(L.takeError());
  WaveEmulator::KernelSetup Setup;
  Setup.Kernel = &K;
  Setup.Launch = &*L;
  Setup.PackedWorkItemIds = true; // gfx90a
  WavePlacement Place;
  Place.Group = {3, 1, 0};
  Place.WaveInGroup = 1;
  M.E->startKernelWave(Setup, Place);
  // s[0:1] = the kernarg segment's address; s2, s3 = workgroup ids x, y.
  EXPECT_EQ(M.s(0), uint32_t(WaveEmulator::KernargBase));
  EXPECT_EQ(M.s(1), uint32_t(WaveEmulator::KernargBase >> 32));
  EXPECT_EQ(M.s(2), 3u);
  EXPECT_EQ(M.s(3), 1u);
  // Wave 1 of a 64x2 group holds flat ids 64..127: x = flat % 64 = lane,
  // y = flat / 64 = 1; packed: v0 = x | y << 10.
  EXPECT_EQ(M.E->vgpr(0, 0), 1u << 10);
  EXPECT_EQ(M.E->vgpr(0, 5), 5u | 1u << 10);
  EXPECT_EQ(M.E->exec(), ~uint64_t(0));
  EXPECT_EQ(M.run(), 0u);
  EXPECT_EQ(M.s(4), 100u); // n
  EXPECT_EQ(M.s(6), 16u);  // block count x = 1024 / 64
  // Offsets 12-15: hidden_group_size_y (2) at 14, bytes 12-13 unknown.
  EXPECT_EQ(M.s(7), std::nullopt);
  EXPECT_EQ(M.s(8), std::nullopt); // past the segment
}

TEST(WaveEmulator, SeparateWorkItemIdsAndPartialWave) {
  // gfx1030, wave32, ids in v0 and v1. A grid of 40 x 1 in groups of 64:
  // one partial workgroup of 40 items; its wave 1 holds flat ids 32..63, of
  // which 32..39 exist: EXEC = 0xff, x = 32 + lane.
  Emu M;
  ASSERT_TRUE(M.init("\ts_nop 0\n", "gfx1030", 32)) << M.P.Diags;
  KernelDescriptorInfo K = kernel2D();
  LaunchShape Shape;
  Shape.Grid = {40, 1, 1};
  Shape.Workgroup = {64, 1, 1};
  Expected<KernelLaunch> L =
      KernelLaunch::create(Shape, K.Args, K.KernargSegmentSize, {});
  ASSERT_TRUE(bool(L)) << toString(L.takeError());
  WaveEmulator::KernelSetup Setup;
  Setup.Kernel = &K;
  Setup.Launch = &*L;
  Setup.PackedWorkItemIds = false;
  WavePlacement Place;
  Place.WaveInGroup = 1;
  M.E->startKernelWave(Setup, Place);
  EXPECT_EQ(M.E->exec(), 0xffu);
  EXPECT_EQ(M.E->vgpr(0, 0), 32u);
  EXPECT_EQ(M.E->vgpr(0, 7), 39u);
  EXPECT_EQ(M.E->vgpr(1, 7), 0u);
}

/// A 1-D wave: v0 = lane id, EXEC all lanes.
void laneIds(WaveEmulator &E) {
  for (unsigned L = 0; L < E.waveSize(); ++L)
    E.setVGPR(0, L, L);
  E.setExec(~uint64_t(0));
}

TEST(WaveEmulator, CompareSaveExecAndRestore_GFX9) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	v_cmp_gt_u32_e32 vcc, 10, v0
	s_and_saveexec_b64 s[10:11], vcc
	v_mov_b32_e32 v1, 5
	v_add_u32_e32 v2, 3, v0
	s_or_b64 exec, exec, s[10:11]
	v_cmp_eq_u32_e64 s[12:13], 63, v0
	v_cndmask_b32_e64 v3, 1, 2, s[12:13]
)",
                     "gfx90a", 64))
      << M.P.Diags;
  laneIds(*M.E);
  M.run(0, 2);
  // Lanes with 10 > id: 0..9.
  EXPECT_EQ(M.E->vcc(), 0x3ffu);
  EXPECT_EQ(M.E->exec(), 0x3ffu);
  EXPECT_EQ(M.E->execKnown(), ~uint64_t(0));
  EXPECT_EQ(M.s(10), 0xffffffffu); // the saved EXEC
  EXPECT_EQ(M.s(11), 0xffffffffu);
  EXPECT_EQ(M.E->scc(), std::optional<bool>(true)); // EXEC != 0
  M.run(2, 5);
  EXPECT_EQ(M.E->vgpr(1, 9), 5u);
  EXPECT_EQ(M.E->vgpr(1, 10), std::nullopt); // off: never written
  EXPECT_EQ(M.E->vgpr(2, 4), 7u);            // 3 + 4
  EXPECT_EQ(M.E->exec(), ~uint64_t(0));      // restored
  M.run(5);
  // Only lane 63 has id 63: mask bit 63, v3 = 2 there, 1 elsewhere.
  EXPECT_EQ(M.s(13), 0x80000000u);
  EXPECT_EQ(M.s(12), 0u);
  EXPECT_EQ(M.E->vgpr(3, 63), 2u);
  EXPECT_EQ(M.E->vgpr(3, 0), 1u);
}

TEST(WaveEmulator, ExecBranches) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	v_cmp_gt_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_2
	s_cbranch_execnz .LBB0_2
	s_cbranch_vccz .LBB0_2
.LBB0_2:
	s_endpgm
)",
                     "gfx90a", 64))
      << M.P.Diags;
  laneIds(*M.E);
  M.run(0, 2);
  // 0 > id holds for no lane: EXEC = 0, execz taken, execnz not, vccz
  // taken.
  EXPECT_EQ(M.E->exec(), 0u);
  EXPECT_EQ(M.E->branchTaken(M.inst(2)), std::optional<bool>(true));
  EXPECT_EQ(M.E->branchTaken(M.inst(3)), std::optional<bool>(false));
  EXPECT_EQ(M.E->branchTaken(M.inst(4)), std::optional<bool>(true));
  EXPECT_TRUE(M.E->isConditionalBranch(M.inst(2)));
  EXPECT_FALSE(M.E->isConditionalBranch(M.inst(5)));
}

TEST(WaveEmulator, UnknownMaskBitsNeverDecideABranch) {
  // The loop exit of rocSPARSE's csr2gebsr kernels: EXEC &= ~(a mask
  // compared against an unknown bound). s14 is never set: unknown. v31 =
  // lane id + 1; vcc = s14 <= v31 is unknown in every lane, so is s[24:25]
  // = vcc | 0 and EXEC = EXEC & ~s[24:25]: whether EXEC is zero is
  // unknown (execz, execnz, vccnz undecided), however the value bits of the
  // unknown lanes were left. The saveexec's SCC (EXEC != 0) is unknown too.
  Emu M;
  ASSERT_TRUE(M.init(R"(
	s_mov_b64 s[24:25], 0
	v_add_u32_e32 v31, 1, v0
	v_cmp_le_i32_e32 vcc, s14, v31
	s_or_b64 s[24:25], vcc, s[24:25]
	s_andn2_b64 exec, exec, s[24:25]
	s_cbranch_execz .LBB0_2
	s_cbranch_execnz .LBB0_2
	s_and_b64 vcc, exec, s[24:25]
	s_cbranch_vccnz .LBB0_2
	s_andn2_saveexec_b64 s[30:31], s[24:25]
.LBB0_2:
	s_endpgm
)",
                     "gfx90a", 64))
      << M.P.Diags;
  laneIds(*M.E);
  M.run(0, 5);
  EXPECT_EQ(M.E->execKnown(), 0u);
  EXPECT_EQ(M.E->branchTaken(M.inst(5)), std::nullopt);
  EXPECT_EQ(M.E->branchTaken(M.inst(6)), std::nullopt);
  M.run(7, 8);
  EXPECT_EQ(M.E->branchTaken(M.inst(8)), std::nullopt);
  M.run(9, 10);
  EXPECT_EQ(M.E->scc(), std::nullopt);
}

TEST(WaveEmulator, MbcntAndReadLanes) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	v_mbcnt_lo_u32_b32 v2, -1, 0
	v_mbcnt_hi_u32_b32 v2, -1, v2
	s_mov_b64 exec, 0xf0
	v_readfirstlane_b32 s12, v2
	s_mov_b32 s13, 37
	v_readlane_b32 s14, v2, s13
)",
                     "gfx90a", 64))
      << M.P.Diags;
  M.E->setExec(~uint64_t(0));
  M.run();
  // mbcnt_hi(-1, mbcnt_lo(-1, 0)) counts the lanes below: the lane id.
  EXPECT_EQ(M.E->vgpr(2, 0), 0u);
  EXPECT_EQ(M.E->vgpr(2, 40), 40u);
  EXPECT_EQ(M.s(12), 4u);  // first active lane of 0xf0 is lane 4
  EXPECT_EQ(M.s(14), 37u); // lane 37's value
}

TEST(WaveEmulator, SixtyFourBitVector) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_mad_u64_u32 v[6:7], s[20:21], v0, 12, v[4:5]
	s_mov_b32 s21, 0x80000000
	v_mul_hi_u32 v8, v0, s21
)",
                     "gfx90a", 64))
      << M.P.Diags;
  laneIds(*M.E);
  for (unsigned L = 0; L < 64; ++L)
    M.E->setVGPR(2, L, 0x40000000u + L);
  M.run();
  // (2^30 + lane) << 2 = 2^32 + 4 lane: low dword 4 lane, high 1.
  EXPECT_EQ(M.E->vgpr(4, 3), 12u);
  EXPECT_EQ(M.E->vgpr(5, 3), 1u);
  // lane * 12 + (2^32 + 4 lane) = 2^32 + 16 lane.
  EXPECT_EQ(M.E->vgpr(6, 3), 48u);
  EXPECT_EQ(M.E->vgpr(7, 3), 1u);
  // (lane * 2^31) >> 32 = lane / 2.
  EXPECT_EQ(M.E->vgpr(8, 7), 3u);
}

TEST(WaveEmulator, UnknownLoadsAndFloats) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	global_load_dword v1, v0, s[0:1]
	v_add_u32_e32 v2, 1, v1
	v_exp_f32_e32 v3, v0
	ds_read_b32 v4, v0
)",
                     "gfx90a", 64))
      << M.P.Diags;
  laneIds(*M.E);
  for (unsigned R : {1u, 2u, 3u, 4u})
    M.E->setVGPR(R, 0, 99);
  M.run();
  EXPECT_EQ(M.E->vgpr(1, 0), std::nullopt); // from memory
  EXPECT_EQ(M.E->vgpr(2, 0), std::nullopt); // from an unknown
  EXPECT_EQ(M.E->vgpr(3, 0), std::nullopt); // a float op not emulated
  EXPECT_EQ(M.E->vgpr(4, 0), std::nullopt); // from LDS
}

/// The float steps of clang's unsigned division by a run-time divisor
/// (v_cvt_f32_u32, v_rcp_iflag_f32, v_mul_f32 by 2^32 - 512, v_cvt_u32_f32)
/// are emulated in IEEE single precision; a VOP3 modifier makes the result
/// unknown.
TEST(WaveEmulator, DivisionFloatSteps) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	s_mov_b32 s4, 7
	v_cvt_f32_u32_e32 v1, s4
	v_rcp_iflag_f32_e32 v2, v1
	v_mul_f32_e32 v3, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v4, v3
	v_cvt_f32_u32_e32 v5, v0
	v_cvt_u32_f32_e32 v6, v5
	v_mul_f32_e64 v7, -v1, v1
	v_cvt_u32_f32_e32 v8, -1.0
	v_cvt_i32_f32_e32 v9, -1.0
)",
                     "gfx90a", 64))
      << M.P.Diags;
  laneIds(*M.E);
  M.run();
  // 7.0f = 0x40e00000; 1 / 7 rounds to 0x3e124925 (0.142857149); times
  // 4294966784 (0x4f7ffffe) = 613566711.9, the nearest float 613566720
  // (spacing 64 there), which converts exactly.
  EXPECT_EQ(M.E->vgpr(1, 0), 0x40e00000u);
  EXPECT_EQ(M.E->vgpr(2, 5), 0x3e124925u);
  EXPECT_EQ(M.E->vgpr(4, 9), 613566720u);
  // Small integers round-trip through float exactly: the lane id.
  EXPECT_EQ(M.E->vgpr(6, 0), 0u);
  EXPECT_EQ(M.E->vgpr(6, 63), 63u);
  // A neg modifier: unknown.
  EXPECT_EQ(M.E->vgpr(7, 0), std::nullopt);
  // Negative to unsigned saturates at 0; to signed, -1.
  EXPECT_EQ(M.E->vgpr(8, 0), 0u);
  EXPECT_EQ(M.E->vgpr(9, 0), 0xffffffffu);
}

/// A counted loop as clang emits it: the bound from the kernarg segment,
/// decided by SCC each iteration.
unsigned loopTrips(Emu &M, unsigned Body, unsigned Branch) {
  unsigned Trips = 0;
  for (;;) {
    ++Trips;
    M.run(Body, Branch);
    std::optional<bool> T = M.E->branchTaken(M.inst(Branch));
    if (!T || !*T || Trips > 1000)
      break;
  }
  return Trips;
}

TEST(WaveEmulator, CountedLoop_GFX1100) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	s_load_b32 s4, s[0:1], 0x0
	s_mov_b32 s5, 0
.LBB0_1:
	s_add_i32 s5, s5, 4
	s_cmp_lt_i32 s5, s4
	s_cbranch_scc1 .LBB0_1
)",
                     "gfx1100", 32))
      << M.P.Diags;
  KernelDescriptorInfo K = kernel2D();
  LaunchShape Shape;
  Expected<KernelLaunch> L =
      KernelLaunch::create(Shape, K.Args, K.KernargSegmentSize, {"n=1024"});
  ASSERT_TRUE(bool(L)) << toString(L.takeError());
  WaveEmulator::KernelSetup Setup;
  Setup.Kernel = &K;
  Setup.Launch = &*L;
  M.E->startKernelWave(Setup, WavePlacement());
  M.run(0, 2);
  EXPECT_EQ(M.s(4), 1024u);
  // s5 = 4, 8, ..., 1024: the branch is taken while s5 < 1024, so the body
  // runs 1024 / 4 = 256 times.
  EXPECT_EQ(loopTrips(M, 2, 4), 256u);
}

TEST(WaveEmulator, Wave32ExecMask_GFX1030) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	v_cmp_gt_u32_e32 vcc_lo, 20, v0
	s_and_saveexec_b32 s10, vcc_lo
	v_add_nc_u32_e32 v1, 100, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_xor_b32 s11, exec_lo, -1
)",
                     "gfx1030", 32))
      << M.P.Diags;
  laneIds(*M.E);
  M.run();
  // Lanes 0..19 ran the add; EXEC restored to all 32 lanes.
  EXPECT_EQ(M.E->vcc(), 0xfffffu);
  EXPECT_EQ(M.s(10), 0xffffffffu);
  EXPECT_EQ(M.E->vgpr(1, 19), 119u);
  EXPECT_EQ(M.E->vgpr(1, 20), std::nullopt);
  EXPECT_EQ(M.E->exec(), 0xffffffffu);
  EXPECT_EQ(M.s(11), 0u); // ~EXEC
}

TEST(WaveEmulator, Gfx12Forms) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	s_load_b32 s4, s[0:1], 0x0
	s_wait_kmcnt 0x0
	v_cmp_gt_u32_e32 vcc_lo, s4, v0
	s_and_saveexec_b32 s10, vcc_lo
	v_lshl_add_u32 v1, v0, 2, s4
	s_and_not1_b32 s11, -1, s10
)",
                     "gfx1200", 32))
      << M.P.Diags;
  KernelDescriptorInfo K = kernel2D();
  LaunchShape Shape;
  Expected<KernelLaunch> L =
      KernelLaunch::create(Shape, K.Args, K.KernargSegmentSize, {"n=6"});
  ASSERT_TRUE(bool(L)) << toString(L.takeError());
  WaveEmulator::KernelSetup Setup;
  Setup.Kernel = &K;
  Setup.Launch = &*L;
  M.E->startKernelWave(Setup, WavePlacement());
  laneIds(*M.E);
  M.run();
  EXPECT_EQ(M.s(4), 6u);
  EXPECT_EQ(M.E->exec(), 0x3fu);         // lanes with 6 > id
  EXPECT_EQ(M.E->vgpr(1, 5), 26u);       // (5 << 2) + 6
  EXPECT_EQ(M.E->vgpr(1, 6), std::nullopt);
  EXPECT_EQ(M.s(11), 0u);                // -1 & ~s10 (s10 = all ones)
}

} // namespace

// The lane-parallel paths (executeVectorFast: carries and compares as bit
// 31 of a word, 64-bit shifts) against the per-lane arithmetic written out
// here, on values that hit every carry and sign case, with inactive lanes
// (keep their values, 0 in the masks) and an unknown lane (unknown results
// and mask bits). Each instruction runs twice: as the first execution of its
// static index (the operands prepared) and again from the prepared entry.
TEST(WaveEmulator, LaneParallelArithmetic) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	v_add_co_u32_e32 v2, vcc, v0, v1
	v_addc_co_u32_e32 v3, vcc, v0, v1, vcc
	v_sub_co_u32_e64 v4, s[10:11], v0, v1
	v_subrev_co_u32_e32 v5, vcc, v0, v1
	v_cmp_lt_i32_e64 s[12:13], v0, v1
	v_cmp_ge_u32_e64 s[14:15], v0, v1
	v_cndmask_b32_e64 v6, v0, v1, s[12:13]
	v_ashrrev_i64 v[8:9], 3, v[0:1]
	v_add_u32_e32 v7, s20, v0
)",
                     "gfx90a", 64))
      << M.P.Diags;
  uint32_t A[64], B[64];
  uint32_t X = 12345;
  auto Next = [&X] { return X = X * 1103515245u + 12345u; };
  for (unsigned L = 0; L < 64; ++L) {
    A[L] = Next();
    B[L] = Next();
  }
  // Edge cases: carries out of and into bit 31, equal operands, signs.
  A[0] = 0xffffffffu, B[0] = 1;
  A[1] = 0x80000000u, B[1] = 0x80000000u;
  A[2] = 7, B[2] = 7;
  A[3] = 0x7fffffffu, B[3] = 0x80000000u;
  A[4] = 0, B[4] = 0xffffffffu;
  A[6] = 0xffffffffu, B[6] = 0xffffffffu;
  for (unsigned L = 0; L < 64; ++L) {
    M.E->setVGPR(0, L, A[L]);
    M.E->setVGPR(1, L, L == 5 ? std::nullopt : std::optional<uint32_t>(B[L]));
    M.E->setVGPR(2, L, 1000 + L);
  }
  M.E->setExec(~uint64_t(0) >> 4); // lanes 60-63 off
  M.E->setSGPR(20, ScalarValue::known(0x10));
  ArrayRef<MCInst> I = M.P.In->instructions();
  for (unsigned Pass = 0; Pass < 2; ++Pass)
    for (unsigned K = 0; K < I.size(); ++K) {
      M.E->setInstructionIndex(int(K));
      EXPECT_TRUE(M.E->execute(I[K])) << K;
    }
  auto Bit = [&](unsigned Sgpr, unsigned L) -> std::optional<bool> {
    ScalarValue V = M.E->sgpr(Sgpr + L / 32);
    if (!((V.Known >> (L % 32)) & 1))
      return std::nullopt;
    return (V.V >> (L % 32)) & 1;
  };
  for (unsigned L = 0; L < 64; ++L) {
    uint64_t a = A[L], b = B[L];
    if (L >= 60) {
      EXPECT_EQ(M.E->vgpr(2, L), 1000 + L) << L; // inactive: kept
      EXPECT_EQ(Bit(10, L), false) << L;          // off: 0 in a mask
      continue;
    }
    EXPECT_EQ(M.E->vgpr(7, L), uint32_t(a + 0x10)) << L;
    if (L == 5) {
      EXPECT_EQ(M.E->vgpr(2, L), std::nullopt);
      EXPECT_EQ(M.E->vgpr(8, L), std::nullopt);
      EXPECT_EQ(Bit(10, L), std::nullopt);
      EXPECT_EQ(Bit(12, L), std::nullopt);
      continue;
    }
    uint64_t C1 = (a + b) >> 32;
    EXPECT_EQ(M.E->vgpr(2, L), uint32_t(a + b)) << L;
    EXPECT_EQ(M.E->vgpr(3, L), uint32_t(a + b + C1)) << L;
    EXPECT_EQ(M.E->vgpr(4, L), uint32_t(a - b)) << L;
    EXPECT_EQ(Bit(10, L), a < b) << L; // the borrow
    EXPECT_EQ(M.E->vgpr(5, L), uint32_t(b - a)) << L;
    bool LT = int32_t(a) < int32_t(b);
    EXPECT_EQ(Bit(12, L), LT) << L;
    EXPECT_EQ(Bit(14, L), a >= b) << L;
    EXPECT_EQ(M.E->vgpr(6, L), LT ? uint32_t(b) : uint32_t(a)) << L;
    uint64_t Sh = uint64_t(int64_t(a | b << 32) >> 3);
    EXPECT_EQ(M.E->vgpr(8, L), uint32_t(Sh)) << L;
    EXPECT_EQ(M.E->vgpr(9, L), uint32_t(Sh >> 32)) << L;
  }
  // The last carry (v_subrev: b - a borrows when b < a) in VCC.
  ASSERT_TRUE(M.E->vccKnown() & 1);
  EXPECT_EQ((M.E->vcc() & 1) != 0, B[0] < A[0]);
  EXPECT_FALSE(M.E->vccKnown() & (uint64_t(1) << 5)); // the unknown lane
}
