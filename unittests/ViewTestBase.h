//===- ViewTestBase.h - Fixture of the view unit tests ----------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The gtest fixture shared by unittests/Views and unittests/GCNViews: gfx900's
/// MC layer (through TargetSetup), an instruction printer, `s_nop N`
/// instructions, and a view's text and JSON.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_UNITTESTS_VIEWTESTBASE_H
#define GCN_MCA_UNITTESTS_VIEWTESTBASE_H

#include "gcn-mca/Input/TargetSetup.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/MCA/View.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <memory>
#include <string>

namespace llvm {
namespace gcnmca {

class ViewTestBase : public ::testing::Test {
protected:
  TargetSetup TS;
  std::unique_ptr<MCInstPrinter> IP;
  unsigned NopOpcode = 0; ///< S_NOP_vi

  void SetUp() override {
    initializeAMDGPUTarget();
    if (Error E = TS.init("amdgcn-amd-amdhsa", "gfx900"))
      FAIL() << toString(std::move(E));
    IP.reset(TS.TheTarget->createMCInstPrinter(TS.TheTriple, 0, *TS.MAI,
                                               *TS.MCII, *TS.MRI));
    ASSERT_TRUE(IP);
    for (unsigned Op = 0, E = TS.MCII->getNumOpcodes(); Op < E; ++Op)
      if (TS.MCII->getName(Op) == "S_NOP_vi")
        NopOpcode = Op;
    ASSERT_NE(NopOpcode, 0u);
  }

  /// `s_nop N`.
  MCInst nop(int64_t N) const {
    MCInst Nop;
    Nop.setOpcode(NopOpcode);
    Nop.addOperand(MCOperand::createImm(N));
    return Nop;
  }

  /// The text view of \p V.
  static std::string print(const mca::View &V) {
    std::string S;
    raw_string_ostream OS(S);
    V.printView(OS);
    return S;
  }

  /// The JSON of \p V, printed and parsed back.
  static json::Object roundTrip(const mca::View &V) {
    std::string S;
    raw_string_ostream(S) << json::Value(V.toJSON());
    Expected<json::Value> P = json::parse(S);
    EXPECT_TRUE(bool(P));
    if (!P) {
      consumeError(P.takeError());
      return {};
    }
    return std::move(*P->getAsObject());
  }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_UNITTESTS_VIEWTESTBASE_H
