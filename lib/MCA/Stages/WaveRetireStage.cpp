//===- WaveRetireStage.cpp - Retirement and cycle accounting --------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Counts issued instructions, advances the clock, reports the end.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Stages/WaveRetireStage.h"
#include "gcn-mca/MCA/WaveEvents.h"

using namespace llvm;
using namespace llvm::gcnmca;

void WaveRetireStage::reportEnd() {
  Reported = true;
  WaveEvent E(WaveEvent::RunEnded, NoInst);
  E.Cycle = CU.now() + 1;
  E.Counters = &CU.Counts;
  CU.Bus.emit(E);
}

void WaveRetireStage::endEarly() {
  if (Reported)
    return;
  Reported = true;
  WaveEvent E(WaveEvent::RunEnded, NoInst);
  E.Cycle = CU.now();
  E.Counters = &CU.Counts;
  CU.Bus.emit(E);
}
