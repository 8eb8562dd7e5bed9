//===- InsightViewsTest.cpp - Unit tests of the source and trace views ----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Feeds hand-made event sequences to SourceView and TraceView and checks
/// what they compute; the expected numbers are derived in the comments.
//===----------------------------------------------------------------------===//

#include "ViewTestBase.h"
#include "gcn-mca/Analysis/ControlFlow/CFG.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/MCA/Views/GCN/HotspotsView.h"
#include "gcn-mca/MCA/Views/GCN/SourceView.h"
#include "gcn-mca/MCA/Views/GCN/TraceView.h"
#include "gcn-mca/MCA/Views/GCN/TraceWriter.h"
#include "llvm/Support/JSON.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

using R = WaveStallReason;
using U = GCNExecUnit;
using Base = GCNWaveViewBase;

class InsightViewsTest : public ViewTestBase {
protected:
  SmallVector<MCInst, 4> Source;
  void SetUp() override {
    ViewTestBase::SetUp();
    if (HasFatalFailure())
      return;
    for (int I = 0; I < 4; ++I)
      Source.push_back(nop(I));
  }
  static Base::RunInfo runInfo() {
    Base::RunInfo RI;
    RI.NumSIMDs = 4;
    RI.SlotCycles = 4;
    RI.UnitCount[unsigned(U::VALU)] = 4;
    return RI;
  }
};

// Instructions 0, 1 on k.cl:5 (1 inlined at k.cl:9), 2 on k.cl:2, 3 without
// a .loc. Two waves: w0 issues 0, 1, 2, 3 (4 issues); w1 issues 0, stalls
// 3 slots at 1 (WAITCNT), issues 1. Slot = 4 cycles:
//   k.cl:2: inst 2, 1 issue -> 4 issue cycles, 0 stall.
//   k.cl:5: insts 0, 1: issues 2 + 2 = 4 -> 16; stall 3 x 4 = 12 WAITCNT;
//           hottest 1 (2 issues + 3 stalls = 20 cycles > inst 0's 8).
//   <no .loc>: inst 3, 1 issue -> 4.
//   Total 4 + 28 + 4 = 36; k.cl:5's share 28/36.
//   Call site k.cl:9: inst 1 only, 20 cycles.
TEST_F(InsightViewsTest, SourceViewSumsPerLine) {
  AsmSourceLoc L5{"k.cl", 5, 3, {}}, L5i{"k.cl", 5, 7, {"k.cl:9"}},
      L2{"k.cl", 2, 1, {}};
  SourceView V(*TS.STI, *IP, Source, {&L5, &L5i, &L2, nullptr});
  V.onRunInfo(runInfo());
  for (unsigned I = 0; I < 4; ++I)
    V.onIssue({4 + 4 * I, 0, 0, I, U::VALU});
  V.onIssue({5, 1, 1, 0, U::VALU});
  for (unsigned S = 0; S < 3; ++S)
    V.onWaveStall({9 + 4 * S, 1, 1, 1, R::WAITCNT});
  V.onIssue({21, 1, 1, 1, U::VALU});

  std::vector<SourceView::LineStats> Lines = V.computeLines();
  ASSERT_EQ(Lines.size(), 3u);
  // File order, then line: k.cl:2, k.cl:5, then <no .loc>.
  EXPECT_EQ(Lines[0].name(), "k.cl:2");
  EXPECT_EQ(Lines[0].IssueCycles, 4u);
  EXPECT_EQ(Lines[1].name(), "k.cl:5");
  EXPECT_EQ(Lines[1].Instructions, 2u);
  EXPECT_EQ(Lines[1].IssueCycles, 16u);
  EXPECT_EQ(Lines[1].StallCycles, 12u);
  EXPECT_EQ(Lines[1].StallByReason[unsigned(R::WAITCNT)], 12u);
  EXPECT_EQ(Lines[1].Hottest, 1);
  EXPECT_EQ(Lines[1].HottestCycles, 20u);
  ASSERT_EQ(Lines[1].InlinedAt.size(), 1u);
  EXPECT_EQ(Lines[1].InlinedAt[0], "k.cl:9");
  EXPECT_EQ(Lines[2].name(), "<no .loc>");
  EXPECT_EQ(Lines[2].cycles(), 4u);

  std::vector<SourceView::CallSiteStats> Sites = V.computeCallSites();
  ASSERT_EQ(Sites.size(), 1u);
  EXPECT_EQ(Sites[0].Site, "k.cl:9");
  EXPECT_EQ(Sites[0].Instructions, 1u);
  EXPECT_EQ(Sites[0].Cycles, 20u);

  json::Value J = V.toJSON();
  EXPECT_EQ(*J.getAsObject()->getInteger("TotalCycles"), 36);
}

// One wave on SIMD 0: stalls at inst 1 for WAITCNT in slots 8, 12, 16
// (merged: ts 8, dur 12), then for ALU_DEPENDENCY at 20 (a new slice: other
// reason), issues inst 1 at 24. The SIMD track merges its stalled slots
// 8 .. 16 (WAITCNT) and 20 (ALU_DEPENDENCY) likewise. With MaxCycles = 18,
// the merged WAITCNT slices are cut at 18 (dur 10) and nothing from 20 on
// is kept.
TEST_F(InsightViewsTest, TraceMergesAndBounds) {
  auto Run = [&](TraceView &V) {
    V.onRunInfo(runInfo());
    V.onWaveStart({0, 0, 0});
    for (uint64_t C : {8, 12, 16}) {
      V.onWaveStall({C, 0, 0, 1, R::WAITCNT});
      V.onSlot({C, 0, 0, R::WAITCNT});
    }
    V.onWaveStall({20, 0, 0, 1, R::ALU_DEPENDENCY});
    V.onSlot({20, 0, 0, R::ALU_DEPENDENCY});
    V.onIssue({24, 0, 0, 1, U::VALU});
    V.onSlot({24, 0, 1});
    V.onWaveEnd({0, 28});
  };
  // Runs a view of limits L through a TraceWriter into a string; returns
  // the document, parsed.
  auto Trace = [&](TraceView::Limits L) {
    std::string Text;
    raw_string_ostream OS(Text);
    {
      TraceWriter W(OS, L);
      TraceView V(*TS.STI, *IP, Source, 0, "r", W);
      Run(V);
      V.finish();
      W.finish();
    }
    Expected<json::Value> Doc = json::parse(Text);
    EXPECT_TRUE(bool(Doc));
    return Doc ? std::move(*Doc) : json::Value(nullptr);
  };
  auto Events = [](const json::Value &Doc) {
    const json::Array *A = Doc.getAsObject()->getArray("traceEvents");
    return A ? *A : json::Array();
  };
  auto Slices = [&](const json::Value &Doc) {
    std::vector<std::string> Out;
    for (const json::Value &E : Events(Doc)) {
      const json::Object *O = E.getAsObject();
      if (O->getString("ph") != "X")
        continue;
      Out.push_back((Twine(*O->getInteger("tid")) + " " +
                     Twine(*O->getInteger("ts")) + " " +
                     Twine(*O->getInteger("dur")) + " " +
                     O->getString("name")->substr(0, 14))
                        .str());
    }
    return Out;
  };
  // otherData's entry of the region: (events, truncated).
  auto Region = [](const json::Value &Doc) {
    const json::Object *R = Doc.getAsObject()
                                ->getObject("otherData")
                                ->getArray("regions")
                                ->front()
                                .getAsObject();
    return std::make_pair(*R->getInteger("events"), *R->getBoolean("truncated"));
  };
  TraceView::Limits All;
  All.MaxCycles = 0;
  json::Value V = Trace(All);
  // In emission order: a slice is written when it closes (the SIMD's
  // stalled slice when the SIMD's next slot issues).
  std::vector<std::string> Expected = {
      "1000 8 12 WAITCNT: [1] s", "0 8 12 stalled: WAITC",
      "1000 20 4 ALU_DEPENDENCY", "1000 24 4 [1] s_nop 1",
      "0 20 4 stalled: ALU_D",    "0 24 4 [1] s_nop 1"};
  EXPECT_EQ(Slices(V), Expected);
  // Complete: otherData counts every event written.
  EXPECT_EQ(Region(V).first, int64_t(Events(V).size()));

  TraceView::Limits Cut;
  Cut.MaxCycles = 18;
  json::Value W = Trace(Cut);
  std::vector<std::string> ExpectedCut = {"1000 8 10 WAITCNT: [1] s",
                                          "0 8 10 stalled: WAITC"};
  EXPECT_EQ(Slices(W), ExpectedCut);
  EXPECT_FALSE(Region(W).second);

  TraceView::Limits Few;
  Few.MaxEvents = 3;
  json::Value F = Trace(Few);
  EXPECT_EQ(Events(F).size(), 3u);
  EXPECT_EQ(Region(F), std::make_pair(int64_t(3), true));
}

// Blocks A = [0, 2), B = [2, 4). One wave: issues 0, 1, 2, 3; stalls 2
// slots at 3 for WAITCNT waiting on 0, 1 slot at 1 for ALU_DEPENDENCY.
// Slot = 4 cycles. Instructions: [3] 4 + 8 = 12 (WAITCNT, waits on [0] 8
// cycles), [1] 4 + 4 = 8 (ALU_DEPENDENCY), [0] 4, [2] 4 -> top 2: [3], [1].
// Blocks: B = 4 + 12 = 16 (WAITCNT, waits on [0]), A = 4 + 8 = 12.
// Total 28.
TEST_F(InsightViewsTest, HotspotsRank) {
  ControlFlowGraph G;
  G.addBlock("A", 2);
  G.addBlock("B", 2, BlockEnd::EndProgram);
  G.setEdges(0, -1, 1);
  G.setEdges(1, -1, -1);
  G.finalize();
  HotspotsView V(*TS.STI, *IP, Source, /*TopN=*/2, &G, {});
  V.onRunInfo(runInfo());
  V.onIssue({4, 0, 0, 0, U::VALU});
  // One wave: the SIMD loses each slot the wave stalls in (SlotDone), so
  // the ranked stalls are the wave's (docs/Views.md, "What a stall is").
  V.onWaveStall({8, 0, 0, 1, R::ALU_DEPENDENCY});
  V.onSlot({8, 0, 0, R::ALU_DEPENDENCY});
  V.onIssue({12, 0, 0, 1, U::VALU});
  V.onIssue({16, 0, 0, 2, U::VALU});
  unsigned On[] = {0};
  V.onWaveStall({20, 0, 0, 3, R::WAITCNT, On});
  V.onWaveStall({24, 0, 0, 3, R::WAITCNT, On});
  V.onSlot({20, 0, 0, R::WAITCNT, 2});
  V.onIssue({28, 0, 0, 3, U::None});

  EXPECT_EQ(V.totalCycles(), 28u);
  auto I = V.topInstructions();
  ASSERT_EQ(I.size(), 2u);
  EXPECT_EQ(I[0].Index, 3);
  EXPECT_EQ(I[0].cycles(), 12u);
  EXPECT_EQ(I[0].Reason, "WAITCNT");
  EXPECT_EQ(I[0].WaitedOn, 0);
  EXPECT_EQ(I[0].WaitedCycles, 8u);
  EXPECT_EQ(I[1].Index, 1);
  EXPECT_EQ(I[1].Reason, "ALU_DEPENDENCY");
  EXPECT_EQ(I[1].WaitedOn, -1);
  auto B = V.topBlocks();
  ASSERT_EQ(B.size(), 2u);
  EXPECT_EQ(B[0].Label, "B");
  EXPECT_EQ(B[0].cycles(), 16u);
  EXPECT_EQ(B[0].WaitedOn, 0);
  EXPECT_EQ(B[1].Label, "A");
  EXPECT_EQ(B[1].cycles(), 12u);
  EXPECT_TRUE(V.topLines().empty());
}

} // namespace
