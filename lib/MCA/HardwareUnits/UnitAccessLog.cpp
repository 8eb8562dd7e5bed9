//===- UnitAccessLog.cpp - One unit's fed accesses, round by round --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The walk of one unit's resident waves and its vector L1s, kept round by
/// round for LaunchHitRates' feeds (see UnitAccessLog.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/UnitAccessLog.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

UnitAccessLog::UnitAccessLog(const LaneAccessTrace &T, const Params &P,
                             const SetAssocCache &First)
    : T(T), P(P) {
  this->P.WavesPerWorkgroup = std::max(1u, P.WavesPerWorkgroup);
  this->P.Resident = std::max(1u, P.Resident);
  this->P.Iterations = std::max<uint64_t>(1, P.Iterations);
  this->P.CUsPerUnit = std::max(1u, P.CUsPerUnit);
  if (!this->P.KeptBytes)
    this->P.KeptBytes = &OwnKeptBytes;
  Live.L1.assign(this->P.CUsPerUnit, First);
  refill();
}

void UnitAccessLog::refill() {
  unsigned WPG = P.WavesPerWorkgroup, CUs = P.CUsPerUnit;
  while (Live.Active.size() < P.Resident && Live.NextWave < T.numWaves()) {
    unsigned W = Live.NextWave++;
    if (!T.hasWave(W))
      continue;
    ArrayRef<LaneAccessTrace::Record> Recs = T.accesses(W);
    uint64_t End = uint64_t(Recs.size()) * P.Iterations;
    if (!End)
      continue;
    Resident RW;
    RW.Recs = Recs.data();
    RW.NumRecs = uint32_t(Recs.size());
    RW.End = End;
    RW.Sub = P.CUMode ? W / WPG % CUs : W % CUs;
    Live.Active.push_back(RW);
  }
}

bool UnitAccessLog::runs(uint64_t Round) {
  if (Round < KeptEnd)
    return true;
  if (Streaming) {
    // The last round walked, or one before it (a new feed): walk again
    // from where keeping stopped.
    if (Round + 1 == Live.Rounds)
      return true;
    if (Round + 1 < Live.Rounds)
      Live = AtKeptEnd;
  }
  while (Live.Rounds <= Round && !Live.Active.empty()) {
    if (!Streaming && *P.KeptBytes > P.MaxKeptBytes) {
      // Keep no more: from here on only the last round walked is kept.
      Streaming = true;
      AtKeptEnd = Live;
    }
    if (!Streaming) {
      uint64_t Before = Kept.bytes();
      walk(Kept);
      KeptEnd = Live.Rounds;
      *P.KeptBytes += Kept.bytes() - Before;
      continue;
    }
    Recent = RoundsData();
    Recent.Base = Live.Rounds;
    walk(Recent);
  }
  return Round < Live.Rounds;
}

void UnitAccessLog::walk(RoundsData &D) {
  uint64_t NumAccesses = 0, NumLines = 0;
  size_t FirstL1Only = D.L1Only.size();
  bool Ended = false;
  for (Resident &RW : Live.Active) {
    const LaneAccessTrace::Record &R = RW.Recs[RW.At];
    if (++RW.At == RW.NumRecs)
      RW.At = 0;
    // The waves' records lie apart and each round reads one of each: more
    // streams than the hardware prefetchers follow. The next round's record
    // and its lines are asked for now, the records a few rounds on too.
    const LaneAccessTrace::Record &Next = RW.Recs[RW.At];
    if (Next.LinesKept)
      __builtin_prefetch(T.lines(Next).data());
    __builtin_prefetch(RW.Recs + std::min(RW.At + 4, RW.NumRecs - 1));
    Ended |= ++RW.Next == RW.End;
    if (!isFed(R, P.Kinds))
      continue;
    ++NumAccesses;
    NumLines += R.NumLines;
    Access A;
    ArrayRef<uint64_t> Lines = T.lines(R);
    A.Lines = Lines.data();
    A.NumLines = uint32_t(Lines.size());
    A.Inst = R.Inst;
    A.Kind = MemAccessKind(P.Kinds[R.Inst]);
    A.Sub = RW.Sub;
    SetAssocCache &C = Live.L1[RW.Sub];
    switch (A.Kind) {
    case MemAccessKind::Scalar:
    case MemAccessKind::Atomic:
      // No vector L1 on their way.
      break;
    case MemAccessKind::Store:
      // Through the write-through L1 (which keeps a line it holds) to L2.
      for (uint64_t L : Lines)
        C.writeLine(L, R.Inst);
      break;
    case MemAccessKind::Load:
    case MemAccessKind::Scratch:
    case MemAccessKind::Image: {
      A.HitsAt = D.Hits.size();
      bool AllHit = true;
      for (uint64_t L : Lines) {
        bool Hit = C.readLine(L).Hit;
        D.Hits.push_back(Hit);
        AllHit &= Hit;
      }
      if (!AllHit)
        break;
      // Nothing goes on: only its counts matter.
      D.Hits.resize(A.HitsAt);
      auto It =
          std::find_if(D.L1Only.begin() + FirstL1Only, D.L1Only.end(),
                       [&](const L1Hits &H) { return H.Inst == A.Inst; });
      if (It == D.L1Only.end()) {
        D.L1Only.push_back({A.Inst, A.Kind, 0, 0});
        It = D.L1Only.end() - 1;
      }
      ++It->Accesses;
      It->Lines += A.NumLines;
      continue;
    }
    }
    D.Shared.push_back(A);
  }
  if (Ended) {
    llvm::erase_if(Live.Active,
                   [](const Resident &RW) { return RW.Next == RW.End; });
    refill();
  }
  ++Live.Rounds;
  D.SharedBegin.push_back(D.Shared.size());
  D.L1OnlyBegin.push_back(D.L1Only.size());
  D.Accesses.push_back(NumAccesses);
  D.Lines.push_back(NumLines);
}
