//===- GCNWaveViewBase.cpp - Base of the views of the wave pipeline -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit and stall-reason names shared by the GCN views, and the decoding of
/// the wave pipeline's events into the GCNWaveViewBase hooks.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/GCNWaveViewBase.h"
#include "gcn-mca/MCA/WaveCounters.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/MCA/HWEventListener.h"

using namespace llvm;
using namespace llvm::gcnmca;

// Both tables are indexed by GCNExecUnit: None, SALU, SMEM, VALU, Trans,
// Matrix, VMEM, Texture, LDS, GDS, Export, Branch, Message.
StringRef llvm::gcnmca::getViewUnitShortName(GCNExecUnit U) {
  static const char *const Names[NumGCNExecUnits] = {
      "INT", "SALU", "SMEM", "VALU", "TRANS", "MFMA", "VMEM",
      "TEX", "LDS",  "GDS",  "EXP",  "BRA",   "MSG"};
  return Names[unsigned(U)];
}

StringRef llvm::gcnmca::getViewUnitName(GCNExecUnit U) {
  static const char *const Names[NumGCNExecUnits] = {
      "Internal", "SALU", "SMEM", "VALU",   "Trans",  "MFMA",   "VMEM",
      "Texture",  "LDS",  "GDS",  "Export", "Branch", "Message"};
  return Names[unsigned(U)];
}

StringRef llvm::gcnmca::getWaveStallReasonShortName(WaveStallReason R) {
  static const char *const Names[NumWaveStallReasons] = {
#define WAVE_STALL_REASON(Name, Short, Letter, Phrase) Short,
#include "gcn-mca/MCA/WaveStallReasons.def"
  };
  return Names[unsigned(R)];
}

GCNWaveViewBase::~GCNWaveViewBase() = default;

void GCNWaveViewBase::adoptRunInfo(const RunInfo &RI) {
  if (&RI != &Info) {
    Info = RI;
    OwnedProcessor = RI.Processor.str();
    OwnedInstMemLevel.assign(RI.InstMemLevel.begin(), RI.InstMemLevel.end());
    OwnedInstStrides.assign(RI.InstStrides.begin(), RI.InstStrides.end());
    OwnedInstWorks.assign(RI.InstWorks.begin(), RI.InstWorks.end());
    if (RI.Model)
      OwnedModel = std::make_shared<GCNProcessorModel>(*RI.Model);
    else
      OwnedModel.reset();
    for (unsigned L = 0; L < NumMemLevels; ++L)
      OwnedMemLevelNames[L] = RI.MemLevelNames[L].str();
  }
  Info.Processor = OwnedProcessor;
  Info.InstMemLevel = OwnedInstMemLevel;
  Info.InstStrides = OwnedInstStrides;
  Info.InstWorks = OwnedInstWorks;
  Info.Model = OwnedModel.get();
  for (unsigned L = 0; L < NumMemLevels; ++L)
    Info.MemLevelNames[L] = OwnedMemLevelNames[L];
  if (!Info.SlotCycles)
    Info.SlotCycles = 1;
}

StringRef GCNWaveViewBase::instText(unsigned Idx) const {
  if (Idx >= getSource().size())
    return "<unknown>";
  return printInstructionString(getSource()[Idx]);
}

void GCNWaveViewBase::onEvent(const mca::HWInstructionEvent &Event) {
  const WaveEvent *E = WaveEvent::get(Event);
  if (!E)
    return;
  switch (E->getKind()) {
  case WaveEvent::RunStarted:
    if (E->Subscriptions)
      E->Subscriptions->subscribe(
          this, getWaveEventMask() | waveEventBit(WaveEvent::RunStarted) |
                    waveEventBit(WaveEvent::RunEnded));
    if (E->Run)
      onRunInfo(*E->Run);
    break;
  case WaveEvent::WaveStarted:
    onWaveStart({E->Wave, E->SIMD, E->Cycle, E->Lanes});
    break;
  case WaveEvent::WaveEnded:
    if (getWaveEventMask() & WaveCountedIssues)
      onWaveEnd({E->Wave, E->Cycle, E->WaveIssuedByUnit, E->WaveStallSlots});
    else
      onWaveEnd({E->Wave, E->Cycle});
    break;
  case WaveEvent::InstIssued:
    onIssue({E->Cycle, E->Wave, E->SIMD, E->Inst, E->Unit});
    break;
  case WaveEvent::WaveStalled:
    onWaveStall({E->Cycle, E->Wave, E->SIMD, E->Inst, E->Reason, E->WaitedOn,
                 E->Slots, E->WaitedLevel});
    break;
  case WaveEvent::SlotDone:
    onSlot({E->Cycle, E->SIMD, E->Issued, E->Reason, E->Slots});
    break;
  case WaveEvent::UnitBusy:
    onUnitBusy(E->Unit, E->BusyCycles);
    break;
  case WaveEvent::MemAccess:
    onMemAccess({E->Cycle, E->Wave, E->Inst, E->MemLevel, E->MemWaited,
                 E->MemDelay, E->MemBusy});
    break;
  case WaveEvent::RunEnded:
    if (E->Counters && (getWaveEventMask() & WaveCountedIssues))
      onRunCounts(*E->Counters);
    // Views with cycle callbacks count the cycles themselves.
    if (!(getWaveEventMask() & WaveCycleCallbacks)) {
      Cycles = E->Cycle;
      RunEnded = true;
    }
    break;
  case WaveEvent::Starved:
    // Starved cycles follow from the wave lifetimes.
    break;
  }
}

void GCNWaveViewBase::onEvent(const mca::HWStallEvent &Event) { (void)Event; }
