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

uint64_t SetAssocCache::fold(uint64_t High) {
  // Doubling the terms XORed each step: after step k, F is the XOR of
  // High >> (i x SetBits) for the first 2^k i (the terms past bit 63 are 0).
  uint64_t F = High;
  for (unsigned Shift = SetBits; Shift < 64; Shift *= 2)
    F ^= F >> Shift;
  Folds[High & 255] = {High, F};
  return F;
}

uint32_t SetAssocCache::newSlot(unsigned Set) {
  // Sets are created when first touched: a 256 MB MALL has 2 M lines, most
  // of which a kernel never reaches.
  if (SetSlot.empty())
    SetSlot.assign(NumSets, ~0u);
  uint32_t Slot = uint32_t(Filled.size());
  SetSlot[Set] = Slot;
  Filled.push_back(0);
  size_t N = WayLine.size() + Ways;
  WayLine.resize(N);
  WayUse.resize(N);
  WayTag.resize(N);
  WayDirty.resize(N);
  return Slot;
}

uint64_t SetAssocCache::allocate(uint32_t Slot, uint64_t Line, Result &R) {
  uint64_t Base = uint64_t(Slot) * Ways;
  uint64_t Victim;
  if (Filled[Slot] < Ways) {
    // The first way never filled.
    Victim = Base + Filled[Slot]++;
  } else {
    // The least recently used (the clock makes every last use distinct).
    const uint64_t *U = WayUse.data() + Base;
    unsigned Min = 0;
    for (unsigned W = 1; W != Ways; ++W)
      if (U[W] < U[Min])
        Min = W;
    Victim = Base + Min;
    if (WayDirty[Victim]) {
      R.WriteBack = true;
      R.WriteBackLine = WayLine[Victim];
      R.WriteBackTag = WayTag[Victim];
    }
  }
  WayLine[Victim] = Line;
  WayTag[Victim] = 0;
  WayDirty[Victim] = false;
  return Victim;
}

SetAssocCache::Result SetAssocCache::writeLine(uint64_t Line, uint32_t Tag) {
  Result R;
  if (!present()) {
    R.Forward = true;
    return R;
  }
  ++Accesses;
  bool WriteBack = Policy & CachePolicyWriteBack;
  bool Allocate = Policy & CachePolicyWriteAllocate;
  uint32_t Slot = slotOf(Line);
  int Found = find(Slot, Line);
  uint64_t W = ~uint64_t(0);
  if (Found >= 0) {
    W = uint64_t(Slot) * Ways + unsigned(Found);
    R.Hit = true;
    ++Hits;
  } else if (Allocate) {
    W = allocate(Slot, Line, R);
  }
  bool Held = W != ~uint64_t(0);
  if (Held) {
    WayUse[W] = ++Clock;
    if (WriteBack) {
      WayDirty[W] = true;
      WayTag[W] = Tag;
    }
  }
  // Write-through always passes the write on; write-back only when the line
  // is not held.
  R.Forward = !WriteBack || !Held;
  return R;
}

void SetAssocCache::flush(
    function_ref<void(uint64_t Line, uint32_t Tag)> Sink) {
  for (uint32_t Slot = 0; Slot != Filled.size(); ++Slot) {
    uint64_t Base = uint64_t(Slot) * Ways;
    for (uint64_t W = Base, E = Base + Filled[Slot]; W != E; ++W)
      if (WayDirty[W]) {
        Sink(WayLine[W], WayTag[W]);
        WayDirty[W] = false;
      }
  }
}
