//===- CFGView.cpp - Report of a region's control flow --------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Text and JSON output of the control-flow view (see CFGView.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/CFGView.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/FormattedStream.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;
using namespace llvm::gcnmca;

void CFGView::onEvent(const mca::HWInstructionEvent &E) {
  subscribeOnRunStarted(E, this, 0);
}

static StringRef modeName(DynamicTrace::Mode M) {
  switch (M) {
  case DynamicTrace::Mode::Straight:
    return "straight";
  case DynamicTrace::Mode::Follow:
    return "follow";
  case DynamicTrace::Mode::Counts:
    return "block-counts";
  }
  return "?";
}

unsigned CFGView::lineOf(SMLoc Loc) const {
  if (!Loc.isValid() || !SM.FindBufferContainingLoc(Loc))
    return 0;
  return SM.getLineAndColumn(Loc).first;
}

std::string CFGView::successors(unsigned Block) const {
  const ControlFlowGraph &G = RCF.getCFG();
  const BasicBlock &B = G.block(Block);
  std::string S;
  for (unsigned Succ : B.Succs)
    S += (S.empty() ? "" : ",") + G.block(Succ).Name;
  bool Leaves = (B.Kind == BlockEnd::Branch || B.Kind == BlockEnd::CondBranch)
                    ? B.Taken < 0
                    : false;
  if (Leaves)
    S += S.empty() ? "(exit)" : ",(exit)";
  return S.empty() ? "-" : S;
}

void CFGView::printView(raw_ostream &OS) const {
  const ControlFlowGraph &G = RCF.getCFG();
  const LoopNest &LN = RCF.getLoops();
  const DynamicTrace &T = RCF.getTrace();
  bool HasWave = WaveStats.size() == G.size();
  OS << "\nControl Flow Graph:\n";
  OS << "Stream:            " << modeName(T.getMode()) << '\n';
  OS << "Blocks:            " << G.size() << '\n';
  OS << "Loops:             " << LN.loops().size() << '\n';
  OS << "Dynamic blocks:    " << T.getNumDynamicBlocks() << '\n';
  OS << "Dynamic instrs:    " << T.getNumDynamicInstructions()
     << "   (per wave)\n";

  formatted_raw_ostream FOS(OS);
  FOS << "\n[#]  Block               Insts  Lines        Depth  End          "
         "Successors                 Execs    DynInsts";
  if (HasWave)
    FOS << "      Issued    StallCyc  Stall%  Cyc/Exec  Top stall";
  FOS << '\n';
  for (const BasicBlock &B : G.blocks()) {
    FOS << '[' << B.Index << ']';
    FOS.PadToColumn(5);
    FOS << B.Name;
    FOS.PadToColumn(25);
    FOS << B.size();
    FOS.PadToColumn(32);
    FOS << lineOf(B.FirstLoc) << '-' << lineOf(B.LastLoc);
    FOS.PadToColumn(45);
    FOS << LN.getDepth(B.Index);
    FOS.PadToColumn(52);
    FOS << getBlockEndName(B.Kind);
    FOS.PadToColumn(65);
    FOS << successors(B.Index) << ' ';
    FOS.PadToColumn(85);
    FOS << format("%11llu", (unsigned long long)T.getExecutions(B.Index));
    FOS << format(" %11llu",
                  (unsigned long long)(T.getExecutions(B.Index) * B.size()));
    if (HasWave) {
      const WaveBlockStats &W = WaveStats[B.Index];
      FOS << format(" %11llu %11llu %6.2f%% %9.2f  ",
                    (unsigned long long)W.Issued,
                    (unsigned long long)W.StallCycles, W.StallShare * 100.0,
                    W.CyclesPerExecution)
          << W.TopStall;
    }
    FOS << '\n';
  }
  if (!LN.loops().empty()) {
    FOS << "\n[#]  Loop header         Depth  Parent  Blocks  Trip    "
           "Source        Entries  HeaderExecs\n";
    for (const Loop &L : LN.loops()) {
      const DynamicTrace::LoopSummary &S = T.getLoopSummary(L.Index);
      FOS << '[' << L.Index << ']';
      FOS.PadToColumn(5);
      FOS << G.block(L.Header).Name;
      FOS.PadToColumn(25);
      FOS << L.Depth;
      FOS.PadToColumn(32);
      if (L.Parent >= 0)
        FOS << '[' << L.Parent << ']';
      else
        FOS << '-';
      FOS.PadToColumn(40);
      FOS << L.Blocks.size();
      FOS.PadToColumn(48);
      if (S.TripCount)
        FOS << S.TripCount;
      else
        FOS << '-';
      FOS.PadToColumn(56);
      FOS << S.Source;
      FOS.PadToColumn(70);
      FOS << format("%7llu", (unsigned long long)S.Entries);
      FOS << format("  %11llu", (unsigned long long)S.HeaderExecutions);
      FOS << '\n';
    }
  }
  FOS.flush();
}

json::Value CFGView::toJSON() const {
  const ControlFlowGraph &G = RCF.getCFG();
  const LoopNest &LN = RCF.getLoops();
  const DynamicTrace &T = RCF.getTrace();
  json::Array Blocks;
  for (const BasicBlock &B : G.blocks()) {
    json::Array Succs;
    for (unsigned S : B.Succs)
      Succs.push_back(S);
    json::Object O{
        {"Index", B.Index},
        {"Name", B.Name},
        {"FirstInstruction", B.Begin},
        {"LastInstruction", B.End - 1},
        {"FirstLine", lineOf(B.FirstLoc)},
        {"LastLine", lineOf(B.LastLoc)},
        {"End", getBlockEndName(B.Kind)},
        {"Successors", std::move(Succs)},
        {"LeavesRegion",
         (B.Kind == BlockEnd::Branch || B.Kind == BlockEnd::CondBranch) &&
             B.Taken < 0},
        {"Loop", LN.getLoopFor(B.Index)},
        {"LoopDepth", LN.getDepth(B.Index)},
        {"Executions", int64_t(T.getExecutions(B.Index))},
        {"DynamicInstructions", int64_t(T.getExecutions(B.Index) * B.size())}};
    if (std::optional<BranchChoice> C = T.getBranchChoice(B.Index))
      O["BranchChoice"] = C->str();
    if (WaveStats.size() == G.size()) {
      const WaveBlockStats &W = WaveStats[B.Index];
      O["Issued"] = int64_t(W.Issued);
      O["StallCycles"] = int64_t(W.StallCycles);
      O["StallShare"] = W.StallShare;
      O["TopStallReason"] = W.TopStall;
      O["WaveExecutions"] = int64_t(W.Executions);
      O["CyclesPerExecution"] = W.CyclesPerExecution;
    }
    Blocks.push_back(std::move(O));
  }
  json::Array Loops;
  for (const Loop &L : LN.loops()) {
    const DynamicTrace::LoopSummary &S = T.getLoopSummary(L.Index);
    json::Array Members;
    for (unsigned B : L.Blocks)
      Members.push_back(B);
    Loops.push_back(
        json::Object{{"Index", L.Index},
                     {"Header", L.Header},
                     {"HeaderName", G.block(L.Header).Name},
                     {"Depth", L.Depth},
                     {"Parent", L.Parent},
                     {"Blocks", std::move(Members)},
                     {"ControllingExit", S.ControllingExit},
                     {"TripCount", int64_t(S.TripCount)},
                     {"TripCountSource", S.Source},
                     {"Entries", int64_t(S.Entries)},
                     {"HeaderExecutions", int64_t(S.HeaderExecutions)}});
  }
  return json::Object{
      {"Stream", modeName(T.getMode())},
      {"DynamicBlocks", int64_t(T.getNumDynamicBlocks())},
      {"DynamicInstructions", int64_t(T.getNumDynamicInstructions())},
      {"Blocks", std::move(Blocks)},
      {"Loops", std::move(Loops)}};
}
