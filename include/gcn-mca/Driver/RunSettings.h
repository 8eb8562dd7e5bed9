//===- RunSettings.h - Every default of a run, decided once -----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// resolveRunSettings(): the one function that turns a GCNMCAConfig (what
/// the user gave) and the facts of one region (its pipeline, its kernel's
/// occupancy, whether it ends the program) into the settings the region
/// runs with: the views, the iterations and the wave pipeline's residency,
/// wave size, workgroup size and workgroup count. No other code decides a
/// default; the unit tests in unittests/Driver call this function.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_RUNSETTINGS_H
#define GCN_MCA_DRIVER_RUNSETTINGS_H

#include "gcn-mca/Analysis/KernelLaunch.h"
#include "gcn-mca/Analysis/Occupancy.h"
#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "gcn-mca/MCA/WavePipeline.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

/// What the defaults of one region depend on besides the configuration.
struct RegionFacts {
  /// The wave pipeline runs the region (else llvm-mca's pipeline or the
  /// instruction tables).
  bool WaveRun = true;
  /// The input has `.loc` source positions.
  bool HasSourceLocs = false;
  /// The region contains s_endpgm (a whole kernel).
  bool HasEndPgm = false;
  /// The processor model (required for a wave run).
  const GCNProcessorModel *Model = nullptr;
  /// The occupancy of the region's kernel, if it has one (or resource
  /// overrides were given), with every override applied: the residency
  /// tried.
  std::optional<OccupancyResult> Occupancy;
  /// The occupancy of the region's kernel with only the options that shape
  /// the work (-workgroup-size, -wave-size), none of the residency what-ifs
  /// (-vgprs, -agprs, -sgprs, -lds-bytes, -cumode, -waves-per-simd): it sets
  /// the default workgroup size and count, so that a what-if runs the same
  /// work. Unset: no kernel (the chip's maximum residency sets them).
  std::optional<OccupancyResult> KernelOccupancy;
  /// The kernel's `.reqd_workgroup_size`, if any (the workgroup's shape).
  std::optional<std::array<unsigned, 3>> ReqdWorkgroupSize;
};

/// Every view flag decided.
struct ViewSettings {
  bool Summary = true;
  bool InstructionInfo = true;
  bool ResourcePressure = true;
  bool Timeline = false;
  bool DispatchStats = false;
  bool SchedulerStats = false;
  bool RetireStats = false;
  bool RegisterFileStats = false;
  bool CFG = false;
  bool SourceView = false;
  /// The "Assumptions" block at the start of each region.
  bool Assumptions = false;
  /// Iterations the llvm-mca timeline shows at most.
  unsigned TimelineIterations = 10;
  /// The GCN views of a wave run.
  GCNViewOptions GCN;
};

/// Where each decided setting came from (for the report's assumptions and
/// the diagnostics): an option's name, or the default rule that gave it.
struct SettingSources {
  std::string Iterations;
  std::string WavesPerSIMD;
  std::string WaveSize;
  std::string WorkgroupSize;
  std::string Workgroups;
  std::string Grid;
  std::string WorkgroupShape;
  /// Set when the region runs at another clock than the chip's ClockMHz
  /// (the chip's MatrixClockMHz): why.
  std::string Clock;
};

/// The settings one region runs with.
struct RunSettings {
  ViewSettings Views;
  /// Iterations of the simulated stream (of each wave, in a wave run).
  unsigned Iterations = 0;
  /// The wave pipeline's options, every default decided (wave runs only).
  WavePipelineOptions Wave;
  /// The launch (compute wave runs): the grid and the workgroup's shape.
  LaunchShape Launch;
  /// Where Iterations and the wave settings came from.
  SettingSources Sources;
  /// Warnings about the settings (e.g. the kernel's workgroup did not fit the
  /// residency tried and was split); the driver prints them.
  std::vector<std::string> Warnings;
};

/// Decides every default (see the definition for each rule).
RunSettings resolveRunSettings(const GCNMCAConfig &Config,
                               const RegionFacts &Facts);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_RUNSETTINGS_H
