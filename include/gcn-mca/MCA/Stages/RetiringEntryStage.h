//===- RetiringEntryStage.h - An entry stage freeing retirees ---*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// RetiringEntryStage is the first stage of the in-order pipeline that
/// `-pipeline=llvm-mca` builds (InOrderLSUnit::createPipeline): it creates
/// an mca::Instruction for each instruction the source manager yields,
/// hands it to the next stage, owns it, and frees it once it is retired.
///
/// LLVM's mca::EntryStage frees only the longest retired prefix of the
/// instructions it created. LLVM 22's InOrderIssueStage can leave an
/// instruction executed but never retired (no Executed or Retired event:
/// seen on s_cbranch_execz, issued next to a carried-over two-micro-op
/// instruction), and from then on that prefix never grows: every later
/// instruction of the region stayed allocated until the region ended, so the
/// memory grew with the iteration count (1.28 GB for a librocsparse object,
/// docs/Performance.md, "Memory"). Here each retired instruction is freed
/// whatever precedes it, so a region holds its instructions in flight plus
/// the few never retired. The cycles and events are unchanged: nothing
/// refers to a retired instruction (the issue stage, register file and
/// load/store unit drop it when they retire it; views key on source
/// indices).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_STAGES_RETIRINGENTRYSTAGE_H
#define GCN_MCA_MCA_STAGES_RETIRINGENTRYSTAGE_H

#include "llvm/MCA/Instruction.h"
#include "llvm/MCA/SourceMgr.h"
#include "llvm/MCA/Stages/Stage.h"
#include <memory>
#include <vector>

namespace llvm {
namespace gcnmca {

class RetiringEntryStage final : public mca::Stage {
public:
  explicit RetiringEntryStage(mca::SourceMgr &Src) : Src(Src) {}

  bool isAvailable(const mca::InstRef &IR) const override;
  bool hasWorkToComplete() const override;
  Error execute(mca::InstRef &IR) override;
  Error cycleStart() override;
  Error cycleResume() override;
  Error cycleEnd() override;

  /// The instructions created and not yet freed (for tests).
  size_t getNumLiveInstructions() const { return Live.size(); }

private:
  /// Creates the instruction the source manager offers next, if any.
  Error fetch();
  /// Frees every retired instruction of Live.
  void sweep();

  mca::SourceMgr &Src;
  /// The instruction offered to the next stage (not yet accepted).
  mca::InstRef Pending;
  /// Every instruction created and not yet freed, in creation order.
  std::vector<std::unique_ptr<mca::Instruction>> Live;
  /// Live's size after the last sweep: the next one runs when Live has
  /// doubled, so a sweep costs O(1) per instruction created.
  size_t SweptSize = 0;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_STAGES_RETIRINGENTRYSTAGE_H
