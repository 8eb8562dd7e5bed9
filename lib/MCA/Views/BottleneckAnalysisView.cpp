//===- BottleneckAnalysisView.cpp - llvm-mca's bottleneck analysis --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the bottleneck view of -pipeline=llvm-mca
/// (-bottleneck-analysis). test/Differential/llvm-mca-options.test compares
/// it with llvm-mca 22's byte for byte.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/BottleneckAnalysisView.h"
#include "llvm/ADT/bit.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MCA/Instruction.h"
#include "llvm/MCA/Support.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormattedStream.h"
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

BottleneckAnalysisView::BottleneckAnalysisView(const MCSubtargetInfo &STI,
                                               MCInstPrinter &IP,
                                               ArrayRef<MCInst> Source,
                                               unsigned Iterations)
    : InstructionView(STI, IP, Source), SM(STI.getSchedModel()), IP(IP),
      Iterations(Iterations), Nodes(Source.size() * 3) {
  unsigned NumResources = SM.getNumProcResourceKinds();
  ResourceMask.resize(NumResources);
  mca::computeProcResourceMasks(SM, ResourceMask);
  FirstUnit.assign(NumResources, 0);
  BusyCycles.assign(NumResources, 0);
  StateToResource.assign(NumResources, 0);
  unsigned Units = 0;
  for (unsigned ID = 1; ID < NumResources; ++ID) {
    FirstUnit[ID] = Units;
    Units += SM.getProcResource(ID)->NumUnits;
    StateToResource[mca::getResourceStateIndex(ResourceMask[ID])] = ID;
  }
  LastUse.assign(Units, {~0U, 0U});
}

/// A pressure increase because of the resources in \p Mask: each busy unit
/// counts a cycle, a busy group each of its members.
void BottleneckAnalysisView::countBusyResources(uint64_t Mask) {
  for (; Mask; Mask &= Mask - 1) {
    uint64_t Bit = Mask & -Mask;
    unsigned ID = StateToResource[mca::getResourceStateIndex(Bit)];
    uint64_t Members = ResourceMask[ID];
    if (Members == Bit) {
      ++BusyCycles[ID];
      continue;
    }
    // A group's mask is its own bit and its members' bits.
    for (Members ^= Bit; Members; Members &= Members - 1)
      ++BusyCycles[StateToResource[mca::getResourceStateIndex(
          Members & -Members)]];
  }
}

void BottleneckAnalysisView::onEvent(const mca::HWPressureEvent &Event) {
  switch (Event.Reason) {
  case mca::HWPressureEvent::RESOURCES:
    ByResources = true;
    countBusyResources(Event.ResourceMask);
    for (const mca::InstRef &IR : Event.AffectedInstructions)
      if (IR.getInstruction()->getCriticalResourceMask() & Event.ResourceMask &
          0xffffffffULL)
        ++InFlight[IR.getSourceIndex()].Resource;
    break;
  case mca::HWPressureEvent::REGISTER_DEPS:
    ByRegisters = true;
    for (const mca::InstRef &IR : Event.AffectedInstructions)
      ++InFlight[IR.getSourceIndex()].Register;
    break;
  case mca::HWPressureEvent::MEMORY_DEPS:
    ByMemory = true;
    for (const mca::InstRef &IR : Event.AffectedInstructions)
      ++InFlight[IR.getSourceIndex()].Memory;
    break;
  default:
    break;
  }
}

void BottleneckAnalysisView::onCycleEnd() {
  ++TotalCycles;
  bool ByData = ByRegisters || ByMemory;
  if (!ByResources && !ByData)
    return;
  ++PressureCycles;
  RegisterCycles += ByRegisters;
  MemoryCycles += ByMemory;
  DataCycles += ByData;
  ResourceCycles += ByResources;
  ByResources = ByRegisters = ByMemory = false;
}

/// Adds \p Cost to the edge From -> To (a source index each) of the
/// current iteration's copy; a loop-carried edge (To not after From) joins
/// the previous iteration to this one and this one to the next.
void BottleneckAnalysisView::addEdge(EdgeKind K, unsigned From, unsigned To,
                                     uint64_t What, uint64_t Cost) {
  unsigned N = getSource().size();
  auto Add = [&](unsigned F, unsigned T) {
    std::vector<Edge> &Out = Nodes[F].Out;
    // An edge is known by its ends and what it carries (not its kind).
    for (Edge &E : Out)
      if (E.To == T && E.What == What) {
        E.Cost += Cost;
        ++E.Seen;
        return;
      }
    Edge E;
    E.Kind = K;
    E.What = What;
    E.Cost = Cost;
    E.From = F;
    E.To = T;
    E.Seen = 1;
    Out.push_back(E);
    ++Nodes[T].Preds;
  };
  if (From >= To) {
    Add(From, To + N);
    Add(From + N, To + 2 * N);
    return;
  }
  Add(From + N, To + N);
}

void BottleneckAnalysisView::onEvent(const mca::HWInstructionEvent &Event) {
  unsigned IID = Event.IR.getSourceIndex();
  switch (Event.Type) {
  case mca::HWInstructionEvent::Dispatched:
    InFlight.try_emplace(IID);
    return;
  case mca::HWInstructionEvent::Executed:
    InFlight.erase(IID);
    return;
  case mca::HWInstructionEvent::Issued:
    break;
  default:
    return;
  }
  unsigned N = getSource().size();
  unsigned To = IID % N;
  const mca::Instruction &IS = *Event.IR.getInstruction();
  Pressure P = InFlight.lookup(IID);

  // Resource interference with the last users of the critical resources
  // that are still in flight.
  for (uint64_t Mask = IS.getCriticalResourceMask(); Mask;
       Mask &= Mask - 1) {
    uint64_t Bit = Mask & -Mask;
    unsigned ID = StateToResource[mca::getResourceStateIndex(Bit)];
    for (unsigned U = 0, E = SM.getProcResource(ID)->NumUnits; U < E; ++U) {
      auto [User, Cycles] = LastUse[FirstUnit[ID] + U];
      if (Cycles && InFlight.count(User))
        addEdge(EdgeKind::Resource, User % N, To, Bit,
                Cycles + 2 * P.Resource);
    }
  }
  const mca::CriticalDependency &Reg = IS.getCriticalRegDep();
  if (Reg.Cycles)
    addEdge(EdgeKind::Register, Reg.IID % N, To, Reg.RegID,
            Reg.Cycles + 2 * P.Register);
  const mca::CriticalDependency &Mem = IS.getCriticalMemDep();
  if (Mem.Cycles)
    addEdge(EdgeKind::Memory, Mem.IID % N, To, 0, Mem.Cycles + 2 * P.Memory);

  const auto &Issued =
      static_cast<const mca::HWInstructionIssuedEvent &>(Event);
  for (const mca::ResourceUse &Use : Issued.UsedResources) {
    unsigned Unit = FirstUnit[Use.first.first] + countr_zero(Use.first.second);
    LastUse[Unit] = {IID, unsigned(Use.second.getNumerator())};
  }
  if (IID == Iterations * N - 1)
    finishGraph();
}

/// Drops the rare edges, then propagates the costs from the nodes without
/// predecessors along the edges: a node's cost is its costliest incoming
/// path.
void BottleneckAnalysisView::finishGraph() {
  for (Node &Nd : Nodes) {
    // An edge seen in at most 10% of the iterations is noise. (The edge
    // moved into a dropped edge's place is not looked at again, as in
    // llvm-mca.)
    size_t Kept = Nd.Out.size();
    for (size_t I = 0; I < Kept; ++I) {
      Edge &E = Nd.Out[I];
      if (E.Seen == Iterations || 0.10 < double(E.Seen) / Iterations)
        continue;
      --Nodes[E.To].Preds;
      std::swap(E, Nd.Out[Kept - 1]);
      --Kept;
    }
    Nd.Out.resize(Kept);
  }
  std::vector<unsigned> Ready, Next;
  for (unsigned I = 0, E = Nodes.size(); I < E; ++I)
    if (!Nodes[I].Preds && !Nodes[I].Out.empty())
      Ready.push_back(I);
  while (!Ready.empty()) {
    for (unsigned From : Ready) {
      const Node &F = Nodes[From];
      for (const Edge &E : F.Out) {
        Node &T = Nodes[E.To];
        uint64_t Cost = F.Cost + E.Cost;
        if (Cost > T.Cost) {
          T.Critical = E;
          T.Cost = Cost;
          T.Depth = F.Depth + 1;
        }
        if (++T.PredsDone == T.Preds)
          Next.push_back(E.To);
      }
    }
    std::swap(Ready, Next);
    Next.clear();
  }
}

SmallVector<const BottleneckAnalysisView::Edge *, 16>
BottleneckAnalysisView::criticalSequence() const {
  SmallVector<const Edge *, 16> Seq;
  if (Nodes.empty())
    return Seq;
  // The costliest node (the first of equals) ends the sequence.
  unsigned Last = 0;
  for (unsigned I = 1, E = Nodes.size(); I < E; ++I)
    if (Nodes[I].Cost > Nodes[Last].Cost)
      Last = I;
  Seq.resize(Nodes[Last].Depth);
  for (unsigned I = Seq.size(); I-- > 0;) {
    Seq[I] = &Nodes[Last].Critical;
    Last = Nodes[Last].Critical.From;
  }
  return Seq;
}

/// A percentage of the cycles, rounded to two decimals.
static std::string percentOf(unsigned Cycles, unsigned Total) {
  double P = double(Cycles) * 100 / Total;
  std::string S;
  raw_string_ostream(S) << format("%.2f", std::floor(P * 100 + 0.5) / 100);
  return S;
}

void BottleneckAnalysisView::printHints(raw_ostream &OS) const {
  if (!found()) {
    OS << "\n\nNo resource or data dependency bottlenecks discovered.\n";
    return;
  }
  OS << "\n\nCycles with backend pressure increase [ "
     << percentOf(PressureCycles, TotalCycles) << "% ]"
     << "\nThroughput Bottlenecks: \n  Resource Pressure       [ "
     << percentOf(ResourceCycles, TotalCycles) << "% ]";
  for (unsigned ID = 0, E = BusyCycles.size(); ID < E; ++ID)
    if (BusyCycles[ID])
      OS << "\n  - " << SM.getProcResource(ID)->Name << "  [ "
         << percentOf(BusyCycles[ID], TotalCycles) << "% ]";
  OS << "\n  Data Dependencies:      [ " << percentOf(DataCycles, TotalCycles)
     << "% ]\n  - Register Dependencies [ "
     << percentOf(RegisterCycles, TotalCycles)
     << "% ]\n  - Memory Dependencies   [ "
     << percentOf(MemoryCycles, TotalCycles) << "% ]\n";
}

void BottleneckAnalysisView::printInstruction(formatted_raw_ostream &FOS,
                                              unsigned Idx) const {
  FOS.PadToColumn(14);
  FOS << printInstructionString(getSource()[Idx]);
}

void BottleneckAnalysisView::printCriticalSequence(raw_ostream &OS) const {
  if (!found())
    return;
  SmallVector<const Edge *, 16> Seq = criticalSequence();
  if (Seq.empty())
    return;
  OS << "\nCritical sequence based on the simulation:\n\n";
  unsigned N = getSource().size();
  unsigned First = Seq.front()->From % N;
  formatted_raw_ostream FOS(OS);
  FOS.PadToColumn(14);
  FOS << "Instruction";
  FOS.PadToColumn(58);
  FOS << "Dependency Information";

  // The instructions in program order, the sequence's marked with arrows;
  // an edge back to an earlier instruction crosses the loop.
  unsigned Cur = 0;
  if (First >= Seq.front()->To % N) {
    FOS << "\n +----< " << First << ".";
    printInstruction(FOS, First);
    FOS << "\n |\n |    < loop carried > \n |";
  } else {
    for (; Cur < First; ++Cur) {
      FOS << "\n        " << Cur << ".";
      printInstruction(FOS, Cur);
    }
    FOS << "\n +----< " << Cur << ".";
    printInstruction(FOS, Cur);
    ++Cur;
  }
  for (const Edge *E : Seq) {
    unsigned To = E->To % N;
    for (unsigned Stop = Cur > To ? N : To; Cur < Stop; ++Cur) {
      FOS << "\n |      " << Cur << ".";
      printInstruction(FOS, Cur);
    }
    if (Cur != To)
      FOS << "\n |\n |    < loop carried > \n |";
    FOS << "\n +----> " << To << ".";
    printInstruction(FOS, To);
    FOS.PadToColumn(58);
    switch (E->Kind) {
    case EdgeKind::Register:
      FOS << "## REGISTER dependency:  ";
      IP.printRegName(FOS, MCRegister(unsigned(E->What)));
      break;
    case EdgeKind::Memory:
      FOS << "## MEMORY dependency.";
      break;
    case EdgeKind::Resource:
      FOS << "## RESOURCE interference:  "
          << SM.getProcResource(
                   StateToResource[mca::getResourceStateIndex(E->What)])
                 ->Name
          << " [ probability: " << (E->Seen * 100) / Iterations << "% ]";
      break;
    }
    ++Cur;
  }
  for (; Cur < N; ++Cur) {
    FOS << "\n        " << Cur << ".";
    printInstruction(FOS, Cur);
  }
  FOS << '\n';
  FOS.flush();
}

void BottleneckAnalysisView::printView(raw_ostream &OS) const {
  printHints(OS);
  printCriticalSequence(OS);
}

json::Value BottleneckAnalysisView::toJSON() const {
  if (!found())
    return json::Object({{"PressureIncreaseCycles", 0}});
  json::Array Edges;
  for (const Edge *E : criticalSequence())
    Edges.push_back(json::Object({{"FromID", E->From},
                                  {"ToID", E->To},
                                  {"Type", unsigned(E->Kind)},
                                  {"ResourceOrRegID", E->What}}));
  json::Array Busy;
  for (unsigned ID = 0, E = BusyCycles.size(); ID < E; ++ID)
    if (BusyCycles[ID])
      Busy.push_back(
          json::Object({{SM.getProcResource(ID)->Name, BusyCycles[ID]}}));
  return json::Object({{"PressureIncreaseCycles", PressureCycles},
                       {"ResourcePressureCycles", ResourceCycles},
                       {"DataDependencyCycles", DataCycles},
                       {"RegisterDependencyCycles", RegisterCycles},
                       {"MemoryDependencyCycles", MemoryCycles},
                       {"TotalCycles", TotalCycles},
                       {"DependencyEdge", std::move(Edges)},
                       {"ResourcePressure", std::move(Busy)}});
}
