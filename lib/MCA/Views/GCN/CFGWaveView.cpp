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

#include <cmath>

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

void CFGWaveView::onSlot(const SlotOutcome &E) {
  if (!E.Issued)
    SIMDStalled[unsigned(E.Reason)] += E.Slots;
}

std::vector<CFGView::WaveBlockStats> CFGWaveView::computeBlockStats() const {
  const ControlFlowGraph &G = RCF.getCFG();
  std::vector<CFGView::WaveBlockStats> Stats(G.size());
  // The rankings' stalls (LostSlotShares): the SIMD slots lost, attributed
  // to the instructions by their waves' stall slots.
  LostSlotShares L;
  for (unsigned R = 0; R < NumWaveStallReasons; ++R) {
    L.SIMDSlots[R] = SIMDStalled[R];
    for (const InstCounts &C : Counts)
      L.WaveSlots[R] += C.StallSlots[R];
  }
  double Share[NumWaveStallReasons];
  double TotalStallSlots = 0;
  for (unsigned R = 0; R < NumWaveStallReasons; ++R) {
    Share[R] = L.share(WaveStallReason(R));
    TotalStallSlots += double(L.WaveSlots[R]) * Share[R];
  }
  for (const BasicBlock &B : G.blocks()) {
    CFGView::WaveBlockStats &S = Stats[B.Index];
    double ByReason[NumWaveStallReasons] = {};
    double StallSlots = 0;
    for (unsigned I = B.Begin; I < B.End && I < Counts.size(); ++I) {
      S.Issued += Counts[I].Issued;
      for (unsigned R = 0; R < NumWaveStallReasons; ++R) {
        double N = double(Counts[I].StallSlots[R]) * Share[R];
        ByReason[R] += N;
        StallSlots += N;
      }
    }
    S.StallCycles = uint64_t(std::llround(StallSlots * Info.SlotCycles));
    S.StallShare = TotalStallSlots > 0 ? StallSlots / TotalStallSlots : 0.0;
    S.TopStall = "-";
    double Best = 0.5 / Info.SlotCycles; // at least a cycle
    for (unsigned R = 0; R < NumWaveStallReasons; ++R)
      if (ByReason[R] > Best) {
        Best = ByReason[R];
        S.TopStall = getWaveStallReasonName(WaveStallReason(R)).str();
      }
    S.Executions = B.Begin < Counts.size() ? Counts[B.Begin].Issued : 0;
    if (S.Executions)
      S.CyclesPerExecution = (double(S.Issued) + StallSlots) *
                             Info.SlotCycles / double(S.Executions);
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
