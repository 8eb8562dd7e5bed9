//===- UnitAccessLog.h - One unit's fed accesses, round by round -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// UnitAccessLog walks one unit's waves in the order LaunchHitRates feeds
/// them (a window of resident waves, whole workgroups; each round every
/// resident wave issues its next access; a wave leaving makes room for the
/// next) and runs the unit's vector L1s (one per CU of the unit) on them.
/// It keeps, round by round, what the caches shared with other units (the
/// scalar cache, GL1, L2, MALL) must still see: every access with a line
/// that missed the L1, a store, an atomic or a scalar load, in order, with
/// the L1 outcome of each of its lines; and, per instruction, the count of
/// the accesses whose every line hit the L1 (those touch no shared level:
/// only their counts matter).
///
/// A unit's L1s see only its own accesses, in an order no other unit
/// changes, and their capacity is not shared: the log is the same in every
/// feed that runs the unit (LaunchHitRates' convergence steps and probe),
/// so it is built once, as far as the longest feed goes, and replayed.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_UNITACCESSLOG_H
#define GCN_MCA_MCA_HARDWAREUNITS_UNITACCESSLOG_H

#include "gcn-mca/Analysis/LaneAccessTrace.h"
#include "gcn-mca/MCA/HardwareUnits/MemoryHierarchy.h"
#include "gcn-mca/MCA/HardwareUnits/SetAssocCache.h"
#include "llvm/ADT/ArrayRef.h"
#include <cstdint>
#include <vector>

namespace llvm {
namespace gcnmca {

class UnitAccessLog {
public:
  /// How the unit's waves are fed (LaunchHitRates::Input).
  struct Params {
    /// Per static instruction, its access kind (MemAccessKind), or -1.
    ArrayRef<int8_t> Kinds;
    unsigned WavesPerWorkgroup = 1;
    /// Waves resident at once (whole workgroups).
    unsigned Resident = 1;
    uint64_t Iterations = 1;
    unsigned CUsPerUnit = 1;
    bool CUMode = false;
    /// The bytes the logs sharing \p KeptBytes (null: this one alone)
    /// keep in all: past them a log keeps no more rounds, it walks on from
    /// where it stopped keeping (a copy of its state then) each time a
    /// feed goes past there.
    uint64_t *KeptBytes = nullptr;
    uint64_t MaxKeptBytes = uint64_t(64) << 20;
  };

  /// An access the shared levels see.
  struct Access {
    const uint64_t *Lines = nullptr;
    uint32_t NumLines = 0;
    uint32_t Inst = 0;
    /// Index of its lines' L1 outcomes (loads, l1Hits()).
    uint64_t HitsAt = 0;
    MemAccessKind Kind = MemAccessKind::Load;
    /// The CU of the unit it runs on.
    unsigned Sub = 0;
  };
  /// Accesses of one instruction in one round whose every line hit the L1.
  struct L1Hits {
    uint32_t Inst = 0;
    MemAccessKind Kind = MemAccessKind::Load;
    uint64_t Accesses = 0, Lines = 0;
  };

  /// Whether the caches see record \p R of a run whose kinds are \p Kinds
  /// (unknown addresses, lines not kept and LDS accesses are not fed).
  static bool isFed(const LaneAccessTrace::Record &R, ArrayRef<int8_t> Kinds) {
    return R.Known && R.LinesKept && R.NumLines &&
           R.S != LaneAccessTrace::Space::LDS && R.Inst < Kinds.size() &&
           Kinds[R.Inst] >= 0;
  }

  /// The log of the unit whose waves are \p T (alive while this is), its
  /// L1s starting as \p L1 (empty).
  UnitAccessLog(const LaneAccessTrace &T, const Params &P,
                const SetAssocCache &L1);

  /// Whether the unit has resident waves at the start of round \p Round
  /// (walking its waves up to there as needed). Past the rounds kept, the
  /// rounds asked for must not go back within one feed.
  bool runs(uint64_t Round);
  /// Round \p Round (runs(Round), the last round asked for or a kept
  /// one): the accesses the shared levels see, in order, and the L1-only
  /// ones.
  ArrayRef<Access> shared(uint64_t Round) const {
    const RoundsData &D = of(Round);
    uint64_t R = Round - D.Base;
    return ArrayRef<Access>(D.Shared).slice(
        D.SharedBegin[R], D.SharedBegin[R + 1] - D.SharedBegin[R]);
  }
  ArrayRef<L1Hits> l1Only(uint64_t Round) const {
    const RoundsData &D = of(Round);
    uint64_t R = Round - D.Base;
    return ArrayRef<L1Hits>(D.L1Only).slice(
        D.L1OnlyBegin[R], D.L1OnlyBegin[R + 1] - D.L1OnlyBegin[R]);
  }
  /// Per line of load \p A of round \p Round, whether it hit the L1.
  const uint8_t *l1Hits(uint64_t Round, const Access &A) const {
    return of(Round).Hits.data() + A.HitsAt;
  }
  /// The accesses fed in round \p Round and their lines.
  uint64_t accesses(uint64_t Round) const {
    const RoundsData &D = of(Round);
    return D.Accesses[Round - D.Base];
  }
  uint64_t lines(uint64_t Round) const {
    const RoundsData &D = of(Round);
    return D.Lines[Round - D.Base];
  }
  /// The rounds kept (replayed without walking).
  uint64_t keptRounds() const { return KeptEnd; }

private:
  /// One resident wave: its records fed from Next to End (repeated once per
  /// iteration), the next one's index among them, its CU.
  struct Resident {
    const LaneAccessTrace::Record *Recs = nullptr;
    uint64_t Next = 0, End = 0;
    uint32_t NumRecs = 0, At = 0;
    unsigned Sub = 0;
  };
  /// Where the walk is: the unit's L1s, its resident window, the next wave
  /// to launch and the rounds walked.
  struct WalkState {
    std::vector<SetAssocCache> L1;
    std::vector<Resident> Active;
    unsigned NextWave = 0;
    uint64_t Rounds = 0;
  };
  /// Rounds Base, Base + 1 ...: per round (and one past the last) where
  /// its accesses start in Shared and L1Only, its accesses and lines fed.
  struct RoundsData {
    uint64_t Base = 0;
    std::vector<uint64_t> SharedBegin{0}, L1OnlyBegin{0};
    std::vector<uint64_t> Accesses, Lines;
    std::vector<Access> Shared;
    std::vector<L1Hits> L1Only;
    std::vector<uint8_t> Hits;
    uint64_t bytes() const {
      return Shared.size() * sizeof(Access) + L1Only.size() * sizeof(L1Hits) +
             Hits.size() + Accesses.size() * 4 * sizeof(uint64_t);
    }
  };
  const RoundsData &of(uint64_t Round) const {
    return Round < KeptEnd ? Kept : Recent;
  }
  /// Fills the window with the next waves.
  void refill();
  /// Walks one more round into \p D.
  void walk(RoundsData &D);

  const LaneAccessTrace &T;
  Params P;
  WalkState Live;
  /// The rounds kept ([0, KeptEnd)) and, past them, the last one walked.
  RoundsData Kept, Recent;
  uint64_t KeptEnd = 0;
  /// Whether the log stopped keeping rounds, and the walk's state then.
  bool Streaming = false;
  WalkState AtKeptEnd;
  /// The bytes kept when P.KeptBytes is null.
  uint64_t OwnKeptBytes = 0;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_UNITACCESSLOG_H
