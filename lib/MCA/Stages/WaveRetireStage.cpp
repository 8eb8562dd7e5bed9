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

Error WaveRetireStage::cycleEnd() {
  if (CU.allDone() && !Reported) {
    Reported = true;
    WaveEvent E(WaveEvent::RunEnded, NoInst);
    E.Cycle = CU.Now + 1;
    CU.Bus.emit(E);
  }
  ++CU.Now;
  CU.EndedThisCycle = 0;
  return Error::success();
}

void WaveRetireStage::endEarly() {
  if (Reported)
    return;
  Reported = true;
  WaveEvent E(WaveEvent::RunEnded, NoInst);
  E.Cycle = CU.Now;
  CU.Bus.emit(E);
}
