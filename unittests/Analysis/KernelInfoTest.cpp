//===- KernelInfoTest.cpp - Descriptor reading and MC expressions ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of KernelInfo: the expression evaluator (precedence, AMDGPU
/// functions, errors) and the reading of `.amdhsa_kernel` blocks, `.set`
/// symbols, metadata and clang's `; Occupancy:` comment.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/KernelInfo.h"
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

int64_t eval(StringRef E, const StringMap<std::string> &S = {},
             KernelInfoTarget T = gfx9(true)) {
  Expected<int64_t> V = KernelInfo::evaluate(E, S, T);
  if (!V) {
    ADD_FAILURE() << toString(V.takeError());
    return -1;
  }
  return *V;
}

std::string evalError(StringRef E, const StringMap<std::string> &S = {}) {
  Expected<int64_t> V = KernelInfo::evaluate(E, S, gfx9(true));
  if (V)
    return "no error";
  return toString(V.takeError());
}

TEST(KernelInfo, Arithmetic) {
  EXPECT_EQ(eval("1+2*3"), 7);
  // GNU precedence: & binds tighter than +: (6&3)+1 = 3.
  EXPECT_EQ(eval("6&3+1"), 3);
  EXPECT_EQ(eval("-(4)-6"), -10);
  EXPECT_EQ(eval("~0&63"), 63);
  EXPECT_EQ(eval("0x10 >> 2"), 4);
  EXPECT_EQ(eval("7 % 4 == 3"), 1);
}

TEST(KernelInfo, AMDGPUFunctions) {
  EXPECT_EQ(eval("max(3, 7, 1)"), 7);
  EXPECT_EQ(eval("or(1, 4, 8)"), 13);
  EXPECT_EQ(eval("alignto(13, 4)"), 16);
  // clang's accum_offset for 13 VGPRs: alignto(13,4)=16, /4=4, -1=3,
  // &~65536=3, &63=3, +1=4, *4=16.
  EXPECT_EQ(eval("(((((alignto(max(1, 13), 4)/4)-1)&~65536)&63)+1)*4"), 16);
  // totalnumvgprs(agprs, vgprs): unified file: alignto(13,4)+20 = 36;
  // separate files: max = 20; no AGPRs: the VGPRs.
  EXPECT_EQ(eval("totalnumvgprs(20, 13)"), 36);
  EXPECT_EQ(eval("totalnumvgprs(20, 13)", {}, gfx9(false)), 20);
  EXPECT_EQ(eval("totalnumvgprs(0, 13)"), 13);
  // extrasgprs(vcc, flat_scratch, xnack) on gfx9: xnack 4, flat 6, vcc 2.
  EXPECT_EQ(eval("extrasgprs(1, 0, 1)"), 4);
  EXPECT_EQ(eval("extrasgprs(1, 1, 0)"), 6);
  EXPECT_EQ(eval("extrasgprs(1, 0, 0)"), 2);
  KernelInfoTarget G10;
  G10.Major = 10;
  EXPECT_EQ(eval("extrasgprs(1, 1, 1)", {}, G10), 2);
  KernelInfoTarget G6;
  G6.Major = 6;
  EXPECT_EQ(eval("extrasgprs(1, 1, 0)", {}, G6), 4);
  // occupancy(MaxWaves, Granule, File, Gen, Init, SGPRs, VGPRs) as clang
  // prints it for gfx90a: 42 VGPRs -> 48, 512/48 = 10 -> capped at 8.
  EXPECT_EQ(eval("occupancy(8, 8, 512, 8, 8, 60, 42)"), 8);
  // 130 VGPRs -> 136 -> 3.
  EXPECT_EQ(eval("occupancy(8, 8, 512, 8, 8, 60, 130)"), 3);
}

TEST(KernelInfo, Symbols) {
  StringMap<std::string> S;
  S["k.num_vgpr"] = "max(42, amdgpu.max_num_vgpr)";
  S["amdgpu.max_num_vgpr"] = "32";
  S["a"] = "b+1";
  S["b"] = "a";
  EXPECT_EQ(eval("k.num_vgpr + 1", S), 43);
  EXPECT_NE(evalError("a", S).find("defined in terms of itself"),
            std::string::npos);
  EXPECT_NE(evalError("nope").find("undefined symbol 'nope'"),
            std::string::npos);
  EXPECT_NE(evalError("4/0").find("division by zero"), std::string::npos);
  EXPECT_NE(evalError("max(1,").find("expression ends"), std::string::npos);
  EXPECT_NE(evalError("frob(1)").find("unknown function 'frob'"),
            std::string::npos);
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
    .max_flat_workgroup_size: 128
    .name:           k
    .reqd_workgroup_size:
      - 32
      - 4
      - 1
    .sgpr_count:     34
...
	.end_amdgpu_metadata
)";

TEST(KernelInfo, ParseClangOutput) {
  Expected<KernelInfo> KI = KernelInfo::parse(Asm, "t.s", gfx9(true));
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
  std::string Bad = "\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr "
                    "k.nope+1\n\t.end_amdhsa_kernel\n";
  Expected<KernelInfo> KI = KernelInfo::parse(Bad, "bad.s", gfx9(true));
  ASSERT_FALSE(bool(KI));
  EXPECT_EQ(toString(KI.takeError()),
            "bad.s:2:26: error: cannot evaluate .amdhsa_next_free_vgpr: "
            "undefined symbol 'k.nope'");
  KI = KernelInfo::parse("\t.amdhsa_kernel\n", "bad.s", gfx9(true));
  ASSERT_FALSE(bool(KI));
  EXPECT_EQ(toString(KI.takeError()),
            "bad.s:1:2: error: expected a kernel name after .amdhsa_kernel");
}

} // namespace
