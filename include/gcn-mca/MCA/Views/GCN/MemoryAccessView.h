//===- MemoryAccessView.h - Lane strides of the memory accesses -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
// clang-format off
//===----------------------------------------------------------------------===//
/// \file
/// MemoryAccessView lists the vector memory and LDS instructions of a region
/// with the lane stride each was modelled with and where the stride came
/// from, so that the coalescing and bank-conflict assumptions are visible:
///
/// \code
/// Memory Accesses (lane stride of a wave access):
/// Index  Stride  Source     Width  Lines  Banks  Instruction
///  [2]        4  derived        4      4      -  global_load_dword v3, v2, s[0:1]
///  [4]      128  annotated      4      -     64  ds_read_b32 v5, v4
///  [6]        4  default        4      4      -  global_load_dword v6, v[8:9], off
/// Stride sources: 1 derived, 1 annotated, 0 option, 1 default (unit stride)
/// \endcode
///
/// Stride: bytes between the addresses of neighbouring lanes. Source:
/// `annotated` (`; gcn-mca: stride N`), `derived` (LaneStrideAnalysis: the
/// work-item id scaled and added to a uniform base), `option`
/// (-lane-stride), `default` (unknown: unit stride, the access width).
/// Width: bytes per lane. Lines: cache lines one wave access touches (VMEM).
/// Banks: cycles the LDS banks need for one wave access (b32 accesses;
/// `-` for wider ones, assumed conflict-free). JSON key "MemoryAccessView".
//===----------------------------------------------------------------------===//
// clang-format on

#ifndef GCN_MCA_MCA_VIEWS_GCN_MEMORYACCESSVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_MEMORYACCESSVIEW_H

#include "gcn-mca/MCA/Views/GCN/GCNWaveViewBase.h"
#include "gcn-mca/MCA/Views/JSONStreamable.h"

namespace llvm {
namespace gcnmca {

class MemoryAccessView : public GCNWaveViewBase, public JSONStreamable {
public:
  MemoryAccessView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                   ArrayRef<MCInst> Source)
      : GCNWaveViewBase(STI, Printer, Source) {}

  /// Needs only the run's facts (RunStarted is always received).
  unsigned getWaveEventMask() const override { return 0; }

  /// Accesses per stride source, indexed by StrideSource.
  std::array<unsigned, NumStrideSources> countBySource() const;
  /// The hit rates \p A was modelled with, per level of the chip.
  std::string hitRateText(const AccessStride &A) const;

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "MemoryAccessView"; }
  json::Value toJSON() const override { return toJSONValue(*this); }
  void writeJSON(json::OStream &J) const override;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_MEMORYACCESSVIEW_H
