//===- AdviceView.cpp - Candidate changes ranked by simulation ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Prints the "Advice:" section (text and JSON); see docs/Advice.md.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/AdviceView.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

void AdviceView::onEvent(const mca::HWInstructionEvent &Event) {
  const WaveEvent *E = WaveEvent::get(Event);
  if (!E || E->getKind() != WaveEvent::RunStarted)
    return;
  if (E->Subscriptions)
    E->Subscriptions->subscribe(this, 0);
  if (!E->Run)
    return;
  const WaveRunInfo &R = *E->Run;
  Facts.Seen = true;
  Facts.NumSIMDs = R.NumSIMDs;
  Facts.WaveSize = R.WaveSize;
  Facts.WavesPerSIMD = R.WavesPerSIMD;
  Facts.NumWorkgroups = R.NumWorkgroups;
  Facts.WavesPerWorkgroup = R.WavesPerWorkgroup;
  Facts.TotalWaves = R.TotalWaves;
  Facts.Strides.assign(R.InstStrides.begin(), R.InstStrides.end());
}

void AdviceView::setResult(uint64_t C, std::vector<AdviceItem> I,
                           std::vector<std::string> N) {
  Cycles = C;
  Items = std::move(I);
  Notes = std::move(N);
  // Fastest first; equal predictions keep the order they were found in.
  std::stable_sort(Items.begin(), Items.end(),
                   [](const AdviceItem &A, const AdviceItem &B) {
                     return A.PredictedCycles < B.PredictedCycles;
                   });
}

static double speedUp(uint64_t Now, double Predicted) {
  return Predicted > 0 ? double(Now) / Predicted : 0.0;
}

void AdviceView::printView(raw_ostream &OS) const {
  OS << "\nAdvice: - " << KernelName << " (each change simulated on the "
     << "same launch; now " << Cycles << " cycles)\n";
  if (Items.empty())
    OS << "  no candidate change found\n";
  unsigned N = 0;
  for (const AdviceItem &I : Items) {
    OS << ++N << ". " << I.Change << "\n   where: " << I.Where << '\n'
       << format("   predicted: %.0f cycles, %.2fx", I.PredictedCycles,
                 speedUp(Cycles, I.PredictedCycles));
    if (uint64_t(I.PredictedCycles + 0.5) != I.SimulatedCycles)
      OS << " (simulated " << I.SimulatedCycles << " cycles for more work)";
    if (I.Incomplete)
      OS << " (incomplete run)";
    OS << "\n   confidence: " << I.Confidence << "\n   reproduce: "
       << I.Reproduce << '\n';
  }
  for (const std::string &Note : Notes)
    OS << "  not ranked: " << Note << '\n';
}

json::Value AdviceView::toJSON() const {
  json::Array A;
  unsigned N = 0;
  for (const AdviceItem &I : Items) {
    json::Object O{{"Rank", ++N},
                   {"Kind", I.Kind},
                   {"Change", I.Change},
                   {"Where", I.Where},
                   {"Instruction", I.Instruction},
                   {"Reproduce", I.Reproduce},
                   {"Confidence", I.Confidence},
                   {"SimulatedCycles", I.SimulatedCycles},
                   {"PredictedCycles", I.PredictedCycles},
                   {"SpeedUp", speedUp(Cycles, I.PredictedCycles)},
                   {"Incomplete", I.Incomplete}};
    if (!I.Line.empty())
      O["Line"] = I.Line;
    A.push_back(std::move(O));
  }
  json::Array NotesJ;
  for (const std::string &Note : Notes)
    NotesJ.push_back(Note);
  return json::Object{{"Kernel", KernelName},
                      {"Cycles", Cycles},
                      {"Items", std::move(A)},
                      {"NotRanked", std::move(NotesJ)}};
}
