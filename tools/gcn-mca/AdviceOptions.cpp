//===- AdviceOptions.cpp - Registers, advice and the HTML report ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// -register-view (docs/Registers.md), in the "Insight Options" category.
//===----------------------------------------------------------------------===//

#include "Options.h"

using namespace llvm;
using namespace llvm::gcnmca;

static cl::opt<bool> RegisterViewOpt(
    "register-view",
    cl::desc("Print the live VGPRs, AGPRs and SGPRs before each instruction "
             "(liveness over the CFG), the peak of each and where it occurs, "
             "and how it compares with the kernel descriptor"),
    cl::init(false), cl::cat(getInsightCategory()));

void llvm::gcnmca::fillAdviceConfig(GCNMCAConfig &C) {
  C.Advice.RegisterView = RegisterViewOpt;
}
