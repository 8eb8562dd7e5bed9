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

InsightFiles::InsightFiles(const InsightConfig &C) : C(C) {}
InsightFiles::~InsightFiles() = default;

Error InsightFiles::validate(bool WaveRun) {
  if (C.TraceFile.empty())
    return Error::success();
  if (!WaveRun)
    return createStringError("-trace needs the wave pipeline "
                             "(-pipeline=wave)");
  std::error_code EC;
  TraceOut = std::make_unique<ToolOutputFile>(C.TraceFile, EC, sys::fs::OF_Text);
  if (EC) {
    TraceOut.reset();
    return createStringError(C.TraceFile + ": " + EC.message());
  }
  TraceW = std::make_unique<TraceWriter>(TraceOut->os(), traceLimits());
  return Error::success();
}

void InsightFiles::addListeners(mca::Pipeline &P, const AnalysisRegion &Region,
                                unsigned RegionIdx,
                                const RegionControlFlow *RCF,
                                const SourceMgr &SM, const MCSubtargetInfo &STI,
                                MCInstPrinter &IP, ArrayRef<MCInst> Insts) {
  if (TraceW) {
    // The regions run one after the other: the previous one has ended.
    if (!Traces.empty())
      Traces.back()->finish();
    Traces.push_back(std::make_unique<TraceView>(
        STI, IP, Insts, RegionIdx, Region.getName(), *TraceW));
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

/// Ends \p Out (file \p File), kept only if all of it was written.
static Error keepFile(ToolOutputFile &Out, StringRef File) {
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

/// Writes \p File through \p Write, all or nothing.
static Error writeFile(StringRef File,
                       function_ref<void(raw_ostream &)> Write) {
  std::error_code EC;
  ToolOutputFile Out(File, EC, sys::fs::OF_Text);
  if (EC)
    return createStringError(File + ": " + EC.message());
  Write(Out.os());
  return keepFile(Out, File);
}

Error InsightFiles::write() {
  if (TraceW) {
    for (const auto &V : Traces)
      V->finish();
    TraceW->finish();
    Error E = keepFile(*TraceOut, C.TraceFile);
    TraceW.reset();
    TraceOut.reset();
    if (E)
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
