//===- CFGWaveView.h - The control-flow view with wave figures --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// CFGWaveView is `-cfg-view` in the wave pipeline: the region's control-flow
/// view (CFGView) with, per basic block, what the simulated waves did there,
/// summed over every wave and iteration:
///   - Issued: instructions issued from the block;
///   - StallCyc: stall slots of waves stopped at one of its instructions,
///     times the cycles per slot (the StallView's counting);
///   - Stall%: the block's share of all stall cycles;
///   - Cyc/Exec: cycles a wave spent in one execution of the block, i.e.
///     (issue slots + stall slots at its instructions) x cycles per slot,
///     divided by the executions (issues of the block's first instruction);
///   - Top stall: the stall reason with the most cycles in the block (ties:
///     the first in PC-sampling order), "-" without stalls.
/// A stall after a taken branch (NO_INSTRUCTION_AVAILABLE) is counted at the
/// branch target, so it belongs to the block being entered.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_CFGWAVEVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_CFGWAVEVIEW_H

#include "gcn-mca/MCA/Views/CFGView.h"
#include "gcn-mca/MCA/Views/GCN/GCNWaveViewBase.h"
#include <vector>

namespace llvm {
class SourceMgr;
namespace gcnmca {
class RegionControlFlow;

class CFGWaveView : public GCNWaveViewBase {
public:
  CFGWaveView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
              ArrayRef<MCInst> Source, const RegionControlFlow &RCF,
              const SourceMgr &SM);

  void onIssue(const Issue &E) override;
  void onWaveStall(const WaveStall &E) override;
  /// The SIMD slots that issued nothing (the rankings' stalls).
  void onSlot(const SlotOutcome &E) override;
  unsigned getWaveEventMask() const override {
    return waveEventBit(WaveEvent::InstIssued) |
           waveEventBit(WaveEvent::WaveStalled) |
           waveEventBit(WaveEvent::SlotDone);
  }

  /// The waves' own streams (CFGView::setPerWave).
  void setPerWave(std::vector<unsigned> BlockWaves, unsigned Waves,
                  std::vector<CFGView::LoopPerWave> Loops) {
    CFG.setPerWave(std::move(BlockWaves), Waves, std::move(Loops));
  }
  /// The per-block figures of the run so far, indexed by block.
  std::vector<CFGView::WaveBlockStats> computeBlockStats() const;

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "ControlFlowGraph"; }
  json::Value toJSON() const override;

private:
  struct InstCounts {
    uint64_t Issued = 0;
    uint64_t StallSlots[NumWaveStallReasons] = {};
  };
  const RegionControlFlow &RCF;
  mutable CFGView CFG;
  std::vector<InstCounts> Counts;
  uint64_t SIMDStalled[NumWaveStallReasons] = {};
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_CFGWAVEVIEW_H
