//===- KernelInfoTest.cpp - Descriptor reading and MC expressions ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of KernelInfo: MC evaluating descriptor expressions (AMDGPU
/// functions, errors) and the reading of `.amdhsa_kernel` blocks, `.set`
/// symbols, metadata and clang's `; Occupancy:` comment.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/KernelInfo.h"
#include "../ParsedAsm.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

KernelInfoTarget gfx9(bool Unified) {
  KernelInfoTarget T;
  T.Major = 9;
  T.UnifiedVGPRFile = Unified;
  T.XNACK = true;
  return T;
}

/// Parses \p Text for \p CPU and evaluates `.set v, EXPR` through MC's
/// parser (the symbol's value, or the operand of a `.amdhsa_` field via
/// KernelInfo in the tests below).
std::optional<int64_t> evalWithMC(StringRef Expr, StringRef CPU = "gfx90a",
                                  StringRef Defs = "") {
  Parsed P;
  std::string Text = (Defs + "\t.set v, " + Expr + "\n").str();
  if (!P.parse(Text, CPU)) {
    ADD_FAILURE() << P.Diags;
    return std::nullopt;
  }
  return P.In->symbolValue("v");
}

/// The arithmetic and AMDGPU functions kernel descriptors use, as MC
/// evaluates them (values derived by hand from AMDGPUUsage's definitions).
TEST(KernelInfo, MCEvaluatesAMDGPUFunctions) {
  EXPECT_EQ(evalWithMC("1+2*3"), 7);
  EXPECT_EQ(evalWithMC("max(3, 7, 1)"), 7);
  EXPECT_EQ(evalWithMC("or(1, 4, 8)"), 13);
  EXPECT_EQ(evalWithMC("alignto(13, 4)"), 16);
  // clang's accum_offset for 13 VGPRs: alignto(13,4)=16, /4=4, -1=3,
  // &~65536=3, &63=3, +1=4, *4=16.
  EXPECT_EQ(evalWithMC("(((((alignto(max(1, 13), 4)/4)-1)&~65536)&63)+1)*4"),
            16);
  // totalnumvgprs(agprs, vgprs): unified file (gfx90a): alignto(13,4)+20 =
  // 36; separate files (gfx908): max = 20; no AGPRs: the VGPRs.
  EXPECT_EQ(evalWithMC("totalnumvgprs(20, 13)"), 36);
  EXPECT_EQ(evalWithMC("totalnumvgprs(20, 13)", "gfx908"), 20);
  EXPECT_EQ(evalWithMC("totalnumvgprs(0, 13)"), 13);
  // extrasgprs(vcc, flat_scratch, xnack) on gfx9: VCC 2, with XNACK_MASK 4;
  // with FLAT_SCRATCH (not architected on gfx90a) 6; gfx10+: VCC only.
  EXPECT_EQ(evalWithMC("extrasgprs(1, 0, 1)"), 4);
  EXPECT_EQ(evalWithMC("extrasgprs(1, 1, 0)"), 6);
  EXPECT_EQ(evalWithMC("extrasgprs(1, 0, 0)"), 2);
  EXPECT_EQ(evalWithMC("extrasgprs(1, 1, 1)", "gfx1030"), 2);
  // Symbols defined before or after use.
  EXPECT_EQ(evalWithMC("k.num_vgpr + 1", "gfx90a",
                       "\t.set k.num_vgpr, max(42, amdgpu.max_num_vgpr)\n"
                       "\t.set amdgpu.max_num_vgpr, 32\n"),
            43);
}

/// The same extrasgprs rule, as KernelInfo applies it to descriptors that
/// state reserve_vcc / reserve_flat_scratch / reserve_xnack_mask.
TEST(KernelInfo, ExtraSGPRsFollowTheGeneration) {
  for (auto [CPU, Want] :
       {std::pair<StringRef, unsigned>{"gfx906", 6}, {"gfx1030", 2}}) {
    Parsed P;
    std::string Text = "\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 1\n"
                       "\t\t.amdhsa_next_free_sgpr 10\n";
    if (!CPU.starts_with("gfx10"))
      Text += "\t\t.amdhsa_reserve_flat_scratch 1\n"
              "\t\t.amdhsa_reserve_xnack_mask 1\n";
    Text += "\t.end_amdhsa_kernel\n";
    ASSERT_TRUE(P.parse(Text, CPU)) << P.Diags;
    Expected<KernelInfo> KI = KernelInfo::parse(
        *P.In, P.SM.getMemoryBuffer(P.SM.getMainFileID())->getBuffer(), "t.s",
        KernelInfoTarget::fromSubtarget(*P.TS.STI));
    ASSERT_TRUE(bool(KI)) << toString(KI.takeError());
    ASSERT_EQ(KI->kernels().size(), 1u);
    EXPECT_EQ(KI->kernels()[0].ExtraSGPRs, Want) << CPU.str();
    EXPECT_EQ(KI->kernels()[0].NumSGPRsForOccupancy, 10 + Want) << CPU.str();
  }
}

const char *Asm = R"(	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.type	k,@function
k:
	s_endpgm
	.type	helper,@function
helper:
	s_setpc_b64 s[30:31]
	.rodata
	.amdhsa_kernel k
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_next_free_vgpr max(totalnumvgprs(k.num_agpr, k.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(k.numbered_sgpr+extrasgprs(k.uses_vcc, k.uses_flat_scratch, 1), 1, 0)-extrasgprs(k.uses_vcc, k.uses_flat_scratch, 1)
		.amdhsa_accum_offset (((((alignto(max(1, k.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
		.amdhsa_reserve_vcc k.uses_vcc
		.amdhsa_reserve_flat_scratch k.uses_flat_scratch
	.end_amdhsa_kernel
	.set k.num_vgpr, 13
	.set k.num_agpr, 20
	.set k.numbered_sgpr, 30
	.set k.uses_vcc, 1
	.set k.uses_flat_scratch, 0
; Kernel info:
; Occupancy: occupancy(8, 8, 512, 8, 8, max(k.numbered_sgpr+extrasgprs(k.uses_vcc, k.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(k.num_agpr, k.num_vgpr), 1, 0))
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     20
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 128
    .name:           k
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 4
      - 1
    .sgpr_count:     34
    .symbol:         k.kd
    .vgpr_count:     36
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
)";

/// KernelInfo over \p Text parsed by MC for gfx90a.
Expected<KernelInfo> parseKernels(Parsed &P, StringRef Text) {
  if (!P.parse(Text, "gfx90a"))
    return createStringError(inconvertibleErrorCode(), P.Diags);
  return KernelInfo::parse(
      *P.In, P.SM.getMemoryBuffer(P.SM.getMainFileID())->getBuffer(),
      P.SM.getMemoryBuffer(P.SM.getMainFileID())->getBufferIdentifier(),
      gfx9(true));
}

TEST(KernelInfo, ParseClangOutput) {
  Parsed P;
  Expected<KernelInfo> KI = parseKernels(P, Asm);
  ASSERT_TRUE(bool(KI)) << toString(KI.takeError());
  ASSERT_EQ(KI->kernels().size(), 1u);
  const KernelDescriptorInfo &K = KI->kernels()[0];
  EXPECT_EQ(K.Name, "k");
  EXPECT_EQ(K.Line, 10u);
  // next_free_vgpr = alignto(13,4) + 20 = 36; accum_offset = 16.
  EXPECT_EQ(K.NextFreeVGPR, 36u);
  EXPECT_EQ(K.AccumOffset, 16u);
  EXPECT_EQ(K.ArchVGPRs, 16u);
  EXPECT_EQ(K.AGPRs, 20u);
  // next_free_sgpr = 30 (+4 -4); the occupancy counts 30 + 4 (VCC and
  // XNACK_MASK on gfx9) = 34.
  EXPECT_EQ(K.NextFreeSGPR, 30u);
  EXPECT_EQ(K.ExtraSGPRs, 4u);
  EXPECT_EQ(K.NumSGPRsForOccupancy, 34u);
  EXPECT_EQ(K.GroupSegmentFixedSize, 1024u);
  EXPECT_EQ(K.NumArchVGPRs, 13u);
  ASSERT_TRUE(K.ReqdWorkgroupSize.has_value());
  EXPECT_EQ((*K.ReqdWorkgroupSize)[1], 4u);
  EXPECT_EQ(K.MaxFlatWorkgroupSize, 128u);
  // clang's own figure: 36 VGPRs -> 40, 512/40 = 12 -> 8.
  EXPECT_EQ(K.ClangOccupancy, 8u);
  OccupancyInput In = K.toOccupancyInput();
  EXPECT_EQ(In.MinWorkgroupSize, 128u);
  EXPECT_EQ(In.MaxWorkgroupSize, 128u);
  EXPECT_EQ(In.WaveSize, 64u);
  ASSERT_EQ(KI->functions().size(), 1u);
  EXPECT_EQ(KI->functions()[0], "helper");
  EXPECT_EQ(KI->symbol("k.num_agpr"), 20);
}

TEST(KernelInfo, ParseErrors) {
  // MC accepts the forward reference; the value never gets defined. The
  // error points at the operand (line 2, column 26) and names the symbol.
  std::string Bad = "\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr "
                    "k.nope+1\n\t\t.amdhsa_next_free_sgpr 1\n"
                    "\t\t.amdhsa_accum_offset 4\n\t.end_amdhsa_kernel\n";
  Parsed P;
  Expected<KernelInfo> KI = parseKernels(P, Bad);
  ASSERT_FALSE(bool(KI));
  EXPECT_EQ(toString(KI.takeError()),
            "in.s:2:26: error: cannot evaluate .amdhsa_next_free_vgpr: "
            "undefined symbol 'k.nope'");
}

} // namespace
