//===- InsightOptions.cpp - Source view, trace and CFG picture ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The "Insight Options": -top, -sweep, -source-view, -trace,
/// -trace-max-cycles, -trace-max-events and -cfg-dot; lib/Driver/InsightFiles
/// does the work.
//===----------------------------------------------------------------------===//

#include "Options.h"

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

static cl::list<std::string> Sweeps(
    "sweep",
    cl::desc("What-if sweep: analyze once per value of PARAM (vmem-latency, "
             "lds-latency, smem-latency, waves-per-simd, num-cus, vgprs, "
             "sgprs, lds-bytes, or param:NAME for a -gcn-param such as the "
             "hit rate param:LoadHitL1) and print a table per region, the "
             "latency "
             "potential and occupancy advice instead of the report "
             "(repeatable)"),
    cl::value_desc("PARAM=v1,v2,...|PARAM=FROM:TO:STEP"),
    cl::cat(getInsightCategory()));

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

void llvm::gcnmca::fillInsightConfig(GCNMCAConfig &C) {
  C.Views.SourceView = flagSetting(SourceViewOpt);
  C.Views.HotspotsTop = TopN;
  C.Insight.TraceFile = TraceFile;
  C.Insight.TraceMaxCycles = TraceMaxCycles;
  C.Insight.TraceMaxEvents = TraceMaxEvents;
  C.Insight.CFGDotFile = CFGDotFile;
  C.Insight.Sweeps.assign(Sweeps.begin(), Sweeps.end());
}
