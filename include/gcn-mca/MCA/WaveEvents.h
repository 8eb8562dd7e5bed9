//===- WaveEvents.h - Events the wave pipeline reports ----------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The event interface of the wave pipeline (`-pipeline=wave`): what views
/// listen to. The pipeline reports through mca::HWEventListener like every
/// mca pipeline: onCycleBegin()/onCycleEnd() once per shader clock, and
/// onEvent(const mca::HWInstructionEvent &) with a WaveEvent, a subclass whose
/// Type is one of WaveEvent::Kind (all above the generic mca event types, so
/// generic views ignore them). Decode with WaveEvent::classof / dyn_cast-like
/// WaveEvent::get(). Views only listen; they never reach into the pipeline.
///
/// Conventions:
/// - A cycle is one shader clock, counted from 0. Event Cycle fields are the
///   cycle in which the fact happened (the pipeline's cycle counter when it
///   is reported, between onCycleBegin and onCycleEnd of that cycle).
/// - A wave is resident on one SIMD over [WaveStarted.Cycle,
///   WaveEnded.Cycle). Wave ids are dense, 0.., in launch order.
/// - An issue slot is one SIMD's turn to issue. GCN/CDNA (round-robin): SIMD
///   (Cycle % NumSIMDs) has the slot, so each SIMD gets one every
///   WaveRunInfo::SlotCycles = NumSIMDs cycles. RDNA (per-SIMD issue): every
///   SIMD has a slot every cycle (SlotCycles = 1).
/// - In every slot of a SIMD with at least one resident wave, EVERY resident
///   wave of that SIMD gets exactly one InstIssued or one WaveStalled event
///   (a wave issues at most one instruction per slot), followed by one
///   SlotDone for the SIMD. So issue + stall slots of a wave add up to the
///   slots it was resident for, and per-reason stall counts add up.
/// - Compact runs: a WaveStalled event stands for Slots (>= 1) consecutive
///   slots of its wave's SIMD (cycles Cycle, Cycle + SlotCycles, ...) in
///   which the wave stalled with the same Inst, Reason, WaitedOn and
///   WaitedCounters; a SlotDone for Slots consecutive slots of its SIMD with
///   the same Issued and Reason (Reason is OTHER when Issued > 0). A run is
///   reported once it ends: a stall run before the wave's next InstIssued
///   or its WaveEnded, a slot run before RunEnded at the latest. Count with
///   `+= Slots`.
/// - Subscriptions: while handling RunStarted, a listener may call
///   `E.Subscriptions->subscribe(this, Mask)` (Mask: waveEventBit(Kind)s;
///   WaveCycleCallbacks if it needs onCycleBegin/onCycleEnd; WaveSlotPerSlot
///   for one SlotDone per slot); it then receives only those kinds. A
///   listener that does not subscribe receives every kind and the cycle
///   callbacks. Events no listener receives are not built at all.
/// - A stall has exactly ONE reason (WaveStallReason, the PC-sampling
///   taxonomy), decided in one place (the issue stage asking
///   GCNCustomBehaviour), in this priority: INTERNAL_INSTRUCTION (s_nop,
///   s_sleep in progress), NO_INSTRUCTION_AVAILABLE (refetch after a taken
///   branch), BARRIER_WAIT, WAITCNT (an s_waitcnt / s_wait_* / s_endpgm
///   waiting for counters), ALU_DEPENDENCY (a source register written by an
///   unfinished ALU op), ARBITER_NOT_WIN (an older or higher-priority wave
///   took the instruction's category in this slot), ARBITER_WIN_EX_STALL
///   (would win, but the unit is busy / its queue is full / issuing would
///   overflow a wait counter), OTHER.
/// - Instruction indices (Inst, WaitedOn) are positions in the region's
///   instruction list (the ArrayRef<MCInst> views are constructed with).
/// - Units are GCNExecUnit values (gcn-mca/Target/GCNInstrClassifier.h);
///   GCNExecUnit::None is an internal (sequencer) instruction. Instances:
///   VALU/Trans/Matrix per SIMD (instance = SIMD), LDS per SIMD pair on
///   GCN/CDNA (instance = SIMD / 2), every other unit one per CU (instance 0).
///
/// Example: gfx90a, 1 wave/SIMD, a one-wave workgroup running
/// `v_add_f32 v1, v2, v3 ; s_endpgm` (indices 0 and 1). Events in order:
/// \code
///   RunStarted   Run={NumSIMDs=4, SlotCycles=4, WaveSize=64, ...}
///   cycle 0: onCycleBegin
///            WaveStarted  Cycle=0 Wave=0 SIMD=0 Workgroup=0
///            onCycleEnd                  (launch takes the cycle; no slot)
///   cycle 1: no resident wave on SIMD 1: nothing; onCycleEnd
///   ...
///   cycle 4: SIMD 0's slot:
///            InstIssued   Cycle=4 Wave=0 SIMD=0 Inst=0 Unit=VALU
///            UnitBusy     Cycle=4 Unit=VALU UnitInstance=0 BusyCycles=4
///            SlotDone     Cycle=4 SIMD=0 Issued=1
///   cycle 8: InstIssued   Cycle=8 Wave=0 Inst=1 Unit=None (s_endpgm)
///            SlotDone     Cycle=8 SIMD=0 Issued=1
///            WaveEnded    Cycle=8 Wave=0
///   RunEnded     Cycle=9
/// \endcode
/// Had the wave been at `s_waitcnt vmcnt(0)` with a load (index 3)
/// outstanding, its slot would have produced
/// `WaveStalled Wave=0 Inst=4 Reason=WAITCNT WaitedOn={3}` then
/// `SlotDone Issued=0 Reason=WAITCNT`. Cycles with no resident wave on the
/// whole CU produce one `Starved` event each.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_WAVEEVENTS_H
#define GCN_MCA_MCA_WAVEEVENTS_H

#include "gcn-mca/MCA/ChipModel.h"
#include "gcn-mca/MCA/HardwareUnits/MemoryHierarchy.h"
#include "gcn-mca/Target/GCNInstrClassifier.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/MCA/HWEventListener.h"
#include <cstdint>

namespace llvm {
namespace gcnmca {

/// Why a resident wave did not issue in an issue slot: the stall reasons of
/// AMD's PC sampling (CDNA3/CDNA4), in this order (WaveStallReasons.def,
/// which says what each one means).
enum class WaveStallReason : uint8_t {
#define WAVE_STALL_REASON(Name, Short, Letter, Phrase) Name,
#include "gcn-mca/MCA/WaveStallReasons.def"
};
constexpr unsigned NumWaveStallReasons = 0
#define WAVE_STALL_REASON(Name, Short, Letter, Phrase) +1
#include "gcn-mca/MCA/WaveStallReasons.def"
    ;
/// "WAITCNT", "ALU_DEPENDENCY", ...
inline StringRef getWaveStallReasonName(WaveStallReason R) {
  static const char *const Names[NumWaveStallReasons] = {
#define WAVE_STALL_REASON(Name, Short, Letter, Phrase) #Name,
#include "gcn-mca/MCA/WaveStallReasons.def"
  };
  return Names[unsigned(R)];
}

/// Number of GCNExecUnit values (None .. Message).
constexpr unsigned NumGCNExecUnits = unsigned(GCNExecUnit::Message) + 1;

/// How waves are launched.
enum class WaveDispatchKind : uint8_t { Compute, Vertex, Pixel };

/// Static facts of one wave-pipeline run, reported once (RunStarted) before
/// the first cycle; also the query API views use for static facts.
struct WaveRunInfo {
  StringRef Processor; ///< e.g. "gfx90a"
  GCNIssueModel IssueModel = GCNIssueModel::RoundRobin;
  WaveDispatchKind Dispatch = WaveDispatchKind::Compute;
  unsigned NumSIMDs = 4;     ///< SIMDs of the simulated CU
  unsigned SlotCycles = 4;   ///< cycles between two slots of one SIMD
  unsigned WaveSize = 64;    ///< lanes per wave
  unsigned WavesPerSIMD = 0; ///< residency limit used
  unsigned NumCUs = 1;       ///< CUs sharing the export path / dispatcher
  /// CUs in the simulated unit: 1 (GCN/CDNA: a CU), 2 on RDNA (a WGP). The
  /// chip has NumCUs (of the model) / CUsPerUnit such units; chip figures
  /// scale by that count, never by the CU count.
  unsigned CUsPerUnit = 1;
  unsigned WavesPerWorkgroup = 1;
  /// SIMDs one workgroup's waves may use: all of them, or in RDNA CU mode
  /// the SIMDs of one CU (SIMDs [k x N, (k + 1) x N)).
  unsigned SIMDsPerGroupUnit = 4;
  unsigned NumWorkgroups = 0; ///< workgroups (graphics: waves) to run
  unsigned TotalWaves = 0;
  unsigned Iterations = 1;      ///< times each wave runs the instruction stream
  unsigned NumInstructions = 0; ///< static instructions of the region
  uint64_t MaxCycles = 0;
  /// Instances of each unit in the CU, indexed by GCNExecUnit (0 = the unit
  /// does not exist on this processor).
  unsigned UnitCount[NumGCNExecUnits] = {};

  /// Memory hierarchy: per static instruction, the level contributing most
  /// to its expected latency (NoMemLevel: not a vector memory access); the
  /// display name of each level ("" = absent) and the simulated unit's
  /// share of it in bytes per clock (0 = not limited).
  ArrayRef<uint8_t> InstMemLevel;
  /// Per static instruction, the lane stride of its memory access and its
  /// source (AccessStride::None: not a VMEM / LDS access).
  ArrayRef<AccessStride> InstStrides;
  StringRef MemLevelNames[NumMemLevels];
  double MemShare[NumMemLevels] = {};
  /// Per static instruction, the work of one wave execution (ChipModel.h).
  ArrayRef<InstWork> InstWorks;
  /// The processor model the run used (null outside the wave pipeline).
  const GCNProcessorModel *Model = nullptr;
  /// Percent of DRAMGBps the run's DRAM share was given (the efficiency of
  /// its traffic: DRAMPct, DRAMReadPct or DRAMWritePct).
  unsigned DRAMEfficiencyPct = 100;
  /// Workgroups of the whole launch (0 = the simulated unit's workgroups on
  /// every unit of the chip).
  uint64_t GridWorkgroups = 0;
  /// True if the instruction streams no memory (no level for it).
  uint8_t memLevel(unsigned Inst) const {
    return Inst < InstMemLevel.size() ? InstMemLevel[Inst] : NoMemLevel;
  }

  unsigned getUnitCount(GCNExecUnit U) const { return UnitCount[unsigned(U)]; }
  unsigned getWaveSlots() const { return NumSIMDs * WavesPerSIMD; }
};

class WaveSubscriptions;
class WaveCounters;

/// One fact reported by the wave pipeline. Fields not listed for a kind are
/// unspecified.
class WaveEvent : public mca::HWInstructionEvent {
public:
  enum Kind : unsigned {
    FirstKind = mca::HWInstructionEvent::LastGenericEventType + 200,
    /// Run (the static facts). Once, before the first cycle.
    RunStarted = FirstKind,
    /// Cycle, Wave, SIMD, Workgroup, Lanes.
    WaveStarted,
    /// Cycle, Wave, SIMD, Workgroup.
    WaveEnded,
    /// Cycle, Wave, SIMD, Inst, Unit (None for internal instructions),
    /// UnitInstance. IR = InstRef(Inst, the region's mca::Instruction).
    InstIssued,
    /// Cycle, Wave, SIMD, Inst (the instruction it is stopped at; the
    /// number of static instructions when it is past the end of its last
    /// iteration, draining before it ends), Reason;
    /// for WAITCNT also WaitedOn (static indices of the outstanding
    /// instructions the wait still needs), WaitedCounters and WaitedLevel
    /// (the memory level of the latest access of the first of WaitedOn
    /// that has one, as MemAccess events tell it; NoMemLevel: none).
    WaveStalled,
    /// Cycle, SIMD, Issued (instructions issued in the slot); when Issued is
    /// 0, Reason = the reason of the first wave in arbitration order.
    SlotDone,
    /// Cycle (when the work starts), Unit, UnitInstance, BusyCycles: the unit
    /// instance is occupied BusyCycles by one instruction (Wave, Inst).
    UnitBusy,
    /// Cycle: no wave resident on the CU during this cycle.
    Starved,
    /// Cycle = total cycles. Once, after the last wave ended.
    RunEnded,
    /// A vector memory access left the L1 for the shared levels: Cycle
    /// (issue), Wave, SIMD, Inst, MemLevel (the level it waited on, or its
    /// latency-dominant level when it did not wait), MemDelay (queueing
    /// cycles added to its latency), MemBusy (cycles it occupies each
    /// level's share). Reported after the instruction's UnitBusy.
    MemAccess,
    LastKind = MemAccess,
  };

  WaveEvent(Kind K, const mca::InstRef &IR) : mca::HWInstructionEvent(K, IR) {}

  static bool classof(const mca::HWInstructionEvent &E) {
    return E.Type >= FirstKind && E.Type <= LastKind;
  }
  /// The WaveEvent behind \p E, or null if \p E is a generic event.
  static const WaveEvent *get(const mca::HWInstructionEvent &E) {
    return classof(E) ? static_cast<const WaveEvent *>(&E) : nullptr;
  }
  Kind getKind() const { return Kind(Type); }

  uint64_t Cycle = 0;
  unsigned Wave = 0;
  unsigned SIMD = 0;
  unsigned Workgroup = 0;
  unsigned Inst = 0;
  unsigned Lanes = 0; ///< active lanes of the wave (WaveStarted)
  GCNExecUnit Unit = GCNExecUnit::None;
  unsigned UnitInstance = 0;
  uint64_t BusyCycles = 0;
  unsigned Issued = 0;
  WaveStallReason Reason = WaveStallReason::OTHER;
  ArrayRef<unsigned> WaitedOn;
  WaitCounterMask WaitedCounters = 0;
  uint8_t WaitedLevel = NoMemLevel;
  const WaveRunInfo *Run = nullptr;
  uint8_t MemLevel = NoMemLevel;
  bool MemWaited = false; ///< MemAccess: the access queued (bandwidth)
  uint64_t MemDelay = 0;
  float MemBusy[NumMemLevels] = {};
  /// WaveStalled, SlotDone: consecutive slots this event stands for.
  uint64_t Slots = 1;
  /// RunStarted: where a listener narrows what it receives.
  WaveSubscriptions *Subscriptions = nullptr;
  /// RunEnded: the run's totals (WaveCounters.h).
  const WaveCounters *Counters = nullptr;
  /// WaveEnded: the wave's issues by unit (NumGCNExecUnits entries) and its
  /// stall slots by reason (NumWaveStallReasons entries).
  const uint64_t *WaveIssuedByUnit = nullptr;
  const uint64_t *WaveStallSlots = nullptr;
};

/// The subscription bit of event kind \p K.
constexpr unsigned waveEventBit(WaveEvent::Kind K) {
  return 1u << (unsigned(K) - unsigned(WaveEvent::FirstKind));
}
/// Every event kind.
constexpr unsigned AllWaveEvents =
    (1u << (unsigned(WaveEvent::LastKind) - unsigned(WaveEvent::FirstKind) +
            1)) -
    1;
/// Subscription bit: the listener needs onCycleBegin/onCycleEnd each cycle.
constexpr unsigned WaveCycleCallbacks = 1u << 31;
/// Subscription bit: one SlotDone per slot (Slots = 1), for a listener that
/// pairs a slot's InstIssued events with its SlotDone.
constexpr unsigned WaveSlotPerSlot = 1u << 30;
/// Subscription flag: the listener takes issues, stalls, unit busy cycles
/// and memory accesses as counts (WaveCounters.h): it receives no
/// InstIssued, no UnitBusy and no MemAccess, and of WaveStalled only the
/// WAITCNT stalls (with their WaitedLevel).
constexpr unsigned WaveCountedIssues = 1u << 29;

/// The subscriptions of a run's listeners (see RunStarted).
class WaveSubscriptions {
public:
  void subscribe(const mca::HWEventListener *L, unsigned Mask) {
    Subs.push_back({L, Mask});
  }
  /// What \p L receives: its subscription, else everything.
  unsigned maskOf(const mca::HWEventListener *L) const {
    for (const auto &[Who, Mask] : Subs)
      if (Who == L)
        return Mask;
    return AllWaveEvents | WaveCycleCallbacks;
  }

private:
  SmallVector<std::pair<const mca::HWEventListener *, unsigned>, 8> Subs;
};

/// For a listener's onEvent: subscribes \p L with \p Mask if \p E is
/// RunStarted.
inline void subscribeOnRunStarted(const mca::HWInstructionEvent &E,
                                  const mca::HWEventListener *L,
                                  unsigned Mask) {
  if (E.Type == WaveEvent::RunStarted)
    if (WaveSubscriptions *S = static_cast<const WaveEvent &>(E).Subscriptions)
      S->subscribe(L, Mask);
}

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_WAVEEVENTS_H
