//===- AnalysisDriver.h - The library entry point of gcn-mca ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// runAnalysis(): one whole gcn-mca run on one input (assembly text, code
/// object or offload bundle) with one GCNMCAConfig - target and processor
/// model, input lowering, control-flow preparation, the region loop, the
/// choice of pipeline and of views - writing the report to a stream. The
/// gcn-mca tool is its command line; docs/Architecture.md shows the flow.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_ANALYSISDRIVER_H
#define GCN_MCA_DRIVER_ANALYSISDRIVER_H

#include "gcn-mca/Analysis/Occupancy.h"
#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "gcn-mca/MCA/Views/GCN/GCNSummaryView.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
namespace gcnmca {

/// What one analysed region gave: the numbers its report prints.
struct RegionResult {
  std::string Name;
  uint64_t Cycles = 0;
  /// The run stopped early (-max-cycles, deadlock): the figures are partial.
  bool Incomplete = false;
  /// Why the region was not analyzed (per-kernel isolation: the other
  /// regions were), empty when it was.
  std::string NotAnalyzed;
  /// The wave pipeline: the region's statistics (cycles, throughput, unit
  /// utilization, stall slots by reason, verdict), what the GCN summary
  /// prints (computed whether or not it is printed).
  std::optional<GCNSummaryView::Figures> Wave;
  /// The wave pipeline: the occupancy of the region's kernel, if known.
  std::optional<OccupancyInput> OccupancyIn;
  std::optional<OccupancyResult> Occupancy;
};

/// The occupancy of one kernel of the input (-gcn-occupancy[-only]).
struct KernelOccupancy {
  std::string Name;
  OccupancyInput In;
  OccupancyResult Result;
};

/// What a run gave (the report itself goes to the stream).
struct AnalysisResult {
  std::vector<RegionResult> Regions;
  /// -gcn-occupancy[-only]: every kernel, in the report's order.
  std::vector<KernelOccupancy> Kernels;
};

/// An error whose diagnostic was already printed (with its source line):
/// the caller only fails, printing nothing more.
class DiagnosedError : public ErrorInfo<DiagnosedError> {
public:
  static char ID;
  void log(raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override {
    return inconvertibleErrorCode();
  }
};

/// Analyzes one input (assembly text, code object or offload bundle) and
/// writes the report to \p OS. Diagnostics with a source location and
/// warnings go to errs(); any failure is returned (then \p OS may hold a
/// partial report: write it to a file only on success).
Expected<AnalysisResult> runAnalysis(const GCNMCAConfig &Config,
                                     MemoryBufferRef Input, raw_ostream &OS);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_ANALYSISDRIVER_H
