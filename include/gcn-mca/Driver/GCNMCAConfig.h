//===- GCNMCAConfig.h - Every setting of one gcn-mca run --------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// GCNMCAConfig: the plain configuration of one analysis (no cl::opt). The
/// gcn-mca tool fills it once from its command line (tools/gcn-mca/*Options);
/// a program embedding the library fills it by hand. Fields left at their
/// "not given" value get their defaults in one place, resolveRunSettings()
/// (gcn-mca/Driver/RunSettings.h), which the driver calls per region.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_GCNMCACONFIG_H
#define GCN_MCA_DRIVER_GCNMCACONFIG_H

#include "gcn-mca/Input/InputLimits.h"
#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {
class RunObserver;

/// A boolean setting as given: unset (its default applies) or a value, with
/// its position among the settings. -all-views and -all-stats give way to a
/// flag given after them (llvm-mca's rule); a program embedding the library
/// can leave Position at 0 and set Value.
struct FlagSetting {
  std::optional<bool> Value;
  unsigned Position = 0;

  FlagSetting() = default;
  FlagSetting(bool V, unsigned Pos = 0) : Value(V), Position(Pos) {}
  bool given() const { return Value.has_value(); }
  bool valueOr(bool Default) const { return Value.value_or(Default); }
};

/// Which simulation runs a region.
enum class PipelineKind { LLVMMCA, Wave };
/// -skip-unsupported-instructions.
enum class SkipUnsupportedKind { None, LackSched, ParseFailure, Any };
/// -instruction-tables.
enum class InstructionTablesKind { None, Normal, Full };
/// -control-flow.
enum class ControlFlowMode { Auto, Follow, Straight };

/// The views a run may print (see docs/Views.md). Unset flags take their
/// defaults in resolveViews().
struct ViewConfig {
  // llvm-mca's views, llvm-mca's spelling and defaults.
  FlagSetting Summary;                ///< -summary-view (default on)
  FlagSetting InstructionInfo;        ///< -instruction-info (default on)
  FlagSetting ResourcePressure;       ///< -resource-pressure (default on)
  FlagSetting Timeline;               ///< -timeline
  FlagSetting DispatchStats;          ///< -dispatch-stats
  FlagSetting SchedulerStats;         ///< -scheduler-stats
  FlagSetting RetireStats;            ///< -retire-stats
  FlagSetting RegisterFileStats;      ///< -register-file-stats
  FlagSetting AllStats;               ///< -all-stats
  FlagSetting AllViews;               ///< -all-views
  unsigned TimelineMaxIterations = 0; ///< 0 = llvm-mca's 10
  unsigned TimelineMaxCycles = 80;    ///< 0 = unlimited
  bool ShowEncoding = false;
  bool ShowBarriers = false;
  // The GCN views (wave pipeline): one flag per view of GCNViews.def
  // (GCNSummary, Stalls, Memory, WaveStats, Waves).
#define GCN_VIEW(Id, Option, Default, Place, Help) FlagSetting Id;
#include "gcn-mca/MCA/Views/GCN/GCNViews.def"
  FlagSetting CFG; ///< -cfg-view
  /// -assumptions-view (default: on in the wave pipeline).
  FlagSetting Assumptions;
  bool Occupancy = true;           ///< -occupancy-view
  bool GCNInstructionInfo = false; ///< -gcn-instruction-info
  /// -source-view (default: on with -all-views when the input has `.loc`
  /// source positions).
  FlagSetting SourceView;
  /// -top: rows of the hotspots section after the GCN summary (0 = none).
  unsigned HotspotsTop = 5;
  unsigned WaveViewMax = 16;
  /// -clock-mhz for the per-second figures (0 = the chip's, ClockMHz).
  double ClockMHz = 0;
  /// -report-width: columns of the wave pipeline's text report (0: no
  /// limit).
  unsigned ReportWidth = 100;
  GCNVerdictThresholds Verdict;
};

/// The wave pipeline's settings; 0 / unset means "the default" (decided by
/// resolveWaveOptions()).
struct WaveConfig {
  unsigned WavesPerSIMD = 0;             ///< -waves-per-simd
  std::optional<unsigned> WaveSize;      ///< -wave-size
  /// -workgroup-size's work-items in all (the product of its dimensions).
  std::optional<unsigned> WorkgroupSize;
  /// -workgroup-size=X[,Y[,Z]] (missing dimensions are 1).
  std::optional<std::array<unsigned, 3>> WorkgroupDims;
  unsigned Workgroups = 0; ///< -workgroups
  /// -grid=X[,Y[,Z]]: the launch's work-items per dimension.
  std::optional<std::array<uint64_t, 3>> Grid;
  /// -arg=NAME=VALUE, in order.
  std::vector<std::string> Args;
  WaveDispatchKind Dispatch = WaveDispatchKind::Compute;
  double VertsPerTri = 0.7;
  double PixelsPerTri = 16;
  unsigned NumCUs = 10;
  /// A backstop (idle cycles are skipped; -max-region-work bounds the work).
  uint64_t MaxCycles = 100000000000ULL;
  int VMEMLatency = -1; ///< -1 = the processor model's
  int LDSLatency = -1;
  int SMEMLatency = -1;
  unsigned ExportQueue = 4;  ///< 0 = unbounded
  int LaneStride = -1;       ///< -lane-stride (-1 = unit stride)
  bool DeriveStrides = true; ///< -derive-strides
  /// -emulate: derive trip counts and branch directions from the launch.
  bool Emulate = true;
  /// -max-emulated-instructions: the emulation's budget, all simulated
  /// waves of a kernel together (WaveStreams::Input::Budget).
  uint64_t MaxEmulatedInstructions = uint64_t(1) << 23;
  /// -derive-hit-rates: hit rates from the launch's addresses.
  bool DeriveHitRates = true;
  /// -cache-peers: units fed to the shared caches besides the simulated
  /// one (-1: those of its L2 instance the peer budget allows).
  int CachePeers = -1;
  /// -cache-peer-tolerance: percentage points; the peers stop once doubling
  /// the units fed moves no hit rate by more than this (0: every peer).
  double CachePeerTolerance = 1;
};

/// Kernel resources for the occupancy report and the wave pipeline's
/// default residency; unset = the kernel descriptor's.
struct OccupancyConfig {
  bool Report = false; ///< -gcn-occupancy
  bool Only = false;   ///< -gcn-occupancy-only
  std::optional<unsigned> VGPRs, AGPRs, SGPRs, LDSBytes;
  std::optional<bool> CUMode; ///< -cumode
};

/// How regions are formed and which stream their waves execute
/// (docs/ControlFlow.md).
struct ControlFlowConfig {
  std::vector<std::string> Kernels; ///< -kernel globs
  bool WholeFileRegion = false;
  /// -show-helper-copies: also report clang's `__clang_ocl_kern_imp_<k>`
  /// copy of an OpenCL kernel <k> (and the marker regions in it), which are
  /// hidden by default when the kernel itself is in the input.
  bool ShowHelperCopies = false;
  ControlFlowMode Mode = ControlFlowMode::Auto;
  std::vector<std::string> TripCounts; ///< "LABEL=N" each
  uint64_t DefaultTripCount = 1;
  /// "LABEL=taken|not-taken|uniform|P" each.
  std::vector<std::string> Branches;
  uint64_t Seed = 0;
  /// -exec-branches=uniform: exec-mask branches decided like scc branches
  /// (default: divergent, both arms run).
  bool ExecBranchesUniform = false;
  /// -warn-unexecuted-percent.
  unsigned DeadCodeWarnPercent = 20;
  std::string BlockCountsFile;
  uint64_t MaxDynamicBlocks = 100000000;
  uint64_t MaxExpandedInstructions = 1000000;
  /// Bytes of the -block-counts file (-max-input-size).
  uint64_t MaxBlockCountsBytes = uint64_t(256) << 20;
  /// -max-region-work: the simulation work one region may take (instructions
  /// all its waves issue in the wave pipeline, 30 per replayed instruction
  /// in the llvm-mca pipeline; docs/Robustness.md), 0 = unlimited.
  uint64_t MaxRegionWork = 50000000;
};

/// Files written after a successful run (docs/Views.md).
struct InsightConfig {
  std::string TraceFile;             ///< -trace: Chrome trace-event JSON
  uint64_t TraceMaxCycles = 100000;  ///< 0 = all
  uint64_t TraceMaxEvents = 1000000; ///< per region, 0 = no limit
  std::string CFGDotFile; ///< -cfg-dot: Graphviz DOT of the regions' CFGs
  /// -sweep: "PARAM=LIST" or "PARAM=FROM:TO:STEP" each (gcn-mca/Driver/
  /// Sweep.h); the tool then prints the sweeps instead of the report.
  std::vector<std::string> Sweeps;
};

/// One instruction's memory setting changed by an -advise re-run (what a
/// `gcn-mca: stride N` / `gcn-mca: hit L2=F` annotation sets).
struct InstOverride {
  unsigned Region = 0; ///< region index in the run
  unsigned Inst = 0;   ///< static instruction of the region
  int StrideBytes = -1; ///< lane stride, -1 = unchanged
  float HitL2 = -1;     ///< L2 hit fraction of the L1 misses, -1 = unchanged
};

/// One instruction of a what-if re-run (-advise) moved later in its basic
/// block: instruction From goes to just before instruction To (From < To,
/// indices of the region's instructions as run; nothing between them is a
/// branch target or a terminator, so the region's blocks stay the same).
struct InstMove {
  unsigned Region = 0; ///< region index in the run
  unsigned From = 0;
  unsigned To = 0;
};

/// Register pressure, advice and the HTML report (docs/Registers.md,
/// docs/Advice.md).
struct AdviceConfig {
  bool RegisterView = false; ///< -register-view
  /// -occupancy-cliffs: the occupancy cliffs after the occupancy view, each
  /// step that raises the occupancy simulated.
  bool OccupancyCliffs = false;
  /// -advise: candidate changes, each re-simulated, ranked.
  bool Advise = false;
  /// -html: the self-contained HTML report's path (empty: none).
  std::string HTMLFile;
  /// Per-instruction memory settings of a what-if re-run (-advise).
  std::vector<InstOverride> InstOverrides;
  /// Instructions moved later in a what-if re-run (-advise; one thread).
  std::vector<InstMove> InstMoves;
};

/// llvm-mca's pipeline settings, with llvm-mca's spelling and defaults
/// (-pipeline=llvm-mca; docs/CommandGuide). The AMDGPU models are in-order:
/// the micro-op queue and the decoders are never simulated, but the values
/// are kept for the pipeline as llvm-mca gives them.
struct LLVMMCAConfig {
  unsigned DispatchWidth = 0;     ///< -dispatch=N (0: the model's)
  unsigned RegisterFileSize = 0;  ///< -register-file-size (0: unbounded)
  unsigned LoadQueueSize = 0;     ///< -lqueue (0: the model's)
  unsigned StoreQueueSize = 0;    ///< -squeue (0: the model's)
  bool AssumeNoAlias = true;      ///< -noalias
  unsigned MicroOpQueueSize = 0;  ///< -micro-op-queue-size
  unsigned DecoderThroughput = 0; ///< -decoder-throughput
  unsigned CallLatency = 100;     ///< -call-latency
  /// -disable-im: the generic instrument manager, instruments off.
  bool DisableInstrumentManager = false;
  /// -bottleneck-analysis: llvm-mca's bottleneck view after the summary.
  bool BottleneckAnalysis = false;
};

/// Every setting of one run.
struct GCNMCAConfig {
  // Target.
  std::string Triple = "amdgcn-amd-amdhsa";
  /// The processor. Empty: the input's (.amdgcn_target or e_flags); an
  /// input naming none is an error.
  std::string CPU;
  /// True: CPU was given by the user (-mcpu): it wins over the input's
  /// target (with a warning when they differ) and selects the code object of
  /// an offload bundle. False: the input's target replaces a non-empty CPU,
  /// which is only the fallback for inputs naming no target.
  bool CPUGiven = false;
  /// -force-mcpu: a CPU given that differs from the input's target is
  /// analyzed anyway (the input's .amdgcn_target directive is then left
  /// out); without it that is an error.
  bool ForceCPU = false;
  std::vector<std::string> Attrs;

  // The run.
  PipelineKind Pipeline = PipelineKind::Wave;
  /// 0 = the pipeline's default (resolveIterations()).
  unsigned Iterations = 0;
  SkipUnsupportedKind SkipUnsupported = SkipUnsupportedKind::None;
  bool DisableCustomBehaviour = false;
  /// -gcn-custom-behaviour: in llvm-mca's pipeline, gcn-mca's
  /// GCNCustomBehaviour replaces LLVM's AMDGPU one (waits of every
  /// generation); off keeps llvm-mca's output byte for byte.
  bool GCNCustomBehaviour = false;
  InstructionTablesKind InstructionTables = InstructionTablesKind::None;
  /// Print the listing synthesized from a code object and stop.
  bool PrintListing = false;
  /// Keep the encodings LLVM 22's AMDGPU disassembler is known to crash on
  /// from it (ObjectInput). Off only to test the crash net behind them
  /// (hidden -object-decode-guards=false).
  bool ObjectDecodeGuards = true;
  /// What an input may make gcn-mca read or expand (-max-input-size,
  /// -max-include-depth, -max-rept, -max-literal-length).
  InputLimits Limits;
  bool JSON = false;
  int OutputAsmVariant = -1;
  bool PrintImmHex = false;
  /// Threads simulating wave-pipeline regions at once (0 = every core).
  /// The report is the same for any value (regions print in input order).
  unsigned Jobs = 0;
  /// A progress line on stderr for runs longer than ~2 s (ProgressMeter);
  /// the gcn-mca tool sets it when stderr is a terminal.
  bool Progress = false;

  ViewConfig Views;
  LLVMMCAConfig MCA;
  WaveConfig Wave;
  OccupancyConfig Occupancy;
  ControlFlowConfig ControlFlow;
  InsightConfig Insight;
  AdviceConfig Advice;
  /// -gcn-param, -texture-format, -texture-filter.
  GCNModelOverrides Model;
  /// Receives each wave-pipeline region before it runs (not owned; null:
  /// none). gcn-mca/Driver/RunObserver.h.
  RunObserver *Observer = nullptr;

  bool skips(SkipUnsupportedKind K) const {
    return SkipUnsupported == SkipUnsupportedKind::Any || SkipUnsupported == K;
  }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_GCNMCACONFIG_H
