//===- WorkgroupBarriers.cpp - The workgroups of a CU and their barriers --===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The counts of WorkgroupBarriers (see the header).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/WorkgroupBarriers.h"
#include <cassert>

using namespace llvm;
using namespace llvm::gcnmca;

void WorkgroupBarriers::init(unsigned NumGroups) {
  Groups.assign(NumGroups, Group());
  LiveGroups = 0;
}

void WorkgroupBarriers::start(unsigned G, unsigned NumWaves) {
  assert(G < Groups.size() && !Groups[G].NumWaves && "group started twice");
  Groups[G].NumWaves = NumWaves;
  ++LiveGroups;
}

bool WorkgroupBarriers::arrive(unsigned G) {
  Group &X = Groups[G];
  if (++X.Arrived < X.NumWaves - X.Ended)
    return false;
  X.Arrived = 0;
  return true;
}

void WorkgroupBarriers::waveEnded(unsigned G) {
  Group &X = Groups[G];
  assert(X.Ended < X.NumWaves && "more waves ended than the group has");
  if (++X.Ended == X.NumWaves)
    --LiveGroups;
}
