//===- ControlFlowOptions.cpp - Control-flow options of the driver --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The "Control Flow Options": per-kernel regions (-kernel,
/// -whole-file-region), the dynamic stream (-control-flow, -trip-count,
/// -default-loop-trip-count, -branch, -seed, -block-counts, limits) and
/// -cfg-view; lib/Driver/PreparedControlFlow does the work.
//===----------------------------------------------------------------------===//

#include "Options.h"

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

static cl::opt<bool> ShowHelperCopies(
    "show-helper-copies",
    cl::desc("Also analyze clang's __clang_ocl_kern_imp_<kernel> copy of an "
             "OpenCL kernel (hidden by default: the kernel has the same "
             "code)"),
    cl::init(false), cl::cat(getControlFlowCategory()));

static cl::opt<bool> WholeFileRegion(
    "whole-file-region",
    cl::desc("Without markers, analyze the whole file as one region (as "
             "llvm-mca does) instead of one region per function"),
    cl::init(false), cl::cat(getControlFlowCategory()));

static cl::opt<ControlFlowMode> ControlFlowModeOpt(
    "control-flow",
    cl::desc("What instruction stream a region's wave executes"),
    cl::values(clEnumValN(ControlFlowMode::Auto, "auto",
                          "Follow branches and loops in per-function regions "
                          "(and regions with -block-counts), straight line in "
                          "marker and whole-file regions (default)"),
               clEnumValN(ControlFlowMode::Follow, "follow",
                          "Follow branches and loops in every region"),
               clEnumValN(ControlFlowMode::Straight, "straight",
                          "Every instruction once, in order (llvm-mca)")),
    cl::init(ControlFlowMode::Auto), cl::cat(getControlFlowCategory()));

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

static cl::opt<unsigned long long> MaxRegionWork(
    "max-region-work",
    cl::desc("Refuse a region (kernel) whose simulation would take more work "
             "than this, before it runs: the instructions all its waves issue "
             "(wave pipeline) or 30 per instruction replayed (llvm-mca "
             "pipeline); 0 = unlimited (default 50000000, ~15 s of CPU)"),
    cl::init(50000000), cl::cat(getControlFlowCategory()));

static cl::opt<bool>
    PrintCFGView("cfg-view",
                 cl::desc("Print the control-flow view (blocks, loops, trip "
                          "counts, executions per wave; wave pipeline: issued "
                          "instructions, stall cycles, cycles per execution "
                          "and top stall reason per block)"),
                 cl::init(false), cl::cat(getControlFlowCategory()));

void llvm::gcnmca::fillControlFlowConfig(GCNMCAConfig &C) {
  ControlFlowConfig &F = C.ControlFlow;
  F.Kernels.assign(KernelNames.begin(), KernelNames.end());
  F.WholeFileRegion = WholeFileRegion;
  F.ShowHelperCopies = ShowHelperCopies;
  F.Mode = ControlFlowModeOpt;
  F.TripCounts.assign(TripCountOpts.begin(), TripCountOpts.end());
  F.DefaultTripCount = DefaultTripCount;
  F.Branches.assign(BranchOpts.begin(), BranchOpts.end());
  F.Seed = Seed;
  F.ExecBranchesUniform = ExecBranches == ExecBranchMode::Uniform;
  F.DeadCodeWarnPercent = DeadCodeWarnPercent;
  F.BlockCountsFile = BlockCountsFile;
  F.MaxDynamicBlocks = MaxDynamicBlocks;
  F.MaxExpandedInstructions = MaxExpandedInstructions;
  F.MaxRegionWork = MaxRegionWork;
  C.Views.CFG = flagSetting(PrintCFGView);
}
