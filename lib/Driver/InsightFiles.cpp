//===- InsightFiles.cpp - The -trace and -cfg-dot files of a run ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Collects and writes the -trace and -cfg-dot files (see InsightFiles.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/InsightFiles.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/Input/AnalysisRegions.h"
#include "gcn-mca/MCA/Views/GCN/CFGDotWriter.h"
#include "llvm/MCA/Pipeline.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace llvm;
using namespace llvm::gcnmca;

TraceView::Limits InsightFiles::traceLimits() const {
  TraceView::Limits L;
  L.MaxCycles = C.TraceMaxCycles;
  L.MaxEvents = C.TraceMaxEvents;
  return L;
}

Error InsightFiles::validate(bool WaveRun) const {
  if (!WaveRun && !C.TraceFile.empty())
    return createStringError("-trace needs the wave pipeline "
                             "(-pipeline=wave)");
  return Error::success();
}

void InsightFiles::addListeners(mca::Pipeline &P, const AnalysisRegion &Region,
                                unsigned RegionIdx,
                                const RegionControlFlow *RCF,
                                const SourceMgr &SM, const MCSubtargetInfo &STI,
                                MCInstPrinter &IP, ArrayRef<MCInst> Insts) {
  if (!C.TraceFile.empty()) {
    Traces.push_back(std::make_unique<TraceView>(
        STI, IP, Insts, RegionIdx, Region.getName(), traceLimits()));
    P.addEventListener(Traces.back().get());
  }
  if (!C.CFGDotFile.empty() && RCF) {
    Dots.push_back({Region.getName().str(), RCF,
                    std::make_unique<CFGWaveView>(STI, IP, Insts, *RCF, SM)});
    P.addEventListener(Dots.back().Wave.get());
  }
}

void InsightFiles::addStatic(const AnalysisRegion &Region,
                             const RegionControlFlow *RCF) {
  if (!C.CFGDotFile.empty() && RCF)
    Dots.push_back({Region.getName().str(), RCF, nullptr});
}

/// Writes \p File through \p Write, all or nothing.
static Error writeFile(StringRef File,
                       function_ref<void(raw_ostream &)> Write) {
  std::error_code EC;
  ToolOutputFile Out(File, EC, sys::fs::OF_Text);
  if (EC)
    return createStringError(File + ": " + EC.message());
  Write(Out.os());
  // A failed write is this file's error, not LLVM's fatal "IO failure".
  Out.os().flush();
  if (std::error_code WEC = Out.os().error()) {
    Out.os().clear_error();
    // Only a regular file is removed (never a device such as /dev/full).
    if (!sys::fs::is_regular_file(File))
      Out.keep();
    return createStringError(File + ": " + WEC.message());
  }
  Out.keep();
  return Error::success();
}

Error InsightFiles::write() const {
  if (!C.TraceFile.empty()) {
    std::vector<TraceView *> Views;
    for (const auto &V : Traces)
      Views.push_back(V.get());
    if (Error E = writeFile(C.TraceFile, [&](raw_ostream &OS) {
          TraceView::writeFile(OS, Views, traceLimits());
        }))
      return E;
  }
  if (!C.CFGDotFile.empty()) {
    std::vector<CFGDotRegion> Regions;
    for (const DotRegion &D : Dots) {
      CFGDotRegion R;
      R.Name = D.Name;
      R.RCF = D.RCF;
      if (D.Wave) {
        R.Stats = D.Wave->computeBlockStats();
        R.SlotCycles = D.Wave->getRunInfo().SlotCycles;
      }
      Regions.push_back(std::move(R));
    }
    if (Error E = writeFile(C.CFGDotFile,
                            [&](raw_ostream &OS) { writeCFGDot(OS, Regions); }))
      return E;
  }
  return Error::success();
}
