//===- Loops.cpp - Natural loops and their nesting ------------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Natural-loop discovery, nesting and irreducibility check (see Loops.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/Loops.h"
#include "gcn-mca/Analysis/ControlFlow/CFG.h"
#include "gcn-mca/Analysis/ControlFlow/Dominators.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

LoopNest::LoopNest(const ControlFlowGraph &G, const DominatorTree &DT)
    : Innermost(G.size(), -1), HeaderOf(G.size(), -1) {
  unsigned N = G.size();
  if (N == 0)
    return;

  // Irreducibility: a retreating DFS edge to a block that does not dominate
  // its source.
  {
    std::vector<uint8_t> State(N, 0); // 0 new, 1 on stack, 2 done.
    std::vector<std::pair<unsigned, unsigned>> Stack;
    Stack.push_back({0, 0});
    State[0] = 1;
    while (!Stack.empty() && !IrreducibleEdge) {
      auto &[B, Next] = Stack.back();
      const auto &Succs = G.block(B).Succs;
      if (Next < Succs.size()) {
        unsigned S = Succs[Next++];
        if (State[S] == 0) {
          State[S] = 1;
          Stack.push_back({S, 0});
        } else if (State[S] == 1 && !DT.dominates(S, B)) {
          IrreducibleEdge = std::make_pair(B, S);
        }
        continue;
      }
      State[B] = 2;
      Stack.pop_back();
    }
  }
  if (IrreducibleEdge)
    return;

  // One loop per header, with all its latches.
  std::vector<int> LoopOfHeader(N, -1);
  for (unsigned B = 0; B < N; ++B) {
    if (!DT.isReachable(B))
      continue;
    for (unsigned S : G.block(B).Succs) {
      if (!DT.dominates(S, B))
        continue;
      if (LoopOfHeader[S] < 0) {
        LoopOfHeader[S] = Loops.size();
        Loop L;
        L.Header = S;
        Loops.push_back(L);
      }
      Loops[LoopOfHeader[S]].Latches.push_back(B);
    }
  }
  // Bodies: blocks reaching a latch backwards without crossing the header.
  Member.assign(Loops.size(), std::vector<bool>(N, false));
  for (unsigned I = 0; I < Loops.size(); ++I) {
    Loop &L = Loops[I];
    std::vector<bool> &In = Member[I];
    In[L.Header] = true;
    std::vector<unsigned> Work(L.Latches.begin(), L.Latches.end());
    while (!Work.empty()) {
      unsigned B = Work.back();
      Work.pop_back();
      if (In[B])
        continue;
      In[B] = true;
      for (unsigned P : G.block(B).Preds)
        if (!In[P] && DT.isReachable(P))
          Work.push_back(P);
    }
    for (unsigned B = 0; B < N; ++B)
      if (In[B])
        L.Blocks.push_back(B);
  }

  // Outer loops first.
  std::vector<unsigned> Order(Loops.size());
  for (unsigned I = 0; I < Order.size(); ++I)
    Order[I] = I;
  llvm::stable_sort(Order, [&](unsigned A, unsigned B) {
    if (Loops[A].Blocks.size() != Loops[B].Blocks.size())
      return Loops[A].Blocks.size() > Loops[B].Blocks.size();
    return Loops[A].Header < Loops[B].Header;
  });
  std::vector<Loop> Sorted;
  std::vector<std::vector<bool>> SortedMember;
  for (unsigned I : Order) {
    Sorted.push_back(std::move(Loops[I]));
    SortedMember.push_back(std::move(Member[I]));
  }
  Loops = std::move(Sorted);
  Member = std::move(SortedMember);

  for (unsigned I = 0; I < Loops.size(); ++I) {
    Loop &L = Loops[I];
    L.Index = I;
    HeaderOf[L.Header] = I;
    // The parent is the smallest earlier loop containing the header.
    for (int J = int(I) - 1; J >= 0; --J)
      if (Member[J][L.Header]) {
        L.Parent = J;
        break;
      }
    if (L.Parent >= 0) {
      Loops[L.Parent].Children.push_back(I);
      L.Depth = Loops[L.Parent].Depth + 1;
    }
    for (unsigned B : L.Blocks)
      Innermost[B] = I; // Later (inner) loops overwrite.

    for (unsigned B : L.Blocks) {
      const BasicBlock &BB = G.block(B);
      // Edges leaving the region (taken or falling off its end) exit too.
      bool Leaves = false;
      if (BB.Kind == BlockEnd::CondBranch)
        Leaves = BB.Taken < 0 || BB.Fall < 0;
      else if (BB.Kind == BlockEnd::Branch)
        Leaves = BB.Taken < 0;
      else if (BB.Kind == BlockEnd::FallThrough || BB.Kind == BlockEnd::Call)
        Leaves = BB.Fall < 0;
      for (unsigned S : BB.Succs)
        Leaves |= !Member[I][S];
      if (Leaves)
        L.ExitingBlocks.push_back(B);
    }
    auto IsCond = [&](unsigned B) { return G.block(B).isConditional(); };
    for (unsigned B : L.ExitingBlocks)
      if (IsCond(B) && is_contained(L.Latches, B))
        L.ControllingExit = B;
    if (L.ControllingExit < 0 && is_contained(L.ExitingBlocks, L.Header) &&
        IsCond(L.Header))
      L.ControllingExit = L.Header;
    if (L.ControllingExit < 0)
      for (unsigned B : L.ExitingBlocks)
        if (IsCond(B))
          L.ControllingExit = B;
  }
}

bool LoopNest::contains(unsigned L, unsigned Block) const {
  return Member[L][Block];
}

int LoopNest::getLoopWithHeader(unsigned Block) const {
  return Block < HeaderOf.size() ? HeaderOf[Block] : -1;
}
