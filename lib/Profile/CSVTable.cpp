//===- CSVTable.cpp - A CSV file with positions ---------------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The CSV parser of the profile readers (see CSVTable.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Profile/CSVTable.h"
#include "gcn-mca/Profile/ProfileError.h"
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

Expected<CSVTable> CSVTable::parse(MemoryBufferRef Buffer) {
  CSVTable T;
  T.File = Buffer.getBufferIdentifier().str();
  StringRef S = Buffer.getBuffer();
  if (S.find('\0') != StringRef::npos) {
    size_t At = S.find('\0');
    unsigned Line = 1 + S.take_front(At).count('\n');
    size_t LineStart = S.take_front(At).rfind('\n');
    unsigned Col = At - (LineStart == StringRef::npos ? 0 : LineStart + 1) + 1;
    return profileError(T.File, Line, Col,
                        "a NUL byte: not a CSV text file");
  }
  size_t I = 0, N = S.size();
  unsigned Line = 1;
  size_t LineStart = 0;
  std::vector<Row> All;
  while (I < N) {
    Row R;
    R.Line = Line;
    // One record: fields until an unquoted line end or the end of the file.
    for (;;) {
      Field F;
      F.Col = unsigned(I - LineStart) + 1;
      if (I < N && S[I] == '"') {
        unsigned QuoteLine = Line, QuoteCol = F.Col;
        ++I;
        bool Closed = false;
        while (I < N) {
          char C = S[I];
          if (C == '"') {
            if (I + 1 < N && S[I + 1] == '"') {
              F.Text += '"';
              I += 2;
              continue;
            }
            ++I;
            Closed = true;
            break;
          }
          if (C == '\n') {
            ++Line;
            LineStart = I + 1;
          }
          F.Text += C;
          ++I;
        }
        if (!Closed)
          return profileError(T.File, QuoteLine, QuoteCol,
                              "quoted field not closed before the end of "
                              "the file (truncated file?)");
        if (I < N && S[I] != ',' && S[I] != '\n' && S[I] != '\r')
          return profileError(T.File, Line, unsigned(I - LineStart) + 1,
                              "expected ',' or a line end after a quoted "
                              "field");
      } else {
        while (I < N && S[I] != ',' && S[I] != '\n' && S[I] != '\r')
          F.Text += S[I++];
      }
      R.Fields.push_back(std::move(F));
      if (I < N && S[I] == ',') {
        ++I;
        continue;
      }
      break;
    }
    // The line end.
    if (I < N && S[I] == '\r')
      ++I;
    if (I < N && S[I] == '\n') {
      ++I;
      ++Line;
      LineStart = I;
    } else if (I < N) {
      return profileError(T.File, Line, unsigned(I - LineStart) + 1,
                          "a carriage return inside a line");
    }
    // Blank lines (a trailing one, say) are not records.
    if (R.Fields.size() == 1 && R.Fields[0].Text.empty())
      continue;
    All.push_back(std::move(R));
  }
  if (All.empty())
    return profileError(T.File, 1, 1, "empty file: no header row");
  T.Header = std::move(All.front());
  for (size_t K = 1; K < All.size(); ++K) {
    Row &R = All[K];
    if (R.Fields.size() != T.Header.Fields.size()) {
      unsigned Col = R.Fields.back().Col + R.Fields.back().Text.size();
      return profileError(
          T.File, R.Line, Col,
          Twine("row has ") + Twine(R.Fields.size()) + " fields, the header " +
              Twine(T.Header.Fields.size()) +
              (K + 1 == All.size() ? " (truncated file?)" : ""));
    }
    T.Rows.push_back(std::move(R));
  }
  return std::move(T);
}

std::optional<unsigned> CSVTable::column(StringRef Name) const {
  for (unsigned C = 0; C < Header.Fields.size(); ++C)
    if (StringRef(Header.Fields[C].Text).trim() == Name)
      return C;
  return std::nullopt;
}

Error CSVTable::error(const Row &R, std::optional<unsigned> Col,
                      const Twine &Msg) const {
  unsigned C = Col && *Col < R.Fields.size() ? R.Fields[*Col].Col : 1;
  return profileError(File, R.Line, C, Msg);
}

Expected<uint64_t> CSVTable::getUInt(const Row &R, unsigned Col) const {
  StringRef Text = StringRef(R.Fields[Col].Text).trim();
  uint64_t V;
  if (Text.empty() || Text.getAsInteger(0, V))
    return error(R, Col,
                 "'" + Text + "' is not an unsigned integer (column '" +
                     Header.Fields[Col].Text + "')");
  return V;
}

Expected<double> CSVTable::getNumber(const Row &R, unsigned Col) const {
  StringRef Text = StringRef(R.Fields[Col].Text).trim();
  double V;
  if (Text.empty() || Text.getAsDouble(V) || !std::isfinite(V))
    return error(R, Col,
                 "'" + Text + "' is not a number (column '" +
                     Header.Fields[Col].Text + "')");
  return V;
}
