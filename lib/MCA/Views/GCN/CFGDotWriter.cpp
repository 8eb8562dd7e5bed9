//===- CFGDotWriter.cpp - Control-flow graphs as Graphviz DOT -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Writes regions' CFGs, loops and block costs as Graphviz DOT (see
/// CFGDotWriter.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/CFGDotWriter.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

/// \p S as the inside of a DOT double-quoted string.
static std::string escape(StringRef S) {
  std::string R;
  for (char C : S) {
    if (C == '"' || C == '\\')
      R += '\\';
    if (C == '\n') {
      R += "\\n";
      continue;
    }
    R += C;
  }
  return R;
}

namespace {
/// Draws one region.
class RegionDrawer {
public:
  RegionDrawer(raw_ostream &OS, const CFGDotRegion &R, unsigned RIdx)
      : OS(OS), R(R), RIdx(RIdx), G(R.RCF->getCFG()), LN(R.RCF->getLoops()),
        T(R.RCF->getTrace()) {
    HasWave = R.Stats.size() == G.size();
    for (const BasicBlock &B : G.blocks()) {
      Cost.push_back(blockCost(B));
      MaxCost = std::max(MaxCost, Cost.back());
      TotalCost += Cost.back();
    }
  }

  void draw() {
    OS << "  subgraph cluster_r" << RIdx << " {\n"
       << "    label=\"" << escape(regionLabel()) << "\";\n"
       << "    labelloc=t; fontname=\"Helvetica\"; style=solid; color=black;\n";
    for (const Loop &L : LN.loops())
      if (L.Parent < 0)
        drawLoop(L, "    ");
    for (const BasicBlock &B : G.blocks())
      if (LN.getLoopFor(B.Index) < 0)
        drawBlock(B, "    ");
    OS << "  }\n";
    for (const BasicBlock &B : G.blocks())
      drawEdges(B);
  }

private:
  uint64_t blockCost(const BasicBlock &B) const {
    if (HasWave) {
      const CFGView::WaveBlockStats &S = R.Stats[B.Index];
      return S.Issued * R.SlotCycles + S.StallCycles;
    }
    return T.getExecutions(B.Index) * B.size();
  }

  std::string node(unsigned B) const {
    return formatv("r{0}_b{1}", RIdx, B).str();
  }

  std::string regionLabel() const {
    std::string L = "Region " + std::to_string(RIdx);
    if (!R.Name.empty())
      L += ": " + R.Name;
    L += HasWave ? "\nblock cost: wave-cycles (issue + stall cycles, all "
                   "waves); red = most costly block"
                 : "\nblock cost: instructions one wave executes; red = "
                   "most executed block";
    return L;
  }

  void drawLoop(const Loop &L, StringRef Indent) {
    const DynamicTrace::LoopSummary &S = T.getLoopSummary(L.Index);
    std::string Label =
        formatv("loop {0} (depth {1})", G.block(L.Header).Name, L.Depth).str();
    if (S.TripCount)
      Label += formatv("\ntrip count {0} ({1})", S.TripCount, S.Source).str();
    Label +=
        formatv("\nheader executions per wave {0}", S.HeaderExecutions).str();
    OS << Indent << "subgraph cluster_r" << RIdx << "_l" << L.Index << " {\n"
       << Indent << "  label=\"" << escape(Label) << "\";\n"
       << Indent << "  style=dashed; color=blue; fontcolor=blue;\n";
    std::string Inner = (Indent + "  ").str();
    for (unsigned C : L.Children)
      drawLoop(LN.loop(C), Inner);
    for (unsigned B : L.Blocks)
      if (LN.getLoopFor(B) == int(L.Index))
        drawBlock(G.block(B), Inner);
    OS << Indent << "}\n";
  }

  void drawBlock(const BasicBlock &B, StringRef Indent) {
    uint64_t C = Cost[B.Index];
    double Share = TotalCost ? double(C) / double(TotalCost) : 0.0;
    double Heat = MaxCost ? double(C) / double(MaxCost) : 0.0;
    std::string Label = formatv("{0}\n{1} instructions, {2} executions/wave",
                                B.Name, B.size(), T.getExecutions(B.Index))
                            .str();
    if (HasWave) {
      const CFGView::WaveBlockStats &S = R.Stats[B.Index];
      Label += formatv("\ncost {0} cycles ({1:F1}%)", C, Share * 100.0).str();
      if (S.StallCycles)
        Label +=
            formatv("\nstall {0} cycles, top {1}", S.StallCycles, S.TopStall)
                .str();
    } else {
      Label += formatv("\n{0} dynamic instructions ({1:F1}%)", C, Share * 100.0)
                   .str();
    }
    // HSV: red hue, saturation by cost relative to the costliest block.
    OS << Indent << node(B.Index) << " [shape=box, style=filled, "
       << "fontname=\"Helvetica\", fillcolor=\""
       << formatv("0.000 {0:F3} 1.000", Heat) << "\", label=\"" << escape(Label)
       << "\"];\n";
  }

  void drawEdges(const BasicBlock &B) {
    auto Edge = [&](int To, StringRef Label) {
      if (To < 0)
        return;
      bool Back = false;
      int L = LN.getLoopWithHeader(To);
      if (L >= 0 && LN.contains(L, B.Index))
        Back = true;
      OS << "  " << node(B.Index) << " -> " << node(To) << " [";
      if (!Label.empty())
        OS << "label=\"" << Label << "\"";
      if (Back)
        OS << (Label.empty() ? "" : ", ") << "style=bold, color=blue";
      OS << "];\n";
    };
    bool Cond = B.isConditional();
    Edge(B.Taken, Cond ? "T" : "");
    Edge(B.Fall, Cond ? "F" : "");
  }

  raw_ostream &OS;
  const CFGDotRegion &R;
  unsigned RIdx;
  const ControlFlowGraph &G;
  const LoopNest &LN;
  const DynamicTrace &T;
  bool HasWave = false;
  std::vector<uint64_t> Cost;
  uint64_t MaxCost = 0, TotalCost = 0;
};
} // namespace

void llvm::gcnmca::writeCFGDot(raw_ostream &OS,
                               ArrayRef<CFGDotRegion> Regions) {
  OS << "// gcn-mca -cfg-dot: render with `dot -Tsvg FILE -o cfg.svg`.\n"
     << "digraph gcn_mca_cfg {\n"
     << "  node [fontname=\"Helvetica\"]; edge [fontname=\"Helvetica\"];\n";
  for (unsigned I = 0; I < Regions.size(); ++I)
    if (Regions[I].RCF)
      RegionDrawer(OS, Regions[I], I).draw();
  OS << "}\n";
}
