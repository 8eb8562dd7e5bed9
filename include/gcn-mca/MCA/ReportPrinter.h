//===- ReportPrinter.h - Per-region report of a pipeline --------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Collects the views attached to one region's pipeline and prints them, as
/// text (region header, then each view) or into the JSON report (TargetInfo,
/// SimulationParameters and one CodeRegions entry per region), in the layout
/// llvm-mca 22 uses.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_REPORTPRINTER_H
#define GCN_MCA_MCA_REPORTPRINTER_H

#include "gcn-mca/MCA/Views/JSONStreamable.h"
#include "llvm/MCA/Context.h"
#include "llvm/MCA/Pipeline.h"
#include "llvm/MCA/View.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class MCSubtargetInfo;
namespace gcnmca {
class AnalysisRegion;

class ReportPrinter {
  mca::Pipeline &P;
  const AnalysisRegion &Region;
  unsigned RegionIdx;
  const MCSubtargetInfo &STI;
  const mca::PipelineOptions &PO;
  std::vector<ReportView> Views;
  /// Why the run stopped early (empty: it ran to its end).
  std::string Incomplete;

  void printRegionHeader(raw_ostream &OS) const;

public:
  ReportPrinter(mca::Pipeline &P, const AnalysisRegion &Region,
                unsigned RegionIdx, const MCSubtargetInfo &STI,
                const mca::PipelineOptions &PO)
      : P(P), Region(Region), RegionIdx(RegionIdx), STI(STI), PO(PO) {}

  /// Attaches \p V to the pipeline as an event listener and to the report
  /// (a JSONStreamable view is streamed into the JSON report).
  void addView(ReportView V);
  /// Marks the report as covering a run stopped before its end (-max-cycles,
  /// deadlock): text "INCOMPLETE: <first line of Reason>" after the region
  /// header; JSON "incomplete": true and "reason".
  void setIncomplete(StringRef Reason) { Incomplete = Reason.str(); }
  void printReport(raw_ostream &OS) const;
  /// Writes this region's JSON object to \p J, one view at a time (the
  /// JSONStreamable ones entry by entry), keys in sorted order.
  void printReport(json::OStream &J) const;
  /// The document's "SimulationParameters" and "TargetInfo" (from the first
  /// region reported).
  json::Object getJSONSimulationParameters() const;
  json::Object getJSONTargetInfo() const;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_REPORTPRINTER_H
