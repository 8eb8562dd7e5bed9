//===- BottleneckAnalysisView.h - llvm-mca's bottleneck analysis -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// BottleneckAnalysisView is llvm-mca's -bottleneck-analysis view for
/// -pipeline=llvm-mca, text and JSON in llvm-mca 22's format: the cycles in
/// which the pipeline reported a backend pressure increase (by resources,
/// register or memory dependencies) and the critical sequence of
/// instructions, the costliest path of a dependency graph whose edges are
/// seen in the simulation.
///
/// The graph has three copies of the region (previous, current and next
/// iteration) so that a loop-carried dependency stays an edge forward and
/// the graph acyclic. An edge's cost adds up over the iterations it is seen
/// in: a register or memory edge costs its critical latency plus twice the
/// pressure cycles its consumer saw; a resource edge the cycles the previous
/// user held the unit plus twice the consumer's resource pressure cycles.
/// Edges seen in at most 10% of the iterations (and not in all) are dropped
/// before the costs are propagated from the nodes without predecessors.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_BOTTLENECKANALYSISVIEW_H
#define GCN_MCA_MCA_VIEWS_BOTTLENECKANALYSISVIEW_H

#include "gcn-mca/MCA/Views/InstructionView.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <utility>
#include <vector>

namespace llvm {
class MCSchedModel;
class formatted_raw_ostream;
namespace gcnmca {

class BottleneckAnalysisView : public InstructionView {
public:
  /// The kind of a dependency edge (the numbers are llvm-mca's JSON "Type").
  enum class EdgeKind : unsigned { Register = 1, Memory = 2, Resource = 3 };

private:
  struct Edge {
    EdgeKind Kind = EdgeKind::Register;
    /// The register, or the resource's mask (a resource edge).
    uint64_t What = 0;
    uint64_t Cost = 0;
    unsigned From = 0, To = 0;
    /// Iterations the edge was seen in.
    unsigned Seen = 0;
  };
  struct Node {
    unsigned Preds = 0, PredsDone = 0;
    uint64_t Cost = 0;
    unsigned Depth = 0;
    Edge Critical;
    std::vector<Edge> Out;
  };
  /// Pressure cycles an in-flight instruction has seen, per cause.
  struct Pressure {
    unsigned Register = 0, Memory = 0, Resource = 0;
  };

  const MCSchedModel &SM;
  MCInstPrinter &IP;
  unsigned Iterations;
  unsigned TotalCycles = 0;
  /// Set by any stall event: without one no bottleneck is reported.
  bool SawStall = false;
  /// This cycle's pressure increases.
  bool ByResources = false, ByRegisters = false, ByMemory = false;
  /// Cycles with a pressure increase: any, by resources, by data
  /// dependencies, by register and by memory dependencies.
  unsigned PressureCycles = 0, ResourceCycles = 0, DataCycles = 0,
           RegisterCycles = 0, MemoryCycles = 0;

  /// Dispatched and not yet executed instructions (source index).
  DenseMap<unsigned, Pressure> InFlight;
  /// Per processor resource: its mask, its first unit in LastUse, and the
  /// cycles it was seen busy in a pressure increase.
  SmallVector<uint64_t, 16> ResourceMask;
  SmallVector<unsigned, 16> FirstUnit;
  SmallVector<unsigned, 16> BusyCycles;
  /// Resource-state index (of a mask) -> processor resource.
  SmallVector<unsigned, 16> StateToResource;
  /// Per resource unit: the last instruction issued to it and the cycles
  /// it held the unit (0: none).
  std::vector<std::pair<unsigned, unsigned>> LastUse;

  std::vector<Node> Nodes;

  void countBusyResources(uint64_t Mask);
  void addEdge(EdgeKind K, unsigned From, unsigned To, uint64_t What,
               uint64_t Cost);
  void finishGraph();
  /// The edges of the costliest path, first to last.
  SmallVector<const Edge *, 16> criticalSequence() const;
  void printHints(raw_ostream &OS) const;
  void printCriticalSequence(raw_ostream &OS) const;
  void printInstruction(formatted_raw_ostream &FOS, unsigned Idx) const;
  bool found() const { return SawStall && PressureCycles; }

public:
  BottleneckAnalysisView(const MCSubtargetInfo &STI, MCInstPrinter &IP,
                         ArrayRef<MCInst> Source, unsigned Iterations);

  void onCycleEnd() override;
  void onEvent(const mca::HWStallEvent &) override { SawStall = true; }
  void onEvent(const mca::HWPressureEvent &Event) override;
  void onEvent(const mca::HWInstructionEvent &Event) override;
  using InstructionView::onEvent;
  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "BottleneckAnalysis"; }
  bool isSerializable() const override { return true; }
  json::Value toJSON() const override;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_BOTTLENECKANALYSISVIEW_H
