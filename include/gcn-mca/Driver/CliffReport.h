//===- CliffReport.h - Occupancy cliffs of one region, simulated -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// simulateOccupancyCliffs(): gives an OccupancyCliffsView the cycles of
/// its region re-run (simulateWhatIf) with each step that raises the
/// kernel's occupancy: -vgprs, -agprs, -sgprs or -lds-bytes set to the
/// step's amount; a workgroup-size step runs the same work at the
/// residency that size would give (-waves-per-simd).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_CLIFFREPORT_H
#define GCN_MCA_DRIVER_CLIFFREPORT_H

#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "gcn-mca/MCA/Views/GCN/OccupancyCliffsView.h"
#include "llvm/Support/MemoryBufferRef.h"

namespace llvm {
namespace gcnmca {

/// The option and the configuration change that realize \p C's step;
/// false when it has none.
bool cliffChange(const OccupancyCliff &C, std::string &Option,
                 GCNMCAConfig &Config);

/// Simulates every step of \p View that raises the kernel's waves per SIMD
/// (region \p RegionIndex of \p Input under \p Base, whose own run took
/// \p Cycles).
void simulateOccupancyCliffs(OccupancyCliffsView &View,
                             const GCNMCAConfig &Base, MemoryBufferRef Input,
                             unsigned RegionIndex, uint64_t Cycles);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_CLIFFREPORT_H
