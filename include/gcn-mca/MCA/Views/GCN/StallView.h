//===- StallView.h - Stall cycles and reasons per instruction ---*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
// clang-format off
//===----------------------------------------------------------------------===//
/// \file
/// StallView annotates the region's instruction listing, like llvm-mca's
/// instruction info, with what the waves did at each static instruction:
/// how often it issued, how many cycles waves stalled at it, the reasons in
/// the PC-sampling taxonomy, the instruction's share of all stall cycles and,
/// under each s_waitcnt that stalled, the earlier instructions it waited on.
/// Example (-json key "StallView"; docs/Views.md lists the fields and units):
///
/// \code
/// Stall View:
/// [1]: Times issued (all waves)
/// [2]: Cycles waves stalled at the instruction (all waves)
/// [3]: Share of all stall cycles
/// Stall cycles by reason: Wait = WAITCNT, AluDep = ALU_DEPENDENCY,
/// ArbNot = ARBITER_NOT_WIN, ArbWin = ARBITER_WIN_EX_STALL, Barr =
/// BARRIER_WAIT, NoInst = NO_INSTRUCTION_AVAILABLE, Intern =
/// INTERNAL_INSTRUCTION, Other = OTHER
///
/// Index  [1]      [2]      [3]     Wait  AluDep  ArbNot  ArbWin    Barr  NoInst  Intern   Other  Instructions:
///  [0]     40        0    0.00%       0       0       0       0       0       0       0       0  global_load_dword v1, v0, s[0:1]
///  [1]     40     1600   80.00%    1600       0       0       0       0       0       0       0  s_waitcnt vmcnt(0)
///                                  <- [0] 1600 cycles: global_load_dword v1, v0, s[0:1]
///  [2]     40      400   20.00%       0       0     400       0       0       0       0       0  v_add_f32_e32 v1, 1.0, v1
/// Total   120     2000  100.00%    1600       0     400       0       0       0       0       0
/// \endcode
///
/// A wave of a region without s_endpgm drains its counters after its last
/// iteration; those stall slots get their own row, `[end]
/// <drain after the last iteration>` (JSON key "Drain"), printed when
/// non-zero.
///
/// Counting: in each issue slot, every resident wave that did not issue adds
/// one slot (times the cycles per slot) to the instruction it is stopped at,
/// under its reason; for WAITCNT stalls, each distinct earlier instruction the
/// wait still needs gets the same count in the "<-" lines (a slot waiting on
/// two loads counts for both).
//===----------------------------------------------------------------------===//
// clang-format on

#ifndef GCN_MCA_MCA_VIEWS_GCN_STALLVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_STALLVIEW_H

#include "gcn-mca/MCA/Views/GCN/GCNWaveViewBase.h"
#include "gcn-mca/MCA/Views/JSONStreamable.h"
#include "llvm/ADT/DenseMap.h"
#include <vector>

namespace llvm {
namespace gcnmca {

class StallView : public GCNWaveViewBase, public JSONStreamable {
public:
  struct InstStats {
    uint64_t Issued = 0;
    uint64_t StallSlots[NumWaveStallReasons] = {};
    /// Earlier instruction index -> stall slots spent waiting on it.
    DenseMap<unsigned, uint64_t> WaitedOn;
    uint64_t stallSlots() const;
  };

  StallView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
            ArrayRef<MCInst> Source);

  void onIssue(const Issue &E) override;
  void onWaveStall(const WaveStall &E) override;
  unsigned getWaveEventMask() const override {
    return waveEventBit(WaveEvent::InstIssued) |
           waveEventBit(WaveEvent::WaveStalled) | WaveCountedIssues;
  }
  void onRunCounts(const WaveCounters &C) override;
  /// A SIMD slot's outcome (the pipeline gives them as counts, in
  /// onRunCounts; a view fed event by event gets them here).
  void onSlot(const SlotOutcome &E) override;

  /// Statistics of instruction \p Idx; drainIndex() gives the drain of
  /// waves past the end of their last iteration (regions without s_endpgm).
  const InstStats &stats(unsigned Idx) const { return Stats[Idx]; }
  unsigned drainIndex() const { return Stats.size() - 1; }
  /// Stall cycles (slots x cycles per slot) at \p Idx for \p R.
  uint64_t stallCycles(unsigned Idx, WaveStallReason R) const;
  uint64_t stallCycles(unsigned Idx) const;
  uint64_t totalStallCycles() const;
  uint64_t totalStallCycles(WaveStallReason R) const;
  /// The rankings' stall definition (LostSlotShares): the SIMD slots lost,
  /// by reason, and the waves' stall slots.
  LostSlotShares lostSlotShares() const;
  /// Cycles instruction \p Idx spent waiting on instruction \p On.
  uint64_t waitedOnCycles(unsigned Idx, unsigned On) const;

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "StallView"; }
  json::Value toJSON() const override { return toJSONValue(*this); }
  void writeJSON(json::OStream &J) const override;


private:
  /// SIMD slots that issued nothing, by reason (the run's counts).
  uint64_t SIMDStalled[NumWaveStallReasons] = {};
  std::vector<InstStats> Stats;
  /// The WAITCNT stalls spent waiting on each memory level.
  uint64_t MemWaits[NumMemLevels] = {};
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_STALLVIEW_H
