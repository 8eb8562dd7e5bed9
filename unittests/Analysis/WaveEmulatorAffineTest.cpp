//===- WaveEmulatorAffineTest.cpp - Affine VGPR values ---------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of WaveEmulator's affine VGPR values (WaveEmulatorAffine.cpp,
/// LanePatterns): a VGPR held as Base + a lane pattern through add, shift
/// and multiply by uniform values; carries and borrows that are, and are
/// not, the same in every lane; mixing with values whose lanes are
/// computed one by one; a partial EXEC; the 64-bit shift and the addresses
/// and lines of a global access (LaneAddresses::affineLines against
/// compute/linesOf/lineLookups) on gfx90a (wave64) and gfx1100 (wave32).
/// Every expected value is worked out by hand next to it.
//===----------------------------------------------------------------------===//

#include "EmulatedAsm.h"
#include "gcn-mca/Analysis/LaneAddresses.h"
#include "gcn-mca/Analysis/LanePatterns.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// v0 = the lane id in every lane of a \p WaveSize wave, every lane on.
void laneIds(WaveEmulator &E) {
  for (unsigned L = 0; L < E.waveSize(); ++L)
    E.setVGPR(0, L, L);
  E.setExec(E.waveSize() == 64 ? ~uint64_t(0) : 0xffffffffu);
}

TEST(LanePatterns, InternAndDerive) {
  LanePatterns P(64);
  uint32_t Zero[64] = {};
  EXPECT_EQ(P.intern(Zero), std::optional<uint32_t>(LanePatterns::Zero));
  uint32_t Ids[64];
  for (unsigned L = 0; L < 64; ++L)
    Ids[L] = L;
  bool Made = false;
  std::optional<uint32_t> A = P.intern(Ids, &Made);
  ASSERT_TRUE(A && Made);
  EXPECT_EQ(P.intern(Ids, &Made), A); // the same lanes: the same id
  EXPECT_FALSE(Made);
  EXPECT_EQ(P.range(*A), std::make_pair(0u, 63u));
  // L << 2 and L x 4 are one pattern; L + L too.
  std::optional<uint32_t> Shl = P.derive(LanePatterns::Derive::Shl, *A, 2);
  ASSERT_TRUE(Shl);
  EXPECT_EQ(P.derive(LanePatterns::Derive::Mul, *A, 4), Shl);
  EXPECT_EQ(P.get(*Shl).V[63], 252u);
  std::optional<uint32_t> Twice = P.derive(LanePatterns::Derive::Add, *A, *A);
  EXPECT_EQ(P.get(*Twice).V[5], 10u);
  // x 0 is the zero pattern.
  EXPECT_EQ(P.derive(LanePatterns::Derive::Mul, *A, 0),
            std::optional<uint32_t>(LanePatterns::Zero));
}

TEST(LanePatterns, Bounded) {
  // Past MaxPatterns no pattern is made (the emulator keeps the lanes).
  LanePatterns P(2);
  uint32_t V[64] = {};
  for (uint32_t K = 1; K < LanePatterns::MaxPatterns; ++K) {
    V[1] = K;
    ASSERT_TRUE(P.intern(V));
  }
  V[1] = LanePatterns::MaxPatterns;
  EXPECT_FALSE(P.intern(V));
  V[1] = 7; // an existing one is still found
  EXPECT_TRUE(P.intern(V));
}

// Add, shift and multiply by uniform values keep the value affine; each
// lane is what the operations give it.
TEST(WaveEmulatorAffine, UniformOperations) {
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_add_u32_e32 v1, s4, v0
	v_lshlrev_b32_e32 v2, 2, v1
	v_mul_lo_u32 v3, v2, s5
	v_add_co_u32_e32 v4, vcc, s6, v3
	v_addc_co_u32_e32 v5, vcc, 0, v9, vcc
	v_subrev_co_u32_e32 v6, vcc, s7, v3
	v_lshrrev_b32_e32 v7, 12, v3
	v_ashrrev_i32_e32 v8, 31, v4
	v_mov_b32_e32 v10, v3
)",
                     "gfx90a", 64))
      << M.P.Diags;
  WaveEmulator &E = *M.E;
  laneIds(E);
  E.setSGPR(4, ScalarValue::known(100));
  E.setSGPR(5, ScalarValue::known(3));
  E.setSGPR(6, ScalarValue::known(0xffffff00u));
  E.setSGPR(7, ScalarValue::known(1200));
  for (unsigned L = 0; L < 64; ++L)
    E.setVGPR(9, L, 7);
  EXPECT_EQ(M.run(), 0u);
  for (unsigned L : {0u, 5u, 63u}) {
    SCOPED_TRACE(L);
    uint32_t V3 = 12 * (100 + L); // (100 + L) << 2, x 3: 1200 .. 1956
    EXPECT_EQ(E.vgpr(1, L), 100 + L);
    EXPECT_EQ(E.vgpr(2, L), 4 * (100 + L));
    EXPECT_EQ(E.vgpr(3, L), V3);
    // 0xffffff00 + 1200 = 2^32 + 944: every lane carries.
    EXPECT_EQ(E.vgpr(4, L), V3 - 256);
    EXPECT_EQ(E.vgpr(5, L), 8u); // 0 + 7 + the carry
    EXPECT_EQ(E.vgpr(6, L), V3 - 1200); // no lane borrows (V3 >= 1200)
    EXPECT_EQ(E.vgpr(7, L), 0u);        // 1956 >> 12 = 0
    EXPECT_EQ(E.vgpr(8, L), 0u);        // 944 .. 1700: positive
    EXPECT_EQ(E.vgpr(10, L), V3);
  }
  // Held affine: v3 = 1200 + 12 L; v7 and v5 uniform (the zero pattern).
  std::optional<WaveEmulator::AffineValue> A3 = E.affine(3);
  ASSERT_TRUE(A3);
  EXPECT_EQ(A3->Base, 1200u);
  EXPECT_EQ(E.patterns().get(A3->Pat).V[2], 24u);
  ASSERT_TRUE(E.affine(7));
  EXPECT_EQ(E.affine(7)->Pat, LanePatterns::Zero);
  ASSERT_TRUE(E.affine(5));
  EXPECT_EQ(E.affine(5)->Pat, LanePatterns::Zero);
  // The borrow of v6 (none) is VCC's last value.
  EXPECT_EQ(E.vcc(), 0u);
  EXPECT_EQ(E.vccKnown(), ~uint64_t(0));
}

// A carry that differs between lanes: the lanes are computed, the mask is
// exact; a shift right whose lanes differ likewise.
TEST(WaveEmulatorAffine, CarryThatDiffers) {
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_add_u32_e32 v1, s4, v0
	v_lshlrev_b32_e32 v2, 4, v1
	v_add_co_u32_e32 v3, vcc, s6, v2
	v_lshrrev_b32_e32 v4, 9, v2
)",
                     "gfx90a", 64))
      << M.P.Diags;
  WaveEmulator &E = *M.E;
  laneIds(E);
  E.setSGPR(4, ScalarValue::known(0));
  // 16 L + (2^32 - 500) carries for 16 L >= 500: L >= 32 (31.25).
  E.setSGPR(6, ScalarValue::known(0xffffffffu - 499));
  EXPECT_EQ(M.run(), 0u);
  EXPECT_EQ(E.vcc(), ~uint64_t(0) << 32);
  EXPECT_EQ(E.vgpr(3, 31), 16 * 31 - 500u); // 496 - 500 wraps
  EXPECT_EQ(E.vgpr(3, 32), 12u);            // 512 - 500
  // 16 L >> 9: 0 below lane 32, 1 from it.
  EXPECT_EQ(E.vgpr(4, 31), 0u);
  EXPECT_EQ(E.vgpr(4, 32), 1u);
}

// Lanes computed one by one (an AND) feed affine operations: recognised
// as a pattern; two patterns added.
TEST(WaveEmulatorAffine, MixedWithLanes) {
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_add_u32_e32 v1, s4, v0
	v_and_b32_e32 v2, 7, v1
	v_add_u32_e32 v3, v2, v1
	v_add3_u32 v4, v3, v2, s4
	v_lshl_add_u32 v5, v2, 3, v1
)",
                     "gfx90a", 64))
      << M.P.Diags;
  WaveEmulator &E = *M.E;
  laneIds(E);
  E.setSGPR(4, ScalarValue::known(100));
  EXPECT_EQ(M.run(), 0u);
  for (unsigned L : {0u, 3u, 4u, 63u}) {
    SCOPED_TRACE(L);
    uint32_t V1 = 100 + L, V2 = V1 & 7;
    EXPECT_EQ(E.vgpr(2, L), V2);
    EXPECT_EQ(E.vgpr(3, L), V1 + V2);
    EXPECT_EQ(E.vgpr(4, L), V1 + 2 * V2 + 100);
    EXPECT_EQ(E.vgpr(5, L), (V2 << 3) + V1);
  }
  ASSERT_TRUE(E.affine(3));
  EXPECT_NE(E.affine(3)->Pat, LanePatterns::Zero);
}

// Under an EXEC of lanes 0-15 the lanes are written one by one: the
// others keep the affine value they had.
TEST(WaveEmulatorAffine, PartialExec) {
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_add_u32_e32 v1, s4, v0
	v_mov_b32_e32 v2, v1
	s_mov_b64 exec, 0xffff
	v_add_u32_e32 v2, 1000, v2
	s_mov_b64 exec, -1
	v_add_u32_e32 v3, 1, v2
)",
                     "gfx90a", 64))
      << M.P.Diags;
  WaveEmulator &E = *M.E;
  laneIds(E);
  E.setSGPR(4, ScalarValue::known(100));
  EXPECT_EQ(M.run(), 0u);
  EXPECT_EQ(E.vgpr(2, 15), 1115u); // 100 + 15 + 1000
  EXPECT_EQ(E.vgpr(2, 16), 116u);  // kept
  EXPECT_EQ(E.vgpr(3, 15), 1116u);
  EXPECT_EQ(E.vgpr(3, 63), 164u);
}

// v_lshlrev_b64 of an affine low dword and a uniform high one.
TEST(WaveEmulatorAffine, Shift64) {
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_add_u32_e32 v12, s4, v0
	v_mov_b32_e32 v13, 5
	v_lshlrev_b64 v[10:11], 2, v[12:13]
	v_add_u32_e32 v14, s5, v0
	v_mov_b32_e32 v15, 0
	v_lshlrev_b64 v[16:17], 2, v[14:15]
	v_lshlrev_b64 v[18:19], 36, v[12:13]
)",
                     "gfx90a", 64))
      << M.P.Diags;
  WaveEmulator &E = *M.E;
  laneIds(E);
  E.setSGPR(4, ScalarValue::known(0xffffff00u));
  E.setSGPR(5, ScalarValue::known(0x3fffffe0u));
  EXPECT_EQ(M.run(), 0u);
  // (5 << 32 | 0xffffff00 + L) << 2 = 23 << 32 | 0xfffffc00 + 4 L.
  EXPECT_EQ(E.vgpr(10, 63), 0xfffffc00u + 252);
  EXPECT_EQ(E.vgpr(11, 63), 23u);
  ASSERT_TRUE(E.affine(11));
  EXPECT_EQ(E.affine(11)->Pat, LanePatterns::Zero);
  // 0x3fffffe0 + L << 2: the high dword is 1 from lane 32 (0x40000000).
  EXPECT_EQ(E.vgpr(16, 0), 0xffffff80u);
  EXPECT_EQ(E.vgpr(17, 0), 0u);
  EXPECT_EQ(E.vgpr(16, 40), 0x20u); // 0x40000008 << 2
  EXPECT_EQ(E.vgpr(17, 40), 1u);
  // << 36: the low dword 0, the high one (0xffffff00 + L) << 4.
  EXPECT_EQ(E.vgpr(18, 7), 0u);
  EXPECT_EQ(E.vgpr(19, 7), 0xfffff070u); // 0xfffff000 + 7 x 16
}

// Wave32 (gfx1100): the same operations over 32 lanes.
TEST(WaveEmulatorAffine, Wave32) {
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_add_nc_u32_e32 v1, s4, v0
	v_lshlrev_b32_e32 v2, 3, v1
	v_add_co_u32 v3, vcc_lo, s6, v2
)",
                     "gfx1100", 32))
      << M.P.Diags;
  WaveEmulator &E = *M.E;
  laneIds(E);
  E.setSGPR(4, ScalarValue::known(10));
  E.setSGPR(6, ScalarValue::known(1));
  EXPECT_EQ(M.run(), 0u);
  EXPECT_EQ(E.vgpr(2, 31), 328u); // (10 + 31) << 3
  EXPECT_EQ(E.vgpr(3, 31), 329u);
  EXPECT_EQ(E.vcc() & 0xffffffffu, 0u);
  ASSERT_TRUE(E.affine(3));
  EXPECT_EQ(E.patterns().range(E.affine(3)->Pat),
            std::make_pair(0u, 248u)); // 31 x 8
}

// The lines of an affine global address (LaneAddresses::affineLines, from
// the pattern at the base's offset in its line) are those of the lanes'
// addresses (compute, linesOf, lineLookups).
TEST(WaveEmulatorAffine, AddressLines) {
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v2, 4, v0
	v_mul_lo_u32 v2, v2, s4
	v_add_u32_e32 v3, v1, v2
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_co_u32_e32 v4, vcc, s0, v3
	v_mov_b32_e32 v6, s1
	v_addc_co_u32_e32 v5, vcc, 0, v6, vcc
	global_load_dword v7, v[4:5], off offset:8
	global_load_dword v8, v3, s[0:1]
)",
                     "gfx90a", 64))
      << M.P.Diags;
  WaveEmulator &E = *M.E;
  laneIds(E);
  E.setSGPR(4, ScalarValue::known(1024)); // the row pitch in elements
  E.setSGPR(0, ScalarValue::known(0x10000030u));
  E.setSGPR(1, ScalarValue::known(0x7f));
  EXPECT_EQ(M.run(0, 8), 0u);
  for (unsigned K : {8u, 9u}) {
    SCOPED_TRACE(K);
    MemoryAddressing A = LaneAddresses::decode(M.inst(K), *M.P.TS.MCII, E);
    SmallVector<uint64_t, 64> Lines;
    unsigned Lookups = 0;
    ASSERT_TRUE(
        LaneAddresses::affineLines(A, M.inst(K), E, 128, Lines, Lookups));
    LaneAddressSet S;
    LaneAddresses::compute(A, M.inst(K), E, S);
    ASSERT_TRUE(S.Known);
    SmallVector<uint64_t, 64> Want;
    LaneAddresses::linesOf(S, 128, false, 64, 0, Want);
    EXPECT_EQ(Lines, Want);
    EXPECT_EQ(Lookups, LaneAddresses::lineLookups(S, 128, false, 64, 0));
    // Four rows of 16 dwords, 4 KiB apart, each from byte 0x30 (+ 8) of
    // a 128-byte line: 64 bytes from 0x30 or 0x38 stay in one line.
    EXPECT_EQ(Lines.size(), 4u);
    EXPECT_EQ(Lookups, 4u);
    // The same again comes from the memo.
    SmallVector<uint64_t, 64> Again;
    ASSERT_TRUE(
        LaneAddresses::affineLines(A, M.inst(K), E, 128, Again, Lookups));
    EXPECT_EQ(Again, Want);
  }
  // Lane 17 (row 1, column 1): 0x7f_10000030 + (1024 + 1) x 4 + 8.
  LaneAddressSet S;
  LaneAddresses::compute(LaneAddresses::decode(M.inst(8), *M.P.TS.MCII, E),
                         M.inst(8), E, S);
  EXPECT_EQ(S.Addr[0][17], 0x7f10000030ull + 4100 + 8);
  // Under a partial EXEC the affine path declines.
  E.setExec(0xff);
  MemoryAddressing A = LaneAddresses::decode(M.inst(8), *M.P.TS.MCII, E);
  SmallVector<uint64_t, 64> Lines;
  unsigned Lookups = 0;
  EXPECT_FALSE(
      LaneAddresses::affineLines(A, M.inst(8), E, 128, Lines, Lookups));
}

} // namespace
