//===- TraceWriter.h - The -trace file, written as it is produced -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// TraceWriter writes the Chrome trace-event JSON of -trace (TraceView.h) to
/// its stream event by event, as the regions' TraceViews produce them: no
/// event is held (each is one small json::Object, written and freed), so the
/// memory of -trace does not grow with the number of events (it held ~22 KB
/// per event until 2026-11-26; docs/Robustness.md, "Output"). The file is
///   {"traceEvents": [ ...every region's events... ],
///    "otherData": { bounds, unit of time, one entry per region }}
/// with "otherData" last, since what it says of each region (cycles, events,
/// truncated) is known at the end. Indent 1, keys of each event sorted.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_TRACEWRITER_H
#define GCN_MCA_MCA_VIEWS_GCN_TRACEWRITER_H

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <optional>

namespace llvm {
namespace gcnmca {

/// The bounds of a trace (-trace-max-cycles, -trace-max-events).
struct TraceLimits {
  uint64_t MaxCycles = 100000;  ///< record cycles [0, MaxCycles); 0 = all
  uint64_t MaxEvents = 1000000; ///< per region; 0 = no limit
};

class TraceWriter {
public:
  TraceWriter(raw_ostream &OS, TraceLimits L) : OS(OS), Lim(L) {}
  /// Closes the document if finish() was not called (a failed run, whose
  /// file is removed anyway): json::OStream wants its containers closed.
  ~TraceWriter() { finish(); }
  const TraceLimits &getLimits() const { return Lim; }

  /// Writes event \p E (the first one opens the document).
  void event(json::Object E);
  /// Adds a region's entry of "otherData"'s "regions" (a few numbers).
  void addRegion(json::Object R) { Regions.push_back(std::move(R)); }
  /// Closes "traceEvents" and writes "otherData" (once).
  void finish();

private:
  void open();

  raw_ostream &OS;
  TraceLimits Lim;
  std::optional<json::OStream> J;
  json::Array Regions;
  bool Finished = false;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_TRACEWRITER_H
