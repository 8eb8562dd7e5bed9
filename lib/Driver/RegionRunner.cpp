//===- RegionRunner.cpp - One region: lowering, settings, pipeline --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The region runner of AnalysisRun (AnalysisRun.h): lowers a region's
/// instructions, resolves its settings, builds and runs its pipeline (the
/// wave pipeline or llvm-mca's), and hands the views to the report builder.
//===----------------------------------------------------------------------===//

#include "AnalysisRun.h"
#include "gcn-mca/Analysis/ControlFlow/LaunchDerivation.h"
#include "gcn-mca/Analysis/KernelLaunch.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "gcn-mca/Driver/RunObserver.h"
#include "gcn-mca/Driver/AdviceEngine.h"
#include "gcn-mca/Driver/CliffReport.h"
#include "gcn-mca/MCA/Views/GCN/StallView.h"
#include "gcn-mca/MCA/Views/InstructionTexts.h"
#include "gcn-mca/Driver/KernelLookup.h"
#include "gcn-mca/Driver/QuietStderr.h"
#include "gcn-mca/Input/InstOperands.h"
#include "gcn-mca/MCA/ChipModel.h"
#include "gcn-mca/MCA/GCNCustomBehaviour.h"
#include "gcn-mca/MCA/HardwareUnits/InOrderLSUnit.h"
#include "gcn-mca/MCA/ReportPrinter.h"
#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "gcn-mca/MCA/WavePipeline.h"
#include "gcn-mca/Target/GCNInstrClassifier.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/MCA/Pipeline.h"
#include "llvm/MCA/SourceMgr.h"
#include "llvm/MCA/Stages/EntryStage.h"
#include "llvm/MCA/Stages/InstructionTables.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace llvm::gcnmca;

/// The work budget of a region (-max-region-work): \p Work units, given as
/// \p How, against the limit.
static Error checkRegionWork(const GCNMCAConfig &C, StringRef Region,
                             uint64_t Work, const Twine &How) {
  uint64_t Max = C.ControlFlow.MaxRegionWork;
  if (!Max || Work <= Max)
    return Error::success();
  return makeDriverError(
      "region '" + Region + "': " + How + " = " + Twine(Work) +
      " units of work, more than -max-region-work=" + Twine(Max) +
      " (fewer -workgroups, -iterations or smaller trip counts, "
      "or raise the limit; 0 = unlimited)");
}

/// Work units per instruction of llvm-mca's pipeline: it costs ~30 times the
/// wave pipeline's per instruction (docs/Robustness.md, "Work budget").
static constexpr uint64_t LLVMMCAWorkPerInstruction = 30;

/// a * b, saturated at UINT64_MAX.
static uint64_t mulSat(uint64_t A, uint64_t B) {
  uint64_t R;
  return __builtin_mul_overflow(A, B, &R) ? UINT64_MAX : R;
}

/// Lowers the instructions of \p Region into \p Out; instructions without
/// scheduling information are dropped into \p Dropped with
/// -skip-unsupported-instructions, else the run fails.
Expected<bool>
AnalysisRun::lower(const AnalysisRegion &Region,
                   SmallVectorImpl<std::unique_ptr<mca::Instruction>> &Out,
                   DenseSet<const MCInst *> &Dropped) {
  // Each region starts with a fresh instruction builder and post-processor.
  IB->clear();
  IPP->resetState();
  const SmallVector<mca::Instrument *> NoInstruments;
  bool Skip = C.skips(SkipUnsupportedKind::LackSched);
  ArrayRef<MCInst> All = Region.getInstructions();
  // LLVM's "found a return instruction" warning is not printed for a
  // kernel's own end: the region's last instruction, and in the wave
  // pipeline every s_endpgm (it ends the wave there).
  auto OwnEnd = [&](const MCInst &MCI) {
    const MCInstrDesc &D = TS.MCII->get(MCI.getOpcode());
    if (!D.isReturn())
      return false;
    return &MCI == &All.back() ||
           (WaveRun &&
            TS.MCII->getName(MCI.getOpcode()).starts_with("S_ENDPGM"));
  };
  for (const MCInst &MCI : All) {
    // InstrBuilder needs the full operand list of the description (a short
    // list wraps its count of variadic operands).
    Expected<std::unique_ptr<mca::Instruction>> Inst =
        [&]() -> Expected<std::unique_ptr<mca::Instruction>> {
      if (Error E = InstOperands::verify(MCI, *TS.MCII))
        return make_error<mca::InstructionError<MCInst>>(toString(std::move(E)),
                                                         MCI);
      if (OwnEnd(MCI)) {
        QuietStderr Quiet;
        return IB->createInstruction(MCI, NoInstruments);
      }
      return IB->createInstruction(MCI, NoInstruments);
    }();
    if (!Inst) {
      Error Rest = handleErrors(
          Inst.takeError(), [&](const mca::InstructionError<MCInst> &IE) {
            SMDiagnostic D = SrcMgr.GetMessage(
                IE.Inst.getLoc(),
                Skip ? SourceMgr::DK_Warning : SourceMgr::DK_Error,
                IE.Message +
                    (Skip ? Twine(", skipping with "
                                  "-skip-unsupported-instructions, note "
                                  "accuracy will be impacted")
                          : Twine(", use "
                                  "-skip-unsupported-instructions=lack-"
                                  "sched to ignore these on the input")));
            D.print("gcn-mca", errs());
          });
      if (Rest) {
        if (!Skip)
          return std::move(Rest);
        WithColor::error(errs(), "gcn-mca")
            << toString(std::move(Rest)) << "\n";
      } else if (!Skip) {
        return make_error<DiagnosedError>();
      }
      Dropped.insert(&MCI);
      continue;
    }
    IPP->postProcessInstruction(*Inst.get(), MCI);
    // The wave pipeline needs llvm-mca's lowered instruction only for
    // -show-barriers (the instruction-info view's barrier columns): the
    // others are checked (lowering diagnoses unsupported instructions) and
    // freed one by one; they were most of the memory of a large region.
    if (WaveRun && !C.Views.ShowBarriers)
      Out.push_back(nullptr);
    else
      Out.push_back(std::move(*Inst));
  }
  return true;
}
void AnalysisRun::printSettingWarnings(const RegionContext &R,
                                       const RunSettings &S) {
  if (S.Warnings.empty())
    return;
  std::lock_guard<std::mutex> Lock(DescribeLock);
  for (const std::string &W : S.Warnings)
    WithColor::warning(errs(), "gcn-mca")
        << "region '" << R.Region.getName() << "': " << W << "\n";
}

/// "file:line:col: 'text'" of static instruction \p Idx of \p Insts, for the
/// wave pipeline's diagnostics.
std::string AnalysisRun::describe(ArrayRef<MCInst> Insts, unsigned Idx,
                                  MCInstPrinter &P) const {
  // Regions may run on worker threads: the source manager's line cache is
  // built on first use.
  std::lock_guard<std::mutex> Lock(DescribeLock);
  std::string Text;
  raw_string_ostream TOS(Text);
  if (Idx >= Insts.size())
    return Text;
  SMLoc Loc = Insts[Idx].getLoc();
  if (Loc.isValid()) {
    auto LC = SrcMgr.getLineAndColumn(Loc);
    TOS << SrcMgr.getMemoryBuffer(SrcMgr.FindBufferContainingLoc(Loc))
               ->getBufferIdentifier()
        << ":" << LC.first << ":" << LC.second << ": ";
  }
  std::string I;
  raw_string_ostream IS(I);
  P.printInst(&Insts[Idx], 0, "", *TS.STI, IS);
  TOS << "'" << StringRef(I).trim() << "'";
  return Text;
}

/// llvm-mca's pipeline (or its instruction tables) with llvm-mca's views,
/// in llvm-mca's order.
Expected<uint64_t> AnalysisRun::runLLVMMCARegion(const RegionContext &R) {
  RegionFacts Facts;
  Facts.WaveRun = false;
  RunSettings S = resolveRunSettings(C, Facts);
  // A region whose default iterations are more than the budget runs as many
  // as it allows (at least one) and says so; an -iterations the user gave is
  // never lowered.
  uint64_t MaxWork = C.ControlFlow.MaxRegionWork;
  uint64_t PerIteration = mulSat(LLVMMCAWorkPerInstruction,
                                 std::max<uint64_t>(1, R.Lowered.size()));
  if (!C.Iterations && C.InstructionTables == InstructionTablesKind::None &&
      MaxWork && mulSat(PerIteration, S.Iterations) > MaxWork &&
      MaxWork / PerIteration >= 1) {
    unsigned Fit = unsigned(MaxWork / PerIteration);
    S.Warnings.push_back(
        "llvm-mca's default of " + std::to_string(S.Iterations) +
        " iterations of its " + std::to_string(R.Lowered.size()) +
        " instructions is more work than -max-region-work=" +
        std::to_string(MaxWork) + " allows (" +
        std::to_string(LLVMMCAWorkPerInstruction) +
        " units per instruction): it runs " + std::to_string(Fit) +
        " iterations (give -iterations=N, or raise -max-region-work)");
    S.Sources.Iterations = "llvm-mca's default " +
                           std::to_string(S.Iterations) +
                           ", lowered to fit -max-region-work";
    S.Iterations = Fit;
  }
  printSettingWarnings(R, S);
  if (Error E = checkRegionWork(
          C, R.Region.getName(),
          mulSat(LLVMMCAWorkPerInstruction,
                 mulSat(R.Lowered.size(), S.Iterations)),
          Twine(LLVMMCAWorkPerInstruction) + " x " + Twine(R.Lowered.size()) +
              " instructions x " + Twine(S.Iterations) + " iterations"))
    return std::move(E);
  mca::CircularSourceMgr Src(R.Lowered, S.Iterations);
  const MCSubtargetInfo &STI = *TS.STI;
  bool Tables = C.InstructionTables != InstructionTablesKind::None;

  // One context per region: an mca::Context owns the hardware units of
  // every pipeline it creates (the register file alone is ~0.85 MB on
  // AMDGPU), so one context for the whole run grew by that per region
  // (1.1 GB for a 728-kernel object). Declared before the pipeline, which
  // refers to its units, so that it is destroyed after it.
  mca::Context MCA(*TS.MRI, STI);
  std::unique_ptr<mca::Pipeline> P;
  std::unique_ptr<mca::CustomBehaviour> CB;
  if (Tables) {
    P = std::make_unique<mca::Pipeline>();
    P->appendStage(std::make_unique<mca::EntryStage>(Src));
    P->appendStage(
        std::make_unique<mca::InstructionTables>(STI.getSchedModel()));
  } else {
    if (C.DisableCustomBehaviour) {
      // The generic CustomBehaviour below.
    } else if (C.GCNCustomBehaviour) {
      auto GCB =
          std::make_unique<GCNCustomBehaviour>(STI, Src, *TS.MCII, *Model);
      GCB->useForRegion(*TS.MRI, R.Insts);
      CB = std::move(GCB);
    } else {
      CB.reset(TS.TheTarget->createCustomBehaviour(STI, Src, *TS.MCII));
    }
    if (!CB)
      CB = std::make_unique<mca::CustomBehaviour>(STI, Src, *TS.MCII);
    // llvm-mca's pipeline without the load/store unit's per-cycle walk
    // over its memory groups (the same cycles, InOrderLSUnit.h).
    P = InOrderLSUnit::createPipeline(MCA, PO, Src, *CB);
  }

  ReportPrinter Printer(*P, R.Region, R.Index, STI, PO);
  addLLVMMCAViews(Printer, R, S, Tables ? nullptr : CB.get(),
                  Src.getNumIterations());
  Insight->addStatic(R.Region, Flow->get(R.Region));

  Expected<unsigned> Cycles = P->run();
  if (!Cycles)
    return Cycles.takeError();
  printRegion(Printer, R);
  if (R.Result)
    R.Result->Cycles = *Cycles;
  return *Cycles;
}

/// What a wave run of \p Region decides its settings from: the kernel's
/// occupancy (with and without the residency what-ifs), s_endpgm, the
/// kernel's workgroup shape.
RegionFacts AnalysisRun::waveFacts(const AnalysisRegion &Region,
                                   ArrayRef<MCInst> Insts,
                                   const KernelLookup &Lookup,
                                   std::optional<OccupancyInput> &OccIn,
                                   std::string &KernelName) const {
  OccIn = Lookup.occupancyInput(Region, KernelName);
  RegionFacts Facts;
  Facts.WaveRun = true;
  Facts.Model = &*Model;
  Facts.HasSourceLocs = In->hasSourceLocs();
  OccupancyCalculator OccCalc(*Model);
  if (OccIn)
    Facts.Occupancy = OccCalc.compute(*OccIn);
  if (std::optional<OccupancyInput> WorkIn = Lookup.workOccupancyInput(Region))
    Facts.KernelOccupancy = OccCalc.compute(*WorkIn);
  GCNInstrClassifier Classifier(*Model, *TS.MCII, Model->DefaultWaveSize);
  Facts.HasEndPgm = any_of(Insts, [&](const MCInst &MI) {
    return Classifier.get(MI).Class == GCNInstClass::ENDPGM;
  });
  if (const KernelDescriptorInfo *K = Lookup.find(Region))
    Facts.ReqdWorkgroupSize = K->ReqdWorkgroupSize;
  return Facts;
}

/// The function that derives \p Region's trip counts and uniform branches
/// from the launch (LaunchDerivation): wave 0 of workgroup 0 emulated from
/// the kernel's initial state. None without a kernel or a valid launch.
/// Called on the control-flow threads: reads only what the run has built.
TraceOptions::DeriveFn
AnalysisRun::deriverFor(const AnalysisRegion &Region) const {
  const KernelInfo *KI = KernelsRead;
  if (!KI || !Model)
    return nullptr;
  KernelLookup Lookup(*In, KI, C);
  const KernelDescriptorInfo *Kernel = Lookup.find(Region);
  // A kernel's own region only: a marker region starts in mid-kernel.
  if (!Kernel || Kernel->Name != Region.getName())
    return nullptr;
  ArrayRef<MCInst> Insts = Region.getInstructions();
  std::optional<OccupancyInput> OccIn;
  std::string KernelName;
  RegionFacts Facts = waveFacts(Region, Insts, Lookup, OccIn, KernelName);
  RunSettings S = resolveRunSettings(C, Facts);
  if (S.Wave.Dispatch != WaveDispatchKind::Compute)
    return nullptr;
  Expected<KernelLaunch> L =
      KernelLaunch::create(S.Launch, Kernel->Args, Kernel->KernargSegmentSize,
                           C.Wave.Args, Kernel->GroupSegmentFixedSize);
  if (!L) {
    consumeError(L.takeError()); // reported by the region's run
    return nullptr;
  }
  auto Launch = std::make_shared<KernelLaunch>(std::move(*L));
  unsigned WaveSize = S.Wave.WaveSize;
  bool Packed = TS.STI->checkFeatures("+packed-tid");
  bool Architected = TS.STI->checkFeatures("+architected-sgprs");
  return [this, Launch, Kernel, WaveSize, Packed,
          Architected](const ControlFlowGraph &G, const LoopNest &LN,
                  ArrayRef<MCInst> RegionInsts,
                  ArrayRef<std::optional<bool>> Given)
             -> std::shared_ptr<const DerivedControlFlow> {
    WaveEmulator E(*TS.MCII, *TS.MRI, WaveSize);
    WaveEmulator::KernelSetup Setup;
    Setup.WaveSize = WaveSize;
    Setup.PackedWorkItemIds = Packed;
    Setup.ArchitectedSGPRs = Architected;
    Setup.Kernel = Kernel;
    Setup.Launch = &*Launch;
    E.startKernelWave(Setup, WavePlacement());
    std::unique_ptr<MCInstPrinter> Printer(TS.TheTarget->createMCInstPrinter(
        TS.TheTriple, In->getAssemblerDialect(), *TS.MAI, *TS.MCII, *TS.MRI));
    auto Describe = [&](unsigned I) {
      return Printer ? describe(RegionInsts, I, *Printer) : std::string();
    };
    return std::make_shared<DerivedControlFlow>(LaunchDerivation::derive(
        G, LN, RegionInsts, E, C.ControlFlow.MaxExpandedInstructions,
        Describe, Given));
  };
}

/// The clock a region runs at when it is not the chip's ClockMHz: the
/// chip's MatrixClockMHz when it has one, the clock was not given
/// (-clock-mhz, -gcn-param=ClockMHz) and one wave's stream (\p Trace, else
/// every instruction once) is a matrix kernel (getKernelClockMHz); then also
/// the views' clock and the clock's source in \p S. 0 = ClockMHz.
unsigned
AnalysisRun::matrixClockMHz(ArrayRef<MCInst> Insts,
                            const std::optional<std::vector<uint32_t>> &Trace,
                            RunSettings &S) const {
  const GCNProcessorModel &M = *Model;
  if (!M.MatrixClockMHz || M.MatrixClockMHz == M.ClockMHz ||
      C.Views.ClockMHz > 0 || M.getSource("ClockMHz").starts_with("command"))
    return 0;
  unsigned WS = M.waveSizeOr(S.Wave.WaveSize);
  // Executions per static instruction first: the opcode names are read
  // once per instruction, not once per entry of the stream. (The sums are
  // of integers below 2^53: exact in any order.)
  std::vector<uint64_t> Runs(Insts.size(), Trace ? 0 : 1);
  if (Trace)
    for (uint32_t I : *Trace)
      if (I < Insts.size())
        ++Runs[I];
  double Matrix = 0, Other = 0, ByType[NumMatrixElemTypes] = {};
  for (unsigned I = 0; I < Insts.size(); ++I) {
    if (!Runs[I])
      continue;
    StringRef Name = TS.MCII->getName(Insts[I].getOpcode());
    double N = double(Runs[I]);
    double F = double(getMatrixFlops(Name)) * N;
    Matrix += F;
    ByType[unsigned(getMatrixElemType(Name))] += F;
    Other += double(getVALUFlopsPerLane(Name)) * WS * N;
  }
  // The element type with the most matrix operations (the first on a tie).
  unsigned Type = 0;
  for (unsigned T = 1; T < NumMatrixElemTypes; ++T)
    if (ByType[T] > ByType[Type])
      Type = T;
  unsigned MHz = getKernelClockMHz(M, Matrix, Other, MatrixElemType(Type));
  if (MHz == M.ClockMHz)
    return 0;
  S.Views.GCN.ClockMHz = MHz;
  static constexpr const char *Param[NumMatrixElemTypes] = {
      "MatrixClockMHz", "MatrixClockF16MHz", "MatrixClockMHz",
      "MatrixClockF8MHz"};
  static constexpr const char *TypeName[NumMatrixElemTypes] = {
      "", " F16", " BF16", " 8-bit float"};
  StringRef Used = MHz == M.MatrixClockMHz ? "MatrixClockMHz" : Param[Type];
  S.Sources.Clock = formatv("{0}, the clock under dense{1} matrix load: "
                            "{2:F1} % of the stream's FLOPs are matrix FLOPs",
                            Used, TypeName[Type],
                            100.0 * Matrix / (Matrix + Other))
                        .str();
  return MHz;
}

/// Runs the wave pipeline (docs/WavePipeline.md) on a region and prints its
/// report: the occupancy of the region's kernel, the GCN views, llvm-mca's
/// instruction views, -wave-stats, -gcn-instruction-info and -cfg-view.
Expected<uint64_t> AnalysisRun::runWaveRegion(const RegionContext &R) {
  ArrayRef<MCInst> Insts = R.Insts;
  MCInstPrinter *P = R.IP;
  auto Describe = [this, Insts, P](unsigned Idx) {
    return describe(Insts, Idx, *P);
  };

  // The region's kernel (by name, or the kernel the marker region lies in)
  // gives the default residency, wave size and workgroup size.
  const KernelInfo *KI = kernelInfoOrWarn();
  KernelLookup Lookup(*In, KI, C);
  std::string KernelName;
  std::optional<OccupancyInput> OccIn;
  RegionFacts Facts = waveFacts(R.Region, Insts, Lookup, OccIn, KernelName);
  const KernelDescriptorInfo *Kernel = Lookup.find(R.Region);
  RunSettings S = resolveRunSettings(C, Facts);
  printSettingWarnings(R, S);
  S.Wave.Texture.assign(R.Texture.begin(), R.Texture.end());
  applyInstOverrides(C.Advice, R.Index, Insts.size(), S.Wave.Texture);

  // The launch: the kernarg segment per the kernel's metadata.
  std::optional<KernelLaunch> Launch;
  if (S.Wave.Dispatch == WaveDispatchKind::Compute) {
    // (-arg was checked against every kernel before the regions ran.)
    Expected<KernelLaunch> L = KernelLaunch::create(
        S.Launch,
        Kernel ? ArrayRef<KernelArgument>(Kernel->Args) : ArrayRef<KernelArgument>(),
        Kernel ? Kernel->KernargSegmentSize : std::nullopt, C.Wave.Args,
        Kernel ? Kernel->GroupSegmentFixedSize : 0);
    if (!L)
      return L.takeError();
    Launch = std::move(*L);
  }

  std::optional<std::vector<uint32_t>> Trace = Flow->getTrace(R.Region);
  // The clock the kernel runs at: under dense matrix load the chip's
  // MatrixClockMHz (docs/Model.md, "The clock under matrix load").
  std::optional<GCNProcessorModel> Clocked;
  if (unsigned MHz = matrixClockMHz(Insts, Trace, S))
    Clocked = Model->atClock(MHz);
  const GCNProcessorModel &RM = Clocked ? *Clocked : *Model;
  {
    // The budget, before anything is built: waves x instructions per wave
    // (wave 0's stream when branches draw probabilities).
    const WavePipelineOptions &W = S.Wave;
    unsigned WS = Model->waveSizeOr(W.WaveSize);
    uint64_t PerGroup =
        W.Dispatch == WaveDispatchKind::Compute && W.WorkgroupSize
            ? (uint64_t(W.WorkgroupSize) + WS - 1) / WS
            : 1;
    uint64_t Waves = mulSat(W.Workgroups, PerGroup);
    uint64_t PerWave =
        mulSat(Trace ? Trace->size() : Insts.size(), std::max(1u, W.Iterations));
    if (Error E = checkRegionWork(C, R.Region.getName(), mulSat(Waves, PerWave),
                                  Twine(Waves) + " waves x " + Twine(PerWave) +
                                      " instructions"))
      return std::move(E);
  }
  if (Trace && R.DroppedAny)
    return makeDriverError(
        "region '" + R.Region.getName() +
        "': -skip-unsupported-instructions cannot drop instructions of a "
        "region whose control flow is followed (use -control-flow=straight)");
  // Every wave emulated from the launch: its own stream, the lines and
  // bank cycles of its accesses.
  std::optional<WaveStreams> Emulated;
  LaunchHitRates::PeerSource Peers;
  if (Launch && Trace)
    Emulated = emulateWaves(R, Kernel, *Launch, S, Peers);
  // The blocks no wave executes (the region's stream deferred them).
  warnUnexecuted(R, Emulated ? &*Emulated : nullptr);
  if (Emulated) {
    S.Wave.LaunchCost.assign(Insts.size(), 0);
    S.Wave.LaunchLookups.assign(Insts.size(), 0);
    for (unsigned I = 0; I < Insts.size() && I < Emulated->PerInst.size();
         ++I) {
      S.Wave.LaunchCost[I] = Emulated->PerInst[I].meanCost();
      S.Wave.LaunchLookups[I] = Emulated->PerInst[I].meanLookups();
    }
    S.Wave.Accesses = Emulated->Accesses;
    S.Wave.Peers = std::move(Peers);
  }
  Expected<std::unique_ptr<WavePipeline>> WP =
      WavePipeline::create(S.Wave, RM, *TS.STI, *TS.MCII, *TS.MRI, Insts,
                           R.Lowered, Describe, std::move(Trace));
  if (!WP)
    return WP.takeError();
  if (Emulated) {
    if (Error E = (*WP)->setWaveStreams(std::move(Emulated->Streams),
                                        std::move(Emulated->StreamOf)))
      return std::move(E);
  } else if (const RegionControlFlow *RCF = Flow->get(R.Region);
             RCF && !R.DroppedAny && RCF->getTrace().hasRandomChoices()) {
    // Branches with a probability: every wave draws its own stream.
    if (Error E = (*WP)->setWaveTraces(
            [RCF](unsigned W) { return RCF->expandIndices(W); }))
      return std::move(E);
  }
  const MCSubtargetInfo &STI = *TS.STI;
  ReportPrinter Printer((*WP)->getPipeline(), R.Region, R.Index, STI, PO);
  GCNSummaryView *Summary = nullptr;
  OccupancyCliffsView *Cliffs = nullptr;
  StallView *Stalls = nullptr;
  std::unique_ptr<StallView> AdviceStalls;
  AdviceView *Advice = nullptr;
  addWaveViews(Printer, R, S, Lookup, KernelName, OccIn, Facts.Occupancy,
               Summary, Cliffs, Stalls, AdviceStalls, Advice,
               (*WP)->getPipeline(), Launch ? &*Launch : nullptr,
               (*WP)->program().accessStrides(),
               Emulated ? &*Emulated : nullptr);
  // The region's statistics come from a GCN summary, printed or not.
  std::unique_ptr<GCNSummaryView> Unprinted;
  if (!Summary) {
    Unprinted = createGCNSummary(S.Views.GCN, *TS.STI, *R.IP, Insts);
    (*WP)->getPipeline().addEventListener(Unprinted.get());
    Summary = Unprinted.get();
  }
  Insight->addListeners((*WP)->getPipeline(), R.Region, R.Index,
                        Flow->get(R.Region), SrcMgr, STI, *R.IP, Insts);
  if (C.Observer) {
    std::vector<const AsmSourceLoc *> Locs;
    std::vector<unsigned> Sizes;
    for (unsigned I = 0; I < Insts.size(); ++I) {
      Locs.push_back(In->sourceLoc(Insts[I]));
      Sizes.push_back(R.CE.getEncoding(I).size());
    }
    ObservedRegion O{R.Index,        R.Region.getName(),
                     KernelName,     RM,
                     STI,            *R.IP,
                     Insts,          Locs,
                     Sizes,          OccIn ? &*OccIn : nullptr,
                     Facts.Occupancy ? &*Facts.Occupancy : nullptr,
                     S.Wave};
    C.Observer->onWaveRegion((*WP)->getPipeline(), O);
  }

  if (C.Progress) {
    std::string Name = R.Region.getName().str();
    (*WP)->setProgress([this, Name](uint64_t Cycle, unsigned Ended,
                                    unsigned Total) {
      Progress.update(formatv("gcn-mca: {0}cycle {1}, {2} of {3} waves done",
                              Name.empty() ? "" : "region '" + Name + "': ",
                              Cycle, Ended, Total)
                          .str());
    });
  }
  Expected<uint64_t> Cycles = (*WP)->run();
  if (!Cycles)
    return Cycles.takeError();
  if (const std::string &Why = (*WP)->incomplete(); !Why.empty()) {
    // The partial report, marked; the waiting waves go to stderr.
    Printer.setIncomplete(Why);
    if (R.Result)
      R.Result->Incomplete = true;
    std::lock_guard<std::mutex> Lock(DescribeLock);
    raw_ostream &E = WithColor::error(errs(), "gcn-mca");
    if (R.Region.getName().empty())
      E << "the run is incomplete: ";
    else
      E << "region '" << R.Region.getName() << "' is incomplete: ";
    E << Why << "\n";
  }
  if (Cliffs)
    simulateOccupancyCliffs(*Cliffs, C, InputRef, R.Index, *Cycles);
  if (Advice) {
    AdviceRegion AR;
    AR.Index = R.Index;
    AR.Insts = Insts;
    // The region's blocks (those of a region run straight are built here:
    // advice that moves instructions must stay inside one).
    std::unique_ptr<RegionControlFlow> OwnCFG;
    if (const RegionControlFlow *RCF = Flow->get(R.Region)) {
      AR.CFG = &RCF->getCFG();
    } else {
      TraceOptions Straight;
      Straight.M = TraceOptions::Mode::Straight;
      Expected<std::unique_ptr<RegionControlFlow>> Own =
          RegionControlFlow::analyze(*In, Insts, R.Region.getName(), *TS.MCII,
                                     Straight, nullptr);
      if (Own) {
        OwnCFG = std::move(*Own);
        AR.CFG = &OwnCFG->getCFG();
      } else {
        consumeError(Own.takeError()); // no candidate needs it then
      }
    }
    if (In->hasSourceLocs())
      for (const MCInst &MI : Insts)
        AR.Locs.push_back(In->sourceLoc(MI));
    AR.OccIn = OccIn;
    AR.Occ = Facts.Occupancy;
    AR.Stalls = Stalls;
    AR.Settings = S.Wave.Texture;
    AR.Cycles = *Cycles;
    const MCSubtargetInfo &STI = *TS.STI;
    auto DescribeInst = [&](unsigned I) {
      std::string Buf;
      return "[" + std::to_string(I) + "] " +
             InstructionTexts::print(STI, *R.IP, Insts[I], Buf).str();
    };
    AR.Describe = DescribeInst;
    adviseRegion(*Advice, AR, C, InputRef, RM, *TS.MCII, *TS.MRI);
  }
  printRegion(Printer, R);
  if (R.Result) {
    R.Result->Cycles = *Cycles;
    R.Result->Wave = Summary->compute();
    if (Facts.Occupancy) {
      R.Result->OccupancyIn = OccIn;
      R.Result->Occupancy = Facts.Occupancy;
    }
  }
  return *Cycles;
}
