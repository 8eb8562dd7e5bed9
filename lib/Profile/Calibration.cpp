//===- Calibration.cpp - Fitting the model to a measured profile ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The -calibrate search and the profile file (see Calibration.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Profile/Calibration.h"
#include "gcn-mca/Profile/ProfileError.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

double llvm::gcnmca::calibrationObjective(const ProfileComparison::Agreement &A) {
  // The thread trace's latencies, when measured, lead; the sampled
  // distributions (noisy) weigh a quarter then.
  double Dist = A.StallMixTVD.value_or(0) + A.SampleShareTVD.value_or(0);
  if (A.LatencyRMS)
    return *A.LatencyRMS + Dist / 4;
  return Dist;
}

/// The parameters tried when none are given: the load latencies of the
/// memory levels (docs/HardwareModel.md). Not VMEMStoreLatency: a store's
/// latency only shows in the drain before s_endpgm, where it trades off
/// against the loads' latencies through the shared memory queues; name it
/// with -calibrate-params to fit it.
static const char *const LatencyParams[] = {
    "VMEMLatency", "GL1Latency",  "L2Latency",  "MALLLatency",
    "DRAMLatency", "LDSLatency", "SMEMLatency"};

static bool isPercent(StringRef Name) { return Name.contains("Hit"); }

namespace {
class Search {
public:
  Search(const MeasuredProfile &M, KernelSimulator Sim) : M(M), Sim(Sim) {}
  /// The objective at \p V (cached).
  Expected<double> eval(const std::map<std::string, unsigned> &V,
                        ProfileComparison::Agreement *Fit = nullptr) {
    auto It = Cache.find(V);
    if (It != Cache.end()) {
      if (Fit)
        *Fit = It->second.second;
      return It->second.first;
    }
    Expected<SimulatedKernel> K = Sim(V);
    if (!K)
      return K.takeError();
    ++Evaluations;
    Expected<ProfileComparison> C = ProfileComparison::compare(M, *K);
    if (!C)
      return C.takeError();
    double O = calibrationObjective(C->agreement());
    Cache[V] = {O, C->agreement()};
    if (Fit)
      *Fit = C->agreement();
    return O;
  }
  unsigned Evaluations = 0;

private:
  const MeasuredProfile &M;
  KernelSimulator Sim;
  std::map<std::map<std::string, unsigned>,
           std::pair<double, ProfileComparison::Agreement>>
      Cache;
};
} // namespace

/// Minimizes over parameter \p Name in [Lo, Hi] with the others at \p V:
/// a scan of GridPoints values spaced evenly on a log scale (the objective
/// need not be unimodal over the whole range: other parameters still off
/// make it jagged), then a golden-section search between the best scan
/// point's neighbours down to an interval of 3, then every integer left.
/// Leaves the best value in V (the current one on ties).
static Error minimizeOne(Search &S, std::map<std::string, unsigned> &V,
                         const std::string &Name, unsigned Lo, unsigned Hi) {
  auto F = [&](unsigned X) -> Expected<double> {
    std::map<std::string, unsigned> W = V;
    W[Name] = X;
    return S.eval(W);
  };
  unsigned Best = V[Name];
  Expected<double> BestF = F(Best);
  if (!BestF)
    return BestF.takeError();
  auto Try = [&](unsigned X) -> Error {
    Expected<double> FX = F(X);
    if (!FX)
      return FX.takeError();
    if (*FX < *BestF) {
      BestF = *FX;
      Best = X;
    }
    return Error::success();
  };
  constexpr unsigned GridPoints = 24;
  std::vector<unsigned> Grid;
  double LLo = std::log(double(std::max(Lo, 1u))), LHi = std::log(double(Hi));
  for (unsigned K = 0; K < GridPoints; ++K) {
    unsigned X = unsigned(
        std::lround(std::exp(LLo + (LHi - LLo) * K / (GridPoints - 1))));
    X = std::clamp(X, Lo, Hi);
    if (Grid.empty() || Grid.back() != X)
      Grid.push_back(X);
  }
  for (unsigned X : Grid)
    if (Error E = Try(X))
      return E;
  // The bracket around the best point.
  unsigned A = Lo, B = Hi;
  for (unsigned K = 0; K < Grid.size(); ++K) {
    if (Grid[K] < Best)
      A = Grid[K];
    if (Grid[K] > Best) {
      B = Grid[K];
      break;
    }
  }
  const double G = (std::sqrt(5.0) - 1) / 2; // 0.618...
  while (B - A > 3) {
    unsigned C = B - unsigned(std::lround(G * (B - A)));
    unsigned D = A + unsigned(std::lround(G * (B - A)));
    if (C >= D)
      D = C + 1;
    Expected<double> FC = F(C), FD = F(D);
    if (!FC)
      return FC.takeError();
    if (!FD)
      return FD.takeError();
    if (Error E = Try(C))
      return E;
    if (Error E = Try(D))
      return E;
    if (*FC <= *FD)
      B = D;
    else
      A = C;
  }
  for (unsigned X = A; X <= B; ++X)
    if (Error E = Try(X))
      return E;
  V[Name] = Best;
  return Error::success();
}

Expected<CalibrationResult> llvm::gcnmca::calibrate(
    const MeasuredProfile &M, const SimulatedKernel &Start,
    KernelSimulator Simulate, const CalibrationOptions &O) {
  if (M.attStats().empty() && M.pcSamples().empty())
    return createStringError("-calibrate needs measured data: give the "
                             "thread-trace stats or PC samples with "
                             "-compare-profile");
  CalibrationResult R;
  R.Processor = Start.Processor;
  R.Kernel = Start.Kernel.empty() ? Start.Region : Start.Kernel;
  Search S(M, Simulate);
  std::map<std::string, unsigned> V;
  Expected<double> StartObj = S.eval(V, &R.StartFit);
  if (!StartObj)
    return StartObj.takeError();
  R.StartObjective = *StartObj;

  std::vector<std::string> Names = O.Params;
  if (Names.empty()) {
    // The latencies the kernel's simulated latencies depend on.
    for (StringRef Name : LatencyParams) {
      auto It = Start.Params.find(Name.str());
      if (It == Start.Params.end() || !It->second)
        continue;
      std::map<std::string, unsigned> W;
      W[Name.str()] = It->second + std::max(1u, It->second / 4);
      Expected<SimulatedKernel> K = Simulate(W);
      if (!K)
        return K.takeError();
      ++S.Evaluations;
      bool Changed = false;
      for (unsigned I = 0; I < K->Insts.size() && I < Start.Insts.size(); ++I)
        Changed |= K->Insts[I].LatencyCycles != Start.Insts[I].LatencyCycles;
      if (Changed)
        Names.push_back(Name.str());
    }
    if (Names.empty())
      return createStringError("-calibrate: no memory latency changes this "
                               "kernel's simulated latencies; name the "
                               "parameters with -calibrate-params");
  }
  for (const std::string &Name : Names) {
    auto It = Start.Params.find(Name);
    if (It == Start.Params.end())
      return createStringError("-calibrate-params: unknown parameter '" +
                               Name + "' (see -gcn-param)");
    FittedParam P;
    P.Name = Name;
    P.Start = It->second;
    if (isPercent(Name)) {
      P.Lo = 0;
      P.Hi = 100;
    } else {
      P.Lo = std::max(1u, P.Start / 4);
      P.Hi = std::max(P.Start * 4, P.Lo + 4);
    }
    V[Name] = P.Start;
    R.Params.push_back(P);
  }
  for (unsigned Sweep = 0; Sweep < O.MaxSweeps; ++Sweep) {
    ++R.Sweeps;
    std::map<std::string, unsigned> Before = V;
    for (const FittedParam &P : R.Params)
      if (Error E = minimizeOne(S, V, P.Name, P.Lo, P.Hi))
        return std::move(E);
    if (V != Before)
      continue;
    // Stuck for moves along one axis: try the diagonals of every pair of
    // parameters (a valley across two axes), with steps of 8 % down to 1 %
    // of the values.
    bool Moved = false;
    Expected<double> Here = S.eval(V);
    if (!Here)
      return Here.takeError();
    for (double Step : {0.08, 0.04, 0.02, 0.01}) {
      for (size_t I = 0; I < R.Params.size() && !Moved; ++I)
        for (size_t J = I + 1; J < R.Params.size() && !Moved; ++J)
          for (int SI : {-1, 1})
            for (int SJ : {-1, 1}) {
              if (Moved)
                break;
              std::map<std::string, unsigned> W = V;
              const FittedParam &PI = R.Params[I], &PJ = R.Params[J];
              auto Shift = [&](const FittedParam &P, int Sign) {
                int64_t D = std::max<int64_t>(
                    1, std::llround(W[P.Name] * Step));
                int64_t X = int64_t(W[P.Name]) + Sign * D;
                W[P.Name] =
                    unsigned(std::clamp<int64_t>(X, P.Lo, P.Hi));
              };
              Shift(PI, SI);
              Shift(PJ, SJ);
              Expected<double> FW = S.eval(W);
              if (!FW)
                return FW.takeError();
              if (*FW < *Here) {
                V = W;
                Moved = true;
              }
            }
      if (Moved)
        break;
    }
    if (!Moved)
      break;
  }
  Expected<double> Final = S.eval(V, &R.Fit);
  if (!Final)
    return Final.takeError();
  R.Objective = *Final;
  for (FittedParam &P : R.Params)
    P.Fitted = V[P.Name];
  R.Evaluations = S.Evaluations;
  return R;
}

json::Value CalibrationProfile::toJSON(const CalibrationResult &R,
                                       const MeasuredProfile &M) const {
  json::Object Params, StartV, Ranges;
  for (const FittedParam &P : R.Params) {
    Params[P.Name] = int64_t(P.Fitted);
    StartV[P.Name] = int64_t(P.Start);
    Ranges[P.Name] = json::Array({int64_t(P.Lo), int64_t(P.Hi)});
  }
  auto Fit = [](const ProfileComparison::Agreement &A, double Obj) {
    auto Opt = [](std::optional<double> V) -> json::Value {
      return V ? json::Value(*V) : json::Value(nullptr);
    };
    return json::Object({{"Objective", Obj},
                         {"LatencyError", Opt(A.LatencyError)},
                         {"StallCycleError", Opt(A.StallCycleError)},
                         {"StallMixTVD", Opt(A.StallMixTVD)},
                         {"SampleShareTVD", Opt(A.SampleShareTVD)},
                         {"HitShareTVD", Opt(A.HitShareTVD)}});
  };
  json::Array Data;
  for (const MeasuredProfile::FileInfo &F : M.files())
    Data.push_back(json::Object(
        {{"File", F.File}, {"Kind", F.Kind}, {"Records", int64_t(F.Records)}}));
  return json::Object({{"Format", "gcn-mca-profile"},
                       {"Version", 1},
                       {"Processor", Processor},
                       {"Kernel", R.Kernel},
                       {"Params", std::move(Params)},
                       {"Start", std::move(StartV)},
                       {"Ranges", std::move(Ranges)},
                       {"Fit", Fit(R.Fit, R.Objective)},
                       {"StartFit", Fit(R.StartFit, R.StartObjective)},
                       {"Evaluations", int64_t(R.Evaluations)},
                       {"Sweeps", int64_t(R.Sweeps)},
                       {"Data", std::move(Data)}});
}

Expected<CalibrationProfile>
CalibrationProfile::read(MemoryBufferRef Buffer) {
  StringRef File = Buffer.getBufferIdentifier();
  auto Bad = [&](const Twine &Msg) { return profileError(File, 0, 0, Msg); };
  Expected<json::Value> V = json::parse(Buffer.getBuffer());
  if (!V)
    return Bad("not a gcn-mca profile (invalid JSON: " +
               toString(V.takeError()) + ")");
  const json::Object *O = V->getAsObject();
  if (!O || O->getString("Format") != std::optional<StringRef>("gcn-mca-profile"))
    return Bad("not a gcn-mca profile (no \"Format\": \"gcn-mca-profile\"; "
               "-calibrate writes one)");
  if (O->getInteger("Version") != std::optional<int64_t>(1))
    return Bad("unsupported gcn-mca profile version (this gcn-mca reads 1)");
  CalibrationProfile P;
  std::optional<StringRef> Proc = O->getString("Processor");
  if (!Proc || Proc->empty())
    return Bad("the profile names no \"Processor\"");
  P.Processor = Proc->str();
  const json::Object *Params = O->getObject("Params");
  if (!Params)
    return Bad("the profile has no \"Params\" object");
  for (const auto &[Key, Val] : *Params) {
    if (!is_contained(GCNProcessorModel::paramNames(), StringRef(Key)))
      return Bad("unknown parameter '" + StringRef(Key) + "' in \"Params\"");
    std::optional<int64_t> N = Val.getAsInteger();
    if (!N || *N < 0 || *N > int64_t(UINT32_MAX))
      return Bad("parameter '" + StringRef(Key) +
                 "' is not a non-negative integer");
    P.Params[Key.str()] = unsigned(*N);
  }
  return P;
}
