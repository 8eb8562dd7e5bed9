//===- GCNViewsTest.cpp - Unit tests of the GCN views ---------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Feeds hand-made wave-pipeline event sequences to the GCN views (no
/// pipeline) and checks the figures they compute; every expected number is
/// derived by hand in the comments.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "ViewTestBase.h"
#include "gcn-mca/MCA/Views/GCN/GCNSummaryView.h"
#include "gcn-mca/MCA/Views/GCN/MemoryAccessView.h"
#include "gcn-mca/MCA/Views/GCN/StallView.h"
#include "gcn-mca/MCA/Views/GCN/WaveTimelineView.h"
#include "gcn-mca/MCA/Views/GCN/WaveUtilizationView.h"
#include "gcn-mca/MCA/WaveCounters.h"
#include "gcn-mca/MCA/WaveEventBus.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <set>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

using R = WaveStallReason;
using U = GCNExecUnit;
using Base = GCNWaveViewBase;

class GCNViewsTest : public ViewTestBase {
protected:
  /// "s_nop 0", "s_nop 1", "s_nop 2", "s_nop 3".
  SmallVector<MCInst, 4> Source;

  void SetUp() override {
    ViewTestBase::SetUp();
    if (HasFatalFailure())
      return;
    for (int I = 0; I < 4; ++I)
      Source.push_back(nop(I));
  }

  static Base::RunInfo runInfo(unsigned NumCUs = 1) {
    Base::RunInfo RI;
    RI.NumSIMDs = 4;
    RI.SlotCycles = 4;
    RI.WaveSize = 64;
    RI.WavesPerSIMD = 10;
    RI.NumCUs = NumCUs;
    RI.UnitCount[unsigned(U::VALU)] = 4;
    return RI;
  }
};

// Summary figures. Run of 100 cycles, 4 SIMDs, VALU x4, 2 CUs, 1000 MHz:
//   w0 SIMD0 [10,50), w1 SIMD1 [20,60), w2 SIMD0 [70,90) with 32 lanes.
//   Starved: [0,10) + [60,70) + [90,100) = 30 cycles -> starve rate 0.30.
//   Clocks per wave = (40 + 40 + 20) / 3 = 33.33; busy = (100-30)/3 = 23.33.
//   Peak per SIMD: w0 and w2 never overlap -> 1; mean = 100 / (100*4) = 0.25.
//   Issued: 5 VALU + 2 SALU + 1 internal = 8 -> IPC 0.08.
//   Work-items 64+64+32 = 160 -> 1600 per 1000 cycles; waves 30 per 1000.
//   Per second: 3 waves * 1000e6 * 2 CUs / 100 cycles = 6e7.
//   VALU busy 320 / (4*100) = 0.80; SALU 8 / 100 = 0.08.
//   10 SIMD slots with waves, 4 issued nothing (3 WAITCNT, 1 ARB) -> 0.40.
//   Verdict: starve 0.30 < 0.5, VALU 0.80 >= 0.8 -> VALU-bound.
TEST_F(GCNViewsTest, SummaryFigures) {
  GCNSummaryView V(*TS.STI, *IP, Source, /*NumCUs=*/0, /*ClockMHz=*/1000);
  V.onRunInfo(runInfo(2));
  V.onWaveStart({0, 0, 10});
  V.onWaveStart({1, 1, 20});
  for (unsigned I = 0; I < 5; ++I)
    V.onIssue({20 + 4 * I, 0, 0, 0, U::VALU});
  V.onIssue({21, 1, 1, 1, U::SALU});
  V.onIssue({25, 1, 1, 1, U::SALU});
  V.onIssue({29, 1, 1, 2, U::None});
  V.onUnitBusy(U::VALU, 320);
  V.onUnitBusy(U::SALU, 8);
  for (unsigned I = 0; I < 6; ++I)
    V.onSlot({20 + I, I % 4, 1});
  V.onSlot({40, 0, 0, R::WAITCNT});
  V.onSlot({44, 0, 0, R::WAITCNT});
  V.onSlot({48, 0, 0, R::WAITCNT});
  V.onSlot({45, 1, 0, R::ARBITER_NOT_WIN});
  V.onWaveEnd({0, 50});
  V.onWaveEnd({1, 60});
  V.onWaveStart({2, 0, 70, 32});
  V.onWaveEnd({2, 90});
  V.setCycles(100);

  GCNSummaryView::Figures F = V.compute();
  EXPECT_EQ(F.Waves, 3u);
  EXPECT_EQ(F.TotalCycles, 100u);
  EXPECT_EQ(F.StarvedCycles, 30u);
  EXPECT_DOUBLE_EQ(F.StarveRate, 0.30);
  EXPECT_NEAR(F.ClocksPerWave, 100.0 / 3, 1e-9);
  EXPECT_NEAR(F.ClocksPerWaveBusy, 70.0 / 3, 1e-9);
  EXPECT_EQ(F.PeakWavesPerSIMD, 1u);
  EXPECT_DOUBLE_EQ(F.MeanWavesPerSIMD, 0.25);
  EXPECT_EQ(F.InstructionsIssued, 8u);
  EXPECT_DOUBLE_EQ(F.IPCPerCU, 0.08);
  EXPECT_EQ(F.WorkItems, 160u);
  EXPECT_DOUBLE_EQ(F.WavesPer1000Cycles, 30.0);
  EXPECT_DOUBLE_EQ(F.WorkItemsPer1000Cycles, 1600.0);
  EXPECT_EQ(F.NumCUs, 2u);
  EXPECT_DOUBLE_EQ(F.WavesPerSecond, 6e7);
  EXPECT_DOUBLE_EQ(F.WorkItemsPerSecond, 160 * 1e9 * 2 / 100);
  EXPECT_EQ(F.SlotsWithWaves, 10u);
  EXPECT_EQ(F.StalledSlots, 4u);
  EXPECT_DOUBLE_EQ(F.StallRate, 0.4);
  EXPECT_EQ(F.StalledSlotsByReason[unsigned(R::WAITCNT)], 3u);
  ASSERT_EQ(F.Units.size(), 9u); // the nine named units, in order
  EXPECT_EQ(F.Units[0].Unit, U::VALU);
  EXPECT_EQ(F.Units[0].Instances, 4u);
  EXPECT_DOUBLE_EQ(F.Units[0].Utilization, 0.8);
  EXPECT_EQ(F.Units[1].Unit, U::SALU);
  EXPECT_DOUBLE_EQ(F.Units[1].Utilization, 0.08);
  EXPECT_EQ(F.Units[8].Unit, U::Matrix);
  EXPECT_EQ(F.Verdict, GCNSummaryView::VerdictKind::UnitBound);
  EXPECT_EQ(F.VerdictUnit, U::VALU);
  EXPECT_EQ(F.VerdictText,
            "VALU-bound: the vector ALUs are busy 80.00% of the cycles.");

  std::string Text = print(V);
  EXPECT_NE(Text.find("Waves per SIMD:              1 (peak), 0.25 (mean), "
                      "limit 10\n"),
            std::string::npos)
      << Text;
  EXPECT_NE(Text.find("Starve Rate:                 30.00%"),
            std::string::npos);
  EXPECT_NE(Text.find("Stall Rate:                  40.00%    (4 of 10 SIMD"),
            std::string::npos);
  EXPECT_NE(Text.find("VALU         4          320       80.00%\n"),
            std::string::npos)
      << Text;
  EXPECT_NE(Text.find("Waves/s (2 CUs, 1000 MHz):   6e+07\n"),
            std::string::npos)
      << Text;

  json::Object J = roundTrip(V);
  EXPECT_EQ(J.getInteger("Waves"), 3);
  EXPECT_EQ(J.getInteger("StarvedCycles"), 30);
  EXPECT_EQ(J.getNumber("StallRate"), 0.4);
  EXPECT_EQ(J.getNumber("StarveRate"), 0.3);
  ASSERT_TRUE(J.getObject("Verdict"));
  EXPECT_EQ(J.getObject("Verdict")->getString("Kind"), "unit-bound");
  EXPECT_EQ(J.getObject("Verdict")->getString("Unit"), "VALU");
  ASSERT_TRUE(J.getArray("Units"));
  EXPECT_EQ(J.getArray("Units")->size(), 9u);
  EXPECT_EQ(J.getObject("StalledSlotsByReason")->getInteger("WAITCNT"), 3);
}

// Verdicts other than unit-bound.
TEST_F(GCNViewsTest, SummaryVerdicts) {
  {
    // No wave at all.
    GCNSummaryView V(*TS.STI, *IP, Source, 1, 1000);
    V.setCycles(10);
    EXPECT_EQ(V.compute().Verdict, GCNSummaryView::VerdictKind::NoWaves);
  }
  {
    // One wave resident [90,100) of 100 cycles: starve rate 0.9 >= 0.5.
    GCNSummaryView V(*TS.STI, *IP, Source, 1, 1000);
    V.onRunInfo(runInfo());
    V.onWaveStart({0, 0, 90});
    V.onWaveEnd({0, 100});
    V.setCycles(100);
    GCNSummaryView::Figures F = V.compute();
    EXPECT_EQ(F.StarvedCycles, 90u);
    EXPECT_EQ(F.Verdict, GCNSummaryView::VerdictKind::Starved);
  }
  {
    // Resident all 100 cycles; 10 slots, 8 stalled: 6 WAITCNT, 2 ARB.
    // Stall rate 0.8 >= 0.25, no unit >= 0.8 -> latency-bound, WAITCNT.
    GCNSummaryView V(*TS.STI, *IP, Source, 1, 1000);
    V.onRunInfo(runInfo());
    V.onWaveStart({0, 0, 0});
    for (unsigned I = 0; I < 10; ++I)
      V.onSlot({4 * I, 0, I < 2, I < 8 ? R::WAITCNT : R::ARBITER_NOT_WIN});
    V.onUnitBusy(U::VMEM, 50);
    V.setCycles(100);
    GCNSummaryView::Figures F = V.compute();
    EXPECT_DOUBLE_EQ(F.StallRate, 0.8);
    EXPECT_EQ(F.Verdict, GCNSummaryView::VerdictKind::Latency);
    EXPECT_EQ(F.VerdictReason, R::WAITCNT);
    EXPECT_EQ(F.VerdictText,
              "latency-bound: 80.00% of the SIMD slots stall; mostly waves "
              "wait at s_waitcnt for memory results (WAITCNT).");
    EXPECT_EQ(F.StarvedCycles, 0u); // the wave never ended
  }
  {
    // Export at 70% (below 0.8) but slots stall on export backpressure:
    // 4 slots, 3 stalled ARBITER_WIN_EX_STALL at instruction 1, which
    // issued to Export (learned after the stalls) -> Export backpressure.
    GCNSummaryView V(*TS.STI, *IP, Source, 1, 1000);
    V.onRunInfo(runInfo());
    V.onWaveStart({0, 0, 0});
    for (unsigned I = 0; I < 3; ++I) {
      V.onWaveStall({4 * I, 0, 0, 1, R::ARBITER_WIN_EX_STALL});
      V.onSlot({4 * I, 0, 0, R::ARBITER_WIN_EX_STALL});
    }
    V.onIssue({12, 0, 0, 1, U::Export});
    V.onSlot({12, 0, 1});
    V.onUnitBusy(U::Export, 70);
    V.setCycles(100);
    GCNSummaryView::Figures F = V.compute();
    EXPECT_EQ(F.Verdict, GCNSummaryView::VerdictKind::Backpressure);
    EXPECT_EQ(F.VerdictUnit, U::Export);
    EXPECT_EQ(F.VerdictText,
              "Export backpressure: 75.00% of the SIMD slots stall, mostly "
              "because the export path is not accepting work "
              "(ARBITER_WIN_EX_STALL).");
    // At 80% it is export-bound, and the verdict mentions backpressure.
    V.onUnitBusy(U::Export, 10);
    F = V.compute();
    EXPECT_EQ(F.Verdict, GCNSummaryView::VerdictKind::UnitBound);
    EXPECT_EQ(F.VerdictText,
              "Export-bound: the export path is busy 80.00% of the cycles and "
              "backpressure waves (3 wave-slots refused).");
  }
  {
    // Nothing dominates: VALU 40/(4*100) = 10%, 1 of 10 slots stalls.
    GCNSummaryView V(*TS.STI, *IP, Source, 1, 1000);
    V.onRunInfo(runInfo());
    V.onWaveStart({0, 0, 0});
    for (unsigned I = 0; I < 10; ++I)
      V.onSlot({4 * I, 0, I != 0, R::ALU_DEPENDENCY});
    V.onUnitBusy(U::VALU, 40);
    V.setCycles(100);
    GCNSummaryView::Figures F = V.compute();
    EXPECT_EQ(F.Verdict, GCNSummaryView::VerdictKind::Balanced);
    EXPECT_EQ(F.VerdictText,
              "balanced: no unit is busy 80.00% of the cycles (highest: VALU "
              "10.00%) and 10.00% of the SIMD slots stall.");
  }
}

// The verdict's thresholds come from the options (-verdict-*). The run of
// the latency-bound case above (stall rate 0.8, VMEM 50%, no starving):
//   stall threshold 0.9 > 0.8 -> no longer latency-bound: balanced;
//   unit threshold 0.5 <= VMEM 0.5 -> VMEM-bound (checked before stalls);
//   starve threshold 0 <= starve rate 0 -> starved (checked first).
TEST_F(GCNViewsTest, SummaryVerdictThresholds) {
  auto Run = [&](GCNVerdictThresholds T) {
    GCNSummaryView V(*TS.STI, *IP, Source, 1, 1000);
    V.setVerdictThresholds(T);
    V.onRunInfo(runInfo());
    V.onWaveStart({0, 0, 0});
    for (unsigned I = 0; I < 10; ++I)
      V.onSlot({4 * I, 0, I < 2, R::WAITCNT});
    V.onUnitBusy(U::VMEM, 50);
    V.setCycles(100);
    return V.compute();
  };
  GCNVerdictThresholds Defaults;
  EXPECT_EQ(Defaults.StarveRate, 0.5);
  EXPECT_EQ(Defaults.UnitBusy, 0.8);
  EXPECT_EQ(Defaults.StallRate, 0.25);
  EXPECT_EQ(Run(Defaults).Verdict, GCNSummaryView::VerdictKind::Latency);

  GCNVerdictThresholds HighStall;
  HighStall.StallRate = 0.9;
  GCNSummaryView::Figures F = Run(HighStall);
  EXPECT_EQ(F.Verdict, GCNSummaryView::VerdictKind::Balanced);

  GCNVerdictThresholds LowUnit;
  LowUnit.UnitBusy = 0.5;
  F = Run(LowUnit);
  EXPECT_EQ(F.Verdict, GCNSummaryView::VerdictKind::UnitBound);
  EXPECT_EQ(F.VerdictUnit, U::VMEM);

  GCNVerdictThresholds ZeroStarve;
  ZeroStarve.StarveRate = 0;
  EXPECT_EQ(Run(ZeroStarve).Verdict, GCNSummaryView::VerdictKind::Starved);
}

// Per-wave rows. SlotCycles 4, one row kept (-wave-view-max=1).
//   w0 SIMD0 [0,16): cycle 0 issues VALU and an internal op (one slot, two
//   instructions); cycle 4 WAITCNT stall; cycle 8 lost arbitration; cycle 12
//   SALU; a stall reported in cycle 12 after its issue is ignored.
//   -> VALU 1, SALU 1, INT 1; issue 2 slots = 8 cycles, stall 4, arb 4;
//   util 2 / 4 = 50%.
//   w1 SIMD1 [1,9): VALU at 1, ALU_DEPENDENCY at 5 (not listed, in totals).
//   Total: VALU 2, SALU 1, INT 1; issue 3 slots = 12, stall 2 = 8, arb 4;
//   util 3 / 6 = 50%; start 0, end 16, 2 SIMDs.
TEST_F(GCNViewsTest, WaveUtilization) {
  WaveUtilizationView V(*TS.STI, *IP, Source, /*MaxRows=*/1);
  V.onRunInfo(runInfo());
  V.onWaveStart({0, 0, 0});
  V.onWaveStart({1, 1, 1});
  V.onIssue({0, 0, 0, 0, U::VALU});
  V.onIssue({0, 0, 0, 1, U::None});
  V.onIssue({1, 1, 1, 0, U::VALU});
  V.onWaveStall({4, 0, 0, 2, R::WAITCNT});
  V.onWaveStall({5, 1, 1, 1, R::ALU_DEPENDENCY});
  V.onWaveStall({8, 0, 0, 2, R::ARBITER_NOT_WIN});
  V.onWaveEnd({1, 9});
  V.onIssue({12, 0, 0, 2, U::SALU});
  V.onWaveStall({12, 0, 0, 3, R::WAITCNT});
  V.onWaveEnd({0, 16});
  V.setCycles(16);

  ASSERT_EQ(V.rows().size(), 1u);
  const WaveUtilizationView::Row &W0 = V.rows()[0];
  EXPECT_EQ(W0.issued(), 3u);
  EXPECT_EQ(W0.IssueSlots, 2u);
  EXPECT_EQ(W0.StallSlots, 1u);
  EXPECT_EQ(W0.ArbSlots, 1u);
  EXPECT_DOUBLE_EQ(W0.utilization(), 0.5);
  WaveUtilizationView::Row T = V.total();
  EXPECT_EQ(T.Wave, 2u); // waves
  EXPECT_EQ(T.SIMD, 2u); // SIMDs used
  EXPECT_EQ(T.IssuedByUnit[unsigned(U::VALU)], 2u);
  EXPECT_EQ(T.IssueSlots, 3u);
  EXPECT_EQ(T.StallSlots, 2u);
  EXPECT_EQ(T.ArbSlots, 1u);
  EXPECT_EQ(T.End, 16u);
  EXPECT_DOUBLE_EQ(T.utilization(), 0.5);

  std::string Text = print(V);
  // Only the units the waves used have a column (VALU, SALU, INT); widths
  // come from the data.
  EXPECT_NE(Text.find(" Wave  SIMD  Start  End  VALU  SALU  INT  Issue  Stall"
                      "  Arb    Util\n"
                      "    0     0      0   16     1     1    1      8      4"
                      "    4  50.00%\n"),
            std::string::npos)
      << Text;
  EXPECT_NE(Text.find("  ... 1 more waves"), std::string::npos);
  EXPECT_NE(Text.find("Total     2      0   16     2     1    1     12      8"
                      "    4  50.00%\n"),
            std::string::npos)
      << Text;

  json::Object J = roundTrip(V);
  EXPECT_EQ(J.getInteger("SlotCycles"), 4);
  ASSERT_TRUE(J.getArray("Waves"));
  ASSERT_EQ(J.getArray("Waves")->size(), 1u);
  const json::Object *JW = (*J.getArray("Waves"))[0].getAsObject();
  EXPECT_EQ(JW->getInteger("IssueCycles"), 8);
  EXPECT_EQ(JW->getInteger("ArbitrationCycles"), 4);
  EXPECT_EQ(JW->getObject("Issued")->getInteger("Internal"), 1);
  EXPECT_EQ(J.getObject("Total")->getInteger("StallCycles"), 8);
  EXPECT_EQ(J.getObject("Total")->getInteger("Waves"), 2);
}

// Stall view over s_nop 0..2 standing for two loads and a wait (SlotCycles 4):
//   each issues twice; at [2]: 3 WAITCNT slots waiting on {0,1}, 1 waiting on
//   {1,1} (counted once); at [0]: 2 ARBITER_NOT_WIN slots.
//   [2]: 4 slots = 16 cycles WAITCNT; waits on [1] 4 slots = 16, [0] 3 = 12.
//   [0]: 8 cycles ARBITER_NOT_WIN. Total 24 cycles; [2] share 16/24.
TEST_F(GCNViewsTest, StallView) {
  StallView V(*TS.STI, *IP, ArrayRef<MCInst>(Source).take_front(3));
  V.onRunInfo(runInfo());
  for (unsigned I = 0; I < 3; ++I) {
    V.onIssue({I, 0, 0, I, U::VMEM});
    V.onIssue({I + 1, 1, 1, I, U::VMEM});
  }
  unsigned Both[] = {0, 1}, Dup[] = {1, 1};
  for (unsigned I = 0; I < 3; ++I)
    V.onWaveStall({8 + 4 * I, 0, 0, 2, R::WAITCNT, Both});
  V.onWaveStall({20, 0, 0, 2, R::WAITCNT, Dup});
  V.onWaveStall({0, 1, 1, 0, R::ARBITER_NOT_WIN});
  V.onWaveStall({4, 1, 1, 0, R::ARBITER_NOT_WIN});
  V.onWaveStall({4, 1, 1, 7, R::OTHER}); // out of range: ignored

  EXPECT_EQ(V.stats(2).Issued, 2u);
  EXPECT_EQ(V.stallCycles(2), 16u);
  EXPECT_EQ(V.stallCycles(2, R::WAITCNT), 16u);
  EXPECT_EQ(V.waitedOnCycles(2, 0), 12u);
  EXPECT_EQ(V.waitedOnCycles(2, 1), 16u);
  EXPECT_EQ(V.stallCycles(0, R::ARBITER_NOT_WIN), 8u);
  EXPECT_EQ(V.totalStallCycles(), 24u);
  EXPECT_EQ(V.totalStallCycles(R::WAITCNT), 16u);

  std::string Text = print(V);
  // Only the reasons with stall cycles have a column (WAITCNT,
  // ARBITER_NOT_WIN); widths come from the data.
  EXPECT_NE(Text.find("Index  [1]  [2]      [3]  Wait  ArbNot  Instructions:\n"
                      " [0]     2    8   33.33%     0       8  s_nop 0\n"
                      " [1]     2    0    0.00%     0       0  s_nop 1\n"
                      " [2]     2   16   66.67%    16       0  s_nop 2\n"
                      "      <- [1] 16 cycles: s_nop 1\n"
                      "      <- [0] 12 cycles: s_nop 0\n"),
            std::string::npos)
      << Text;
  EXPECT_NE(Text.find("Total    6   24  100.00%    16       8\n"),
            std::string::npos)
      << Text;

  json::Object J = roundTrip(V);
  const json::Array *Insts = J.getArray("Instructions");
  ASSERT_TRUE(Insts && Insts->size() == 3);
  const json::Object *I2 = (*Insts)[2].getAsObject();
  EXPECT_EQ(I2->getString("Instruction"), "s_nop 2");
  EXPECT_EQ(I2->getInteger("StallCycles"), 16);
  EXPECT_NEAR(*I2->getNumber("Share"), 16.0 / 24, 1e-12);
  const json::Array *On = I2->getArray("WaitedOn");
  ASSERT_TRUE(On && On->size() == 2);
  EXPECT_EQ((*On)[0].getAsObject()->getInteger("Index"), 1);
  EXPECT_EQ((*On)[0].getAsObject()->getInteger("Cycles"), 16);
  EXPECT_EQ(J.getObject("Totals")->getInteger("StallCycles"), 24);
  EXPECT_EQ(J.getObject("Totals")
                ->getObject("StallCyclesByReason")
                ->getInteger("ARBITER_NOT_WIN"),
            8);
}

// The run of the StallView test with the issues and the non-WAITCNT stalls
// given as the pipeline's counts (WaveCountedIssues), as the wave pipeline
// delivers them: the same figures. The WAITCNT stalls come as events (with
// what they waited on); their counts are not added a second time.
TEST_F(GCNViewsTest, StallViewFromCounts) {
  StallView V(*TS.STI, *IP, ArrayRef<MCInst>(Source).take_front(3));
  V.onRunInfo(runInfo());
  EXPECT_TRUE(V.getWaveEventMask() & WaveCountedIssues);
  WaveCounters C;
  GCNExecUnit Units[] = {U::VMEM, U::VMEM, U::VMEM};
  C.init(Units);
  EXPECT_EQ(C.numInsts(), 4u); // + the drain entry
  for (unsigned I = 0; I < 3; ++I) {
    C.countIssue(I);
    C.countIssue(I);
  }
  C.countStall(0, R::ARBITER_NOT_WIN, 2);
  C.countStall(2, R::WAITCNT, 4);
  unsigned Both[] = {0, 1}, Dup[] = {1, 1};
  for (unsigned I = 0; I < 3; ++I)
    V.onWaveStall({8 + 4 * I, 0, 0, 2, R::WAITCNT, Both});
  V.onWaveStall({20, 0, 0, 2, R::WAITCNT, Dup});
  V.onRunCounts(C);

  EXPECT_EQ(V.stats(2).Issued, 2u);
  EXPECT_EQ(V.stallCycles(2), 16u);
  EXPECT_EQ(V.stallCycles(2, R::WAITCNT), 16u);
  EXPECT_EQ(V.waitedOnCycles(2, 1), 16u);
  EXPECT_EQ(V.stallCycles(0, R::ARBITER_NOT_WIN), 8u);
  EXPECT_EQ(V.totalStallCycles(), 24u);
}

// A listener subscribed with WaveCountedIssues receives no InstIssued and
// no UnitBusy, and of WaveStalled only the WAITCNT stalls; one without it
// receives everything it subscribed to.
TEST(WaveEventBusTest, CountedSubscription) {
  struct Recorder : mca::HWEventListener {
    std::vector<unsigned> Kinds;
    void onEvent(const mca::HWInstructionEvent &E) override {
      Kinds.push_back(E.Type);
    }
  };
  Recorder Full, Counted;
  WaveSubscriptions Subs;
  Subs.subscribe(&Full, AllWaveEvents);
  Subs.subscribe(&Counted, AllWaveEvents | WaveCountedIssues);
  std::set<mca::HWEventListener *> All = {&Full, &Counted};
  WaveEventBus Bus;
  Bus.init(All, Subs);
  EXPECT_TRUE(Bus.wants(WaveEvent::InstIssued));
  EXPECT_TRUE(Bus.wantsWaitcntStalls());

  mca::InstRef None;
  WaveEvent Iss(WaveEvent::InstIssued, None);
  WaveEvent Busy(WaveEvent::UnitBusy, None);
  WaveEvent Arb(WaveEvent::WaveStalled, None);
  Arb.Reason = R::ARBITER_NOT_WIN;
  WaveEvent Wait(WaveEvent::WaveStalled, None);
  Wait.Reason = R::WAITCNT;
  WaveEvent End(WaveEvent::WaveEnded, None);
  for (const WaveEvent *E : {&Iss, &Busy, &Arb, &Wait, &End})
    Bus.emit(*E);
  EXPECT_EQ(Full.Kinds, (std::vector<unsigned>{
                            WaveEvent::InstIssued, WaveEvent::UnitBusy,
                            WaveEvent::WaveStalled, WaveEvent::WaveStalled,
                            WaveEvent::WaveEnded}));
  EXPECT_EQ(Counted.Kinds, (std::vector<unsigned>{WaveEvent::WaveStalled,
                                                  WaveEvent::WaveEnded}));

  // Only counted listeners: nobody wants InstIssued or the other stalls.
  WaveSubscriptions OnlyCounted;
  OnlyCounted.subscribe(&Counted, AllWaveEvents | WaveCountedIssues);
  std::set<mca::HWEventListener *> One = {&Counted};
  Bus.init(One, OnlyCounted);
  EXPECT_FALSE(Bus.wants(WaveEvent::InstIssued));
  EXPECT_FALSE(Bus.wants(WaveEvent::UnitBusy));
  EXPECT_FALSE(Bus.wants(WaveEvent::WaveStalled));
  EXPECT_TRUE(Bus.wantsWaitcntStalls());
}

// Timeline, window of 10 cycles out of 20:
//   w0 SIMD0 from 0: VALU at 0; internal + SMEM at 4 -> 'K'; WAITCNT at 8;
//   still resident at the end -> "V...K...w." (10 cells).
//   w1 SIMD1 [2,7): SALU and VALU at 2 -> '*'; lost arbitration at 6 ->
//   "  *...a" (blank before its start, nothing after its end).
//   w2 starts at 12, outside the window: no row; its issue is not listed.
TEST_F(GCNViewsTest, WaveTimeline) {
  WaveTimelineView V(*TS.STI, *IP, Source, /*MaxCycles=*/10);
  V.onRunInfo(runInfo());
  V.onWaveStart({0, 0, 0});
  V.onIssue({0, 0, 0, 0, U::VALU});
  V.onWaveStart({1, 1, 2});
  V.onIssue({2, 1, 1, 0, U::SALU});
  V.onIssue({2, 1, 1, 1, U::VALU});
  V.onIssue({4, 0, 0, 1, U::None});
  V.onIssue({4, 0, 0, 2, U::SMEM});
  V.onWaveStall({6, 1, 1, 2, R::ARBITER_NOT_WIN});
  V.onWaveEnd({1, 7});
  V.onWaveStall({8, 0, 0, 3, R::WAITCNT});
  V.onWaveStart({2, 2, 12});
  V.onIssue({12, 2, 2, 0, U::VALU});
  V.setCycles(20);

  std::vector<WaveTimelineView::WaveRow> Rows = V.rows();
  ASSERT_EQ(Rows.size(), 2u);
  EXPECT_EQ(Rows[0].Cells, "V...K...w.");
  EXPECT_EQ(Rows[1].Cells, "  *...a");
  EXPECT_EQ(V.issues().size(), 5u);

  std::string Text = print(V);
  EXPECT_NE(Text.find("Wave Timeline (cycles 0-9 of 20):\n"),
            std::string::npos);
  EXPECT_NE(Text.find("\n            \n[Wave,SIMD] 0123456789\n[0,0]       "
                      "V...K...w.\n[1,1]         *...a\n"),
            std::string::npos)
      << Text;
  EXPECT_NE(Text.find("    4     0     0  SMEM     [2] s_nop 2\n"),
            std::string::npos)
      << Text;

  json::Object J = roundTrip(V);
  EXPECT_EQ(J.getInteger("EndCycle"), 10);
  ASSERT_EQ(J.getArray("Waves")->size(), 2u);
  EXPECT_EQ((*J.getArray("Waves"))[1].getAsObject()->getString("Cells"),
            "  *...a");
  EXPECT_EQ((*J.getArray("Waves"))[1].getAsObject()->getInteger("EndCycle"), 7);
  EXPECT_EQ(J.getArray("Issues")->size(), 5u);
}

// The ruler over 25 cycles: units digits, odd decades on the first line.
TEST_F(GCNViewsTest, TimelineRuler) {
  WaveTimelineView V(*TS.STI, *IP, Source, /*MaxCycles=*/0);
  V.setCycles(25);
  std::string Text = print(V);
  EXPECT_NE(Text.find("\n                      0123456789\n"
                      "[Wave,SIMD] 0123456789          01234\n"),
            std::string::npos)
      << Text;
}

// The table GCNViews.def: each place gets its views in the table's order
// (the wave timeline, -timeline, after End's), and the factories hand the
// summary and the stall view to the report's other parts.
TEST_F(GCNViewsTest, Factory) {
  GCNViewOptions O;
  O.Timeline = true;
  O.WaveStats = true;
  GCNViewContext Ctx(O, *TS.STI, *IP, Source);
  auto Start = createGCNViews(GCNViewPlace::Start, Ctx);
  auto Post = createGCNViews(GCNViewPlace::PostInstrInfo, Ctx);
  auto PostSource = createGCNViews(GCNViewPlace::PostSource, Ctx);
  auto End = createGCNViews(GCNViewPlace::End, Ctx);
  ASSERT_EQ(Start.size(), 1u);
  EXPECT_EQ(Start[0]->getNameAsString(), "GCNSummaryView");
  EXPECT_EQ(Ctx.Summary, Start[0].View.get());
  ASSERT_EQ(Post.size(), 2u);
  EXPECT_EQ(Post[0]->getNameAsString(), "StallView");
  EXPECT_EQ(Ctx.Stalls, Post[0].View.get());
  EXPECT_EQ(Post[1]->getNameAsString(), "MemoryAccessView");
  ASSERT_EQ(PostSource.size(), 1u);
  EXPECT_EQ(PostSource[0]->getNameAsString(), "WavePipelineStats");
  ASSERT_EQ(End.size(), 2u);
  EXPECT_EQ(End[0]->getNameAsString(), "WaveUtilizationView");
  EXPECT_EQ(End[1]->getNameAsString(), "WaveTimelineView");
  O.GCNSummary = O.Stalls = O.Waves = O.Timeline = O.Memory = false;
  O.WaveStats = false;
  GCNViewContext None(O, *TS.STI, *IP, Source);
  for (GCNViewPlace P : {GCNViewPlace::Start, GCNViewPlace::PostInstrInfo,
                         GCNViewPlace::PostSource, GCNViewPlace::End})
    EXPECT_TRUE(createGCNViews(P, None).empty());
  EXPECT_EQ(None.Summary, nullptr);
  EXPECT_EQ(None.Stalls, nullptr);
}

// The memory view lists the accesses with their stride and its source and
// counts the sources; instructions without an access are left out, and a
// region without any access prints nothing.
TEST_F(GCNViewsTest, MemoryAccessView) {
  MemoryAccessView V(*TS.STI, *IP, Source);
  Base::RunInfo RI = runInfo();
  std::vector<AccessStride> Strides(4);
  Strides[1] = {AccessStride::VMEM, StrideSource::Derived, 128, 4, 64};
  Strides[2] = {AccessStride::LDS, StrideSource::Annotated, 128, 4, 64};
  Strides[3] = {AccessStride::VMEM, StrideSource::Default, 4, 4, 4};
  RI.InstStrides = Strides;
  V.onRunInfo(RI);
  Strides.clear(); // the view keeps its own copy
  std::array<unsigned, NumStrideSources> N = V.countBySource();
  EXPECT_EQ(N[unsigned(StrideSource::Launch)], 0u);
  EXPECT_EQ(N[unsigned(StrideSource::Derived)], 1u);
  EXPECT_EQ(N[unsigned(StrideSource::Annotated)], 1u);
  EXPECT_EQ(N[unsigned(StrideSource::Option)], 0u);
  EXPECT_EQ(N[unsigned(StrideSource::Default)], 1u);
  std::string Text;
  raw_string_ostream OS(Text);
  V.printView(OS);
  EXPECT_NE(Text.find("  [1]     128  derived       4     64      -  s_nop 1"),
            std::string::npos)
      << Text;
  EXPECT_NE(Text.find("  [2]     128  annotated     4      -     64  s_nop 2"),
            std::string::npos)
      << Text;
  EXPECT_NE(Text.find("  [3]       4  default       4      4      -  s_nop 3"),
            std::string::npos)
      << Text;
  EXPECT_EQ(Text.find("s_nop 0"), std::string::npos) << Text;
  EXPECT_NE(Text.find("Stride sources: 1 derived, 1 annotated, 0 option, 1 "
                      "default (unit stride)"),
            std::string::npos);
  json::Value J = V.toJSON();
  const json::Array *Rows = J.getAsObject()->getArray("Accesses");
  ASSERT_TRUE(Rows);
  ASSERT_EQ(Rows->size(), 3u);
  EXPECT_EQ((*Rows)[0].getAsObject()->getString("StrideSource"), "derived");
  EXPECT_EQ((*Rows)[1].getAsObject()->getInteger("BankCycles"), 64);
  // Lines from the launch's addresses (WaveStreams) are counted apart.
  {
    MemoryAccessView L(*TS.STI, *IP, Source);
    Base::RunInfo LI = runInfo();
    std::vector<AccessStride> LS(4);
    LS[1] = {AccessStride::VMEM, StrideSource::Launch, 4, 4, 16};
    LI.InstStrides = LS;
    L.onRunInfo(LI);
    EXPECT_EQ(L.countBySource()[unsigned(StrideSource::Launch)], 1u);
    std::string LT;
    raw_string_ostream LOS(LT);
    L.printView(LOS);
    EXPECT_NE(LT.find("  [1]       4  launch        4     16      -  s_nop 1"),
              std::string::npos)
        << LT;
    EXPECT_NE(LT.find("Stride sources: 1 launch, 0 derived"),
              std::string::npos)
        << LT;
  }

  MemoryAccessView Empty(*TS.STI, *IP, Source);
  Empty.onRunInfo(runInfo());
  std::string None;
  raw_string_ostream NOS(None);
  Empty.printView(NOS);
  EXPECT_TRUE(None.empty());
}

// The hooks are reached through mca::HWEventListener::onEvent, as the
// pipeline reports: wave 0 on SIMD 2 issues one VALU op over 8 cycles, VALU
// busy 4 of 4x8 cycles -> 12.5%; generic events are ignored.
TEST_F(GCNViewsTest, DecodesPipelineEvents) {
  GCNSummaryView V(*TS.STI, *IP, Source, 1, 1000);
  mca::InstRef None;
  WaveRunInfo RI;
  RI.UnitCount[unsigned(GCNExecUnit::VALU)] = 4;
  WaveEvent Run(WaveEvent::RunStarted, None);
  Run.Run = &RI;
  WaveEvent Start(WaveEvent::WaveStarted, None);
  Start.SIMD = 2;
  WaveEvent Iss(WaveEvent::InstIssued, None);
  Iss.SIMD = 2;
  Iss.Unit = GCNExecUnit::VALU;
  WaveEvent Busy(WaveEvent::UnitBusy, None);
  Busy.Unit = GCNExecUnit::VALU;
  Busy.BusyCycles = 4;
  WaveEvent Slot(WaveEvent::SlotDone, None);
  Slot.SIMD = 2;
  Slot.Issued = 1;
  WaveEvent End(WaveEvent::WaveEnded, None);
  End.Cycle = 8;
  mca::HWInstructionEvent Generic(mca::HWInstructionEvent::Issued, None);
  const mca::HWInstructionEvent *Events[] = {&Run,  &Start,   &Iss, &Busy,
                                             &Slot, &Generic, &End};
  for (const mca::HWInstructionEvent *E : Events)
    V.onEvent(*E);
  for (int I = 0; I < 8; ++I)
    V.onCycleEnd();
  GCNSummaryView::Figures F = V.compute();
  EXPECT_EQ(F.Waves, 1u);
  EXPECT_EQ(F.TotalCycles, 8u);
  EXPECT_EQ(F.InstructionsIssued, 1u);
  EXPECT_EQ(F.SlotsWithWaves, 1u);
  EXPECT_DOUBLE_EQ(F.Units[0].Utilization, 0.125);
  EXPECT_DOUBLE_EQ(F.ClocksPerWave, 8.0);
}

} // namespace
