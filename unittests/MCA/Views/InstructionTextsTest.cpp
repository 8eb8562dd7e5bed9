//===- InstructionTextsTest.cpp - Instruction texts shared by views -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// InstructionTexts: printed once, shared by the views of the same
/// instructions, the same text as LLVM's instruction printer.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/InstructionTexts.h"
#include "ViewTestBase.h"
#include "gcn-mca/MCA/Views/InstructionView.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

class InstructionTextsTest : public ViewTestBase {
protected:
  /// The printer's text of \p MI, leading blanks dropped.
  std::string direct(const MCInst &MI) {
    std::string S;
    raw_string_ostream OS(S);
    IP->printInst(&MI, 0, "", *TS.STI, OS);
    return StringRef(OS.str()).ltrim().str();
  }
};

TEST_F(InstructionTextsTest, SharedByTheViewsOfTheSameInstructions) {
  SmallVector<MCInst, 3> Source = {nop(0), nop(1), nop(7)};
  std::shared_ptr<InstructionTexts> A =
      InstructionTexts::get(*TS.STI, *IP, Source);
  std::shared_ptr<InstructionTexts> B =
      InstructionTexts::get(*TS.STI, *IP, Source);
  EXPECT_EQ(A, B);
  // Another array (here: a part of this one) has texts of its own.
  std::shared_ptr<InstructionTexts> Part =
      InstructionTexts::get(*TS.STI, *IP, ArrayRef<MCInst>(Source).drop_back());
  EXPECT_NE(A, Part);
  // Out of order, and twice: the printer's text each time.
  for (size_t I : {2, 0, 1, 2})
    EXPECT_EQ(A->text(I), direct(Source[I]));
  EXPECT_EQ(A->text(2), "s_nop 7");
  // Gone with the last holder: the next ones are new (and right).
  A.reset();
  B.reset();
  std::shared_ptr<InstructionTexts> C =
      InstructionTexts::get(*TS.STI, *IP, Source);
  EXPECT_EQ(C->text(1), "s_nop 1");
}

TEST_F(InstructionTextsTest, ViewsPrintTheSameTexts) {
  SmallVector<MCInst, 2> Source = {nop(3), nop(4)};
  InstructionView V1(*TS.STI, *IP, Source), V2(*TS.STI, *IP, Source);
  EXPECT_EQ(V1.printInstructionString(Source[1]), "s_nop 4");
  EXPECT_EQ(V2.printInstructionString(Source[0]), "s_nop 3");
  EXPECT_EQ(V2.printInstructionString(Source[1]), "s_nop 4");
  // An instruction outside the view's source is printed directly.
  MCInst Other = nop(5);
  EXPECT_EQ(V1.printInstructionString(Other), "s_nop 5");
  EXPECT_EQ(V1.printInstructionString(Source[0]), "s_nop 3");
}

} // namespace
