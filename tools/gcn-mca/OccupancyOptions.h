//===- OccupancyOptions.h - Occupancy options of the driver -----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The driver's occupancy report: -gcn-occupancy (one occupancy section per
/// kernel before the other views), -gcn-occupancy-only (just that), and the
/// resource overrides -vgprs, -agprs, -sgprs, -lds-bytes, -cumode, in the
/// category "GCN Occupancy Options" (OccupancyOptions.cpp); -wave-size and
/// -workgroup-size are the wave pipeline's options, read here too. Kernel
/// resources come from the input (lib/Analysis/KernelInfo); the formulas from
/// lib/Analysis/Occupancy.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_TOOLS_OCCUPANCYOPTIONS_H
#define GCN_MCA_TOOLS_OCCUPANCYOPTIONS_H

#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Analysis/Occupancy.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>

namespace llvm {
class MCSubtargetInfo;
class SourceMgr;
namespace gcnmca {
class AsmInput;
class AnalysisRegion;

/// The category "GCN Occupancy Options".
cl::OptionCategory &getOccupancyCategory();

/// True when -gcn-occupancy-only asks for nothing but the occupancy report.
bool occupancyOnly();

/// Builds the occupancy report of every kernel of \p Input when
/// -gcn-occupancy or -gcn-occupancy-only is given (else leaves \p Text and
/// \p JSON untouched): text into \p Text, or, with \p AsJSON, an array into
/// \p JSON (the driver's "Occupancy" key).
Error buildOccupancyReport(const AsmInput &Input, SourceMgr &SM,
                           const MCSubtargetInfo &STI, bool AsJSON,
                           std::string &Text, json::Value &JSON);

/// The kernel each analysis region belongs to, for the wave pipeline's
/// default residency and the per-region occupancy view.
class RegionKernels {
public:
  /// Reads the kernel descriptors of \p Input. A descriptor that does not
  /// evaluate gives a warning (once) and no kernels, never an error: the
  /// wave pipeline then runs with the chip's defaults.
  RegionKernels(const AsmInput &Input, SourceMgr &SM,
                const MCSubtargetInfo &STI);

  /// The kernel of \p Region: the kernel of that name (per-kernel regions),
  /// else the kernel whose label is the last one before the region's first
  /// instruction (marker regions inside a kernel); null for neither.
  const KernelDescriptorInfo *find(const AnalysisRegion &Region) const;

  /// The occupancy input of \p Region's kernel with the command-line
  /// overrides (-vgprs, ..., -workgroup-size, -wave-size, -cumode) applied;
  /// with no kernel, the overrides alone when any is given, else nothing.
  std::optional<OccupancyInput> occupancyInput(const AnalysisRegion &Region,
                                               std::string &KernelName) const;

private:
  const AsmInput &Input;
  std::optional<KernelInfo> Info;
};

/// True unless -occupancy-view=false: the wave pipeline prints the occupancy
/// of each region's kernel first.
bool printOccupancyView();

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_TOOLS_OCCUPANCYOPTIONS_H
