//===- TextTable.h - Width-aware text tables of the GCN views ---*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// TextTable: a table whose column widths come from its data, so that no
/// number runs into its neighbour whatever its width, and which fits a report
/// width (docs/Views.md, "Report width"):
///  - every column is as wide as its widest cell or header, and columns are
///    separated by two spaces;
///  - the one flexible column (the instruction text, last) is shortened with
///    "..." so that the row fits the width (never below MinFlexWidth);
///  - if the other columns alone do not fit, they are split into several
///    tables printed one after the other, each repeating the key columns
///    (the first NumKeys, e.g. the index);
///  - a note (e.g. what an s_waitcnt waited on) is a line of its own after
///    its row, shortened to the width.
/// Also wrapText(), which breaks prose at spaces.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_TEXTTABLE_H
#define GCN_MCA_MCA_VIEWS_GCN_TEXTTABLE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

class TextTable {
public:
  enum class Align { Left, Right };
  /// The narrowest the flexible column gets before the table splits.
  static constexpr unsigned MinFlexWidth = 24;

  /// Adds a column; \p Flexible: this column is shortened to fit (at most
  /// one, the last).
  void addColumn(StringRef Header, Align A, bool Flexible = false);
  /// The first \p N columns are repeated in every part of a split table.
  void setKeyColumns(unsigned N) { NumKeys = N; }
  /// Adds a row (one cell per column; missing cells are empty).
  void addRow(std::vector<std::string> Cells);
  /// Adds a line after the last row, indented by \p Indent.
  void addNote(std::string Text, unsigned Indent = 6);
  /// Prints the table within \p Width columns (0: no limit).
  void print(raw_ostream &OS, unsigned Width) const;

  /// \p Text cut to \p Width columns with "..." (unchanged when it fits or
  /// \p Width is 0).
  static std::string fit(StringRef Text, unsigned Width);

private:
  struct Column {
    std::string Header;
    Align A;
    bool Flexible;
  };
  struct Row {
    std::vector<std::string> Cells;
    /// Note lines: indent and text.
    std::vector<std::pair<unsigned, std::string>> Notes;
  };
  void printPart(raw_ostream &OS, ArrayRef<unsigned> Cols,
                 ArrayRef<unsigned> Widths, unsigned Width,
                 bool WithNotes) const;

  std::vector<Column> Columns;
  std::vector<Row> Rows;
  /// Notes before the first row.
  std::vector<std::pair<unsigned, std::string>> Leading;
  unsigned NumKeys = 1;
};

/// Writes \p Text after \p Prefix, broken at spaces into lines of at most
/// \p Width columns (0: one line); continuation lines are indented by
/// \p Indent. Ends with a newline.
void wrapText(raw_ostream &OS, StringRef Prefix, StringRef Text, unsigned Width,
              unsigned Indent);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_TEXTTABLE_H
