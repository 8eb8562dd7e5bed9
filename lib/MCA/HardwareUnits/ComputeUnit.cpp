//===- ComputeUnit.cpp - State of the simulated compute unit --------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The compute unit's set-up, and the launch / end of a wave across its
/// units.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/ComputeUnit.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

ComputeUnit::ComputeUnit(const GCNProcessorModel &Model,
                         const WaveProgram &Prog, const WaveRunInfo &RI,
                         const ExecutionUnits::Config &UC,
                         ArrayRef<mca::Instruction *> L)
    : Model(Model), Prog(Prog), Info(RI), Lowered(L.begin(), L.end()) {
  Units.init(UC);
  Units.getUnitCounts(Info.UnitCount);
  Schedule = SlotSchedule(Info.IssueModel, Info.NumSIMDs);
  Groups.init(Info.NumWorkgroups);
  std::vector<GCNExecUnit> InstUnits;
  InstUnits.reserve(Prog.size());
  for (unsigned I = 0, E = Prog.size(); I != E; ++I)
    InstUnits.push_back(Prog.inst(I).Unit);
  Counts.init(InstUnits);
  Counts.initMemLevels(Info.InstMemLevel);
  Waves.init(Info.NumSIMDs, Info.WavesPerSIMD, Prog.regSlots(),
             Model.CounterMax);
}

unsigned ComputeUnit::launch(unsigned SIMD, unsigned Group, unsigned Lanes) {
  unsigned S =
      Waves.launch(SIMD, Group, Lanes, Prog.trace(Waves.launched()), Now);
  LastProgress = Now;
  return S;
}

void ComputeUnit::retire(unsigned S) {
  Waves.retire(S);
  Groups.waveEnded(Waves.wave(S).Workgroup);
  LastProgress = Now;
}
