//===- WaveCounters.h - Counts the wave pipeline keeps for views -*- C++
//-*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveCounters are the totals the wave pipeline keeps whatever its
/// listeners: per static instruction (plus the drain entry, index
/// numInsts() - 1, for waves past the end of their last iteration) its
/// issues and its stall slots by reason, and per unit its bookings and busy
/// cycles. They are plain array increments on the hot path. A listener that
/// only sums issues, stalls and unit busy cycles subscribes with
/// WaveCountedIssues (WaveEvents.h): it then receives no InstIssued, no
/// UnitBusy and only the WAITCNT WaveStalled events (those carry WaitedOn),
/// and reads these totals from RunEnded (WaveEvent::Counters) and each
/// wave's own from its WaveEnded (WaveEvent::WaveIssuedByUnit /
/// WaveStallSlots).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_WAVECOUNTERS_H
#define GCN_MCA_MCA_WAVECOUNTERS_H

#include "gcn-mca/MCA/WaveEvents.h"
#include <cstdint>
#include <vector>

namespace llvm {
namespace gcnmca {

class WaveCounters {
public:
  /// Sizes the counts for a region whose static instructions go to
  /// \p InstUnits (one entry per instruction; the drain entry is added).
  void init(ArrayRef<GCNExecUnit> InstUnits) {
    Units.assign(InstUnits.begin(), InstUnits.end());
    Units.push_back(GCNExecUnit::None);
    Issued.assign(Units.size(), 0);
    Stalls.assign(Units.size() * NumWaveStallReasons, 0);
    for (unsigned U = 0; U < NumGCNExecUnits; ++U)
      UnitBookings[U] = UnitBusy[U] = 0;
    SlotsWithWaves = 0;
    for (uint64_t &N : IdleSlots)
      N = 0;
  }

  /// Static instructions plus the drain entry.
  unsigned numInsts() const { return Issued.size(); }
  uint64_t issued(unsigned I) const { return Issued[I]; }
  uint64_t stallSlots(unsigned I, WaveStallReason R) const {
    return Stalls[I * NumWaveStallReasons + unsigned(R)];
  }
  /// The unit static instruction \p I goes to (None: the sequencer's).
  GCNExecUnit unit(unsigned I) const { return Units[I]; }
  /// Instructions booked on unit \p U, and its busy cycles (over its
  /// instances).
  uint64_t bookings(GCNExecUnit U) const { return UnitBookings[unsigned(U)]; }
  uint64_t busy(GCNExecUnit U) const { return UnitBusy[unsigned(U)]; }
  /// Issue slots of SIMDs with resident waves (what SlotDone events sum).
  uint64_t slotsWithWaves() const { return SlotsWithWaves; }
  /// Of those, the slots that issued nothing, by the slot's reason.
  uint64_t idleSlots(WaveStallReason R) const { return IdleSlots[unsigned(R)]; }

  // The pipeline's updates.
  void countIssue(unsigned I) { ++Issued[I]; }
  /// Asks the cache for the counts of instruction \p I ahead of their use
  /// (a wave that just issued comes back to its next instruction).
  void prefetch(unsigned I) const {
    __builtin_prefetch(&Issued[I], 1);
    __builtin_prefetch(&Stalls[I * NumWaveStallReasons], 1);
  }
  void countStall(unsigned I, WaveStallReason R, uint64_t Slots) {
    Stalls[I * NumWaveStallReasons + unsigned(R)] += Slots;
  }
  void countSlots(unsigned Issued, WaveStallReason R, uint64_t N) {
    SlotsWithWaves += N;
    if (!Issued)
      IdleSlots[unsigned(R)] += N;
  }
  void countBusy(GCNExecUnit U, uint64_t Cycles) {
    ++UnitBookings[unsigned(U)];
    UnitBusy[unsigned(U)] += Cycles;
  }

private:
  std::vector<GCNExecUnit> Units;
  std::vector<uint64_t> Issued;
  std::vector<uint64_t> Stalls;
  uint64_t UnitBookings[NumGCNExecUnits] = {};
  uint64_t UnitBusy[NumGCNExecUnits] = {};
  uint64_t SlotsWithWaves = 0;
  uint64_t IdleSlots[NumWaveStallReasons] = {};
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_WAVECOUNTERS_H
