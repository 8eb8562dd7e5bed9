//===- TraceCounts.cpp - A path that matches given block counts ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// DynamicTrace's -block-counts mode (DynamicTrace.h): edge counts that
/// match the given block counts (a maximum flow), checked to form one walk
/// from the entry to an end.
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

