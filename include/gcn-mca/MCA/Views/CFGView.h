//===- CFGView.h - Report of a region's control flow ------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The `-cfg-view` report of one region: its basic blocks (instruction
/// range, source lines, loop, terminator, successors, executions and dynamic
/// instructions of one wave) and its loops (nesting, trip count used and
/// where it came from, entries, header executions), as text and JSON.
///
/// In the wave pipeline, setWaveStats() adds what the waves did in each block
/// (CFGWaveView in lib/MCA collects it): instructions issued, stall cycles,
/// share of all stall cycles, the top stall reason and the cycles one block
/// execution took a wave (text columns `Issued`, `StallCyc`, `Stall%`,
/// `Cyc/Exec`, `Top stall`; JSON keys `Issued`, `StallCycles`, `StallShare`,
/// `TopStallReason`, `WaveExecutions`, `CyclesPerExecution`).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_CFGVIEW_H
#define GCN_MCA_MCA_VIEWS_CFGVIEW_H

#include "llvm/MCA/View.h"
#include "llvm/Support/SMLoc.h"
#include <string>
#include <vector>

namespace llvm {
class SourceMgr;
namespace gcnmca {
class RegionControlFlow;

class CFGView : public mca::View {
public:
  /// Wave pipeline: needs no events (subscribes to none).
  void onEvent(const mca::HWInstructionEvent &E) override;
  using mca::View::onEvent;

  CFGView(const RegionControlFlow &RCF, const SourceMgr &SM)
      : RCF(RCF), SM(SM) {}

  /// What the waves did in one block, summed over every wave and iteration.
  struct WaveBlockStats {
    uint64_t Issued = 0;      ///< instructions issued from the block
    uint64_t StallCycles = 0; ///< stall slots at its instructions x slot
    double StallShare = 0;    ///< StallCycles / all stall cycles (0..1)
    std::string TopStall;     ///< reason with the most cycles ("-" if none)
    uint64_t Executions = 0;  ///< times a wave entered the block
    double CyclesPerExecution = 0; ///< wave cycles in the block / Executions
  };

  /// Wave pipeline: adds the per-block wave columns (indexed by block; a
  /// size different from the block count removes them).
  void setWaveStats(std::vector<WaveBlockStats> Stats) {
    WaveStats = std::move(Stats);
  }
  /// What the waves' own streams ran (docs/ControlFlow.md, "Each wave's
  /// own stream"), per loop: the range of the trip counts the waves
  /// derived, when it is not the region's count for every wave (Shown).
  struct LoopPerWave {
    bool Shown = false;
    uint64_t Min = 0, Max = 0;
    unsigned Derived = 0, Entered = 0;
  };
  /// Wave pipeline with the launch emulated: per block, the waves (of
  /// \p Waves) that execute it, and per loop the waves' trip counts (sizes
  /// different from the block and loop counts remove them).
  void setPerWave(std::vector<unsigned> BlockWaves, unsigned Waves,
                  std::vector<LoopPerWave> Loops) {
    PerWaveBlocks = std::move(BlockWaves);
    PerWaveTotal = Waves;
    PerWaveLoops = std::move(Loops);
  }
  /// Columns of the text tables (docs/Views.md, "Report width"; 0: no
  /// limit): a table wider than that is split into parts that repeat the
  /// block (loop) index and name.
  void setReportWidth(unsigned W) { ReportWidth = W; }

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "ControlFlowGraph"; }
  json::Value toJSON() const override;

private:
  unsigned lineOf(SMLoc Loc) const;
  std::string successors(unsigned Block) const;

  const RegionControlFlow &RCF;
  const SourceMgr &SM;
  std::vector<WaveBlockStats> WaveStats;
  std::vector<unsigned> PerWaveBlocks;
  unsigned PerWaveTotal = 0;
  std::vector<LoopPerWave> PerWaveLoops;
  unsigned ReportWidth = 100;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_CFGVIEW_H
