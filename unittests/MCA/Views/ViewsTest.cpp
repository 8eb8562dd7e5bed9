//===- ViewsTest.cpp - Unit tests of the llvm-mca compatible views --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Drives the views with hand-made hardware events (no pipeline) and checks
/// what they print, so that each view's bookkeeping is tested on its own.
//===----------------------------------------------------------------------===//

#include "ViewTestBase.h"
#include "gcn-mca/MCA/Views/DispatchStatistics.h"
#include "gcn-mca/MCA/Views/ResourcePressureView.h"
#include "gcn-mca/MCA/Views/SummaryView.h"
#include "gcn-mca/MCA/Views/TimelineView.h"
#include "llvm/MCA/HWEventListener.h"
#include "llvm/MCA/Instruction.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

class ViewsTest : public ViewTestBase {
protected:
  /// Two "s_nop 0" instructions.
  SmallVector<MCInst, 2> Source;
  mca::InstrDesc Desc;
  std::unique_ptr<mca::Instruction> Inst;

  void SetUp() override {
    ViewTestBase::SetUp();
    if (HasFatalFailure())
      return;
    Source.assign(2, nop(0));
    Desc.NumMicroOps = 1;
    Inst = std::make_unique<mca::Instruction>(Desc, NopOpcode);
  }

  mca::InstRef ref(unsigned Idx) { return mca::InstRef(Idx, Inst.get()); }

  unsigned resourceID(StringRef Name) const {
    const MCSchedModel &SM = TS.STI->getSchedModel();
    for (unsigned I = 1, E = SM.getNumProcResourceKinds(); I < E; ++I)
      if (Name == SM.getProcResource(I)->Name)
        return I;
    return 0;
  }
};

/// One instruction dispatched, ready and issued in cycle 0, written back and
/// retired in cycle 1.
TEST_F(ViewsTest, TimelineOfOneInstruction) {
  TimelineView TV(*TS.STI, *IP, ArrayRef<MCInst>(Source).take_front(1),
                  /*Iterations=*/1, /*MaxCycles=*/80);
  mca::InstRef IR = ref(0);
  unsigned Regs[1] = {0};
  TV.onEvent(mca::HWInstructionDispatchedEvent(IR, Regs, 1));
  TV.onEvent(mca::HWInstructionEvent(mca::HWInstructionEvent::Ready, IR));
  TV.onEvent(mca::HWInstructionIssuedEvent(IR, {}));
  TV.onCycleEnd();
  TV.onEvent(mca::HWInstructionEvent(mca::HWInstructionEvent::Executed, IR));
  TV.onEvent(mca::HWInstructionRetiredEvent(IR, Regs));
  TV.onCycleEnd();
  // Chart columns 0..1 (the last event is in cycle 1): D in 0, E in 1, no R
  // since it retires in the write-back cycle; a single instruction gets no
  // <total> row.
  EXPECT_EQ(print(TV),
            "\n\nTimeline view:\n"
            "Index     01\n"
            "\n"
            "[0,0]     DE   s_nop 0\n"
            "\n\nAverage Wait times (based on the timeline view):\n"
            "[0]: Executions\n"
            "[1]: Average time spent waiting in a scheduler's queue\n"
            "[2]: Average time spent waiting in a scheduler's queue "
            "while ready\n"
            "[3]: Average time elapsed from WB until retire stage\n"
            "\n"
            "      [0]    [1]    [2]    [3]\n"
            "0.     1     0.0    0.0    0.0       s_nop 0\n");
  // JSON keeps the same cycles.
  std::string J;
  raw_string_ostream JS(J);
  JS << TV.toJSON();
  EXPECT_EQ(J, "{\"TimelineInfo\":[{\"CycleDispatched\":0,\"CycleExecuted\":1,"
               "\"CycleIssued\":0,\"CycleReady\":0,\"CycleRetired\":1}]}");
}

/// A retirement at or after -timeline-max-cycles truncates the chart.
TEST_F(ViewsTest, TimelineCycleLimit) {
  TimelineView TV(*TS.STI, *IP, ArrayRef<MCInst>(Source).take_front(1), 1,
                  /*MaxCycles=*/1);
  mca::InstRef IR = ref(0);
  unsigned Regs[1] = {0};
  TV.onEvent(mca::HWInstructionDispatchedEvent(IR, Regs, 1));
  TV.onEvent(mca::HWInstructionIssuedEvent(IR, {}));
  TV.onCycleEnd();
  TV.onEvent(mca::HWInstructionEvent(mca::HWInstructionEvent::Executed, IR));
  TV.onEvent(mca::HWInstructionRetiredEvent(IR, Regs));
  TV.onCycleEnd();
  std::string Out = print(TV);
  EXPECT_NE(Out.find("Index     0\nTruncated display due to cycle limit\n"),
            std::string::npos)
      << Out;
  std::string J;
  raw_string_ostream JS(J);
  JS << TV.toJSON();
  EXPECT_EQ(J, "{\"TimelineInfo\":[]}");
}

/// 2 instructions x 2 iterations, one per cycle, in 5 cycles.
TEST_F(ViewsTest, SummaryCountsIterationsFromDispatches) {
  SummaryView SV(TS.STI->getSchedModel(), Source, /*Width=*/0);
  unsigned Regs[1] = {0};
  for (unsigned Idx = 0; Idx < 4; ++Idx) {
    SV.onEvent(mca::HWInstructionDispatchedEvent(ref(Idx), Regs, 1));
    SV.onEvent(mca::HWInstructionRetiredEvent(ref(Idx), Regs));
    SV.onCycleEnd();
  }
  SV.onCycleEnd();
  // uOps per cycle = IPC = 4 / 5; block throughput = 2 uOps / width 1.
  EXPECT_EQ(print(SV), "Iterations:        2\n"
                       "Instructions:      4\n"
                       "Total Cycles:      5\n"
                       "Total uOps:        4\n"
                       "\n"
                       "Dispatch Width:    1\n"
                       "uOps Per Cycle:    0.80\n"
                       "IPC:               0.80\n"
                       "Block RThroughput: 2.0\n");
}

/// Usage is averaged over the iterations seen at dispatch.
TEST_F(ViewsTest, ResourcePressurePerIteration) {
  ResourcePressureView RPV(*TS.STI, *IP, Source);
  unsigned SALU = resourceID("HWSALU");
  ASSERT_NE(SALU, 0u);
  unsigned Regs[1] = {0};
  mca::ResourceUse Use{{SALU, 1}, mca::ReleaseAtCycles(1)};
  for (unsigned Idx = 0; Idx < 4; ++Idx) {
    RPV.onEvent(mca::HWInstructionDispatchedEvent(ref(Idx), Regs, 1));
    RPV.onEvent(mca::HWInstructionIssuedEvent(ref(Idx), Use));
  }
  std::string Out = print(RPV);
  // Two iterations, each s_nop 1 cycle on HWSALU ([3]): 2.00 per iteration,
  // 1.00 per instruction.
  EXPECT_NE(Out.find("[0]    [1]    [2]    [3]    [4]    [5]    [6]    \n"
                     " -      -      -     2.00    -      -      -     \n"),
            std::string::npos)
      << Out;
  EXPECT_NE(
      Out.find(" -      -      -     1.00    -      -      -     s_nop 0"),
      std::string::npos)
      << Out;
}

/// Stall cycles are reported with their share of all cycles.
TEST_F(ViewsTest, DispatchStalls) {
  DispatchStatistics DS;
  unsigned Regs[1] = {0};
  mca::InstRef IR = ref(0);
  for (unsigned C = 0; C < 3; ++C) {
    DS.onEvent(mca::HWStallEvent(mca::HWStallEvent::RegisterFileStall, IR));
    DS.onCycleEnd();
  }
  DS.onEvent(mca::HWInstructionDispatchedEvent(IR, Regs, 1));
  DS.onCycleEnd();
  std::string Out = print(DS);
  EXPECT_NE(Out.find("RAT     - Register unavailable:                      3  "
                     "(75.0%)\n"),
            std::string::npos)
      << Out;
  EXPECT_NE(
      Out.find(" 0,              3  (75.0%)\n 1,              1  (25.0%)\n"),
      std::string::npos)
      << Out;
  std::string J;
  raw_string_ostream JS(J);
  JS << DS.toJSON();
  EXPECT_EQ(J,
            "{\"GROUP\":0,\"LQ\":0,\"RAT\":3,\"RCU\":0,\"SCHEDQ\":0,\"SQ\":0,"
            "\"USH\":0}");
}

} // namespace
