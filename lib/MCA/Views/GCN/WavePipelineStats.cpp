//===- WavePipelineStats.cpp - Totals of a wave-pipeline run --------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Accumulates and prints the wave pipeline's totals.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/WavePipelineStats.h"
#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"

using namespace llvm;
using namespace llvm::gcnmca;

void WavePipelineStats::onEvent(const mca::HWInstructionEvent &Event) {
  const WaveEvent *E = WaveEvent::get(Event);
  if (!E)
    return;
  switch (E->getKind()) {
  case WaveEvent::RunStarted:
    Info = *E->Run;
    if (E->Subscriptions)
      E->Subscriptions->subscribe(this, AllWaveEvents);
    break;
  case WaveEvent::WaveStarted:
    ++Waves;
    break;
  case WaveEvent::InstIssued:
    ++Insts;
    break;
  case WaveEvent::WaveStalled:
    Stalls[unsigned(E->Reason)] += E->Slots;
    break;
  case WaveEvent::SlotDone:
    Slots += E->Slots;
    StalledSlots += E->Issued == 0 ? E->Slots : 0;
    break;
  case WaveEvent::UnitBusy:
    Busy[unsigned(E->Unit)] += E->BusyCycles;
    break;
  case WaveEvent::Starved:
    ++Starved;
    break;
  case WaveEvent::RunEnded:
    Cycles = E->Cycle;
    break;
  default:
    break;
  }
}

void WavePipelineStats::printView(raw_ostream &OS) const {
  OS << "\nWave Pipeline:\n";
  OS << "Processor:          " << Info.Processor << "\n";
  OS << "SIMDs:              " << Info.NumSIMDs << " (a slot every "
     << Info.SlotCycles << " cycles per SIMD)\n";
  OS << "Wave Size:          " << Info.WaveSize << "\n";
  OS << "Waves per SIMD:     " << Info.WavesPerSIMD << "\n";
  OS << "Waves:              " << Waves << " (" << Info.NumWorkgroups
     << " groups x " << Info.WavesPerWorkgroup << ")\n";
  OS << "Iterations:         " << Info.Iterations << "\n";
  OS << "Total Cycles:       " << Cycles << "\n";
  OS << "Wave Instructions:  " << Insts << "\n";
  OS << "Starved Cycles:     " << Starved << "\n";
  OS << "Issue Slots:        " << Slots << " (" << StalledSlots
     << " without issue)\n";
  OS << "\nUnit Busy Cycles:\n";
  for (unsigned U = 1; U < NumGCNExecUnits; ++U)
    if (Busy[U])
      OS << "  " << left_justify(getExecUnitName(GCNExecUnit(U)), 10)
         << format("%10llu", (unsigned long long)Busy[U]) << "\n";
  OS << "\nStalled Wave-Slots:\n";
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    if (Stalls[R])
      OS << "  " << left_justify(getWaveStallReasonName(WaveStallReason(R)), 26)
         << format("%10llu", (unsigned long long)Stalls[R]) << "\n";
}

json::Value WavePipelineStats::toJSON() const {
  json::Object Units, StallsJ;
  for (unsigned U = 1; U < NumGCNExecUnits; ++U)
    if (Busy[U])
      Units[getExecUnitName(GCNExecUnit(U))] = int64_t(Busy[U]);
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    if (Stalls[R])
      StallsJ[getWaveStallReasonName(WaveStallReason(R))] = int64_t(Stalls[R]);
  return json::Object{{"TotalCycles", int64_t(Cycles)},
                      {"Waves", int64_t(Waves)},
                      {"WaveInstructions", int64_t(Insts)},
                      {"StarvedCycles", int64_t(Starved)},
                      {"IssueSlots", int64_t(Slots)},
                      {"SlotsWithoutIssue", int64_t(StalledSlots)},
                      {"WavesPerSIMD", int64_t(Info.WavesPerSIMD)},
                      {"UnitBusyCycles", std::move(Units)},
                      {"StalledWaveSlots", std::move(StallsJ)}};
}

/// GCNViews.def's factory of the view.
ReportView llvm::gcnmca::createWaveStatsView(GCNViewContext &Ctx) {
  return std::make_unique<WavePipelineStats>();
}
