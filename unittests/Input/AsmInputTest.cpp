//===- AsmInputTest.cpp - Tests for the assembly input layer --------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of AsmInput on small AMDGPU files: instructions, labels,
/// comments with their instruction positions, kernels, and regions.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/AsmInput.h"
#include "ParsedAsm.h"
#include "llvm/MC/MCInstrInfo.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

TEST(AsmInputTest, LabelsCommentsAndFunctions) {
  Parsed P;
  ASSERT_TRUE(P.parse(R"(
  .text
  .type foo,@function
foo:
  s_mov_b32 s0, 0          ; gcn-mca: trip-count 4
.LBB0_1:
  v_add_f32 v0, v1, v2
  ; gcn-mca: taken
  s_cbranch_scc1 .LBB0_1
  s_endpgm
)",
                      "gfx900"))
      << P.Diags;
  ASSERT_EQ(P.In->instructions().size(), 4u);
  ASSERT_EQ(P.In->functionSymbols().size(), 1u);
  EXPECT_EQ(P.In->functionSymbols()[0], "foo");
  ASSERT_EQ(P.In->labels().size(), 2u);
  EXPECT_EQ(P.In->labels()[0].Name, "foo");
  EXPECT_EQ(P.In->labels()[0].InstIndex, 0u);
  EXPECT_EQ(P.In->labels()[1].Name, ".LBB0_1");
  EXPECT_EQ(P.In->labels()[1].InstIndex, 1u);
  // A trailing comment belongs before the next instruction; a comment line
  // before the branch (after a v_add_f32, which makes the parser look ahead
  // and lex the comment twice) is kept once.
  ASSERT_EQ(P.In->comments().size(), 2u);
  EXPECT_EQ(P.In->comments()[0].InstIndex, 1u);
  EXPECT_EQ(P.In->comments()[1].Text, " gcn-mca: taken");
  EXPECT_EQ(P.In->comments()[1].InstIndex, 2u);
  EXPECT_TRUE(P.In->kernels().empty());
  EXPECT_FALSE(P.In->regions().hasMarkers());
  EXPECT_EQ(P.In->regions().regions()[0]->getInstructions().size(), 4u);
}

TEST(AsmInputTest, KernelsFromDescriptors) {
  Parsed P;
  ASSERT_TRUE(P.parse(R"(
  .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
  .text
  .globl k
  .p2align 8
  .type k,@function
k:
  s_endpgm
  .section .rodata,"a",@progbits
  .p2align 6, 0x0
  .amdhsa_kernel k
    .amdhsa_next_free_vgpr 8
    .amdhsa_next_free_sgpr 10
    .amdhsa_accum_offset 8
  .end_amdhsa_kernel
  .text
)",
                      "gfx90a"))
      << P.Diags;
  ASSERT_EQ(P.In->kernels().size(), 1u);
  EXPECT_EQ(P.In->kernels()[0], "k");
}

TEST(AsmInputTest, ParseErrorIsReported) {
  Parsed P;
  EXPECT_FALSE(P.parse("v_bogus v0\n", "gfx900"));
  EXPECT_NE(P.Diags.find("in.s:1:1: error: invalid instruction"),
            std::string::npos);
}

} // namespace

namespace {
TEST(TargetSetupTest, Errors) {
  TargetSetup TS;
  EXPECT_EQ(toString(TS.init("x86_64-unknown-linux-gnu", "gfx900")),
            "unsupported target triple 'x86_64-unknown-linux-gnu': gcn-mca "
            "analyzes amdgcn code only");
  EXPECT_EQ(toString(TS.init("amdgcn-amd-amdhsa", "gfx9999")),
            "unknown processor 'gfx9999' for target 'amdgcn-amd-amdhsa' "
            "(-mcpu=help lists the processors)");
  EXPECT_FALSE(TS.init("amdgcn-amd-amdhsa", "tahiti")); // An alias works.
  EXPECT_EQ(TS.STI->getCPU(), "tahiti");
}

TEST(TargetSetupTest, SharesTheMCLayer) {
  TargetSetup A, B, C, D;
  ASSERT_FALSE(A.init("amdgcn-amd-amdhsa", "gfx90a", {"+xnack"}));
  ASSERT_FALSE(B.init("amdgcn-amd-amdhsa", "gfx90a", {"+xnack"}));
  ASSERT_FALSE(C.init("amdgcn-amd-amdhsa", "gfx90a", {"-xnack"}));
  // Same triple, processor and features: the same objects, kept alive by
  // every setup that uses them.
  EXPECT_EQ(A.STI.get(), B.STI.get());
  EXPECT_EQ(A.MRI.get(), B.MRI.get());
  EXPECT_EQ(A.MAI.get(), B.MAI.get());
  EXPECT_EQ(A.MCII.get(), B.MCII.get());
  EXPECT_EQ(A.MCIA.get(), B.MCIA.get());
  EXPECT_NE(A.STI.get(), C.STI.get());
  EXPECT_TRUE(A.STI->checkFeatures("+xnack"));
  EXPECT_TRUE(C.STI->checkFeatures("-xnack"));
  // An unknown feature: LLVM warns on each creation, so nothing is shared
  // (every run prints the warning).
  TargetSetup E;
  testing::internal::CaptureStderr();
  ASSERT_FALSE(D.init("amdgcn-amd-amdhsa", "gfx90a", {"+nosuchfeature"}));
  ASSERT_FALSE(E.init("amdgcn-amd-amdhsa", "gfx90a", {"+nosuchfeature"}));
  std::string Err = testing::internal::GetCapturedStderr();
  EXPECT_NE(D.STI.get(), E.STI.get());
  size_t First = Err.find("nosuchfeature");
  ASSERT_NE(First, std::string::npos) << Err;
  EXPECT_NE(Err.find("nosuchfeature", First + 1), std::string::npos) << Err;
}
} // namespace
