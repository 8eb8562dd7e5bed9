//===- FailIf.h - The -fail-if performance gate -----------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// FailIfCondition: one -fail-if=EXPR, `METRIC OP NUMBER[%]`, true when the
/// run is worse than the threshold (docs/Profiles.md, "CI gate"). Metrics:
/// cycles, time-us (cycles at the chip's clock), stall-rate, stall.REASON
/// (share of the resident waves' issue slots stalled for REASON, a
/// WaveStallReason name), occupancy (waves per SIMD), vgprs, agprs, sgprs,
/// lds (bytes), scratch (bytes per work-item), sgpr-spills, vgpr-spills,
/// spills. OP is one of <, <=, >, >=, ==, !=; a trailing % divides the
/// number by 100.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_PROFILE_FAILIF_H
#define GCN_MCA_PROFILE_FAILIF_H

#include "gcn-mca/Profile/SimulatedProfile.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>

namespace llvm {
namespace gcnmca {

/// The exit status of a run that a -fail-if condition failed
/// (docs/CommandGuide/gcn-mca.rst).
constexpr int FailIfExitStatus = 3;

class FailIfCondition {
public:
  /// Parses \p Text; errors say what is wrong with it.
  static Expected<FailIfCondition> parse(StringRef Text);

  /// The metric's value for \p K; an error when the run does not know it
  /// (spill counts of a kernel without metadata, say).
  Expected<double> value(const SimulatedKernel &K) const;
  /// True when \p V meets the condition (the gate fails).
  bool holds(double V) const;

  const std::string &text() const { return Text; }
  const std::string &metric() const { return Metric; }

private:
  enum class Op { LT, LE, GT, GE, EQ, NE };
  std::string Text, Metric;
  Op Operator = Op::GT;
  double Threshold = 0;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_PROFILE_FAILIF_H
