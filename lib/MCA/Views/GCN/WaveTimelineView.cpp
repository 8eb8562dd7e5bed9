//===- WaveTimelineView.cpp - Per-wave rows over cycles -------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the wave timeline.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/WaveTimelineView.h"
#include "gcn-mca/MCA/Views/GCN/TextTable.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

WaveTimelineView::WaveTimelineView(const MCSubtargetInfo &STI,
                                   MCInstPrinter &Printer,
                                   ArrayRef<MCInst> Source, unsigned MaxCycles)
    : GCNWaveViewBase(STI, Printer, Source), MaxCycles(MaxCycles) {}

char WaveTimelineView::unitChar(GCNExecUnit U) {
  // Indexed by GCNExecUnit: Internal, SALU, SMEM (K), VALU, Trans (R),
  // MFMA (X), VMEM, Texture, LDS, GDS, Export, Branch, Message (Q).
  static const char Chars[NumGCNExecUnits + 1] = "ISKVRXMTLGEBQ";
  return Chars[unsigned(U)];
}

char WaveTimelineView::reasonChar(WaveStallReason R) {
  static const char Chars[NumWaveStallReasons] = {
#define WAVE_STALL_REASON(Name, Short, Letter, Phrase) Letter,
#include "gcn-mca/MCA/WaveStallReasons.def"
  };
  return Chars[unsigned(R)];
}

static bool isIssueChar(char C) { return C >= 'A' && C <= 'Z'; }

WaveTimelineView::WaveRow *WaveTimelineView::row(unsigned Wave) {
  auto It = RowOf.find(Wave);
  return It == RowOf.end() ? nullptr : &Rows[It->second];
}

void WaveTimelineView::setCell(WaveRow &R, uint64_t Cycle, char C) {
  // Cells start at cycle 0; before the wave's start they are blank.
  if (R.Cells.size() <= Cycle) {
    size_t Old = R.Cells.size();
    R.Cells.resize(Cycle + 1, '.');
    for (size_t I = Old; I < R.Start && I < R.Cells.size(); ++I)
      R.Cells[I] = ' ';
  }
  R.Cells[Cycle] = C;
}

void WaveTimelineView::onWaveStart(const WaveStart &E) {
  if (!inWindow(E.Cycle))
    return;
  RowOf[E.Wave] = Rows.size();
  Rows.push_back(
      WaveRow{E.Wave, E.SIMD, E.Cycle, 0, false, std::string(E.Cycle, ' ')});
}

void WaveTimelineView::onWaveEnd(const WaveEnd &E) {
  if (WaveRow *R = row(E.Wave)) {
    R->End = E.Cycle;
    R->Ended = true;
  }
}

void WaveTimelineView::onIssue(const Issue &E) {
  if (!inWindow(E.Cycle))
    return;
  WaveRow *R = row(E.Wave);
  if (!R)
    return;
  Issues.push_back({E.Cycle, E.Wave, E.SIMD, E.Unit, E.Inst});
  char New = unitChar(E.Unit);
  char Old = E.Cycle < R->Cells.size() ? R->Cells[E.Cycle] : '.';
  if (isIssueChar(Old) && Old != New) {
    // Internal instructions give way to a unit; two units show '*'.
    if (Old == 'I')
      ;
    else if (New == 'I')
      New = Old;
    else
      New = '*';
  }
  setCell(*R, E.Cycle, New);
}

void WaveTimelineView::onWaveStall(const WaveStall &E) {
  if (!inWindow(E.Cycle))
    return;
  WaveRow *R = row(E.Wave);
  if (!R)
    return;
  // A run of stalls: one cell per slot, SlotCycles apart.
  uint64_t Step = std::max(1u, Info.SlotCycles);
  for (uint64_t K = 0, C = E.Cycle; K < E.Slots && inWindow(C);
       ++K, C += Step) {
    if (C < R->Cells.size() && (isIssueChar(R->Cells[C]) || R->Cells[C] == '*'))
      continue;
    setCell(*R, C, reasonChar(E.Reason));
  }
}

uint64_t WaveTimelineView::windowEnd() const {
  return MaxCycles ? std::min<uint64_t>(MaxCycles, Cycles) : Cycles;
}

std::vector<WaveTimelineView::WaveRow> WaveTimelineView::rows() const {
  uint64_t WEnd = windowEnd();
  std::vector<WaveRow> Out = Rows;
  for (WaveRow &R : Out) {
    uint64_t Last = R.Ended ? std::min(R.End, WEnd) : WEnd;
    if (R.Cells.size() < Last)
      R.Cells.resize(Last, '.');
    if (R.Cells.size() > WEnd)
      R.Cells.resize(WEnd);
    // Trailing blanks carry no information.
    while (!R.Cells.empty() && R.Cells.back() == ' ')
      R.Cells.pop_back();
  }
  return Out;
}

void WaveTimelineView::printView(raw_ostream &OS) const {
  uint64_t WEnd = windowEnd();
  OS << "\nWave Timeline (cycles 0-" << (WEnd ? WEnd - 1 : 0) << " of "
     << Cycles << "):\n"
     << "Issued: V VALU, S SALU, K SMEM, M VMEM, T texture, L LDS, E export,\n"
     << "  B branch, X MFMA, R transcendental, G GDS, Q message, I internal\n"
     << "  (s_waitcnt, s_nop, ...), * two or more units in one cycle\n";
  // "Stalled: w WAITCNT, d ALU_DEPENDENCY, ...", 72 columns.
  std::string Stalled;
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    Stalled += (R ? ", " : "") +
               std::string(1, reasonChar(WaveStallReason(R))) + " " +
               getWaveStallReasonName(WaveStallReason(R)).str();
  wrapText(OS, "Stalled: ", Stalled, 72, 2);
  OS << ". resident, no slot or no event; blank: not resident\n\n";
  // The ruler: odd decades on the first line, even ones on the second.
  std::string Odd(WEnd, ' '), Even(WEnd, ' ');
  for (uint64_t C = 0; C < WEnd; ++C)
    ((C / 10) % 2 ? Odd : Even)[C] = char('0' + C % 10);
  while (!Odd.empty() && Odd.back() == ' ')
    Odd.pop_back();
  OS << "            " << Odd << '\n' << "[Wave,SIMD] " << Even << '\n';
  for (const WaveRow &R : rows())
    OS << left_justify(formatv("[{0},{1}]", R.Wave, R.SIMD).str(), 12)
       << R.Cells << '\n';

  OS << "\nIssues:\nCycle  Wave  SIMD  Unit     Instruction\n";
  // The instruction text is cut to fit the report width (the index names
  // it in full in the instruction info view).
  unsigned Width = getReportWidth();
  for (const IssueRecord &I : Issues) {
    std::string Row;
    raw_string_ostream RS(Row);
    RS << right_justify(std::to_string(I.Cycle), 5)
       << right_justify(std::to_string(I.Wave), 6)
       << right_justify(std::to_string(I.SIMD), 6) << "  "
       << left_justify(getViewUnitName(I.Unit), 9) << '[' << I.Inst << "] ";
    size_t Used = Row.size();
    OS << Row
       << TextTable::fit(instText(I.Inst),
                         Width ? (Used + 24 < Width ? Width - Used : 24) : 0)
       << '\n';
  }
}

json::Value WaveTimelineView::toJSON() const {
  json::Array Waves;
  for (const WaveRow &R : rows())
    Waves.push_back(
        json::Object({{"Wave", R.Wave},
                      {"SIMD", R.SIMD},
                      {"StartCycle", int64_t(R.Start)},
                      {"EndCycle", R.Ended ? json::Value(int64_t(R.End))
                                           : json::Value(nullptr)},
                      {"Cells", R.Cells}}));
  json::Array Iss;
  for (const IssueRecord &I : Issues)
    Iss.push_back(json::Object({{"Cycle", int64_t(I.Cycle)},
                                {"Wave", I.Wave},
                                {"SIMD", I.SIMD},
                                {"Unit", getViewUnitName(I.Unit)},
                                {"Index", I.Inst}}));
  return json::Object({{"FirstCycle", 0},
                       {"EndCycle", int64_t(windowEnd())},
                       {"TotalCycles", int64_t(Cycles)},
                       {"MaxCycles", MaxCycles},
                       {"Waves", std::move(Waves)},
                       {"Issues", std::move(Iss)}});
}
