//===- GCNViews.cpp - Factory of the GCN views ----------------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Creates the GCN views selected by GCNViewOptions for one report place.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "gcn-mca/MCA/Views/GCN/GCNSummaryView.h"
#include "gcn-mca/MCA/Views/GCN/MemoryAccessView.h"
#include "gcn-mca/MCA/Views/GCN/StallView.h"
#include "gcn-mca/MCA/Views/GCN/WaveTimelineView.h"
#include "gcn-mca/MCA/Views/GCN/WaveUtilizationView.h"

using namespace llvm;
using namespace llvm::gcnmca;

std::unique_ptr<GCNSummaryView>
llvm::gcnmca::createGCNSummary(const GCNViewOptions &Opts,
                               const MCSubtargetInfo &STI, MCInstPrinter &IP,
                               ArrayRef<MCInst> Insts) {
  auto Summary = std::make_unique<GCNSummaryView>(STI, IP, Insts, Opts.NumCUs,
                                                  Opts.ClockMHz);
  Summary->setVerdictThresholds(Opts.Verdict);
  Summary->setReportWidth(Opts.ReportWidth);
  return Summary;
}

std::vector<ReportView>
llvm::gcnmca::createGCNViews(const GCNViewOptions &Opts, GCNViewPlace Where,
                             const MCSubtargetInfo &STI, MCInstPrinter &IP,
                             ArrayRef<MCInst> Insts, StallView **StallsOut) {
  std::vector<ReportView> Views;
  if (StallsOut)
    *StallsOut = nullptr;
  switch (Where) {
  case GCNViewPlace::Start:
    if (Opts.Summary) {
      Views.push_back(createGCNSummary(Opts, STI, IP, Insts));
    }
    break;
  case GCNViewPlace::PostInstrInfo:
    if (Opts.Stalls) {
      auto Stalls = std::make_unique<StallView>(STI, IP, Insts);
      Stalls->setReportWidth(Opts.ReportWidth);
      if (StallsOut)
        *StallsOut = Stalls.get();
      Views.push_back(std::move(Stalls));
    }
    if (Opts.Memory) {
      auto Mem = std::make_unique<MemoryAccessView>(STI, IP, Insts);
      Mem->setReportWidth(Opts.ReportWidth);
      Views.push_back(std::move(Mem));
    }
    break;
  case GCNViewPlace::End:
    if (Opts.Waves) {
      auto Waves = std::make_unique<WaveUtilizationView>(STI, IP, Insts,
                                                         Opts.WaveViewMax);
      Waves->setReportWidth(Opts.ReportWidth);
      Views.push_back(std::move(Waves));
    }
    if (Opts.Timeline) {
      auto Timeline = std::make_unique<WaveTimelineView>(
          STI, IP, Insts, Opts.TimelineMaxCycles);
      Timeline->setReportWidth(Opts.ReportWidth);
      Views.push_back(std::move(Timeline));
    }
    break;
  }
  return Views;
}
