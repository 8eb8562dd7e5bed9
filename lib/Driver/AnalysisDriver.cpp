//===- AnalysisDriver.cpp - The library entry point of gcn-mca ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// One run: input -> regions -> model -> pipeline -> views -> report (see
/// docs/Architecture.md). Every default comes from resolveRunSettings().
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/AnalysisDriver.h"
#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Analysis/KernelLaunch.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "gcn-mca/Analysis/ControlFlow/LaunchDerivation.h"
#include "gcn-mca/Analysis/TextureAnnotations.h"
#include "gcn-mca/Driver/ConfigLimits.h"
#include "gcn-mca/Driver/InsightFiles.h"
#include "gcn-mca/Driver/RunObserver.h"
#include "gcn-mca/Driver/KernelLookup.h"
#include "gcn-mca/Driver/OccupancyReport.h"
#include "gcn-mca/Driver/AdviceEngine.h"
#include "gcn-mca/Driver/CliffReport.h"
#include "gcn-mca/Driver/RegisterReport.h"
#include "gcn-mca/Driver/PreparedControlFlow.h"
#include "gcn-mca/Driver/ProgressMeter.h"
#include "gcn-mca/Driver/QuietStderr.h"
#include "gcn-mca/Driver/RunAssumptions.h"
#include "gcn-mca/Driver/RunSettings.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/Input/InputTarget.h"
#include "gcn-mca/Input/InstOperands.h"
#include "gcn-mca/Input/LocatedError.h"
#include "gcn-mca/Input/ObjectInput.h"
#include "gcn-mca/Input/OffloadBundle.h"
#include "gcn-mca/Input/TargetSetup.h"
#include "gcn-mca/MCA/ReportPrinter.h"
#include "gcn-mca/MCA/Views/AssumptionsView.h"
#include "gcn-mca/MCA/Views/BottleneckAnalysisView.h"
#include "gcn-mca/MCA/Views/CFGView.h"
#include "gcn-mca/MCA/Views/DispatchStatistics.h"
#include "gcn-mca/MCA/Views/GCN/CFGWaveView.h"
#include "gcn-mca/MCA/Views/GCN/GCNInstructionInfoView.h"
#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "gcn-mca/MCA/Views/GCN/HotspotsView.h"
#include "gcn-mca/MCA/Views/GCN/OccupancyView.h"
#include "gcn-mca/MCA/Views/InstructionTexts.h"
#include "gcn-mca/MCA/Views/GCN/SourceView.h"
#include "gcn-mca/MCA/Views/GCN/WavePipelineStats.h"
#include "gcn-mca/MCA/Views/InstructionInfoView.h"
#include "gcn-mca/MCA/Views/InstructionView.h"
#include "gcn-mca/MCA/Views/RegisterFileStatistics.h"
#include "gcn-mca/MCA/Views/ResourcePressureView.h"
#include "gcn-mca/MCA/Views/RetireControlUnitStatistics.h"
#include "gcn-mca/MCA/Views/SchedulerStatistics.h"
#include "gcn-mca/MCA/Views/SummaryView.h"
#include "gcn-mca/MCA/Views/TimelineView.h"
#include "gcn-mca/MCA/WavePipeline.h"
#include "gcn-mca/Target/GCNInstrClassifier.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/MCA/CodeEmitter.h"
#include "llvm/MCA/Context.h"
#include "llvm/MCA/CustomBehaviour.h"
#include "llvm/MCA/InstrBuilder.h"
#include "llvm/MCA/Pipeline.h"
#include "llvm/MCA/SourceMgr.h"
#include "llvm/MCA/Stages/EntryStage.h"
#include "llvm/MCA/Stages/InstructionTables.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/WithColor.h"
#include <deque>
#include <future>
#include <mutex>

using namespace llvm;
using namespace llvm::gcnmca;

char DiagnosedError::ID = 0;

void DiagnosedError::log(raw_ostream &OS) const {
  OS << "the error was reported above";
}

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// The work budget of a region (-max-region-work): \p Work units, given as
/// \p How, against the limit.
static Error checkRegionWork(const GCNMCAConfig &C, StringRef Region,
                             uint64_t Work, const Twine &How) {
  uint64_t Max = C.ControlFlow.MaxRegionWork;
  if (!Max || Work <= Max)
    return Error::success();
  return makeError("region '" + Region + "': " + How + " = " + Twine(Work) +
                   " units of work, more than -max-region-work=" + Twine(Max) +
                   " (fewer -workgroups, -iterations or smaller trip counts, "
                   "or raise the limit; 0 = unlimited)");
}

/// a * b, saturated at UINT64_MAX.
static uint64_t mulSat(uint64_t A, uint64_t B) {
  uint64_t R;
  return __builtin_mul_overflow(A, B, &R) ? UINT64_MAX : R;
}

/// The threads of -j (0: every core).
static unsigned jobs(const GCNMCAConfig &C) {
  return C.Jobs ? C.Jobs
                : std::max(1u,
                           llvm::hardware_concurrency().compute_thread_count());
}

namespace {
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
  json::Object *JSON = nullptr;
  /// Receives why the region's run stopped early (-max-cycles, deadlock).
  std::string *Incomplete = nullptr;
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
  Error occupancyReport(std::string &Text, json::Value &JSON);
  Expected<bool> lower(const AnalysisRegion &Region,
                       SmallVectorImpl<std::unique_ptr<mca::Instruction>> &Out,
                       DenseSet<const MCInst *> &Dropped);
  Expected<uint64_t> runLLVMMCARegion(const RegionContext &R);
  Expected<uint64_t> runWaveRegion(const RegionContext &R);
  std::unique_ptr<InstructionInfoView>
  makeInstructionInfoView(const RegionContext &R, bool Full = false,
                          unsigned MaxWidth = 0) const;
  void addGCNInstructionInfoView(ReportPrinter &Printer,
                                 const RegionContext &R) const;
  void printRegion(const ReportPrinter &Printer, const RegionContext &R);
  /// The "Assumptions" block of a region run with \p S (-assumptions-view).
  void addAssumptionsView(ReportPrinter &Printer, const RegionContext &R,
                          const RunSettings &S,
                          const KernelLaunch *Launch = nullptr) const;
  RegionFacts waveFacts(const AnalysisRegion &Region, ArrayRef<MCInst> Insts,
                        const KernelLookup &Lookup,
                        std::optional<OccupancyInput> &OccIn,
                        std::string &KernelName) const;
  TraceOptions::DeriveFn deriverFor(const AnalysisRegion &Region) const;
  /// Prints the warnings resolveRunSettings() left for region \p R.
  void printSettingWarnings(const RegionContext &R, const RunSettings &S);
  std::string describe(ArrayRef<MCInst> Insts, unsigned Idx,
                       MCInstPrinter &P) const;
  /// Per-kernel isolation: region \p Region (number \p Idx) is not
  /// analyzed because of \p Why; says so on stderr, in the text report
  /// (\p Out) or the JSON document (\p JSON).
  void reportNotAnalyzed(const AnalysisRegion &Region, unsigned Idx,
                         StringRef Why, raw_ostream &Out, json::Object &JSON);
  /// The message of region \p Region's error \p E, without the "region
  /// 'name': " the message may start with.
  static std::string regionError(const AnalysisRegion &Region, Error E);
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
  /// -force-mcpu took another processor than the input's.
  bool TargetForced = false;
  bool BottleneckWarningDone = false;

  std::unique_ptr<MCCodeEmitter> MCE;
  std::unique_ptr<MCAsmBackend> MAB;
  std::unique_ptr<mca::InstrPostProcess> IPP;
  std::unique_ptr<mca::InstrumentManager> IM;
  std::unique_ptr<mca::InstrBuilder> IB;
  std::unique_ptr<mca::Context> MCA;
  mca::PipelineOptions PO{
      /*UOPQSize=*/0, /*DecThr=*/0, /*DW=*/0,        /*RFS=*/0,
      /*LQS=*/0,      /*SQS=*/0,    /*NoAlias=*/true};
  json::Object JSONOutput;
  mutable std::mutex DescribeLock;
  /// The progress line of long runs (-> stderr on a terminal).
  ProgressMeter Progress;
  /// The input as given to run() (what-if re-runs read it again).
  MemoryBufferRef InputRef;
};
} // namespace

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
        return makeError(Name + ": no code object for '" + C.CPU +
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
    return makeError("unable to create an instruction printer for '" +
                     TS.TheTriple.str() + "'");
  Ctx = std::make_unique<MCContext>(TS.TheTriple, TS.MAI.get(), TS.MRI.get(),
                                    TS.STI.get(), &SrcMgr);
  MOFI.reset(TS.TheTarget->createMCObjectFileInfo(*Ctx, /*PIC=*/false));
  Ctx->setObjectFileInfo(MOFI.get());

  Expected<std::unique_ptr<AsmInput>> InputOrErr = nullptr;
  if (CodeObject) {
    InputOrErr = ObjectInput::disassemble(
        *CodeObject, *TS.TheTarget, SrcMgr, *Ctx, *TS.STI, *TS.MCII,
        TS.MCIA.get(), *ParseIP, C.ObjectDecodeGuards, jobs(C));
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
const KernelInfo *AnalysisRun::kernelInfo() {
  if (!Kernels) {
    const MemoryBuffer *Buf = SrcMgr.getMemoryBuffer(SrcMgr.getMainFileID());
    Kernels.emplace(
        KernelInfo::fromInput(*In, Buf->getBuffer(), Buf->getBufferIdentifier(),
                              KernelInfoTarget::fromSubtarget(*TS.STI)));
  }
  KernelsRead = *Kernels ? &**Kernels : nullptr;
  return KernelsRead;
}

/// -gcn-occupancy[-only]: the occupancy of every kernel of the input.
Error AnalysisRun::occupancyReport(std::string &Text, json::Value &JSON) {
  if (!C.Occupancy.Report && !C.Occupancy.Only)
    return Error::success();
  if (Error E = checkOccupancyOverrides(C, *Model))
    return E;
  const KernelInfo *KI = kernelInfo();
  if (!KI) {
    Error E = Kernels->takeError();
    Kernels.reset();
    return handleErrors(std::move(E), [&](const LocatedError &LE) {
      LE.print(SrcMgr, errs());
      return makeError("cannot read the kernel descriptors");
    });
  }
  buildOccupancyReport(C, *KI, *Model, Text, JSON);
  return Error::success();
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

std::unique_ptr<InstructionInfoView>
AnalysisRun::makeInstructionInfoView(const RegionContext &R, bool Full,
                                     unsigned MaxWidth) const {
  InstructionInfoView::Options IIO;
  IIO.MaxWidth = MaxWidth;
  IIO.ShowEncoding = C.Views.ShowEncoding;
  IIO.ShowBarriers = C.Views.ShowBarriers;
  IIO.Full = Full;
  return std::make_unique<InstructionInfoView>(*TS.STI, *TS.MCII, R.CE, R.Insts,
                                               *R.IP, R.Lowered, IIO);
}

/// -gcn-instruction-info: the hardware model's view of each instruction.
void AnalysisRun::addGCNInstructionInfoView(ReportPrinter &Printer,
                                            const RegionContext &R) const {
  if (C.Views.GCNInstructionInfo)
    Printer.addView(GCNInstructionInfoView::create(
        *Model, *TS.STI, *TS.MCII, *TS.MRI, *R.IP, R.Insts, R.Texture));
}

void AnalysisRun::printRegion(const ReportPrinter &Printer,
                              const RegionContext &R) {
  if (C.JSON)
    Printer.printReport(*R.JSON);
  else
    Printer.printReport(*R.Out);
}

void AnalysisRun::addAssumptionsView(ReportPrinter &Printer,
                                     const RegionContext &R,
                                     const RunSettings &S,
                                     const KernelLaunch *Launch) const {
  if (!S.Views.Assumptions)
    return;
  AssumptionFacts AF;
  AF.CPU = TS.STI->getCPU().str();
  AF.Attrs = ResolvedAttrs;
  AF.CPUSource = CPUSource;
  AF.Model = Model ? &*Model : nullptr;
  AF.Flow = Flow->get(R.Region);
  AF.ParseFailures = In ? In->getNumParseFailures() : 0;
  // The memory accesses the annotations set (a setting stays in force to
  // the next one: the instructions without memory access do not count).
  for (unsigned I = 0, E = std::min(R.Texture.size(), R.Insts.size()); I < E;
       ++I) {
    const MCInstrDesc &D = TS.MCII->get(R.Insts[I].getOpcode());
    if (!D.mayLoad() && !D.mayStore())
      continue;
    const GCNTextureSetting &T = R.Texture[I];
    AF.HitAnnotated += any_of(T.Hit, [](float H) { return H >= 0; });
    AF.StrideAnnotated += T.StrideBytes >= 0;
  }
  AF.Launch = Launch;
  Printer.addView(
      std::make_unique<AssumptionsView>(buildRunAssumptions(C, S, AF)));
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
  printSettingWarnings(R, S);
  const ViewSettings &V = S.Views;
  // llvm-mca's pipeline costs ~30 times the wave pipeline's per instruction
  // (docs/Robustness.md, "Work budget").
  if (Error E = checkRegionWork(
          C, R.Region.getName(),
          mulSat(30, mulSat(R.Lowered.size(), S.Iterations)),
          "30 x " + Twine(R.Lowered.size()) + " instructions x " +
              Twine(S.Iterations) + " iterations"))
    return std::move(E);
  mca::CircularSourceMgr Src(R.Lowered, S.Iterations);
  const MCSubtargetInfo &STI = *TS.STI;
  bool Tables = C.InstructionTables != InstructionTablesKind::None;

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
    P = MCA->createDefaultPipeline(PO, Src, *CB);
  }

  ReportPrinter Printer(*P, R.Region, R.Index, STI, PO);
  addAssumptionsView(Printer, R, S);
  if (Tables) {
    if (C.JSON)
      Printer.addView(std::make_unique<InstructionView>(STI, *R.IP, R.Insts));
    if (V.InstructionInfo)
      Printer.addView(makeInstructionInfoView(
          R, C.InstructionTables == InstructionTablesKind::Full));
    if (V.ResourcePressure)
      Printer.addView(
          std::make_unique<ResourcePressureView>(STI, *R.IP, R.Insts));
  } else {
    bool UseCB = !C.DisableCustomBehaviour;
    if (UseCB)
      for (auto &View : CB->getStartViews(*R.IP, R.Insts))
        Printer.addView(std::move(View));
    if (C.JSON)
      Printer.addView(std::make_unique<InstructionView>(STI, *R.IP, R.Insts));
    if (V.Summary)
      Printer.addView(std::make_unique<SummaryView>(STI.getSchedModel(),
                                                    R.Insts, PO.DispatchWidth));
    if (C.MCA.BottleneckAnalysis) {
      // As llvm-mca: the view runs, with a warning, on in-order models
      // (every AMDGPU one).
      if (!STI.getSchedModel().isOutOfOrder() && !BottleneckWarningDone) {
        WithColor::warning(errs(), "gcn-mca")
            << "bottleneck analysis is not supported for in-order CPU '"
            << STI.getCPU() << "'.\n";
        BottleneckWarningDone = true;
      }
      Printer.addView(std::make_unique<BottleneckAnalysisView>(
          STI, *R.IP, R.Insts, Src.getNumIterations()));
    }
    if (V.InstructionInfo)
      Printer.addView(makeInstructionInfoView(R));
    if (UseCB)
      for (auto &View : CB->getPostInstrInfoViews(*R.IP, R.Insts))
        Printer.addView(std::move(View));
    if (V.DispatchStats)
      Printer.addView(std::make_unique<DispatchStatistics>());
    if (V.SchedulerStats)
      Printer.addView(std::make_unique<SchedulerStatistics>(STI));
    if (V.RetireStats)
      Printer.addView(
          std::make_unique<RetireControlUnitStatistics>(STI.getSchedModel()));
    if (V.RegisterFileStats)
      Printer.addView(std::make_unique<RegisterFileStatistics>(STI));
    if (V.ResourcePressure)
      Printer.addView(
          std::make_unique<ResourcePressureView>(STI, *R.IP, R.Insts));
    if (V.Timeline)
      Printer.addView(std::make_unique<TimelineView>(
          STI, *R.IP, R.Insts,
          std::min(V.TimelineIterations, Src.getNumIterations()),
          C.Views.TimelineMaxCycles));
    addGCNInstructionInfoView(Printer, R);
    if (UseCB)
      for (auto &View : CB->getEndViews(*R.IP, R.Insts))
        Printer.addView(std::move(View));
  }
  if (V.CFG)
    if (const RegionControlFlow *RCF = Flow->get(R.Region))
    {
      auto CFGV = std::make_unique<CFGView>(*RCF, SrcMgr);
      CFGV->setReportWidth(S.Views.GCN.ReportWidth);
      Printer.addView(std::move(CFGV));
    }
  Insight->addStatic(R.Region, Flow->get(R.Region));

  Expected<unsigned> Cycles = P->run();
  if (!Cycles)
    return Cycles.takeError();
  printRegion(Printer, R);
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
  return [this, Launch, Kernel, WaveSize,
          Packed](const ControlFlowGraph &G, const LoopNest &LN,
                  ArrayRef<MCInst> RegionInsts)
             -> std::shared_ptr<const DerivedControlFlow> {
    WaveEmulator E(*TS.MCII, *TS.MRI, WaveSize);
    WaveEmulator::KernelSetup Setup;
    Setup.WaveSize = WaveSize;
    Setup.PackedWorkItemIds = Packed;
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
        Describe));
  };
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
  const KernelInfo *KI = kernelInfo();
  if (!KI && !KernelWarningDone) {
    KernelWarningDone = true;
    WithColor::warning(errs(), "gcn-mca")
        << toString(Kernels->takeError())
        << " (the wave pipeline uses the chip's defaults)\n";
  }
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
    if (!C.Wave.Args.empty()) {
      std::vector<ArrayRef<KernelArgument>> All;
      if (KI)
        for (const KernelDescriptorInfo &K : KI->kernels())
          All.push_back(K.Args);
      if (Error E = KernelLaunch::checkArgOptions(C.Wave.Args, All))
        return std::move(E);
    }
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
    return makeError(
        "region '" + R.Region.getName() +
        "': -skip-unsupported-instructions cannot drop instructions of a "
        "region whose control flow is followed (use -control-flow=straight)");
  Expected<std::unique_ptr<WavePipeline>> WP =
      WavePipeline::create(S.Wave, *Model, *TS.STI, *TS.MCII, *TS.MRI, Insts,
                           R.Lowered, Describe, std::move(Trace));
  if (!WP)
    return WP.takeError();
  // Branches with a probability: every wave draws its own stream.
  if (const RegionControlFlow *RCF = Flow->get(R.Region);
      RCF && !R.DroppedAny && RCF->getTrace().hasRandomChoices())
    if (Error E = (*WP)->setWaveTraces(
            [RCF](unsigned W) { return RCF->expandIndices(W); }))
      return std::move(E);
  const MCSubtargetInfo &STI = *TS.STI;
  ReportPrinter Printer((*WP)->getPipeline(), R.Region, R.Index, STI, PO);
  auto AddGCNViews = [&](GCNViewPlace Where) {
    for (auto &V : createGCNViews(S.Views.GCN, Where, STI, *R.IP, Insts))
      Printer.addView(std::move(V));
  };
  // The stall view is made first: the hotspots read its counts.
  StallView *Stalls = nullptr;
  auto PostInstrInfoViews = createGCNViews(
      S.Views.GCN, GCNViewPlace::PostInstrInfo, STI, *R.IP, Insts, &Stalls);
  // -advise reads the stall counts even when the stall view is not shown.
  std::unique_ptr<StallView> AdviceStalls;
  if (C.Advice.Advise && !Stalls) {
    AdviceStalls = std::make_unique<StallView>(STI, *R.IP, Insts);
    (*WP)->getPipeline().addEventListener(AdviceStalls.get());
    Stalls = AdviceStalls.get();
  }
  addAssumptionsView(Printer, R, S, Launch ? &*Launch : nullptr);
  if (Facts.Occupancy && C.Views.Occupancy)
    Printer.addView(
        std::make_unique<OccupancyView>(KernelName, *OccIn, *Facts.Occupancy));
  OccupancyCliffsView *Cliffs = nullptr;
  if (Facts.Occupancy && C.Views.Occupancy && C.Advice.OccupancyCliffs) {
    auto V = std::make_unique<OccupancyCliffsView>(
        KernelName, Facts.Occupancy->WavesPerSIMD,
        OccupancyCliffs::compute(*Model, *OccIn, *Facts.Occupancy));
    Cliffs = V.get();
    Printer.addView(std::move(V));
  }
  AdviceView *Advice = nullptr;
  if (C.Advice.Advise) {
    auto V = std::make_unique<AdviceView>(
        KernelName.empty() ? R.Region.getName() : StringRef(KernelName));
    Advice = V.get();
    Printer.addView(std::move(V));
  }
  if (C.Advice.RegisterView)
    Printer.addView(makeRegisterView(
        KernelName.empty() ? R.Region.getName() : StringRef(KernelName),
        Lookup.find(R.Region), Insts, Flow->get(R.Region), *In, STI, *R.IP,
        *TS.MCII, *TS.MRI, *Model, S.Wave.WaveSize));
  AddGCNViews(GCNViewPlace::Start);
  if (C.Views.HotspotsTop) {
    const RegionControlFlow *RCF = Flow->get(R.Region);
    std::vector<const AsmSourceLoc *> Locs;
    if (In->hasSourceLocs())
      for (const MCInst &MI : Insts)
        Locs.push_back(In->sourceLoc(MI));
    auto Hot = std::make_unique<HotspotsView>(
        STI, *IP, Insts, C.Views.HotspotsTop, RCF ? &RCF->getCFG() : nullptr,
        std::move(Locs), Stalls);
    Hot->setReportWidth(S.Views.GCN.ReportWidth);
    Printer.addView(std::move(Hot));
  }
  if (C.JSON)
    Printer.addView(std::make_unique<InstructionView>(STI, *R.IP, Insts));
  if (S.Views.InstructionInfo)
    Printer.addView(
        makeInstructionInfoView(R, /*Full=*/false, S.Views.GCN.ReportWidth));
  for (auto &V : PostInstrInfoViews)
    Printer.addView(std::move(V));
  if (S.Views.SourceView) {
    std::vector<const AsmSourceLoc *> Locs;
    for (const MCInst &MI : Insts)
      Locs.push_back(In->sourceLoc(MI));
    auto Src = std::make_unique<SourceView>(STI, *R.IP, Insts, std::move(Locs));
    Src->setReportWidth(S.Views.GCN.ReportWidth);
    Printer.addView(std::move(Src));
  }
  if (C.Views.WaveStats)
    Printer.addView(std::make_unique<WavePipelineStats>());
  addGCNInstructionInfoView(Printer, R);
  AddGCNViews(GCNViewPlace::End);
  if (S.Views.CFG)
    if (const RegionControlFlow *RCF = Flow->get(R.Region)) {
      auto CFGV =
          std::make_unique<CFGWaveView>(STI, *R.IP, Insts, *RCF, SrcMgr);
      CFGV->setReportWidth(S.Views.GCN.ReportWidth);
      Printer.addView(std::move(CFGV));
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
                     KernelName,     *Model,
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
  Expected<unsigned> Cycles = (*WP)->run();
  if (!Cycles)
    return Cycles.takeError();
  if (const std::string &Why = (*WP)->incomplete(); !Why.empty()) {
    // The partial report, marked; the waiting waves go to stderr.
    Printer.setIncomplete(Why);
    if (R.Incomplete)
      *R.Incomplete = Why;
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
    if (const RegionControlFlow *RCF = Flow->get(R.Region))
      AR.CFG = &RCF->getCFG();
    if (In->hasSourceLocs())
      for (const MCInst &MI : Insts)
        AR.Locs.push_back(In->sourceLoc(MI));
    AR.OccIn = OccIn;
    AR.Occ = Facts.Occupancy;
    AR.Stalls = Stalls;
    AR.Settings = S.Wave.Texture;
    AR.Cycles = *Cycles;
    auto DescribeInst = [&](unsigned I) {
      std::string Buf;
      return "[" + std::to_string(I) + "] " +
             InstructionTexts::print(STI, *R.IP, Insts[I], Buf).str();
    };
    AR.Describe = DescribeInst;
    adviseRegion(*Advice, AR, C, InputRef, *Model, *TS.MCII, *TS.MRI);
  }
  printRegion(Printer, R);
  return *Cycles;
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
      return makeError("-print-listing needs a code object input");
    if (Triple(Triple::normalize(C.Triple)).getArch() != Triple::amdgcn)
      return makeError("unsupported target triple '" + C.Triple +
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
      return makeError("-print-listing needs a code object input");
    OS << SrcMgr.getMemoryBuffer(SrcMgr.getNumBuffers())->getBuffer();
    return Result;
  }
  Texture = TextureAnnotations::collect(*In, SrcMgr);

  std::string OccupancyText;
  json::Value OccupancyJSON = nullptr;
  if (Error E = occupancyReport(OccupancyText, OccupancyJSON))
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
    return makeError("-source-view needs the wave pipeline (-pipeline=wave)");
  if (Error E = Insight->validate(WaveRun))
    return std::move(E);
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
      /*AnalyzeAll=*/Run.Views.CFG || Insight->needsCFGs(), jobs(C),
      std::move(DeriveFor), NotDerived);
  if (!FlowOrErr)
    return FlowOrErr.takeError();
  Flow.emplace(std::move(*FlowOrErr));
  const AnalysisRegions &Regions = In->regions();
  if (Regions.empty())
    return makeError("no assembly instructions found.");

  unsigned Dialect = C.OutputAsmVariant >= 0
                         ? static_cast<unsigned>(C.OutputAsmVariant)
                         : In->getAssemblerDialect();
  IP.reset(TS.TheTarget->createMCInstPrinter(TS.TheTriple, Dialect, *TS.MAI,
                                             *TS.MCII, *TS.MRI));
  if (!IP)
    return makeError("unable to create instruction printer for target "
                     "triple '" +
                     TS.TheTriple.normalize() + "' with assembly variant " +
                     Twine(Dialect) + ".");
  IP->setPrintImmHex(C.PrintImmHex);

  MCE.reset(TS.TheTarget->createMCCodeEmitter(*TS.MCII, *Ctx));
  MCTargetOptions MCOptions;
  MAB.reset(TS.TheTarget->createMCAsmBackend(*TS.STI, *TS.MRI, MCOptions));
  if (!MCE || !MAB)
    return makeError("unable to create the code emitter for '" +
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
  MCA = std::make_unique<mca::Context>(*TS.MRI, *TS.STI);

  OS << OccupancyText; // -gcn-occupancy comes first.
  if (C.JSON && OccupancyJSON.kind() != json::Value::Null)
    JSONOutput["Occupancy"] = std::move(OccupancyJSON);
  // Wave regions in parallel (-j): not with the insight files (they gather
  // every region's views) nor -show-encoding (a shared code emitter).
  unsigned Threads = jobs(C);
  if (WaveRun && Threads > 1 && C.Insight.TraceFile.empty() &&
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
      Result.Regions.push_back({Region.getName().str(), 0, false, Why});
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

    mca::CodeEmitter CE(*TS.STI, *MAB, *MCE, Insts);
    std::vector<GCNTextureSetting> Tex = Texture->forInstructions(Insts);
    std::string Incomplete;
    RegionContext R{
        Region,           RegionIdx, Insts, Lowered,     CE,         Tex,
        !Dropped.empty(), IP.get(),  &OS,   &JSONOutput, &Incomplete};
    Expected<uint64_t> Cycles =
        WaveRun ? runWaveRegion(R) : runLLVMMCARegion(R);
    if (!Cycles && Isolate) {
      NotAnalyzed(regionError(Region, Cycles.takeError()));
      continue;
    }
    if (!Cycles)
      return Cycles.takeError();
    Result.Regions.push_back(
        {Region.getName().str(), *Cycles, !Incomplete.empty()});
    ++RegionIdx;
  }
  return finish(Result);
}

void AnalysisRun::reportNotAnalyzed(const AnalysisRegion &Region,
                                    unsigned Idx, StringRef Why,
                                    raw_ostream &Out, json::Object &JSON) {
  {
    std::lock_guard<std::mutex> Lock(DescribeLock);
    WithColor::error(errs(), "gcn-mca")
        << "region '" << Region.getName() << "' cannot be analyzed: " << Why
        << " (the other regions are)\n";
  }
  if (C.JSON) {
    JSON.try_emplace("CodeRegions", json::Array());
    JSON.getArray("CodeRegions")
        ->push_back(json::Object{{"Name", Region.getName().str()},
                                 {"NotAnalyzed", Why.str()}});
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
    return makeError("no assembly instructions found.");
  if (all_of(Result.Regions,
             [](const RegionResult &R) { return !R.NotAnalyzed.empty(); }))
    return makeError("no region could be analyzed");
  if (C.JSON)
    OS << formatv("{0:2}", json::Value(std::move(JSONOutput))) << "\n";
  // -trace and -cfg-dot files, once every region ran.
  if (Error E = Insight->write())
    return std::move(E);
  return Result;
}

namespace {
/// One region of a parallel run: what the main thread prepared, and the
/// report the worker wrote.
struct RegionJob {
  AnalysisRegion *Region = nullptr;
  SmallVector<std::unique_ptr<mca::Instruction>> Lowered;
  ArrayRef<MCInst> Insts;
  bool DroppedAny = false;
  std::vector<GCNTextureSetting> Texture;
  std::string Text;
  json::Object JSON;
  std::string Incomplete;
  std::optional<Expected<uint64_t>> Cycles;
  /// Set: the region is not analyzed (per-kernel isolation), for this.
  std::optional<std::string> NotAnalyzed;
  unsigned Idx = 0;  ///< among the regions run
  uint64_t Cost = 0; ///< instructions one wave executes (the trace's length)
  std::promise<void> Finished;
  std::shared_future<void> Done; ///< Finished's future
};
} // namespace

Error AnalysisRun::runRegionsInParallel(AnalysisResult &Result,
                                        unsigned Threads) {
  // The kernels are read, and a missing kernel table reported, once, here.
  if (!kernelInfo() && !KernelWarningDone) {
    KernelWarningDone = true;
    WithColor::warning(errs(), "gcn-mca")
        << toString(Kernels->takeError())
        << " (the wave pipeline uses the chip's defaults)\n";
  }
  unsigned Dialect = C.OutputAsmVariant >= 0
                         ? static_cast<unsigned>(C.OutputAsmVariant)
                         : In->getAssemblerDialect();
  // The workers' views ask for line numbers (usually built already, by
  // PreparedControlFlow::prepare).
  buildLineTables(SrcMgr);
  DefaultThreadPool Pool(llvm::hardware_concurrency(Threads));
  const AnalysisRegions &Regions = In->regions();
  unsigned RegionIdx = 0, Submitted = 0;
  // A pipeline: this thread lowers region after region (llvm-mca's
  // instruction builder and its diagnostics stay here, in input order) and
  // hands each to a worker at once, while the workers simulate the ones
  // before it; reports are taken in input order. At most MaxInFlight
  // regions are held at once (memory).
  const size_t MaxInFlight = size_t(Threads) * 4;
  std::deque<std::unique_ptr<RegionJob>> InFlight;
  // The regions lowered and not started yet, in input order. A worker takes
  // the oldest while this thread still lowers (its report is printed
  // first), and the longest once every region is submitted, so that the
  // last regions end close together.
  std::mutex ReadyMutex;
  std::vector<RegionJob *> Ready;
  bool AllSubmitted = false;
  auto RunNext = [this, &ReadyMutex, &Ready, &AllSubmitted, Dialect] {
    RegionJob *JP;
    {
      std::lock_guard<std::mutex> Lock(ReadyMutex);
      auto It = Ready.begin();
      if (AllSubmitted)
        It = std::max_element(Ready.begin(), Ready.end(),
                              [](const RegionJob *A, const RegionJob *B) {
                                return A->Cost < B->Cost;
                              });
      JP = *It;
      Ready.erase(It);
    }
    std::unique_ptr<MCInstPrinter> JIP(TS.TheTarget->createMCInstPrinter(
        TS.TheTriple, Dialect, *TS.MAI, *TS.MCII, *TS.MRI));
    JIP->setPrintImmHex(C.PrintImmHex);
    mca::CodeEmitter CE(*TS.STI, *MAB, *MCE, JP->Insts);
    raw_string_ostream TOS(JP->Text);
    RegionContext R{*JP->Region, JP->Idx,     JP->Insts,      JP->Lowered,
                    CE,          JP->Texture, JP->DroppedAny, JIP.get(),
                    &TOS,        &JP->JSON,   &JP->Incomplete};
    JP->Cycles.emplace(runWaveRegion(R));
    JP->Finished.set_value();
  };
  // Takes the oldest region's report (waits for it).
  auto TakeOldest = [&]() -> Error {
    std::unique_ptr<RegionJob> J = std::move(InFlight.front());
    InFlight.pop_front();
    if (!J->NotAnalyzed)
      J->Done.wait();
    if (!J->NotAnalyzed && !*J->Cycles && Regions.size() > 1)
      J->NotAnalyzed = regionError(*J->Region, J->Cycles->takeError());
    if (J->NotAnalyzed) {
      reportNotAnalyzed(*J->Region, J->Idx, *J->NotAnalyzed, OS, JSONOutput);
      Result.Regions.push_back(
          {J->Region->getName().str(), 0, false, *J->NotAnalyzed});
      ++RegionIdx;
      return Error::success();
    }
    if (!*J->Cycles)
      return J->Cycles->takeError();
    if (C.JSON) {
      // What ReportPrinter::printReport(JSONOutput) would have added.
      json::Array *Mine = J->JSON.getArray("CodeRegions");
      if (!JSONOutput.get("TargetInfo")) {
        for (const char *Key : {"TargetInfo", "SimulationParameters"})
          if (json::Value *V = J->JSON.get(Key))
            JSONOutput.try_emplace(Key, std::move(*V));
        JSONOutput.try_emplace("CodeRegions", json::Array());
      }
      if (Mine)
        for (json::Value &V : *Mine)
          JSONOutput.getArray("CodeRegions")->push_back(std::move(V));
    } else {
      OS << J->Text;
    }
    Result.Regions.push_back(
        {J->Region->getName().str(), **J->Cycles, !J->Incomplete.empty()});
    ++RegionIdx;
    return Error::success();
  };
  // The first failure ends the run there: the regions still running finish
  // (they use this thread's data) and their results are dropped.
  auto Abandon = [&](Error E) -> Error {
    Pool.wait();
    for (std::unique_ptr<RegionJob> &J : InFlight)
      if (J->Cycles && !*J->Cycles)
        consumeError(J->Cycles->takeError());
    return E;
  };
  for (const std::unique_ptr<AnalysisRegion> &RegionPtr : Regions) {
    AnalysisRegion &Region = *RegionPtr;
    if (Region.empty())
      continue;
    auto J = std::make_unique<RegionJob>();
    J->Region = &Region;
    // Per-kernel isolation: taken in input order like the reports.
    std::optional<std::string> Why;
    if (const std::string *F = Flow->failure(Region))
      Why = *F;
    DenseSet<const MCInst *> Dropped;
    Expected<bool> Lowering = Why ? Expected<bool>(false)
                                  : lower(Region, J->Lowered, Dropped);
    if (!Lowering && Regions.size() > 1)
      Why = regionError(Region, Lowering.takeError());
    if (Why) {
      J->NotAnalyzed = std::move(Why);
      J->Idx = Submitted++;
      InFlight.push_back(std::move(J));
      while (InFlight.size() >= MaxInFlight)
        if (Error E = TakeOldest())
          return Abandon(std::move(E));
      continue;
    }
    if (!Lowering) {
      // As with -j 1: the regions before it are reported first.
      while (!InFlight.empty())
        if (Error E = TakeOldest()) {
          consumeError(Lowering.takeError());
          return Abandon(std::move(E));
        }
      return Lowering.takeError();
    }
    J->Insts = Region.dropInstructions(Dropped);
    if (J->Insts.empty())
      continue;
    J->Region = &Region;
    J->DroppedAny = !Dropped.empty();
    J->Texture = Texture->forInstructions(J->Insts);
    // Each worker owns its region's pipeline, views and instruction printer.
    J->Idx = Submitted++;
    J->Cost = J->Insts.size();
    if (const RegionControlFlow *RCF = Flow->get(Region))
      if (RCF->getTrace().getMode() != DynamicTrace::Mode::Straight)
        J->Cost = RCF->getTrace().getNumDynamicInstructions();
    J->Done = J->Finished.get_future().share();
    {
      std::lock_guard<std::mutex> Lock(ReadyMutex);
      Ready.push_back(J.get());
    }
    Pool.async(RunNext);
    InFlight.push_back(std::move(J));
    while (InFlight.size() >= MaxInFlight)
      if (Error E = TakeOldest())
        return Abandon(std::move(E));
  }
  {
    std::lock_guard<std::mutex> Lock(ReadyMutex);
    AllSubmitted = true;
  }
  while (!InFlight.empty())
    if (Error E = TakeOldest())
      return Abandon(std::move(E));
  return Error::success();
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
