//===- HTMLReport.h - One self-contained HTML file of a run -----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// writeHTMLReport() (`-html=FILE`): runs the analysis once more with the
/// JSON report, the CFG and source views, the occupancy cliffs and a wave
/// trace, and writes one self-contained HTML file (no network: its style,
/// script and data are inside) with the summary, occupancy and cliffs, the
/// stall mix, the CFG coloured by cost, the source view, the hotspots (and
/// the advice with -advise) and a zoomable wave timeline, per region.
/// docs/Views.md, "HTML report".
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_HTMLREPORT_H
#define GCN_MCA_DRIVER_HTMLREPORT_H

#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"

namespace llvm {
namespace gcnmca {

/// Writes the HTML report of \p Input analysed with \p Base to \p Path.
Error writeHTMLReport(const GCNMCAConfig &Base, MemoryBufferRef Input,
                      StringRef Path);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_HTMLREPORT_H
