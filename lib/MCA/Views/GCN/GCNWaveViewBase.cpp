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

GCNViewUnit llvm::gcnmca::toViewUnit(GCNExecUnit U) {
  switch (U) {
  case GCNExecUnit::None:
    return GCNViewUnit::Internal;
  case GCNExecUnit::SALU:
    return GCNViewUnit::SALU;
  case GCNExecUnit::SMEM:
    return GCNViewUnit::SMEM;
  case GCNExecUnit::VALU:
    return GCNViewUnit::VALU;
  case GCNExecUnit::Trans:
    return GCNViewUnit::Trans;
  case GCNExecUnit::Matrix:
    return GCNViewUnit::Matrix;
  case GCNExecUnit::VMEM:
    return GCNViewUnit::VMEM;
  case GCNExecUnit::Texture:
    return GCNViewUnit::Texture;
  case GCNExecUnit::LDS:
    return GCNViewUnit::LDS;
  case GCNExecUnit::GDS:
    return GCNViewUnit::GDS;
  case GCNExecUnit::Export:
    return GCNViewUnit::Export;
  case GCNExecUnit::Branch:
    return GCNViewUnit::Branch;
  case GCNExecUnit::Message:
    return GCNViewUnit::Message;
  }
  return GCNViewUnit::Internal;
}

StringRef llvm::gcnmca::getViewUnitShortName(GCNViewUnit U) {
  static const char *const Names[NumGCNViewUnits] = {
      "VALU", "SALU", "SMEM",  "VMEM", "TEX", "LDS", "EXP",
      "BRA",  "MFMA", "TRANS", "GDS",  "MSG", "INT"};
  return Names[unsigned(U)];
}

StringRef llvm::gcnmca::getViewUnitName(GCNViewUnit U) {
  static const char *const Names[NumGCNViewUnits] = {
      "VALU",   "SALU", "SMEM",  "VMEM", "Texture", "LDS",     "Export",
      "Branch", "MFMA", "Trans", "GDS",  "Message", "Internal"};
  return Names[unsigned(U)];
}

StringRef llvm::gcnmca::getWaveStallReasonShortName(WaveStallReason R) {
  static const char *const Names[NumWaveStallReasons] = {
      "Wait", "AluDep", "ArbNot", "ArbWin",
      "Barr", "NoInst", "Intern", "Other"};
  return Names[unsigned(R)];
}

GCNWaveViewBase::~GCNWaveViewBase() = default;

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
    if (E->Run) {
      const WaveRunInfo &W = *E->Run;
      RunInfo RI;
      RI.NumSIMDs = W.NumSIMDs;
      RI.SlotCycles = W.SlotCycles ? W.SlotCycles : 1;
      RI.WaveSize = W.WaveSize;
      RI.WavesPerSIMD = W.WavesPerSIMD;
      RI.NumCUs = W.NumCUs;
      for (unsigned U = 1; U < NumGCNExecUnits; ++U)
        RI.UnitCount[unsigned(toViewUnit(GCNExecUnit(U)))] += W.UnitCount[U];
      for (unsigned L = 0; L < NumMemLevels; ++L) {
        RI.MemLevelNames[L] = W.MemLevelNames[L].str();
        RI.MemShare[L] = W.MemShare[L];
      }
      RI.InstMemLevel.assign(W.InstMemLevel.begin(), W.InstMemLevel.end());
      onRunInfo(RI);
    }
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
    onIssue({E->Cycle, E->Wave, E->SIMD, E->Inst, toViewUnit(E->Unit)});
    break;
  case WaveEvent::WaveStalled:
    onWaveStall({E->Cycle, E->Wave, E->SIMD, E->Inst, E->Reason, E->WaitedOn,
                 E->Slots});
    break;
  case WaveEvent::SlotDone:
    onSlot({E->Cycle, E->SIMD, E->Issued, E->Reason, E->Slots});
    break;
  case WaveEvent::UnitBusy:
    onUnitBusy(toViewUnit(E->Unit), E->BusyCycles);
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
