//===- LaunchHitRates.h - Hit rates from the launch's addresses -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// LaunchHitRates feeds the lines the emulated waves touch (LaneAccessTrace)
/// through the chip's caches (CacheHierarchy) and returns per instruction
/// the conditional hit rates of L1, GL1, L2 and MALL that come out, for
/// MemAccessProfile (WaveProgramParams::DerivedHits).
///
/// The order the caches see (docs/Model.md, "Hit rates from the launch"):
///  - Each unit (the simulated CU or WGP, and each peer: another unit of the
///    same L2 instance running the workgroups the dispatcher gives it in the
///    same rounds) keeps a window of resident waves, whole workgroups up to
///    its wave slots; a wave leaving makes room for the next one of its
///    unit, in launch order. Each turn every resident wave of every unit
///    issues its next access (round robin), so the waves' accesses
///    interleave as resident waves issue theirs and the units run in step.
///  - A wave's accesses repeat when the region runs several iterations.
///  - A unit's waves sit on its CUs (RDNA: the WGP's two, a workgroup's
///    waves spread over both in WGP mode, on one in CU mode); each CU has
///    its L1, the units share the L2 and the MALL.
///  - With peers, the feed stops when the simulated unit or every peer has
///    no waves left: the rates are those of the span in which they run
///    together (the reuse the others' workgroups create stays in them).
///  - The L2 seen by 1 + P units of the L2CUs units of an instance keeps
///    the share (1 + P) / L2 units of its capacity, the MALL the share of
///    the chip's units; the L1s keep theirs.
///  - Convergence (PeerTolerance > 0, more than 3 peers): the peers are
///    fed in steps that double the units fed (1, 3, 7, 15 ... peers, up to
///    all of them); the feed stops at the first step after which no instruction's rate of
///    any level moved by more than PeerTolerance from the step before (a
///    streaming kernel, whose rates are 0 % at any count, stops at 3
///    peers). Peers are fetched (emulated) only when a step needs them.
///  - The probe (ProbeCheaper: a peer's first window of resident
///    workgroups is at most half the workgroups it runs): the first two steps
///    are first fed with peers that run their first window only, over the
///    span they run; when those rates converged, the result is the
///    simulated unit's whole run with those peers in its first window (its
///    later workgroups run alone), else the steps start again with the
///    peers' whole runs.
///  - The steps share each unit's walk and vector L1 outcomes
///    (UnitAccessLog): a unit's L1s see only its own accesses in an order
///    no other unit changes, so every step replays what the first one to
///    reach a round computed (exact; the shared levels run in every step).
/// Unknown addresses (Record::Known false), records whose lines were not
/// kept and LDS accesses are not fed; an instruction none of whose
/// executions was fed gets no rates (-1: the rate model applies).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_LAUNCHHITRATES_H
#define GCN_MCA_MCA_HARDWAREUNITS_LAUNCHHITRATES_H

#include "gcn-mca/Analysis/LaneAccessTrace.h"
#include "gcn-mca/MCA/HardwareUnits/MemoryHierarchy.h"
#include "llvm/ADT/ArrayRef.h"
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace llvm {
namespace gcnmca {

class LaunchHitRates {
public:
  /// The peers, emulated on demand: At(K, false) for K < Count is peer K's
  /// whole run, At(K, true) its first window of resident workgroups only
  /// (the probe; cheaper when ProbeCheaper); null: none of its waves ran.
  struct PeerSource {
    std::function<std::shared_ptr<const LaneAccessTrace>(unsigned, bool)> At;
    unsigned Count = 0;
    bool ProbeCheaper = false;
  };

  struct Input {
    const GCNProcessorModel *Model = nullptr;
    /// The simulated unit's waves.
    const LaneAccessTrace *Own = nullptr;
    /// The peers' waves (numbered as the simulated unit's).
    ArrayRef<std::shared_ptr<const LaneAccessTrace>> Peers;
    /// Without Peers: the peers fetched on demand, in order.
    PeerSource Source;
    /// The largest move of a rate (0..1) when the units fed double that
    /// ends the feed early; 0: every peer is fed.
    float PeerTolerance = 0;
    /// Per static instruction, its access kind (MemAccessKind), or -1 for
    /// an instruction the caches do not see.
    ArrayRef<int8_t> Kinds;
    unsigned WavesPerWorkgroup = 1;
    /// Waves one unit holds at once (whole workgroups are made of them).
    unsigned ResidentWaves = 1;
    unsigned Iterations = 1;
    /// CUs per unit (RDNA WGP: 2) and whether a workgroup stays on one.
    unsigned CUsPerUnit = 1;
    bool CUMode = false;
    /// Units sharing one L2 instance and units of the chip (capacity
    /// shares; 0 = only the units fed).
    unsigned L2Units = 0, ChipUnits = 0;
    /// Line lookups fed at most (the feed stops there).
    uint64_t MaxLines = uint64_t(1) << 24;
  };

  struct Result {
    /// Per static instruction (Kinds' size): L1, GL1, L2, MALL; -1 = none.
    std::vector<std::array<float, 4>> Rates;
    /// Wave accesses fed, and the units that fed any.
    uint64_t Accesses = 0;
    unsigned Units = 0;
    /// Peers fetched (fed or without waves) and those left out because
    /// the rates had converged.
    unsigned PeersFetched = 0, PeersSkipped = 0;
    /// The fed peers ran their first window only (the probe converged).
    bool Probed = false;
  };

  static Result derive(const Input &In);

private:
  /// Per unit, its UnitAccessLog (the feeds share them).
  class UnitLogs;
  /// One feed of the simulated unit's waves and \p Peers' (non-null); the
  /// feed stops when the simulated unit or (unless \p OwnSpan) every peer
  /// has no waves left. \p Logs: the units' walks, extended as needed.
  static Result feed(const Input &In, ArrayRef<const LaneAccessTrace *> Peers,
                     UnitLogs &Logs, bool OwnSpan = false);
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_LAUNCHHITRATES_H
