//===- SchedulerStatistics.cpp - Issue histogram and buffer usage ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the -scheduler-stats view. Load / store queue entries are taken
/// at dispatch and given back at execution, as LLVM's LSUnit does.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/SchedulerStatistics.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MCA/HWEventListener.h"
#include "llvm/MCA/Instruction.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormattedStream.h"
#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

SchedulerStatistics::SchedulerStatistics(const MCSubtargetInfo &STI)
    : SM(STI.getSchedModel()), Buffers(SM.getNumProcResourceKinds()) {
  if (SM.hasExtraProcessorInfo()) {
    LoadQueueID = SM.getExtraProcessorInfo().LoadQueueID;
    StoreQueueID = SM.getExtraProcessorInfo().StoreQueueID;
  }
}

void SchedulerStatistics::onEvent(const mca::HWInstructionEvent &Event) {
  const mca::Instruction &Inst = *Event.IR.getInstruction();
  switch (Event.Type) {
  case mca::HWInstructionEvent::Issued:
    IssuedThisCycle += Inst.getDesc().NumMicroOps;
    break;
  case mca::HWInstructionEvent::Dispatched: {
    // An instruction dispatched in several steps takes one entry.
    unsigned Idx = Event.IR.getSourceIndex();
    if (LoadQueueID && Inst.getMayLoad() && LastLoadDispatched != Idx) {
      ++Buffers[LoadQueueID].InUse;
      LastLoadDispatched = Idx;
    }
    if (StoreQueueID && Inst.getMayStore() && LastStoreDispatched != Idx) {
      ++Buffers[StoreQueueID].InUse;
      LastStoreDispatched = Idx;
    }
    break;
  }
  case mca::HWInstructionEvent::Executed:
    if (LoadQueueID && Inst.getMayLoad())
      --Buffers[LoadQueueID].InUse;
    if (StoreQueueID && Inst.getMayStore())
      --Buffers[StoreQueueID].InUse;
    break;
  default:
    break;
  }
}

void SchedulerStatistics::onReservedBuffers(const mca::InstRef &,
                                            ArrayRef<unsigned> IDs) {
  for (unsigned ID : IDs)
    if (ID != LoadQueueID && ID != StoreQueueID)
      ++Buffers[ID].InUse;
}

void SchedulerStatistics::onReleasedBuffers(const mca::InstRef &,
                                            ArrayRef<unsigned> IDs) {
  for (unsigned ID : IDs)
    if (ID != LoadQueueID && ID != StoreQueueID)
      --Buffers[ID].InUse;
}

void SchedulerStatistics::onCycleEnd() {
  for (Occupancy &B : Buffers) {
    B.Sum += B.InUse;
    B.Max = std::max(B.Max, B.InUse);
  }
  ++IssueHistogram[IssuedThisCycle];
  IssuedThisCycle = 0;
  ++Cycles;
}

void SchedulerStatistics::printIssueHistogram(raw_ostream &OS) const {
  OS << "\n\nSchedulers - number of cycles where we saw N micro opcodes "
        "issued:\n[# issued], [# cycles]\n";
  for (const auto &[Issued, Count] : IssueHistogram)
    OS << ' ' << Issued << ",          " << Count << "  ("
       << format("%.1f", (double)Count / Cycles * 100) << "%)\n";
}

void SchedulerStatistics::printBufferUsage(raw_ostream &OS) const {
  OS << "\nScheduler's queue usage:\n";
  if (llvm::none_of(Buffers, [](const Occupancy &B) { return B.Max; })) {
    OS << "No scheduler resources used.\n";
    return;
  }
  OS << "[1] Resource name.\n"
     << "[2] Average number of used buffer entries.\n"
     << "[3] Maximum number of used buffer entries.\n"
     << "[4] Total number of buffer entries.\n\n"
     << " [1]            [2]        [3]        [4]\n";
  formatted_raw_ostream FOS(OS);
  for (unsigned ID = 0, E = SM.getNumProcResourceKinds(); ID < E; ++ID) {
    int Size = SM.getProcResource(ID)->BufferSize;
    if (Size <= 0)
      continue;
    const Occupancy &B = Buffers[ID];
    double Avg = (double)B.Sum / Cycles;
    // The average is rounded to one decimal, then truncated to an integer.
    unsigned ShownAvg = std::floor(Avg * 10 + 0.5) / 10;
    FOS << SM.getProcResource(ID)->Name;
    FOS.PadToColumn(17);
    FOS << ShownAvg;
    FOS.PadToColumn(28);
    FOS << B.Max;
    FOS.PadToColumn(39);
    FOS << Size << '\n';
  }
  FOS.flush();
}

void SchedulerStatistics::printView(raw_ostream &OS) const {
  printIssueHistogram(OS);
  printBufferUsage(OS);
}
