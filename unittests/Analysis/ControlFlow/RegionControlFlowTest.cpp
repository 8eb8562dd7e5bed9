//===- RegionControlFlowTest.cpp - CFG of parsed assembly -----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of the control-flow layer on parsed assembly: block cuts at
/// labels, `%bb.N` comments and branches, names and aliases, annotations,
/// per-function ranges and the expansion of the stream.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "ParsedAsm.h"
#include "gcn-mca/Analysis/ControlFlow/FunctionRegions.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

// Two functions; f has a loop with an annotation and an execz skip.
const char *Source = R"(
	.text
	.type	f,@function
f:
; %bb.0:
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0
.LBB0_1:
	; gcn-mca: trip-count 5
	s_add_u32 s0, s0, 1
	s_cmp_lt_u32 s0, s2
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_cmp_gt_u32_e32 vcc, 3, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
.LBB0_4:
	s_endpgm
.Lfunc_end0:
	.type	g,@function
g:
	s_mov_b32 s0, 0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
)";

TEST(RegionControlFlow, ParsedBlocksLoopsAndStream) {
  Parsed P;
  ASSERT_TRUE(P.parse(Source));
  std::vector<FunctionRange> Fns = findFunctions(*P.In);
  ASSERT_EQ(Fns.size(), 2u);
  EXPECT_EQ(Fns[0].Name, "f");
  EXPECT_EQ(Fns[0].Begin, 0u);
  EXPECT_EQ(Fns[0].End, 11u);
  EXPECT_EQ(Fns[1].Name, "g");
  EXPECT_EQ(Fns[1].End, 13u);

  ArrayRef<MCInst> Insts = P.In->instructions().slice(0, 11);
  auto RCF =
      RegionControlFlow::analyze(*P.In, Insts, "f", *P.TS.MCII, TraceOptions());
  ASSERT_TRUE(bool(RCF)) << toString(RCF.takeError());
  const ControlFlowGraph &G = (*RCF)->getCFG();
  // f | .LBB0_1 | %bb.2 | %bb.3 | .LBB0_4.
  ASSERT_EQ(G.size(), 5u);
  EXPECT_EQ(G.block(0).Name, "f");
  EXPECT_EQ(G.findBlock("%bb.0"), 0u);
  EXPECT_EQ(G.block(1).Name, ".LBB0_1");
  EXPECT_EQ(G.findBlock("LBB0_1"), 1u);
  EXPECT_EQ(G.block(2).Name, "%bb.2");
  EXPECT_EQ(G.block(1).Kind, BlockEnd::CondBranch);
  EXPECT_EQ(G.block(1).Taken, 1);
  EXPECT_EQ(G.block(1).Fall, 2);
  EXPECT_EQ(G.block(2).Taken, 4);
  EXPECT_EQ(G.block(4).Kind, BlockEnd::EndProgram);
  ASSERT_EQ(G.block(1).Annotations.size(), 1u);
  EXPECT_EQ(G.block(1).Annotations[0], "trip-count 5");

  const LoopNest &LN = (*RCF)->getLoops();
  ASSERT_EQ(LN.loops().size(), 1u);
  EXPECT_EQ(LN.loop(0).Header, 1u);

  // 2 + 5*3 + 3 + 2 + 1 = 23 instructions, execz not taken.
  const DynamicTrace &T = (*RCF)->getTrace();
  EXPECT_EQ(T.getLoopSummary(0).Source, "annotation");
  EXPECT_EQ(T.getNumDynamicInstructions(), 23u);
  std::vector<MCInst> Stream;
  (*RCF)->expand(Stream);
  ASSERT_EQ(Stream.size(), 23u);
  // The third dynamic instruction is the loop's s_add (region index 2).
  EXPECT_EQ(Stream[2].getLoc().getPointer(), Insts[2].getLoc().getPointer());
  EXPECT_EQ(Stream[5].getLoc().getPointer(), Insts[2].getLoc().getPointer());
  std::vector<uint32_t> Idx = (*RCF)->expandIndices();
  // f's s_mov x2, 5 x (s_add, s_cmp, s_cbranch), %bb.2, %bb.3, s_endpgm.
  std::vector<uint32_t> Want = {0, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2,
                                3, 4, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  EXPECT_EQ(Idx, Want);
}

TEST(RegionControlFlow, FunctionRegionsAndGlobs) {
  Parsed P;
  ASSERT_TRUE(P.parse(Source));
  auto All = buildFunctionRegions(*P.In, {});
  ASSERT_TRUE(bool(All));
  ASSERT_EQ(All->size(), 2u);
  EXPECT_EQ((*All)[0]->getName(), "f");
  EXPECT_EQ((*All)[0]->getInstructions().size(), 11u);
  EXPECT_EQ((*All)[1]->getInstructions().size(), 2u);
  std::vector<std::string> Pat = {"g*"};
  auto Sel = buildFunctionRegions(*P.In, Pat);
  ASSERT_TRUE(bool(Sel));
  ASSERT_EQ(Sel->size(), 1u);
  EXPECT_EQ((*Sel)[0]->getName(), "g");
  std::vector<std::string> None = {"nope"};
  auto Bad = buildFunctionRegions(*P.In, None);
  ASSERT_FALSE(bool(Bad));
  consumeError(Bad.takeError());
}

} // namespace
