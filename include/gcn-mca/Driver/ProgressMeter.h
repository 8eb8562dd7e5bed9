//===- ProgressMeter.h - A progress line for long runs ----------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// ProgressMeter: one progress line on stderr, rewritten in place, for runs
/// that take long. It shows only when stderr is a terminal (never in tests,
/// pipes or files) and the run has taken more than DelaySeconds, then at
/// most every IntervalSeconds; finish() erases it. The decision is the pure
/// function shouldShow(), unit-tested; the clock is injectable.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_PROGRESSMETER_H
#define GCN_MCA_DRIVER_PROGRESSMETER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <mutex>
#include <string>

namespace llvm {
namespace gcnmca {

class ProgressMeter {
public:
  /// No line before the run has taken this long.
  static constexpr double DelaySeconds = 2.0;
  /// At most one update per this interval.
  static constexpr double IntervalSeconds = 0.5;

  /// Seconds since some fixed point.
  using ClockFn = std::function<double()>;

  /// \p Enabled: stderr is a terminal (the caller decides; see
  /// sys::Process::StandardErrIsDisplayed()).
  ProgressMeter(bool Enabled, raw_ostream &OS, ClockFn Clock = steadyClock());

  /// The decision: show a line at \p Now (seconds) when enabled, the run
  /// started at \p Start has taken more than DelaySeconds, and the last line
  /// (\p LastShown, negative for none) is at least IntervalSeconds old.
  static bool shouldShow(bool Enabled, double Start, double Now,
                         double LastShown);

  /// Shows \p Text (one line, without newline) if shouldShow() says so.
  /// Thread-safe. Returns whether it was shown.
  bool update(StringRef Text);
  /// Erases the line if one was shown.
  void finish();

  static ClockFn steadyClock();

private:
  bool Enabled;
  raw_ostream &OS;
  ClockFn Clock;
  double Start;
  double LastShown = -1;
  size_t LastWidth = 0;
  std::mutex Lock;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_PROGRESSMETER_H
