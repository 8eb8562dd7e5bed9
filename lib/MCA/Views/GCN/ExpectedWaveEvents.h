//===- ExpectedWaveEvents.h - Stand-in for the wave events ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// What the GCN views expect the wave pipeline to report, used until the
/// pipeline's own event interface lands: one HWInstructionEvent subclass
/// whose Type (above the generic ones) says which fact it carries. Private
/// to lib/MCA/Views/GCN; GCNWaveViewBase::onEvent decodes it.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_LIB_MCA_VIEWS_GCN_EXPECTEDWAVEEVENTS_H
#define GCN_MCA_LIB_MCA_VIEWS_GCN_EXPECTEDWAVEEVENTS_H

#include "gcn-mca/MCA/Views/GCN/GCNWaveViewBase.h"
#include "llvm/MCA/HWEventListener.h"

namespace llvm {
namespace gcnmca {

struct ExpectedWaveEvent : public mca::HWInstructionEvent {
  enum Kind : unsigned {
    RunStarted = mca::HWInstructionEvent::LastGenericEventType + 100,
    WaveStarted,
    WaveEnded,
    InstIssued,
    WaveStalled,
    SlotDone,
    UnitBusy,
  };
  ExpectedWaveEvent(Kind K, const mca::InstRef &IR)
      : mca::HWInstructionEvent(K, IR) {}

  const GCNWaveViewBase::RunInfo *Run = nullptr; ///< RunStarted
  GCNWaveViewBase::WaveStart Start{};            ///< WaveStarted
  GCNWaveViewBase::WaveEnd End{};                ///< WaveEnded
  GCNWaveViewBase::Issue Iss{};                  ///< InstIssued
  GCNWaveViewBase::WaveStall Stall{};            ///< WaveStalled
  GCNWaveViewBase::SlotOutcome Slot{};           ///< SlotDone
  GCNViewUnit BusyUnit = GCNViewUnit::VALU;      ///< UnitBusy
  uint64_t BusyCycles = 0;                       ///< UnitBusy
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_LIB_MCA_VIEWS_GCN_EXPECTEDWAVEEVENTS_H
