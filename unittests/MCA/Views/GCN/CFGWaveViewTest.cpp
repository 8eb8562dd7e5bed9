//===- CFGWaveViewTest.cpp - Per-block wave figures of the CFG view -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Feeds hand-made issue and stall events to CFGWaveView on a parsed
/// three-block kernel and checks the per-block sums (derived in comments).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/CFGWaveView.h"
#include "ParsedAsm.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

// Blocks: k = [0], .LBB0_1 = [1, 4), %bb.2 = [4].
const char *Kernel = R"(
	.text
	.type	k,@function
k:
	s_mov_b32 s0, 0
.LBB0_1:
	s_add_u32 s0, s0, 1
	s_cmp_lt_u32 s0, 2
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	s_endpgm
.Lfunc_end0:
)";

using R = WaveStallReason;
using U = GCNExecUnit;

TEST(CFGWaveView, SumsPerBlock) {
  Parsed P;
  ASSERT_TRUE(P.parse(Kernel));
  ArrayRef<MCInst> Insts = P.In->instructions();
  ASSERT_EQ(Insts.size(), 5u);
  auto RCF =
      RegionControlFlow::analyze(*P.In, Insts, "k", *P.TS.MCII, TraceOptions());
  ASSERT_TRUE(bool(RCF)) << toString(RCF.takeError());
  ASSERT_EQ((*RCF)->getCFG().size(), 3u);

  CFGWaveView V(*P.TS.STI, *P.IP, Insts, **RCF, P.SM);
  GCNWaveViewBase::RunInfo RI;
  RI.SlotCycles = 4;
  V.onRunInfo(RI);
  // Wave 0: k; stalls twice at [0] (ARBITER_NOT_WIN, then ALU_DEPENDENCY),
  // issues it; the loop twice with one refetch stall at [1] in between;
  // s_endpgm after 3 WAITCNT stalls and 1 ALU_DEPENDENCY stall. The SIMD
  // (SlotDone) loses every slot in which the wave stalls but the first:
  // there another wave issued (that is what ARBITER_NOT_WIN says).
  auto Stall = [&](uint64_t Cycle, unsigned Inst, R Reason) {
    V.onWaveStall({Cycle, 0, 0, Inst, Reason});
    if (Reason != R::ARBITER_NOT_WIN)
      V.onSlot({Cycle, 0, 0, Reason});
  };
  Stall(0, 0, R::ARBITER_NOT_WIN);
  Stall(4, 0, R::ALU_DEPENDENCY);
  uint64_t C = 8;
  V.onIssue({C, 0, 0, 0, U::SALU});
  for (unsigned It = 0; It < 2; ++It) {
    if (It)
      Stall(C += 4, 1, R::NO_INSTRUCTION_AVAILABLE);
    for (unsigned I = 1; I < 4; ++I)
      V.onIssue({C += 4, 0, 0, I, I == 3 ? U::Branch : U::SALU});
  }
  for (unsigned I = 0; I < 3; ++I)
    Stall(C += 4, 4, R::WAITCNT);
  Stall(C += 4, 4, R::ALU_DEPENDENCY);
  V.onIssue({C += 4, 0, 0, 4, U::None});

  // The ranked stalls are the SIMD's lost slots (docs/Views.md, "What a
  // stall is"): per reason, lost slots / the wave's stall slots = 1, but
  // 0 for ARBITER_NOT_WIN (0 lost of 1). Stall slots: k 1, loop 1, %bb.2 4
  // = 6 slots = 24 cycles.
  std::vector<CFGView::WaveBlockStats> S = V.computeBlockStats();
  ASSERT_EQ(S.size(), 3u);
  // k: 1 issued, 4 stall cycles (4/24), 1 execution: (1 + 1) x 4 = 8.
  EXPECT_EQ(S[0].Issued, 1u);
  EXPECT_EQ(S[0].StallCycles, 4u);
  EXPECT_DOUBLE_EQ(S[0].StallShare, 4.0 / 24.0);
  EXPECT_EQ(S[0].Executions, 1u);
  EXPECT_DOUBLE_EQ(S[0].CyclesPerExecution, 8.0);
  EXPECT_EQ(S[0].TopStall, "ALU_DEPENDENCY");
  // Loop: 6 issued, 2 executions (issues of [1]), 1 refetch slot:
  // (6 + 1) x 4 / 2 = 14.
  EXPECT_EQ(S[1].Issued, 6u);
  EXPECT_EQ(S[1].StallCycles, 4u);
  EXPECT_EQ(S[1].Executions, 2u);
  EXPECT_DOUBLE_EQ(S[1].CyclesPerExecution, 14.0);
  EXPECT_EQ(S[1].TopStall, "NO_INSTRUCTION_AVAILABLE");
  // %bb.2: 16 stall cycles of 24, WAITCNT (3 slots) over ALU_DEPENDENCY (1):
  // (1 + 4) x 4 = 20 cycles.
  EXPECT_EQ(S[2].StallCycles, 16u);
  EXPECT_DOUBLE_EQ(S[2].StallShare, 16.0 / 24.0);
  EXPECT_DOUBLE_EQ(S[2].CyclesPerExecution, 20.0);
  EXPECT_EQ(S[2].TopStall, "WAITCNT");

  // The text and JSON carry them.
  std::string Text;
  raw_string_ostream OS(Text);
  V.printView(OS);
  EXPECT_NE(Text.find("Cyc/Exec  Top stall"), std::string::npos) << Text;
  EXPECT_NE(Text.find("66.67%     20.00  WAITCNT"), std::string::npos) << Text;
  json::Value J = V.toJSON();
  const json::Array *Blocks = J.getAsObject()->getArray("Blocks");
  ASSERT_TRUE(Blocks && Blocks->size() == 3);
  const json::Object *B1 = (*Blocks)[1].getAsObject();
  EXPECT_EQ(B1->getInteger("Issued"), 6);
  EXPECT_EQ(B1->getInteger("WaveExecutions"), 2);
  EXPECT_EQ(B1->getString("TopStallReason"), "NO_INSTRUCTION_AVAILABLE");
}

TEST(CFGWaveView, NoEventsNoStalls) {
  Parsed P;
  ASSERT_TRUE(P.parse(Kernel));
  ArrayRef<MCInst> Insts = P.In->instructions();
  auto RCF =
      RegionControlFlow::analyze(*P.In, Insts, "k", *P.TS.MCII, TraceOptions());
  ASSERT_TRUE(bool(RCF)) << toString(RCF.takeError());
  CFGWaveView V(*P.TS.STI, *P.IP, Insts, **RCF, P.SM);
  for (const CFGView::WaveBlockStats &S : V.computeBlockStats()) {
    EXPECT_EQ(S.Issued, 0u);
    EXPECT_EQ(S.StallShare, 0.0);
    EXPECT_EQ(S.CyclesPerExecution, 0.0);
    EXPECT_EQ(S.TopStall, "-");
  }
}

TEST(CFGWaveView, PerWaveFacts) {
  // The waves' own streams: blocks run by 4, 4 and 3 of 4 waves; the loop
  // (trip count 2 for the region) 1..3 over the 4 waves, 3 of which
  // derived it. Text: the Waves columns, the range; JSON: Waves, PerWave.
  Parsed P;
  ASSERT_TRUE(P.parse(Kernel));
  ArrayRef<MCInst> Insts = P.In->instructions();
  auto RCF =
      RegionControlFlow::analyze(*P.In, Insts, "k", *P.TS.MCII, TraceOptions());
  ASSERT_TRUE(bool(RCF)) << toString(RCF.takeError());
  CFGWaveView V(*P.TS.STI, *P.IP, Insts, **RCF, P.SM);
  CFGView::LoopPerWave L;
  L.Shown = true;
  L.Min = 1;
  L.Max = 3;
  L.Derived = 3;
  L.Entered = 4;
  V.setPerWave({4, 4, 3}, 4, {L});
  std::string Text;
  raw_string_ostream OS(Text);
  V.printView(OS);
  EXPECT_NE(Text.find("1..3  derived per wave (3 of 4)"), std::string::npos)
      << Text;
  EXPECT_NE(Text.find("Waves"), std::string::npos) << Text;
  json::Value J = V.toJSON();
  const json::Object *O = J.getAsObject();
  ASSERT_TRUE(O);
  const json::Array *Blocks = O->getArray("Blocks");
  ASSERT_TRUE(Blocks && Blocks->size() == 3);
  EXPECT_EQ((*Blocks)[2].getAsObject()->getInteger("Waves"), 3);
  const json::Object *Loop = (*O->getArray("Loops"))[0].getAsObject();
  EXPECT_EQ(Loop->getInteger("Waves"), 4);
  EXPECT_EQ(Loop->getInteger("TripCount"), 1); // the region's (default)
  const json::Object *PW = Loop->getObject("PerWave");
  ASSERT_TRUE(PW);
  EXPECT_EQ(PW->getInteger("Min"), 1);
  EXPECT_EQ(PW->getInteger("Max"), 3);
  EXPECT_EQ(PW->getInteger("Waves"), 3);
  EXPECT_EQ(PW->getInteger("Entered"), 4);
}

} // namespace
