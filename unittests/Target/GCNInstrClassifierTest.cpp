//===- GCNInstrClassifierTest.cpp - Classifier coverage and costs ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Coverage: for every processor LLVM 22 accepts (and every alias), every
/// encodable opcode (MCInstrDesc::isPseudo() false; see
/// docs/HardwareModel.md) must have a class. Also checks the headline costs:
/// MFMA passes per chip, FP64 rate, counters per generation.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Target/GCNInstrClassifier.h"
#include "Target/TestTarget.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "gtest/gtest.h"
#include <map>
#include <string>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// Every -mcpu LLVM 22 lists for amdgcn (`llc -march=amdgcn -mcpu=help`).
const char *const AllCPUs[] = {"bonaire",
                               "carrizo",
                               "fiji",
                               "generic",
                               "generic-hsa",
                               "gfx10-1-generic",
                               "gfx10-3-generic",
                               "gfx1010",
                               "gfx1011",
                               "gfx1012",
                               "gfx1013",
                               "gfx1030",
                               "gfx1031",
                               "gfx1032",
                               "gfx1033",
                               "gfx1034",
                               "gfx1035",
                               "gfx1036",
                               "gfx11-generic",
                               "gfx1100",
                               "gfx1101",
                               "gfx1102",
                               "gfx1103",
                               "gfx1150",
                               "gfx1151",
                               "gfx1152",
                               "gfx1153",
                               "gfx12-generic",
                               "gfx1200",
                               "gfx1201",
                               "gfx1250",
                               "gfx1251",
                               "gfx600",
                               "gfx601",
                               "gfx602",
                               "gfx700",
                               "gfx701",
                               "gfx702",
                               "gfx703",
                               "gfx704",
                               "gfx705",
                               "gfx801",
                               "gfx802",
                               "gfx803",
                               "gfx805",
                               "gfx810",
                               "gfx9-4-generic",
                               "gfx9-generic",
                               "gfx900",
                               "gfx902",
                               "gfx904",
                               "gfx906",
                               "gfx908",
                               "gfx909",
                               "gfx90a",
                               "gfx90c",
                               "gfx942",
                               "gfx950",
                               "hainan",
                               "hawaii",
                               "iceland",
                               "kabini",
                               "kaveri",
                               "mullins",
                               "oland",
                               "pitcairn",
                               "polaris10",
                               "polaris11",
                               "stoney",
                               "tahiti",
                               "tonga",
                               "tongapro",
                               "verde"};

/// The instruction info (the same for every processor of the triple).
const TestTarget &mc() {
  static TestTarget T("gfx90a");
  return T;
}

TEST(GCNProcessorModel, EveryProcessorAndAliasHasAModel) {
  for (const char *CPU : AllCPUs) {
    Expected<GCNProcessorModel> M = GCNProcessorModel::get(CPU);
    ASSERT_TRUE(bool(M)) << CPU << ": " << toString(M.takeError());
  }
  // And LLVM agrees these are amdgcn processors.
  for (const char *CPU : AllCPUs) {
    TargetSetup TS;
    Error E = TS.init("amdgcn-amd-amdhsa", CPU);
    // Processors without a scheduling model may be refused by TargetSetup;
    // the MC layer still knows them.
    consumeError(std::move(E));
  }
}

TEST(GCNProcessorModel, AliasesResolve) {
  EXPECT_EQ(cantFail(GCNProcessorModel::get("tahiti")).Name, "gfx600");
  EXPECT_EQ(cantFail(GCNProcessorModel::get("hawaii")).Name, "gfx701");
  EXPECT_EQ(cantFail(GCNProcessorModel::get("fiji")).Name, "gfx803");
  EXPECT_FALSE(bool(GCNProcessorModel::get("gfx9999")));
  consumeError(GCNProcessorModel::get("gfx9999").takeError());
}

TEST(GCNProcessorModel, EveryParameterHasASource) {
  for (const char *CPU : AllCPUs) {
    GCNProcessorModel M = cantFail(GCNProcessorModel::get(CPU));
    for (StringRef P : GCNProcessorModel::paramNames()) {
      unsigned V;
      EXPECT_TRUE(M.getParam(P, V)) << P.str();
      EXPECT_FALSE(M.getSource(P).empty())
          << CPU << ": parameter " << P.str() << " has no source";
    }
  }
}

TEST(GCNProcessorModel, KeyNumbers) {
  // hardware-numbers.md: max waves per SIMD 10 (GCN, gfx908), 8 (gfx90a,
  // gfx942), 20 (RDNA1), 16 (RDNA2+).
  EXPECT_EQ(cantFail(GCNProcessorModel::get("gfx900")).MaxWavesPerSIMD, 10u);
  EXPECT_EQ(cantFail(GCNProcessorModel::get("gfx908")).MaxWavesPerSIMD, 10u);
  EXPECT_EQ(cantFail(GCNProcessorModel::get("gfx90a")).MaxWavesPerSIMD, 8u);
  EXPECT_EQ(cantFail(GCNProcessorModel::get("gfx1010")).MaxWavesPerSIMD, 20u);
  EXPECT_EQ(cantFail(GCNProcessorModel::get("gfx1100")).MaxWavesPerSIMD, 16u);
  // Counter maxima: gfx6-8 vmcnt 4 bits; gfx9+ 6 bits; lgkmcnt 4 / 6 bits.
  GCNProcessorModel G8 = cantFail(GCNProcessorModel::get("gfx803"));
  EXPECT_EQ(G8.counterMax(WaitCounter::VmCnt), 15u);
  EXPECT_EQ(G8.counterMax(WaitCounter::LgkmCnt), 15u);
  EXPECT_FALSE(G8.hasCounter(WaitCounter::VsCnt));
  GCNProcessorModel G10 = cantFail(GCNProcessorModel::get("gfx1030"));
  EXPECT_EQ(G10.counterMax(WaitCounter::VmCnt), 63u);
  EXPECT_EQ(G10.counterMax(WaitCounter::LgkmCnt), 63u);
  EXPECT_EQ(G10.counterMax(WaitCounter::VsCnt), 63u);
  GCNProcessorModel G12 = cantFail(GCNProcessorModel::get("gfx1200"));
  EXPECT_FALSE(G12.hasCounter(WaitCounter::VmCnt));
  EXPECT_EQ(G12.counterMax(WaitCounter::KmCnt), 31u);
  EXPECT_EQ(G12.counterMax(WaitCounter::BvhCnt), 7u);
  // VGPR files: gfx90a unified 512, granule 8.
  GCNProcessorModel A = cantFail(GCNProcessorModel::get("gfx90a"));
  EXPECT_EQ(A.VGPRsPerLaneWave64, 512u);
  EXPECT_EQ(A.VGPRGranuleWave64, 8u);
  EXPECT_TRUE(A.UnifiedVGPRFile);
  EXPECT_EQ(cantFail(GCNProcessorModel::get("gfx950")).LDSBytesPerCU, 163840u);
}

TEST(GCNProcessorModel, Overrides) {
  Expected<GCNProcessorModel> M =
      GCNProcessorModel::get("gfx90a", {"VMEMLatency=300", "LDSLatency=0x20"});
  ASSERT_TRUE(bool(M));
  EXPECT_EQ(M->VMEMLatency, 300u);
  EXPECT_EQ(M->LDSLatency, 32u);
  EXPECT_EQ(M->getSource("VMEMLatency"), "command line (-gcn-param)");
  Expected<GCNProcessorModel> Bad =
      GCNProcessorModel::get("gfx90a", {"NoSuchParam=1"});
  ASSERT_FALSE(bool(Bad));
  EXPECT_NE(toString(Bad.takeError()).find("NoSuchParam"), std::string::npos);
  Expected<GCNProcessorModel> Bad2 =
      GCNProcessorModel::get("gfx90a", {"VMEMLatency=abc"});
  ASSERT_FALSE(bool(Bad2));
  consumeError(Bad2.takeError());
}

// The coverage rule: an opcode is "encodable" iff !MCInstrDesc::isPseudo();
// pseudos (generic codegen opcodes, SI_* / *_PSEUDO selection pseudos, the
// unsuffixed VOP pseudos) never come out of the assembler or disassembler.
TEST(GCNInstrClassifier, NoUnclassifiedOpcodeOnAnyProcessor) {
  const MCInstrInfo &MCII = *mc().TS.MCII;
  for (const char *CPU : AllCPUs) {
    GCNProcessorModel M = cantFail(GCNProcessorModel::get(CPU));
    GCNInstrClassifier C(M, MCII);
    std::vector<std::string> Missing;
    unsigned Checked = 0;
    for (unsigned Op = 0, E = MCII.getNumOpcodes(); Op != E; ++Op) {
      if (C.isNonEncodable(Op))
        continue;
      ++Checked;
      if (C.get(Op).Class == GCNInstClass::Unclassified)
        Missing.push_back(MCII.getName(Op).str());
    }
    EXPECT_GT(Checked, 30000u);
    std::string List;
    for (size_t I = 0; I < Missing.size() && I < 50; ++I)
      List += Missing[I] + " ";
    EXPECT_TRUE(Missing.empty())
        << CPU << ": " << Missing.size() << " unclassified opcodes: " << List;
  }
}

GCNInstrCost costOf(StringRef CPU, StringRef Opcode, unsigned Wave = 0) {
  static std::map<std::string, GCNProcessorModel> Models;
  auto It = Models.find(CPU.str());
  if (It == Models.end())
    It = Models.emplace(CPU.str(), cantFail(GCNProcessorModel::get(CPU))).first;
  GCNInstrClassifier C(It->second, *mc().TS.MCII, Wave);
  return C.get(mc().opcode(Opcode));
}

TEST(GCNInstrClassifier, MFMAPasses) {
  // Matrix Instruction Calculator: v_mfma_f32_32x32x8f16 64 cycles (16
  // passes) on CDNA1/2, 32 cycles (8 passes) on CDNA3.
  GCNInstrCost A = costOf("gfx90a", "V_MFMA_F32_32X32X8F16_gfx90a_acd");
  EXPECT_EQ(A.Class, GCNInstClass::MFMA);
  EXPECT_EQ(A.Unit, GCNExecUnit::Matrix);
  EXPECT_EQ(A.Passes, 16u);
  EXPECT_EQ(A.IssueCycles, 64u);
  GCNInstrCost B = costOf("gfx942", "V_MFMA_F32_32X32X8F16_gfx940_acd");
  EXPECT_EQ(B.Passes, 8u);
  EXPECT_EQ(B.IssueCycles, 32u);
  EXPECT_EQ(costOf("gfx908", "V_MFMA_F32_32X32X8F16_vi").Passes, 16u);
  // f32 32x32x2: 64 cycles on every CDNA; 4x4x1: 8 cycles.
  EXPECT_EQ(costOf("gfx942", "V_MFMA_F32_32X32X2F32_gfx940_acd").Passes, 16u);
  EXPECT_EQ(costOf("gfx942", "V_MFMA_F32_4X4X1F32_gfx940_acd").Passes, 2u);
  EXPECT_EQ(costOf("gfx90a", "V_MFMA_F32_16X16X16F16_gfx90a_acd").Passes, 8u);
  EXPECT_EQ(costOf("gfx942", "V_MFMA_F32_16X16X16F16_gfx940_acd").Passes, 4u);
  // f64: 16x16x4 32 cycles, 4x4x4 16 cycles.
  GCNInstrCost D = costOf("gfx90a", "V_MFMA_F64_16X16X4F64_gfx90a_acd");
  EXPECT_EQ(D.Class, GCNInstClass::MFMA_DGEMM);
  EXPECT_EQ(D.Passes, 8u);
  EXPECT_EQ(costOf("gfx942", "V_MFMA_F64_4X4X4F64_gfx940_acd").Passes, 4u);
}

TEST(GCNInstrClassifier, Wave64SinglePassAndCDNA4FP64Matrix) {
  // RDNA3+: wave64 FP32 FMA/ADD/MUL... one pass; other ops two passes.
  EXPECT_EQ(costOf("gfx1100", "V_FMA_F32_e64_gfx11", 64).IssueCycles, 1u);
  EXPECT_EQ(costOf("gfx1100", "V_FMAC_F32_e32_gfx11", 64).IssueCycles, 1u);
  EXPECT_EQ(costOf("gfx1100", "V_FMAAK_F32_gfx11", 64).IssueCycles, 1u);
  EXPECT_EQ(costOf("gfx1200", "V_MAX_NUM_F32_e32_gfx12", 64).IssueCycles, 1u);
  EXPECT_EQ(costOf("gfx1100", "V_XOR_B32_e32_gfx11", 64).IssueCycles, 2u);
  EXPECT_EQ(costOf("gfx1100", "V_ADD_F32_dpp_gfx11", 64).IssueCycles, 2u);
  EXPECT_EQ(costOf("gfx1100", "V_FMA_F32_e64_gfx11", 32).IssueCycles, 1u);
  // RDNA2 has no single-pass wave64 ops.
  EXPECT_EQ(costOf("gfx1030", "V_FMA_F32_gfx10", 64).IssueCycles, 2u);
  // gfx950: f64 16x16x4 16 passes (LLVM gfx950 model), 4x4x4 4 passes.
  EXPECT_EQ(costOf("gfx950", "V_MFMA_F64_16X16X4F64_gfx940_vcd").Passes, 16u);
  EXPECT_EQ(costOf("gfx950", "V_MFMA_F64_4X4X4F64_gfx940_vcd").Passes, 4u);
  EXPECT_EQ(costOf("gfx942", "V_MFMA_F64_16X16X4F64_gfx940_vcd").Passes, 8u);
}

TEST(GCNInstrClassifier, FP64Rate) {
  // gfx90a: full-rate FP64, v_fma_f64 as a wave64 VALU op = 4 cycles.
  GCNInstrCost A = costOf("gfx90a", "V_FMA_F64_vi");
  EXPECT_EQ(A.Class, GCNInstClass::VALU_FP64);
  EXPECT_EQ(A.IssueCycles, 4u);
  // gfx1030: 1/16 rate; wave32 VALU op 1 cycle -> 16 cycles.
  GCNInstrCost B = costOf("gfx1030", "V_FMA_F64_gfx10");
  EXPECT_EQ(B.Class, GCNInstClass::VALU_FP64);
  EXPECT_EQ(B.IssueCycles, 16u);
  // Same opcode, wave64 on gfx1030: 2 cycles x 16.
  EXPECT_EQ(costOf("gfx1030", "V_FMA_F64_gfx10", 64).IssueCycles, 32u);
  // Tahiti 1/4 rate: 4 x 4 = 16.
  EXPECT_EQ(costOf("tahiti", "V_FMA_F64_gfx6_gfx7").IssueCycles, 16u);
}

TEST(GCNInstrClassifier, ClassesAndCounters) {
  GCNInstrCost L = costOf("gfx900", "GLOBAL_LOAD_DWORDX4_vi");
  EXPECT_EQ(L.Class, GCNInstClass::GLOBAL_LOAD);
  EXPECT_EQ(L.Dwords, 4u);
  // 4 dwords x 64 lanes / 16 dwords per clock = 16 cycles.
  EXPECT_EQ(L.IssueCycles, 16u);
  EXPECT_EQ(L.Counters, counterBit(WaitCounter::VmCnt));
  // FLAT: vm + lgkm; stores on gfx10+: vscnt.
  GCNInstrCost F = costOf("gfx1030", "FLAT_STORE_DWORD_gfx10");
  EXPECT_EQ(F.Class, GCNInstClass::FLAT_STORE);
  EXPECT_EQ(F.Counters,
            counterBit(WaitCounter::VsCnt) | counterBit(WaitCounter::LgkmCnt));
  GCNInstrCost FL = costOf("gfx900", "FLAT_LOAD_DWORD_vi");
  EXPECT_EQ(FL.Counters,
            counterBit(WaitCounter::VmCnt) | counterBit(WaitCounter::LgkmCnt));
  // gfx6 stores also on expcnt.
  GCNInstrCost S6 = costOf("gfx600", "BUFFER_STORE_DWORD_OFFSET_gfx6_gfx7");
  EXPECT_EQ(S6.Counters,
            counterBit(WaitCounter::VmCnt) | counterBit(WaitCounter::ExpCnt));
  // gfx12 split counters.
  EXPECT_EQ(costOf("gfx1200", "GLOBAL_STORE_DWORD_gfx12").Counters,
            counterBit(WaitCounter::StoreCnt));
  EXPECT_EQ(costOf("gfx1200", "S_LOAD_B32_IMM_gfx12").Counters,
            counterBit(WaitCounter::KmCnt));
  EXPECT_EQ(costOf("gfx1200", "DS_READ_B32_gfx12").Counters,
            counterBit(WaitCounter::DsCnt));
  // Atomics: with return on the load counter, without on the store one.
  EXPECT_EQ(costOf("gfx1030", "GLOBAL_ATOMIC_ADD_RTN_gfx10").Counters,
            counterBit(WaitCounter::VmCnt));
  EXPECT_EQ(costOf("gfx1030", "GLOBAL_ATOMIC_ADD_gfx10").Counters,
            counterBit(WaitCounter::VsCnt));
  // Sequencer and scalar classes.
  EXPECT_EQ(costOf("gfx900", "S_WAITCNT_vi").Class, GCNInstClass::WAITCNT);
  EXPECT_EQ(costOf("gfx900", "S_NOP_vi").Class, GCNInstClass::NOP);
  EXPECT_EQ(costOf("gfx900", "S_ENDPGM_vi").Class, GCNInstClass::ENDPGM);
  EXPECT_EQ(costOf("gfx900", "S_BARRIER_vi").Class, GCNInstClass::BARRIER);
  EXPECT_EQ(costOf("gfx900", "S_CBRANCH_SCC1_vi").Class, GCNInstClass::BRANCH);
  EXPECT_EQ(costOf("gfx900", "S_ADD_U32_vi").Class, GCNInstClass::SALU);
  EXPECT_EQ(costOf("gfx900", "S_SENDMSG_vi").Counters,
            counterBit(WaitCounter::LgkmCnt));
  EXPECT_EQ(costOf("gfx900", "V_EXP_F32_e32_vi").Class,
            GCNInstClass::VALU_TRANS);
  // Transcendental quarter rate: 4 x 4 cycles on GCN.
  EXPECT_EQ(costOf("gfx900", "V_EXP_F32_e32_vi").IssueCycles, 16u);
  EXPECT_EQ(costOf("gfx1100", "V_EXP_F32_e32_gfx11").Unit, GCNExecUnit::Trans);
  EXPECT_EQ(costOf("gfx900", "V_ADD_F32_dpp_vi").Class, GCNInstClass::VALU_DPP);
  EXPECT_EQ(costOf("gfx900", "V_ADD_F32_sdwa_gfx9").Class,
            GCNInstClass::VALU_SDWA);
  EXPECT_EQ(costOf("gfx900", "V_PK_FMA_F16_vi").Class,
            GCNInstClass::VALU_PACKED);
  EXPECT_EQ(costOf("gfx900", "DS_READ_B32_vi").Class, GCNInstClass::DS_LOAD);
  // LDS: 1 dword x 4 B x 64 lanes / 64 B per clock = 4 cycles.
  EXPECT_EQ(costOf("gfx900", "DS_READ_B32_vi").IssueCycles, 4u);
  EXPECT_EQ(costOf("gfx900", "DS_READ2_B64_vi").Dwords, 4u);
  // A store's or atomic's address shares the port's input side with its
  // data (LDSStoreAddrBytes 4, rocprofiler-compute: wave64 b32 store 8
  // cycles, b128 20): (4 x Dwords + 4) x 64 / 64.
  EXPECT_EQ(costOf("gfx900", "DS_WRITE_B32_vi").IssueCycles, 8u);
  EXPECT_EQ(costOf("gfx90a", "DS_WRITE_B128_gfx9").IssueCycles, 20u);
  EXPECT_EQ(costOf("gfx90a", "DS_WRITE2_B32_gfx9").IssueCycles, 12u);
  EXPECT_EQ(costOf("gfx942", "DS_ADD_U32_gfx9").IssueCycles, 8u);
  EXPECT_EQ(costOf("gfx90a", "DS_READ_B128_gfx9").IssueCycles, 16u);
  // RDNA: no published figure, data only: wave32 b32 32 x 4 / 128 = 1.
  EXPECT_EQ(costOf("gfx1100", "DS_WRITE_B32_gfx11").IssueCycles, 1u);
  EXPECT_EQ(costOf("gfx900", "EXP_vi").Class, GCNInstClass::EXPORT);
  EXPECT_EQ(costOf("gfx900", "S_LOAD_DWORDX8_IMM_vi").Dwords, 8u);
  EXPECT_EQ(
      costOf("gfx1100", "V_WMMA_F32_16X16X16_F16_twoaddr_w32_gfx11").Passes,
      8u);
}

} // namespace

namespace {
/// Every IMAGE_SAMPLE* opcode of the target, with whether it takes explicit
/// derivatives (its name has a _D_ or _CD_ part right after the optional
/// compare _C: IMAGE_SAMPLE_D_..., IMAGE_SAMPLE_C_CD_CL_O_...).
std::vector<std::pair<unsigned, bool>> sampleOpcodes() {
  std::vector<std::pair<unsigned, bool>> R;
  const MCInstrInfo &MII = *mc().TS.MCII;
  for (unsigned Op = 0, E = MII.getNumOpcodes(); Op != E; ++Op) {
    StringRef Name = MII.getName(Op);
    if (!Name.consume_front("IMAGE_SAMPLE"))
      continue;
    bool IsD = false;
    for (StringRef P : {"_D_", "_CD_", "_C_D_", "_C_CD_"})
      IsD |= Name.starts_with(P);
    R.push_back({Op, IsD});
  }
  return R;
}
} // namespace

TEST(GCNInstrClassifier, TextureSampleFormatFilterGradient) {
  std::vector<std::pair<unsigned, bool>> Ops = sampleOpcodes();
  ASSERT_GT(Ops.size(), 100u);
  // gfx900 wave64: full rate ceil(64 / TexelsPerClk 4) = 16 cycles. With
  // 16-byte texels (x4), trilinear (x2) and derivatives x3: 128 and 384.
  GCNProcessorModel M = cantFail(GCNProcessorModel::get(
      "gfx900", {"TexelBytes=16", "TexFilterProbes=2", "TexGradientMul=3"}));
  GCNProcessorModel Point = cantFail(
      GCNProcessorModel::get("gfx900", {"TexelBytes=16", "TexFilterProbes=0"}));
  GCNProcessorModel Default = cantFail(GCNProcessorModel::get("gfx900"));
  GCNInstrClassifier C(M, *mc().TS.MCII, 64), CP(Point, *mc().TS.MCII, 64),
      CD(Default, *mc().TS.MCII, 64);
  unsigned NumD = 0;
  for (auto [Op, IsD] : Ops) {
    std::string Name = mc().TS.MCII->getName(Op).str();
    GCNInstrCost A = C.get(Op);
    // The VMEM floor: dwords x 64 lanes / 16 per clock.
    unsigned Floor = (A.Dwords * 64 + 15) / 16;
    EXPECT_EQ(A.Class,
              IsD ? GCNInstClass::MIMG_SAMPLE_D : GCNInstClass::MIMG_SAMPLE)
        << Name;
    EXPECT_EQ(A.IssueCycles, std::max(IsD ? 384u : 128u, Floor)) << Name;
    // Point sampling: the format does not count, derivatives do (x2).
    EXPECT_EQ(CP.get(Op).IssueCycles, std::max(IsD ? 32u : 16u, Floor)) << Name;
    EXPECT_EQ(CD.get(Op).IssueCycles, std::max(IsD ? 32u : 16u, Floor)) << Name;
    NumD += IsD;
  }
  EXPECT_GT(NumD, 20u);
}

TEST(GCNTextureSetting, Parse) {
  GCNTextureSetting A = cantFail(GCNTextureSetting::parse(" 128bit trilinear"));
  EXPECT_EQ(A.TexelBytes, 16u);
  EXPECT_EQ(A.FilterProbes, 2);
  GCNTextureSetting B = cantFail(GCNTextureSetting::parse("aniso8"));
  EXPECT_EQ(B.TexelBytes, 0u); // the model's
  EXPECT_EQ(B.FilterProbes, 8);
  EXPECT_TRUE(cantFail(GCNTextureSetting::parse("default")).empty());
  EXPECT_EQ(cantFail(GCNTextureSetting::parse("point 64bit")).FilterProbes, 0);
  Expected<GCNTextureSetting> Bad = GCNTextureSetting::parse("rgba9");
  ASSERT_FALSE(bool(Bad));
  EXPECT_NE(toString(Bad.takeError()).find("'rgba9'"), std::string::npos);
  EXPECT_FALSE(bool(GCNTextureSetting::parse("")));
  consumeError(GCNTextureSetting::parse("").takeError());
}

TEST(GCNInstrClassifier, TextureSettingPerInstruction) {
  // gfx900 wave64, a 4-dword sample: 16 cycles; with 16-byte texels and
  // trilinear 16 x 4 x 2 = 128; an empty setting or a non-sample: as get().
  GCNProcessorModel M = cantFail(GCNProcessorModel::get("gfx900"));
  GCNInstrClassifier C(M, *mc().TS.MCII, 64);
  MCInst Sample, Gather;
  for (const auto &[Op, IsD] : sampleOpcodes())
    if (!IsD && C.get(Op).Dwords == 4) {
      Sample.setOpcode(Op);
      break;
    }
  const MCInstrInfo &MII = *mc().TS.MCII;
  for (unsigned Op = 0, E = MII.getNumOpcodes(); Op != E; ++Op)
    if (MII.getName(Op).starts_with("IMAGE_GATHER4_V4")) {
      Gather.setOpcode(Op);
      break;
    }
  ASSERT_EQ(C.get(Gather).Class, GCNInstClass::MIMG_GATHER);
  ASSERT_EQ(C.get(Sample).Class, GCNInstClass::MIMG_SAMPLE);
  GCNTextureSetting T = cantFail(GCNTextureSetting::parse("128bit trilinear"));
  EXPECT_EQ(C.get(Sample).IssueCycles, 16u);
  EXPECT_EQ(C.get(Sample, T).IssueCycles, 128u);
  EXPECT_EQ(&C.get(Sample, GCNTextureSetting()), &C.get(Sample));
  EXPECT_EQ(&C.get(Gather, T), &C.get(Gather));
  EXPECT_NE(C.get(Sample, T).Source.find("texture annotation"),
            std::string::npos);
  // The annotated cost is cached: the same object for the same setting.
  EXPECT_EQ(&C.get(Sample, T), &C.get(Sample, T));
}
