//===- CFGWaveView.cpp - The control-flow view with wave figures ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Collects issues and stalls per static instruction and sums them per basic
/// block for the control-flow view (see CFGWaveView.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/CFGWaveView.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "llvm/Support/JSON.h"

using namespace llvm;
using namespace llvm::gcnmca;

CFGWaveView::CFGWaveView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                         ArrayRef<MCInst> Source, const RegionControlFlow &RCF,
                         const SourceMgr &SM)
    : GCNWaveViewBase(STI, Printer, Source), RCF(RCF), CFG(RCF, SM),
      Counts(Source.size()) {}

void CFGWaveView::onIssue(const Issue &E) {
  if (E.Inst < Counts.size())
    ++Counts[E.Inst].Issued;
}

void CFGWaveView::onWaveStall(const WaveStall &E) {
  if (E.Inst < Counts.size())
    Counts[E.Inst].StallSlots[unsigned(E.Reason)] += E.Slots;
}

std::vector<CFGView::WaveBlockStats> CFGWaveView::computeBlockStats() const {
  const ControlFlowGraph &G = RCF.getCFG();
  std::vector<CFGView::WaveBlockStats> Stats(G.size());
  uint64_t TotalStallSlots = 0;
  for (const InstCounts &C : Counts)
    for (uint64_t N : C.StallSlots)
      TotalStallSlots += N;
  for (const BasicBlock &B : G.blocks()) {
    CFGView::WaveBlockStats &S = Stats[B.Index];
    uint64_t ByReason[NumWaveStallReasons] = {};
    uint64_t StallSlots = 0;
    for (unsigned I = B.Begin; I < B.End && I < Counts.size(); ++I) {
      S.Issued += Counts[I].Issued;
      for (unsigned R = 0; R < NumWaveStallReasons; ++R) {
        ByReason[R] += Counts[I].StallSlots[R];
        StallSlots += Counts[I].StallSlots[R];
      }
    }
    S.StallCycles = StallSlots * Info.SlotCycles;
    S.StallShare =
        TotalStallSlots ? double(StallSlots) / double(TotalStallSlots) : 0.0;
    S.TopStall = "-";
    uint64_t Best = 0;
    for (unsigned R = 0; R < NumWaveStallReasons; ++R)
      if (ByReason[R] > Best) {
        Best = ByReason[R];
        S.TopStall = getWaveStallReasonName(WaveStallReason(R)).str();
      }
    S.Executions = B.Begin < Counts.size() ? Counts[B.Begin].Issued : 0;
    if (S.Executions)
      S.CyclesPerExecution = double((S.Issued + StallSlots) * Info.SlotCycles) /
                             double(S.Executions);
  }
  return Stats;
}

void CFGWaveView::printView(raw_ostream &OS) const {
  CFG.setWaveStats(computeBlockStats());
  CFG.setReportWidth(getReportWidth());
  CFG.printView(OS);
}

json::Value CFGWaveView::toJSON() const {
  CFG.setWaveStats(computeBlockStats());
  return CFG.toJSON();
}
