//===- WaveProgramRegsTest.cpp - Register lists of the static facts -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of the register lists WaveProgram keeps per instruction (one
/// run per instruction: the classes read, then the classes written, padded
/// to two with the sink class): units
/// written by the same instructions form one class, a unit no ALU
/// instruction writes is in no list, a memory instruction has no defs (a
/// counter tracks its result), each list names a class once; and the
/// descriptor's size; the padding of the defs.
//===----------------------------------------------------------------------===//

#include "ParsedAsm.h"
#include "gcn-mca/MCA/HardwareUnits/WaveProgram.h"
#include "gtest/gtest.h"
#include <optional>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// The wave program of \p P's instructions on gfx90a (none, with a test
/// failure, if it cannot be built).
std::optional<WaveProgram> buildGfx90a(const Parsed &P) {
  Expected<GCNProcessorModel> M =
      GCNProcessorModel::get("gfx90a", ArrayRef<std::string>());
  if (!M) {
    ADD_FAILURE() << toString(M.takeError());
    return std::nullopt;
  }
  Expected<WaveProgram> W = WaveProgram::build(
      P.In->instructions(), *M, *P.TS.MCII, *P.TS.MRI, WaveProgramParams());
  if (!W) {
    ADD_FAILURE() << toString(W.takeError());
    return std::nullopt;
  }
  return std::move(*W);
}

TEST(WaveProgramRegs, ClassesOfUnitsWrittenTogether) {
  Parsed P;
  ASSERT_TRUE(P.parse("v_add_f32_e32 v1, v2, v3\n"                    // 0
                      "v_add_f64 v[4:5], v[6:7], v[8:9]\n"            // 1
                      "global_load_dwordx4 v[10:13], v[14:15], off\n" // 2
                      "v_mul_f32_e32 v16, v1, v4\n"                   // 3
                      "v_mov_b32_e32 v5, v1\n"                        // 4
                      "v_add_f64 v[2:3], v[4:5], v[4:5]\n",           // 5
                      "gfx90a"))
      << P.Diags;
  std::optional<WaveProgram> W = buildGfx90a(P);
  ASSERT_TRUE(W.has_value());
  ASSERT_EQ(W->size(), 6u);
  auto Defs = [&](unsigned I) { return W->defs(W->inst(I)); };
  auto Uses = [&](unsigned I) { return W->uses(W->inst(I)); };
  // LLVM gives a 32-bit register two units (its 16-bit halves). The classes,
  // by the instructions that write them: v1 {0}, v4 {1}, v5 {1, 4} (the
  // mov writes it alone), v16 {3}, v2 and v3 {5}. EXEC, MODE, v6-v15 are
  // written by no ALU instruction (the load's result goes through vmcnt):
  // their ready cycle stays 0 and no list keeps them.
  EXPECT_EQ(W->numRegs(), 5u);
  // v_add_f32: v1; reads v2 and v3, one class, once.
  ASSERT_EQ(Defs(0).size(), 1u);
  ASSERT_EQ(Uses(0).size(), 1u);
  // The first v_add_f64: v4 and v5, two classes; reads nothing written.
  ASSERT_EQ(Defs(1).size(), 2u);
  EXPECT_NE(Defs(1)[0], Defs(1)[1]);
  EXPECT_TRUE(Uses(1).empty());
  // The load: no defs (a counter tracks it), no written register read.
  EXPECT_TRUE(Defs(2).empty());
  EXPECT_TRUE(Uses(2).empty());
  // The mul reads v1 and v4: the classes the adds wrote.
  ASSERT_EQ(Defs(3).size(), 1u);
  ASSERT_EQ(Uses(3).size(), 2u);
  EXPECT_EQ(Uses(3)[0], Defs(0)[0]);
  EXPECT_EQ(Uses(3)[1], Defs(1)[0]);
  // The mov writes v5's class and reads v1's.
  ASSERT_EQ(Defs(4).size(), 1u);
  EXPECT_EQ(Defs(4)[0], Defs(1)[1]);
  ASSERT_EQ(Uses(4).size(), 1u);
  EXPECT_EQ(Uses(4)[0], Defs(0)[0]);
  // The second v_add_f64 writes the class the first instruction reads, and
  // reads v[4:5] twice: each class once.
  ASSERT_EQ(Defs(5).size(), 1u);
  EXPECT_EQ(Defs(5)[0], Uses(0)[0]);
  EXPECT_EQ(Uses(5), Defs(1));
  // Five different classes, numbered below numRegs().
  for (uint16_t C :
       {Defs(0)[0], Defs(1)[0], Defs(1)[1], Defs(3)[0], Defs(5)[0]})
    EXPECT_LT(C, W->numRegs());
  EXPECT_EQ(sizeof(WaveStaticInst), 32u);
}

TEST(WaveProgramRegs, DefPairPaddedWithTheSink) {
  Parsed P;
  ASSERT_TRUE(P.parse("v_add_f32_e32 v1, v2, v3\n"                    // 0
                      "v_add_f64 v[4:5], v[6:7], v[8:9]\n"            // 1
                      "global_load_dwordx4 v[10:13], v[14:15], off\n" // 2
                      "v_mul_f32_e32 v16, v1, v4\n",                  // 3
                      "gfx90a"))
      << P.Diags;
  std::optional<WaveProgram> W = buildGfx90a(P);
  ASSERT_TRUE(W.has_value());
  // Classes: v1 {0}, v4 {1}, v5 {1}: v4 and v5 are written by the same
  // instruction only, so they are one class; v16 {3}. Three classes, and
  // the sink after them.
  ASSERT_EQ(W->numRegs(), 3u);
  EXPECT_EQ(W->regSlots(), 4u);
  const uint16_t Sink = W->numRegs();
  auto Pair = [&](unsigned I) {
    const uint16_t *D = W->defPair(W->inst(I));
    return std::make_pair(D[0], D[1]);
  };
  // One def: the class, then the sink.
  EXPECT_EQ(Pair(0).first, W->defs(W->inst(0))[0]);
  EXPECT_EQ(Pair(0).second, Sink);
  ASSERT_EQ(W->defs(W->inst(1)).size(), 1u);
  EXPECT_EQ(Pair(1).second, Sink);
  // No def (the load): two sinks.
  EXPECT_EQ(Pair(2), std::make_pair(Sink, Sink));
  // setDefsReady writes the defs and the sink, nothing else.
  uint64_t Ready[4] = {0, 0, 0, 0};
  W->setDefsReady(W->inst(3), Ready, 9);
  uint16_t D3 = W->defs(W->inst(3))[0];
  for (unsigned R = 0; R < 3; ++R)
    EXPECT_EQ(Ready[R], R == D3 ? 9u : 0u);
  EXPECT_EQ(Ready[Sink], 9u);
  // The uses are unchanged by the padding: the mul reads v1's and v4's.
  ArrayRef<uint16_t> U3 = W->uses(W->inst(3));
  ASSERT_EQ(U3.size(), 2u);
  EXPECT_EQ(U3[0], W->defs(W->inst(0))[0]);
  EXPECT_EQ(U3[1], W->defs(W->inst(1))[0]);
}

} // namespace
