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

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <string>

namespace llvm {
class MCSubtargetInfo;
class SourceMgr;
namespace gcnmca {
class AsmInput;

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

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_TOOLS_OCCUPANCYOPTIONS_H
