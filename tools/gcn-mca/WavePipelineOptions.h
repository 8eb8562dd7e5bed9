//===- WavePipelineOptions.h - Options of the wave pipeline ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The driver's access to the "Wave Pipeline Options" (-waves-per-simd,
/// -workgroup-size, -workgroups, -dispatch, -verts-per-tri, -pixels-per-tri,
/// -num-cus, -max-cycles, -vmem-latency, -lds-latency, -smem-latency,
/// -export-queue, -wave-size, -wave-stats), defined in WavePipelineOptions.cpp.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_TOOLS_WAVEPIPELINEOPTIONS_H
#define GCN_MCA_TOOLS_WAVEPIPELINEOPTIONS_H

#include "gcn-mca/MCA/WavePipeline.h"
#include "llvm/Support/CommandLine.h"

namespace llvm {
namespace gcnmca {

/// The category "Wave Pipeline Options" (for cl::HideUnrelatedOptions).
cl::OptionCategory &getWavePipelineCategory();
/// The options as given; \p Iterations is the driver's -iterations (0 =
/// the wave pipeline's default).
WavePipelineOptions getWavePipelineOptions(unsigned Iterations);
/// -wave-stats: print the wave pipeline's totals view.
bool printWaveStats();

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_TOOLS_WAVEPIPELINEOPTIONS_H
