//===- StoreCombining.h - Partial-line stores combined in L2 ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Write combining of partial-line stores (docs/Model.md, "Caches as
/// caches"): the L2 is write-back with byte masks, so stores that write
/// parts of the same lines soon after each other leave it as one write-back
/// per line. Without per-lane addresses the stores that do so are found in
/// the code: global / flat / scratch stores with the same address registers
/// (nothing written to them in between) and the same known lane stride,
/// differing only in their immediate offsets, e.g. the four 4-byte stores of
/// a 16-byte struct per lane. Such a group writes back the lines the union
/// of its members' bytes touches, shared evenly among its members.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_STORECOMBINING_H
#define GCN_MCA_MCA_HARDWAREUNITS_STORECOMBINING_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/MC/MCInst.h"
#include <vector>

namespace llvm {
class MCInstrInfo;
class MCRegisterInfo;
namespace gcnmca {

/// One vector store with a known lane stride.
struct StoreAccess {
  unsigned Inst = 0;   ///< index in the instruction list
  unsigned Width = 4;  ///< bytes per lane
  unsigned Stride = 4; ///< bytes between neighbouring lanes
  unsigned Lines = 1;  ///< lines the store alone touches
};

/// For each of \p Stores (in program order), the fraction of its lines that
/// is written back below L2 once its group is combined (1 = no combining):
/// the group's union lines / members / the store's own lines, at most 1.
/// \p Lanes lanes per wave, \p LineBytes the line size.
std::vector<float> getStoreCombiningFactors(ArrayRef<MCInst> Insts,
                                            const MCInstrInfo &MCII,
                                            const MCRegisterInfo &MRI,
                                            ArrayRef<StoreAccess> Stores,
                                            unsigned Lanes,
                                            unsigned LineBytes);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_STORECOMBINING_H
