//===- WaveStreamsTest.cpp - Every wave's own stream, and its stops -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of WaveStreams::build on a parsed kernel whose loop runs
/// (workgroup id + 1) passes: the distinct streams, and each way the
/// emulation stops early (the region's budget, one wave's budget, the
/// stream entries) with the warning that says so; and the lines-only build
/// of the peers (Input::LinesOnly) against the full one.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/WaveStreams.h"
#include "ParsedAsm.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Analysis/KernelLaunch.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

// s2 = the workgroup id x (user SGPR count 2). After pass k, s8 = k; the
// loop goes on while k <= s2: a wave of workgroup g makes g + 1 passes and
// runs 1 + 3 (g + 1) + 1 = 3 g + 5 instructions (5, 8, 11, 14).
const char *Source = R"(
	.text
	.type	k,@function
k:
	s_mov_b32 s8, 0
.LBB0_1:
	s_add_u32 s8, s8, 1
	s_cmp_le_u32 s8, s2
	s_cbranch_scc1 .LBB0_1
	s_endpgm
.Lfunc_end0:
)";

// Global loads at a known address (lane L: 0x1000 + 4 L + 256 g, g the
// workgroup id), an LDS read, and a global load through a loaded (unknown)
// address.
const char *Accesses = R"(
	.text
	.type	k,@function
k:
	v_lshlrev_b32 v1, 2, v0
	s_lshl_b32 s3, s2, 8
	v_add_u32 v6, s3, v1
	v_add_u32 v6, 0x1000, v6
	v_mov_b32 v7, 0
	global_load_dword v2, v[6:7], off
	ds_read_b32 v3, v1
	v_mov_b32 v8, 0
	global_load_dword v4, v[2:3], off
	global_store_dword v[6:7], v4, off
	s_endpgm
.Lfunc_end0:
)";

// A store through a private segment buffer (s[0:3]: base 0x10000,
// SWIZZLE_ENABLE (word 1 bit 31), ADD_TID_ENABLE (word 3 bit 23), index
// stride code 3: 8 << 3 = 64 = the wave size), then a global load at a
// known, affine address (lane L: 0x1000 + 4 L): the first access is the
// wave's private segment, the second global (its lanes on the affine path
// never reach the lane set, which the store left marked private).
const char *ScratchThenGlobal = R"(
	.text
	.type	k,@function
k:
	s_mov_b32 s0, 0x10000
	s_mov_b32 s1, 0x80000000
	s_mov_b32 s2, -1
	s_mov_b32 s3, 0xe00000
	v_lshlrev_b32 v1, 2, v0
	buffer_store_dword v1, off, s[0:3], 0
	v_add_u32 v6, 0x1000, v1
	v_mov_b32 v7, 0
	global_load_dword v2, v[6:7], off
	s_endpgm
.Lfunc_end0:
)";

struct Fixture {
  Parsed P;
  std::unique_ptr<RegionControlFlow> RCF;
  KernelDescriptorInfo K;
  std::optional<KernelLaunch> Launch;

  bool init(const char *Text = Source) {
    if (!P.parse(Text))
      return false;
    auto R = RegionControlFlow::analyze(*P.In, P.In->instructions(), "k",
                                        *P.TS.MCII, TraceOptions());
    if (!R) {
      P.Diags += toString(R.takeError());
      return false;
    }
    RCF = std::move(*R);
    K.Fields["user_sgpr_count"] = 2;
    K.Fields["system_sgpr_workgroup_id_x"] = 1;
    LaunchShape Shape;
    Shape.Grid = {256, 1, 1};
    Shape.Workgroup = {64, 1, 1};
    Expected<KernelLaunch> L = KernelLaunch::create(Shape, {}, 0, {});
    if (!L) {
      P.Diags += toString(L.takeError());
      return false;
    }
    Launch.emplace(std::move(*L));
    return true;
  }

  /// Four waves, one per workgroup, workgroups 0-3 (one CU).
  WaveStreams::Input input() {
    WaveStreams::Input In;
    In.Trace = &RCF->getTrace();
    In.Insts = P.In->instructions();
    In.MCII = P.TS.MCII.get();
    In.MRI = P.TS.MRI.get();
    In.Setup.WaveSize = 64;
    In.Setup.Kernel = &K;
    In.Setup.Launch = &*Launch;
    In.WavesPerGroup = 1;
    In.NumGroups = 4;
    In.NumCUs = 1;
    return In;
  }
};

std::string noName(unsigned) { return std::string(); }

TEST(WaveStreams, EveryWaveItsOwnStream) {
  Fixture F;
  ASSERT_TRUE(F.init()) << F.P.Diags;
  WaveStreams W = WaveStreams::build(F.input(), noName);
  EXPECT_EQ(W.Stop, WaveStreams::StopKind::None);
  EXPECT_EQ(W.WavesEmulated, 4u);
  ASSERT_EQ(W.Streams.size(), 4u);
  for (unsigned I = 0; I < 4; ++I)
    EXPECT_EQ(W.Streams[W.StreamOf[I]].size(), 3 * I + 5) << I;
  EXPECT_EQ(W.stopWarning("k"), "");
  // The loop's passes per wave: 1, 2, 3, 4, each decided by the wave's own
  // SCC.
  ASSERT_EQ(W.Loops.size(), 1u);
  EXPECT_EQ(W.Loops[0].Entered, 4u);
  EXPECT_EQ(W.Loops[0].Derived, 4u);
  EXPECT_EQ(W.Loops[0].Min, 1u);
  EXPECT_EQ(W.Loops[0].Max, 4u);
  // A given trip count: every wave follows it, nothing counted per wave.
  TraceOptions Opts;
  Opts.TripCounts[".LBB0_1"] = 2;
  auto Given = RegionControlFlow::analyze(*F.P.In, F.P.In->instructions(),
                                          "k", *F.P.TS.MCII, Opts);
  ASSERT_TRUE(bool(Given)) << toString(Given.takeError());
  WaveStreams::Input In = F.input();
  In.Trace = &(*Given)->getTrace();
  WaveStreams WG = WaveStreams::build(In, noName);
  EXPECT_EQ(WG.Loops[0].Entered, 0u);
  EXPECT_EQ(WG.DistinctStreams, 1u);
}

TEST(WaveStreams, RegionBudgetStopsAtALaterWave) {
  // 15: wave 0 runs 5 (10 left), wave 1 8 (2 left), wave 2 its entry
  // block (1 left); its loop block (3) does not fit.
  Fixture F;
  ASSERT_TRUE(F.init()) << F.P.Diags;
  WaveStreams::Input In = F.input();
  In.Budget = 15;
  WaveStreams W = WaveStreams::build(In, noName);
  EXPECT_EQ(W.Stop, WaveStreams::StopKind::RegionBudget);
  EXPECT_EQ(W.WavesEmulated, 2u);
  EXPECT_EQ(W.StopWave, 2u);
  EXPECT_EQ(W.StopPlace.Group[0], 2u);
  EXPECT_TRUE(W.StuckLoop.empty());
  // One wave per workgroup: waves 2 and 3 run wave 0's stream.
  ASSERT_EQ(W.StreamOf.size(), 4u);
  EXPECT_EQ(W.StreamOf[2], W.StreamOf[0]);
  EXPECT_EQ(W.StreamOf[3], W.StreamOf[0]);
  EXPECT_EQ(W.stopWarning("k"),
            "the launch emulation of 'k' stopped: the budget of 15 emulated "
            "instructions (all waves together) ran out at wave 2 (wave 0 of "
            "workgroup 2,0,0); the waves from 2 on (2 of 4) run the stream "
            "of the emulated wave at their place in the first workgroup "
            "(wave 0's where there is none), their memory accesses the mean "
            "cost of the emulated executions; raise "
            "-max-emulated-instructions (now 15), simulate fewer workgroups "
            "(-workgroups=N) or give -emulate=false");
  // At wave 0 (4 < 5): no wave has its own stream.
  In.Budget = 4;
  WaveStreams W0 = WaveStreams::build(In, noName);
  EXPECT_EQ(W0.WavesEmulated, 0u);
  EXPECT_TRUE(W0.Streams.empty());
  EXPECT_NE(W0.stopWarning("k").find(
                "at wave 0 (wave 0 of workgroup 0,0,0); no wave's own stream "
                "is derived"),
            std::string::npos)
      << W0.stopWarning("k");
}

TEST(WaveStreams, WaveBudgetNamesTheLoop) {
  // 10 per wave: wave 2 runs 1 + 3 x 3 = 10 and cannot run s_endpgm.
  Fixture F;
  ASSERT_TRUE(F.init()) << F.P.Diags;
  WaveStreams::Input In = F.input();
  In.WaveBudget = 10;
  WaveStreams W = WaveStreams::build(In, noName);
  EXPECT_EQ(W.Stop, WaveStreams::StopKind::WaveBudget);
  EXPECT_EQ(W.StopWave, 2u);
  EXPECT_EQ(W.StuckLoop, ".LBB0_1");
  EXPECT_EQ(W.StuckPasses, 3u);
  EXPECT_NE(W.stopWarning("k").find(
                "wave 2 (wave 0 of workgroup 2,0,0) ran 10 instructions "
                "without ending (-max-expanded-instructions), still going "
                "round loop '.LBB0_1' (3 passes)"),
            std::string::npos)
      << W.stopWarning("k");
}

TEST(WaveStreams, StreamEntriesBound) {
  // 20: 5 + 8 = 13 kept, wave 2's 11 more would make 24.
  Fixture F;
  ASSERT_TRUE(F.init()) << F.P.Diags;
  WaveStreams::Input In = F.input();
  In.MaxStreamEntries = 20;
  WaveStreams W = WaveStreams::build(In, noName);
  EXPECT_EQ(W.Stop, WaveStreams::StopKind::StreamEntries);
  EXPECT_EQ(W.WavesEmulated, 2u);
  EXPECT_EQ(W.Streams.size(), 2u);
  EXPECT_EQ(W.stopWarning("k"),
            "the launch emulation of 'k' stopped: the distinct streams of "
            "the waves up to wave 2 (wave 0 of workgroup 2,0,0) would hold "
            "more than 20 instructions (the wave pipeline's bound); the "
            "waves from 2 on (2 of 4) run the stream of the emulated wave at "
            "their place in the first workgroup (wave 0's where there is "
            "none), their memory accesses the mean cost of the emulated "
            "executions; simulate fewer workgroups (-workgroups=N) or give "
            "-emulate=false");
}

TEST(WaveStreams, LinesOnlyKeepsTheRecordsAndLines) {
  Fixture F;
  ASSERT_TRUE(F.init(Accesses)) << F.P.Diags;
  WaveStreams::Input In = F.input();
  WaveStreams Full = WaveStreams::build(In, noName);
  In.LinesOnly = true;
  WaveStreams Lean = WaveStreams::build(In, noName);
  ASSERT_EQ(Full.WavesEmulated, 4u);
  ASSERT_EQ(Lean.WavesEmulated, 4u);
  EXPECT_EQ(Lean.Streams, Full.Streams);
  const LaneAccessTrace &A = *Full.Accesses, &B = *Lean.Accesses;
  for (unsigned W = 0; W < 4; ++W) {
    SCOPED_TRACE(W);
    ArrayRef<LaneAccessTrace::Record> RA = A.accesses(W), RB = B.accesses(W);
    // The four accesses: the known load, the LDS read, the unknown load,
    // the known store.
    ASSERT_EQ(RA.size(), 4u);
    ASSERT_EQ(RB.size(), 4u);
    for (unsigned I = 0; I < 4; ++I) {
      SCOPED_TRACE(I);
      EXPECT_EQ(RA[I].Inst, RB[I].Inst);
      EXPECT_EQ(RA[I].Pos, RB[I].Pos);
      EXPECT_EQ(RA[I].S, RB[I].S);
      EXPECT_EQ(RA[I].Store, RB[I].Store);
      EXPECT_EQ(RA[I].LinesKept, RB[I].LinesKept);
      EXPECT_EQ(A.lines(RA[I]), B.lines(RB[I]));
      // An LDS access is recorded without its addresses.
      if (RA[I].S != LaneAccessTrace::Space::LDS)
        EXPECT_EQ(RA[I].Known, RB[I].Known);
    }
    // 64 lanes x 4 bytes from 0x1000 + 256 W: 256 bytes, 4 lines of 64.
    EXPECT_TRUE(RB[0].Known);
    EXPECT_EQ(B.lines(RB[0]).size(), 4u);
    EXPECT_EQ(B.lines(RB[0]).front(), (0x1000u + 256 * W) / 64);
    EXPECT_FALSE(RB[1].Known);
    EXPECT_FALSE(RB[2].Known);
    EXPECT_TRUE(RB[3].Known && RB[3].Store);
  }
  // The full build's LDS read is known; the lean one fills no statistics.
  EXPECT_TRUE(A.accesses(0)[1].Known);
  EXPECT_EQ(Full.PerInst[5].Executions, 4u);
  EXPECT_EQ(Lean.PerInst[5].Executions, 0u);
}

TEST(WaveStreams, AccessSpaceIsItsOwn) {
  // record() and recordLines() decide the space of each access from the
  // access itself (isScratch): the global load right after the private
  // store is global, in the full build and the lines-only one (before
  // c55c172 the full build marked it private: the store's lane set).
  Fixture F;
  ASSERT_TRUE(F.init(ScratchThenGlobal)) << F.P.Diags;
  WaveStreams::Input In = F.input();
  WaveStreams Full = WaveStreams::build(In, noName);
  In.LinesOnly = true;
  WaveStreams Lean = WaveStreams::build(In, noName);
  ASSERT_EQ(Full.WavesEmulated, 4u);
  for (const WaveStreams *B : {&Full, &Lean}) {
    SCOPED_TRACE(B == &Full ? "full" : "lines only");
    ArrayRef<LaneAccessTrace::Record> R = B->Accesses->accesses(0);
    ASSERT_EQ(R.size(), 2u);
    EXPECT_EQ(R[0].Inst, 5u);
    EXPECT_EQ(R[0].S, LaneAccessTrace::Space::Scratch);
    EXPECT_TRUE(R[0].Known && R[0].Store);
    EXPECT_EQ(R[1].Inst, 8u);
    EXPECT_EQ(R[1].S, LaneAccessTrace::Space::Global);
    EXPECT_TRUE(R[1].Known);
    // 64 lanes x 4 bytes from 0x1000: the 4 lines of 64 bytes from 0x40.
    ASSERT_EQ(B->Accesses->lines(R[1]).size(), 4u);
    EXPECT_EQ(B->Accesses->lines(R[1]).front(), 0x1000u / 64);
  }
}

} // namespace
