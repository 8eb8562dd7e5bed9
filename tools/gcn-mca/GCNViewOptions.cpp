//===- GCNViewOptions.cpp - Command-line options of the GCN views ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Defines the options of the GCN views (summary, stall view, per-wave
/// utilization, wave timeline) and copies them into the configuration.
//===----------------------------------------------------------------------===//

#include "Options.h"

using namespace llvm;
using namespace llvm::gcnmca;

cl::OptionCategory &llvm::gcnmca::getGCNViewCategory() {
  static cl::OptionCategory Cat("GCN View Options",
                                "Views of the wave pipeline (-pipeline=wave)");
  return Cat;
}

static cl::opt<bool> PrintGCNSummary(
    "gcn-summary-view",
    cl::desc("Print the GCN summary: waves, clocks per wave, throughput, unit "
             "utilization, starve and stall rates, verdict (default on)"),
    cl::init(true), cl::cat(getGCNViewCategory()));

static cl::opt<bool> PrintStallView(
    "stall-view",
    cl::desc("Print stall cycles and PC-sampling stall reasons per "
             "instruction, and what each s_waitcnt waited on (default on)"),
    cl::init(true), cl::cat(getGCNViewCategory()));

static cl::opt<bool> PrintWaveView(
    "wave-view",
    cl::desc("Print one row per simulated wave: SIMD, start/end, issued "
             "instructions per unit, issue/stall/arbitration cycles, "
             "utilization (default on)"),
    cl::init(true), cl::cat(getGCNViewCategory()));

static cl::opt<bool> PrintAssumptions(
    "assumptions-view",
    cl::desc("Start each region's report with what the run assumed (target, "
             "wave size, residency, work, iterations, trip counts, branches, "
             "memory, clock) and the options that reproduce it (default: on "
             "in the wave pipeline, off with -pipeline=llvm-mca)"),
    cl::cat(getGCNViewCategory()));

static cl::opt<bool> PrintMemoryView(
    "memory-view",
    cl::desc("Print the memory accesses: per vector memory / LDS "
             "instruction, the lane stride it was modelled with and where it "
             "came from (annotated, derived, option, default), the cache "
             "lines or LDS bank cycles of a wave access (default on)"),
    cl::init(true), cl::cat(getGCNViewCategory()));

static cl::opt<unsigned> WaveViewMax(
    "wave-view-max",
    cl::desc("Maximum number of wave rows in the per-wave view, 0 for all "
             "(default 16)"),
    cl::init(16), cl::cat(getGCNViewCategory()));

static cl::opt<double> ClockMHz(
    "clock-mhz",
    cl::desc("Shader clock in MHz for the per-second throughput of the GCN "
             "summary (0 to 1000000; default 0: the chip's peak engine "
             "clock, the model's "
             "ClockMHz; the CU count is the model's NumCUs, "
             "-gcn-param=NumCUs=N)"),
    cl::init(0), cl::cat(getGCNViewCategory()));

static cl::opt<unsigned> ReportWidth(
    "report-width",
    cl::desc("Columns the wave pipeline's text report fits (default 100; 0: "
             "no limit): wide tables drop empty columns, cut instruction "
             "text with '...' or split; prose wraps"),
    cl::init(100), cl::cat(getGCNViewCategory()));

namespace {
/// Parses a fraction in [0, 1]; anything else is a command-line error.
class FractionParser : public cl::parser<double> {
public:
  using cl::parser<double>::parser;
  bool parse(cl::Option &O, StringRef ArgName, StringRef Arg, double &Val) {
    if (cl::parser<double>::parse(O, ArgName, Arg, Val))
      return true;
    if (!(Val >= 0 && Val <= 1)) // nan too
      return O.error("'" + Arg + "' is not a fraction in [0, 1]");
    return false;
  }
};
} // namespace

// The verdict's thresholds: assumptions of ours (docs/Model.md).
static const GCNVerdictThresholds DefaultVerdict;

static cl::opt<double, false, FractionParser> VerdictStarveRate(
    "verdict-starve-rate",
    cl::desc("GCN summary verdict: 'starved' when the CU has no resident "
             "wave at least this fraction of the cycles (default 0.5)"),
    cl::init(DefaultVerdict.StarveRate), cl::cat(getGCNViewCategory()));

static cl::opt<double, false, FractionParser> VerdictUnitBusy(
    "verdict-unit-busy",
    cl::desc("GCN summary verdict: 'unit-bound' when the busiest unit is busy "
             "at least this fraction of the cycles (default 0.8)"),
    cl::init(DefaultVerdict.UnitBusy), cl::cat(getGCNViewCategory()));

static cl::opt<double, false, FractionParser> VerdictStallRate(
    "verdict-stall-rate",
    cl::desc("GCN summary verdict: 'backpressure' or 'latency-bound' when at "
             "least this fraction of the SIMD slots with waves stall "
             "(default 0.25)"),
    cl::init(DefaultVerdict.StallRate), cl::cat(getGCNViewCategory()));

void llvm::gcnmca::fillGCNViewConfig(ViewConfig &V) {
  V.GCNSummary = flagSetting(PrintGCNSummary);
  V.Stalls = flagSetting(PrintStallView);
  V.Waves = flagSetting(PrintWaveView);
  V.Assumptions = flagSetting(PrintAssumptions);
  V.MemoryView = flagSetting(PrintMemoryView);
  V.WaveViewMax = WaveViewMax;
  V.ClockMHz = ClockMHz;
  V.ReportWidth = ReportWidth;
  V.Verdict.StarveRate = VerdictStarveRate;
  V.Verdict.UnitBusy = VerdictUnitBusy;
  V.Verdict.StallRate = VerdictStallRate;
}
