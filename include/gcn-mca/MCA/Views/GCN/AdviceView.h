//===- AdviceView.h - Candidate changes ranked by simulation ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// AdviceView (`-advise`): the "Advice:" section of a region - candidate
/// changes (a register cap for the next occupancy cliff, LDS padding, an
/// access hitting L2, a larger grid), each simulated again on the same
/// launch by the driver (lib/Driver/AdviceEngine) and ranked by the
/// predicted cycles. The view records what the run tells about the region
/// (RunStarted: strides, bank cycles, waves, residency) for the engine.
/// JSON: the region's "Advice" object (docs/Advice.md).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_ADVICEVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_ADVICEVIEW_H

#include "gcn-mca/MCA/HardwareUnits/MemoryHierarchy.h"
#include "llvm/MCA/View.h"
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

/// One simulated suggestion.
struct AdviceItem {
  std::string Kind;   ///< "register-cap", "lds-padding", "l2-hit", "grid"
  std::string Change; ///< what to change, in words
  std::string Where;  ///< instruction and source line, or "launch"
  int Instruction = -1;
  std::string Line; ///< file:line, when known
  /// The options / annotation that reproduce the simulation.
  std::string Reproduce;
  std::string Confidence; ///< label: what the prediction assumes
  uint64_t SimulatedCycles = 0;
  /// The simulated cycles scaled to today's work (grid changes run more
  /// waves); the ranking key.
  double PredictedCycles = 0;
  bool Incomplete = false;
};

class AdviceView : public mca::View {
public:
  explicit AdviceView(StringRef KernelName) : KernelName(KernelName.str()) {}

  void onEvent(const mca::HWInstructionEvent &E) override;
  using mca::View::onEvent;

  /// What RunStarted reported.
  struct RunFacts {
    bool Seen = false;
    unsigned NumSIMDs = 0, WaveSize = 64, WavesPerSIMD = 0;
    unsigned NumWorkgroups = 0, WavesPerWorkgroup = 1, TotalWaves = 0;
    std::vector<AccessStride> Strides;
  };
  const RunFacts &facts() const { return Facts; }

  /// The run's cycles, the items (ranked here by PredictedCycles) and the
  /// candidates that could not be simulated.
  void setResult(uint64_t Cycles, std::vector<AdviceItem> Items,
                 std::vector<std::string> Notes);
  ArrayRef<AdviceItem> items() const { return Items; }

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "Advice"; }
  json::Value toJSON() const override;

private:
  std::string KernelName;
  RunFacts Facts;
  uint64_t Cycles = 0;
  std::vector<AdviceItem> Items;
  std::vector<std::string> Notes;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_ADVICEVIEW_H
