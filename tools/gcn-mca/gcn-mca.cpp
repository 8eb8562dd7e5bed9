//===- gcn-mca.cpp - Static performance analyzer for AMD GPU code ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The gcn-mca tool: its command line (the tool's and llvm-mca's view
/// options here, the other categories in *Options.cpp), reading the input
/// and writing the report. The analysis is lib/Driver's runAnalysis().
//===----------------------------------------------------------------------===//

#include "Options.h"
#include "gcn-mca/Driver/HTMLReport.h"
#include "gcn-mca/Driver/AnalysisDriver.h"
#include "gcn-mca/Driver/Sweep.h"
#include "gcn-mca/Input/TargetSetup.h"
#include "gcn-mca/Profile/ProfileError.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
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
    MArch("march",
          cl::desc("Target architecture (amdgcn only; sets the triple's "
                   "architecture, as in llvm-mca)"),
          cl::cat(ToolOptions));

static cl::opt<std::string>
    MCPU("mcpu",
         cl::desc("Target processor (-mcpu=help lists them; default: the "
                  "input's .amdgcn_target directive or code object e_flags)"),
         cl::value_desc("cpu-name"), cl::init(""), cl::cat(ToolOptions));

static cl::opt<bool> ForceMCPU(
    "force-mcpu",
    cl::desc("Analyze the input as -mcpu's processor even when it was "
             "compiled for another (its .amdgcn_target directive is left "
             "out; without this flag that is an error)"),
    cl::init(false), cl::cat(ToolOptions));

static cl::list<std::string>
    MAttrs("mattr", cl::CommaSeparated,
           cl::desc("Target specific attributes (-mattr=help for details)"),
           cl::value_desc("a1,+a2,-a3,..."), cl::cat(ToolOptions));

static cl::opt<bool> PrintJson("json",
                               cl::desc("Print the output in json format"),
                               cl::init(false), cl::cat(ToolOptions));

static cl::opt<unsigned>
    Jobs("j",
         cl::desc("Regions (and -sweep points) simulated in parallel by "
                  "the wave pipeline, and threads decoding a large code "
                  "object and analysing control flow (0, the default: "
                  "every core); the report does not change"),
         cl::value_desc("N"), cl::init(0), cl::cat(ToolOptions));

static cl::opt<int>
    OutputAsmVariant("output-asm-variant",
                     cl::desc("Syntax variant to use for output printing"),
                     cl::init(-1), cl::cat(ToolOptions));

static cl::opt<bool>
    PrintImmHex("print-imm-hex", cl::init(false), cl::cat(ToolOptions),
                cl::desc("Prefer hex format when printing immediate values"));

static cl::opt<unsigned> Iterations(
    "iterations",
    cl::desc("Times each region's stream runs (llvm-mca pipeline: default "
             "100; wave pipeline: per wave, default 10 without s_endpgm; a "
             "kernel ending in s_endpgm runs once per wave)"),
    cl::init(0), cl::cat(ToolOptions));

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

static cl::opt<bool> ObjectDecodeGuards(
    "object-decode-guards",
    cl::desc("Keep the encodings LLVM's AMDGPU disassembler is known to "
             "crash on from it (default on; off tests the crash net)"),
    cl::init(true), cl::Hidden, cl::cat(ToolOptions));

static cl::opt<SkipUnsupportedKind> SkipUnsupported(
    "skip-unsupported-instructions",
    cl::desc("Force analysis to continue in the presence of unsupported "
             "instructions"),
    cl::values(
        clEnumValN(SkipUnsupportedKind::None, "none",
                   "Exit with an error when an instruction is unsupported for "
                   "any reason (default)"),
        clEnumValN(SkipUnsupportedKind::LackSched, "lack-sched",
                   "Skip instructions on input which lack scheduling "
                   "information"),
        clEnumValN(SkipUnsupportedKind::ParseFailure, "parse-failure",
                   "Skip lines on the input which fail to parse for any "
                   "reason"),
        clEnumValN(SkipUnsupportedKind::Any, "any",
                   "Skip instructions or lines on input which are "
                   "unsupported for any reason")),
    cl::init(SkipUnsupportedKind::None), cl::cat(ToolOptions));

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

static cl::opt<bool> GCNCustomBehaviourOpt(
    "gcn-custom-behaviour",
    cl::desc("-pipeline=llvm-mca: use gcn-mca's CustomBehaviour instead of "
             "LLVM's AMDGPU one (gfx11 s_waitcnt and gfx12 s_wait_* waits "
             "stall until their counters drop; default off: llvm-mca's "
             "output)"),
    cl::init(false), cl::cat(ToolOptions));

// llvm-mca's pipeline options, with its spelling and defaults
// (-pipeline=llvm-mca; the wave pipeline ignores them with a warning).
static cl::opt<std::string> DispatchOpt(
    "dispatch",
    cl::desc("-pipeline=llvm-mca: override the processor dispatch width "
             "(-dispatch=N, as in llvm-mca); -dispatch=compute|vertex|pixel "
             "is the older spelling of -wave-dispatch"),
    cl::value_desc("N|compute|vertex|pixel"), cl::cat(ToolOptions));
static cl::opt<unsigned>
    RegisterFileSize("register-file-size",
                     cl::desc("Maximum number of physical registers which can "
                              "be used for register mappings"),
                     cl::cat(ToolOptions), cl::init(0));
static cl::opt<unsigned>
    MicroOpQueue("micro-op-queue-size", cl::Hidden,
                 cl::desc("Number of entries in the micro-op queue"),
                 cl::cat(ToolOptions), cl::init(0));
static cl::opt<unsigned> DecoderThroughput(
    "decoder-throughput", cl::Hidden,
    cl::desc("Maximum throughput from the decoders (instructions per cycle)"),
    cl::cat(ToolOptions), cl::init(0));
static cl::opt<unsigned> LoadQueueSize("lqueue",
                                       cl::desc("Size of the load queue"),
                                       cl::cat(ToolOptions), cl::init(0));
static cl::opt<unsigned> StoreQueueSize("squeue",
                                        cl::desc("Size of the store queue"),
                                        cl::cat(ToolOptions), cl::init(0));
static cl::opt<bool>
    AssumeNoAlias("noalias",
                  cl::desc("If set, assume that loads and stores do not alias"),
                  cl::cat(ToolOptions), cl::init(true));
static cl::opt<unsigned> CallLatency(
    "call-latency",
    cl::desc("Number of cycles to assume for a call instruction"),
    cl::cat(ToolOptions), cl::init(100U));
static cl::opt<bool> DisableInstrumentManager(
    "disable-im",
    cl::desc("Disable instrumentation manager (use the default class which "
             "ignores instruments)"),
    cl::cat(ToolOptions), cl::init(false));

// View options, with llvm-mca's spelling and defaults.
static cl::opt<bool> EnableBottleneckAnalysis(
    "bottleneck-analysis",
    cl::desc("Enable bottleneck analysis (disabled by default; "
             "-pipeline=llvm-mca)"),
    cl::cat(ViewOptions), cl::init(false));
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

static cl::opt<InstructionTablesKind> InstructionTablesOption(
    "instruction-tables", cl::desc("Print instruction tables"),
    cl::values(clEnumValN(InstructionTablesKind::None, "none",
                          "Do not print instruction tables"),
               clEnumValN(InstructionTablesKind::Normal, "normal",
                          "Print instruction tables"),
               clEnumValN(InstructionTablesKind::Normal, "", ""),
               clEnumValN(InstructionTablesKind::Full, "full",
                          "Print instruction tables with additional"
                          " information: bypass latency, LLVM opcode,"
                          " used resources")),
    cl::init(InstructionTablesKind::None), cl::ValueOptional,
    cl::cat(ToolOptions));

/// The configuration of this run, from the parsed command line.
static GCNMCAConfig makeConfig() {
  GCNMCAConfig C;
  C.Triple = TripleName;
  if (MArch.getNumOccurrences()) {
    // As llvm-mca: the architecture replaces the triple's (checked in
    // checkMArch()).
    Triple T(Triple::normalize(TripleName));
    T.setArch(Triple::getArchTypeForLLVMName(MArch));
    C.Triple = T.str();
  }
  C.CPU = MCPU;
  C.CPUGiven = MCPU.getNumOccurrences();
  C.ForceCPU = ForceMCPU;
  C.Attrs.assign(MAttrs.begin(), MAttrs.end());
  C.Pipeline = PipelineOpt;
  C.Iterations = Iterations;
  C.SkipUnsupported = SkipUnsupported;
  C.DisableCustomBehaviour = DisableCustomBehaviour;
  C.GCNCustomBehaviour = GCNCustomBehaviourOpt;
  C.InstructionTables = InstructionTablesOption;
  C.PrintListing = PrintListing;
  C.ObjectDecodeGuards = ObjectDecodeGuards;
  C.JSON = PrintJson;
  C.OutputAsmVariant = OutputAsmVariant;
  C.PrintImmHex = PrintImmHex;
  C.Jobs = Jobs;
  // A progress line for long runs, only on a terminal.
  C.Progress = sys::Process::StandardErrIsDisplayed();

  LLVMMCAConfig &M = C.MCA;
  M.RegisterFileSize = RegisterFileSize;
  M.LoadQueueSize = LoadQueueSize;
  M.StoreQueueSize = StoreQueueSize;
  M.AssumeNoAlias = AssumeNoAlias;
  M.MicroOpQueueSize = MicroOpQueue;
  M.DecoderThroughput = DecoderThroughput;
  M.CallLatency = CallLatency;
  M.DisableInstrumentManager = DisableInstrumentManager;
  M.BottleneckAnalysis = EnableBottleneckAnalysis;

  ViewConfig &V = C.Views;
  V.Summary = flagSetting(PrintSummaryView);
  V.InstructionInfo = flagSetting(PrintInstructionInfoView);
  V.ResourcePressure = flagSetting(PrintResourcePressureView);
  V.Timeline = flagSetting(PrintTimelineView);
  V.DispatchStats = flagSetting(PrintDispatchStats);
  V.SchedulerStats = flagSetting(PrintSchedulerStats);
  V.RetireStats = flagSetting(PrintRetireStats);
  V.RegisterFileStats = flagSetting(PrintRegisterFileStats);
  V.AllStats = flagSetting(EnableAllStats);
  V.AllViews = flagSetting(EnableAllViews);
  V.TimelineMaxIterations = TimelineMaxIterations;
  V.TimelineMaxCycles = TimelineMaxCycles;
  V.ShowEncoding = ShowEncoding;
  V.ShowBarriers = ShowBarriers;
  fillGCNViewConfig(V);
  fillWaveConfig(C);
  fillOccupancyConfig(C);
  fillControlFlowConfig(C);
  fillInsightConfig(C);
  fillAdviceConfig(C);
  fillModelConfig(C);
  return C;
}

bool llvm::gcnmca::dispatchWidthGiven() {
  unsigned Width;
  return DispatchOpt.getNumOccurrences() &&
         !StringRef(DispatchOpt).getAsInteger(10, Width);
}

/// An input named like a source file (OpenCL, HIP/CUDA, C/C++, LLVM IR) is
/// not analyzed: the error says how to compile it into the assembly gcn-mca
/// reads (README's recipe), for -mcpu's processor or gfx90a.
static Error checkSourceInput(StringRef Path) {
  std::string Lower = sys::path::extension(Path).lower();
  std::string CPU = MCPU.empty() ? std::string("gfx90a") : std::string(MCPU);
  std::string Out = (sys::path::stem(Path) + ".s").str();
  std::string Kind, Recipe;
  if (Lower == ".cl") {
    Kind = "OpenCL C source";
    Recipe = "clang-22 -target amdgcn-amd-amdhsa -mcpu=" + CPU +
             " -nogpulib -O3 -S $(utils/device-libs-flags.sh " + CPU + ") " +
             Path.str() + " -o " + Out;
  } else if (Lower == ".hip" || Lower == ".cu") {
    Kind = "HIP source";
    Recipe = "clang-22 -x hip --offload-arch=" + CPU +
             " --cuda-device-only -nogpulib -O3 -S " + Path.str() + " -o " +
             Out;
  } else if (Lower == ".c" || Lower == ".cc" || Lower == ".cpp" ||
             Lower == ".cxx") {
    Kind = "C/C++ source";
    Recipe = "clang-22 -target amdgcn-amd-amdhsa -mcpu=" + CPU +
             " -nogpulib -O3 -S " + Path.str() + " -o " + Out;
  } else if (Lower == ".ll" || Lower == ".bc") {
    Kind = "LLVM IR";
    Recipe = "llc-22 -mtriple=amdgcn-amd-amdhsa -mcpu=" + CPU + " " +
             Path.str() + " -o " + Out;
  } else {
    return Error::success();
  }
  return createStringError(
      inconvertibleErrorCode(),
      Path + " is " + Kind +
          "; gcn-mca analyzes AMDGPU machine code (assembly from clang -S, "
          "or a code object): compile it first, e.g.\n  " + Recipe +
          "\nthen run gcn-mca on " + Out + " (README, \"To produce input\")");
}

/// -march: only amdgcn (llvm-mca's other targets are not gcn-mca's).
static Error checkMArch() {
  if (!MArch.getNumOccurrences() || MArch == "amdgcn")
    return Error::success();
  return createStringError(inconvertibleErrorCode(),
                           "-march=" + MArch +
                               ": unsupported architecture (gcn-mca analyzes "
                               "amdgcn only)");
}

/// -dispatch: a number is llvm-mca's dispatch width; compute, vertex or
/// pixel the older spelling of -wave-dispatch. The two never collide.
static Error applyDispatchOption(GCNMCAConfig &C) {
  if (!DispatchOpt.getNumOccurrences())
    return Error::success();
  StringRef V = DispatchOpt;
  unsigned Width;
  if (!V.getAsInteger(10, Width)) {
    C.MCA.DispatchWidth = Width;
    return Error::success();
  }
  std::optional<WaveDispatchKind> K =
      StringSwitch<std::optional<WaveDispatchKind>>(V)
          .Case("compute", WaveDispatchKind::Compute)
          .Case("vertex", WaveDispatchKind::Vertex)
          .Case("pixel", WaveDispatchKind::Pixel)
          .Default(std::nullopt);
  if (!K)
    return createStringError(
        inconvertibleErrorCode(),
        "-dispatch=" + V +
            ": expected a dispatch width (a number, -pipeline=llvm-mca) or "
            "compute, vertex or pixel (-wave-dispatch)");
  if (waveDispatchGiven() && *K != C.Wave.Dispatch)
    return createStringError(inconvertibleErrorCode(),
                             "-dispatch=" + V +
                                 " contradicts -wave-dispatch");
  C.Wave.Dispatch = *K;
  return Error::success();
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

/// A failed run leaves no -o file behind: not a partial one (the report is
/// only written on success) and not one from an earlier run, which would
/// pass for this run's output. Only a regular file that is not the input is
/// removed.
static void removeOutputOfFailedRun() {
  if (OutputFilename == "-" || !sys::fs::is_regular_file(OutputFilename))
    return;
  bool SameAsInput = false;
  if (InputFilename != "-" &&
      !sys::fs::equivalent(InputFilename, OutputFilename, SameAsInput) &&
      SameAsInput)
    return;
  sys::fs::remove(OutputFilename);
}

/// Set when the report of a run with an incomplete region was written: it
/// stays although the exit status is 1.
static bool IncompleteReportWritten = false;

static int runGCNMCA(int argc, char **argv);

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  // LLVM's AMDGPU disassembler crashes on some encodings; ObjectInput
  // catches what its guards do not know as an error (CrashRecoveryContext).
  CrashRecoveryContext::Enable();
  int RC = runGCNMCA(argc, argv);
  if (RC != 0 && !IncompleteReportWritten)
    removeOutputOfFailedRun();
  return RC;
}

static int runGCNMCA(int argc, char **argv) {
  initializeAMDGPUTarget();
  bool Incomplete = false, NotAnalyzed = false;
  int ProfileStatus = 0;
  cl::HideUnrelatedOptions({&ToolOptions, &ViewOptions, &getGCNViewCategory(),
                            &getWavePipelineCategory(),
                            &getControlFlowCategory(), &getOccupancyCategory(),
                            &getInsightCategory(), &getProfileCategory(),
                            &getGCNModelOptionCategory(),
                            &getInputLimitCategory()});
  cl::SetVersionPrinter(printVersion);
  cl::ParseCommandLineOptions(
      argc, argv,
      "gcn-mca: static performance analyzer for AMD GPU machine code\n");
  // Before any work (docs/Robustness.md, "Options and output").
  if (Error E = checkSingleValuedOptions(argc, argv))
    return fail(toString(std::move(E)));
  // More threads than this is a mistake (2^31 waited forever).
  constexpr unsigned MaxJobs = 1024;
  if (Jobs > MaxJobs)
    return fail("-j=" + Twine(Jobs) + ": at most " + Twine(MaxJobs) +
                " threads (0: every core)");
  GCNMCAConfig Config = makeConfig();
  if (Error E = fillInputLimits(Config))
    return fail(toString(std::move(E)));
  if (Error E = checkMArch())
    return fail(toString(std::move(E)));
  if (Error E = applyDispatchOption(Config))
    return fail(toString(std::move(E)));
  if (MCPU != "help")
    if (Error E = checkOutputFiles(
            {{"-o", OutputFilename},
             {"-trace", Config.Insight.TraceFile},
             {"-cfg-dot", Config.Insight.CFGDotFile}},
            {{"input", InputFilename},
             {"-block-counts", Config.ControlFlow.BlockCountsFile}}))
      return fail(toString(std::move(E)));
  if (MCPU != "help" && !PrintListing)
    if (Error E = checkOptionCombinations(Config))
      return fail(toString(std::move(E)));
  if (MCPU != "help")
    if (Error E = checkProfileOptions())
      return fail(toString(std::move(E)));
  {
    ProfileConfig P;
    fillProfileConfig(P, Config);
    if (P.any() && !Config.Insight.Sweeps.empty() && MCPU != "help")
      return fail("the profile options (-compare-profile, -write-*, "
                  "-fail-if, -calibrate, -profile) cannot be combined with "
                  "-sweep");
    // The profile files written must not be the input, -o or each other.
    if (P.any() && MCPU != "help")
      if (Error E = checkOutputFiles(
              {{"-o", OutputFilename},
               {"-write-att-stats", P.ATTStatsFile},
               {"-write-resource-csv", P.ResourceCSVFile},
               {"-write-pc-sampling", P.PCSamplingFile},
               {"-calibrate", P.CalibrateFile}},
              {{"input", InputFilename}, {"-profile", P.ProfileFile}}))
        return fail(toString(std::move(E)));
  }

  std::unique_ptr<MemoryBuffer> Input;
  if (MCPU != "help")
    if (Error E = checkSourceInput(InputFilename))
      return fail(toString(std::move(E)));
  if (MCPU != "help") {
    // Bounded (-max-input-size): /dev/zero grew until memory ran out.
    Expected<std::unique_ptr<MemoryBuffer>> BufferOrErr =
        Config.Limits.readFile(InputFilename, "input");
    if (!BufferOrErr)
      return fail(toString(BufferOrErr.takeError()));
    Input = std::move(*BufferOrErr);
  } else {
    Input = MemoryBuffer::getMemBuffer("", "<none>");
  }

  // The report is written to a temporary file and copied to the output only
  // on success, so a failing run never leaves a partial -o file (or stdout)
  // behind, and a large report is not held in memory.
  SmallString<128> ReportPath;
  int ReportFD;
  if (std::error_code EC = sys::fs::createTemporaryFile("gcn-mca-report", "txt",
                                                        ReportFD, ReportPath))
    return fail("cannot create a temporary file for the report: " +
                EC.message());
  FileRemover RemoveReport(ReportPath);
  raw_fd_ostream OS(ReportFD, /*shouldClose=*/true);
  // Large writes: a code object's report takes megabytes, and the file's
  // preferred buffer (its block size, 4 KiB) made thousands of system calls.
  OS.SetBufferSize(1 << 20);
  auto Failed = [&](Error E) {
    int RC = 1;
    handleAllErrors(
        std::move(E), [](const DiagnosedError &) {},
        [&](const ErrorInfoBase &EI) { RC = fail(EI.message()); });
    return RC;
  };
  if (!Config.Insight.Sweeps.empty() && MCPU != "help") {
    // -sweep: one analysis per value, a table per sweep instead of the
    // report.
    json::Array All;
    for (const std::string &Text : Config.Insight.Sweeps) {
      Expected<SweepSpec> Spec = parseSweepSpec(Text);
      if (!Spec)
        return Failed(Spec.takeError());
      Expected<SweepResult> R =
          runSweep(Config, *Spec, Input->getMemBufferRef());
      if (!R)
        return Failed(R.takeError());
      if (Config.JSON)
        All.push_back(sweepToJSON(*R));
      else
        printSweep(OS, *R);
    }
    if (Config.JSON)
      OS << formatv("{0:2}",
                    json::Value(json::Object({{"Sweeps", std::move(All)}})))
         << "\n";
  } else {
    // The profile options (lib/Profile): read and open before the run,
    // compare, write, calibrate and gate after it.
    ProfileConfig ProfileCfg;
    fillProfileConfig(ProfileCfg, Config);
    std::optional<ProfileTasks> Profile;
    if (ProfileCfg.any() && MCPU != "help") {
      Profile.emplace(ProfileCfg);
      if (Error E = Profile->prepare(Config, Input->getMemBufferRef())) {
        printProfileDiagnostic(errs(), std::move(E));
        return 1;
      }
    }
    std::string Captured;
    raw_string_ostream CapturedOS(Captured);
    bool Capture = Profile && Profile->capturesReport();
    Expected<AnalysisResult> Result = runAnalysis(
        Config, Input->getMemBufferRef(),
        Capture ? static_cast<raw_ostream &>(CapturedOS) : OS);
    if (!Result)
      return Failed(Result.takeError());
    Incomplete = any_of(Result->Regions,
                        [](const RegionResult &R) { return R.Incomplete; });
    NotAnalyzed = any_of(Result->Regions, [](const RegionResult &R) {
      return !R.NotAnalyzed.empty();
    });
    if (!Config.Advice.HTMLFile.empty())
      if (Error E = writeHTMLReport(Config, Input->getMemBufferRef(),
                                    Config.Advice.HTMLFile))
        return Failed(std::move(E));
    if (Profile) {
      Expected<int> Status = Profile->finish(OS, Captured);
      if (!Status) {
        printProfileDiagnostic(errs(), Status.takeError());
        return 1;
      }
      ProfileStatus = *Status;
    }
  }
  if (MCPU == "help")
    return 0;

  std::error_code EC;
  ToolOutputFile Out(OutputFilename, EC, sys::fs::OF_TextWithCRLF);
  if (EC)
    return fail(OutputFilename + ": " + EC.message());
  OS.close();
  if (OS.has_error())
    return fail(ReportPath + ": " + OS.error().message());
  Expected<sys::fs::file_t> In = sys::fs::openNativeFileForRead(ReportPath);
  if (!In)
    return fail(ReportPath + ": " + toString(In.takeError()));
  SmallVector<char, 0> Chunk;
  Chunk.resize_for_overwrite(1 << 16);
  for (;;) {
    Expected<size_t> N = sys::fs::readNativeFile(*In, Chunk);
    if (!N) {
      sys::fs::closeFile(*In);
      return fail(ReportPath + ": " + toString(N.takeError()));
    }
    if (!*N)
      break;
    Out.os().write(Chunk.data(), *N);
  }
  sys::fs::closeFile(*In);
  // A write that failed (a full disk, /dev/full, a closed pipe) is the
  // tool's error, naming the file, not LLVM's "IO failure on output stream".
  Out.os().flush();
  if (std::error_code WEC = Out.os().error()) {
    Out.os().clear_error();
    // Only a regular file is removed (never a device such as /dev/full).
    if (!sys::fs::is_regular_file(OutputFilename))
      Out.keep();
    return fail((OutputFilename == "-" ? StringRef("<stdout>")
                                       : StringRef(OutputFilename)) +
                ": " + WEC.message());
  }
  Out.keep();
  // A region stopped by -max-cycles or a deadlock: the partial report is
  // written (marked INCOMPLETE, the reason is on stderr) and the exit status
  // is 1, so that scripts do not take it for a result (docs/CommandGuide).
  if (Incomplete) {
    IncompleteReportWritten = true;
    return 1;
  }
  // Some regions (kernels) could not be analyzed, the others were: the
  // report is written, each such region says why (docs/CommandGuide, EXIT
  // STATUS).
  if (NotAnalyzed) {
    IncompleteReportWritten = true;
    return 2;
  }
  // A -fail-if condition held: the report stays, the status says so.
  if (ProfileStatus) {
    IncompleteReportWritten = true;
    return ProfileStatus;
  }
  return 0;
}
