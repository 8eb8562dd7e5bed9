//===- WaveIssueSequencer.cpp - Sequencer-internal instructions ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The sequencer part of WaveIssueStage: what happens when an instruction
/// the wave's sequencer executes itself passes the rules (IssueRules): the
/// wave's end (s_endpgm, the implicit end of its stream) and the workgroup
/// barrier. Rare next to ALU and memory instructions: out of the issue
/// loop's translation unit.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Stages/WaveIssueStage.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/ADT/bit.h"

using namespace llvm;
using namespace llvm::gcnmca;

bool WaveIssueStage::passSequencer(WaveState &W, StallRun &R, unsigned Slot,
                                   unsigned Idx, const WaveStaticInst &SI,
                                   Error &Err) {
  bool ImplicitEnd = W.AtEnd;
  if (ImplicitEnd || SI.Seq == SeqOp::EndPgm) {
    // The wave ends (IssueRules::decideEnd let it).
    if (!ImplicitEnd)
      issueSequencer(W, R, Slot, Idx, SI, Err);
    Ending.push_back(Slot);
    SilentEnd = ImplicitEnd;
    return !ImplicitEnd;
  }
  issueSequencer(W, R, Slot, Idx, SI, Err);
  return true;
}

void WaveIssueStage::arriveAtBarrier(WaveState &W) {
  W.AtBarrier = true;
  if (!CU.Groups.arrive(W.Workgroup))
    return;
  for (WaveState &O : CU.Waves.slots())
    if (O.Active && O.Workgroup == W.Workgroup && O.AtBarrier) {
      O.AtBarrier = false;
      ++O.BarriersPassed;
      CU.Waves.wake(O.SIMD);
    }
}
