//===- Sweep.h - What-if sweeps of one parameter ----------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// `-sweep=PARAM=LIST` / `-sweep=PARAM=FROM:TO:STEP`: the same input
/// analysed once per value of one parameter, in one process, and tabulated
/// per region: cycles, change against the first point, clocks per wave,
/// waves per second, waves per SIMD and the verdict. Each point is an
/// independent runAnalysis() call on a copy of the configuration
/// (runSweepPoint: no shared state, so points may run in parallel).
///
/// Parameters: vmem-latency, lds-latency, smem-latency (cycles),
/// waves-per-simd, num-cus, the kernel resources that move occupancy
/// (vgprs, sgprs, lds-bytes), and param:NAME for any hardware-model
/// parameter of -gcn-param (hit rates such as param:LoadHitL1, in percent).
///
/// Derived answers:
///  - latency potential (a vmem-latency sweep): the largest swept latency
///    whose cycles stay within 5% of the first point's - the knee after
///    which memory latency is no longer hidden at this occupancy;
///  - occupancy advice (adviseOccupancy): how many VGPRs, SGPRs or LDS bytes
///    the kernel must shed for one more wave per SIMD, and the cycles of a
///    run with that much shed (the simulated gain).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_SWEEP_H
#define GCN_MCA_DRIVER_SWEEP_H

#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
namespace gcnmca {

/// One parameter and its values, in the order given.
struct SweepSpec {
  std::string Param;
  std::vector<int64_t> Values;
};

/// Parses "PARAM=v1,v2,..." or "PARAM=FROM:TO:STEP" (FROM <= TO, STEP > 0,
/// at most 1000 points).
Expected<SweepSpec> parseSweepSpec(StringRef Text);

/// Sets \p Param to \p Value in \p C.
Error applySweepValue(GCNMCAConfig &C, StringRef Param, int64_t Value);

/// What one region gave at one point.
struct SweepMeasure {
  std::string Region;
  uint64_t Cycles = 0;
  double ClocksPerWave = 0;
  double WavesPerSecond = 0;
  unsigned WavesPerSIMD = 0; ///< the residency the run used
  std::string Verdict;
  bool Incomplete = false;
};

/// Runs \p Base with \p Param = \p Value on \p Input (views reduced to the
/// summary; no report, no files).
Expected<std::vector<SweepMeasure>> runSweepPoint(const GCNMCAConfig &Base,
                                                  StringRef Param,
                                                  int64_t Value,
                                                  MemoryBufferRef Input);

/// The largest latency whose cycles stay within (1 + Threshold) x the first
/// point's: \p Values ascending, \p Cycles per value.
struct LatencyPotential {
  int64_t Knee = 0; ///< the largest hidden latency swept
  uint64_t BaseCycles = 0;
  std::optional<int64_t> FirstAbove; ///< first latency past the threshold
  double RiseAbove = 0;              ///< its cycles / BaseCycles - 1
};
std::optional<LatencyPotential>
computeLatencyPotential(ArrayRef<int64_t> Values, ArrayRef<uint64_t> Cycles,
                        double Threshold = 0.05);

/// One more wave per SIMD for one region: the resource to shed.
struct OccupancyAdvice {
  std::string Region;
  unsigned WavesPerSIMD = 0;   ///< now
  std::string Limiter;         ///< as the occupancy view names it
  std::string Resource;        ///< "vgprs", "sgprs", "lds-bytes"; empty: none
  int64_t Now = 0, Needed = 0; ///< the resource now and at the next step
  unsigned NextWavesPerSIMD = 0;
  uint64_t Cycles = 0, NextCycles = 0; ///< simulated, now and after
  std::string Note;                    ///< why there is no advice
};

/// A whole sweep.
struct SweepResult {
  SweepSpec Spec;
  /// Per value, per region.
  std::vector<std::vector<SweepMeasure>> Points;
  std::vector<OccupancyAdvice> Advice;
};

/// Runs every point of \p Spec, then the occupancy advice.
Expected<SweepResult> runSweep(const GCNMCAConfig &Base, const SweepSpec &Spec,
                               MemoryBufferRef Input);
/// The occupancy advice of every region of \p Input.
Expected<std::vector<OccupancyAdvice>> adviseOccupancy(const GCNMCAConfig &Base,
                                                       MemoryBufferRef Input);

void printSweep(raw_ostream &OS, const SweepResult &R);
json::Value sweepToJSON(const SweepResult &R);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_SWEEP_H
