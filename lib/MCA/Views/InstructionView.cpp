//===- InstructionView.cpp - Base of the per-instruction views ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements instruction printing shared by the views and the JSON
/// "Instructions" list.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/InstructionView.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/MC/MCSubtargetInfo.h"

using namespace llvm;
using namespace llvm::gcnmca;

void InstructionView::onEvent(const mca::HWInstructionEvent &E) {
  subscribeOnRunStarted(E, this, 0);
}

InstructionView::~InstructionView() = default;

StringRef InstructionView::printInstructionString(const MCInst &MCI) const {
  if (!Source.empty() && &MCI >= Source.begin() && &MCI < Source.end()) {
    if (!Texts)
      Texts = InstructionTexts::get(STI, Printer, Source);
    return Texts->text(&MCI - Source.begin());
  }
  return InstructionTexts::print(STI, Printer, MCI, Scratch);
}

json::Value InstructionView::toJSON() const {
  json::Array Texts;
  for (const MCInst &MCI : Source)
    Texts.push_back(printInstructionString(MCI).str());
  return Texts;
}
