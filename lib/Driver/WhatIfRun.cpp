//===- WhatIfRun.cpp - One region simulated with a changed setting --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Re-runs of the analysis with a changed configuration (WhatIfRun.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/WhatIfRun.h"
#include "gcn-mca/Driver/AnalysisDriver.h"
#include "gcn-mca/Driver/QuietStderr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

GCNMCAConfig llvm::gcnmca::quietWhatIfConfig(const GCNMCAConfig &Base) {
  GCNMCAConfig C = Base;
  C.JSON = false;
  C.Progress = false;
  // Regions of one re-run on one thread: the caller may itself be one of a
  // pool's workers.
  C.Jobs = 1;
  ViewConfig &V = C.Views;
  const FlagSetting Off(false, ~0u);
  V.Summary = V.InstructionInfo = V.ResourcePressure = V.Timeline = Off;
  V.DispatchStats = V.SchedulerStats = V.RetireStats = Off;
  V.RegisterFileStats = V.AllStats = V.AllViews = Off;
#define GCN_VIEW(Id, Option, Default, Place, Help) V.Id = Off;
#include "gcn-mca/MCA/Views/GCN/GCNViews.def"
  V.CFG = V.Assumptions = V.SourceView = Off;
  V.Occupancy = false;
  V.GCNInstructionInfo = false;
  V.HotspotsTop = 0;
  C.Occupancy.Report = C.Occupancy.Only = false;
  C.Insight = InsightConfig();
  // A what-if run is not the run an observer (lib/Profile) records.
  C.Observer = nullptr;
  C.Advice = AdviceConfig();
  return C;
}

Expected<WhatIfResult>
llvm::gcnmca::simulateWhatIf(const GCNMCAConfig &Base, MemoryBufferRef Input,
                             unsigned RegionIndex,
                             function_ref<void(GCNMCAConfig &)> Change) {
  GCNMCAConfig C = quietWhatIfConfig(Base);
  Change(C);
  Expected<AnalysisResult> R = [&] {
    // Warnings about the input were printed by the run asked for.
    QuietStderr Quiet;
    return runAnalysis(C, Input, nulls());
  }();
  if (!R)
    return R.takeError();
  if (RegionIndex >= R->Regions.size())
    return createStringError("the what-if run has no region " +
                             Twine(RegionIndex));
  if (!R->Regions[RegionIndex].NotAnalyzed.empty())
    return createStringError("the what-if run could not analyze the "
                             "region: " +
                             R->Regions[RegionIndex].NotAnalyzed);
  WhatIfResult W;
  W.Cycles = R->Regions[RegionIndex].Cycles;
  W.Incomplete = R->Regions[RegionIndex].Incomplete;
  return W;
}
