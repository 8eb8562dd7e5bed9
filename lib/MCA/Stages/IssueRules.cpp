//===- IssueRules.cpp - When a wave may issue ----------------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The sequencer's readiness rules (s_endpgm, the implicit end of a wave's
/// stream, the wait instructions): out of the issue loop, they are rare.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Stages/IssueRules.h"
#include "llvm/ADT/bit.h"

using namespace llvm;
using namespace llvm::gcnmca;

uint64_t IssueRules::nextCompletion(const WaveState &W, uint64_t Now) {
  uint64_t T = ~uint64_t(0);
  for (WaitCounterMask M = W.Outstanding; M; M &= M - 1) {
    unsigned C = countr_zero(unsigned(M));
    for (unsigned J = 0, N = W.NumOps[C]; J < N; ++J)
      if (W.Ops[C][J].Complete > Now)
        T = std::min(T, W.Ops[C][J].Complete);
  }
  return T == ~uint64_t(0) ? 0 : T;
}

Readiness IssueRules::decideEnd(WaveState &W, uint64_t Now,
                                SmallVectorImpl<unsigned> &WaitedOn) const {
  if (W.ALUDone > Now)
    return Readiness::stall(WaveStallReason::ALU_DEPENDENCY, W.ALUDone);
  WaitCounterMask Counters = 0;
  if (!Waits.endSatisfied(W, Now, &WaitedOn, &Counters))
    return Readiness::stall(WaveStallReason::WAITCNT, nextCompletion(W, Now),
                            Counters);
  return Readiness::ready();
}

Readiness IssueRules::decideWait(WaveState &W, const WaitcntLimits &L,
                                 uint64_t Now,
                                 SmallVectorImpl<unsigned> &WaitedOn) const {
  WaitCounterMask Counters = 0;
  if (!Waits.waitSatisfied(W, L, Now, &WaitedOn, &Counters))
    return Readiness::stall(WaveStallReason::WAITCNT, nextCompletion(W, Now),
                            Counters);
  return Readiness::ready();
}

Readiness
IssueRules::decideSequencer(WaveState &W, const WaveStaticInst &SI,
                            uint64_t Now,
                            SmallVectorImpl<unsigned> &WaitedOn) const {
  Readiness R = W.AtEnd || SI.Seq == SeqOp::EndPgm ? decideEnd(W, Now, WaitedOn)
                : SI.Seq == SeqOp::Waitcnt
                    ? decideWait(W, Prog.waitLimits(SI), Now, WaitedOn)
                    : Readiness::ready();
  R.Sequencer = R.Ready;
  return R;
}
