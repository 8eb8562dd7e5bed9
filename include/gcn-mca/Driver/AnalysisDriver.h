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

#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
namespace gcnmca {

/// What one analysed region gave.
struct RegionResult {
  std::string Name;
  uint64_t Cycles = 0;
  bool Incomplete = false;
  /// Why the region was not analyzed (per-kernel isolation: the other
  /// regions were), empty when it was.
  std::string NotAnalyzed;
};

/// What a run gave (the report itself goes to the stream).
struct AnalysisResult {
  std::vector<RegionResult> Regions;
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
