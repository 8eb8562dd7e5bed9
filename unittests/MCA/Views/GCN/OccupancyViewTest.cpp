//===- OccupancyViewTest.cpp - The occupancy mca::View --------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// OccupancyView prints the occupancy section and its JSON object.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/OccupancyView.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

TEST(OccupancyView, TextAndJSON) {
  Expected<GCNProcessorModel> M = GCNProcessorModel::get("gfx942");
  ASSERT_TRUE(bool(M)) << toString(M.takeError());
  // gfx942: 512 per lane, granule 8: 200 VGPRs -> 200, 512/200 = 2.
  OccupancyInput In;
  In.NumVGPRs = 200;
  In.NumSGPRs = 30;
  In.MinWorkgroupSize = In.MaxWorkgroupSize = 64;
  OccupancyView V("kern", In, *M);
  EXPECT_EQ(V.getResult().WavesPerSIMD, 2u);
  EXPECT_EQ(V.getNameAsString(), "Occupancy");
  std::string S;
  raw_string_ostream OS(S);
  V.printView(OS);
  EXPECT_NE(S.find("Occupancy - kern"), std::string::npos);
  EXPECT_NE(S.find("Waves per SIMD:       2 of 8 (25%), limited by VGPRs"),
            std::string::npos);
  json::Value J = V.toJSON();
  ASSERT_TRUE(J.getAsObject());
  EXPECT_EQ(J.getAsObject()->getInteger("WavesPerCU"), 8);
}
