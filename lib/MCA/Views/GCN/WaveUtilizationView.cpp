//===- WaveUtilizationView.cpp - One row per simulated wave ---------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the per-wave utilization view.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/WaveUtilizationView.h"
#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "gcn-mca/MCA/Views/GCN/TextTable.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

uint64_t WaveUtilizationView::Row::issued() const {
  return sum_of(IssuedByUnit);
}

double WaveUtilizationView::Row::utilization() const {
  uint64_t Slots = IssueSlots + StallSlots + ArbSlots;
  return Slots ? double(IssueSlots) / double(Slots) : 0.0;
}

WaveUtilizationView::WaveUtilizationView(const MCSubtargetInfo &STI,
                                         MCInstPrinter &Printer,
                                         ArrayRef<MCInst> Source,
                                         unsigned MaxRows)
    : GCNWaveViewBase(STI, Printer, Source), MaxRows(MaxRows) {}

WaveUtilizationView::Row *WaveUtilizationView::find(unsigned Wave) {
  if (Wave >= Where.size() || Where[Wave] == Dead)
    return nullptr;
  uint32_t W = Where[Wave];
  return W & Pooled ? &Pool[W & ~Pooled] : &Rows[W];
}

void WaveUtilizationView::onWaveStart(const WaveStart &E) {
  Row R;
  R.Wave = E.Wave;
  R.SIMD = E.SIMD;
  R.Start = E.Cycle;
  if (!MaxRows || Rows.size() < MaxRows) {
    if (E.Wave >= Where.size())
      Where.resize(E.Wave + 1, Dead);
    Where[E.Wave] = Rows.size();
    Rows.push_back(R);
    ++Live;
  } else {
    if (E.Wave >= Where.size())
      Where.resize(E.Wave + 1, Dead);
    uint32_t P;
    if (!FreePool.empty()) {
      P = FreePool.back();
      FreePool.pop_back();
      Pool[P] = R;
    } else {
      P = Pool.size();
      Pool.push_back(R);
    }
    Where[E.Wave] = Pooled | P;
    ++Live;
  }
  ++NumWaves;
  if (E.SIMD >= SIMDUsed.size())
    SIMDUsed.resize(E.SIMD + 1, false);
  SIMDUsed[E.SIMD] = true;
  Total.Start = AnyStart ? std::min(Total.Start, E.Cycle) : E.Cycle;
  AnyStart = true;
}

void WaveUtilizationView::onWaveEnd(const WaveEnd &E) {
  Row *R = find(E.Wave);
  if (E.IssuedByUnit) {
    // The wave's issues and stalls, counted by the pipeline (what onIssue
    // and onWaveStall sum: a wave issues at most once per slot).
    uint64_t N = 0;
    for (unsigned U = 0; U < NumGCNExecUnits; ++U) {
      uint64_t Issued = E.IssuedByUnit[U];
      Total.IssuedByUnit[U] += Issued;
      if (R)
        R->IssuedByUnit[U] += Issued;
      N += Issued;
    }
    for (unsigned Reason = 0; R && E.StallSlots && Reason < NumWaveStallReasons;
         ++Reason) {
      uint64_t Slots = E.StallSlots[Reason];
      if (WaveStallReason(Reason) == WaveStallReason::ARBITER_NOT_WIN) {
        R->ArbSlots += Slots;
        Total.ArbSlots += Slots;
      } else {
        R->StallSlots += Slots;
        Total.StallSlots += Slots;
      }
      R->StallSlotsByReason[Reason] += Slots;
      Total.StallSlotsByReason[Reason] += Slots;
    }
    if (R) {
      R->IssueSlots += N;
      Total.IssueSlots += N;
    }
  }
  if (!R)
    return;
  R->End = E.Cycle;
  R->Ended = true;
  Total.End = std::max(Total.End, E.Cycle);
  Total.Ended = true;
  if (Where[E.Wave] & Pooled)
    FreePool.push_back(Where[E.Wave] & ~Pooled);
  Where[E.Wave] = Dead;
  --Live;
}

void WaveUtilizationView::onIssue(const Issue &E) {
  ++Total.IssuedByUnit[unsigned(E.Unit)];
  Row *R = find(E.Wave);
  if (!R)
    return;
  ++R->IssuedByUnit[unsigned(E.Unit)];
  // Several instructions issued by one wave in one slot (e.g. internal ones)
  // count as one issuing slot.
  if (R->LastIssueCycle != E.Cycle) {
    R->LastIssueCycle = E.Cycle;
    ++R->IssueSlots;
    ++Total.IssueSlots;
  }
}

void WaveUtilizationView::onWaveStall(const WaveStall &E) {
  Row *R = find(E.Wave);
  if (!R || R->LastIssueCycle == E.Cycle)
    return;
  uint64_t N = E.Slots;
  if (E.Reason == WaveStallReason::ARBITER_NOT_WIN) {
    R->ArbSlots += N;
    Total.ArbSlots += N;
  } else {
    R->StallSlots += N;
    Total.StallSlots += N;
  }
  R->StallSlotsByReason[unsigned(E.Reason)] += N;
  Total.StallSlotsByReason[unsigned(E.Reason)] += N;
}

WaveUtilizationView::Row WaveUtilizationView::total() const {
  Row T = Total;
  T.Wave = NumWaves;
  T.SIMD = std::count(SIMDUsed.begin(), SIMDUsed.end(), true);
  T.Ended = T.Ended && Live == 0;
  return T;
}

/// Columns of the unit categories: the nine named units, OTH, INT.
static const ArrayRef<GCNExecUnit> ColumnUnits =
    ArrayRef(ReportUnitOrder).take_front(9);

static uint64_t otherIssued(const WaveUtilizationView::Row &R) {
  return R.IssuedByUnit[unsigned(GCNExecUnit::Trans)] +
         R.IssuedByUnit[unsigned(GCNExecUnit::GDS)] +
         R.IssuedByUnit[unsigned(GCNExecUnit::Message)];
}

/// The issue count of the unit column \p C of \p R: the nine named units,
/// then OTH and INT.
static uint64_t unitIssued(const WaveUtilizationView::Row &R, unsigned C) {
  if (C < ColumnUnits.size())
    return R.IssuedByUnit[unsigned(ColumnUnits[C])];
  if (C == ColumnUnits.size())
    return otherIssued(R);
  return R.IssuedByUnit[unsigned(GCNExecUnit::None)];
}

static std::vector<std::string> rowCells(StringRef Label, StringRef SIMD,
                                         const WaveUtilizationView::Row &R,
                                         unsigned SlotCycles,
                                         ArrayRef<unsigned> UnitCols) {
  std::vector<std::string> Cells = {
      Label.str(), SIMD.str(), std::to_string(R.Start),
      R.Ended ? std::to_string(R.End) : std::string("-")};
  for (unsigned C : UnitCols)
    Cells.push_back(std::to_string(unitIssued(R, C)));
  Cells.push_back(std::to_string(R.IssueSlots * SlotCycles));
  Cells.push_back(std::to_string(R.StallSlots * SlotCycles));
  Cells.push_back(std::to_string(R.ArbSlots * SlotCycles));
  Cells.push_back(formatv("{0:F2}%", R.utilization() * 100).str());
  return Cells;
}

void WaveUtilizationView::printView(raw_ostream &OS) const {
  unsigned SC = Info.SlotCycles;
  Row T = total();
  // Unit columns no wave issued to are left out (-json lists all); widths
  // come from the data.
  SmallVector<unsigned, 12> UnitCols;
  for (unsigned C = 0; C < ColumnUnits.size() + 2; ++C)
    if (unitIssued(T, C))
      UnitCols.push_back(C);
  TextTable Table;
  using A = TextTable::Align;
  for (StringRef H : {"Wave", "SIMD", "Start", "End"})
    Table.addColumn(H, A::Right);
  Table.setKeyColumns(2);
  for (unsigned C : UnitCols)
    Table.addColumn(C < ColumnUnits.size()
                        ? getViewUnitShortName(ColumnUnits[C])
                        : StringRef(C == ColumnUnits.size() ? "OTH" : "INT"),
                    A::Right);
  for (StringRef H : {"Issue", "Stall", "Arb", "Util"})
    Table.addColumn(H, A::Right);
  for (const Row &R : Rows)
    Table.addRow(rowCells(std::to_string(R.Wave), std::to_string(R.SIMD), R, SC,
                          UnitCols));
  if (NumWaves > Rows.size())
    Table.addNote(formatv("... {0} more waves (raise -wave-view-max to list "
                          "them)",
                          NumWaves - Rows.size())
                      .str(),
                  2);
  Table.addRow(rowCells("Total", std::to_string(T.SIMD), T, SC, UnitCols));
  OS << "\nPer-Wave Utilization:\n";
  Table.print(OS, ReportWidth);
}

static json::Object rowToJSON(const WaveUtilizationView::Row &R,
                              unsigned SlotCycles, bool IsTotal) {
  json::Object Issued;
  for (unsigned U = 0; U < NumGCNExecUnits; ++U)
    Issued[getViewUnitName(GCNExecUnit(U))] = int64_t(R.IssuedByUnit[U]);
  json::Object ByReason;
  for (unsigned Re = 0; Re < NumWaveStallReasons; ++Re)
    ByReason[getWaveStallReasonName(WaveStallReason(Re))] =
        int64_t(R.StallSlotsByReason[Re] * SlotCycles);
  json::Object O({{"StartCycle", int64_t(R.Start)},
                  {"EndCycle", R.Ended ? json::Value(int64_t(R.End))
                                       : json::Value(nullptr)},
                  {"Issued", std::move(Issued)},
                  {"InstructionsIssued", int64_t(R.issued())},
                  {"IssueCycles", int64_t(R.IssueSlots * SlotCycles)},
                  {"StallCycles", int64_t(R.StallSlots * SlotCycles)},
                  {"ArbitrationCycles", int64_t(R.ArbSlots * SlotCycles)},
                  {"StallCyclesByReason", std::move(ByReason)},
                  {"Utilization", R.utilization()}});
  if (IsTotal) {
    O["Waves"] = int64_t(R.Wave);
    O["SIMDsUsed"] = R.SIMD;
  } else {
    O["Wave"] = R.Wave;
    O["SIMD"] = R.SIMD;
  }
  return O;
}

json::Value WaveUtilizationView::toJSON() const {
  unsigned SC = Info.SlotCycles;
  json::Array Arr;
  for (const Row &R : Rows)
    Arr.push_back(rowToJSON(R, SC, false));
  return json::Object({{"SlotCycles", SC},
                       {"Waves", std::move(Arr)},
                       {"Total", rowToJSON(total(), SC, true)}});
}

/// GCNViews.def's factory of the view.
ReportView llvm::gcnmca::createWavesView(GCNViewContext &Ctx) {
  auto Waves = std::make_unique<WaveUtilizationView>(
      Ctx.STI, Ctx.IP, Ctx.Insts, Ctx.Opts.WaveViewMax);
  Waves->setReportWidth(Ctx.Opts.ReportWidth);
  return Waves;
}
