//===- RetiringEntryStageTest.cpp - Retired instructions are freed --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// RetiringEntryStage frees every retired instruction, also those behind one
/// that LLVM's InOrderIssueStage never retires: the instructions it holds
/// do not grow with the iteration count, and the pipeline gives the same
/// cycles and events as LLVM's own (whose EntryStage keeps them).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Stages/RetiringEntryStage.h"
#include "gcn-mca/MCA/HardwareUnits/InOrderLSUnit.h"
#include "LoweredAsm.h"
#include "llvm/MCA/Context.h"
#include "llvm/MCA/CustomBehaviour.h"
#include "llvm/MCA/HWEventListener.h"
#include "llvm/MCA/HardwareUnits/RegisterFile.h"
#include "llvm/MCA/Pipeline.h"
#include "llvm/MCA/Stages/InOrderIssueStage.h"
#include "gtest/gtest.h"
#include <tuple>
#include <vector>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// Every instruction event with its cycle; the most instructions the entry
/// stage held at a cycle's end, if it is given.
struct Log final : public mca::HWEventListener {
  const RetiringEntryStage *Entry = nullptr;
  unsigned Cycle = 0;
  size_t MaxLive = 0;
  unsigned Retired = 0;
  std::vector<std::tuple<unsigned, unsigned, unsigned>> Events;
  void onCycleEnd() override {
    ++Cycle;
    if (Entry)
      MaxLive = std::max(MaxLive, Entry->getNumLiveInstructions());
  }
  void onEvent(const mca::HWInstructionEvent &E) override {
    Events.emplace_back(Cycle, E.Type, E.IR.getSourceIndex());
    Retired += E.Type == mca::HWInstructionEvent::Retired;
  }
};

struct SimRun {
  unsigned Cycles = 0;
  Log L;
};

/// \p P's instructions, \p Iterations times, through LLVM's in-order
/// pipeline (\p Own) or through the same stages behind a RetiringEntryStage.
SimRun simulate(Parsed &P, unsigned Iterations, bool Own) {
  SimRun R;
  LoweredAsm Lowered(P);
  if (!Lowered.lower(P, /*PostProcess=*/false)) {
    ADD_FAILURE() << Lowered.Error;
    return R;
  }
  mca::CircularSourceMgr Src(Lowered.Insts, Iterations);
  mca::CustomBehaviour CB(*P.TS.STI, Src, *P.TS.MCII);
  mca::Context Ctx(*P.TS.MRI, *P.TS.STI);
  mca::PipelineOptions PO(0, 0, 0, 0, 0, 0, /*NoAlias=*/false, false);
  std::unique_ptr<mca::Pipeline> Pipe;
  if (Own) {
    Pipe = Ctx.createDefaultPipeline(PO, Src, CB);
  } else {
    const MCSchedModel &SM = P.TS.STI->getSchedModel();
    auto Regs = std::make_unique<mca::RegisterFile>(SM, *P.TS.MRI, 0);
    auto LSU = std::make_unique<InOrderLSUnit>(SM, 0, 0, false);
    auto Entry = std::make_unique<RetiringEntryStage>(Src);
    R.L.Entry = Entry.get();
    Pipe = std::make_unique<mca::Pipeline>();
    Pipe->appendStage(std::move(Entry));
    Pipe->appendStage(std::make_unique<mca::InOrderIssueStage>(
        *P.TS.STI, *Regs, CB, *LSU));
    Ctx.addHardwareUnit(std::move(Regs));
    Ctx.addHardwareUnit(std::move(LSU));
  }
  Pipe->addEventListener(&R.L);
  Expected<unsigned> Cycles = Pipe->run();
  if (!Cycles) {
    ADD_FAILURE() << toString(Cycles.takeError());
    return R;
  }
  R.Cycles = *Cycles;
  return R;
}

TEST(RetiringEntryStage, FreesRetiredBehindOneNeverRetired) {
  // From rocPRIM's segmented radix sort (librocsparse0): LLVM 22's
  // InOrderIssueStage executes some of the s_cbranch_execz and global
  // loads here without ever retiring them (no Executed or Retired event),
  // next to the carried-over two-micro-op v_add_co/v_addc_co. 100 v_adds
  // follow.
  std::string Text = R"(
  s_and_saveexec_b64 s[6:7], s[4:5]
  s_cbranch_execz .Lend
  global_load_dwordx2 v[18:19], v[32:33], off offset:768
  s_or_b64 exec, exec, s[6:7]
  s_add_u32 s6, s78, s14
  v_lshlrev_b64 v[4:5], 3, v[1:2]
  s_addc_u32 s7, s79, s15
  v_mov_b32_e32 v6, s7
  v_add_co_u32_e64 v20, s[6:7], s6, v4
  v_addc_co_u32_e64 v21, s[6:7], v6, v5, s[6:7]
)";
  for (unsigned I = 0; I < 100; ++I)
    Text += "  v_add_f32_e32 v1, v2, v3\n";
  Text += ".Lend:\n";
  Parsed P;
  ASSERT_TRUE(P.parse(Text, "gfx900")) << P.Diags;
  const unsigned N = 110, Iterations = 200;
  SimRun Own = simulate(P, Iterations, /*Own=*/true);
  SimRun New = simulate(P, Iterations, /*Own=*/false);
  // The same simulation, event for event.
  EXPECT_GE(Own.Cycles, N * Iterations);
  EXPECT_EQ(New.Cycles, Own.Cycles);
  EXPECT_TRUE(New.L.Events == Own.L.Events);
  // Some instances are never retired (else LLVM's EntryStage would free
  // everything too: see RetiringEntryStage.h), at most the two of each
  // iteration named above (one, in LLVM 22).
  unsigned NeverRetired = N * Iterations - Own.L.Retired;
  EXPECT_GT(NeverRetired, 0u);
  EXPECT_LE(NeverRetired, 2 * Iterations);
  // Held at most: the never-retired plus those in flight (an issue width of
  // 1 and latencies up to 80 cycles: fewer than two iterations' 220), far
  // fewer than the 22,000 instances LLVM's EntryStage keeps from the first
  // never-retired one on.
  EXPECT_LE(New.L.MaxLive, NeverRetired + 2 * N);
}

} // namespace
