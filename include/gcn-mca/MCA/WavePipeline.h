//===- WavePipeline.h - The wave pipeline (-pipeline=wave) ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WavePipeline builds and owns an mca::Pipeline that simulates one compute
/// unit running many wavefronts of one region: WaveDispatchStage (launch) ->
/// WaveIssueStage (per-SIMD arbitration, consulting GCNCustomBehaviour) ->
/// WaveExecuteStage (execution units) -> WaveRetireStage. It reports
/// through the events of gcn-mca/MCA/WaveEvents.h. See docs/WavePipeline.md.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_WAVEPIPELINE_H
#define GCN_MCA_MCA_WAVEPIPELINE_H

#include "gcn-mca/Analysis/LaneAccessTrace.h"
#include "gcn-mca/MCA/GCNCustomBehaviour.h"
#include "gcn-mca/MCA/HardwareUnits/ComputeUnit.h"
#include "gcn-mca/MCA/HardwareUnits/LaunchHitRates.h"
#include "gcn-mca/MCA/HardwareUnits/WaveProgram.h"
#include "gcn-mca/MCA/Stages/WaveIssueStage.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/MCA/Pipeline.h"
#include "llvm/MCA/SourceMgr.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class MCInstPrinter;
class MCInstrInfo;
class MCRegisterInfo;
class MCSubtargetInfo;
class SourceMgr;
namespace mca {
class Instruction;
}
namespace gcnmca {

/// Parameters of a wave-pipeline run, every default decided
/// (resolveRunSettings in lib/Driver decides them).
struct WavePipelineOptions {
  unsigned WavesPerSIMD = 0;  ///< residency limit (required)
  unsigned WaveSize = 0;      ///< 0 = the processor's default
  unsigned WorkgroupSize = 0; ///< work-items; 0 = one wave
  unsigned Workgroups = 0;    ///< workgroups (graphics: waves) (required)
  /// Workgroups of the whole launch, for the chip figures (0 = Workgroups
  /// on every CU / WGP of the chip).
  uint64_t GridWorkgroups = 0;
  unsigned Iterations = 0;    ///< per wave (required)
  WaveDispatchKind Dispatch = WaveDispatchKind::Compute;
  double VertsPerTri = 0.7;
  double PixelsPerTri = 16;
  unsigned NumCUs = 10;
  /// A backstop (idle cycles are skipped; -max-region-work bounds the work).
  uint64_t MaxCycles = 100000000000ULL;
  int VMEMLatency = -1; ///< -1 = processor model
  int LDSLatency = -1;
  int SMEMLatency = -1;
  unsigned ExportQueue = 4; ///< export FIFO depth per CU, 0 = unbounded
  /// Cycles without any issue, launch or end, with nothing in flight,
  /// after which the run is declared deadlocked.
  unsigned DeadlockCycles = 1000;
  /// RDNA CU mode: a workgroup's waves stay on the SIMDs of one CU of the
  /// WGP (WGP mode, the default, spreads them over all its SIMDs).
  bool CUMode = false;
  /// Per static instruction, its `gcn-mca: texture` setting (empty: none).
  std::vector<GCNTextureSetting> Texture;
  /// Lane stride in bytes of the memory accesses whose stride is neither
  /// annotated nor derived (-lane-stride; -1 = unit stride, the width).
  int LaneStride = -1;
  /// Derive lane strides from the address computation (LaneStrideAnalysis).
  bool DeriveStrides = true;
  /// Per static instruction, the cost its lanes' addresses give (VMEM
  /// lines, LDS bank cycles; 0 = not derived), from the launch
  /// (WaveStreams; empty: none).
  std::vector<unsigned> LaunchCost;
  /// Per static instruction, the vector L1 line lookups its lanes'
  /// addresses from the launch make (DerivedAccess::meanLookups; 0 = not
  /// derived; empty: none).
  std::vector<unsigned> LaunchLookups;
  /// Per wave, its accesses' lines (WaveStreams; null without a launch):
  /// what the memory hierarchy may consume.
  std::shared_ptr<const LaneAccessTrace> Accesses;
  /// The peers' waves' lines, emulated on demand (the other units of the
  /// simulated unit's L2 instance running the workgroups the dispatcher
  /// gives them in the same rounds; LaunchHitRates; none: no At).
  LaunchHitRates::PeerSource Peers;
  /// The feed of the peers stops once doubling the units fed moves no hit
  /// rate by more than this (0..1; 0: every peer; -cache-peer-tolerance).
  float PeerTolerance = 0.01f;
  /// Derive the hit rates from Accesses (-derive-hit-rates).
  bool DeriveHitRates = true;
};

class WaveDispatchStage;
class WaveIssueStage;
class WaveExecuteStage;
class WaveRetireStage;

class WavePipeline {
public:
  /// Bounds on what one simulation may be asked to hold (create() returns an
  /// error beyond them; docs/Model.md): workgroups run, waves in all, the
  /// export queue and SIMDs per compute unit. Far above any real dispatch
  /// on one CU; they keep allocations and 32-bit counts in range.
  static constexpr unsigned MaxWorkgroups = 1u << 20;
  static constexpr uint64_t MaxTotalWaves = 1u << 22;
  static constexpr unsigned MaxExportQueue = 1024;
  static constexpr unsigned MaxSIMDs = 64;

  /// Describes static instruction \p Idx for diagnostics, e.g.
  /// "t.s:3:3: s_barrier" (the issue stage's).
  using DescribeFn = WaveIssueStage::DescribeFn;

  /// Builds the pipeline for \p Insts (lowered to \p Lowered, may be empty).
  /// \p Trace, if given, is the dynamic stream of static indices one wave
  /// runs per iteration (default: the instructions in order).
  static Expected<std::unique_ptr<WavePipeline>>
  create(const WavePipelineOptions &Opts, const GCNProcessorModel &Model,
         const MCSubtargetInfo &STI, const MCInstrInfo &MCII,
         const MCRegisterInfo &MRI, ArrayRef<MCInst> Insts,
         ArrayRef<std::unique_ptr<mca::Instruction>> Lowered,
         DescribeFn Describe,
         std::optional<std::vector<uint32_t>> Trace = std::nullopt);
  ~WavePipeline();

  /// The stream of static indices of wave \p Wave.
  using TraceFn = std::function<std::vector<uint32_t>(unsigned Wave)>;
  /// Gives the waves streams of their own (branches decided by a
  /// probability): streams for min(waves, MaxStreams, 2^24 / length) waves,
  /// the others reuse them round robin. Call before running.
  Error setWaveTraces(const TraceFn &F, unsigned MaxStreams = 4096);
  /// Gives the waves the distinct streams \p Streams, wave W running
  /// Streams[StreamOf[W]] (WaveStreams: each wave its own emulated path).
  Error setWaveStreams(std::vector<std::vector<uint32_t>> Streams,
                       std::vector<uint32_t> StreamOf);

  /// The mca::Pipeline (add listeners here; running it works too, slower).
  mca::Pipeline &getPipeline() { return *P; }
  /// Runs the simulation to its end; returns the cycles simulated, the
  /// clock (ComputeUnit::now()) at the end. A run that reaches -max-cycles or
  /// deadlocks stops there and returns the cycles simulated so far:
  /// incomplete() then says why (the views hold the partial results).
  Expected<uint64_t> run();
  /// Why the last run() stopped before every wave ended (empty: it did
  /// not); the first line is the reason, the others the waiting waves.
  const std::string &incomplete() const { return Incomplete; }

  /// Called every ProgressInterval simulated cycles with the cycle and the
  /// waves ended so far (e.g. a progress line).
  using ProgressFn =
      std::function<void(uint64_t Cycle, unsigned Ended, unsigned Total)>;
  static constexpr unsigned ProgressInterval = 1u << 16;
  void setProgress(ProgressFn F) { Progress = std::move(F); }
  /// The static facts of the region (strides, profiles, streams).
  const WaveProgram &program() const { return *Prog; }
  GCNCustomBehaviour &getCustomBehaviour() { return *CB; }
  const WaveRunInfo &getRunInfo() const { return CU->Info; }

private:
  WavePipeline() = default;
  std::unique_ptr<GCNProcessorModel> Model;
  std::unique_ptr<WaveProgram> Prog;
  std::vector<uint8_t> InstMemLevel;
  std::unique_ptr<mca::CircularSourceMgr> Src;
  std::unique_ptr<GCNCustomBehaviour> CB;
  std::unique_ptr<ComputeUnit> CU;
  std::unique_ptr<mca::Pipeline> P;
  // The stages (owned by P).
  WaveDispatchStage *Dispatch = nullptr;
  WaveIssueStage *Issue = nullptr;
  WaveExecuteStage *Execute = nullptr;
  WaveRetireStage *Retire = nullptr;
  std::string Incomplete;
  ProgressFn Progress;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_WAVEPIPELINE_H
