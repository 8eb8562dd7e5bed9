//===- ControlFlowOptions.h - Control-flow options of the driver -*- C++
//-*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The driver's access to the control-flow layer: per-kernel regions
/// (-kernel, -whole-file-region), the dynamic stream options (-control-flow,
/// -trip-count, -default-trip-count, -branch, -seed, -block-counts,
/// -max-dynamic-blocks, -max-expanded-instructions) and the -cfg-view, all
/// in the category "Control Flow Options" (ControlFlowOptions.cpp).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_TOOLS_CONTROLFLOWOPTIONS_H
#define GCN_MCA_TOOLS_CONTROLFLOWOPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <vector>

namespace llvm {
class MCInst;
class MCInstPrinter;
class MCInstrInfo;
class MCSubtargetInfo;
class SourceMgr;
namespace gcnmca {
class AnalysisRegion;
class AsmInput;
class RegionControlFlow;
class ReportPrinter;

/// The category "Control Flow Options" (for cl::HideUnrelatedOptions).
cl::OptionCategory &getControlFlowCategory();

/// Run once after parsing: replaces a marker-less input's regions by one
/// region per function, analyses the control flow of every region that
/// follows its branches, and, when \p ExpandStreams, replaces the
/// instructions of such a region by the expanded stream of one wave (what
/// the llvm-mca pipeline replays -iterations times).
Error prepareControlFlow(AsmInput &Input, SourceMgr &SM,
                         const MCInstrInfo &MCII, bool ExpandStreams);

/// Analyse the CFG of every region, also those that run straight (for
/// -cfg-dot). Call before prepareControlFlow.
void requestCFGAnalysis();

/// Turns -cfg-view on unless it was given (-all-views in the wave pipeline).
/// Call before prepareControlFlow.
void enableCFGViewUnlessGiven();

/// The dynamic stream of one wave through \p Region as indices of its static
/// instructions (what the wave pipeline replays), or nothing when the region
/// runs straight (not expanded by prepareControlFlow).
std::optional<std::vector<uint32_t>>
getRegionTrace(const AnalysisRegion &Region);

/// The control flow of \p Region, or nullptr when it was not analysed.
const RegionControlFlow *getRegionControlFlow(const AnalysisRegion &Region);

/// Adds the CFG view of \p Region to \p Printer when -cfg-view is given.
void addControlFlowViews(ReportPrinter &Printer, const AnalysisRegion &Region,
                         const SourceMgr &SM);

/// The wave pipeline's -cfg-view: the CFG view of \p Region with what the
/// simulated waves did in each block (CFGWaveView).
void addWaveControlFlowViews(ReportPrinter &Printer,
                             const AnalysisRegion &Region, const SourceMgr &SM,
                             const MCSubtargetInfo &STI, MCInstPrinter &IP,
                             ArrayRef<MCInst> Insts);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_TOOLS_CONTROLFLOWOPTIONS_H
