//===- LanePatterns.cpp - Interned lane patterns of affine VGPRs ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Interning and derivation of lane patterns (see LanePatterns.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/LanePatterns.h"
#include "llvm/ADT/Hashing.h"
#include <algorithm>
#include <cstring>

using namespace llvm;
using namespace llvm::gcnmca;

LanePatterns::LanePatterns(unsigned WaveSize)
    : WaveSize(std::clamp(WaveSize, 1u, 64u)) {
  // Pattern 0: every lane 0 (a uniform value).
  Pats.emplace_back();
  Ranges.push_back({0, 0});
  ByHash[hash_combine_range(Pats[0].V.begin(), Pats[0].V.end())].push_back(0);
}

std::optional<uint32_t> LanePatterns::intern(const uint32_t *Rel,
                                             bool *Made) {
  if (Made)
    *Made = false;
  Pattern P;
  std::memcpy(P.V.data(), Rel, WaveSize * sizeof(uint32_t));
  uint64_t H = hash_combine_range(P.V.begin(), P.V.end());
  SmallVector<uint32_t, 1> &Same = ByHash[H];
  for (uint32_t Id : Same)
    if (Pats[Id].V == P.V)
      return Id;
  if (Pats.size() >= MaxPatterns)
    return std::nullopt;
  auto [Lo, Hi] = std::minmax_element(P.V.begin(), P.V.begin() + WaveSize);
  P.Min = *Lo;
  P.Max = *Hi;
  uint32_t Id = uint32_t(Pats.size());
  Pats.push_back(P);
  Ranges.push_back({P.Min, P.Max});
  Same.push_back(Id);
  if (Made)
    *Made = true;
  return Id;
}

std::optional<uint32_t> LanePatterns::derive(Derive K, uint32_t A,
                                             uint32_t Arg) {
  std::pair<uint64_t, uint64_t> Key = {uint64_t(K) << 32 | A, Arg};
  Recent &R = RecentDerived[recentSlot(Key)];
  if (R.Key == Key)
    return R.Value;
  auto It = Derived.find(Key);
  if (It != Derived.end()) {
    R = {Key, It->second};
    return It->second;
  }
  uint32_t Out[64] = {};
  const uint32_t *PA = Pats[A].V.data();
  switch (K) {
  case Derive::Shl:
    for (unsigned L = 0; L < WaveSize; ++L)
      Out[L] = PA[L] << (Arg & 31);
    break;
  case Derive::Mul:
    for (unsigned L = 0; L < WaveSize; ++L)
      Out[L] = PA[L] * Arg;
    break;
  case Derive::Add: {
    const uint32_t *PB = Pats[Arg].V.data();
    for (unsigned L = 0; L < WaveSize; ++L)
      Out[L] = PA[L] + PB[L];
    break;
  }
  }
  std::optional<uint32_t> Id = intern(Out);
  if (Id) {
    Derived[Key] = *Id;
    R = {Key, *Id};
  }
  return Id;
}

const LanePatterns::Lines *LanePatterns::findLines(uint32_t Pat, uint32_t Low,
                                                   unsigned ElemBytes,
                                                   unsigned LineBytes) {
  std::pair<uint64_t, uint64_t> Key = lineKey(Pat, Low, ElemBytes, LineBytes);
  Recent &R = RecentLines[recentSlot(Key)];
  if (R.Key == Key)
    return &LineList[R.Value];
  auto It = LineMemo.find(Key);
  if (It == LineMemo.end())
    return nullptr;
  R = {Key, It->second};
  return &LineList[It->second];
}

void LanePatterns::addLines(uint32_t Pat, uint32_t Low, unsigned ElemBytes,
                            unsigned LineBytes, const Lines &L) {
  if (LineList.size() >= MaxLineSets)
    return;
  LineMemo[lineKey(Pat, Low, ElemBytes, LineBytes)] = uint32_t(LineList.size());
  LineList.push_back(L);
}
