//===- WhatIfRun.h - One region simulated with a changed setting -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// simulateWhatIf(): runs the whole analysis again through runAnalysis()
/// with a copy of the configuration changed by a callback (a resource
/// override, a hit rate, a workgroup count ...) and returns the cycles of
/// one region - exactly what `gcn-mca` with the corresponding options
/// prints as that region's Total Cycles. The re-run prints nothing: views
/// off, no files, its stderr silenced, no cliffs or advice of its own.
/// Used by the occupancy cliffs and by -advise (docs/Advice.md).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_WHATIFRUN_H
#define GCN_MCA_DRIVER_WHATIFRUN_H

#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <cstdint>

namespace llvm {
namespace gcnmca {

/// What one re-run gave for the region asked for.
struct WhatIfResult {
  uint64_t Cycles = 0;
  bool Incomplete = false;
};

/// \p Base with every view, file and nested what-if turned off (the
/// simulation's settings untouched).
GCNMCAConfig quietWhatIfConfig(const GCNMCAConfig &Base);

/// Region \p RegionIndex of \p Input simulated with \p Change applied to
/// quietWhatIfConfig(\p Base). Fails when the re-run fails or has no such
/// region.
Expected<WhatIfResult>
simulateWhatIf(const GCNMCAConfig &Base, MemoryBufferRef Input,
               unsigned RegionIndex,
               function_ref<void(GCNMCAConfig &)> Change);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_WHATIFRUN_H
