//===- BlockCounts.h - Per-wave basic-block execution counts ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Reads a `-block-counts` file: how many times one wave executed each basic
/// block (as the LDS counters of kernel instrumentation measure them). The
/// format is line based:
///
///     # comment (also after a value)
///     [kernel_name]          optional section: the lines below apply to the
///                            region of that name only
///     .LBB0_3   64           block (label, %bb.N, #index) and its count
///     #0 1
///
/// Lines before the first section apply to every region that has a block
/// of that name as its entry block (names it does not have are ignored
/// there). Blocks not listed execute 0 times.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_CONTROLFLOW_BLOCKCOUNTS_H
#define GCN_MCA_ANALYSIS_CONTROLFLOW_BLOCKCOUNTS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

class BlockCounts {
public:
  struct Entry {
    std::string Block;
    uint64_t Count;
    unsigned Line;
    /// Region the line applies to; empty for every region.
    std::string Section;
  };

  /// Parses \p Text; \p FileName is used in error messages.
  static Expected<BlockCounts> parse(StringRef Text, StringRef FileName);

  /// The entries that apply to region \p Region.
  std::vector<Entry> entriesFor(StringRef Region) const;
  bool hasSection(StringRef Region) const;
  bool empty() const { return Entries.empty(); }

private:
  std::vector<Entry> Entries;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_CONTROLFLOW_BLOCKCOUNTS_H
