//===- WaveEmulatorDualTest.cpp - VOPD pairs of one wave -------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of WaveEmulator::executeDual: the `v_dual_*` pairs of gfx11
/// (gfx1100), gfx12 (gfx1200) and gfx1250, wave32. Both halves run per lane
/// from the state before the pair (a swap through two movs), integer halves
/// are computed, a float half leaves its destination unknown, EXEC limits
/// the lanes written, each half's unknown destination names the origin of
/// its own sources, and every V_DUAL_* opcode LLVM knows splits into its
/// halves. Every expected value is worked out by hand next to it.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/WaveEmulator.h"
#include "EmulatedAsm.h"
#include "llvm/MC/MCInstrInfo.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

struct DualEmu : EmulatedAsm {
  bool init(StringRef Text, StringRef CPU) {
    if (!EmulatedAsm::init(Text, CPU, 32))
      return false;
    // v0 = the lane id, v8 = 100 + lane; all 32 lanes on.
    for (unsigned L = 0; L < 32; ++L) {
      E->setVGPR(0, L, L);
      E->setVGPR(8, L, 100 + L);
    }
    if (CPU == "gfx1250") // v9 = 100 + lane too (another VGPR bank)
      for (unsigned L = 0; L < 32; ++L)
        E->setVGPR(9, L, 100 + L);
    E->setExec(0xffffffffu);
    return true;
  }
};

// The integer halves gfx11 and gfx12 have (X: mov, cndmask; Y: mov,
// add_nc_u32, lshlrev_b32, and_b32, cndmask), the same text on both.
const char *IntegerPairs = R"(
	s_mov_b32 vcc_lo, 0xff00
	v_dual_mov_b32 v1, 7 :: v_dual_add_nc_u32 v2, 5, v0
	v_dual_mov_b32 v3, v0 :: v_dual_lshlrev_b32 v4, 2, v0
	v_dual_cndmask_b32 v5, v1, v2 :: v_dual_and_b32 v6, 3, v0
	v_dual_mov_b32 v7, v8 :: v_dual_mov_b32 v8, v7
)";

void checkIntegerPairs(DualEmu &M) {
  // v_dual_mov_b32 v7, v8 :: v_dual_mov_b32 v8, v7 reads v7 before it is
  // written; v7 is unknown at the start, so only v7 = old v8 is known and
  // v8 (= old v7) becomes unknown. Every pair's halves are integer ones.
  EXPECT_EQ(M.run(), 0u);
  EXPECT_EQ(M.E->vgpr(1, 9), 7u);
  EXPECT_EQ(M.E->vgpr(2, 9), 14u);  // 5 + 9
  EXPECT_EQ(M.E->vgpr(3, 31), 31u); // the lane id
  EXPECT_EQ(M.E->vgpr(4, 31), 124u); // 31 << 2
  // vcc_lo = 0xff00: lanes 8-15 take v2 (5 + lane), the others v1 (7).
  EXPECT_EQ(M.E->vgpr(5, 3), 7u);
  EXPECT_EQ(M.E->vgpr(5, 8), 13u);  // 5 + 8
  EXPECT_EQ(M.E->vgpr(5, 15), 20u); // 5 + 15
  EXPECT_EQ(M.E->vgpr(5, 16), 7u);
  EXPECT_EQ(M.E->vgpr(6, 14), 2u); // 14 & 3
  EXPECT_EQ(M.E->vgpr(7, 4), 104u); // old v8 = 100 + 4
  EXPECT_EQ(M.E->vgpr(8, 4), std::nullopt); // old v7: unknown
}

TEST(WaveEmulatorDual, IntegerHalves_GFX11) {
  DualEmu M;
  ASSERT_TRUE(M.init(IntegerPairs, "gfx1100")) << M.P.Diags;
  checkIntegerPairs(M);
}

TEST(WaveEmulatorDual, IntegerHalves_GFX12) {
  DualEmu M;
  ASSERT_TRUE(M.init(IntegerPairs, "gfx1200")) << M.P.Diags;
  checkIntegerPairs(M);
}

TEST(WaveEmulatorDual, SwapReadsOldValues) {
  DualEmu M;
  ASSERT_TRUE(M.init(R"(
	v_mov_b32 v7, 3
	v_dual_mov_b32 v7, v8 :: v_dual_mov_b32 v8, v7
)",
                     "gfx1100"))
      << M.P.Diags;
  EXPECT_EQ(M.run(), 0u);
  // Executed in order, the second mov would read the new v7 (100 + lane);
  // executed at the same time it reads the old one, 3.
  EXPECT_EQ(M.E->vgpr(7, 6), 106u);
  EXPECT_EQ(M.E->vgpr(8, 6), 3u);
}

TEST(WaveEmulatorDual, FloatHalfUnknownIntegerHalfKnown) {
  DualEmu M;
  ASSERT_TRUE(M.init(R"(
	v_mov_b32 v9, 1
	v_dual_fmac_f32 v9, v1, v2 :: v_dual_mov_b32 v10, v0
	v_dual_add_f32 v11, v0, v1 :: v_dual_lshlrev_b32 v12, 4, v0
)",
                     "gfx1100"))
      << M.P.Diags;
  // The two pairs have a float half each: not covered.
  EXPECT_EQ(M.run(), 2u);
  EXPECT_EQ(M.E->vgpr(9, 2), std::nullopt);  // fmac: float
  EXPECT_EQ(M.E->vgpr(10, 2), 2u);           // the lane id
  EXPECT_EQ(M.E->vgpr(11, 5), std::nullopt); // add_f32: float
  EXPECT_EQ(M.E->vgpr(12, 5), 80u);          // 5 << 4
}

TEST(WaveEmulatorDual, ExecAndUnknownSources) {
  DualEmu M;
  ASSERT_TRUE(M.init(R"(
	v_mov_b32 v3, 1
	v_mov_b32 v4, 2
	v_dual_mov_b32 v3, v0 :: v_dual_add_nc_u32 v4, s20, v0
	v_dual_mov_b32 v5, v31 :: v_dual_add_nc_u32 v6, 1, v0
)",
                     "gfx1200"))
      << M.P.Diags;
  ASSERT_EQ(M.run(0, 2), 0u); // the two v_mov_b32 under all lanes
  M.E->setExec(0x0000ffffu);
  M.run(2);
  // Lanes 0-15 run the pairs; lanes 16-31 keep v3 = 1, v4 = 2.
  EXPECT_EQ(M.E->vgpr(3, 15), 15u);
  EXPECT_EQ(M.E->vgpr(3, 16), 1u);
  // s20 is unknown: v4 unknown where the pair ran, kept where it did not.
  EXPECT_EQ(M.E->vgpr(4, 15), std::nullopt);
  EXPECT_EQ(M.E->vgpr(4, 16), 2u);
  // v31 is unknown: X's destination unknown, Y's known (1 + lane).
  EXPECT_EQ(M.E->vgpr(5, 0), std::nullopt);
  EXPECT_EQ(M.E->vgpr(6, 0), 1u);
  EXPECT_EQ(M.E->vgpr(6, 15), 16u);
  EXPECT_EQ(M.E->vgpr(6, 16), std::nullopt); // off and never written
}

TEST(WaveEmulatorDual, VOPD3Halves_GFX1250) {
  DualEmu M;
  ASSERT_TRUE(M.init(R"(
	s_mov_b32 s4, 0xf
	v_dual_mov_b32 v1, -4 :: v_dual_max_i32 v2, -4, v0
	v_dual_sub_nc_u32 v3, 10, v0 :: v_dual_lshrrev_b32 v4, 1, v9
	v_dual_cndmask_b32 v5, v0, v8, s4 :: v_dual_ashrrev_i32 v6, 1, v1
)",
                     "gfx1250"))
      << M.P.Diags;
  EXPECT_EQ(M.run(), 0u);
  EXPECT_EQ(M.E->vgpr(1, 0), 0xfffffffcu);  // -4
  EXPECT_EQ(M.E->vgpr(2, 0), 0u);           // max(-4, 0) signed
  EXPECT_EQ(M.E->vgpr(2, 7), 7u);           // max(-4, 7)
  EXPECT_EQ(M.E->vgpr(3, 3), 7u);           // 10 - 3
  EXPECT_EQ(M.E->vgpr(3, 12), 0xfffffffeu); // 10 - 12 = -2
  EXPECT_EQ(M.E->vgpr(4, 3), 51u);          // v9 = 100 + 3: >> 1
  // s4 = 0xf: lanes 0-3 take v8 (100 + lane), the others v0 (the lane).
  EXPECT_EQ(M.E->vgpr(5, 3), 103u);
  EXPECT_EQ(M.E->vgpr(5, 4), 4u);
  // v1 = -4 from the first pair: -4 >> 1 (arithmetic) = -2.
  EXPECT_EQ(M.E->vgpr(6, 9), 0xfffffffeu);
}

TEST(WaveEmulatorDual, OriginsPerHalf) {
  // 0: v54 from LDS (unknown); 1: v5 from global memory (unknown); 2: X
  // reads v54, Y shifts v5; 3: X adds known floats (unknown: float), Y
  // moves the known v0; 4: a swap through the pair whose X reads v5 and Y
  // reads v54.
  DualEmu M;
  ASSERT_TRUE(M.init(R"(
	ds_load_b32 v54, v0
	global_load_b32 v5, v0, s[2:3]
	v_dual_mul_f32 v3, 2.0, v54 :: v_dual_lshlrev_b32 v2, 6, v5
	v_dual_add_f32 v10, 2.0, v0 :: v_dual_mov_b32 v11, v8
	v_dual_mov_b32 v54, v5 :: v_dual_mov_b32 v5, v54
)",
                     "gfx1100"))
      << M.P.Diags;
  ArrayRef<MCInst> I = M.P.In->instructions();
  for (unsigned K = 0; K < I.size(); ++K) {
    M.E->setInstructionIndex(int(K));
    M.E->execute(I[K]);
    if (K == 2) {
      // v3 = 2 x v54: unknown since the LDS load (0); v2 = v5 << 6:
      // unknown since the global load (1), not v54's load, which X's
      // sources (first in the pair's operand order) name.
      EXPECT_EQ(M.E->originOfOperand(I[2].getOperand(0)), 0);
      EXPECT_EQ(M.E->originOfOperand(I[2].getOperand(1)), 1);
    }
    if (K == 3) {
      // v10: a float sum of known values, unknown since the pair (3);
      // v11 = v8 known (no origin).
      EXPECT_EQ(M.E->originOfOperand(I[3].getOperand(0)), 3);
      EXPECT_EQ(M.E->originOfOperand(I[3].getOperand(1)), -1);
      EXPECT_EQ(M.E->vgpr(11, 4), 104u);
    }
  }
  // The swap: each half reads the other's old register: v54 = old v5
  // (since 1), v5 = old v54 (since 0).
  EXPECT_EQ(M.E->originOfOperand(I[4].getOperand(0)), 1);
  EXPECT_EQ(M.E->originOfOperand(I[4].getOperand(1)), 0);
}

TEST(WaveEmulatorDual, EveryPairOpcodeSplits) {
  // Every V_DUAL_* opcode of LLVM 22 (gfx11, gfx12 and gfx1250 encodings,
  // VOPD and VOPD3) splits into its halves as describeDual says.
  Parsed P;
  ASSERT_TRUE(P.parse("s_nop 0\n", "gfx1100")) << P.Diags;
  WaveEmulator E(*P.TS.MCII, *P.TS.MRI, 32);
  unsigned Pairs = 0, Split = 0;
  for (unsigned Op = 0; Op < P.TS.MCII->getNumOpcodes(); ++Op) {
    StringRef Name = P.TS.MCII->getName(Op);
    if (!Name.starts_with("V_DUAL_") ||
        !(Name.contains("_gfx11") || Name.contains("_gfx12")))
      continue;
    ++Pairs;
    if (E.splitsPair(Op))
      ++Split;
    else
      ADD_FAILURE() << Name.str() << " does not split";
  }
  // LLVM 22 has several hundred pairs per encoding.
  EXPECT_GT(Pairs, 500u);
  EXPECT_EQ(Split, Pairs);
  // Not a pair.
  EXPECT_FALSE(E.splitsPair(P.In->instructions()[0].getOpcode()));
}

} // namespace
