//===- AnalysisDriverTest.cpp - runAnalysis as a library call -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// runAnalysis() on in-memory assembly: one result per region, the report
/// in the stream, errors returned (never printed by the library alone).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/AnalysisDriver.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

TEST(AnalysisDriver, RegionsAndReport) {
  const char *Asm = "# LLVM-MCA-BEGIN first\n"
                    "  s_add_u32 s0, s1, s2\n"
                    "# LLVM-MCA-END first\n"
                    "# LLVM-MCA-BEGIN second\n"
                    "  v_add_f32 v0, v1, v2\n"
                    "  v_add_f32 v3, v1, v2\n"
                    "# LLVM-MCA-END second\n";
  GCNMCAConfig C;
  C.CPU = "gfx90a"; // The input names no target.
  C.Pipeline = PipelineKind::LLVMMCA;
  std::string Report;
  raw_string_ostream OS(Report);
  Expected<AnalysisResult> R = runAnalysis(C, MemoryBufferRef(Asm, "t.s"), OS);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  ASSERT_EQ(R->Regions.size(), 2u);
  EXPECT_EQ(R->Regions[0].Name, "first");
  EXPECT_EQ(R->Regions[1].Name, "second");
  EXPECT_GT(R->Regions[1].Cycles, 0u);
  // llvm-mca's default: 100 iterations of each region.
  EXPECT_NE(Report.find("Iterations:        100"), std::string::npos);
  EXPECT_NE(Report.find("[1] Code Region - second"), std::string::npos);
}

TEST(AnalysisDriver, EmptyInputIsAnError) {
  GCNMCAConfig C;
  C.CPU = "gfx90a";
  std::string Report;
  raw_string_ostream OS(Report);
  Expected<AnalysisResult> R =
      runAnalysis(C, MemoryBufferRef("  ; nothing\n", "e.s"), OS);
  ASSERT_FALSE(bool(R));
  EXPECT_EQ(toString(R.takeError()), "no assembly instructions found.");
}

TEST(AnalysisDriver, UnknownModelParameterIsAnError) {
  GCNMCAConfig C;
  C.CPU = "gfx90a";
  C.Model.Params.push_back("NoSuchParam=1");
  std::string Report;
  raw_string_ostream OS(Report);
  Expected<AnalysisResult> R =
      runAnalysis(C, MemoryBufferRef("  s_nop 0\n", "n.s"), OS);
  ASSERT_FALSE(bool(R));
  EXPECT_NE(toString(R.takeError()).find("unknown hardware-model parameter"),
            std::string::npos);
}

TEST(AnalysisDriver, TargetFromTheInput) {
  // No processor anywhere: an error naming the fix.
  GCNMCAConfig C;
  C.Pipeline = PipelineKind::LLVMMCA;
  std::string Report;
  raw_string_ostream OS(Report);
  Expected<AnalysisResult> R =
      runAnalysis(C, MemoryBufferRef("  s_nop 0\n", "n.s"), OS);
  ASSERT_FALSE(bool(R));
  EXPECT_NE(toString(R.takeError()).find("give one with -mcpu"),
            std::string::npos);
  // gfx11 syntax (s_load_b32) parses with the directive's processor, and
  // beats a fallback CPU that is not the user's.
  C.CPU = "gfx90a";
  R = runAnalysis(C,
                  MemoryBufferRef("  .amdgcn_target \"amdgcn-amd-amdhsa--"
                                  "gfx1100\"\n  s_load_b32 s0, s[0:1], 0x0\n",
                                  "g.s"),
                  OS);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
}

} // namespace
