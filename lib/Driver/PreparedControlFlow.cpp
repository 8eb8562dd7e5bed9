//===- PreparedControlFlow.cpp - Regions and their control flow -----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Per-kernel regions, per-region stream analysis and expansion (see
/// PreparedControlFlow.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/PreparedControlFlow.h"
#include "gcn-mca/Analysis/ControlFlow/BlockCounts.h"
#include "gcn-mca/Analysis/ControlFlow/FunctionRegions.h"
#include "gcn-mca/Input/AnalysisRegions.h"
#include "gcn-mca/Input/AsmInput.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace llvm::gcnmca;

static Error optionError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// Builds the TraceOptions shared by every region.
static Error parseTraceOptions(const ControlFlowConfig &C, TraceOptions &Opts) {
  Opts.DefaultTripCount = C.DefaultTripCount;
  Opts.Seed = C.Seed;
  Opts.ExecBranchesUniform = C.ExecBranchesUniform;
  Opts.DeadCodeWarnPercent = C.DeadCodeWarnPercent;
  Opts.MaxBlocks = C.MaxDynamicBlocks;
  if (C.DefaultTripCount == 0)
    return optionError("-default-loop-trip-count must be at least 1");
  for (const std::string &S : C.TripCounts) {
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
  for (const std::string &S : C.Branches) {
    auto [Key, Val] = StringRef(S).rsplit('=');
    std::optional<BranchChoice> Choice = BranchChoice::parse(Val);
    if (Key.empty() || !Choice)
      return optionError("-branch=" + S +
                         ": expected LABEL=taken, LABEL=not-taken, "
                         "LABEL=uniform or LABEL=P with 0 <= P <= 1");
    Opts.Branches[Key] = *Choice;
  }
  return Error::success();
}

void llvm::gcnmca::buildLineTables(const SourceMgr &SM) {
  for (unsigned B = 1, E = SM.getNumBuffers(); B <= E; ++B)
    SM.getLineAndColumn(
        SMLoc::getFromPointer(SM.getMemoryBuffer(B)->getBufferStart()), B);
}

Expected<PreparedControlFlow>
PreparedControlFlow::prepare(const ControlFlowConfig &C, AsmInput &Input,
                             SourceMgr &SM, const MCInstrInfo &MCII,
                             bool ExpandStreams, bool AnalyzeAll,
                             unsigned Threads, DeriveForFn DeriveFor,
                             StringRef NotDerivedWhy) {
  PreparedControlFlow Result;
  AnalysisRegions &Regions = Input.regions();
  bool PerFunction = false;
  if (!Regions.hasMarkers() && !C.WholeFileRegion) {
    Expected<std::vector<std::unique_ptr<AnalysisRegion>>> FR =
        buildFunctionRegions(Input, C.Kernels, C.ShowHelperCopies, Threads);
    if (!FR)
      return FR.takeError();
    if (!FR->empty()) {
      Regions.setRegions(std::move(*FR));
      PerFunction = true;
    } else if (!C.Kernels.empty()) {
      return optionError("-kernel: the input has no function");
    }
  } else if (Regions.hasMarkers() && !ExpandStreams) {
    // Marker regions in the wave pipeline (the llvm-mca pipeline keeps
    // llvm-mca's regions): those in a helper copy of a kernel are left out
    // (the kernel has the same code), and names are made unique.
    std::vector<FunctionRange> Fns = findFunctions(Input);
    ArrayRef<MCInst> All = Input.instructions();
    auto FunctionOf = [&](SMLoc L) -> const FunctionRange * {
      for (const FunctionRange &F : Fns)
        if (F.Begin < F.End &&
            L.getPointer() >= All[F.Begin].getLoc().getPointer() &&
            L.getPointer() <= All[F.End - 1].getLoc().getPointer())
          return &F;
      return nullptr;
    };
    std::vector<std::unique_ptr<AnalysisRegion>> Kept;
    StringMap<unsigned> Seen;
    for (const std::unique_ptr<AnalysisRegion> &R : Regions.regions()) {
      const FunctionRange *F =
          R->empty() ? nullptr : FunctionOf(R->getInstructions()[0].getLoc());
      if (F && !C.ShowHelperCopies && isHelperCopy(*F, Fns))
        continue;
      std::string Name = R->getName().str();
      unsigned N = ++Seen[Name];
      if (N > 1)
        Name += (F ? " (" + F->Name + ")" : " #" + std::to_string(N));
      auto Copy = std::make_unique<AnalysisRegion>(Name, R->startLoc());
      Copy->setEndLocation(R->endLoc());
      for (const MCInst &MI : R->getInstructions())
        Copy->addInstruction(MI);
      Kept.push_back(std::move(Copy));
    }
    Regions.setRegions(std::move(Kept));
    if (!C.Kernels.empty())
      WithColor::warning(errs(), "gcn-mca")
          << "-kernel is ignored: the input has LLVM-MCA markers\n";
  } else if (!C.Kernels.empty()) {
    WithColor::warning(errs(), "gcn-mca")
        << "-kernel is ignored: "
        << (C.WholeFileRegion ? "-whole-file-region is given"
                              : "the input has LLVM-MCA markers")
        << "\n";
  }

  TraceOptions Base;
  if (Error E = parseTraceOptions(C, Base))
    return std::move(E);
  std::optional<BlockCounts> Counts;
  if (!C.BlockCountsFile.empty()) {
    // Bounded: /dev/zero as the file grew until memory ran out.
    InputLimits L;
    L.MaxBytes = C.MaxBlockCountsBytes;
    Expected<std::unique_ptr<MemoryBuffer>> Buf =
        L.readFile(C.BlockCountsFile, "-block-counts", /*IsText=*/true);
    if (!Buf)
      return optionError(toString(Buf.takeError()));
    Expected<BlockCounts> BC =
        BlockCounts::parse((*Buf)->getBuffer(), C.BlockCountsFile);
    if (!BC)
      return BC.takeError();
    Counts = std::move(*BC);
  }

  // The regions' control flow is analysed on up to Threads threads (each
  // region on its own; the input is only read), then taken in input order
  // here: diagnostics, the first error and the option keys used come out as
  // when analysing one region after the other.
  ArrayRef<std::unique_ptr<AnalysisRegion>> Rs = Regions.regions();
  struct Analysis {
    bool Follow = false;
    std::optional<Expected<std::unique_ptr<RegionControlFlow>>> RCF;
    StringSet<> UsedKeys;
  };
  std::vector<Analysis> As(Rs.size());
  auto Analyze = [&](size_t I) {
    const AnalysisRegion &R = *Rs[I];
    bool HasCounts = Counts && Counts->hasSection(R.getName());
    bool Follow =
        C.Mode == ControlFlowMode::Follow ||
        (C.Mode == ControlFlowMode::Auto && (PerFunction || HasCounts));
    As[I].Follow = Follow;
    if (!(Follow || AnalyzeAll) || R.empty())
      return;
    TraceOptions Opts = Base;
    Opts.M = Follow ? TraceOptions::Mode::Follow : TraceOptions::Mode::Straight;
    if (Follow && Counts) {
      Opts.Counts = Counts->entriesFor(R.getName());
      Opts.CountsFile = C.BlockCountsFile;
    }
    Opts.NotDerivedWhy = NotDerivedWhy.str();
    if (Follow && DeriveFor)
      Opts.Derive = DeriveFor(R);
    As[I].RCF.emplace(RegionControlFlow::analyze(
        Input, R.getInstructions(), R.getName(), MCII, Opts,
        Follow ? &As[I].UsedKeys : nullptr));
  };
  if (Threads > 1 && Rs.size() > 1) {
    // The buffers' line tables first (SourceMgr builds one, unguarded, on
    // the first line number asked for): the launch derivation's warnings
    // ask for line numbers on the threads below, the diagnostics after them
    // and the regions' views too.
    buildLineTables(SM);
    DefaultThreadPool Pool(hardware_concurrency(Threads));
    for (size_t I = 0; I < Rs.size(); ++I)
      Pool.async([&, I] { Analyze(I); });
    Pool.wait();
  } else {
    for (size_t I = 0; I < Rs.size(); ++I)
      Analyze(I);
  }

  std::vector<std::unique_ptr<AnalysisRegion>> NewRegions;
  StringSet<> UsedKeys;
  bool AnyFollowed = false;
  for (size_t I = 0; I < Rs.size(); ++I) {
    const std::unique_ptr<AnalysisRegion> &RP = Rs[I];
    const AnalysisRegion &R = *RP;
    bool Follow = As[I].Follow;
    auto Copy = std::make_unique<AnalysisRegion>(R.getName(), R.startLoc());
    Copy->setEndLocation(R.endLoc());
    std::unique_ptr<RegionControlFlow> RCF;
    // Per-kernel isolation: with more than one region, a region whose
    // control flow fails is reported as not analyzed; the others run.
    auto Isolate = [&](std::string Why) {
      RP->moveInstructionsTo(*Copy);
      Result.Failures[Copy.get()] = std::move(Why);
      NewRegions.push_back(std::move(Copy));
    };
    if (As[I].RCF && !*As[I].RCF && Rs.size() > 1) {
      for (const auto &K : As[I].UsedKeys)
        UsedKeys.insert(K.getKey());
      AnyFollowed |= Follow;
      std::string Why = toString(As[I].RCF->takeError());
      // The message names the region already ("region 'k': ...").
      StringRef W = Why;
      if (W.consume_front("region '" + R.getName().str() + "': "))
        Why = W.str();
      Isolate(std::move(Why));
      continue;
    }
    if (As[I].RCF) {
      if (!*As[I].RCF) {
        // The later regions' results are dropped with their errors.
        Error E = As[I].RCF->takeError();
        for (size_t J = I + 1; J < Rs.size(); ++J)
          if (As[J].RCF && !*As[J].RCF)
            consumeError(As[J].RCF->takeError());
        return std::move(E);
      }
      RCF = std::move(**As[I].RCF);
      for (const auto &K : As[I].UsedKeys)
        UsedKeys.insert(K.getKey());
      AnyFollowed |= Follow;
      if (Follow)
        RCF->printDiagnostics(SM, errs());
    }
    bool Dynamic =
        RCF && RCF->getTrace().getMode() != DynamicTrace::Mode::Straight;
    if (Dynamic) {
      uint64_t N = RCF->getTrace().getNumDynamicInstructions();
      if (N > C.MaxExpandedInstructions && Rs.size() > 1) {
        Isolate("one wave executes " + std::to_string(N) +
                " instructions, more than -max-expanded-instructions=" +
                std::to_string(C.MaxExpandedInstructions) +
                " (lower the trip counts or raise the limit)");
        continue;
      }
      if (N > C.MaxExpandedInstructions)
        return optionError(
            "region '" + R.getName() + "': one wave executes " + Twine(N) +
            " instructions, more than -max-expanded-instructions=" +
            Twine(C.MaxExpandedInstructions) +
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
      // The same instructions: moved, not copied (a large region's MCInsts
      // take megabytes).
      RP->moveInstructionsTo(*Copy);
    }
    if (RCF)
      Result.Flows[Copy.get()] = std::move(RCF);
    NewRegions.push_back(std::move(Copy));
  }
  Regions.setRegions(std::move(NewRegions));

  if (AnyFollowed) {
    for (const std::string &S : C.TripCounts) {
      StringRef Key = StringRef(S).rsplit('=').first;
      if (Key != "*" && !UsedKeys.count(Key))
        return optionError("-trip-count=" + S + ": no loop header named '" +
                           Key + "' in the analyzed regions");
    }
    for (const std::string &S : C.Branches) {
      StringRef Key = StringRef(S).rsplit('=').first;
      if (!UsedKeys.count(Key))
        return optionError("-branch=" + S + ": no block named '" + Key +
                           "' in the analyzed regions");
    }
  }
  return std::move(Result);
}

const RegionControlFlow *
PreparedControlFlow::get(const AnalysisRegion &Region) const {
  auto It = Flows.find(&Region);
  return It == Flows.end() ? nullptr : It->second.get();
}

const std::string *
PreparedControlFlow::failure(const AnalysisRegion &Region) const {
  auto It = Failures.find(&Region);
  return It == Failures.end() ? nullptr : &It->second;
}

std::optional<std::vector<uint32_t>>
PreparedControlFlow::getTrace(const AnalysisRegion &Region) const {
  const RegionControlFlow *RCF = get(Region);
  if (!RCF || RCF->getTrace().getMode() == DynamicTrace::Mode::Straight)
    return std::nullopt;
  return RCF->expandIndices();
}
