//===- WaveExecuteStage.cpp - Execution units of the wave pipeline --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Books the unit of an issued instruction and records its results.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Stages/WaveExecuteStage.h"
#include "gcn-mca/MCA/Stages/WaveRetireStage.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

Error WaveExecuteStage::execute(mca::InstRef &IR) {
  unsigned Idx = IR.getSourceIndex();
  return executeInst(CU.Waves.wave(CU.IssuingSlot), Idx, CU.Prog.inst(Idx));
}

Error WaveExecuteStage::executeInst(WaveState &W, unsigned Idx,
                                    const WaveStaticInst &SI) {
  if (!BusChecked) {
    BusChecked = true;
    WantBusy = CU.Bus.wants(WaveEvent::UnitBusy);
    WantMem = CU.Bus.wants(WaveEvent::MemAccess);
  }
  // The lowered instruction is looked up only for an event or the next
  // stage (a cache miss per instruction otherwise).
  auto Ref = [&] { return mca::InstRef(Idx, CU.lowered(Idx)); };
  if (SI.Unit != GCNExecUnit::None) {
    UnitBooking B = CU.Units.book(SI, W.SIMD, CU.now());
    CU.Counts.countBusy(SI.Unit, B.Busy);
    setResultReady(CU, W, SI, B.Complete);
    if (SI.Counters)
      CB.countIssue(W, SI, Idx, B.Complete);
    if (WantBusy) {
      mca::InstRef IR = Ref();
      WaveEvent E(WaveEvent::UnitBusy, IR);
      E.Cycle = B.Start;
      E.Wave = W.Id;
      E.SIMD = W.SIMD;
      E.Workgroup = W.Workgroup;
      E.Inst = Idx;
      E.Unit = SI.Unit;
      E.UnitInstance = B.Instance;
      E.BusyCycles = B.Busy;
      CU.Bus.emit(E);
    }
    if (SI.MemIndex) {
      bool Waited = B.MemBottleneck != NoMemLevel;
      uint8_t Level = Waited ? B.MemBottleneck : CU.Info.memLevel(Idx);
      CU.Counts.countMemAccess(Idx, Level, B.MemBusy);
      if (WantMem) {
        mca::InstRef IR = Ref();
        WaveEvent M(WaveEvent::MemAccess, IR);
        M.Cycle = B.Start;
        M.Wave = W.Id;
        M.SIMD = W.SIMD;
        M.Workgroup = W.Workgroup;
        M.Inst = Idx;
        M.Unit = SI.Unit;
        M.MemWaited = Waited;
        M.MemLevel = Level;
        M.MemDelay = B.MemDelay;
        std::copy(std::begin(B.MemBusy), std::end(B.MemBusy),
                  std::begin(M.MemBusy));
        CU.Bus.emit(M);
      }
    }
  }
  // The retire stage has nothing to do per instruction.
  if (Retire)
    return Error::success();
  mca::InstRef IR = Ref();
  return moveToTheNextStage(IR);
}
