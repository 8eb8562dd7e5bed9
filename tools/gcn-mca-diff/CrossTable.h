//===- CrossTable.h - gcn-mca-diff -table: reports side by side -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// `gcn-mca-diff -table r1.json r2.json ...`: the reports side by side, per
/// region (matched by name across the reports): each report's processor,
/// cycles, change against the first report, verdict (naming its unit or
/// memory level, "VALU-bound", "HBM-bound") and occupancy (waves per SIMD
/// and what limits them). One kernel compiled for several processors, or
/// one input run with several -mcpu (utils/cross-target.sh runs both steps).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_TOOLS_GCN_MCA_DIFF_CROSSTABLE_H
#define GCN_MCA_TOOLS_GCN_MCA_DIFF_CROSSTABLE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace llvm {
namespace gcnmca {

/// One report of the table: its file name and parsed document.
struct CrossTableReport {
  std::string File;
  const json::Value *Root = nullptr;
};

/// Writes the table of \p Reports to \p OS, as text or (\p AsJSON) as
/// `{"Reports": [...], "Regions": [{"Name", "Rows": [...]}]}`.
void writeCrossTable(ArrayRef<CrossTableReport> Reports, bool AsJSON,
                     raw_ostream &OS);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_TOOLS_GCN_MCA_DIFF_CROSSTABLE_H
