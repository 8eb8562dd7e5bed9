//===- WavePipelineStats.h - Totals of a wave-pipeline run ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WavePipelineStats is a small view of the wave pipeline's own totals
/// (cycles, waves, wave-instructions, unit busy cycles, starved cycles,
/// stall reasons), built only from the WaveEvents it listens to. It is the
/// pipeline's regression-test surface (-wave-stats).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_WAVEPIPELINESTATS_H
#define GCN_MCA_MCA_VIEWS_GCN_WAVEPIPELINESTATS_H

#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/MCA/View.h"

namespace llvm {
namespace gcnmca {

class WavePipelineStats : public mca::View {
public:
  void onEvent(const mca::HWInstructionEvent &Event) override;
  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "WavePipelineStats"; }
  json::Value toJSON() const override;

private:
  WaveRunInfo Info;
  uint64_t Cycles = 0, Waves = 0, Insts = 0, Starved = 0, Slots = 0,
           StalledSlots = 0;
  uint64_t Busy[NumGCNExecUnits] = {};
  uint64_t Stalls[NumWaveStallReasons] = {};
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_WAVEPIPELINESTATS_H
