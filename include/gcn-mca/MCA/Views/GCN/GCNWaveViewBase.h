//===- GCNWaveViewBase.h - Base of the wave-pipeline views ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// GCNWaveViewBase is the base of the GCN views (summary, per-wave
/// utilization, stall view, wave timeline). It listens to the events the wave
/// pipeline reports through mca::HWEventListener and hands each one, decoded,
/// to a hook (onWaveStart, onIssue, onWaveStall, ...). The views implement
/// the hooks only, so they never depend on the pipeline itself, and unit
/// tests drive them by calling the hooks with synthetic event sequences.
///
/// Conventions shared by every GCN view:
/// - A cycle is one shader clock. A wave is resident over [Start, End).
/// - An issue slot is one SIMD's turn to issue; on GCN/CDNA a SIMD has one
///   every 4 cycles (RunInfo::SlotCycles = 4), on RDNA every cycle. Per-wave
///   figures count the wave's slots and report them in cycles
///   (slots x SlotCycles), so issue + stall + arbitration cycles of a wave add
///   up to the cycles it spent being offered slots.
/// - Instruction indices are positions in the region's instruction list.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_GCNWAVEVIEWBASE_H
#define GCN_MCA_MCA_VIEWS_GCN_GCNWAVEVIEWBASE_H

#include <algorithm>
#include "gcn-mca/MCA/Views/InstructionView.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "gcn-mca/Target/GCNInstrClassifier.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
namespace mca {
class HWInstructionEvent;
class HWStallEvent;
} // namespace mca
namespace gcnmca {

/// The units (GCNExecUnit) in the order the GCN views print them;
/// sequencer-handled instructions (GCNExecUnit::None, "Internal") last.
constexpr GCNExecUnit ReportUnitOrder[] = {
    GCNExecUnit::VALU,   GCNExecUnit::SALU,    GCNExecUnit::SMEM,
    GCNExecUnit::VMEM,   GCNExecUnit::Texture, GCNExecUnit::LDS,
    GCNExecUnit::Export, GCNExecUnit::Branch,  GCNExecUnit::Matrix,
    GCNExecUnit::Trans,  GCNExecUnit::GDS,     GCNExecUnit::Message,
    GCNExecUnit::None};
static_assert(std::size(ReportUnitOrder) == NumGCNExecUnits,
              "every unit is reported");
/// Short column name: "VALU", "SALU", "SMEM", "VMEM", "TEX", "LDS", "EXP",
/// "BRA", "MFMA", "TRANS", "GDS", "MSG", "INT".
StringRef getViewUnitShortName(GCNExecUnit U);
/// Name used in prose and JSON: "VALU", ..., "Texture", "Export", "Branch",
/// "MFMA" (GCNExecUnit::Matrix), "Internal" (GCNExecUnit::None).
StringRef getViewUnitName(GCNExecUnit U);

/// The stall reasons are the pipeline's WaveStallReason (WaveEvents.h).
/// A column heading of at most 6 characters, e.g. "ArbWin".
StringRef getWaveStallReasonShortName(WaveStallReason R);
/// The stall definition of the rankings (hotspots, the CFG's block costs
/// and colours), the one of the "Stalled SIMD Slots by Reason" table: a
/// stall is a SIMD issue slot that issued nothing (docs/Views.md, "What a
/// stall is"). The waves' own stall slots count more: every wave waiting in
/// a slot, and ARBITER_NOT_WIN (a ready wave that lost arbitration while the
/// SIMD issued another wave's instruction) in slots that were used. Per
/// reason, the SIMD slots lost are attributed to the instructions in
/// proportion to their waves' stall slots: an instruction's ranked stall
/// slots for reason R are its waves' stall slots x share(R).
struct LostSlotShares {
  /// SIMD slots that issued nothing, by the slot's reason.
  uint64_t SIMDSlots[NumWaveStallReasons] = {};
  /// The waves' stall slots, by reason (all instructions).
  uint64_t WaveSlots[NumWaveStallReasons] = {};
  /// SIMDSlots / WaveSlots for \p R, in [0, 1]; 0 for ARBITER_NOT_WIN.
  double share(WaveStallReason R) const {
    unsigned I = unsigned(R);
    if (!WaveSlots[I])
      return 0.0;
    return std::min(1.0, double(SIMDSlots[I]) / double(WaveSlots[I]));
  }
};

class GCNWaveViewBase : public InstructionView {
public:
  /// Facts of the run, reported once before the first cycle: the pipeline's
  /// own WaveRunInfo (the view keeps a copy with the data it points to).
  using RunInfo = WaveRunInfo;
  /// A vector memory access went to the shared levels: it waited on
  /// \c Level (\c Waited) or, without a wait, \c Level contributes most
  /// to its latency; \c Busy = cycles it occupies each level's share.
  struct MemAccess {
    uint64_t Cycle;
    unsigned Wave;
    unsigned Inst;
    uint8_t Level;
    bool Waited;
    uint64_t Delay;
    const float *Busy; ///< NumMemLevels entries
  };
  struct WaveStart {
    unsigned Wave;
    unsigned SIMD;
    uint64_t Cycle;
    unsigned Lanes = 0; ///< active work-items (0 = RunInfo::WaveSize)
  };
  struct WaveEnd {
    unsigned Wave;
    uint64_t Cycle;
    /// Views subscribed with WaveCountedIssues: the wave's issues by unit
    /// (NumGCNExecUnits entries, indexed by GCNExecUnit) and stall slots by
    /// reason (NumWaveStallReasons entries); else null.
    const uint64_t *IssuedByUnit = nullptr;
    const uint64_t *StallSlots = nullptr;
  };
  /// Wave \c Wave issued static instruction \c Inst to \c Unit.
  struct Issue {
    uint64_t Cycle;
    unsigned Wave;
    unsigned SIMD;
    unsigned Inst;
    GCNExecUnit Unit;
  };
  /// Wave \c Wave, resident on \c SIMD, was offered the slot at \c Cycle and
  /// issued nothing, for \c Reason, while at static instruction \c Inst
  /// (the number of instructions when past the end of its last iteration:
  /// the drain before a wave without s_endpgm ends).
  /// For WAITCNT, \c WaitedOn lists the static instructions whose results
  /// the wait still needs.
  struct WaveStall {
    uint64_t Cycle;
    unsigned Wave;
    unsigned SIMD;
    unsigned Inst;
    WaveStallReason Reason;
    ArrayRef<unsigned> WaitedOn = {};
    /// Consecutive slots of the wave's SIMD (Cycle, Cycle + SlotCycles,
    /// ...) with this same stall.
    uint64_t Slots = 1;
    /// WAITCNT: the memory level it waits on (WaveEvent::WaitedLevel).
    uint8_t WaitedLevel = NoMemLevel;
  };
  /// Outcome of one SIMD issue slot that had at least one resident wave.
  struct SlotOutcome {
    uint64_t Cycle;
    unsigned SIMD;
    unsigned Issued; ///< instructions issued in the slot (0 = stalled)
    WaveStallReason Reason = WaveStallReason::OTHER; ///< when Issued == 0
    /// Consecutive slots of the SIMD with this same outcome.
    uint64_t Slots = 1;
  };

  GCNWaveViewBase(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                  ArrayRef<MCInst> Source)
      : InstructionView(STI, Printer, Source) {}
  ~GCNWaveViewBase() override;

  // Hooks, called in simulation order.
  virtual void onRunInfo(const RunInfo &RI) { adoptRunInfo(RI); }
  virtual void onWaveStart(const WaveStart &) {}
  virtual void onWaveEnd(const WaveEnd &) {}
  virtual void onIssue(const Issue &) {}
  virtual void onWaveStall(const WaveStall &) {}
  virtual void onSlot(const SlotOutcome &) {}
  /// \p Unit was busy for \p Cycles more cycles (summed over its instances).
  virtual void onUnitBusy(GCNExecUnit, uint64_t) {}
  virtual void onMemAccess(const MemAccess &) {}
  /// Views subscribed with WaveCountedIssues (getWaveEventMask()): the run's
  /// issues, non-WAITCNT stalls and unit busy cycles, as totals, when the
  /// run ends (in place of onIssue, onUnitBusy and the onWaveStall of the
  /// other reasons, which such a view does not receive).
  virtual void onRunCounts(const WaveCounters &) {}

  /// The wave events the view needs (waveEventBit()s, WaveCountedIssues;
  /// RunStarted and RunEnded are always received). Default: all.
  virtual unsigned getWaveEventMask() const { return AllWaveEvents; }

  // mca::HWEventListener: decodes the wave pipeline's events into the hooks.
  // The cycle count comes from RunEnded (no per-cycle callbacks).
  void onCycleEnd() override {
    if (!RunEnded)
      ++Cycles;
  }
  void onEvent(const mca::HWInstructionEvent &Event) override;
  void onEvent(const mca::HWStallEvent &Event) override;

  /// Cycles simulated (cycle ends seen).
  uint64_t getCycles() const { return Cycles; }
  void setCycles(uint64_t C) { Cycles = C; }
  const RunInfo &getRunInfo() const { return Info; }
  /// Instances of \p U (1 when the run did not say).
  unsigned getUnitCount(GCNExecUnit U) const {
    unsigned N = Info.UnitCount[unsigned(U)];
    return N ? N : 1;
  }

  /// The text report's width in columns (0: no limit; docs/Views.md,
  /// "Report width"). Tables fit it with TextTable.
  void setReportWidth(unsigned W) { ReportWidth = W; }
  unsigned getReportWidth() const { return ReportWidth; }

protected:
  RunInfo Info;
  unsigned ReportWidth = 100;
  /// Copies \p RI into Info, with the names and per-instruction levels it
  /// points to (the pipeline's may not outlive the run); a SlotCycles of 0
  /// becomes 1.
  void adoptRunInfo(const RunInfo &RI);
  uint64_t Cycles = 0;
  bool RunEnded = false;
  /// The text of instruction \p Idx, or "<unknown>" when out of range.
  StringRef instText(unsigned Idx) const;

private:
  std::string OwnedProcessor;
  std::string OwnedMemLevelNames[NumMemLevels];
  std::vector<uint8_t> OwnedInstMemLevel;
  std::vector<AccessStride> OwnedInstStrides;
  std::vector<InstWork> OwnedInstWorks;
  std::shared_ptr<GCNProcessorModel> OwnedModel;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_GCNWAVEVIEWBASE_H
