//===- WaveIssueStage.cpp - Per-SIMD issue and arbitration ----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The sequencer: slot arbitration, sequencer-internal instructions,
/// barriers, wave end, deadlock and -max-cycles diagnostics.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Stages/WaveIssueStage.h"
#include "gcn-mca/MCA/IncompleteRunError.h"
#include "gcn-mca/MCA/Stages/WaveExecuteStage.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

Error WaveIssueStage::step() {
  if (CU.now() >= MaxCycles) {
    // No slot of this cycle runs.
    settleAllSleep(CU.now());
    return Diag.maxCycles(MaxCycles);
  }
  if (!CU.Waves.resident())
    return Error::success();
  return issueSlots();
}

Error WaveIssueStage::issueSlots() {
  if (CU.Info.IssueModel == GCNIssueModel::RoundRobin) {
    if (Error E = issueSlot(CU.Schedule.simdAt(CU.now()))) {
      settleAllSleep(CU.now() + 1);
      return E;
    }
  } else {
    for (unsigned S = 0; S < CU.Info.NumSIMDs; ++S)
      if (Error E = issueSlot(S)) {
        // The SIMDs after S had no slot in this cycle.
        settleAllSleep(CU.now() + 1, ~((uint64_t(2) << S) - 1));
        return E;
      }
  }
  // LastProgress may lie ahead (checkProgress sets it to the last pending
  // completion): no check is due before LastProgress + DeadlockCycles.
  if (CU.now() < CU.LastProgress + DeadlockCycles)
    return Error::success();
  Error E = checkProgress();
  if (E)
    settleAllSleep(CU.now() + 1);
  return E;
}

void WaveIssueStage::stop(Error E) {
  Error Rest = handleErrors(std::move(E), [&](const IncompleteRunError &I) {
    FailureKind = I.getKind();
    Failure = I.getMessage();
  });
  if (Rest)
    Failure = toString(std::move(Rest));
  Stopped = true;
}

uint64_t WaveIssueStage::runQuiet(uint64_t Max, bool &Started) {
  Started = false;
  if (!Begun)
    return 0;
  unsigned Ended = CU.Waves.ended();
  // Only an error (stop()) or a wave's end, after which this returns, change
  // Stopped and Resident.
  if (Stopped || !CU.Waves.resident())
    return 0;
  // The cycles run are the cycles advanced (one per loop, or a skip): the
  // loop ends at Start + Max or at -max-cycles, whichever is first.
  const uint64_t Start = CU.now();
  const uint64_t End =
      Start >= MaxCycles ? Start
                         : (Max < MaxCycles - Start ? Start + Max : MaxCycles);
  // Round robin: the SIMD of the current cycle's slot, kept from cycle to
  // cycle (the next one's is the next SIMD).
  const bool RoundRobin = CU.Info.IssueModel == GCNIssueModel::RoundRobin;
  const unsigned NumSIMDs = CU.Info.NumSIMDs;
  auto NextSIMD = [NumSIMDs](unsigned X) {
    unsigned Y = X + 1;
    return Y == NumSIMDs ? 0 : Y; // (a conditional move)
  };
  // S's slot is this cycle's, SNext's the next cycle's.
  unsigned S = RoundRobin ? CU.Schedule.simdAt(CU.now()) : 0;
  unsigned SNext = NextSIMD(S);
  uint64_t CheckAt = CU.LastProgress + DeadlockCycles;
  while (CU.now() < End) {
    // cycleStart: step() with its first checks made above.
    Error E = RoundRobin ? (slot(S) ? std::move(SlotErr) : Error::success())
                         : issueSlots();
    // (LastProgress only grows: before CheckAt no deadlock check is due.)
    if (!E && RoundRobin && CU.now() >= CheckAt) {
      CheckAt = CU.LastProgress + DeadlockCycles;
      if (CU.now() >= CheckAt) {
        E = checkProgress();
        CheckAt = CU.LastProgress + DeadlockCycles;
      }
    }
    if (E) {
      // (After this cycle's slots.)
      settleAllSleep(CU.now() + 1);
      stop(std::move(E));
      Started = true;
      return CU.now() - Start;
    }
    if (CU.Waves.ended() != Ended) {
      // cycleEnd has to report the end (and maybe the run's).
      Started = true;
      return CU.now() - Start;
    }
    // cycleEnd and the retire stage's cycleEnd of a cycle without an end.
    CU.endCycle();
    // A skip (skipTarget, skipTo) costs several asleep slots unless they
    // are counted lazily: it is then tried when at least the next two slots
    // are asleep. Either way the counts are the same.
    if (RoundRobin) {
      S = SNext;
      SNext = NextSIMD(S);
      uint64_t Now = CU.now();
      if (LazySleep) {
        // A skip only moves the clock: to the first cycle whose slot is
        // awake, looked for slot by slot in the next round (nextWake()
        // beyond it).
        if (awakeAt(S, Now))
          continue;
        uint64_t Wake = 0;
        unsigned X = SNext;
        for (unsigned K = 1; K < NumSIMDs; ++K, X = NextSIMD(X))
          if (awakeAt(X, Now + K)) {
            Wake = Now + K;
            break;
          }
        if (uint64_t To = Wake ? skipBound(Wake) : skipTarget(); To > Now) {
          CU.skipTo(To);
          S = CU.Schedule.simdAt(To);
          SNext = NextSIMD(S);
        }
        continue;
      }
      // (One branch on both.)
      bool Awake = awakeAt(S, Now);
      bool NextAwake = awakeAt(SNext, Now + 1);
      if (Awake | NextAwake)
        continue;
    } else if (slotAwake() || slotAwakeAt(CU.now() + 1)) {
      continue;
    }
    if (uint64_t To = skipTarget(); To > CU.now()) {
      skipTo(To);
      if (RoundRobin) {
        S = CU.Schedule.simdAt(CU.now());
        SNext = NextSIMD(S);
      }
    }
  }
  return CU.now() - Start;
}

void WaveIssueStage::begin() {
  Begun = true;
  WaveSubscriptions Subs;
  WaveEvent E(WaveEvent::RunStarted, NoInst);
  E.Run = &CU.Info;
  E.Subscriptions = &Subs;
  for (mca::HWEventListener *L : getListeners())
    L->onEvent(E);
  CU.Bus.init(getListeners(), Subs);
  Runs.assign(CU.Waves.numSlots(), StallRun());
  SlotRuns.assign(CU.Info.NumSIMDs, SlotRun());
  SleepReason.assign(CU.Info.NumSIMDs, WaveStallReason::OTHER);
  SleepFrom.assign(CU.Info.NumSIMDs, 0);
  SleepPending = 0;
  Masks.assign(CU.Info.NumSIMDs, SIMDMasks());
  CatIssued.assign(CU.Info.NumSIMDs * NumIssueCategories, 0);
  CU.Waves.markOrderChanged();
  WantStalls = CU.Bus.wants(WaveEvent::WaveStalled);
  WantWaitcntStalls = CU.Bus.wantsWaitcntStalls();
  WantSlots = CU.Bus.wants(WaveEvent::SlotDone);
  WantIssues = CU.Bus.wants(WaveEvent::InstIssued);
  WantEnds = CU.Bus.wants(WaveEvent::WaveEnded);
  LazySleep = !WantSlots;
  RoundRobinPow2 = CU.Info.IssueModel == GCNIssueModel::RoundRobin &&
                   isPowerOf2_32(CU.Info.NumSIMDs);
  InlinePlainALU = Exec && Exec->inlinesPlainALU();
}

LLVM_ATTRIBUTE_ALWAYS_INLINE void WaveIssueStage::flushStallRun(WaveState &W,
                                                                StallRun &R) {
  if (!R.Pending)
    return;
  R.Pending = false;
  // Every slot of the wave's SIMD from the run's first up to this one.
  uint64_t Slots = CU.slotsIn(W.SIMD, R.First, CU.now());
  if (R.Collapsed) {
    // A ready run: lost to an older wave in the slots in which its category
    // issued on the SIMD, to its busy unit in the others.
    R.Collapsed = false;
    uint64_t NotWin =
        CatIssued[W.SIMD * NumIssueCategories + countr_zero(R.ReadyCat)] -
        R.Snap;
    assert(NotWin <= Slots && "more lost slots than slots");
    R.ReadyCat = 0;
    // Both added, 0 or not: no branch to mispredict.
    uint64_t Ex = Slots - NotWin;
    CU.Counts.countReadyWait(R.Inst, NotWin, Ex);
    W.StallSlots[unsigned(WaveStallReason::ARBITER_NOT_WIN)] += NotWin;
    W.StallSlots[unsigned(WaveStallReason::ARBITER_WIN_EX_STALL)] += Ex;
    return;
  }
  R.ReadyCat = 0;
  CU.Counts.countStall(R.Inst, R.Reason, Slots);
  W.StallSlots[unsigned(R.Reason)] += Slots;
  if (LLVM_UNLIKELY(WantStalls || (WantWaitcntStalls &&
                                   R.Reason == WaveStallReason::WAITCNT)))
    emitStall(W, R, Slots);
}

void WaveIssueStage::emitStall(const WaveState &W, const StallRun &R,
                               uint64_t Slots) {
  WaveEvent E(WaveEvent::WaveStalled, NoInst);
  E.Cycle = R.First;
  E.Wave = W.Id;
  E.SIMD = W.SIMD;
  E.Workgroup = W.Workgroup;
  E.Inst = R.Inst;
  E.Reason = R.Reason;
  E.WaitedOn = R.WaitedOn;
  E.WaitedCounters = R.Counters;
  if (R.Reason == WaveStallReason::WAITCNT)
    E.WaitedLevel = CU.Counts.waitedLevel(R.WaitedOn);
  E.Slots = Slots;
  CU.Bus.emit(E);
}

LLVM_ATTRIBUTE_ALWAYS_INLINE void
WaveIssueStage::recordStall(WaveState &W, StallRun &R, WaveStallReason Reason,
                            WaitCounterMask Counters, uint64_t Until) {
  R.ValidUntil = Until;
  // A wave waiting at a barrier stalls at its s_barrier (docs/Views.md);
  // past the end of its last iteration the wave drains: one past the
  // region's last instruction.
  uint32_t Inst = Reason == WaveStallReason::BARRIER_WAIT ? W.BarrierInst
                  : W.AtEnd                               ? CU.Prog.size()
                                                          : W.Cur;
  if (R.Pending && R.Inst == Inst && R.Reason == Reason &&
      R.Counters == Counters && R.WaitedOn.size() == WaitedOn.size() &&
      (WaitedOn.empty() ||
       std::equal(WaitedOn.begin(), WaitedOn.end(), R.WaitedOn.begin())))
    return;
  flushStallRun(W, R);
  if (Reason == WaveStallReason::ARBITER_NOT_WIN ||
      Reason == WaveStallReason::ARBITER_WIN_EX_STALL) {
    const WaveStaticInst &SI = CU.Prog.inst(Inst);
    // An EX_STALL of an instruction with counters may be a counter
    // overflow, which only the general path tells.
    if (Reason == WaveStallReason::ARBITER_NOT_WIN || !SI.Counters) {
      R.ReadyCat = uint8_t(1u << unsigned(SI.Cat));
      R.ReadySI = &SI;
    }
    if (!WantStalls && !SI.Counters) {
      // It loses every slot until it issues (see StallRun::Collapsed). A
      // slot in which it lost to an older wave has already counted the
      // category's issue.
      R.Collapsed = true;
      R.Snap = CatIssued[W.SIMD * NumIssueCategories + unsigned(SI.Cat)] -
               (Reason == WaveStallReason::ARBITER_NOT_WIN);
    }
  }
  R.First = CU.now();
  R.Pending = true;
  R.Inst = Inst;
  R.Reason = Reason;
  R.Counters = Counters;
  if (!WaitedOn.empty() || !R.WaitedOn.empty())
    R.WaitedOn.assign(WaitedOn.begin(), WaitedOn.end());
}

void WaveIssueStage::flushSlotRun(unsigned SIMD) {
  SlotRun &S = SlotRuns[SIMD];
  if (!S.Slots)
    return;
  WaveEvent E(WaveEvent::SlotDone, NoInst);
  E.Cycle = S.First;
  E.SIMD = SIMD;
  E.Issued = S.Issued;
  E.Reason = S.Reason;
  E.Slots = S.Slots;
  S.Slots = 0;
  CU.Bus.emit(E);
}

void WaveIssueStage::flushSlotRuns() {
  for (unsigned S = 0; S < SlotRuns.size(); ++S)
    flushSlotRun(S);
}

uint64_t WaveIssueStage::nextWake() const {
  uint64_t Now = CU.now();
  if (slotAwake())
    return Now;
  uint64_t T = ~uint64_t(0);
  const uint64_t *Wake = CU.Waves.wakeCycles().data();
  uint64_t M = CU.Waves.simdsWithWaves();
  if (RoundRobinPow2) {
    // (SlotSchedule::nextSlot for a power-of-two round robin, inline.)
    const uint64_t Mask = CU.Info.NumSIMDs - 1;
    for (; M; M &= M - 1) {
      unsigned S = countr_zero(M);
      uint64_t From = std::max(Now, Wake[S]);
      T = std::min(T, From + ((uint64_t(S) - From) & Mask));
    }
  } else {
    for (; M; M &= M - 1) {
      unsigned S = countr_zero(M);
      T = std::min(T, CU.nextSlot(S, std::max(Now, Wake[S])));
    }
  }
  return std::max(T, Now);
}

void WaveIssueStage::settleSleep(unsigned SIMD, uint64_t To) {
  SleepPending &= ~(uint64_t(1) << SIMD);
  CU.Counts.countSlots(0, SleepReason[SIMD],
                       CU.slotsIn(SIMD, SleepFrom[SIMD], To));
}

void WaveIssueStage::settleAllSleep(uint64_t To, uint64_t Later) {
  for (uint64_t M = SleepPending; M; M &= M - 1) {
    unsigned S = countr_zero(M);
    settleSleep(S, (Later >> S & 1) ? To - 1 : To);
  }
}

void WaveIssueStage::skipTo(uint64_t To) {
  if (LazySleep) {
    // The asleep slots in between are counted when their SIMD wakes.
    CU.skipTo(To);
    return;
  }
  for (uint64_t M = CU.Waves.simdsWithWaves(); M; M &= M - 1) {
    unsigned S = countr_zero(M);
    if (uint64_t N = CU.slotsIn(S, CU.now(), To))
      recordSlot(S, 0, SleepReason[S], N);
  }
  CU.skipTo(To);
}

LLVM_ATTRIBUTE_ALWAYS_INLINE void
WaveIssueStage::recordSlot(unsigned SIMD, unsigned Issued,
                           WaveStallReason Reason, uint64_t N) {
  CU.Counts.countSlots(Issued, Reason, N);
  if (!WantSlots)
    return;
  // The reason only means something for a slot that issued nothing.
  if (Issued)
    Reason = WaveStallReason::OTHER;
  SlotRun &S = SlotRuns[SIMD];
  if (S.Slots && S.Issued == Issued && S.Reason == Reason) {
    S.Slots += N;
    return;
  }
  flushSlotRun(SIMD);
  S.First = CU.nextSlot(SIMD, CU.now());
  S.Slots = N;
  S.Issued = Issued;
  S.Reason = Reason;
  if (CU.Bus.slotPerSlot())
    flushSlotRun(SIMD);
}

LLVM_ATTRIBUTE_ALWAYS_INLINE void
WaveIssueStage::addToMasks(SIMDMasks &M, unsigned P, const StallRun &R) const {
  uint64_t Bit = uint64_t(1) << P;
  if (R.ValidUntil > CU.now()) {
    M.Timed |= Bit;
    M.Until[P] = R.ValidUntil;
    M.TimedMin = std::min(M.TimedMin, R.ValidUntil);
  } else if (R.ReadyCat &&
             (R.Collapsed || R.Reason == WaveStallReason::ARBITER_NOT_WIN)) {
    M.NotWin[countr_zero(unsigned(R.ReadyCat))] |= Bit;
  }
}

void WaveIssueStage::rebuildMasks(SIMDMasks &M, ArrayRef<unsigned> Ord) {
  M = SIMDMasks();
  M.All = Ord.size() == 64 ? ~uint64_t(0) : (uint64_t(1) << Ord.size()) - 1;
  for (unsigned P = 0, N = Ord.size(); P != N; ++P)
    addToMasks(M, P, Runs[Ord[P]]);
}

void WaveIssueStage::expireTimed(SIMDMasks &M, ArrayRef<unsigned> Ord) {
  uint64_t Min = ~uint64_t(0);
  uint64_t Now = CU.now();
  for (uint64_t T = M.Timed; T; T &= T - 1) {
    unsigned P = countr_zero(T);
    uint64_t Until = M.Until[P];
    if (Until > Now) {
      Min = std::min(Min, Until);
      continue;
    }
    M.Timed &= ~(uint64_t(1) << P);
    // A ready wave loses from now on whenever an older wave takes its
    // category.
    const StallRun &R = Runs[Ord[P]];
    if (R.Collapsed)
      M.NotWin[countr_zero(unsigned(R.ReadyCat))] |= uint64_t(1) << P;
  }
  M.TimedMin = Min;
}

Error WaveIssueStage::issueSlot(unsigned SIMD) {
  if (slot(SIMD))
    return std::move(SlotErr);
  return Error::success();
}

LLVM_ATTRIBUTE_ALWAYS_INLINE bool WaveIssueStage::slot(unsigned SIMD) {
  ArrayRef<unsigned> V = CU.Waves.residents(SIMD);
  if (V.empty())
    return false;
  if (CU.now() < CU.Waves.wakeCycle(SIMD)) {
    // Asleep: every wave repeats its stall (counted lazily).
    if (!LazySleep)
      recordSlot(SIMD, 0, SleepReason[SIMD]);
    return false;
  }
  if (SleepPending >> SIMD & 1)
    settleSleep(SIMD, CU.now());
  SIMDMasks &M = Masks[SIMD];
  ArrayRef<unsigned> Ord = V;
  if (CU.AnyPriority) {
    // Priorities can change the order in any slot.
    Order.assign(V.begin(), V.end());
    std::stable_sort(Order.begin(), Order.end(), [&](unsigned A, unsigned B) {
      return CU.Waves.wave(A).Priority > CU.Waves.wave(B).Priority;
    });
    Ord = Order;
    CU.Waves.takeOrderChanged(SIMD);
    rebuildMasks(M, Ord);
  } else if (CU.Waves.takeOrderChanged(SIMD)) {
    rebuildMasks(M, Ord);
  } else if (CU.now() >= M.TimedMin) {
    expireTimed(M, Ord);
  }
  uint64_t Now = CU.now();
  unsigned N = Ord.size();
  unsigned CategoryMask = 0, Issued = 0;
  // The slot's reason (if nothing issues): the stall of the first wave in
  // order that did not issue, at position ReasonPos.
  WaveStallReason SlotReason = WaveStallReason::OTHER;
  unsigned ReasonPos = N;
  // The SIMD can sleep until Wake if no wave issues or ends and every stall
  // has a known end. The waves in M.Timed repeat their stall: they are not
  // visited.
  uint64_t TimedAtStart = M.Timed;
  // (TimedMin is ~0 while Timed is empty.)
  assert((M.Timed || M.TimedMin == ~uint64_t(0)) && "stale TimedMin");
  uint64_t Wake = M.TimedMin;
  bool CanSleep = true;
  uint64_t ToVisit = M.All & ~M.Timed;
  Ending.clear();
  while (ToVisit) {
    unsigned P = countr_zero(ToVisit);
    ToVisit &= ToVisit - 1;
    unsigned Slot = Ord[P];
    StallRun &R = Runs[Slot];
    uint64_t PosBit = uint64_t(1) << P;
    if (R.ReadyCat) {
      // Fast path: a ready wave that loses the slot the way it lost the
      // previous one (its category taken by an older wave, or its unit
      // busy) continues its stall run. Anything else goes through tryIssue.
      // (For an instruction with counters only the general path tells
      // whether it can issue: it may also overflow one of them.)
      WaveStallReason Lost = WaveStallReason::OTHER;
      uint64_t LostUntil = 0;
      if ((CategoryMask & R.ReadyCat) || !R.ReadySI->Counters) {
        Readiness Rd = Rules.arbitrate(CU.Waves.wave(Slot), *R.ReadySI, SIMD, Now,
                                       CategoryMask & R.ReadyCat);
        if (!Rd.Ready) {
          Lost = Rd.Reason;
          LostUntil = Rd.Until;
        }
      }
      if (R.Collapsed && Lost != WaveStallReason::OTHER) {
        // A ready run counted in closed form: nothing to record.
        R.Reason = Lost;
        if (ReasonPos == N) {
          SlotReason = Lost;
          ReasonPos = P;
        }
        uint64_t Until = LostUntil;
        if (Until) {
          R.ValidUntil = Until;
          Wake = std::min(Wake, Until);
          M.NotWin[countr_zero(unsigned(R.ReadyCat))] &= ~PosBit;
          addToMasks(M, P, R); // now timed
        } else {
          CanSleep = false;
        }
        continue;
      }
      if (R.Reason == Lost) {
        if (ReasonPos == N) {
          SlotReason = Lost;
          ReasonPos = P;
        }
        CanSleep = false;
        continue;
      }
      // Its state changes below.
      M.NotWin[countr_zero(unsigned(R.ReadyCat))] &= ~PosBit;
    }
    WaitedOn.clear();
    WaitCounterMask Counters = 0;
    WaveStallReason Reason = WaveStallReason::OTHER;
    uint64_t Until = 0;
    unsigned Before = CategoryMask;
    WaveState &W = CU.Waves.wave(Slot);
    bool Did =
        tryIssue(W, R, Slot, CategoryMask, Reason, Counters, Until, SlotErr);
    if (LLVM_UNLIKELY(bool(SlotErr)))
      return true;
    if (Did) {
      ++Issued;
      // The younger waves that lost to an instruction of this category
      // lose again: they are not visited.
      // (At most one category per issue; none for the sequencer's.)
      if (unsigned New = CategoryMask & ~Before) {
        unsigned C = countr_zero(New);
        uint64_t Lost = M.NotWin[C];
        ToVisit &= ~Lost;
        ++CatIssued[SIMD * NumIssueCategories + C];
        // Older ready waves of the category lost this slot to their busy
        // unit (a category with several units), not to this wave.
        for (uint64_t Older = Lost & (PosBit - 1); Older; Older &= Older - 1) {
          StallRun &O = Runs[Ord[countr_zero(Older)]];
          if (O.Collapsed)
            ++O.Snap;
        }
      }
      continue;
    }
    if (SilentEnd) {
      // The wave ended at the end of its last iteration (no s_endpgm): it
      // neither issued nor stalled.
      SilentEnd = false;
      continue;
    }
    if (ReasonPos == N) {
      SlotReason = Reason;
      ReasonPos = P;
    }
    if (Until > Now)
      Wake = std::min(Wake, Until);
    else
      CanSleep = false;
    recordStall(W, R, Reason, Counters, Until);
    addToMasks(M, P, R);
  }
  if (Issued) {
    // (A slot that issued has no reason.)
    recordSlot(SIMD, Issued, WaveStallReason::OTHER);
  } else {
    if (TimedAtStart && unsigned(countr_zero(TimedAtStart)) < ReasonPos)
      SlotReason = Runs[Ord[countr_zero(TimedAtStart)]].Reason;
    recordSlot(SIMD, 0, SlotReason);
    if (CanSleep && Ending.empty()) {
      CU.Waves.sleepUntil(SIMD, Wake);
      SleepReason[SIMD] = SlotReason;
      if (LazySleep) {
        SleepFrom[SIMD] = Now + 1;
        SleepPending |= uint64_t(1) << SIMD;
      }
    }
  }
  if (LLVM_UNLIKELY(!Ending.empty())) {
    SlotErr = endWaves();
    return bool(SlotErr);
  }
  return false;
}

Error WaveIssueStage::endWaves() {
  for (unsigned Slot : Ending) {
    WaveState &W = CU.Waves.wave(Slot);
    unsigned Group = W.Workgroup;
    flushStallRun(W, Runs[Slot]);
    Runs[Slot].ValidUntil = 0;
    if (WantEnds) {
      WaveEvent E(WaveEvent::WaveEnded, NoInst);
      E.Cycle = CU.now();
      E.Wave = W.Id;
      E.SIMD = W.SIMD;
      E.Workgroup = Group;
      E.WaveIssuedByUnit = W.IssuedByUnit;
      E.WaveStallSlots = W.StallSlots;
      CU.Bus.emit(E);
    }
    CU.retire(Slot);
    if (CU.Groups.waitsForEndedWaves(Group)) {
      // Waves of the group wait at a barrier that the ended wave never
      // reached: they can never pass it.
      return Diag.endedBeforeBarrier(W, Group);
    }
  }
  return Error::success();
}


void WaveIssueStage::emitIssued(const WaveState &W, unsigned Idx,
                                const WaveStaticInst &SI) {
  uint64_t Now = CU.now();
  mca::InstRef IR(Idx, CU.lowered(Idx));
  WaveEvent E(WaveEvent::InstIssued, IR);
  E.Cycle = Now;
  E.Wave = W.Id;
  E.SIMD = W.SIMD;
  E.Workgroup = W.Workgroup;
  E.Inst = Idx;
  E.Unit = SI.Unit;
  E.UnitInstance =
      SI.Unit == GCNExecUnit::LDS ? W.SIMD / 2
      : (SI.Unit == GCNExecUnit::VALU || SI.Unit == GCNExecUnit::Trans ||
         SI.Unit == GCNExecUnit::Matrix)
          ? W.SIMD
          : 0;
  CU.Bus.emit(E);
}

LLVM_ATTRIBUTE_ALWAYS_INLINE void
WaveIssueStage::issue(WaveState &W, StallRun &R, unsigned Slot, unsigned Idx,
                      const WaveStaticInst &SI, Error &Err) {
  uint64_t Now = CU.now();
  flushStallRun(W, R);
  CU.Counts.countIssue(Idx);
  ++W.IssuedByUnit[unsigned(SI.Unit)];
  if (LLVM_UNLIKELY(WantIssues))
    emitIssued(W, Idx, SI);
  if (LLVM_LIKELY(SI.PlainALU && InlinePlainALU)) {
    WaveExecuteStage::bookPlainALU(CU, W, SI, Now);
  } else if (Exec) {
    if (Error E = Exec->executeInst(W, Idx, SI))
      Err = std::move(E);
  } else {
    CU.IssuingSlot = Slot;
    mca::InstRef IR(Idx, CU.lowered(Idx));
    Err = moveToTheNextStage(IR);
  }
  CU.LastProgress = Now;
  // Advance in the stream.
  uint32_t PC = W.PC + 1;
  if (PC == W.TraceLen && ++W.Iteration < CU.Info.Iterations)
    PC = 0;
  W.setPC(PC);
  // The wave comes back to its next instruction in a later slot, and to the
  // one after that later still: their data is asked for now (the waves of a
  // compute unit are at different places of a region that does not fit in
  // the cache).
  CU.Counts.prefetch(W.Cur);
  // (No prefetch of its register lists: with register classes they fit in
  // the cache, and finding them would wait for its descriptor.)
  if (PC + 1 < W.TraceLen)
    CU.Prog.prefetch(W.Trace[PC + 1]);
  if (SI.IsBranch) {
    bool Taken = !W.AtEnd && W.Cur != Idx + 1;
    if (Taken)
      IssueRules::blockAfterTakenBranch(W, SI, Now);
  }
  // The registers of the next instruction: only this wave's issues change
  // them, and none is ready later than the wave's last ALU operation. Their
  // exact ready cycle is looked up only if that is still ahead when the
  // wave is next visited (tryIssue).
  W.DepReady = W.ALUDone;
  W.DepExact = false;
}

LLVM_ATTRIBUTE_ALWAYS_INLINE bool
WaveIssueStage::tryIssue(WaveState &W, StallRun &R, unsigned Slot,
                         unsigned &CategoryMask, WaveStallReason &Reason,
                         WaitCounterMask &Counters, uint64_t &Until,
                         Error &Err) {
  unsigned Idx = W.Cur;
  const WaveStaticInst &SI = CU.Prog.inst(Idx);
  unsigned Bit = 1u << unsigned(SI.Cat);
  Readiness Rd = Rules.decide(W, SI, CU.now(), CategoryMask & Bit, WaitedOn);
  if (!Rd.Ready) {
    Reason = Rd.Reason;
    Counters = Rd.Counters;
    Until = Rd.Until;
    return false;
  }
  // The sequencer's instructions and the implicit end (out of line).
  if (LLVM_UNLIKELY(Rd.Sequencer))
    return passSequencer(W, R, Slot, Idx, SI, Err);
  CategoryMask |= Bit;
  issue(W, R, Slot, Idx, SI, Err);
  return true;
}

void WaveIssueStage::issueSequencer(WaveState &W, StallRun &R, unsigned Slot,
                                    unsigned Idx, const WaveStaticInst &SI,
                                    Error &Err) {
  uint64_t Now = CU.now();
  issue(W, R, Slot, Idx, SI, Err);
  switch (SI.Seq) {
  case SeqOp::Barrier:
    W.BarrierInst = Idx;
    arriveAtBarrier(W);
    break;
  case SeqOp::Nop:
  case SeqOp::Sleep:
  case SeqOp::Halt:
    IssueRules::blockAfterSequencer(W, SI, Now);
    break;
  case SeqOp::SetPrio:
    W.Priority = uint8_t(SI.Arg);
    CU.AnyPriority |= SI.Arg != 0;
    break;
  case SeqOp::Waitcnt:
  case SeqOp::EndPgm:
  case SeqOp::Other:
  case SeqOp::None:
    break;
  }
}

Error WaveIssueStage::checkProgress() {
  if (CU.now() < CU.LastProgress + DeadlockCycles)
    return Error::success();
  // No issue, launch or end for a while: is anything still in flight that
  // could unblock a wave?
  uint64_t Pending = Diag.lastPendingChange();
  if (Pending >= CU.now()) {
    // Check again DeadlockCycles after that has happened: a wave it unblocks
    // needs its next issue slot (up to SlotCycles later) to make progress.
    CU.LastProgress = Pending;
    return Error::success();
  }
  return Diag.deadlock();
}
