//===- Dominators.cpp - Dominator tree of a region's CFG ------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Iterative immediate-dominator computation (see Dominators.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/Dominators.h"
#include "gcn-mca/Analysis/ControlFlow/CFG.h"
#include <utility>

using namespace llvm;
using namespace llvm::gcnmca;

DominatorTree::DominatorTree(const ControlFlowGraph &G)
    : IDom(G.size(), -1), RPONumber(G.size(), ~0U) {
  unsigned N = G.size();
  if (N == 0)
    return;
  // Iterative DFS for the post-order (no recursion: graphs can be large).
  std::vector<unsigned> PostOrder;
  std::vector<bool> Visited(N, false);
  std::vector<std::pair<unsigned, unsigned>> Stack;
  Stack.push_back({0, 0});
  Visited[0] = true;
  while (!Stack.empty()) {
    auto &[B, NextSucc] = Stack.back();
    const auto &Succs = G.block(B).Succs;
    if (NextSucc < Succs.size()) {
      unsigned S = Succs[NextSucc++];
      if (!Visited[S]) {
        Visited[S] = true;
        Stack.push_back({S, 0});
      }
      continue;
    }
    PostOrder.push_back(B);
    Stack.pop_back();
  }
  RPO.assign(PostOrder.rbegin(), PostOrder.rend());
  for (unsigned I = 0; I < RPO.size(); ++I)
    RPONumber[RPO[I]] = I;

  auto Intersect = [&](unsigned A, unsigned B) {
    while (A != B) {
      while (RPONumber[A] > RPONumber[B])
        A = IDom[A];
      while (RPONumber[B] > RPONumber[A])
        B = IDom[B];
    }
    return A;
  };
  IDom[0] = 0;
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (unsigned I = 1; I < RPO.size(); ++I) {
      unsigned B = RPO[I];
      int NewIDom = -1;
      for (unsigned P : G.block(B).Preds) {
        if (IDom[P] < 0)
          continue; // Unprocessed or unreachable.
        NewIDom = NewIDom < 0 ? int(P) : int(Intersect(P, NewIDom));
      }
      if (NewIDom != IDom[B]) {
        IDom[B] = NewIDom;
        Changed = true;
      }
    }
  }
}

bool DominatorTree::dominates(unsigned A, unsigned B) const {
  if (IDom[A] < 0 || IDom[B] < 0)
    return false;
  while (true) {
    if (A == B)
      return true;
    if (B == 0)
      return false;
    B = IDom[B];
  }
}
