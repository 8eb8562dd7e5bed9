//===- GCNCustomBehaviour.h - Wave-level rules of the sequencer -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// GCNCustomBehaviour is the wave pipeline's mca::CustomBehaviour. The issue
/// stage consults it per wave for the rules that are not unit occupancy:
/// - s_waitcnt on every counter of every generation (gfx6-gfx11 s_waitcnt and
///   s_waitcnt_*cnt, gfx12 s_wait_*cnt and the combined forms), through the
///   target's WaitcntDecoder; a wait passes when every counter it names is at
///   or below its limit. Counters drop when their operation completes:
///   vector memory loads, stores, LDS and exports in order, scalar memory
///   out of order (so with SMEM pending only lgkmcnt(0) is a safe wait:
///   the wait still counts, but which results arrived is unknown);
/// - counter throttling: an instruction that would push a counter past its
///   maximum (vmcnt, lgkmcnt, expcnt, ...) does not issue;
/// - s_endpgm (and the end of a wave's last iteration) waits for every
///   counter to reach 0.
/// It also hands the driver the GCN views (summary at start, stall view
/// after the instruction info, per-wave and timeline at the end) when given
/// view options. Generic checkCustomHazard is not used by the wave pipeline.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_GCNCUSTOMBEHAVIOUR_H
#define GCN_MCA_MCA_GCNCUSTOMBEHAVIOUR_H

#include "gcn-mca/MCA/HardwareUnits/WaveProgram.h"
#include "gcn-mca/MCA/HardwareUnits/WaveState.h"
#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MCA/CustomBehaviour.h"
#include <optional>

namespace llvm {
namespace gcnmca {

class GCNCustomBehaviour : public mca::CustomBehaviour {
public:
  GCNCustomBehaviour(const MCSubtargetInfo &STI, const mca::SourceMgr &SM,
                     const MCInstrInfo &MCII, const GCNProcessorModel &Model)
      : mca::CustomBehaviour(STI, SM, MCII), Model(Model) {}

  /// True if \p W may pass a wait with limits \p L at \p Now. Otherwise, if
  /// given, \p WaitedOn receives the static instructions whose completion
  /// the wait still needs and \p Counters the counters it is blocked on.
  bool waitSatisfied(WaveState &W, const WaitcntLimits &L, uint64_t Now,
                     SmallVectorImpl<unsigned> *WaitedOn = nullptr,
                     WaitCounterMask *Counters = nullptr) const;
  /// s_endpgm: true once every counter of \p W is 0.
  bool endSatisfied(WaveState &W, uint64_t Now,
                    SmallVectorImpl<unsigned> *WaitedOn = nullptr,
                    WaitCounterMask *Counters = nullptr) const;
  /// True if issuing \p SI would push one of its counters past the maximum.
  bool wouldOverflowCounter(WaveState &W, const WaveStaticInst &SI,
                            uint64_t Now) const;
  /// Counts \p SI's operations completing at \p Complete on \p W's counters.
  void countIssue(WaveState &W, const WaveStaticInst &SI, unsigned Inst,
                  uint64_t Complete) const;

  /// Views to hand out through the getStartViews/... hooks (none if unset).
  void setViewOptions(const GCNViewOptions &O) { ViewOpts = O; }
  /// The region's occupancy view (its kernel's resources are the driver's
  /// to find), handed out first by getStartViews.
  void setOccupancyView(std::unique_ptr<mca::View> V) {
    OccupancyView = std::move(V);
  }

  std::vector<std::unique_ptr<mca::View>>
  getStartViews(MCInstPrinter &IP, ArrayRef<MCInst> Insts) override;
  std::vector<std::unique_ptr<mca::View>>
  getPostInstrInfoViews(MCInstPrinter &IP, ArrayRef<MCInst> Insts) override;
  std::vector<std::unique_ptr<mca::View>>
  getEndViews(MCInstPrinter &IP, ArrayRef<MCInst> Insts) override;

private:
  const GCNProcessorModel &Model;
  std::optional<GCNViewOptions> ViewOpts;
  std::unique_ptr<mca::View> OccupancyView;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_GCNCUSTOMBEHAVIOUR_H
