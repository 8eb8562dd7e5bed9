//===- AnalysisRegionsTest.cpp - Tests for LLVM-MCA region markers --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of AnalysisRegions: llvm-mca's marker rules, and the guarantee
/// that a marker reported twice at the same place is honoured once.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/AnalysisRegions.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

class AnalysisRegionsTest : public ::testing::Test {
protected:
  SourceMgr SM;
  std::string Diags;
  const char *Buf = nullptr;

  void load(StringRef Text) {
    SM.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(Text, "t.s"), SMLoc());
    Buf = SM.getMemoryBuffer(SM.getMainFileID())->getBufferStart();
    SM.setDiagHandler(
        [](const SMDiagnostic &D, void *Ctx) {
          raw_string_ostream OS(*static_cast<std::string *>(Ctx));
          D.print(nullptr, OS, /*ShowColors=*/false);
        },
        &Diags);
  }
  SMLoc at(unsigned Offset) const {
    return SMLoc::getFromPointer(Buf + Offset);
  }
  MCInst instAt(unsigned Offset) const {
    MCInst I;
    I.setLoc(at(Offset));
    return I;
  }
};

TEST_F(AnalysisRegionsTest, DefaultRegionHoldsEverything) {
  load("0123456789");
  AnalysisRegions R(SM);
  R.addInstruction(instAt(1));
  R.addInstruction(instAt(5));
  ASSERT_EQ(R.size(), 1u);
  EXPECT_TRUE(R.regions()[0]->isDefault());
  EXPECT_EQ(R.regions()[0]->getInstructions().size(), 2u);
  EXPECT_FALSE(R.hasMarkers());
}

// addInstructions() without markers defers the copy into the implicit
// region to the first read; replacing the regions first skips it.
TEST_F(AnalysisRegionsTest, DeferredDefaultRegion) {
  load("0123456789");
  std::vector<MCInst> All = {instAt(1), instAt(3), instAt(5)};
  {
    AnalysisRegions R(SM);
    R.addInstructions(All);
    EXPECT_FALSE(R.empty());
    ASSERT_EQ(R.size(), 1u);
    ArrayRef<MCInst> Got = R.regions()[0]->getInstructions();
    ASSERT_EQ(Got.size(), 3u);
    EXPECT_EQ(Got[2].getLoc().getPointer(), Buf + 5);
    // A second read does not copy them again.
    EXPECT_EQ((*R.begin())->getInstructions().size(), 3u);
  }
  {
    AnalysisRegions R(SM);
    R.addInstructions(All);
    std::vector<std::unique_ptr<AnalysisRegion>> New;
    New.push_back(std::make_unique<AnalysisRegion>("k", at(3)));
    New.back()->addInstruction(All[1]);
    R.setRegions(std::move(New));
    ASSERT_EQ(R.size(), 1u);
    EXPECT_EQ(R.regions()[0]->getName(), "k");
    EXPECT_EQ(R.regions()[0]->getInstructions().size(), 1u);
  }
  {
    // Instructions added one by one after a deferred batch follow it.
    AnalysisRegions R(SM);
    R.addInstructions(ArrayRef<MCInst>(All).take_front(2));
    R.addInstruction(All[2]);
    ArrayRef<MCInst> Got = R.regions()[0]->getInstructions();
    ASSERT_EQ(Got.size(), 3u);
    EXPECT_EQ(Got[0].getLoc().getPointer(), Buf + 1);
    EXPECT_EQ(Got[2].getLoc().getPointer(), Buf + 5);
  }
  {
    // A marker after a deferred batch: the batch went to the implicit region,
    // which the first BEGIN replaces (as with instructions added one by one).
    AnalysisRegions R(SM);
    R.addInstructions(ArrayRef<MCInst>(All).take_front(1));
    R.handleComment(at(2), "LLVM-MCA-BEGIN a");
    R.addInstruction(All[1]);
    R.handleComment(at(4), "LLVM-MCA-END a");
    ASSERT_EQ(R.size(), 1u);
    EXPECT_EQ(R.regions()[0]->getName(), "a");
    EXPECT_EQ(R.regions()[0]->getInstructions().size(), 1u);
  }
}

TEST_F(AnalysisRegionsTest, FirstBeginReplacesDefaultRegion) {
  load("0123456789");
  AnalysisRegions R(SM);
  R.addInstruction(instAt(0)); // Before any marker: dropped with the default.
  R.handleComment(at(2), " LLVM-MCA-BEGIN  foo");
  R.addInstruction(instAt(3));
  R.handleComment(at(4), "LLVM-MCA-END");
  R.addInstruction(instAt(6)); // After the end: in no region.
  ASSERT_EQ(R.size(), 1u);
  EXPECT_EQ(R.regions()[0]->getName(), "foo");
  EXPECT_EQ(R.regions()[0]->getInstructions().size(), 1u);
  EXPECT_TRUE(R.isValid());
}

TEST_F(AnalysisRegionsTest, MarkerSeenTwiceIsHonouredOnce) {
  load("0123456789");
  AnalysisRegions R(SM);
  R.handleComment(at(2), "LLVM-MCA-BEGIN x");
  R.handleComment(at(2), "LLVM-MCA-BEGIN x"); // Parser look-ahead re-lex.
  R.handleComment(at(5), "LLVM-MCA-END x");
  R.handleComment(at(5), "LLVM-MCA-END x");
  EXPECT_TRUE(R.isValid()) << Diags;
  EXPECT_EQ(R.size(), 1u);
}

TEST_F(AnalysisRegionsTest, NestedAndOverlappingNamedRegions) {
  load("0123456789");
  AnalysisRegions R(SM);
  R.handleComment(at(1), "LLVM-MCA-BEGIN a");
  R.addInstruction(instAt(2));
  R.handleComment(at(3), "LLVM-MCA-BEGIN b");
  R.addInstruction(instAt(4));
  R.handleComment(at(5), "LLVM-MCA-END a");
  R.addInstruction(instAt(6));
  R.handleComment(at(7), "LLVM-MCA-END b");
  ASSERT_TRUE(R.isValid()) << Diags;
  ASSERT_EQ(R.size(), 2u);
  EXPECT_EQ(R.regions()[0]->getInstructions().size(), 2u); // a: 2, 4
  EXPECT_EQ(R.regions()[1]->getInstructions().size(), 2u); // b: 4, 6
}

TEST_F(AnalysisRegionsTest, Errors) {
  load("0123456789");
  {
    AnalysisRegions R(SM);
    R.handleComment(at(1), "LLVM-MCA-BEGIN a");
    R.handleComment(at(2), "LLVM-MCA-BEGIN a");
    EXPECT_FALSE(R.isValid());
    EXPECT_NE(Diags.find("overlapping regions cannot have the same name"),
              std::string::npos);
  }
  Diags.clear();
  {
    AnalysisRegions R(SM);
    R.handleComment(at(1), "LLVM-MCA-BEGIN a");
    R.handleComment(at(2), "LLVM-MCA-BEGIN b");
    R.handleComment(at(3), "LLVM-MCA-END"); // Ambiguous anonymous end.
    EXPECT_FALSE(R.isValid());
    EXPECT_NE(Diags.find("found an invalid region end directive"),
              std::string::npos);
    EXPECT_NE(Diags.find("unable to find an active anonymous region"),
              std::string::npos);
  }
  Diags.clear();
  {
    AnalysisRegions R(SM);
    R.handleComment(at(1), "LLVM-MCA-BEGIN");
    R.handleComment(at(2), "LLVM-MCA-BEGIN a");
    R.handleComment(at(3), "LLVM-MCA-BEGIN");
    EXPECT_FALSE(R.isValid());
    EXPECT_NE(Diags.find("found multiple overlapping anonymous regions"),
              std::string::npos);
  }
}

} // namespace

// An -advise re-run moves one instruction later (AnalysisDriver applies
// InstMove): From lands just before To, the ones between move up by one;
// indices out of range change nothing.
TEST(AnalysisRegionMoveTest, MovesOneInstructionLater) {
  AnalysisRegion R("k", SMLoc());
  for (unsigned Op = 0; Op < 5; ++Op) {
    MCInst I;
    I.setOpcode(Op);
    R.addInstruction(I);
  }
  auto Order = [&] {
    std::string S;
    for (const MCInst &I : R.getInstructions())
      S += char('0' + I.getOpcode());
    return S;
  };
  EXPECT_TRUE(R.moveInstructionLater(1, 4));
  EXPECT_EQ(Order(), "02314");
  EXPECT_TRUE(R.moveInstructionLater(0, 5)); // to the end
  EXPECT_EQ(Order(), "23140");
  EXPECT_FALSE(R.moveInstructionLater(2, 2)); // not later
  EXPECT_FALSE(R.moveInstructionLater(3, 6)); // past the end
  EXPECT_EQ(Order(), "23140");
}
