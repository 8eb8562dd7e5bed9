//===- ProgressMeterTest.cpp - The progress line of long runs -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// ProgressMeter: no line off a terminal or in the first 2 s, then at most
/// one per 0.5 s, rewritten in place and erased at the end (a fake clock).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/ProgressMeter.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

TEST(ProgressMeter, Decision) {
  // Not a terminal: never.
  EXPECT_FALSE(ProgressMeter::shouldShow(false, 0, 100, -1));
  // A terminal: not before 2 s.
  EXPECT_FALSE(ProgressMeter::shouldShow(true, 10, 11.9, -1));
  EXPECT_TRUE(ProgressMeter::shouldShow(true, 10, 12.0, -1));
  // Then at most every 0.5 s.
  EXPECT_FALSE(ProgressMeter::shouldShow(true, 10, 12.4, 12.0));
  EXPECT_TRUE(ProgressMeter::shouldShow(true, 10, 12.5, 12.0));
}

TEST(ProgressMeter, LineRewrittenAndErased) {
  double Now = 0;
  std::string Out;
  raw_string_ostream OS(Out);
  ProgressMeter M(true, OS, [&] { return Now; });
  Now = 1;
  EXPECT_FALSE(M.update("early"));
  Now = 2.5;
  EXPECT_TRUE(M.update("cycle 100"));
  Now = 2.6;
  EXPECT_FALSE(M.update("cycle 200"));
  Now = 3.1;
  EXPECT_TRUE(M.update("c 300"));
  M.finish();
  // The shorter line pads over the longer one; finish() blanks the line.
  EXPECT_EQ(Out, "\rcycle 100\rc 300    \r         \r");
}

TEST(ProgressMeter, SilentOffATerminal) {
  double Now = 0;
  std::string Out;
  raw_string_ostream OS(Out);
  ProgressMeter M(false, OS, [&] { return Now; });
  Now = 100;
  EXPECT_FALSE(M.update("cycle 100"));
  M.finish();
  EXPECT_TRUE(Out.empty());
}

} // namespace
