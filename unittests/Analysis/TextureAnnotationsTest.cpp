//===- TextureAnnotationsTest.cpp - Per-instruction texture settings ------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of TextureAnnotations on parsed assembly: scope of an
/// annotation (next instruction, trailing comment, next annotation, next
/// function), `default`, and the mapping onto region copies.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/TextureAnnotations.h"
#include "ParsedAsm.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

const char *Source = R"(
	.text
	.type	f,@function
f:
	s_nop 0
	; gcn-mca: texture 128bit
	s_nop 1
	s_nop 2 ; gcn-mca: texture point
	s_nop 3
	; gcn-mca: texture default
	s_nop 4
	; gcn-mca: texture aniso4
	.type	g,@function
g:
	s_nop 5
	; gcn-mca: texture 64bit bilinear
	s_endpgm
)";

TEST(TextureAnnotations, Scopes) {
  Parsed P;
  ASSERT_TRUE(P.parse(Source)) << P.Diags;
  ArrayRef<MCInst> Insts = P.In->instructions();
  ASSERT_EQ(Insts.size(), 7u);
  TextureAnnotations T = TextureAnnotations::collect(*P.In, P.SM);
  ASSERT_FALSE(T.empty());
  std::vector<GCNTextureSetting> S = T.forInstructions(Insts);
  ASSERT_EQ(S.size(), 7u);
  // s_nop 0: before any annotation.
  EXPECT_TRUE(S[0].empty());
  // s_nop 1: 128bit (filter unset: the model's).
  EXPECT_EQ(S[1].TexelBytes, 16u);
  EXPECT_EQ(S[1].FilterProbes, -1);
  // s_nop 2 carries a trailing `point`: it applies from s_nop 2 and
  // replaces 128bit entirely.
  EXPECT_EQ(S[2].TexelBytes, 0u);
  EXPECT_EQ(S[2].FilterProbes, 0);
  EXPECT_EQ(S[3].FilterProbes, 0);
  // `default` resets.
  EXPECT_TRUE(S[4].empty());
  // aniso4 stands before the next function's label: g starts afresh.
  EXPECT_TRUE(S[5].empty());
  EXPECT_EQ(S[6].TexelBytes, 8u);
  EXPECT_EQ(S[6].FilterProbes, 1);

  // A region copy is matched by location; a region without annotated
  // instructions gets an empty vector.
  std::vector<MCInst> Copy(Insts.begin() + 1, Insts.begin() + 3);
  std::vector<GCNTextureSetting> C = T.forInstructions(Copy);
  ASSERT_EQ(C.size(), 2u);
  EXPECT_EQ(C[0].TexelBytes, 16u);
  EXPECT_TRUE(T.forInstructions(Insts.slice(4, 2)).empty());
}

TEST(TextureAnnotations, BadWordWarnsAndIsIgnored) {
  Parsed P;
  ASSERT_TRUE(P.parse("\ts_nop 0\n\t; gcn-mca: texture 12bit\n\ts_nop 1\n"))
      << P.Diags;
  TextureAnnotations T = TextureAnnotations::collect(*P.In, P.SM);
  EXPECT_TRUE(T.empty());
  EXPECT_NE(P.Diags.find("in.s:2:"), std::string::npos) << P.Diags;
  EXPECT_NE(P.Diags.find("unknown texture annotation word '12bit'"),
            std::string::npos)
      << P.Diags;
}

} // namespace
