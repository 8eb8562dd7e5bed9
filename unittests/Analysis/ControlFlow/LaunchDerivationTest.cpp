//===- LaunchDerivationTest.cpp - Wave 0's walk and its unknowns ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of LaunchDerivation::derive and of what the region's stream
/// and the waves' own streams say about the branches it cannot decide: the
/// directions given by options and annotations (followed by the walk), one
/// warning per uniform branch left to the default rule, and the waves
/// whose own state left a branch undecided (WaveStreams::Undecided).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/LaunchDerivation.h"
#include "ParsedAsm.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/Analysis/ControlFlow/WaveStreams.h"
#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Analysis/KernelLaunch.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

// s2 = the workgroup id x (user SGPR count 2); s9 is set by nothing, so it
// is unknown. Blocks: 0 k (branch on s9), 1 %bb.1, 2 .LBB0_2 (branch on
// s2 == 0), 3 %bb.3, 4 .LBB0_4.
const char *Source = R"(
	.text
	.type	k,@function
k:
	s_cmp_eq_u32 s9, 0
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_nop 0
.LBB0_2:
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	s_nop 0
.LBB0_4:
	s_endpgm
.Lfunc_end0:
)";

struct Fixture {
  Parsed P;
  KernelDescriptorInfo K;
  std::optional<KernelLaunch> Launch;
  WaveEmulator::KernelSetup Setup;

  bool init(StringRef Text = Source) {
    if (!P.parse(Text))
      return false;
    K.Fields["user_sgpr_count"] = 2;
    K.Fields["system_sgpr_workgroup_id_x"] = 1;
    LaunchShape Shape;
    Shape.Grid = {256, 1, 1};
    Shape.Workgroup = {64, 1, 1};
    Expected<KernelLaunch> L = KernelLaunch::create(Shape, {}, 0, {});
    if (!L) {
      consumeError(L.takeError());
      return false;
    }
    Launch.emplace(std::move(*L));
    Setup.WaveSize = 64;
    Setup.Kernel = &K;
    Setup.Launch = &*Launch;
    return true;
  }

  /// Wave 0's walk, as the driver's deriver does it.
  TraceOptions::DeriveFn deriver() {
    return [this](const ControlFlowGraph &G, const LoopNest &LN,
                  ArrayRef<MCInst> Insts, ArrayRef<std::optional<bool>> Given)
               -> std::shared_ptr<const DerivedControlFlow> {
      WaveEmulator E(*P.TS.MCII, *P.TS.MRI, 64);
      E.startKernelWave(Setup, WavePlacement());
      return std::make_shared<DerivedControlFlow>(LaunchDerivation::derive(
          G, LN, Insts, E, 1000, [](unsigned I) { return "#" + std::to_string(I); },
          Given));
    };
  }

  std::unique_ptr<RegionControlFlow> analyze(TraceOptions Opts) {
    Opts.Derive = deriver();
    auto R = RegionControlFlow::analyze(*P.In, P.In->instructions(), "k",
                                        *P.TS.MCII, Opts);
    if (!R) {
      consumeError(R.takeError());
      return nullptr;
    }
    return std::move(*R);
  }
};

std::string warnings(const RegionControlFlow &R) {
  std::string S;
  for (const CFGDiagnostic &D : R.diagnostics())
    S += D.Message + "\n";
  return S;
}

TEST(LaunchDerivation, StopsAtAnUnknownBranchAndSaysWhy) {
  Fixture F;
  ASSERT_TRUE(F.init()) << F.P.Diags;
  auto R = F.analyze(TraceOptions());
  ASSERT_TRUE(R);
  const DerivedControlFlow *D = nullptr;
  // The walk ends at block 0's branch (SCC from s9, unknown): neither
  // branch is derived, both take the default (not taken), each warned.
  WaveEmulator E(*F.P.TS.MCII, *F.P.TS.MRI, 64);
  E.startKernelWave(F.Setup, WavePlacement());
  DerivedControlFlow Own = LaunchDerivation::derive(
      R->getCFG(), R->getLoops(), F.P.In->instructions(), E, 1000,
      [](unsigned I) { return "#" + std::to_string(I); });
  D = &Own;
  EXPECT_FALSE(D->Completed);
  EXPECT_EQ(D->Stop, "the branch at #1 tests SCC, unknown since #0");
  EXPECT_FALSE(D->Taken[0]);
  EXPECT_FALSE(D->Taken[2]);
  EXPECT_EQ(D->BranchWhy[2], "the walk ended before it: " + D->Stop);
  std::string W = warnings(*R);
  EXPECT_NE(W.find("the uniform branch of 'k' is not taken by default: not "
                   "derived, the branch at #1 tests SCC, unknown since #0; a "
                   "wave whose own emulation decides it goes its own way; "
                   "give -branch=k=taken|not-taken"),
            std::string::npos)
      << W;
  EXPECT_NE(W.find("the uniform branch of '.LBB0_2' is not taken by "
                   "default: not derived, the walk ended before it: the "
                   "branch at #1"),
            std::string::npos)
      << W;
  EXPECT_TRUE(R->getTrace().isDefaultWarned(0));
  EXPECT_TRUE(R->getTrace().isDefaultWarned(2));
}

TEST(LaunchDerivation, GivenDirectionsLetTheWalkGoOn) {
  Fixture F;
  ASSERT_TRUE(F.init()) << F.P.Diags;
  // -branch=k=taken: the walk goes to .LBB0_2, where workgroup 0's s2 = 0
  // decides: taken. No warning.
  TraceOptions Opts;
  Opts.Branches["k"] = *BranchChoice::parse("taken");
  auto R = F.analyze(Opts);
  ASSERT_TRUE(R);
  EXPECT_EQ(warnings(*R), "");
  EXPECT_FALSE(R->getTrace().isDerivedChoice(0));
  EXPECT_TRUE(R->getTrace().isDerivedChoice(2));
  ASSERT_TRUE(R->getTrace().getBranchChoice(2));
  EXPECT_EQ(R->getTrace().getBranchChoice(2)->K, BranchChoice::Taken);
  // A probability of 1 is a direction; 0.5 is not.
  Opts.Branches["k"] = *BranchChoice::parse("1");
  EXPECT_EQ(Opts.givenDirections(R->getCFG())[0], std::optional<bool>(true));
  Opts.Branches["k"] = *BranchChoice::parse("0.5");
  EXPECT_EQ(Opts.givenDirections(R->getCFG())[0], std::nullopt);
  EXPECT_EQ(Opts.givenDirections(R->getCFG())[2], std::nullopt);
}

TEST(LaunchDerivation, AnnotationGivesADirectionOptionWins) {
  // The annotation in block k says not-taken; the walk follows it into
  // %bb.1 and on to .LBB0_2 (derived, taken).
  std::string Annotated = Source;
  Annotated.replace(Annotated.find("\ts_cmp_eq_u32 s9, 0"), 0,
                    "\t; gcn-mca: not-taken\n");
  Fixture F;
  ASSERT_TRUE(F.init(Annotated)) << F.P.Diags;
  auto R = F.analyze(TraceOptions());
  ASSERT_TRUE(R);
  TraceOptions Opts;
  EXPECT_EQ(Opts.givenDirections(R->getCFG())[0], std::optional<bool>(false));
  EXPECT_EQ(warnings(*R), "");
  EXPECT_TRUE(R->getTrace().isDerivedChoice(2));
  // -branch wins over the annotation.
  Opts.Branches["k"] = *BranchChoice::parse("taken");
  EXPECT_EQ(Opts.givenDirections(R->getCFG())[0], std::optional<bool>(true));
}

TEST(LaunchDerivation, WavesThatLeaveABranchUndecided) {
  // Every wave's s9 is unknown: 4 of 4 waves leave block 0 undecided, the
  // first being wave 0; block 2's branch every wave decides.
  Fixture F;
  ASSERT_TRUE(F.init()) << F.P.Diags;
  auto R = F.analyze(TraceOptions());
  ASSERT_TRUE(R);
  WaveStreams::Input In;
  In.Trace = &R->getTrace();
  In.Insts = F.P.In->instructions();
  In.MCII = F.P.TS.MCII.get();
  In.MRI = F.P.TS.MRI.get();
  In.Setup = F.Setup;
  In.WavesPerGroup = 1;
  In.NumGroups = 4;
  In.NumCUs = 1;
  WaveStreams W = WaveStreams::build(
      In, [](unsigned I) { return "#" + std::to_string(I); });
  ASSERT_EQ(W.Undecided.size(), 5u);
  EXPECT_EQ(W.Undecided[0].Waves, 4u);
  EXPECT_EQ(W.Undecided[0].FirstWave, 0u);
  EXPECT_EQ(W.Undecided[0].Why,
            "the branch at #1 tests SCC, unknown since #0");
  EXPECT_EQ(W.Undecided[2].Waves, 0u);
  // Workgroup 0 takes .LBB0_2's branch, 1-3 fall into %bb.3: 2 streams.
  EXPECT_EQ(W.DistinctStreams, 2u);
  // The waves per block: block 0's unknown branch goes the default way
  // (not taken) in every wave, so %bb.1 runs on all 4; %bb.3 on 3.
  ASSERT_EQ(W.BlockWaves.size(), 5u);
  EXPECT_EQ(W.BlockWaves[0], 4u);
  EXPECT_EQ(W.BlockWaves[1], 4u);
  EXPECT_EQ(W.BlockWaves[2], 4u);
  EXPECT_EQ(W.BlockWaves[3], 3u);
  EXPECT_EQ(W.BlockWaves[4], 4u);
}

} // namespace
