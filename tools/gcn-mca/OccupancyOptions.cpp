//===- OccupancyOptions.cpp - Occupancy options of the driver -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// -gcn-occupancy, -gcn-occupancy-only, -occupancy-view and the kernel
/// resource overrides (-vgprs, -agprs, -sgprs, -lds-bytes, -cumode); the
/// report itself is lib/Driver/OccupancyReport.
//===----------------------------------------------------------------------===//

#include "Options.h"

using namespace llvm;
using namespace llvm::gcnmca;

cl::OptionCategory &llvm::gcnmca::getOccupancyCategory() {
  static cl::OptionCategory Cat("GCN Occupancy Options");
  return Cat;
}

static cl::opt<bool>
    ShowOccupancy("gcn-occupancy",
                  cl::desc("Print the occupancy of every kernel (waves per "
                           "SIMD and CU, the limit of each resource)"),
                  cl::cat(getOccupancyCategory()), cl::init(false));
static cl::opt<bool> OccupancyOnlyOpt(
    "gcn-occupancy-only",
    cl::desc("Print only the occupancy report (implies -gcn-occupancy)"),
    cl::cat(getOccupancyCategory()), cl::init(false));
static cl::opt<unsigned>
    VGPRsOpt("vgprs", cl::desc("Override the VGPRs per lane of every kernel"),
             cl::cat(getOccupancyCategory()), cl::init(0));
static cl::opt<unsigned>
    AGPRsOpt("agprs", cl::desc("Override the AGPRs per lane of every kernel"),
             cl::cat(getOccupancyCategory()), cl::init(0));
static cl::opt<unsigned> SGPRsOpt(
    "sgprs",
    cl::desc("Override the SGPRs per wave of every kernel (including VCC, "
             "FLAT_SCRATCH, XNACK_MASK)"),
    cl::cat(getOccupancyCategory()), cl::init(0));
static cl::opt<unsigned>
    LDSOpt("lds-bytes", cl::desc("Override the LDS bytes per workgroup"),
           cl::cat(getOccupancyCategory()), cl::init(0));
static cl::opt<bool> OccupancyViewOpt(
    "occupancy-view",
    cl::desc("-pipeline=wave: print the occupancy of each region's kernel "
             "(the residency the simulation uses by default; default on)"),
    cl::cat(getOccupancyCategory()), cl::init(true));
static cl::opt<bool>
    CUModeOpt("cumode",
              cl::desc("RDNA: assume CU mode instead of WGP mode (occupancy; "
                       "the wave pipeline keeps a workgroup on one CU)"),
              cl::cat(getOccupancyCategory()), cl::init(false));

void llvm::gcnmca::fillOccupancyConfig(GCNMCAConfig &C) {
  OccupancyConfig &O = C.Occupancy;
  O.Report = ShowOccupancy;
  O.Only = OccupancyOnlyOpt;
  O.VGPRs = givenValue<unsigned>(VGPRsOpt);
  O.AGPRs = givenValue<unsigned>(AGPRsOpt);
  O.SGPRs = givenValue<unsigned>(SGPRsOpt);
  O.LDSBytes = givenValue<unsigned>(LDSOpt);
  O.CUMode = givenValue<bool>(CUModeOpt);
  C.Views.Occupancy = OccupancyViewOpt;
}
