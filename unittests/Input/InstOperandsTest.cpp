//===- InstOperandsTest.cpp - Tests for InstOperands ----------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of InstOperands: completing decoded operand lists (tied copies,
/// immediates) and the operand count check run before MCA's InstrBuilder.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/InstOperands.h"
#include "Target/TestTarget.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

static unsigned reg(const TestTarget &T, StringRef Name) {
  for (unsigned R = 1, E = T.TS.MRI->getNumRegs(); R != E; ++R)
    if (StringRef(T.TS.MRI->getName(R)) == Name)
      return R;
  ADD_FAILURE() << "no register " << Name.str();
  return 0;
}

// V_FMA_MIXHI_F16: vdst, 3 x (mods, src), clamp, vdst_in (tied to vdst),
// op_sel, op_sel_hi = 11 operands. The decoder gives the first 8 (through
// clamp): vdst_in copies vdst, op_sel and op_sel_hi become 0.
TEST(InstOperandsTest, FillsTiedAndImmediates) {
  TestTarget T("gfx906");
  const MCInstrInfo &MCII = *T.TS.MCII;
  MCInst I;
  I.setOpcode(T.opcode("V_FMA_MIXHI_F16_vi"));
  ASSERT_EQ(MCII.get(I.getOpcode()).getNumOperands(), 11u);
  unsigned V0 = reg(T, "VGPR0");
  I.addOperand(MCOperand::createReg(V0));
  for (const char *Src : {"VGPR1", "VGPR2", "VGPR3"}) {
    I.addOperand(MCOperand::createImm(0));
    I.addOperand(MCOperand::createReg(reg(T, Src)));
  }
  I.addOperand(MCOperand::createImm(1)); // clamp
  EXPECT_TRUE(errorToBool(InstOperands::verify(I, MCII)));
  bool Changed = false;
  ASSERT_FALSE(errorToBool(InstOperands::complete(I, MCII, Changed)));
  EXPECT_TRUE(Changed);
  ASSERT_EQ(I.getNumOperands(), 11u);
  ASSERT_TRUE(I.getOperand(8).isReg());
  EXPECT_EQ(I.getOperand(8).getReg(), V0);
  EXPECT_EQ(I.getOperand(7).getImm(), 1);
  EXPECT_EQ(I.getOperand(9).getImm(), 0);
  EXPECT_EQ(I.getOperand(10).getImm(), 0);
  EXPECT_FALSE(errorToBool(InstOperands::verify(I, MCII)));
  // Complete already: nothing changes.
  ASSERT_FALSE(errorToBool(InstOperands::complete(I, MCII, Changed)));
  EXPECT_FALSE(Changed);
  EXPECT_EQ(I.getNumOperands(), 11u);
}

// S_BITSET1_B32_gfx11's sdst_in is a register operand without a tie in the
// MC description; the assembler gives it an immediate 0, and so do we.
TEST(InstOperandsTest, UntiedRegisterGetsWhatTheAssemblerGives) {
  TestTarget T("gfx1100");
  const MCInstrInfo &MCII = *T.TS.MCII;
  MCInst I;
  I.setOpcode(T.opcode("S_BITSET1_B32_gfx11"));
  I.addOperand(MCOperand::createReg(reg(T, "SGPR0")));
  I.addOperand(MCOperand::createReg(reg(T, "SGPR1")));
  bool Changed = false;
  ASSERT_FALSE(errorToBool(InstOperands::complete(I, MCII, Changed)));
  ASSERT_EQ(I.getNumOperands(), 3u);
  ASSERT_TRUE(I.getOperand(2).isImm());
  EXPECT_EQ(I.getOperand(2).getImm(), 0);
}

// Too many operands for a fixed description, or an opcode out of range:
// errors naming the instruction, not a crash.
TEST(InstOperandsTest, RejectsExtraOperandsAndBadOpcodes) {
  TestTarget T("gfx900");
  const MCInstrInfo &MCII = *T.TS.MCII;
  MCInst I;
  I.setOpcode(T.opcode("S_NOP_vi"));
  I.addOperand(MCOperand::createImm(0));
  EXPECT_FALSE(errorToBool(InstOperands::verify(I, MCII)));
  // (A trailing immediate 0 would be dropped: see the test above.)
  I.addOperand(MCOperand::createImm(7));
  EXPECT_TRUE(errorToBool(InstOperands::verify(I, MCII)));
  bool Changed = false;
  std::string Msg = toString(InstOperands::complete(I, MCII, Changed));
  EXPECT_NE(Msg.find("S_NOP_vi: 2 operands where its description has 1"),
            std::string::npos)
      << Msg;
  MCInst Bad;
  Bad.setOpcode(MCII.getNumOpcodes());
  EXPECT_TRUE(errorToBool(InstOperands::verify(Bad, MCII)));
  EXPECT_TRUE(errorToBool(InstOperands::complete(Bad, MCII, Changed)));
}

} // namespace

// DS_WRITE_B32_vi: addr, data0, offset, gds = 4 operands. LLVM 22 decodes
// it with a fifth, an immediate 0, on gfx90a: removed. A fifth operand that
// carries something (a register, a non-zero immediate) is an error.
TEST(InstOperandsTest, DropsTrailingZeroImmediates) {
  TestTarget T("gfx90a");
  const MCInstrInfo &MCII = *T.TS.MCII;
  auto Make = [&](MCOperand Extra) {
    MCInst I;
    I.setOpcode(T.opcode("DS_WRITE_B32_vi"));
    I.addOperand(MCOperand::createReg(reg(T, "VGPR1")));
    I.addOperand(MCOperand::createReg(reg(T, "VGPR2")));
    I.addOperand(MCOperand::createImm(16));
    I.addOperand(MCOperand::createImm(0));
    I.addOperand(Extra);
    return I;
  };
  MCInst I = Make(MCOperand::createImm(0));
  ASSERT_EQ(MCII.get(I.getOpcode()).getNumOperands(), 4u);
  EXPECT_TRUE(errorToBool(InstOperands::verify(I, MCII)));
  bool Changed = false;
  ASSERT_FALSE(errorToBool(InstOperands::complete(I, MCII, Changed)));
  EXPECT_TRUE(Changed);
  ASSERT_EQ(I.getNumOperands(), 4u);
  EXPECT_EQ(I.getOperand(2).getImm(), 16);
  EXPECT_FALSE(errorToBool(InstOperands::verify(I, MCII)));

  MCInst NonZero = Make(MCOperand::createImm(1));
  EXPECT_TRUE(errorToBool(InstOperands::complete(NonZero, MCII, Changed)));
  EXPECT_EQ(NonZero.getNumOperands(), 5u);
  MCInst Reg = Make(MCOperand::createReg(reg(T, "VGPR3")));
  EXPECT_TRUE(errorToBool(InstOperands::complete(Reg, MCII, Changed)));
}
