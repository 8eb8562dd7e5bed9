//===- HotspotsView.h - The costliest instructions, blocks, lines -*- C++
//-*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// HotspotsView (`-top=N`, default 5; 0 turns it off) is a short ranked
/// section of the default report: the N static instructions, and when known
/// the N basic blocks and N source lines (`.loc`), that cost the most, cost
/// being issue cycles + stall cycles summed over every wave (the stall
/// view's counting: issues x cycles per slot, stall slots x cycles per slot).
/// Each row names its main reason: the stall reason with the most cycles, or
/// `issue` when it never stalled; a row whose reason is WAITCNT also names
/// the instruction waited on the most (the stall view's `<-` lines).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_HOTSPOTSVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_HOTSPOTSVIEW_H

#include "gcn-mca/MCA/Views/GCN/StallView.h"
#include <array>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {
class ControlFlowGraph;
struct AsmSourceLoc;

class HotspotsView : public GCNWaveViewBase {
public:
  /// \p CFG (may be null) gives the blocks; \p Locs (empty: none) the
  /// `.loc` of each static instruction. \p Shared: the report's stall view
  /// of the same run, whose counts this view reads (null: it keeps its own;
  /// a large region's per-instruction counts take megabytes).
  HotspotsView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
               ArrayRef<MCInst> Source, unsigned TopN,
               const ControlFlowGraph *CFG,
               std::vector<const AsmSourceLoc *> Locs,
               const StallView *Shared = nullptr);

  void onRunInfo(const RunInfo &RI) override;
  void onIssue(const Issue &E) override;
  void onWaveStall(const WaveStall &E) override;
  void onRunCounts(const WaveCounters &C) override;
  void onSlot(const SlotOutcome &E) override;
  unsigned getWaveEventMask() const override {
    if (!Own)
      return 0;
    return waveEventBit(WaveEvent::InstIssued) |
           waveEventBit(WaveEvent::WaveStalled) | WaveCountedIssues;
  }
  void onCycleEnd() override;

  /// One ranked row.
  struct Hotspot {
    std::string Label; ///< "[i] text", block name or "file:line"
    int Index = -1;    ///< static instruction (instruction rows)
    uint64_t IssueCycles = 0, StallCycles = 0;
    std::string Reason; ///< top stall reason, or "issue"
    int WaitedOn = -1;  ///< instruction waited on most (WAITCNT rows)
    uint64_t WaitedCycles = 0;
    uint64_t cycles() const { return IssueCycles + StallCycles; }
  };
  std::vector<Hotspot> topInstructions() const;
  std::vector<Hotspot> topBlocks() const;
  std::vector<Hotspot> topLines() const;
  /// Issue + stall cycles of every instruction (the shares' base).
  uint64_t totalCycles() const;

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "Hotspots"; }
  json::Value toJSON() const override;

private:
  /// Sums instructions \p Insts into one row labelled \p Label.
  Hotspot sum(StringRef Label, ArrayRef<unsigned> Insts) const;
  std::vector<Hotspot> rank(std::vector<Hotspot> All) const;
  /// Per reason, the share of the waves' stall slots that are SIMD slots
  /// lost (LostSlotShares), computed once the run ended.
  const std::array<double, NumWaveStallReasons> &shares() const;
  /// Instruction \p I's issue + ranked stall cycles.
  uint64_t rankedCycles(unsigned I) const;

  unsigned TopN;
  const ControlFlowGraph *CFG;
  std::vector<const AsmSourceLoc *> Locs;
  /// The stall counts read: Own, or the report's stall view.
  std::unique_ptr<StallView> Own;
  const StallView *Stalls;
  mutable std::optional<std::array<double, NumWaveStallReasons>> Shares;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_HOTSPOTSVIEW_H
