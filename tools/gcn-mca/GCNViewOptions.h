//===- GCNViewOptions.h - Command-line options of the GCN views -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The driver's access to the GCN views' options (-gcn-summary-view,
/// -stall-view, -wave-view, -wave-view-max, -clock-mhz, -verdict-*), which
/// live in GCNViewOptions.cpp under their own option category.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_TOOLS_GCNVIEWOPTIONS_H
#define GCN_MCA_TOOLS_GCNVIEWOPTIONS_H

#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "llvm/Support/CommandLine.h"

namespace llvm {
namespace gcnmca {

/// The category "GCN View Options" (for cl::HideUnrelatedOptions).
cl::OptionCategory &getGCNViewCategory();

/// The GCN views to print in a wave-pipeline run. \p AllViews is the
/// driver's -all-views: it turns every GCN view on unless a later explicit
/// flag turns one off. \p Timeline and \p TimelineMaxCycles are the driver's
/// -timeline and -timeline-max-cycles.
GCNViewOptions getGCNViewOptions(const cl::opt<bool> &AllViews, bool Timeline,
                                 unsigned TimelineMaxCycles);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_TOOLS_GCNVIEWOPTIONS_H
