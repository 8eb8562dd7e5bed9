//===- CacheHierarchyTest.cpp - Tests of the caches as caches -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of SetAssocCache (LRU, write policies, write-backs) and
/// CacheHierarchy (routing, sharing across CUs, write combining, atomics,
/// scalar loads, capacity), with hit/miss sequences derived by hand.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/CacheHierarchy.h"
#include "gtest/gtest.h"
#include <vector>

using namespace llvm;
using namespace llvm::gcnmca;

static GCNProcessorModel model(StringRef CPU,
                               ArrayRef<std::string> Overrides = {}) {
  Expected<GCNProcessorModel> M = GCNProcessorModel::get(CPU, Overrides);
  EXPECT_TRUE(bool(M));
  return M ? *M : GCNProcessorModel();
}

// 1 KiB, 64 B lines, 2 ways: 16 lines in 8 sets; line N goes to set N % 8,
// so byte addresses 0, 512 and 1024 (lines 0, 8, 16) share set 0.
static CacheGeometry tiny(unsigned Policy) { return {1024, 64, 2, Policy}; }

TEST(SetAssocCache, GeometryAndLRU) {
  SetAssocCache C(tiny(0));
  EXPECT_EQ(C.sets(), 8u);
  EXPECT_EQ(C.ways(), 2u);
  // 0 miss, 512 miss, 0 hit (0 is now the most recent), 1024 miss evicting
  // the least recently used 512, 512 miss evicting 0, 0 miss.
  const bool Expected[] = {false, false, true, false, false, false};
  const uint64_t Seq[] = {0, 512, 0, 1024, 512, 0};
  for (unsigned I = 0; I != 6; ++I) {
    SetAssocCache::Result R = C.read(Seq[I]);
    EXPECT_EQ(R.Hit, Expected[I]) << "access " << I;
    EXPECT_EQ(R.Forward, !Expected[I]) << "access " << I;
    EXPECT_FALSE(R.WriteBack);
  }
  EXPECT_EQ(C.hits(), 1u);
  EXPECT_EQ(C.accesses(), 6u);
  // Another set is untouched: 64 (line 1, set 1) misses once, then hits.
  EXPECT_FALSE(C.read(64).Hit);
  EXPECT_TRUE(C.read(100).Hit); // same 64 B line
  // Ways clamp to the lines the capacity holds; no capacity = absent.
  EXPECT_EQ(SetAssocCache({128, 64, 16, 0}).ways(), 2u);
  EXPECT_FALSE(SetAssocCache({0, 64, 4, 0}).present());
  EXPECT_TRUE(SetAssocCache({0, 64, 4, 0}).read(0).Forward);
}

TEST(SetAssocCache, WriteBackAllocate) {
  SetAssocCache C(tiny(CachePolicyWriteBack | CachePolicyWriteAllocate));
  // Write miss: allocated dirty, not passed on (no fill either).
  SetAssocCache::Result R = C.write(0, /*Tag=*/7);
  EXPECT_FALSE(R.Hit);
  EXPECT_FALSE(R.Forward);
  R = C.write(8, 9); // same line: hit, the tag becomes 9
  EXPECT_TRUE(R.Hit);
  EXPECT_FALSE(R.Forward);
  // 512 fills the second way; 1024 evicts the LRU line 0, which is dirty.
  EXPECT_FALSE(C.read(512).WriteBack);
  R = C.read(1024);
  EXPECT_TRUE(R.WriteBack);
  EXPECT_EQ(R.WriteBackLine, 0u);
  EXPECT_EQ(R.WriteBackTag, 9u);
  // flush writes back the dirty lines once.
  C.write(64, 3);
  std::vector<uint64_t> Flushed;
  C.flush([&](uint64_t Line, uint32_t Tag) {
    Flushed.push_back(Line);
    EXPECT_EQ(Tag, 3u);
  });
  EXPECT_EQ(Flushed, std::vector<uint64_t>({1}));
  C.flush([&](uint64_t, uint32_t) { ADD_FAILURE() << "clean after flush"; });
}

TEST(SetAssocCache, WriteThroughNoAllocate) {
  SetAssocCache C(tiny(0));
  // A write miss passes on and allocates nothing: the read after misses.
  SetAssocCache::Result R = C.write(0);
  EXPECT_FALSE(R.Hit);
  EXPECT_TRUE(R.Forward);
  EXPECT_FALSE(C.read(0).Hit);
  // A write hit keeps the line and still passes on; lines never get dirty.
  R = C.write(0);
  EXPECT_TRUE(R.Hit);
  EXPECT_TRUE(R.Forward);
  EXPECT_TRUE(C.read(0).Hit);
  C.flush([&](uint64_t, uint32_t) { ADD_FAILURE() << "write-through"; });
  // Write-through with allocation: the write miss allocates the line.
  SetAssocCache A(tiny(CachePolicyWriteAllocate));
  EXPECT_TRUE(A.write(0).Forward);
  EXPECT_TRUE(A.read(0).Hit);
}

/// Byte addresses of \p Lanes lanes from \p Base at \p Stride.
static std::vector<uint64_t> lanes(uint64_t Base, unsigned Stride,
                                   unsigned Lanes = 64) {
  std::vector<uint64_t> A;
  for (unsigned L = 0; L != Lanes; ++L)
    A.push_back(Base + uint64_t(L) * Stride);
  return A;
}

TEST(CacheHierarchy, GeometryFromTheModel) {
  GCNProcessorModel M = model("gfx90a");
  CacheGeometry L2 = CacheHierarchy::geometry(M, MemLevel::L2);
  EXPECT_EQ(L2.SizeBytes, 8u << 20);
  EXPECT_EQ(L2.LineBytes, 128u);
  EXPECT_EQ(L2.Policy, unsigned(CachePolicyWriteBack | CachePolicyWriteAllocate));
  EXPECT_EQ(CacheHierarchy::geometry(M, MemLevel::L1).SizeBytes, 16u << 10);
  EXPECT_EQ(CacheHierarchy::geometry(M, MemLevel::MALL).SizeBytes, 0u);
  GCNProcessorModel R = model("gfx1100");
  EXPECT_EQ(CacheHierarchy::geometry(R, MemLevel::GL1).SizeBytes, 256u << 10);
  EXPECT_EQ(CacheHierarchy::geometry(R, MemLevel::MALL).SizeBytes, 96u << 20);
  // Overridable like every parameter.
  GCNProcessorModel O = model("gfx90a", {"L2KiB=1024", "L2Ways=8"});
  EXPECT_EQ(CacheHierarchy::geometry(O, MemLevel::L2).SizeBytes, 1u << 20);
  EXPECT_EQ(CacheHierarchy::geometry(O, MemLevel::L2).Ways, 8u);
}

TEST(CacheHierarchy, LoadsShareL2AcrossCUs) {
  // gfx90a: 64 B L1 lines, 128 B L2 lines, no MALL.
  GCNProcessorModel M = model("gfx90a");
  CacheHierarchy H(M, 4);
  std::vector<uint64_t> A = lanes(0x10000, 4); // 256 B: 4 L1 / 2 L2 lines
  H.access(0, MemAccessKind::Load, A, 0);
  // CU 0: 4 L1 misses, 2 L2 requests (two L1 lines per L2 line), both
  // miss to DRAM.
  const CacheInstStats &S = H.stats(0);
  EXPECT_EQ(S.Requests[unsigned(MemLevel::L1)], 4u);
  EXPECT_EQ(S.Hits[unsigned(MemLevel::L1)], 0u);
  EXPECT_EQ(S.Requests[unsigned(MemLevel::L2)], 2u);
  EXPECT_EQ(S.Hits[unsigned(MemLevel::L2)], 0u);
  EXPECT_EQ(H.dramReadLines(), 2u);
  // CU 1 reads the same tile: its own L1 misses, the shared L2 hits.
  H.access(1, MemAccessKind::Load, A, 0);
  EXPECT_EQ(S.Requests[unsigned(MemLevel::L2)], 4u);
  EXPECT_EQ(S.Hits[unsigned(MemLevel::L2)], 2u);
  // CU 0 again: its L1 holds the lines.
  H.access(0, MemAccessKind::Load, A, 0);
  EXPECT_EQ(S.Requests[unsigned(MemLevel::L1)], 12u);
  EXPECT_EQ(S.Hits[unsigned(MemLevel::L1)], 4u);
  // Rates: L1 4/12, L2 2/4; DRAM served the 2 first misses only.
  EXPECT_FLOAT_EQ(S.hitRate(MemLevel::L1), 1.0f / 3);
  EXPECT_FLOAT_EQ(S.hitRate(MemLevel::L2), 0.5f);
  EXPECT_EQ(S.Requests[unsigned(MemLevel::DRAM)], 2u);
  EXPECT_EQ(H.dramReadLines(), 2u);
  EXPECT_FLOAT_EQ(S.hitRate(MemLevel::MALL), -1.0f); // never reached
}

TEST(CacheHierarchy, PartialStoresCombineInL2) {
  GCNProcessorModel M = model("gfx90a");
  CacheHierarchy H(M, 1);
  // Instruction 0 writes the even dwords of 512 B (lanes at stride 8),
  // instruction 1 the odd ones: 4 L2 lines, each written twice.
  H.access(0, MemAccessKind::Store, lanes(0, 8), 0);
  H.access(0, MemAccessKind::Store, lanes(4, 8), 1);
  EXPECT_EQ(H.dramWriteLines(), 0u); // all held dirty in L2
  H.finish();
  // One write-back per line, credited to its last writer: instruction 0's
  // writes combined (hit), instruction 1's went to DRAM.
  EXPECT_EQ(H.dramWriteLines(), 4u);
  EXPECT_FLOAT_EQ(H.stats(0).hitRate(MemLevel::L2), 1.0f);
  EXPECT_FLOAT_EQ(H.stats(1).hitRate(MemLevel::L2), 0.0f);
  EXPECT_EQ(H.stats(1).Requests[unsigned(MemLevel::DRAM)], 4u);
  EXPECT_EQ(H.stats(0).Requests[unsigned(MemLevel::DRAM)], 0u);
}

TEST(CacheHierarchy, AtomicsExecuteAtL2) {
  GCNProcessorModel M = model("gfx90a");
  CacheHierarchy H(M, 2);
  // 64 lanes on one address: one L2 request; the first reads the line from
  // DRAM, later ones (any CU) hit; nothing is looked up in the L1.
  std::vector<uint64_t> Same(64, 0x2000);
  H.access(0, MemAccessKind::Atomic, Same, 0);
  H.access(1, MemAccessKind::Atomic, Same, 0);
  const CacheInstStats &S = H.stats(0);
  EXPECT_EQ(S.Requests[unsigned(MemLevel::L1)], 0u);
  EXPECT_EQ(S.Requests[unsigned(MemLevel::L2)], 2u);
  EXPECT_EQ(S.Hits[unsigned(MemLevel::L2)], 1u);
  EXPECT_EQ(H.dramReadLines(), 1u);
  H.finish(); // the dirty line is written back once
  EXPECT_EQ(H.dramWriteLines(), 1u);
  EXPECT_FLOAT_EQ(S.hitRate(MemLevel::L2), 0.5f);
}

TEST(CacheHierarchy, ScalarCacheSharedBySL1CUs) {
  // gfx90a: one 16 KB scalar cache per 2 CUs, 64 B lines.
  GCNProcessorModel M = model("gfx90a");
  CacheHierarchy H(M, 4);
  std::vector<uint64_t> One(1, 0x4000);
  H.access(0, MemAccessKind::Scalar, One, 0); // miss everywhere
  H.access(1, MemAccessKind::Scalar, One, 0); // same scalar cache: hit
  H.access(2, MemAccessKind::Scalar, One, 0); // other scalar cache; L2 hit
  const CacheInstStats &S = H.stats(0);
  EXPECT_EQ(S.Requests[unsigned(MemLevel::L1)], 3u);
  EXPECT_EQ(S.Hits[unsigned(MemLevel::L1)], 1u);
  EXPECT_EQ(S.Requests[unsigned(MemLevel::L2)], 2u);
  EXPECT_EQ(S.Hits[unsigned(MemLevel::L2)], 1u);
  EXPECT_EQ(H.dramReadLines(), 1u);
}

/// A uniform pointer chase over \p Bytes (one lane, one line per step,
/// twice round): the second round's hit rate per level.
static CacheInstStats chase(const GCNProcessorModel &M, uint64_t Bytes,
                            unsigned Line) {
  CacheHierarchy H(M, 1);
  for (uint64_t A = 0; A < Bytes; A += Line)
    H.access(0, MemAccessKind::Scalar, {A}, 0);
  for (uint64_t A = 0; A < Bytes; A += Line)
    H.access(0, MemAccessKind::Scalar, {A}, 1);
  return H.stats(1);
}

TEST(CacheHierarchy, PointerChaseCostGrowsWithTheWorkingSet) {
  // gfx1100: scalar cache 16 KB (64 B lines), GL1 256 KB, L2 6 MB, Infinity
  // Cache 96 MB, all LRU. A cyclic walk of W bytes with W larger than a
  // level's capacity misses there on every step of the second round (LRU
  // evicts each line before it comes back); with W within it, every step
  // hits.
  GCNProcessorModel M = model("gfx1100");
  // 8 KB: fits the scalar cache.
  CacheInstStats S = chase(M, 8 << 10, 64);
  EXPECT_FLOAT_EQ(S.hitRate(MemLevel::L1), 1.0f);
  // 128 KB: misses the scalar cache, hits the graphics L1.
  S = chase(M, 128 << 10, 64);
  EXPECT_FLOAT_EQ(S.hitRate(MemLevel::L1), 0.0f);
  EXPECT_FLOAT_EQ(S.hitRate(MemLevel::GL1), 1.0f);
  // 4 MB: GL1 misses; the 6 MB L2 holds it. The GL1's 128 B lines serve
  // two 64 B scalar lines, so half its requests hit (the second half of a
  // line just fetched).
  S = chase(M, 4 << 20, 64);
  EXPECT_FLOAT_EQ(S.hitRate(MemLevel::GL1), 0.5f);
  EXPECT_FLOAT_EQ(S.hitRate(MemLevel::L2), 1.0f);
  // 16 MB: beyond the L2, inside the Infinity Cache.
  S = chase(M, 16 << 20, 128);
  EXPECT_FLOAT_EQ(S.hitRate(MemLevel::L2), 0.0f);
  EXPECT_FLOAT_EQ(S.hitRate(MemLevel::MALL), 1.0f);
  EXPECT_EQ(S.Requests[unsigned(MemLevel::DRAM)], 0u);
}

TEST(CacheHierarchy, FootprintHitRates) {
  // gfx1100, scalar loads over 4 MiB: misses the 16 KiB scalar cache and the
  // 256 KiB GL1, fits the 6 MiB L2; the MALL is never reached (rate 0).
  GCNProcessorModel R = model("gfx1100");
  float H[4];
  CacheHierarchy::footprintHitRates(R, MemAccessKind::Scalar, 4 << 20, H);
  EXPECT_FLOAT_EQ(H[0], 0.0f);
  EXPECT_FLOAT_EQ(H[1], 0.0f);
  EXPECT_FLOAT_EQ(H[2], 1.0f);
  EXPECT_FLOAT_EQ(H[3], 0.0f);
  // Vector loads over 24 KiB on gfx90a: beyond the 16 KiB L1, inside L2;
  // no GL1 or MALL there (-1). Above every level (1 GiB): no hits, no walk.
  GCNProcessorModel A = model("gfx90a");
  CacheHierarchy::footprintHitRates(A, MemAccessKind::Load, 24 << 10, H);
  EXPECT_FLOAT_EQ(H[0], 0.0f);
  EXPECT_FLOAT_EQ(H[1], -1.0f);
  EXPECT_FLOAT_EQ(H[2], 1.0f);
  EXPECT_FLOAT_EQ(H[3], -1.0f);
  CacheHierarchy::footprintHitRates(A, MemAccessKind::Load, 1ull << 30, H);
  EXPECT_FLOAT_EQ(H[0], 0.0f);
  EXPECT_FLOAT_EQ(H[2], 0.0f);
  // 200 MiB on gfx942 (scaled walk: 1.6 M scalar lines): only the 256 MiB
  // MALL holds it.
  GCNProcessorModel C = model("gfx942");
  CacheHierarchy::footprintHitRates(C, MemAccessKind::Scalar, 200 << 20, H);
  EXPECT_FLOAT_EQ(H[0], 0.0f);
  EXPECT_FLOAT_EQ(H[2], 0.0f);
  EXPECT_FLOAT_EQ(H[3], 1.0f);
}

TEST(CacheHierarchy, DerivedRatesInTheProfile) {
  GCNProcessorModel M = model("gfx90a");
  GCNInstrCost C;
  C.Class = GCNInstClass::GLOBAL_LOAD;
  C.Unit = GCNExecUnit::VMEM;
  C.Dwords = 1;
  C.IssueCycles = 4;
  GCNTextureSetting Ann;
  // Derived L2 = 1 replaces the 0 % default: 125 x 0 + 237 = 237 cycles.
  const float Derived[4] = {-1, -1, 1, -1};
  MemAccessProfile P =
      MemAccessProfile::compute(M, C, 64, Ann, -1, -1,
                                StrideSource::Derived, Derived);
  EXPECT_EQ(P.Latency, 237u);
  // A rate given on the command line wins over the derived one (HBM 570).
  GCNProcessorModel O = model("gfx90a", {"LoadHitL2=0"});
  P = MemAccessProfile::compute(O, C, 64, Ann, -1, -1, StrideSource::Derived,
                                Derived);
  EXPECT_EQ(P.Latency, 570u);
  // An annotation wins over both: L2=0.5 -> 0.5 x 237 + 0.5 x 570 = 403.5.
  Ann.Hit[2] = 0.5f;
  P = MemAccessProfile::compute(M, C, 64, Ann, -1, -1, StrideSource::Derived,
                                Derived);
  EXPECT_EQ(P.Latency, 404u);
  // A footprint annotation derives the rates itself: 24 KiB -> L2 hits.
  Ann = GCNTextureSetting();
  Ann.FootprintBytes = 24 << 10;
  P = MemAccessProfile::compute(M, C, 64, Ann, -1, -1);
  EXPECT_EQ(P.Latency, 237u);
  // A scalar load: one 64 B line, the scalar cache first (SMEMLatency 40),
  // no vector-L1 bytes; at ScalarHitL1 = 0 it goes to HBM with 64 B, in
  // 570 - (125 - 40) = 485 cycles (the scalar cache's lookup in place of
  // the vector L1's, MemoryHierarchyTest).
  GCNInstrCost S;
  S.Class = GCNInstClass::SMEM_LOAD;
  S.Unit = GCNExecUnit::SMEM;
  S.Dwords = 2;
  S.IssueCycles = 1;
  P = MemAccessProfile::compute(M, S, 64, GCNTextureSetting(), -1, -1);
  EXPECT_EQ(P.Kind, MemAccessKind::Scalar);
  EXPECT_EQ(P.Lines, 1u);
  EXPECT_EQ(P.Latency, 40u);
  EXPECT_FLOAT_EQ(P.Bytes[unsigned(MemLevel::L1)], 0.0f);
  GCNProcessorModel Z = model("gfx90a", {"ScalarHitL1=0"});
  P = MemAccessProfile::compute(Z, S, 64, GCNTextureSetting(), -1, -1);
  EXPECT_EQ(P.Latency, 485u);
  EXPECT_FLOAT_EQ(P.Bytes[unsigned(MemLevel::DRAM)], 64.0f);
}

TEST(CacheHierarchy, AtomicsSerializeInL2Channels) {
  // gfx90a: 32 channels (4096 / 128), 256 B interleave.
  GCNProcessorModel M = model("gfx90a");
  GCNInstrCost C;
  C.Class = GCNInstClass::GLOBAL_ATOMIC;
  C.Unit = GCNExecUnit::VMEM;
  C.Dwords = 1;
  C.IssueCycles = 4;
  GCNTextureSetting Ann;
  // Unknown addresses (unit stride): 2 L2 lines, all channels: 2 x 128 B.
  MemAccessProfile P = MemAccessProfile::compute(M, C, 64, Ann, -1, -1);
  EXPECT_EQ(P.AtomicRequests, 2u);
  EXPECT_FLOAT_EQ(P.Bytes[unsigned(MemLevel::L2)], 256.0f);
  EXPECT_EQ(P.Latency, 237u); // an L2 hit, nothing serialized
  // A 1 KiB histogram: 8 lines on 4 channels: 8 x 4096 / 4.
  Ann.FootprintBytes = 1024;
  P = MemAccessProfile::compute(M, C, 64, Ann, -1, -1);
  EXPECT_EQ(P.AtomicRequests, 8u);
  EXPECT_FLOAT_EQ(P.Bytes[unsigned(MemLevel::L2)], 8192.0f);
  // One address for all lanes: 64 requests on one channel; the lanes wait
  // 63 clocks for each other.
  Ann.FootprintBytes = 4;
  Ann.StrideBytes = 0;
  P = MemAccessProfile::compute(M, C, 64, Ann, -1, -1);
  EXPECT_EQ(P.AtomicRequests, 64u);
  EXPECT_FLOAT_EQ(P.Bytes[unsigned(MemLevel::L2)], 64.0f * 4096);
  EXPECT_EQ(P.Latency, 237u + 63);
}

TEST(CacheHierarchy, DeriveHitRatesFromTraces) {
  // gfx90a, 4 waves on 4 CUs of one L2: each reads the same 256 B tile of A
  // (instruction 0: 2 L2 lines), its own tile of B (instruction 1) and
  // writes its own 256 B (instruction 2). Round robin: wave 0's A read
  // misses L2, waves 1-3 hit it: 6 of 8 L2 requests; B never hits; every
  // stored line is written back at the end: no store hit. Instruction 3 has
  // no trace: -1.
  GCNProcessorModel M = model("gfx90a");
  std::vector<uint64_t> A = lanes(0x100000, 4);
  std::vector<std::vector<uint64_t>> B, C;
  std::vector<std::vector<TracedAccess>> Waves(4);
  for (unsigned W = 0; W != 4; ++W) {
    B.push_back(lanes(0x200000 + W * 4096, 4));
    C.push_back(lanes(0x300000 + W * 4096, 4));
  }
  for (unsigned W = 0; W != 4; ++W)
    Waves[W] = {{0, MemAccessKind::Load, A},
                {1, MemAccessKind::Load, B[W]},
                {2, MemAccessKind::Store, C[W]}};
  std::vector<std::array<float, 4>> R = CacheHierarchy::deriveHitRates(
      M, 4, 4, Waves, std::vector<unsigned>{0, 1, 2, 3});
  ASSERT_EQ(R.size(), 4u);
  EXPECT_FLOAT_EQ(R[0][0], 0.0f);  // four different L1s
  EXPECT_FLOAT_EQ(R[0][2], 0.75f); // the shared L2
  EXPECT_FLOAT_EQ(R[0][1], -1.0f); // no GL1 on gfx90a
  EXPECT_FLOAT_EQ(R[1][2], 0.0f);
  EXPECT_FLOAT_EQ(R[2][2], 0.0f);
  EXPECT_FLOAT_EQ(R[3][2], -1.0f);
  // The same waves on one CU: its L1 serves waves 1-3's A reads (12 of 16
  // L1 lookups), so their L2 requests never happen: wave 0's 2 misses only.
  R = CacheHierarchy::deriveHitRates(M, 4, 1, Waves,
                                     std::vector<unsigned>{0, 0, 0, 0});
  EXPECT_FLOAT_EQ(R[0][0], 0.75f);
  EXPECT_FLOAT_EQ(R[0][2], 0.0f);
}

TEST(SetAssocCache, HashedSets) {
  // tiny(): 8 sets of 2 ways. Lines 0, 8 and 16 (bytes 0, 512, 1024) all
  // fall into set 0 by the modulo: reading 0, 8, 16 evicts 0. XOR-folded
  // (3 set bits): 8 ^ 1 = 9 -> set 1, 16 ^ 2 = 18 -> set 2, 0 -> set 0:
  // three sets, nothing evicted, the second read of 0 hits.
  CacheGeometry G = tiny(0);
  SetAssocCache Plain(G);
  G.HashSets = true;
  SetAssocCache Hashed(G);
  for (uint64_t A : {0, 512, 1024}) {
    Plain.read(A);
    Hashed.read(A);
  }
  EXPECT_FALSE(Plain.read(0).Hit);
  EXPECT_TRUE(Hashed.read(0).Hit);
}

TEST(SetAssocCache, HashedSetsOfManyRegions) {
  // A direct-mapped cache of 8 sets (3 set bits), sets XOR-folded. Reading
  // A, then B, then A again hits exactly when B's set differs from A's (or
  // B is A): the set of line L is the XOR of its 3-bit chunks, worked out
  // here the plain way. The pairs cover lines far apart (high parts that
  // share the cache's memo of folds, and ones that do not), read in an
  // order that keeps replacing the memo's entries.
  CacheGeometry G = {512, 64, 1, 0};
  G.HashSets = true;
  auto SetOf = [](uint64_t L) {
    uint64_t X = 0;
    for (; L; L >>= 3)
      X ^= L & 7;
    return X;
  };
  SetAssocCache C(G);
  ASSERT_EQ(C.sets(), 8u);
  uint64_t Seed = 12345;
  auto Next = [&Seed] {
    Seed = Seed * 6364136223846793005ull + 1442695040888963407ull;
    return Seed >> 20;
  };
  unsigned Same = 0, Differ = 0;
  for (unsigned I = 0; I < 4000; ++I) {
    uint64_t A = Next(), B = I % 2 ? A ^ (Next() & 0x3ff) : Next();
    C.read(A * 64);
    C.read(B * 64);
    bool Hit = C.read(A * 64).Hit;
    bool Expect = A == B || SetOf(A) != SetOf(B);
    EXPECT_EQ(Hit, Expect) << A << " " << B;
    ++(SetOf(A) == SetOf(B) ? Same : Differ);
  }
  // Both outcomes occur.
  EXPECT_GT(Same, 100u);
  EXPECT_GT(Differ, 100u);
}
