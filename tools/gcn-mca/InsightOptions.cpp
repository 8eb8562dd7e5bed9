//===- InsightOptions.cpp - Source view, trace and CFG picture ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Option definitions and glue of -source-view, -trace and -cfg-dot (see
/// InsightOptions.h).
//===----------------------------------------------------------------------===//

#include "InsightOptions.h"
#include "ControlFlowOptions.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/Input/AnalysisRegions.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/MCA/ReportPrinter.h"
#include "gcn-mca/MCA/Views/GCN/CFGDotWriter.h"
#include "gcn-mca/MCA/Views/GCN/CFGWaveView.h"
#include "gcn-mca/MCA/Views/GCN/HotspotsView.h"
#include "gcn-mca/MCA/Views/GCN/SourceView.h"
#include "gcn-mca/MCA/Views/GCN/TraceView.h"
#include "llvm/MCA/Pipeline.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace llvm;
using namespace llvm::gcnmca;

cl::OptionCategory &llvm::gcnmca::getInsightCategory() {
  static cl::OptionCategory Cat("Insight Options");
  return Cat;
}

static cl::opt<bool> SourceViewOpt(
    "source-view",
    cl::desc("Print issue and stall cycles per source line, from the `.loc` "
             "directives of clang -g output (on with -all-views when the "
             "input has them)"),
    cl::init(false), cl::cat(getInsightCategory()));

static cl::opt<unsigned> TopN(
    "top",
    cl::desc("Rows of the hotspots section (costliest instructions, blocks "
             "and source lines; default 5, 0 = no section)"),
    cl::value_desc("N"), cl::init(5), cl::cat(getInsightCategory()));

static cl::opt<std::string> TraceFile(
    "trace",
    cl::desc("Write the wave pipeline's run as Chrome trace-event JSON "
             "(Perfetto, chrome://tracing); 1 trace microsecond = 1 cycle"),
    cl::value_desc("file"), cl::cat(getInsightCategory()));

static cl::opt<unsigned long long> TraceMaxCycles(
    "trace-max-cycles",
    cl::desc("Record only cycles below N in the -trace file (default "
             "100000, 0 = all)"),
    cl::value_desc("N"), cl::init(100000), cl::cat(getInsightCategory()));

static cl::opt<unsigned long long> TraceMaxEvents(
    "trace-max-events",
    cl::desc("Record at most N events per region in the -trace file "
             "(default 1000000, 0 = no limit)"),
    cl::value_desc("N"), cl::init(1000000), cl::cat(getInsightCategory()));

static cl::opt<std::string> CFGDotFile(
    "cfg-dot",
    cl::desc("Write the regions' control-flow graphs as Graphviz DOT, blocks "
             "coloured by cost, loops with their trip counts"),
    cl::value_desc("file"), cl::cat(getInsightCategory()));

namespace {
/// What the runs left for the files.
struct InsightState {
  std::vector<std::unique_ptr<TraceView>> Traces;
  struct DotRegion {
    std::string Name;
    const RegionControlFlow *RCF;
    std::unique_ptr<CFGWaveView> Wave; ///< null: no wave figures
  };
  std::vector<DotRegion> Dots;
};
} // namespace

static InsightState &state() {
  static InsightState S;
  return S;
}

static TraceView::Limits traceLimits() {
  TraceView::Limits L;
  L.MaxCycles = TraceMaxCycles;
  L.MaxEvents = TraceMaxEvents;
  return L;
}

Error llvm::gcnmca::validateInsightOptions(bool WaveRun) {
  if (!WaveRun) {
    if (SourceViewOpt)
      return createStringError("-source-view needs the wave pipeline "
                               "(-pipeline=wave)");
    if (!TraceFile.empty())
      return createStringError("-trace needs the wave pipeline "
                               "(-pipeline=wave)");
  }
  if (!CFGDotFile.empty())
    requestCFGAnalysis();
  return Error::success();
}

bool llvm::gcnmca::printSourceView(bool AllViews, const AsmInput &Input) {
  if (SourceViewOpt.getNumOccurrences())
    return SourceViewOpt;
  return AllViews && Input.hasSourceLocs();
}

void llvm::gcnmca::addSourceView(ReportPrinter &Printer, const AsmInput &Input,
                                 const MCSubtargetInfo &STI, MCInstPrinter &IP,
                                 ArrayRef<MCInst> Insts) {
  std::vector<const AsmSourceLoc *> Locs;
  for (const MCInst &MI : Insts)
    Locs.push_back(Input.sourceLoc(MI));
  Printer.addView(
      std::make_unique<SourceView>(STI, IP, Insts, std::move(Locs)));
}

void llvm::gcnmca::addHotspotsView(ReportPrinter &Printer,
                                   const AnalysisRegion &Region,
                                   const AsmInput &Input,
                                   const MCSubtargetInfo &STI,
                                   MCInstPrinter &IP, ArrayRef<MCInst> Insts) {
  if (!TopN)
    return;
  const RegionControlFlow *RCF = getRegionControlFlow(Region);
  std::vector<const AsmSourceLoc *> Locs;
  if (Input.hasSourceLocs())
    for (const MCInst &MI : Insts)
      Locs.push_back(Input.sourceLoc(MI));
  Printer.addView(std::make_unique<HotspotsView>(
      STI, IP, Insts, TopN, RCF ? &RCF->getCFG() : nullptr, std::move(Locs)));
}

void llvm::gcnmca::addInsightListeners(mca::Pipeline &P,
                                       const AnalysisRegion &Region,
                                       unsigned RegionIdx, const SourceMgr &SM,
                                       const MCSubtargetInfo &STI,
                                       MCInstPrinter &IP,
                                       ArrayRef<MCInst> Insts) {
  InsightState &S = state();
  if (!TraceFile.empty()) {
    S.Traces.push_back(std::make_unique<TraceView>(
        STI, IP, Insts, RegionIdx, Region.getName(), traceLimits()));
    P.addEventListener(S.Traces.back().get());
  }
  if (!CFGDotFile.empty()) {
    const RegionControlFlow *RCF = getRegionControlFlow(Region);
    if (!RCF)
      return;
    S.Dots.push_back({Region.getName().str(), RCF,
                      std::make_unique<CFGWaveView>(STI, IP, Insts, *RCF, SM)});
    P.addEventListener(S.Dots.back().Wave.get());
  }
}

void llvm::gcnmca::addStaticInsight(const AnalysisRegion &Region,
                                    unsigned RegionIdx) {
  (void)RegionIdx;
  if (CFGDotFile.empty())
    return;
  if (const RegionControlFlow *RCF = getRegionControlFlow(Region))
    state().Dots.push_back({Region.getName().str(), RCF, nullptr});
}

/// Writes \p File through \p Write, all or nothing.
static Error writeFile(StringRef File,
                       function_ref<void(raw_ostream &)> Write) {
  std::error_code EC;
  ToolOutputFile Out(File, EC, sys::fs::OF_Text);
  if (EC)
    return createStringError(File + ": " + EC.message());
  Write(Out.os());
  Out.keep();
  return Error::success();
}

Error llvm::gcnmca::writeInsightFiles() {
  InsightState &S = state();
  if (!TraceFile.empty()) {
    std::vector<TraceView *> Views;
    for (auto &V : S.Traces)
      Views.push_back(V.get());
    if (Error E = writeFile(TraceFile, [&](raw_ostream &OS) {
          TraceView::writeFile(OS, Views, traceLimits());
        }))
      return E;
  }
  if (!CFGDotFile.empty()) {
    std::vector<CFGDotRegion> Regions;
    for (auto &D : S.Dots) {
      CFGDotRegion R;
      R.Name = D.Name;
      R.RCF = D.RCF;
      if (D.Wave) {
        R.Stats = D.Wave->computeBlockStats();
        R.SlotCycles = D.Wave->getRunInfo().SlotCycles;
      }
      Regions.push_back(std::move(R));
    }
    if (Error E = writeFile(CFGDotFile,
                            [&](raw_ostream &OS) { writeCFGDot(OS, Regions); }))
      return E;
  }
  return Error::success();
}
