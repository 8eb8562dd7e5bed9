//===- RunSettings.cpp - Every default of a run, decided once -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The defaults of gcn-mca, all of them (see RunSettings.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/RunSettings.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

/// llvm-mca's rule for -all-views / -all-stats: \p Flag takes \p All's value
/// unless it was given after it; else its own value or \p Default.
static bool overriddenBy(const FlagSetting &Flag, const FlagSetting &All,
                         bool Default) {
  if (All.given() && (!Flag.given() || Flag.Position < All.Position))
    return *All.Value;
  return Flag.valueOr(Default);
}

static ViewSettings resolveViews(const ViewConfig &V, const RegionFacts &F) {
  bool WaveRun = F.WaveRun;
  ViewSettings S;
  // -all-views turns llvm-mca's views on (or off with =false).
  S.Summary = overriddenBy(V.Summary, V.AllViews, true);
  S.ResourcePressure = overriddenBy(V.ResourcePressure, V.AllViews, true);
  S.Timeline = overriddenBy(V.Timeline, V.AllViews, false);
  S.InstructionInfo = overriddenBy(V.InstructionInfo, V.AllViews, true);
  // The statistics follow the later of -all-views and -all-stats.
  const FlagSetting &Stats =
      V.AllViews.Position < V.AllStats.Position ? V.AllStats : V.AllViews;
  S.RegisterFileStats = overriddenBy(V.RegisterFileStats, Stats, false);
  S.DispatchStats = overriddenBy(V.DispatchStats, Stats, false);
  S.SchedulerStats = overriddenBy(V.SchedulerStats, Stats, false);
  // In-order models have no retire control unit: llvm-mca leaves
  // -retire-stats alone for them.
  S.RetireStats = V.RetireStats.valueOr(false);
  // llvm-mca's timeline: 10 iterations unless -timeline-max-iterations.
  S.TimelineIterations = V.TimelineMaxIterations ? V.TimelineMaxIterations : 10;

  // The wave pipeline's -all-views also shows the CFG view unless
  // -cfg-view was given at all (the llvm-mca pipeline's -all-views is
  // llvm-mca's).
  S.CFG = V.CFG.given() ? *V.CFG.Value : WaveRun && V.AllViews.valueOr(false);
  // The source view: with -all-views when the input has `.loc` positions.
  S.SourceView = V.SourceView.given()
                     ? *V.SourceView.Value
                     : V.AllViews.valueOr(false) && F.HasSourceLocs;
  GCNViewOptions &G = S.GCN;
  G.Summary = overriddenBy(V.GCNSummary, V.AllViews, true);
  G.Stalls = overriddenBy(V.Stalls, V.AllViews, true);
  G.Waves = overriddenBy(V.Waves, V.AllViews, true);
  G.Memory = overriddenBy(V.MemoryView, V.AllViews, true);
  G.Timeline = S.Timeline;
  G.WaveViewMax = V.WaveViewMax;
  G.TimelineMaxCycles = V.TimelineMaxCycles;
  G.ClockMHz = V.ClockMHz;
  G.Verdict = V.Verdict;
  return S;
}

/// The wave pipeline's options. Residency: -waves-per-simd, else the
/// kernel's occupancy, else the chip's maximum. Wave size: -wave-size, else
/// the kernel's, else the processor's default. Workgroup size (compute):
/// -workgroup-size, else the kernel's required size or the largest it may
/// be launched with, capped at what the resident wave slots hold; one wave
/// without a kernel. Workgroups: -workgroups, else 4 x what the CU holds.
static WavePipelineOptions resolveWave(const GCNMCAConfig &C,
                                       const RegionFacts &F) {
  const WaveConfig &W = C.Wave;
  const GCNProcessorModel &M = *F.Model;
  WavePipelineOptions O;
  O.WavesPerSIMD = W.WavesPerSIMD;
  O.WaveSize = W.WaveSize.value_or(0);
  O.WorkgroupSize = W.WorkgroupSize.value_or(0);
  O.Dispatch = W.Dispatch;
  O.VertsPerTri = W.VertsPerTri;
  O.PixelsPerTri = W.PixelsPerTri;
  O.NumCUs = std::max(1u, W.NumCUs);
  O.MaxCycles = W.MaxCycles;
  O.VMEMLatency = W.VMEMLatency;
  O.LDSLatency = W.LDSLatency;
  O.SMEMLatency = W.SMEMLatency;
  O.ExportQueue = W.ExportQueue;
  O.LaneStride = W.LaneStride;
  O.DeriveStrides = W.DeriveStrides;

  if (const std::optional<OccupancyResult> &Occ = F.Occupancy) {
    if (!O.WavesPerSIMD)
      O.WavesPerSIMD = Occ->WavesPerSIMD;
    if (!O.WaveSize)
      O.WaveSize = Occ->WaveSize;
    // RDNA: a CU-mode kernel keeps each workgroup on one CU of the WGP.
    O.CUMode = !Occ->WGPMode;
    if (!O.WorkgroupSize && O.Dispatch == WaveDispatchKind::Compute) {
      unsigned Slots = O.WavesPerSIMD * Occ->SIMDsPerGroupUnit;
      unsigned Waves =
          std::clamp(Occ->WavesPerWorkgroup, 1u, std::max(1u, Slots));
      O.WorkgroupSize = std::min(Occ->MaxWorkgroupSize, Waves * Occ->WaveSize);
    }
  }
  if (!O.WavesPerSIMD)
    O.WavesPerSIMD = M.MaxWavesPerSIMD;
  O.WaveSize = M.waveSizeOr(O.WaveSize);
  if (!W.Workgroups) {
    unsigned NumSIMDs = M.SIMDsPerCU * std::max(1u, M.CUsPerWGP);
    unsigned WavesPerWorkgroup =
        O.Dispatch == WaveDispatchKind::Compute && O.WorkgroupSize
            ? (O.WorkgroupSize + O.WaveSize - 1) / O.WaveSize
            : 1;
    O.Workgroups =
        4 * std::max(1u, NumSIMDs * O.WavesPerSIMD / WavesPerWorkgroup);
  } else {
    O.Workgroups = W.Workgroups;
  }
  return O;
}

/// Iterations: -iterations, else 100 in llvm-mca's pipeline (llvm-mca's
/// default) and 1 for -instruction-tables; in the wave pipeline a whole
/// kernel (ending in s_endpgm) runs once per wave and a loop body without
/// s_endpgm 10 times per wave.
static unsigned resolveIterations(const GCNMCAConfig &C, const RegionFacts &F) {
  if (C.InstructionTables != InstructionTablesKind::None)
    return 1;
  if (C.Iterations)
    return C.Iterations;
  if (!F.WaveRun)
    return 100;
  return F.HasEndPgm ? 1 : 10;
}

RunSettings llvm::gcnmca::resolveRunSettings(const GCNMCAConfig &Config,
                                             const RegionFacts &Facts) {
  RunSettings S;
  S.Views = resolveViews(Config.Views, Facts);
  S.Iterations = resolveIterations(Config, Facts);
  if (Facts.WaveRun && Facts.Model) {
    S.Wave = resolveWave(Config, Facts);
    S.Wave.Iterations = S.Iterations;
  }
  return S;
}
