//===- ConfigLimits.h - Numeric options checked against the target -*- C++
//-*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Range checks of the numeric settings of a run against the processor's
/// hardware model: each error names the option, the value and the limit.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_CONFIGLIMITS_H
#define GCN_MCA_DRIVER_CONFIGLIMITS_H

#include "llvm/Support/Error.h"

namespace llvm {
namespace gcnmca {

struct GCNMCAConfig;
struct GCNProcessorModel;

/// Checks -waves-per-simd, -wave-size, -workgroup-size, -workgroups,
/// -export-queue, -num-cus, -vgprs, -agprs, -sgprs and -lds-bytes of \p C
/// against \p M (limits in docs/CommandGuide/gcn-mca.rst, "LIMITS").
Error checkConfigLimits(const GCNMCAConfig &C, const GCNProcessorModel &M);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_CONFIGLIMITS_H
