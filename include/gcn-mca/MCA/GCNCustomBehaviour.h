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
/// The wave pipeline's readiness rules (IssueRules) call waitSatisfied,
/// endSatisfied and wouldOverflowCounter; the execute stage counts issued
/// operations with countIssue.
///
/// In llvm-mca's in-order pipeline (-pipeline=llvm-mca -gcn-custom-behaviour)
/// it replaces LLVM's AMDGPU CustomBehaviour through checkCustomHazard: a
/// wait instruction of any generation (gfx11 s_waitcnt, gfx12 s_wait_*cnt
/// and the combined forms) stalls until the in-flight operations of each
/// counter it names have dropped to its limit (see useForRegion()). Both
/// halves decide with the same two rules (WaveState.h): in-order completion
/// (inOrderCompletion) and how many operations a wait still needs
/// (opsToWaitFor), so the two pipelines cannot disagree on a wait.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_GCNCUSTOMBEHAVIOUR_H
#define GCN_MCA_MCA_GCNCUSTOMBEHAVIOUR_H

#include "gcn-mca/MCA/HardwareUnits/WaveProgram.h"
#include "gcn-mca/MCA/HardwareUnits/WaveState.h"
#include "gcn-mca/Target/GCNInstrClassifier.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "gcn-mca/Target/WaitcntDecoder.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MCA/CustomBehaviour.h"

namespace llvm {
namespace gcnmca {

class GCNCustomBehaviour : public mca::CustomBehaviour {
public:
  GCNCustomBehaviour(const MCSubtargetInfo &STI, const mca::SourceMgr &SM,
                     const MCInstrInfo &MCII, const GCNProcessorModel &Model)
      : mca::CustomBehaviour(STI, SM, MCII), Model(Model) {}
  ~GCNCustomBehaviour() override;

  /// llvm-mca's pipeline: \p Insts are the region's instructions (the
  /// source of \p SM, indexed by an InstRef's source index modulo their
  /// number); \p MRI decodes register operands of waits.
  void useForRegion(const MCRegisterInfo &MRI, ArrayRef<MCInst> Insts);

  /// llvm-mca's in-order pipeline asks before issuing \p IR: cycles to stall
  /// (0 = none). For a wait, per counter it names: the operations of
  /// \p IssuedInst (issued, not executed) that count on it complete after
  /// their cycles left - in issue order for in-order counters (the later
  /// never before the earlier), in any order for SMEM - and the wait passes
  /// once at most its limit remain.
  unsigned checkCustomHazard(ArrayRef<mca::InstRef> IssuedInst,
                             const mca::InstRef &IR) override;

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

private:
  const GCNProcessorModel &Model;
  /// llvm-mca's pipeline (useForRegion).
  const MCRegisterInfo *MRI = nullptr;
  ArrayRef<MCInst> RegionInsts;
  std::unique_ptr<GCNInstrClassifier> Classifier;
  std::unique_ptr<WaitcntDecoder> Decoder;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_GCNCUSTOMBEHAVIOUR_H
