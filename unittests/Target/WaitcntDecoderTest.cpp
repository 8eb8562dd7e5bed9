//===- WaitcntDecoderTest.cpp - Waitcnt decoders against llvm-mc ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Every wait form decoded from immediates that llvm-mc produced for the same
/// text. The encodings were obtained with
///   printf '<text>\n' | llvm-mc -triple=amdgcn -mcpu=<cpu> -show-encoding
/// (LLVM 22.1.8); the simm16 is the first two (little-endian) bytes.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Target/WaitcntDecoder.h"
#include "Target/TestTarget.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

GCNProcessorModel model(StringRef CPU) {
  return cantFail(GCNProcessorModel::get(CPU));
}

using WC = WaitCounter;

TEST(WaitcntDecoder, GFX6) {
  GCNProcessorModel M = model("gfx600");
  WaitcntDecoder D(M);
  // s_waitcnt vmcnt(0)  ; encoding: [0x70,0x0f,0x8c,0xbf]
  WaitcntLimits L = D.decodeWaitcnt(0x0f70);
  EXPECT_EQ(L.get(WC::VmCnt), 0u);
  EXPECT_EQ(L.get(WC::ExpCnt), 7u);
  EXPECT_EQ(L.get(WC::LgkmCnt), 15u);
  EXPECT_EQ(D.format(L), "vmcnt(0)");
  // s_waitcnt expcnt(0) ; encoding: [0x0f,0x0f,0x8c,0xbf]
  L = D.decodeWaitcnt(0x0f0f);
  EXPECT_EQ(D.format(L), "expcnt(0)");
  // s_waitcnt lgkmcnt(0) ; encoding: [0x7f,0x00,0x8c,0xbf]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0x007f)), "lgkmcnt(0)");
  // s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0x0321)), "vmcnt(1) expcnt(2) lgkmcnt(3)");
  EXPECT_EQ(D.encodeWaitcnt(D.decodeWaitcnt(0x0321)) & 0x0f7f, 0x0321u);
}

TEST(WaitcntDecoder, GFX900) {
  GCNProcessorModel M = model("gfx900");
  WaitcntDecoder D(M);
  // s_waitcnt vmcnt(0) ; encoding: [0x70,0x0f,0x8c,0xbf]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0x0f70)), "vmcnt(0)");
  // s_waitcnt expcnt(0) ; encoding: [0x0f,0xcf,0x8c,0xbf]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0xcf0f)), "expcnt(0)");
  // s_waitcnt lgkmcnt(0) ; encoding: [0x7f,0xc0,0x8c,0xbf]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0xc07f)), "lgkmcnt(0)");
  // s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,...]
  WaitcntLimits L = D.decodeWaitcnt(0x0321);
  EXPECT_EQ(L.get(WC::VmCnt), 1u);
  EXPECT_EQ(L.get(WC::ExpCnt), 2u);
  EXPECT_EQ(L.get(WC::LgkmCnt), 3u);
  // s_waitcnt vmcnt(45) lgkmcnt(7) ; encoding: [0x7d,0x87,0x8c,0xbf]
  // vmcnt = 0xd | (0x877d >> 14 = 2) << 4 = 45.
  L = D.decodeWaitcnt(0x877d);
  EXPECT_EQ(L.get(WC::VmCnt), 45u);
  EXPECT_EQ(L.get(WC::LgkmCnt), 7u);
  EXPECT_EQ(L.get(WC::ExpCnt), 7u);
  // Unused bits 7 and 13:12 come back set.
  EXPECT_EQ(D.encodeWaitcnt(L), 0x877du | 0x3000u | 0x0080u);
  // s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,...]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0xcf7f)), "none");
  // s_waitcnt 0 -> everything 0.
  EXPECT_EQ(D.format(D.decodeWaitcnt(0)), "vmcnt(0) expcnt(0) lgkmcnt(0)");
}

TEST(WaitcntDecoder, GFX1030) {
  GCNProcessorModel M = model("gfx1030");
  WaitcntDecoder D(M);
  // s_waitcnt vmcnt(0) ; encoding: [0x70,0x3f,0x8c,0xbf]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0x3f70)), "vmcnt(0)");
  // s_waitcnt expcnt(0) ; encoding: [0x0f,0xff,0x8c,0xbf]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0xff0f)), "expcnt(0)");
  // s_waitcnt lgkmcnt(0) ; encoding: [0x7f,0xc0,0x8c,0xbf]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0xc07f)), "lgkmcnt(0)");
  // s_waitcnt vmcnt(20) lgkmcnt(40) ; encoding: [0x74,0x68,0x8c,0xbf]
  WaitcntLimits L = D.decodeWaitcnt(0x6874);
  EXPECT_EQ(L.get(WC::VmCnt), 20u);
  EXPECT_EQ(L.get(WC::LgkmCnt), 40u);
  EXPECT_EQ(L.get(WC::ExpCnt), 7u);
  // s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,...]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0xff7f)), "none");
  // s_waitcnt_vscnt null, 0x5 ; encoding: [0x05,0x00,0xfd,0xbb]
  L = D.decodeSingle(WC::VsCnt, 0x0005);
  EXPECT_EQ(D.format(L), "vscnt(5)");
  // s_waitcnt_vmcnt null, 0x3 ; encoding: [0x03,0x00,0x7d,0xbc]
  EXPECT_EQ(D.format(D.decodeSingle(WC::VmCnt, 0x0003)), "vmcnt(3)");
  // s_waitcnt_lgkmcnt null, 0x2 ; encoding: [0x02,0x00,0x7d,0xbd]
  EXPECT_EQ(D.format(D.decodeSingle(WC::LgkmCnt, 0x0002)), "lgkmcnt(2)");
  // s_waitcnt_expcnt null, 0x1 ; encoding: [0x01,0x00,0xfd,0xbc]
  EXPECT_EQ(D.format(D.decodeSingle(WC::ExpCnt, 0x0001)), "expcnt(1)");
  // Values above the counter width clamp to "no wait".
  EXPECT_EQ(D.format(D.decodeSingle(WC::ExpCnt, 0xffff)), "none");
  // s_waitcnt_depctr depctr_va_vdst(0) ; encoding: [0x9f,0x0f,0xa3,0xbf]
  DepCtrFields F = WaitcntDecoder::decodeDepCtr(0x0f9f);
  EXPECT_EQ(F.VaVdst, 0u);
  EXPECT_EQ(F.VmVsrc, 7u);
  EXPECT_EQ(F.SaSdst, 1u);
  // s_waitcnt_depctr depctr_sa_sdst(0) ; encoding: [0x9e,0xff,0xa3,0xbf]
  F = WaitcntDecoder::decodeDepCtr(0xff9e);
  EXPECT_EQ(F.SaSdst, 0u);
  EXPECT_EQ(F.VaVdst, 15u);
  // s_waitcnt_depctr depctr_vm_vsrc(0) ; encoding: [0x83,0xff,0xa3,0xbf]
  F = WaitcntDecoder::decodeDepCtr(0xff83);
  EXPECT_EQ(F.VmVsrc, 0u);
  EXPECT_EQ(F.VaSdst, 7u);
  EXPECT_EQ(F.VaSsrc, 1u);
  EXPECT_EQ(F.VaVcc, 1u);
}

TEST(WaitcntDecoder, GFX1100) {
  GCNProcessorModel M = model("gfx1100");
  WaitcntDecoder D(M);
  // s_waitcnt vmcnt(0) ; encoding: [0xf7,0x03,0x89,0xbf]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0x03f7)), "vmcnt(0)");
  // s_waitcnt expcnt(0) ; encoding: [0xf0,0xff,0x89,0xbf]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0xfff0)), "expcnt(0)");
  // s_waitcnt lgkmcnt(0) ; encoding: [0x07,0xfc,0x89,0xbf]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0xfc07)), "lgkmcnt(0)");
  // s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x32,0x04,0x89,0xbf]
  EXPECT_EQ(D.format(D.decodeWaitcnt(0x0432)), "vmcnt(1) expcnt(2) lgkmcnt(3)");
  // s_waitcnt vmcnt(45) lgkmcnt(7) ; encoding: [0x77,0xb4,0x89,0xbf]
  WaitcntLimits L = D.decodeWaitcnt(0xb477);
  EXPECT_EQ(L.get(WC::VmCnt), 45u);
  EXPECT_EQ(L.get(WC::LgkmCnt), 7u);
  EXPECT_EQ(D.encodeWaitcnt(L), 0xb477u | 0x0008u); // unused bit 3 set
  // s_waitcnt vmcnt(20) lgkmcnt(40) ; encoding: [0x87,0x52,0x89,0xbf]
  L = D.decodeWaitcnt(0x5287);
  EXPECT_EQ(L.get(WC::VmCnt), 20u);
  EXPECT_EQ(L.get(WC::LgkmCnt), 40u);
  // s_waitcnt_vscnt null, 0x5 ; encoding: [0x05,0x00,0x7c,0xbc]
  EXPECT_EQ(D.format(D.decodeSingle(WC::VsCnt, 0x5)), "vscnt(5)");
  // s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
  //   ; encoding: [0x91,0x04,0x87,0xbf]
  DelayAluFields A = WaitcntDecoder::decodeDelayAlu(0x0491);
  EXPECT_EQ(DelayAluFields::instIdName(A.InstId0), "VALU_DEP_1");
  EXPECT_EQ(DelayAluFields::skipName(A.InstSkip), "NEXT");
  EXPECT_EQ(DelayAluFields::instIdName(A.InstId1), "SALU_CYCLE_1");
}

TEST(WaitcntDecoder, GFX1200) {
  GCNProcessorModel M = model("gfx1200");
  WaitcntDecoder D(M);
  // s_wait_loadcnt 0x3 ; encoding: [0x03,0x00,0xc0,0xbf]
  EXPECT_EQ(D.format(D.decodeSingle(WC::LoadCnt, 0x3)), "loadcnt(3)");
  // s_wait_storecnt 0x4 ; encoding: [0x04,0x00,0xc1,0xbf]
  EXPECT_EQ(D.format(D.decodeSingle(WC::StoreCnt, 0x4)), "storecnt(4)");
  // s_wait_samplecnt 0x5 ; encoding: [0x05,0x00,0xc2,0xbf]
  EXPECT_EQ(D.format(D.decodeSingle(WC::SampleCnt, 0x5)), "samplecnt(5)");
  // s_wait_bvhcnt 0x2 ; encoding: [0x02,0x00,0xc3,0xbf]
  EXPECT_EQ(D.format(D.decodeSingle(WC::BvhCnt, 0x2)), "bvhcnt(2)");
  // s_wait_bvhcnt 0x9 ; encoding: [0x09,0x00,0xc3,0xbf]: above bvhcnt's 3
  // bits, i.e. no wait.
  EXPECT_EQ(D.format(D.decodeSingle(WC::BvhCnt, 0x9)), "none");
  // s_wait_kmcnt 0x1 ; encoding: [0x01,0x00,0xc7,0xbf]
  EXPECT_EQ(D.format(D.decodeSingle(WC::KmCnt, 0x1)), "kmcnt(1)");
  // s_wait_dscnt 0x6 ; encoding: [0x06,0x00,0xc6,0xbf]
  EXPECT_EQ(D.format(D.decodeSingle(WC::DsCnt, 0x6)), "dscnt(6)");
  // s_wait_expcnt 0x2 ; encoding: [0x02,0x00,0xc4,0xbf]
  EXPECT_EQ(D.format(D.decodeSingle(WC::ExpCnt, 0x2)), "expcnt(2)");
  // s_wait_loadcnt_dscnt 0x302 ; encoding: [0x02,0x03,0xc8,0xbf]
  WaitcntLimits L = D.decodeCombined(WC::LoadCnt, 0x0302);
  EXPECT_EQ(L.get(WC::LoadCnt), 3u);
  EXPECT_EQ(L.get(WC::DsCnt), 2u);
  EXPECT_EQ(D.format(L), "loadcnt(3) dscnt(2)");
  // s_wait_storecnt_dscnt 0x405 ; encoding: [0x05,0x04,0xc9,0xbf]
  EXPECT_EQ(D.format(D.decodeCombined(WC::StoreCnt, 0x0405)),
            "storecnt(4) dscnt(5)");
  // s_wait_storecnt_dscnt 0x3f3f ; encoding: [0x3f,0x3f,0xc9,0xbf]
  EXPECT_EQ(D.format(D.decodeCombined(WC::StoreCnt, 0x3f3f)), "none");
  // Legacy s_waitcnt on gfx12: s_waitcnt vmcnt(5) expcnt(1) lgkmcnt(2)
  //   ; encoding: [0x21,0x14,0x89,0xbf]
  L = D.decodeWaitcnt(0x1421);
  EXPECT_EQ(L.get(WC::LoadCnt), 5u);
  EXPECT_EQ(L.get(WC::ExpCnt), 1u);
  EXPECT_EQ(L.get(WC::DsCnt), 2u);
  EXPECT_EQ(L.get(WC::KmCnt), 2u);
  // s_wait_alu depctr_va_vdst(0) ; encoding: [0x9f,0x0f,0x88,0xbf]
  EXPECT_EQ(WaitcntDecoder::decodeDepCtr(0x0f9f).VaVdst, 0u);
  EXPECT_EQ(WaitcntDecoder::decodeDepCtr(0xff9f).HoldCnt, 1u);
  // s_delay_alu instid0(TRANS32_DEP_2) ; encoding: [0x06,0x00,0x87,0xbf]
  DelayAluFields A = WaitcntDecoder::decodeDelayAlu(0x0006);
  EXPECT_EQ(DelayAluFields::instIdName(A.InstId0), "TRANS32_DEP_2");
  EXPECT_EQ(DelayAluFields::skipName(A.InstSkip), "SAME");
}

// MCInst-level decoding: opcode names select the form.
using Asm = TestTarget;

TEST(WaitcntDecoder, MCInstForms) {
  {
    Asm A("gfx900");
    GCNProcessorModel M = model("gfx900");
    WaitcntDecoder D(M);
    MCInst I;
    I.setOpcode(A.opcode("S_WAITCNT_vi"));
    I.addOperand(MCOperand::createImm(0xc07f));
    WaitInfo W = D.decode(I, *A.TS.MCII, A.TS.MRI.get());
    EXPECT_EQ(W.Kind, WaitInfo::Waitcnt);
    EXPECT_EQ(D.format(W.Limits), "lgkmcnt(0)");
    // s_nop 3 ; encoding: [0x03,0x00,0x80,0xbf] -> 4 wait states.
    MCInst N;
    N.setOpcode(A.opcode("S_NOP_vi"));
    N.addOperand(MCOperand::createImm(3));
    W = D.decode(N, *A.TS.MCII);
    EXPECT_EQ(W.Kind, WaitInfo::Nop);
    EXPECT_EQ(W.Count, 4u);
    // s_sleep 2 ; encoding: [0x02,0x00,0x8e,0xbf]
    MCInst S;
    S.setOpcode(A.opcode("S_SLEEP_vi"));
    S.addOperand(MCOperand::createImm(2));
    W = D.decode(S, *A.TS.MCII);
    EXPECT_EQ(W.Kind, WaitInfo::Sleep);
    EXPECT_EQ(W.Count, 2u);
    MCInst V;
    V.setOpcode(A.opcode("V_ADD_F32_e32_vi"));
    EXPECT_EQ(D.decode(V, *A.TS.MCII).Kind, WaitInfo::None);
  }
  {
    Asm A("gfx1030");
    GCNProcessorModel M = model("gfx1030");
    WaitcntDecoder D(M);
    MCInst I;
    I.setOpcode(A.opcode("S_WAITCNT_VSCNT_gfx10"));
    I.addOperand(MCOperand::createReg(0)); // no register
    I.addOperand(MCOperand::createImm(5));
    WaitInfo W = D.decode(I, *A.TS.MCII);
    EXPECT_EQ(D.format(W.Limits), "vscnt(5)");
  }
  {
    Asm A("gfx1200");
    GCNProcessorModel M = model("gfx1200");
    WaitcntDecoder D(M);
    MCInst I;
    I.setOpcode(A.opcode("S_WAIT_LOADCNT_DSCNT_gfx12"));
    I.addOperand(MCOperand::createImm(0x0302));
    EXPECT_EQ(D.format(D.decode(I, *A.TS.MCII).Limits), "loadcnt(3) dscnt(2)");
  }
}

} // namespace
