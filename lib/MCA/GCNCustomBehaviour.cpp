//===- GCNCustomBehaviour.cpp - Wave-level rules of the sequencer ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Wait-counter rules (waits, throttling, s_endpgm) and the GCN views hooks.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/GCNCustomBehaviour.h"

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
  unsigned Need = AnyOOO ? N : N - Limit;
  for (unsigned J = 0; J < Need; ++J)
    if (!is_contained(Out, O[J].Inst))
      Out.push_back(O[J].Inst);
}

bool GCNCustomBehaviour::waitSatisfied(WaveState &W, const WaitcntLimits &L,
                                       uint64_t Now,
                                       SmallVectorImpl<unsigned> *WaitedOn,
                                       WaitCounterMask *Counters) const {
  bool OK = true;
  for (unsigned C = 0; C < NumWaitCounters; ++C) {
    if (!W.CapOps[C] || !W.NumOps[C])
      continue;
    unsigned Limit = L.Limit[C];
    if (W.count(WaitCounter(C), Now) <= Limit)
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

std::vector<std::unique_ptr<mca::View>>
GCNCustomBehaviour::getStartViews(MCInstPrinter &IP, ArrayRef<MCInst> Insts) {
  std::vector<std::unique_ptr<mca::View>> Views;
  if (OccupancyView)
    Views.push_back(std::move(OccupancyView));
  if (ViewOpts)
    for (auto &V :
         createGCNViews(*ViewOpts, GCNViewPlace::Start, STI, IP, Insts))
      Views.push_back(std::move(V));
  return Views;
}

std::vector<std::unique_ptr<mca::View>>
GCNCustomBehaviour::getPostInstrInfoViews(MCInstPrinter &IP,
                                          ArrayRef<MCInst> Insts) {
  if (!ViewOpts)
    return {};
  return createGCNViews(*ViewOpts, GCNViewPlace::PostInstrInfo, STI, IP, Insts);
}

std::vector<std::unique_ptr<mca::View>>
GCNCustomBehaviour::getEndViews(MCInstPrinter &IP, ArrayRef<MCInst> Insts) {
  if (!ViewOpts)
    return {};
  return createGCNViews(*ViewOpts, GCNViewPlace::End, STI, IP, Insts);
}
