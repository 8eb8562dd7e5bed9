//===- GCNParamsTest.cpp - The one list of processor parameters -----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of what GCNParams.def makes: the -gcn-param names (each once,
/// unsigned ones first, then counter maxima, then flags), a working
/// override for every unsigned parameter and counter maximum, the
/// GCN_PARAM_RANGE bounds, and flags that are not overridable.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/StringSet.h"
#include "gtest/gtest.h"
#include <string>
#include <vector>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

struct Range {
  const char *Name;
  unsigned Min, Max;
};

std::vector<Range> unsignedParams() {
  return {
#define GCN_PARAM(N) {#N, 0, 1u << 20},
#define GCN_PARAM_RANGE(N, Min, Max) {#N, Min, Max},
#include "gcn-mca/Target/GCNParams.def"
  };
}

TEST(GCNParams, NamesAreTheListInItsOrder) {
  std::vector<StringRef> Expected;
  for (const Range &R : unsignedParams())
    Expected.push_back(R.Name);
#define GCN_COUNTER_MAX(N, C) Expected.push_back(#N);
#include "gcn-mca/Target/GCNParams.def"
#define GCN_FLAG(N) Expected.push_back(#N);
#define GCN_ISSUE_FLAG(N) Expected.push_back(#N);
#include "gcn-mca/Target/GCNParams.def"
  ArrayRef<StringRef> Names = GCNProcessorModel::paramNames();
  ASSERT_EQ(Names.size(), Expected.size());
  StringSet<> Seen;
  for (unsigned I = 0; I < Names.size(); ++I) {
    EXPECT_EQ(Names[I], Expected[I]) << "position " << I;
    EXPECT_TRUE(Seen.insert(Names[I]).second) << Names[I].str() << " twice";
  }
}

TEST(GCNParams, EveryUnsignedParameterIsOverridable) {
  // Each one set to a value inside its range (its minimum, or 32 for the
  // wave size, which must be 32 or 64) reads back with that value and
  // names -gcn-param as its source.
  for (const Range &R : unsignedParams()) {
    unsigned V = StringRef(R.Name) == "DefaultWaveSize" ? 32 : R.Min;
    std::string Spec = std::string(R.Name) + "=" + std::to_string(V);
    Expected<GCNProcessorModel> M =
        GCNProcessorModel::get("gfx90a", ArrayRef<std::string>(Spec));
    ASSERT_TRUE(bool(M)) << Spec << ": " << toString(M.takeError());
    unsigned Got = ~0u;
    EXPECT_TRUE(M->getParam(R.Name, Got));
    EXPECT_EQ(Got, V) << R.Name;
    EXPECT_EQ(M->getSource(R.Name), "command line (-gcn-param)") << R.Name;
  }
  // Counter maxima too: vmcnt 7 on gfx90a.
  Expected<GCNProcessorModel> M = GCNProcessorModel::get(
      "gfx90a", ArrayRef<std::string>(std::string("VmCntMax=7")));
  ASSERT_TRUE(bool(M));
  EXPECT_EQ(M->counterMax(WaitCounter::VmCnt), 7u);
}

TEST(GCNParams, RangesAreEnforced) {
  // One past the maximum of each parameter is refused (exit 1 in the tool).
  for (const Range &R : unsignedParams()) {
    std::string Spec = std::string(R.Name) + "=" + std::to_string(R.Max + 1);
    Expected<GCNProcessorModel> M =
        GCNProcessorModel::get("gfx90a", ArrayRef<std::string>(Spec));
    EXPECT_FALSE(bool(M)) << Spec;
    if (!M)
      consumeError(M.takeError());
  }
  // Below the minimum of a ranged one: SIMDsPerCU has at least 1.
  Expected<GCNProcessorModel> M = GCNProcessorModel::get(
      "gfx90a", ArrayRef<std::string>(std::string("SIMDsPerCU=0")));
  EXPECT_FALSE(bool(M));
  if (!M)
    consumeError(M.takeError());
}

TEST(GCNParams, FlagsAreNotOverridable) {
  // A flag has a source and a value (RDNA issues per SIMD) but -gcn-param
  // does not know it.
  GCNProcessorModel R = cantFail(GCNProcessorModel::get("gfx1100"));
  unsigned V = 0;
  EXPECT_TRUE(R.getParam("IssuePerSIMD", V));
  EXPECT_EQ(V, 1u);
  EXPECT_EQ(R.IssueModel, GCNIssueModel::PerSIMD);
  Expected<GCNProcessorModel> M = GCNProcessorModel::get(
      "gfx1100", ArrayRef<std::string>(std::string("HasVOPD=0")));
  EXPECT_FALSE(bool(M));
  if (!M)
    consumeError(M.takeError());
}

} // namespace
