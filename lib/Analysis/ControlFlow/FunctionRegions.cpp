//===- FunctionRegions.cpp - One analysis region per kernel ---------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Function ranges and per-function regions (see FunctionRegions.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/FunctionRegions.h"
#include "gcn-mca/Input/AnalysisRegions.h"
#include "gcn-mca/Input/AsmInput.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/ThreadPool.h"

using namespace llvm;
using namespace llvm::gcnmca;

/// Below this many instructions in the input the copy stays on one thread.
static constexpr size_t MinParallelCopy = 8192;

std::vector<FunctionRange> llvm::gcnmca::findFunctions(const AsmInput &Input) {
  StringMap<unsigned> LabelIndex;
  for (const AsmLabel &L : Input.labels())
    LabelIndex.try_emplace(L.Name, L.InstIndex);
  std::vector<FunctionRange> Fns;
  for (const std::string &F : Input.functionSymbols()) {
    auto It = LabelIndex.find(F);
    if (It == LabelIndex.end())
      continue;
    FunctionRange R;
    R.Name = F;
    R.IsKernel = is_contained(Input.kernels(), F);
    R.Begin = It->second;
    R.End = Input.instructions().size();
    Fns.push_back(R);
  }
  llvm::stable_sort(Fns, [](const FunctionRange &A, const FunctionRange &B) {
    return A.Begin < B.Begin;
  });
  for (unsigned I = 0; I < Fns.size(); ++I) {
    if (I + 1 < Fns.size())
      Fns[I].End = std::max(Fns[I].Begin, Fns[I + 1].Begin);
    // The first .Lfunc_end label after the start closes the function.
    for (const AsmLabel &L : Input.labels())
      if (StringRef(L.Name).starts_with(".Lfunc_end") &&
          L.InstIndex > Fns[I].Begin && L.InstIndex < Fns[I].End)
        Fns[I].End = L.InstIndex;
  }
  return Fns;
}

bool llvm::gcnmca::isHelperCopy(const FunctionRange &F,
                                ArrayRef<FunctionRange> Fns) {
  StringRef Name = F.Name;
  if (!Name.consume_front("__clang_ocl_kern_imp_"))
    return false;
  return any_of(Fns, [&](const FunctionRange &K) { return K.Name == Name; });
}

Expected<std::vector<std::unique_ptr<AnalysisRegion>>>
llvm::gcnmca::buildFunctionRegions(const AsmInput &Input,
                                   ArrayRef<std::string> Patterns,
                                   bool ShowHelperCopies, unsigned Threads) {
  std::vector<GlobPattern> Globs;
  for (const std::string &P : Patterns) {
    Expected<GlobPattern> G = GlobPattern::create(P);
    if (!G)
      return createStringError(inconvertibleErrorCode(),
                               "-kernel=" + P + ": " + toString(G.takeError()));
    Globs.push_back(std::move(*G));
  }
  std::vector<bool> Matched(Globs.size(), false);
  std::vector<std::unique_ptr<AnalysisRegion>> Regions;
  ArrayRef<MCInst> All = Input.instructions();
  std::vector<FunctionRange> Fns = findFunctions(Input);
  std::vector<const FunctionRange *> Ranges; // of Regions
  for (const FunctionRange &F : Fns) {
    bool Selected =
        Globs.empty() && (ShowHelperCopies || !isHelperCopy(F, Fns));
    for (unsigned I = 0; I < Globs.size(); ++I)
      if (Globs[I].match(F.Name)) {
        Matched[I] = true;
        Selected = true;
      }
    if (!Selected || F.Begin >= F.End)
      continue;
    auto R = std::make_unique<AnalysisRegion>(F.Name, All[F.Begin].getLoc());
    R->setEndLocation(All[F.End - 1].getLoc());
    Regions.push_back(std::move(R));
    Ranges.push_back(&F);
  }
  // The instructions are copied into the regions on up to Threads threads
  // (a code object's kernels take megabytes of MCInsts).
  auto Fill = [&](size_t K) {
    const FunctionRange &F = *Ranges[K];
    AnalysisRegion &R = *Regions[K];
    R.reserveMore(F.End - F.Begin);
    for (unsigned I = F.Begin; I < F.End; ++I)
      R.addInstruction(All[I]);
  };
  if (Threads > 1 && Regions.size() > 1 && All.size() >= MinParallelCopy) {
    DefaultThreadPool Pool(hardware_concurrency(Threads));
    for (size_t K = 0; K < Regions.size(); ++K)
      Pool.async([&, K] { Fill(K); });
    Pool.wait();
  } else {
    for (size_t K = 0; K < Regions.size(); ++K)
      Fill(K);
  }
  for (unsigned I = 0; I < Globs.size(); ++I)
    if (!Matched[I])
      return createStringError(inconvertibleErrorCode(),
                               "-kernel=" + Patterns[I] +
                                   ": no function of the input matches");
  return std::move(Regions);
}
