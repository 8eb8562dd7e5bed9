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
  using Note = std::pair<unsigned, std::string>; ///< indent and text
  void printPart(raw_ostream &OS, ArrayRef<unsigned> Cols,
                 ArrayRef<unsigned> Widths, unsigned Width,
                 bool WithNotes) const;
  /// Cell \p C of row \p R.
  StringRef cell(size_t R, unsigned C) const {
    size_t I = R * RowCells + C;
    size_t Begin = I ? CellEnds[I - 1] : 0;
    return StringRef(Text).slice(Begin, CellEnds[I]);
  }
  /// The notes after row \p R (R = -1: before the first row).
  ArrayRef<Note> notesAfter(ptrdiff_t R) const {
    size_t Begin = R < 0 ? 0 : RowNotes[R];
    size_t End =
        size_t(R + 1) < RowNotes.size() ? RowNotes[R + 1] : Notes.size();
    return ArrayRef<Note>(Notes).slice(Begin, End - Begin);
  }

  std::vector<Column> Columns;
  /// The cells, row after row, in one string (a table of a large region has
  /// tens of thousands of rows): cell I is Text[CellEnds[I-1], CellEnds[I]).
  std::string Text;
  std::vector<uint32_t> CellEnds;
  unsigned RowCells = 0; ///< cells per row (the columns at the first row)
  /// Per row, the index of its first note in Notes (a row's notes follow
  /// it; the notes before RowNotes[0] come before the first row).
  std::vector<uint32_t> RowNotes;
  std::vector<Note> Notes;
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
