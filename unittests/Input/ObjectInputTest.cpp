//===- ObjectInputTest.cpp - Tests for ObjectInput ------------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of ObjectInput's guard in front of LLVM's AMDGPU disassembler:
/// which processors need it and which encodings it keeps from the decoder.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/ObjectInput.h"
#include "Target/TestTarget.h"
#include "llvm/MC/MCInst.h"
#include "gtest/gtest.h"
#include <array>
#include <cstdint>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

TEST(ObjectInput, LiteralGuardByProcessor) {
  for (const char *CPU : {"gfx803", "gfx900", "gfx90a", "gfx942"})
    EXPECT_TRUE(ObjectInput::literalsCrashDecoder(*TestTarget(CPU).TS.STI))
        << CPU;
  for (const char *CPU : {"gfx950", "gfx1030", "gfx1100", "gfx1200"})
    EXPECT_FALSE(ObjectInput::literalsCrashDecoder(*TestTarget(CPU).TS.STI))
        << CPU;
}

TEST(ObjectInput, UnsupportedLiteralEncodings) {
  // v_fma_f32 v0, v1, v2, v3 (VOP3, gfx9): sources 0x101, 0x102, 0x103.
  const uint8_t Fma[] = {0x00, 0x00, 0xcb, 0xd1, 0x01, 0x05, 0x0e, 0x04};
  EXPECT_FALSE(ObjectInput::unsupportedLiteral(Fma));
  // Each source field set to 255 in turn.
  for (unsigned Shift : {0u, 9u, 18u}) {
    uint32_t Hi = 0x040e0501u;
    Hi = (Hi & ~(0x1ffu << Shift)) | (0xffu << Shift);
    uint8_t Lit[8] = {0x00, 0x00, 0xcb, 0xd1};
    for (unsigned I = 0; I < 4; ++I)
      Lit[4 + I] = uint8_t(Hi >> (8 * I));
    EXPECT_TRUE(ObjectInput::unsupportedLiteral(Lit)) << Shift;
  }
  // 0x1ff is v255, not a literal.
  const uint8_t V255[] = {0x00, 0x00, 0xcb, 0xd1, 0xff, 0x05, 0x0e, 0x04};
  EXPECT_FALSE(ObjectInput::unsupportedLiteral(V255));
  // buffer_store_dword: soffset s0 is fine, 255 is not; MTBUF likewise.
  const uint8_t Buf[] = {0x20, 0x02, 0x70, 0xe0, 0x00, 0x7f, 0x5e, 0x00};
  const uint8_t BufLit[] = {0x20, 0x02, 0x70, 0xe0, 0x00, 0x7f, 0x5e, 0xff};
  const uint8_t TBufLit[] = {0x00, 0x00, 0x74, 0xe8, 0x00, 0x01, 0x02, 0xff};
  EXPECT_FALSE(ObjectInput::unsupportedLiteral(Buf));
  EXPECT_TRUE(ObjectInput::unsupportedLiteral(BufLit));
  EXPECT_TRUE(ObjectInput::unsupportedLiteral(TBufLit));
  // Other encodings, and fewer than 8 bytes, are left to the decoder:
  // global_load_dword (FLAT) with 0xff in its last byte; s_nop 0.
  const uint8_t Flat[] = {0x00, 0x80, 0x50, 0xdc, 0x02, 0x00, 0x7f, 0xff};
  const uint8_t Nop[] = {0x00, 0x00, 0x80, 0xbf};
  EXPECT_FALSE(ObjectInput::unsupportedLiteral(Flat));
  EXPECT_FALSE(ObjectInput::unsupportedLiteral(Nop));
}

} // namespace

namespace {

TEST(ObjectInput, SDWAGuardByProcessor) {
  for (const char *CPU : {"gfx803", "gfx900", "gfx90a", "gfx950", "gfx1030"})
    EXPECT_TRUE(ObjectInput::hasSDWA(*TestTarget(CPU).TS.STI)) << CPU;
  for (const char *CPU : {"gfx1100", "gfx1200"})
    EXPECT_FALSE(ObjectInput::hasSDWA(*TestTarget(CPU).TS.STI)) << CPU;
}

/// The 8 bytes of an instruction word \p Lo followed by an SDWA word \p Hi.
static std::array<uint8_t, 8> words(uint32_t Lo, uint32_t Hi) {
  std::array<uint8_t, 8> B;
  for (unsigned I = 0; I < 4; ++I) {
    B[I] = uint8_t(Lo >> (8 * I));
    B[4 + I] = uint8_t(Hi >> (8 * I));
  }
  return B;
}

TEST(ObjectInput, InvalidSDWASelects) {
  // v_add_f32_sdwa v0, v0, v1 (VOP2, gfx9): every select DWORD (6).
  const uint32_t Add = 0x020002f9, AddSDWA = 0x06061600;
  EXPECT_FALSE(ObjectInput::invalidSDWASelect(words(Add, AddSDWA)));
  for (unsigned Shift : {8u, 16u, 24u})
    EXPECT_TRUE(ObjectInput::invalidSDWASelect(
        words(Add, (AddSDWA & ~(7u << Shift)) | (7u << Shift))))
        << Shift;
  // v_cmp_eq_f32_sdwa (VOPC): bits 8-10 belong to sdst; the source selects
  // are checked.
  const uint32_t Cmp = 0x7c8402f9, CmpSDWA = 0x06060000;
  EXPECT_FALSE(ObjectInput::invalidSDWASelect(words(Cmp, CmpSDWA | 0x700)));
  EXPECT_TRUE(ObjectInput::invalidSDWASelect(words(Cmp, CmpSDWA | 0x70000)));
  // Not SDWA: src0 is a register or DPP (0xfa); VOP3 (bit 31 set).
  EXPECT_FALSE(ObjectInput::invalidSDWASelect(words(0x02000200, 0x07070700)));
  EXPECT_FALSE(ObjectInput::invalidSDWASelect(words(0x020002fa, 0x07070700)));
  EXPECT_FALSE(ObjectInput::invalidSDWASelect(words(0xd10000f9, 0x07070700)));
}

} // namespace

namespace {

TEST(ObjectInput, Literal255) {
  // v_madmk_f16 v3, v1, 0xff, v3 (VOP2 + K).
  const uint8_t MadmkK255[] = {0x01, 0x07, 0x06, 0x48, 0xff, 0, 0, 0};
  const uint8_t MadmkK256[] = {0x01, 0x07, 0x06, 0x48, 0x00, 1, 0, 0};
  EXPECT_TRUE(ObjectInput::literal255(MadmkK255));
  EXPECT_FALSE(ObjectInput::literal255(MadmkK256));
  // A VOP3 word (bit 31 set) followed by 0xff is not a VOP2 literal.
  const uint8_t Vop3[] = {0x00, 0x00, 0xcb, 0xd1, 0xff, 0, 0, 0};
  EXPECT_FALSE(ObjectInput::literal255(Vop3));

  MCInst I;
  I.addOperand(MCOperand::createImm(0));
  I.addOperand(MCOperand::createImm(0xfe));
  ASSERT_TRUE(ObjectInput::restoreLiteral(I));
  EXPECT_EQ(I.getOperand(1).getImm(), 0xff);
  EXPECT_EQ(I.getOperand(0).getImm(), 0);
  // None, or two candidates: not restored.
  MCInst None;
  None.addOperand(MCOperand::createImm(1));
  EXPECT_FALSE(ObjectInput::restoreLiteral(None));
  MCInst Two;
  Two.addOperand(MCOperand::createImm(0xfe));
  Two.addOperand(MCOperand::createImm(0xfe));
  EXPECT_FALSE(ObjectInput::restoreLiteral(Two));
}

} // namespace
