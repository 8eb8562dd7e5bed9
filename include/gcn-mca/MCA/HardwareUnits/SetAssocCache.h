//===- SetAssocCache.h - One set-associative cache level --------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// One level of a cache as a cache: capacity, line size, associativity, LRU
/// replacement and a write policy (write-through or write-back, allocating
/// on a write miss or not). It holds tags only (no data): an access says
/// whether it hit, whether the request goes on to the next level, and which
/// dirty line, if any, it evicted (a write-back the next level receives).
///
/// Policies:
///  - read: a hit updates the LRU order; a miss goes on to the next level
///    and allocates the line (clean), evicting the set's least recently used
///    line.
///  - write, write-back: a hit marks the line dirty; a miss allocates it
///    dirty when the level write-allocates (no fill: GPU caches keep byte
///    masks, so the line is not read first), else goes on.
///  - write, write-through: the write always goes on; a hit keeps the line
///    (updated), a miss allocates it clean only when the level
///    write-allocates.
/// Dirty lines are written back when evicted or by flush().
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_SETASSOCCACHE_H
#define GCN_MCA_MCA_HARDWAREUNITS_SETASSOCCACHE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace llvm {
namespace gcnmca {

/// Write policy bits of a cache level (the `*Policy` parameters).
enum CachePolicyBits : unsigned {
  CachePolicyWriteBack = 1,     ///< else write-through
  CachePolicyWriteAllocate = 2, ///< a write miss allocates the line
};

/// The shape of one cache level.
struct CacheGeometry {
  uint64_t SizeBytes = 0; ///< 0 = the level is absent
  unsigned LineBytes = 64;
  unsigned Ways = 1; ///< clamped to the lines the capacity holds
  unsigned Policy = 0; ///< CachePolicyBits
  /// Index the sets by the line number XOR-folded (its bits above the set
  /// bits folded onto them) instead of the line number modulo the sets:
  /// power-of-two strides then spread over the sets (assumption: the
  /// hardware hashes addresses across channels and sets; unpublished).
  bool HashSets = false;
};

class SetAssocCache {
public:
  /// What one access did.
  struct Result {
    bool Hit = false;
    /// The request goes on to the next level (a miss, or a write-through).
    bool Forward = false;
    /// A dirty line was evicted: its line address goes to the next level
    /// as a write-back; Tag is the caller's tag of the write that dirtied it.
    bool WriteBack = false;
    uint64_t WriteBackLine = 0;
    uint32_t WriteBackTag = 0;
  };

  SetAssocCache() = default;
  explicit SetAssocCache(const CacheGeometry &G);

  bool present() const { return NumSets != 0; }
  unsigned sets() const { return NumSets; }
  unsigned ways() const { return Ways; }
  unsigned lineBytes() const { return LineBytes; }
  /// The line address (byte address / line size) of \p Addr.
  uint64_t lineOf(uint64_t Addr) const {
    return LineShift >= 0 ? Addr >> LineShift : Addr / LineBytes;
  }

  /// Reads the line holding byte address \p Addr.
  Result read(uint64_t Addr) { return readLine(lineOf(Addr)); }
  /// Reads line \p Line (a line address, lineOf()).
  Result readLine(uint64_t Line) {
    Result R;
    if (!present()) {
      R.Forward = true;
      return R;
    }
    ++Accesses;
    uint32_t Slot = slotOf(Line);
    int W = find(Slot, Line);
    if (W >= 0) {
      WayUse[uint64_t(Slot) * Ways + unsigned(W)] = ++Clock;
      R.Hit = true;
      ++Hits;
      return R;
    }
    R.Forward = true;
    WayUse[allocate(Slot, Line, R)] = ++Clock;
    return R;
  }
  /// Writes into the line holding \p Addr; \p Tag (the writing
  /// instruction) is kept with a dirty line and returned with its
  /// write-back.
  Result write(uint64_t Addr, uint32_t Tag = 0) {
    return writeLine(lineOf(Addr), Tag);
  }
  /// Writes into line \p Line (a line address, lineOf()).
  Result writeLine(uint64_t Line, uint32_t Tag = 0);
  /// Writes back every dirty line (\p Sink gets each line address and tag)
  /// and leaves them clean.
  void flush(function_ref<void(uint64_t Line, uint32_t Tag)> Sink);

  uint64_t hits() const { return Hits; }
  uint64_t accesses() const { return Accesses; }

private:
  /// The set of \p Line, and its slot (its ways' first index in the way
  /// arrays; the set's ways are created when first touched).
  unsigned setIndex(uint64_t Line) {
    uint64_t Index = Line;
    if (HashSets) {
      // The fold of Line: Line ^ F, F the XOR of High >> (i x SetBits) over
      // all i (High = Line >> SetBits), memoized by High.
      uint64_t High = Line >> SetBits;
      const std::pair<uint64_t, uint64_t> &M = Folds[High & 255];
      Index ^= M.first == High ? M.second : fold(High);
    }
    return unsigned(PowerOf2Sets ? Index & SetMask : Index % NumSets);
  }
  /// The XOR fold of \p High (memoized in Folds).
  uint64_t fold(uint64_t High);
  uint32_t slotOf(uint64_t Line) {
    unsigned Set = setIndex(Line);
    uint32_t Slot = SetSlot.empty() ? ~0u : SetSlot[Set];
    return Slot != ~0u ? Slot : newSlot(Set);
  }
  /// Creates set \p Set's ways (its first touch).
  uint32_t newSlot(unsigned Set);
  /// The way of the set of \p Slot holding \p Line, or -1.
  int find(uint32_t Slot, uint64_t Line) const {
    const uint64_t *L = WayLine.data() + uint64_t(Slot) * Ways;
    unsigned N = Filled[Slot];
    for (unsigned W = 0; W != N; ++W)
      if (L[W] == Line)
        return int(W);
    return -1;
  }
  /// Allocates \p Line in the set of \p Slot (its LRU victim; an unfilled
  /// way first); \p R gets the write-back. Returns the way's index.
  uint64_t allocate(uint32_t Slot, uint64_t Line, Result &R);

  unsigned NumSets = 0;
  unsigned Ways = 1;
  unsigned LineBytes = 64;
  unsigned Policy = 0;
  bool HashSets = false;
  unsigned SetBits = 1; ///< ceil(log2(sets)), for the XOR fold
  /// log2 of LineBytes when it is a power of 2 (-1: not).
  int LineShift = -1;
  uint64_t SetMask = 0;
  bool PowerOf2Sets = false;
  /// The XOR folds of recent lines' bits above the set bits, by the low
  /// bits of those bits (direct-mapped; {0, 0} is right for 0): a wave's
  /// lines and the next waves' come back to the same regions.
  std::array<std::pair<uint64_t, uint64_t>, 256> Folds{};
  uint64_t Clock = 0;
  uint64_t Hits = 0;
  uint64_t Accesses = 0;
  /// The ways of the sets touched so far, Ways per set in the order of
  /// SetSlot: line, last use (the LRU clock), the dirtying write's tag and
  /// whether dirty. A set's valid ways are its first Filled ones (a way is
  /// never invalidated), so no valid bit is kept.
  std::vector<uint64_t> WayLine, WayUse;
  std::vector<uint32_t> WayTag;
  std::vector<uint8_t> WayDirty;
  /// Per touched set (slot): its ways filled so far.
  std::vector<uint32_t> Filled;
  /// Per set, its slot (~0u: not touched yet); sized on first use (4 bytes
  /// a set against Ways ways of 21 bytes each).
  std::vector<uint32_t> SetSlot;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_SETASSOCCACHE_H
