//===- OccupancyCliffs.h - How much less gives one more wave ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Occupancy cliffs: for each resource of a kernel (VGPRs, AGPRs, SGPRs, LDS
/// bytes per workgroup, workgroup size) the largest amount that lets that
/// resource allow more waves per SIMD than it does now ("12 fewer VGPRs: 9
/// waves/SIMD"), found with the OccupancyCalculator itself so that the
/// figures agree with it on every generation (granules, file sizes, LDS per
/// CU/WGP, workgroup slots). LDS amounts are rounded down to the LDS
/// allocation granule. See docs/Occupancy.md, "Cliffs".
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_OCCUPANCYCLIFFS_H
#define GCN_MCA_ANALYSIS_OCCUPANCYCLIFFS_H

#include "gcn-mca/Analysis/Occupancy.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

/// The resources a cliff is computed for.
enum class CliffResource { VGPRs, AGPRs, SGPRs, LDS, WorkgroupSize };
/// "VGPRs", "AGPRs", "SGPRs", "LDS bytes", "workgroup size".
StringRef getCliffResourceName(CliffResource R);

/// One resource's next step.
struct OccupancyCliff {
  CliffResource Resource = CliffResource::VGPRs;
  /// The amount now (workgroup size: the largest allowed size).
  unsigned Now = 0;
  /// Waves per SIMD this resource alone allows now.
  unsigned LimitNow = 0;
  /// The amount at the step, when there is one: the largest smaller amount
  /// (workgroup size: the nearest size, a multiple of the wave size) whose
  /// own limit is above LimitNow.
  std::optional<unsigned> Next;
  /// Waves per SIMD this resource alone allows at Next.
  unsigned LimitNext = 0;
  /// The kernel's waves per SIMD at Next, every other resource unchanged.
  unsigned WavesAtNext = 0;
  /// Why there is no step ("at the wave slots' maximum", ...).
  std::string Note;

  /// Now - Next (0 without a step; workgroup size: may be negative).
  int64_t change() const { return Next ? int64_t(Now) - int64_t(*Next) : 0; }
};

class OccupancyCliffs {
public:
  /// The cliffs of \p In (whose occupancy is \p R) on \p Model, in the order
  /// VGPRs, AGPRs (only with AGPRs), SGPRs, LDS, workgroup size.
  static std::vector<OccupancyCliff> compute(const GCNProcessorModel &Model,
                                             const OccupancyInput &In,
                                             const OccupancyResult &R);
  /// \p In with \p Res set to \p Value (workgroup size: a fixed size).
  static OccupancyInput with(const OccupancyInput &In, CliffResource Res,
                             unsigned Value);
  /// Waves per SIMD resource \p Res alone allows in \p R.
  static unsigned limitOf(const OccupancyResult &R, CliffResource Res);
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_OCCUPANCYCLIFFS_H
