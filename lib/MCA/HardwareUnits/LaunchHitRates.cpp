//===- LaunchHitRates.cpp - Hit rates from the launch's addresses ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The emulated waves' lines fed through the caches in the order resident
/// waves issue them (see LaunchHitRates.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/LaunchHitRates.h"
#include "gcn-mca/MCA/HardwareUnits/CacheHierarchy.h"
#include "gcn-mca/MCA/HardwareUnits/SetAssocCache.h"
#include "gcn-mca/MCA/HardwareUnits/UnitAccessLog.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

using namespace llvm;
using namespace llvm::gcnmca;

class LaunchHitRates::UnitLogs {
public:
  /// The log of unit \p Unit whose waves are \p T (alive while this is;
  /// a unit keeps its number from feed to feed), created with \p P and
  /// the L1 \p L1 when new; the logs together keep at most
  /// P.MaxKeptBytes.
  UnitAccessLog &of(const LaneAccessTrace *T, unsigned Unit,
                    UnitAccessLog::Params P, const SetAssocCache &L1) {
    std::unique_ptr<UnitAccessLog> &L = Logs[{T, Unit}];
    if (!L) {
      P.KeptBytes = &KeptBytes;
      L = std::make_unique<UnitAccessLog>(*T, P, L1);
    }
    return *L;
  }

private:
  uint64_t KeptBytes = 0;
  std::map<std::pair<const LaneAccessTrace *, unsigned>,
           std::unique_ptr<UnitAccessLog>>
      Logs;
};

static bool hasWaves(const LaneAccessTrace &T) {
  for (unsigned W = 0; W < T.numWaves(); ++W)
    if (T.hasWave(W))
      return true;
  return false;
}

/// Whether no instruction's rate of any level moved by more than \p Tol
/// from \p A to \p B (an instruction with rates in one and not in the
/// other moved).
static bool converged(const LaunchHitRates::Result &A,
                      const LaunchHitRates::Result &B, float Tol) {
  for (unsigned I = 0; I != A.Rates.size(); ++I)
    for (unsigned L = 0; L != 4; ++L) {
      float X = A.Rates[I][L], Y = B.Rates[I][L];
      if ((X < 0) != (Y < 0) || std::fabs(X - Y) > Tol)
        return false;
    }
  return true;
}

LaunchHitRates::Result LaunchHitRates::derive(const Input &In) {
  auto None = [&In] {
    Result Out;
    Out.Rates.assign(In.Kinds.size(), {-1.0f, -1.0f, -1.0f, -1.0f});
    return Out;
  };
  if (!In.Model || !In.Own || !hasWaves(*In.Own))
    return None();
  // Nothing of the simulated unit's reaches the caches: no rates, whatever
  // the peers do (they are not fetched).
  bool AnyFed = false;
  for (unsigned W = 0; W < In.Own->numWaves() && !AnyFed; ++W)
    for (const LaneAccessTrace::Record &R : In.Own->accesses(W))
      if (UnitAccessLog::isFed(R, In.Kinds)) {
        AnyFed = true;
        break;
      }
  if (!AnyFed)
    return None();
  unsigned Total = In.Peers.empty() ? (In.Source.At ? In.Source.Count : 0)
                                    : unsigned(In.Peers.size());
  // The peers fetched so far (whole runs, or the probe's first windows)
  // and those of them with waves (fed).
  struct FetchedPeers {
    std::vector<std::shared_ptr<const LaneAccessTrace>> Traces;
    std::vector<const LaneAccessTrace *> Fed;
  };
  // Fetches \p F's peers up to \p Count: the given ones, else from the
  // source (\p Probe: their first window).
  auto Fetch = [&](FetchedPeers &F, unsigned Count, bool Probe) {
    while (F.Traces.size() < Count) {
      unsigned K = unsigned(F.Traces.size());
      F.Traces.push_back(In.Peers.empty() ? In.Source.At(K, Probe)
                                          : In.Peers[K]);
      if (F.Traces.back() && hasWaves(*F.Traces.back()))
        F.Fed.push_back(F.Traces.back().get());
    }
  };
  // \p R with the count of the peers \p F fetched and left out.
  auto Finish = [Total](Result R, const FetchedPeers &F) {
    R.PeersFetched = unsigned(F.Traces.size());
    R.PeersSkipped = Total - R.PeersFetched;
    return R;
  };
  // The peers stay alive while the logs, keyed by their traces, are.
  FetchedPeers Whole, Probes;
  UnitLogs Logs;
  // Up to 3 peers the steps (1, then all) would only feed again.
  if (In.PeerTolerance <= 0 || Total <= 3) {
    Fetch(Whole, Total, /*Probe=*/false);
    return Finish(feed(In, Whole.Fed, Logs), Whole);
  }
  // The probe: 1 and then 3 peers running one window of resident
  // workgroups each, over the span they run; when the rates converged, the
  // simulated unit's whole run with those peers in its first window.
  if (In.Source.At && In.Peers.empty() && In.Source.ProbeCheaper) {
    Fetch(Probes, 1, /*Probe=*/true);
    Result A = feed(In, Probes.Fed, Logs);
    Fetch(Probes, std::min(3u, Total), /*Probe=*/true);
    if (converged(A, feed(In, Probes.Fed, Logs), In.PeerTolerance)) {
      Result R = Finish(feed(In, Probes.Fed, Logs, /*OwnSpan=*/true), Probes);
      R.Probed = true;
      return R;
    }
  }
  // Doubling the units fed (1 + P): 1, 3, 7, 15 ... peers. Each step is a
  // feed of its own: the order in which the units' accesses interleave and
  // the shares of the L2 and the MALL each unit keeps depend on the number
  // of units, so a step cannot go on from the caches of the one before.
  unsigned P = 1;
  Fetch(Whole, P, /*Probe=*/false);
  Result Prev = feed(In, Whole.Fed, Logs);
  while (P < Total) {
    P = unsigned(std::min<uint64_t>(Total, uint64_t(P) * 2 + 1));
    Fetch(Whole, P, /*Probe=*/false);
    Result Next = feed(In, Whole.Fed, Logs);
    if (P == Total || converged(Prev, Next, In.PeerTolerance))
      return Finish(std::move(Next), Whole);
    Prev = std::move(Next);
  }
  return Finish(std::move(Prev), Whole);
}

LaunchHitRates::Result
LaunchHitRates::feed(const Input &In, ArrayRef<const LaneAccessTrace *> Peers,
                     UnitLogs &Logs, bool OwnSpan) {
  Result Out;
  Out.Rates.assign(In.Kinds.size(), {-1.0f, -1.0f, -1.0f, -1.0f});
  std::vector<const LaneAccessTrace *> Traces(1, In.Own);
  Traces.insert(Traces.end(), Peers.begin(), Peers.end());
  unsigned N = Traces.size();
  Out.Units = N;
  // The shared levels' capacity the fed units get.
  auto Share = [N](unsigned Of) {
    return Of > N ? std::max(1u, (Of + N / 2) / N) : 1u;
  };
  unsigned CUsPer = std::max(1u, In.CUsPerUnit);
  // Sets indexed by the XOR-folded line: the rows of a matrix 2^k bytes
  // apart would otherwise all fall into one set.
  CacheHierarchy H(*In.Model, N * CUsPer, 1, Share(In.L2Units),
                   Share(In.ChipUnits), /*HashSets=*/true);

  UnitAccessLog::Params P;
  P.Kinds = In.Kinds;
  P.WavesPerWorkgroup = std::max(1u, In.WavesPerWorkgroup);
  P.Resident = std::max(P.WavesPerWorkgroup, In.ResidentWaves /
                                                 P.WavesPerWorkgroup *
                                                 P.WavesPerWorkgroup);
  P.Iterations = std::max(1u, In.Iterations);
  P.CUsPerUnit = CUsPer;
  P.CUMode = In.CUMode;
  // Each unit's walk and L1 outcomes, shared with the other feeds.
  std::vector<UnitAccessLog *> Units;
  for (unsigned UI = 0; UI != N; ++UI)
    Units.push_back(&Logs.of(Traces[UI], UI, P, H.firstLevel(UI * CUsPer)));

  uint64_t Fed = 0;
  for (uint64_t Round = 0; Fed < In.MaxLines; ++Round) {
    // Only while the simulated unit and (with peers) some peer run.
    if (!Units[0]->runs(Round))
      break;
    if (N > 1 && !OwnSpan &&
        std::none_of(Units.begin() + 1, Units.end(),
                     [Round](UnitAccessLog *U) { return U->runs(Round); }))
      break;
    // Each resident wave of each unit issues its next access.
    for (unsigned UI = 0; UI != N; ++UI) {
      UnitAccessLog &U = *Units[UI];
      if (!U.runs(Round))
        continue;
      ArrayRef<UnitAccessLog::Access> Shared = U.shared(Round);
      for (size_t J = 0, E = Shared.size(); J != E; ++J) {
        const UnitAccessLog::Access &A = Shared[J];
        // The lines of an access a few on: they lie with their wave's
        // records, far from the previous access's.
        if (J + 4 < E)
          __builtin_prefetch(Shared[J + 4].Lines);
        ArrayRef<uint64_t> Lines(A.Lines, A.NumLines);
        unsigned CU = UI * CUsPer + A.Sub;
        if (A.Kind == MemAccessKind::Scalar || A.Kind == MemAccessKind::Atomic)
          H.accessLines(CU, A.Kind, Lines, A.Inst);
        else
          H.accessLinesAfterL1(CU, A.Kind, Lines, A.Inst,
                               A.Kind == MemAccessKind::Store
                                   ? nullptr
                                   : U.l1Hits(Round, A));
      }
      // The accesses that hit the L1 with every line touch no shared
      // level: their counts only.
      for (const UnitAccessLog::L1Hits &C : U.l1Only(Round))
        H.countL1Hits(C.Inst, C.Kind, C.Accesses, C.Lines);
      Fed += U.lines(Round);
      Out.Accesses += U.accesses(Round);
    }
  }
  H.finish();
  const MemLevel Levels[4] = {MemLevel::L1, MemLevel::GL1, MemLevel::L2,
                              MemLevel::MALL};
  for (unsigned I = 0; I != Out.Rates.size(); ++I) {
    const CacheInstStats &S = H.stats(I);
    if (!S.Accesses)
      continue;
    for (unsigned L = 0; L != 4; ++L)
      Out.Rates[I][L] = S.hitRate(Levels[L]);
    // The profile charges each level below the bytes of the first-level
    // lines that reach it: the L2's rate in bytes keeps them right.
    Out.Rates[I][2] = S.l2ByteHitRate(In.Model->L1LineBytes,
                                      In.Model->L2LineBytes);
  }
  return Out;
}
