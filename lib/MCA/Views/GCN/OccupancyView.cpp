//===- OccupancyView.cpp - Occupancy of a kernel as an mca::View ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Prints the occupancy section (text and JSON) through the shared printers
/// of lib/Analysis/Occupancy.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/OccupancyView.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/Support/JSON.h"

using namespace llvm;
using namespace llvm::gcnmca;

void OccupancyView::onEvent(const mca::HWInstructionEvent &E) {
  subscribeOnRunStarted(E, this, 0);
}

void OccupancyView::printView(raw_ostream &OS) const {
  printOccupancy(OS, KernelName, In, R);
}

json::Value OccupancyView::toJSON() const {
  return occupancyToJSON(KernelName, In, R);
}
