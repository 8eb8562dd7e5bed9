//===- ControlFlowOptions.cpp - Control-flow options of the driver --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Option definitions and the glue between the driver and the control-flow
/// layer (lib/Analysis/ControlFlow): per-kernel regions, per-region stream
/// analysis and expansion, the CFG view (see ControlFlowOptions.h).
//===----------------------------------------------------------------------===//

#include "ControlFlowOptions.h"
#include "gcn-mca/Analysis/ControlFlow/BlockCounts.h"
#include "gcn-mca/Analysis/ControlFlow/CFGView.h"
#include "gcn-mca/Analysis/ControlFlow/KernelRegions.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/Input/AnalysisRegions.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/MCA/ReportPrinter.h"
#include "gcn-mca/MCA/Views/GCN/CFGWaveView.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace llvm::gcnmca;

cl::OptionCategory &llvm::gcnmca::getControlFlowCategory() {
  static cl::OptionCategory Cat("Control Flow Options");
  return Cat;
}

static cl::list<std::string>
    KernelNames("kernel",
                cl::desc("Analyze only the functions matching this glob "
                         "(repeatable; per-kernel regions only)"),
                cl::value_desc("name"), cl::cat(getControlFlowCategory()));

static cl::opt<bool> WholeFileRegion(
    "whole-file-region",
    cl::desc("Without markers, analyze the whole file as one region (as "
             "llvm-mca does) instead of one region per function"),
    cl::init(false), cl::cat(getControlFlowCategory()));

enum class CFMode { Auto, Follow, Straight };
static cl::opt<CFMode> ControlFlowMode(
    "control-flow",
    cl::desc("What instruction stream a region's wave executes"),
    cl::values(clEnumValN(CFMode::Auto, "auto",
                          "Follow branches and loops in per-function regions "
                          "(and regions with -block-counts), straight line in "
                          "marker and whole-file regions (default)"),
               clEnumValN(CFMode::Follow, "follow",
                          "Follow branches and loops in every region"),
               clEnumValN(CFMode::Straight, "straight",
                          "Every instruction once, in order (llvm-mca)")),
    cl::init(CFMode::Auto), cl::cat(getControlFlowCategory()));

static cl::list<std::string> TripCountOpts(
    "trip-count",
    cl::desc("Trip count (header executions per entry) of the loop whose "
             "header block is LABEL (label, %bb.N or #index); '*' for every "
             "loop without an annotation (repeatable)"),
    cl::value_desc("LABEL=N"), cl::cat(getControlFlowCategory()));

static cl::opt<unsigned long long> DefaultTripCount(
    "default-loop-trip-count",
    cl::desc("Trip count of loops with no -trip-count or annotation "
             "(default 1)"),
    cl::init(1), cl::cat(getControlFlowCategory()));

static cl::list<std::string> BranchOpts(
    "branch",
    cl::desc("Decide the conditional branch ending block LABEL: taken, "
             "not-taken, uniform (an exec-mask branch decided like a scc "
             "branch) or a probability P of taking it, drawn per wave and "
             "execution (repeatable)"),
    cl::value_desc("LABEL=taken|not-taken|uniform|P"),
    cl::cat(getControlFlowCategory()));

enum class ExecBranchMode { Divergent, Uniform };
static cl::opt<ExecBranchMode> ExecBranches(
    "exec-branches",
    cl::desc("Default of exec-mask branches (s_cbranch_execz/execnz) "
             "without a -branch choice or annotation"),
    cl::values(clEnumValN(ExecBranchMode::Divergent, "divergent",
                          "The lanes diverge: both arms of an if/else run "
                          "(execz not taken, execnz taken; default)"),
               clEnumValN(ExecBranchMode::Uniform, "uniform",
                          "Decided like uniform (scc/vcc) branches: not "
                          "taken")),
    cl::init(ExecBranchMode::Divergent), cl::cat(getControlFlowCategory()));

static cl::opt<unsigned> DeadCodeWarnPercent(
    "warn-unexecuted-percent",
    cl::desc("Warn about a block that never executes and holds at least "
             "this percentage of the region's instructions (default 20; "
             "loops never entered always warn)"),
    cl::init(20), cl::cat(getControlFlowCategory()));

static cl::opt<unsigned long long>
    Seed("seed", cl::desc("Seed for probabilistic branch choices (default 0)"),
         cl::init(0), cl::cat(getControlFlowCategory()));

static cl::opt<std::string> BlockCountsFile(
    "block-counts",
    cl::desc("Per-wave basic-block execution counts to reproduce (see "
             "docs/ControlFlow.md for the format)"),
    cl::value_desc("file"), cl::cat(getControlFlowCategory()));

static cl::opt<unsigned long long> MaxDynamicBlocks(
    "max-dynamic-blocks",
    cl::desc("Fail when one wave executes more basic blocks than this "
             "(default 100000000)"),
    cl::init(100000000), cl::cat(getControlFlowCategory()));

static cl::opt<unsigned long long> MaxExpandedInstructions(
    "max-expanded-instructions",
    cl::desc("Fail when the stream of one wave that the pipeline replays "
             "has more instructions than this (default 1000000)"),
    cl::init(1000000), cl::cat(getControlFlowCategory()));

static cl::opt<bool>
    PrintCFGView("cfg-view",
                 cl::desc("Print the control-flow view (blocks, loops, trip "
                          "counts, executions per wave; wave pipeline: issued "
                          "instructions, stall cycles, cycles per execution "
                          "and top stall reason per block)"),
                 cl::init(false), cl::cat(getControlFlowCategory()));

/// Set by requestCFGAnalysis(): analyse every region's CFG (-cfg-dot).
static bool CFGRequested = false;

void llvm::gcnmca::requestCFGAnalysis() { CFGRequested = true; }

static DenseMap<const AnalysisRegion *, std::unique_ptr<RegionControlFlow>> &
regionMap() {
  static DenseMap<const AnalysisRegion *, std::unique_ptr<RegionControlFlow>>
      Map;
  return Map;
}

static Error optionError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// Builds the TraceOptions shared by every region.
static Error parseTraceOptions(TraceOptions &Opts) {
  Opts.DefaultTripCount = DefaultTripCount;
  Opts.Seed = Seed;
  Opts.ExecBranchesUniform = ExecBranches == ExecBranchMode::Uniform;
  Opts.DeadCodeWarnPercent = DeadCodeWarnPercent;
  Opts.MaxBlocks = MaxDynamicBlocks;
  if (DefaultTripCount == 0)
    return optionError("-default-loop-trip-count must be at least 1");
  for (const std::string &S : TripCountOpts) {
    auto [Key, Val] = StringRef(S).rsplit('=');
    uint64_t N;
    if (Val.empty() || Key.empty() || Val.getAsInteger(10, N))
      return optionError("-trip-count=" + S + ": expected LABEL=N");
    if (N == 0)
      return optionError("-trip-count=" + S +
                         ": a trip count must be at least 1");
    if (Key == "*")
      Opts.StarTripCount = N;
    else
      Opts.TripCounts[Key] = N;
  }
  for (const std::string &S : BranchOpts) {
    auto [Key, Val] = StringRef(S).rsplit('=');
    std::optional<BranchChoice> C = BranchChoice::parse(Val);
    if (Key.empty() || !C)
      return optionError("-branch=" + S +
                         ": expected LABEL=taken, LABEL=not-taken, "
                         "LABEL=uniform or LABEL=P with 0 <= P <= 1");
    Opts.Branches[Key] = *C;
  }
  return Error::success();
}

Error llvm::gcnmca::prepareControlFlow(AsmInput &Input, SourceMgr &SM,
                                       const MCInstrInfo &MCII,
                                       bool ExpandStreams) {
  AnalysisRegions &Regions = Input.regions();
  bool PerFunction = false;
  if (!Regions.hasMarkers() && !WholeFileRegion) {
    Expected<std::vector<std::unique_ptr<AnalysisRegion>>> FR =
        buildFunctionRegions(Input, KernelNames);
    if (!FR)
      return FR.takeError();
    if (!FR->empty()) {
      Regions.setRegions(std::move(*FR));
      PerFunction = true;
    } else if (!KernelNames.empty()) {
      return optionError("-kernel: the input has no function");
    }
  } else if (!KernelNames.empty()) {
    WithColor::warning(errs(), "gcn-mca")
        << "-kernel is ignored: "
        << (WholeFileRegion ? "-whole-file-region is given"
                            : "the input has LLVM-MCA markers")
        << "\n";
  }

  TraceOptions Base;
  if (Error E = parseTraceOptions(Base))
    return E;
  std::optional<BlockCounts> Counts;
  if (!BlockCountsFile.empty()) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
        MemoryBuffer::getFile(BlockCountsFile, /*IsText=*/true);
    if (!Buf)
      return optionError(BlockCountsFile + ": " + Buf.getError().message());
    Expected<BlockCounts> BC =
        BlockCounts::parse((*Buf)->getBuffer(), BlockCountsFile);
    if (!BC)
      return BC.takeError();
    Counts = std::move(*BC);
  }

  std::vector<std::unique_ptr<AnalysisRegion>> NewRegions;
  StringSet<> UsedKeys;
  bool AnyFollowed = false;
  for (const std::unique_ptr<AnalysisRegion> &RP : Regions.regions()) {
    const AnalysisRegion &R = *RP;
    bool HasCounts = Counts && Counts->hasSection(R.getName());
    bool Follow =
        ControlFlowMode == CFMode::Follow ||
        (ControlFlowMode == CFMode::Auto && (PerFunction || HasCounts));
    auto Copy = std::make_unique<AnalysisRegion>(R.getName(), R.startLoc());
    Copy->setEndLocation(R.endLoc());
    std::unique_ptr<RegionControlFlow> RCF;
    if ((Follow || PrintCFGView || CFGRequested) && !R.empty()) {
      TraceOptions Opts = Base;
      Opts.M =
          Follow ? TraceOptions::Mode::Follow : TraceOptions::Mode::Straight;
      if (Follow && Counts) {
        Opts.Counts = Counts->entriesFor(R.getName());
        Opts.CountsFile = BlockCountsFile;
      }
      Expected<std::unique_ptr<RegionControlFlow>> RCFOrErr =
          RegionControlFlow::analyze(Input, R.getInstructions(), R.getName(),
                                     MCII, Opts, Follow ? &UsedKeys : nullptr);
      if (!RCFOrErr)
        return RCFOrErr.takeError();
      RCF = std::move(*RCFOrErr);
      AnyFollowed |= Follow;
      if (Follow)
        RCF->printDiagnostics(SM, errs());
    }
    bool Dynamic =
        RCF && RCF->getTrace().getMode() != DynamicTrace::Mode::Straight;
    if (Dynamic) {
      uint64_t N = RCF->getTrace().getNumDynamicInstructions();
      if (N > MaxExpandedInstructions)
        return optionError(
            "region '" + R.getName() + "': one wave executes " + Twine(N) +
            " instructions, more than -max-expanded-instructions=" +
            Twine(MaxExpandedInstructions.getValue()) +
            " (lower the trip counts or raise the limit)");
    }
    if (Dynamic && ExpandStreams) {
      uint64_t N = RCF->getTrace().getNumDynamicInstructions();
      std::vector<MCInst> Stream;
      Stream.reserve(N);
      RCF->expand(Stream);
      for (const MCInst &MI : Stream)
        Copy->addInstruction(MI);
    } else {
      for (const MCInst &MI : R.getInstructions())
        Copy->addInstruction(MI);
    }
    if (RCF)
      regionMap()[Copy.get()] = std::move(RCF);
    NewRegions.push_back(std::move(Copy));
  }
  Regions.setRegions(std::move(NewRegions));

  if (AnyFollowed) {
    for (const std::string &S : TripCountOpts) {
      StringRef Key = StringRef(S).rsplit('=').first;
      if (Key != "*" && !UsedKeys.count(Key))
        return optionError("-trip-count=" + S + ": no loop header named '" +
                           Key + "' in the analyzed regions");
    }
    for (const std::string &S : BranchOpts) {
      StringRef Key = StringRef(S).rsplit('=').first;
      if (!UsedKeys.count(Key))
        return optionError("-branch=" + S + ": no block named '" + Key +
                           "' in the analyzed regions");
    }
  }
  return Error::success();
}

void llvm::gcnmca::enableCFGViewUnlessGiven() {
  if (!PrintCFGView.getNumOccurrences())
    PrintCFGView = true;
}

std::optional<std::vector<uint32_t>>
llvm::gcnmca::getRegionTrace(const AnalysisRegion &Region) {
  const RegionControlFlow *RCF = getRegionControlFlow(Region);
  if (!RCF || RCF->getTrace().getMode() == DynamicTrace::Mode::Straight)
    return std::nullopt;
  return RCF->expandIndices();
}

const RegionControlFlow *
llvm::gcnmca::getRegionControlFlow(const AnalysisRegion &Region) {
  auto It = regionMap().find(&Region);
  return It == regionMap().end() ? nullptr : It->second.get();
}

void llvm::gcnmca::addControlFlowViews(ReportPrinter &Printer,
                                       const AnalysisRegion &Region,
                                       const SourceMgr &SM) {
  if (!PrintCFGView)
    return;
  if (const RegionControlFlow *RCF = getRegionControlFlow(Region))
    Printer.addView(std::make_unique<CFGView>(*RCF, SM));
}

void llvm::gcnmca::addWaveControlFlowViews(
    ReportPrinter &Printer, const AnalysisRegion &Region, const SourceMgr &SM,
    const MCSubtargetInfo &STI, MCInstPrinter &IP, ArrayRef<MCInst> Insts) {
  if (!PrintCFGView)
    return;
  if (const RegionControlFlow *RCF = getRegionControlFlow(Region))
    Printer.addView(std::make_unique<CFGWaveView>(STI, IP, Insts, *RCF, SM));
}
