//===- RetireControlUnitStatistics.cpp - Retire histogram, ROB use --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the -retire-stats view.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/RetireControlUnitStatistics.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MCA/HWEventListener.h"
#include "llvm/MCA/Instruction.h"
#include "llvm/Support/Format.h"
#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

RetireControlUnitStatistics::RetireControlUnitStatistics(const MCSchedModel &SM)
    : ROBSize(SM.MicroOpBufferSize) {
  if (SM.hasExtraProcessorInfo() &&
      SM.getExtraProcessorInfo().ReorderBufferSize)
    ROBSize = SM.getExtraProcessorInfo().ReorderBufferSize;
}

void RetireControlUnitStatistics::onEvent(
    const mca::HWInstructionEvent &Event) {
  if (Event.Type == mca::HWInstructionEvent::Dispatched)
    EntriesInUse +=
        static_cast<const mca::HWInstructionDispatchedEvent &>(Event)
            .MicroOpcodes;
  if (Event.Type == mca::HWInstructionEvent::Retired) {
    EntriesInUse -= Event.IR.getInstruction()->getDesc().NumMicroOps;
    ++RetiredThisCycle;
  }
}

void RetireControlUnitStatistics::onCycleEnd() {
  ++RetireHistogram[RetiredThisCycle];
  RetiredThisCycle = 0;
  ++Cycles;
  MaxEntriesInUse = std::max(MaxEntriesInUse, EntriesInUse);
  SumEntriesInUse += EntriesInUse;
}

void RetireControlUnitStatistics::printView(raw_ostream &OS) const {
  OS << "\n\nRetire Control Unit - number of cycles where we saw N "
        "instructions retired:\n[# retired], [# cycles]\n";
  for (const auto &[Retired, Count] : RetireHistogram)
    OS << ' ' << Retired << (Retired < 10 ? ",           " : ",          ")
       << Count << "  (" << format("%.1f", (double)Count / Cycles * 100.0)
       << "%)\n";

  // The average is shown as a whole number of entries.
  unsigned Avg = (double)SumEntriesInUse / Cycles;
  auto Percent = [&](double N) {
    return std::floor(N / ROBSize * 100.0 * 10 + 0.5) / 10;
  };
  OS << "\nTotal ROB Entries:                " << ROBSize
     << "\nMax Used ROB Entries:             " << MaxEntriesInUse
     << format("  ( %.1f%% )", Percent(MaxEntriesInUse))
     << "\nAverage Used ROB Entries per cy:  " << Avg
     << format("  ( %.1f%% )\n", Percent(Avg));
}
