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
/// WaveStallSlots). The memory accesses are counted too (what MemAccess
/// events carry, summed: accesses per level, busy cycles per level, and per
/// instruction the level of its latest access): such a listener receives no
/// MemAccess, and a WAITCNT WaveStalled names the level it waits on
/// (WaveEvent::WaitedLevel, from waitedLevel()).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_WAVECOUNTERS_H
#define GCN_MCA_MCA_WAVECOUNTERS_H

#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Compiler.h"
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
    Records.assign(Units.size(), Record());
    Other.assign(Units.size(), 0);
    Carries.clear();
    for (unsigned U = 0; U < NumGCNExecUnits; ++U)
      UnitBookings[U] = UnitBusy[U] = 0;
    SlotsWithWaves = 0;
    for (uint64_t &N : IdleSlots)
      N = 0;
    LastLevel.clear();
    for (unsigned L = 0; L < NumMemLevels; ++L) {
      MemBusy[L] = 0;
      MemAccesses[L] = 0;
    }
  }
  /// The level each static instruction's accesses start from before its
  /// first access (WaveRunInfo::InstMemLevel).
  void initMemLevels(ArrayRef<uint8_t> Levels) {
    LastLevel.assign(Levels.begin(), Levels.end());
  }

  /// Static instructions plus the drain entry.
  unsigned numInsts() const { return Records.size(); }
  uint64_t issued(unsigned I) const { return read(I, 0); }
  uint64_t stallSlots(unsigned I, WaveStallReason R) const {
    if (R == WaveStallReason::OTHER)
      return Other[I];
    return read(I, 1 + unsigned(R));
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
  /// Memory accesses (MemAccess events) whose level is \p L, and the busy
  /// cycles all accesses gave level \p L (summed in access order).
  uint64_t memAccesses(unsigned L) const { return MemAccesses[L]; }
  double memBusy(unsigned L) const { return MemBusy[L]; }
  /// The level a wait on the instructions \p WaitedOn waits on: the level
  /// of the latest access of the first of them that has one (NoMemLevel:
  /// none).
  uint8_t waitedLevel(ArrayRef<unsigned> WaitedOn) const {
    for (unsigned I : WaitedOn)
      if (I < LastLevel.size() && LastLevel[I] < NumMemLevels)
        return LastLevel[I];
    return NoMemLevel;
  }

  // The pipeline's updates.
  /// \p N issues of \p I at once.
  void countIssues(unsigned I, uint64_t N) { add(I, 0, N); }
  void countIssue(unsigned I) {
    // One more: the low bits wrap to 0 exactly when a carry is due.
    if (LLVM_UNLIKELY(++Records[I].Field[0] == 0))
      carry(I * NumWaveStallReasons, 1);
  }
  /// Asks the cache for the counts of instruction \p I ahead of their use
  /// (a wave that just issued comes back to its next instruction).
  void prefetch(unsigned I) const { __builtin_prefetch(&Records[I], 1); }
  void countStall(unsigned I, WaveStallReason R, uint64_t Slots) {
    if (R == WaveStallReason::OTHER)
      Other[I] += Slots;
    else
      add(I, 1 + unsigned(R), Slots);
  }
  /// A ready wave's wait at \p I: \p NotWin ARBITER_NOT_WIN and \p Ex
  /// ARBITER_WIN_EX_STALL slots (either may be 0).
  void countReadyWait(unsigned I, uint64_t NotWin, uint64_t Ex) {
    add(I, 1 + unsigned(WaveStallReason::ARBITER_NOT_WIN), NotWin);
    add(I, 1 + unsigned(WaveStallReason::ARBITER_WIN_EX_STALL), Ex);
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
  /// A memory access of static instruction \p I at level \p Level (what
  /// its MemAccess event says) occupying each level \p Busy cycles.
  void countMemAccess(unsigned I, uint8_t Level,
                      const float (&Busy)[NumMemLevels]) {
    for (unsigned L = 0; L < NumMemLevels; ++L)
      MemBusy[L] += Busy[L];
    if (Level < NumMemLevels)
      ++MemAccesses[Level];
    if (I >= LastLevel.size())
      LastLevel.resize(I + 1, NoMemLevel);
    LastLevel[I] = Level;
  }

private:
  /// One static instruction's counts in half a cache line: its issues
  /// (field 0) and its stall slots for every reason but OTHER (field 1 + the
  /// reason), each the low 32 bits of the count; the bits above are in
  /// Carries (almost never: a count past 2^32).
  struct alignas(NumWaveStallReasons <= 8 ? 32 : 64) Record {
    uint32_t Field[NumWaveStallReasons] = {};
  };
  static_assert(sizeof(Record) <= 64,
                "a record is half a cache line (up to 8 reasons) or one");
  uint64_t read(unsigned I, unsigned F) const {
    uint64_t Low = Records[I].Field[F];
    if (LLVM_LIKELY(Carries.empty()))
      return Low;
    auto It = Carries.find(I * NumWaveStallReasons + F);
    return It == Carries.end() ? Low : Low + (It->second << 32);
  }
  LLVM_ATTRIBUTE_ALWAYS_INLINE void add(unsigned I, unsigned F, uint64_t N) {
    uint32_t &Low = Records[I].Field[F];
    uint64_t Sum = uint64_t(Low) + N;
    Low = uint32_t(Sum);
    if (LLVM_UNLIKELY(Sum >> 32))
      carry(I * NumWaveStallReasons + F, Sum >> 32);
  }
  /// Adds \p High to the bits from 32 up of the count at \p Key.
  void carry(uint64_t Key, uint64_t High);

  std::vector<GCNExecUnit> Units;
  std::vector<Record> Records;
  /// Per static instruction, its OTHER stall slots (rare).
  std::vector<uint64_t> Other;
  /// Record I's field F at key I * NumWaveStallReasons + F: the count's bits
  /// from 32 up.
  DenseMap<uint64_t, uint64_t> Carries;
  uint64_t UnitBookings[NumGCNExecUnits] = {};
  uint64_t UnitBusy[NumGCNExecUnits] = {};
  uint64_t SlotsWithWaves = 0;
  uint64_t IdleSlots[NumWaveStallReasons] = {};
  /// Per static instruction, the level of its latest access.
  std::vector<uint8_t> LastLevel;
  double MemBusy[NumMemLevels] = {};
  uint64_t MemAccesses[NumMemLevels] = {};
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_WAVECOUNTERS_H
