//===- TimelineView.cpp - Per-instruction pipeline timeline ---------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the timeline chart and the average wait times table.
///
/// Chart letters: D dispatched, = waiting to issue, e executing, E executed
/// (write-back), - waiting to retire, R retired; '.' marks every fifth cycle.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/TimelineView.h"
#include "llvm/MCA/HWEventListener.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormattedStream.h"
#include <cmath>
#include <limits>

using namespace llvm;
using namespace llvm::gcnmca;

TimelineView::TimelineView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                           ArrayRef<MCInst> Source, unsigned Iterations,
                           unsigned MaxCycles)
    : InstructionView(STI, Printer, Source),
      MaxCycle(MaxCycles ? MaxCycles : std::numeric_limits<unsigned>::max()),
      Timeline(Source.size() * Iterations), WaitTimes(Source.size()) {}

void TimelineView::onEvent(const mca::HWInstructionEvent &Event) {
  unsigned Idx = Event.IR.getSourceIndex();
  if (Idx >= Timeline.size())
    return; // Past the recorded iterations.
  Entry &E = Timeline[Idx];
  switch (Event.Type) {
  case mca::HWInstructionEvent::Dispatched:
    // A multi-uOp instruction may dispatch over several cycles; keep the
    // first.
    if (E.Dispatched < 0)
      E.Dispatched = Cycle;
    break;
  case mca::HWInstructionEvent::Ready:
    E.Ready = Cycle;
    break;
  case mca::HWInstructionEvent::Issued:
    E.Issued = Cycle;
    break;
  case mca::HWInstructionEvent::Executed:
    E.Executed = Cycle;
    break;
  case mca::HWInstructionEvent::Retired: {
    if (Cycle < MaxCycle)
      E.Retired = Cycle;
    Waits &W = WaitTimes[Idx % getSource().size()];
    // Unsigned arithmetic on purpose: the figures match llvm-mca's.
    W.InQueue += E.Issued - static_cast<unsigned>(E.Dispatched);
    W.InQueueReady += E.Issued - E.Ready;
    if (Cycle > E.Executed)
      W.AfterWriteBack += (Cycle - 1) - E.Executed;
    break;
  }
  default:
    return;
  }
  if (Cycle < MaxCycle)
    LastCycle = std::max(LastCycle, Cycle);
}

/// The two header lines: tens (only when the chart reaches cycle 10) and
/// units; decades alternate between the two lines.
static void printChartHeader(formatted_raw_ostream &OS, unsigned Last) {
  OS << "\n\nTimeline view:\n";
  if (Last >= 10) {
    OS.PadToColumn(10);
    for (unsigned C = 0; C <= Last; ++C)
      OS << ((C / 10) % 2 ? char('0' + C % 10) : ' ');
    OS << '\n';
  }
  OS << "Index";
  OS.PadToColumn(10);
  for (unsigned C = 0; C <= Last; ++C)
    OS << ((C / 10) % 2 ? ' ' : char('0' + C % 10));
  OS << '\n';
}

void TimelineView::printRow(formatted_raw_ostream &OS, const Entry &E) const {
  unsigned D = static_cast<unsigned>(E.Dispatched);
  for (unsigned C = 0; C < D; ++C)
    OS << (C % 5 ? ' ' : '.');
  OS << 'D';
  if (D != E.Executed) {
    for (unsigned C = D + 1; C < E.Issued; ++C)
      OS << '=';
    if (E.Issued != E.Executed) {
      if (D != E.Issued)
        OS << 'e';
      for (unsigned C = E.Issued + 1; C < E.Executed; ++C)
        OS << 'e';
    }
    OS << 'E';
  }
  for (unsigned C = E.Executed + 1; C < E.Retired; ++C)
    OS << '-';
  if (E.Executed < E.Retired)
    OS << 'R';
  for (unsigned C = E.Retired + 1; C <= LastCycle; ++C)
    OS << (C % 5 == 0 || C == LastCycle ? '.' : ' ');
}

void TimelineView::printChart(raw_ostream &OS) const {
  formatted_raw_ostream FOS(OS);
  printChartHeader(FOS, LastCycle);
  ArrayRef<MCInst> Source = getSource();
  for (unsigned Idx = 0, E = Timeline.size(); Idx < E; ++Idx) {
    const Entry &T = Timeline[Idx];
    // Retired == 0 with a later execution means retirement happened past
    // the cycle limit (a zero-latency instruction may retire in cycle 0).
    if (!T.Retired && T.Executed) {
      FOS << "Truncated display due to cycle limit\n";
      return;
    }
    unsigned Iter = Idx / Source.size(), Pos = Idx % Source.size();
    if (!Idx)
      FOS << '\n';
    FOS << '[' << Iter << ',' << Pos << ']';
    FOS.PadToColumn(10);
    printRow(FOS, T);
    FOS << "   " << printInstructionString(Source[Pos]) << '\n';
  }
  FOS.flush();
}

/// Average of \p Cycles over \p Runs, rounded half up to one decimal.
static double average(unsigned Cycles, unsigned Runs) {
  double Tenths = (double)(Cycles * 10) / Runs;
  return std::floor(Tenths + 0.5) / 10;
}

void TimelineView::printWaitRow(formatted_raw_ostream &OS, const Waits &W,
                                bool Total, unsigned Index,
                                unsigned Executions) const {
  unsigned Runs = Total ? Timeline.size() : Executions;
  if (!Total)
    OS << Index << '.';
  OS.PadToColumn(7);
  OS << Executions;
  OS.PadToColumn(13);
  OS << format("%.1f", average(W.InQueue, Runs));
  OS.PadToColumn(20);
  OS << format("%.1f", average(W.InQueueReady, Runs));
  OS.PadToColumn(27);
  OS << format("%.1f", average(W.AfterWriteBack, Runs));
  OS.PadToColumn(34);
}

void TimelineView::printWaitTimes(raw_ostream &OS) const {
  OS << "\n\nAverage Wait times (based on the timeline view):\n"
        "[0]: Executions\n"
        "[1]: Average time spent waiting in a scheduler's queue\n"
        "[2]: Average time spent waiting in a scheduler's queue while ready\n"
        "[3]: Average time elapsed from WB until retire stage\n\n"
        "      [0]    [1]    [2]    [3]\n";
  formatted_raw_ostream FOS(OS);
  ArrayRef<MCInst> Source = getSource();
  unsigned Executions = Timeline.size() / Source.size();
  Waits Sum;
  for (unsigned I = 0, E = Source.size(); I < E; ++I) {
    printWaitRow(FOS, WaitTimes[I], /*Total=*/false, I, Executions);
    FOS << "   " << printInstructionString(Source[I]) << '\n';
    Sum.InQueue += WaitTimes[I].InQueue;
    Sum.InQueueReady += WaitTimes[I].InQueueReady;
    Sum.AfterWriteBack += WaitTimes[I].AfterWriteBack;
  }
  // A single instruction gets no total row.
  if (Source.size() != 1) {
    printWaitRow(FOS, Sum, /*Total=*/true, Source.size(), Executions);
    FOS << "   <total>\n";
  }
  FOS.flush();
}

void TimelineView::printView(raw_ostream &OS) const {
  printChart(OS);
  printWaitTimes(OS);
}

json::Value TimelineView::toJSON() const {
  json::Array Info;
  for (const Entry &T : Timeline) {
    if (!T.Retired && T.Executed)
      break; // Past the cycle limit.
    Info.push_back(json::Object({{"CycleDispatched", T.Dispatched},
                                 {"CycleReady", T.Ready},
                                 {"CycleIssued", T.Issued},
                                 {"CycleExecuted", T.Executed},
                                 {"CycleRetired", T.Retired}}));
  }
  return json::Object({{"TimelineInfo", std::move(Info)}});
}
