//===- gcn-mca-diff.cpp - Compare two gcn-mca JSON reports ----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// gcn-mca-diff A.json B.json: what changed between two `gcn-mca -json`
/// reports (two builds of one kernel, two settings of one run). Per region it
/// prints the cycles of A and B, then the blocks (`-cfg-view`), source lines
/// (`-source-view`) and instructions (the stall view) whose cost changed,
/// sorted by impact (largest |B - A| first). The cost of an instruction is
/// its wave-cycles: issue cycles + stall cycles, summed over every wave
/// (issues x cycles per issue slot + the stall view's stall cycles); a block
/// or a source line costs the sum over its instructions.
///
/// Matching: regions by name (by position when names repeat), or the pairs
/// `-pair=NAME_A=NAME_B` names (regions of different names, e.g. a naive and
/// a tiled kernel of one file: `gcn-mca-diff -pair=naive=tiled r.json`,
/// B = A when one file is given); blocks by name, source lines by
/// `file:line`, instructions by their text and occurrence (the k-th
/// `v_add_f32 ...` of A with the k-th of B); what has no partner counts as
/// 0 on the missing side. A section one side has not got at all (B ran
/// without -cfg-view, -source-view or the stall view) is not compared: the
/// report says which run lacks it, instead of listing every block as "only
/// in A".
///
/// `-table` puts any number of reports side by side instead (one kernel
/// compiled for several processors, or one input run with several -mcpu):
/// per region its cycles, verdict, waves per SIMD and processor
/// (CrossTable.cpp; utils/cross-target.sh runs gcn-mca and this in one
/// command).
///
/// `-fail-if-slower=PCT` exits with status 2 when a region of B takes more
/// than PCT percent more cycles than in A (for regression suites); errors
/// exit with status 1.
//===----------------------------------------------------------------------===//

#include "CrossTable.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <optional>
#include <string>
#include <vector>

using namespace llvm;
using namespace llvm::gcnmca;

static cl::OptionCategory DiffCategory("gcn-mca-diff Options");

static cl::list<std::string> Files(cl::Positional, cl::OneOrMore,
                                   cl::desc("<A.json> [<B.json>] (-table: "
                                            "<report.json>...)"),
                                   cl::cat(DiffCategory));
static cl::list<std::string>
    Pairs("pair",
          cl::desc("Compare region NAME_A of A with region NAME_B of B "
                   "(repeatable; only the pairs are compared; with one "
                   "report, B is A)"),
          cl::value_desc("NAME_A=NAME_B"), cl::cat(DiffCategory));
static cl::opt<bool>
    Table("table",
          cl::desc("Put the reports side by side: per region cycles, "
                   "verdict, waves per SIMD, processor (one per input or "
                   "-mcpu)"),
          cl::cat(DiffCategory));
/// The two reports compared (Files; B = A for -pair with one report).
static std::string FileA, FileB;
static cl::opt<bool> PrintJson("json", cl::desc("Print the comparison as JSON"),
                               cl::init(false), cl::cat(DiffCategory));
static cl::opt<unsigned>
    Top("top",
        cl::desc("Rows per section (blocks, lines, instructions), most "
                 "changed first; 0 = all (default 10)"),
        cl::init(10), cl::cat(DiffCategory));
static cl::opt<double> FailIfSlower(
    "fail-if-slower",
    cl::desc("Exit with status 2 when a region of B takes more than PCT "
             "percent more cycles than in A"),
    cl::value_desc("PCT"), cl::init(-1), cl::cat(DiffCategory));
static cl::opt<std::string> OutputFilename("o", cl::desc("Output file"),
                                           cl::value_desc("filename"),
                                           cl::init("-"),
                                           cl::cat(DiffCategory));

namespace {

/// One thing whose cost is compared (a block, a line, an instruction).
struct Item {
  std::string Key;   ///< what matches A with B
  std::string Label; ///< what is printed
  int64_t A = 0, B = 0;
  bool InA = false, InB = false;
  int64_t delta() const { return B - A; }
};

struct RegionDiff {
  std::string Name;
  std::optional<int64_t> CyclesA, CyclesB;
  std::optional<double> CPWA, CPWB; ///< clocks per wave
  std::optional<int64_t> WavesA, WavesB, LimitA, LimitB;
  std::vector<Item> Blocks, Lines, Insts;
  /// Per section (blocks, lines, instructions) and side: whether the side's
  /// region has it at all.
  bool HasBlocks[2] = {}, HasLines[2] = {}, HasInsts[2] = {};
  /// -pair: the two names (Name is "NAME_A = NAME_B").
  std::string NameA, NameB;
  bool Slower = false;
  double change() const {
    if (!CyclesA || !CyclesB || *CyclesA == 0)
      return 0;
    return double(*CyclesB - *CyclesA) / double(*CyclesA);
  }
};

/// A report, parsed, with the file name for diagnostics.
struct Report {
  std::string File;
  json::Value Root = nullptr;
  const json::Array *Regions = nullptr;
};

} // namespace

static int fail(const Twine &Msg) {
  WithColor::error(errs(), "gcn-mca-diff") << Msg << "\n";
  return 1;
}

/// Reads and parses \p File; a JSON syntax error is reported as
/// `file:line:col: error: ...`.
static Expected<Report> readReport(StringRef File) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(File);
  if (!Buf)
    return createStringError(File + ": " + Buf.getError().message());
  Report R;
  R.File = File.str();
  Expected<json::Value> V = json::parse((*Buf)->getBuffer());
  if (!V) {
    std::string Msg = toString(V.takeError());
    // json::ParseError prints "[line:col, byte=N]: message".
    Regex Pos("^\\[([0-9]+):([0-9]+), byte=[0-9]+\\]: (.*)$");
    SmallVector<StringRef, 4> M;
    if (Pos.match(Msg, &M))
      return createStringError(File + ":" + M[1] + ":" + M[2] +
                               ": invalid JSON: " + M[3]);
    return createStringError(File + ": invalid JSON: " + Msg);
  }
  R.Root = std::move(*V);
  const json::Object *O = R.Root.getAsObject();
  if (!O || !(R.Regions = O->getArray("CodeRegions")))
    return createStringError(File +
                             ": not a gcn-mca -json report (no CodeRegions)");
  return std::move(R);
}

static std::optional<int64_t> getInt(const json::Object *O, StringRef Key) {
  if (!O)
    return std::nullopt;
  if (std::optional<int64_t> I = O->getInteger(Key))
    return I;
  if (std::optional<double> D = O->getNumber(Key))
    return int64_t(std::llround(*D));
  return std::nullopt;
}

/// The cycles of a region: the GCN summary's, else llvm-mca's summary view.
static std::optional<int64_t> regionCycles(const json::Object &R) {
  if (auto C = getInt(R.getObject("GCNSummaryView"), "TotalCycles"))
    return C;
  return getInt(R.getObject("SummaryView"), "TotalCycles");
}

/// Cycles per issue slot of the run (1 when unknown).
static int64_t slotCycles(const json::Object &R) {
  for (StringRef V : {"StallView", "WaveUtilizationView", "SourceView"})
    if (auto S = getInt(R.getObject(V), "SlotCycles"))
      return *S;
  return 1;
}

/// Adds \p Cost to the item \p Key of side \p IsB in \p Items (\p Index
/// maps keys to positions).
static void addCost(std::vector<Item> &Items, StringMap<unsigned> &Index,
                    StringRef Key, StringRef Label, int64_t Cost, bool IsB) {
  auto [It, New] = Index.try_emplace(Key, Items.size());
  if (New) {
    Items.push_back(Item());
    Items.back().Key = Key.str();
    Items.back().Label = Label.str();
  }
  Item &I = Items[It->second];
  (IsB ? I.B : I.A) += Cost;
  (IsB ? I.InB : I.InA) = true;
}

/// Collects blocks, source lines and instructions of region \p R (side
/// \p IsB) into \p D.
static void collect(const json::Object &R, bool IsB, RegionDiff &D,
                    StringMap<unsigned> &BlockIdx, StringMap<unsigned> &LineIdx,
                    StringMap<unsigned> &InstIdx) {
  int64_t SC = slotCycles(R);
  if (const json::Object *CFG = R.getObject("ControlFlowGraph"))
    if (const json::Array *Blocks = CFG->getArray("Blocks"))
      for (const json::Value &BV : *Blocks) {
        const json::Object *B = BV.getAsObject();
        if (!B)
          continue;
        std::optional<StringRef> Name = B->getString("Name");
        std::optional<int64_t> Issued = getInt(B, "Issued");
        if (!Name || !Issued)
          continue; // The llvm-mca pipeline's CFG view has no wave figures.
        D.HasBlocks[IsB] = true;
        int64_t Cost = *Issued * SC + getInt(B, "StallCycles").value_or(0);
        addCost(D.Blocks, BlockIdx, *Name, *Name, Cost, IsB);
      }
  if (const json::Object *SV = R.getObject("SourceView"))
    if (const json::Array *Lines = SV->getArray("Lines"))
      for (const json::Value &LV : *Lines) {
        D.HasLines[IsB] = true;
        const json::Object *L = LV.getAsObject();
        if (!L)
          continue;
        std::optional<StringRef> File = L->getString("File");
        std::optional<int64_t> Line = getInt(L, "Line");
        if (!File || !Line)
          continue;
        std::string Key = (*File + ":" + Twine(*Line)).str();
        addCost(D.Lines, LineIdx, Key, Key, getInt(L, "Cycles").value_or(0),
                IsB);
      }
  if (const json::Object *SV = R.getObject("StallView"))
    if (const json::Array *Insts = SV->getArray("Instructions")) {
      D.HasInsts[IsB] = true;
      StringMap<unsigned> Seen; // Occurrences of each text so far.
      for (const json::Value &IV : *Insts) {
        const json::Object *I = IV.getAsObject();
        if (!I)
          continue;
        StringRef Text = I->getString("Instruction").value_or("");
        unsigned K = Seen[Text]++;
        std::string Key = (Text + "#" + Twine(K)).str();
        int64_t Cost = getInt(I, "Issued").value_or(0) * SC +
                       getInt(I, "StallCycles").value_or(0);
        addCost(D.Insts, InstIdx, Key, Text, Cost, IsB);
      }
    }
}

/// Fills the region-level figures of side \p IsB.
static void summarize(const json::Object &R, bool IsB, RegionDiff &D) {
  const json::Object *S = R.getObject("GCNSummaryView");
  (IsB ? D.CyclesB : D.CyclesA) = regionCycles(R);
  if (S) {
    (IsB ? D.CPWB : D.CPWA) = S->getNumber("ClocksPerWave");
    (IsB ? D.WavesB : D.WavesA) = getInt(S, "Waves");
    (IsB ? D.LimitB : D.LimitA) = getInt(S, "WavesPerSIMDLimit");
  }
}

/// Sorts \p Items by impact (|delta| descending, then key) and drops the
/// unchanged ones.
static void rankByImpact(std::vector<Item> &Items) {
  erase_if(Items, [](const Item &I) { return I.delta() == 0; });
  stable_sort(Items, [](const Item &X, const Item &Y) {
    int64_t DX = std::llabs(X.delta()), DY = std::llabs(Y.delta());
    if (DX != DY)
      return DX > DY;
    return X.Key < Y.Key;
  });
}

static std::vector<std::string> regionNames(const json::Array &Rs) {
  std::vector<std::string> N;
  for (const json::Value &V : Rs) {
    const json::Object *O = V.getAsObject();
    N.push_back(O ? O->getString("Name").value_or("").str() : "");
  }
  return N;
}

/// The regions -pair names: indices into A's and B's regions.
static Expected<std::vector<std::pair<int, int>>>
namedPairs(const std::vector<std::string> &NA,
           const std::vector<std::string> &NB) {
  std::vector<std::pair<int, int>> Out;
  auto Find = [](const std::vector<std::string> &N, StringRef Name,
                 StringRef File) -> Expected<int> {
    auto It = find(N, Name);
    if (It == N.end())
      return createStringError("-pair: no region '" + Name + "' in " + File +
                               " (regions: " + join(N, ", ") + ")");
    if (std::count(N.begin(), N.end(), Name) > 1)
      return createStringError("-pair: more than one region '" + Name +
                               "' in " + File);
    return int(It - N.begin());
  };
  for (StringRef P : Pairs) {
    auto [NameA, NameB] = P.split('=');
    if (!P.contains('=') || NameA.empty() || NameB.empty())
      return createStringError("-pair=" + P + ": expected NAME_A=NAME_B");
    Expected<int> I = Find(NA, NameA, FileA);
    if (!I)
      return I.takeError();
    Expected<int> J = Find(NB, NameB, FileB);
    if (!J)
      return J.takeError();
    if (is_contained(Out, std::make_pair(*I, *J)))
      return createStringError("-pair=" + P + " is given twice");
    Out.push_back({*I, *J});
  }
  return Out;
}

/// Pairs the regions of \p A and \p B: the -pair pairs if given, else by
/// name when every name is unique in both, else by position.
static Expected<std::vector<RegionDiff>> compare(const Report &A,
                                                 const Report &B) {
  std::vector<std::string> NA = regionNames(*A.Regions),
                           NB = regionNames(*B.Regions);
  auto Unique = [](std::vector<std::string> N) {
    sort(N);
    return std::adjacent_find(N.begin(), N.end()) == N.end();
  };
  bool ByName = Unique(NA) && Unique(NB);
  // Pairs of indices (-1 = none), in A's order then B's extras.
  std::vector<std::pair<int, int>> Matched;
  if (!Pairs.empty()) {
    Expected<std::vector<std::pair<int, int>>> P = namedPairs(NA, NB);
    if (!P)
      return P.takeError();
    Matched = std::move(*P);
  } else if (ByName) {
    std::vector<bool> UsedB(NB.size());
    for (unsigned I = 0; I < NA.size(); ++I) {
      auto It = find(NB, NA[I]);
      int J = It == NB.end() ? -1 : int(It - NB.begin());
      if (J >= 0)
        UsedB[J] = true;
      Matched.push_back({int(I), J});
    }
    for (unsigned J = 0; J < NB.size(); ++J)
      if (!UsedB[J])
        Matched.push_back({-1, int(J)});
  } else {
    for (unsigned I = 0; I < std::max(NA.size(), NB.size()); ++I)
      Matched.push_back(
          {I < NA.size() ? int(I) : -1, I < NB.size() ? int(I) : -1});
  }
  std::vector<RegionDiff> Out;
  for (auto [I, J] : Matched) {
    RegionDiff D;
    D.Name = I >= 0 ? NA[I] : NB[J];
    if (!Pairs.empty()) {
      D.NameA = NA[I];
      D.NameB = NB[J];
      D.Name = D.NameA + " = " + D.NameB;
    }
    StringMap<unsigned> BI, LI, II;
    if (I >= 0)
      if (const json::Object *R = (*A.Regions)[I].getAsObject()) {
        summarize(*R, false, D);
        collect(*R, false, D, BI, LI, II);
      }
    if (J >= 0)
      if (const json::Object *R = (*B.Regions)[J].getAsObject()) {
        summarize(*R, true, D);
        collect(*R, true, D, BI, LI, II);
      }
    rankByImpact(D.Blocks);
    rankByImpact(D.Lines);
    rankByImpact(D.Insts);
    if (FailIfSlower >= 0 && D.CyclesA && D.CyclesB)
      D.Slower =
          *D.CyclesB > *D.CyclesA && D.change() * 100.0 > FailIfSlower + 1e-9;
    Out.push_back(std::move(D));
  }
  return Out;
}

/// The -fail-if-slower threshold as given, e.g. "5" or "2.5".
static std::string threshold() {
  return formatv("{0}", format("%g", FailIfSlower.getValue())).str();
}

static std::string percent(double F) {
  return formatv("{0}{1:F2}%", F > 0 ? "+" : "", F * 100.0).str();
}

static std::string opt(std::optional<int64_t> V) {
  return V ? std::to_string(*V) : std::string("-");
}

/// Why one side has no \p Title: the view the run needs.
static StringRef missingView(StringRef Title) {
  return Title == "Blocks"         ? "-cfg-view"
         : Title == "Source lines" ? "-source-view"
                                   : "the stall view (-stall-view)";
}

/// The items of section \p Title, or, when one side has not got the section
/// at all (\p Has: A, B), which run lacks it.
static void printItems(raw_ostream &OS, StringRef Title, ArrayRef<Item> Items,
                       const bool (&Has)[2]) {
  if (Has[0] != Has[1]) {
    OS << "\n  " << Title << ": not compared, " << (Has[0] ? "B" : "A")
       << " ran without " << missingView(Title) << "\n";
    return;
  }
  if (Items.empty())
    return;
  OS << "\n  " << Title << " (" << Items.size() << " changed";
  if (Top && Items.size() > Top)
    OS << ", top " << Top;
  OS << "):\n";
  OS << formatv("  {0,11}  {1,10}  {2,10}  {3}\n", "Delta", "A", "B", "Name");
  unsigned N = 0;
  for (const Item &I : Items) {
    if (Top && N++ == Top)
      break;
    std::string Side = !I.InA ? "  (only in B)" : !I.InB ? "  (only in A)" : "";
    OS << formatv("  {0,11}  {1,10}  {2,10}  {3}{4}\n",
                  (I.delta() > 0 ? "+" : "") + std::to_string(I.delta()), I.A,
                  I.B, I.Label, Side);
  }
}

static void printText(raw_ostream &OS, ArrayRef<RegionDiff> Diffs) {
  OS << "gcn-mca-diff: A = " << FileA << ", B = " << FileB << "\n";
  OS << "Costs are wave-cycles (issue + stall cycles summed over every wave); "
        "Delta = B - A, largest change first.\n";
  for (const RegionDiff &D : Diffs) {
    if (D.NameA.empty())
      OS << "\nRegion '" << D.Name << "'";
    else
      OS << "\nRegion '" << D.NameA << "' (A) vs '" << D.NameB << "' (B)";
    OS << ": cycles " << opt(D.CyclesA) << " -> " << opt(D.CyclesB);
    if (D.CyclesA && D.CyclesB && *D.CyclesA)
      OS << " (" << percent(D.change()) << ")";
    if (!D.CyclesA)
      OS << " (only in B)";
    if (!D.CyclesB)
      OS << " (only in A)";
    if (D.Slower)
      OS << "  SLOWER than -fail-if-slower=" << threshold() << "%";
    OS << "\n";
    if (D.CPWA && D.CPWB)
      OS << formatv("  clocks per wave {0:F2} -> {1:F2}\n", *D.CPWA, *D.CPWB);
    if (D.LimitA && D.LimitB &&
        (*D.LimitA != *D.LimitB || D.WavesA != D.WavesB))
      OS << "  note: the runs differ in their wave settings (waves per SIMD "
         << *D.LimitA << " -> " << *D.LimitB << ", waves " << opt(D.WavesA)
         << " -> " << opt(D.WavesB) << ")\n";
    printItems(OS, "Blocks", D.Blocks, D.HasBlocks);
    printItems(OS, "Source lines", D.Lines, D.HasLines);
    printItems(OS, "Instructions", D.Insts, D.HasInsts);
  }
}

/// The items of a section, or null when one side has not got it.
static json::Value itemsJSON(ArrayRef<Item> Items, const bool (&Has)[2]) {
  if (Has[0] != Has[1])
    return nullptr;
  json::Array A;
  unsigned N = 0;
  for (const Item &I : Items) {
    if (Top && N++ == Top)
      break;
    A.push_back(json::Object({{"Name", I.Label},
                              {"A", I.A},
                              {"B", I.B},
                              {"Delta", I.delta()},
                              {"InA", I.InA},
                              {"InB", I.InB}}));
  }
  return A;
}

static json::Value toJSON(ArrayRef<RegionDiff> Diffs, bool AnySlower) {
  json::Array Regions;
  for (const RegionDiff &D : Diffs) {
    auto Num = [](auto V) -> json::Value {
      if (V)
        return *V;
      return nullptr;
    };
    Regions.push_back(json::Object(
        {{"Name", D.Name},
         {"CyclesA", Num(D.CyclesA)},
         {"CyclesB", Num(D.CyclesB)},
         {"Change", D.CyclesA && D.CyclesB ? json::Value(D.change())
                                           : json::Value(nullptr)},
         {"ClocksPerWaveA", Num(D.CPWA)},
         {"ClocksPerWaveB", Num(D.CPWB)},
         {"WavesPerSIMDA", Num(D.LimitA)},
         {"WavesPerSIMDB", Num(D.LimitB)},
         {"Slower", D.Slower},
         {"Blocks", itemsJSON(D.Blocks, D.HasBlocks)},
         {"SourceLines", itemsJSON(D.Lines, D.HasLines)},
         {"Instructions", itemsJSON(D.Insts, D.HasInsts)}}));
    json::Object &R = *Regions.back().getAsObject();
    if (!D.NameA.empty()) {
      R["NameA"] = D.NameA;
      R["NameB"] = D.NameB;
    }
    json::Array Missing;
    for (auto [Key, Has] : {std::make_pair("Blocks", D.HasBlocks),
                            std::make_pair("SourceLines", D.HasLines),
                            std::make_pair("Instructions", D.HasInsts)})
      if (Has[0] != Has[1])
        Missing.push_back(json::Object(
            {{"Section", Key}, {"MissingIn", Has[0] ? "B" : "A"}}));
    if (!Missing.empty())
      R["NotCompared"] = std::move(Missing);
  }
  json::Object O({{"A", FileA},
                  {"B", FileB},
                  {"Top", int64_t(Top)},
                  {"Regions", std::move(Regions)},
                  {"Slower", AnySlower}});
  if (FailIfSlower >= 0)
    O["FailIfSlowerPercent"] = FailIfSlower.getValue();
  return O;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(DiffCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "gcn-mca-diff: compare two gcn-mca -json reports (per region, block, "
      "source line and instruction, largest change first), or put several "
      "side by side (-table)\n");
  std::string Out;
  raw_string_ostream OS(Out);
  std::vector<RegionDiff> Diffs;
  bool AnySlower = false;
  if (Table) {
    if (!Pairs.empty() || FailIfSlower >= 0)
      return fail("-table cannot be combined with -pair or -fail-if-slower");
    std::vector<Report> Reports;
    for (const std::string &F : Files) {
      Expected<Report> R = readReport(F);
      if (!R)
        return fail(toString(R.takeError()));
      Reports.push_back(std::move(*R));
    }
    std::vector<CrossTableReport> In;
    for (const Report &R : Reports)
      In.push_back({R.File, &R.Root});
    writeCrossTable(In, PrintJson, OS);
  } else {
    if (Files.size() > 2 || (Files.size() == 1 && Pairs.empty()))
      return fail("expected two reports, A.json B.json (one with -pair; "
                  "more with -table)");
    FileA = Files[0];
    FileB = Files.size() == 2 ? Files[1] : Files[0];
    Expected<Report> A = readReport(FileA);
    if (!A)
      return fail(toString(A.takeError()));
    Expected<Report> B = readReport(FileB);
    if (!B)
      return fail(toString(B.takeError()));
    Expected<std::vector<RegionDiff>> D = compare(*A, *B);
    if (!D)
      return fail(toString(D.takeError()));
    Diffs = std::move(*D);
    AnySlower = any_of(Diffs, [](const RegionDiff &D) { return D.Slower; });
    if (PrintJson)
      OS << formatv("{0:2}", toJSON(Diffs, AnySlower)) << "\n";
    else
      printText(OS, Diffs);
  }
  std::error_code EC;
  ToolOutputFile TOF(OutputFilename, EC, sys::fs::OF_Text);
  if (EC)
    return fail(OutputFilename + ": " + EC.message());
  TOF.os() << Out;
  TOF.keep();
  if (AnySlower) {
    for (const RegionDiff &D : Diffs)
      if (D.Slower)
        WithColor::error(errs(), "gcn-mca-diff")
            << "region '" << D.Name << "' got slower: " << *D.CyclesA << " -> "
            << *D.CyclesB << " cycles (" << percent(D.change())
            << ", more than " << threshold() << "%)\n";
    return 2;
  }
  return 0;
}
