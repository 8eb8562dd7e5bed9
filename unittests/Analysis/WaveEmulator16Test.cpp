//===- WaveEmulator16Test.cpp - 16-bit integer VALU operations ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of WaveEmulator::executeVector16: per generation, where the
/// 16 bits of each source come from and what the rest of the destination
/// VGPR becomes (gfx9: zeroed; gfx10+: kept, op_sel / true16 halves), clamp,
/// EXEC, an unknown other half, and the modifiers left unknown. Every
/// expected value is worked out by hand next to it.
//===----------------------------------------------------------------------===//

#include "EmulatedAsm.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// v3 = 0xabcd0000 | (0xfff0 + lane), v4 = 0x12340020, v2 = 0x77770000;
/// every lane on.
void setUp(EmulatedAsm &M) {
  for (unsigned L = 0; L < M.E->waveSize(); ++L) {
    M.E->setVGPR(3, L, 0xabcdfff0u + L);
    M.E->setVGPR(4, L, 0x12340020u);
    M.E->setVGPR(2, L, 0x77770000u);
  }
  M.E->setExec(~uint64_t(0));
}

TEST(WaveEmulator16, ZeroesHighHalf_GFX9) {
  // gfx90a: v_add_u16 writes the 16-bit sum zero-extended; lane 5:
  // 0xfff5 + 0x20 = 0x10015 -> 0x0015. With clamp: 0xffff. v_add_i16 (not
  // in LLVM's zero-high list) stays unknown; gfx9's v_mad_u16 (the op_sel
  // opcode) keeps v8's high half: 0xfff5 x 0x20 + 0xfff5 = 0x20fe95 ->
  // 0xfe95 under v8's 0x0000.
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_add_u16_e32 v2, v3, v4
	v_add_u16_e64 v5, v3, v4 clamp
	v_add_i16 v6, v3, v4
	v_sub_u16_e32 v7, v4, v3
	v_mad_u16 v8, v3, v4, v3
)",
                     "gfx90a", 64))
      << M.P.Diags;
  setUp(M);
  for (unsigned L = 0; L < 64; ++L)
    M.E->setVGPR(8, L, 1); // known before the mad
  M.run();
  EXPECT_EQ(M.E->vgpr(2, 5), 0x15u);
  EXPECT_EQ(M.E->vgpr(5, 5), 0xffffu);
  EXPECT_EQ(M.E->vgpr(6, 5), std::nullopt);
  // 0x20 - 0xfff5 = -0xffd5 -> 0x002b.
  EXPECT_EQ(M.E->vgpr(7, 5), 0x2bu);
  EXPECT_EQ(M.E->vgpr(8, 5), 0xfe95u);
}

TEST(WaveEmulator16, KeepsOtherHalf_GFX1030) {
  // gfx10.3, wave32: the low half written, v2's high half 0x7777 kept;
  // op_sel:[0,1,1]: low of v3 (0xfff0 + lane) + high of v4 (0x1234) into
  // v2's high half. Lane 3: 0xfff3 + 0x1234 = 0x11227 -> 0x1227.
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_add_nc_u16 v2, v3, v4
	v_add_nc_u16 v5, v3, v4 op_sel:[0,1,1]
	v_lshrrev_b16 v6, 4, v3
	v_mad_u16 v7, v3, v4, v3
)",
                     "gfx1030", 32))
      << M.P.Diags;
  setUp(M);
  for (unsigned L = 0; L < 32; ++L) {
    M.E->setVGPR(5, L, 0x5555aaaau);
    M.E->setVGPR(7, L, 1); // known before the mad
  }
  // v6's lanes 0-15 known 0x66660000, 16-31 unknown.
  for (unsigned L = 0; L < 32; ++L)
    M.E->setVGPR(6, L, L < 16 ? std::optional<uint32_t>(0x66660000u)
                              : std::nullopt);
  M.run();
  EXPECT_EQ(M.E->vgpr(2, 3), 0x77770013u); // 0xfff3 + 0x20 = 0x10013
  EXPECT_EQ(M.E->vgpr(5, 3), 0x1227aaaau);
  // 0xfff3 >> 4 = 0x0fff under v6's known high half; unknown where v6 was.
  EXPECT_EQ(M.E->vgpr(6, 3), 0x66660fffu);
  EXPECT_EQ(M.E->vgpr(6, 20), std::nullopt);
  // v_mad_u16: 0xfff3 x 0x20 + 0xfff3 = 0x20fe53 -> 0xfe53, v7's high
  // half (0) kept.
  EXPECT_EQ(M.E->vgpr(7, 3), 0xfe53u);
}

TEST(WaveEmulator16, OriginOfKeptHalf_GFX1030) {
  // 0: v2 loaded (unknown); 1: the add keeps v2's unknown high half: v2
  // unknown since the load (0), not the add. 2: v_add_nc_i16 (named
  // V_ADD_NC_I16V_ADD_I16... on gfx11, read as v_add_nc_i16) with clamp on
  // gfx1100 is the signed saturating add: 0x7ff0 + 0x20 -> 0x7fff.
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	global_load_dword v2, v4, s[0:1]
	v_add_nc_u16 v2, v3, v4
)",
                     "gfx1030", 32))
      << M.P.Diags;
  setUp(M);
  ArrayRef<MCInst> I = M.P.In->instructions();
  for (unsigned K = 0; K < I.size(); ++K) {
    M.E->setInstructionIndex(int(K));
    M.E->execute(I[K]);
  }
  EXPECT_EQ(M.E->vgpr(2, 0), std::nullopt);
  EXPECT_EQ(M.E->originOfOperand(I[1].getOperand(0)), 0);

  EmulatedAsm N;
  ASSERT_TRUE(N.init("\tv_add_nc_i16 v2, v5, v4 clamp\n", "gfx1100", 32))
      << N.P.Diags;
  setUp(N);
  for (unsigned L = 0; L < 32; ++L)
    N.E->setVGPR(5, L, 0x7ff0u);
  EXPECT_EQ(N.run(), 0u);
  EXPECT_EQ(N.E->vgpr(2, 0), 0x77777fffu);
}

TEST(WaveEmulator16, True16Halves_GFX1100) {
  // gfx1100 true16: v2.h = v3.l + v4.h, v2.l kept; v_mov_b16 v5.l, v3.h;
  // EXEC: lanes 0-7 only, the others keep v2. Lane 2: 0xfff2 + 0x1234 =
  // 0x11226 -> 0x1226 in v2.h: 0x12260000. A compare on halves reads them
  // (executeCompare16): v3.h (0xabcd) == v4.l (0x20) nowhere: VCC 0, known
  // in every lane (before, unknown).
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_add_nc_u16 v2.h, v3.l, v4.h
	v_mov_b16_e32 v5.l, v3.h
	s_mov_b32 vcc_lo, 0
	v_cmp_eq_u16_e32 vcc_lo, v3.h, v4.l
)",
                     "gfx1100", 32))
      << M.P.Diags;
  setUp(M);
  for (unsigned L = 0; L < 32; ++L)
    M.E->setVGPR(5, L, 0xbeef0000u);
  M.E->setExec(0xff);
  M.run();
  EXPECT_EQ(M.E->vgpr(2, 2), 0x12260000u);
  EXPECT_EQ(M.E->vgpr(2, 9), 0x77770000u); // off: kept
  EXPECT_EQ(M.E->vgpr(5, 7), 0xbeefabcdu);
  EXPECT_EQ(M.E->vgpr(5, 8), 0xbeef0000u);
  EXPECT_EQ(M.E->vccKnown() & 0xffffffffu, 0xffffffffu);
  EXPECT_EQ(M.E->vcc() & 0xffffffffu, 0u);
}

TEST(WaveEmulator16, MultiplyAdds_GFX90A) {
  // v5 = 0x00070003 + lane. Lane 2: v3 = 0xabcdfff2 (-14), v4 = 0x12340020,
  // v5 = 0x00070005.
  //  - v_mad_legacy_u16 (gfx8's v_mad_u16, zero-high): 0xfff2 x 0x20 + 5 =
  //    0x1ffe45 -> 0x0000fe45; v_mad_legacy_i16: -14 x 32 + 5 = -443 =
  //    0xfe45, zero-extended.
  //  - v_mad_i16 op_sel:[1,1,0,1]: 0xabcd x 0x1234 + 5 = 0x0c374fa9 ->
  //    0x4fa9 into v8's high half, v8's low half 0xaaaa kept.
  //  - v_mad_u32_u16: 0xfff2 x 0x20 + 0x70005 = 0x1ffe40 + 0x70005 =
  //    0x0026fe45; v_mad_i32_i16: -448 + 0x70005 = 0x0006fe45.
  //  - clamp on v_mad_u16 / v_mad_u32_u16, neg on a source: unknown.
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_mad_legacy_u16 v2, v3, v4, v5
	v_mad_legacy_i16 v6, v3, v4, v5
	v_mad_i16 v8, v3, v4, v5 op_sel:[1,1,0,1]
	v_mad_u32_u16 v9, v3, v4, v5
	v_mad_i32_i16 v10, v3, v4, v5
	v_mad_u16 v11, v3, v4, v5 clamp
	v_mad_u32_u16 v12, v3, v4, v5 clamp
	v_mad_legacy_u16 v13, v3, v4, v5 clamp
)",
                     "gfx90a", 64))
      << M.P.Diags;
  setUp(M);
  for (unsigned L = 0; L < 64; ++L) {
    M.E->setVGPR(5, L, 0x00070003u + L);
    M.E->setVGPR(6, L, 0x55555555u);
    M.E->setVGPR(8, L, 0x5555aaaau);
    for (unsigned R : {11u, 12u, 13u})
      M.E->setVGPR(R, L, 1);
  }
  M.run();
  EXPECT_EQ(M.E->vgpr(2, 2), 0xfe45u);
  EXPECT_EQ(M.E->vgpr(6, 2), 0xfe45u);
  EXPECT_EQ(M.E->vgpr(8, 2), 0x4fa9aaaau);
  EXPECT_EQ(M.E->vgpr(9, 2), 0x0026fe45u);
  EXPECT_EQ(M.E->vgpr(10, 2), 0x0006fe45u);
  EXPECT_EQ(M.E->vgpr(11, 2), std::nullopt);
  EXPECT_EQ(M.E->vgpr(12, 2), std::nullopt);
  EXPECT_EQ(M.E->vgpr(13, 2), std::nullopt);
}

TEST(WaveEmulator16, MultiplyAdds_GFX1100) {
  // gfx1100 wave32, true16 and fake16 forms; lane 4: v3 = 0xabcdfff4 (-12),
  // v4 = 0x12340020, v5 = 0x00070003.
  //  - v_mad_u16 v2.h, v3.l, v4.l, v5.l: 0xfff4 x 0x20 + 3 = 0x1ffe83 ->
  //    0xfe83 into v2.h, v2.l (0) kept: 0xfe830000.
  //  - v_mad_i32_i16 v6, v3.l, v4.h, v5: -12 x 0x1234 + 0x70003 = -55920 +
  //    458755 = 402835 = 0x00062593.
  //  - v_mad_u16 v7 (fake16) with v7's high half unknown: unknown.
  //  - the addend's op_sel on v_mad_u32_u16 (a 32-bit source): unknown.
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_mad_u16 v2.h, v3.l, v4.l, v5.l
	v_mad_i32_i16 v6, v3.l, v4.h, v5
	v_mad_u16 v7, v3, v4, v5
	v_mad_u32_u16 v8, v3, v4, v5 op_sel:[0,0,1,0]
)",
                     "gfx1100", 32))
      << M.P.Diags;
  setUp(M);
  for (unsigned L = 0; L < 32; ++L) {
    M.E->setVGPR(5, L, 0x00070003u);
    M.E->setVGPR(7, L, std::nullopt);
    M.E->setVGPR(8, L, 1);
  }
  M.run();
  EXPECT_EQ(M.E->vgpr(2, 4), 0xfe830000u);
  EXPECT_EQ(M.E->vgpr(6, 4), 0x00062593u);
  EXPECT_EQ(M.E->vgpr(7, 4), std::nullopt);
  EXPECT_EQ(M.E->vgpr(8, 4), std::nullopt);
}

TEST(WaveEmulator16, Compares16WithHalves_GFX1100) {
  // gfx1100 wave32 true16 compares. v3 = 0xabcdfff0 + lane: lanes 0-15
  // v3.l = 0xfff0 + lane, v3.h = 0xabcd; lanes 16-31 v3.l = lane - 16,
  // v3.h = 0xabce. v4 = 0x12340020. v_cmp_gt_u16 v3.l > v4.h (0x1234):
  // true in lanes 0-15 only -> 0x0000ffff; signed: lanes 0-15 negative,
  // 16-31 at most 15: never -> s5 = 0; v_cmpx_lt_u16_e64 v4.l (0x20) < v3.h
  // (0xabcd, 0xabce): EXEC stays all ones. With EXEC lanes 0-3 only,
  // v_cmp_eq_u16 v3.l, v4.l: 0xfff0..0xfff3 == 0x20 never: VCC 0, lanes
  // 4-31 (off) 0.
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_cmp_gt_u16 vcc_lo, v3.l, v4.h
	v_cmp_gt_i16_e64 s5, v3.l, v4.h
	v_cmpx_lt_u16_e64 v4.l, v3.h
	s_mov_b32 s6, vcc_lo
	s_mov_b32 s7, exec_lo
	s_mov_b32 exec_lo, 15
	v_cmp_eq_u16 vcc_lo, v3.l, v4.l
)",
                     "gfx1100", 32))
      << M.P.Diags;
  setUp(M);
  EXPECT_EQ(M.run(), 0u);
  EXPECT_EQ(M.s(6), 0x0000ffffu);
  EXPECT_EQ(M.s(5), 0u);
  EXPECT_EQ(M.s(7), 0xffffffffu);
  EXPECT_EQ(M.E->vccKnown() & 0xffffffffu, 0xffffffffu);
  EXPECT_EQ(M.E->vcc() & 0xffffffffu, 0u);
}

} // namespace
