//===- AdviceOptions.cpp - Registers, advice and the HTML report ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// -register-view (docs/Registers.md), in the "Insight Options" category;
/// -occupancy-cliffs (docs/Occupancy.md), in the "GCN Occupancy Options";
/// -advise (docs/Advice.md) and -html (docs/Views.md), insight options.
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

static cl::opt<bool> OccupancyCliffsOpt(
    "occupancy-cliffs",
    cl::desc("After the occupancy view, print per resource (VGPRs, AGPRs, "
             "SGPRs, LDS, workgroup size) how much less gives more waves per "
             "SIMD, and the region re-simulated with each such step"),
    cl::init(false), cl::cat(getOccupancyCategory()));

static cl::opt<bool> AdviseOpt(
    "advise",
    cl::desc("Print an \"Advice:\" section per region: candidate changes "
             "(register cap, LDS padding, L2 hits, a later s_waitcnt, larger "
             "grid, workgroup size), each "
             "simulated again on the same launch, ranked by predicted "
             "cycles"),
    cl::init(false), cl::cat(getInsightCategory()));

static cl::opt<std::string> HTMLFileOpt(
    "html",
    cl::desc("Write one self-contained HTML report (summary, occupancy and "
             "cliffs, stall mix, CFG, source, hotspots, wave timeline) to "
             "<file>"),
    cl::value_desc("file"), cl::cat(getInsightCategory()));

void llvm::gcnmca::fillAdviceConfig(GCNMCAConfig &C) {
  C.Advice.Advise = AdviseOpt;
  C.Advice.HTMLFile = HTMLFileOpt;
  C.Advice.RegisterView = RegisterViewOpt;
  C.Advice.OccupancyCliffs = OccupancyCliffsOpt;
}
