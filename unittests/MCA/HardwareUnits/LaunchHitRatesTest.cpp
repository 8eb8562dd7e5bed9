//===- LaunchHitRatesTest.cpp - Hit rates from the launch's lines ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of LaunchHitRates: the emulated waves' lines fed through the
/// caches (repeats, iterations, unknown addresses, peers sharing the L2,
/// the residency window, the L2 share of the fed units, the peers' feed
/// stopping once the rates converge), with the hits
/// derived by hand on gfx90a (64 B L1 lines, 128 B L2 lines, 16 KiB L1,
/// 8 MiB L2).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/LaunchHitRates.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

GCNProcessorModel gfx90a() {
  Expected<GCNProcessorModel> M = GCNProcessorModel::get("gfx90a", ArrayRef<std::string>());
  EXPECT_TRUE(bool(M));
  return M ? *M : GCNProcessorModel();
}

/// A known global access of instruction \p Inst at position \p Pos.
void add(LaneAccessTrace &T, unsigned W, unsigned Inst,
         ArrayRef<uint64_t> Lines, bool Known = true) {
  LaneAccessTrace::Record R;
  R.Inst = Inst;
  R.Known = Known;
  T.add(W, R, Known ? Lines : ArrayRef<uint64_t>());
}

const std::vector<int8_t> TwoLoads = {int8_t(MemAccessKind::Load),
                                      int8_t(MemAccessKind::Load)};

/// One known access: wave \p W's instruction \p Inst reads \p Lines.
struct Access {
  unsigned W, Inst;
  std::vector<uint64_t> Lines;
};

/// A trace of \p Waves waves making \p Accesses in order, every wave
/// finished.
std::shared_ptr<LaneAccessTrace> trace(unsigned Waves,
                                       ArrayRef<Access> Accesses) {
  auto T = std::make_shared<LaneAccessTrace>(64, Waves);
  for (const Access &A : Accesses)
    add(*T, A.W, A.Inst, A.Lines);
  for (unsigned W = 0; W != Waves; ++W)
    T->finishWave(W);
  return T;
}

/// gfx90a's model and the input of a simulated unit on it.
class LaunchHitRatesTest : public ::testing::Test {
protected:
  GCNProcessorModel M = gfx90a();

  /// The simulated unit \p Own (no peers) with the access kinds \p Kinds.
  LaunchHitRates::Input input(const LaneAccessTrace &Own,
                              ArrayRef<int8_t> Kinds = TwoLoads) const {
    LaunchHitRates::Input In;
    In.Model = &M;
    In.Own = &Own;
    In.Kinds = Kinds;
    return In;
  }
};

} // namespace

TEST_F(LaunchHitRatesTest, RepeatsIterationsAndUnknown) {
  // One wave: instruction 0 reads L1 lines 0 and 1 (one 128 B L2 line),
  // instruction 1 reads them again.
  auto T = trace(1, {{0, 0, {0, 1}}, {0, 1, {0, 1}}});
  LaunchHitRates::Input In = input(*T);
  LaunchHitRates::Result R = LaunchHitRates::derive(In);
  ASSERT_EQ(R.Rates.size(), 2u);
  EXPECT_EQ(R.Accesses, 2u);
  EXPECT_EQ(R.Units, 1u);
  // Instruction 0: both L1 lines miss; they make one L2 request (one L2
  // line, missed together), which misses: L1 0, L2 0; no GL1 on gfx90a.
  EXPECT_FLOAT_EQ(R.Rates[0][0], 0.0f);
  EXPECT_FLOAT_EQ(R.Rates[0][1], -1.0f);
  EXPECT_FLOAT_EQ(R.Rates[0][2], 0.0f);
  // Instruction 1: both hit L1; nothing reaches L2 (-1: the model's).
  EXPECT_FLOAT_EQ(R.Rates[1][0], 1.0f);
  EXPECT_FLOAT_EQ(R.Rates[1][2], -1.0f);

  // Two iterations: instruction 0's second execution hits L1 too (2 of
  // its 4 lookups).
  In.Iterations = 2;
  R = LaunchHitRates::derive(In);
  EXPECT_EQ(R.Accesses, 4u);
  EXPECT_FLOAT_EQ(R.Rates[0][0], 0.5f);
  EXPECT_FLOAT_EQ(R.Rates[1][0], 1.0f);

  // An unknown address is not fed: instruction 1 gets no rates, and
  // instruction 0's lines are looked up once (no hits).
  auto U = std::make_shared<LaneAccessTrace>(64, 1);
  add(*U, 0, 0, {0, 1});
  add(*U, 0, 1, {}, /*Known=*/false);
  U->finishWave(0);
  In.Own = U.get();
  In.Iterations = 1;
  R = LaunchHitRates::derive(In);
  EXPECT_EQ(R.Accesses, 1u);
  EXPECT_FLOAT_EQ(R.Rates[0][0], 0.0f);
  EXPECT_FLOAT_EQ(R.Rates[1][0], -1.0f);
  EXPECT_FLOAT_EQ(R.Rates[1][2], -1.0f);

  // No emulated wave: nothing derived.
  auto None = std::make_shared<LaneAccessTrace>(64, 1);
  In.Own = None.get();
  R = LaunchHitRates::derive(In);
  EXPECT_EQ(R.Accesses, 0u);
  EXPECT_FLOAT_EQ(R.Rates[0][2], -1.0f);
}

TEST_F(LaunchHitRatesTest, PeersShareTheL2) {
  // The simulated CU and one peer read the same L2 line (L1 lines 0 and 1)
  // with instruction 0, then each a line of its own (instruction 1).
  auto Own = trace(1, {{0, 0, {0, 1}}, {0, 1, {100, 101}}});
  std::vector<std::shared_ptr<const LaneAccessTrace>> Peers = {
      trace(1, {{0, 0, {0, 1}}, {0, 1, {200, 201}}})};
  LaunchHitRates::Input In = input(*Own);
  In.Peers = Peers;
  LaunchHitRates::Result R = LaunchHitRates::derive(In);
  EXPECT_EQ(R.Units, 2u);
  EXPECT_EQ(R.Accesses, 4u);
  // In step: the simulated CU's read misses its L1 and the L2 (one
  // request for its two L1 lines); the peer's misses its own L1 and hits
  // the line in the shared L2: L1 0 of 4; L2 in bytes: 4 x 64 B arrived,
  // one 128 B line fetched below: 1 - 128 / 256 = 0.5.
  EXPECT_FLOAT_EQ(R.Rates[0][0], 0.0f);
  EXPECT_FLOAT_EQ(R.Rates[0][2], 0.5f);
  EXPECT_FLOAT_EQ(R.Rates[1][2], 0.0f);
  // Without the peer the line is read once: L2 0.
  In.Peers = {};
  R = LaunchHitRates::derive(In);
  EXPECT_EQ(R.Units, 1u);
  EXPECT_FLOAT_EQ(R.Rates[0][2], 0.0f);
}

TEST_F(LaunchHitRatesTest, ResidencyWindowAndL2Share) {
  // Two waves of one workgroup each reading L1 lines 0 and 2 (L2 lines 0
  // and 1) with instruction 0, wave 1 after wave 0 in launch order.
  auto T = trace(2, {{0, 0, {0}}, {0, 0, {2}}, {1, 0, {0}}, {1, 0, {2}}});
  LaunchHitRates::Input In = input(*T);
  // One resident wave: wave 1 runs after wave 0 on the same CU, its two
  // reads hit L1: L1 2 of 4.
  In.ResidentWaves = 1;
  LaunchHitRates::Result R = LaunchHitRates::derive(In);
  EXPECT_FLOAT_EQ(R.Rates[0][0], 0.5f);
  // Both resident, interleaved (w0 line 0, w1 line 0, w0 line 2, w1 line
  // 2): still the same L1, the second reads of each line hit: 2 of 4.
  In.ResidentWaves = 2;
  R = LaunchHitRates::derive(In);
  EXPECT_FLOAT_EQ(R.Rates[0][0], 0.5f);
  // The L2's share: 8 MiB shared by 104 units fed by 1 keeps 8 MiB / 104
  // (80 KiB, 630 lines of 128 B). 2048 distinct L2 lines (256 KiB, both
  // 64 B halves per access) read twice by one wave through its L1 (16 KiB:
  // evicted in between) hit L2 the second time only when the L2 holds
  // them.
  auto Big = std::make_shared<LaneAccessTrace>(64, 1);
  for (unsigned Round = 0; Round != 2; ++Round)
    for (uint64_t L = 0; L != 2048; ++L)
      add(*Big, 0, 0, {L * 2, L * 2 + 1});
  Big->finishWave(0);
  In.Own = Big.get();
  In.ResidentWaves = 1;
  R = LaunchHitRates::derive(In);
  EXPECT_FLOAT_EQ(R.Rates[0][2], 0.5f); // the whole 8 MiB: 2048 of 4096
  In.L2Units = 104;
  R = LaunchHitRates::derive(In);
  EXPECT_FLOAT_EQ(R.Rates[0][2], 0.0f); // 80 KiB: LRU evicts each line
}

TEST_F(LaunchHitRatesTest, L2RateInBytes) {
  // Two accesses each read one 64 B half of the same 128 B L2 line: the
  // second request hits, but the line fetched below is 128 B for the 128
  // B read: in bytes nothing was saved (1 - 128 / 128 = 0), so the profile
  // charges DRAM the two 64 B halves, the bytes the line moved.
  auto T = trace(1, {{0, 0, {0}}, {0, 0, {1}}});
  LaunchHitRates::Input In = input(*T);
  LaunchHitRates::Result R = LaunchHitRates::derive(In);
  EXPECT_FLOAT_EQ(R.Rates[0][0], 0.0f);
  EXPECT_FLOAT_EQ(R.Rates[0][2], 0.0f);
  // Stores: two halves of one line written by two accesses combine in
  // the write-back L2: one 128 B write-back for 128 B written: 0; a store
  // of a whole line written twice: the first write is absorbed (combined
  // with the second, which is written back): 1 - 128 / 256 = 0.5.
  auto S = trace(1, {{0, 0, {10}}, {0, 0, {11}}, {0, 1, {20, 21}},
                     {0, 1, {20, 21}}});
  std::vector<int8_t> Stores = {int8_t(MemAccessKind::Store),
                                int8_t(MemAccessKind::Store)};
  In.Own = S.get();
  In.Kinds = Stores;
  R = LaunchHitRates::derive(In);
  EXPECT_FLOAT_EQ(R.Rates[0][2], 0.0f);
  EXPECT_FLOAT_EQ(R.Rates[1][2], 0.5f);
}

namespace {
/// A peer trace of one wave reading L1 lines \p A and A + 1 (one L2 line)
/// with instruction 0.
std::shared_ptr<const LaneAccessTrace> onePair(uint64_t A) {
  return trace(1, {{0, 0, {A, A + 1}}});
}
} // namespace

TEST_F(LaunchHitRatesTest, PeersStopOnceTheRatesConverge) {
  std::shared_ptr<const LaneAccessTrace> Own = onePair(0);
  LaunchHitRates::Input In = input(*Own);
  In.Source.Count = 20;
  In.PeerTolerance = 0.01f;
  unsigned Calls = 0;
  // Streaming: peer K reads lines of its own. Every step's rates are 0
  // (L1 and L2 miss everywhere): 1 peer, then 3 peers, the same: stop.
  In.Source.At = [&Calls](unsigned K, bool) {
    ++Calls;
    return onePair(2 * (uint64_t(K) + 1));
  };
  LaunchHitRates::Result R = LaunchHitRates::derive(In);
  EXPECT_EQ(Calls, 3u);
  EXPECT_EQ(R.Units, 4u);
  EXPECT_EQ(R.PeersFetched, 3u);
  EXPECT_EQ(R.PeersSkipped, 17u);
  EXPECT_FLOAT_EQ(R.Rates[0][0], 0.0f);
  EXPECT_FLOAT_EQ(R.Rates[0][2], 0.0f);

  // Shared: every peer reads the simulated unit's L2 line. With 1 + P
  // units, (1 + P) x 128 B arrive at the L2 and one 128 B line is
  // fetched: 1 - 1 / (1 + P). The steps 1, 3, 7, 15, 20 peers give 0.5,
  // 0.75, 0.875, 0.9375, 0.952: moves of 25, 12.5, 6.25 and 1.5 points.
  // At 1 point every step moves more: all 20 peers are fed.
  Calls = 0;
  In.Source.At = [&Calls](unsigned, bool) {
    ++Calls;
    return onePair(0);
  };
  R = LaunchHitRates::derive(In);
  EXPECT_EQ(Calls, 20u);
  EXPECT_EQ(R.Units, 21u);
  EXPECT_EQ(R.PeersSkipped, 0u);
  EXPECT_FLOAT_EQ(R.Rates[0][2], 1.0f - 1.0f / 21);
  // At 7 points the step from 7 to 15 peers (6.25) ends the feed.
  Calls = 0;
  In.PeerTolerance = 0.07f;
  R = LaunchHitRates::derive(In);
  EXPECT_EQ(Calls, 15u);
  EXPECT_EQ(R.Units, 16u);
  EXPECT_EQ(R.PeersSkipped, 5u);
  EXPECT_FLOAT_EQ(R.Rates[0][2], 0.9375f);
  // Tolerance 0: every peer, whatever the rates.
  Calls = 0;
  In.PeerTolerance = 0;
  In.Source.At = [&Calls](unsigned K, bool) {
    ++Calls;
    return onePair(2 * (uint64_t(K) + 1));
  };
  R = LaunchHitRates::derive(In);
  EXPECT_EQ(Calls, 20u);
  EXPECT_EQ(R.PeersSkipped, 0u);
  // A peer none of whose waves ran (null) is fetched but not fed.
  In.Source.At = [](unsigned, bool) {
    return std::shared_ptr<const LaneAccessTrace>();
  };
  R = LaunchHitRates::derive(In);
  EXPECT_EQ(R.Units, 1u);
  EXPECT_EQ(R.PeersFetched, 20u);

  // Nothing of the simulated unit's reaches the caches (its address is
  // unknown): no rates, and no peer is emulated.
  auto Unknown = std::make_shared<LaneAccessTrace>(64, 1);
  add(*Unknown, 0, 0, {}, /*Known=*/false);
  Unknown->finishWave(0);
  In.Own = Unknown.get();
  Calls = 0;
  In.Source.At = [&Calls](unsigned, bool) {
    ++Calls;
    return onePair(0);
  };
  R = LaunchHitRates::derive(In);
  EXPECT_EQ(Calls, 0u);
  EXPECT_EQ(R.Accesses, 0u);
  EXPECT_FLOAT_EQ(R.Rates[0][0], -1.0f);
}

TEST_F(LaunchHitRatesTest, TheProbeRunsThePeersFirstWindow) {
  // The simulated unit: one resident wave at a time; wave 0 reads L1 lines
  // 0 and 1, wave 1 (after it) the same lines.
  auto Own = trace(2, {{0, 0, {0, 1}}, {1, 0, {0, 1}}});
  LaunchHitRates::Input In = input(*Own);
  In.ResidentWaves = 1;
  In.PeerTolerance = 0.01f;
  In.Source.Count = 20;
  In.Source.ProbeCheaper = true;
  unsigned Probes = 0, Whole = 0;
  // Streaming peers; a probe runs one wave (the first window), a whole
  // run two.
  In.Source.At = [&](unsigned K, bool Probe) {
    ++(Probe ? Probes : Whole);
    uint64_t A = 100 + 4 * uint64_t(K);
    std::vector<Access> Reads = {{0, 0, {A, A + 1}}};
    if (!Probe)
      Reads.push_back({1, 0, {A + 2, A + 3}});
    return std::shared_ptr<const LaneAccessTrace>(trace(2, Reads));
  };
  // The probe's steps (1, then 3 peers, each over the span the peers run:
  // the simulated unit's wave 0 only): L1 0, L2 0 both: converged. The
  // result is the simulated unit's whole run with the 3 probes: its wave 1
  // hits both lines in its CU's L1, everything else misses: L1 2 of the 10
  // lookups of the instruction (the simulated unit's 4, the peers' 6); L2:
  // 4 requests, all missed: 0. No whole run of a peer is emulated.
  LaunchHitRates::Result R = LaunchHitRates::derive(In);
  EXPECT_EQ(Probes, 3u);
  EXPECT_EQ(Whole, 0u);
  EXPECT_TRUE(R.Probed);
  EXPECT_EQ(R.Units, 4u);
  EXPECT_EQ(R.PeersSkipped, 17u);
  EXPECT_FLOAT_EQ(R.Rates[0][0], 0.2f);
  EXPECT_FLOAT_EQ(R.Rates[0][2], 0.0f);

  // Peers that read the simulated unit's lines: with 1 + P units the
  // first turn's L2 rate is 1 - 1 / (1 + P), 50 % then 75 %: the probe has
  // not converged and the steps start again with the whole runs (1, 3, 7,
  // 15, 20 peers: the rate keeps moving by more than a point).
  Probes = Whole = 0;
  In.Source.At = [&](unsigned, bool Probe) {
    ++(Probe ? Probes : Whole);
    return onePair(0);
  };
  R = LaunchHitRates::derive(In);
  EXPECT_EQ(Probes, 3u);
  EXPECT_EQ(Whole, 20u);
  EXPECT_FALSE(R.Probed);
  EXPECT_EQ(R.PeersSkipped, 0u);

  // Without ProbeCheaper (a peer's whole run is its first window) the
  // steps use the whole runs at once.
  Probes = Whole = 0;
  In.Source.ProbeCheaper = false;
  R = LaunchHitRates::derive(In);
  EXPECT_EQ(Probes, 0u);
  EXPECT_EQ(Whole, 20u);
}
