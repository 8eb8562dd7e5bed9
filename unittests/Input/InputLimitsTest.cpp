//===- InputLimitsTest.cpp - Tests for InputLimits ------------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of InputLimits: the numeric-literal scan (outside comments and
/// strings) and bounded reading of regular files and devices.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/InputLimits.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <string>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

TEST(InputLimits, LongLiteralFound) {
  InputLimits L;
  L.MaxLiteralLength = 4;
  size_t Len = 0;
  // "12345" starts at offset 15: a tab and the 14 characters of
  // "s_mov_b32 s0, " come before it.
  std::optional<size_t> At = L.findLongLiteral("\ts_mov_b32 s0, 12345\n", Len);
  ASSERT_TRUE(At.has_value());
  EXPECT_EQ(*At, 15u);
  EXPECT_EQ(Len, 5u);
  // Four characters are allowed; hex counts its prefix (0x12 is 4).
  EXPECT_FALSE(L.findLongLiteral("s_mov_b32 s0, 1234\n", Len));
  EXPECT_FALSE(L.findLongLiteral("s_mov_b32 s0, 0x12\n", Len));
  EXPECT_TRUE(L.findLongLiteral("s_mov_b32 s0, 0x123\n", Len));
}

TEST(InputLimits, IdentifiersCommentsAndStringsAreNotLiterals) {
  InputLimits L;
  L.MaxLiteralLength = 4;
  size_t Len = 0;
  // Digits inside an identifier or register name are not a literal.
  EXPECT_FALSE(L.findLongLiteral("v_add_f32 v123456, v1, v2\n", Len));
  EXPECT_FALSE(L.findLongLiteral(".LBB0_123456:\n", Len));
  // Comments: ';', '//', '/* */' and '#' at the start of a line.
  EXPECT_FALSE(L.findLongLiteral("s_nop 0 ; 123456789\n", Len));
  EXPECT_FALSE(L.findLongLiteral("s_nop 0 // 123456789\n", Len));
  EXPECT_FALSE(L.findLongLiteral("s_nop /* 123456789 */ 0\n", Len));
  EXPECT_FALSE(L.findLongLiteral("# 123456789\ns_nop 0\n", Len));
  // Strings, with an escaped quote inside.
  EXPECT_FALSE(L.findLongLiteral(".ascii \"12\\\"3456789\"\n", Len));
  // After a comment ends, literals count again.
  EXPECT_TRUE(L.findLongLiteral("; x\ns_nop 123456\n", Len));
  EXPECT_EQ(Len, 6u);
}

TEST(InputLimits, ReadFileBounded) {
  SmallString<128> Path;
  int FD;
  ASSERT_FALSE(sys::fs::createTemporaryFile("input-limits", "s", FD, Path));
  FileRemover Remove(Path);
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << "0123456789"; // 10 bytes
  }
  InputLimits L;
  L.MaxBytes = 10;
  Expected<std::unique_ptr<MemoryBuffer>> B = L.readFile(Path, "input");
  ASSERT_TRUE(bool(B)) << toString(B.takeError());
  EXPECT_EQ((*B)->getBuffer(), "0123456789");
  L.MaxBytes = 9;
  B = L.readFile(Path, "input");
  ASSERT_FALSE(bool(B));
  EXPECT_NE(toString(B.takeError()).find("10 bytes, more than -max-input-size=9"),
            std::string::npos);
}

TEST(InputLimits, DeviceReadUpToTheBound) {
  if (!sys::fs::exists("/dev/zero"))
    GTEST_SKIP() << "no /dev/zero";
  InputLimits L;
  L.MaxBytes = 1 << 20; // 16 reads of 64 KiB, then the error
  Expected<std::unique_ptr<MemoryBuffer>> B = L.readFile("/dev/zero", "input");
  ASSERT_FALSE(bool(B));
  EXPECT_NE(toString(B.takeError()).find("/dev/zero: more than 1048576 bytes"),
            std::string::npos);
}

} // namespace
