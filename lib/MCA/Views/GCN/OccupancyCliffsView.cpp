//===- OccupancyCliffsView.cpp - The occupancy cliffs of a kernel ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Prints the occupancy cliffs (text and JSON); see docs/Occupancy.md.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/OccupancyCliffsView.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

void OccupancyCliffsView::onEvent(const mca::HWInstructionEvent &E) {
  subscribeOnRunStarted(E, this, 0);
}

void OccupancyCliffsView::printView(raw_ostream &OS) const {
  OS << "\nOccupancy cliffs - " << KernelName << "\n\n";
  OS << "Now:                  " << WavesPerSIMD << " waves/SIMD, " << Cycles
     << " cycles\n\n";
  for (unsigned I = 0, E = Cliffs.size(); I != E; ++I) {
    const OccupancyCliff &C = Cliffs[I];
    StringRef Name = getCliffResourceName(C.Resource);
    OS << format("%-16s", (Name + ":").str().c_str());
    if (!C.Next) {
      OS << C.Now << ", " << C.LimitNow << " waves/SIMD by itself; no step: "
         << C.Note << '\n';
      continue;
    }
    if (C.Resource == CliffResource::WorkgroupSize)
      OS << C.Now << " -> " << *C.Next;
    else
      OS << C.change() << " fewer (" << C.Now << " -> " << *C.Next << ")";
    OS << ": " << C.LimitNext << " waves/SIMD by itself (now " << C.LimitNow
       << "), kernel " << C.WavesAtNext << " waves/SIMD";
    const std::optional<Simulated> &S = Sims[I];
    if (S && S->Note.empty() && S->Cycles) {
      OS << ", " << S->Cycles << " cycles";
      if (S->Cycles && Cycles)
        OS << format(" (%.2fx)", double(Cycles) / double(S->Cycles));
      if (S->Incomplete)
        OS << " (incomplete)";
      OS << " with " << S->Option;
    } else if (S && !S->Note.empty()) {
      OS << "; " << S->Note;
    } else if (C.WavesAtNext <= WavesPerSIMD) {
      OS << "; not simulated: another resource binds";
    }
    OS << '\n';
  }
}

json::Value OccupancyCliffsView::toJSON() const {
  json::Array A;
  for (unsigned I = 0, E = Cliffs.size(); I != E; ++I) {
    const OccupancyCliff &C = Cliffs[I];
    json::Object O{{"Resource", getCliffResourceName(C.Resource).str()},
                   {"Now", C.Now},
                   {"LimitNow", C.LimitNow}};
    if (C.Next) {
      O["Next"] = *C.Next;
      O["Change"] = C.change();
      O["LimitNext"] = C.LimitNext;
      O["WavesPerSIMDAtNext"] = C.WavesAtNext;
    } else {
      O["Note"] = C.Note;
    }
    if (const std::optional<Simulated> &S = Sims[I]) {
      if (S->Note.empty()) {
        O["Cycles"] = S->Cycles;
        O["Option"] = S->Option;
        O["Incomplete"] = S->Incomplete;
      } else {
        O["SimulationNote"] = S->Note;
      }
    }
    A.push_back(std::move(O));
  }
  return json::Object{{"Kernel", KernelName},
                      {"WavesPerSIMD", WavesPerSIMD},
                      {"Cycles", Cycles},
                      {"Cliffs", std::move(A)}};
}
