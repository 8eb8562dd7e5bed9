//===- RunAssumptions.cpp - What one region's run assumed -----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The entries of the "Assumptions" block (see RunAssumptions.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/RunAssumptions.h"
#include "gcn-mca/Analysis/KernelLaunch.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/Analysis/ControlFlow/WaveStreams.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {
/// Collects the entries and the reproducing options.
class Builder {
public:
  RunAssumptions A;

  void add(StringRef Key, StringRef Label, std::string Text, json::Value V,
           std::string Source) {
    A.Entries.push_back({Key.str(), Label.str(), std::move(Text), std::move(V),
                         std::move(Source)});
  }
  void option(std::string O) { A.Options.push_back(std::move(O)); }
};
} // namespace

/// The name -trip-count accepts for block \p B: its label or `%bb.N`, else
/// `#index`.
static std::string blockKey(const BasicBlock &B) {
  if (!StringRef(B.Name).starts_with("bb."))
    return B.Name;
  for (const std::string &A : B.Aliases)
    if (StringRef(A).starts_with("#"))
      return A;
  return B.Name;
}

static void addTarget(Builder &B, const GCNMCAConfig &C,
                      const AssumptionFacts &F) {
  std::string Text = F.CPU;
  if (!F.Attrs.empty())
    Text += " " + join(F.Attrs, ",");
  // "input (/path/k.s:1: .amdgcn_target ...)" reads better as
  // "input: k.s:1: .amdgcn_target ..." (the path does not depend on the run).
  std::string Source = F.CPUSource;
  if (StringRef(Source).starts_with("input (") && Source.back() == ')') {
    StringRef Inner = StringRef(Source).drop_front(7).drop_back();
    auto [Path, Rest] = Inner.split(':');
    Source = ("input: " + sys::path::filename(Path) +
              (Inner.contains(':') ? ":" + Rest : StringRef()))
                 .str();
  }
  B.add("Target", "Target", Text,
        json::Object{{"Processor", F.CPU},
                     {"Features", json::Array(F.Attrs)},
                     {"Triple", C.Triple}},
        Source);
  B.option("-mcpu=" + F.CPU);
  if (StringRef(F.CPUSource).starts_with("-mcpu, forced"))
    B.option("-force-mcpu");
  if (!F.Attrs.empty())
    B.option("-mattr=" + join(F.Attrs, ","));
  // Input left out: the report is not of the whole input.
  if (F.ParseFailures) {
    B.add("Skipped", "Skipped",
          std::to_string(F.ParseFailures) + " parse error" +
              (F.ParseFailures == 1 ? "" : "s") +
              ": the failing lines are not analyzed",
          F.ParseFailures, "-skip-unsupported-instructions");
    B.option("-skip-unsupported-instructions=parse-failure");
  }
}

/// The launch: grid, workgroup shape and the kernel arguments.
static void addLaunch(Builder &B, const GCNMCAConfig &C, const RunSettings &S,
                      const AssumptionFacts &F) {
  const LaunchShape &L = S.Launch;
  auto X = [](auto D) {
    return std::to_string(D[0]) + "x" + std::to_string(D[1]) + "x" +
           std::to_string(D[2]);
  };
  B.add("Launch", "Launch",
        "grid " + X(L.Grid) + " items (" + S.Sources.Grid + "), workgroup " +
            X(L.Workgroup) + " (" + S.Sources.WorkgroupShape + "): " +
            X(L.groups()) + " workgroups",
        json::Object{{"Grid", json::Array{L.Grid[0], L.Grid[1], L.Grid[2]}},
                     {"Workgroup", json::Array{L.Workgroup[0], L.Workgroup[1],
                                               L.Workgroup[2]}},
                     {"Groups", int64_t(L.totalGroups())}},
        "");
  std::string Grid = std::to_string(L.Grid[0]);
  if (L.Grid[1] != 1 || L.Grid[2] != 1)
    Grid += "," + std::to_string(L.Grid[1]);
  if (L.Grid[2] != 1)
    Grid += "," + std::to_string(L.Grid[2]);
  B.option("-grid=" + Grid);
  for (const std::string &A : C.Wave.Args)
    B.option("-arg=" + A);
  if (!F.Launch || F.Launch->args().empty())
    return;
  std::vector<std::string> Texts;
  // The hidden arguments in one item, x/y/z kinds as one triple:
  // "hidden: block_count=64,64,1 group_size=16,16,1 ...".
  std::vector<std::string> Hidden;
  json::Array JSON;
  for (const KernelLaunch::ArgValue &V : F.Launch->args()) {
    if (V.Arg.ValueKind == "hidden_none")
      continue;
    json::Object O{{"Index", V.Index},
                   {"Name", V.Arg.Name},
                   {"ValueKind", V.Arg.ValueKind},
                   {"Offset", V.Arg.Offset},
                   {"Size", V.Arg.Size},
                   {"Value", V.Text},
                   {"Source", V.Source}};
    if (V.Bits)
      O["Bits"] = int64_t(*V.Bits);
    JSON.push_back(std::move(O));
    if (V.Arg.isHidden()) {
      StringRef Kind = StringRef(V.Arg.ValueKind).drop_front(7);
      if (Kind.ends_with("_y") || Kind.ends_with("_z")) {
        std::string Base = (Kind.drop_back(2) + "=").str();
        for (std::string &H : Hidden)
          if (StringRef(H).starts_with(Base))
            H += "," + V.Text;
        continue;
      }
      Hidden.push_back((Kind.ends_with("_x") ? Kind.drop_back(2) : Kind).str() +
                       "=" + V.Text);
      continue;
    }
    std::string Type = V.Arg.TypeName.empty() ? V.Arg.ValueKind : V.Arg.TypeName;
    Texts.push_back(V.Label + " " + Type + " = " + V.Text + " (" + V.Source +
                    ")");
  }
  if (!Hidden.empty())
    Texts.push_back("hidden (launch): " + join(Hidden, " "));
  B.add("Arguments", "Arguments", join(Texts, "; "), std::move(JSON), "");
}

static void addWave(Builder &B, const GCNMCAConfig &C, const RunSettings &S,
                    const AssumptionFacts &F) {
  const WavePipelineOptions &O = S.Wave;
  const SettingSources &Src = S.Sources;
  B.add("WaveSize", "Wave size", std::to_string(O.WaveSize), O.WaveSize,
        Src.WaveSize);
  B.option("-wave-size=" + std::to_string(O.WaveSize));
  B.add("WavesPerSIMD", "Waves per SIMD", std::to_string(O.WavesPerSIMD),
        O.WavesPerSIMD, Src.WavesPerSIMD);
  B.option("-waves-per-simd=" + std::to_string(O.WavesPerSIMD));
  if (F.Model && F.Model->CUsPerWGP > 1) {
    B.add("CUMode", "Workgroup unit", O.CUMode ? "CU mode" : "WGP mode",
          O.CUMode, C.Occupancy.CUMode ? "-cumode" : "kernel");
    B.option(std::string("-cumode=") + (O.CUMode ? "true" : "false"));
  }
  const char *Dispatch = O.Dispatch == WaveDispatchKind::Vertex  ? "vertex"
                         : O.Dispatch == WaveDispatchKind::Pixel ? "pixel"
                                                                 : "compute";
  if (O.Dispatch == WaveDispatchKind::Compute) {
    unsigned Waves =
        O.WorkgroupSize ? (O.WorkgroupSize + O.WaveSize - 1) / O.WaveSize : 1;
    unsigned Items = O.WorkgroupSize ? O.WorkgroupSize : O.WaveSize;
    B.add("WorkgroupSize", "Workgroup size",
          std::to_string(Items) + " items, " + std::to_string(Waves) +
              (Waves == 1 ? " wave" : " waves"),
          Items, Src.WorkgroupSize);
    const LaunchShape &L = S.Launch;
    auto Dims = [](auto D, StringRef Sep) {
      std::string T = std::to_string(D[0]);
      if (D[1] != 1 || D[2] != 1)
        T += (Sep + Twine(D[1])).str();
      if (D[2] != 1)
        T += (Sep + Twine(D[2])).str();
      return T;
    };
    if (O.WorkgroupSize)
      B.option("-workgroup-size=" + Dims(L.Workgroup, ","));
    B.add("Workgroups", "Workgroups",
          std::to_string(O.Workgroups) + ", " +
              std::to_string(uint64_t(O.Workgroups) * Waves) + " waves",
          O.Workgroups, Src.Workgroups);
    addLaunch(B, C, S, F);
  } else {
    B.add("Dispatch", "Dispatch", Dispatch, Dispatch, "-wave-dispatch");
    B.option(std::string("-wave-dispatch=") + Dispatch);
    B.add("Workgroups", "Waves", std::to_string(O.Workgroups), O.Workgroups,
          Src.Workgroups);
  }
  B.option("-workgroups=" + std::to_string(O.Workgroups));
}

/// The options that set the branch policy, or "defaults".
static std::string branchSource(const ControlFlowConfig &CF) {
  std::vector<std::string> Given;
  if (CF.ExecBranchesUniform)
    Given.push_back("-exec-branches");
  if (!CF.Branches.empty())
    Given.push_back("-branch");
  if (CF.Seed)
    Given.push_back("-seed");
  return Given.empty() ? "defaults" : join(Given, ", ");
}

static void addControlFlow(Builder &B, const GCNMCAConfig &C,
                           const RunSettings &S, const AssumptionFacts &F) {
  B.add("Iterations", "Iterations", std::to_string(S.Iterations), S.Iterations,
        S.Sources.Iterations);
  B.option("-iterations=" + std::to_string(S.Iterations));

  const ControlFlowConfig &CF = C.ControlFlow;
  if (C.InstructionTables != InstructionTablesKind::None)
    B.option(C.InstructionTables == InstructionTablesKind::Full
                 ? "-instruction-tables=full"
                 : "-instruction-tables");
  if (!F.Flow || F.Flow->getTrace().getMode() == DynamicTrace::Mode::Straight) {
    B.add("ControlFlow", "Control flow", "straight, every instruction once",
          "straight",
          CF.Mode == ControlFlowMode::Straight ? "-control-flow"
                                               : "marker or whole-file region");
    if (CF.Mode == ControlFlowMode::Straight)
      B.option("-control-flow=straight");
    return;
  }
  const DynamicTrace &T = F.Flow->getTrace();
  bool Counts = T.getMode() == DynamicTrace::Mode::Counts;
  B.add("ControlFlow", "Control flow",
        Counts ? "block counts" : "branches and loops followed",
        Counts ? "block-counts" : "follow",
        Counts                               ? "-block-counts"
        : CF.Mode == ControlFlowMode::Follow ? "-control-flow"
                                             : "per-function region");
  if (CF.Mode != ControlFlowMode::Auto)
    B.option(std::string("-control-flow=") +
             (CF.Mode == ControlFlowMode::Follow ? "follow" : "straight"));
  if (!CF.BlockCountsFile.empty())
    B.option("-block-counts=" + CF.BlockCountsFile);

  // The waves' own streams from the launch (docs/ControlFlow.md, "Each
  // wave's own stream").
  const WaveStreams *WS = F.Emulated;
  if (WS) {
    std::string Text =
        std::to_string(WS->WavesEmulated) + " of " +
        std::to_string(WS->TotalWaves) +
        " waves ran their own streams from the launch (" +
        std::to_string(WS->DistinctStreams) + " distinct)";
    json::Object WJ{{"Emulated", WS->WavesEmulated},
                    {"Waves", WS->TotalWaves},
                    {"Distinct", WS->DistinctStreams}};
    if (WS->WavesEmulated < WS->TotalWaves) {
      Text += "; the emulation stopped at wave " +
              std::to_string(WS->StopWave) +
              ": the others run the emulated waves' streams";
      WJ["StoppedAt"] = WS->StopWave;
    }
    B.add("WaveStreams", "Wave streams", Text, std::move(WJ), "-emulate");
  } else if (F.Launch && C.Wave.Emulate && T.hasRandomChoices() &&
             F.Model) {
    // Skipped, and said so (the warning gives the details).
    B.add("WaveStreams", "Wave streams",
          "none derived from the launch: branch probabilities decide " +
              T.randomChoicesText() + " (each wave draws its own stream)",
          json::Object{{"Emulated", 0},
                       {"Skipped", "branch probabilities"}},
          "-branch");
  }

  // Loops: trip count and source each; where the waves ran their own
  // counts and these differ from the region's, their range.
  const ControlFlowGraph &G = F.Flow->getCFG();
  std::vector<std::string> LoopTexts;
  json::Array LoopJSON;
  for (const Loop &L : F.Flow->getLoops().loops()) {
    const DynamicTrace::LoopSummary &Sum = T.getLoopSummary(L.Index);
    std::string Key = blockKey(G.block(L.Header));
    std::string Bound;
    if (Sum.Bounded)
      Bound = "; never exits under the branch policy: bounded, then out" +
              (Sum.BoundExit >= 0
                   ? " through " + blockKey(G.block(Sum.BoundExit))
                   : std::string());
    const WaveStreams::LoopTrips *PW =
        WS && L.Index < WS->Loops.size() ? &WS->Loops[L.Index] : nullptr;
    bool PerWave = PW && PW->differs(Sum.TripCount, Sum.Source);
    std::string Count =
        Sum.TripCount ? std::to_string(Sum.TripCount) : std::string("-");
    std::string Source = Sum.Source;
    if (PerWave) {
      Count = std::to_string(PW->Min) +
              (PW->Max != PW->Min ? ".." + std::to_string(PW->Max)
                                  : std::string());
      Source = "derived per wave";
      std::string Waves = std::to_string(PW->Derived) +
                          (PW->Derived == 1 ? " wave" : " waves");
      Bound = PW->Derived == PW->Entered
                  ? ": " + Waves
                  : ": " + std::to_string(PW->Derived) + " of the " +
                        std::to_string(PW->Entered) +
                        " waves that entered it, the others x " +
                        std::to_string(Sum.TripCount) + " (" + Sum.Source +
                        ")";
    }
    LoopTexts.push_back(Key + " x " + Count + " (" + Source + Bound + ")");
    json::Object LJ{{"Header", Key},
                    {"TripCount", int64_t(Sum.TripCount)},
                    {"Source", Source}};
    // Only for such a loop, so that other reports keep their bytes.
    if (Sum.Bounded)
      LJ["BoundedExit"] = Sum.BoundExit >= 0
                              ? json::Value(blockKey(G.block(Sum.BoundExit)))
                              : json::Value(nullptr);
    if (PerWave)
      LJ["PerWave"] = json::Object{{"Min", int64_t(PW->Min)},
                                   {"Max", int64_t(PW->Max)},
                                   {"Waves", PW->Derived},
                                   {"Entered", PW->Entered},
                                   {"RegionSource", Sum.Source}};
    LoopJSON.push_back(std::move(LJ));
    // A count that varies per wave is re-derived by the same launch; a
    // -trip-count would make every wave run one count.
    if (Sum.TripCount && !Counts && !PerWave)
      B.option("-trip-count=" + Key + "=" + std::to_string(Sum.TripCount));
  }
  if (!LoopTexts.empty())
    B.add("Loops", "Trip counts", join(LoopTexts, ", "), std::move(LoopJSON),
          "");

  // Branches: the policy, the choices given, the seed.
  std::string Policy =
      std::string("exec-mask branches ") +
      (CF.ExecBranchesUniform ? "uniform (not taken)"
                              : "divergent (both arms run)") +
      "; scc/vcc branches not taken, loop exits follow the trip counts";
  if (!CF.Branches.empty())
    Policy += "; -branch " + join(CF.Branches, ", ");
  // Directions the launch decided (docs/ControlFlow.md, "Derived from the
  // launch").
  std::vector<std::string> Derived;
  json::Array DerivedJSON;
  for (const BasicBlock &BB : G.blocks())
    if (T.isDerivedChoice(BB.Index)) {
      std::optional<BranchChoice> Ch = T.getBranchChoice(BB.Index);
      std::string Dir = Ch && Ch->K == BranchChoice::Taken ? "taken"
                                                            : "not-taken";
      Derived.push_back(blockKey(BB) + " " + Dir);
      DerivedJSON.push_back(
          json::Object{{"Block", blockKey(BB)}, {"Choice", Dir}});
    }
  if (!Derived.empty())
    Policy += "; derived from the launch: " + join(Derived, ", ");
  Policy += "; seed " + std::to_string(CF.Seed);
  if (T.hasRandomChoices())
    Policy += " (probabilities drawn per wave and execution)";
  B.add("Branches", "Branches", Policy,
        json::Object{
            {"ExecBranches", CF.ExecBranchesUniform ? "uniform" : "divergent"},
            {"Choices", json::Array(CF.Branches)},
            {"Derived", std::move(DerivedJSON)},
            {"Seed", int64_t(CF.Seed)}},
        branchSource(CF));
  if (CF.ExecBranchesUniform)
    B.option("-exec-branches=uniform");
  for (const std::string &Br : CF.Branches)
    B.option("-branch=" + Br);
  B.option("-seed=" + std::to_string(CF.Seed));
  if (!C.Wave.Emulate)
    B.option("-emulate=false");
}

static void addMemory(Builder &B, const GCNMCAConfig &C,
                      const AssumptionFacts &F) {
  const GCNProcessorModel &M = *F.Model;
  const WaveConfig &W = C.Wave;
  auto Lat = [](int Given, unsigned Model) {
    return Given >= 0 ? unsigned(Given) : Model;
  };
  unsigned VMEM = Lat(W.VMEMLatency, M.VMEMLatency);
  unsigned LDS = Lat(W.LDSLatency, M.LDSLatency);
  unsigned SMEM = Lat(W.SMEMLatency, M.SMEMLatency);
  std::string Text = "L1 " + std::to_string(VMEM) + ", L2 " +
                     std::to_string(M.L2Latency) + ", DRAM " +
                     std::to_string(M.DRAMLatency) + ", LDS " +
                     std::to_string(LDS) + ", SMEM " + std::to_string(SMEM) +
                     " cycles; loads hit L1 " + std::to_string(M.LoadHitL1) +
                     "%, L2 " + std::to_string(M.LoadHitL2) + "% of the rest";
  // Lane strides (docs/Model.md "Coalescing"): said only when the command
  // line changed the rule; the memory view lists each access's source.
  if (W.LaneStride >= 0 || !W.DeriveStrides)
    Text += std::string("; lane strides: ") +
            (W.DeriveStrides ? "derived, else " : "not derived; ") +
            (W.LaneStride >= 0 ? std::to_string(W.LaneStride) + " bytes"
                               : std::string("unit stride"));
  // The annotations refine the rates and strides per instruction (every
  // access kind of the annotated instructions: docs/Model.md).
  if (F.HitAnnotated)
    Text += "; " + std::to_string(F.HitAnnotated) + " memory instruction" +
            (F.HitAnnotated == 1 ? "" : "s") +
            " with annotated hit rates (`; gcn-mca: hit`)";
  if (F.StrideAnnotated)
    Text += "; " + std::to_string(F.StrideAnnotated) + " memory instruction" +
            (F.StrideAnnotated == 1 ? "" : "s") +
            " with an annotated lane stride (`; gcn-mca: stride`)";
  if (F.FootprintAnnotated)
    Text += "; " + std::to_string(F.FootprintAnnotated) +
            " memory instruction" + (F.FootprintAnnotated == 1 ? "" : "s") +
            " with a working set (`; gcn-mca: footprint`): hit rates derived "
            "from the cache model";
  if (M.ScalarHitL1 < 100)
    Text += "; scalar loads hit the scalar cache " +
            std::to_string(M.ScalarHitL1) + "%, the rest go to L2";
  // Per access class, where its lines / bank cycles came from
  // (docs/Model.md, "Addresses from the launch", "Coalescing").
  static const char *const ClassName[] = {"loads", "stores", "LDS"};
  static const char *const ClassKey[] = {"Loads", "Stores", "LDS"};
  static const char *const SourceText[] = {
      "default (unit stride)", "given (-lane-stride)",
      "derived from the code", "derived from the launch", "annotated"};
  std::string Classes;
  json::Object AJ;
  for (unsigned K = 0; K < AssumptionFacts::NumAccessClasses; ++K) {
    const auto &N = F.AccessSources[K];
    std::string Parts;
    json::Object CJ;
    // Highest precedence first.
    for (unsigned Src = NumStrideSources; Src-- > 0;) {
      if (!N[Src])
        continue;
      Parts += (Parts.empty() ? "" : ", ") + std::to_string(N[Src]) + " " +
               SourceText[Src];
      CJ[getStrideSourceName(StrideSource(Src))] = N[Src];
    }
    if (Parts.empty())
      continue;
    Classes += (Classes.empty() ? "" : "; ") + std::string(ClassName[K]) +
               ": " + Parts;
    AJ[ClassKey[K]] = std::move(CJ);
  }
  if (!Classes.empty())
    Text += "; access addresses: " + Classes;
  // Per class, where the hit rates came from (docs/Model.md, "Hit rates
  // from the launch"): said when the launch derived some.
  json::Object HJ;
  if (F.HitUnits) {
    std::string Hits;
    for (unsigned K = 0; K != 2; ++K) {
      const auto &N = F.HitSources[K];
      if (!N[0] && !N[1])
        continue;
      std::string Parts;
      if (N[0])
        Parts = std::to_string(N[0]) + " derived";
      if (N[1])
        Parts += (Parts.empty() ? "" : ", ") + std::to_string(N[1]) +
                 " defaulted (rate model)";
      Hits += (Hits.empty() ? "" : "; ") + std::string(ClassName[K]) + ": " +
              Parts;
      HJ[ClassKey[K]] = json::Object{{"Derived", N[0]}, {"Defaulted", N[1]}};
    }
    Text += "; hit rates: " + Hits + " (the caches fed with the launch's "
            "addresses of the simulated unit" +
            (F.HitPeersSkipped
                 ? " and " + std::to_string(F.HitUnits - 1) + " of its " +
                       std::to_string(F.HitUnits - 1 + F.HitPeersSkipped) +
                       " peers" +
                       (F.HitPeersProbed ? ", their first window of workgroups"
                                         : "") +
                       ": the rates had converged, -cache-peer-tolerance"
             : F.HitUnits > 1 ? " and " + std::to_string(F.HitUnits - 1) +
                                    " peer" + (F.HitUnits > 2 ? "s" : "")
                              : std::string()) +
            ")";
    HJ["Units"] = F.HitUnits;
    if (F.HitPeersSkipped)
      HJ["PeersSkipped"] = F.HitPeersSkipped;
    if (F.HitPeersProbed)
      HJ["PeersProbed"] = true;
  }
  bool Given = W.VMEMLatency >= 0 || W.LDSLatency >= 0 || W.SMEMLatency >= 0 ||
               !C.Model.Params.empty() || C.Model.TexelBytes ||
               C.Model.TexFilterProbes || !C.Model.HitRates.empty() ||
               W.LaneStride >= 0 || !W.DeriveStrides;
  json::Object MJ{{"VMEMLatency", VMEM},
                  {"L2Latency", M.L2Latency},
                  {"DRAMLatency", M.DRAMLatency},
                  {"LDSLatency", LDS},
                  {"SMEMLatency", SMEM},
                  {"LoadHitL1", M.LoadHitL1},
                  {"LoadHitL2", M.LoadHitL2},
                  {"Params", json::Array(C.Model.Params)}};
  if (F.HitAnnotated)
    MJ["HitAnnotated"] = F.HitAnnotated;
  if (!AJ.empty())
    MJ["AccessSources"] = std::move(AJ);
  if (!HJ.empty())
    MJ["HitSources"] = std::move(HJ);
  if (F.StrideAnnotated)
    MJ["StrideAnnotated"] = F.StrideAnnotated;
  if (F.FootprintAnnotated)
    MJ["FootprintAnnotated"] = F.FootprintAnnotated;
  B.add("Memory", "Memory", Text, std::move(MJ),
        Given ? "model with the command line's overrides"
              : "model; `; gcn-mca: hit` annotations per instruction");
  if (W.VMEMLatency >= 0)
    B.option("-vmem-latency=" + std::to_string(W.VMEMLatency));
  if (W.LDSLatency >= 0)
    B.option("-lds-latency=" + std::to_string(W.LDSLatency));
  if (W.SMEMLatency >= 0)
    B.option("-smem-latency=" + std::to_string(W.SMEMLatency));
  if (C.Model.TexelBytes)
    B.option("-gcn-param=TexelBytes=" + std::to_string(*C.Model.TexelBytes));
  if (C.Model.TexFilterProbes)
    B.option("-gcn-param=TexFilterProbes=" +
             std::to_string(*C.Model.TexFilterProbes));
  // The hit-rate options as the percent parameters they set, before the
  // explicit -gcn-param (which wins, as on the command line).
  for (const GCNModelOverrides::HitRate &H : C.Model.HitRates)
    B.option("-gcn-param=" + H.Param + "=" + std::to_string(H.Percent));
  for (const std::string &P : C.Model.Params)
    B.option("-gcn-param=" + P);
  if (W.LaneStride >= 0)
    B.option("-lane-stride=" + std::to_string(W.LaneStride));
  if (!W.DeriveStrides)
    B.option("-derive-strides=false");
  if (!W.DeriveHitRates)
    B.option("-derive-hit-rates=false");
  if (W.CachePeers >= 0)
    B.option("-cache-peers=" + std::to_string(W.CachePeers));
  if (W.CachePeerTolerance != WaveConfig().CachePeerTolerance)
    B.option("-cache-peer-tolerance=" +
             (W.CachePeerTolerance == double(uint64_t(W.CachePeerTolerance))
                  ? std::to_string(uint64_t(W.CachePeerTolerance))
                  : formatv("{0:F3}", W.CachePeerTolerance).str()));
}

static void addMachine(Builder &B, const GCNMCAConfig &C,
                       const RunSettings &S) {
  GCNMCAConfig Defaults;
  double MHz = S.Views.GCN.ClockMHz;
  unsigned ChipCUs = S.Views.GCN.NumCUs ? S.Views.GCN.NumCUs : S.Wave.NumCUs;
  unsigned ExportCUs = S.Wave.NumCUs;
  std::string MHzText = MHz == double(uint64_t(MHz))
                            ? std::to_string(uint64_t(MHz))
                            : formatv("{0:F3}", MHz).str();
  B.add("Clock", "Clock, CUs",
        MHzText + " MHz, " + std::to_string(ChipCUs) +
            " CUs per chip (per-second figures, NumCUs); export path shared "
            "by " +
            std::to_string(ExportCUs) + " CUs",
        json::Object{{"ClockMHz", MHz},
                     {"NumCUs", ChipCUs},
                     {"ExportPathCUs", ExportCUs}},
        (!S.Sources.Clock.empty() ? S.Sources.Clock
         : C.Views.ClockMHz > 0   ? std::string("-clock-mhz")
                                  : std::string("chip model")) +
            ", -export-path-cus " +
            (C.Wave.NumCUs == Defaults.Wave.NumCUs ? "default" : "given"));
  // A matrix clock is the model's clock (its ns latencies converted at it),
  // which -gcn-param=ClockMHz sets; -clock-mhz sets the views' only.
  B.option((S.Sources.Clock.empty() ? "-clock-mhz=" : "-gcn-param=ClockMHz=") +
           MHzText);
  B.option("-export-path-cus=" + std::to_string(ExportCUs));
  if (C.Wave.ExportQueue != Defaults.Wave.ExportQueue)
    B.option("-export-queue=" + std::to_string(C.Wave.ExportQueue));
  if (C.Wave.MaxCycles != Defaults.Wave.MaxCycles)
    B.option("-max-cycles=" + std::to_string(C.Wave.MaxCycles));
}

RunAssumptions llvm::gcnmca::buildRunAssumptions(const GCNMCAConfig &C,
                                                 const RunSettings &S,
                                                 const AssumptionFacts &F) {
  Builder B;
  addTarget(B, C, F);
  bool Wave = F.Model && S.Wave.WaveSize;
  B.add("Pipeline", "Pipeline", Wave ? "wave" : "llvm-mca",
        Wave ? "wave" : "llvm-mca",
        C.Pipeline == PipelineKind::LLVMMCA ? "-pipeline" : "default");
  if (!Wave)
    B.option("-pipeline=llvm-mca");
  if (Wave)
    addWave(B, C, S, F);
  addControlFlow(B, C, S, F);
  if (Wave) {
    addMemory(B, C, F);
    addMachine(B, C, S);
  }
  return std::move(B.A);
}
