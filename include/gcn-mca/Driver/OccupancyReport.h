//===- OccupancyReport.h - -gcn-occupancy for every kernel ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The occupancy report (-gcn-occupancy, -gcn-occupancy-only): one
/// occupancy section per kernel of the input, from its descriptor with the
/// configuration's resource overrides, or from the overrides alone.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_OCCUPANCYREPORT_H
#define GCN_MCA_DRIVER_OCCUPANCYREPORT_H

#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Driver/AnalysisDriver.h"
#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <string>

namespace llvm {
namespace gcnmca {

/// Checks the wave-size override against model \p M (call before reading
/// the kernels for a report).
Error checkOccupancyOverrides(const GCNMCAConfig &C,
                              const GCNProcessorModel &M);

/// Builds the report of every kernel of \p KI on model \p M: text into
/// \p Text, or with C.JSON an array into \p JSON (the "Occupancy" key).
/// The occupancy report of every kernel of \p KI: text or JSON (C.JSON),
/// and the figures into \p Kernels.
void buildOccupancyReport(const GCNMCAConfig &C, const KernelInfo &KI,
                          const GCNProcessorModel &M, std::string &Text,
                          json::Value &JSON,
                          std::vector<KernelOccupancy> &Kernels);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_OCCUPANCYREPORT_H
