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
  size_t Width = 9;
  for (const LineStats &L : Lines) {
    Total += L.cycles();
    Width = std::max(Width, L.name().size() + 1);
  }
  OS << "\nSource View:\n"
     << "[1]: Static instructions on the line (.loc)\n"
     << "[2]: Issue cycles (all waves)\n"
     << "[3]: Stall cycles (all waves), by reason on the right\n"
     << "[4]: Share of all issue + stall cycles\n\n"
     << left_justify("Line", Width) << "   [1]       [2]       [3]      [4]";
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    OS << right_justify(getWaveStallReasonShortName(WaveStallReason(R)), 8);
  OS << "  Hottest instruction:\n";
  LineStats Sum;
  for (const LineStats &L : Lines) {
    OS << left_justify(L.name(), Width)
       << right_justify(std::to_string(L.Instructions), 6)
       << right_justify(std::to_string(L.IssueCycles), 10)
       << right_justify(std::to_string(L.StallCycles), 10)
       << right_justify(share(L.cycles(), Total), 9);
    for (unsigned R = 0; R < NumWaveStallReasons; ++R) {
      OS << right_justify(std::to_string(L.StallByReason[R]), 8);
      Sum.StallByReason[R] += L.StallByReason[R];
    }
    OS << "  ";
    if (L.Hottest >= 0)
      OS << "[" << L.Hottest << "] " << instText(L.Hottest);
    else
      OS << "-";
    OS << '\n';
    Sum.Instructions += L.Instructions;
    Sum.IssueCycles += L.IssueCycles;
    Sum.StallCycles += L.StallCycles;
  }
  OS << left_justify("Total", Width)
     << right_justify(std::to_string(Sum.Instructions), 6)
     << right_justify(std::to_string(Sum.IssueCycles), 10)
     << right_justify(std::to_string(Sum.StallCycles), 10)
     << right_justify(share(Total, Total), 9);
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    OS << right_justify(std::to_string(Sum.StallByReason[R]), 8);
  OS << '\n';
  std::vector<CallSiteStats> Sites = computeCallSites();
  if (Sites.empty())
    return;
  OS << "\nInlined call sites (code inlined at the line, inclusive):\n"
     << left_justify("Call site", Width) << " Insts    Cycles    Share\n";
  for (const CallSiteStats &S : Sites)
    OS << left_justify(S.Site, Width)
       << right_justify(std::to_string(S.Instructions), 6)
       << right_justify(std::to_string(S.Cycles), 10)
       << right_justify(share(S.Cycles, Total), 9) << '\n';
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
