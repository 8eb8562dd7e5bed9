//===- RegionControlFlow.cpp - CFG, loops and stream of a region ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Maps the labels and comments of an AsmInput onto one region and runs the
/// control-flow analyses on it (see RegionControlFlow.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/Input/AsmInput.h"
#include "llvm/Support/SourceMgr.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

Expected<std::unique_ptr<RegionControlFlow>>
RegionControlFlow::analyze(const AsmInput &Input, ArrayRef<MCInst> RegionInsts,
                           StringRef RegionName, const MCInstrInfo &MCII,
                           const TraceOptions &Opts, StringSet<> *UsedKeys) {
  std::unique_ptr<RegionControlFlow> R(new RegionControlFlow());
  R->Name = RegionName.str();
  R->Insts.assign(RegionInsts.begin(), RegionInsts.end());

  // Input instruction index -> region index, through the source locations
  // (regions hold copies).
  DenseMap<const char *, unsigned> RegionIndexOfLoc;
  for (unsigned I = 0; I < RegionInsts.size(); ++I)
    RegionIndexOfLoc.try_emplace(RegionInsts[I].getLoc().getPointer(), I);
  // (Through the input's location index: a scan of every input
  // instruction per region is quadratic in a code object's kernels.)
  DenseMap<unsigned, unsigned> RegionIndexOfInput;
  unsigned FirstInput = ~0u, LastInput = 0;
  bool Any = false;
  for (const auto &[Loc, Index] : RegionIndexOfLoc)
    for (unsigned I : Input.instructionsAt(Loc)) {
      RegionIndexOfInput[I] = Index;
      FirstInput = std::min(FirstInput, I);
      LastInput = std::max(LastInput, I);
      Any = true;
    }
  auto Map = [&](unsigned InputIndex) -> std::optional<unsigned> {
    auto It = RegionIndexOfInput.find(InputIndex);
    if (It != RegionIndexOfInput.end())
      return It->second;
    if (Any && InputIndex == LastInput + 1)
      return RegionInsts.size();
    return std::nullopt;
  };
  std::vector<ControlFlowGraph::Marker> Labels, Comments;
  // Only indices in [FirstInput, LastInput + 1] map.
  auto InRange = [&](unsigned I) {
    return Any && I >= FirstInput && I <= LastInput + 1;
  };
  for (const AsmLabel &L : Input.labels())
    if (InRange(L.InstIndex))
      if (std::optional<unsigned> I = Map(L.InstIndex))
        Labels.push_back({*I, L.Name, L.Loc});
  for (const AsmComment &C : Input.comments())
    if (InRange(C.InstIndex))
      if (std::optional<unsigned> I = Map(C.InstIndex))
        Comments.push_back({*I, C.Text, C.Loc});

  R->G = std::make_unique<ControlFlowGraph>(
      ControlFlowGraph::build(R->Insts, Labels, Comments, MCII));
  R->DT = std::make_unique<DominatorTree>(*R->G);
  R->LN = std::make_unique<LoopNest>(*R->G, *R->DT);
  // Facts derived from the launch, for this region's graph.
  std::optional<TraceOptions> WithDerived;
  if (Opts.Derive && Opts.M == TraceOptions::Mode::Follow &&
      !R->LN->isIrreducible()) {
    WithDerived.emplace(Opts);
    WithDerived->Derived = Opts.Derive(*R->G, *R->LN, R->Insts,
                                       Opts.givenDirections(*R->G));
  }
  Expected<std::unique_ptr<DynamicTrace>> T = DynamicTrace::create(
      *R->G, *R->LN, WithDerived ? *WithDerived : Opts, UsedKeys);
  if (!T)
    return createStringError(inconvertibleErrorCode(),
                             "region '" + RegionName +
                                 "': " + toString(T.takeError()));
  R->Trace = std::move(*T);
  return std::move(R);
}

std::vector<CFGDiagnostic> RegionControlFlow::diagnostics() const {
  std::vector<CFGDiagnostic> D(G->diagnostics().begin(),
                               G->diagnostics().end());
  D.insert(D.end(), Trace->diagnostics().begin(), Trace->diagnostics().end());
  return D;
}

bool RegionControlFlow::defersUnexecuted() const {
  return Trace->hasDerivedFacts() && !Trace->hasRandomChoices();
}

/// \p Msg at \p Loc, printed to \p OS. SourceMgr::PrintMessage would hand
/// it to the handler the source manager holds (the kept assembly parser's,
/// which prints to stderr at once) and ignore \p OS: a warning meant for a
/// region's deferred text (-j) would come out early, out of order.
static void printTo(const SourceMgr &SM, raw_ostream &OS, SMLoc Loc,
                    SourceMgr::DiagKind K, const Twine &Msg) {
  SM.GetMessage(Loc, K, Msg).print(nullptr, OS);
}

void RegionControlFlow::printUnexecuted(
    const SourceMgr &SM, raw_ostream &OS,
    function_ref<bool(unsigned Block)> Unexecuted) const {
  for (const CFGDiagnostic &D : Trace->diagnostics())
    if (D.UnexecutedBlock >= 0 &&
        (!Unexecuted || Unexecuted(unsigned(D.UnexecutedBlock))))
      printTo(SM, OS, D.Loc, SourceMgr::DK_Warning, D.Message);
}

void RegionControlFlow::printDiagnostics(const SourceMgr &SM,
                                         raw_ostream &OS) const {
  for (const CFGDiagnostic &D : diagnostics()) {
    if (D.UnexecutedBlock >= 0 && defersUnexecuted())
      continue; // printUnexecuted, once the waves ran

    SourceMgr::DiagKind K = D.Sev == CFGDiagnostic::Error ? SourceMgr::DK_Error
                            : D.Sev == CFGDiagnostic::Note
                                ? SourceMgr::DK_Note
                                : SourceMgr::DK_Warning;
    printTo(SM, OS, D.Loc, K, D.Message);
  }
}

void RegionControlFlow::expand(std::vector<MCInst> &Out) const {
  DynamicInstCursor C = Trace->instructions();
  while (std::optional<unsigned> I = C.next())
    Out.push_back(Insts[*I]);
}

std::vector<uint32_t> RegionControlFlow::expandIndices(unsigned Wave) const {
  std::vector<uint32_t> Out;
  Out.reserve(Trace->getNumDynamicInstructions());
  DynamicInstCursor C = Trace->instructions(Wave);
  while (std::optional<unsigned> I = C.next())
    Out.push_back(*I);
  return Out;
}
