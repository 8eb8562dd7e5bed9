//===- StallView.cpp - Stall cycles and reasons per instruction -----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the per-instruction stall view.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/StallView.h"
#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "gcn-mca/MCA/Views/GCN/TextTable.h"
#include "gcn-mca/MCA/WaveCounters.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstdio>
#include <functional>

using namespace llvm;
using namespace llvm::gcnmca;

uint64_t StallView::InstStats::stallSlots() const { return sum_of(StallSlots); }


StallView::StallView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                     ArrayRef<MCInst> Source)
    : GCNWaveViewBase(STI, Printer, Source), Stats(Source.size() + 1) {}

void StallView::onIssue(const Issue &E) {
  if (E.Inst < Stats.size())
    ++Stats[E.Inst].Issued;
}

void StallView::onWaveStall(const WaveStall &E) {
  if (E.Inst >= Stats.size())
    return;
  if (E.Reason == WaveStallReason::WAITCNT && E.WaitedLevel < NumMemLevels)
    ++MemWaits[E.WaitedLevel];
  InstStats &S = Stats[E.Inst];
  S.StallSlots[unsigned(E.Reason)] += E.Slots;
  if (E.WaitedOn.empty())
    return;
  // Each distinct instruction waited on counts once per slot. The list is
  // usually in increasing order already (the operations in issue order).
  ArrayRef<unsigned> On = E.WaitedOn;
  SmallVector<unsigned, 8> Sorted;
  if (std::adjacent_find(On.begin(), On.end(),
                         std::greater_equal<unsigned>()) != On.end()) {
    Sorted.assign(On.begin(), On.end());
    llvm::sort(Sorted);
    Sorted.erase(std::unique(Sorted.begin(), Sorted.end()), Sorted.end());
    On = Sorted;
  }
  for (unsigned J : On)
    S.WaitedOn[J] += E.Slots;
}

void StallView::onSlot(const SlotOutcome &E) {
  if (!E.Issued)
    SIMDStalled[unsigned(E.Reason)] += E.Slots;
}

LostSlotShares StallView::lostSlotShares() const {
  LostSlotShares L;
  for (unsigned R = 0; R < NumWaveStallReasons; ++R) {
    L.SIMDSlots[R] = SIMDStalled[R];
    for (const InstStats &S : Stats)
      L.WaveSlots[R] += S.StallSlots[R];
  }
  return L;
}

void StallView::onRunCounts(const WaveCounters &C) {
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    SIMDStalled[R] += C.idleSlots(WaveStallReason(R));
  // The WAITCNT stalls came as events (with what they waited on).
  for (unsigned I = 0, E = std::min<size_t>(C.numInsts(), Stats.size()); I < E;
       ++I) {
    InstStats &S = Stats[I];
    S.Issued += C.issued(I);
    for (unsigned R = 0; R < NumWaveStallReasons; ++R)
      if (WaveStallReason(R) != WaveStallReason::WAITCNT)
        S.StallSlots[R] += C.stallSlots(I, WaveStallReason(R));
  }
}

uint64_t StallView::stallCycles(unsigned Idx, WaveStallReason R) const {
  return Stats[Idx].StallSlots[unsigned(R)] * Info.SlotCycles;
}

uint64_t StallView::stallCycles(unsigned Idx) const {
  return Stats[Idx].stallSlots() * Info.SlotCycles;
}

uint64_t StallView::totalStallCycles() const {
  uint64_t N = 0;
  for (const InstStats &S : Stats)
    N += S.stallSlots();
  return N * Info.SlotCycles;
}

uint64_t StallView::totalStallCycles(WaveStallReason R) const {
  uint64_t N = 0;
  for (const InstStats &S : Stats)
    N += S.StallSlots[unsigned(R)];
  return N * Info.SlotCycles;
}

uint64_t StallView::waitedOnCycles(unsigned Idx, unsigned On) const {
  auto It = Stats[Idx].WaitedOn.find(On);
  return It == Stats[Idx].WaitedOn.end() ? 0 : It->second * Info.SlotCycles;
}

static std::string share(uint64_t N, uint64_t D) {
  // What formatv("{0:F2}%") prints, without parsing a format per row (a
  // large region has tens of thousands).
  // The two most common shares need no formatting at all.
  if (!N || !D)
    return "0.00%";
  if (N == D)
    return "100.00%";
  char Buf[48];
  snprintf(Buf, sizeof(Buf), "%.2f%%", 100.0 * double(N) / double(D));
  return Buf;
}

/// The waited-on instructions of \p S, most cycles first, then by index.
static SmallVector<std::pair<unsigned, uint64_t>, 4>
sortedWaitedOn(const StallView::InstStats &S) {
  SmallVector<std::pair<unsigned, uint64_t>, 4> V(S.WaitedOn.begin(),
                                                  S.WaitedOn.end());
  llvm::sort(V, [](const auto &A, const auto &B) {
    return A.second != B.second ? A.second > B.second : A.first < B.first;
  });
  return V;
}

void StallView::printView(raw_ostream &OS) const {
  unsigned SC = Info.SlotCycles;
  uint64_t Total = totalStallCycles();
  OS << "\nStall View:\n"
     << "[1]: Times issued (all waves)\n"
     << "[2]: Cycles waves stalled at the instruction (all waves)\n"
     << "[3]: Share of all stall cycles\n";
  // "Stall cycles by reason: Wait = WAITCNT, ...", 68 columns.
  std::string Legend;
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    Legend += (R ? ", " : "") +
              getWaveStallReasonShortName(WaveStallReason(R)).str() + " = " +
              getWaveStallReasonName(WaveStallReason(R)).str();
  Legend += " (a reason with no stall cycles in the region has no column; "
            "-json lists all)";
  wrapText(OS, "Stall cycles by reason: ", Legend, 68, 0);
  OS << '\n';
  // Column widths come from the data; reasons without stall cycles are left
  // out, and the instruction text is cut to the report width.
  SmallVector<unsigned, 8> Reasons;
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    if (totalStallCycles(WaveStallReason(R)))
      Reasons.push_back(R);
  TextTable T;
  using A = TextTable::Align;
  T.addColumn("Index", A::Left);
  T.addColumn("[1]", A::Right);
  T.addColumn("[2]", A::Right);
  T.addColumn("[3]", A::Right);
  for (unsigned R : Reasons)
    T.addColumn(getWaveStallReasonShortName(WaveStallReason(R)), A::Right);
  T.addColumn("Instructions:", A::Left, /*Flexible=*/true);
  uint64_t TotalIssued = 0;
  unsigned End = drainIndex();
  for (unsigned I = 0, E = Stats.size(); I != E; ++I) {
    const InstStats &S = Stats[I];
    if (I == End && !S.stallSlots())
      break;
    TotalIssued += S.Issued;
    std::vector<std::string> Row = {
        I == End ? std::string(" [end]") : " [" + std::to_string(I) + "]",
        std::to_string(S.Issued), std::to_string(S.stallSlots() * SC),
        share(S.stallSlots() * SC, Total)};
    for (unsigned R : Reasons)
      Row.push_back(std::to_string(S.StallSlots[R] * SC));
    Row.push_back(I == End ? std::string("<drain after the last iteration>")
                           : instText(I).str());
    T.addRow(std::move(Row));
    for (const auto &[J, Slots] : sortedWaitedOn(S))
      T.addNote(formatv("<- [{0}] {1} cycles: {2}", J, Slots * SC, instText(J))
                    .str());
  }
  std::vector<std::string> Row = {"Total", std::to_string(TotalIssued),
                                  std::to_string(Total), share(Total, Total)};
  for (unsigned R : Reasons)
    Row.push_back(std::to_string(totalStallCycles(WaveStallReason(R))));
  T.addRow(std::move(Row));
  T.print(OS, ReportWidth);
  uint64_t MemTotal = 0;
  for (uint64_t N : MemWaits)
    MemTotal += N;
  if (MemTotal) {
    // "Waiting on memory: HBM 62.00%, L2 38.00%": the WAITCNT stalls on
    // vector memory by the level the awaited access waited on (or whose
    // latency dominates it).
    // Wrapped to the report's width (four levels and their cycles pass
    // 100 columns).
    std::string Text;
    raw_string_ostream TS(Text);
    bool First = true;
    for (unsigned L = 0; L < NumMemLevels; ++L)
      if (MemWaits[L]) {
        TS << (First ? "" : ", ") << Info.MemLevelNames[L] << ' '
           << share(MemWaits[L], MemTotal) << " (" << MemWaits[L] * SC
           << " cycles)";
        First = false;
      }
    wrapText(OS, "Waiting on memory: ", Text, ReportWidth, 19);
  }
}

void StallView::writeJSON(json::OStream &J) const {
  unsigned SC = Info.SlotCycles;
  uint64_t Total = totalStallCycles();
  unsigned End = drainIndex();
  // One instruction's figures (the drain's too).
  auto Figures = [&](const InstStats &S) {
    json::Object ByReason;
    for (unsigned R = 0; R < NumWaveStallReasons; ++R)
      ByReason[getWaveStallReasonName(WaveStallReason(R))] =
          int64_t(S.StallSlots[R] * SC);
    json::Array On;
    for (const auto &[Idx, Slots] : sortedWaitedOn(S))
      On.push_back(
          json::Object({{"Index", Idx}, {"Cycles", int64_t(Slots * SC)}}));
    uint64_t Cyc = S.stallSlots() * SC;
    return json::Object({{"StallCycles", int64_t(Cyc)},
                         {"Share", Total ? double(Cyc) / double(Total) : 0.0},
                         {"StallCyclesByReason", std::move(ByReason)},
                         {"WaitedOn", std::move(On)}});
  };
  // Keys in json::Object's (sorted) order; one instruction's object at a
  // time.
  J.objectBegin();
  J.attribute("Drain", End < Stats.size() ? json::Value(Figures(Stats[End]))
                                          : json::Value(json::Object()));
  uint64_t TotalIssued = 0;
  J.attributeArray("Instructions", [&] {
    for (unsigned I = 0, E = Stats.size(); I != E; ++I) {
      const InstStats &S = Stats[I];
      TotalIssued += S.Issued;
      if (I == End)
        break;
      json::Object O = Figures(S);
      O["Index"] = I;
      O["Instruction"] = instText(I).str();
      O["Issued"] = int64_t(S.Issued);
      J.value(std::move(O));
    }
  });
  J.attribute("SlotCycles", SC);
  json::Object ByReason;
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    ByReason[getWaveStallReasonName(WaveStallReason(R))] =
        int64_t(totalStallCycles(WaveStallReason(R)));
  J.attribute("Totals",
              json::Object({{"Issued", int64_t(TotalIssued)},
                            {"StallCycles", int64_t(Total)},
                            {"StallCyclesByReason", std::move(ByReason)}}));
  json::Object WaitingOn;
  for (unsigned L = 0; L < NumMemLevels; ++L)
    if (MemWaits[L])
      WaitingOn[Info.MemLevelNames[L].str()] = int64_t(MemWaits[L] * SC);
  J.attribute("WaitingOnMemoryLevel", std::move(WaitingOn));
  J.objectEnd();
}

/// GCNViews.def's factory of the view.
ReportView llvm::gcnmca::createStallsView(GCNViewContext &Ctx) {
  auto Stalls = std::make_unique<StallView>(Ctx.STI, Ctx.IP, Ctx.Insts);
  Stalls->setReportWidth(Ctx.Opts.ReportWidth);
  Ctx.Stalls = Stalls.get();
  return Stalls;
}
