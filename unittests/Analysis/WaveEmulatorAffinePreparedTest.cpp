//===- WaveEmulatorAffinePreparedTest.cpp - Prepared affine path vs general ===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of WaveEmulator's prepared affine path
/// (executeAffinePrepared: the VALU instructions executeAffine takes, their
/// sources resolved once, run before the provenance bookkeeping): on gfx90a
/// (wave64) and gfx1100 (wave32), for carries that are the same in every
/// lane and that differ, sources that are affine, uniform, unknown or
/// computed lane by lane, the 64-bit shift, a partial EXEC and an unknown
/// one, every VGPR's lanes and known lanes, its affine form, every scalar
/// slot, SCC, and the origins of VCC, EXEC, SCC and of every register the
/// program names must equal the general path's
/// (setAffinePreparedPath(false)) after every instruction; then a few
/// values worked out by hand.
//===----------------------------------------------------------------------===//

#include "EmulatedAsm.h"
#include "gcn-mca/Analysis/LanePatterns.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "llvm/MC/MCInst.h"
#include "gtest/gtest.h"
#include <string>
#include <vector>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// gfx90a: the affine shapes (add, carries in and out through VCC and an
/// SGPR pair, subtract with borrow, shifts, multiply, add3, lshl_add,
/// cndmask, move, the 64-bit shift), a uniform operation, sources not
/// affine (unknown, a per-lane subtrahend), the excluded ones (mbcnt,
/// compare), a partial and an unknown EXEC.
const char *Gfx9 = R"(
	v_add_u32_e32 v1, s4, v0
	v_lshlrev_b32_e32 v2, 2, v1
	v_mul_lo_u32 v3, v2, s5
	v_add_co_u32_e32 v4, vcc, s6, v3
	v_addc_co_u32_e32 v5, vcc, 0, v9, vcc
	v_add_co_u32_e64 v6, s[10:11], v3, s6
	v_addc_co_u32_e64 v7, s[12:13], v5, 0, s[10:11]
	v_sub_co_u32_e64 v8, vcc, v3, s7
	v_subrev_co_u32_e32 v6, vcc, s7, v3
	v_subb_co_u32_e32 v7, vcc, v5, v9, vcc
	v_lshrrev_b32_e32 v10, 12, v3
	v_ashrrev_i32_e32 v11, 31, v4
	v_mov_b32_e32 v12, v3
	v_add3_u32 v13, v1, v2, s4
	v_lshl_add_u32 v14, v1, 3, v2
	v_cndmask_b32_e32 v15, v1, v2, vcc
	v_add_u32_e32 v16, v0, v0
	v_mov_b32_e32 v17, 5
	v_lshlrev_b64 v[18:19], 2, v[16:17]
	v_lshlrev_b64 v[20:21], 36, v[16:17]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[18:19], 3, v[16:17]
	v_xor_b32_e32 v22, s4, v9
	v_mov_b32_e32 v23, s8
	v_add_u32_e32 v24, v23, v1
	v_sub_u32_e32 v25, v1, v2
	v_add_u32_e32 v26, v25, v1
	v_mbcnt_lo_u32_b32 v27, -1, 0
	v_cmp_gt_u32_e32 vcc, s4, v1
	v_addc_co_u32_e32 v28, vcc, v1, v9, vcc
	s_mov_b64 exec, 0xffff
	v_add_u32_e32 v29, 1, v1
	s_mov_b64 exec, -1
	v_add_u32_e64 v30, v29, 1
	v_add_co_u32_e32 v31, vcc, v1, v2
	s_mov_b64 exec, s[14:15]
	v_add_u32_e32 v32, 1, v1
	s_mov_b64 exec, -1
	v_add_co_u32_e32 v2, vcc, 4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
)";

/// gfx1100 (wave32): the same shapes in its encodings.
const char *Gfx11 = R"(
	v_add_nc_u32_e32 v1, s4, v0
	v_lshlrev_b32_e32 v2, 2, v1
	v_mul_lo_u32 v3, v2, s5
	v_add_co_u32 v4, vcc_lo, s6, v3
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v6, s10, v3, s6
	v_add_co_ci_u32_e64 v7, s12, v5, 0, s10
	v_sub_co_u32 v8, vcc_lo, v3, s7
	v_lshrrev_b32_e32 v10, 12, v3
	v_ashrrev_i32_e32 v11, 31, v4
	v_mov_b32_e32 v12, v3
	v_add3_u32 v13, v1, v2, s4
	v_lshl_add_u32 v14, v1, 3, v2
	v_cndmask_b32_e32 v15, v1, v2, vcc_lo
	v_add_nc_u32_e32 v16, v0, v0
	v_mov_b32_e32 v17, 5
	v_lshlrev_b64 v[18:19], 2, v[16:17]
	v_mov_b32_e32 v23, s8
	v_add_nc_u32_e32 v24, v23, v1
	v_sub_nc_u32_e32 v25, v1, v2
	v_add_nc_u32_e32 v26, v25, v1
	s_mov_b32 exec_lo, 0xffff
	v_add_nc_u32_e32 v29, 1, v1
	s_mov_b32 exec_lo, -1
	v_add_nc_u32_e64 v30, v29, 1
	v_add_co_u32 v2, vcc_lo, 4, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
)";

/// What one emulator holds after an instruction: VGPRs 0-40 (lanes where
/// known, the known mask, the affine form), every scalar slot, SCC, and
/// the origins of VCC, EXEC, SCC and of every register operand of \p Insts.
std::vector<uint64_t> state(WaveEmulator &E, ArrayRef<MCInst> Insts) {
  std::vector<uint64_t> Out;
  for (unsigned N = 0; N <= 40; ++N) {
    uint64_t Known = 0;
    const uint32_t *V = E.vgprLanes(N, Known);
    Out.push_back(Known);
    for (unsigned L = 0; L < E.waveSize(); ++L)
      Out.push_back((Known >> L) & 1 ? V[L] : 0);
    std::optional<WaveEmulator::AffineValue> A = E.affine(N);
    Out.push_back(A ? (uint64_t(A->Base) << 32 | A->Pat) : ~uint64_t(0));
  }
  for (unsigned N = 0; N < WaveEmulator::NumSGPRs; ++N) {
    ScalarValue V = E.sgpr(N);
    Out.push_back(uint64_t(V.V & V.Known) << 32 | V.Known);
  }
  Out.push_back(E.vcc() & E.vccKnown());
  Out.push_back(E.vccKnown());
  Out.push_back(E.exec() & E.execKnown());
  Out.push_back(E.execKnown());
  std::optional<bool> C = E.scc();
  Out.push_back(C ? 1 + *C : 0);
  Out.push_back(uint64_t(int64_t(E.originOfVCC())));
  Out.push_back(uint64_t(int64_t(E.originOfExec())));
  Out.push_back(uint64_t(int64_t(E.originOfSCC())));
  for (const MCInst &MI : Insts)
    for (const MCOperand &MO : MI)
      if (MO.isReg())
        Out.push_back(uint64_t(int64_t(E.originOfOperand(MO))));
  return Out;
}

/// Runs \p Text on two emulators, the prepared affine path on and off,
/// from v0 = the lane id, v9 = 7 in every lane, s4-s7 = \p S4 .. \p S7 (s8
/// and s[14:15] unknown), comparing after every instruction; twice over
/// (the second pass runs prepared instructions).
void compareOne(const char *Text, StringRef CPU, unsigned WaveSize,
                uint32_t S4, uint32_t S5, uint32_t S6, uint32_t S7) {
  SCOPED_TRACE(CPU.str() + " s4=" + std::to_string(S4) + " s5=" +
               std::to_string(S5) + " s6=" + std::to_string(S6) +
               " s7=" + std::to_string(S7));
  EmulatedAsm Fast, Slow;
  ASSERT_TRUE(Fast.init(Text, CPU, WaveSize)) << Fast.P.Diags;
  ASSERT_TRUE(Slow.init(Text, CPU, WaveSize)) << Slow.P.Diags;
  Slow.E->setAffinePreparedPath(false);
  ArrayRef<MCInst> Insts = Fast.P.In->instructions();
  for (unsigned Pass = 0; Pass < 2; ++Pass) {
    for (EmulatedAsm *M : {&Fast, &Slow}) {
      WaveEmulator &E = *M->E;
      for (unsigned L = 0; L < WaveSize; ++L) {
        E.setVGPR(0, L, L);
        E.setVGPR(9, L, 7);
      }
      E.setExec(WaveSize == 64 ? ~uint64_t(0) : 0xffffffffu);
      E.setSGPR(4, ScalarValue::known(S4));
      E.setSGPR(5, ScalarValue::known(S5));
      E.setSGPR(6, ScalarValue::known(S6));
      E.setSGPR(7, ScalarValue::known(S7));
      E.setSGPR(8, ScalarValue::unknown());
      E.setSGPR(14, ScalarValue::unknown());
      E.setSGPR(15, ScalarValue::unknown());
    }
    for (unsigned K = 0; K < Insts.size(); ++K) {
      SCOPED_TRACE("pass " + std::to_string(Pass) + " instruction " +
                   std::to_string(K));
      Fast.E->setInstructionIndex(int(K));
      Slow.E->setInstructionIndex(int(K));
      EXPECT_EQ(Fast.run(K, K + 1), Slow.run(K, K + 1));
      ASSERT_EQ(state(*Fast.E, Insts), state(*Slow.E, Insts));
    }
  }
}

void compareAll(const char *Text, StringRef CPU, unsigned WaveSize) {
  // s6: no lane carries, every lane carries (0xffffff00 + at least 1200),
  // some lanes do (0xfffff900: v3 = 12 (100 + L) crosses 2^32 at L = 46);
  // s7 borrows in no lane, every lane, some; s5 = 0 makes v3 uniform.
  for (uint32_t S6 : {16u, 0xffffff00u, 0xfffff900u})
    for (uint32_t S7 : {0u, 5000u, 1500u})
      for (uint32_t S5 : {3u, 0u})
        compareOne(Text, CPU, WaveSize, 100, S5, S6, S7);
  // v1's range crossing the sign bit and 2^32.
  compareOne(Text, CPU, WaveSize, 0x7fffffe0u, 3, 16, 0);
  compareOne(Text, CPU, WaveSize, 0xffffffe0u, 1, 16, 0);
}

TEST(WaveEmulatorAffinePrepared, SameAsGeneralGfx9) {
  compareAll(Gfx9, "gfx90a", 64);
}
TEST(WaveEmulatorAffinePrepared, SameAsGeneralGfx11) {
  compareAll(Gfx11, "gfx1100", 32);
}

// Values worked out by hand, gfx90a, s4 = 100, s5 = 3, s6 = 0xffffff00, s7
// = 1500: v1 = 100 + L, v2 = 400 + 4L, v3 = 1200 + 12L (1200 .. 1956).
TEST(WaveEmulatorAffinePrepared, HandChecked) {
  EmulatedAsm M;
  ASSERT_TRUE(M.init(Gfx9, "gfx90a", 64)) << M.P.Diags;
  WaveEmulator &E = *M.E;
  for (unsigned L = 0; L < 64; ++L) {
    E.setVGPR(0, L, L);
    E.setVGPR(9, L, 7);
  }
  E.setExec(~uint64_t(0));
  E.setSGPR(4, ScalarValue::known(100));
  E.setSGPR(5, ScalarValue::known(3));
  E.setSGPR(6, ScalarValue::known(0xffffff00u));
  E.setSGPR(7, ScalarValue::known(1500));
  ArrayRef<MCInst> Insts = M.P.In->instructions();
  for (unsigned K = 0; K < 6; ++K) {
    E.setInstructionIndex(int(K));
    M.run(K, K + 1);
  }
  // 0xffffff00 + 1200 + 12L = 2^32 + 944 + 12L: every lane carries, the
  // carry held affine: v4 = 944 + 12 L, v5 = 0 + 7 + 1 = 8.
  EXPECT_EQ(E.vgpr(4, 63), 944u + 12 * 63);
  EXPECT_EQ(E.vgpr(5, 10), 8u);
  ASSERT_TRUE(E.affine(4));
  EXPECT_EQ(E.affine(4)->Base, 944u);
  // The VOP3 carry of v6 (the same sum) in s[10:11]: every lane.
  EXPECT_EQ(M.s(10), 0xffffffffu);
  EXPECT_EQ(M.s(11), 0xffffffffu);
  // v_addc_co_u32_e64 v7, s[12:13], v5, 0, s[10:11]: 8 + 0 + 1 = 9.
  E.setInstructionIndex(6);
  M.run(6, 7);
  EXPECT_EQ(E.vgpr(7, 0), 9u);
  EXPECT_EQ(M.s(12), 0u); // no carry out
  // v_sub_co_u32 v8, vcc, v3, s7: 1200 + 12 L - 1500 borrows for 12 L <
  // 300, lanes 0-24: the lanes path, VCC = lanes 0-24.
  E.setInstructionIndex(7);
  M.run(7, 8);
  EXPECT_EQ(E.vcc(), (uint64_t(1) << 25) - 1);
  EXPECT_EQ(E.vgpr(8, 30), 1200u + 360 - 1500);
  (void)Insts;
}

} // namespace
