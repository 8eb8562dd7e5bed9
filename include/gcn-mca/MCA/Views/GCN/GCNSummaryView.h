//===- GCNSummaryView.h - Throughput, utilization, verdict ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
// clang-format off
//===----------------------------------------------------------------------===//
/// \file
/// GCNSummaryView summarizes one wave-pipeline run of a region on one compute
/// unit, as the Scrutinizer did: waves run, residency, cycles, clocks per
/// wave, throughput, IPC, the utilization of every unit, the starve and stall
/// rates, and a verdict naming what bounds the kernel. Example (-json key
/// "GCNSummaryView"; docs/Views.md lists every field with its unit):
///
/// \code
/// GCN Summary:
/// Waves:                       40
/// Waves per SIMD:              10 (peak), 9.30 (mean)
/// Total Cycles:                1720
/// Starved Cycles:              0
/// Clocks per Wave:             1600.00   (start to end, mean)
/// Clocks per Wave (busy CU):   43.00     (cycles with a resident wave / waves)
/// Instructions Issued:         1640
/// IPC per CU:                  0.95
/// Waves/1000 Cycles/CU:        23.26
/// Work-items/1000 Cycles/CU:   1488.37
/// Waves/s (104 CUs, 1700 MHz): 4.11e+09
/// Work-items/s:                2.63e+11
/// Starve Rate:                 0.00%     (cycles with no resident wave)
/// Stall Rate:                  2.38%     (SIMD slots with resident waves and no issue)
///
/// Unit Utilization:
/// Unit      Units  Busy Cycles  Utilization
/// VALU          4         6400       93.02%
/// SALU          1           40        2.33%
/// ...
///
/// Verdict: VALU-bound: the vector ALUs are busy 93.02% of the cycles.
/// \endcode
///
/// Definitions (C = total cycles, S = cycles with no resident wave):
/// - Clocks per Wave: mean of (end - start) over the waves that ended.
/// - Clocks per Wave (busy CU): (C - S) / waves.
/// - Waves/1000 Cycles/CU = 1000 x waves / C; work-items likewise with each
///   wave's active lanes; per second: x clock (MHz) x 10^6 x CUs.
/// - IPC per CU = instructions issued (all waves, all units) / C.
/// - Utilization of a unit = busy cycles / (instances x C).
/// - Starve rate = S / C. Stall rate = SIMD slots with resident waves that
///   issued nothing / SIMD slots with resident waves.
//===----------------------------------------------------------------------===//
// clang-format on

#ifndef GCN_MCA_MCA_VIEWS_GCN_GCNSUMMARYVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_GCNSUMMARYVIEW_H

#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "gcn-mca/MCA/Views/GCN/GCNWaveViewBase.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

class GCNSummaryView : public GCNWaveViewBase {
public:
  /// What bounds the run, as the verdict line names it.
  enum class VerdictKind {
    NoWaves,         ///< nothing ran
    Starved,         ///< the CU is often empty: dispatch bounds the kernel
    UnitBound,       ///< a unit is busy most of the cycles
    Backpressure,    ///< waves wait for a unit to accept work
    Latency,         ///< waves mostly wait (s_waitcnt, dependencies, barriers)
    MemoryBandwidth, ///< the CU's share of a memory level is saturated
    Balanced,        ///< nothing dominates
  };

  struct UnitFigures {
    GCNExecUnit Unit;
    unsigned Instances;
    uint64_t BusyCycles;
    double Utilization;
  };
  struct Figures {
    uint64_t Waves = 0;
    uint64_t WavesEnded = 0;
    unsigned PeakWavesPerSIMD = 0;
    double MeanWavesPerSIMD = 0;
    unsigned WavesPerSIMDLimit = 0;
    uint64_t TotalCycles = 0;
    uint64_t StarvedCycles = 0;
    double ClocksPerWave = 0;
    double ClocksPerWaveBusy = 0;
    uint64_t InstructionsIssued = 0;
    double IPCPerCU = 0;
    uint64_t WorkItems = 0;
    double WavesPer1000Cycles = 0;
    double WorkItemsPer1000Cycles = 0;
    unsigned NumCUs = 1;
    /// The simulated unit ("CU", or "WGP" on RDNA), its CUs, and how many
    /// the chip has (NumCUs / CUsPerUnit): per-second figures scale by it.
    StringRef UnitName = "CU";
    unsigned CUsPerUnit = 1;
    unsigned ChipUnits = 1;
    double ClockMHz = 0;
    double WavesPerSecond = 0;
    double WorkItemsPerSecond = 0;
    double StarveRate = 0;
    uint64_t SlotsWithWaves = 0;
    uint64_t StalledSlots = 0;
    double StallRate = 0;
    uint64_t StalledSlotsByReason[NumWaveStallReasons] = {};
    /// Every unit that exists on the chip or saw work, in ReportUnitOrder.
    SmallVector<UnitFigures, NumGCNExecUnits> Units;
    VerdictKind Verdict = VerdictKind::NoWaves;
    /// The unit the verdict names (UnitBound, Backpressure).
    GCNExecUnit VerdictUnit = GCNExecUnit::VALU;
    /// The stall reason the verdict names (Latency).
    WaveStallReason VerdictReason = WaveStallReason::OTHER;
    std::string VerdictText;
    /// Memory levels that exist: traffic and share utilization, and the
    /// WAITCNT stall slots spent waiting on each (by the level the awaited
    /// access waited on, or its latency-dominant level).
    struct MemLevelFigures {
      std::string Name;
      double SharePerClk = 0; ///< 0 = not limited (L1)
      uint64_t Accesses = 0;  ///< accesses served or queued at the level
      double BusyCycles = 0;
      double Utilization = 0;
      uint64_t WaitSlots = 0;
      double WaitShare = 0; ///< of the WAITCNT stall slots on vector memory
    };
    SmallVector<MemLevelFigures, NumMemLevels> MemLevels;
    uint64_t MemWaitSlots = 0; ///< WAITCNT slots waiting on vector memory
    /// The level the verdict names (MemoryBandwidth, or a memory Latency).
    int VerdictMemLevel = -1;

    /// The whole kernel on the whole chip (docs/Model.md, "The chip"):
    /// the simulated unit's work scaled to the launch.
    struct ChipFigures {
      bool Valid = false; ///< the run had a processor model and a clock
      ChipLaunch Launch;
      double ExecUs = 0;     ///< the busiest unit's cycles at the clock
      double OverheadUs = 0; ///< LaunchOverheadNs
      double KernelTimeUs = 0;
      double Flops = 0, FlopsPerSec = 0;
      /// The fastest rate the kernel's own FLOP instructions allow (0 = it
      /// has none).
      double PeakFlopsPerSec = 0;
      double LevelBytes[NumMemLevels] = {};
      double LevelBytesPerSec[NumMemLevels] = {};
      double LDSBytes = 0, LDSBytesPerSec = 0;
      ChipPeaks Peaks;
      unsigned DRAMEfficiencyPct = 100;
      double Intensity = 0; ///< FLOP per DRAM byte (0 without DRAM bytes)
      /// The roofline: the resource whose time at its peak is longest
      /// ("compute", a level name, "LDS"), and that time / the kernel time.
      std::string Bound;
      double BoundFraction = 0;
    } Chip;
  };

  /// \p NumCUs and \p ClockMHz scale the per-second throughput; NumCUs 0
  /// takes the pipeline's CU count (RunInfo::NumCUs).
  GCNSummaryView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                 ArrayRef<MCInst> Source, unsigned NumCUs, double ClockMHz);

  /// Replaces the verdict's default thresholds.
  void setVerdictThresholds(const GCNVerdictThresholds &T) { Thresholds = T; }

  void onRunInfo(const RunInfo &RI) override;
  void onWaveStart(const WaveStart &E) override;
  void onWaveEnd(const WaveEnd &E) override;
  void onIssue(const Issue &E) override;
  void onWaveStall(const WaveStall &E) override;
  void onSlot(const SlotOutcome &E) override;
  void onUnitBusy(GCNExecUnit U, uint64_t Cycles) override;
  void onRunCounts(const WaveCounters &C) override;
  unsigned getWaveEventMask() const override {
    // Slots come as counts with RunEnded too.
    return (AllWaveEvents & ~waveEventBit(WaveEvent::Starved) &
            ~waveEventBit(WaveEvent::SlotDone)) |
           WaveCountedIssues;
  }

  /// The region's statistics, from the events and counts received so far.
  Figures compute() const;
  /// The verdict's JSON name ("unit-bound", "latency", ...).
  static StringRef getVerdictKindName(VerdictKind K);
  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "GCNSummaryView"; }
  json::Value toJSON() const override;

private:
  unsigned NumCUsOverride;
  double ClockMHz;
  GCNVerdictThresholds Thresholds;
  uint64_t Waves = 0, WavesEnded = 0, Lanes = 0;
  /// Issues per static instruction (the chip figures' work).
  std::vector<uint64_t> IssuedPerInst;
  /// Workgroups with a live wave now, and the most at once.
  DenseMap<unsigned, unsigned> LiveWavesPerGroup;
  unsigned PeakLiveGroups = 0;
  void computeChip(Figures &F) const;
  void printChip(raw_ostream &OS, const Figures &F) const;
  uint64_t LifetimeSum = 0;    ///< sum of end - start of ended waves
  uint64_t ResidentCycles = 0; ///< sum of wave lifetimes (incl. unended)
  DenseMap<unsigned, std::pair<uint64_t, unsigned>> Live; ///< start, SIMD
  SmallVector<unsigned, 4> ResidentPerSIMD;
  unsigned PeakPerSIMD = 0;
  unsigned Resident = 0;
  uint64_t EmptySince = 0; ///< cycle the CU last became empty
  uint64_t StarvedCycles = 0;
  uint64_t Issued = 0;
  uint64_t Busy[NumGCNExecUnits] = {};
  bool UnitSeen[NumGCNExecUnits] = {};
  uint64_t SlotsWithWaves = 0, StalledSlots = 0;
  uint64_t StalledByReason[NumWaveStallReasons] = {};
  /// Wave-slots stalled by unit backpressure, per unit of the instruction.
  uint64_t BackpressureByUnit[NumGCNExecUnits] = {};
  /// Unit of each static instruction, learned from its issues.
  SmallVector<int8_t, 0> InstUnit;
  /// Backpressure stalls at instructions whose unit is not known yet.
  DenseMap<unsigned, uint64_t> PendingBackpressure;
  /// Memory: busy cycles of each level's share and accesses per level (the
  /// run's counts), WAITCNT stalls per level waited on.
  double MemBusy[NumMemLevels] = {};
  uint64_t MemAccesses[NumMemLevels] = {};
  uint64_t MemWaits[NumMemLevels] = {};
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_GCNSUMMARYVIEW_H
