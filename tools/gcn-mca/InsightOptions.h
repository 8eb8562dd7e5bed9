//===- InsightOptions.h - Source view, trace and CFG picture ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The driver's access to the "Insight Options": -source-view (issue and
/// stall cycles per `.loc` source line), -trace=FILE (Chrome trace-event JSON
/// for Perfetto, bounded by -trace-max-cycles and -trace-max-events) and
/// -cfg-dot=FILE (Graphviz DOT of the regions' CFGs coloured by cost). The
/// views collect during the pipeline runs; writeInsightFiles() writes the
/// files once the whole report succeeded.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_TOOLS_INSIGHTOPTIONS_H
#define GCN_MCA_TOOLS_INSIGHTOPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"

namespace llvm {
class MCInst;
class MCInstPrinter;
class MCSubtargetInfo;
class SourceMgr;
namespace mca {
class Pipeline;
}
namespace gcnmca {
class AnalysisRegion;
class AsmInput;
class ReportPrinter;

/// The category "Insight Options" (for cl::HideUnrelatedOptions).
cl::OptionCategory &getInsightCategory();

/// Checks the options once after parsing; \p WaveRun says the wave
/// pipeline runs (-source-view and -trace need it). Asks the control-flow
/// layer for every region's CFG when -cfg-dot is given.
Error validateInsightOptions(bool WaveRun);

/// True when the source view is printed: -source-view, or -all-views with
/// an input that has `.loc` source positions.
bool printSourceView(bool AllViews, const AsmInput &Input);

/// Adds the source view of \p Insts to \p Printer (after the stall view).
void addSourceView(ReportPrinter &Printer, const AsmInput &Input,
                   const MCSubtargetInfo &STI, MCInstPrinter &IP,
                   ArrayRef<MCInst> Insts);

/// Adds the hotspots section (-top=N, default 5; 0 = none) of \p Insts to
/// \p Printer (after the GCN summary).
void addHotspotsView(ReportPrinter &Printer, const AnalysisRegion &Region,
                     const AsmInput &Input, const MCSubtargetInfo &STI,
                     MCInstPrinter &IP, ArrayRef<MCInst> Insts);

/// Wave pipeline: makes the -trace and -cfg-dot collectors of region
/// \p RegionIdx listen to \p P.
void addInsightListeners(mca::Pipeline &P, const AnalysisRegion &Region,
                         unsigned RegionIdx, const SourceMgr &SM,
                         const MCSubtargetInfo &STI, MCInstPrinter &IP,
                         ArrayRef<MCInst> Insts);

/// llvm-mca pipeline: records \p Region for -cfg-dot (without wave figures).
void addStaticInsight(const AnalysisRegion &Region, unsigned RegionIdx);

/// Writes the -trace and -cfg-dot files (after every region ran).
Error writeInsightFiles();

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_TOOLS_INSIGHTOPTIONS_H
