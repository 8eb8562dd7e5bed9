//===- LaunchDerivation.cpp - Trip counts and branches from a launch ------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// One wave's walk through a region with the integer side emulated (see
/// LaunchDerivation.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/LaunchDerivation.h"
#include "gcn-mca/Analysis/ControlFlow/CFG.h"
#include "gcn-mca/Analysis/ControlFlow/Loops.h"
#include "gcn-mca/Analysis/WaveEmulator.h"

using namespace llvm;
using namespace llvm::gcnmca;

/// True when \p B's conditional branch has one successor in some loop that
/// contains \p B and the other outside it (a loop exit).
static bool isLoopExit(const ControlFlowGraph &G, const LoopNest &LN,
                       unsigned B) {
  const BasicBlock &BB = G.block(B);
  for (int L = LN.getLoopFor(B); L >= 0; L = LN.loop(L).Parent) {
    bool InT = BB.Taken >= 0 && LN.contains(L, BB.Taken);
    bool InF = BB.Fall >= 0 && LN.contains(L, BB.Fall);
    if (InT != InF)
      return true;
  }
  return false;
}

std::string LaunchDerivation::unknownBranchWhy(
    const ControlFlowGraph &G, unsigned B, ArrayRef<MCInst> Insts,
    const WaveEmulator &E, function_ref<std::string(unsigned)> Describe) {
  // The branch's condition and where its unknown value came from.
  int Origin = -1;
  const BasicBlock &BB = G.block(B);
  StringRef What;
  switch (BB.Cond) {
  case BranchCondition::ExecZ:
  case BranchCondition::ExecNZ:
    Origin = E.originOfExec();
    What = "EXEC";
    break;
  default: {
    // scc or vcc by the branch's name.
    std::string Text = Describe(BB.End - 1);
    bool VCC = StringRef(Text).contains("vcc");
    Origin = VCC ? E.originOfVCC() : E.originOfSCC();
    What = VCC ? "VCC" : "SCC";
    break;
  }
  }
  std::string S = "the branch at " + Describe(BB.End - 1) + " tests " +
                  What.str() + ", unknown";
  if (Origin >= 0 && unsigned(Origin) < Insts.size()) {
    std::string Note = E.originNote(Origin);
    S += " since " + (Note.empty() ? std::string() : Note + " read by ") +
         Describe(unsigned(Origin));
  }
  return S;
}

DerivedControlFlow
LaunchDerivation::derive(const ControlFlowGraph &G, const LoopNest &LN,
                         ArrayRef<MCInst> Insts, WaveEmulator &E,
                         uint64_t MaxSteps,
                         function_ref<std::string(unsigned)> Describe,
                         ArrayRef<std::optional<bool>> Given) {
  DerivedControlFlow D;
  unsigned NL = LN.loops().size();
  D.TripCount.assign(NL, std::nullopt);
  D.Entries.assign(NL, 0);
  D.LoopWhy.assign(NL, std::string());
  D.Taken.assign(G.size(), std::nullopt);
  D.BranchWhy.assign(G.size(), std::string());
  if (G.size() == 0) {
    D.Completed = true;
    return D;
  }
  std::vector<uint64_t> Count(NL, 0), Sum(NL, 0);
  std::vector<bool> Open(NL, false);
  // Directions seen per block: bit 0 taken, bit 1 not taken.
  std::vector<uint8_t> Seen(G.size(), 0);

  auto Move = [&](int From, unsigned To) {
    // Loops left: one entry completed.
    if (From >= 0)
      for (const Loop &L : LN.loops())
        if (Open[L.Index] && LN.contains(L.Index, From) &&
            !LN.contains(L.Index, To)) {
          Sum[L.Index] += Count[L.Index];
          ++D.Entries[L.Index];
          Open[L.Index] = false;
        }
    int L = LN.getLoopWithHeader(To);
    if (L < 0)
      return;
    if (From >= 0 && LN.contains(L, From) && Open[L]) {
      ++Count[L];
    } else {
      Open[L] = true;
      Count[L] = 1;
    }
  };

  unsigned B = 0;
  Move(-1, 0);
  for (;;) {
    const BasicBlock &BB = G.block(B);
    for (unsigned I = BB.Begin; I < BB.End; ++I) {
      E.setInstructionIndex(int(I));
      E.execute(Insts[I]);
    }
    D.Steps += BB.size();
    if (D.Steps > MaxSteps) {
      D.Stop = "the walk stopped after " + std::to_string(MaxSteps) +
               " instructions";
      break;
    }
    int Next = -1;
    bool End = false;
    switch (BB.Kind) {
    case BlockEnd::FallThrough:
    case BlockEnd::Call:
      Next = BB.Fall;
      End = Next < 0;
      break;
    case BlockEnd::Branch:
      Next = BB.Taken;
      End = Next < 0;
      break;
    case BlockEnd::CondBranch: {
      if (B < Given.size() && Given[B]) {
        // The user's direction: followed, not derived.
        Next = *Given[B] ? BB.Taken : BB.Fall;
        End = Next < 0;
        break;
      }
      std::optional<bool> T =
          BB.End > BB.Begin ? E.branchTaken(Insts[BB.End - 1]) : std::nullopt;
      if (!T) {
        D.Stop = unknownBranchWhy(G, B, Insts, E, Describe);
        D.BranchWhy[B] = D.Stop;
        break;
      }
      Seen[B] |= *T ? 1 : 2;
      Next = *T ? BB.Taken : BB.Fall;
      End = Next < 0;
      break;
    }
    case BlockEnd::EndProgram:
    case BlockEnd::Return:
    case BlockEnd::Indirect:
      End = true;
      break;
    }
    if (!D.Stop.empty())
      break;
    if (End) {
      D.Completed = true;
      // Leaving the region closes the loops still open.
      for (const Loop &L : LN.loops())
        if (Open[L.Index]) {
          Sum[L.Index] += Count[L.Index];
          ++D.Entries[L.Index];
          Open[L.Index] = false;
        }
      break;
    }
    Move(int(B), unsigned(Next));
    B = unsigned(Next);
  }

  for (const Loop &L : LN.loops()) {
    unsigned I = L.Index;
    if (Open[I])
      D.LoopWhy[I] = D.Stop;
    else if (D.Entries[I])
      D.TripCount[I] =
          std::max<uint64_t>(1, (Sum[I] + D.Entries[I] / 2) / D.Entries[I]);
    else
      D.LoopWhy[I] = D.Completed ? "the wave never entered it"
                                 : "the walk ended before it: " + D.Stop;
  }
  for (const BasicBlock &BB : G.blocks()) {
    if (!BB.isConditional() || BB.Cond != BranchCondition::Uniform ||
        isLoopExit(G, LN, BB.Index))
      continue;
    if (Seen[BB.Index] == 1 || Seen[BB.Index] == 2)
      D.Taken[BB.Index] = Seen[BB.Index] == 1;
    else if (Seen[BB.Index] == 3)
      D.BranchWhy[BB.Index] = "it goes both ways";
    else if (D.BranchWhy[BB.Index].empty())
      D.BranchWhy[BB.Index] = D.Completed ? "the wave never reached it"
                                          : "the walk ended before it: " +
                                                D.Stop;
  }
  return D;
}
