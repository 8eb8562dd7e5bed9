//===- gcn-mca.cpp - Static performance analyzer for AMD GPU code ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The gcn-mca driver: command-line options, target set-up, input parsing and
/// one pipeline run per analysis region. The work itself lives in the
/// libraries under lib/.
//===----------------------------------------------------------------------===//

#include "ControlFlowOptions.h"
#include "GCNViewOptions.h"
#include "OccupancyOptions.h"
#include "WavePipelineOptions.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Analysis/Occupancy.h"
#include "gcn-mca/Analysis/TextureAnnotations.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/Input/InputTarget.h"
#include "gcn-mca/Input/ObjectInput.h"
#include "gcn-mca/Input/OffloadBundle.h"
#include "gcn-mca/Input/TargetSetup.h"
#include "gcn-mca/MCA/ReportPrinter.h"
#include "gcn-mca/MCA/Views/DispatchStatistics.h"
#include "gcn-mca/MCA/Views/GCN/OccupancyView.h"
#include "gcn-mca/MCA/Views/InstructionInfoView.h"
#include "gcn-mca/MCA/Views/InstructionView.h"
#include "gcn-mca/MCA/Views/RegisterFileStatistics.h"
#include "gcn-mca/MCA/Views/ResourcePressureView.h"
#include "gcn-mca/MCA/Views/RetireControlUnitStatistics.h"
#include "gcn-mca/MCA/Views/SchedulerStatistics.h"
#include "gcn-mca/MCA/Views/SummaryView.h"
#include "gcn-mca/MCA/Views/TimelineView.h"
#include "gcn-mca/MCA/WavePipeline.h"
#include "gcn-mca/MCA/WavePipelineStats.h"
#include "gcn-mca/Target/GCNInstructionInfoView.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Config/llvm-config.h"
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
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/TargetParser/TargetParser.h"
#include "llvm/TargetParser/Triple.h"

#ifndef GCN_MCA_VERSION
#define GCN_MCA_VERSION "0.1.0"
#endif

using namespace llvm;
using namespace llvm::gcnmca;

static cl::OptionCategory ToolOptions("Tool Options");
static cl::OptionCategory ViewOptions("View Options");

static cl::opt<std::string> InputFilename(cl::Positional,
                                          cl::desc("<input file>"),
                                          cl::cat(ToolOptions), cl::init("-"));

static cl::opt<std::string> OutputFilename("o", cl::desc("Output filename"),
                                           cl::init("-"), cl::cat(ToolOptions),
                                           cl::value_desc("filename"));

static cl::opt<std::string> TripleName("mtriple",
                                       cl::desc("Target triple (amdgcn only)"),
                                       cl::init("amdgcn-amd-amdhsa"),
                                       cl::cat(ToolOptions));

static cl::opt<std::string>
    MCPU("mcpu",
         cl::desc("Target processor (-mcpu=help lists them; default: the "
                  "input's .amdgcn_target directive or code object e_flags)"),
         cl::value_desc("cpu-name"), cl::init(""), cl::cat(ToolOptions));

static cl::list<std::string>
    MAttrs("mattr", cl::CommaSeparated,
           cl::desc("Target specific attributes (-mattr=help for details)"),
           cl::value_desc("a1,+a2,-a3,..."), cl::cat(ToolOptions));

static cl::opt<bool> PrintJson("json",
                               cl::desc("Print the output in json format"),
                               cl::init(false), cl::cat(ToolOptions));

static cl::opt<int>
    OutputAsmVariant("output-asm-variant",
                     cl::desc("Syntax variant to use for output printing"),
                     cl::init(-1), cl::cat(ToolOptions));

static cl::opt<bool>
    PrintImmHex("print-imm-hex", cl::init(false), cl::cat(ToolOptions),
                cl::desc("Prefer hex format when printing immediate values"));

static cl::opt<unsigned> Iterations("iterations",
                                    cl::desc("Number of iterations to run"),
                                    cl::init(0), cl::cat(ToolOptions));

enum class PipelineKind { LLVMMCA, Wave };
static cl::opt<PipelineKind> PipelineOpt(
    "pipeline", cl::desc("Simulation pipeline"),
    cl::values(clEnumValN(PipelineKind::LLVMMCA, "llvm-mca",
                          "LLVM's own in-order pipeline for the target, as "
                          "llvm-mca runs it (its report is llvm-mca's, byte "
                          "for byte)"),
               clEnumValN(PipelineKind::Wave, "wave",
                          "Many waves on one compute unit (default; see "
                          "docs/WavePipeline.md)")),
    cl::init(PipelineKind::Wave), cl::cat(ToolOptions));

enum class SkipType { NONE, LACK_SCHED, PARSE_FAILURE, ANY_FAILURE };
static cl::opt<SkipType> SkipUnsupported(
    "skip-unsupported-instructions",
    cl::desc("Force analysis to continue in the presence of unsupported "
             "instructions"),
    cl::values(
        clEnumValN(SkipType::NONE, "none",
                   "Exit with an error when an instruction is unsupported for "
                   "any reason (default)"),
        clEnumValN(SkipType::LACK_SCHED, "lack-sched",
                   "Skip instructions on input which lack scheduling "
                   "information"),
        clEnumValN(SkipType::PARSE_FAILURE, "parse-failure",
                   "Skip lines on the input which fail to parse for any "
                   "reason"),
        clEnumValN(SkipType::ANY_FAILURE, "any",
                   "Skip instructions or lines on input which are "
                   "unsupported for any reason")),
    cl::init(SkipType::NONE), cl::cat(ToolOptions));

static bool shouldSkip(SkipType T) {
  return SkipUnsupported == SkipType::ANY_FAILURE || SkipUnsupported == T;
}

static cl::opt<bool> PrintListing(
    "print-listing",
    cl::desc("Print the assembly listing synthesized from a code object input "
             "and exit"),
    cl::init(false), cl::cat(ToolOptions));

static cl::opt<bool> DisableCustomBehaviour(
    "disable-cb",
    cl::desc("Disable custom behaviour (use the generic CustomBehaviour and "
             "InstrPostProcess, which do nothing)"),
    cl::init(false), cl::cat(ToolOptions));

// View options, with llvm-mca's spelling and defaults.
static cl::opt<bool> PrintSummaryView("summary-view", cl::Hidden,
                                      cl::desc("Print summary view"),
                                      cl::init(true), cl::cat(ViewOptions));
static cl::opt<bool>
    PrintInstructionInfoView("instruction-info",
                             cl::desc("Print the instruction info view "
                                      "(enabled by default)"),
                             cl::init(true), cl::cat(ViewOptions));
static cl::opt<bool>
    PrintResourcePressureView("resource-pressure",
                              cl::desc("Print the resource pressure view "
                                       "(enabled by default)"),
                              cl::init(true), cl::cat(ViewOptions));
static cl::opt<bool> PrintTimelineView("timeline",
                                       cl::desc("Print the timeline view"),
                                       cl::init(false), cl::cat(ViewOptions));
static cl::opt<unsigned> TimelineMaxIterations(
    "timeline-max-iterations",
    cl::desc("Maximum number of iterations to print in timeline view"),
    cl::init(0), cl::cat(ViewOptions));
static cl::opt<unsigned>
    TimelineMaxCycles("timeline-max-cycles",
                      cl::desc("Maximum number of cycles in the timeline view, "
                               "or 0 for unlimited. Defaults to 80 cycles"),
                      cl::init(80), cl::cat(ViewOptions));
static cl::opt<bool> PrintDispatchStats("dispatch-stats",
                                        cl::desc("Print dispatch statistics"),
                                        cl::init(false), cl::cat(ViewOptions));
static cl::opt<bool> PrintSchedulerStats("scheduler-stats",
                                         cl::desc("Print scheduler statistics"),
                                         cl::init(false), cl::cat(ViewOptions));
static cl::opt<bool>
    PrintRetireStats("retire-stats",
                     cl::desc("Print retire control unit statistics"),
                     cl::init(false), cl::cat(ViewOptions));
static cl::opt<bool>
    PrintRegisterFileStats("register-file-stats",
                           cl::desc("Print register file statistics"),
                           cl::init(false), cl::cat(ViewOptions));
static cl::opt<bool> EnableAllStats("all-stats",
                                    cl::desc("Print all hardware statistics"),
                                    cl::init(false), cl::cat(ViewOptions));
static cl::opt<bool>
    EnableAllViews("all-views",
                   cl::desc("Print all views including hardware statistics"),
                   cl::init(false), cl::cat(ViewOptions));
static cl::opt<bool> ShowEncoding(
    "show-encoding",
    cl::desc("Print encoding information in the instruction info view"),
    cl::init(false), cl::cat(ViewOptions));
static cl::opt<bool> ShowBarriers(
    "show-barriers",
    cl::desc("Print memory barrier information in the instruction info view"),
    cl::init(false), cl::cat(ViewOptions));

enum class InstructionTablesType { NONE, NORMAL, FULL };
static cl::opt<InstructionTablesType> InstructionTablesOption(
    "instruction-tables", cl::desc("Print instruction tables"),
    cl::values(clEnumValN(InstructionTablesType::NONE, "none",
                          "Do not print instruction tables"),
               clEnumValN(InstructionTablesType::NORMAL, "normal",
                          "Print instruction tables"),
               clEnumValN(InstructionTablesType::NORMAL, "", ""),
               clEnumValN(InstructionTablesType::FULL, "full",
                          "Print instruction tables with additional"
                          " information: bypass latency, LLVM opcode,"
                          " used resources")),
    cl::init(InstructionTablesType::NONE), cl::ValueOptional,
    cl::cat(ToolOptions));

static bool printInstructionTables() {
  return InstructionTablesOption != InstructionTablesType::NONE;
}

/// -all-views / -all-stats turn on views unless a later explicit flag says
/// otherwise (llvm-mca's rule: the flag that comes last wins).
static void applyOverride(cl::opt<bool> &O, const cl::opt<bool> &Default) {
  if (!O.getNumOccurrences() || O.getPosition() < Default.getPosition())
    O = Default.getValue();
}

static void processViewOptions() {
  if (!EnableAllViews.getNumOccurrences() &&
      !EnableAllStats.getNumOccurrences())
    return;
  if (EnableAllViews.getNumOccurrences()) {
    applyOverride(PrintSummaryView, EnableAllViews);
    applyOverride(PrintResourcePressureView, EnableAllViews);
    applyOverride(PrintTimelineView, EnableAllViews);
    applyOverride(PrintInstructionInfoView, EnableAllViews);
  }
  const cl::opt<bool> &Default =
      EnableAllViews.getPosition() < EnableAllStats.getPosition()
          ? EnableAllStats
          : EnableAllViews;
  applyOverride(PrintRegisterFileStats, Default);
  applyOverride(PrintDispatchStats, Default);
  applyOverride(PrintSchedulerStats, Default);
  // In-order models have no retire control unit: llvm-mca leaves
  // -retire-stats alone for them.
}

static void printVersion(raw_ostream &OS) {
  OS << "gcn-mca version " << GCN_MCA_VERSION << "\n"
     << "  built with LLVM version " << LLVM_VERSION_STRING << "\n"
     << "  default target: amdgcn-amd-amdhsa\n";
}

/// Prints an error through WithColor and returns the exit status 1.
static int fail(const Twine &Msg) {
  WithColor::error(errs(), "gcn-mca") << Msg << "\n";
  return 1;
}

static int failWith(Error E) {
  int RC = 0;
  handleAllErrors(std::move(E),
                  [&](const ErrorInfoBase &EI) { RC = fail(EI.message()); });
  return RC;
}

namespace {
/// What the views of one region are built from.
struct RegionViewContext {
  const TargetSetup &TS;
  MCInstPrinter &IP;
  ArrayRef<MCInst> Insts;
  ArrayRef<std::unique_ptr<mca::Instruction>> Lowered;
  mca::CodeEmitter &CE;
  mca::CircularSourceMgr &Src;
  const mca::PipelineOptions &PO;
  /// Per instruction, its `gcn-mca: texture` setting (empty: none).
  ArrayRef<GCNTextureSetting> Texture;
};
} // namespace

/// -gcn-instruction-info: the hardware model's view of each instruction.
static void addGCNInstructionInfoView(ReportPrinter &Printer,
                                      const RegionViewContext &RC) {
  if (!GCNInstructionInfoView::isEnabled())
    return;
  const TargetSetup &TS = RC.TS;
  if (auto V = GCNInstructionInfoView::create(*TS.STI, *TS.MCII, *TS.MRI, RC.IP,
                                              RC.Insts, RC.Texture))
    Printer.addView(std::move(*V));
  else
    consumeError(V.takeError()); // validated in main()
}

/// The wave pipeline's defaults from the region's kernel: its occupancy as
/// the residency, its wave size, and its workgroup size (the required size,
/// else the largest it may be launched with, capped at what the resident
/// wave slots hold), unless given on the command line.
static void applyKernelDefaults(WavePipelineOptions &WOpts,
                                const OccupancyResult &Occ) {
  if (!WOpts.WavesPerSIMD)
    WOpts.WavesPerSIMD = Occ.WavesPerSIMD;
  if (!WOpts.WaveSize)
    WOpts.WaveSize = Occ.WaveSize;
  // RDNA: a CU-mode kernel keeps each workgroup on one CU of the WGP.
  WOpts.CUMode = !Occ.WGPMode;
  if (!WOpts.WorkgroupSize && WOpts.Dispatch == WaveDispatchKind::Compute) {
    unsigned Slots = WOpts.WavesPerSIMD * Occ.SIMDsPerGroupUnit;
    unsigned Waves = std::clamp(Occ.WavesPerWorkgroup, 1u, std::max(1u, Slots));
    WOpts.WorkgroupSize = std::min(Occ.MaxWorkgroupSize, Waves * Occ.WaveSize);
  }
}

/// llvm-mca's instruction info view with the command line's columns (all of
/// them for -instruction-tables=full).
static std::unique_ptr<InstructionInfoView>
makeInstructionInfoView(const RegionViewContext &RC, bool Full = false) {
  InstructionInfoView::Options IIO;
  IIO.ShowEncoding = ShowEncoding;
  IIO.ShowBarriers = ShowBarriers;
  IIO.Full = Full;
  return std::make_unique<InstructionInfoView>(
      *RC.TS.STI, *RC.TS.MCII, RC.CE, RC.Insts, RC.IP, RC.Lowered, IIO);
}

/// "file:line:col: 'text'" of static instruction \p Idx of \p Insts, for the
/// wave pipeline's diagnostics.
static std::string describeInstruction(const SourceMgr &SM,
                                       const RegionViewContext &RC,
                                       ArrayRef<MCInst> Insts, unsigned Idx) {
  std::string Text;
  raw_string_ostream OS(Text);
  if (Idx >= Insts.size())
    return Text;
  SMLoc Loc = Insts[Idx].getLoc();
  if (Loc.isValid()) {
    auto LC = SM.getLineAndColumn(Loc);
    OS << SM.getMemoryBuffer(SM.FindBufferContainingLoc(Loc))
              ->getBufferIdentifier()
       << ":" << LC.first << ":" << LC.second << ": ";
  }
  std::string I;
  raw_string_ostream IS(I);
  RC.IP.printInst(&Insts[Idx], 0, "", *RC.TS.STI, IS);
  OS << "'" << StringRef(I).trim() << "'";
  return Text;
}

/// Runs the wave pipeline (docs/WavePipeline.md) on \p Region and prints its
/// report: the occupancy of the region's kernel, the GCN views, llvm-mca's
/// instruction views, -wave-stats, -gcn-instruction-info and -cfg-view.
/// \p DroppedAny says -skip-unsupported-instructions dropped instructions.
static Error runWaveRegion(const RegionViewContext &RC, const SourceMgr &SM,
                           const AnalysisRegion &Region, unsigned RegionIdx,
                           const RegionKernels &Kernels, bool DroppedAny,
                           json::Object &JSONOutput, raw_ostream &OS) {
  Expected<GCNProcessorModel> Model = GCNProcessorModel::get(
      RC.TS.STI->getCPU(), GCNProcessorModel::commandLineOverrides());
  if (!Model)
    return Model.takeError();
  std::vector<mca::Instruction *> LoweredPtrs;
  for (const std::unique_ptr<mca::Instruction> &LI : RC.Lowered)
    LoweredPtrs.push_back(LI.get());
  ArrayRef<MCInst> Insts = RC.Insts;
  auto Describe = [&SM, &RC, Insts](unsigned Idx) {
    return describeInstruction(SM, RC, Insts, Idx);
  };

  // The region's kernel (by name, or the kernel the marker region lies in)
  // gives the default residency, wave size and workgroup size.
  WavePipelineOptions WOpts = getWavePipelineOptions(Iterations);
  WOpts.Texture.assign(RC.Texture.begin(), RC.Texture.end());
  std::string KernelName;
  std::optional<OccupancyInput> OccIn =
      Kernels.occupancyInput(Region, KernelName);
  std::optional<OccupancyResult> Occ;
  if (OccIn) {
    Occ = OccupancyCalculator(*Model).compute(*OccIn);
    applyKernelDefaults(WOpts, *Occ);
  }
  std::optional<std::vector<uint32_t>> Trace = getRegionTrace(Region);
  if (Trace && DroppedAny)
    return createStringError(
        "region '" + Region.getName() +
        "': -skip-unsupported-instructions cannot drop instructions of a "
        "region whose control flow is followed (use -control-flow=straight)");
  Expected<std::unique_ptr<WavePipeline>> WP =
      WavePipeline::create(WOpts, *Model, *RC.TS.STI, *RC.TS.MCII, *RC.TS.MRI,
                           Insts, LoweredPtrs, Describe, std::move(Trace));
  if (!WP)
    return WP.takeError();
  // Branches with a probability: every wave draws its own stream.
  if (const RegionControlFlow *RCF = getRegionControlFlow(Region);
      RCF && !DroppedAny && RCF->getTrace().hasRandomChoices())
    if (Error E = (*WP)->setWaveTraces(
            [RCF](unsigned W) { return RCF->expandIndices(W); }))
      return E;
  GCNCustomBehaviour &CB = (*WP)->getCustomBehaviour();
  CB.setViewOptions(
      getGCNViewOptions(EnableAllViews, PrintTimelineView, TimelineMaxCycles));

  ReportPrinter Printer((*WP)->getPipeline(), Region, RegionIdx, *RC.TS.STI,
                        RC.PO);
  if (Occ && printOccupancyView())
    CB.setOccupancyView(
        std::make_unique<OccupancyView>(KernelName, *OccIn, *Occ));
  for (auto &V : CB.getStartViews(RC.IP, Insts))
    Printer.addView(std::move(V));
  if (PrintJson)
    Printer.addView(
        std::make_unique<InstructionView>(*RC.TS.STI, RC.IP, Insts));
  if (PrintInstructionInfoView)
    Printer.addView(makeInstructionInfoView(RC));
  for (auto &V : CB.getPostInstrInfoViews(RC.IP, Insts))
    Printer.addView(std::move(V));
  if (printWaveStats())
    Printer.addView(std::make_unique<WavePipelineStats>());
  addGCNInstructionInfoView(Printer, RC);
  for (auto &V : CB.getEndViews(RC.IP, Insts))
    Printer.addView(std::move(V));
  addWaveControlFlowViews(Printer, Region, SM, *RC.TS.STI, RC.IP, Insts);

  Expected<unsigned> Cycles = (*WP)->getPipeline().run();
  if (!Cycles)
    return Cycles.takeError();
  if (PrintJson)
    Printer.printReport(JSONOutput);
  else
    Printer.printReport(OS);
  return Error::success();
}

/// Adds the llvm-mca-compatible views selected on the command line, in
/// llvm-mca's order.
static void addLLVMMCAViews(ReportPrinter &Printer, mca::CustomBehaviour &CB,
                            const RegionViewContext &RC) {
  if (!DisableCustomBehaviour)
    for (auto &V : CB.getStartViews(RC.IP, RC.Insts))
      Printer.addView(std::move(V));
  const MCSubtargetInfo &STI = *RC.TS.STI;
  if (PrintJson)
    Printer.addView(std::make_unique<InstructionView>(STI, RC.IP, RC.Insts));
  if (PrintSummaryView)
    Printer.addView(std::make_unique<SummaryView>(STI.getSchedModel(), RC.Insts,
                                                  RC.PO.DispatchWidth));
  if (PrintInstructionInfoView)
    Printer.addView(makeInstructionInfoView(RC));
  if (!DisableCustomBehaviour)
    for (auto &V : CB.getPostInstrInfoViews(RC.IP, RC.Insts))
      Printer.addView(std::move(V));
  if (PrintDispatchStats)
    Printer.addView(std::make_unique<DispatchStatistics>());
  if (PrintSchedulerStats)
    Printer.addView(std::make_unique<SchedulerStatistics>(STI));
  if (PrintRetireStats)
    Printer.addView(
        std::make_unique<RetireControlUnitStatistics>(STI.getSchedModel()));
  if (PrintRegisterFileStats)
    Printer.addView(std::make_unique<RegisterFileStatistics>(STI));
  if (PrintResourcePressureView)
    Printer.addView(
        std::make_unique<ResourcePressureView>(STI, RC.IP, RC.Insts));
  if (PrintTimelineView) {
    // llvm-mca: 10 iterations unless -timeline-max-iterations says otherwise,
    // never more than the simulation runs.
    unsigned TimelineIterations =
        TimelineMaxIterations ? unsigned(TimelineMaxIterations) : 10U;
    Printer.addView(std::make_unique<TimelineView>(
        STI, RC.IP, RC.Insts,
        std::min(TimelineIterations, RC.Src.getNumIterations()),
        TimelineMaxCycles));
  }
  addGCNInstructionInfoView(Printer, RC);
  if (!DisableCustomBehaviour)
    for (auto &V : CB.getEndViews(RC.IP, RC.Insts))
      Printer.addView(std::move(V));
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  initializeAMDGPUTarget();

  // GCN-VIEWS: the GCN views' options (tools/gcn-mca/GCNViewOptions.cpp).
  cl::HideUnrelatedOptions({&ToolOptions, &ViewOptions, &getGCNViewCategory(),
                            &getWavePipelineCategory(),
                            &getControlFlowCategory(), &getOccupancyCategory(),
                            &getGCNModelOptionCategory()});
  cl::SetVersionPrinter(printVersion);
  cl::ParseCommandLineOptions(
      argc, argv,
      "gcn-mca: static performance analyzer for AMD GPU machine code\n");

  // Read the input first: a code object names its processor, which is the
  // default for -mcpu.
  std::unique_ptr<MemoryBuffer> InputBuffer;
  if (MCPU != "help") {
    ErrorOr<std::unique_ptr<MemoryBuffer>> BufferOrErr =
        MemoryBuffer::getFileOrSTDIN(InputFilename, /*IsText=*/false);
    if (!BufferOrErr)
      return fail(InputFilename + ": " + BufferOrErr.getError().message());
    InputBuffer = std::move(*BufferOrErr);
  }
  // A fat binary (offload bundle, or a host object carrying one) holds a
  // code object per processor: take the one for -mcpu, or the first.
  std::optional<MemoryBufferRef> CodeObject;
  std::vector<OffloadBundle::Entry> Bundle; // Must outlive CodeObject.
  if (InputBuffer &&
      OffloadBundle::isBundleOrHostObject(InputBuffer->getMemBufferRef())) {
    Expected<std::vector<OffloadBundle::Entry>> EntriesOrErr =
        OffloadBundle::readEntries(InputBuffer->getMemBufferRef());
    if (!EntriesOrErr)
      return failWith(EntriesOrErr.takeError());
    Bundle = std::move(*EntriesOrErr);
    const OffloadBundle::Entry *Chosen = &Bundle.front();
    if (MCPU.getNumOccurrences()) {
      auto It = find_if(Bundle, [](const OffloadBundle::Entry &E) {
        return E.Processor == MCPU;
      });
      if (It == Bundle.end()) {
        std::string Have;
        for (const OffloadBundle::Entry &E : Bundle)
          Have += (Have.empty() ? "" : ", ") + E.Processor;
        return fail(InputFilename + ": no code object for '" + MCPU +
                    "' in the offload bundle (it has: " + Have + ")");
      }
      Chosen = &*It;
    } else if (Bundle.size() > 1) {
      WithColor::note(errs(), "gcn-mca")
          << InputFilename << ": the offload bundle has " << Bundle.size()
          << " code objects; analyzing '" << Chosen->Processor
          << "' (select another with -mcpu)\n";
    }
    CodeObject = Chosen->getCode();
  } else if (InputBuffer &&
             ObjectInput::isCodeObject(InputBuffer->getMemBufferRef())) {
    CodeObject = InputBuffer->getMemBufferRef();
  }
  bool IsCodeObject = CodeObject.has_value();
  if (PrintListing && !IsCodeObject)
    return fail("-print-listing needs a code object input");
  if (Triple(Triple::normalize(TripleName)).getArch() != Triple::amdgcn)
    return fail("unsupported target triple '" + TripleName +
                "': gcn-mca analyzes amdgcn code only");
  // The processor: -mcpu, else the input's .amdgcn_target / e_flags.
  ResolvedTarget Target;
  if (MCPU == "help") {
    Target.CPU = MCPU;
  } else {
    std::optional<InputTarget> FromInput;
    if (IsCodeObject) {
      Expected<std::optional<InputTarget>> T =
          InputTarget::fromCodeObject(*CodeObject);
      if (!T)
        return failWith(T.takeError());
      FromInput = std::move(*T);
    } else {
      FromInput =
          InputTarget::fromAssembly(InputBuffer->getBuffer(), InputFilename);
    }
    Expected<ResolvedTarget> T =
        resolveTarget(MCPU, MAttrs, FromInput, "gcn-mca", errs());
    if (!T)
      return failWith(T.takeError());
    Target = std::move(*T);
  }

  TargetSetup TS;
  if (Error E = TS.init(TripleName, Target.CPU, Target.Attrs))
    return failWith(std::move(E));
  if (MCPU == "help")
    return 0; // The subtarget printed the processor list.
  // The hardware model of the processor exists and the -gcn-param overrides
  // are valid.
  if (Error E = GCNInstructionInfoView::validateOptions(TS.STI->getCPU()))
    return failWith(std::move(E));
  processViewOptions();

  SourceMgr SrcMgr;
  std::unique_ptr<MCInstPrinter> ParseIP(TS.TheTarget->createMCInstPrinter(
      TS.TheTriple, 0, *TS.MAI, *TS.MCII, *TS.MRI));
  if (!ParseIP)
    return fail("unable to create an instruction printer for '" +
                TS.TheTriple.str() + "'");

  MCContext Ctx(TS.TheTriple, TS.MAI.get(), TS.MRI.get(), TS.STI.get(),
                &SrcMgr);
  std::unique_ptr<MCObjectFileInfo> MOFI(
      TS.TheTarget->createMCObjectFileInfo(Ctx, /*PIC=*/false));
  Ctx.setObjectFileInfo(MOFI.get());

  Expected<std::unique_ptr<AsmInput>> InputOrErr = nullptr;
  if (IsCodeObject) {
    InputOrErr =
        ObjectInput::disassemble(*CodeObject, *TS.TheTarget, SrcMgr, Ctx,
                                 *TS.STI, *TS.MCII, TS.MCIA.get(), *ParseIP);
  } else {
    SrcMgr.AddNewSourceBuffer(std::move(InputBuffer), SMLoc());
    AsmInput::Options InOpts;
    InOpts.SkipParseFailures = shouldSkip(SkipType::PARSE_FAILURE);
    InputOrErr = AsmInput::parse(*TS.TheTarget, SrcMgr, Ctx, *TS.MAI, *TS.STI,
                                 *TS.MCII, *ParseIP, InOpts);
  }
  if (!InputOrErr)
    return failWith(InputOrErr.takeError());
  if (PrintListing) {
    outs() << SrcMgr.getMemoryBuffer(SrcMgr.getNumBuffers())->getBuffer();
    return 0;
  }
  AsmInput &Input = **InputOrErr;
  TextureAnnotations TexAnnotations =
      TextureAnnotations::collect(Input, SrcMgr);
  // -gcn-occupancy[-only]: the occupancy of every kernel of the input.
  std::string OccupancyText;
  json::Value OccupancyJSON = nullptr;
  if (Error E = buildOccupancyReport(Input, SrcMgr, *TS.STI, PrintJson,
                                     OccupancyText, OccupancyJSON))
    return failWith(std::move(E));
  if (occupancyOnly()) {
    std::error_code EC;
    ToolOutputFile Out(OutputFilename, EC, sys::fs::OF_TextWithCRLF);
    if (EC)
      return fail(OutputFilename + ": " + EC.message());
    if (PrintJson)
      Out.os() << formatv("{0:2}", json::Value(json::Object{
                                       {"Occupancy", OccupancyJSON}}))
               << "\n";
    else
      Out.os() << OccupancyText;
    Out.keep();
    return 0;
  }
  // Per-kernel regions (without markers) and their control flow. The
  // llvm-mca pipeline replays the expanded stream of one wave; the wave
  // pipeline keeps the static instructions and follows a trace of indices.
  bool WaveRun = PipelineOpt == PipelineKind::Wave && !printInstructionTables();
  // -all-views shows every view of the wave pipeline, the CFG view included
  // (not in the llvm-mca pipeline, whose -all-views is llvm-mca's).
  if (WaveRun && EnableAllViews)
    enableCFGViewUnlessGiven();
  if (Error E = prepareControlFlow(Input, SrcMgr, *TS.MCII,
                                   /*ExpandStreams=*/!WaveRun))
    return failWith(std::move(E));
  const AnalysisRegions &Regions = Input.regions();
  if (Regions.empty())
    return fail("no assembly instructions found.");

  unsigned Dialect = OutputAsmVariant >= 0
                         ? static_cast<unsigned>(OutputAsmVariant)
                         : Input.getAssemblerDialect();
  std::unique_ptr<MCInstPrinter> IP(TS.TheTarget->createMCInstPrinter(
      TS.TheTriple, Dialect, *TS.MAI, *TS.MCII, *TS.MRI));
  if (!IP)
    return fail("unable to create instruction printer for target triple '" +
                TS.TheTriple.normalize() + "' with assembly variant " +
                Twine(Dialect) + ".");
  IP->setPrintImmHex(PrintImmHex);

  std::unique_ptr<MCCodeEmitter> MCE(
      TS.TheTarget->createMCCodeEmitter(*TS.MCII, Ctx));
  MCTargetOptions MCOptions;
  std::unique_ptr<MCAsmBackend> MAB(
      TS.TheTarget->createMCAsmBackend(*TS.STI, *TS.MRI, MCOptions));
  if (!MCE || !MAB)
    return fail("unable to create the code emitter for '" + TS.TheTriple.str() +
                "'");

  std::unique_ptr<mca::InstrPostProcess> IPP;
  if (!DisableCustomBehaviour)
    IPP.reset(TS.TheTarget->createInstrPostProcess(*TS.STI, *TS.MCII));
  if (!IPP)
    IPP = std::make_unique<mca::InstrPostProcess>(*TS.STI, *TS.MCII);

  std::unique_ptr<mca::InstrumentManager> IM(
      TS.TheTarget->createInstrumentManager(*TS.STI, *TS.MCII));
  if (!IM)
    IM = std::make_unique<mca::InstrumentManager>(*TS.STI, *TS.MCII);
  mca::InstrBuilder IB(*TS.STI, *TS.MCII, *TS.MRI, TS.MCIA.get(), *IM,
                       /*CallLatency=*/100);
  mca::Context MCA(*TS.MRI, *TS.STI);
  mca::PipelineOptions PO(/*UOPQSize=*/0, /*DecThr=*/0, /*DW=*/0, /*RFS=*/0,
                          /*LQS=*/0, /*SQS=*/0, /*NoAlias=*/true);

  // The whole report is built in memory and written only on success, so a
  // failing run never leaves a partial -o file behind.
  std::string Report;
  raw_string_ostream OS(Report);
  json::Object JSONOutput;
  OS << OccupancyText; // -gcn-occupancy comes first.
  if (PrintJson && OccupancyJSON.kind() != json::Value::Null)
    JSONOutput["Occupancy"] = std::move(OccupancyJSON);
  unsigned RegionIdx = 0;
  unsigned NonEmptyRegions = 0;
  std::optional<RegionKernels> Kernels; // Read when the wave pipeline runs.
  const SmallVector<mca::Instrument *> NoInstruments;

  for (const std::unique_ptr<AnalysisRegion> &RegionPtr : Regions) {
    AnalysisRegion &Region = *RegionPtr;
    if (Region.empty())
      continue;
    IB.clear();
    IPP->resetState();

    ArrayRef<MCInst> Insts = Region.getInstructions();
    SmallVector<std::unique_ptr<mca::Instruction>> Lowered;
    DenseSet<const MCInst *> Dropped;
    for (const MCInst &MCI : Insts) {
      Expected<std::unique_ptr<mca::Instruction>> Inst =
          IB.createInstruction(MCI, NoInstruments);
      if (!Inst) {
        bool Skip = shouldSkip(SkipType::LACK_SCHED);
        int RC = 0;
        handleAllErrors(
            Inst.takeError(),
            [&](const mca::InstructionError<MCInst> &IE) {
              std::string Text;
              raw_string_ostream SS(Text);
              IP->printInst(&IE.Inst, 0, "", *TS.STI, SS);
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
              RC = 1;
            },
            [&](const ErrorInfoBase &EI) { RC = fail(EI.message()); });
        if (Skip && RC) {
          Dropped.insert(&MCI);
          continue;
        }
        return 1;
      }
      IPP->postProcessInstruction(*Inst.get(), MCI);
      Lowered.push_back(std::move(*Inst));
    }
    Insts = Region.dropInstructions(Dropped);
    if (Insts.empty())
      continue;
    ++NonEmptyRegions;

    mca::CodeEmitter CE(*TS.STI, *MAB, *MCE, Insts);
    mca::CircularSourceMgr S(Lowered,
                             printInstructionTables() ? 1 : Iterations);

    std::unique_ptr<mca::Pipeline> P;
    std::unique_ptr<mca::CustomBehaviour> CB;
    std::vector<GCNTextureSetting> Texture =
        TexAnnotations.forInstructions(Insts);
    RegionViewContext RC{TS, *IP, Insts, Lowered, CE, S, PO, Texture};
    if (WaveRun) {
      if (!Kernels)
        Kernels.emplace(Input, SrcMgr, *TS.STI);
      if (Error E = runWaveRegion(RC, SrcMgr, Region, RegionIdx, *Kernels,
                                  !Dropped.empty(), JSONOutput, OS))
        return failWith(std::move(E));
      ++RegionIdx;
      continue;
    }
    if (printInstructionTables()) {
      P = std::make_unique<mca::Pipeline>();
      P->appendStage(std::make_unique<mca::EntryStage>(S));
      P->appendStage(
          std::make_unique<mca::InstructionTables>(TS.STI->getSchedModel()));
    } else {
      if (!DisableCustomBehaviour)
        CB.reset(TS.TheTarget->createCustomBehaviour(*TS.STI, S, *TS.MCII));
      if (!CB)
        CB = std::make_unique<mca::CustomBehaviour>(*TS.STI, S, *TS.MCII);
      P = MCA.createDefaultPipeline(PO, S, *CB);
    }

    ReportPrinter Printer(*P, Region, RegionIdx, *TS.STI, PO);
    if (printInstructionTables()) {
      if (PrintJson)
        Printer.addView(std::make_unique<InstructionView>(*TS.STI, *IP, Insts));
      if (PrintInstructionInfoView)
        Printer.addView(makeInstructionInfoView(
            RC, InstructionTablesOption == InstructionTablesType::FULL));
      if (PrintResourcePressureView)
        Printer.addView(
            std::make_unique<ResourcePressureView>(*TS.STI, *IP, Insts));
    } else {
      addLLVMMCAViews(Printer, *CB, RC);
    }
    addControlFlowViews(Printer, Region, SrcMgr);

    Expected<unsigned> Cycles = P->run();
    if (!Cycles)
      return failWith(Cycles.takeError());

    if (PrintJson)
      Printer.printReport(JSONOutput);
    else
      Printer.printReport(OS);
    ++RegionIdx;
  }

  if (NonEmptyRegions == 0)
    return fail("no assembly instructions found.");
  if (PrintJson)
    OS << formatv("{0:2}", json::Value(std::move(JSONOutput))) << "\n";

  std::error_code EC;
  ToolOutputFile Out(OutputFilename, EC, sys::fs::OF_TextWithCRLF);
  if (EC)
    return fail(OutputFilename + ": " + EC.message());
  Out.os() << Report;
  Out.keep();
  return 0;
}
