//===- IssueRules.h - When a wave may issue ---------------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// IssueRules is the one readiness decision of the wave pipeline: for a wave
/// and its next instruction at a cycle, decide() says ready, or a stall with
/// its reason (WaveStallReason), the cycle the stall ends if time alone ends
/// it, and what it waits on (counters, and the instructions in WaitedOn).
/// Every stall reason the issue stage records comes from a Readiness made
/// here; the engine (WaveIssueStage) only chooses which waves to ask, and
/// reuses an answer while it cannot change (its fast paths).
///
/// The rules, in the order they are asked:
/// 1. blocked: s_nop/s_sleep, a taken branch's refetch, s_sethalt
///    (W.BlockedUntil, the reason blockAfterTakenBranch() or
///    blockAfterSequencer() gave);
/// 2. at a barrier: BARRIER_WAIT until the workgroup's last wave arrives;
/// 3. the sequencer's own instructions (decideSequencer): s_endpgm and the
///    implicit end of the stream wait for the wave's ALU work
///    (ALU_DEPENDENCY) and for every counter to reach 0 (WAITCNT); a wait
///    instruction for its counters (WAITCNT); the wait-counter rules are
///    GCNCustomBehaviour's, the ones llvm-mca's pipeline asks with
///    -gcn-custom-behaviour;
/// 4. a register written by the wave's own unfinished ALU operation
///    (ALU_DEPENDENCY until it is ready);
/// 5. arbitration (arbitrate): an older wave took the instruction's issue
///    category in this slot (ARBITER_NOT_WIN), or issuing would overflow one
///    of its counters or its unit cannot accept it (ARBITER_WIN_EX_STALL).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_STAGES_ISSUERULES_H
#define GCN_MCA_MCA_STAGES_ISSUERULES_H

#include "gcn-mca/MCA/GCNCustomBehaviour.h"
#include "gcn-mca/MCA/HardwareUnits/ExecutionUnits.h"
#include "gcn-mca/MCA/HardwareUnits/WaveProgram.h"
#include "gcn-mca/MCA/HardwareUnits/WaveState.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Compiler.h"
#include <algorithm>
#include <cstdint>

namespace llvm {
namespace gcnmca {

/// What the rules say about one wave's next instruction at one cycle.
struct Readiness {
  bool Ready = false;
  /// Why it does not issue (when !Ready).
  WaveStallReason Reason = WaveStallReason::OTHER;
  /// The stall stays the same before this cycle if nothing but time ends
  /// it (0: unknown, or another wave's action ends it).
  uint64_t Until = 0;
  /// WAITCNT: the counters it waits on.
  WaitCounterMask Counters = 0;
  /// Ready, and the instruction is the sequencer's own (or the implicit
  /// end of the stream): the engine passes it (no unit, no category).
  bool Sequencer = false;

  static Readiness ready() {
    Readiness R;
    R.Ready = true;
    return R;
  }
  static Readiness stall(WaveStallReason Reason, uint64_t Until = 0,
                         WaitCounterMask Counters = 0) {
    Readiness R;
    R.Reason = Reason;
    R.Until = Until;
    R.Counters = Counters;
    return R;
  }
};

class IssueRules {
public:
  /// \p Prog: the region's program (register lists, wait limits); \p Units:
  /// the execution units; \p Waits: the wait-counter rules.
  IssueRules(const WaveProgram &Prog, ExecutionUnits &Units,
             const GCNCustomBehaviour &Waits)
      : Prog(Prog), Units(Units), Waits(Waits) {}

  /// May wave \p W issue its next instruction \p SI at \p Now?
  /// \p CategoryTaken: an older wave issued an instruction of SI's issue
  /// category in this slot. A WAITCNT stall adds the instructions it waits
  /// on to \p WaitedOn.
  LLVM_ATTRIBUTE_ALWAYS_INLINE Readiness
  decide(WaveState &W, const WaveStaticInst &SI, uint64_t Now,
         bool CategoryTaken, SmallVectorImpl<unsigned> &WaitedOn) const {
    if (W.BlockedUntil > Now)
      return Readiness::stall(W.BlockReason, W.BlockedUntil);
    if (W.AtBarrier)
      return Readiness::stall(WaveStallReason::BARRIER_WAIT);
    // The sequencer's instructions and the implicit end, in one test on the
    // path of the others (out of line).
    if (LLVM_UNLIKELY(W.AtEnd || SI.Seq != SeqOp::None))
      return decideSequencer(W, SI, Now, WaitedOn);
    // A register written by the wave's own unfinished ALU op: the stall
    // lasts until the last such register is ready. (DepReady is an upper
    // bound, the end of the wave's last ALU op, until it is made exact
    // here, once per instruction.)
    if (W.DepReady > Now && !W.DepExact) {
      uint64_t Ready = 0;
      for (uint16_t R : Prog.uses(SI))
        Ready = std::max(Ready, W.RegReady[R]);
      W.DepReady = Ready;
      W.DepExact = true;
    }
    if (W.DepReady > Now)
      return Readiness::stall(WaveStallReason::ALU_DEPENDENCY, W.DepReady);
    return arbitrate(W, SI, W.SIMD, Now, CategoryTaken);
  }

  /// Rule 5 alone, for an instruction \p SI of wave \p W (on \p SIMD)
  /// that the other rules let through (the engine asks it directly about a
  /// ready wave that lost its last slot; W is only read for an instruction
  /// with counters).
  LLVM_ATTRIBUTE_ALWAYS_INLINE Readiness arbitrate(WaveState &W,
                                                   const WaveStaticInst &SI,
                                                   unsigned SIMD, uint64_t Now,
                                                   bool CategoryTaken) const {
    if (CategoryTaken)
      return Readiness::stall(WaveStallReason::ARBITER_NOT_WIN);
    if ((SI.Counters && Waits.wouldOverflowCounter(W, SI, Now)) ||
        !Units.canAccept(SI, SIMD, Now))
      return Readiness::stall(WaveStallReason::ARBITER_WIN_EX_STALL,
                              exStallEnd(SI, SIMD, Now));
    return Readiness::ready();
  }

  /// Rule 3: a sequencer-internal instruction \p SI, or the implicit end of
  /// the stream (W.AtEnd); when ready, Readiness::Sequencer is set.
  LLVM_ATTRIBUTE_NOINLINE Readiness
  decideSequencer(WaveState &W, const WaveStaticInst &SI, uint64_t Now,
                  SmallVectorImpl<unsigned> &WaitedOn) const;
  /// s_endpgm or the implicit end: the wave ends once its ALU work has
  /// finished and its counters are 0.
  Readiness decideEnd(WaveState &W, uint64_t Now,
                      SmallVectorImpl<unsigned> &WaitedOn) const;
  /// A wait with limits \p L.
  Readiness decideWait(WaveState &W, const WaitcntLimits &L, uint64_t Now,
                       SmallVectorImpl<unsigned> &WaitedOn) const;

  /// The blocks an issue leaves on its wave (rule 1 reports them):
  /// a taken branch \p SI refetches for SI.Latency cycles
  /// (NO_INSTRUCTION_AVAILABLE).
  static void blockAfterTakenBranch(WaveState &W, const WaveStaticInst &SI,
                                    uint64_t Now) {
    W.BlockedUntil = Now + SI.Latency;
    W.BlockReason = WaveStallReason::NO_INSTRUCTION_AVAILABLE;
  }
  /// s_nop and s_sleep block for their count, at least a cycle
  /// (INTERNAL_INSTRUCTION); s_sethalt for ever (OTHER).
  static void blockAfterSequencer(WaveState &W, const WaveStaticInst &SI,
                                  uint64_t Now) {
    switch (SI.Seq) {
    case SeqOp::Nop:
    case SeqOp::Sleep:
      W.BlockedUntil = Now + std::max(1u, SI.Arg);
      W.BlockReason = WaveStallReason::INTERNAL_INSTRUCTION;
      break;
    case SeqOp::Halt:
      W.BlockedUntil = Halted;
      W.BlockReason = WaveStallReason::OTHER;
      break;
    default:
      break;
    }
  }

  /// A BlockedUntil that nothing ends (s_sethalt).
  static constexpr uint64_t Halted = ~uint64_t(0);

  /// The cycle before which the ARBITER_WIN_EX_STALL of an instruction
  /// \p SI of \p SIMD stays the same, 0 if unknown: while the SIMD's VALU
  /// is busy no instruction of the VALU category issues on it (none takes
  /// the category), so the stall lasts until the VALU is free (an
  /// instruction with counters may also wait for one of them).
  uint64_t exStallEnd(const WaveStaticInst &SI, unsigned SIMD,
                      uint64_t Now) const {
    if (SI.Cat != IssueCategory::VALU || SI.Counters)
      return 0;
    uint64_t Free = Units.valuFree(SIMD);
    return Free > Now ? Free : 0;
  }

  /// The first cycle after \p Now at which an outstanding operation of \p W
  /// completes (0 if none): a wait's outcome can only change then.
  static uint64_t nextCompletion(const WaveState &W, uint64_t Now);

private:
  const WaveProgram &Prog;
  ExecutionUnits &Units;
  const GCNCustomBehaviour &Waits;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_STAGES_ISSUERULES_H
