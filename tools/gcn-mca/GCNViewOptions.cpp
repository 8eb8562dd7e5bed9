//===- GCNViewOptions.cpp - Command-line options of the GCN views ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Defines the options of the GCN views (one flag per view of GCNViews.def,
/// the assumptions view, the views' settings) and copies them into the
/// configuration.
//===----------------------------------------------------------------------===//

#include "Options.h"

using namespace llvm;
using namespace llvm::gcnmca;

cl::OptionCategory &llvm::gcnmca::getGCNViewCategory() {
  static cl::OptionCategory Cat("GCN View Options",
                                "Views of the wave pipeline (-pipeline=wave)");
  return Cat;
}

// One flag per view of GCNViews.def.
#define GCN_VIEW(Id, Option, Default, Place, Help)                             \
  static cl::opt<bool> Print##Id(                                              \
      Option, cl::desc(Help),                                                  \
      cl::init(GCNViewDefault::Default == GCNViewDefault::On),                 \
      cl::cat(getGCNViewCategory()));
#include "gcn-mca/MCA/Views/GCN/GCNViews.def"

static cl::opt<bool> PrintAssumptions(
    "assumptions-view",
    cl::desc("Start each region's report with what the run assumed (target, "
             "wave size, residency, work, iterations, trip counts, branches, "
             "memory, clock) and the options that reproduce it (default: on "
             "in the wave pipeline, off with -pipeline=llvm-mca)"),
    cl::cat(getGCNViewCategory()));

static cl::opt<unsigned> WaveViewMax(
    "wave-view-max",
    cl::desc("Maximum number of wave rows in the per-wave view, 0 for all "
             "(default 16)"),
    cl::init(16), cl::cat(getGCNViewCategory()));

static cl::opt<double> ClockMHz(
    "clock-mhz",
    cl::desc("Shader clock in MHz for the per-second throughput of the GCN "
             "summary (0 to 1000000; default 0: the chip's peak engine "
             "clock, the model's ClockMHz, or MatrixClockMHz for a matrix "
             "kernel; the CU count is the model's NumCUs, "
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
#define GCN_VIEW(Id, Option, Default, Place, Help) V.Id = flagSetting(Print##Id);
#include "gcn-mca/MCA/Views/GCN/GCNViews.def"
  V.Assumptions = flagSetting(PrintAssumptions);
  V.WaveViewMax = WaveViewMax;
  V.ClockMHz = ClockMHz;
  V.ReportWidth = ReportWidth;
  V.Verdict.StarveRate = VerdictStarveRate;
  V.Verdict.UnitBusy = VerdictUnitBusy;
  V.Verdict.StallRate = VerdictStallRate;
}
