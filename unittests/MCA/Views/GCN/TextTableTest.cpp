//===- TextTableTest.cpp - Width-aware text tables ------------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// TextTable: widths from the data (huge numbers never touch), the flexible
/// column cut to the width, splitting with key columns, notes; wrapText().
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/TextTable.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

std::string print(const TextTable &T, unsigned Width) {
  std::string S;
  raw_string_ostream OS(S);
  T.print(OS, Width);
  return S;
}

TEST(TextTable, WidthsFromData) {
  TextTable T;
  T.addColumn("Index", TextTable::Align::Left);
  T.addColumn("[1]", TextTable::Align::Right);
  T.addColumn("[2]", TextTable::Align::Right);
  T.addRow({"Total", "12345678901234", "121600"});
  T.addRow({"[0]", "1", "2"});
  // Each column is as wide as its widest cell, two blanks apart.
  EXPECT_EQ(print(T, 0), "Index             [1]     [2]\n"
                         "Total  12345678901234  121600\n"
                         "[0]                 1       2\n");
}

TEST(TextTable, FlexibleColumnIsCut) {
  TextTable T;
  T.addColumn("N", TextTable::Align::Right);
  T.addColumn("Instruction", TextTable::Align::Left, /*Flexible=*/true);
  T.addRow({"7", std::string(60, 'x')});
  T.addNote(std::string(60, 'y'), 2);
  std::string S = print(T, 40);
  // 1 + 2 + 37 columns: the text keeps 34 characters and "...".
  EXPECT_NE(S.find("7  " + std::string(34, 'x') + "...\n"), std::string::npos)
      << S;
  EXPECT_NE(S.find("  " + std::string(35, 'y') + "...\n"), std::string::npos)
      << S;
  // No limit: unchanged.
  EXPECT_NE(print(T, 0).find(std::string(60, 'x')), std::string::npos);
}

TEST(TextTable, SplitRepeatsKeys) {
  TextTable T;
  T.addColumn("Wave", TextTable::Align::Right);
  T.setKeyColumns(1);
  for (const char *H : {"AAAAAAAAAA", "BBBBBBBBBB", "CCCCCCCCCC"})
    T.addColumn(H, TextTable::Align::Right);
  T.addRow({"0", "1", "2", "3"});
  // 4 + 3 x 12 = 40 columns do not fit 30: two parts, each with "Wave".
  EXPECT_EQ(print(T, 30), "Wave  AAAAAAAAAA  BBBBBBBBBB\n"
                          "   0           1           2\n"
                          "\n"
                          "Wave  CCCCCCCCCC\n"
                          "   0           3\n");
}

TEST(TextTable, WrapText) {
  std::string S;
  raw_string_ostream OS(S);
  wrapText(OS, "Verdict: ", "aaaa bbbb cccc dddd", 20, 9);
  EXPECT_EQ(S, "Verdict: aaaa bbbb\n"
               "         cccc dddd\n");
}

} // namespace
