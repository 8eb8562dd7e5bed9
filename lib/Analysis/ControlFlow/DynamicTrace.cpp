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

//===----------------------------------------------------------------------===//
// Construction.
//===----------------------------------------------------------------------===//

/// The block counts that apply to \p G: every line of its own section, and
/// the section-less lines if they name its entry block.
static std::vector<BlockCounts::Entry>
countsFor(const ControlFlowGraph &G, ArrayRef<BlockCounts::Entry> All) {
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
  }
}

namespace {
/// Edmonds-Karp maximum flow on a small dense-enough graph.
class MaxFlow {
public:
  explicit MaxFlow(unsigned N) : Adj(N) {}
  unsigned addEdge(unsigned From, unsigned To, uint64_t Cap) {
    Arcs.push_back({To, Cap});
    Adj[From].push_back(Arcs.size() - 1);
    Arcs.push_back({From, 0});
    Adj[To].push_back(Arcs.size() - 1);
    return Arcs.size() - 2;
  }
  uint64_t run(unsigned S, unsigned T) {
    uint64_t Total = 0;
    while (true) {
      std::vector<int> Via(Adj.size(), -1);
      std::deque<unsigned> Q{S};
      std::vector<bool> Seen(Adj.size(), false);
      Seen[S] = true;
      while (!Q.empty() && !Seen[T]) {
        unsigned U = Q.front();
        Q.pop_front();
        for (unsigned A : Adj[U])
          if (Arcs[A].Cap > 0 && !Seen[Arcs[A].To]) {
            Seen[Arcs[A].To] = true;
            Via[Arcs[A].To] = A;
            Q.push_back(Arcs[A].To);
          }
      }
      if (!Seen[T])
        return Total;
      uint64_t Push = std::numeric_limits<uint64_t>::max();
      for (unsigned V = T; V != S; V = Arcs[Via[V] ^ 1].To)
        Push = std::min(Push, Arcs[Via[V]].Cap);
      for (unsigned V = T; V != S; V = Arcs[Via[V] ^ 1].To) {
        Arcs[Via[V]].Cap -= Push;
        Arcs[Via[V] ^ 1].Cap += Push;
      }
      Total += Push;
    }
  }
  /// Flow through the arc returned by addEdge.
  uint64_t flow(unsigned Arc) const { return Arcs[Arc ^ 1].Cap; }

private:
  struct Arc {
    unsigned To;
    uint64_t Cap;
  };
  std::vector<Arc> Arcs;
  std::vector<std::vector<unsigned>> Adj;
};
} // namespace

/// Out-edges of \p B as (target, -1 for "the stream ends").
static SmallVector<int, 3> outEdges(const BasicBlock &B) {
  SmallVector<int, 3> R;
  auto Add = [&](int To) {
    if (!is_contained(R, To))
      R.push_back(To);
  };
  switch (B.Kind) {
  case BlockEnd::EndProgram:
  case BlockEnd::Return:
  case BlockEnd::Indirect:
    Add(-1);
    break;
  case BlockEnd::Branch:
    Add(B.Taken);
    break;
  case BlockEnd::CondBranch:
    Add(B.Taken);
    Add(B.Fall);
    break;
  case BlockEnd::FallThrough:
  case BlockEnd::Call:
    Add(B.Fall);
    break;
  }
  return R;
}

void DynamicTrace::computeCanEnd() {
  CanEnd.assign(G.size(), false);
  std::deque<unsigned> Q;
  for (const BasicBlock &B : G.blocks())
    if (is_contained(outEdges(B), -1)) {
      CanEnd[B.Index] = true;
      Q.push_back(B.Index);
    }
  while (!Q.empty()) {
    unsigned V = Q.front();
    Q.pop_front();
    for (unsigned P : G.block(V).Preds)
      if (!CanEnd[P]) {
        CanEnd[P] = true;
        Q.push_back(P);
      }
  }
}

Error DynamicTrace::solveCounts(const TraceOptions &Opts,
                                StringSet<> *UsedKeys) {
  unsigned N = G.size();
  std::vector<uint64_t> C(N, 0);
  std::vector<bool> Given(N, false);
  for (const BlockCounts::Entry &E : countsFor(G, Opts.Counts)) {
    std::optional<unsigned> B = G.findBlock(E.Block);
    if (!B) {
      if (E.Section.empty())
        continue; // A line for every region: not this one.
      return makeError(Opts.CountsFile + ":" + Twine(E.Line) +
                       ": no block named '" + E.Block + "' in region '" +
                       E.Section + "'");
    }
    if (UsedKeys)
      UsedKeys->insert(E.Block);
    if (Given[*B] && C[*B] != E.Count)
      return makeError(Opts.CountsFile + ":" + Twine(E.Line) + ": block '" +
                       E.Block + "' given twice with different counts");
    Given[*B] = true;
    C[*B] = E.Count;
  }
  auto Inconsistent = [&](const Twine &Why) {
    return makeError(Opts.CountsFile +
                     ": the block counts of region cannot "
                     "be executed by one wave: " +
                     Why);
  };
  if (C[0] == 0)
    return Inconsistent("the entry block '" + G.block(0).Name +
                        "' must execute at least once");

  // Nodes: source, sink, out(b) = 2 + b, in(b) = 2 + N + b, and the end of
  // the stream as block N (in(N) needs exactly one unit).
  const unsigned S = 0, T = 1;
  auto Out = [&](unsigned B) { return 2 + B; };
  auto In = [&](unsigned B) { return 3 + N + B; };
  MaxFlow F(4 + 2 * N);
  const uint64_t Inf = std::numeric_limits<uint64_t>::max() / 4;
  uint64_t Supply = 0, Demand = 1;
  for (unsigned B = 0; B < N; ++B) {
    if (C[B]) {
      F.addEdge(S, Out(B), C[B]);
      Supply += C[B];
    }
    uint64_t D = C[B] - (B == 0 ? 1 : 0);
    if (D) {
      F.addEdge(In(B), T, D);
      Demand += D;
    }
  }
  F.addEdge(In(N), T, 1);
  Edges.assign(N, {});
  std::vector<std::vector<unsigned>> Arc(N);
  for (unsigned B = 0; B < N; ++B) {
    for (int To : outEdges(G.block(B))) {
      Edges[B].push_back({To, 0});
      Arc[B].push_back(C[B] ? F.addEdge(Out(B), In(To < 0 ? N : To), Inf)
                            : ~0U);
    }
  }
  uint64_t Flow = F.run(S, T);
  if (Flow != Supply || Supply != Demand) {
    // Name a block whose count no neighbour can balance, when easy to see.
    for (unsigned B = 0; B < N; ++B) {
      uint64_t InSum = B == 0 ? 1 : 0;
      for (unsigned P : G.block(B).Preds)
        InSum += C[P] ? C[P] : 0;
      if (C[B] && InSum == 0)
        return Inconsistent("block '" + G.block(B).Name +
                            "' executes but no predecessor does");
    }
    return Inconsistent("no path through the blocks executes each block "
                        "exactly as often as given (the counts of the "
                        "predecessors and successors of a block do not "
                        "balance)");
  }
  for (unsigned B = 0; B < N; ++B)
    for (unsigned I = 0; I < Edges[B].size(); ++I)
      Edges[B][I].Count = Arc[B][I] == ~0U ? 0 : F.flow(Arc[B][I]);

  // A spanning tree towards the end over the used edges; each block leaves
  // through its tree edge last, which makes the walk an Euler path.
  LastEdge.assign(N, -1);
  std::vector<bool> Reached(N, false);
  std::deque<int> Q;
  for (unsigned B = 0; B < N; ++B)
    for (unsigned I = 0; I < Edges[B].size(); ++I)
      if (Edges[B][I].To < 0 && Edges[B][I].Count) {
        Reached[B] = true;
        LastEdge[B] = I;
        Q.push_back(B);
      }
  while (!Q.empty()) {
    unsigned V = Q.front();
    Q.pop_front();
    for (unsigned P : G.block(V).Preds) {
      if (Reached[P])
        continue;
      for (unsigned I = 0; I < Edges[P].size(); ++I)
        if (Edges[P][I].To == int(V) && Edges[P][I].Count) {
          Reached[P] = true;
          LastEdge[P] = I;
          Q.push_back(P);
          break;
        }
    }
  }
  for (unsigned B = 0; B < N; ++B)
    if (C[B] && !Reached[B])
      return Inconsistent("block '" + G.block(B).Name +
                          "' can only run in a cycle that the path from the "
                          "entry never enters");
  EdgeBase.assign(N + 1, 0);
  for (unsigned B = 0; B < N; ++B)
    EdgeBase[B + 1] = EdgeBase[B] + Edges[B].size();
  return Error::success();
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

//===----------------------------------------------------------------------===//
// Cursors.
//===----------------------------------------------------------------------===//

TraceCursor::TraceCursor(const DynamicTrace &T, unsigned Wave) : T(T) {
  HeaderCount.assign(T.LN.loops().size(), 0);
  // Each wave its own sequence; wave 0 keeps the plain seed.
  RNG = T.Seed + uint64_t(Wave) * 0xD1B54A32D192ED03ULL;
  if (T.M == DynamicTrace::Mode::Counts)
    for (const auto &Es : T.Edges)
      for (const auto &E : Es)
        Remaining.push_back(E.Count);
}

double TraceCursor::random() {
  // SplitMix64: deterministic for a given -seed.
  uint64_t Z = (RNG += 0x9E3779B97F4A7C15ULL);
  Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBULL;
  Z ^= Z >> 31;
  return double(Z >> 11) * 0x1.0p-53;
}

void TraceCursor::enter(unsigned To, unsigned From) {
  int L = T.LN.getLoopWithHeader(To);
  if (L < 0)
    return;
  if (T.LN.contains(L, From))
    ++HeaderCount[L];
  else
    HeaderCount[L] = 1;
}

int TraceCursor::leaving(unsigned B) const {
  int Out = -1;
  for (int L = T.LN.getLoopFor(B); L >= 0; L = T.LN.loop(L).Parent)
    if (T.Loops[L].Bounded && HeaderCount[L] > T.Trip[L])
      Out = L;
  return Out;
}

bool TraceCursor::decide(unsigned B) {
  const BasicBlock &BB = T.G.block(B);
  // A bounded endless loop whose passes are done: the nearer way out.
  if (int L = leaving(B); L >= 0) {
    const std::vector<unsigned> &Dist = T.ExitDistance[L];
    auto D = [&](int S) { return S < 0 ? 0U : Dist[S]; };
    return D(BB.Taken) < D(BB.Fall);
  }
  if (const std::optional<BranchChoice> &C = T.Choice[B]) {
    switch (C->K) {
    case BranchChoice::Taken:
      return true;
    case BranchChoice::NotTaken:
      return false;
    case BranchChoice::Probability:
      return random() < C->P;
    case BranchChoice::Uniform:
      break;
    }
  }
  // The innermost loop that one successor stays in and the other leaves.
  for (int L = T.LN.getLoopFor(B); L >= 0; L = T.LN.loop(L).Parent) {
    bool InT = BB.Taken >= 0 && T.LN.contains(L, BB.Taken);
    bool InF = BB.Fall >= 0 && T.LN.contains(L, BB.Fall);
    if (InT == InF)
      continue;
    bool Stay = true;
    if (T.Controlling[L] == int(B))
      Stay = HeaderCount[L] < T.Trip[L];
    return Stay ? InT : !InT;
  }
  return T.defaultTaken(B);
}

bool TraceCursor::step() {
  if (Done)
    return false;
  if (!Started) {
    Started = true;
    Current = 0;
    if (T.G.size() == 0) {
      Done = true;
      return false;
    }
    // A loop whose header is the entry is entered by starting the wave.
    int L = T.LN.getLoopWithHeader(0);
    if (L >= 0)
      HeaderCount[L] = 1;
    return true;
  }
  unsigned B = Current;
  const BasicBlock &BB = T.G.block(B);
  int Next = -1;
  switch (T.M) {
  case DynamicTrace::Mode::Straight:
    Next = B + 1 < T.G.size() ? int(B + 1) : -1;
    break;
  case DynamicTrace::Mode::Counts: {
    const auto &Es = T.Edges[B];
    unsigned Base = T.EdgeBase[B];
    int Pick = -1;
    for (unsigned I = 0; I < Es.size(); ++I) {
      if (!Remaining[Base + I] || int(I) == T.LastEdge[B])
        continue;
      if (Pick < 0 || Remaining[Base + I] > Remaining[Base + Pick])
        Pick = I;
    }
    if (Pick < 0 && T.LastEdge[B] >= 0 && Remaining[Base + T.LastEdge[B]])
      Pick = T.LastEdge[B];
    if (Pick < 0) {
      Next = -1;
      break;
    }
    --Remaining[Base + Pick];
    Next = Es[Pick].To;
    break;
  }
  case DynamicTrace::Mode::Follow:
    switch (BB.Kind) {
    case BlockEnd::EndProgram:
    case BlockEnd::Return:
    case BlockEnd::Indirect:
      Next = -1;
      break;
    case BlockEnd::FallThrough:
    case BlockEnd::Call:
      Next = BB.Fall;
      break;
    case BlockEnd::Branch:
      Next = BB.Taken;
      break;
    case BlockEnd::CondBranch:
      Next = decide(B) ? BB.Taken : BB.Fall;
      break;
    }
    break;
  }
  // A loop without a conditional exit (after a trap, `s_sethalt` and an
  // `s_branch` to itself) is where a wave stops for good: the stream ends
  // where it would enter it, instead of running until -max-dynamic-blocks
  // fails the region (or a halted wave stalls the wave pipeline).
  if (T.M == DynamicTrace::Mode::Follow && Next >= 0) {
    int L = T.LN.getLoopWithHeader(Next);
    if (L >= 0 && T.LN.loop(L).ExitingBlocks.empty())
      Next = -1;
  }
  if (Next < 0) {
    Done = true;
    return false;
  }
  if (T.M == DynamicTrace::Mode::Follow)
    enter(Next, B);
  Current = Next;
  return true;
}

bool TraceCursor::next(TraceSegment &S) {
  unsigned B;
  if (Pending) {
    B = *Pending;
    Pending.reset();
  } else {
    if (!step())
      return false;
    B = Current;
  }
  S.Block = B;
  S.Repeat = 1;
  // Long runs are split so that a caller can stop an endless stream.
  constexpr uint64_t MaxRepeat = uint64_t(1) << 20;
  while (step()) {
    if (unsigned(Current) != B || S.Repeat == MaxRepeat) {
      Pending = Current;
      break;
    }
    ++S.Repeat;
  }
  return true;
}

std::optional<unsigned> DynamicInstCursor::next() {
  while (Pos == End) {
    if (RepeatLeft == 0) {
      if (!Segments.next(Seg))
        return std::nullopt;
      RepeatLeft = Seg.Repeat;
    }
    --RepeatLeft;
    const BasicBlock &B = T.getCFG().block(Seg.Block);
    Pos = B.Begin;
    End = B.End;
  }
  return Pos++;
}
