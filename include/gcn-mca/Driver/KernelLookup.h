//===- KernelLookup.h - The kernel of each analysis region ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// KernelLookup finds the kernel (descriptor) an analysis region belongs to,
/// for the wave pipeline's default residency and the per-region occupancy
/// view, and applies the configuration's resource overrides (-vgprs, ...,
/// -workgroup-size, -wave-size, -cumode) to a kernel's occupancy input.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_KERNELLOOKUP_H
#define GCN_MCA_DRIVER_KERNELLOOKUP_H

#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Analysis/Occupancy.h"
#include "gcn-mca/Driver/GCNMCAConfig.h"
#include <optional>
#include <string>

namespace llvm {
namespace gcnmca {
class AnalysisRegion;
class AsmInput;

/// True if \p C overrides any kernel resource.
bool hasOccupancyOverrides(const GCNMCAConfig &C);
/// Applies \p C's resource overrides to \p In.
void applyOccupancyOverrides(const GCNMCAConfig &C, OccupancyInput &In);
/// True if \p C sets the shape of the work (-workgroup-size, -wave-size).
bool hasWorkOverrides(const GCNMCAConfig &C);
/// Applies only \p C's work options (-workgroup-size, -wave-size) to \p In,
/// not the residency what-ifs (-vgprs, -agprs, -sgprs, -lds-bytes, -cumode).
void applyWorkOverrides(const GCNMCAConfig &C, OccupancyInput &In);

class KernelLookup {
public:
  /// \p Info holds the kernels of \p Input (null: none could be read).
  KernelLookup(const AsmInput &Input, const KernelInfo *Info,
               const GCNMCAConfig &Config)
      : Input(Input), Info(Info), Config(Config) {}

  /// The kernel of \p Region: the kernel of that name (per-kernel regions),
  /// else the kernel whose label is the last one before the region's first
  /// instruction (marker regions inside a kernel); null for neither.
  const KernelDescriptorInfo *find(const AnalysisRegion &Region) const;

  /// The occupancy input of \p Region's kernel with the overrides applied;
  /// with no kernel, the overrides alone when any is given, else nothing.
  /// \p KernelName receives the kernel's name (or "<command line>").
  std::optional<OccupancyInput> occupancyInput(const AnalysisRegion &Region,
                                               std::string &KernelName) const;

  /// The occupancy input of \p Region's kernel with only the work options
  /// applied (applyWorkOverrides): what sets the default work, whatever
  /// residency is tried. With no kernel, the work options alone when any is
  /// given, else nothing.
  std::optional<OccupancyInput>
  workOccupancyInput(const AnalysisRegion &Region) const;

private:
  const AsmInput &Input;
  const KernelInfo *Info;
  const GCNMCAConfig &Config;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_KERNELLOOKUP_H
