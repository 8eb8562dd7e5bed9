//===- SourceView.cpp - Issue and stall cycles per source line ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Counts issues and stall slots per static instruction and sums them per
/// `.loc` source line (see SourceView.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/SourceView.h"
#include "gcn-mca/MCA/Views/GCN/TextTable.h"
#include "gcn-mca/Input/AsmInput.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

SourceView::SourceView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                       ArrayRef<MCInst> Source,
                       std::vector<const AsmSourceLoc *> L)
    : GCNWaveViewBase(STI, Printer, Source), Locs(std::move(L)),
      Counts(Source.size()) {
  Locs.resize(Source.size());
}

void SourceView::onIssue(const Issue &E) {
  if (E.Inst < Counts.size())
    ++Counts[E.Inst].Issued;
}

void SourceView::onWaveStall(const WaveStall &E) {
  // The drain (Inst == number of instructions) belongs to no line.
  if (E.Inst < Counts.size())
    Counts[E.Inst].StallSlots[unsigned(E.Reason)] += E.Slots;
}

std::string SourceView::LineStats::name() const {
  if (File.empty())
    return "<no .loc>";
  return File + ":" + std::to_string(Line);
}

uint64_t SourceView::instCycles(unsigned Idx) const {
  const InstCounts &C = Counts[Idx];
  uint64_t Slots = C.Issued;
  for (uint64_t S : C.StallSlots)
    Slots += S;
  return Slots * Info.SlotCycles;
}

std::vector<SourceView::LineStats> SourceView::computeLines() const {
  unsigned SC = Info.SlotCycles;
  std::vector<LineStats> Lines;
  StringMap<unsigned> Index;    // "file\nline" -> row
  StringMap<unsigned> FileRank; // file -> order of first appearance
  for (unsigned I = 0; I < Counts.size(); ++I) {
    const AsmSourceLoc *L = Locs[I];
    std::string File = L ? L->File : "";
    unsigned Line = L ? L->Line : 0;
    FileRank.try_emplace(File, FileRank.size());
    auto [It, New] =
        Index.try_emplace(File + "\n" + std::to_string(Line), Lines.size());
    if (New) {
      Lines.emplace_back();
      Lines.back().File = File;
      Lines.back().Line = Line;
    }
    LineStats &S = Lines[It->second];
    const InstCounts &C = Counts[I];
    ++S.Instructions;
    S.IssueCycles += C.Issued * SC;
    for (unsigned R = 0; R < NumWaveStallReasons; ++R) {
      S.StallByReason[R] += C.StallSlots[R] * SC;
      S.StallCycles += C.StallSlots[R] * SC;
    }
    uint64_t Cyc = instCycles(I);
    if (Cyc > S.HottestCycles) {
      S.HottestCycles = Cyc;
      S.Hottest = I;
    }
    if (L && !L->InlinedAt.empty() &&
        !is_contained(S.InlinedAt, L->InlinedAt[0]))
      S.InlinedAt.push_back(L->InlinedAt[0]);
  }
  // Files in order of appearance, lines in order; `<no .loc>` last.
  llvm::sort(Lines, [&](const LineStats &A, const LineStats &B) {
    if (A.File.empty() != B.File.empty())
      return B.File.empty();
    unsigned FA = FileRank.lookup(A.File), FB = FileRank.lookup(B.File);
    return FA != FB ? FA < FB : A.Line < B.Line;
  });
  return Lines;
}

std::vector<SourceView::CallSiteStats> SourceView::computeCallSites() const {
  std::vector<CallSiteStats> Sites;
  StringMap<unsigned> Index;
  for (unsigned I = 0; I < Counts.size(); ++I) {
    const AsmSourceLoc *L = Locs[I];
    if (!L)
      continue;
    SmallVector<StringRef, 2> Seen; // A site counts once per instruction.
    for (const std::string &Site : L->InlinedAt) {
      if (is_contained(Seen, Site))
        continue;
      Seen.push_back(Site);
      auto [It, New] = Index.try_emplace(Site, Sites.size());
      if (New) {
        Sites.emplace_back();
        Sites.back().Site = Site;
      }
      ++Sites[It->second].Instructions;
      Sites[It->second].Cycles += instCycles(I);
    }
  }
  llvm::stable_sort(Sites, [](const CallSiteStats &A, const CallSiteStats &B) {
    return A.Cycles > B.Cycles;
  });
  return Sites;
}

static std::string share(uint64_t N, uint64_t D) {
  return formatv("{0:F2}%", D ? 100.0 * double(N) / double(D) : 0.0).str();
}

void SourceView::printView(raw_ostream &OS) const {
  std::vector<LineStats> Lines = computeLines();
  uint64_t Total = 0;
  LineStats Sum;
  for (const LineStats &L : Lines) {
    Total += L.cycles();
    Sum.Instructions += L.Instructions;
    Sum.IssueCycles += L.IssueCycles;
    Sum.StallCycles += L.StallCycles;
    for (unsigned R = 0; R < NumWaveStallReasons; ++R)
      Sum.StallByReason[R] += L.StallByReason[R];
  }
  OS << "\nSource View:\n"
     << "[1]: Static instructions on the line (.loc)\n"
     << "[2]: Issue cycles (all waves)\n"
     << "[3]: Stall cycles (all waves), by reason on the right\n"
     << "[4]: Share of all issue + stall cycles\n\n";
  // Columns as wide as their values (docs/Views.md, "Report width"); the
  // reasons no line stalled for are left out (-json has them all).
  using A = TextTable::Align;
  TextTable T;
  T.addColumn("Line", A::Left);
  for (StringRef H : {"[1]", "[2]", "[3]", "[4]"})
    T.addColumn(H, A::Right);
  SmallVector<unsigned, 8> Reasons;
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    if (Sum.StallByReason[R]) {
      Reasons.push_back(R);
      T.addColumn(getWaveStallReasonShortName(WaveStallReason(R)), A::Right);
    }
  T.addColumn("Hottest instruction:", A::Left, /*Flexible=*/true);
  auto Row = [&](std::string Name, const LineStats &L, std::string Hottest) {
    std::vector<std::string> Cells = {
        std::move(Name), std::to_string(L.Instructions),
        std::to_string(L.IssueCycles), std::to_string(L.StallCycles),
        share(L.cycles(), Total)};
    for (unsigned R : Reasons)
      Cells.push_back(std::to_string(L.StallByReason[R]));
    Cells.push_back(std::move(Hottest));
    T.addRow(std::move(Cells));
  };
  for (const LineStats &L : Lines)
    Row(L.name(), L,
        L.Hottest >= 0
            ? "[" + std::to_string(L.Hottest) + "] " + instText(L.Hottest).str()
            : std::string("-"));
  Row("Total", Sum, "");
  T.print(OS, getReportWidth());
  std::vector<CallSiteStats> Sites = computeCallSites();
  if (Sites.empty())
    return;
  OS << "\nInlined call sites (code inlined at the line, inclusive):\n";
  TextTable CS;
  CS.addColumn("Call site", A::Left);
  CS.addColumn("Insts", A::Right);
  CS.addColumn("Cycles", A::Right);
  CS.addColumn("Share", A::Right);
  for (const CallSiteStats &S : Sites)
    CS.addRow({S.Site, std::to_string(S.Instructions), std::to_string(S.Cycles),
               share(S.Cycles, Total)});
  CS.print(OS, getReportWidth());
}

json::Value SourceView::toJSON() const {
  std::vector<LineStats> Lines = computeLines();
  uint64_t Total = 0;
  for (const LineStats &L : Lines)
    Total += L.cycles();
  json::Array LA;
  for (const LineStats &L : Lines) {
    json::Object ByReason;
    for (unsigned R = 0; R < NumWaveStallReasons; ++R)
      ByReason[getWaveStallReasonName(WaveStallReason(R))] =
          int64_t(L.StallByReason[R]);
    json::Value Hottest = nullptr;
    if (L.Hottest >= 0)
      Hottest = json::Object({{"Index", L.Hottest},
                              {"Instruction", instText(L.Hottest).str()},
                              {"Cycles", int64_t(L.HottestCycles)}});
    json::Array Inl;
    for (const std::string &S : L.InlinedAt)
      Inl.push_back(S);
    LA.push_back(json::Object(
        {{"File", L.File.empty() ? json::Value(nullptr) : json::Value(L.File)},
         {"Line", L.Line},
         {"Instructions", L.Instructions},
         {"IssueCycles", int64_t(L.IssueCycles)},
         {"StallCycles", int64_t(L.StallCycles)},
         {"StallCyclesByReason", std::move(ByReason)},
         {"Cycles", int64_t(L.cycles())},
         {"Share", Total ? double(L.cycles()) / double(Total) : 0.0},
         {"Hottest", std::move(Hottest)},
         {"InlinedAt", std::move(Inl)}}));
  }
  json::Array SA;
  for (const CallSiteStats &S : computeCallSites())
    SA.push_back(json::Object(
        {{"CallSite", S.Site},
         {"Instructions", S.Instructions},
         {"Cycles", int64_t(S.Cycles)},
         {"Share", Total ? double(S.Cycles) / double(Total) : 0.0}}));
  return json::Object({{"SlotCycles", Info.SlotCycles},
                       {"TotalCycles", int64_t(Total)},
                       {"Lines", std::move(LA)},
                       {"InlinedCallSites", std::move(SA)}});
}
