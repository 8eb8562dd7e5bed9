//===- TraceCursor.cpp - Walking the stream one wave executes ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// TraceCursor and DynamicInstCursor (DynamicTrace.h): the block-by-block
/// and instruction-by-instruction walk of the stream a DynamicTrace decided,
/// with each wave's own random branch choices.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/DynamicTrace.h"

using namespace llvm;
using namespace llvm::gcnmca;

BranchOracle::~BranchOracle() = default;

TraceCursor::TraceCursor(const DynamicTrace &T, unsigned Wave,
                         BranchOracle *Oracle)
    : T(T), Oracle(T.M == DynamicTrace::Mode::Follow ? Oracle : nullptr) {
  HeaderCount.assign(T.LN.loops().size(), 0);
  // Each wave its own sequence; wave 0 keeps the plain seed.
  RNG = T.Seed + uint64_t(Wave) * 0xD1B54A32D192ED03ULL;
  if (T.M == DynamicTrace::Mode::Counts)
    for (const auto &Es : T.Edges)
      for (const auto &E : Es)
        Remaining.push_back(E.Count);
}

double TraceCursor::random() {
  // SplitMix64: deterministic for a given -seed.
  uint64_t Z = (RNG += 0x9E3779B97F4A7C15ULL);
  Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBULL;
  Z ^= Z >> 31;
  return double(Z >> 11) * 0x1.0p-53;
}

void TraceCursor::enter(unsigned To, unsigned From) {
  int L = T.LN.getLoopWithHeader(To);
  if (L < 0)
    return;
  if (T.LN.contains(L, From))
    ++HeaderCount[L];
  else
    HeaderCount[L] = 1;
}

int TraceCursor::leaving(unsigned B) const {
  int Out = -1;
  for (int L = T.LN.getLoopFor(B); L >= 0; L = T.LN.loop(L).Parent)
    if (T.Loops[L].Bounded && HeaderCount[L] > T.Trip[L])
      Out = L;
  return Out;
}

bool TraceCursor::decide(unsigned B, std::optional<bool> Known) {
  const BasicBlock &BB = T.G.block(B);
  // A bounded endless loop whose passes are done: the nearer way out.
  if (int L = leaving(B); L >= 0) {
    const std::vector<unsigned> &Dist = T.ExitDistance[L];
    auto D = [&](int S) { return S < 0 ? 0U : Dist[S]; };
    return D(BB.Taken) < D(BB.Fall);
  }
  // The wave's own state decides what the user did not: a branch without
  // an explicit choice (wave 0's derived direction included), and the exits
  // of loops whose trip count is derived or the default.
  if (Known && !(T.Choice[B] && !T.isDerivedChoice(B))) {
    bool Given = false;
    for (int L = T.LN.getLoopFor(B); L >= 0; L = T.LN.loop(L).Parent) {
      bool InT = BB.Taken >= 0 && T.LN.contains(L, BB.Taken);
      bool InF = BB.Fall >= 0 && T.LN.contains(L, BB.Fall);
      if (InT == InF)
        continue;
      const std::string &Src = T.Loops[L].Source;
      Given = Src != "derived" && Src != "default";
      break;
    }
    if (!Given)
      return *Known;
  }
  if (const std::optional<BranchChoice> &C = T.Choice[B]) {
    switch (C->K) {
    case BranchChoice::Taken:
      return true;
    case BranchChoice::NotTaken:
      return false;
    case BranchChoice::Probability:
      return random() < C->P;
    case BranchChoice::Uniform:
      break;
    }
  }
  // The innermost loop that one successor stays in and the other leaves.
  for (int L = T.LN.getLoopFor(B); L >= 0; L = T.LN.loop(L).Parent) {
    bool InT = BB.Taken >= 0 && T.LN.contains(L, BB.Taken);
    bool InF = BB.Fall >= 0 && T.LN.contains(L, BB.Fall);
    if (InT == InF)
      continue;
    bool Stay = true;
    if (T.Controlling[L] == int(B))
      Stay = HeaderCount[L] < T.Trip[L];
    return Stay ? InT : !InT;
  }
  return T.defaultTaken(B);
}

bool TraceCursor::step() {
  if (Done)
    return false;
  if (!Started) {
    Started = true;
    Current = 0;
    if (T.G.size() == 0) {
      Done = true;
      return false;
    }
    // A loop whose header is the entry is entered by starting the wave.
    int L = T.LN.getLoopWithHeader(0);
    if (L >= 0)
      HeaderCount[L] = 1;
    return true;
  }
  unsigned B = Current;
  const BasicBlock &BB = T.G.block(B);
  std::optional<bool> Known;
  if (Oracle) {
    Known = Oracle->visit(B);
    if (Oracle->stopped()) {
      Done = true;
      return false;
    }
  }
  int Next = -1;
  switch (T.M) {
  case DynamicTrace::Mode::Straight:
    Next = B + 1 < T.G.size() ? int(B + 1) : -1;
    break;
  case DynamicTrace::Mode::Counts: {
    const auto &Es = T.Edges[B];
    unsigned Base = T.EdgeBase[B];
    int Pick = -1;
    for (unsigned I = 0; I < Es.size(); ++I) {
      if (!Remaining[Base + I] || int(I) == T.LastEdge[B])
        continue;
      if (Pick < 0 || Remaining[Base + I] > Remaining[Base + Pick])
        Pick = I;
    }
    if (Pick < 0 && T.LastEdge[B] >= 0 && Remaining[Base + T.LastEdge[B]])
      Pick = T.LastEdge[B];
    if (Pick < 0) {
      Next = -1;
      break;
    }
    --Remaining[Base + Pick];
    Next = Es[Pick].To;
    break;
  }
  case DynamicTrace::Mode::Follow:
    switch (BB.Kind) {
    case BlockEnd::EndProgram:
    case BlockEnd::Return:
    case BlockEnd::Indirect:
      Next = -1;
      break;
    case BlockEnd::FallThrough:
    case BlockEnd::Call:
      Next = BB.Fall;
      break;
    case BlockEnd::Branch:
      Next = BB.Taken;
      break;
    case BlockEnd::CondBranch:
      Next = decide(B, Known) ? BB.Taken : BB.Fall;
      break;
    }
    break;
  }
  // A loop without a conditional exit (after a trap, `s_sethalt` and an
  // `s_branch` to itself) is where a wave stops for good: the stream ends
  // where it would enter it, instead of running until -max-dynamic-blocks
  // fails the region (or a halted wave stalls the wave pipeline).
  if (T.M == DynamicTrace::Mode::Follow && Next >= 0) {
    int L = T.LN.getLoopWithHeader(Next);
    if (L >= 0 && T.LN.loop(L).ExitingBlocks.empty())
      Next = -1;
  }
  if (Next < 0) {
    Done = true;
    return false;
  }
  if (T.M == DynamicTrace::Mode::Follow)
    enter(Next, B);
  Current = Next;
  return true;
}

bool TraceCursor::next(TraceSegment &S) {
  unsigned B;
  if (Pending) {
    B = *Pending;
    Pending.reset();
  } else {
    if (!step())
      return false;
    B = Current;
  }
  S.Block = B;
  S.Repeat = 1;
  // Long runs are split so that a caller can stop an endless stream.
  constexpr uint64_t MaxRepeat = uint64_t(1) << 20;
  while (step()) {
    if (unsigned(Current) != B || S.Repeat == MaxRepeat) {
      Pending = Current;
      break;
    }
    ++S.Repeat;
  }
  return true;
}

std::optional<unsigned> DynamicInstCursor::next() {
  while (Pos == End) {
    if (RepeatLeft == 0) {
      if (!Segments.next(Seg))
        return std::nullopt;
      RepeatLeft = Seg.Repeat;
    }
    --RepeatLeft;
    const BasicBlock &B = T.getCFG().block(Seg.Block);
    Pos = B.Begin;
    End = B.End;
  }
  return Pos++;
}
