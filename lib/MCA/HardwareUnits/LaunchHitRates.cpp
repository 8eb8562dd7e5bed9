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
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {
/// One resident wave: its records are fed from Next to End (the records
/// repeated once per iteration).
struct ResidentWave {
  unsigned Wave = 0;
  uint64_t Next = 0, End = 0;
};

/// One unit's waves: the resident window and the next wave to launch.
struct UnitFeed {
  const LaneAccessTrace *Trace = nullptr;
  std::vector<ResidentWave> Active;
  unsigned NextWave = 0;
};
} // namespace

static bool hasWaves(const LaneAccessTrace &T) {
  for (unsigned W = 0; W < T.numWaves(); ++W)
    if (T.hasWave(W))
      return true;
  return false;
}

/// Whether the caches see record \p R of a run whose kinds are \p Kinds.
static bool isFed(const LaneAccessTrace::Record &R, ArrayRef<int8_t> Kinds) {
  return R.Known && R.LinesKept && R.NumLines &&
         R.S != LaneAccessTrace::Space::LDS && R.Inst < Kinds.size() &&
         Kinds[R.Inst] >= 0;
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
      if (isFed(R, In.Kinds)) {
        AnyFed = true;
        break;
      }
  if (!AnyFed)
    return None();
  unsigned Total = In.Peers.empty() ? (In.Source.At ? In.Source.Count : 0)
                                    : unsigned(In.Peers.size());
  std::vector<std::shared_ptr<const LaneAccessTrace>> Fetched;
  std::vector<const LaneAccessTrace *> Fed;
  // Fetches the peers up to \p Count.
  auto Fetch = [&](unsigned Count) {
    while (Fetched.size() < Count) {
      unsigned K = unsigned(Fetched.size());
      Fetched.push_back(In.Peers.empty() ? In.Source.At(K, /*Probe=*/false)
                                         : In.Peers[K]);
      if (Fetched.back() && hasWaves(*Fetched.back()))
        Fed.push_back(Fetched.back().get());
    }
  };
  auto Finish = [&](Result R) {
    R.PeersFetched = unsigned(Fetched.size());
    R.PeersSkipped = Total - R.PeersFetched;
    return R;
  };
  // Up to 3 peers the steps (1, then all) would only feed again.
  if (In.PeerTolerance <= 0 || Total <= 3) {
    Fetch(Total);
    return Finish(feed(In, Fed));
  }
  // The probe: 1 and then 3 peers running one window of resident
  // workgroups each, over the span they run; when the rates converged, the
  // simulated unit's whole run with those peers in its first window.
  if (In.Source.At && In.Peers.empty() && In.Source.ProbeCheaper) {
    std::vector<std::shared_ptr<const LaneAccessTrace>> Probes;
    std::vector<const LaneAccessTrace *> ProbeFed;
    auto FetchProbes = [&](unsigned Count) {
      while (Probes.size() < Count) {
        Probes.push_back(In.Source.At(unsigned(Probes.size()), /*Probe=*/true));
        if (Probes.back() && hasWaves(*Probes.back()))
          ProbeFed.push_back(Probes.back().get());
      }
    };
    FetchProbes(1);
    Result A = feed(In, ProbeFed);
    FetchProbes(std::min(3u, Total));
    if (converged(A, feed(In, ProbeFed), In.PeerTolerance)) {
      Result R = feed(In, ProbeFed, /*OwnSpan=*/true);
      R.PeersFetched = unsigned(Probes.size());
      R.PeersSkipped = Total - R.PeersFetched;
      R.Probed = true;
      return R;
    }
  }
  // Doubling the units fed (1 + P): 1, 3, 7, 15 ... peers.
  unsigned P = 1;
  Fetch(P);
  Result Prev = feed(In, Fed);
  while (P < Total) {
    P = unsigned(std::min<uint64_t>(Total, uint64_t(P) * 2 + 1));
    Fetch(P);
    Result Next = feed(In, Fed);
    if (P == Total || converged(Prev, Next, In.PeerTolerance))
      return Finish(std::move(Next));
    Prev = std::move(Next);
  }
  return Finish(std::move(Prev));
}

LaunchHitRates::Result
LaunchHitRates::feed(const Input &In, ArrayRef<const LaneAccessTrace *> Peers,
                     bool OwnSpan) {
  Result Out;
  Out.Rates.assign(In.Kinds.size(), {-1.0f, -1.0f, -1.0f, -1.0f});
  std::vector<UnitFeed> Units(1);
  Units[0].Trace = In.Own;
  for (const LaneAccessTrace *P : Peers) {
    Units.emplace_back();
    Units.back().Trace = P;
  }
  unsigned N = Units.size();
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

  unsigned WPG = std::max(1u, In.WavesPerWorkgroup);
  unsigned Resident = std::max(WPG, In.ResidentWaves / WPG * WPG);
  uint64_t Iterations = std::max(1u, In.Iterations);
  auto Refill = [&](UnitFeed &U) {
    const LaneAccessTrace &T = *U.Trace;
    while (U.Active.size() < Resident && U.NextWave < T.numWaves()) {
      unsigned W = U.NextWave++;
      if (!T.hasWave(W))
        continue;
      uint64_t End = uint64_t(T.accesses(W).size()) * Iterations;
      if (End)
        U.Active.push_back({W, 0, End});
    }
  };
  for (UnitFeed &U : Units)
    Refill(U);

  uint64_t Fed = 0;
  while (Fed < In.MaxLines) {
    // Only while the simulated unit and (with peers) some peer run.
    if (Units[0].Active.empty())
      break;
    if (N > 1 && !OwnSpan &&
        std::all_of(Units.begin() + 1, Units.end(),
                             [](const UnitFeed &U) { return U.Active.empty(); }))
      break;
    for (unsigned UI = 0; UI != N; ++UI) {
      UnitFeed &U = Units[UI];
      const LaneAccessTrace &T = *U.Trace;
      bool Ended = false;
      for (ResidentWave &RW : U.Active) {
        ArrayRef<LaneAccessTrace::Record> Recs = T.accesses(RW.Wave);
        const LaneAccessTrace::Record &R = Recs[RW.Next % Recs.size()];
        Ended |= ++RW.Next == RW.End;
        if (!isFed(R, In.Kinds))
          continue;
        unsigned Sub = In.CUMode ? RW.Wave / WPG % CUsPer : RW.Wave % CUsPer;
        H.accessLines(UI * CUsPer + Sub, MemAccessKind(In.Kinds[R.Inst]),
                      T.lines(R), R.Inst);
        Fed += R.NumLines;
        ++Out.Accesses;
      }
      if (Ended) {
        llvm::erase_if(U.Active,
                       [](const ResidentWave &RW) { return RW.Next == RW.End; });
        Refill(U);
      }
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
