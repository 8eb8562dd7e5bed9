//===- WaveEmulatorFloatTest.cpp - IEEE compares of one wave --------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of WaveEmulator's floating-point compares (v_cmp/v_cmpx
/// f16/f32/f64 in VOPC and VOP3 forms, with neg/abs modifiers; s_cmp_*_f32
/// of gfx12), the v_cndmask after them (with its own modifiers), on
/// values converted with v_cvt_f32_u32/i32, on gfx90a, gfx1030, gfx1100
/// and gfx1200. Lane
/// values are set by hand; every expected mask is worked out in the
/// comment next to it (IEEE 754: NaN unordered, -0 == +0).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/WaveEmulator.h"
#include "EmulatedAsm.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

using Emu = EmulatedAsm;

constexpr uint32_t PosZero = 0x00000000, NegZero = 0x80000000,
                   One = 0x3f800000, Two = 0x40000000, MinusOne = 0xbf800000,
                   Inf = 0x7f800000, NegInf = 0xff800000, QNaN = 0x7fc00000,
                   Denorm = 0x00000001;

/// v1 in lanes 0-8: 0, -0, 1, 2, -1, inf, -inf, NaN, a denormal; v2 = 1.0
/// in every lane; lanes 9 and up unknown; EXEC = all 64 lanes.
void fill(WaveEmulator &E) {
  const uint32_t V[] = {PosZero, NegZero, One,  Two,   MinusOne,
                        Inf,     NegInf,  QNaN, Denorm};
  for (unsigned L = 0; L < 64; ++L) {
    E.setVGPR(1, L, L < 9 ? std::optional<uint32_t>(V[L]) : std::nullopt);
    E.setVGPR(2, L, One);
  }
  E.setExec(~uint64_t(0));
}

/// The 9 known lanes' bits of \p Mask: bit L = lane L.
uint64_t low9(uint64_t Mask) { return Mask & 0x1ff; }

TEST(WaveEmulatorFloat, OrderedAndUnorderedF32_GFX9) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	v_cmp_lt_f32_e32 vcc, v1, v2
	v_cmp_nge_f32_e64 s[0:1], v1, v2
	v_cmp_eq_f32_e64 s[2:3], 0, v1
	v_cmp_lg_f32_e64 s[4:5], v1, v2
	v_cmp_neq_f32_e64 s[6:7], v1, v2
	v_cmp_o_f32_e64 s[8:9], v1, v1
	v_cmp_u_f32_e64 s[10:11], v1, v1
	v_cmp_tru_f32_e64 s[12:13], v1, v2
	v_cmp_f_f32_e64 s[14:15], v1, v2
	v_cmp_ge_f32_e64 s[16:17], v1, v2
	v_cmp_nlt_f32_e64 s[18:19], v1, v2
)",
                     "gfx90a", 64))
      << M.P.Diags;
  fill(*M.E);
  EXPECT_EQ(M.run(), 0u);
  // Lanes 0-8 against 1.0: 0, -0, -1, -inf are below (bits 0, 1, 4, 6 =
  // 0x53); NaN (lane 7) is unordered, the denormal (lane 8) unknown.
  EXPECT_EQ(low9(M.E->vcc()), 0x53u);
  EXPECT_EQ(low9(M.E->vccKnown()), 0xffu);
  // nge = not (>=): the lanes below, and the NaN: 0x53 | 0x80 = 0xd3.
  EXPECT_EQ(M.E->sgpr(0).V & 0xff, 0xd3u);
  // 0 == v1 (integer inline 0 = +0.0): +0 and -0 (lanes 0, 1) = 0x3.
  EXPECT_EQ(M.E->sgpr(2).V & 0xff, 0x3u);
  EXPECT_EQ(M.E->sgpr(2).Known & 0x1ff, 0xffu);
  // lg (ordered, not equal): every ordered lane but lane 2 (1.0):
  // 0x7f & ~0x4 = 0x7b. neq (unordered or not equal): 0x7b | NaN = 0xfb.
  EXPECT_EQ(M.E->sgpr(4).V & 0xff, 0x7bu);
  EXPECT_EQ(M.E->sgpr(6).V & 0xff, 0xfbu);
  // o / u of v1 with itself: every lane but the NaN is ordered.
  EXPECT_EQ(M.E->sgpr(8).V & 0xff, 0x7fu);
  EXPECT_EQ(M.E->sgpr(10).V & 0xff, 0x80u);
  // tru / f: all / none of the known lanes.
  EXPECT_EQ(M.E->sgpr(12).V & 0xff, 0xffu);
  EXPECT_EQ(M.E->sgpr(14).V & 0xff, 0x0u);
  // ge: 1, 2, inf (lanes 2, 3, 5) = 0x2c; nlt = ge | NaN = 0xac.
  EXPECT_EQ(M.E->sgpr(16).V & 0xff, 0x2cu);
  EXPECT_EQ(M.E->sgpr(18).V & 0xff, 0xacu);
  // Lanes 9-63 stay unknown in every mask.
  EXPECT_EQ(M.E->sgpr(16).Known & ~0x1ffu, 0u);
}

TEST(WaveEmulatorFloat, ModifiersAndCndmask_GFX9) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	v_cmp_lt_f32_e64 s[0:1], -v1, |v2|
	v_cmp_gt_f32_e64 s[2:3], |v1|, 1.0
	v_cndmask_b32_e64 v3, 5, 7, s[0:1]
	v_cndmask_b32_e64 v4, v2, -v2, s[2:3]
	v_cmp_lt_f32_e64 s[4:5], v1, v2 clamp
)",
                     "gfx90a", 64))
      << M.P.Diags;
  fill(*M.E);
  EXPECT_EQ(M.run(), 0u);
  // -v1 < |1.0|: -v1 is -0, +0, -1, -2, 1, -inf, inf, NaN: below 1.0 are
  // lanes 0, 1, 2, 3, 5 = 0x2f.
  EXPECT_EQ(M.E->sgpr(0).V & 0xff, 0x2fu);
  EXPECT_EQ(M.E->sgpr(0).Known & 0x1ff, 0xffu);
  // |v1| > 1.0: 2, |-inf| = inf, inf (lanes 3, 5, 6) = 0x68.
  EXPECT_EQ(M.E->sgpr(2).V & 0xff, 0x68u);
  // v3 = 7 where s[0:1] is set, 5 elsewhere; lane 8's bit unknown.
  EXPECT_EQ(M.E->vgpr(3, 0), 7u);
  EXPECT_EQ(M.E->vgpr(3, 4), 5u);
  EXPECT_EQ(M.E->vgpr(3, 8), std::nullopt);
  // v4 = -1.0 (the sign of 1.0 flipped) where |v1| > 1, else 1.0.
  EXPECT_EQ(M.E->vgpr(4, 3), MinusOne);
  EXPECT_EQ(M.E->vgpr(4, 2), One);
  // clamp on a compare: not modelled, unknown.
  EXPECT_EQ(M.E->sgpr(4).Known & 0x1ff, 0u);
}

TEST(WaveEmulatorFloat, F64AndF16AndCmpx_GFX1030) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	v_cmp_lt_f64_e64 s0, v[4:5], 1.0
	v_cmp_ngt_f16_e64 s1, v6, 1.0
	v_cmpx_nle_f32_e32 v1, v2
)",
                     "gfx1030", 32))
      << M.P.Diags;
  fill(*M.E);
  // v[4:5]: lane 0 -0.0, lane 1 0.5, lane 2 1.0, lane 3 NaN, lane 4 a
  // denormal; v6 (f16 in the low half): lane 0 -inf (0xfc00), lane 1 1.0
  // (0x3c00), lane 2 2.0 (0x4000), lane 3 NaN (0x7e00), lane 4 -0 with
  // garbage above bit 15.
  const uint64_t D[] = {0x8000000000000000ull, 0x3fe0000000000000ull,
                        0x3ff0000000000000ull, 0x7ff8000000000000ull, 1};
  const uint32_t H[] = {0xfc00, 0x3c00, 0x4000, 0x7e00, 0xabcd8000};
  for (unsigned L = 0; L < 32; ++L) {
    bool K = L < 5;
    M.E->setVGPR(4, L, K ? std::optional<uint32_t>(uint32_t(D[L])) : std::nullopt);
    M.E->setVGPR(5, L, K ? std::optional<uint32_t>(uint32_t(D[L] >> 32)) : std::nullopt);
    M.E->setVGPR(6, L, K ? std::optional<uint32_t>(H[L]) : std::nullopt);
  }
  EXPECT_EQ(M.run(), 0u);
  // f64 < 1.0: -0 and 0.5 (lanes 0, 1); lane 4's denormal unknown.
  EXPECT_EQ(M.E->sgpr(0).V & 0x1f, 0x3u);
  EXPECT_EQ(M.E->sgpr(0).Known & 0x1f, 0xfu);
  // f16 ngt 1.0 (not >): -inf, 1.0, NaN, -0 (lanes 0, 1, 3, 4) = 0x1b.
  EXPECT_EQ(M.E->sgpr(1).V & 0x1f, 0x1bu);
  EXPECT_EQ(M.E->sgpr(1).Known & 0x1f, 0x1fu);
  // v_cmpx (gfx10: EXEC only): nle (not <=) against 1.0: 2, inf, NaN
  // (lanes 3, 5, 7) = 0xa8; lane 8 (denormal) and up unknown.
  EXPECT_EQ(M.E->exec() & 0x1ff, 0xa8u);
  EXPECT_EQ(M.E->execKnown() & 0x1ff, 0xffu);
}

TEST(WaveEmulatorFloat, ConvertedIntegersAndScalarCompares_GFX12) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	v_cvt_f32_u32_e32 v3, v0
	v_cmp_gt_f32_e32 vcc_lo, 0x41200000, v3
	v_cvt_f32_i32_e32 v4, -5
	v_cvt_f32_u32_e64 v6, v0 mul:2
	s_mov_b32 s0, 0x40400000
	s_cmp_lt_f32 s0, 0x40800000
	s_cselect_b32 s1, 1, 0
	s_cmp_nlt_f32 s0, 0x7fc00000
	s_cselect_b32 s2, 1, 0
	s_cvt_f32_u32 s3, 3
	s_cmp_eq_f32 s3, s0
	s_cselect_b32 s4, 1, 0
)",
                     "gfx1200", 32))
      << M.P.Diags;
  for (unsigned L = 0; L < 32; ++L)
    M.E->setVGPR(0, L, L);
  M.E->setExec(0xffffffffu);
  // The v_cvt with an output modifier is not covered (its result unknown).
  EXPECT_EQ(M.run(), 1u);
  // v3 = float(lane) exactly; 10.0 > lane for lanes 0-9.
  EXPECT_EQ(M.E->vgpr(3, 7), 0x40e00000u); // 7.0
  EXPECT_EQ(M.E->vcc(), 0x3ffu);
  EXPECT_EQ(M.E->vccKnown(), ~uint64_t(0));
  EXPECT_EQ(M.E->vgpr(4, 0), 0xc0a00000u); // -5.0
  // An output modifier (omod): not modelled, unknown.
  EXPECT_EQ(M.E->vgpr(6, 3), std::nullopt);
  // 3.0 < 4.0: SCC 1; nlt against NaN: unordered, SCC 1; s_cvt 3 -> 3.0
  // == 3.0: SCC 1.
  EXPECT_EQ(M.s(1), 1u);
  EXPECT_EQ(M.s(2), 1u);
  EXPECT_EQ(M.s(3), 0x40400000u);
  EXPECT_EQ(M.s(4), 1u);
}

TEST(WaveEmulatorFloat, F16LowHalf_GFX11) {
  // gfx1100, wave32: a VOP3 f16 compare (fake16: 32-bit VGPRs) reads the
  // low half; neg flips bit 15.
  Emu M;
  ASSERT_TRUE(M.init(R"(
	v_cmp_lt_f16_e64 s0, v1, v2
	v_cmp_lt_f16_e64 s1, -v1, v2
	v_cmp_le_f32_e32 vcc_lo, v1, v2
)",
                     "gfx1100", 32))
      << M.P.Diags;
  for (unsigned L = 0; L < 32; ++L) {
    // Low halves: 1.0 (0x3c00) < 2.0 (0x4000) in lane 0, 2.0 < 1.0 in
    // lane 1; high halves garbage.
    M.E->setVGPR(1, L, L == 0 ? 0x12343c00u : 0x12344000u);
    M.E->setVGPR(2, L, L == 0 ? 0x56784000u : 0x56783c00u);
  }
  M.E->setExec(0x3);
  EXPECT_EQ(M.run(), 0u);
  // Lanes 2-31 are off: known 0.
  EXPECT_EQ(M.E->sgpr(0).V, 0x1u);
  EXPECT_EQ(M.E->sgpr(0).Known, ~0u);
  // -1.0 < 2.0 (lane 0), -2.0 < 1.0 (lane 1).
  EXPECT_EQ(M.E->sgpr(1).V, 0x3u);
  // As f32 the high halves decide: 0x12343c00 (lane 0) and 0x12344000
  // (lane 1) are both below 0x5678....: 0x3.
  EXPECT_EQ(M.E->vcc() & 0x3, 0x3u);
}

} // namespace
