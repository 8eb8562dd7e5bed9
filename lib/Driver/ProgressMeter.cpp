//===- ProgressMeter.cpp - A progress line for long runs ------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// See ProgressMeter.h.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/ProgressMeter.h"
#include <algorithm>
#include <chrono>

using namespace llvm;
using namespace llvm::gcnmca;

ProgressMeter::ClockFn ProgressMeter::steadyClock() {
  return [] {
    return std::chrono::duration<double>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
  };
}

ProgressMeter::ProgressMeter(bool Enabled, raw_ostream &OS, ClockFn Clock)
    : Enabled(Enabled), OS(OS), Clock(std::move(Clock)),
      Start(Enabled ? this->Clock() : 0) {}

bool ProgressMeter::shouldShow(bool Enabled, double Start, double Now,
                               double LastShown) {
  if (!Enabled || Now - Start < DelaySeconds)
    return false;
  return LastShown < 0 || Now - LastShown >= IntervalSeconds;
}

bool ProgressMeter::update(StringRef Text) {
  if (!Enabled)
    return false;
  std::lock_guard<std::mutex> G(Lock);
  double Now = Clock();
  if (!shouldShow(Enabled, Start, Now, LastShown))
    return false;
  LastShown = Now;
  std::string Line = Text.str();
  // Overwrite the previous line, padding over a longer one.
  OS << '\r' << Line;
  if (Line.size() < LastWidth)
    OS.indent(LastWidth - Line.size());
  // What the terminal line holds now (the padding included).
  LastWidth = std::max(LastWidth, Line.size());
  OS.flush();
  return true;
}

void ProgressMeter::finish() {
  if (!Enabled)
    return;
  std::lock_guard<std::mutex> G(Lock);
  if (!LastWidth)
    return;
  OS << '\r';
  OS.indent(LastWidth);
  OS << '\r';
  OS.flush();
  LastWidth = 0;
}
