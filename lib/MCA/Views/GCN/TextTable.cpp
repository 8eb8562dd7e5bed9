//===- TextTable.cpp - Width-aware text tables of the GCN views -----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements TextTable and wrapText() (see TextTable.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/TextTable.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Format.h"
#include <algorithm>
#include <cassert>

using namespace llvm;
using namespace llvm::gcnmca;

/// Columns are separated by this many spaces.
static constexpr unsigned Gap = 2;

void TextTable::addColumn(StringRef Header, Align A, bool Flexible) {
  Columns.push_back({Header.str(), A, Flexible});
}

void TextTable::addRow(std::vector<std::string> Cells) {
  if (RowNotes.empty())
    RowCells = Columns.size();
  assert(RowCells == Columns.size() && "columns added after the first row");
  Cells.resize(RowCells);
  for (const std::string &C : Cells) {
    Text += C;
    CellEnds.push_back(uint32_t(Text.size()));
  }
  RowNotes.push_back(uint32_t(Notes.size()));
}

void TextTable::addNote(std::string Line, unsigned Indent) {
  Notes.emplace_back(Indent, std::move(Line));
}

std::string TextTable::fit(StringRef Text, unsigned Width) {
  if (!Width || Text.size() <= Width)
    return Text.str();
  if (Width <= 3)
    return std::string(Width, '.');
  return Text.take_front(Width - 3).str() + "...";
}

static void printNotes(raw_ostream &OS,
                       ArrayRef<std::pair<unsigned, std::string>> Notes,
                       unsigned Width) {
  for (const auto &[Indent, Text] : Notes) {
    unsigned I = Width ? std::min(Indent, Width / 2) : Indent;
    OS.indent(I) << TextTable::fit(Text, Width ? Width - I : 0) << '\n';
  }
}

void TextTable::printPart(raw_ostream &OS, ArrayRef<unsigned> Cols,
                          ArrayRef<unsigned> Widths, unsigned Width,
                          bool WithNotes) const {
  // One line buffer for every row; cells are written in place (a table
  // may have tens of thousands of rows).
  std::string L;
  auto Line = [&](auto CellOf) {
    L.clear();
    for (size_t K = 0; K < Cols.size(); ++K) {
      const Column &C = Columns[Cols[K]];
      StringRef Cell = CellOf(Cols[K]);
      std::string Fitted;
      if (C.Flexible && Widths[K] && Cell.size() > Widths[K]) {
        Fitted = fit(Cell, Widths[K]);
        Cell = Fitted;
      }
      if (K)
        L.append(Gap, ' ');
      bool Last = K + 1 == Cols.size();
      size_t Pad = Widths[K] > Cell.size() ? Widths[K] - Cell.size() : 0;
      if (C.A == Align::Right)
        L.append(Pad, ' ').append(Cell.data(), Cell.size());
      else if (Last)
        L.append(Cell.data(), Cell.size());
      else
        L.append(Cell.data(), Cell.size()).append(Pad, ' ');
    }
    OS << StringRef(L).rtrim() << '\n';
  };
  if (WithNotes)
    printNotes(OS, notesAfter(-1), Width);
  Line([&](unsigned C) { return StringRef(Columns[C].Header); });
  for (size_t R = 0, E = RowNotes.size(); R != E; ++R) {
    Line([&](unsigned C) { return cell(R, C); });
    if (WithNotes)
      printNotes(OS, notesAfter(ptrdiff_t(R)), Width);
  }
}

void TextTable::print(raw_ostream &OS, unsigned Width) const {
  size_t N = Columns.size();
  std::vector<unsigned> W(N);
  for (size_t C = 0; C < N; ++C) {
    size_t Max = Columns[C].Header.size();
    for (size_t R = 0, E = RowNotes.size(); R != E; ++R)
      Max = std::max(Max, cell(R, C).size());
    W[C] = unsigned(Max);
  }
  int Flex = -1;
  for (size_t C = 0; C < N; ++C)
    if (Columns[C].Flexible)
      Flex = int(C);
  auto Total = [&](ArrayRef<unsigned> Cols) {
    unsigned T = 0;
    for (unsigned C : Cols)
      T += W[C] + (T ? Gap : 0);
    return T;
  };
  std::vector<unsigned> All(N);
  for (size_t C = 0; C < N; ++C)
    All[C] = unsigned(C);
  auto WidthsOf = [&](ArrayRef<unsigned> Cols, unsigned Avail) {
    std::vector<unsigned> Ws;
    unsigned Fixed = 0;
    for (unsigned C : Cols)
      if (int(C) != Flex)
        Fixed += W[C] + Gap;
    for (unsigned C : Cols) {
      unsigned X = W[C];
      if (int(C) == Flex && Avail && Fixed + X > Avail)
        X = std::max(MinFlexWidth, Avail > Fixed ? Avail - Fixed : 0u);
      Ws.push_back(X);
    }
    return Ws;
  };
  unsigned FlexMin =
      Flex >= 0 ? std::min<unsigned>(W[Flex], MinFlexWidth) + Gap : 0;
  unsigned Fixed = Total(All) - (Flex >= 0 ? W[Flex] + Gap : 0);
  if (!Width || Total(All) <= Width || Fixed + FlexMin <= Width) {
    printPart(OS, All, WidthsOf(All, Width), Width, /*WithNotes=*/true);
    return;
  }
  // Split: the key columns in every part, the others in order, as many as
  // fit; the flexible column and the notes go with the last part.
  unsigned Keys = std::min<unsigned>(NumKeys, unsigned(N));
  std::vector<unsigned> KeyCols(All.begin(), All.begin() + Keys);
  std::vector<std::vector<unsigned>> Parts;
  std::vector<unsigned> Cur = KeyCols;
  for (unsigned C = Keys; C < N; ++C) {
    unsigned Need = int(C) == Flex ? std::min(W[C], MinFlexWidth) : W[C];
    if (Cur.size() > KeyCols.size() && Total(Cur) + Gap + Need > Width) {
      Parts.push_back(Cur);
      Cur = KeyCols;
    }
    Cur.push_back(C);
  }
  Parts.push_back(Cur);
  for (size_t P = 0; P < Parts.size(); ++P) {
    if (P)
      OS << '\n';
    printPart(OS, Parts[P], WidthsOf(Parts[P], Width), Width,
              P + 1 == Parts.size());
  }
}

void llvm::gcnmca::wrapText(raw_ostream &OS, StringRef Prefix, StringRef Text,
                            unsigned Width, unsigned Indent) {
  OS << Prefix;
  unsigned Col = unsigned(Prefix.size());
  bool LineEmpty = true;
  SmallVector<StringRef, 32> Words;
  Text.split(Words, ' ', -1, /*KeepEmpty=*/false);
  for (StringRef Word : Words) {
    unsigned Need = unsigned(Word.size()) + (LineEmpty ? 0 : 1);
    if (Width && !LineEmpty && Col + Need > Width) {
      OS << '\n';
      OS.indent(Indent);
      Col = Indent;
      LineEmpty = true;
      Need = unsigned(Word.size());
    }
    if (!LineEmpty)
      OS << ' ';
    OS << Word;
    Col += Need;
    LineEmpty = false;
  }
  OS << '\n';
}
