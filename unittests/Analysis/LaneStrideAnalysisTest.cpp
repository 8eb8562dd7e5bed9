//===- LaneStrideAnalysisTest.cpp - Lane strides from the address code ----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of LaneStrideAnalysis on parsed assembly: the affine forms
/// through shifts, multiplies, mads and adds, the work-item id sources (v0,
/// the packed id, mbcnt), unknown values, address operands of DS / global /
/// flat / buffer, and the meets of loops and repeated regions. Every
/// expected stride is the coefficient of the work-item id in the address,
/// worked out by hand in the comment next to it.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/LaneStrideAnalysis.h"
#include "ParsedAsm.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

std::vector<int> strides(Parsed &P, ArrayRef<uint32_t> Trace = {},
                         bool Repeats = false, unsigned WaveSize = 64) {
  return LaneStrideAnalysis::compute(P.In->instructions(), *P.TS.MCII,
                                     *P.TS.MRI, Trace, Repeats, WaveSize);
}

TEST(LaneStrideAnalysis, PackedIdScaledAndAdded) {
  Parsed P;
  ASSERT_TRUE(P.parse(R"(
	v_and_b32_e32 v1, 0x3ff, v0
	v_lshlrev_b32_e32 v2, 2, v1
	global_load_dword v3, v2, s[0:1]
	s_movk_i32 s5, 0x84
	v_mov_b32_e32 v9, s2
	v_mad_u32_u24 v4, v1, s5, v9
	ds_read_b32 v5, v4
	v_mul_u32_u24_e32 v6, 12, v1
	v_add_u32_e32 v6, s3, v6
	ds_write_b32 v6, v5
	v_lshl_add_u32 v7, v1, 4, s4
	buffer_store_dword v5, v7, s[8:11], 0 offen
	buffer_load_dword v8, v7, s[8:11], 0 offen
	s_endpgm
)",
                      "gfx90a"))
      << P.Diags;
  std::vector<int> S = strides(P);
  ASSERT_EQ(S.size(), 14u);
  EXPECT_EQ(S[0], -1);  // not a memory access
  EXPECT_EQ(S[2], 4);   // (tid & 0x3ff) << 2
  EXPECT_EQ(S[6], 132); // tid * s5 (= 0x84) + v9 (= s2, uniform)
  EXPECT_EQ(S[9], 12);  // tid * 12 + s3
  EXPECT_EQ(S[11], 16); // (tid << 4) + s4, the offen VGPR after vdata
  EXPECT_EQ(S[12], 16);
}

TEST(LaneStrideAnalysis, SixtyFourBitAddresses) {
  Parsed P;
  ASSERT_TRUE(P.parse(R"(
	v_lshlrev_b32_e32 v2, 7, v0
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_load_dword v4, v[2:3], off
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[6:7], v[0:1], 3, s[0:1]
	global_load_dwordx2 v[8:9], v[6:7], off
	v_mad_u64_u32 v[10:11], s[2:3], v0, 24, s[4:5]
	flat_load_dword v12, v[10:11]
	v_lshlrev_b64 v[14:15], 2, v[0:1]
	global_store_dword v[14:15], v12, off
	s_endpgm
)",
                      "gfx942"))
      << P.Diags;
  std::vector<int> S = strides(P);
  EXPECT_EQ(S[4], 128); // s[0:1] + (tid << 7): the low dword's A
  EXPECT_EQ(S[7], 8);   // v_lshl_add_u64: (tid << 3) + s[0:1]
  EXPECT_EQ(S[9], 24);  // v_mad_u64_u32: tid * 24 + s[4:5]
  EXPECT_EQ(S[11], 4);  // v_lshlrev_b64 by 2 of (tid, 0)
}

TEST(LaneStrideAnalysis, UnknownValues) {
  Parsed P;
  ASSERT_TRUE(P.parse(R"(
	v_mul_lo_u32 v1, v0, s4
	ds_read_b32 v2, v1
	global_load_dword v3, v[4:5], off
	v_lshrrev_b32_e32 v6, 2, v0
	ds_read_b32 v7, v6
	v_mov_b32_e32 v8, 4
	v_mul_lo_u32 v9, v0, v8
	ds_read_b32 v10, v9
	v_mov_b32_e32 v11, s0
	ds_read_b32 v12, v11
	v_and_b32_e32 v13, 15, v0
	ds_read_b32 v14, v13
	s_endpgm
)",
                      "gfx90a"))
      << P.Diags;
  std::vector<int> S = strides(P);
  EXPECT_EQ(S[1], -1);  // tid x a runtime uniform: unknown
  EXPECT_EQ(S[2], -1);  // v4 never written: unknown
  EXPECT_EQ(S[4], -1);  // tid >> 2 is not affine
  EXPECT_EQ(S[7], 4);   // v8 holds the constant 4
  EXPECT_EQ(S[9], 0);   // a uniform address: every lane the same
  EXPECT_EQ(S[11], -1); // tid & 15 wraps inside a wave64
}

// The global id of compiled kernels: (workgroup id << 8) | tid, then a
// 64-bit byte offset and base (clang -O3 for gfx942).
TEST(LaneStrideAnalysis, GlobalIdWithOr) {
  Parsed P;
  ASSERT_TRUE(P.parse(R"(
	v_lshl_or_b32 v0, s2, 8, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	global_load_dword v2, v[2:3], off
	v_and_b32_e32 v7, 0x3ff, v31
	v_or_b32_e32 v8, s6, v7
	v_lshlrev_b32_e32 v8, 3, v8
	ds_read_b64 v[10:11], v8
	v_or_b32_e32 v9, v7, v8
	ds_read_b32 v12, v9
	s_endpgm
)",
                      "gfx942"))
      << P.Diags;
  std::vector<int> S = strides(P);
  EXPECT_EQ(S[4], 4);   // ((s2 << 8) | tid) << 2, + s[6:7]
  EXPECT_EQ(S[8], 8);   // ((v31 & 0x3ff) | s6) << 3
  EXPECT_EQ(S[10], -1); // tid | tid * 8: no uniform side
}

TEST(LaneStrideAnalysis, LaneIdFromMbcnt) {
  Parsed P;
  ASSERT_TRUE(P.parse(R"(
	v_mbcnt_lo_u32_b32 v1, -1, 0
	v_lshlrev_b32_e32 v2, 2, v1
	ds_write_b32 v2, v3
	v_mbcnt_hi_u32_b32 v1, -1, v1
	v_lshlrev_b32_e32 v2, 3, v1
	ds_write_b32 v2, v3
	s_endpgm
)",
                      "gfx90a"))
      << P.Diags;
  std::vector<int> S = strides(P);
  EXPECT_EQ(S[2], -1); // wave64: mbcnt_lo alone stops counting at lane 32
  EXPECT_EQ(S[5], 8);  // mbcnt_hi(-1, mbcnt_lo(-1, 0)) = lane, << 3
  // Wave32: mbcnt_lo(-1, 0) is the lane id.
  S = strides(P, {}, false, 32);
  EXPECT_EQ(S[2], 4);
  EXPECT_EQ(S[5], 8);
}

TEST(LaneStrideAnalysis, RDNA3Spellings) {
  Parsed P;
  ASSERT_TRUE(P.parse(R"(
	v_and_b32 v1, 0x3ff, v0
	v_lshlrev_b32 v2, 2, v1
	global_load_b32 v3, v2, s[0:1]
	v_mad_u32_u24 v4, v1, 0x80, s2
	ds_load_b32 v5, v4
	v_lshlrev_b32 v6, 3, v1
	v_add_nc_u32 v6, s3, v6
	ds_store_b32 v6, v5
	s_endpgm
)",
                      "gfx1100"))
      << P.Diags;
  std::vector<int> S = strides(P, {}, false, 32);
  EXPECT_EQ(S[2], 4);
  EXPECT_EQ(S[4], 128);
  EXPECT_EQ(S[7], 8);
}

TEST(LaneStrideAnalysis, LoopsAndRepeats) {
  Parsed P;
  ASSERT_TRUE(P.parse(R"(
	v_lshlrev_b32_e32 v1, 2, v0
	ds_read_b32 v2, v1
	v_add_u32_e32 v1, s4, v1
	v_lshlrev_b32_e32 v3, 1, v3
	ds_read_b32 v4, v3
	v_lshlrev_b32_e32 v3, 1, v1
	s_cbranch_scc1 0
	s_endpgm
)",
                      "gfx90a"))
      << P.Diags;
  // Straight through: v1 = tid*4 at 1; v3 unknown at 4.
  std::vector<int> S = strides(P);
  EXPECT_EQ(S[1], 4);
  EXPECT_EQ(S[4], -1);
  // The loop 1..6 runs twice: v1 advances by a uniform amount (stride 4
  // kept); v3 = v1 << 1 from the previous trip meets "unknown" from the
  // entry: unknown.
  S = strides(P, {0, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 7});
  EXPECT_EQ(S[1], 4);
  EXPECT_EQ(S[4], -1);

  Parsed Q;
  ASSERT_TRUE(Q.parse(R"(
	ds_read_b32 v1, v0
	v_lshlrev_b32_e32 v0, 2, v1
)",
                      "gfx90a"))
      << Q.Diags;
  // Once: v0 is the work-item id (a byte address of stride 1).
  EXPECT_EQ(strides(Q)[0], 1);
  // Repeated (a loop body): v0 is also what the previous trip left.
  EXPECT_EQ(strides(Q, {}, true)[0], -1);
}

TEST(LaneStrideAnalysis, VOPDPairs) {
  // gfx11 and gfx12 VOPD pairs: each half to its own destination, both from
  // the state before the pair (the swap), the float half unknown.
  for (const char *CPU : {"gfx1100", "gfx1200"}) {
    Parsed P;
    ASSERT_TRUE(P.parse(R"(
	v_dual_mov_b32 v6, 0 :: v_dual_lshlrev_b32 v3, 6, v0
	ds_load_b32 v10, v3
	v_dual_mov_b32 v5, v3 :: v_dual_add_nc_u32 v4, 4, v3
	ds_load_b32 v11, v5
	ds_load_b32 v11, v4
	v_dual_mov_b32 v7, v0 :: v_dual_mov_b32 v8, v5
	ds_load_b32 v12, v7
	ds_load_b32 v12, v8
	v_dual_mul_f32 v3, v1, v2 :: v_dual_and_b32 v4, 0x3ff, v0
	ds_load_b32 v13, v3
	ds_load_b32 v13, v4
	v_dual_mov_b32 v1, v5 :: v_dual_mov_b32 v2, v0
	v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v2, v1
	ds_load_b32 v14, v1
	ds_load_b32 v14, v2
	s_endpgm
)",
                        CPU))
        << P.Diags;
    std::vector<int> S = strides(P, {}, false, 32);
    ASSERT_EQ(S.size(), 16u);
    EXPECT_EQ(S[1], 64) << CPU;   // Y: tid << 6
    EXPECT_EQ(S[3], 64) << CPU;   // X: v5 = v3
    EXPECT_EQ(S[4], 64) << CPU;   // Y: v3 + 4
    EXPECT_EQ(S[6], 1) << CPU;    // X: v7 = tid (one byte per lane)
    EXPECT_EQ(S[7], 64) << CPU;   // Y: v8 = v5
    EXPECT_EQ(S[9], -1) << CPU;   // X: mul_f32, unknown
    EXPECT_EQ(S[10], 1) << CPU;   // Y: tid & 0x3ff
    // v1 = 64 tid, v2 = tid, then swapped in one pair: each half reads the
    // old value of the other's destination (in order, both would be tid).
    EXPECT_EQ(S[13], 1) << CPU;
    EXPECT_EQ(S[14], 64) << CPU;
  }
}

} // namespace
