//===- DispatchStatistics.cpp - Dispatch stalls and group sizes -----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the -dispatch-stats view.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/DispatchStatistics.h"
#include "llvm/MCA/HWEventListener.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;
using mca::HWStallEvent;

DispatchStatistics::DispatchStatistics()
    : Stalls(HWStallEvent::LastGenericEvent, 0) {}

void DispatchStatistics::onCycleEnd() {
  ++GroupSizes[DispatchedThisCycle];
  DispatchedThisCycle = 0;
  ++Cycles;
}

void DispatchStatistics::onEvent(const mca::HWInstructionEvent &Event) {
  if (Event.Type == mca::HWInstructionEvent::Dispatched)
    DispatchedThisCycle +=
        static_cast<const mca::HWInstructionDispatchedEvent &>(Event)
            .MicroOpcodes;
}

void DispatchStatistics::onEvent(const HWStallEvent &Event) {
  if (Event.Type < HWStallEvent::LastGenericEvent)
    ++Stalls[Event.Type];
}

/// "N  (P%)" with P rounded half up to one decimal, or just "0".
static void printCount(raw_ostream &OS, unsigned N, unsigned Cycles) {
  OS << N;
  if (!N)
    return;
  double Percent = (double)N / Cycles * 100.0;
  OS << "  (" << format("%.1f", std::floor(Percent * 10 + 0.5) / 10) << "%)";
}

void DispatchStatistics::printStallRows(raw_ostream &OS) const {
  struct Row {
    const char *Label;
    unsigned Kind;
  };
  static const Row Rows[] = {
      {"RAT     - Register unavailable:                      ",
       HWStallEvent::RegisterFileStall},
      {"RCU     - Retire tokens unavailable:                 ",
       HWStallEvent::RetireControlUnitStall},
      {"SCHEDQ  - Scheduler full:                            ",
       HWStallEvent::SchedulerQueueFull},
      {"LQ      - Load queue full:                           ",
       HWStallEvent::LoadQueueFull},
      {"SQ      - Store queue full:                          ",
       HWStallEvent::StoreQueueFull},
      {"GROUP   - Static restrictions on the dispatch group: ",
       HWStallEvent::DispatchGroupStall},
      {"USH     - Uncategorised Structural Hazard:           ",
       HWStallEvent::CustomBehaviourStall}};
  OS << "\n\nDynamic Dispatch Stall Cycles:";
  for (const Row &R : Rows) {
    OS << '\n' << R.Label;
    printCount(OS, stalls(R.Kind), Cycles);
  }
  OS << '\n';
}

void DispatchStatistics::printHistogram(raw_ostream &OS) const {
  OS << "\n\nDispatch Logic - number of cycles where we saw N micro opcodes "
        "dispatched:\n[# dispatched], [# cycles]\n";
  for (const auto &[Size, Count] : GroupSizes) {
    OS << ' ' << Size << ",              ";
    printCount(OS, Count, Cycles);
    OS << '\n';
  }
}

void DispatchStatistics::printView(raw_ostream &OS) const {
  printStallRows(OS);
  printHistogram(OS);
}

json::Value DispatchStatistics::toJSON() const {
  return json::Object({{"RAT", stalls(HWStallEvent::RegisterFileStall)},
                       {"RCU", stalls(HWStallEvent::RetireControlUnitStall)},
                       {"SCHEDQ", stalls(HWStallEvent::SchedulerQueueFull)},
                       {"LQ", stalls(HWStallEvent::LoadQueueFull)},
                       {"SQ", stalls(HWStallEvent::StoreQueueFull)},
                       {"GROUP", stalls(HWStallEvent::DispatchGroupStall)},
                       {"USH", stalls(HWStallEvent::CustomBehaviourStall)}});
}
