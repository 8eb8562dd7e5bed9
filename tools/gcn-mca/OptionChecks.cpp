//===- OptionChecks.cpp - Options checked against each other --------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Options that the chosen run cannot honour: a view the pipeline does not
/// print, a wave-pipeline setting in llvm-mca's pipeline, a graphics rate of
/// another dispatch mode. Each is a warning naming the option and why (the
/// report of the other options is still right); options that contradict
/// each other (-sweep with another pipeline) are errors. The numeric ranges
/// against the target are lib/Driver's checkConfigLimits(). The rules are
/// listed in docs/CommandGuide/gcn-mca.rst, "OPTION CHECKS".
//===----------------------------------------------------------------------===//

#include "Options.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace llvm::gcnmca;

/// True when the option \p Name was given on the command line.
static bool given(StringRef Name) {
  const auto &All = cl::getRegisteredOptions();
  auto It = All.find(Name);
  return It != All.end() && It->second->getNumOccurrences() > 0;
}

/// True when the flag \p Name was given and is on (\p Value: its value in the
/// configuration).
static bool givenOn(StringRef Name, bool Value) { return Value && given(Name); }

static bool on(const FlagSetting &F) { return F.valueOr(false); }

static void ignored(StringRef Name, const Twine &Why) {
  WithColor::warning(errs(), "gcn-mca")
      << "-" << Name << " has no effect " << Why << "\n";
}

Error llvm::gcnmca::checkOptionCombinations(const GCNMCAConfig &C) {
  const ViewConfig &V = C.Views;
  bool Tables = C.InstructionTables != InstructionTablesKind::None;
  bool Wave = C.Pipeline == PipelineKind::Wave && !Tables;

  // File limits without their file.
  if (C.Insight.TraceFile.empty())
    for (StringRef Name : {"trace-max-cycles", "trace-max-events"})
      if (given(Name))
        ignored(Name, "without -trace");

  if (!C.Insight.Sweeps.empty() && !C.Insight.TraceFile.empty())
    return createStringError(inconvertibleErrorCode(),
                             "-trace cannot be combined with -sweep (a sweep "
                             "runs one analysis per value; trace one of them "
                             "without -sweep)");
  if (!C.Insight.Sweeps.empty()) {
    // A sweep runs the wave pipeline once per value.
    if (C.Pipeline == PipelineKind::LLVMMCA || Tables || C.Occupancy.Only)
      return createStringError(
          inconvertibleErrorCode(),
          Twine("-sweep runs the wave pipeline; it cannot be combined with ") +
              (C.Occupancy.Only ? "-gcn-occupancy-only"
               : Tables         ? "-instruction-tables"
                                : "-pipeline=llvm-mca"));
    return Error::success();
  }

  // Views and settings of the wave pipeline.
  const std::pair<StringRef, bool> WaveOnly[] = {
  // Every view of GCNViews.def.
#define GCN_VIEW(Id, Option, Default, Place, Help) {Option, on(V.Id)},
#include "gcn-mca/MCA/Views/GCN/GCNViews.def"
      {"occupancy-view", V.Occupancy},
      {"wave-view-max", true},
      {"top", true},
      {"clock-mhz", true},
      {"verdict-starve-rate", true},
      {"verdict-unit-busy", true},
      {"verdict-stall-rate", true},
      {"waves-per-simd", true},
      // -wave-size and -workgroup-size also shape the occupancy report.
      {"wave-size", !C.Occupancy.Report && !C.Occupancy.Only},
      {"workgroup-size", !C.Occupancy.Report && !C.Occupancy.Only},
      {"workgroups", true},
      {"wave-dispatch", true},
      {"dispatch", !dispatchWidthGiven()},
      {"verts-per-tri", true},
      {"pixels-per-tri", true},
      {"export-path-cus", true},
      {"num-cus", true},
      {"max-cycles", true},
      {"vmem-latency", true},
      {"lds-latency", true},
      {"smem-latency", true},
      {"export-queue", true},
      {"lane-stride", true},
      {"derive-strides", true},
      {"l1-hit-rate", true},
      {"gl1-hit-rate", true},
      {"l2-hit-rate", true},
      {"mall-hit-rate", true},
      {"hit-rate", true},
  };
  // llvm-mca's dynamic views and settings (its pipeline only).
  const std::pair<StringRef, bool> LLVMMCAOnly[] = {
      {"dispatch-stats", on(V.DispatchStats)},
      {"scheduler-stats", on(V.SchedulerStats)},
      {"retire-stats", on(V.RetireStats)},
      {"register-file-stats", on(V.RegisterFileStats)},
      {"all-stats", on(V.AllStats)},
      {"timeline-max-iterations", true},
      {"gcn-custom-behaviour", C.GCNCustomBehaviour},
      {"bottleneck-analysis", C.MCA.BottleneckAnalysis},
      {"dispatch", dispatchWidthGiven()},
      {"register-file-size", true},
      {"lqueue", true},
      {"squeue", true},
      {"noalias", true},
      {"micro-op-queue-size", true},
      {"decoder-throughput", true},
  };
  // llvm-mca's instruction building (its pipeline and -instruction-tables).
  const StringRef LLVMMCABuild[] = {"call-latency", "disable-im"};

  if (C.Occupancy.Only) {
    for (const auto &[Name, Value] : WaveOnly)
      if (givenOn(Name, Value))
        ignored(Name, "with -gcn-occupancy-only (only the occupancy report "
                      "is printed)");
    return Error::success();
  }

  if (!Wave) {
    StringRef Run = Tables ? "-instruction-tables" : "-pipeline=llvm-mca";
    for (const auto &[Name, Value] : WaveOnly)
      if (givenOn(Name, Value))
        ignored(Name, "with " + Run + " (it belongs to the wave pipeline, " +
                          "-pipeline=wave)");
    if (Tables) {
      for (const auto &[Name, Value] : LLVMMCAOnly)
        if (givenOn(Name, Value))
          ignored(Name, "with -instruction-tables (nothing is simulated)");
      if (givenOn("timeline", on(V.Timeline)))
        ignored("timeline", "with -instruction-tables (nothing is simulated)");
      if (givenOn("gcn-instruction-info", V.GCNInstructionInfo))
        ignored("gcn-instruction-info",
                "with -instruction-tables (use -pipeline=llvm-mca or "
                "-pipeline=wave)");
    }
    return Error::success();
  }

  // The wave pipeline.
  for (const auto &[Name, Value] : LLVMMCAOnly)
    if (givenOn(Name, Value))
      ignored(Name, "in the wave pipeline (it belongs to llvm-mca's, "
                    "-pipeline=llvm-mca)");
  for (StringRef Name : LLVMMCABuild)
    if (given(Name))
      ignored(Name, "in the wave pipeline (it belongs to llvm-mca's, "
                    "-pipeline=llvm-mca)");
  if (givenOn("resource-pressure", on(V.ResourcePressure)))
    ignored("resource-pressure",
            "in the wave pipeline (it belongs to llvm-mca's, "
            "-pipeline=llvm-mca; the GCN summary shows unit utilization)");
  // Graphics rates of another dispatch mode.
  const WaveConfig &W = C.Wave;
  if (W.Dispatch != WaveDispatchKind::Vertex && given("verts-per-tri"))
    ignored("verts-per-tri", "without -wave-dispatch=vertex");
  if (W.Dispatch != WaveDispatchKind::Pixel && given("pixels-per-tri"))
    ignored("pixels-per-tri", "without -wave-dispatch=pixel");
  if (W.Dispatch != WaveDispatchKind::Compute && given("workgroup-size"))
    ignored("workgroup-size",
            "with graphics dispatch (a graphics wave is its own group)");
  return Error::success();
}
