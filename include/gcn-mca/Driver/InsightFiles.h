//===- InsightFiles.h - The -trace and -cfg-dot files of a run --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// InsightFiles collects, over the regions of one run, what the -trace file
/// (Chrome trace-event JSON of the wave pipeline) and the -cfg-dot file
/// (Graphviz DOT of the regions' CFGs coloured by cost) hold, and writes them
/// once the whole run succeeded.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_INSIGHTFILES_H
#define GCN_MCA_DRIVER_INSIGHTFILES_H

#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "gcn-mca/MCA/Views/GCN/CFGWaveView.h"
#include "gcn-mca/MCA/Views/GCN/TraceView.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class SourceMgr;
class ToolOutputFile;
namespace mca {
class Pipeline;
}
namespace gcnmca {
class AnalysisRegion;
class RegionControlFlow;

class InsightFiles {
public:
  explicit InsightFiles(const InsightConfig &C);
  ~InsightFiles();

  /// Checks the settings (-trace needs the wave pipeline) and opens the
  /// -trace file, which then receives the events as they happen.
  Error validate(bool WaveRun);
  /// True when every region's CFG must be analysed (-cfg-dot).
  bool needsCFGs() const { return !C.CFGDotFile.empty(); }

  /// Wave pipeline: makes the collectors of region \p RegionIdx (control
  /// flow \p RCF, may be null) listen to \p P.
  void addListeners(mca::Pipeline &P, const AnalysisRegion &Region,
                    unsigned RegionIdx, const RegionControlFlow *RCF,
                    const SourceMgr &SM, const MCSubtargetInfo &STI,
                    MCInstPrinter &IP, ArrayRef<MCInst> Insts);
  /// llvm-mca pipeline: records the region's CFG (without wave figures).
  void addStatic(const AnalysisRegion &Region, const RegionControlFlow *RCF);

  /// Ends the -trace file and writes the -cfg-dot file (after every region
  /// ran); a file is kept only if all of it was written.
  Error write();

private:
  TraceView::Limits traceLimits() const;

  const InsightConfig &C;
  /// -trace: the file (removed unless write() keeps it) and its writer.
  std::unique_ptr<ToolOutputFile> TraceOut;
  std::unique_ptr<TraceWriter> TraceW;
  std::vector<std::unique_ptr<TraceView>> Traces;
  struct DotRegion {
    std::string Name;
    const RegionControlFlow *RCF;
    std::unique_ptr<CFGWaveView> Wave; ///< null: no wave figures
  };
  std::vector<DotRegion> Dots;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_INSIGHTFILES_H
