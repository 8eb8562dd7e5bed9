//===- AnalysisRun.h - The state of one gcn-mca run -------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// AnalysisRun: the state of one runAnalysis() call (one input, one
/// configuration), private to lib/Driver. Its members are defined by
/// responsibility:
/// - AnalysisDriver.cpp: the run itself (target, model, input, regions in
///   order) and runAnalysis();
/// - RegionRunner.cpp: one region (lowering, settings, the pipeline);
/// - ReportBuilder.cpp: which views a region's report has, in which order;
/// - ParallelScheduler.cpp: the wave regions of -j N on worker threads.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_LIB_DRIVER_ANALYSISRUN_H
#define GCN_MCA_LIB_DRIVER_ANALYSISRUN_H

#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Analysis/KernelLaunch.h"
#include "gcn-mca/Analysis/ControlFlow/DynamicTrace.h"
#include "gcn-mca/Analysis/ControlFlow/WaveStreams.h"
#include "gcn-mca/Analysis/Occupancy.h"
#include "gcn-mca/Analysis/TextureAnnotations.h"
#include "gcn-mca/Driver/AnalysisDriver.h"
#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "gcn-mca/Driver/InsightFiles.h"
#include "gcn-mca/Driver/JSONReport.h"
#include "gcn-mca/Driver/PreparedControlFlow.h"
#include "gcn-mca/Driver/ProgressMeter.h"
#include "gcn-mca/Driver/RunSettings.h"
#include "gcn-mca/Input/AnalysisRegions.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/Input/OffloadBundle.h"
#include "gcn-mca/Input/TargetSetup.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MCA/CodeEmitter.h"
#include "llvm/MCA/Context.h"
#include "llvm/MCA/CustomBehaviour.h"
#include "llvm/MCA/InstrBuilder.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SourceMgr.h"
#include <mutex>
#include <optional>

namespace llvm {
namespace mca {
class CustomBehaviour;
class Pipeline;
} // namespace mca
namespace gcnmca {

class InstructionInfoView;
class KernelLookup;
class AdviceView;
class StallView;
class OccupancyCliffsView;
class ReportPrinter;

/// A string error (the driver's diagnostics without a location).
Error makeDriverError(const Twine &Msg);
/// The threads of -j (0: every core).
unsigned driverJobs(const GCNMCAConfig &C);

/// What the views of one region are built from.
struct RegionContext {
  const AnalysisRegion &Region;
  unsigned Index;
  ArrayRef<MCInst> Insts;
  ArrayRef<std::unique_ptr<mca::Instruction>> Lowered;
  mca::CodeEmitter &CE;
  /// Per instruction, its `gcn-mca: texture` setting (empty: none).
  ArrayRef<GCNTextureSetting> Texture;
  bool DroppedAny;
  /// Where the region's report goes, and the printer of its views (a
  /// region run on a worker thread has its own).
  MCInstPrinter *IP = nullptr;
  raw_ostream *Out = nullptr;
  JSONReport *JSON = nullptr;
  /// Receives the region's numbers (the runner fills every field but the
  /// name).
  RegionResult *Result = nullptr;
  /// A region on a worker thread: where its emulation's warnings wait, to
  /// be printed with its report in input order (null: printed at once).
  std::string *Deferred = nullptr;
};

/// The state of one run (one input, one configuration).
class AnalysisRun {
public:
  AnalysisRun(const GCNMCAConfig &C, raw_ostream &OS)
      : C(C), OS(OS), Progress(C.Progress, errs()) {}
  Expected<AnalysisResult> run(MemoryBufferRef Input);
  /// Erases the progress line, if one was shown.
  void endProgress() { Progress.finish(); }

private:
  Error selectCodeObject(MemoryBufferRef Input);
  Error readInput(MemoryBufferRef Input);
  const KernelInfo *kernelInfo();
  /// kernelInfo(); when the kernels cannot be read, warns once per run.
  const KernelInfo *kernelInfoOrWarn();
  Error occupancyReport(std::string &Text, json::Value &JSON,
                        std::vector<KernelOccupancy> &Out);
  Expected<bool> lower(const AnalysisRegion &Region,
                       SmallVectorImpl<std::unique_ptr<mca::Instruction>> &Out,
                       DenseSet<const MCInst *> &Dropped);
  // Region runner (RegionRunner.cpp).
  /// llvm-mca's pipeline (or its instruction tables) on region \p R.
  Expected<uint64_t> runLLVMMCARegion(const RegionContext &R);
  /// The wave pipeline (docs/WavePipeline.md) on region \p R.
  Expected<uint64_t> runWaveRegion(const RegionContext &R);

  // Report builder (ReportBuilder.cpp).
  /// Attaches the views of an llvm-mca pipeline region run with \p S (\p CB:
  /// its CustomBehaviour, null for the instruction tables) in llvm-mca's
  /// order.
  void addLLVMMCAViews(ReportPrinter &Printer, const RegionContext &R,
                       const RunSettings &S, mca::CustomBehaviour *CB,
                       unsigned Iterations);
  /// Attaches the views of a wave pipeline region run with \p S, in the
  /// report's order; \p Lookup, \p KernelName, \p OccIn and \p Occ
  /// describe the region's kernel (for the occupancy and register views).
  /// \p Summary receives the GCN summary attached (null if not printed),
  /// \p Cliffs the occupancy cliffs view (null if none).
  /// The clock a region runs at under dense matrix load, 0 = ClockMHz
  /// (RegionRunner.cpp).
  unsigned matrixClockMHz(ArrayRef<MCInst> Insts,
                          const std::optional<std::vector<uint32_t>> &Trace,
                          RunSettings &S) const;
  void addWaveViews(ReportPrinter &Printer, const RegionContext &R,
                    const RunSettings &S, const KernelLookup &Lookup,
                    StringRef KernelName,
                    const std::optional<OccupancyInput> &OccIn,
                    const std::optional<OccupancyResult> &Occ,
                    GCNSummaryView *&Summary,
                    OccupancyCliffsView *&Cliffs, StallView *&Stalls,
                    std::unique_ptr<StallView> &AdviceStalls,
                    AdviceView *&Advice, mca::Pipeline &P,
                    const KernelLaunch *Launch,
                    ArrayRef<AccessStride> Strides = {},
                    const WaveStreams *Emulated = nullptr) const;
  std::unique_ptr<InstructionInfoView>
  makeInstructionInfoView(const RegionContext &R, bool Full = false,
                          unsigned MaxWidth = 0) const;
  void addGCNInstructionInfoView(ReportPrinter &Printer,
                                 const RegionContext &R) const;
  void printRegion(const ReportPrinter &Printer, const RegionContext &R);
  /// The "Assumptions" block of a region run with \p S (-assumptions-view).
  void addAssumptionsView(ReportPrinter &Printer, const RegionContext &R,
                          const RunSettings &S,
                          const KernelLaunch *Launch = nullptr,
                          ArrayRef<AccessStride> Strides = {},
                          const WaveStreams *Emulated = nullptr) const;
  RegionFacts waveFacts(const AnalysisRegion &Region, ArrayRef<MCInst> Insts,
                        const KernelLookup &Lookup,
                        std::optional<OccupancyInput> &OccIn,
                        std::string &KernelName) const;
  TraceOptions::DeriveFn deriverFor(const AnalysisRegion &Region) const;
  /// Every simulated wave of a kernel's own region emulated from \p Launch
  /// (LaunchStreams.cpp): each wave's stream, the accesses' lines and bank
  /// cycles, and a warning per access whose address stays unknown. None
  /// with -emulate=false, outside a kernel's own region, or when the
  /// stream is not followed (or drawn per wave). \p Peers emulates, on
  /// demand, the waves of the units sharing the simulated unit's L2 in the
  /// same rounds (LaunchHitRates), as many as the peer budget allows; it
  /// refers to \p R, \p Launch and the run's control flow.
  std::optional<WaveStreams>
  emulateWaves(const RegionContext &R, const KernelDescriptorInfo *Kernel,
               const KernelLaunch &Launch, const RunSettings &S,
               LaunchHitRates::PeerSource &Peers);
  /// Prints the warnings of region \p R's blocks that never execute, which
  /// its control flow deferred to the waves' own streams: those no wave of
  /// \p Emulated executes (every one without it).
  void warnUnexecuted(const RegionContext &R, const WaveStreams *Emulated);
  /// Prints the warnings resolveRunSettings() left for region \p R.
  void printSettingWarnings(const RegionContext &R, const RunSettings &S);
  std::string describe(ArrayRef<MCInst> Insts, unsigned Idx,
                       MCInstPrinter &P) const;
  /// Per-kernel isolation: region \p Region (number \p Idx) is not
  /// analyzed because of \p Why; says so on stderr, in the text report
  /// (\p Out) or the JSON document (\p JSON).
  void reportNotAnalyzed(const AnalysisRegion &Region, unsigned Idx,
                         StringRef Why, raw_ostream &Out, JSONReport &JSON);
  /// The message of region \p Region's error \p E, without the "region
  /// 'name': " the message may start with.
  static std::string regionError(const AnalysisRegion &Region, Error E);
  // Parallel scheduler (ParallelScheduler.cpp).
  /// Runs the regions' wave pipelines on \p Threads threads; reports in
  /// input order.
  Error runRegionsInParallel(AnalysisResult &Result, unsigned Threads);
  /// The end of a run: the JSON document and the insight files.
  Expected<AnalysisResult> finish(AnalysisResult &Result);

  const GCNMCAConfig &C;
  raw_ostream &OS;
  /// The run-level settings (views; per-region settings add the rest).
  RunSettings Run;
  bool WaveRun = false;

  TargetSetup TS;
  std::optional<GCNProcessorModel> Model;
  SourceMgr SrcMgr;
  std::optional<MemoryBufferRef> CodeObject;
  /// Where the processor came from ("-mcpu", "input (...)"), and its
  /// target features.
  std::string CPUSource;
  std::vector<std::string> ResolvedAttrs;
  std::vector<OffloadBundle::Entry> Bundle; // Must outlive CodeObject.
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCObjectFileInfo> MOFI;
  std::unique_ptr<MCInstPrinter> ParseIP, IP;
  std::unique_ptr<AsmInput> In;
  std::optional<TextureAnnotations> Texture;
  std::optional<PreparedControlFlow> Flow;
  std::optional<InsightFiles> Insight;
  /// The kernels of the input, read once (on first use).
  std::optional<Expected<KernelInfo>> Kernels;
  /// The kernels once read (kernelInfo() succeeded), for other threads.
  const KernelInfo *KernelsRead = nullptr;
  bool KernelWarningDone = false;
  /// Guards Kernels, KernelsRead and KernelWarningDone (-j workers).
  std::mutex KernelsLock;
  /// -force-mcpu took another processor than the input's.
  bool TargetForced = false;
  bool BottleneckWarningDone = false;

  std::unique_ptr<MCCodeEmitter> MCE;
  std::unique_ptr<MCAsmBackend> MAB;
  std::unique_ptr<mca::InstrPostProcess> IPP;
  std::unique_ptr<mca::InstrumentManager> IM;
  std::unique_ptr<mca::InstrBuilder> IB;
  mca::PipelineOptions PO{
      /*UOPQSize=*/0, /*DecThr=*/0, /*DW=*/0,        /*RFS=*/0,
      /*LQS=*/0,      /*SQS=*/0,    /*NoAlias=*/true};
  /// The -json document (written as the regions are reported).
  JSONReport JSONOutput{OS};
  mutable std::mutex DescribeLock;
  /// The progress line of long runs (-> stderr on a terminal).
  ProgressMeter Progress;
  /// The input as given to run() (what-if re-runs read it again).
  MemoryBufferRef InputRef;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_LIB_DRIVER_ANALYSISRUN_H
