//===- WaveIssueStage.h - Per-SIMD issue and arbitration --------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveIssueStage is the sequencer. Each cycle it gives the issue slot to
/// one SIMD (GCN/CDNA, round-robin) or to every SIMD (RDNA). In a slot it
/// walks the SIMD's resident waves in arbitration order (higher s_setprio
/// first, then oldest) and issues at most one instruction per category
/// (VALU, scalar, VMEM, LDS, export/GDS, branch), each from a different
/// wave; sequencer-internal instructions take the wave's slot but no
/// category. Whether a wave may issue, and if not its one stall reason (see
/// WaveEvents.h), is IssueRules' decision; this stage is the engine around
/// it: slots, arbitration order, the sequencer's actions (s_barrier, s_nop,
/// s_sleep, s_setprio, s_endpgm; WaveIssueSequencer.cpp), and the stop on
/// a deadlock or -max-cycles (WaveDiagnostics).
///
/// Speed: a wave's stall that only time can end (s_nop/s_sleep/refetch,
/// a register written by its own unfinished ALU op, a wait on its own
/// outstanding operations) is computed once and reused, unchanged, until
/// the cycle it can change; consecutive identical stalls of a wave (and
/// identical slot outcomes of a SIMD) are reported as one run (WaveEvents.h).
/// When no listener wants each stall run, a ready wave's wait is one run
/// counted in closed form when it issues (StallRun::Collapsed).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_STAGES_WAVEISSUESTAGE_H
#define GCN_MCA_MCA_STAGES_WAVEISSUESTAGE_H

#include "gcn-mca/MCA/GCNCustomBehaviour.h"
#include "gcn-mca/MCA/HardwareUnits/ComputeUnit.h"
#include "gcn-mca/MCA/IncompleteRunError.h"
#include "gcn-mca/MCA/Stages/IssueRules.h"
#include "gcn-mca/MCA/Stages/WaveDiagnostics.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MCA/Stages/Stage.h"
#include <functional>
#include <string>

namespace llvm {
namespace gcnmca {

class WaveExecuteStage;

class WaveIssueStage final : public mca::Stage {
public:
  /// Describes static instruction Idx for diagnostics, e.g.
  /// "t.s:3:3: 's_barrier'".
  using DescribeFn = WaveDiagnostics::DescribeFn;
  WaveIssueStage(ComputeUnit &CU, GCNCustomBehaviour &CB, DescribeFn Describe,
                 uint64_t MaxCycles, unsigned DeadlockCycles)
      : CU(CU), Rules(CU.Prog, CU.Units, CB), Diag(CU, CB, std::move(Describe)),
        MaxCycles(MaxCycles), DeadlockCycles(DeadlockCycles) {}
  bool isAvailable(const mca::InstRef &) const override { return false; }
  bool hasWorkToComplete() const override {
    return CU.Waves.resident() != 0 && !Stopped;
  }
  Error execute(mca::InstRef &) override { return Error::success(); }
  Error cycleStart() override {
    if (!Begun)
      begin();
    if (Stopped)
      return Error::success();
    if (Error E = step())
      stop(std::move(E));
    return Error::success();
  }
  /// Reports a deadlock or -max-cycles error found in cycleStart
  /// (mca::Pipeline only propagates the errors of cycleEnd).
  Error cycleEnd() override {
    if (CU.allDone() && !Flushed) {
      Flushed = true;
      flushSlotRuns();
    }
    if (!Failure.empty()) {
      std::string F = std::move(Failure);
      Failure.clear();
      if (std::optional<IncompleteRunError::Kind> K =
              std::exchange(FailureKind, std::nullopt))
        return make_error<IncompleteRunError>(*K, F);
      return createStringError(F);
    }
    return Error::success();
  }

  /// The first cycle at or after the current one in which some SIMD can
  /// do something other than repeat its last slot (the current cycle if one
  /// is awake).
  uint64_t nextWake() const;
  /// True if the current cycle is a slot of a SIMD with an awake wave (GCN:
  /// the SIMD in turn; RDNA: SIMD 0): nothing to skip. The cheap test the
  /// pipeline makes every cycle before asking skipTarget().
  bool slotAwake() const { return slotAwakeAt(CU.now()); }
  /// slotAwake() for cycle \p C (the SIMDs' wake cycles as they are now).
  bool slotAwakeAt(uint64_t C) const {
    unsigned S = CU.Info.IssueModel == GCNIssueModel::RoundRobin
                     ? CU.Schedule.simdAt(C)
                     : 0;
    return awakeAt(S, C);
  }
  /// SIMD \p S has a wave that can do something new in cycle \p C.
  bool awakeAt(unsigned S, uint64_t C) const {
    // (Both read, no branch: WavePool has a wake cycle for every SIMD.)
    return bool(CU.Waves.simdsWithWaves() >> S & 1) & (CU.Waves.wakeCycle(S) <= C);
  }
  /// How far the current cycle may be skipped ahead: nextWake(), but not
  /// past -max-cycles or the next deadlock check (the current cycle once
  /// the run has stopped).
  uint64_t skipTarget() const { return skipBound(nextWake()); }
  /// skipTarget() for a nextWake() of \p Wake.
  uint64_t skipBound(uint64_t Wake) const {
    if (Stopped)
      return CU.now();
    uint64_t T = std::min(Wake, MaxCycles);
    return std::max(CU.now(), std::min(T, CU.LastProgress + DeadlockCycles));
  }
  /// Advances the current cycle to \p To (<= nextWake()) with every SIMD
  /// asleep: accounts for the slots in between as the slots it skips would
  /// have (no listener may want per-slot or per-cycle events).
  void skipTo(uint64_t To);

  /// Runs up to \p Max quiet cycles: cycles in which only the issue slots
  /// do something (the caller checked that no wave can launch and that no
  /// listener wants cycle events), each as cycleStart, cycleEnd and the
  /// retire stage's cycleEnd would run it, with the same skips over asleep
  /// cycles as WavePipeline::run. Returns the cycles run. Stops before a
  /// cycle the general loop must run, or, with \p Started set, after the
  /// cycleStart of a cycle in which a wave ended or the run stopped (the
  /// caller completes that cycle).
  uint64_t runQuiet(uint64_t Max, bool &Started);

  /// Reports the slot runs not reported yet, for a run stopped early
  /// (-max-cycles, deadlock).
  void finishEarly() {
    // (Settled where the run stopped; nothing of this cycle is left.)
    settleAllSleep(CU.now());
    if (!Flushed) {
      Flushed = true;
      flushSlotRuns();
    }
  }

  /// The stage issued instructions go to (called directly, not virtually).
  void setExecuteStage(WaveExecuteStage *E) { Exec = E; }
  /// Reports RunStarted to every listener, sets up the event bus from their
  /// subscriptions and sizes the per-slot state. Once, before the first
  /// cycle (run() calls it; else the first cycleStart).
  void begin();

private:
  /// The stall a wave reported last, and the run of identical stalls not
  /// reported yet.
  /// The run is counted lazily: it covers every slot of the wave's SIMD
  /// from First up to the slot that ends it (ComputeUnit::slotsIn), so a
  /// slot that repeats the stall costs nothing.
  struct StallRun {
    uint64_t First = 0;   ///< cycle of the run's first slot
    bool Pending = false; ///< a run not reported yet
    /// A run of a ready wave that lost arbitration (ARBITER_NOT_WIN, or
    /// ARBITER_WIN_EX_STALL with its unit busy): the bit of its category
    /// and its instruction (it stays ready until it issues); else 0.
    uint8_t ReadyCat = 0;
    /// A ready run counted in closed form (no listener wants each stall
    /// run, !WantStalls): the wave loses every slot of its SIMD until it
    /// issues, either to an older wave that takes its category
    /// (ARBITER_NOT_WIN) or, when none does, to its busy unit
    /// (ARBITER_WIN_EX_STALL). Its reason may change from slot to slot without
    /// a new run; when it ends, its ARBITER_NOT_WIN slots are those in which
    /// the category was issued on the SIMD (CatIssued) since Snap, the others
    /// ARBITER_WIN_EX_STALL.
    bool Collapsed = false;
    uint64_t Snap = 0;
    const WaveStaticInst *ReadySI = nullptr;
    uint64_t ValidUntil = 0; ///< the stall stays the same before this cycle
    uint32_t Inst = 0;
    WaveStallReason Reason = WaveStallReason::OTHER;
    WaitCounterMask Counters = 0;
    SmallVector<unsigned, 8> WaitedOn;
  };
  /// Identical slot outcomes of one SIMD not reported yet.
  struct SlotRun {
    uint64_t First = 0;
    uint64_t Slots = 0;
    unsigned Issued = 0;
    WaveStallReason Reason = WaveStallReason::OTHER;
  };

  /// Per SIMD, by position in its arbitration order (bit P: the wave at
  /// position P), the waves a slot can pass over without looking at them.
  /// Only the slots of a SIMD change the stall runs of its waves, so the
  /// masks are kept up to date by the waves each slot visits, and rebuilt
  /// from the stall runs when the order changes (launch, end, s_setprio).
  struct SIMDMasks {
    /// The wave's stall stays the same before its run's ValidUntil.
    uint64_t Timed = 0;
    uint64_t TimedMin = ~uint64_t(0); ///< earliest ValidUntil in Timed
    /// The ValidUntil of the run of the wave at each position in Timed, here
    /// (expireTimed scans them without visiting the runs).
    uint64_t Until[64];
    /// Ready, lost its last slot to an older wave of this category
    /// (ARBITER_NOT_WIN): it loses again, unchanged, in every slot in which
    /// an older wave issues an instruction of the category.
    uint64_t NotWin[NumIssueCategories] = {};
    /// A bit for each of the SIMD's waves (kept by rebuildMasks: the waves
    /// change only with an order change).
    uint64_t All = 0;
  };

  ComputeUnit &CU;
  WaveExecuteStage *Exec = nullptr;
  std::vector<StallRun> Runs;    ///< per wave slot
  std::vector<SIMDMasks> Masks;  ///< per SIMD
  std::vector<SlotRun> SlotRuns; ///< per SIMD
  /// Per SIMD and issue category: the slots in which an instruction of the
  /// category issued (for the Collapsed stall runs).
  std::vector<uint64_t> CatIssued;
  /// Per SIMD asleep (WavePool::wakeCycle): the outcome of each of its
  /// slots until it wakes (nothing issued, this reason).
  std::vector<WaveStallReason> SleepReason;
  /// Lazy counts of asleep slots (when no listener wants slot runs,
  /// !WantSlots): a SIMD that goes to sleep after its slot in cycle C has
  /// its slots from SleepFrom = C + 1 on counted in one go (settleSleep)
  /// when it is next visited awake, or when the run stops; a skip over
  /// asleep cycles then only moves the clock. Every slot of an asleep SIMD
  /// repeats SleepReason, so the counts are those of one slot at a time.
  /// (Asleep, the SIMD keeps its waves: only its own awake slots end them.)
  std::vector<uint64_t> SleepFrom;
  uint64_t SleepPending = 0; ///< bit S: SIMD S has uncounted asleep slots
  bool LazySleep = false;
  /// GCN/CDNA with a power-of-two number of SIMDs (nextWake's fast path).
  bool RoundRobinPow2 = false;
  bool Flushed = false;
  bool Begun = false;
  bool WantStalls = false, WantWaitcntStalls = false, WantSlots = false,
       WantIssues = false, WantEnds = false;
  /// Plain ALU instructions are booked here, not by the execute stage's
  /// executeInst (WaveExecuteStage::inlinesPlainALU).
  bool InlinePlainALU = false;
  /// When a wave may issue: every stall reason comes from here.
  IssueRules Rules;
  /// The messages of a run stopped early.
  WaveDiagnostics Diag;
  uint64_t MaxCycles;
  unsigned DeadlockCycles;
  SmallVector<unsigned, 64> WaitedOn;
  SmallVector<unsigned, 32> Order;
  SmallVector<unsigned, 8> Ending;
  mca::InstRef NoInst;
  std::string Failure;
  /// Set when Failure is a -max-cycles or deadlock stop.
  std::optional<IncompleteRunError::Kind> FailureKind;
  bool Stopped = false;
  bool SilentEnd = false; ///< set by tryIssue: implicit end of the stream
  /// The error that stops the run, set in slot() (which returns true).
  Error SlotErr = Error::success();

  Error step();
  /// step() after its -max-cycles and residency checks: this cycle's issue
  /// slots, then the deadlock check when it is due.
  Error issueSlots();
  /// Keeps a deadlock or -max-cycles error (or any other) for cycleEnd to
  /// report, and stops issuing.
  void stop(Error E);
  /// The issue slot of \p SIMD in the current cycle (out of line).
  Error issueSlot(unsigned SIMD);
  /// issueSlot(), inlined in runQuiet's loop: true if the run stops, with
  /// the error in SlotErr (no Error on the hot path).
  bool slot(unsigned SIMD);
  /// Asks the rules (IssueRules::decide) about the wave in \p Slot and
  /// issues if they let it; returns true if it issued, otherwise sets
  /// \p Reason (and WaitedOn / \p Counters for WAITCNT).
  /// \p Until: the stall stays the same before this cycle (0: unknown).
  /// (\p W and \p R: the wave in \p Slot and its stall run.)
  bool tryIssue(WaveState &W, StallRun &R, unsigned Slot,
                unsigned &CategoryMask, WaveStallReason &Reason,
                WaitCounterMask &Counters, uint64_t &Until, Error &Err);
  /// Issues static instruction \p Idx (\p SI) of the wave \p W in \p Slot
  /// (its stall run \p R) and moves the wave to its next instruction.
  void issue(WaveState &W, StallRun &R, unsigned Slot, unsigned Idx,
             const WaveStaticInst &SI, Error &Err);
  /// tryIssue() for a sequencer-internal instruction or the implicit end
  /// of the stream the rules let pass (out of line: rare;
  /// WaveIssueSequencer.cpp): issues it, or ends the wave.
  LLVM_ATTRIBUTE_NOINLINE bool passSequencer(WaveState &W, StallRun &R,
                                             unsigned Slot, unsigned Idx,
                                             const WaveStaticInst &SI,
                                             Error &Err);
  /// Reports the InstIssued event of \p W's instruction \p Idx (\p SI).
  LLVM_ATTRIBUTE_NOINLINE void emitIssued(const WaveState &W, unsigned Idx,
                                          const WaveStaticInst &SI);
  /// Reports the WaveStalled event of \p W's stall run \p R of \p Slots.
  LLVM_ATTRIBUTE_NOINLINE void emitStall(const WaveState &W, const StallRun &R,
                                         uint64_t Slots);
  /// The waves that ended in this slot (Ending) leave their slots.
  LLVM_ATTRIBUTE_NOINLINE Error endWaves();
  /// issue() for a sequencer-internal instruction (s_waitcnt, s_barrier,
  /// s_nop, s_endpgm, ...), and what it does to the wave.
  void issueSequencer(WaveState &W, StallRun &R, unsigned Slot, unsigned Idx,
                      const WaveStaticInst &SI, Error &Err);
  /// Adds one stalled slot to the run \p R of wave \p W (a new run if it
  /// differs).
  void recordStall(WaveState &W, StallRun &R, WaveStallReason Reason,
                   WaitCounterMask Counters, uint64_t Until);
  /// Reports the pending stall run \p R of wave \p W.
  void flushStallRun(WaveState &W, StallRun &R);
  /// Adds \p N slots of \p SIMD (the first at the current cycle) with this
  /// outcome to its slot run.
  void recordSlot(unsigned SIMD, unsigned Issued, WaveStallReason Reason,
                  uint64_t N = 1);
  void flushSlotRun(unsigned SIMD);
  /// Counts the asleep slots of \p SIMD (SleepPending) before cycle \p To.
  void settleSleep(unsigned SIMD, uint64_t To);
  /// settleSleep() for every SIMD, before cycle \p To (\p Later: the
  /// SIMDs whose slot in cycle To - 1 has not run, counted before To - 1).
  void settleAllSleep(uint64_t To, uint64_t Later = 0);
  /// Recomputes the masks of a SIMD whose waves are in order \p Ord.
  void rebuildMasks(SIMDMasks &M, ArrayRef<unsigned> Ord);
  /// Adds the wave at position \p P, whose stall run is \p R, to the mask
  /// its run belongs in (if any).
  void addToMasks(SIMDMasks &M, unsigned P, const StallRun &R) const;
  /// Drops the waves whose stall can change from now on from M.Timed.
  void expireTimed(SIMDMasks &M, ArrayRef<unsigned> Ord);
  void flushSlotRuns();
  void arriveAtBarrier(WaveState &W);
  Error checkProgress();
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_STAGES_WAVEISSUESTAGE_H
