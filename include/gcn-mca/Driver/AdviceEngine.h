//===- AdviceEngine.h - Candidate changes, each simulated -------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// adviseRegion(): finds the candidate changes of one region (a register
/// cap for the next occupancy cliff, LDS padding of bank-conflicted
/// accesses, an access hitting L2, a larger grid when the CU cannot be
/// filled), simulates each on the same launch with simulateWhatIf() and
/// hands the results to the region's AdviceView, which ranks them. No
/// advice without a simulation: a candidate whose re-run fails is listed as
/// not ranked. The rules are in docs/Advice.md.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_ADVICEENGINE_H
#define GCN_MCA_DRIVER_ADVICEENGINE_H

#include "gcn-mca/Analysis/Occupancy.h"
#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "gcn-mca/MCA/Views/GCN/AdviceView.h"
#include "gcn-mca/Target/GCNInstrClassifier.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class MCInstrInfo;
class MCRegisterInfo;
namespace gcnmca {
struct AsmSourceLoc;
class ControlFlowGraph;
class StallView;

/// What the engine reads about one region.
struct AdviceRegion {
  unsigned Index = 0; ///< the region's index in the run
  ArrayRef<MCInst> Insts;
  const ControlFlowGraph *CFG = nullptr;
  /// Per instruction, its `.loc` (or null; empty: none).
  std::vector<const AsmSourceLoc *> Locs;
  /// The kernel's occupancy input and result (absent: no kernel).
  std::optional<OccupancyInput> OccIn;
  std::optional<OccupancyResult> Occ;
  /// The stall view of the run (null: not shown, no hit-rate candidates).
  const StallView *Stalls = nullptr;
  /// Per instruction, its memory and texture settings as run (annotations);
  /// empty: none.
  ArrayRef<GCNTextureSetting> Settings;
  uint64_t Cycles = 0; ///< the run's own cycles
  /// "[i] text" of instruction i.
  function_ref<std::string(unsigned)> Describe;
};

/// Simulates the candidates of \p R and gives them to \p View.
void adviseRegion(AdviceView &View, const AdviceRegion &R,
                  const GCNMCAConfig &Base, MemoryBufferRef Input,
                  const GCNProcessorModel &Model, const MCInstrInfo &MCII,
                  const MCRegisterInfo &MRI);

/// Applies \p C's per-instruction overrides of region \p Region (advice
/// re-runs: LDS padding strides, L2 hits) to the wave pipeline's
/// per-instruction settings of \p NumInsts instructions.
void applyInstOverrides(const AdviceConfig &C, unsigned Region,
                        unsigned NumInsts,
                        std::vector<GCNTextureSetting> &Settings);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_ADVICEENGINE_H
