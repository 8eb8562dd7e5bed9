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
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/TargetParser/Triple.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTargetMC();
void LLVMInitializeAMDGPUAsmParser();
}

namespace {

/// Owns the MC layer objects for one parse.
struct Parsed {
  SourceMgr SM;
  std::unique_ptr<MCSubtargetInfo> STI;
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCInstrInfo> MCII;
  std::unique_ptr<MCInstPrinter> IP;
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCObjectFileInfo> MOFI;
  std::unique_ptr<AsmInput> In;
  std::string Diags;

  bool parse(StringRef Text, StringRef CPU) {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmParser();
    Triple TT("amdgcn-amd-amdhsa");
    std::string Err;
    const Target *T = TargetRegistry::lookupTarget(TT, Err);
    if (!T)
      return false;
    STI.reset(T->createMCSubtargetInfo(TT, CPU, ""));
    MRI.reset(T->createMCRegInfo(TT));
    MCTargetOptions Opts;
    MAI.reset(T->createMCAsmInfo(*MRI, TT, Opts));
    MCII.reset(T->createMCInstrInfo());
    IP.reset(T->createMCInstPrinter(TT, 0, *MAI, *MCII, *MRI));
    SM.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(Text, "in.s"),
                          SMLoc());
    SM.setDiagHandler(
        [](const SMDiagnostic &D, void *C) {
          raw_string_ostream OS(*static_cast<std::string *>(C));
          D.print(nullptr, OS, false);
        },
        &Diags);
    Ctx = std::make_unique<MCContext>(TT, MAI.get(), MRI.get(), STI.get(), &SM);
    MOFI.reset(T->createMCObjectFileInfo(*Ctx, false));
    Ctx->setObjectFileInfo(MOFI.get());
    auto InOrErr = AsmInput::parse(*T, SM, *Ctx, *MAI, *STI, *MCII, *IP, {});
    if (!InOrErr) {
      consumeError(InOrErr.takeError());
      return false;
    }
    In = std::move(*InOrErr);
    return true;
  }
};

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
