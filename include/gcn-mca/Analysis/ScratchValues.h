//===- ScratchValues.h - Known values kept in a wave's scratch --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// ScratchValues: the dwords one emulated wave stored to its private
/// (scratch) segment with a known value at a known lane address, so that a
/// register the compiler spilled and reloads (`scratch_store_b32 ... ;
/// Folded Spill`, `scratch_load_b32 ... ; Folded Reload`) keeps the value
/// it had. The FLAT scratch instructions (scratch_load_*, scratch_store_*
/// of whole dwords; gfx940 and gfx11+) and the MUBUF ones through a
/// private segment buffer (`buffer_store_dword v5, off, s[0:3], 0
/// offset:4 ; 4-byte Folded Spill`, gfx6 to gfx10.3: LaneAddressSet::
/// Private, the same private addresses) are carried; a store whose
/// lanes' addresses are unknown (a MUBUF store's resource among them)
/// forgets everything, a store of unknown or sub-dword data and an atomic
/// forget the dwords they touch, and a reload returns a lane only when
/// every dword it reads was stored known. Bounded by
/// MaxDwords (past it nothing new is kept, which only leaves values
/// unknown).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_SCRATCHVALUES_H
#define GCN_MCA_ANALYSIS_SCRATCHVALUES_H

#include "gcn-mca/Analysis/LaneAddresses.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/MC/MCInst.h"

namespace llvm {
namespace gcnmca {

class WaveEmulator;

class ScratchValues {
public:
  /// The most dwords kept for one wave.
  static constexpr size_t MaxDwords = size_t(1) << 16;

  /// Before the scratch store \p MI (addressing \p A, its lanes' addresses
  /// \p Set; a buffer store counts when Set is private or unknown)
  /// executes: keeps the data lanes it writes.
  void store(const MemoryAddressing &A, const MCInst &MI,
             const LaneAddressSet &Set, const WaveEmulator &E);
  /// After the scratch load \p MI executed (its destination left unknown):
  /// gives back the lanes whose every dword was stored known.
  void load(const MemoryAddressing &A, const MCInst &MI,
            const LaneAddressSet &Set, WaveEmulator &E) const;
  size_t size() const { return Dwords.size(); }

private:
  /// The dword at byte address \p Addr of \p Lane.
  static uint64_t key(unsigned Lane, uint64_t Addr) {
    return (uint64_t(Lane) << 56) | ((Addr >> 2) & ((uint64_t(1) << 56) - 1));
  }
  /// The keys hashed through all their bits: DenseMap's default hash of a
  /// 64-bit key keeps its low 32 bits (x 37), which drops the lane (bits
  /// 56-61) and makes a dword's 64 lanes collide.
  struct KeyInfo {
    static uint64_t getEmptyKey() { return ~uint64_t(0); }
    static uint64_t getTombstoneKey() { return ~uint64_t(0) - 1; }
    static unsigned getHashValue(uint64_t K) {
      K ^= K >> 33;
      K *= 0xff51afd7ed558ccdull;
      K ^= K >> 33;
      return unsigned(K);
    }
    static bool isEqual(uint64_t A, uint64_t B) { return A == B; }
  };
  DenseMap<uint64_t, uint32_t, KeyInfo> Dwords;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_SCRATCHVALUES_H
