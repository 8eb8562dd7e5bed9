//===- ProfileWriters.h - A simulation in AMD's file formats ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Writers of simulated regions in the shapes of AMD's tools
/// (docs/Profiles.md, "Writing"):
/// - the thread-trace statistics CSV (-write-att-stats);
/// - a ROCprof Compute Viewer folder (-write-rcv): code.json, kernels.json
///   and one wave record per recorded wave;
/// - Radeon GPU Analyzer's resource-usage CSV (-write-resource-csv);
/// - a rocprofv3 stochastic PC-sampling CSV drawn from the simulated issue
///   and stall slots with seeded sampling noise (-write-pc-sampling).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_PROFILE_PROFILEWRITERS_H
#define GCN_MCA_PROFILE_PROFILEWRITERS_H

#include "gcn-mca/Profile/SimulatedProfile.h"
#include "llvm/Support/Error.h"
#include <cstdint>

namespace llvm {
class raw_ostream;
namespace gcnmca {

/// The code-object address gcn-mca gives a region's first instruction in
/// the files it writes (a kernel's entry in a typical code object).
constexpr uint64_t SimulatedLoadAddress = 0x1000;

void writeATTStats(raw_ostream &OS, ArrayRef<SimulatedKernel> Kernels);
void writeResourceCSV(raw_ostream &OS, ArrayRef<SimulatedKernel> Kernels);
/// \p Samples samples per region, drawn with the seed \p Seed.
void writePCSampling(raw_ostream &OS, ArrayRef<SimulatedKernel> Kernels,
                     uint64_t Samples, uint64_t Seed);
/// Writes the folder \p Dir (created if needed; its files replaced).
Error writeRCV(StringRef Dir, ArrayRef<SimulatedKernel> Kernels);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_PROFILE_PROFILEWRITERS_H
