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
#include "ExpectedWaveEvents.h"
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
    return GCNViewUnit::MFMA;
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

StringRef llvm::gcnmca::getStallReasonName(GCNStallReason R) {
  static const char *const Names[NumGCNStallReasons] = {
      "WAITCNT",
      "ALU_DEPENDENCY",
      "ARBITER_NOT_WIN",
      "ARBITER_WIN_EX_STALL",
      "BARRIER_WAIT",
      "NO_INSTRUCTION_AVAILABLE",
      "INTERNAL_INSTRUCTION",
      "OTHER"};
  return Names[unsigned(R)];
}

StringRef llvm::gcnmca::getStallReasonShortName(GCNStallReason R) {
  static const char *const Names[NumGCNStallReasons] = {
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
  if (Event.Type < ExpectedWaveEvent::RunStarted ||
      Event.Type > ExpectedWaveEvent::UnitBusy)
    return;
  const auto &E = static_cast<const ExpectedWaveEvent &>(Event);
  switch (E.Type) {
  case ExpectedWaveEvent::RunStarted:
    if (E.Run)
      onRunInfo(*E.Run);
    break;
  case ExpectedWaveEvent::WaveStarted:
    onWaveStart(E.Start);
    break;
  case ExpectedWaveEvent::WaveEnded:
    onWaveEnd(E.End);
    break;
  case ExpectedWaveEvent::InstIssued:
    onIssue(E.Iss);
    break;
  case ExpectedWaveEvent::WaveStalled:
    onWaveStall(E.Stall);
    break;
  case ExpectedWaveEvent::SlotDone:
    onSlot(E.Slot);
    break;
  case ExpectedWaveEvent::UnitBusy:
    onUnitBusy(E.BusyUnit, E.BusyCycles);
    break;
  }
}

void GCNWaveViewBase::onEvent(const mca::HWStallEvent &Event) { (void)Event; }
