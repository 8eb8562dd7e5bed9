//===- Sweep.cpp - What-if sweeps of one parameter ------------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Runs one analysis per parameter value and reads each point's figures
/// from its JSON report (GCN summary, occupancy view); see Sweep.h.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/Sweep.h"
#include "gcn-mca/Driver/AnalysisDriver.h"
#include "gcn-mca/Driver/QuietStderr.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <optional>

using namespace llvm;
using namespace llvm::gcnmca;

static const char *const SweepParams[] = {
    "vmem-latency", "lds-latency", "smem-latency", "waves-per-simd",
    "num-cus",      "vgprs",       "sgprs",        "lds-bytes"};

static Error sweepError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), "-sweep=" + Msg);
}

Expected<SweepSpec> llvm::gcnmca::parseSweepSpec(StringRef Text) {
  auto [Param, List] = Text.split('=');
  Param = Param.trim();
  bool ModelParam = Param.starts_with("param:") && Param.size() > 6;
  if (!ModelParam && !is_contained(SweepParams, Param))
    return sweepError(Text + ": unknown parameter '" + Param +
                      "' (vmem-latency, lds-latency, smem-latency, "
                      "waves-per-simd, num-cus, vgprs, sgprs, lds-bytes, "
                      "param:NAME for a -gcn-param)");
  SweepSpec S;
  S.Param = Param.str();
  SmallVector<StringRef, 3> Range;
  List.split(Range, ':');
  if (Range.size() == 3) {
    int64_t From, To, Step;
    if (Range[0].trim().getAsInteger(10, From) ||
        Range[1].trim().getAsInteger(10, To) ||
        Range[2].trim().getAsInteger(10, Step) || Step <= 0 || From > To)
      return sweepError(Text + ": expected FROM:TO:STEP with FROM <= TO and "
                               "STEP > 0");
    if ((To - From) / Step >= 1000)
      return sweepError(Text + ": more than 1000 points");
    for (int64_t V = From; V <= To; V += Step)
      S.Values.push_back(V);
  } else if (Range.size() == 1) {
    SmallVector<StringRef, 8> Items;
    List.split(Items, ',');
    for (StringRef I : Items) {
      int64_t V;
      if (I.trim().getAsInteger(10, V))
        return sweepError(Text + ": '" + I + "' is not an integer");
      S.Values.push_back(V);
    }
  } else {
    return sweepError(Text +
                      ": expected PARAM=v1,v2,... or PARAM=FROM:TO:STEP");
  }
  bool ZeroOK = S.Param == "lds-bytes" || ModelParam;
  for (int64_t V : S.Values)
    if (V < 0 || (V == 0 && !ZeroOK))
      return sweepError(Text + ": values must be " +
                        (ZeroOK ? "at least 0" : "positive"));
  return std::move(S);
}

Error llvm::gcnmca::applySweepValue(GCNMCAConfig &C, StringRef Param,
                                    int64_t Value) {
  unsigned V = unsigned(std::min<int64_t>(Value, UINT32_MAX));
  int IV = int(std::min<int64_t>(Value, INT32_MAX));
  if (Param == "vmem-latency")
    C.Wave.VMEMLatency = IV;
  else if (Param == "lds-latency")
    C.Wave.LDSLatency = IV;
  else if (Param == "smem-latency")
    C.Wave.SMEMLatency = IV;
  else if (Param == "waves-per-simd")
    C.Wave.WavesPerSIMD = V;
  else if (Param == "num-cus")
    C.Wave.NumCUs = V;
  else if (Param == "vgprs")
    C.Occupancy.VGPRs = V;
  else if (Param == "sgprs")
    C.Occupancy.SGPRs = V;
  else if (Param == "lds-bytes")
    C.Occupancy.LDSBytes = V;
  else if (Param.starts_with("param:"))
    // A -gcn-param (hit rates, latencies, ...); later entries win.
    C.Model.Params.push_back((Param.drop_front(6) + "=" + Twine(Value)).str());
  else
    return sweepError(Param + ": unknown parameter");
  return Error::success();
}

/// \p Base reduced to what a point needs: the wave pipeline's summary and
/// occupancy, as JSON, no files.
static GCNMCAConfig pointConfig(const GCNMCAConfig &Base) {
  GCNMCAConfig C = Base;
  C.JSON = true;
  C.Pipeline = PipelineKind::Wave;
  ViewConfig &V = C.Views;
  V.InstructionInfo = FlagSetting(false, ~0u);
  V.ResourcePressure = FlagSetting(false, ~0u);
  V.Timeline = FlagSetting(false, ~0u);
#define GCN_VIEW(Id, Option, Default, Place, Help)                             \
  V.Id = FlagSetting(false, ~0u);
#include "gcn-mca/MCA/Views/GCN/GCNViews.def"
  V.CFG = FlagSetting(false, ~0u);
  V.SourceView = FlagSetting(false, ~0u);
  V.GCNSummary = FlagSetting(true, ~0u);
  V.Occupancy = true;
  V.GCNInstructionInfo = false;
  V.HotspotsTop = 0;
  C.Occupancy.Report = false;
  C.Occupancy.Only = false;
  C.Insight = InsightConfig();
  return C;
}

/// Runs \p C on \p Input and returns its numbers (the report is dropped).
static Expected<AnalysisResult> runPoint(const GCNMCAConfig &C,
                                         MemoryBufferRef Input) {
  raw_null_ostream OS;
  return runAnalysis(C, Input, OS);
}

/// The verdict with what it names: "VALU-bound", "HBM-bound" (a memory
/// level's bandwidth), "VMEM backpressure", "latency-bound (HBM)" (waits on
/// a level's latency), "latency-bound (ALU_DEPENDENCY)"; else its kind
/// ("starved", "balanced", ...). The unit and level are the summary's
/// (GCNSummaryView::compute picks the busiest level and the level most
/// waited on the same way).
static std::string verdictLabel(const GCNSummaryView::Figures &F) {
  using K = GCNSummaryView::VerdictKind;
  const GCNSummaryView::Figures::MemLevelFigures *Busiest = nullptr,
                                                 *MostWaited = nullptr;
  for (const GCNSummaryView::Figures::MemLevelFigures &M : F.MemLevels) {
    if (!Busiest || M.Utilization > Busiest->Utilization)
      Busiest = &M;
    if (M.WaitSlots && (!MostWaited || M.WaitSlots > MostWaited->WaitSlots))
      MostWaited = &M;
  }
  switch (F.Verdict) {
  case K::UnitBound:
    return (getViewUnitName(F.VerdictUnit) + "-bound").str();
  case K::MemoryBandwidth:
    if (Busiest)
      return Busiest->Name + "-bound";
    break;
  case K::Backpressure:
    return (getViewUnitName(F.VerdictUnit) + " backpressure").str();
  case K::Latency:
    if (F.VerdictMemLevel >= 0 && MostWaited)
      return "latency-bound (" + MostWaited->Name + ")";
    return ("latency-bound (" + getWaveStallReasonName(F.VerdictReason) + ")")
        .str();
  default:
    break;
  }
  return GCNSummaryView::getVerdictKindName(F.Verdict).str();
}

Expected<std::vector<SweepMeasure>>
llvm::gcnmca::runSweepPoint(const GCNMCAConfig &Base, StringRef Param,
                            int64_t Value, MemoryBufferRef Input) {
  GCNMCAConfig C = pointConfig(Base);
  if (Error E = applySweepValue(C, Param, Value))
    return std::move(E);
  Expected<AnalysisResult> Run = runPoint(C, Input);
  if (!Run)
    return Run.takeError();
  std::vector<SweepMeasure> Out;
  for (const RegionResult &R : Run->Regions) {
    SweepMeasure M;
    M.Region = R.Name;
    if (const std::optional<GCNSummaryView::Figures> &F = R.Wave) {
      M.Cycles = F->TotalCycles;
      M.ClocksPerWave = F->ClocksPerWave;
      M.WavesPerSecond = F->WavesPerSecond;
      M.WavesPerSIMD = F->WavesPerSIMDLimit;
      M.Verdict = verdictLabel(*F);
      M.Incomplete = R.Incomplete ||
                     (M.Cycles >= C.Wave.MaxCycles && C.Wave.MaxCycles);
    }
    Out.push_back(std::move(M));
  }
  return Out;
}

std::optional<LatencyPotential> llvm::gcnmca::computeLatencyPotential(
    ArrayRef<int64_t> Values, ArrayRef<uint64_t> Cycles, double Threshold) {
  if (Values.empty() || Values.size() != Cycles.size() || !Cycles[0])
    return std::nullopt;
  for (size_t I = 1; I < Values.size(); ++I)
    if (Values[I] <= Values[I - 1])
      return std::nullopt; // Needs ascending latencies.
  LatencyPotential P;
  P.BaseCycles = Cycles[0];
  P.Knee = Values[0];
  double Limit = double(Cycles[0]) * (1.0 + Threshold);
  for (size_t I = 1; I < Values.size(); ++I) {
    if (double(Cycles[I]) > Limit + 1e-9) {
      P.FirstAbove = Values[I];
      P.RiseAbove = double(Cycles[I]) / double(Cycles[0]) - 1.0;
      break;
    }
    P.Knee = Values[I];
  }
  return P;
}

/// The kernel resource behind an occupancy limiter, and the kernel's use of
/// it.
static std::optional<std::pair<std::string, int64_t>>
limitingResource(const OccupancyInput &In, const OccupancyResult &R) {
  StringRef Limiter = getOccupancyLimiterName(R.Limiter);
  if (Limiter.contains_insensitive("vgpr"))
    return std::make_pair(std::string("vgprs"), int64_t(In.NumVGPRs));
  if (Limiter.contains_insensitive("sgpr"))
    return std::make_pair(std::string("sgprs"), int64_t(In.NumSGPRs));
  if (Limiter.contains_insensitive("lds"))
    return std::make_pair(std::string("lds-bytes"), int64_t(In.LDSBytes));
  return std::nullopt;
}

/// Waves per SIMD of region \p Region with \p Param = \p Value (occupancy
/// only, no simulation).
static Expected<unsigned> occupancyWith(const GCNMCAConfig &Base,
                                        StringRef Param, int64_t Value,
                                        unsigned Region,
                                        MemoryBufferRef Input) {
  GCNMCAConfig C = pointConfig(Base);
  C.Occupancy.Only = true;
  C.Occupancy.Report = true;
  if (Error E = applySweepValue(C, Param, Value))
    return std::move(E);
  Expected<AnalysisResult> Run = runPoint(C, Input);
  if (!Run)
    return Run.takeError();
  if (Region >= Run->Kernels.size())
    return 0u;
  return Run->Kernels[Region].Result.WavesPerSIMD;
}

Expected<std::vector<OccupancyAdvice>>
llvm::gcnmca::adviseOccupancy(const GCNMCAConfig &Base, MemoryBufferRef Input) {
  Expected<AnalysisResult> Run = runPoint(pointConfig(Base), Input);
  if (!Run)
    return Run.takeError();
  std::vector<OccupancyAdvice> Out;
  for (unsigned RI = 0; RI < Run->Regions.size(); ++RI) {
    const RegionResult &R = Run->Regions[RI];
    OccupancyAdvice A;
    A.Region = R.Name;
    if (R.Wave)
      A.Cycles = R.Wave->TotalCycles;
    if (!R.Occupancy) {
      A.Note = "no kernel resources known for this region";
      Out.push_back(std::move(A));
      continue;
    }
    A.WavesPerSIMD = R.Occupancy->WavesPerSIMD;
    A.Limiter = getOccupancyLimiterName(R.Occupancy->Limiter).str();
    std::optional<std::pair<std::string, int64_t>> L =
        limitingResource(*R.OccupancyIn, *R.Occupancy);
    if (!L) {
      A.Note = "occupancy is limited by " + A.Limiter +
               ", not by a resource the kernel can shed";
      Out.push_back(std::move(A));
      continue;
    }
    A.Resource = L->first;
    A.Now = L->second;
    // Occupancy never falls when a resource shrinks: find the largest value
    // that gives one more wave per SIMD (binary search over [0, Now)).
    // The occupancy runs follow the kernel order of the occupancy report;
    // regions and kernels are matched by position (one region per kernel).
    int64_t Lo = 0, Hi = A.Now - 1, Best = -1;
    unsigned BestWaves = 0;
    while (Lo <= Hi) {
      int64_t Mid = Lo + (Hi - Lo) / 2;
      Expected<unsigned> W = occupancyWith(Base, A.Resource, Mid, RI, Input);
      if (!W)
        return W.takeError();
      if (*W > A.WavesPerSIMD) {
        Best = Mid;
        BestWaves = *W;
        Lo = Mid + 1;
      } else {
        Hi = Mid - 1;
      }
    }
    if (Best < 0) {
      A.Note = "no smaller " + A.Resource + " gives more waves";
      Out.push_back(std::move(A));
      continue;
    }
    A.Needed = Best;
    A.NextWavesPerSIMD = BestWaves;
    Expected<std::vector<SweepMeasure>> M =
        runSweepPoint(Base, A.Resource, Best, Input);
    if (!M)
      return M.takeError();
    if (RI < M->size())
      A.NextCycles = (*M)[RI].Cycles;
    Out.push_back(std::move(A));
  }
  return Out;
}

Expected<SweepResult> llvm::gcnmca::runSweep(const GCNMCAConfig &Base,
                                             const SweepSpec &Spec,
                                             MemoryBufferRef Input) {
  SweepResult R;
  R.Spec = Spec;
  // The points run in parallel (-j; each point's regions then on one
  // thread), and with them the occupancy advice; the results are taken in
  // the points' order, then the advice's, as one after the other would give
  // them.
  unsigned Threads =
      Base.Jobs
          ? Base.Jobs
          : std::max(1u, llvm::hardware_concurrency().compute_thread_count());
  size_t N = Spec.Values.size();
  std::vector<std::optional<Expected<std::vector<SweepMeasure>>>> Res(N);
  std::optional<Expected<std::vector<OccupancyAdvice>>> Advice;
  // Every point repeats the run's warnings (the input's, the target's):
  // they are printed once, by the first point; the other points and the
  // advice run with the standard error silenced (their errors are
  // returned, not printed).
  if (N) {
    Res[0].emplace(runSweepPoint(Base, Spec.Param, Spec.Values[0], Input));
    if (!*Res[0])
      return Res[0]->takeError();
  }
  QuietStderr Quiet;
  if (Threads > 1 && N > 1) {
    GCNMCAConfig PointBase = Base;
    PointBase.Jobs = 1;
    DefaultThreadPool Pool(llvm::hardware_concurrency(Threads));
    // The advice first: its runs keep -j (their regions on a pool of their
    // own), so its threads take up the cores the points leave.
    Pool.async([&] { Advice.emplace(adviseOccupancy(Base, Input)); });
    for (size_t I = 1; I < N; ++I)
      Pool.async([&, I] {
        Res[I].emplace(
            runSweepPoint(PointBase, Spec.Param, Spec.Values[I], Input));
      });
    Pool.wait();
  } else {
    for (size_t I = 1; I < N; ++I) {
      Res[I].emplace(runSweepPoint(Base, Spec.Param, Spec.Values[I], Input));
      if (!*Res[I])
        return Res[I]->takeError();
    }
  }
  for (size_t I = 0; I < N; ++I) {
    if (!*Res[I]) {
      Error E = Res[I]->takeError();
      for (size_t J = I + 1; J < N; ++J)
        if (!*Res[J])
          consumeError(Res[J]->takeError());
      if (Advice && !*Advice)
        consumeError(Advice->takeError());
      return std::move(E);
    }
    R.Points.push_back(std::move(**Res[I]));
  }
  if (!Advice)
    Advice.emplace(adviseOccupancy(Base, Input));
  if (!*Advice)
    return Advice->takeError();
  R.Advice = std::move(**Advice);
  return std::move(R);
}

/// Per region index, the cycles of every point.
static std::vector<uint64_t> cyclesOf(const SweepResult &R, unsigned Region) {
  std::vector<uint64_t> C;
  for (const auto &P : R.Points)
    C.push_back(Region < P.size() ? P[Region].Cycles : 0);
  return C;
}

static std::string pct(double F) {
  return formatv("{0}{1:F2}%", F >= 0 ? "+" : "", F * 100.0).str();
}

void llvm::gcnmca::printSweep(raw_ostream &OS, const SweepResult &R) {
  unsigned NumRegions = R.Points.empty() ? 0 : R.Points.front().size();
  for (unsigned RI = 0; RI < NumRegions; ++RI) {
    const SweepMeasure &First = R.Points.front()[RI];
    OS << "Sweep of " << R.Spec.Param << " - region '" << First.Region
       << "':\n";
    OS << formatv("{0,14}  {1,10}  {2,9}  {3,12}  {4,10}  {5,10}  {6}\n",
                  R.Spec.Param, "Cycles", "vs first", "Clocks/Wave", "Waves/s",
                  "Waves/SIMD", "Verdict");
    for (unsigned I = 0; I < R.Points.size(); ++I) {
      if (RI >= R.Points[I].size())
        continue;
      const SweepMeasure &M = R.Points[I][RI];
      double Ch =
          First.Cycles ? double(M.Cycles) / double(First.Cycles) - 1 : 0.0;
      OS << formatv("{0,14}  {1,10}  {2,9}  {3,12:F2}  {4,10:E2}  {5,10}  "
                    "{6}{7}\n",
                    R.Spec.Values[I], M.Cycles, pct(Ch), M.ClocksPerWave,
                    M.WavesPerSecond, M.WavesPerSIMD, M.Verdict,
                    M.Incomplete ? " (incomplete)" : "");
    }
    if (R.Spec.Param == "vmem-latency") {
      std::optional<LatencyPotential> P =
          computeLatencyPotential(R.Spec.Values, cyclesOf(R, RI));
      if (P) {
        OS << "Latency potential: memory latency up to " << P->Knee
           << " cycles is hidden at " << First.WavesPerSIMD
           << " waves per SIMD (cycles within 5% of " << P->BaseCycles << ")";
        if (P->FirstAbove)
          OS << "; at " << *P->FirstAbove << " cycles: " << pct(P->RiseAbove);
        else
          OS << "; the sweep never left the 5% band";
        OS << ".\n";
      } else {
        OS << "Latency potential: needs ascending latencies.\n";
      }
    }
    OS << '\n';
  }
  for (const OccupancyAdvice &A : R.Advice) {
    OS << "Occupancy advice - region '" << A.Region << "': ";
    if (A.Resource.empty() || !A.NextWavesPerSIMD) {
      OS << A.WavesPerSIMD << " waves per SIMD; " << A.Note << ".\n";
      continue;
    }
    double Gain =
        A.Cycles ? 1.0 - double(A.NextCycles) / double(A.Cycles) : 0.0;
    OS << A.WavesPerSIMD << " waves per SIMD, limited by " << A.Limiter
       << ": shed " << (A.Now - A.Needed) << " " << A.Resource << " (" << A.Now
       << " -> " << A.Needed << ") for " << A.NextWavesPerSIMD
       << " waves per SIMD; simulated cycles " << A.Cycles << " -> "
       << A.NextCycles << " (" << pct(-Gain) << ").\n";
  }
}

json::Value llvm::gcnmca::sweepToJSON(const SweepResult &R) {
  unsigned NumRegions = R.Points.empty() ? 0 : R.Points.front().size();
  json::Array Regions;
  for (unsigned RI = 0; RI < NumRegions; ++RI) {
    const SweepMeasure &First = R.Points.front()[RI];
    json::Array Pts;
    for (unsigned I = 0; I < R.Points.size(); ++I) {
      if (RI >= R.Points[I].size())
        continue;
      const SweepMeasure &M = R.Points[I][RI];
      Pts.push_back(json::Object(
          {{"Value", R.Spec.Values[I]},
           {"Cycles", int64_t(M.Cycles)},
           {"Change",
            First.Cycles ? double(M.Cycles) / double(First.Cycles) - 1 : 0.0},
           {"ClocksPerWave", M.ClocksPerWave},
           {"WavesPerSecond", M.WavesPerSecond},
           {"WavesPerSIMD", M.WavesPerSIMD},
           {"Verdict", M.Verdict},
           {"Incomplete", M.Incomplete}}));
    }
    json::Object O({{"Name", First.Region}, {"Points", std::move(Pts)}});
    if (R.Spec.Param == "vmem-latency")
      if (std::optional<LatencyPotential> P =
              computeLatencyPotential(R.Spec.Values, cyclesOf(R, RI)))
        O["LatencyPotential"] = json::Object(
            {{"Knee", P->Knee},
             {"BaseCycles", int64_t(P->BaseCycles)},
             {"Threshold", 0.05},
             {"FirstAbove", P->FirstAbove ? json::Value(*P->FirstAbove)
                                          : json::Value(nullptr)},
             {"RiseAbove", P->RiseAbove}});
    Regions.push_back(std::move(O));
  }
  json::Array Advice;
  for (const OccupancyAdvice &A : R.Advice) {
    json::Object O({{"Region", A.Region},
                    {"WavesPerSIMD", A.WavesPerSIMD},
                    {"Limiter", A.Limiter},
                    {"Cycles", int64_t(A.Cycles)}});
    if (!A.Resource.empty() && A.NextWavesPerSIMD) {
      O["Resource"] = A.Resource;
      O["Now"] = A.Now;
      O["Needed"] = A.Needed;
      O["Shed"] = A.Now - A.Needed;
      O["NextWavesPerSIMD"] = A.NextWavesPerSIMD;
      O["NextCycles"] = int64_t(A.NextCycles);
    } else {
      O["Note"] = A.Note;
    }
    Advice.push_back(std::move(O));
  }
  json::Array Values;
  for (int64_t V : R.Spec.Values)
    Values.push_back(V);
  return json::Object({{"Param", R.Spec.Param},
                       {"Values", std::move(Values)},
                       {"Regions", std::move(Regions)},
                       {"OccupancyAdvice", std::move(Advice)}});
}
