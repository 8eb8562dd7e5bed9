//===- SetAssocCacheModelTest.cpp - The caches against plain models -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// SetAssocCache's tag arrays (counters, memoized set folds, sets created
/// on first touch) against a plain LRU model written from the policies in
/// SetAssocCache.h: every access's hit, forward and write-back and the
/// flush order agree over long random sequences, for several geometries
/// and every write policy. And CacheHierarchy fed with the vector L1's
/// outcome from outside (accessLinesAfterL1, the caller keeping a copy of
/// the L1) counts exactly what accessLines counts; UnitAccessLog keeps a
/// unit's rounds with the L1 outcomes derived by hand.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/CacheHierarchy.h"
#include "gcn-mca/MCA/HardwareUnits/UnitAccessLog.h"
#include "gtest/gtest.h"
#include <algorithm>
#include <map>
#include <random>
#include <vector>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// The plain model: per set, its lines most recent first; each keeps the
/// way it sits in (ways filled in order, a victim's way reused), so that
/// the flush order (sets in the order first touched, then ways) can be
/// compared too.
class PlainLRU {
public:
  explicit PlainLRU(const CacheGeometry &G) : G(G) {
    uint64_t Lines = G.SizeBytes / G.LineBytes;
    Ways = unsigned(std::min<uint64_t>(std::max(1u, G.Ways), Lines));
    Sets = unsigned(Lines / Ways);
    while ((uint64_t(1) << SetBits) < Sets)
      ++SetBits;
  }

  SetAssocCache::Result access(uint64_t Addr, bool Write, uint32_t Tag) {
    SetAssocCache::Result R;
    uint64_t Line = Addr / G.LineBytes;
    std::vector<Entry> &S = set(Line);
    bool WriteBack = G.Policy & CachePolicyWriteBack;
    bool Allocate = G.Policy & CachePolicyWriteAllocate;
    for (size_t I = 0; I != S.size(); ++I) {
      if (S[I].Line != Line)
        continue;
      Entry E = S[I];
      S.erase(S.begin() + I);
      if (Write && WriteBack) {
        E.Dirty = true;
        E.Tag = Tag;
      }
      S.insert(S.begin(), E);
      R.Hit = true;
      R.Forward = Write && !WriteBack;
      return R;
    }
    R.Forward = true;
    if (Write && !Allocate)
      return R;
    Entry E;
    E.Line = Line;
    E.Way = unsigned(S.size());
    if (S.size() == Ways) {
      Entry Victim = S.back();
      S.pop_back();
      E.Way = Victim.Way;
      if (Victim.Dirty) {
        R.WriteBack = true;
        R.WriteBackLine = Victim.Line;
        R.WriteBackTag = Victim.Tag;
      }
    }
    if (Write && WriteBack) {
      E.Dirty = true;
      E.Tag = Tag;
      R.Forward = false;
    }
    S.insert(S.begin(), E);
    return R;
  }

  /// The dirty lines in flush order.
  std::vector<std::pair<uint64_t, uint32_t>> flush() {
    std::vector<std::pair<uint64_t, uint32_t>> Out;
    for (unsigned SetNo : Order) {
      std::vector<Entry> ByWay = Contents[SetNo];
      std::sort(ByWay.begin(), ByWay.end(),
                [](const Entry &A, const Entry &B) { return A.Way < B.Way; });
      for (const Entry &E : ByWay)
        if (E.Dirty)
          Out.push_back({E.Line, E.Tag});
    }
    return Out;
  }

private:
  struct Entry {
    uint64_t Line = 0;
    unsigned Way = 0;
    bool Dirty = false;
    uint32_t Tag = 0;
  };
  /// The set of \p Line: the line number, or with HashSets the line XOR
  /// each SetBits-bit step of its high part, modulo the sets.
  std::vector<Entry> &set(uint64_t Line) {
    uint64_t Index = Line;
    if (G.HashSets)
      for (uint64_t Rest = Line >> SetBits; Rest; Rest >>= SetBits)
        Index ^= Rest;
    unsigned SetNo = unsigned(Index % Sets);
    if (!Contents.count(SetNo))
      Order.push_back(SetNo);
    return Contents[SetNo];
  }

  CacheGeometry G;
  unsigned Ways = 1, Sets = 1, SetBits = 1;
  std::map<unsigned, std::vector<Entry>> Contents;
  std::vector<unsigned> Order;
};

/// \p Ops random reads and writes over \p G, addresses mostly near each
/// other (hits), some in far regions (the fold's high bits), compared
/// access by access and at the flush.
void compare(const CacheGeometry &G, unsigned Seed, unsigned Ops) {
  SetAssocCache C(G);
  PlainLRU P(G);
  std::mt19937_64 Rng(Seed);
  uint64_t Span = G.SizeBytes * 3;
  for (unsigned I = 0; I != Ops; ++I) {
    uint64_t Addr = Rng() % Span;
    // A quarter of the accesses in one of 16 far regions.
    if (Rng() % 4 == 0)
      Addr += (Rng() % 16) << (20 + Rng() % 40);
    bool Write = Rng() % 3 == 0;
    uint32_t Tag = uint32_t(Rng() % 1000);
    SetAssocCache::Result A = Write ? C.write(Addr, Tag) : C.read(Addr);
    SetAssocCache::Result B = P.access(Addr, Write, Tag);
    ASSERT_EQ(A.Hit, B.Hit) << "access " << I;
    ASSERT_EQ(A.Forward, B.Forward) << "access " << I;
    ASSERT_EQ(A.WriteBack, B.WriteBack) << "access " << I;
    if (A.WriteBack) {
      ASSERT_EQ(A.WriteBackLine, B.WriteBackLine) << "access " << I;
      ASSERT_EQ(A.WriteBackTag, B.WriteBackTag) << "access " << I;
    }
  }
  std::vector<std::pair<uint64_t, uint32_t>> Flushed;
  C.flush([&](uint64_t Line, uint32_t Tag) { Flushed.push_back({Line, Tag}); });
  EXPECT_EQ(Flushed, P.flush());
  // A second flush finds nothing dirty.
  unsigned Again = 0;
  C.flush([&](uint64_t, uint32_t) { ++Again; });
  EXPECT_EQ(Again, 0u);
}

} // namespace

TEST(SetAssocCacheModel, AgreesWithPlainLRU) {
  const unsigned Policies[] = {
      0, CachePolicyWriteBack, CachePolicyWriteAllocate,
      CachePolicyWriteBack | CachePolicyWriteAllocate};
  // Power-of-2 sets (gfx90a's L1: 64 sets of 4 ways; an L2 share of 16
  // ways), sets not a power of 2 (3 sets; 74 sets, as an L2 split over 55
  // units has), one set, direct-mapped; each plain and hashed.
  const CacheGeometry Shapes[] = {{16384, 64, 4, 0},    {131072, 128, 16, 0},
                                  {768, 64, 4, 0},      {151552, 128, 16, 0},
                                  {512, 64, 8, 0},      {4096, 64, 1, 0},
                                  {24 * 64, 64, 2, 0}};
  unsigned Seed = 1;
  for (CacheGeometry G : Shapes)
    for (bool Hash : {false, true})
      for (unsigned P : Policies) {
        G.Policy = P;
        G.HashSets = Hash;
        SCOPED_TRACE(testing::Message()
                     << G.SizeBytes << " B, " << G.Ways << " ways, policy "
                     << P << (Hash ? ", hashed" : ""));
        compare(G, Seed++, 20000);
      }
}

TEST(SetAssocCacheModel, LineAddressesAsBytes) {
  // readLine / writeLine of line N are read / write of byte N x line size.
  CacheGeometry G{4096, 64, 2, CachePolicyWriteBack | CachePolicyWriteAllocate,
                  true};
  SetAssocCache A(G), B(G);
  std::mt19937_64 Rng(7);
  for (unsigned I = 0; I != 5000; ++I) {
    uint64_t Line = Rng() % 300;
    bool Write = Rng() % 2;
    SetAssocCache::Result X = Write ? A.writeLine(Line, I) : A.readLine(Line);
    SetAssocCache::Result Y =
        Write ? B.write(Line * 64 + Rng() % 64, I) : B.read(Line * 64 + 63);
    ASSERT_EQ(X.Hit, Y.Hit);
    ASSERT_EQ(X.WriteBack, Y.WriteBack);
    ASSERT_EQ(X.WriteBackLine, Y.WriteBackLine);
  }
}

TEST(SetAssocCacheModel, VectorL1OutcomeGivenFromOutside) {
  // Two CUs' random loads, stores, atomics and scalar loads on gfx90a and
  // gfx1100 (a graphics L1 shared by CUs after the L0): one hierarchy
  // runs its own L1s, the other is given their outcomes by copies of them
  // fed the same vector accesses in the same order. Every count agrees.
  for (const char *CPU : {"gfx90a", "gfx1100"}) {
    Expected<GCNProcessorModel> M =
        GCNProcessorModel::get(CPU, ArrayRef<std::string>());
    ASSERT_TRUE(bool(M));
    CacheHierarchy Own(*M, 2, 1, 4, 8, /*HashSets=*/true);
    CacheHierarchy Given(*M, 2, 1, 4, 8, /*HashSets=*/true);
    SetAssocCache L1[2] = {Given.firstLevel(0), Given.firstLevel(1)};
    std::mt19937_64 Rng(11);
    const MemAccessKind Kinds[] = {MemAccessKind::Load, MemAccessKind::Store,
                                   MemAccessKind::Atomic, MemAccessKind::Scalar,
                                   MemAccessKind::Scratch};
    for (unsigned I = 0; I != 20000; ++I) {
      unsigned CU = unsigned(Rng() % 2);
      unsigned Inst = unsigned(Rng() % 5);
      MemAccessKind K = Kinds[Inst];
      std::vector<uint64_t> Lines;
      uint64_t First = Rng() % 4096, Count = 1 + Rng() % 4;
      for (uint64_t L = 0; L != Count; ++L)
        Lines.push_back(First + L * (1 + Rng() % 3));
      Own.accessLines(CU, K, Lines, Inst);
      std::vector<uint8_t> Hits;
      if (K != MemAccessKind::Scalar && K != MemAccessKind::Atomic) {
        for (uint64_t L : Lines) {
          if (K == MemAccessKind::Store)
            L1[CU].writeLine(L, Inst);
          else
            Hits.push_back(L1[CU].readLine(L).Hit);
        }
      }
      Given.accessLinesAfterL1(CU, K, Lines, Inst, Hits.data());
    }
    Own.finish();
    Given.finish();
    for (unsigned Inst = 0; Inst != 5; ++Inst) {
      const CacheInstStats &A = Own.stats(Inst), &B = Given.stats(Inst);
      EXPECT_EQ(A.Accesses, B.Accesses);
      EXPECT_EQ(A.L2InLines, B.L2InLines);
      for (unsigned L = 0; L != NumMemLevels; ++L) {
        EXPECT_EQ(A.Requests[L], B.Requests[L]) << CPU << " inst " << Inst;
        EXPECT_EQ(A.Hits[L], B.Hits[L]) << CPU << " inst " << Inst;
      }
    }
    EXPECT_EQ(Own.dramReadLines(), Given.dramReadLines());
    EXPECT_EQ(Own.dramWriteLines(), Given.dramWriteLines());
    // The loads hit the L1 sometimes and missed it sometimes.
    EXPECT_GT(Own.stats(0).Hits[0], 0u);
    EXPECT_LT(Own.stats(0).Hits[0], Own.stats(0).Requests[0]);
  }
}

TEST(UnitAccessLog, RoundsSharedAndL1Only) {
  // One unit, one CU, one resident wave (of one-wave workgroups), 64 B
  // lines on gfx90a's 16 KiB 4-way L1. Wave 0: load line 0, load line 0,
  // an unknown load, store line 5; wave 1 (after wave 0 ends): load lines
  // 0 and 1. Instructions: 0, 0 load; 1 store; 2 load.
  Expected<GCNProcessorModel> M =
      GCNProcessorModel::get("gfx90a", ArrayRef<std::string>());
  ASSERT_TRUE(bool(M));
  LaneAccessTrace T(64, 2);
  auto Add = [&T](unsigned W, unsigned Inst,
                  const std::vector<uint64_t> &Lines) {
    LaneAccessTrace::Record R;
    R.Inst = Inst;
    R.Known = !Lines.empty();
    T.add(W, R, Lines);
  };
  const std::vector<uint64_t> Line0 = {0}, Line5 = {5}, Lines01 = {0, 1},
                              Unknown;
  Add(0, 0, Line0);
  Add(0, 0, Line0);
  Add(0, 0, Unknown);
  Add(0, 1, Line5);
  Add(1, 2, Lines01);
  T.finishWave(0);
  T.finishWave(1);
  const std::vector<int8_t> Kinds = {int8_t(MemAccessKind::Load),
                                     int8_t(MemAccessKind::Store),
                                     int8_t(MemAccessKind::Load)};
  UnitAccessLog::Params P;
  P.Kinds = Kinds;
  CacheHierarchy H(*M, 1, 1, 1, 1, /*HashSets=*/true);
  UnitAccessLog Log(T, P, H.firstLevel(0));
  // Round 0: line 0 misses: the shared levels see it.
  ASSERT_TRUE(Log.runs(0));
  ASSERT_EQ(Log.shared(0).size(), 1u);
  EXPECT_EQ(Log.l1Hits(0, Log.shared(0)[0])[0], 0);
  EXPECT_TRUE(Log.l1Only(0).empty());
  // Round 1: line 0 again hits: counted only (1 access, 1 line).
  ASSERT_TRUE(Log.runs(1));
  EXPECT_TRUE(Log.shared(1).empty());
  ASSERT_EQ(Log.l1Only(1).size(), 1u);
  EXPECT_EQ(Log.l1Only(1)[0].Inst, 0u);
  EXPECT_EQ(Log.l1Only(1)[0].Accesses, 1u);
  EXPECT_EQ(Log.l1Only(1)[0].Lines, 1u);
  // Round 2: the unknown load is not fed.
  ASSERT_TRUE(Log.runs(2));
  EXPECT_EQ(Log.accesses(2), 0u);
  EXPECT_TRUE(Log.shared(2).empty() && Log.l1Only(2).empty());
  // Round 3: the store goes on (write-through); wave 0 ends, wave 1 comes.
  ASSERT_TRUE(Log.runs(3));
  ASSERT_EQ(Log.shared(3).size(), 1u);
  EXPECT_EQ(Log.shared(3)[0].Kind, MemAccessKind::Store);
  // Round 4: wave 1's lines 0 (hit) and 1 (miss) go on together.
  ASSERT_TRUE(Log.runs(4));
  ASSERT_EQ(Log.shared(4).size(), 1u);
  const UnitAccessLog::Access &A = Log.shared(4)[0];
  EXPECT_EQ(A.NumLines, 2u);
  EXPECT_EQ(Log.l1Hits(4, A)[0], 1);
  EXPECT_EQ(Log.l1Hits(4, A)[1], 0);
  EXPECT_EQ(Log.accesses(4), 1u);
  EXPECT_EQ(Log.lines(4), 2u);
  // No wave left.
  EXPECT_FALSE(Log.runs(5));
  EXPECT_FALSE(Log.runs(9));
  // Asking again replays (the rounds stay).
  EXPECT_TRUE(Log.runs(0));
  EXPECT_EQ(Log.l1Only(1)[0].Accesses, 1u);
}

TEST(UnitAccessLog, KeepingStopsAtItsBytes) {
  // A log that stops keeping rounds after a few hundred bytes gives every
  // feed the same rounds as one that keeps them all: feeds that stop at
  // rounds 40, 200, 120 and 300 (past the end) each ask rounds 0, 1 ...
  Expected<GCNProcessorModel> M =
      GCNProcessorModel::get("gfx90a", ArrayRef<std::string>());
  ASSERT_TRUE(bool(M));
  // 8 waves of 50 loads, stores and atomics over 600 lines (the 16 KiB L1
  // holds 256): hits and misses.
  LaneAccessTrace T(64, 8);
  std::mt19937_64 Rng(5);
  for (unsigned W = 0; W != 8; ++W) {
    for (unsigned I = 0; I != 50; ++I) {
      LaneAccessTrace::Record R;
      R.Inst = unsigned(Rng() % 3);
      R.Known = true;
      uint64_t First = Rng() % 600;
      std::vector<uint64_t> Lines = {First, First + 1 + Rng() % 2};
      T.add(W, R, Lines);
    }
    T.finishWave(W);
  }
  const std::vector<int8_t> Kinds = {int8_t(MemAccessKind::Load),
                                     int8_t(MemAccessKind::Store),
                                     int8_t(MemAccessKind::Atomic)};
  UnitAccessLog::Params P;
  P.Kinds = Kinds;
  P.Resident = 3;
  P.CUsPerUnit = 2;
  CacheHierarchy H(*M, 2, 1, 1, 1, /*HashSets=*/true);
  UnitAccessLog All(T, P, H.firstLevel(0));
  P.MaxKeptBytes = 500;
  UnitAccessLog Capped(T, P, H.firstLevel(0));
  for (uint64_t Stop : {40u, 200u, 120u, 300u, 10u}) {
    SCOPED_TRACE(testing::Message() << "feed to round " << Stop);
    for (uint64_t R = 0; R != Stop; ++R) {
      bool Runs = All.runs(R);
      ASSERT_EQ(Capped.runs(R), Runs) << "round " << R;
      if (!Runs)
        break;
      ASSERT_EQ(Capped.accesses(R), All.accesses(R));
      ASSERT_EQ(Capped.lines(R), All.lines(R));
      ArrayRef<UnitAccessLog::Access> A = All.shared(R), B = Capped.shared(R);
      ASSERT_EQ(A.size(), B.size());
      for (size_t I = 0; I != A.size(); ++I) {
        ASSERT_EQ(A[I].Inst, B[I].Inst);
        ASSERT_EQ(A[I].Kind, B[I].Kind);
        ASSERT_EQ(A[I].Sub, B[I].Sub);
        ASSERT_EQ(A[I].NumLines, B[I].NumLines);
        ASSERT_EQ(A[I].Lines, B[I].Lines);
        if (A[I].Kind != MemAccessKind::Load)
          continue;
        for (uint32_t L = 0; L != A[I].NumLines; ++L)
          ASSERT_EQ(All.l1Hits(R, A[I])[L], Capped.l1Hits(R, B[I])[L]);
      }
      ArrayRef<UnitAccessLog::L1Hits> X = All.l1Only(R), Y = Capped.l1Only(R);
      ASSERT_EQ(X.size(), Y.size());
      for (size_t I = 0; I != X.size(); ++I) {
        ASSERT_EQ(X[I].Inst, Y[I].Inst);
        ASSERT_EQ(X[I].Accesses, Y[I].Accesses);
        ASSERT_EQ(X[I].Lines, Y[I].Lines);
      }
    }
  }
  // The capped log kept a few rounds only, the other all of them: waves
  // 0-2 run rounds 0-49 together, 3-5 rounds 50-99, 6-7 rounds 100-149
  // (each 50 accesses; a wave leaving makes room for the next one).
  EXPECT_LT(Capped.keptRounds(), 40u);
  EXPECT_GT(Capped.keptRounds(), 0u);
  EXPECT_EQ(All.keptRounds(), 150u);
}
