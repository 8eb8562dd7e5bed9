//===- SetAssocCache.cpp - One set-associative cache level ----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Tag array, LRU replacement and write policies of one cache level (see
/// SetAssocCache.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/SetAssocCache.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

SetAssocCache::SetAssocCache(const CacheGeometry &G)
    : LineBytes(std::max(1u, G.LineBytes)), Policy(G.Policy) {
  uint64_t Lines = G.SizeBytes / LineBytes;
  if (!Lines)
    return;
  Ways = unsigned(std::clamp<uint64_t>(G.Ways, 1, Lines));
  NumSets = unsigned(Lines / Ways);
  HashSets = G.HashSets;
  while (SetBits < 63 && (uint64_t(1) << SetBits) < NumSets)
    ++SetBits;
  if (isPowerOf2_32(LineBytes))
    LineShift = int(Log2_32(LineBytes));
  PowerOf2Sets = isPowerOf2_32(NumSets);
  SetMask = uint64_t(NumSets) - 1;
}

SetAssocCache::Way *SetAssocCache::setOf(uint64_t Line) {
  // Sets are created when first touched: a 256 MB MALL has 2 M lines, most
  // of which a kernel never reaches.
  // The fold of Line is Line ^ the fold of Line >> SetBits (0 for 0),
  // memoized by the high part.
  uint64_t Index = Line;
  if (HashSets) {
    uint64_t High = Line >> SetBits;
    std::pair<uint64_t, uint64_t> &M =
        Folds[(High * 0x9e3779b97f4a7c15ull) >> 56];
    if (M.first != High) {
      uint64_t F = 0;
      for (uint64_t Rest = High; Rest; Rest >>= SetBits)
        F ^= Rest;
      M = {High, F};
    }
    Index ^= M.second;
  }
  unsigned Set = unsigned(PowerOf2Sets ? Index & SetMask : Index % NumSets);
  if (SetSlot.empty())
    SetSlot.assign(NumSets, ~0u);
  uint32_t &Slot = SetSlot[Set];
  if (Slot == ~0u) {
    Slot = uint32_t(Entries.size() / Ways);
    Entries.resize(Entries.size() + Ways);
  }
  return &Entries[uint64_t(Slot) * Ways];
}

SetAssocCache::Way *SetAssocCache::find(Way *Set, uint64_t Line) {
  for (unsigned W = 0; W != Ways; ++W)
    if (Set[W].Valid && Set[W].Line == Line)
      return &Set[W];
  return nullptr;
}

SetAssocCache::Way &SetAssocCache::allocate(Way *Set, uint64_t Line,
                                             Result &R) {
  Way *Victim = &Set[0];
  for (unsigned W = 0; W != Ways; ++W) {
    if (!Set[W].Valid) {
      Victim = &Set[W];
      break;
    }
    if (Set[W].LastUse < Victim->LastUse)
      Victim = &Set[W];
  }
  if (Victim->Valid && Victim->Dirty) {
    R.WriteBack = true;
    R.WriteBackLine = Victim->Line;
    R.WriteBackTag = Victim->Tag;
  }
  *Victim = Way();
  Victim->Line = Line;
  Victim->Valid = true;
  return *Victim;
}

SetAssocCache::Result SetAssocCache::read(uint64_t Addr) {
  Result R;
  if (!present()) {
    R.Forward = true;
    return R;
  }
  ++Accesses;
  uint64_t Line = lineOf(Addr);
  Way *Set = setOf(Line);
  if (Way *W = find(Set, Line)) {
    W->LastUse = ++Clock;
    R.Hit = true;
    ++Hits;
    return R;
  }
  R.Forward = true;
  allocate(Set, Line, R).LastUse = ++Clock;
  return R;
}

SetAssocCache::Result SetAssocCache::write(uint64_t Addr, uint32_t Tag) {
  Result R;
  if (!present()) {
    R.Forward = true;
    return R;
  }
  ++Accesses;
  uint64_t Line = lineOf(Addr);
  bool WriteBack = Policy & CachePolicyWriteBack;
  bool Allocate = Policy & CachePolicyWriteAllocate;
  Way *Set = setOf(Line);
  Way *W = find(Set, Line);
  if (W) {
    R.Hit = true;
    ++Hits;
  } else if (Allocate) {
    W = &allocate(Set, Line, R);
  }
  if (W) {
    W->LastUse = ++Clock;
    if (WriteBack) {
      W->Dirty = true;
      W->Tag = Tag;
    }
  }
  // Write-through always passes the write on; write-back only when the line
  // is not held.
  R.Forward = !WriteBack || !W;
  return R;
}

void SetAssocCache::flush(
    function_ref<void(uint64_t Line, uint32_t Tag)> Sink) {
  for (Way &W : Entries)
    if (W.Valid && W.Dirty) {
      Sink(W.Line, W.Tag);
      W.Dirty = false;
    }
}
