//===- DynamicTrace.cpp - The instruction stream one wave executes --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Path decisions (straight, follow, counts) and the cursors over the
/// resulting stream (see DynamicTrace.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/DynamicTrace.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include <deque>
#include <limits>

using namespace llvm;
using namespace llvm::gcnmca;

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

std::optional<BranchChoice> BranchChoice::parse(StringRef S) {
  S = S.trim();
  BranchChoice C;
  if (S == "taken") {
    C.K = Taken;
    return C;
  }
  if (S == "not-taken" || S == "nottaken") {
    C.K = NotTaken;
    return C;
  }
  if (S == "uniform") {
    C.K = Uniform;
    return C;
  }
  double P;
  if (S.empty() || S.getAsDouble(P) || !(P >= 0.0 && P <= 1.0)) // nan too
    return std::nullopt;
  C.K = Probability;
  C.P = P;
  return C;
}

std::string BranchChoice::str() const {
  switch (K) {
  case Taken:
    return "taken";
  case NotTaken:
    return "not-taken";
  case Probability:
    return formatv("{0}", P).str();
  case Uniform:
    return "uniform";
  }
  return "";
}

std::vector<std::optional<bool>>
TraceOptions::givenDirections(const ControlFlowGraph &G) const {
  auto Direction = [](const BranchChoice &C) -> std::optional<bool> {
    switch (C.K) {
    case BranchChoice::Taken:
      return true;
    case BranchChoice::NotTaken:
      return false;
    case BranchChoice::Probability:
      if (C.P <= 0.0 || C.P >= 1.0)
        return C.P >= 1.0;
      return std::nullopt;
    case BranchChoice::Uniform:
      break;
    }
    return std::nullopt;
  };
  std::vector<std::optional<bool>> R(G.size());
  for (const BasicBlock &B : G.blocks()) {
    if (!B.isConditional())
      continue;
    bool Given = false;
    for (const std::string &A : B.Aliases)
      if (auto It = Branches.find(A); It != Branches.end()) {
        R[B.Index] = Direction(It->second);
        Given = true;
      }
    // As DynamicTrace::create: an option wins over an annotation.
    for (unsigned I = 0; !Given && I < B.Annotations.size(); ++I) {
      StringRef Arg = B.Annotations[I];
      if (Arg.starts_with("trip-count") || Arg.starts_with("texture") ||
          Arg.starts_with("hit") || Arg.starts_with("stride"))
        continue;
      Arg.consume_front("branch");
      if (std::optional<BranchChoice> C = BranchChoice::parse(Arg.trim())) {
        R[B.Index] = Direction(*C);
        Given = true;
      }
    }
  }
  return R;
}

//===----------------------------------------------------------------------===//
// Construction.
//===----------------------------------------------------------------------===//

std::vector<BlockCounts::Entry>
DynamicTrace::countsFor(const ControlFlowGraph &G, ArrayRef<BlockCounts::Entry> All) {
  bool GlobalApplies = any_of(All, [&](const BlockCounts::Entry &E) {
    return E.Section.empty() && G.findBlock(E.Block) == 0u;
  });
  std::vector<BlockCounts::Entry> R;
  for (const BlockCounts::Entry &E : All)
    if (!E.Section.empty() || GlobalApplies)
      R.push_back(E);
  return R;
}

Expected<std::unique_ptr<DynamicTrace>>
DynamicTrace::create(const ControlFlowGraph &G, const LoopNest &LN,
                     const TraceOptions &Opts, StringSet<> *UsedKeys) {
  std::unique_ptr<DynamicTrace> T(new DynamicTrace(G, LN));
  T->Seed = Opts.Seed;
  T->ExecUniform = Opts.ExecBranchesUniform;
  T->Loops.resize(LN.loops().size());
  T->Executions.assign(G.size(), 0);
  if (G.size() == 0)
    return std::move(T);

  auto Warn = [&](SMLoc Loc, const Twine &Msg) {
    T->Diags.push_back({CFGDiagnostic::Warning, Loc, Msg.str()});
  };

  if (Opts.M == TraceOptions::Mode::Straight) {
    T->M = Mode::Straight;
  } else if (!G.isFollowable()) {
    T->M = Mode::Straight;
    Warn(G.block(0).FirstLoc, "the branches of this region cannot be "
                              "followed: straight-line stream (every "
                              "instruction once)");
  } else if (LN.isIrreducible()) {
    T->M = Mode::Straight;
    auto [From, To] = *LN.getIrreducibleEdge();
    Warn(G.block(From).LastLoc,
         "irreducible control flow (the edge from '" + G.block(From).Name +
             "' to '" + G.block(To).Name +
             "' enters a loop that its target does not dominate): "
             "straight-line stream (every instruction once)");
  } else if (!countsFor(G, Opts.Counts).empty()) {
    T->M = Mode::Counts;
  } else {
    T->M = Mode::Follow;
  }

  if (T->M == Mode::Counts) {
    if (Error E = T->solveCounts(Opts, UsedKeys))
      return std::move(E);
  }

  // Branch choices: options, then annotations.
  T->Choice.assign(G.size(), std::nullopt);
  for (const BasicBlock &B : G.blocks()) {
    for (const std::string &A : B.Aliases) {
      auto It = Opts.Branches.find(A);
      if (It == Opts.Branches.end())
        continue;
      if (UsedKeys)
        UsedKeys->insert(A);
      if (!B.isConditional())
        Warn(B.LastLoc, "-branch=" + A +
                            ": the block does not end with a conditional "
                            "branch; ignored");
      else
        T->Choice[B.Index] = It->second;
    }
  }
  // Trip counts: options by header name, then annotations, `*`, default.
  T->Trip.assign(LN.loops().size(), 0);
  std::vector<bool> FromOption(LN.loops().size(), false);
  for (const Loop &L : LN.loops()) {
    for (const std::string &A : G.block(L.Header).Aliases) {
      auto It = Opts.TripCounts.find(A);
      if (It == Opts.TripCounts.end())
        continue;
      if (UsedKeys)
        UsedKeys->insert(A);
      T->Trip[L.Index] = It->second;
      T->Loops[L.Index].Source = "option";
      FromOption[L.Index] = true;
    }
  }
  for (const BasicBlock &B : G.blocks()) {
    for (unsigned I = 0; I < B.Annotations.size(); ++I) {
      StringRef A = B.Annotations[I];
      SMLoc Loc = B.AnnotationLocs[I];
      if (A.consume_front("trip-count")) {
        uint64_t N;
        int L = LN.getLoopFor(B.Index);
        if (A.trim().getAsInteger(10, N)) {
          Warn(Loc, "gcn-mca: trip-count needs a number; ignored");
        } else if (L < 0) {
          Warn(Loc, "gcn-mca: trip-count outside of any loop; ignored");
        } else if (!FromOption[L]) {
          T->Trip[L] = N;
          T->Loops[L].Source = "annotation";
        }
        continue;
      }
      // Texture, hit-rate and stride settings are TextureAnnotations'
      // (validated there).
      if (A.starts_with("texture") || A.starts_with("hit") ||
          A.starts_with("stride"))
        continue;
      StringRef Arg = A;
      Arg.consume_front("branch");
      if (std::optional<BranchChoice> C = BranchChoice::parse(Arg.trim())) {
        if (!B.isConditional())
          Warn(Loc, "gcn-mca: branch annotation in a block without a "
                    "conditional branch; ignored");
        else if (!T->Choice[B.Index])
          T->Choice[B.Index] = *C;
        continue;
      }
      Warn(Loc, "unknown gcn-mca annotation '" + A + "'");
    }
  }
  // Branch directions derived from the launch, where nothing was given.
  const DerivedControlFlow *Der =
      Opts.Derived && Opts.Derived->Taken.size() == G.size() &&
              Opts.Derived->TripCount.size() == LN.loops().size()
          ? Opts.Derived.get()
          : nullptr;
  T->DerivedChoice.assign(G.size(), false);
  T->HasDerived = Der != nullptr;
  if (Der && T->M == Mode::Follow)
    for (const BasicBlock &B : G.blocks())
      if (!T->Choice[B.Index] && Der->Taken[B.Index]) {
        BranchChoice C;
        C.K = *Der->Taken[B.Index] ? BranchChoice::Taken
                                   : BranchChoice::NotTaken;
        T->Choice[B.Index] = C;
        T->DerivedChoice[B.Index] = true;
      }
  for (const Loop &L : LN.loops()) {
    LoopSummary &S = T->Loops[L.Index];
    if (T->M != Mode::Follow) {
      S.Source = T->M == Mode::Counts ? "block-counts" : "-";
      S.TripCount = 0;
      continue;
    }
    if (S.Source == "-") {
      // The name -trip-count takes: the label or %bb.N, else #index.
      std::string Header = G.block(L.Header).Name;
      if (StringRef(Header).starts_with("bb."))
        for (const std::string &A : G.block(L.Header).Aliases)
          if (StringRef(A).starts_with("#"))
            Header = A;
      if (Opts.StarTripCount) {
        T->Trip[L.Index] = *Opts.StarTripCount;
        S.Source = "*";
      } else if (Der && Der->TripCount[L.Index]) {
        T->Trip[L.Index] = *Der->TripCount[L.Index];
        S.Source = "derived";
      } else {
        T->Trip[L.Index] = Opts.DefaultTripCount;
        S.Source = "default";
        std::string Why = Der ? Der->LoopWhy[L.Index] : Opts.NotDerivedWhy;
        // A loop the wave never enters gets the never-entered warning.
        if (!(Der && Der->Completed && !Der->Entries[L.Index]))
          Warn(G.block(L.Header).FirstLoc,
             "loop '" + Header + "' runs the default trip count " +
                 std::to_string(Opts.DefaultTripCount) +
                 (Why.empty() ? std::string() : ": not derived, " + Why) +
                 "; give -trip-count=" + Header + "=N");
      }
    }
    if (T->Trip[L.Index] == 0)
      return makeError("loop '" + G.block(L.Header).Name +
                       "': a trip count must be at least 1 (it counts the "
                       "executions of the loop header per entry)");
    S.TripCount = T->Trip[L.Index];
    if (L.ExitingBlocks.empty())
      Warn(G.block(L.Header).FirstLoc,
           "loop '" + G.block(L.Header).Name +
               "' has no conditional exit (a wave never leaves it): the "
               "stream ends where it would enter it");
  }

  T->computeCanEnd();
  T->chooseControllingExits();
  for (const Loop &L : LN.loops())
    T->Loops[L.Index].ControllingExit = T->Controlling[L.Index];
  if (T->M == Mode::Follow)
    T->boundEndlessLoops();
  if (Error E = T->summarize(Opts.MaxBlocks))
    return std::move(E);
  if (T->M == Mode::Follow)
    T->warnUnexecuted(Opts.DeadCodeWarnPercent);
  if (T->M == Mode::Follow && Der)
    T->warnUndecidedBranches(*Der);
  return std::move(T);
}

/// Walks one iteration of each loop along the default path (branch
/// choices, exits of the loop stay, exits of inner loops leave, other
/// branches not taken). The last block before the walk returns to the header
/// controls the count when it can exit the loop (bottom-tested loop);
/// otherwise the first exiting block on the walk does (top-tested loop);
/// otherwise the loop nest's choice stands.
void DynamicTrace::chooseControllingExits() {
  Controlling.assign(LN.loops().size(), -1);
  for (const Loop &L : LN.loops()) {
    Controlling[L.Index] = L.ControllingExit;
    auto IsExiting = [&](unsigned B) {
      return G.block(B).isConditional() && is_contained(L.ExitingBlocks, B);
    };
    int FirstExiting = -1;
    unsigned B = L.Header;
    for (unsigned Steps = 0; Steps <= 2 * L.Blocks.size(); ++Steps) {
      const BasicBlock &BB = G.block(B);
      if (FirstExiting < 0 && IsExiting(B))
        FirstExiting = B;
      int Next = -1;
      switch (BB.Kind) {
      case BlockEnd::FallThrough:
      case BlockEnd::Call:
        Next = BB.Fall;
        break;
      case BlockEnd::Branch:
        Next = BB.Taken;
        break;
      case BlockEnd::CondBranch: {
        bool Taken = false;
        bool Decided = false;
        if (const std::optional<BranchChoice> &C = Choice[B];
            C && C->K != BranchChoice::Uniform) {
          Decided = true;
          Taken = C->K == BranchChoice::Taken ||
                  (C->K == BranchChoice::Probability && C->P >= 0.5);
        }
        for (int C = LN.getLoopFor(B); !Decided && C >= 0;
             C = LN.loop(C).Parent) {
          bool InT = BB.Taken >= 0 && LN.contains(C, BB.Taken);
          bool InF = BB.Fall >= 0 && LN.contains(C, BB.Fall);
          if (InT == InF)
            continue;
          // Stay in L, leave the loops nested in it.
          Taken = unsigned(C) == L.Index ? InT : !InT;
          Decided = true;
        }
        if (!Decided)
          Taken = defaultTaken(B);
        Next = Taken ? BB.Taken : BB.Fall;
        break;
      }
      default:
        break;
      }
      if (Next < 0 || !LN.contains(L.Index, Next))
        break;
      if (unsigned(Next) == L.Header) {
        Controlling[L.Index] = IsExiting(B)        ? int(B)
                               : FirstExiting >= 0 ? FirstExiting
                                                   : L.ControllingExit;
        break;
      }
      B = Next;
    }
  }
}

SmallVector<int, 2> DynamicTrace::possibleSuccessors(unsigned B) const {
  const BasicBlock &BB = G.block(B);
  SmallVector<int, 2> Both{BB.Taken, BB.Fall};
  for (int L = LN.getLoopFor(B); L >= 0; L = LN.loop(L).Parent)
    if (Loops[L].Bounded)
      return Both; // On the way out, any branch may go either way.
  if (const std::optional<BranchChoice> &C = Choice[B]) {
    switch (C->K) {
    case BranchChoice::Taken:
      return {BB.Taken};
    case BranchChoice::NotTaken:
      return {BB.Fall};
    case BranchChoice::Probability:
      if (C->P <= 0.0)
        return {BB.Fall};
      if (C->P >= 1.0)
        return {BB.Taken};
      return Both;
    case BranchChoice::Uniform:
      break;
    }
  }
  // As TraceCursor::decide: the innermost loop the branch can leave.
  for (int L = LN.getLoopFor(B); L >= 0; L = LN.loop(L).Parent) {
    bool InT = BB.Taken >= 0 && LN.contains(L, BB.Taken);
    bool InF = BB.Fall >= 0 && LN.contains(L, BB.Fall);
    if (InT == InF)
      continue;
    if (Controlling[L] == int(B))
      return Both; // The trip count decides: it stays, then leaves.
    return {InT ? BB.Taken : BB.Fall};
  }
  return {defaultTaken(B) ? BB.Taken : BB.Fall};
}

void DynamicTrace::boundEndlessLoops() {
  ExitDistance.assign(LN.loops().size(), {});
  // Inner loops first: once an inner loop is bounded, the wave can leave
  // it, which an enclosing loop's search must see.
  std::vector<unsigned> Order;
  for (const Loop &L : LN.loops())
    Order.push_back(L.Index);
  stable_sort(Order, [&](unsigned A, unsigned B) {
    return LN.loop(A).Depth > LN.loop(B).Depth;
  });
  for (unsigned LI : Order) {
    const Loop &L = LN.loop(LI);
    // A loop without a conditional exit ends the stream (TraceCursor::step).
    if (L.ExitingBlocks.empty())
      continue;
    // Can the wave get out of L from its header under the policy?
    std::vector<bool> Seen(G.size(), false);
    std::deque<unsigned> Q{L.Header};
    Seen[L.Header] = true;
    bool Leaves = false;
    while (!Q.empty() && !Leaves) {
      unsigned B = Q.front();
      Q.pop_front();
      const BasicBlock &BB = G.block(B);
      SmallVector<int, 2> Next;
      switch (BB.Kind) {
      case BlockEnd::EndProgram:
      case BlockEnd::Return:
      case BlockEnd::Indirect:
        Next.push_back(-1);
        break;
      case BlockEnd::FallThrough:
      case BlockEnd::Call:
        Next.push_back(BB.Fall);
        break;
      case BlockEnd::Branch:
        Next.push_back(BB.Taken);
        break;
      case BlockEnd::CondBranch:
        Next = possibleSuccessors(B);
        break;
      }
      for (int N : Next) {
        if (N < 0 || !LN.contains(LI, N)) {
          Leaves = true;
          break;
        }
        // Entering a loop without a conditional exit ends the stream.
        int NL = LN.getLoopWithHeader(N);
        if (NL >= 0 && LN.loop(NL).ExitingBlocks.empty()) {
          Leaves = true;
          break;
        }
        if (!Seen[N]) {
          Seen[N] = true;
          Q.push_back(N);
        }
      }
    }
    if (Leaves)
      continue;
    // The user's explicit choices inside it are taken at their word: such
    // a loop stays endless, and -max-dynamic-blocks stops it with an error.
    if (any_of(L.Blocks, [&](unsigned B) {
          const std::optional<BranchChoice> &C = Choice[B];
          return C && C->K != BranchChoice::Uniform &&
                 (C->K != BranchChoice::Probability || C->P <= 0.0 ||
                  C->P >= 1.0);
        }))
      continue;
    // Bound it: distances to the nearest block outside L, backwards over
    // the CFG's edges inside L (every member reaches an exiting block).
    std::vector<unsigned> &Dist = ExitDistance[LI];
    const unsigned Far = ~0U;
    Dist.assign(G.size(), 0);
    for (unsigned B : L.Blocks)
      Dist[B] = Far;
    std::deque<unsigned> W;
    for (unsigned B : L.ExitingBlocks) {
      Dist[B] = 1;
      W.push_back(B);
    }
    while (!W.empty()) {
      unsigned V = W.front();
      W.pop_front();
      for (unsigned P : G.block(V).Preds)
        if (LN.contains(LI, P) && Dist[P] == Far) {
          Dist[P] = Dist[V] + 1;
          W.push_back(P);
        }
    }
    // The exiting block the way out reaches first, for the warning.
    int Exit = -1;
    for (unsigned B = L.Header, Steps = 0;
         Steps <= L.Blocks.size() && Exit < 0; ++Steps) {
      if (is_contained(L.ExitingBlocks, B)) {
        Exit = B;
        break;
      }
      unsigned Best = Far;
      for (unsigned S : G.block(B).Succs)
        if (Dist[S] < Best) {
          Best = Dist[S];
          B = S;
        }
    }
    LoopSummary &S = Loops[LI];
    S.Bounded = true;
    S.BoundExit = Exit;
    const BasicBlock &H = G.block(L.Header);
    std::string ExitText =
        Exit >= 0 ? " through '" + G.block(Exit).Name + "'" : std::string();
    Diags.push_back(
        {CFGDiagnostic::Warning, H.FirstLoc,
         ("loop '" + H.Name +
             "' never exits under the branch policy (no branch the policy "
             "takes leads out of it: a spin-wait on memory another wave "
             "writes?): bounded to " +
             Twine(Trip[LI]) + " pass" + (Trip[LI] == 1 ? "" : "es") +
             ", then the wave leaves it the shortest way" + ExitText +
             "; -trip-count=" + H.Name +
             "=N sets the passes, -branch=LABEL=taken|not-taken decides "
             "the branches instead")
             .str()});
  }
}

std::optional<BranchChoice> DynamicTrace::getBranchChoice(unsigned B) const {
  return B < Choice.size() ? Choice[B] : std::nullopt;
}

bool DynamicTrace::isUniformBranch(unsigned B) const {
  const BasicBlock &BB = G.block(B);
  if (!BB.isExecBranch())
    return true;
  if (B < Choice.size() && Choice[B] && Choice[B]->K == BranchChoice::Uniform)
    return true;
  return ExecUniform;
}

bool DynamicTrace::defaultTaken(unsigned B) const {
  // A divergent exec-mask branch skips code only when no lane needs it:
  // with lanes on both sides, execz falls into the code and execnz jumps to
  // it. A uniform branch takes the compiler's fall-through path.
  const BasicBlock &BB = G.block(B);
  // Never into a dead end (a trap handler's endless halt loop) when the
  // other way can finish.
  auto Ends = [&](int S) { return S < 0 || CanEnd[S]; };
  if (Ends(BB.Taken) != Ends(BB.Fall))
    return Ends(BB.Taken);
  if (isUniformBranch(B))
    return false;
  return BB.Cond == BranchCondition::ExecNZ;
}

bool DynamicTrace::hasRandomChoices() const {
  if (M != Mode::Follow)
    return false;
  return any_of(Choice, [](const std::optional<BranchChoice> &C) {
    return C && C->K == BranchChoice::Probability && C->P > 0.0 && C->P < 1.0;
  });
}

std::string DynamicTrace::randomChoicesText() const {
  if (M != Mode::Follow)
    return std::string();
  std::string Text;
  for (unsigned B = 0; B < Choice.size(); ++B) {
    const std::optional<BranchChoice> &C = Choice[B];
    if (!C || C->K != BranchChoice::Probability || C->P <= 0.0 || C->P >= 1.0)
      continue;
    Text += (Text.empty() ? "'" : ", '") + G.block(B).Name + "' (" +
            C->str() + ")";
  }
  return Text;
}

/// The option that makes the conditional branch of \p P go to \p To.
static std::string branchOptionTo(const BasicBlock &P, unsigned To) {
  return "-branch=" + P.Name + "=" +
         (P.Taken == int(To) ? "taken" : "not-taken");
}

void DynamicTrace::warnUnexecuted(unsigned Percent) {
  auto Warn = [&](SMLoc Loc, const Twine &Msg) {
    Diags.push_back({CFGDiagnostic::Warning, Loc, Msg.str()});
  };
  // The executed conditional branch that could lead to \p B, as advice.
  auto Advice = [&](unsigned B) -> std::string {
    for (unsigned P : G.block(B).Preds) {
      const BasicBlock &PB = G.block(P);
      if (!Executions[P] || !PB.isConditional())
        continue;
      int L = LN.getLoopFor(P);
      if (L >= 0 && Controlling[L] == int(P))
        return "; the trip count of loop '" + G.block(LN.loop(L).Header).Name +
               "' decides the branch of '" + PB.Name +
               "' (-trip-count=" + G.block(LN.loop(L).Header).Name + "=N)";
      return "; the branch of '" + PB.Name + "' (" +
             getBranchConditionName(PB.Cond).str() +
             ") never goes there: " + branchOptionTo(PB, B) +
             ", a probability or a `gcn-mca:` annotation changes it";
    }
    return "";
  };
  std::vector<bool> InDeadLoop(G.size(), false);
  for (const Loop &L : LN.loops()) {
    if (Loops[L.Index].Entries)
      continue;
    for (unsigned B : L.Blocks)
      InDeadLoop[B] = true;
    bool ParentDead = L.Parent >= 0 && !Loops[L.Parent].Entries;
    // Dead ends (a trap handler's halt loop) are not code that was missed.
    if (ParentDead || !CanEnd[L.Header])
      continue;
    const BasicBlock &H = G.block(L.Header);
    Warn(H.FirstLoc,
         "loop '" + H.Name + "' is never entered" + Advice(L.Header));
    Diags.back().UnexecutedBlock = int(L.Header);
  }
  unsigned Total = G.getNumInstructions();
  for (const BasicBlock &B : G.blocks()) {
    if (Executions[B.Index] || InDeadLoop[B.Index] || !CanEnd[B.Index] ||
        !Total)
      continue;
    if (uint64_t(B.size()) * 100 < uint64_t(Percent) * Total)
      continue;
    Warn(B.FirstLoc, "block '" + B.Name + "' (" + Twine(B.size()) + " of " +
                         Twine(Total) + " instructions) never executes" +
                         Advice(B.Index));
    Diags.back().UnexecutedBlock = int(B.Index);
  }
}

void DynamicTrace::warnUndecidedBranches(const DerivedControlFlow &Der) {
  DefaultWarned.assign(G.size(), false);
  for (const BasicBlock &B : G.blocks()) {
    unsigned I = B.Index;
    // Uniform branches only: an exec-mask branch follows the SIMT rule
    // (both arms run), a loop exit the trip count (warned per loop).
    if (!B.isConditional() || B.isExecBranch() || Choice[I] ||
        !Executions[I] || I >= Der.BranchWhy.size() ||
        Der.BranchWhy[I].empty())
      continue;
    bool Exits = false;
    for (int L = LN.getLoopFor(I); L >= 0 && !Exits; L = LN.loop(L).Parent)
      Exits = (B.Taken >= 0 && LN.contains(L, B.Taken)) !=
              (B.Fall >= 0 && LN.contains(L, B.Fall));
    if (Exits)
      continue;
    // A wave that went both ways has no single direction to give; each
    // wave's own stream decides it (WaveStreams).
    if (Der.BranchWhy[I] == "it goes both ways")
      continue;
    bool Taken = defaultTaken(I);
    DefaultWarned[I] = true;
    Diags.push_back(
        {CFGDiagnostic::Warning, B.LastLoc,
         "the uniform branch of '" + B.Name + "' is " +
             (Taken ? "taken" : "not taken") + " by default: not derived, " +
             Der.BranchWhy[I] +
             "; a wave whose own emulation decides it goes its own way; "
             "give -branch=" +
             B.Name + "=taken|not-taken"});
  }
}

Error DynamicTrace::summarize(uint64_t MaxBlocks) {
  TraceCursor Cur(*this);
  TraceSegment Seg;
  int Prev = -1;
  while (Cur.next(Seg)) {
    Executions[Seg.Block] += Seg.Repeat;
    NumBlocks += Seg.Repeat;
    NumInsts += Seg.Repeat * G.block(Seg.Block).size();
    int L = LN.getLoopWithHeader(Seg.Block);
    if (L >= 0) {
      bool FromInside = Prev >= 0 && LN.contains(L, Prev);
      Loops[L].HeaderExecutions += Seg.Repeat;
      Loops[L].Entries += FromInside ? 0 : 1;
    }
    Prev = Seg.Block;
    if (NumBlocks > MaxBlocks)
      return makeError(
          "the stream of one wave in this region exceeds " + Twine(MaxBlocks) +
          " blocks (-max-dynamic-blocks): does a loop never exit with the "
          "given trip counts and branch choices?");
  }
  return Error::success();
}
