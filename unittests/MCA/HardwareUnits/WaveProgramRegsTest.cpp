//===- WaveProgramRegsTest.cpp - Register lists of the static facts -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of the register units WaveProgram lists per instruction (one
/// run per instruction: the units written, then the units read): an ALU
/// instruction's defs and uses, register tuples unit by unit, no defs for a
/// memory instruction (its result is tracked by a counter), and the
/// descriptor's size.
//===----------------------------------------------------------------------===//

#include "ParsedAsm.h"
#include "gcn-mca/MCA/HardwareUnits/WaveProgram.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

TEST(WaveProgramRegs, DefsThenUses) {
  Parsed P;
  ASSERT_TRUE(P.parse("v_add_f32_e32 v1, v2, v3\n"
                      "v_add_f64 v[4:5], v[6:7], v[8:9]\n"
                      "global_load_dwordx4 v[10:13], v[14:15], off\n"
                      "v_mul_f32_e32 v16, v1, v4\n",
                      "gfx90a"))
      << P.Diags;
  Expected<GCNProcessorModel> M =
      GCNProcessorModel::get("gfx90a", ArrayRef<std::string>());
  ASSERT_TRUE(bool(M)) << toString(M.takeError());
  Expected<WaveProgram> W = WaveProgram::build(
      P.In->instructions(), *M, *P.TS.MCII, *P.TS.MRI, WaveProgramParams());
  ASSERT_TRUE(bool(W)) << toString(W.takeError());
  ASSERT_EQ(W->size(), 4u);
  const WaveStaticInst &Add = W->inst(0), &Add64 = W->inst(1),
                       &Load = W->inst(2), &Mul = W->inst(3);
  // v1 written; v2, v3 and EXEC read (EXEC: its two 32-bit halves).
  // LLVM's AMDGPU registers: a 32-bit register is two units (its 16-bit
  // halves), EXEC four (EXEC_LO and EXEC_HI), and a floating-point VALU op
  // also reads MODE (one unit).
  // v_add_f32: v1 written (2); v2, v3, EXEC and MODE read (2 + 2 + 4 + 1).
  ASSERT_EQ(W->defs(Add).size(), 2u);
  EXPECT_EQ(W->uses(Add).size(), 9u);
  // v_add_f64: v[4:5] written (4); v[6:7], v[8:9], EXEC, MODE read.
  EXPECT_EQ(W->defs(Add64).size(), 4u);
  EXPECT_EQ(W->uses(Add64).size(), 13u);
  // The load's result is waited on through vmcnt: no defs; the address
  // pair and EXEC are read (4 + 4).
  EXPECT_TRUE(W->defs(Load).empty());
  EXPECT_EQ(W->uses(Load).size(), 8u);
  // The lists are runs of one table: the units of v1 and v4 that the mul
  // reads first are the ones the adds wrote.
  ArrayRef<uint16_t> MulUses = W->uses(Mul);
  ASSERT_EQ(MulUses.size(), 9u);
  EXPECT_EQ(MulUses.take_front(2), W->defs(Add));
  EXPECT_EQ(MulUses.slice(2, 2), W->defs(Add64).take_front(2));
  ASSERT_EQ(W->defs(Mul).size(), 2u);
  EXPECT_NE(W->defs(Mul)[0], W->defs(Add)[0]);
  EXPECT_EQ(sizeof(WaveStaticInst), 32u);
}

} // namespace
