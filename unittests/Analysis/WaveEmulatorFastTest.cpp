//===- WaveEmulatorFastTest.cpp - VALU operations on all lanes at once ----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of WaveEmulator's lane-parallel VALU path (WaveEmulatorFast.cpp
/// and emu::lanes32): every operation it takes beyond add/sub/bitwise/shift/
/// compare - the high and 24-bit multiplies, 24-bit multiply-adds, min/max,
/// bfm, not, bcnt, mbcnt, the three-operand forms (or3, xor3, xad,
/// lshl_add, add_lshl, bfi, bfe, min3/max3/med3), the 64-bit multiply-adds
/// and 64-bit compares - on the encodings of gfx9 (gfx90a, wave64), gfx10.3
/// (gfx1030), gfx11 (gfx1100) and gfx12 (gfx1200), all wave32; then the
/// same path under an EXEC with unknown lanes, unknown sources and uniform
/// sources. Every expected value is worked out by hand next to it.
//===----------------------------------------------------------------------===//

#include "EmulatedAsm.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "gtest/gtest.h"
#include <string>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

// The operations, one text for every generation: SDST* are the 64-bit
// (wave64) or 32-bit (wave32) carry / compare destinations, EXTRA the lines
// a generation adds (gfx9 has no v_xor3_b32; wave64 counts its high lanes
// with v_mbcnt_hi).
const char *Ops = R"(
	v_mul_hi_u32 v10, v1, s4
	v_mul_hi_i32 v11, v1, s4
	v_mul_i32_i24 v12, v1, 3
	v_mul_hi_u32_u24 v13, v1, s4
	v_mul_hi_i32_i24 v14, v1, s4
	v_mad_u32_u24 v15, v0, s5, v1
	v_mad_i32_i24 v16, v1, s5, v0
	v_min_u32 v17, v0, v1
	v_max_i32 v18, v0, v1
	v_min_i32 v19, v0, v1
	v_max_u32 v20, v0, v1
	v_bfm_b32 v21, v0, s5
	v_not_b32 v22, v0
	v_bcnt_u32_b32 v23, v1, v0
	v_mbcnt_lo_u32_b32 v24, -1, 0
	v_or3_b32 v25, v0, s5, 64
	v_xad_u32 v27, v0, s5, v1
	v_lshl_add_u32 v28, v0, 4, v1
	v_add_lshl_u32 v29, v0, v1, 2
	v_bfi_b32 v30, s4, v0, v1
	v_bfe_u32 v31, v1, 4, 8
	v_bfe_i32 v32, v1, 4, 8
	v_bfe_i32 v33, v0, 0, 3
	v_bfe_u32 v34, v1, 4, 0
	v_bfe_u32 v35, v1, 28, 8
	v_min3_u32 v36, v0, v1, s5
	v_max3_i32 v37, v0, v1, s5
	v_med3_i32 v38, v0, v1, s5
	v_med3_u32 v39, v0, v1, s5
	v_mad_u64_u32 v[40:41], SDSTA, v1, s4, v[2:3]
	v_mad_i64_i32 v[42:43], SDSTB, v1, s4, v[2:3]
	v_cmp_gt_u64_e64 SDSTC, v[2:3], v[4:5]
	v_cmp_lt_i64_e64 SDSTD, v[6:7], v[2:3]
EXTRA)";

std::string opsFor(StringRef CPU, bool Wave64) {
  std::string T = Ops;
  auto Sub = [&T](StringRef From, StringRef To) {
    size_t At = T.find(From.str());
    if (At != std::string::npos)
      T.replace(At, From.size(), To.str());
  };
  Sub("SDSTA", Wave64 ? "s[24:25]" : "s24");
  Sub("SDSTB", Wave64 ? "s[26:27]" : "s26");
  Sub("SDSTC", Wave64 ? "s[20:21]" : "s20");
  Sub("SDSTD", Wave64 ? "s[22:23]" : "s22");
  Sub("EXTRA", CPU == "gfx90a" ? "\tv_mbcnt_hi_u32_b32 v24, -1, v24\n"
                               : "\tv_xor3_b32 v26, v0, s5, v1\n");
  return T;
}

/// The registers the operations read, in every lane L: v0 = L,
/// v1 = 0xfffffff0 + L (-16 + L as signed), v[2:3] = L << 32 | L,
/// v[4:5] = 5 << 32, v[6:7] = -1; s4 = 0x12345678, s5 = 3; all lanes on.
void setUp(WaveEmulator &E) {
  for (unsigned L = 0; L < E.waveSize(); ++L) {
    E.setVGPR(0, L, L);
    E.setVGPR(1, L, 0xfffffff0u + L);
    E.setVGPR(2, L, L);
    E.setVGPR(3, L, L);
    E.setVGPR(4, L, 0);
    E.setVGPR(5, L, 5);
    E.setVGPR(6, L, 0xffffffffu);
    E.setVGPR(7, L, 0xffffffffu);
  }
  E.setSGPR(4, ScalarValue::known(0x12345678u));
  E.setSGPR(5, ScalarValue::known(3));
  E.setExec(E.waveSize() == 64 ? ~uint64_t(0) : 0xffffffffu);
}

void checkOps(StringRef CPU, unsigned WaveSize) {
  SCOPED_TRACE(CPU.str());
  EmulatedAsm M;
  ASSERT_TRUE(M.init(opsFor(CPU, WaveSize == 64), CPU, WaveSize))
      << M.P.Diags;
  setUp(*M.E);
  EXPECT_EQ(M.run(), 0u); // every one covered
  WaveEmulator &E = *M.E;
  // Lane 5: v0 = 5, v1 = 0xfffffff5 (-11).
  const unsigned L = 5;
  // 0xfffffff5 * 0x12345678 = 0x12345678 << 32 - 11 * 0x12345678
  // (0xc83fb728 < 2^32): the high dword 0x12345678 - 1, the low one
  // 2^32 - 0xc83fb728 = 0x37c048d8.
  EXPECT_EQ(E.vgpr(10, L), 0x12345677u);
  // Signed: -11 * 0x12345678 = -0xc83fb728, a negative product of
  // magnitude below 2^32: its high dword is all ones.
  EXPECT_EQ(E.vgpr(11, L), 0xffffffffu);
  // The low 24 bits 0xfffff5 sign-extended: -11; -11 * 3 = -33.
  EXPECT_EQ(E.vgpr(12, L), 0xffffffdfu);
  // 0xfffff5 * 0x345678 = 0x345678 << 24 - 11 * 0x345678
  // = 0x3456_78000000 - 0x23fb728 = 0x3456_75c048d8: high dword 0x3456.
  EXPECT_EQ(E.vgpr(13, L), 0x3456u);
  // Signed 24-bit: -11 * 0x345678 = -0x23fb728: high dword all ones.
  EXPECT_EQ(E.vgpr(14, L), 0xffffffffu);
  EXPECT_EQ(E.vgpr(15, L), 4u);          // 5 * 3 + 0xfffffff5 = 15 - 11
  EXPECT_EQ(E.vgpr(16, L), 0xffffffe4u); // -11 * 3 + 5 = -28
  EXPECT_EQ(E.vgpr(17, L), 5u);          // unsigned min(5, 0xfffffff5)
  EXPECT_EQ(E.vgpr(18, L), 5u);          // signed max(5, -11)
  EXPECT_EQ(E.vgpr(19, L), 0xfffffff5u); // signed min(5, -11)
  EXPECT_EQ(E.vgpr(20, L), 0xfffffff5u); // unsigned max
  EXPECT_EQ(E.vgpr(21, L), 0xf8u);       // ((1 << 5) - 1) << 3
  EXPECT_EQ(E.vgpr(22, L), 0xfffffffau); // ~5
  // popcount(0xfffffff5): 24 ones above 0xf5 (1111 0101, 6 ones) = 30,
  // plus 5.
  EXPECT_EQ(E.vgpr(23, L), 35u);
  // v_mbcnt_lo of all ones: the lanes below this one (of the low 32),
  // and v_mbcnt_hi (wave64) adds those of the high 32: the lane id.
  EXPECT_EQ(E.vgpr(24, L), 5u);
  EXPECT_EQ(E.vgpr(24, 31), 31u);
  if (WaveSize == 64)
    EXPECT_EQ(E.vgpr(24, 40), 40u); // 32 below in the low half, 8 in the high
  EXPECT_EQ(E.vgpr(25, L), 0x47u);       // 5 | 3 | 64
  if (CPU != "gfx90a")
    EXPECT_EQ(E.vgpr(26, L), 0xfffffff3u); // 5 ^ 3 = 6; 6 ^ 0xfffffff5
  EXPECT_EQ(E.vgpr(27, L), 0xfffffffbu); // (5 ^ 3) + 0xfffffff5 = 6 - 11
  EXPECT_EQ(E.vgpr(28, L), 69u);         // (5 << 4) - 11
  EXPECT_EQ(E.vgpr(29, L), 0xffffffe8u); // (5 - 11) << 2 = -24
  // s4 selects: 0x12345678 & 5 = 0 (0x78 = 0111 1000), then
  // ~0x12345678 & 0xfffffff5 = 0xedcba987 & 0xfffffff5 = 0xedcba985.
  EXPECT_EQ(E.vgpr(30, L), 0xedcba985u);
  EXPECT_EQ(E.vgpr(31, L), 0xffu);       // bits [4, 12) of 0xfffffff5
  EXPECT_EQ(E.vgpr(32, L), 0xffffffffu); // the same, sign-extended
  EXPECT_EQ(E.vgpr(33, L), 0xfffffffdu); // 3-bit field 101 = -3
  EXPECT_EQ(E.vgpr(34, L), 0u);          // a field of width 0
  EXPECT_EQ(E.vgpr(35, L), 0xfu);        // [28, 36) past bit 31: v1 >> 28
  EXPECT_EQ(E.vgpr(36, L), 3u);          // min(5, 0xfffffff5, 3)
  EXPECT_EQ(E.vgpr(37, L), 5u);          // signed max(5, -11, 3)
  EXPECT_EQ(E.vgpr(38, L), 3u);          // signed median of -11, 3, 5
  EXPECT_EQ(E.vgpr(39, L), 5u);          // unsigned median of 3, 5, 0xfffffff5
  // 0xfffffff5 * 0x12345678 (above: 0x12345677_37c048d8) + 0x5_00000005.
  EXPECT_EQ(E.vgpr(40, L), 0x37c048ddu);
  EXPECT_EQ(E.vgpr(41, L), 0x1234567cu);
  // Signed: -0xc83fb728 = 0xffffffff_37c048d8, + 0x5_00000005 wraps to
  // 0x4_37c048dd (no signed overflow).
  EXPECT_EQ(E.vgpr(42, L), 0x37c048ddu);
  EXPECT_EQ(E.vgpr(43, L), 4u);
  // No carry out of either multiply-add in any lane (each sum is below
  // 2^64; the signed ones stay in range).
  EXPECT_EQ(M.s(24), 0u);
  EXPECT_EQ(M.s(26), 0u);
  // L << 32 | L > 5 << 32: lanes 6 and up by the high dword, lane 5 by
  // the low one (5 > 0); lanes 0-4 not.
  EXPECT_EQ(M.s(20), 0xffffffe0u);
  if (WaveSize == 64)
    EXPECT_EQ(M.s(21), 0xffffffffu);
  // -1 < L << 32 | L (signed) in every lane.
  EXPECT_EQ(M.s(22), 0xffffffffu);
}

TEST(WaveEmulatorFast, Gfx9) { checkOps("gfx90a", 64); }
TEST(WaveEmulatorFast, Gfx10_3) { checkOps("gfx1030", 32); }
TEST(WaveEmulatorFast, Gfx11) { checkOps("gfx1100", 32); }
TEST(WaveEmulatorFast, Gfx12) { checkOps("gfx1200", 32); }

// Under an EXEC whose lanes 0-31 are on, 32-47 unknown and 48-63 off, the
// lanes surely on are computed, the unknown ones become unknown and the off
// ones keep their values - the per-lane path's rule - for a 32-bit
// operation, a uniform one, a compare's mask and a 64-bit multiply-add.
TEST(WaveEmulatorFast, PartlyKnownExec) {
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	s_and_b64 exec, s[30:31], -1
	v_mul_hi_u32 v10, v1, s4
	v_add_u32_e32 v11, s4, v12
	v_mov_b32_e32 v13, s4
	v_cmp_gt_u32_e64 s[40:41], v0, 2
	v_mad_u64_u32 v[40:41], s[24:25], v1, s4, v[2:3]
	s_mov_b64 exec, -1
	v_mad_u64_u32 v[42:43], s[26:27], v1, s4, v[2:3]
	v_add_u32_e32 v14, s6, v0
)",
                     "gfx90a", 64))
      << M.P.Diags;
  WaveEmulator &E = *M.E;
  setUp(E);
  for (unsigned L = 0; L < 64; ++L) {
    E.setVGPR(10, L, 1000 + L);
    E.setVGPR(11, L, 1000 + L);
    E.setVGPR(12, L, 7);
    E.setVGPR(13, L, 1000 + L);
  }
  // The addend's high dword unknown in lane 6.
  E.setVGPR(3, 6, std::nullopt);
  E.setSGPR(30, ScalarValue::known(0xffffffffu));
  E.setSGPR(31, ScalarValue{0, 0xffff0000u}); // lanes 32-47 unknown
  // (s_and_b64 keeps the known bits: s_mov_b64 moves only known values)
  M.run(0, 6);
  for (unsigned L : {5u, 40u, 50u}) {
    SCOPED_TRACE(L);
    if (L == 40) { // may be on: unknown
      EXPECT_EQ(E.vgpr(10, L), std::nullopt);
      EXPECT_EQ(E.vgpr(11, L), std::nullopt);
      EXPECT_EQ(E.vgpr(13, L), std::nullopt);
      EXPECT_EQ(E.vgpr(40, L), std::nullopt);
    } else if (L == 50) { // off: kept
      EXPECT_EQ(E.vgpr(10, L), 1050u);
      EXPECT_EQ(E.vgpr(11, L), 1050u);
      EXPECT_EQ(E.vgpr(13, L), 1050u);
    }
  }
  EXPECT_EQ(E.vgpr(10, 5), 0x12345677u); // as in checkOps
  EXPECT_EQ(E.vgpr(11, 5), 0x1234567fu); // 0x12345678 + 7
  EXPECT_EQ(E.vgpr(13, 5), 0x12345678u); // the uniform move
  EXPECT_EQ(E.vgpr(13, 31), 0x12345678u);
  // The compare: lanes 3-31 (id > 2) on and true, 0-2 on and false;
  // 32-47 unknown; 48-63 off: known 0.
  ScalarValue Lo = E.sgpr(40), Hi = E.sgpr(41);
  EXPECT_EQ(Lo.Known, 0xffffffffu);
  EXPECT_EQ(Lo.V, 0xfffffff8u);
  EXPECT_EQ(Hi.Known, 0xffff0000u);
  EXPECT_EQ(Hi.V & Hi.Known, 0u);
  // Lane 6's addend is half unknown: under a partly unknown EXEC the whole
  // result is unknown there (lane 5 is known, as in checkOps).
  EXPECT_EQ(E.vgpr(40, 6), std::nullopt);
  EXPECT_EQ(E.vgpr(40, 5), 0x37c048ddu);
  // Under a known EXEC the low dword needs only the addend's low dword:
  // lane 6 = 0xfffffff6 * 0x12345678 + 6 (low dword) is known, its high
  // dword and carry not. 0xfffffff6 * 0x12345678 = 0x12345678 << 32
  // - 10 * 0x12345678 = ... - 0xb60b60b0: low dword 2^32 - 0xb60b60b0 =
  // 0x49f49f50; + 6 = 0x49f49f56.
  M.run(6, 8);
  EXPECT_EQ(E.vgpr(42, 6), 0x49f49f56u);
  EXPECT_EQ(E.vgpr(43, 6), std::nullopt);
  EXPECT_EQ(E.vgpr(43, 5), 0x1234567cu);
  EXPECT_FALSE((E.sgpr(26).Known >> 6) & 1);
  EXPECT_TRUE((E.sgpr(26).Known >> 5) & 1);
  // An unknown uniform source: no lane known.
  M.run(8);
  uint64_t Known = 0;
  E.vgprLanes(14, Known);
  EXPECT_EQ(Known, 0u);
}

} // namespace
