//===- GCNViews.h - Options and factory of the GCN views --------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Which GCN views a wave-pipeline run prints, and the factory that creates
/// them for each of the three places llvm-mca's CustomBehaviour offers
/// (before the summary, after the instruction info, at the end). The
/// driver's options (tools/gcn-mca/GCNViewOptions.cpp) fill GCNViewOptions.
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

struct GCNViewOptions {
  bool Summary = true;             ///< GCNSummaryView (-gcn-summary-view)
  bool Stalls = true;              ///< StallView (-stall-view)
  bool Waves = true;               ///< WaveUtilizationView (-wave-view)
  bool Memory = true;              ///< MemoryAccessView (-memory-view)
  bool Timeline = false;           ///< WaveTimelineView (-timeline)
  unsigned WaveViewMax = 16;       ///< rows of the per-wave view, 0 = all
  unsigned TimelineMaxCycles = 80; ///< 0 = all
  unsigned NumCUs = 0;             ///< 0 = the pipeline's CU count
  double ClockMHz = 1700;
  /// Width of the text report in columns (-report-width; 0 = no limit).
  unsigned ReportWidth = 100;
  GCNVerdictThresholds Verdict;
};

/// Where a view goes in the report (llvm-mca's CustomBehaviour hooks).
enum class GCNViewPlace { Start, PostInstrInfo, End };

/// The views of \p Opts that belong at \p Where: Start = summary,
/// PostInstrInfo = stall view, End = per-wave view then timeline.
/// \p StallsOut, if given, receives the stall view made (or null).
std::vector<ReportView>
createGCNViews(const GCNViewOptions &Opts, GCNViewPlace Where,
               const MCSubtargetInfo &STI, MCInstPrinter &IP,
               ArrayRef<MCInst> Insts, StallView **StallsOut = nullptr);
/// A GCN summary configured by \p Opts (thresholds, CUs, clock, width),
/// printed or not: the statistics of a wave-pipeline region.
std::unique_ptr<GCNSummaryView>
createGCNSummary(const GCNViewOptions &Opts, const MCSubtargetInfo &STI,
                 MCInstPrinter &IP, ArrayRef<MCInst> Insts);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_GCNVIEWS_H
