//===- WaveDiagnostics.cpp - Why a wave pipeline run stopped -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The -max-cycles and deadlock diagnostics of the wave pipeline.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Stages/WaveDiagnostics.h"
#include "gcn-mca/MCA/GCNCustomBehaviour.h"
#include "gcn-mca/MCA/IncompleteRunError.h"
#include "gcn-mca/MCA/Stages/IssueRules.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

uint64_t WaveDiagnostics::lastPendingChange() const {
  uint64_t Pending = CU.Units.lastBusy();
  unsigned NumRegs = CU.Prog.numRegs();
  for (const WaveState &W : CU.Waves.slots()) {
    if (!W.Active)
      continue;
    if (W.BlockedUntil != IssueRules::Halted)
      Pending = std::max(Pending, W.BlockedUntil);
    Pending = std::max({Pending, W.lastCompletion(), W.ALUDone});
    for (unsigned R = 0; R < NumRegs; ++R)
      Pending = std::max(Pending, W.RegReady[R]);
  }
  return Pending;
}

Error WaveDiagnostics::maxCycles(uint64_t MaxCycles) const {
  std::string Msg;
  raw_string_ostream OS(Msg);
  OS << "the wave pipeline reached -max-cycles=" << MaxCycles << " with "
     << (CU.Info.TotalWaves - CU.Waves.ended()) << " of " << CU.Info.TotalWaves
     << " waves unfinished";
  for (WaveState &W : CU.Waves.slots())
    if (W.Active)
      OS << "\n  " << describeWave(W) << ": " << whyStuck(W);
  return make_error<IncompleteRunError>(IncompleteRunError::MaxCycles, Msg);
}

Error WaveDiagnostics::deadlock() const {
  std::string Msg;
  raw_string_ostream OS(Msg);
  OS << "wave pipeline deadlock at cycle " << CU.now()
     << ": no wave can make progress";
  for (WaveState &W : CU.Waves.slots())
    if (W.Active)
      OS << "\n  " << describeWave(W) << ": " << whyStuck(W);
  return make_error<IncompleteRunError>(IncompleteRunError::Deadlock, Msg);
}

Error WaveDiagnostics::endedBeforeBarrier(const WaveState &W,
                                          unsigned Group) const {
  std::string Msg;
  raw_string_ostream OS(Msg);
  OS << "wave pipeline deadlock at cycle " << CU.now() << ": wave " << W.Id
     << " of workgroup " << Group
     << " ended while other waves of its workgroup wait at a barrier";
  for (WaveState &O : CU.Waves.slots())
    if (O.Active && O.Workgroup == Group && O.AtBarrier)
      OS << "\n  " << describeWave(O) << ": waits at the barrier";
  return make_error<IncompleteRunError>(IncompleteRunError::Deadlock, Msg);
}

std::string WaveDiagnostics::describeWave(const WaveState &W) const {
  std::string S;
  raw_string_ostream OS(S);
  OS << "wave " << W.Id << " (SIMD " << W.SIMD << ", workgroup " << W.Workgroup
     << ") at ";
  unsigned Idx = CU.currentInst(W);
  if (CU.atImplicitEnd(W))
    OS << "the end of its last iteration";
  else if (Describe)
    OS << Describe(Idx);
  else
    OS << "instruction " << Idx;
  return S;
}

std::string WaveDiagnostics::whyStuck(WaveState &W) const {
  uint64_t Now = CU.now();
  if (W.BlockedUntil == IssueRules::Halted)
    return "halted by the s_sethalt before it";
  if (W.BlockedUntil > Now)
    return ("blocked until cycle " + Twine(W.BlockedUntil) + " (" +
            getWaveStallReasonName(W.BlockReason) + ")")
        .str();
  if (W.AtBarrier) {
    return ("waits at s_barrier (" + Twine(CU.Groups.arrived(W.Workgroup)) +
            " of " + Twine(CU.Groups.liveWaves(W.Workgroup)) +
            " live waves arrived)")
        .str();
  }
  unsigned Idx = CU.currentInst(W);
  const WaveStaticInst &SI = CU.Prog.inst(Idx);
  if (CU.atImplicitEnd(W) || SI.Seq == SeqOp::EndPgm ||
      SI.Seq == SeqOp::Waitcnt) {
    SmallVector<unsigned, 16> On;
    WaitCounterMask M = 0;
    bool OK = SI.Seq == SeqOp::Waitcnt
                  ? CB.waitSatisfied(W, CU.Prog.waitLimits(SI), Now, &On, &M)
                  : CB.endSatisfied(W, Now, &On, &M);
    if (!OK) {
      std::string S = "waits on";
      for (unsigned C = 0; C < NumWaitCounters; ++C)
        if (M & counterBit(WaitCounter(C)))
          S += (" " + getWaitCounterName(WaitCounter(C))).str();
      return S + " that nothing will decrement";
    }
  }
  return "ready, but not issued";
}
