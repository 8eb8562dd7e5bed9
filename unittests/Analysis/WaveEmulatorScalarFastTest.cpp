//===- WaveEmulatorScalarFastTest.cpp - Prepared SALU path vs general ----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of WaveEmulator's prepared SALU path (executeScalarFast: the
/// 32-bit s_mov, s_add/s_sub _u32/_i32 and integer s_cmp): on every
/// generation's encoding, for source values at the carry, borrow and
/// signed-overflow edges and with unknown source bits, each instruction's
/// result, known bits, SCC and coverage must equal the general path's
/// (setScalarFastPath(false)) slot by slot; then a few values worked out by
/// hand.
//===----------------------------------------------------------------------===//

#include "EmulatedAsm.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "gtest/gtest.h"
#include <string>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// The instructions, every one the prepared path takes (s_cselect, which it
/// does not, copies SCC out between them in the hand-checked test).
const char *Ops = R"(
	s_mov_b32 s20, s4
	s_mov_b32 s21, 0x12345
	s_add_u32 s22, s4, s5
	s_add_i32 s23, s4, s5
	s_sub_u32 s24, s4, s5
	s_sub_i32 s25, s4, s5
	s_add_u32 s26, s4, -1
	s_sub_i32 s27, 7, s5
	s_cmp_eq_u32 s4, s5
	s_cmp_lg_u32 s4, s5
	s_cmp_lt_u32 s4, s5
	s_cmp_ge_u32 s4, 64
	s_cmp_lt_i32 s4, s5
	s_cmp_gt_i32 s4, s5
	s_cmp_le_i32 s4, -1
	s_add_u32 s4, s4, s5
	s_sub_u32 s5, s5, s4
)";

/// The values of s4 and s5 tried (with all bits known): zero, one, the
/// largest and smallest signed values, all ones, and neighbours.
const uint32_t Values[] = {0u,          1u,          2u,          0x7fffffffu,
                           0x80000000u, 0x80000001u, 0xfffffffeu, 0xffffffffu,
                           64u,         0x12345678u};

/// Every scalar slot the program may touch, SCC included, as (value, known).
std::vector<std::pair<uint32_t, uint32_t>> state(WaveEmulator &E) {
  std::vector<std::pair<uint32_t, uint32_t>> Out;
  for (unsigned N = 0; N < WaveEmulator::NumSGPRs; ++N) {
    ScalarValue V = E.sgpr(N);
    // An unknown bit's value is not compared.
    Out.push_back({V.V & V.Known, V.Known});
  }
  std::optional<bool> C = E.scc();
  Out.push_back({C.value_or(false), C.has_value()});
  return Out;
}

/// Runs Ops on two emulators, the prepared path on and off, from s4 = \p A,
/// s5 = \p B with known bits \p KA and \p KB, comparing after every
/// instruction.
void compareOne(StringRef CPU, unsigned WaveSize, uint32_t A, uint32_t KA,
                uint32_t B, uint32_t KB) {
  SCOPED_TRACE(CPU.str() + " s4=" + std::to_string(A) + "/" +
               std::to_string(KA) + " s5=" + std::to_string(B) + "/" +
               std::to_string(KB));
  EmulatedAsm Fast, Slow;
  ASSERT_TRUE(Fast.init(Ops, CPU, WaveSize)) << Fast.P.Diags;
  ASSERT_TRUE(Slow.init(Ops, CPU, WaveSize)) << Slow.P.Diags;
  Slow.E->setScalarFastPath(false);
  for (EmulatedAsm *M : {&Fast, &Slow}) {
    M->E->setSGPR(4, {A & KA, KA});
    M->E->setSGPR(5, {B & KB, KB});
  }
  unsigned N = unsigned(Fast.P.In->instructions().size());
  for (unsigned K = 0; K < N; ++K) {
    SCOPED_TRACE("instruction " + std::to_string(K));
    EXPECT_EQ(Fast.run(K, K + 1), Slow.run(K, K + 1));
    ASSERT_EQ(state(*Fast.E), state(*Slow.E));
  }
}

void compareAll(StringRef CPU, unsigned WaveSize) {
  for (uint32_t A : Values)
    for (uint32_t B : Values)
      compareOne(CPU, WaveSize, A, ~0u, B, ~0u);
  // Unknown bits: a whole source, its low half, one bit.
  for (uint32_t A : {0u, 0x7fffffffu, 0xffffffffu})
    for (uint32_t KA : {0u, 0xffff0000u, 0xfffffffeu, ~0u})
      for (uint32_t KB : {0u, 0x0000ffffu, ~0u})
        compareOne(CPU, WaveSize, A, KA, 5, KB);
}

TEST(WaveEmulatorScalarFast, SameAsGeneralGfx9) { compareAll("gfx90a", 64); }
TEST(WaveEmulatorScalarFast, SameAsGeneralGfx10_3) {
  compareAll("gfx1030", 32);
}
TEST(WaveEmulatorScalarFast, SameAsGeneralGfx11) { compareAll("gfx1100", 32); }
TEST(WaveEmulatorScalarFast, SameAsGeneralGfx12) { compareAll("gfx1200", 32); }

// Values worked out by hand, on gfx90a: s4 = 0x7fffffff, s5 = 1.
TEST(WaveEmulatorScalarFast, HandChecked) {
  EmulatedAsm M;
  ASSERT_TRUE(M.init(R"(
	s_add_u32 s20, s4, s5
	s_cselect_b32 s30, 1, 0
	s_add_i32 s21, s4, s5
	s_cselect_b32 s31, 1, 0
	s_sub_u32 s22, s5, s4
	s_cselect_b32 s32, 1, 0
	s_sub_i32 s23, s6, s5
	s_cselect_b32 s33, 1, 0
	s_cmp_lt_i32 s6, s5
	s_cselect_b32 s34, 1, 0
	s_cmp_lt_u32 s6, s5
	s_cselect_b32 s35, 1, 0
	s_add_u32 s24, s7, s5
	s_cselect_b32 s36, 1, 0
)",
                     "gfx90a", 64))
      << M.P.Diags;
  M.E->setSGPR(4, ScalarValue::known(0x7fffffffu));
  M.E->setSGPR(5, ScalarValue::known(1));
  M.E->setSGPR(6, ScalarValue::known(0x80000000u));
  M.E->setSGPR(7, {0, 0xfffffffeu}); // bit 0 unknown
  EXPECT_EQ(M.run(), 1u); // the add of an unknown bit is not covered
  // 0x7fffffff + 1 = 0x80000000: no carry out of bit 31 (SCC 0) ...
  EXPECT_EQ(M.s(20), 0x80000000u);
  EXPECT_EQ(M.s(30), 0u);
  // ... but two positive operands give a negative sum: signed overflow.
  EXPECT_EQ(M.s(21), 0x80000000u);
  EXPECT_EQ(M.s(31), 1u);
  // 1 - 0x7fffffff = 0x80000002, a borrow (1 < 0x7fffffff).
  EXPECT_EQ(M.s(22), 0x80000002u);
  EXPECT_EQ(M.s(32), 1u);
  // INT_MIN - 1 = 0x7fffffff: negative minus positive gives a positive
  // result, a signed overflow.
  EXPECT_EQ(M.s(23), 0x7fffffffu);
  EXPECT_EQ(M.s(33), 1u);
  // INT_MIN < 1 signed; 0x80000000 < 1 unsigned does not hold.
  EXPECT_EQ(M.s(34), 1u);
  EXPECT_EQ(M.s(35), 0u);
  // An unknown source bit: the sum and SCC unknown (s_cselect of two
  // different constants on an unknown SCC leaves the differing bit 0
  // unknown).
  EXPECT_EQ(M.s(24), std::nullopt);
  EXPECT_EQ(M.E->scc(), std::nullopt);
  EXPECT_EQ(M.s(36), std::nullopt);
}

} // namespace
