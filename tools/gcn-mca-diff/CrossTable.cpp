//===- CrossTable.cpp - gcn-mca-diff -table: reports side by side ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the cross-report table (see CrossTable.h).
//===----------------------------------------------------------------------===//

#include "CrossTable.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include <cmath>
#include <optional>
#include <vector>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {
/// One report's figures for one region.
struct Row {
  std::string File, Processor, Verdict, Limiter;
  std::optional<int64_t> Cycles, WavesPerSIMD;
  std::string NotAnalyzed;
};
} // namespace

/// The verdict with what it names: the unit ("VALU-bound"), the memory
/// level ("HBM-bound", "latency-bound (L2)"), the stall reason
/// ("latency-bound (ALU_DEPENDENCY)"), else its kind.
static std::string verdictLabel(const json::Object *V) {
  if (!V)
    return "-";
  StringRef Kind = V->getString("Kind").value_or("-");
  std::optional<StringRef> Unit = V->getString("Unit");
  std::optional<StringRef> Level = V->getString("MemoryLevel");
  std::optional<StringRef> Reason = V->getString("Reason");
  if (Kind == "unit-bound" && Unit)
    return (*Unit + "-bound").str();
  if (Kind == "memory-bandwidth-bound" && Level)
    return (*Level + "-bound").str();
  if (Kind == "backpressure" && Unit)
    return (*Unit + " backpressure").str();
  if (Kind == "latency-bound" && (Level || Reason))
    return (Kind + " (" + (Level ? *Level : *Reason) + ")").str();
  return Kind.str();
}

/// \p S padded with blanks to \p Width columns.
static std::string pad(StringRef S, size_t Width) {
  return (S + std::string(Width > S.size() ? Width - S.size() : 0, ' ')).str();
}

static std::optional<int64_t> intOf(const json::Object *O, StringRef Key) {
  if (!O)
    return std::nullopt;
  if (std::optional<int64_t> I = O->getInteger(Key))
    return I;
  if (std::optional<double> D = O->getNumber(Key))
    return int64_t(std::llround(*D));
  return std::nullopt;
}

static Row rowOf(const CrossTableReport &Rep, const json::Object &Doc,
                 const json::Object &R) {
  Row W;
  W.File = Rep.File;
  if (const json::Object *T = Doc.getObject("TargetInfo"))
    W.Processor = T->getString("CPUName").value_or("").str();
  W.NotAnalyzed = R.getString("NotAnalyzed").value_or("").str();
  const json::Object *S = R.getObject("GCNSummaryView");
  W.Cycles = intOf(S, "TotalCycles");
  if (!W.Cycles)
    W.Cycles = intOf(R.getObject("SummaryView"), "TotalCycles");
  W.Verdict = S ? verdictLabel(S->getObject("Verdict")) : "-";
  // The occupancy view's waves per SIMD and limiter, else the summary's.
  if (const json::Object *O = R.getObject("Occupancy")) {
    W.WavesPerSIMD = intOf(O, "WavesPerSIMD");
    W.Limiter = O->getString("Limiter").value_or("").str();
  }
  if (!W.WavesPerSIMD)
    W.WavesPerSIMD = intOf(S, "WavesPerSIMDLimit");
  return W;
}

void llvm::gcnmca::writeCrossTable(ArrayRef<CrossTableReport> Reports,
                                   bool AsJSON, raw_ostream &OS) {
  // Regions by name, in the order they first appear.
  std::vector<std::string> Names;
  StringMap<std::vector<std::optional<Row>>> ByName;
  for (unsigned I = 0; I < Reports.size(); ++I) {
    const json::Object *Doc = Reports[I].Root->getAsObject();
    const json::Array *Regions = Doc ? Doc->getArray("CodeRegions") : nullptr;
    if (!Regions)
      continue;
    for (const json::Value &V : *Regions) {
      const json::Object *R = V.getAsObject();
      if (!R)
        continue;
      std::string Name = R->getString("Name").value_or("").str();
      auto [It, New] = ByName.try_emplace(Name);
      if (New) {
        Names.push_back(Name);
        It->second.resize(Reports.size());
      }
      if (!It->second[I])
        It->second[I] = rowOf(Reports[I], *Doc, *R);
    }
  }
  auto Change = [](const std::optional<Row> &First,
                   const std::optional<Row> &W) -> std::optional<double> {
    if (!First || !W || !First->Cycles || !W->Cycles || !*First->Cycles)
      return std::nullopt;
    return double(*W->Cycles) / double(*First->Cycles) - 1;
  };
  if (AsJSON) {
    json::Array Files, Regions;
    for (const CrossTableReport &R : Reports)
      Files.push_back(R.File);
    for (const std::string &Name : Names) {
      const std::vector<std::optional<Row>> &Rows = ByName[Name];
      json::Array Out;
      for (const std::optional<Row> &W : Rows) {
        if (!W) {
          Out.push_back(nullptr);
          continue;
        }
        auto Num = [](std::optional<int64_t> V) -> json::Value {
          if (V)
            return *V;
          return nullptr;
        };
        std::optional<double> C = Change(Rows.front(), W);
        json::Object O({{"Report", W->File},
                        {"Processor", W->Processor},
                        {"Cycles", Num(W->Cycles)},
                        {"Change", C ? json::Value(*C) : json::Value(nullptr)},
                        {"Verdict", W->Verdict},
                        {"WavesPerSIMD", Num(W->WavesPerSIMD)},
                        {"Limiter", W->Limiter}});
        if (!W->NotAnalyzed.empty())
          O["NotAnalyzed"] = W->NotAnalyzed;
        Out.push_back(std::move(O));
      }
      Regions.push_back(json::Object({{"Name", Name}, {"Rows", std::move(Out)}}));
    }
    OS << formatv("{0:2}", json::Value(json::Object(
                               {{"Reports", std::move(Files)},
                                {"Regions", std::move(Regions)}})))
       << "\n";
    return;
  }
  OS << "gcn-mca-diff -table: " << Reports.size()
     << " reports side by side; vs first = cycles against the first "
        "report's\n";
  size_t FileWidth = 6;
  for (const CrossTableReport &R : Reports)
    FileWidth = std::max(FileWidth, R.File.size());
  for (const std::string &Name : Names) {
    const std::vector<std::optional<Row>> &Rows = ByName[Name];
    OS << "\nRegion '" << Name << "':\n";
    OS << formatv("  {0}  {1,-9}  {2,10}  {3,9}  {4,-24}  {5}\n",
                  pad("Report", FileWidth),
                  "Processor", "Cycles", "vs first", "Verdict", "Waves/SIMD");
    for (unsigned I = 0; I < Rows.size(); ++I) {
      const std::optional<Row> &W = Rows[I];
      std::string Cycles = "-", Vs = "-", Verdict = "(no such region)",
                  Waves = "-", Proc = "-";
      if (W) {
        Proc = W->Processor.empty() ? "-" : W->Processor;
        if (W->Cycles)
          Cycles = std::to_string(*W->Cycles);
        if (std::optional<double> C = Change(Rows.front(), W))
          Vs = formatv("{0}{1:F2}%", *C > 0 ? "+" : "", *C * 100).str();
        Verdict = W->NotAnalyzed.empty() ? W->Verdict : "NOT ANALYZED";
        if (W->WavesPerSIMD)
          Waves = std::to_string(*W->WavesPerSIMD) +
                  (W->Limiter.empty() ? "" : " (" + W->Limiter + ")");
      }
      OS << formatv("  {0}  {1,-9}  {2,10}  {3,9}  {4,-24}  {5}\n",
                    pad(Reports[I].File, FileWidth),
                    Proc, Cycles, Vs, Verdict, Waves);
    }
  }
}
