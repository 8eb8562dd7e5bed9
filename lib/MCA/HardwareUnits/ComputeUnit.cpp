//===- ComputeUnit.cpp - State of the simulated compute unit --------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Wave slots, pools and the launch / retire of waves.
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
  unsigned NumSlots = Info.getWaveSlots();
  Slots.resize(NumSlots);
  SIMDWaves.resize(Info.NumSIMDs);
  SIMDWake.assign(Info.NumSIMDs, 0);
  Schedule = SlotSchedule(Info.IssueModel, Info.NumSIMDs);
  for (auto &V : SIMDWaves)
    V.reserve(Info.WavesPerSIMD);
  Groups.init(Info.NumWorkgroups);
  std::vector<GCNExecUnit> InstUnits;
  InstUnits.reserve(Prog.size());
  for (unsigned I = 0, E = Prog.size(); I != E; ++I)
    InstUnits.push_back(Prog.inst(I).Unit);
  Counts.init(InstUnits);

  unsigned NumRegs = Prog.regSlots();
  RegPool.assign(size_t(NumSlots) * NumRegs, 0);
  unsigned OpsPerWave = 0;
  for (unsigned C = 0; C < NumWaitCounters; ++C)
    OpsPerWave += std::min(255u, Model.CounterMax[C]);
  OpPool.resize(size_t(NumSlots) * std::max(1u, OpsPerWave));
  for (unsigned S = 0; S < NumSlots; ++S) {
    WaveState &W = Slots[S];
    W.RegReady = RegPool.data() + size_t(S) * NumRegs;
    OutstandingOp *Base = OpPool.data() + size_t(S) * OpsPerWave;
    for (unsigned C = 0; C < NumWaitCounters; ++C) {
      unsigned Cap = std::min(255u, Model.CounterMax[C]);
      W.Ops[C] = Base;
      W.CapOps[C] = uint8_t(Cap);
      Base += Cap;
    }
  }
  FreeList.reserve(NumSlots);
  for (unsigned S = NumSlots; S-- > 0;)
    FreeList.push_back(S);
}

unsigned ComputeUnit::launch(unsigned SIMD, unsigned Group, unsigned Lanes) {
  unsigned S = FreeList.back();
  FreeList.pop_back();
  WaveState &W = Slots[S];
  W.Active = true;
  W.Id = Launched++;
  W.SIMD = SIMD;
  W.Workgroup = Group;
  W.Lanes = Lanes;
  W.StartCycle = Now;
  ArrayRef<uint32_t> T = Prog.trace(W.Id);
  W.Trace = T.data();
  W.TraceLen = uint32_t(T.size());
  W.setPC(0);
  W.DepReady = 0;
  W.DepExact = true;
  W.Iteration = 0;
  W.BlockedUntil = Now + 1; // launch takes the cycle
  W.BlockReason = WaveStallReason::OTHER;
  W.Priority = 0;
  W.AtBarrier = false;
  W.BarriersPassed = 0;
  W.ALUDone = 0;
  std::fill(std::begin(W.IssuedByUnit), std::end(W.IssuedByUnit), 0);
  std::fill(std::begin(W.StallSlots), std::end(W.StallSlots), 0);
  std::fill(W.RegReady, W.RegReady + Prog.regSlots(), 0);
  for (unsigned C = 0; C < NumWaitCounters; ++C) {
    W.NumOps[C] = 0;
    W.LastInOrder[C] = 0;
  }
  W.Outstanding = 0;
  SIMDWaves[SIMD].push_back(S);
  SIMDWake[SIMD] = 0;
  SIMDsWithWaves |= uint64_t(1) << SIMD;
  SIMDOrderChanged |= uint64_t(1) << SIMD;
  ++Resident;
  LastProgress = Now;
  return S;
}

void ComputeUnit::retire(unsigned S) {
  WaveState &W = Slots[S];
  W.Active = false;
  auto &V = SIMDWaves[W.SIMD];
  V.erase(std::find(V.begin(), V.end(), S));
  if (V.empty())
    SIMDsWithWaves &= ~(uint64_t(1) << W.SIMD);
  SIMDOrderChanged |= uint64_t(1) << W.SIMD;
  FreeList.push_back(S);
  --Resident;
  ++Ended;
  ++EndedThisCycle;
  Groups.waveEnded(W.Workgroup);
  LastProgress = Now;
}
