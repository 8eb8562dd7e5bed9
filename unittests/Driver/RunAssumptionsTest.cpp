//===- RunAssumptionsTest.cpp - What one region's run assumed -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// buildRunAssumptions(): every setting of a wave run is an entry with its
/// source, and the reproducing options restate each decided default; the
/// llvm-mca pipeline's entries. The AssumptionsView's wrapping keeps lines
/// within 100 columns.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/RunAssumptions.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

bool hasOption(const RunAssumptions &A, StringRef O) {
  return is_contained(A.Options, O.str());
}

const Assumption *entry(const RunAssumptions &A, StringRef Key) {
  for (const Assumption &E : A.Entries)
    if (E.Key == Key)
      return &E;
  return nullptr;
}

TEST(RunAssumptions, WaveRunRestatesEveryDefault) {
  GCNMCAConfig C;
  C.ControlFlow.Seed = 7;
  C.ControlFlow.Branches = {"L=0.25"};
  C.Wave.VMEMLatency = 300;
  C.Model.Params = {"LoadHitL2=50"};
  GCNProcessorModel M = cantFail(GCNProcessorModel::get("gfx90a"));
  RegionFacts F;
  F.Model = &M;
  F.HasEndPgm = true;
  RunSettings S = resolveRunSettings(C, F);
  AssumptionFacts AF;
  AF.CPU = "gfx90a";
  AF.Attrs = {"+xnack"};
  AF.CPUSource = "input (/some/dir/k.s:1: .amdgcn_target \"x\")";
  AF.Model = &M;
  RunAssumptions A = buildRunAssumptions(C, S, AF);
  // No kernel: the chip's 8 waves per SIMD, one-wave groups,
  // 4 x (4 x 8) = 128 of them, once per wave.
  for (StringRef O :
       {"-mcpu=gfx90a", "-mattr=+xnack", "-wave-size=64", "-waves-per-simd=8",
        "-workgroups=128", "-iterations=1", "-vmem-latency=300",
        "-gcn-param=LoadHitL2=50", "-clock-mhz=1700", "-export-path-cus=10"})
    EXPECT_TRUE(hasOption(A, O)) << O.str();
  // One-wave groups need no -workgroup-size.
  EXPECT_FALSE(any_of(A.Options, [](const std::string &O) {
    return StringRef(O).starts_with("-workgroup-size");
  }));
  for (StringRef K :
       {"Target", "Pipeline", "WaveSize", "WavesPerSIMD", "WorkgroupSize",
        "Workgroups", "Iterations", "ControlFlow", "Memory", "Clock"})
    EXPECT_NE(entry(A, K), nullptr) << K.str();
  EXPECT_EQ(entry(A, "Target")->Source, "input: k.s:1: .amdgcn_target \"x\"");
  EXPECT_EQ(entry(A, "WavesPerSIMD")->Source, "chip maximum (no kernel)");
  EXPECT_EQ(entry(A, "Iterations")->Source, "s_endpgm ends each wave");
  // A straight region (no control flow) decides no branch: no branch entry
  // nor branch options.
  EXPECT_EQ(entry(A, "Branches"), nullptr);
  EXPECT_FALSE(hasOption(A, "-seed=7"));
}

TEST(RunAssumptions, LLVMMCARun) {
  GCNMCAConfig C;
  C.Pipeline = PipelineKind::LLVMMCA;
  RegionFacts F;
  F.WaveRun = false;
  RunSettings S = resolveRunSettings(C, F);
  AssumptionFacts AF;
  AF.CPU = "gfx1100";
  AF.CPUSource = "-mcpu";
  RunAssumptions A = buildRunAssumptions(C, S, AF);
  EXPECT_EQ(A.Options,
            (std::vector<std::string>{"-mcpu=gfx1100", "-pipeline=llvm-mca",
                                      "-iterations=100"}));
  EXPECT_EQ(entry(A, "WaveSize"), nullptr);
  EXPECT_EQ(entry(A, "Iterations")->Source, "llvm-mca's default");
}

TEST(RunAssumptions, WrapsAtHundredColumns) {
  std::vector<std::string> Words(40, "-option=value");
  std::string Out;
  raw_string_ostream OS(Out);
  AssumptionsView::printWrapped(OS, "Reproduce with:", 17, Words);
  SmallVector<StringRef> Lines;
  StringRef(Out).rtrim('\n').split(Lines, '\n');
  EXPECT_GT(Lines.size(), 1u);
  for (StringRef L : Lines) {
    EXPECT_LE(L.size(), 100u);
    EXPECT_TRUE(L.starts_with("Reproduce with:  -") ||
                L.starts_with("                 -"))
        << L.str();
  }
}

} // namespace
