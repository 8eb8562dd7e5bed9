//===- WaveEmulatorFloatPathsTest.cpp - Float steps on the lane paths -----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of the float operations on WaveEmulator's lane-parallel paths
/// (emu::lanes32, executeVectorFast, executeVectorFast64): an IEEE compare
/// without modifiers runs there, one with neg modifiers on the per-lane
/// path, so `v_cmp_<p> a, b` and `v_cmp_<swapped p> -a, -b` (the same
/// relation: negation reverses < and >, keeps ==, and keeps NaN unordered
/// and a denormal a denormal) must give the same mask and the same known
/// lanes, for every predicate, on every pair of the special values (+0, -0,
/// 1, -1, inf, -inf, NaN, a denormal) in f16, f32 and f64; then under an
/// EXEC with unknown lanes and with a uniform source; then the division's
/// float steps (v_cvt_*, v_rcp, v_mul_f32) on special values under such an
/// EXEC. Expected values are worked out next to them.
//===----------------------------------------------------------------------===//

#include "EmulatedAsm.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "gtest/gtest.h"
#include <string>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// The 16 compare predicates and the one that holds for the negated
/// operands (lt <-> gt, le <-> ge, and their negations; the symmetric ones
/// unchanged).
const char *const Preds[16][2] = {
    {"f", "f"},     {"lt", "gt"},   {"eq", "eq"},   {"le", "ge"},
    {"gt", "lt"},   {"lg", "lg"},   {"ge", "le"},   {"o", "o"},
    {"u", "u"},     {"nge", "nle"}, {"nlg", "nlg"}, {"ngt", "nlt"},
    {"nle", "nge"}, {"neq", "neq"}, {"nlt", "ngt"}, {"tru", "tru"}};

/// v_cmp_<p>_<T> s[4k:4k+1], A, B (the lane-parallel path) and
/// v_cmp_<swapped p>_<T> s[4k+2:4k+3], -A, -B (the per-lane path), k the
/// predicate's index.
std::string pairsFor(StringRef T, StringRef A, StringRef B) {
  std::string S;
  for (unsigned K = 0; K < 16; ++K) {
    S += "\tv_cmp_" + std::string(Preds[K][0]) + "_" + T.str() + "_e64 s[" +
         std::to_string(4 * K) + ":" + std::to_string(4 * K + 1) + "], " +
         A.str() + ", " + B.str() + "\n";
    S += "\tv_cmp_" + std::string(Preds[K][1]) + "_" + T.str() + "_e64 s[" +
         std::to_string(4 * K + 2) + ":" + std::to_string(4 * K + 3) +
         "], -" + A.str() + ", -" + B.str() + "\n";
  }
  return S;
}

/// The mask in s[N:N+1] (value, known bits).
std::pair<uint64_t, uint64_t> mask(WaveEmulator &E, unsigned N) {
  ScalarValue Lo = E.sgpr(N), Hi = E.sgpr(N + 1);
  return {Lo.V | uint64_t(Hi.V) << 32, Lo.Known | uint64_t(Hi.Known) << 32};
}

/// Every predicate's two forms agree, value and known lanes.
void expectPathsAgree(WaveEmulator &E) {
  for (unsigned K = 0; K < 16; ++K) {
    SCOPED_TRACE(Preds[K][0]);
    auto Fast = mask(E, 4 * K), Lanes = mask(E, 4 * K + 2);
    EXPECT_EQ(Fast.second, Lanes.second);
    EXPECT_EQ(Fast.first & Fast.second, Lanes.first & Lanes.second);
  }
}

/// Lane L holds the pair (X[L % 8], Y[L / 8]) of the eight special values;
/// the denormal is the eighth (index 7): lanes 7, 15, ..., 63 and 56-63.
constexpr uint64_t DenormLanes = 0x8080808080808080ull | 0xff00000000000000ull;

TEST(WaveEmulatorFloatPaths, F32EveryPredicateEveryPair_GFX9) {
  EmulatedAsm M;
  ASSERT_TRUE(M.init(pairsFor("f32", "v1", "v2"), "gfx90a", 64)) << M.P.Diags;
  // +0, -0, 1, -1, inf, -inf, NaN, the smallest denormal.
  const uint32_t V[8] = {0x00000000, 0x80000000, 0x3f800000, 0xbf800000,
                         0x7f800000, 0xff800000, 0x7fc00000, 0x00000001};
  for (unsigned L = 0; L < 64; ++L) {
    M.E->setVGPR(1, L, V[L % 8]);
    M.E->setVGPR(2, L, V[L / 8]);
  }
  M.E->setExec(~uint64_t(0));
  EXPECT_EQ(M.run(), 0u);
  expectPathsAgree(*M.E);
  // Known: every lane without a denormal operand (7 x 7 = 49 lanes).
  auto Lt = mask(*M.E, 4);
  EXPECT_EQ(Lt.second, ~DenormLanes);
  // lt, row Y = 1.0 (lanes 16-23): +0, -0, -1, -inf are below (bits 0, 1,
  // 3, 5 = 0x2b); NaN (lane 22) unordered.
  EXPECT_EQ((Lt.first >> 16) & 0x7f, 0x2bu);
  // nge (index 9) = lt or unordered: row Y = 1.0 adds NaN, bit 6: 0x6b.
  EXPECT_EQ((mask(*M.E, 36).first >> 16) & 0x7f, 0x6bu);
  // eq, row Y = +0 (lanes 0-7): +0 and -0 (bits 0, 1).
  EXPECT_EQ(mask(*M.E, 8).first & 0x7f, 0x3u);
}

TEST(WaveEmulatorFloatPaths, F64AndF16EveryPredicateEveryPair_GFX9) {
  const uint64_t V64[8] = {0,
                           0x8000000000000000ull,
                           0x3ff0000000000000ull,
                           0xbff0000000000000ull,
                           0x7ff0000000000000ull,
                           0xfff0000000000000ull,
                           0x7ff8000000000000ull,
                           1};
  // f16 in the low half, garbage above (ignored): +0, -0, 1, -1, inf,
  // -inf, NaN, a denormal.
  const uint32_t V16[8] = {0xdead0000, 0x8000, 0x3c00, 0xbc00,
                           0x7c00,     0xfc00, 0x7e00, 0x0001};
  for (StringRef T : {"f64", "f16"}) {
    SCOPED_TRACE(T.str());
    bool F64 = T == "f64";
    EmulatedAsm M;
    ASSERT_TRUE(M.init(F64 ? pairsFor(T, "v[4:5]", "v[6:7]")
                           : pairsFor(T, "v8", "v9"),
                       "gfx90a", 64))
        << M.P.Diags;
    for (unsigned L = 0; L < 64; ++L) {
      uint64_t X = V64[L % 8], Y = V64[L / 8];
      M.E->setVGPR(4, L, uint32_t(X));
      M.E->setVGPR(5, L, uint32_t(X >> 32));
      M.E->setVGPR(6, L, uint32_t(Y));
      M.E->setVGPR(7, L, uint32_t(Y >> 32));
      M.E->setVGPR(8, L, V16[L % 8]);
      M.E->setVGPR(9, L, V16[L / 8]);
    }
    M.E->setExec(~uint64_t(0));
    EXPECT_EQ(M.run(), 0u);
    expectPathsAgree(*M.E);
    auto Lt = mask(*M.E, 4);
    EXPECT_EQ(Lt.second, ~DenormLanes);
    // lt, row Y = 1.0: +0, -0, -1, -inf (0x2b), as in f32.
    EXPECT_EQ((Lt.first >> 16) & 0x7f, 0x2bu);
  }
}

TEST(WaveEmulatorFloatPaths, UnknownExecLanesAndUniformSources_GFX9) {
  EmulatedAsm M;
  ASSERT_TRUE(M.init("\ts_and_b64 exec, exec, s[90:91]\n" +
                         pairsFor("f32", "v1", "v2") +
                         "\tv_cmp_lt_f32_e64 s[64:65], s92, v2\n"
                         "\tv_cmp_lt_f32_e64 s[66:67], s92, 1.0\n"
                         "\tv_cmp_lt_f32_e64 s[68:69], s93, 1.0\n",
                     "gfx90a", 64))
      << M.P.Diags;
  const uint32_t V[8] = {0x00000000, 0x80000000, 0x3f800000, 0xbf800000,
                         0x7f800000, 0xff800000, 0x7fc00000, 0x00000001};
  for (unsigned L = 0; L < 64; ++L) {
    M.E->setVGPR(1, L, V[L % 8]);
    // v2's lanes 32-39 unknown.
    M.E->setVGPR(2, L, L / 8 == 4 ? std::nullopt
                                  : std::optional<uint32_t>(V[L / 8]));
  }
  M.E->setExec(~uint64_t(0));
  // EXEC & s[90:91]: lanes 0-15 surely on, 16-31 surely off, 32-63 unknown.
  M.E->setSGPR(90, ScalarValue{0x0000ffffu, 0xffffffffu});
  M.E->setSGPR(91, ScalarValue{0, 0});
  M.E->setSGPR(92, ScalarValue::known(0x3f000000)); // 0.5
  M.E->setSGPR(93, ScalarValue::known(0x00000001)); // a denormal
  EXPECT_EQ(M.run(), 0u);
  expectPathsAgree(*M.E);
  // Known: the lanes surely off (16-31, written 0) and the surely-on ones
  // without a denormal (0-15 but 7 and 15).
  auto Lt = mask(*M.E, 4);
  EXPECT_EQ(Lt.second, 0xffff7f7full);
  EXPECT_EQ(Lt.first & 0xffff0000ull, 0u);
  // 0.5 < v2 (a uniform source against lanes): rows +0, -0 (lanes 0-15)
  // false; the off lanes 0; the others unknown.
  auto U = mask(*M.E, 64);
  EXPECT_EQ(U.second, 0xffffffffull);
  EXPECT_EQ(U.first, 0u);
  // 0.5 < 1.0, every source uniform: true in lanes 0-15, 0 in 16-31.
  auto UU = mask(*M.E, 66);
  EXPECT_EQ(UU.second, 0xffffffffull);
  EXPECT_EQ(UU.first, 0xffffull);
  // A uniform denormal: only the off lanes are known.
  auto D = mask(*M.E, 68);
  EXPECT_EQ(D.second, 0xffff0000ull);
  EXPECT_EQ(D.first, 0u);
}

TEST(WaveEmulatorFloatPaths, DivisionStepsOnSpecialValues_GFX9) {
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	s_and_b64 exec, exec, s[90:91]
	v_cvt_u32_f32_e32 v10, v1
	v_cvt_i32_f32_e32 v11, v1
	v_rcp_f32_e32 v12, v1
	v_mul_f32_e32 v13, 2.0, v1
	v_cvt_f32_i32_e32 v14, v2
	v_cvt_f32_u32_e32 v15, v2
	v_rcp_iflag_f32_e32 v16, s92
)",
                     "gfx90a", 64))
      << M.P.Diags;
  // v1: NaN, -1.0, 3.75, 2^32, inf, -2^31, 2^31, -0, 4.0, -3.75.
  const uint32_t F[10] = {0x7fc00000, 0xbf800000, 0x40700000, 0x4f800000,
                          0x7f800000, 0xcf000000, 0x4f000000, 0x80000000,
                          0x40800000, 0xc0700000};
  // v2: -1, 16777217 (2^24 + 1), 0x80000000.
  const uint32_t I[3] = {0xffffffffu, 0x01000001u, 0x80000000u};
  for (unsigned L = 0; L < 64; ++L) {
    M.E->setVGPR(1, L, F[L % 10]);
    M.E->setVGPR(2, L, I[L % 3]);
    for (unsigned R = 10; R <= 16; ++R)
      M.E->setVGPR(R, L, 77);
  }
  M.E->setExec(~uint64_t(0));
  // Lanes 0-15 surely on, 16-31 surely off, 32-63 unknown.
  M.E->setSGPR(90, ScalarValue{0x0000ffffu, 0xffffffffu});
  M.E->setSGPR(91, ScalarValue{0, 0});
  M.E->setSGPR(92, ScalarValue::known(0x40800000)); // 4.0
  EXPECT_EQ(M.run(), 0u);
  WaveEmulator &E = *M.E;
  // To unsigned: NaN 0, -1.0 0, 3.75 3, 2^32 and inf saturate, -0 0.
  EXPECT_EQ(E.vgpr(10, 0), 0u);
  EXPECT_EQ(E.vgpr(10, 1), 0u);
  EXPECT_EQ(E.vgpr(10, 2), 3u);
  EXPECT_EQ(E.vgpr(10, 3), 0xffffffffu);
  EXPECT_EQ(E.vgpr(10, 4), 0xffffffffu);
  EXPECT_EQ(E.vgpr(10, 7), 0u);
  // To signed: NaN 0, -2^31 exactly, 2^31 saturates, -3.75 to -3.
  EXPECT_EQ(E.vgpr(11, 0), 0u);
  EXPECT_EQ(E.vgpr(11, 5), 0x80000000u);
  EXPECT_EQ(E.vgpr(11, 6), 0x7fffffffu);
  EXPECT_EQ(E.vgpr(11, 9), 0xfffffffdu);
  // 1 / -0 = -inf, 1 / inf = +0, 1 / 4 = 0.25 (0x3e800000).
  EXPECT_EQ(E.vgpr(12, 7), 0xff800000u);
  EXPECT_EQ(E.vgpr(12, 4), 0u);
  EXPECT_EQ(E.vgpr(12, 8), 0x3e800000u);
  // 2 * 3.75 = 7.5 (0x40f00000); 2 * NaN is a NaN.
  EXPECT_EQ(E.vgpr(13, 2), 0x40f00000u);
  EXPECT_EQ(E.vgpr(13, 0).value_or(0) & 0x7fc00000u, 0x7fc00000u);
  // -1 -> -1.0; 2^24 + 1 rounds to even, 2^24 (0x4b800000); unsigned
  // 0x80000000 is 2^31 (0x4f000000), signed -2^31 (0xcf000000).
  EXPECT_EQ(E.vgpr(14, 0), 0xbf800000u);
  EXPECT_EQ(E.vgpr(14, 1), 0x4b800000u);
  EXPECT_EQ(E.vgpr(14, 2), 0xcf000000u);
  EXPECT_EQ(E.vgpr(15, 2), 0x4f000000u);
  EXPECT_EQ(E.vgpr(15, 0), 0x4f800000u); // 2^32 - 1 rounds up to 2^32
  // A uniform source: 1 / 4.0 in every lane on.
  EXPECT_EQ(E.vgpr(16, 13), 0x3e800000u);
  // The surely-off lanes keep their 77, the unknown ones are unknown.
  for (unsigned R = 10; R <= 16; ++R) {
    EXPECT_EQ(E.vgpr(R, 20), 77u);
    EXPECT_EQ(E.vgpr(R, 40), std::nullopt);
  }
}

} // namespace
