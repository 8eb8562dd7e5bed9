//===- InOrderLSUnitTest.cpp - llvm-mca's pipeline with InOrderLSUnit -----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// InOrderLSUnit drops only LSUnit's critical-predecessor countdown, which
/// the in-order pipeline never reads: the pipeline it builds must give the
/// same cycles and the same events, cycle for cycle, as LLVM's own
/// (mca::Context::createDefaultPipeline) on code whose memory groups wait on
/// each other (stores after loads, loads after stores, LDS and global).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/InOrderLSUnit.h"
#include "LoweredAsm.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MCA/Context.h"
#include "llvm/MCA/CustomBehaviour.h"
#include "llvm/MCA/HWEventListener.h"
#include "llvm/MCA/Pipeline.h"
#include "llvm/MCA/SourceMgr.h"
#include "gtest/gtest.h"
#include <tuple>
#include <vector>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// Every instruction event and stall with its cycle.
struct EventLog final : public mca::HWEventListener {
  unsigned Cycle = 0;
  std::vector<std::tuple<unsigned, unsigned, unsigned>> Events;
  void onCycleEnd() override { ++Cycle; }
  void onEvent(const mca::HWInstructionEvent &E) override {
    Events.emplace_back(Cycle, E.Type, E.IR.getSourceIndex());
  }
  void onEvent(const mca::HWStallEvent &E) override {
    Events.emplace_back(Cycle, 100 + E.Type, E.IR.getSourceIndex());
  }
};

/// \p Text's instructions run \p Iterations times through llvm-mca's
/// pipeline: LLVM's own (\p Own) or InOrderLSUnit's.
struct SimRun {
  unsigned Cycles = 0;
  EventLog Log;
};

SimRun simulate(Parsed &P, unsigned Iterations, bool Own) {
  SimRun R;
  // The target's post-processing gives AMDGPU's custom behaviour what its
  // s_waitcnt handling reads.
  LoweredAsm Lowered(P);
  if (!Lowered.lower(P, /*PostProcess=*/true)) {
    ADD_FAILURE() << Lowered.Error;
    return R;
  }
  mca::CircularSourceMgr Src(Lowered.Insts, Iterations);
  std::unique_ptr<mca::CustomBehaviour> CB(
      P.TS.TheTarget->createCustomBehaviour(*P.TS.STI, Src, *P.TS.MCII));
  if (!CB)
    CB = std::make_unique<mca::CustomBehaviour>(*P.TS.STI, Src, *P.TS.MCII);
  mca::Context Ctx(*P.TS.MRI, *P.TS.STI);
  mca::PipelineOptions PO(/*UOPQSize=*/0, /*DecThr=*/0, /*DW=*/0, /*RFS=*/0,
                          /*LQS=*/0, /*SQS=*/0, /*NoAlias=*/false,
                          /*EnableBottleneckAnalysis=*/false);
  std::unique_ptr<mca::Pipeline> Pipe =
      Own ? Ctx.createDefaultPipeline(PO, Src, *CB)
          : InOrderLSUnit::createPipeline(Ctx, PO, Src, *CB);
  Pipe->addEventListener(&R.Log);
  Expected<unsigned> Cycles = Pipe->run();
  if (!Cycles) {
    ADD_FAILURE() << toString(Cycles.takeError());
    return R;
  }
  R.Cycles = *Cycles;
  return R;
}

TEST(InOrderLSUnit, SameCyclesAndEventsAsLLVMs) {
  // Loads and stores whose memory groups depend on each other: a store
  // may not pass an older load or store, a load not an older store, so
  // groups wait; LDS and global; waits on the counters in between.
  const char *Text = R"(
	global_load_dword v1, v[2:3], off
	global_load_dword v4, v[2:3], off offset:64
	global_store_dword v[2:3], v5, off
	ds_read_b32 v6, v7
	ds_write_b32 v7, v8
	global_load_dword v9, v[2:3], off offset:128
	s_waitcnt vmcnt(1)
	v_add_f32 v1, v1, v4
	global_store_dword v[2:3], v1, off offset:256
	ds_read_b32 v10, v7 offset:512
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v6, v10
	global_store_dword v[2:3], v6, off offset:512
	s_waitcnt vmcnt(0)
)";
  for (const char *CPU : {"gfx900", "gfx90a", "gfx1030"}) {
    Parsed P;
    ASSERT_TRUE(P.parse(Text, CPU)) << CPU << ": " << P.Diags;
    ASSERT_FALSE(P.TS.STI->getSchedModel().isOutOfOrder()) << CPU;
    SimRun Own = simulate(P, 20, /*Own=*/true);
    SimRun New = simulate(P, 20, /*Own=*/false);
    // 20 iterations of 14 instructions at an issue width of 1: at least
    // 280 cycles; each instruction dispatched, ready, issued, executed and
    // retired: at least 5 events each.
    ASSERT_EQ(P.TS.STI->getSchedModel().IssueWidth, 1u) << CPU;
    EXPECT_GE(Own.Cycles, 14u * 20) << CPU;
    EXPECT_GE(Own.Log.Events.size(), 5u * 14 * 20) << CPU;
    EXPECT_EQ(New.Cycles, Own.Cycles) << CPU;
    EXPECT_TRUE(New.Log.Events == Own.Log.Events) << CPU;
  }
}

} // namespace
