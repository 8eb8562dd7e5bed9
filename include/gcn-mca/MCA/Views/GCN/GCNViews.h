//===- GCNViews.h - Options and factory of the GCN views --------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Which GCN views a wave-pipeline run prints, and the factory that creates
/// them for each place in the report. The views, their flags, defaults and
/// places are one table, GCNViews.def; resolveRunSettings() fills
/// GCNViewOptions.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_GCNVIEWS_H
#define GCN_MCA_MCA_VIEWS_GCN_GCNVIEWS_H

#include "gcn-mca/MCA/Views/JSONStreamable.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MCA/View.h"
#include <memory>
#include <vector>

namespace llvm {
class MCInstPrinter;
class MCSubtargetInfo;
namespace gcnmca {
class GCNSummaryView;
class StallView;

/// Thresholds of the GCN summary's verdict, as fractions in [0, 1]. The
/// defaults are assumptions of ours (docs/Model.md, docs/Views.md).
struct GCNVerdictThresholds {
  double StarveRate = 0.5; ///< starved at or above (-verdict-starve-rate)
  double UnitBusy = 0.8;   ///< unit-bound at or above (-verdict-unit-busy)
  double StallRate = 0.25; ///< backpressure / latency (-verdict-stall-rate)
};

/// A view's default when its flag is not given (GCNViews.def).
enum class GCNViewDefault {
  On, ///< on; -all-views sets it as llvm-mca's views
  Off ///< off; -all-views leaves it
};

/// The views a wave-pipeline region prints, resolved (resolveRunSettings()),
/// and their settings.
struct GCNViewOptions {
  // One flag per view of GCNViews.def.
#define GCN_VIEW(Id, Option, Default, Place, Help)                             \
  bool Id = GCNViewDefault::Default == GCNViewDefault::On;
#include "gcn-mca/MCA/Views/GCN/GCNViews.def"
  bool Timeline = false;           ///< WaveTimelineView (-timeline)
  unsigned WaveViewMax = 16;       ///< rows of the per-wave view, 0 = all
  unsigned TimelineMaxCycles = 80; ///< 0 = all
  unsigned NumCUs = 0;             ///< 0 = the pipeline's CU count
  double ClockMHz = 1700;
  /// Width of the text report in columns (-report-width; 0 = no limit).
  unsigned ReportWidth = 100;
  GCNVerdictThresholds Verdict;
};

/// Where a view goes in the wave pipeline's report (GCNViews.def).
enum class GCNViewPlace { Start, PostInstrInfo, PostSource, End };

/// What a view's factory may use, and the views the report's other parts
/// read (set by their factories).
struct GCNViewContext {
  const GCNViewOptions &Opts;
  const MCSubtargetInfo &STI;
  MCInstPrinter &IP;
  ArrayRef<MCInst> Insts;
  GCNSummaryView *Summary = nullptr; ///< the summary made, if any
  StallView *Stalls = nullptr;       ///< the stall view made, if any

  GCNViewContext(const GCNViewOptions &Opts, const MCSubtargetInfo &STI,
                 MCInstPrinter &IP, ArrayRef<MCInst> Insts)
      : Opts(Opts), STI(STI), IP(IP), Insts(Insts) {}
};

// The factories of GCNViews.def, one per view, defined in the view's .cpp.
#define GCN_VIEW(Id, Option, Default, Place, Help)                             \
  ReportView create##Id##View(GCNViewContext &Ctx);
#include "gcn-mca/MCA/Views/GCN/GCNViews.def"

/// The views of GCNViews.def that \p Ctx's options turn on and that belong
/// at \p Where, in the table's order; at End the wave timeline follows
/// (-timeline, a flag shared with llvm-mca's pipeline).
std::vector<ReportView> createGCNViews(GCNViewPlace Where,
                                       GCNViewContext &Ctx);
/// A GCN summary configured by \p Opts (thresholds, CUs, clock, width),
/// printed or not: the statistics of a wave-pipeline region.
std::unique_ptr<GCNSummaryView>
createGCNSummary(const GCNViewOptions &Opts, const MCSubtargetInfo &STI,
                 MCInstPrinter &IP, ArrayRef<MCInst> Insts);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_GCNVIEWS_H
