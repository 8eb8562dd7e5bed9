//===- OccupancyView.h - Occupancy of a kernel as an mca::View --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The occupancy of one kernel (lib/Analysis/Occupancy) as an mca::View, so
/// that a pipeline's report (ReportPrinter, GCNCustomBehaviour's start views)
/// can carry it in text and JSON. It observes no events: everything is
/// known before the simulation. Example output (saxpy_lds on gfx90a):
///
/// \code
/// Occupancy - saxpy_lds
///
/// Wave size:            64
/// Workgroup size:       256 (4 waves)
///
/// Resource      Used   Allocated   Available   Waves/SIMD
/// VGPRs           12          16         512            8
/// SGPRs           20          20           -            8
/// LDS           1024           -       65536            8
/// Workgroups       -           -           -            8
/// Wave slots       -           -           8            8  <- binds
///
/// Waves per SIMD:       8 of 8 (100%), limited by wave slots
/// Waves per CU:         32
/// \endcode
///
/// Columns: Used = what the kernel needs (VGPRs include AGPRs; SGPRs
/// include VCC/FLAT_SCRATCH/XNACK_MASK; LDS bytes per workgroup); Allocated
/// = rounded up to the allocation granule (SGPRs: to the rounding of the
/// occupancy rule, SGPROccupancyGranule); Available = the per-lane VGPR
/// file, the LDS of the CU (WGP in WGP mode), the wave slots per SIMD;
/// Waves/SIMD = what that resource alone allows. JSON: the object of
/// toJSON() under the key "Occupancy" (docs/Occupancy.md).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_OCCUPANCYVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_OCCUPANCYVIEW_H

#include "gcn-mca/Analysis/Occupancy.h"
#include "llvm/MCA/View.h"
#include <string>

namespace llvm {
namespace gcnmca {

class OccupancyView : public mca::View {
public:
  /// Wave pipeline: needs no events (subscribes to none).
  void onEvent(const mca::HWInstructionEvent &E) override;
  using mca::View::onEvent;

  OccupancyView(StringRef KernelName, const OccupancyInput &In,
                const OccupancyResult &R)
      : KernelName(KernelName.str()), In(In), R(R) {}
  /// Computes the result from \p Model.
  OccupancyView(StringRef KernelName, const OccupancyInput &In,
                const GCNProcessorModel &Model)
      : OccupancyView(KernelName, In, OccupancyCalculator(Model).compute(In)) {}

  const OccupancyResult &getResult() const { return R; }

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "Occupancy"; }
  json::Value toJSON() const override;

private:
  std::string KernelName;
  OccupancyInput In;
  OccupancyResult R;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_OCCUPANCYVIEW_H
