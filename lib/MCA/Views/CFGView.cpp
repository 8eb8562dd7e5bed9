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
#include "gcn-mca/MCA/Views/GCN/TextTable.h"
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
  bool PerWave = PerWaveBlocks.size() == G.size();
  bool PerWaveLoop = PerWaveLoops.size() == LN.loops().size();
  OS << "\nControl Flow Graph:\n";
  OS << "Stream:            " << modeName(T.getMode()) << '\n';
  OS << "Blocks:            " << G.size() << '\n';
  OS << "Loops:             " << LN.loops().size() << '\n';
  OS << "Dynamic blocks:    " << T.getNumDynamicBlocks() << '\n';
  OS << "Dynamic instrs:    " << T.getNumDynamicInstructions()
     << "   (per wave)\n";

  // Columns as wide as their values, split to fit the report width.
  using A = TextTable::Align;
  TextTable Blocks;
  for (StringRef H : {"[#]", "Block"})
    Blocks.addColumn(H, A::Left);
  Blocks.addColumn("Insts", A::Right);
  Blocks.addColumn("Lines", A::Left);
  Blocks.addColumn("Depth", A::Right);
  Blocks.addColumn("End", A::Left);
  Blocks.addColumn("Successors", A::Left);
  Blocks.addColumn("Execs", A::Right);
  Blocks.addColumn("DynInsts", A::Right);
  if (HasWave)
    for (StringRef H : {"Issued", "StallCyc", "Stall%", "Cyc/Exec"})
      Blocks.addColumn(H, A::Right);
  if (HasWave)
    Blocks.addColumn("Top stall", A::Left);
  if (PerWave)
    Blocks.addColumn("Waves", A::Right);
  Blocks.setKeyColumns(2);
  for (const BasicBlock &B : G.blocks()) {
    std::vector<std::string> Cells = {
        "[" + std::to_string(B.Index) + "]",
        B.Name,
        std::to_string(B.size()),
        std::to_string(lineOf(B.FirstLoc)) + "-" +
            std::to_string(lineOf(B.LastLoc)),
        std::to_string(LN.getDepth(B.Index)),
        getBlockEndName(B.Kind).str(),
        successors(B.Index),
        std::to_string(T.getExecutions(B.Index)),
        std::to_string(T.getExecutions(B.Index) * B.size())};
    if (HasWave) {
      const WaveBlockStats &W = WaveStats[B.Index];
      Cells.push_back(std::to_string(W.Issued));
      Cells.push_back(std::to_string(W.StallCycles));
      Cells.push_back(formatv("{0:F2}%", W.StallShare * 100.0).str());
      Cells.push_back(formatv("{0:F2}", W.CyclesPerExecution).str());
      Cells.push_back(W.TopStall);
    }
    if (PerWave)
      Cells.push_back(std::to_string(PerWaveBlocks[B.Index]));
    Blocks.addRow(std::move(Cells));
  }
  OS << '\n';
  Blocks.print(OS, ReportWidth);
  if (LN.loops().empty())
    return;
  TextTable Loops;
  Loops.addColumn("[#]", A::Left);
  Loops.addColumn("Loop header", A::Left);
  Loops.addColumn("Depth", A::Right);
  Loops.addColumn("Parent", A::Left);
  Loops.addColumn("Blocks", A::Right);
  Loops.addColumn("Trip", A::Right);
  Loops.addColumn("Source", A::Left);
  Loops.addColumn("Entries", A::Right);
  Loops.addColumn("HeaderExecs", A::Right);
  if (PerWave)
    Loops.addColumn("Waves", A::Right);
  Loops.setKeyColumns(2);
  for (const Loop &L : LN.loops()) {
    const DynamicTrace::LoopSummary &S = T.getLoopSummary(L.Index);
    std::string Trip =
        S.TripCount ? std::to_string(S.TripCount) : std::string("-");
    std::string Source = S.Source;
    if (PerWaveLoop && PerWaveLoops[L.Index].Shown) {
      // As the Assumptions block: the range the waves derived.
      const LoopPerWave &P = PerWaveLoops[L.Index];
      Trip = std::to_string(P.Min) +
             (P.Max != P.Min ? ".." + std::to_string(P.Max) : std::string());
      Source = "derived per wave";
      if (P.Derived != P.Entered)
        Source += " (" + std::to_string(P.Derived) + " of " +
                  std::to_string(P.Entered) + ")";
    }
    std::vector<std::string> Cells = {
        "[" + std::to_string(L.Index) + "]",
        G.block(L.Header).Name,
        std::to_string(L.Depth),
        L.Parent >= 0 ? "[" + std::to_string(L.Parent) + "]"
                      : std::string("-"),
        std::to_string(L.Blocks.size()),
        Trip,
        Source,
        std::to_string(S.Entries),
        std::to_string(S.HeaderExecutions)};
    if (PerWave)
      Cells.push_back(std::to_string(PerWaveBlocks[L.Header]));
    Loops.addRow(std::move(Cells));
  }
  OS << '\n';
  Loops.print(OS, ReportWidth);
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
    if (PerWaveBlocks.size() == G.size())
      O["Waves"] = PerWaveBlocks[B.Index];
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
    json::Object LO{{"Index", L.Index},
                     {"Header", L.Header},
                     {"HeaderName", G.block(L.Header).Name},
                     {"Depth", L.Depth},
                     {"Parent", L.Parent},
                     {"Blocks", std::move(Members)},
                     {"ControllingExit", S.ControllingExit},
                     {"TripCount", int64_t(S.TripCount)},
                     {"TripCountSource", S.Source},
                     {"Entries", int64_t(S.Entries)},
                     {"HeaderExecutions", int64_t(S.HeaderExecutions)}};
    if (PerWaveBlocks.size() == G.size())
      LO["Waves"] = PerWaveBlocks[L.Header];
    if (PerWaveLoops.size() == LN.loops().size() &&
        PerWaveLoops[L.Index].Shown) {
      const LoopPerWave &P = PerWaveLoops[L.Index];
      LO["PerWave"] = json::Object{{"Min", int64_t(P.Min)},
                                   {"Max", int64_t(P.Max)},
                                   {"Waves", P.Derived},
                                   {"Entered", P.Entered}};
    }
    Loops.push_back(std::move(LO));
  }
  return json::Object{
      {"Stream", modeName(T.getMode())},
      {"DynamicBlocks", int64_t(T.getNumDynamicBlocks())},
      {"DynamicInstructions", int64_t(T.getNumDynamicInstructions())},
      {"Blocks", std::move(Blocks)},
      {"Loops", std::move(Loops)}};
}
