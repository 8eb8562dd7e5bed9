//===- KernelLookup.cpp - The kernel of each analysis region --------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Finds a region's kernel and applies the resource overrides.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/KernelLookup.h"
#include "gcn-mca/Input/AnalysisRegions.h"
#include "gcn-mca/Input/AsmInput.h"

using namespace llvm;
using namespace llvm::gcnmca;

bool llvm::gcnmca::hasOccupancyOverrides(const GCNMCAConfig &C) {
  const OccupancyConfig &O = C.Occupancy;
  return O.VGPRs || O.AGPRs || O.SGPRs || O.LDSBytes || O.CUMode ||
         C.Wave.WorkgroupSize || C.Wave.WaveSize;
}

void llvm::gcnmca::applyOccupancyOverrides(const GCNMCAConfig &C,
                                           OccupancyInput &In) {
  const OccupancyConfig &O = C.Occupancy;
  if (O.VGPRs)
    In.NumVGPRs = *O.VGPRs;
  if (O.AGPRs)
    In.NumAGPRs = *O.AGPRs;
  if (O.SGPRs)
    In.NumSGPRs = *O.SGPRs;
  if (O.LDSBytes)
    In.LDSBytes = *O.LDSBytes;
  applyWorkOverrides(C, In);
  if (O.CUMode)
    In.CUMode = *O.CUMode;
}

bool llvm::gcnmca::hasWorkOverrides(const GCNMCAConfig &C) {
  return C.Wave.WorkgroupSize || C.Wave.WaveSize;
}

void llvm::gcnmca::applyWorkOverrides(const GCNMCAConfig &C,
                                      OccupancyInput &In) {
  if (C.Wave.WorkgroupSize)
    In.MinWorkgroupSize = In.MaxWorkgroupSize = *C.Wave.WorkgroupSize;
  if (C.Wave.WaveSize)
    In.WaveSize = *C.Wave.WaveSize;
}

const KernelDescriptorInfo *
KernelLookup::find(const AnalysisRegion &Region) const {
  if (!Info)
    return nullptr;
  if (const KernelDescriptorInfo *K = Info->find(Region.getName()))
    return K;
  ArrayRef<MCInst> Insts = Region.getInstructions();
  if (Insts.empty() || !Insts.front().getLoc().isValid())
    return nullptr;
  const char *First = Insts.front().getLoc().getPointer();
  const KernelDescriptorInfo *Found = nullptr;
  for (const AsmLabel &L : Input.labels()) {
    if (!L.Loc.isValid() || L.Loc.getPointer() > First)
      continue;
    if (const KernelDescriptorInfo *K = Info->find(L.Name))
      Found = K; // Labels are in file order: the last one wins.
  }
  return Found;
}

std::optional<OccupancyInput>
KernelLookup::occupancyInput(const AnalysisRegion &Region,
                             std::string &KernelName) const {
  OccupancyInput In;
  if (const KernelDescriptorInfo *K = find(Region)) {
    In = K->toOccupancyInput();
    KernelName = K->Name;
  } else if (hasOccupancyOverrides(Config)) {
    KernelName = "<command line>";
  } else {
    return std::nullopt;
  }
  applyOccupancyOverrides(Config, In);
  return In;
}

std::optional<OccupancyInput>
KernelLookup::workOccupancyInput(const AnalysisRegion &Region) const {
  OccupancyInput In;
  if (const KernelDescriptorInfo *K = find(Region))
    In = K->toOccupancyInput();
  else if (!hasWorkOverrides(Config))
    return std::nullopt;
  applyWorkOverrides(Config, In);
  return In;
}
