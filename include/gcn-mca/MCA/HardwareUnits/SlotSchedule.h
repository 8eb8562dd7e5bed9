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

class SlotSchedule {
public:
  SlotSchedule() = default;
  SlotSchedule(GCNIssueModel Model, unsigned NumSIMDs)
      : Model(Model), NumSIMDs(NumSIMDs ? NumSIMDs : 1) {
    // 4 SIMDs on every GCN/CDNA chip: masks and shifts, not divisions (the
    // pipeline asks several times per simulated instruction).
    if (!(this->NumSIMDs & (this->NumSIMDs - 1)))
      while ((1u << Shift) < this->NumSIMDs)
        ++Shift;
    else
      Shift = -1;
  }

  /// The SIMD whose slot cycle \p C is (round robin).
  unsigned simdAt(uint64_t C) const {
    return Shift >= 0 ? unsigned(C & (NumSIMDs - 1)) : unsigned(C % NumSIMDs);
  }
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
    // (A power of two: the distance to SIMD's turn, modulo NumSIMDs.)
    if (Shift >= 0)
      return From + ((uint64_t(SIMD) - From) & (NumSIMDs - 1));
    unsigned At = simdAt(From);
    return From + (SIMD >= At ? SIMD - At : SIMD + NumSIMDs - At);
  }

private:
  GCNIssueModel Model = GCNIssueModel::RoundRobin;
  unsigned NumSIMDs = 1;
  int Shift = 0; ///< log2(NumSIMDs), or -1 if it is not a power of two

  /// Round robin: the slots of SIMD in cycles [0, X).
  uint64_t slotsBefore(unsigned SIMD, uint64_t X) const {
    if (X <= SIMD)
      return 0;
    uint64_t Y = X - SIMD - 1;
    return (Shift >= 0 ? Y >> Shift : Y / NumSIMDs) + 1;
  }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_SLOTSCHEDULE_H
