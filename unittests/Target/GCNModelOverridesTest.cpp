//===- GCNModelOverridesTest.cpp - Command-line model overrides -----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of GCNModelOverrides' hit rates (the dedicated options
/// -l1-hit-rate, -hit-rate=KIND.LEVEL=F): they set the percent parameters,
/// name their option as the source, and an explicit -gcn-param wins.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Target/GCNProcessorModel.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

TEST(GCNModelOverrides, HitRates) {
  GCNModelOverrides O;
  O.HitRates.push_back({"LoadHitL2", 50, "l2-hit-rate"});
  O.HitRates.push_back({"StoreHitMALL", 25, "hit-rate=store.MALL=0.25"});
  Expected<GCNProcessorModel> M = GCNProcessorModel::get("gfx942", O);
  ASSERT_TRUE(bool(M)) << toString(M.takeError());
  EXPECT_EQ(M->LoadHitL2, 50u);
  EXPECT_EQ(M->StoreHitMALL, 25u);
  bool Named = false;
  for (const auto &[Name, Origin] : M->Overridden)
    if (Name == "LoadHitL2")
      Named = Origin == "command line (-l2-hit-rate)";
  EXPECT_TRUE(Named);

  // -gcn-param is applied after the hit-rate options and wins.
  O.Params.push_back("LoadHitL2=100");
  M = GCNProcessorModel::get("gfx942", O);
  ASSERT_TRUE(bool(M)) << toString(M.takeError());
  EXPECT_EQ(M->LoadHitL2, 100u);

  // A name that is not a parameter is an error naming the option.
  GCNModelOverrides Bad;
  Bad.HitRates.push_back({"LoadHitL9", 10, "hit-rate=load.L9=0.1"});
  Expected<GCNProcessorModel> E = GCNProcessorModel::get("gfx942", Bad);
  ASSERT_FALSE(bool(E));
  EXPECT_NE(toString(E.takeError()).find("-hit-rate=load.L9=0.1"),
            std::string::npos);
}

} // namespace
