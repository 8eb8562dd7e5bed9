//===- WaveProgramStrideTest.cpp - Lane strides in the static facts -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of the lane strides WaveProgram applies: the precedence
/// annotation > derived > option > unit stride, the lines of a VMEM access,
/// and the LDS bank cycles and conflict latency floor of a b32 access.
//===----------------------------------------------------------------------===//

#include "ParsedAsm.h"
#include "gcn-mca/MCA/HardwareUnits/WaveProgram.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

WaveProgram build(Parsed &P, StringRef CPU, const WaveProgramParams &PP) {
  Expected<GCNProcessorModel> M =
      GCNProcessorModel::get(CPU, ArrayRef<std::string>());
  EXPECT_TRUE(bool(M));
  if (!M) {
    consumeError(M.takeError());
    return WaveProgram();
  }
  Expected<WaveProgram> W =
      WaveProgram::build(P.In->instructions(), *M, *P.TS.MCII, *P.TS.MRI, PP);
  EXPECT_TRUE(bool(W));
  if (!W) {
    consumeError(W.takeError());
    return WaveProgram();
  }
  return std::move(*W);
}

// gfx942 (CDNA3): ds_read_b32 wave64 costs 4 port cycles and LDSLatency 48.
// Stride 4: 2 bank cycles, no conflict: busy 4, latency 48 (52 load-to-use).
// Stride 32 B: 16 bank cycles (4-way over the 4-cycle cost): busy 16,
// load-to-use max(16 + 48, 120) = 120 -> latency 104. Stride 128 B: 64
// bank cycles: max(64 + 48, 120) = 120 -> latency 56.
TEST(WaveProgramStride, LDSConflictsAndPrecedence) {
  Parsed P;
  ASSERT_TRUE(P.parse("ds_read_b32 v1, v0\nds_read_b32 v2, v0\n"
                      "ds_read_b32 v3, v0\nds_read_b32 v4, v0\n",
                      "gfx942"))
      << P.Diags;
  std::vector<GCNTextureSetting> Ann(4);
  Ann[0].StrideBytes = 32; // annotated over the derived 128
  std::vector<int> Derived = {128, 128, -1, -1};
  WaveProgramParams PP;
  PP.Texture = Ann;
  PP.Strides = Derived;
  PP.OptionStride = 4;
  WaveProgram W = build(P, "gfx942", PP);
  ASSERT_EQ(W.size(), 4u);
  ArrayRef<AccessStride> S = W.accessStrides();
  EXPECT_EQ(S[0].Source, StrideSource::Annotated);
  EXPECT_EQ(S[0].Bytes, 32u);
  EXPECT_EQ(W.inst(0).Busy, 16u);
  EXPECT_EQ(W.inst(0).Latency, 104u);
  EXPECT_EQ(S[1].Source, StrideSource::Derived);
  EXPECT_EQ(S[1].Cost, 64u);
  EXPECT_EQ(W.inst(1).Busy, 64u);
  EXPECT_EQ(W.inst(1).Latency, 56u);
  EXPECT_EQ(S[2].Source, StrideSource::Option);
  EXPECT_EQ(W.inst(2).Busy, 4u);
  EXPECT_EQ(W.inst(2).Latency, 48u);

  // No option: unit stride, the default.
  PP.OptionStride = -1;
  WaveProgram U = build(P, "gfx942", PP);
  EXPECT_EQ(U.accessStrides()[3].Source, StrideSource::Default);
  EXPECT_EQ(U.accessStrides()[3].Bytes, 4u);
  EXPECT_EQ(U.inst(3).Busy, 4u);
  EXPECT_EQ(U.inst(3).Latency, 48u);
}

// gfx90a, 64 B lines: global_load_dword at stride 4 touches 4 lines
// (256 B), at 128 B 64 lines (one per lane); the L1 busy is max(TA 4,
// lines).
TEST(WaveProgramStride, VMEMLines) {
  Parsed P;
  ASSERT_TRUE(P.parse("global_load_dword v1, v0, s[0:1]\n"
                      "global_load_dword v2, v0, s[0:1]\n",
                      "gfx90a"))
      << P.Diags;
  std::vector<int> Derived = {4, 128};
  WaveProgramParams PP;
  PP.Strides = Derived;
  WaveProgram W = build(P, "gfx90a", PP);
  ASSERT_EQ(W.size(), 2u);
  EXPECT_EQ(W.accessStrides()[0].Cost, 4u);
  EXPECT_EQ(W.inst(0).Busy, 4u);
  EXPECT_EQ(W.accessStrides()[1].Cost, 64u);
  EXPECT_EQ(W.inst(1).Busy, 64u);
  EXPECT_EQ(W.accessStrides()[1].Source, StrideSource::Derived);
}

} // namespace
