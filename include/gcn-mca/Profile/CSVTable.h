//===- CSVTable.h - A CSV file with positions -------------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// CSVTable: a comma-separated file as rocprofv3 and the thread-trace
/// decoder write it (RFC 4180: a header row, fields optionally in double
/// quotes, "" for a quote inside one, LF or CRLF line ends), every field
/// with its line and column so that readers report `file:line:col: error:`.
/// A row with another number of fields than the header, or a quoted field
/// left open at the end of the file, is an error (a truncated file), never a
/// silently shorter table.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_PROFILE_CSVTABLE_H
#define GCN_MCA_PROFILE_CSVTABLE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

class CSVTable {
public:
  struct Field {
    std::string Text;
    unsigned Col = 1; ///< 1-based column of its first character
  };
  struct Row {
    unsigned Line = 1; ///< 1-based
    std::vector<Field> Fields;
  };

  /// Parses \p Buffer (its identifier names the file in diagnostics).
  static Expected<CSVTable> parse(MemoryBufferRef Buffer);

  StringRef fileName() const { return File; }
  const Row &header() const { return Header; }
  ArrayRef<Row> rows() const { return Rows; }
  /// The index of the header column \p Name, if present.
  std::optional<unsigned> column(StringRef Name) const;

  /// An error at field \p Col of \p R (or at the row's start).
  Error error(const Row &R, std::optional<unsigned> Col,
              const Twine &Msg) const;
  /// Field \p Col of \p R as an unsigned integer (decimal, or 0x hex).
  Expected<uint64_t> getUInt(const Row &R, unsigned Col) const;
  /// Field \p Col of \p R as a finite number.
  Expected<double> getNumber(const Row &R, unsigned Col) const;

private:
  std::string File;
  Row Header;
  std::vector<Row> Rows;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_PROFILE_CSVTABLE_H
