//===- WaveEmulatorModifiersTest.cpp - Integer modifiers, align, perm -----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of what WaveEmulator does with an integer VOP3 instruction's
/// modifiers (a 32-bit add or subtract with `clamp` saturates; any other
/// modifier, an SDWA or a DPP form leaves the result unknown, never a
/// value that ignores it) and of v_alignbit_b32, v_alignbyte_b32 and
/// v_perm_b32, on gfx90a, gfx1030, gfx1100 and gfx1200. Lane values are
/// set by hand; every expected value is worked out in the comment next to
/// it.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/WaveEmulator.h"
#include "EmulatedAsm.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

using Emu = EmulatedAsm;

/// v3 = A, v4 = B, v5 = C in every lane of a wave of \p N; EXEC all on.
void fill(WaveEmulator &E, unsigned N, uint32_t A, uint32_t B, uint32_t C) {
  for (unsigned L = 0; L < N; ++L) {
    E.setVGPR(3, L, A);
    E.setVGPR(4, L, B);
    E.setVGPR(5, L, C);
  }
  E.setExec(N == 64 ? ~uint64_t(0) : 0xffffffffu);
}

struct Case {
  const char *CPU;
  unsigned Wave;
  const char *Text;
};

// The same checks in each generation's spelling: v2 <- the clamped
// result, v6 <- the same operation without clamp (wrapped), v7 <- an
// unknown (a clamped multiply-add; SDWA forms are derived since
// WaveEmulatorSDWA.cpp).
const Case Cases[] = {
    {"gfx90a", 64, R"(
	v_add_u32_e64 v2, v3, v4 clamp
	v_add_u32_e64 v6, v3, v4
	v_mad_u32_u24 v7, v3, v4, v5 clamp
)"},
    {"gfx1030", 32, R"(
	v_add_nc_u32_e64 v2, v3, v4 clamp
	v_add_nc_u32_e64 v6, v3, v4
	v_mad_u32_u24 v7, v3, v4, v5 clamp
)"},
    {"gfx1100", 32, R"(
	v_add_nc_u32_e64 v2, v3, v4 clamp
	v_add_nc_u32_e64 v6, v3, v4
	v_mad_u32_u24 v7, v3, v4, v5 clamp
)"},
    {"gfx1200", 32, R"(
	v_add_nc_u32_e64 v2, v3, v4 clamp
	v_add_nc_u32_e64 v6, v3, v4
	v_mad_u32_u24 v7, v3, v4, v5 clamp
)"},
};

TEST(WaveEmulatorModifiers, UnsignedAddClampSaturates) {
  for (const Case &C : Cases) {
    Emu M;
    ASSERT_TRUE(M.init(C.Text, C.CPU, C.Wave)) << C.CPU << M.P.Diags;
    // 0xfffffff0 + 0x20: 0x1_00000010 saturates to 0xffffffff; wrapped,
    // 0x10. The clamped multiply-add stays unknown.
    fill(*M.E, C.Wave, 0xfffffff0u, 0x20u, 1);
    M.run();
    EXPECT_EQ(M.E->vgpr(2, 0), 0xffffffffu) << C.CPU;
    EXPECT_EQ(M.E->vgpr(2, C.Wave - 1), 0xffffffffu) << C.CPU;
    EXPECT_EQ(M.E->vgpr(6, 0), 0x10u) << C.CPU;
    EXPECT_EQ(M.E->vgpr(7, 0), std::nullopt) << C.CPU;
    // Without overflow the clamp changes nothing: 5 + 0x20 = 0x25.
    fill(*M.E, C.Wave, 5, 0x20u, 1);
    M.run();
    EXPECT_EQ(M.E->vgpr(2, 0), 0x25u) << C.CPU;
  }
}

TEST(WaveEmulatorModifiers, SubtractAndSignedClamp_GFX9) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	v_sub_u32_e64 v2, v3, v4 clamp
	v_subrev_u32_e64 v6, v4, v3 clamp
	v_add_i32 v7, v3, v4 clamp
	v_sub_i32 v8, v3, v4 clamp
	v_add_co_u32_e64 v9, s[0:1], v3, v4 clamp
	v_add_co_u32_e64 v10, s[2:3], v3, v4
)",
                     "gfx90a", 64))
      << M.P.Diags;
  // 0x10 - 0x20 < 0: unsigned saturates to 0 (v_subrev: v3 - v4 too).
  fill(*M.E, 64, 0x10u, 0x20u, 0);
  M.run();
  EXPECT_EQ(M.E->vgpr(2, 0), 0u);
  EXPECT_EQ(M.E->vgpr(6, 0), 0u);
  // Signed: 0x7ffffff0 + 0x20 > INT32_MAX -> 0x7fffffff; (-2^31 + 16) -
  // 0x20 < INT32_MIN -> 0x80000000 (here v3 = 0x7ffffff0 for the add).
  fill(*M.E, 64, 0x7ffffff0u, 0x20u, 0);
  M.run();
  EXPECT_EQ(M.E->vgpr(7, 0), 0x7fffffffu);
  // 0x7ffffff0 - 0x20 = 0x7fffffd0: in range.
  EXPECT_EQ(M.E->vgpr(8, 0), 0x7fffffd0u);
  fill(*M.E, 64, 0x80000010u, 0x20u, 0);
  M.run();
  EXPECT_EQ(M.E->vgpr(8, 0), 0x80000000u);
  // -2^31 + 16 + 32 = 0x80000030: in range.
  EXPECT_EQ(M.E->vgpr(7, 0), 0x80000030u);
  // v_add_co with clamp: 0xfffffff0 + 0x20 -> 0xffffffff; its carry out is
  // not modelled (unknown), the unclamped one's is (every lane carries).
  fill(*M.E, 64, 0xfffffff0u, 0x20u, 0);
  M.run();
  EXPECT_EQ(M.E->vgpr(9, 0), 0xffffffffu);
  EXPECT_EQ(M.E->vgpr(10, 0), 0x10u);
  EXPECT_FALSE(M.E->sgpr(0).isKnown());
  EXPECT_TRUE(M.E->sgpr(2).isKnown());
  EXPECT_EQ(M.E->sgpr(2).V, 0xffffffffu);
}

TEST(WaveEmulatorModifiers, SignedClamp_GFX10Plus) {
  for (const char *CPU : {"gfx1030", "gfx1100", "gfx1200"}) {
    Emu M;
    ASSERT_TRUE(M.init(R"(
	v_add_nc_i32 v2, v3, v4 clamp
	v_sub_nc_i32 v6, v3, v4 clamp
	v_sub_nc_u32_e64 v7, v4, v3 clamp
	v_add_nc_i32 v8, v3, v4
)",
                       CPU, 32))
        << CPU << M.P.Diags;
    // 0x7ffffff0 + 0x20 saturates to 0x7fffffff (wrapped 0x80000010);
    // 0x7ffffff0 - 0x20 = 0x7fffffd0; 0x20 - 0x7ffffff0 < 0 unsigned: 0.
    fill(*M.E, 32, 0x7ffffff0u, 0x20u, 0);
    M.run();
    EXPECT_EQ(M.E->vgpr(2, 0), 0x7fffffffu) << CPU;
    EXPECT_EQ(M.E->vgpr(6, 0), 0x7fffffd0u) << CPU;
    EXPECT_EQ(M.E->vgpr(7, 0), 0u) << CPU;
    EXPECT_EQ(M.E->vgpr(8, 0), 0x80000010u) << CPU;
  }
}

TEST(WaveEmulatorModifiers, AlignAndPerm) {
  for (const Case &C : Cases) {
    Emu M;
    ASSERT_TRUE(M.init(R"(
	v_alignbit_b32 v2, v3, v4, v5
	v_alignbyte_b32 v6, v3, v4, v5
	v_perm_b32 v7, v3, v4, v5
)",
                       C.CPU, C.Wave))
        << C.CPU << M.P.Diags;
    // {0x12345678, 0x9abcdef0} = 0x123456789abcdef0. Shift 12: the low
    // dword of 0x000123456789abcd is 0x6789abcd; bytes (12 & 3 = 0): the
    // low dword itself, 0x9abcdef0. Perm selector 12 = 0x0000000c: byte 0
    // <- 12 (zero), bytes 1-3 <- selector 0: byte 0 of v4 (0xf0):
    // 0xf0f0f000.
    // gfx11/gfx12 name the fake16 form "V_ALIGNBIT_B32V_ALIGNBIT_B32_
    // fake16_e64_gfx11": read as V_ALIGNBIT_B32.
    EXPECT_EQ(M.E->baseName(M.inst(0).getOpcode()), "V_ALIGNBIT_B32")
        << C.CPU;
    fill(*M.E, C.Wave, 0x12345678u, 0x9abcdef0u, 12);
    M.run();
    EXPECT_EQ(M.E->vgpr(2, 0), 0x6789abcdu) << C.CPU;
    EXPECT_EQ(M.E->vgpr(6, 0), 0x9abcdef0u) << C.CPU;
    EXPECT_EQ(M.E->vgpr(7, 0), 0xf0f0f000u) << C.CPU;
    // Shift 35 takes 35 & 31 = 3 bits: 0x123456789abcdef0 >> 3, low dword
    // 0x13579bde; 3 bytes: 0x3456789a. Selector 0x0c0d0803: byte 0 <- 3
    // (v4's byte 3, 0x9a), byte 1 <- 8 (the sign of byte 1, 0xde: 0xff),
    // byte 2 <- 13 (0xff), byte 3 <- 12 (0): 0x00ffff9a.
    fill(*M.E, C.Wave, 0x12345678u, 0x9abcdef0u, 35);
    M.run(0, 2);
    EXPECT_EQ(M.E->vgpr(2, 0), 0x13579bdeu) << C.CPU;
    EXPECT_EQ(M.E->vgpr(6, 0), 0x3456789au) << C.CPU;
    fill(*M.E, C.Wave, 0x12345678u, 0x9abcdef0u, 0x0c0d0803u);
    M.run(2, 3);
    EXPECT_EQ(M.E->vgpr(7, 0), 0x00ffff9au) << C.CPU;
    // Selectors 9, 10, 11: the signs of bytes 3 (0x9a: 0xff), 5 (0x34: 0),
    // 7 (0x12: 0); 0x0b0a0904 -> byte 0 <- 4 (v3's byte 0, 0x78):
    // 0x0000ff78.
    fill(*M.E, C.Wave, 0x12345678u, 0x9abcdef0u, 0x0b0a0904u);
    M.run(2, 3);
    EXPECT_EQ(M.E->vgpr(7, 0), 0x0000ff78u) << C.CPU;
  }
}

TEST(WaveEmulatorModifiers, OpSelLeavesUnknownSDWADerived) {
  // gfx11's v_alignbit_b32 with op_sel: unknown. gfx9's SDWA add (unknown
  // before WaveEmulatorSDWA.cpp): DWORD 1 + DWORD 2 = 3 into WORD_1, the
  // rest padded with 0: 0x00030000.
  Emu M11;
  ASSERT_TRUE(M11.init("\tv_alignbit_b32 v2, v3, v4, v5 op_sel:[1,0,0,0]\n",
                       "gfx1100", 32))
      << M11.P.Diags;
  fill(*M11.E, 32, 1, 2, 3);
  M11.run();
  EXPECT_EQ(M11.E->vgpr(2, 0), std::nullopt);
  Emu M9;
  ASSERT_TRUE(M9.init("\tv_add_u32_sdwa v2, v3, v4 dst_sel:WORD_1 "
                      "dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD\n",
                      "gfx90a", 64))
      << M9.P.Diags;
  fill(*M9.E, 64, 1, 2, 3);
  M9.run();
  EXPECT_EQ(M9.E->vgpr(2, 0), 0x00030000u);
}

/// v1 in lanes 0-8: +0, -0, 1, 2, -1, inf, -inf, a quiet NaN, a denormal
/// (f32); lanes 9 and up unknown; v2 = \p Mask in every lane.
void classLanes(WaveEmulator &E, unsigned N, uint32_t Mask) {
  const uint32_t V[] = {0x00000000, 0x80000000, 0x3f800000,
                        0x40000000, 0xbf800000, 0x7f800000,
                        0xff800000, 0x7fc00000, 0x00000001};
  for (unsigned L = 0; L < N; ++L) {
    E.setVGPR(1, L, L < 9 ? std::optional<uint32_t>(V[L]) : std::nullopt);
    E.setVGPR(2, L, Mask);
  }
  E.setExec(N == 64 ? ~uint64_t(0) : 0xffffffffu);
}

TEST(WaveEmulatorModifiers, ClassCompares) {
  for (const Case &C : Cases) {
    bool W64 = C.Wave == 64;
    Emu M;
    ASSERT_TRUE(M.init(W64 ? R"(
	v_cmp_class_f32_e32 vcc, v1, v2
	v_cmp_class_f32_e64 s[0:1], -v1, v2
)"
                           : R"(
	v_cmp_class_f32_e32 vcc_lo, v1, v2
	v_cmp_class_f32_e64 s0, -v1, v2
)",
                       C.CPU, C.Wave))
        << C.CPU << M.P.Diags;
    auto Low9 = [](uint64_t V) { return V & 0x1ff; };
    // Mask 0x3ff (every class): lanes 0-7 true; the denormal (lane 8)
    // unknown (the MODE register may flush it); lanes 9 and up unknown.
    classLanes(*M.E, C.Wave, 0x3ff);
    M.run();
    EXPECT_EQ(Low9(M.E->vcc()), 0xffu) << C.CPU;
    EXPECT_EQ(Low9(M.E->vccKnown()), 0xffu) << C.CPU;
    // 0x300 (+normal, +inf): 1, 2, inf = lanes 2, 3, 5 = 0x2c. Negated
    // (VOP3 neg): -1 and -inf become +normal, +inf: lanes 4, 6 = 0x50.
    classLanes(*M.E, C.Wave, 0x300);
    M.run();
    EXPECT_EQ(Low9(M.E->vcc()), 0x2cu) << C.CPU;
    EXPECT_EQ(M.E->sgpr(0).V & 0xff, 0x50u) << C.CPU;
    // 0x24 (-inf, -0): lanes 1, 6 = 0x42; 0x2 (quiet NaN): lane 7 =
    // 0x80; 0x1 (signaling NaN): none; 0x8 (-normal): lane 4 = 0x10.
    classLanes(*M.E, C.Wave, 0x24);
    M.run();
    EXPECT_EQ(Low9(M.E->vcc()), 0x42u) << C.CPU;
    classLanes(*M.E, C.Wave, 0x2);
    M.run();
    EXPECT_EQ(Low9(M.E->vcc()), 0x80u) << C.CPU;
    classLanes(*M.E, C.Wave, 0x1);
    M.run();
    EXPECT_EQ(Low9(M.E->vcc()), 0x0u) << C.CPU;
    classLanes(*M.E, C.Wave, 0x8);
    M.run();
    EXPECT_EQ(Low9(M.E->vcc()), 0x10u) << C.CPU;
  }
}

TEST(WaveEmulatorModifiers, ClassF64F16_GFX9) {
  Emu M;
  ASSERT_TRUE(M.init(R"(
	v_cmp_class_f64_e64 s[0:1], v[4:5], v2
	v_cmp_class_f16_e64 s[2:3], v6, v2
)",
                     "gfx90a", 64))
      << M.P.Diags;
  // f64 1.0 = 0x3ff0000000000000, f16 1.0 = 0x3c00: +normal (bit 8).
  // Lane 0: 1.0 (f64), f16 -inf (0xfc00, bit 2); lane 1: f64 signaling
  // NaN 0x7ff0000000000001 (bit 0), f16 quiet NaN 0x7e00 (bit 1).
  for (unsigned L = 0; L < 64; ++L) {
    bool Odd = L & 1;
    M.E->setVGPR(4, L, Odd ? 0x1u : 0x0u);
    M.E->setVGPR(5, L, Odd ? 0x7ff00000u : 0x3ff00000u);
    M.E->setVGPR(6, L, Odd ? 0x7e00u : 0xfc00u);
    M.E->setVGPR(2, L, 0x105); // +normal, -inf, signaling NaN
  }
  M.E->setExec(~uint64_t(0));
  M.run();
  // f64: lane 0 +normal, lane 1 signaling NaN: both in 0x105.
  EXPECT_EQ(M.E->sgpr(0).V & 0x3, 0x3u);
  // f16: lane 0 -inf (in the mask), lane 1 quiet NaN (not): 0x1.
  EXPECT_EQ(M.E->sgpr(2).V & 0x3, 0x1u);
  EXPECT_EQ(M.E->sgpr(2).Known & 0x3, 0x3u);
}

} // namespace
