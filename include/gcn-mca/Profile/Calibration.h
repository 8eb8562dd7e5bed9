//===- Calibration.h - Fitting the model to a measured profile --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// -calibrate: fits hardware-model parameters (-gcn-param names: the
/// latencies of the memory levels, the hit rates, DRAMGBps, ...) to a
/// MeasuredProfile by re-simulating the kernel (docs/Profiles.md,
/// "Calibration"). The objective is, with thread-trace stats, the
/// hit-weighted relative RMS error of the mean latency per instruction plus
/// a quarter of the stall-mix and sample-share distances; with PC samples
/// only, those distances. The search is deterministic and
/// bounded: coordinate descent over the parameters, each over the integers
/// of [start / 4, start x 4] (hit rates: [0, 100]) by a scan of 24
/// log-spaced values and a golden-section search around the best one; at
/// most
/// MaxSweeps (8) sweeps, stopping when a sweep changes nothing.
///
/// CalibrationProfile is the file -calibrate writes and -profile reads: per
/// chip, the fitted values, the fit's quality and where the data came from.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_PROFILE_CALIBRATION_H
#define GCN_MCA_PROFILE_CALIBRATION_H

#include "gcn-mca/Profile/MeasuredProfile.h"
#include "gcn-mca/Profile/ProfileComparison.h"
#include "gcn-mca/Profile/SimulatedProfile.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <map>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

struct FittedParam {
  std::string Name;
  unsigned Start = 0, Fitted = 0, Lo = 0, Hi = 0;
};

struct CalibrationResult {
  std::string Processor, Kernel;
  std::vector<FittedParam> Params;
  double StartObjective = 0, Objective = 0;
  ProfileComparison::Agreement StartFit, Fit;
  unsigned Evaluations = 0, Sweeps = 0;
};

/// Simulates the kernel with the parameter values \p Values (name ->
/// value, on top of the run's settings).
using KernelSimulator = function_ref<Expected<SimulatedKernel>(
    const std::map<std::string, unsigned> &Values)>;

struct CalibrationOptions {
  /// The parameters to fit; empty: the memory latencies the kernel's
  /// simulated latencies depend on (each tried at +25 %).
  std::vector<std::string> Params;
  unsigned MaxSweeps = 8;
};

/// The objective of \p C (lower is better).
double calibrationObjective(const ProfileComparison::Agreement &A);

/// Fits \p O.Params for \p M, starting from \p Start (the run as
/// configured).
Expected<CalibrationResult> calibrate(const MeasuredProfile &M,
                                      const SimulatedKernel &Start,
                                      KernelSimulator Simulate,
                                      const CalibrationOptions &O);

/// The profile file.
struct CalibrationProfile {
  std::string Processor;
  std::map<std::string, unsigned> Params;
  json::Value toJSON(const CalibrationResult &R,
                     const MeasuredProfile &M) const;
  /// Reads a profile file (\p Buffer's identifier names it in errors).
  static Expected<CalibrationProfile> read(MemoryBufferRef Buffer);
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_PROFILE_CALIBRATION_H
