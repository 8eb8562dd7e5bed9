//===- HotspotsView.cpp - The costliest instructions, blocks, lines -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Ranks instructions, blocks and source lines by issue + stall cycles (see
/// HotspotsView.h); the per-instruction counts are a StallView's.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/HotspotsView.h"
#include "gcn-mca/Analysis/ControlFlow/CFG.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/MCA/Views/GCN/TextTable.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

HotspotsView::HotspotsView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                           ArrayRef<MCInst> Source, unsigned TopN,
                           const ControlFlowGraph *CFG,
                           std::vector<const AsmSourceLoc *> L,
                           const StallView *Shared)
    : GCNWaveViewBase(STI, Printer, Source), TopN(TopN), CFG(CFG),
      Locs(std::move(L)),
      Own(Shared ? nullptr : std::make_unique<StallView>(STI, Printer, Source)),
      Stalls(Shared ? Shared : Own.get()) {
  if (CFG && CFG->getNumInstructions() != Source.size())
    this->CFG = nullptr;
  if (!Locs.empty())
    Locs.resize(Source.size());
}

void HotspotsView::onRunInfo(const RunInfo &RI) {
  GCNWaveViewBase::onRunInfo(RI);
  if (Own)
    Own->onRunInfo(RI);
}
void HotspotsView::onIssue(const Issue &E) {
  if (Own)
    Own->onIssue(E);
}
void HotspotsView::onWaveStall(const WaveStall &E) {
  if (Own)
    Own->onWaveStall(E);
}
void HotspotsView::onSlot(const SlotOutcome &E) {
  if (Own)
    Own->onSlot(E);
}
void HotspotsView::onRunCounts(const WaveCounters &C) {
  if (Own)
    Own->onRunCounts(C);
}
void HotspotsView::onCycleEnd() {
  GCNWaveViewBase::onCycleEnd();
  if (Own)
    Own->onCycleEnd();
}

const std::array<double, NumWaveStallReasons> &HotspotsView::shares() const {
  if (!Shares) {
    LostSlotShares L = Stalls->lostSlotShares();
    Shares.emplace();
    for (unsigned R = 0; R < NumWaveStallReasons; ++R)
      (*Shares)[R] = L.share(WaveStallReason(R));
  }
  return *Shares;
}

uint64_t HotspotsView::rankedCycles(unsigned I) const {
  const StallView::InstStats &S = Stalls->stats(I);
  const std::array<double, NumWaveStallReasons> &Sh = shares();
  double Slots = double(S.Issued);
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    Slots += double(S.StallSlots[R]) * Sh[R];
  return uint64_t(std::llround(Slots * Info.SlotCycles));
}

HotspotsView::Hotspot HotspotsView::sum(StringRef Label,
                                        ArrayRef<unsigned> Insts) const {
  unsigned SC = Info.SlotCycles;
  const std::array<double, NumWaveStallReasons> &Shares = shares();
  Hotspot H;
  H.Label = Label.str();
  double ByReason[NumWaveStallReasons] = {};
  double Stall = 0;
  DenseMap<unsigned, double> Waited;
  for (unsigned I : Insts) {
    const StallView::InstStats &S = Stalls->stats(I);
    H.IssueCycles += S.Issued * SC;
    for (unsigned R = 0; R < NumWaveStallReasons; ++R) {
      double C = double(S.StallSlots[R]) * Shares[R] * SC;
      ByReason[R] += C;
      Stall += C;
    }
    double WaitShare = Shares[unsigned(WaveStallReason::WAITCNT)];
    for (const auto &[J, Slots] : S.WaitedOn)
      Waited[J] += double(Slots) * WaitShare * SC;
  }
  H.StallCycles = uint64_t(std::llround(Stall));
  H.Reason = "issue";
  double Best = 0.5; // at least a cycle
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    if (ByReason[R] > Best) {
      Best = ByReason[R];
      H.Reason = getWaveStallReasonName(WaveStallReason(R)).str();
    }
  if (H.Reason == getWaveStallReasonName(WaveStallReason::WAITCNT))
    for (const auto &[J, Cyc] : Waited) {
      uint64_t C = uint64_t(std::llround(Cyc));
      if (C > H.WaitedCycles || (C == H.WaitedCycles && int(J) < H.WaitedOn)) {
        H.WaitedCycles = C;
        H.WaitedOn = J;
      }
    }
  return H;
}

std::vector<HotspotsView::Hotspot>
HotspotsView::rank(std::vector<Hotspot> All) const {
  erase_if(All, [](const Hotspot &H) { return H.cycles() == 0; });
  // Most cycles first; ties keep program (or file) order.
  llvm::stable_sort(All, [](const Hotspot &A, const Hotspot &B) {
    return A.cycles() > B.cycles();
  });
  if (TopN && All.size() > TopN)
    All.resize(TopN);
  return All;
}

std::vector<HotspotsView::Hotspot> HotspotsView::topInstructions() const {
  // Rank the instructions by their cycles first (what rank() does), and
  // build the rows of the top ones only: a large region has tens of
  // thousands of instructions.
  std::vector<std::pair<uint64_t, unsigned>> Cycles;
  for (unsigned I = 0, E = getSource().size(); I < E; ++I)
    if (uint64_t C = rankedCycles(I))
      Cycles.push_back({C, I});
  // Most cycles first; ties keep program order.
  llvm::stable_sort(
      Cycles, [](const auto &A, const auto &B) { return A.first > B.first; });
  if (TopN && Cycles.size() > TopN)
    Cycles.resize(TopN);
  std::vector<Hotspot> Top;
  for (const auto &[C, I] : Cycles) {
    unsigned One[] = {I};
    Top.push_back(sum(formatv("[{0}] {1}", I, instText(I)).str(), One));
    Top.back().Index = I;
  }
  return rank(std::move(Top));
}

std::vector<HotspotsView::Hotspot> HotspotsView::topBlocks() const {
  if (!CFG || CFG->size() < 2)
    return {};
  std::vector<Hotspot> All;
  for (const BasicBlock &B : CFG->blocks()) {
    SmallVector<unsigned, 16> Insts;
    for (unsigned I = B.Begin; I < B.End; ++I)
      Insts.push_back(I);
    All.push_back(sum(B.Name, Insts));
  }
  return rank(std::move(All));
}

std::vector<HotspotsView::Hotspot> HotspotsView::topLines() const {
  if (Locs.empty() || none_of(Locs, [](const AsmSourceLoc *L) { return L; }))
    return {};
  std::vector<std::string> Order;
  StringMap<SmallVector<unsigned, 8>> ByLine;
  for (unsigned I = 0; I < Locs.size(); ++I) {
    std::string Key = Locs[I]
                          ? Locs[I]->File + ":" + std::to_string(Locs[I]->Line)
                          : std::string("<no .loc>");
    auto [It, New] = ByLine.try_emplace(Key);
    if (New)
      Order.push_back(Key);
    It->second.push_back(I);
  }
  std::vector<Hotspot> All;
  for (const std::string &K : Order)
    All.push_back(sum(K, ByLine[K]));
  return rank(std::move(All));
}

uint64_t HotspotsView::totalCycles() const {
  uint64_t N = 0;
  for (unsigned I = 0, E = getSource().size(); I < E; ++I)
    N += rankedCycles(I);
  return N;
}

static std::string share(uint64_t N, uint64_t D) {
  return formatv("{0:F2}%", D ? 100.0 * double(N) / double(D) : 0.0).str();
}

void HotspotsView::printView(raw_ostream &OS) const {
  uint64_t Total = totalCycles();
  OS << "\nHotspots (top " << TopN
     << " by issue + stall cycles of all waves, queueing excluded; "
        "-top=N):\n";
  auto Table = [&](StringRef What, const std::vector<Hotspot> &Rows) {
    if (Rows.empty())
      return;
    TextTable T;
    using A = TextTable::Align;
    T.addColumn("Rank", A::Right);
    for (StringRef H : {"Cycles", "Share", "Issue", "Stall"})
      T.addColumn(H, A::Right);
    T.addColumn("Reason", A::Left);
    T.addColumn(What, A::Left, /*Flexible=*/true);
    unsigned Rank = 0;
    for (const Hotspot &H : Rows) {
      T.addRow({std::to_string(++Rank), std::to_string(H.cycles()),
                share(H.cycles(), Total), std::to_string(H.IssueCycles),
                std::to_string(H.StallCycles), H.Reason, H.Label});
      if (H.WaitedOn >= 0)
        T.addNote(formatv("waits on [{0}] {1} ({2} cycles)", H.WaitedOn,
                          instText(H.WaitedOn), H.WaitedCycles)
                      .str());
    }
    T.print(OS, ReportWidth);
  };
  Table("Instruction", topInstructions());
  std::vector<Hotspot> Blocks = topBlocks(), Lines = topLines();
  if (!Blocks.empty())
    OS << '\n';
  Table("Block", Blocks);
  if (!Lines.empty())
    OS << '\n';
  Table("Source line", Lines);
}

json::Value HotspotsView::toJSON() const {
  uint64_t Total = totalCycles();
  auto Rows = [&](const std::vector<Hotspot> &Hs) {
    json::Array A;
    unsigned Rank = 0;
    for (const Hotspot &H : Hs) {
      json::Object O(
          {{"Rank", ++Rank},
           {"Name", H.Label},
           {"Cycles", int64_t(H.cycles())},
           {"IssueCycles", int64_t(H.IssueCycles)},
           {"StallCycles", int64_t(H.StallCycles)},
           {"Share", Total ? double(H.cycles()) / double(Total) : 0.0},
           {"Reason", H.Reason}});
      if (H.Index >= 0)
        O["Index"] = H.Index;
      if (H.WaitedOn >= 0)
        O["WaitedOn"] =
            json::Object({{"Index", H.WaitedOn},
                          {"Instruction", instText(H.WaitedOn).str()},
                          {"Cycles", int64_t(H.WaitedCycles)}});
      A.push_back(std::move(O));
    }
    return A;
  };
  return json::Object({{"Top", TopN},
                       {"TotalCycles", int64_t(Total)},
                       {"Instructions", Rows(topInstructions())},
                       {"Blocks", Rows(topBlocks())},
                       {"SourceLines", Rows(topLines())}});
}
