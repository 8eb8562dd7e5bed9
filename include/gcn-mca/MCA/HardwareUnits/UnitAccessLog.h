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
  /// (walking its waves up to there as needed).
  bool runs(uint64_t Round);
  /// Round \p Round (runs(Round)): the accesses the shared levels see, in
  /// order, and the L1-only ones.
  ArrayRef<Access> shared(uint64_t Round) const {
    return ArrayRef<Access>(SharedAcc).slice(
        SharedBegin[Round], SharedBegin[Round + 1] - SharedBegin[Round]);
  }
  ArrayRef<L1Hits> l1Only(uint64_t Round) const {
    return ArrayRef<L1Hits>(L1Only).slice(
        L1OnlyBegin[Round], L1OnlyBegin[Round + 1] - L1OnlyBegin[Round]);
  }
  /// Per line of load \p A, whether it hit the L1.
  const uint8_t *l1Hits(const Access &A) const {
    return Hits.data() + A.HitsAt;
  }
  /// The accesses fed in round \p Round and their lines.
  uint64_t accesses(uint64_t Round) const { return RoundAccesses[Round]; }
  uint64_t lines(uint64_t Round) const { return RoundLines[Round]; }

private:
  /// One resident wave: its records fed from Next to End (repeated once per
  /// iteration), the next one's index among them, its CU.
  struct Resident {
    const LaneAccessTrace::Record *Recs = nullptr;
    uint64_t Next = 0, End = 0;
    uint32_t NumRecs = 0, At = 0;
    unsigned Sub = 0;
  };
  /// Fills the window with the next waves.
  void refill();
  /// Walks one more round.
  void walk();

  const LaneAccessTrace &T;
  Params P;
  std::vector<SetAssocCache> L1;
  std::vector<Resident> Active;
  unsigned NextWave = 0;
  /// Rounds walked; per round (and one past the last) where its accesses
  /// start in SharedAcc and L1Only.
  uint64_t Rounds = 0;
  std::vector<uint64_t> SharedBegin{0}, L1OnlyBegin{0};
  std::vector<uint64_t> RoundAccesses, RoundLines;
  std::vector<Access> SharedAcc;
  std::vector<L1Hits> L1Only;
  std::vector<uint8_t> Hits;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_UNITACCESSLOG_H
