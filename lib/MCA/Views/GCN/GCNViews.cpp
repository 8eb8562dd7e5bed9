//===- GCNViews.cpp - Factory of the GCN views ----------------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Creates the GCN views selected by GCNViewOptions for one report place,
/// in GCNViews.def's order, through each view's factory.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "gcn-mca/MCA/Views/GCN/GCNSummaryView.h"
#include "gcn-mca/MCA/Views/GCN/WaveTimelineView.h"

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

std::vector<ReportView> llvm::gcnmca::createGCNViews(GCNViewPlace Where,
                                                     GCNViewContext &Ctx) {
  std::vector<ReportView> Views;
  const GCNViewOptions &Opts = Ctx.Opts;
#define GCN_VIEW(Id, Option, Default, Place, Help)                             \
  if (Where == GCNViewPlace::Place && Opts.Id)                                 \
    Views.push_back(create##Id##View(Ctx));
#include "gcn-mca/MCA/Views/GCN/GCNViews.def"
  if (Where == GCNViewPlace::End && Opts.Timeline) {
    auto Timeline = std::make_unique<WaveTimelineView>(
        Ctx.STI, Ctx.IP, Ctx.Insts, Opts.TimelineMaxCycles);
    Timeline->setReportWidth(Opts.ReportWidth);
    Views.push_back(std::move(Timeline));
  }
  return Views;
}
