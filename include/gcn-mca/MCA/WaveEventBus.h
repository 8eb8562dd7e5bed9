//===- WaveEventBus.h - Who receives which wave event ----------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveEventBus is the wave pipeline's delivery of WaveEvents: per event
/// kind, the listeners that receive it (from their subscriptions, see
/// WaveEvents.h), in a flat array, so that an event nobody receives is not
/// even built (wants()) and delivering one is a loop over a few pointers.
/// Before init() (e.g. RunStarted itself) every listener receives every kind.
/// A listener subscribed with WaveCountedIssues gets no InstIssued and no
/// UnitBusy and, of WaveStalled, only the WAITCNT stalls.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_WAVEEVENTBUS_H
#define GCN_MCA_MCA_WAVEEVENTBUS_H

#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/ADT/SmallVector.h"
#include <set>

namespace llvm {
namespace gcnmca {

class WaveEventBus {
public:
  static constexpr unsigned NumKinds =
      unsigned(WaveEvent::LastKind) - unsigned(WaveEvent::FirstKind) + 1;

  /// Sets the listeners and their subscriptions.
  void init(const std::set<mca::HWEventListener *> &All,
            const WaveSubscriptions &Subs) {
    for (auto &V : ByKind)
      V.clear();
    Cycle.clear();
    WaitcntStalls.clear();
    for (mca::HWEventListener *L : All) {
      unsigned M = Subs.maskOf(L);
      bool Counted = M & WaveCountedIssues;
      for (unsigned K = 0; K < NumKinds; ++K) {
        if (!(M & (1u << K)))
          continue;
        unsigned Kind = K + unsigned(WaveEvent::FirstKind);
        if (Counted &&
            (Kind == WaveEvent::InstIssued || Kind == WaveEvent::UnitBusy ||
             Kind == WaveEvent::MemAccess))
          continue;
        if (Counted && Kind == WaveEvent::WaveStalled)
          WaitcntStalls.push_back(L);
        else
          ByKind[K].push_back(L);
      }
      if (M & WaveCycleCallbacks)
        Cycle.push_back(L);
      if ((M & WaveSlotPerSlot) &&
          (M & (1u << (WaveEvent::SlotDone - WaveEvent::FirstKind))))
        SlotPerSlot = true;
    }
    Ready = true;
  }
  bool isReady() const { return Ready; }
  /// True if SlotDone must be reported for every slot.
  bool slotPerSlot() const { return SlotPerSlot; }
  /// True if some listener receives events of kind \p K (for WaveStalled:
  /// of every reason).
  bool wants(WaveEvent::Kind K) const {
    return !ByKind[unsigned(K) - unsigned(WaveEvent::FirstKind)].empty();
  }
  /// True if some listener receives the WAITCNT WaveStalled events.
  bool wantsWaitcntStalls() const {
    return wants(WaveEvent::WaveStalled) || !WaitcntStalls.empty();
  }
  void emit(const WaveEvent &E) const {
    for (mca::HWEventListener *L :
         ByKind[unsigned(E.getKind()) - unsigned(WaveEvent::FirstKind)])
      L->onEvent(E);
    if (E.getKind() == WaveEvent::WaveStalled &&
        E.Reason == WaveStallReason::WAITCNT)
      for (mca::HWEventListener *L : WaitcntStalls)
        L->onEvent(E);
  }
  /// The listeners that need onCycleBegin/onCycleEnd.
  ArrayRef<mca::HWEventListener *> cycleListeners() const { return Cycle; }

private:
  SmallVector<mca::HWEventListener *, 4> ByKind[NumKinds];
  SmallVector<mca::HWEventListener *, 4> Cycle;
  /// Counted listeners (WaveCountedIssues) of WaveStalled: WAITCNT only.
  SmallVector<mca::HWEventListener *, 4> WaitcntStalls;
  bool Ready = false;
  bool SlotPerSlot = false;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_WAVEEVENTBUS_H
