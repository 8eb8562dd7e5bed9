//===- WaveIssueSequencer.cpp - Sequencer-internal instructions ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The sequencer part of WaveIssueStage: instructions the wave's sequencer
/// executes itself (s_waitcnt and the gfx12 waits, s_barrier, s_nop,
/// s_sleep, s_setprio, s_sethalt, s_endpgm, the implicit end of a wave's
/// stream) and the workgroup barrier. Rare next to ALU and memory
/// instructions: out of the issue loop's translation unit.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Stages/WaveIssueStage.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/ADT/bit.h"

using namespace llvm;
using namespace llvm::gcnmca;

/// The first cycle after \p Now at which an outstanding operation of \p W
/// completes (a wait's outcome can only change then).
static uint64_t nextCompletion(const WaveState &W, uint64_t Now) {
  uint64_t T = ~uint64_t(0);
  for (WaitCounterMask M = W.Outstanding; M; M &= M - 1) {
    unsigned C = countr_zero(unsigned(M));
    for (unsigned J = 0, N = W.NumOps[C]; J < N; ++J)
      if (W.Ops[C][J].Complete > Now)
        T = std::min(T, W.Ops[C][J].Complete);
  }
  return T == ~uint64_t(0) ? 0 : T;
}

bool WaveIssueStage::trySequencer(WaveState &W, StallRun &R, unsigned Slot,
                                  unsigned Idx, const WaveStaticInst &SI) {
  uint64_t Now = CU.Now;
  WaveStallReason &Reason = Seq.Reason;
  WaitCounterMask &Counters = Seq.Counters;
  uint64_t &Until = Seq.Until;
  Error &Err = Seq.Err;
  Reason = WaveStallReason::OTHER;
  Counters = 0;
  Until = 0;
  bool ImplicitEnd = W.AtEnd;
  if (ImplicitEnd || SI.Seq == SeqOp::EndPgm) {
    // The wave ends once its ALU work has finished and its counters are 0.
    if (W.ALUDone > Now) {
      Reason = WaveStallReason::ALU_DEPENDENCY;
      Until = W.ALUDone;
      return false;
    }
    if (!CB.endSatisfied(W, Now, &WaitedOn, &Counters)) {
      Reason = WaveStallReason::WAITCNT;
      Until = nextCompletion(W, Now);
      return false;
    }
    if (!ImplicitEnd)
      issueSequencer(W, R, Slot, Idx, SI, Err);
    Ending.push_back(Slot);
    SilentEnd = ImplicitEnd;
    return !ImplicitEnd;
  }
  if (SI.Seq == SeqOp::Waitcnt &&
      !CB.waitSatisfied(W, CU.Prog.waitLimits(SI), Now, &WaitedOn, &Counters)) {
    Reason = WaveStallReason::WAITCNT;
    Until = nextCompletion(W, Now);
    return false;
  }
  issueSequencer(W, R, Slot, Idx, SI, Err);
  return true;
}


void WaveIssueStage::arriveAtBarrier(WaveState &W) {
  WaveGroup &G = CU.Groups[W.Workgroup];
  W.AtBarrier = true;
  if (++G.Arrived < G.NumWaves - G.Ended)
    return;
  for (WaveState &O : CU.Slots)
    if (O.Active && O.Workgroup == W.Workgroup && O.AtBarrier) {
      O.AtBarrier = false;
      ++O.BarriersPassed;
      CU.SIMDWake[O.SIMD] = 0;
    }
  G.Arrived = 0;
}
