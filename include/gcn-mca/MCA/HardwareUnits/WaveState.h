//===- WaveState.h - Dynamic state of one resident wave ---------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveState is the small, flat state of one wave slot of the compute unit:
/// position in the shared instruction stream, priority, barrier state, the
/// cycle it is blocked until (s_nop, s_sleep, branch refetch), and views onto
/// two pools owned by the compute unit: register ready cycles and the
/// outstanding operations of each wait counter. Nothing is allocated per
/// dynamic instruction; slots are reused by later waves.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_WAVESTATE_H
#define GCN_MCA_MCA_HARDWAREUNITS_WAVESTATE_H

#include "gcn-mca/MCA/WaveEvents.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/bit.h"
#include <cstdint>

namespace llvm {
namespace gcnmca {

/// The wait-counter rules, shared by the wave pipeline (WaveState, through
/// GCNCustomBehaviour and IssueRules) and llvm-mca's pipeline
/// (GCNCustomBehaviour::checkCustomHazard with -gcn-custom-behaviour), so
/// the two cannot disagree.
/// In-order counters drop in issue order: an in-order operation completing
/// at \p Complete drops its counter no earlier than the previous in-order
/// one (\p LastInOrder, updated).
inline uint64_t inOrderCompletion(uint64_t Complete, uint64_t &LastInOrder) {
  if (Complete < LastInOrder)
    Complete = LastInOrder;
  LastInOrder = Complete;
  return Complete;
}
/// A wait with limit \p Limit on a counter with \p Outstanding operations
/// passes once at most Limit remain: the operations it still needs to
/// complete (0: it passes).
inline unsigned opsToWaitFor(unsigned Outstanding, unsigned Limit) {
  return Outstanding > Limit ? Outstanding - Limit : 0;
}

/// One operation counted by a wait counter until it completes.
struct OutstandingOp {
  uint64_t Complete; ///< cycle at which the counter drops
  uint32_t Inst;     ///< static instruction index
  bool OutOfOrder;   ///< SMEM: may return out of order
};

struct alignas(64) WaveState {
  // What the issue of an instruction reads and writes comes first (one
  // cache line); the rest after it.

  /// The wave's instruction stream (WaveProgram::trace) and the static
  /// index at PC (the stream's last instruction once past the end of its
  /// last iteration, AtEnd); kept by setPC().
  const uint32_t *Trace = nullptr;
  /// Register ready cycles (WaveProgram::numRegs() entries in the compute
  /// unit's pool).
  uint64_t *RegReady = nullptr;
  uint32_t PC = 0; ///< position in the trace
  uint32_t Iteration = 0;
  uint32_t TraceLen = 0;
  uint32_t Cur = 0;
  /// When the registers the instruction at PC reads are ready (set by the
  /// issue stage when the wave arrives at it; only the wave's own issues
  /// change its register ready cycles). Until DepExact, an upper bound:
  /// the end of the wave's last ALU operation.
  uint64_t DepReady = 0;
  /// Blocked (no issue) until this cycle, for BlockReason.
  uint64_t BlockedUntil = 0;
  /// When the wave's last ALU operation finishes (s_endpgm waits for it).
  uint64_t ALUDone = 0;
  unsigned SIMD = 0;
  bool AtEnd = false;
  bool DepExact = true;
  bool AtBarrier = false;
  WaveStallReason BlockReason = WaveStallReason::OTHER;

  bool Active = false;
  uint8_t Priority = 0;   ///< s_setprio
  unsigned Id = 0;        ///< wave id (launch order)
  unsigned Workgroup = 0; ///< index into the compute unit's group table
  unsigned Lanes = 0;
  uint64_t StartCycle = 0;
  /// The s_barrier the wave waits at (its BARRIER_WAIT stalls are charged
  /// there, not at the next instruction).
  uint32_t BarrierInst = 0;
  uint32_t BarriersPassed = 0;
  /// Instructions issued by unit, and stall slots by reason (reported with
  /// WaveEnded; WaveCounters.h).
  uint64_t IssuedByUnit[NumGCNExecUnits] = {};
  uint64_t StallSlots[NumWaveStallReasons] = {};

  /// Per counter: outstanding operations (capacity = counter maximum).
  OutstandingOp *Ops[NumWaitCounters] = {};
  uint8_t NumOps[NumWaitCounters] = {};
  uint8_t CapOps[NumWaitCounters] = {};
  /// The counters with outstanding operations (NumOps not 0), so that a
  /// wait visits only those.
  WaitCounterMask Outstanding = 0;
  /// Completion of the last in-order operation of each counter.
  uint64_t LastInOrder[NumWaitCounters] = {};

  /// Moves to position \p P of the stream.
  void setPC(uint32_t P) {
    PC = P;
    AtEnd = P >= TraceLen;
    Cur = AtEnd ? Trace[TraceLen - 1] : Trace[P];
  }

  /// Drops the operations of counter \p C complete at \p Now (keeps order).
  void expire(WaitCounter C, uint64_t Now) {
    unsigned I = unsigned(C), N = NumOps[I], K = 0;
    OutstandingOp *O = Ops[I];
    for (unsigned J = 0; J < N; ++J)
      if (O[J].Complete > Now)
        O[K++] = O[J];
    NumOps[I] = uint8_t(K);
    if (!K)
      Outstanding &= ~counterBit(C);
  }
  /// The value of counter \p C at \p Now.
  unsigned count(WaitCounter C, uint64_t Now) {
    expire(C, Now);
    return NumOps[unsigned(C)];
  }
  /// Counts a new operation on \p C. In-order operations complete no earlier
  /// than the previous in-order one of the same counter. Returns the cycle at
  /// which it completes.
  uint64_t push(WaitCounter C, uint64_t Complete, uint32_t Inst,
                bool OutOfOrder) {
    unsigned I = unsigned(C);
    if (!OutOfOrder)
      Complete = inOrderCompletion(Complete, LastInOrder[I]);
    if (NumOps[I] < CapOps[I]) {
      Ops[I][NumOps[I]++] = {Complete, Inst, OutOfOrder};
      Outstanding |= counterBit(C);
    }
    return Complete;
  }
  /// Latest completion among the outstanding operations (0 if none).
  uint64_t lastCompletion() const {
    uint64_t L = 0;
    for (WaitCounterMask M = Outstanding; M; M &= M - 1) {
      unsigned I = countr_zero(unsigned(M));
      for (unsigned J = 0; J < NumOps[I]; ++J)
        L = std::max(L, Ops[I][J].Complete);
    }
    return L;
  }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_WAVESTATE_H
