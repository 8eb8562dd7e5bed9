//===- ControlFlowTest.cpp - Dominators, loops and streams ----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of the control-flow layer on small hand-made graphs: dominator
/// trees, natural loops and nesting, irreducibility, and the dynamic stream
/// in follow, block-count and straight modes. Expected numbers are derived
/// in the comments.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/CFG.h"
#include "gcn-mca/Analysis/ControlFlow/Dominators.h"
#include "gcn-mca/Analysis/ControlFlow/DynamicTrace.h"
#include "gcn-mca/Analysis/ControlFlow/Loops.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// 0 -> {1, 2} -> 3 (endpgm): a diamond.
ControlFlowGraph diamond() {
  ControlFlowGraph G;
  G.addBlock("a", 2, BlockEnd::CondBranch);
  G.addBlock("b", 3, BlockEnd::Branch);
  G.addBlock("c", 4);
  G.addBlock("d", 1, BlockEnd::EndProgram);
  G.setEdges(0, 2, 1);
  G.setEdges(1, 3, -1);
  G.setEdges(2, -1, 3);
  G.finalize();
  return G;
}

/// entry(2) -> outer header H(3) -> inner self-loop I(5, cbranch I / fall)
/// -> latch L(2, cbranch H / fall) -> exit E(1, endpgm).
ControlFlowGraph nested() {
  ControlFlowGraph G;
  G.addBlock("entry", 2);
  G.addBlock("H", 3);
  G.addBlock("I", 5, BlockEnd::CondBranch);
  G.addBlock("L", 2, BlockEnd::CondBranch);
  G.addBlock("E", 1, BlockEnd::EndProgram);
  G.setEdges(0, -1, 1);
  G.setEdges(1, -1, 2);
  G.setEdges(2, 2, 3);
  G.setEdges(3, 1, 4);
  G.setEdges(4, -1, -1);
  G.finalize();
  return G;
}

/// entry(1) -> H(2, cbranch to S skipping B) -> B(3) -> S(2, cbranch H /
/// fall) -> E(1, endpgm): a loop with a divergent skip.
ControlFlowGraph loopWithSkip() {
  ControlFlowGraph G;
  G.addBlock("entry", 1);
  G.addBlock("H", 2, BlockEnd::CondBranch);
  G.addBlock("B", 3);
  G.addBlock("S", 2, BlockEnd::CondBranch);
  G.addBlock("E", 1, BlockEnd::EndProgram);
  G.setEdges(0, -1, 1);
  G.setEdges(1, 3, 2);
  G.setEdges(2, -1, 3);
  G.setEdges(3, 1, 4);
  G.finalize();
  return G;
}

std::unique_ptr<DynamicTrace> trace(const ControlFlowGraph &G,
                                    const LoopNest &LN, const TraceOptions &O) {
  Expected<std::unique_ptr<DynamicTrace>> T = DynamicTrace::create(G, LN, O);
  if (!T) {
    ADD_FAILURE() << toString(T.takeError());
    return nullptr;
  }
  return std::move(*T);
}

TEST(ControlFlow, DiamondDominators) {
  ControlFlowGraph G = diamond();
  DominatorTree DT(G);
  EXPECT_EQ(DT.getIDom(1), 0);
  EXPECT_EQ(DT.getIDom(2), 0);
  // d is reached from b and from c: only a dominates it.
  EXPECT_EQ(DT.getIDom(3), 0);
  EXPECT_TRUE(DT.dominates(0, 3));
  EXPECT_FALSE(DT.dominates(1, 3));
  LoopNest LN(G, DT);
  EXPECT_TRUE(LN.loops().empty());
  EXPECT_FALSE(LN.isIrreducible());
}

TEST(ControlFlow, DiamondDefaultsNotTaken) {
  ControlFlowGraph G = diamond();
  DominatorTree DT(G);
  LoopNest LN(G, DT);
  // Not taken: a(2) b(3) d(1) = 6 instructions.
  auto T = trace(G, LN, TraceOptions());
  ASSERT_TRUE(T);
  EXPECT_EQ(T->getNumDynamicInstructions(), 6u);
  EXPECT_EQ(T->getExecutions(2), 0u);
  // Taken: a(2) c(4) d(1) = 7.
  TraceOptions O;
  O.Branches["a"] = *BranchChoice::parse("taken");
  T = trace(G, LN, O);
  ASSERT_TRUE(T);
  EXPECT_EQ(T->getNumDynamicInstructions(), 7u);
  EXPECT_EQ(T->getExecutions(1), 0u);
}

TEST(ControlFlow, NestedLoops) {
  ControlFlowGraph G = nested();
  DominatorTree DT(G);
  LoopNest LN(G, DT);
  ASSERT_EQ(LN.loops().size(), 2u);
  // Outer first: header H, blocks H, I, L; inner: I alone.
  const Loop &Outer = LN.loop(0), &Inner = LN.loop(1);
  EXPECT_EQ(Outer.Header, 1u);
  EXPECT_EQ(Outer.Blocks.size(), 3u);
  EXPECT_EQ(Outer.Depth, 1u);
  EXPECT_EQ(Outer.ControllingExit, 3);
  EXPECT_EQ(Inner.Header, 2u);
  EXPECT_EQ(Inner.Parent, 0);
  EXPECT_EQ(Inner.Depth, 2u);
  EXPECT_EQ(LN.getDepth(2), 2u);
  EXPECT_EQ(LN.getDepth(4), 0u);

  TraceOptions O;
  O.TripCounts["H"] = 3;
  O.TripCounts["I"] = 4;
  auto T = trace(G, LN, O);
  ASSERT_TRUE(T);
  // entry 1, H 3, I 3*4 = 12, L 3, E 1.
  EXPECT_EQ(T->getExecutions(0), 1u);
  EXPECT_EQ(T->getExecutions(1), 3u);
  EXPECT_EQ(T->getExecutions(2), 12u);
  EXPECT_EQ(T->getExecutions(3), 3u);
  EXPECT_EQ(T->getExecutions(4), 1u);
  // 2 + 3*3 + 12*5 + 3*2 + 1 = 78.
  EXPECT_EQ(T->getNumDynamicInstructions(), 78u);
  EXPECT_EQ(T->getLoopSummary(1).Entries, 3u);

  // Segments compress the self-loop: entry, H, I x4, L, H, I x4, ...
  TraceCursor C = T->segments();
  TraceSegment S;
  std::vector<std::pair<unsigned, uint64_t>> Seen;
  while (C.next(S))
    Seen.push_back({S.Block, S.Repeat});
  ASSERT_EQ(Seen.size(), 11u); // 1 + 3 * 3 + 1.
  EXPECT_EQ(Seen[2], std::make_pair(2u, uint64_t(4)));
  EXPECT_EQ(Seen.back(), std::make_pair(4u, uint64_t(1)));

  // Instruction cursor: 78 indices, the first in block 0.
  DynamicInstCursor IC = T->instructions();
  unsigned N = 0;
  while (std::optional<unsigned> I = IC.next()) {
    if (N == 0)
      EXPECT_EQ(*I, 0u);
    ++N;
  }
  EXPECT_EQ(N, 78u);

  // `*` and the default.
  TraceOptions Star;
  Star.StarTripCount = 2;
  T = trace(G, LN, Star);
  ASSERT_TRUE(T);
  EXPECT_EQ(T->getExecutions(2), 4u);
  EXPECT_EQ(T->getLoopSummary(0).Source, "*");
  T = trace(G, LN, TraceOptions());
  ASSERT_TRUE(T);
  EXPECT_EQ(T->getExecutions(2), 1u);
}

TEST(ControlFlow, Irreducible) {
  // 0 -> {1, 2}, 1 <-> 2, 2 -> 3: the 1-2 cycle has two entries.
  ControlFlowGraph G;
  G.addBlock("a", 1, BlockEnd::CondBranch);
  G.addBlock("b", 1, BlockEnd::Branch);
  G.addBlock("c", 1, BlockEnd::CondBranch);
  G.addBlock("d", 1, BlockEnd::EndProgram);
  G.setEdges(0, 2, 1);
  G.setEdges(1, 2, -1);
  G.setEdges(2, 1, 3);
  G.finalize();
  DominatorTree DT(G);
  LoopNest LN(G, DT);
  EXPECT_TRUE(LN.isIrreducible());
  EXPECT_TRUE(LN.loops().empty());
  auto T = trace(G, LN, TraceOptions());
  ASSERT_TRUE(T);
  EXPECT_EQ(T->getMode(), DynamicTrace::Mode::Straight);
  EXPECT_EQ(T->getNumDynamicInstructions(), 4u);
  EXPECT_EQ(T->diagnostics().size(), 1u);
}

TEST(ControlFlow, BlockCountsReproduced) {
  ControlFlowGraph G = loopWithSkip();
  DominatorTree DT(G);
  LoopNest LN(G, DT);
  TraceOptions O;
  // 10 iterations, 3 of which skip B.
  O.Counts = {{"entry", 1, 1, ""},
              {"H", 10, 2, ""},
              {"B", 7, 3, ""},
              {"S", 10, 4, ""},
              {"E", 1, 5, ""}};
  auto T = trace(G, LN, O);
  ASSERT_TRUE(T);
  EXPECT_EQ(T->getMode(), DynamicTrace::Mode::Counts);
  const uint64_t Want[] = {1, 10, 7, 10, 1};
  for (unsigned B = 0; B < 5; ++B)
    EXPECT_EQ(T->getExecutions(B), Want[B]) << "block " << B;
  // 1 + 10*2 + 7*3 + 10*2 + 1 = 63.
  EXPECT_EQ(T->getNumDynamicInstructions(), 63u);
  // The stream ends with E.
  TraceCursor C = T->segments();
  TraceSegment S, Last;
  while (C.next(S))
    Last = S;
  EXPECT_EQ(Last.Block, 4u);
}

TEST(ControlFlow, BlockCountsInconsistent) {
  ControlFlowGraph G = loopWithSkip();
  DominatorTree DT(G);
  LoopNest LN(G, DT);
  TraceOptions O;
  // S runs after every H, so S = 9 cannot balance H = 10.
  O.Counts = {{"entry", 1, 1, ""},
              {"H", 10, 2, ""},
              {"B", 7, 3, ""},
              {"S", 9, 4, ""},
              {"E", 1, 5, ""}};
  Expected<std::unique_ptr<DynamicTrace>> T = DynamicTrace::create(G, LN, O);
  ASSERT_FALSE(bool(T));
  EXPECT_NE(toString(T.takeError()).find("cannot be executed"),
            std::string::npos);
}

TEST(ControlFlow, ProbabilityIsSeeded) {
  ControlFlowGraph G = loopWithSkip();
  DominatorTree DT(G);
  LoopNest LN(G, DT);
  TraceOptions O;
  O.TripCounts["H"] = 1000;
  O.Branches["H"] = *BranchChoice::parse("0.25");
  O.Seed = 7;
  auto T1 = trace(G, LN, O);
  auto T2 = trace(G, LN, O);
  ASSERT_TRUE(T1 && T2);
  EXPECT_EQ(T1->getExecutions(1), 1000u);
  EXPECT_EQ(T1->getExecutions(2), T2->getExecutions(2));
  // B runs when the skip is not taken: about 750 of 1000.
  EXPECT_GT(T1->getExecutions(2), 700u);
  EXPECT_LT(T1->getExecutions(2), 800u);
}

TEST(ControlFlow, EndlessLoopIsAnError) {
  ControlFlowGraph G = loopWithSkip();
  DominatorTree DT(G);
  LoopNest LN(G, DT);
  TraceOptions O;
  O.Branches["S"] = *BranchChoice::parse("taken"); // Always loops back.
  O.MaxBlocks = 1000;
  Expected<std::unique_ptr<DynamicTrace>> T = DynamicTrace::create(G, LN, O);
  ASSERT_FALSE(bool(T));
  consumeError(T.takeError());
}

/// The spin-wait of rocPRIM's look-back scan, reduced: A(1, scc1 -> D,
/// else B) B(1, execz -> A, else C) C(1, branch B) D(1, execz -> A, else
/// E) E(1, endpgm). Outer loop {A, B, C, D}, inner loop {B, C}.
ControlFlowGraph spinWait() {
  ControlFlowGraph G;
  G.addBlock("A", 1, BlockEnd::CondBranch);
  G.addBlock("B", 1, BlockEnd::CondBranch);
  G.addBlock("C", 1, BlockEnd::Branch);
  G.addBlock("D", 1, BlockEnd::CondBranch);
  G.addBlock("E", 1, BlockEnd::EndProgram);
  G.setEdges(0, 3, 1);
  G.setEdges(1, 0, 2);
  G.setEdges(2, 1, -1);
  G.setEdges(3, 0, 4);
  G.finalize();
  G.block(0).Cond = BranchCondition::Uniform;
  G.block(1).Cond = BranchCondition::ExecZ;
  G.block(3).Cond = BranchCondition::ExecZ;
  return G;
}

TEST(ControlFlow, SpinWaitIsBounded) {
  ControlFlowGraph G = spinWait();
  DominatorTree DT(G);
  LoopNest LN(G, DT);
  ASSERT_EQ(LN.loops().size(), 2u);
  // A's scc1 is not taken (to B); B leaves the inner loop after its trip
  // count (to A): D, the outer loop's only exit, is never reached. Bounded:
  // one pass (A B), then the shortest way out (A -> D -> E).
  TraceOptions O;
  O.MaxBlocks = 1000;
  auto T = trace(G, LN, O);
  ASSERT_TRUE(T);
  int Outer = LN.getLoopWithHeader(0);
  ASSERT_GE(Outer, 0);
  EXPECT_TRUE(T->getLoopSummary(Outer).Bounded);
  EXPECT_EQ(T->getLoopSummary(Outer).BoundExit, 3);
  EXPECT_FALSE(T->getLoopSummary(LN.getLoopWithHeader(1)).Bounded);
  EXPECT_EQ(T->getNumDynamicBlocks(), 5u);
  EXPECT_EQ(T->getExecutions(0), 2u);
  EXPECT_EQ(T->getExecutions(2), 0u);
  EXPECT_EQ(T->getExecutions(4), 1u);
  // The bound, C never runs, and each of the two loops runs the default
  // trip count (nothing derived it), named in a warning.
  std::vector<std::string> Other;
  unsigned Defaults = 0;
  for (const CFGDiagnostic &D : T->diagnostics()) {
    if (D.Message.find("runs the default trip count 1") != std::string::npos)
      ++Defaults;
    else
      Other.push_back(D.Message);
  }
  EXPECT_EQ(Defaults, 2u);
  ASSERT_EQ(Other.size(), 2u);
  EXPECT_NE(Other[0].find("never exits"), std::string::npos);
  // Two passes: A B A B A D E.
  O.TripCounts["A"] = 2;
  T = trace(G, LN, O);
  ASSERT_TRUE(T);
  EXPECT_EQ(T->getNumDynamicBlocks(), 7u);
  // A choice that leads out: not bounded (A D E).
  O.TripCounts.clear();
  O.Branches["A"] = *BranchChoice::parse("taken");
  T = trace(G, LN, O);
  ASSERT_TRUE(T);
  EXPECT_FALSE(T->getLoopSummary(Outer).Bounded);
  EXPECT_EQ(T->getNumDynamicBlocks(), 3u);
  // An explicit choice that keeps it endless is the user's word: the
  // stream runs into MaxBlocks.
  O.Branches["A"] = *BranchChoice::parse("not-taken");
  Expected<std::unique_ptr<DynamicTrace>> E = DynamicTrace::create(G, LN, O);
  EXPECT_FALSE(bool(E));
  consumeError(E.takeError());
}

} // namespace

namespace {
/// A divergent if/else as the compiler lays it out: a(2, execz -> E, else
/// fall into the then-arm T) T(3) E(2, execz -> D, else fall into the
/// else-arm F) F(4) D(1, endpgm).
ControlFlowGraph simtIfElse() {
  ControlFlowGraph G;
  G.addBlock("a", 2, BlockEnd::CondBranch);
  G.addBlock("T", 3);
  G.addBlock("E", 2, BlockEnd::CondBranch);
  G.addBlock("F", 4);
  G.addBlock("D", 1, BlockEnd::EndProgram);
  G.setEdges(0, 2, 1);
  G.setEdges(1, -1, 2);
  G.setEdges(2, 4, 3);
  G.setEdges(3, -1, 4);
  G.finalize();
  G.block(0).Cond = BranchCondition::ExecZ;
  G.block(2).Cond = BranchCondition::ExecZ;
  return G;
}
} // namespace

TEST(ControlFlow, ExecBranchesAreDivergentByDefault) {
  ControlFlowGraph G = simtIfElse();
  DominatorTree DT(G);
  LoopNest LN(G, DT);
  // Divergent: neither execz is taken, both arms run:
  // a(2) T(3) E(2) F(4) D(1) = 12.
  auto T = trace(G, LN, TraceOptions());
  ASSERT_TRUE(T);
  EXPECT_EQ(T->getNumDynamicInstructions(), 12u);
  EXPECT_FALSE(T->isUniformBranch(0));
  // Uniform for every exec branch: not taken as well (same path here).
  TraceOptions O;
  O.ExecBranchesUniform = true;
  T = trace(G, LN, O);
  ASSERT_TRUE(T);
  EXPECT_TRUE(T->isUniformBranch(0));
  // execnz into the arms (the other layout): divergent takes them.
  G.block(0).Cond = BranchCondition::ExecNZ;
  G.block(2).Cond = BranchCondition::ExecNZ;
  // execnz taken: a(2) -> E(2) -> D(1) = 5 (the arms are the fall-through
  // blocks in this graph, so jumping means skipping them).
  T = trace(G, LN, TraceOptions());
  ASSERT_TRUE(T);
  EXPECT_EQ(T->getNumDynamicInstructions(), 5u);
  // Per branch: `uniform` makes E not taken: a(2) E(2) F(4) D(1) = 9.
  TraceOptions U;
  U.Branches["E"] = *BranchChoice::parse("uniform");
  T = trace(G, LN, U);
  ASSERT_TRUE(T);
  EXPECT_EQ(T->getNumDynamicInstructions(), 9u);
  EXPECT_TRUE(T->isUniformBranch(2));
  EXPECT_FALSE(T->isUniformBranch(0));
}

TEST(ControlFlow, UnexecutedCodeWarns) {
  ControlFlowGraph G = simtIfElse();
  DominatorTree DT(G);
  LoopNest LN(G, DT);
  TraceOptions O;
  O.Branches["a"] = *BranchChoice::parse("taken");
  // T (3 of 12 instructions = 25%) never runs: a warning naming the branch.
  auto T = trace(G, LN, O);
  ASSERT_TRUE(T);
  ASSERT_EQ(T->diagnostics().size(), 1u);
  EXPECT_NE(T->diagnostics()[0].Message.find(
                "block 'T' (3 of 12 instructions) never executes"),
            std::string::npos);
  EXPECT_NE(T->diagnostics()[0].Message.find("-branch=a=not-taken"),
            std::string::npos);
  // Below the threshold: no warning.
  O.DeadCodeWarnPercent = 30;
  T = trace(G, LN, O);
  ASSERT_TRUE(T);
  EXPECT_TRUE(T->diagnostics().empty());
}

TEST(ControlFlow, ProbabilityDrawnPerWave) {
  ControlFlowGraph G = diamond();
  DominatorTree DT(G);
  LoopNest LN(G, DT);
  TraceOptions O;
  O.Branches["a"] = *BranchChoice::parse("0.5");
  O.Seed = 3;
  auto T = trace(G, LN, O);
  ASSERT_TRUE(T);
  EXPECT_TRUE(T->hasRandomChoices());
  // One draw per wave: over 1000 waves about half take the branch (to c);
  // a draw shared by every wave would give 0 or 1000.
  unsigned Taken = 0;
  for (unsigned W = 0; W < 1000; ++W) {
    TraceSegment S;
    TraceCursor C = T->segments(W);
    ASSERT_TRUE(C.next(S));
    ASSERT_TRUE(C.next(S));
    Taken += S.Block == 2;
  }
  EXPECT_GT(Taken, 430u);
  EXPECT_LT(Taken, 570u);
  // Deterministic: wave 5 follows the same stream every time.
  auto Blocks = [&](unsigned W) {
    std::vector<unsigned> R;
    TraceSegment S;
    for (TraceCursor C = T->segments(W); C.next(S);)
      R.push_back(S.Block);
    return R;
  };
  EXPECT_EQ(Blocks(5), Blocks(5));
  // Fixed choices draw nothing.
  O.Branches["a"] = *BranchChoice::parse("taken");
  T = trace(G, LN, O);
  ASSERT_TRUE(T);
  EXPECT_FALSE(T->hasRandomChoices());
}

TEST(ControlFlow, NeverIntoADeadEnd) {
  // a(2, execnz -> T) B(1, endpgm) T(1, s_branch T): the trap handler's
  // endless halt loop that clang puts after a helper function. Divergent
  // execnz would be taken; the dead end makes it not taken: a(2) B(1) = 3,
  // and the dead end is not reported as missed code.
  ControlFlowGraph G;
  G.addBlock("a", 2, BlockEnd::CondBranch);
  G.addBlock("B", 1, BlockEnd::EndProgram);
  G.addBlock("T", 1, BlockEnd::Branch);
  G.setEdges(0, 2, 1);
  G.setEdges(1, -1, -1);
  G.setEdges(2, 2, -1);
  G.finalize();
  G.block(0).Cond = BranchCondition::ExecNZ;
  DominatorTree DT(G);
  LoopNest LN(G, DT);
  auto T = trace(G, LN, TraceOptions());
  ASSERT_TRUE(T);
  EXPECT_EQ(T->getNumDynamicInstructions(), 3u);
  for (const CFGDiagnostic &D : T->diagnostics()) {
    EXPECT_EQ(D.Message.find("never executes"), std::string::npos) << D.Message;
    EXPECT_EQ(D.Message.find("never entered"), std::string::npos) << D.Message;
  }
}
