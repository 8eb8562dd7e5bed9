//===- TraceView.cpp - Wave trace in the Chrome trace-event format --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Turns the wave pipeline's events into Chrome trace events (see
/// TraceView.h). Slices are emitted when they close, so on every track the
/// timestamps never decrease.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/TraceView.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

/// Wave tracks are numbered after the SIMD tracks.
static constexpr unsigned WaveTidBase = 1000;

TraceView::TraceView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                     ArrayRef<MCInst> Source, unsigned RegionIndex,
                     StringRef Name, TraceWriter &W)
    : GCNWaveViewBase(STI, Printer, Source), Pid(RegionIndex + 1),
      RegionName(Name.str()), Writer(W), Lim(W.getLimits()),
      Busy(NumGCNExecUnits, 0) {}

std::string TraceView::instName(unsigned Idx) const {
  if (Idx >= getSource().size())
    return "<drain after the last iteration>";
  return formatv("[{0}] {1}", Idx, instText(Idx)).str();
}

void TraceView::add(json::Object E) {
  if (Lim.MaxEvents && NumEvents >= Lim.MaxEvents) {
    if (!Truncated) {
      Truncated = true;
      TruncatedAt = Cycles;
    }
    return;
  }
  E["pid"] = Pid;
  ++NumEvents;
  Writer.event(std::move(E));
}

void TraceView::slice(unsigned Tid, uint64_t Start, uint64_t End,
                      StringRef Name, StringRef Cat, json::Object Args) {
  if (!inWindow(Start))
    return;
  End = clip(End);
  // json::Value borrows a StringRef: the texts are copied.
  add(json::Object({{"name", Name.str()},
                    {"cat", Cat.str()},
                    {"ph", "X"},
                    {"ts", int64_t(Start)},
                    {"dur", int64_t(End > Start ? End - Start : 0)},
                    {"tid", Tid},
                    {"args", std::move(Args)}}));
}

void TraceView::onEvent(const mca::HWInstructionEvent &Event) {
  const WaveEvent *E = WaveEvent::get(Event);
  // The processor names the process, in onRunInfo.
  if (E && E->getKind() == WaveEvent::RunStarted && E->Run)
    Processor = E->Run->Processor.str();
  GCNWaveViewBase::onEvent(Event);
  if (!E)
    return;
  if (E->getKind() == WaveEvent::UnitBusy && E->BusyCycles) {
    unsigned U = unsigned(E->Unit);
    auto &Start = BusyDeltas[E->Cycle];
    Start.resize(NumGCNExecUnits);
    ++Start[U];
    auto &End = BusyDeltas[E->Cycle + E->BusyCycles];
    End.resize(NumGCNExecUnits);
    --End[U];
  }
}

void TraceView::onRunInfo(const RunInfo &RI) {
  GCNWaveViewBase::onRunInfo(RI);
  SIMDOpen.assign(RI.NumSIMDs, OpenSlice());
  SlotIssues.assign(RI.NumSIMDs, {});
  std::string Name = formatv("Region {0}", Pid - 1).str();
  if (!RegionName.empty())
    Name += ": " + RegionName;
  if (!Processor.empty())
    Name += " (" + Processor + ")";
  add(json::Object({{"name", "process_name"},
                    {"ph", "M"},
                    {"args", json::Object({{"name", Name}})}}));
  add(json::Object({{"name", "process_sort_index"},
                    {"ph", "M"},
                    {"args", json::Object({{"sort_index", Pid}})}}));
  for (unsigned S = 0; S < RI.NumSIMDs; ++S) {
    add(json::Object(
        {{"name", "thread_name"},
         {"ph", "M"},
         {"tid", S},
         {"args", json::Object({{"name", formatv("SIMD {0}", S).str()}})}}));
    add(json::Object({{"name", "thread_sort_index"},
                      {"ph", "M"},
                      {"tid", S},
                      {"args", json::Object({{"sort_index", S}})}}));
  }
}

void TraceView::onWaveStart(const WaveStart &E) {
  if (WaveOpen.size() <= E.Wave) {
    WaveOpen.resize(E.Wave + 1);
    WaveSIMD.resize(E.Wave + 1);
  }
  WaveSIMD[E.Wave] = E.SIMD;
  if (!inWindow(E.Cycle))
    return;
  unsigned Tid = WaveTidBase + E.Wave;
  add(json::Object(
      {{"name", "thread_name"},
       {"ph", "M"},
       {"tid", Tid},
       {"args",
        json::Object({{"name", formatv("Wave {0} (SIMD {1})", E.Wave, E.SIMD)
                                   .str()}})}}));
  add(json::Object({{"name", "thread_sort_index"},
                    {"ph", "M"},
                    {"tid", Tid},
                    {"args", json::Object({{"sort_index", Tid}})}}));
  ++Resident;
  add(json::Object({{"name", "Resident waves"},
                    {"ph", "C"},
                    {"ts", int64_t(E.Cycle)},
                    {"args", json::Object({{"waves", Resident}})}}));
}

void TraceView::onWaveEnd(const WaveEnd &E) {
  if (E.Wave < WaveOpen.size())
    closeWave(E.Wave);
  if (!inWindow(E.Cycle) || !Resident)
    return;
  --Resident;
  add(json::Object({{"name", "Resident waves"},
                    {"ph", "C"},
                    {"ts", int64_t(E.Cycle)},
                    {"args", json::Object({{"waves", Resident}})}}));
}

void TraceView::closeWave(unsigned Wave) {
  OpenSlice &S = WaveOpen[Wave];
  if (!S.Open)
    return;
  S.Open = false;
  std::string Name =
      (getWaveStallReasonName(S.Reason) + ": " + instName(S.Inst)).str();
  slice(
      WaveTidBase + Wave, S.Start, S.End, Name, "stall",
      json::Object({{"reason", getWaveStallReasonName(S.Reason)},
                    {"inst", S.Inst},
                    {"slots", int64_t((S.End - S.Start) / Info.SlotCycles)}}));
}

void TraceView::closeSIMD(unsigned SIMD) {
  OpenSlice &S = SIMDOpen[SIMD];
  if (!S.Open)
    return;
  S.Open = false;
  slice(
      SIMD, S.Start, S.End,
      ("stalled: " + getWaveStallReasonName(S.Reason)).str(), "stall",
      json::Object({{"reason", getWaveStallReasonName(S.Reason)},
                    {"slots", int64_t((S.End - S.Start) / Info.SlotCycles)}}));
}

void TraceView::onIssue(const Issue &E) {
  if (E.Wave < WaveOpen.size())
    closeWave(E.Wave);
  if (E.SIMD < SlotIssues.size())
    SlotIssues[E.SIMD].push_back({E.Wave, E.Inst});
  slice(WaveTidBase + E.Wave, E.Cycle, E.Cycle + Info.SlotCycles,
        instName(E.Inst), "issue",
        json::Object({{"inst", E.Inst},
                      {"unit", getViewUnitName(E.Unit)},
                      {"simd", E.SIMD}}));
}

void TraceView::onWaveStall(const WaveStall &E) {
  if (E.Wave >= WaveOpen.size())
    return;
  OpenSlice &S = WaveOpen[E.Wave];
  uint64_t End = E.Cycle + E.Slots * Info.SlotCycles;
  if (S.Open && S.Reason == E.Reason && S.Inst == E.Inst && S.End == E.Cycle) {
    S.End = End;
    return;
  }
  closeWave(E.Wave);
  S = {true, E.Cycle, End, E.Reason, E.Inst};
}

void TraceView::onSlot(const SlotOutcome &E) {
  if (E.SIMD >= SIMDOpen.size())
    return;
  auto &Issues = SlotIssues[E.SIMD];
  if (E.Issued == 0) {
    OpenSlice &S = SIMDOpen[E.SIMD];
    if (!(S.Open && S.Reason == E.Reason && S.End == E.Cycle)) {
      closeSIMD(E.SIMD);
      S = {true, E.Cycle, E.Cycle, E.Reason, 0};
    }
    S.End = E.Cycle + Info.SlotCycles;
    Issues.clear();
    return;
  }
  closeSIMD(E.SIMD);
  json::Array Who;
  for (auto [W, I] : Issues)
    Who.push_back(formatv("wave {0}: {1}", W, instName(I)).str());
  std::string Name = Issues.size() == 1
                         ? instName(Issues[0].second)
                         : formatv("{0} instructions", E.Issued).str();
  slice(E.SIMD, E.Cycle, E.Cycle + Info.SlotCycles, Name, "issue",
        json::Object({{"issued", E.Issued}, {"waves", std::move(Who)}}));
  Issues.clear();
}

void TraceView::flushCounters(uint64_t UpTo) {
  while (!BusyDeltas.empty() && BusyDeltas.begin()->first <= UpTo) {
    auto It = BusyDeltas.begin();
    uint64_t Cycle = It->first;
    for (unsigned U = 0; U < It->second.size(); ++U)
      Busy[U] += It->second[U];
    BusyDeltas.erase(It);
    if (!inWindow(Cycle))
      continue;
    json::Object Args;
    for (unsigned U = 0; U < NumGCNExecUnits; ++U)
      if (Info.UnitCount[U] && GCNExecUnit(U) != GCNExecUnit::None)
        Args[getViewUnitName(GCNExecUnit(U))] = std::max(0, Busy[U]);
    add(json::Object({{"name", "Busy units"},
                      {"ph", "C"},
                      {"ts", int64_t(Cycle)},
                      {"args", std::move(Args)}}));
  }
}

void TraceView::onCycleEnd() {
  flushCounters(Cycles);
  GCNWaveViewBase::onCycleEnd();
}

void TraceView::finish() {
  if (Finished)
    return;
  Finished = true;
  for (unsigned W = 0; W < WaveOpen.size(); ++W)
    closeWave(W);
  for (unsigned S = 0; S < SIMDOpen.size(); ++S)
    closeSIMD(S);
  flushCounters(UINT64_MAX);
  json::Object R({{"pid", Pid},
                  {"name", RegionName},
                  {"cycles", int64_t(getCycles())},
                  {"events", int64_t(NumEvents)},
                  {"truncated", Truncated}});
  if (Truncated)
    R["truncatedAtCycle"] = int64_t(TruncatedAt);
  Writer.addRegion(std::move(R));
}
