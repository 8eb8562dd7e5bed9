//===- CliffReport.cpp - Occupancy cliffs of one region, simulated --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Simulates the occupancy cliffs of a region (CliffReport.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/CliffReport.h"
#include "gcn-mca/Driver/WhatIfRun.h"

using namespace llvm;
using namespace llvm::gcnmca;

bool llvm::gcnmca::cliffChange(const OccupancyCliff &C, std::string &Option,
                               GCNMCAConfig &Config) {
  if (!C.Next)
    return false;
  unsigned N = *C.Next;
  switch (C.Resource) {
  case CliffResource::VGPRs:
    Config.Occupancy.VGPRs = N;
    Option = "-vgprs=" + std::to_string(N);
    return true;
  case CliffResource::AGPRs:
    Config.Occupancy.AGPRs = N;
    Option = "-agprs=" + std::to_string(N);
    return true;
  case CliffResource::SGPRs:
    Config.Occupancy.SGPRs = N;
    Option = "-sgprs=" + std::to_string(N);
    return true;
  case CliffResource::LDS:
    Config.Occupancy.LDSBytes = N;
    Option = "-lds-bytes=" + std::to_string(N);
    return true;
  case CliffResource::WorkgroupSize:
    // The same work at the residency the size would allow.
    Config.Wave.WavesPerSIMD = C.WavesAtNext;
    Option = "-waves-per-simd=" + std::to_string(C.WavesAtNext);
    return true;
  }
  return false;
}

void llvm::gcnmca::simulateOccupancyCliffs(OccupancyCliffsView &View,
                                           const GCNMCAConfig &Base,
                                           MemoryBufferRef Input,
                                           unsigned RegionIndex,
                                           uint64_t Cycles) {
  View.setCycles(Cycles);
  ArrayRef<OccupancyCliff> Cliffs = View.getCliffs();
  for (unsigned I = 0, E = Cliffs.size(); I != E; ++I) {
    const OccupancyCliff &C = Cliffs[I];
    // Only a step that raises the kernel's occupancy changes the run.
    if (!C.Next || C.WavesAtNext <= View.getWavesPerSIMD())
      continue;
    OccupancyCliffsView::Simulated S;
    Expected<WhatIfResult> W =
        simulateWhatIf(Base, Input, RegionIndex, [&](GCNMCAConfig &Config) {
          cliffChange(C, S.Option, Config);
        });
    if (!W) {
      S.Note = "not simulated: " + toString(W.takeError());
    } else {
      S.Cycles = W->Cycles;
      S.Incomplete = W->Incomplete;
    }
    View.setSimulated(I, std::move(S));
  }
}
