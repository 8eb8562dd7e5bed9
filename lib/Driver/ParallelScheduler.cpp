//===- ParallelScheduler.cpp - Wave regions on worker threads -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The parallel scheduler of AnalysisRun (AnalysisRun.h): with -j N the
/// main thread lowers region after region in input order and hands each to
/// a worker thread, which runs its wave pipeline and writes its report into
/// a buffer; reports are taken in input order.
//===----------------------------------------------------------------------===//

#include "AnalysisRun.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/WithColor.h"
#include <deque>
#include <future>

using namespace llvm;
using namespace llvm::gcnmca;

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
  std::string Deferred; ///< warnings printed with the report, in order
  JSONReport JSON; ///< a fragment (-json)
  RegionResult Result;
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
  kernelInfoOrWarn();
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
                    &TOS,        &JP->JSON,   &JP->Result};
    R.Deferred = &JP->Deferred;
    JP->Cycles.emplace(runWaveRegion(R));
    JP->Finished.set_value();
  };
  // Takes the oldest region's report (waits for it).
  auto TakeOldest = [&]() -> Error {
    std::unique_ptr<RegionJob> J = std::move(InFlight.front());
    InFlight.pop_front();
    if (!J->NotAnalyzed)
      J->Done.wait();
    if (!J->Deferred.empty()) {
      errs() << J->Deferred;
      J->Deferred.clear();
    }
    if (!J->NotAnalyzed && !*J->Cycles && Regions.size() > 1)
      J->NotAnalyzed = regionError(*J->Region, J->Cycles->takeError());
    if (J->NotAnalyzed) {
      reportNotAnalyzed(*J->Region, J->Idx, *J->NotAnalyzed, OS, JSONOutput);
      RegionResult NA;
      NA.Name = J->Region->getName().str();
      NA.NotAnalyzed = *J->NotAnalyzed;
      Result.Regions.push_back(std::move(NA));
      ++RegionIdx;
      return Error::success();
    }
    if (!*J->Cycles)
      return J->Cycles->takeError();
    if (C.JSON) {
      JSONOutput.addFragment(J->JSON);
    } else {
      OS << J->Text;
    }
    Result.Regions.push_back(std::move(J->Result));
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
    J->Result.Name = Region.getName().str();
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
