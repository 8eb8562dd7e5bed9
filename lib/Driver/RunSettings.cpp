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
  // The assumptions: in the wave pipeline unless turned off; llvm-mca's
  // pipeline keeps llvm-mca's report unless asked.
  S.Assumptions = V.Assumptions.valueOr(WaveRun);
  GCNViewOptions &G = S.GCN;
  // The views of GCNViews.def: On follows -all-views, Off only its flag.
#define GCN_VIEW(Id, Option, Default, Place, Help)                             \
  G.Id = GCNViewDefault::Default == GCNViewDefault::On                         \
             ? overriddenBy(V.Id, V.AllViews, true)                            \
             : V.Id.valueOr(false);
#include "gcn-mca/MCA/Views/GCN/GCNViews.def"
  G.Timeline = S.Timeline;
  G.WaveViewMax = V.WaveViewMax;
  G.TimelineMaxCycles = V.TimelineMaxCycles;
  // Per-second figures: the chip's CU count and clock (the model's NumCUs
  // and ClockMHz, which -gcn-param overrides); -clock-mhz wins over the
  // model's clock.
  if (F.Model) {
    G.NumCUs = std::max(1u, F.Model->NumCUs);
    G.ClockMHz = V.ClockMHz > 0 ? V.ClockMHz : double(F.Model->ClockMHz);
  } else {
    G.ClockMHz = V.ClockMHz;
  }
  G.Verdict = V.Verdict;
  G.ReportWidth = V.ReportWidth;
  return S;
}

/// The wave pipeline's options (docs/WavePipeline.md, "Dispatch").
///
/// The work: wave size = -wave-size, else the kernel's, else the
/// processor's default. Workgroup size (compute) = -workgroup-size, else the
/// kernel's required size or the largest it may be launched with, capped at
/// the wave slots of the kernel's own occupancy; one wave without a kernel.
/// Workgroups = -workgroups, else with -grid the simulated CU's share of the
/// grid's workgroups (ceil(groups / the chip's CUs)), else 4 x the workgroups
/// the CU holds at the kernel's own occupancy (the chip's maximum residency
/// without a kernel). The launch: the workgroup's shape is -workgroup-size's
/// X,Y,Z, else the kernel's .reqd_workgroup_size, else the size in X; the
/// grid is -grid, else the simulated workgroups on each of the chip's CUs in
/// X (docs/Model.md, "The launch").
/// "The kernel's own occupancy" has none of the residency what-ifs applied
/// (RegionFacts::KernelOccupancy), so -vgprs, -sgprs, -agprs, -lds-bytes,
/// -cumode and -waves-per-simd never change the work.
///
/// The residency tried: -waves-per-simd, else the occupancy with every
/// override, else the chip's maximum. When a default-sized workgroup does
/// not fit that residency's slots, it is split into workgroups of as many
/// waves as fit, keeping the total of waves (with a warning).
static WavePipelineOptions resolveWave(const GCNMCAConfig &C,
                                       const RegionFacts &F,
                                       SettingSources &Src, LaunchShape &Launch,
                                       std::vector<std::string> &Warnings) {
  const WaveConfig &W = C.Wave;
  const GCNProcessorModel &M = *F.Model;
  WavePipelineOptions O;
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
  O.DeriveHitRates = W.DeriveHitRates;
  O.PeerTolerance = float(W.CachePeerTolerance / 100);
  bool Compute = O.Dispatch == WaveDispatchKind::Compute;
  const std::optional<OccupancyResult> &Occ = F.Occupancy;
  const std::optional<OccupancyResult> &Own = F.KernelOccupancy;

  // Wave size.
  if (W.WaveSize) {
    O.WaveSize = *W.WaveSize;
    Src.WaveSize = "-wave-size";
  } else if (Occ) {
    O.WaveSize = Occ->WaveSize;
    Src.WaveSize = "kernel";
  }
  if (!O.WaveSize)
    Src.WaveSize = "processor default";
  O.WaveSize = M.waveSizeOr(O.WaveSize);

  // The work: workgroup size and count, from the kernel's own occupancy.
  unsigned OwnWavesPerSIMD = Own ? Own->WavesPerSIMD : M.MaxWavesPerSIMD;
  if (W.WorkgroupSize) {
    O.WorkgroupSize = *W.WorkgroupSize;
    Src.WorkgroupSize = "-workgroup-size";
  } else if (Compute && Own) {
    unsigned Slots = OwnWavesPerSIMD * Own->SIMDsPerGroupUnit;
    unsigned Waves =
        std::clamp(Own->WavesPerWorkgroup, 1u, std::max(1u, Slots));
    O.WorkgroupSize = std::min(Own->MaxWorkgroupSize, Waves * O.WaveSize);
    Src.WorkgroupSize = O.WorkgroupSize < Own->MaxWorkgroupSize
                            ? "kernel, capped at its resident wave slots"
                            : "kernel";
  } else {
    Src.WorkgroupSize = Compute ? "one wave (no kernel)" : "one wave";
  }
  auto WavesPerGroup = [&] {
    return Compute && O.WorkgroupSize
               ? (O.WorkgroupSize + O.WaveSize - 1) / O.WaveSize
               : 1u;
  };
  // The workgroup's shape: -workgroup-size's dimensions, else the kernel's
  // .reqd_workgroup_size when that is the size used, else all in X.
  LaunchShape &L = Launch;
  if (W.WorkgroupDims) {
    L.Workgroup = *W.WorkgroupDims;
    Src.WorkgroupShape = "-workgroup-size";
  } else if (F.ReqdWorkgroupSize &&
             uint64_t((*F.ReqdWorkgroupSize)[0]) * (*F.ReqdWorkgroupSize)[1] *
                     (*F.ReqdWorkgroupSize)[2] ==
                 O.WorkgroupSize) {
    L.Workgroup = *F.ReqdWorkgroupSize;
    Src.WorkgroupShape = "kernel .reqd_workgroup_size";
  } else {
    L.Workgroup = {std::max(1u, O.WorkgroupSize), 1, 1};
    Src.WorkgroupShape = "the workgroup size, in X";
  }
  unsigned ChipCUs = std::max(1u, M.NumCUs);
  if (W.Workgroups) {
    O.Workgroups = W.Workgroups;
    Src.Workgroups = "-workgroups";
  } else if (Compute && W.Grid) {
    // The simulated CU runs its share of the grid's workgroups.
    LaunchShape G = L;
    G.Grid = *W.Grid;
    uint64_t Total = G.totalGroups();
    uint64_t Share = (Total + ChipCUs - 1) / ChipCUs;
    O.Workgroups = unsigned(std::min<uint64_t>(Share, WavePipeline::MaxWorkgroups));
    Src.Workgroups = "one CU's share of -grid's " + std::to_string(Total) +
                     " workgroups over " + std::to_string(ChipCUs) + " CUs";
    if (Share > WavePipeline::MaxWorkgroups) {
      Src.Workgroups += ", capped";
      Warnings.push_back("the CU's share of the grid, " +
                         std::to_string(Share) + " workgroups, is capped at " +
                         std::to_string(WavePipeline::MaxWorkgroups));
    }
  } else {
    unsigned NumSIMDs = M.SIMDsPerCU * std::max(1u, M.CUsPerWGP);
    O.Workgroups =
        4 * std::max(1u, NumSIMDs * OwnWavesPerSIMD / WavesPerGroup());
    Src.Workgroups = Own ? "4 x what the CU holds at the kernel's occupancy"
                         : "4 x what the CU holds at the chip's maximum";
  }

  // The residency tried.
  if (W.WavesPerSIMD) {
    O.WavesPerSIMD = W.WavesPerSIMD;
    Src.WavesPerSIMD = "-waves-per-simd";
    // More waves than the kernel's resources let reside: a what-if the
    // hardware cannot run (the chip's wave slots are checked elsewhere).
    if (Occ && W.WavesPerSIMD > Occ->WavesPerSIMD) {
      std::string Limit = std::to_string(Occ->WavesPerSIMD) +
                          (Occ->WavesPerSIMD == 1 ? " wave" : " waves") +
                          " per SIMD, limited by " +
                          getOccupancyLimiterName(Occ->Limiter).str();
      Warnings.push_back("-waves-per-simd=" +
                         std::to_string(W.WavesPerSIMD) +
                         " is above the kernel's occupancy (" + Limit +
                         "): the run assumes a residency the hardware does "
                         "not give this kernel");
      Src.WavesPerSIMD = "-waves-per-simd, above the kernel's occupancy " +
                         Limit;
    }
  } else if (Occ) {
    O.WavesPerSIMD = Occ->WavesPerSIMD;
    Src.WavesPerSIMD =
        "occupancy, limited by " + getOccupancyLimiterName(Occ->Limiter).str();
  } else {
    O.WavesPerSIMD = M.MaxWavesPerSIMD;
    Src.WavesPerSIMD = "chip maximum (no kernel)";
  }
  // RDNA: a CU-mode kernel keeps each workgroup on one CU of the WGP.
  if (Occ)
    O.CUMode = !Occ->WGPMode;

  // A default-sized workgroup larger than the tried residency's slots is
  // split, keeping the waves of the work.
  if (Compute && !W.WorkgroupSize && O.WorkgroupSize) {
    unsigned GroupUnit =
        Occ ? Occ->SIMDsPerGroupUnit : M.SIMDsPerCU * std::max(1u, M.CUsPerWGP);
    unsigned Slots = std::max(1u, O.WavesPerSIMD * GroupUnit);
    unsigned Waves = WavesPerGroup();
    if (Waves > Slots) {
      uint64_t Total = uint64_t(O.Workgroups) * Waves;
      unsigned Old = O.WorkgroupSize;
      O.WorkgroupSize = Slots * O.WaveSize;
      O.Workgroups = unsigned((Total + Slots - 1) / Slots);
      Src.WorkgroupSize += "; split to fit the resident wave slots";
      Src.Workgroups += ", split";
      Warnings.push_back(std::to_string(Old) + "-item workgroups (" +
                         std::to_string(Waves) + " waves) do not fit " +
                         std::to_string(Slots) + " wave slots (" +
                         std::to_string(O.WavesPerSIMD) +
                         " per SIMD): running " + std::to_string(O.Workgroups) +
                         " groups of " + std::to_string(O.WorkgroupSize) +
                         " (the same " + std::to_string(Total) + " waves)");
    }
  }
  if (O.WorkgroupSize != uint64_t(L.Workgroup[0]) * L.Workgroup[1] *
                             L.Workgroup[2]) {
    // Split: the shape follows the size.
    L.Workgroup = {std::max(1u, O.WorkgroupSize), 1, 1};
    Src.WorkgroupShape = "the workgroup size, in X";
  }
  if (W.Grid) {
    L.Grid = *W.Grid;
    Src.Grid = "-grid";
    // The chip model: which units the launch occupies (a grid smaller than
    // the chip shares DRAM among those only), its rounds and its tail.
    if (Compute)
      O.GridWorkgroups = L.totalGroups();
  } else {
    // Default: the simulated workgroups on each of the chip's CUs, in X.
    L.Grid = {uint64_t(L.Workgroup[0]) * O.Workgroups * ChipCUs,
              L.Workgroup[1], L.Workgroup[2]};
    Src.Grid = "default: " + std::to_string(O.Workgroups) +
               " workgroups on each of the chip's " + std::to_string(ChipCUs) +
               " CUs";
  }
  return O;
}

/// Iterations: how many times the region's stream runs (in the wave
/// pipeline: per wave). -iterations, else 100 in llvm-mca's pipeline
/// (llvm-mca's default) and 1 for -instruction-tables; in the wave pipeline
/// a whole kernel (ending in s_endpgm) runs once per wave and a region
/// without s_endpgm 10 times per wave. s_endpgm ends a wave, so -iterations
/// has no effect on a kernel region of the wave pipeline (nor with
/// -instruction-tables): it warns and 1 is used.
static unsigned resolveIterations(const GCNMCAConfig &C, const RegionFacts &F,
                                  std::string &Src,
                                  std::vector<std::string> &Warnings) {
  if (C.InstructionTables != InstructionTablesKind::None) {
    if (C.Iterations > 1)
      Warnings.push_back("-iterations=" + std::to_string(C.Iterations) +
                         " has no effect with -instruction-tables");
    Src = "-instruction-tables";
    return 1;
  }
  if (F.WaveRun && F.HasEndPgm) {
    if (C.Iterations > 1)
      Warnings.push_back(
          "-iterations=" + std::to_string(C.Iterations) +
          " has no effect: the region ends in s_endpgm, which ends each wave "
          "after one pass (-workgroups sets the work)");
    Src = C.Iterations > 1 ? "s_endpgm ends each wave: -iterations ignored"
          : C.Iterations   ? "-iterations"
                           : "s_endpgm ends each wave";
    return 1;
  }
  if (C.Iterations) {
    Src = "-iterations";
    return C.Iterations;
  }
  if (!F.WaveRun) {
    Src = "llvm-mca's default";
    return 100;
  }
  Src = "default for a region without s_endpgm";
  return 10;
}

RunSettings llvm::gcnmca::resolveRunSettings(const GCNMCAConfig &Config,
                                             const RegionFacts &Facts) {
  RunSettings S;
  S.Views = resolveViews(Config.Views, Facts);
  S.Iterations =
      resolveIterations(Config, Facts, S.Sources.Iterations, S.Warnings);
  if (Facts.WaveRun && Facts.Model) {
    S.Wave = resolveWave(Config, Facts, S.Sources, S.Launch, S.Warnings);
    S.Wave.Iterations = S.Iterations;
  }
  return S;
}
