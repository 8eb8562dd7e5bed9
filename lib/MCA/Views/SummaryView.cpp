//===- SummaryView.cpp - Iterations, cycles, IPC, block throughput --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the summary at the top of each region's report.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/SummaryView.h"
#include "llvm/MCA/HWEventListener.h"
#include "llvm/MCA/Instruction.h"
#include "llvm/MCA/Support.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

SummaryView::SummaryView(const MCSchedModel &SM, ArrayRef<MCInst> Source,
                         unsigned Width)
    : SM(SM), Source(Source), DispatchWidth(Width ? Width : SM.IssueWidth) {
  unsigned NumKinds = SM.getNumProcResourceKinds();
  ResourceCycles.assign(NumKinds, 0);
  StateIndexToResourceID.assign(NumKinds, 0);
  SmallVector<uint64_t, 16> Masks(NumKinds);
  mca::computeProcResourceMasks(SM, Masks);
  for (unsigned ID = 1; ID < NumKinds; ++ID)
    StateIndexToResourceID[mca::getResourceStateIndex(Masks[ID])] = ID;
}

void SummaryView::onEvent(const mca::HWInstructionEvent &Event) {
  unsigned Idx = Event.IR.getSourceIndex();
  if (Event.Type == mca::HWInstructionEvent::Dispatched)
    LastDispatchedIdx = Idx;
  // Per-iteration figures come from the retirements of iteration 0.
  if (Event.Type != mca::HWInstructionEvent::Retired || Idx >= Source.size())
    return;
  const mca::InstrDesc &D = Event.IR.getInstruction()->getDesc();
  IterationMicroOps += D.NumMicroOps;
  for (const auto &[Mask, Usage] : D.Resources)
    if (Usage.size())
      ResourceCycles[StateIndexToResourceID[mca::getResourceStateIndex(
          Mask)]] += Usage.size();
}

SummaryView::Figures SummaryView::compute() const {
  Figures F;
  unsigned N = Source.size();
  // The last dispatched instruction tells how many iterations ran.
  F.Iterations = LastDispatchedIdx / N + 1;
  F.Instructions = N * F.Iterations;
  F.TotalCycles = Cycles;
  F.DispatchWidth = DispatchWidth;
  F.TotaluOps = IterationMicroOps * F.Iterations;
  F.UOpsPerCycle = (double)F.TotaluOps / Cycles;
  F.IPC = (double)F.Instructions / Cycles;
  F.BlockRThroughput = mca::computeBlockRThroughput(
      SM, DispatchWidth, IterationMicroOps, ResourceCycles);
  return F;
}

/// Rounds half up to \p Scale (10 or 100) before printing, as llvm-mca does.
static double roundHalfUp(double V, double Scale) {
  return std::floor(V * Scale + 0.5) / Scale;
}

void SummaryView::printView(raw_ostream &OS) const {
  Figures F = compute();
  OS << "Iterations:        " << F.Iterations << '\n'
     << "Instructions:      " << F.Instructions << '\n'
     << "Total Cycles:      " << F.TotalCycles << '\n'
     << "Total uOps:        " << F.TotaluOps << "\n\n"
     << "Dispatch Width:    " << F.DispatchWidth << '\n'
     << "uOps Per Cycle:    "
     << format("%.2f", roundHalfUp(F.UOpsPerCycle, 100)) << '\n'
     << "IPC:               " << format("%.2f", roundHalfUp(F.IPC, 100)) << '\n'
     << "Block RThroughput: "
     << format("%.1f", roundHalfUp(F.BlockRThroughput, 10)) << '\n';
}

json::Value SummaryView::toJSON() const {
  Figures F = compute();
  return json::Object({{"Iterations", F.Iterations},
                       {"Instructions", F.Instructions},
                       {"TotalCycles", F.TotalCycles},
                       {"TotaluOps", F.TotaluOps},
                       {"DispatchWidth", F.DispatchWidth},
                       {"uOpsPerCycle", F.UOpsPerCycle},
                       {"IPC", F.IPC},
                       {"BlockRThroughput", F.BlockRThroughput}});
}
