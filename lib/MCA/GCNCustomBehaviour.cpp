//===- GCNCustomBehaviour.cpp - Wave-level rules of the sequencer ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Wait-counter rules (waits, throttling, s_endpgm) for the wave pipeline and
/// wait handling for llvm-mca's in-order pipeline.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/GCNCustomBehaviour.h"
#include "llvm/MCA/Instruction.h"

using namespace llvm;
using namespace llvm::gcnmca;

/// Adds the operations that must complete for counter \p C of \p W to drop
/// to \p Limit: the oldest ones of an in-order counter; every one when an
/// out-of-order (SMEM) operation is pending, since which returns first is
/// unknown.
static void collectWaited(const WaveState &W, WaitCounter C, unsigned Limit,
                          SmallVectorImpl<unsigned> &Out) {
  unsigned I = unsigned(C), N = W.NumOps[I];
  const OutstandingOp *O = W.Ops[I];
  bool AnyOOO = false;
  for (unsigned J = 0; J < N; ++J)
    AnyOOO |= O[J].OutOfOrder;
  unsigned Need = AnyOOO ? N : opsToWaitFor(N, Limit);
  for (unsigned J = 0; J < Need; ++J)
    if (!is_contained(Out, O[J].Inst))
      Out.push_back(O[J].Inst);
}

bool GCNCustomBehaviour::waitSatisfied(WaveState &W, const WaitcntLimits &L,
                                       uint64_t Now,
                                       SmallVectorImpl<unsigned> *WaitedOn,
                                       WaitCounterMask *Counters) const {
  bool OK = true;
  // Only the counters with outstanding operations (in counter order).
  for (WaitCounterMask M = W.Outstanding; M; M &= M - 1) {
    unsigned C = countr_zero(unsigned(M));
    unsigned Limit = L.Limit[C];
    if (!opsToWaitFor(W.count(WaitCounter(C), Now), Limit))
      continue;
    OK = false;
    if (Counters)
      *Counters |= counterBit(WaitCounter(C));
    if (WaitedOn)
      collectWaited(W, WaitCounter(C), Limit, *WaitedOn);
  }
  return OK;
}

bool GCNCustomBehaviour::endSatisfied(WaveState &W, uint64_t Now,
                                      SmallVectorImpl<unsigned> *WaitedOn,
                                      WaitCounterMask *Counters) const {
  WaitcntLimits Zero; // every limit 0
  return waitSatisfied(W, Zero, Now, WaitedOn, Counters);
}

bool GCNCustomBehaviour::wouldOverflowCounter(WaveState &W,
                                              const WaveStaticInst &SI,
                                              uint64_t Now) const {
  for (WaitCounterMask M = SI.Counters; M; M &= M - 1) {
    unsigned C = countr_zero(unsigned(M));
    if (W.CapOps[C] && W.NumOps[C] >= W.CapOps[C] &&
        W.count(WaitCounter(C), Now) >= W.CapOps[C])
      return true;
  }
  return false;
}

void GCNCustomBehaviour::countIssue(WaveState &W, const WaveStaticInst &SI,
                                    unsigned Inst, uint64_t Complete) const {
  for (WaitCounterMask M = SI.Counters; M; M &= M - 1) {
    unsigned C = countr_zero(unsigned(M));
    if (W.CapOps[C])
      W.push(WaitCounter(C), Complete, Inst, SI.IsSMEM);
  }
}

GCNCustomBehaviour::~GCNCustomBehaviour() = default;

void GCNCustomBehaviour::useForRegion(const MCRegisterInfo &RegInfo,
                                      ArrayRef<MCInst> Insts) {
  MRI = &RegInfo;
  RegionInsts = Insts;
  Classifier =
      std::make_unique<GCNInstrClassifier>(Model, MCII, Model.DefaultWaveSize);
  Decoder = std::make_unique<WaitcntDecoder>(Model);
}

unsigned
GCNCustomBehaviour::checkCustomHazard(ArrayRef<mca::InstRef> IssuedInst,
                                      const mca::InstRef &IR) {
  if (RegionInsts.empty())
    return 0;
  auto SourceInst = [&](const mca::InstRef &R) -> const MCInst & {
    return RegionInsts[R.getSourceIndex() % RegionInsts.size()];
  };
  WaitInfo W = Decoder->decode(SourceInst(IR), MCII, MRI);
  if (W.Kind != WaitInfo::Waitcnt)
    return 0;
  // The in-flight instructions in issue order (the stage keeps them
  // unordered).
  SmallVector<const mca::InstRef *, 16> InFlight;
  for (const mca::InstRef &P : IssuedInst)
    InFlight.push_back(&P);
  sort(InFlight, [](const mca::InstRef *A, const mca::InstRef *B) {
    return A->getSourceIndex() < B->getSourceIndex();
  });
  unsigned Stall = 0;
  for (unsigned C = 0; C < NumWaitCounters; ++C) {
    if (!W.Limits.waitsOn(WaitCounter(C), Model))
      continue;
    // Cycles until each counted operation completes.
    SmallVector<unsigned, 16> Done;
    uint64_t LastInOrder = 0;
    for (const mca::InstRef *P : InFlight) {
      const GCNInstrCost &Cost = Classifier->get(SourceInst(*P));
      if (!Cost.increments(WaitCounter(C)))
        continue;
      int Left = P->getInstruction()->getCyclesLeft();
      unsigned L = Left > 0 ? unsigned(Left) : 0;
      if (Cost.Unit != GCNExecUnit::SMEM)
        L = unsigned(inOrderCompletion(L, LastInOrder));
      Done.push_back(L);
    }
    unsigned Need = opsToWaitFor(Done.size(), W.Limits.get(WaitCounter(C)));
    if (!Need)
      continue;
    // The counter reaches the limit when the Need-th operation to complete
    // does.
    sort(Done);
    Stall = std::max(Stall, Done[Need - 1]);
  }
  return Stall;
}
