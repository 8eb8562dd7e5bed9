//===- CacheHierarchy.cpp - The chip's caches fed by line addresses -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Routing of loads, stores, atomics and scalar loads through the cache
/// levels and the per-instruction hit counts (see CacheHierarchy.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/CacheHierarchy.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

CacheGeometry CacheHierarchy::geometry(const GCNProcessorModel &M, MemLevel L,
                                       bool Scalar) {
  CacheGeometry G;
  switch (L) {
  case MemLevel::L1:
    if (Scalar)
      return {uint64_t(M.SL1KiB) * 1024, M.SL1LineBytes, M.SL1Ways, 0};
    return {uint64_t(M.L1KiB) * 1024, M.L1LineBytes, M.L1Ways, M.L1Policy};
  case MemLevel::GL1:
    if (!hasMemLevel(MemLevel::GL1, M))
      return G;
    return {uint64_t(M.GL1KiB) * 1024, M.L1LineBytes, M.GL1Ways, M.GL1Policy};
  case MemLevel::L2:
    return {uint64_t(M.L2KiB) * 1024, M.L2LineBytes, M.L2Ways, M.L2Policy};
  case MemLevel::MALL:
    if (!hasMemLevel(MemLevel::MALL, M))
      return G;
    return {uint64_t(M.MALLKiB) * 1024, M.L2LineBytes, M.MALLWays,
            M.MALLPolicy};
  case MemLevel::DRAM:
    return G;
  }
  return G;
}

CacheHierarchy::CacheHierarchy(const GCNProcessorModel &M, unsigned CUs,
                               unsigned Scale, unsigned L2Scale,
                               unsigned MALLScale, bool HashSets) {
  CUs = std::max(1u, CUs);
  Scale = std::max(1u, Scale);
  SL1CUs = std::max(1u, M.SL1CUs);
  GL1CUs = std::max(1u, M.GL1CUs);
  L1Line = std::max(1u, M.L1LineBytes);
  L2Line = std::max(1u, M.L2LineBytes);
  if (isPowerOf2_32(L2Line))
    L2Shift = int(Log2_32(L2Line));
  auto Scaled = [&](CacheGeometry G, unsigned Extra = 1) {
    G.SizeBytes /= uint64_t(Scale) * std::max(1u, Extra);
    G.HashSets = HashSets;
    // A level scaled below one line keeps one line (it stays present).
    if (G.SizeBytes && G.SizeBytes < G.LineBytes)
      G.SizeBytes = G.LineBytes;
    return SetAssocCache(G);
  };
  L1.assign(CUs, Scaled(geometry(M, MemLevel::L1)));
  SL1.assign((CUs + SL1CUs - 1) / SL1CUs,
             Scaled(geometry(M, MemLevel::L1, /*Scalar=*/true)));
  GL1.assign((CUs + GL1CUs - 1) / GL1CUs, Scaled(geometry(M, MemLevel::GL1)));
  L2 = Scaled(geometry(M, MemLevel::L2), L2Scale);
  MALL = Scaled(geometry(M, MemLevel::MALL), MALLScale);
}

void CacheHierarchy::footprintHitRates(const GCNProcessorModel &M,
                                       MemAccessKind K, uint64_t Bytes,
                                       float (&H)[4]) {
  bool Scalar = K == MemAccessKind::Scalar;
  const MemLevel Levels[4] = {MemLevel::L1, MemLevel::GL1, MemLevel::L2,
                              MemLevel::MALL};
  uint64_t Largest = 0, MinSets = ~uint64_t(0);
  for (unsigned I = 0; I != 4; ++I) {
    CacheGeometry G = geometry(M, Levels[I], Scalar && I == 0);
    H[I] = G.SizeBytes ? 0.0f : -1.0f;
    if (!G.SizeBytes)
      continue;
    Largest = std::max(Largest, G.SizeBytes);
    SetAssocCache C(G);
    MinSets = std::min<uint64_t>(MinSets, C.sets());
  }
  if (!Bytes || Bytes > Largest)
    return;
  unsigned Line = std::max(
      1u, Scalar ? M.SL1LineBytes : std::max(1u, M.L1LineBytes));
  uint64_t Steps = (Bytes + Line - 1) / Line;
  unsigned Scale = 1;
  while (Steps / Scale > 65536 && uint64_t(Scale) * 2 <= MinSets)
    Scale *= 2;
  CacheHierarchy C(M, 1, Scale);
  uint64_t Walk = std::max<uint64_t>(1, Steps / Scale);
  // Lines of a lower level that hold R first-level lines (128 B L2 lines
  // over 64 B scalar lines: R = 2) are visited R times, Walk / R steps
  // apart: every R-th line first, then the ones after them. A line then
  // serves its second visit only if the level holds the whole working set,
  // as for a walk in any order without neighbouring steps.
  uint64_t R = std::max(1u, std::max(M.L2LineBytes, M.L1LineBytes) / Line);
  R = std::min(R, Walk);
  for (unsigned Round = 0; Round != 2; ++Round)
    for (uint64_t First = 0; First != R; ++First)
      for (uint64_t S = First; S < Walk; S += R)
        C.access(0, K, {S * Line}, Round);
  const CacheInstStats &St = C.stats(1);
  for (unsigned I = 0; I != 4; ++I)
    if (H[I] >= 0)
      H[I] = std::max(0.0f, St.hitRate(Levels[I]));
}

std::vector<std::array<float, 4>> CacheHierarchy::deriveHitRates(
    const GCNProcessorModel &M, unsigned NumInsts, unsigned CUs,
    ArrayRef<std::vector<TracedAccess>> Waves, ArrayRef<unsigned> CUOf) {
  CacheHierarchy H(M, CUs);
  size_t Longest = 0;
  for (const std::vector<TracedAccess> &W : Waves)
    Longest = std::max(Longest, W.size());
  for (size_t Step = 0; Step != Longest; ++Step)
    for (size_t W = 0; W != Waves.size(); ++W)
      if (Step < Waves[W].size()) {
        const TracedAccess &A = Waves[W][Step];
        H.access(W < CUOf.size() ? CUOf[W] : 0, A.Kind, A.Addrs, A.Inst);
      }
  H.finish();
  std::vector<std::array<float, 4>> R(NumInsts, {-1, -1, -1, -1});
  const MemLevel Levels[4] = {MemLevel::L1, MemLevel::GL1, MemLevel::L2,
                              MemLevel::MALL};
  for (unsigned I = 0; I != NumInsts; ++I)
    if (H.stats(I).Accesses)
      for (unsigned L = 0; L != 4; ++L)
        R[I][L] = H.stats(I).hitRate(Levels[L]);
  return R;
}

const CacheInstStats &CacheHierarchy::stats(unsigned Inst) const {
  static const CacheInstStats None;
  return Inst < Stats.size() ? Stats[Inst] : None;
}

CacheInstStats &CacheHierarchy::statsFor(unsigned Inst, MemAccessKind K) {
  if (Inst >= Stats.size())
    Stats.resize(Inst + 1);
  Stats[Inst].Kind = K;
  return Stats[Inst];
}

static void countRequest(CacheInstStats &S, MemLevel L, bool Hit) {
  ++S.Requests[unsigned(L)];
  S.Hits[unsigned(L)] += Hit;
}

void CacheHierarchy::creditWriteBack(uint32_t Tag, MemLevel From) {
  // A store's absorbed write that is written back after all was no hit.
  if (Tag < Stats.size() && Stats[Tag].Kind == MemAccessKind::Store &&
      Stats[Tag].Hits[unsigned(From)])
    --Stats[Tag].Hits[unsigned(From)];
}

void CacheHierarchy::writeMALL(uint64_t Addr, uint32_t Tag) {
  CacheInstStats *S = Tag < Stats.size() ? &Stats[Tag] : nullptr;
  SetAssocCache::Result R = MALL.write(Addr, Tag);
  if (MALL.present() && S)
    countRequest(*S, MemLevel::MALL, !R.Forward);
  if (R.WriteBack) {
    creditWriteBack(R.WriteBackTag, MemLevel::MALL);
    ++DRAMWrites;
    if (R.WriteBackTag < Stats.size())
      countRequest(Stats[R.WriteBackTag], MemLevel::DRAM, true);
  }
  if (R.Forward) {
    ++DRAMWrites;
    if (S)
      countRequest(*S, MemLevel::DRAM, true);
  }
}

void CacheHierarchy::readMALL(uint64_t Addr, CacheInstStats &S) {
  SetAssocCache::Result R = MALL.read(Addr);
  if (MALL.present())
    countRequest(S, MemLevel::MALL, R.Hit);
  if (R.WriteBack) {
    creditWriteBack(R.WriteBackTag, MemLevel::MALL);
    ++DRAMWrites;
  }
  if (R.Forward) {
    ++DRAMReads;
    countRequest(S, MemLevel::DRAM, true);
  }
}

void CacheHierarchy::readBelow(uint64_t Addr, CacheInstStats &S) {
  SetAssocCache::Result R = L2.read(Addr);
  countRequest(S, MemLevel::L2, R.Hit);
  if (R.WriteBack) {
    creditWriteBack(R.WriteBackTag, MemLevel::L2);
    writeMALL(R.WriteBackLine * L2Line, R.WriteBackTag);
  }
  if (R.Forward)
    readMALL(Addr, S);
}

void CacheHierarchy::access(unsigned CU, MemAccessKind K,
                            ArrayRef<uint64_t> Addrs, unsigned Inst) {
  bool Scalar = K == MemAccessKind::Scalar;
  // Coalescing: one request per distinct line of the first level.
  unsigned Line = Scalar ? std::max(1u, SL1[0].lineBytes()) : L1Line;
  SmallVector<uint64_t, 64> Lines;
  for (uint64_t A : Addrs)
    Lines.push_back(A / Line);
  llvm::sort(Lines);
  Lines.erase(std::unique(Lines.begin(), Lines.end()), Lines.end());
  accessLines(CU, K, Lines, Inst);
}

void CacheHierarchy::accessLines(unsigned CU, MemAccessKind K,
                                 ArrayRef<uint64_t> Lines, unsigned Inst) {
  accessImpl(CU, K, Lines, Inst, nullptr, /*L1Given=*/false);
}

void CacheHierarchy::accessImpl(unsigned CU, MemAccessKind K,
                                ArrayRef<uint64_t> Lines, unsigned Inst,
                                const uint8_t *L1Hits, bool L1Given) {
  CacheInstStats &S = statsFor(Inst, K);
  ++S.Accesses;
  CU = CU % numCUs();
  bool Scalar = K == MemAccessKind::Scalar;
  unsigned Line = Scalar ? std::max(1u, SL1[0].lineBytes()) : L1Line;

  SetAssocCache &First = Scalar ? SL1[CU / SL1CUs] : L1[CU];
  SetAssocCache &Graphics = GL1[CU / GL1CUs];
  // The vector L1's outcome given (scalar loads go to the scalar cache).
  bool Given = L1Given && !Scalar;
  uint64_t LastL2Line = ~uint64_t(0);
  // The L2 line of an address: a shift for the usual power-of-2 size.
  auto L2Of = [&](uint64_t A) {
    return L2Shift >= 0 ? A >> L2Shift : A / L2Line;
  };
  bool Read = K != MemAccessKind::Store && K != MemAccessKind::Atomic;
  if (Given && Read) {
    // Only the lines that missed the vector L1 go on.
    size_t E = Lines.size();
    S.Requests[unsigned(MemLevel::L1)] += E;
    for (size_t I = 0; I != E; ++I) {
      if (L1Hits[I]) {
        ++S.Hits[unsigned(MemLevel::L1)];
        continue;
      }
      uint64_t Addr = Lines[I] * Line;
      if (Graphics.present()) {
        SetAssocCache::Result R = Graphics.read(Addr);
        countRequest(S, MemLevel::GL1, R.Hit);
        if (!R.Forward)
          continue;
      }
      ++S.L2InLines;
      if (L2Of(Addr) == LastL2Line)
        continue;
      LastL2Line = L2Of(Addr);
      readBelow(Addr, S);
    }
    return;
  }
  for (size_t I = 0, E = Lines.size(); I != E; ++I) {
    uint64_t LineNo = Lines[I];
    uint64_t Addr = LineNo * Line;
    switch (K) {
    case MemAccessKind::Load:
    case MemAccessKind::Scratch:
    case MemAccessKind::Image:
    case MemAccessKind::Scalar: {
      // The first level's lines are the ones given.
      SetAssocCache::Result R = First.readLine(LineNo);
      countRequest(S, MemLevel::L1, R.Hit);
      if (!R.Forward)
        break;
      if (Graphics.present()) {
        R = Graphics.read(Addr);
        countRequest(S, MemLevel::GL1, R.Hit);
        if (!R.Forward)
          break;
      }
      // Two L1 lines of one L2 line (64 B L1, 128 B L2) make one L2
      // request when they miss together.
      ++S.L2InLines;
      if (L2Of(Addr) == LastL2Line)
        break;
      LastL2Line = L2Of(Addr);
      readBelow(Addr, S);
      break;
    }
    case MemAccessKind::Store: {
      // The write-through L1 keeps a line it holds up to date; the read-only
      // GL1 passes writes on.
      if (!Given)
        First.writeLine(LineNo, Inst);
      ++S.L2InLines;
      if (L2Of(Addr) == LastL2Line)
        break;
      LastL2Line = L2Of(Addr);
      SetAssocCache::Result R = L2.write(Addr, Inst);
      countRequest(S, MemLevel::L2, !R.Forward);
      if (R.WriteBack) {
        creditWriteBack(R.WriteBackTag, MemLevel::L2);
        writeMALL(R.WriteBackLine * L2Line, R.WriteBackTag);
      }
      if (R.Forward)
        writeMALL(Addr, Inst);
      break;
    }
    case MemAccessKind::Atomic: {
      // Read-modify-write at L2: the line must be there.
      ++S.L2InLines;
      if (L2Of(Addr) == LastL2Line)
        break;
      LastL2Line = L2Of(Addr);
      SetAssocCache::Result R = L2.write(Addr, Inst);
      countRequest(S, MemLevel::L2, R.Hit);
      if (R.WriteBack) {
        creditWriteBack(R.WriteBackTag, MemLevel::L2);
        writeMALL(R.WriteBackLine * L2Line, R.WriteBackTag);
      }
      if (!R.Hit)
        readMALL(Addr, S);
      break;
    }
    }
  }
}

void CacheHierarchy::finish() {
  L2.flush([&](uint64_t LineNo, uint32_t Tag) {
    creditWriteBack(Tag, MemLevel::L2);
    writeMALL(LineNo * L2Line, Tag);
  });
  MALL.flush([&](uint64_t, uint32_t Tag) {
    creditWriteBack(Tag, MemLevel::MALL);
    ++DRAMWrites;
    if (Tag < Stats.size())
      countRequest(Stats[Tag], MemLevel::DRAM, true);
  });
}
