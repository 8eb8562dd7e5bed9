//===- TraceView.h - Wave trace as Chrome trace events ----------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// TraceView (`-trace=FILE`) records a wave-pipeline run as Chrome
/// trace-event JSON, the format Perfetto (ui.perfetto.dev) and
/// chrome://tracing open: `{"traceEvents": [...], "otherData": {...}}`.
/// One trace microsecond is one shader cycle. Per region (one "process",
/// pid = region index + 1):
///   - a track (thread) per SIMD, tid = SIMD: one `X` slice per issue slot
///     that issued (named by the instruction, or "N instructions"), and
///     merged slices "stalled: REASON" over consecutive stalled slots;
///   - a track per wave, tid = 1000 + wave: an `X` slice per issue
///     ("[i] text", one slot long) and merged slices "REASON: [i] text"
///     over consecutive slots stalled at one instruction for one reason;
///   - `C` counters: "Busy units" (busy instances per unit) and "Resident
///     waves";
///   - `M` metadata: process and thread names and sort order.
/// Bounded: only cycles below MaxCycles are recorded and at most MaxEvents
/// events per region; the limits, and which region was cut at which cycle,
/// are stated in the file's otherData. Every event goes to the TraceWriter
/// shared by the regions as soon as it is complete (a slice when it
/// closes): the view holds only the slices still open (one per wave and per
/// SIMD) and the busy-unit changes not yet reached.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_TRACEVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_TRACEVIEW_H

#include "gcn-mca/MCA/Views/GCN/GCNWaveViewBase.h"
#include "gcn-mca/MCA/Views/GCN/TraceWriter.h"
#include "llvm/Support/JSON.h"
#include <map>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

class TraceView : public GCNWaveViewBase {
public:
  using Limits = TraceLimits;
  /// Writes the events of region \p RegionIndex to \p W (with W's limits).
  TraceView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
            ArrayRef<MCInst> Source, unsigned RegionIndex, StringRef RegionName,
            TraceWriter &W);

  void onEvent(const mca::HWInstructionEvent &Event) override;
  /// Every event, SlotDone once per slot (its issues are paired with it).
  unsigned getWaveEventMask() const override {
    return AllWaveEvents | WaveSlotPerSlot | WaveCycleCallbacks;
  }
  void onRunInfo(const RunInfo &RI) override;
  void onWaveStart(const WaveStart &E) override;
  void onWaveEnd(const WaveEnd &E) override;
  void onIssue(const Issue &E) override;
  void onWaveStall(const WaveStall &E) override;
  void onSlot(const SlotOutcome &E) override;
  void onCycleEnd() override;

  /// Nothing in the report: the trace goes to its own file.
  void printView(raw_ostream &) const override {}
  bool isSerializable() const override { return false; }
  StringRef getNameAsString() const override { return "TraceView"; }

  /// Ends the region: writes the slices still open and the counters, and
  /// the region's entry of otherData (once).
  void finish();
  uint64_t getNumEvents() const { return NumEvents; }
  bool isTruncated() const { return Truncated; }

private:
  /// An open stall slice (wave track: one reason at one instruction; SIMD
  /// track: one reason).
  struct OpenSlice {
    bool Open = false;
    uint64_t Start = 0, End = 0;
    WaveStallReason Reason = WaveStallReason::OTHER;
    unsigned Inst = 0;
  };
  bool inWindow(uint64_t Cycle) const {
    return !Lim.MaxCycles || Cycle < Lim.MaxCycles;
  }
  uint64_t clip(uint64_t Cycle) const {
    return Lim.MaxCycles ? std::min(Cycle, Lim.MaxCycles) : Cycle;
  }
  void add(json::Object E);
  void slice(unsigned Tid, uint64_t Start, uint64_t End, StringRef Name,
             StringRef Cat, json::Object Args);
  void closeWave(unsigned Wave);
  void closeSIMD(unsigned SIMD);
  void flushCounters(uint64_t UpTo);
  std::string instName(unsigned Idx) const;

  unsigned Pid;
  std::string RegionName;
  std::string Processor;
  TraceWriter &Writer;
  Limits Lim;
  uint64_t NumEvents = 0;
  bool Truncated = false;
  uint64_t TruncatedAt = 0;
  bool Finished = false;
  std::vector<OpenSlice> WaveOpen, SIMDOpen;
  std::vector<unsigned> WaveSIMD;
  /// Per SIMD, the issues of the current slot: (wave, instruction).
  std::vector<SmallVector<std::pair<unsigned, unsigned>, 2>> SlotIssues;
  /// Busy-unit changes by cycle (per GCNExecUnit), applied in order.
  std::map<uint64_t, std::vector<int>> BusyDeltas;
  std::vector<int> Busy;
  unsigned Resident = 0;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_TRACEVIEW_H
