//===- SimulatedProfile.h - A simulation seen like a profile ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// What the wave pipeline's run of one region looks like to ROCm's
/// profilers (docs/Profiles.md, "Simulated quantities"), per instruction:
/// - Hits: times issued (all waves), the thread-trace Hitcount;
/// - issue and stall slots by reason: what stochastic PC sampling would see
///   (each resident wave in each issue slot of its SIMD either issued or
///   stalled with one reason, WaveEvents.h);
/// - Latency: cycles from the wave reaching the instruction (the issue of
///   the one before, or the wave's start) to its issue, summed over the
///   hits; Stall: the stalled part of it; Idle: the rest less the issue
///   slots (Latency - Stall - Hits x SlotCycles, at least 0);
/// and per wave (the first MaxWaves) its issues in time order, for the
/// ROCprof Compute Viewer records.
///
/// SimulatedProfileRecorder is the RunObserver that attaches a
/// SimulatedProfileView to each region and keeps the result.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_PROFILE_SIMULATEDPROFILE_H
#define GCN_MCA_PROFILE_SIMULATEDPROFILE_H

#include "gcn-mca/Analysis/Occupancy.h"
#include "gcn-mca/Driver/RunObserver.h"
#include "gcn-mca/MCA/Views/GCN/GCNWaveViewBase.h"
#include <array>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

struct SimInstruction {
  std::string Text;       ///< as the report prints it
  std::string SourceFile; ///< `.loc` file ("" when none)
  unsigned SourceLine = 0;
  uint64_t Offset = 0; ///< bytes from the region's first instruction
  unsigned Size = 0;   ///< encoding bytes
  GCNExecUnit Unit = GCNExecUnit::None; ///< where it issued (if it did)
  uint64_t Hits = 0;
  std::array<uint64_t, NumWaveStallReasons> StallSlots = {};
  uint64_t LatencyCycles = 0, StallCycles = 0, IdleCycles = 0;
  uint64_t stallSlots() const;
  /// "file:line" or "".
  std::string source() const;
};

struct SimWaveRecord {
  unsigned Wave = 0, SIMD = 0;
  uint64_t Begin = 0, End = 0;
  struct Issue {
    unsigned Inst;
    uint64_t Time;     ///< issue cycle
    uint64_t Stall;    ///< stalled cycles before the issue
    uint64_t Duration; ///< cycles from reaching the instruction to its issue
  };
  std::vector<Issue> Issues;
};

/// One simulated region (a kernel, usually).
struct SimulatedKernel {
  unsigned RegionIndex = 0;
  std::string Region, Kernel, Processor;
  unsigned SlotCycles = 4, WaveSize = 64, WorkgroupSize = 64;
  unsigned Workgroups = 1, WavesPerSIMD = 1, NumSIMDs = 4, NumCUs = 1;
  unsigned ClockMHz = 0;
  uint64_t Cycles = 0;
  std::vector<SimInstruction> Insts;
  std::vector<SimWaveRecord> Waves;
  unsigned TotalWaves = 0; ///< waves run (Waves keeps at most MaxWaves)
  std::optional<OccupancyInput> Resources;
  std::optional<OccupancyResult> Occupancy;
  /// The chip's per-workgroup / per-wave limits, for the resource CSV.
  unsigned AvailableLDSBytes = 0, AvailableVGPRs = 0, AvailableSGPRs = 0;
  uint64_t ISASize = 0; ///< bytes of the region's instructions
  /// From the kernel's metadata when the tool found it (else unknown).
  std::optional<unsigned> SGPRSpills, VGPRSpills;
  std::optional<uint64_t> ScratchBytes;
  /// Every -gcn-param of the model the region ran with, by name.
  std::map<std::string, unsigned> Params;

  uint64_t issuedSlots() const;
  uint64_t stallSlots(WaveStallReason R) const;
  uint64_t stallSlots() const;
};

/// Collects one region's SimulatedKernel from the wave pipeline's events.
class SimulatedProfileView : public GCNWaveViewBase {
public:
  SimulatedProfileView(const ObservedRegion &R, unsigned MaxWaves);
  void onRunInfo(const RunInfo &RI) override;
  void onWaveStart(const WaveStart &W) override;
  void onWaveEnd(const WaveEnd &W) override;
  void onIssue(const Issue &I) override;
  void onWaveStall(const WaveStall &S) override;
  void printView(raw_ostream &) const override {}
  StringRef getNameAsString() const override { return "SimulatedProfile"; }

  /// The result (after the run).
  SimulatedKernel take();
  unsigned regionIndex() const { return K.RegionIndex; }

private:
  struct WaveState {
    uint64_t Reached = 0, Stall = 0;
    int Record = -1; ///< index into K.Waves, -1 = not recorded
  };
  WaveState &wave(unsigned W);
  SimulatedKernel K;
  unsigned MaxWaves;
  std::vector<WaveState> WaveStates;
};

/// The RunObserver recording every wave-pipeline region of a run.
class SimulatedProfileRecorder : public RunObserver {
public:
  explicit SimulatedProfileRecorder(unsigned MaxWaves = 64)
      : MaxWaves(MaxWaves) {}
  void onWaveRegion(mca::Pipeline &P, const ObservedRegion &R) override;
  /// The regions recorded, in input order (after the run).
  std::vector<SimulatedKernel> take();

private:
  unsigned MaxWaves;
  std::mutex Lock;
  std::vector<std::unique_ptr<SimulatedProfileView>> Views;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_PROFILE_SIMULATEDPROFILE_H
