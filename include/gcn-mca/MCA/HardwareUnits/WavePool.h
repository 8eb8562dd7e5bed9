//===- WavePool.h - The compute unit's wave slots ---------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WavePool: the compute unit's wave slots (WaveState, with their register
/// and wait-counter pools sized once), the residents of each SIMD in age
/// order, when each SIMD wakes, and the launch/end counts. The dispatch
/// stage launches waves, the issue stage ends them and puts SIMDs to sleep;
/// everything else reads.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_WAVEPOOL_H
#define GCN_MCA_MCA_HARDWAREUNITS_WAVEPOOL_H

#include "gcn-mca/MCA/HardwareUnits/WaveState.h"
#include "llvm/ADT/ArrayRef.h"
#include <cstdint>
#include <vector>

namespace llvm {
namespace gcnmca {

class WaveProgram;

class WavePool {
public:
  /// Sizes the pool: \p WavesPerSIMD slots on each of \p NumSIMDs SIMDs
  /// (at most 64), \p RegSlots register-ready entries per wave and, per
  /// wait counter C, room for min(255, CounterCaps[C]) outstanding
  /// operations per wave.
  void init(unsigned NumSIMDs, unsigned WavesPerSIMD, unsigned RegSlots,
            ArrayRef<unsigned> CounterCaps);

  /// Puts wave number launched() of workgroup \p Group on \p SIMD at cycle
  /// \p Now, running \p Trace; returns its slot. The SIMD wakes and its age
  /// order changes. Needs freeSlots(SIMD) > 0.
  unsigned launch(unsigned SIMD, unsigned Group, unsigned Lanes,
                  ArrayRef<uint32_t> Trace, uint64_t Now);
  /// Ends the wave in \p Slot (the slot is free again).
  void retire(unsigned Slot);

  WaveState &wave(unsigned Slot) { return Slots[Slot]; }
  const WaveState &wave(unsigned Slot) const { return Slots[Slot]; }
  /// Every slot, active or not (WaveState::Active).
  MutableArrayRef<WaveState> slots() { return Slots; }
  ArrayRef<WaveState> slots() const { return Slots; }
  unsigned numSlots() const { return unsigned(Slots.size()); }

  /// The slots of \p SIMD's resident waves, oldest first.
  ArrayRef<unsigned> residents(unsigned SIMD) const { return SIMDWaves[SIMD]; }
  /// Bit S set: SIMD S has resident waves.
  uint64_t simdsWithWaves() const { return SIMDsWithWaves; }
  unsigned freeSlots(unsigned SIMD) const {
    return WavesPerSIMD - unsigned(SIMDWaves[SIMD].size());
  }
  unsigned freeSlots() const { return numSlots() - Resident; }

  /// True once after a wave was launched onto or removed from \p SIMD (its
  /// arbitration order changed); clears the mark.
  bool takeOrderChanged(unsigned SIMD) {
    uint64_t Bit = uint64_t(1) << SIMD;
    if (!(SIMDOrderChanged & Bit))
      return false;
    SIMDOrderChanged &= ~Bit;
    return true;
  }
  /// Marks every SIMD's order as changed (the issue stage starts).
  void markOrderChanged() { SIMDOrderChanged = ~uint64_t(0); }

  /// Before this cycle none of \p SIMD's waves can change what it does in
  /// a slot (each waits on time alone).
  uint64_t wakeCycle(unsigned SIMD) const { return SIMDWake[SIMD]; }
  /// wakeCycle() of every SIMD.
  ArrayRef<uint64_t> wakeCycles() const { return SIMDWake; }
  void sleepUntil(unsigned SIMD, uint64_t Cycle) { SIMDWake[SIMD] = Cycle; }
  void wake(unsigned SIMD) { SIMDWake[SIMD] = 0; }

  unsigned resident() const { return Resident; }
  unsigned launched() const { return Launched; }
  unsigned ended() const { return Ended; }
  unsigned endedThisCycle() const { return EndedThisCycle; }
  /// A new cycle: no wave has ended in it yet.
  void newCycle() { EndedThisCycle = 0; }

private:
  std::vector<WaveState> Slots;
  std::vector<std::vector<unsigned>> SIMDWaves;
  std::vector<uint64_t> SIMDWake;
  uint64_t SIMDsWithWaves = 0;
  uint64_t SIMDOrderChanged = 0;
  unsigned WavesPerSIMD = 0;
  unsigned RegSlots = 0;
  unsigned Resident = 0;
  unsigned Launched = 0;
  unsigned Ended = 0;
  unsigned EndedThisCycle = 0;
  std::vector<uint64_t> RegPool;
  std::vector<OutstandingOp> OpPool;
  std::vector<unsigned> FreeList;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_WAVEPOOL_H
