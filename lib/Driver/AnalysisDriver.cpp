//===- AnalysisDriver.cpp - The library entry point of gcn-mca ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// One run: input -> regions -> model -> pipeline -> views -> report (see
/// docs/Architecture.md): the target and model, the input, the regions in
/// input order (AnalysisRun.h lists where the rest of AnalysisRun is).
/// Every default comes from resolveRunSettings().
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/AnalysisDriver.h"
#include "AnalysisRun.h"
#include "gcn-mca/Driver/ConfigLimits.h"
#include "gcn-mca/Driver/OccupancyReport.h"
#include "gcn-mca/Input/InputTarget.h"
#include "gcn-mca/Input/LocatedError.h"
#include "gcn-mca/Input/ObjectInput.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace llvm::gcnmca;

char DiagnosedError::ID = 0;

void DiagnosedError::log(raw_ostream &OS) const {
  OS << "the error was reported above";
}

Error llvm::gcnmca::makeDriverError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

unsigned llvm::gcnmca::driverJobs(const GCNMCAConfig &C) {
  return C.Jobs ? C.Jobs
                : std::max(1u,
                           llvm::hardware_concurrency().compute_thread_count());
}

/// A fat binary (offload bundle, or a host object carrying one) holds a
/// code object per processor: take the one of the configured processor, or
/// the first.
Error AnalysisRun::selectCodeObject(MemoryBufferRef Input) {
  StringRef Name = Input.getBufferIdentifier();
  if (OffloadBundle::isBundleOrHostObject(Input)) {
    Expected<std::vector<OffloadBundle::Entry>> EntriesOrErr =
        OffloadBundle::readEntries(Input);
    if (!EntriesOrErr)
      return EntriesOrErr.takeError();
    Bundle = std::move(*EntriesOrErr);
    const OffloadBundle::Entry *Chosen = &Bundle.front();
    if (C.CPUGiven) {
      auto It = find_if(Bundle, [&](const OffloadBundle::Entry &E) {
        return E.Processor == C.CPU;
      });
      if (It == Bundle.end()) {
        std::string Have;
        for (const OffloadBundle::Entry &E : Bundle)
          Have += (Have.empty() ? "" : ", ") + E.Processor;
        return makeDriverError(Name + ": no code object for '" + C.CPU +
                         "' in the offload bundle (it has: " + Have + ")");
      }
      Chosen = &*It;
    } else if (Bundle.size() > 1) {
      WithColor::note(errs(), "gcn-mca")
          << Name << ": the offload bundle has " << Bundle.size()
          << " code objects; analyzing '" << Chosen->Processor
          << "' (select another with -mcpu)\n";
    }
    CodeObject = Chosen->getCode();
  } else if (ObjectInput::isCodeObject(Input)) {
    CodeObject = Input;
  }
  return Error::success();
}

/// Parses assembly or disassembles the code object into In.
Error AnalysisRun::readInput(MemoryBufferRef Input) {
  ParseIP.reset(TS.TheTarget->createMCInstPrinter(TS.TheTriple, 0, *TS.MAI,
                                                  *TS.MCII, *TS.MRI));
  if (!ParseIP)
    return makeDriverError("unable to create an instruction printer for '" +
                     TS.TheTriple.str() + "'");
  Ctx = std::make_unique<MCContext>(TS.TheTriple, TS.MAI.get(), TS.MRI.get(),
                                    TS.STI.get(), &SrcMgr);
  MOFI.reset(TS.TheTarget->createMCObjectFileInfo(*Ctx, /*PIC=*/false));
  Ctx->setObjectFileInfo(MOFI.get());

  Expected<std::unique_ptr<AsmInput>> InputOrErr = nullptr;
  if (CodeObject) {
    InputOrErr = ObjectInput::disassemble(
        *CodeObject, *TS.TheTarget, SrcMgr, *Ctx, *TS.STI, *TS.MCII,
        TS.MCIA.get(), *ParseIP, C.ObjectDecodeGuards, driverJobs(C));
  } else {
    std::unique_ptr<WritableMemoryBuffer> Copy =
        WritableMemoryBuffer::getNewUninitMemBuffer(
            Input.getBufferSize(), Input.getBufferIdentifier());
    std::copy(Input.getBuffer().begin(), Input.getBuffer().end(),
              Copy->getBufferStart());
    if (TargetForced) {
      // -force-mcpu: the assembler would reject the input's own target
      // directive; it is blanked out (lines and columns stay).
      MutableArrayRef<char> Text(Copy->getBufferStart(),
                                 Copy->getBufferSize());
      for (size_t I = 0, N = Text.size(); I < N;) {
        size_t End = I;
        while (End < N && Text[End] != '\n')
          ++End;
        StringRef Line(&Text[I], End - I);
        if (Line.ltrim().starts_with(".amdgcn_target"))
          std::fill(Text.begin() + I, Text.begin() + End, ' ');
        I = End + 1;
      }
    }
    SrcMgr.AddNewSourceBuffer(std::move(Copy), SMLoc());
    AsmInput::Options InOpts;
    InOpts.SkipParseFailures = C.skips(SkipUnsupportedKind::ParseFailure);
    InOpts.Limits = C.Limits;
    InputOrErr = AsmInput::parse(*TS.TheTarget, SrcMgr, *Ctx, *TS.MAI, *TS.STI,
                                 *TS.MCII, *ParseIP, InOpts);
  }
  if (!InputOrErr)
    return InputOrErr.takeError();
  In = std::move(*InputOrErr);
  return Error::success();
}

/// The kernels of the input (read once); null when they cannot be read.
/// Worker threads of -j call it too: the first call reads, under a lock.
const KernelInfo *AnalysisRun::kernelInfo() {
  std::lock_guard<std::mutex> Lock(KernelsLock);
  if (!Kernels) {
    const MemoryBuffer *Buf = SrcMgr.getMemoryBuffer(SrcMgr.getMainFileID());
    Kernels.emplace(
        KernelInfo::fromInput(*In, Buf->getBuffer(), Buf->getBufferIdentifier(),
                              KernelInfoTarget::fromSubtarget(*TS.STI)));
    KernelsRead = *Kernels ? &**Kernels : nullptr;
  }
  return KernelsRead;
}

/// kernelInfo(), and the warning that the kernels cannot be read, printed
/// once per run (whichever thread asks first).
const KernelInfo *AnalysisRun::kernelInfoOrWarn() {
  const KernelInfo *KI = kernelInfo();
  if (KI)
    return KI;
  std::lock_guard<std::mutex> Lock(KernelsLock);
  if (!KernelWarningDone) {
    KernelWarningDone = true;
    WithColor::warning(errs(), "gcn-mca")
        << toString(Kernels->takeError())
        << " (the wave pipeline uses the chip's defaults)\n";
  }
  return nullptr;
}

/// -gcn-occupancy[-only]: the occupancy of every kernel of the input.
Error AnalysisRun::occupancyReport(std::string &Text, json::Value &JSON,
                                   std::vector<KernelOccupancy> &Out) {
  if (!C.Occupancy.Report && !C.Occupancy.Only)
    return Error::success();
  if (Error E = checkOccupancyOverrides(C, *Model))
    return E;
  const KernelInfo *KI = kernelInfo();
  if (!KI) {
    // Before any worker thread runs: the run ends with this error.
    std::lock_guard<std::mutex> Lock(KernelsLock);
    Error E = Kernels->takeError();
    Kernels.reset();
    return handleErrors(std::move(E), [&](const LocatedError &LE) {
      LE.print(SrcMgr, errs());
      return makeDriverError("cannot read the kernel descriptors");
    });
  }
  buildOccupancyReport(C, *KI, *Model, Text, JSON, Out);
  return Error::success();
}


Expected<AnalysisResult> AnalysisRun::run(MemoryBufferRef Input) {
  AnalysisResult Result;
  InputRef = Input;
  std::string CPU = C.CPU;
  std::vector<std::string> Attrs = C.Attrs;
  if (CPU != "help") {
    if (Error E = selectCodeObject(Input))
      return std::move(E);
    if (C.PrintListing && !CodeObject)
      return makeDriverError("-print-listing needs a code object input");
    if (Triple(Triple::normalize(C.Triple)).getArch() != Triple::amdgcn)
      return makeDriverError("unsupported target triple '" + C.Triple +
                       "': gcn-mca analyzes amdgcn code only");
    // The processor: -mcpu, else the input's .amdgcn_target / e_flags, else
    // the configuration's fallback.
    std::optional<InputTarget> FromInput;
    if (CodeObject) {
      Expected<std::optional<InputTarget>> T =
          InputTarget::fromCodeObject(*CodeObject);
      if (!T)
        return T.takeError();
      FromInput = std::move(*T);
    } else {
      FromInput = InputTarget::fromAssembly(Input.getBuffer(),
                                            Input.getBufferIdentifier());
    }
    StringRef Given = C.CPUGiven || (!FromInput && !C.CPU.empty())
                          ? StringRef(C.CPU)
                          : StringRef();
    Expected<ResolvedTarget> T =
        resolveTarget(Given, C.Attrs, FromInput, "gcn-mca", errs(),
                      /*Force=*/C.ForceCPU);
    if (!T)
      return T.takeError();
    TargetForced = C.CPUGiven && FromInput && T->Source != "-mcpu";
    CPU = T->CPU;
    Attrs = T->Attrs;
    ResolvedAttrs = Attrs;
    CPUSource = C.CPUGiven  ? T->Source
                : FromInput ? T->Source
                            : "configuration default";
  }
  if (Error E = TS.init(C.Triple, CPU, Attrs))
    return std::move(E);
  if (CPU == "help")
    return Result; // The subtarget printed the processor list.
  // The one hardware model of the run, with the overrides.
  Expected<GCNProcessorModel> M =
      GCNProcessorModel::get(TS.STI->getCPU(), C.Model);
  if (!M)
    return M.takeError();
  Model = std::move(*M);
  if (Error E = checkConfigLimits(C, *Model))
    return std::move(E);

  if (Error E = readInput(Input))
    return std::move(E);
  if (C.PrintListing) {
    if (!CodeObject)
      return makeDriverError("-print-listing needs a code object input");
    OS << SrcMgr.getMemoryBuffer(SrcMgr.getNumBuffers())->getBuffer();
    return Result;
  }
  Texture = TextureAnnotations::collect(*In, SrcMgr);

  std::string OccupancyText;
  json::Value OccupancyJSON = nullptr;
  if (Error E = occupancyReport(OccupancyText, OccupancyJSON, Result.Kernels))
    return std::move(E);
  if (C.Occupancy.Only) {
    if (C.JSON)
      OS << formatv("{0:2}", json::Value(json::Object{
                                 {"Occupancy", std::move(OccupancyJSON)}}))
         << "\n";
    else
      OS << OccupancyText;
    return Result;
  }

  // Per-kernel regions (without markers) and their control flow. The
  // llvm-mca pipeline replays the expanded stream of one wave; the wave
  // pipeline keeps the static instructions and follows a trace of indices.
  WaveRun = C.Pipeline == PipelineKind::Wave &&
            C.InstructionTables == InstructionTablesKind::None;
  RegionFacts RunFacts;
  RunFacts.WaveRun = WaveRun;
  Run = resolveRunSettings(C, RunFacts);
  Insight.emplace(C.Insight);
  if (!WaveRun && C.Views.SourceView.valueOr(false))
    return makeDriverError("-source-view needs the wave pipeline (-pipeline=wave)");
  if (Error E = Insight->validate(WaveRun))
    return std::move(E);
  // -arg names arguments of the input's kernels: checked before any region
  // is prepared (a warning derived as if the argument were not given would
  // come before the error).
  if (WaveRun && !C.Wave.Args.empty()) {
    std::vector<ArrayRef<KernelArgument>> All;
    if (const KernelInfo *KI = kernelInfo())
      for (const KernelDescriptorInfo &K : KI->kernels())
        All.push_back(K.Args);
    if (Error E = KernelLaunch::checkArgOptions(C.Wave.Args, All))
      return std::move(E);
  }
  // The launch derives trip counts and branches in the wave pipeline's
  // kernel regions (-emulate); the kernels are read here, before the
  // regions are analysed on several threads.
  PreparedControlFlow::DeriveForFn DeriveFor;
  std::string NotDerived = "no launch to derive it from";
  if (WaveRun && C.Wave.Emulate) {
    if (kernelInfo())
      DeriveFor = [this](const AnalysisRegion &R) { return deriverFor(R); };
  } else if (WaveRun) {
    NotDerived = "-emulate=false";
  }
  Expected<PreparedControlFlow> FlowOrErr = PreparedControlFlow::prepare(
      C.ControlFlow, *In, SrcMgr, *TS.MCII, /*ExpandStreams=*/!WaveRun,
      /*AnalyzeAll=*/Run.Views.CFG || Insight->needsCFGs(), driverJobs(C),
      std::move(DeriveFor), NotDerived);
  if (!FlowOrErr)
    return FlowOrErr.takeError();
  Flow.emplace(std::move(*FlowOrErr));
  const AnalysisRegions &Regions = In->regions();
  if (Regions.empty())
    return makeDriverError("no assembly instructions found.");

  unsigned Dialect = C.OutputAsmVariant >= 0
                         ? static_cast<unsigned>(C.OutputAsmVariant)
                         : In->getAssemblerDialect();
  IP.reset(TS.TheTarget->createMCInstPrinter(TS.TheTriple, Dialect, *TS.MAI,
                                             *TS.MCII, *TS.MRI));
  if (!IP)
    return makeDriverError("unable to create instruction printer for target "
                     "triple '" +
                     TS.TheTriple.normalize() + "' with assembly variant " +
                     Twine(Dialect) + ".");
  IP->setPrintImmHex(C.PrintImmHex);

  MCE.reset(TS.TheTarget->createMCCodeEmitter(*TS.MCII, *Ctx));
  MCTargetOptions MCOptions;
  MAB.reset(TS.TheTarget->createMCAsmBackend(*TS.STI, *TS.MRI, MCOptions));
  if (!MCE || !MAB)
    return makeDriverError("unable to create the code emitter for '" +
                     TS.TheTriple.str() + "'");
  if (!C.DisableCustomBehaviour)
    IPP.reset(TS.TheTarget->createInstrPostProcess(*TS.STI, *TS.MCII));
  if (!IPP)
    IPP = std::make_unique<mca::InstrPostProcess>(*TS.STI, *TS.MCII);
  // llvm-mca's pipeline options (-dispatch, -lqueue, ...), as llvm-mca
  // passes them.
  const LLVMMCAConfig &MO = C.MCA;
  PO = mca::PipelineOptions(MO.MicroOpQueueSize, MO.DecoderThroughput,
                            MO.DispatchWidth, MO.RegisterFileSize,
                            MO.LoadQueueSize, MO.StoreQueueSize,
                            MO.AssumeNoAlias, MO.BottleneckAnalysis);
  if (!MO.DisableInstrumentManager)
    IM.reset(TS.TheTarget->createInstrumentManager(*TS.STI, *TS.MCII));
  if (!IM)
    IM = std::make_unique<mca::InstrumentManager>(
        *TS.STI, *TS.MCII,
        /*EnableInstruments=*/!MO.DisableInstrumentManager);
  IB = std::make_unique<mca::InstrBuilder>(*TS.STI, *TS.MCII, *TS.MRI,
                                           TS.MCIA.get(), *IM, MO.CallLatency);

  OS << OccupancyText; // -gcn-occupancy comes first.
  if (C.JSON && OccupancyJSON.kind() != json::Value::Null)
    JSONOutput.setOccupancy(std::move(OccupancyJSON));
  // Wave regions in parallel (-j): not with the insight files (they gather
  // every region's views) nor -show-encoding (a shared code emitter), nor
  // for one region (a worker's report is held until its turn; the main
  // thread streams it).
  unsigned Threads = driverJobs(C);
  if (WaveRun && Threads > 1 && Regions.size() > 1 &&
      C.Insight.TraceFile.empty() &&
      C.Insight.CFGDotFile.empty() && !C.Views.ShowEncoding) {
    if (Error E = runRegionsInParallel(Result, Threads))
      return std::move(E);
    return finish(Result);
  }
  unsigned RegionIdx = 0;
  for (const std::unique_ptr<AnalysisRegion> &RegionPtr : Regions) {
    AnalysisRegion &Region = *RegionPtr;
    if (Region.empty())
      continue;
    // Per-kernel isolation (more than one region): a region that cannot be
    // analyzed gets a diagnostic in the report, the others run.
    bool Isolate = Regions.size() > 1;
    auto NotAnalyzed = [&](std::string Why) {
      reportNotAnalyzed(Region, RegionIdx, Why, OS, JSONOutput);
      RegionResult NA;
      NA.Name = Region.getName().str();
      NA.NotAnalyzed = Why;
      Result.Regions.push_back(std::move(NA));
      ++RegionIdx;
    };
    if (const std::string *Why = Flow->failure(Region)) {
      NotAnalyzed(*Why);
      continue;
    }
    SmallVector<std::unique_ptr<mca::Instruction>> Lowered;
    DenseSet<const MCInst *> Dropped;
    Expected<bool> Lowering = lower(Region, Lowered, Dropped);
    if (!Lowering && Isolate) {
      NotAnalyzed(regionError(Region, Lowering.takeError()));
      continue;
    }
    if (!Lowering)
      return Lowering.takeError();
    ArrayRef<MCInst> Insts = Region.dropInstructions(Dropped);
    if (Insts.empty())
      continue;
    // An -advise re-run's reordering (docs/Advice.md, "waitcnt-later"):
    // the instruction and its lowered form move together.
    for (const InstMove &M : C.Advice.InstMoves)
      if (M.Region == RegionIdx && M.To <= Lowered.size() &&
          Region.moveInstructionLater(M.From, M.To)) {
        std::rotate(Lowered.begin() + M.From, Lowered.begin() + M.From + 1,
                    Lowered.begin() + M.To);
        Insts = Region.getInstructions();
      }

    mca::CodeEmitter CE(*TS.STI, *MAB, *MCE, Insts);
    std::vector<GCNTextureSetting> Tex = Texture->forInstructions(Insts);
    RegionResult RR;
    RR.Name = Region.getName().str();
    RegionContext R{Region,           RegionIdx, Insts, Lowered,     CE,  Tex,
                    !Dropped.empty(), IP.get(),  &OS,   &JSONOutput, &RR};
    Expected<uint64_t> Cycles =
        WaveRun ? runWaveRegion(R) : runLLVMMCARegion(R);
    if (!Cycles && Isolate) {
      NotAnalyzed(regionError(Region, Cycles.takeError()));
      continue;
    }
    if (!Cycles)
      return Cycles.takeError();
    Result.Regions.push_back(std::move(RR));
    ++RegionIdx;
  }
  return finish(Result);
}

void AnalysisRun::reportNotAnalyzed(const AnalysisRegion &Region,
                                    unsigned Idx, StringRef Why,
                                    raw_ostream &Out, JSONReport &JSON) {
  {
    std::lock_guard<std::mutex> Lock(DescribeLock);
    WithColor::error(errs(), "gcn-mca")
        << "region '" << Region.getName() << "' cannot be analyzed: " << Why
        << " (the other regions are)\n";
  }
  if (C.JSON) {
    JSON.addNotAnalyzed(Region.getName(), Why);
    return;
  }
  Out << "\n[" << Idx << "] Code Region - " << Region.getName()
      << "\n\nNOT ANALYZED: " << Why << "\n";
}

std::string AnalysisRun::regionError(const AnalysisRegion &Region, Error E) {
  std::string Why;
  handleAllErrors(
      std::move(E),
      [&](const DiagnosedError &) {
        Why = "an instruction cannot be analyzed (see the error above)";
      },
      [&](const ErrorInfoBase &EI) { Why = EI.message(); });
  StringRef W = Why;
  if (W.consume_front(("region '" + Region.getName() + "': ").str()))
    return W.str();
  return Why;
}

Expected<AnalysisResult> AnalysisRun::finish(AnalysisResult &Result) {
  if (Result.Regions.empty())
    return makeDriverError("no assembly instructions found.");
  if (all_of(Result.Regions,
             [](const RegionResult &R) { return !R.NotAnalyzed.empty(); }))
    return makeDriverError("no region could be analyzed");
  if (C.JSON)
    JSONOutput.finish();
  // -trace and -cfg-dot files, once every region ran.
  if (Error E = Insight->write())
    return std::move(E);
  return Result;
}
Expected<AnalysisResult> llvm::gcnmca::runAnalysis(const GCNMCAConfig &Config,
                                                   MemoryBufferRef Input,
                                                   raw_ostream &OS) {
  initializeAMDGPUTarget();
  AnalysisRun Run(Config, OS);
  Expected<AnalysisResult> Result = Run.run(Input);
  Run.endProgress();
  return Result;
}
