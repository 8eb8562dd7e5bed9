//===- PreparedControlFlow.h - Regions and their control flow ---*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// PreparedControlFlow: the control-flow step of a run. It replaces a
/// marker-less input's regions by one region per function (-kernel,
/// -whole-file-region), analyses the control flow of every region that
/// follows its branches (or shows a CFG view), and, for the llvm-mca
/// pipeline, replaces such a region's instructions by the expanded stream of
/// one wave. It owns each region's RegionControlFlow for the rest of the run.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_PREPAREDCONTROLFLOW_H
#define GCN_MCA_DRIVER_PREPAREDCONTROLFLOW_H

#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace llvm {
class MCInstrInfo;
class SourceMgr;
namespace gcnmca {
class AnalysisRegion;
class AsmInput;

/// Builds the line table of every buffer of \p SM. SourceMgr builds a
/// buffer's table on the first line number asked for, which is not
/// thread-safe: code that asks for line numbers on several threads calls
/// this first (cheap once the tables exist).
void buildLineTables(const SourceMgr &SM);

class PreparedControlFlow {
public:
  /// Prepares the regions of \p Input (see the file comment). With
  /// \p ExpandStreams a followed region's instructions become the expanded
  /// stream; with \p AnalyzeAll (a CFG view) every region is analysed.
  /// The regions are analysed on up to \p Threads threads; diagnostics
  /// and errors come out in region order as with one.
  /// \p DeriveFor gives, per region, the function that derives its trip
  /// counts and branches from the launch (none: nothing is derived, and
  /// \p NotDerivedWhy says why in the default-trip-count warnings); it is
  /// called on the analysing threads.
  using DeriveForFn =
      std::function<TraceOptions::DeriveFn(const AnalysisRegion &)>;
  static Expected<PreparedControlFlow>
  prepare(const ControlFlowConfig &Config, AsmInput &Input, SourceMgr &SM,
          const MCInstrInfo &MCII, bool ExpandStreams, bool AnalyzeAll,
          unsigned Threads = 1, DeriveForFn DeriveFor = nullptr,
          StringRef NotDerivedWhy = "no launch to derive it from");

  /// The control flow of \p Region, or nullptr when it was not analysed.
  const RegionControlFlow *get(const AnalysisRegion &Region) const;
  /// The dynamic stream of one wave through \p Region as indices of its
  /// static instructions, or nothing when the region runs straight.
  std::optional<std::vector<uint32_t>>
  getTrace(const AnalysisRegion &Region) const;

  /// Why \p Region cannot be analyzed (its control flow failed: an endless
  /// stream, a stream too long to expand, block counts no path reproduces),
  /// or nullptr. Only with more than one region: the error of a lone region
  /// is the run's error.
  const std::string *failure(const AnalysisRegion &Region) const;

private:
  DenseMap<const AnalysisRegion *, std::unique_ptr<RegionControlFlow>> Flows;
  DenseMap<const AnalysisRegion *, std::string> Failures;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_PREPAREDCONTROLFLOW_H
