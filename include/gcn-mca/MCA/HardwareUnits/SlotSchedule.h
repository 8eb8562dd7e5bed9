//===- SlotSchedule.h - Which cycles give a SIMD its issue slot -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// SlotSchedule answers, in closed form, which cycles are issue slots of a
/// SIMD: every cycle (RDNA: every SIMD issues each cycle), or the cycles C
/// with C % NumSIMDs == SIMD (GCN/CDNA: the sequencer visits one SIMD per
/// cycle, round robin). The wave pipeline counts the slots of a stall run
/// and of skipped cycles with it instead of visiting each slot.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_SLOTSCHEDULE_H
#define GCN_MCA_MCA_HARDWAREUNITS_SLOTSCHEDULE_H

#include "gcn-mca/Target/GCNProcessorModel.h"
#include <cstdint>

namespace llvm {
namespace gcnmca {

struct SlotSchedule {
  GCNIssueModel Model = GCNIssueModel::RoundRobin;
  unsigned NumSIMDs = 1;

  /// The slots SIMD \p SIMD gets in cycles [\p From, \p To).
  uint64_t slotsIn(unsigned SIMD, uint64_t From, uint64_t To) const {
    if (To <= From)
      return 0;
    if (Model != GCNIssueModel::RoundRobin)
      return To - From;
    return slotsBefore(SIMD, To) - slotsBefore(SIMD, From);
  }
  /// The first cycle at or after \p From in which SIMD \p SIMD has a slot.
  uint64_t nextSlot(unsigned SIMD, uint64_t From) const {
    if (Model != GCNIssueModel::RoundRobin)
      return From;
    uint64_t N = NumSIMDs;
    return From + (SIMD + N - From % N) % N;
  }

private:
  /// Round robin: the slots of SIMD in cycles [0, X).
  uint64_t slotsBefore(unsigned SIMD, uint64_t X) const {
    return X > SIMD ? (X - SIMD - 1) / NumSIMDs + 1 : 0;
  }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_SLOTSCHEDULE_H
