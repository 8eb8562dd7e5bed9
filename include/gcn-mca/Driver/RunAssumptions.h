//===- RunAssumptions.h - What one region's run assumed ---------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// buildRunAssumptions(): the entries of a region's "Assumptions" block
/// (AssumptionsView) from the configuration, the settings
/// resolveRunSettings() decided and the region's control flow: target and
/// its source, wave size, waves per SIMD, workgroup size and count,
/// iterations, trip counts, branch policy and seed, memory latencies and hit
/// rates, clock and CU count; and the gcn-mca options that reproduce the run
/// from the same input.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_RUNASSUMPTIONS_H
#define GCN_MCA_DRIVER_RUNASSUMPTIONS_H

#include "gcn-mca/Analysis/LaneStrideAnalysis.h"
#include "gcn-mca/Driver/RunSettings.h"
#include "gcn-mca/MCA/Views/AssumptionsView.h"
#include <array>

namespace llvm {
namespace gcnmca {
class RegionControlFlow;
class KernelLaunch;
struct WaveStreams;

/// What the assumptions depend on besides the configuration and settings.
struct AssumptionFacts {
  /// The processor and its target features (after resolveTarget()).
  std::string CPU;
  std::vector<std::string> Attrs;
  /// Where the processor came from ("-mcpu", "input (...)", ...).
  std::string CPUSource;
  /// The hardware model with the overrides (a wave run; may be null in an
  /// llvm-mca run).
  const GCNProcessorModel *Model = nullptr;
  /// The region's control flow; null: the region runs straight.
  const RegionControlFlow *Flow = nullptr;
  /// The region's instructions under a `; gcn-mca: hit` annotation, under
  /// a `; gcn-mca: stride` annotation and under a `; gcn-mca: footprint`
  /// annotation (hit rates derived from the cache model).
  unsigned HitAnnotated = 0, StrideAnnotated = 0, FootprintAnnotated = 0;
  /// The kernel's launch (compute wave runs), else null.
  const KernelLaunch *Launch = nullptr;
  /// Parse errors whose lines -skip-unsupported-instructions left out.
  unsigned ParseFailures = 0;
  /// Per memory-access class (AccessClass), the accesses per source of
  /// their lines or bank cycles (StrideSource): from the launch's
  /// addresses, the address computation, an annotation, -lane-stride, or
  /// the default.
  enum AccessClass { Loads, Stores, LDS, NumAccessClasses };
  std::array<std::array<unsigned, NumStrideSources>, NumAccessClasses>
      AccessSources{};
  /// Per class of vector access (Loads, Stores), the accesses whose hit
  /// rates the caches derived from the launch's addresses and those the
  /// rate model gave (defaults, options, annotations); the units fed
  /// (the simulated one and its peers; 0: none derived), and the peers
  /// left out once the rates had converged (-cache-peer-tolerance).
  std::array<std::array<unsigned, 2>, 2> HitSources{};
  unsigned HitUnits = 0, HitPeersSkipped = 0;
  bool HitPeersProbed = false; ///< the fed peers ran their first window
  /// The waves emulated from the launch, each with its own stream (null:
  /// none): how many, and per loop the trip counts they ran.
  const WaveStreams *Emulated = nullptr;

};

/// The assumptions of a region run with settings \p S.
RunAssumptions buildRunAssumptions(const GCNMCAConfig &C, const RunSettings &S,
                                   const AssumptionFacts &F);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_RUNASSUMPTIONS_H
