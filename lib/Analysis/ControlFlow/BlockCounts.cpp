//===- BlockCounts.cpp - Per-wave basic-block execution counts ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Parser of the `-block-counts` text format (see BlockCounts.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/BlockCounts.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

Expected<BlockCounts> BlockCounts::parse(StringRef Text, StringRef FileName) {
  BlockCounts BC;
  std::string Section;
  unsigned LineNo = 0;
  auto Err = [&](const Twine &Msg) {
    return createStringError(inconvertibleErrorCode(),
                             FileName + ":" + Twine(LineNo) + ": " + Msg);
  };
  while (!Text.empty()) {
    StringRef Line;
    std::tie(Line, Text) = Text.split('\n');
    ++LineNo;
    // '#' starts a comment unless it is the first character of a `#N` name.
    size_t Hash = Line.find(" #");
    if (Hash != StringRef::npos)
      Line = Line.take_front(Hash);
    Line = Line.trim();
    if (Line.empty() || (Line.starts_with("#") && Line.size() > 1 &&
                         !isdigit(static_cast<unsigned char>(Line[1]))))
      continue;
    if (Line.starts_with("[")) {
      if (!Line.ends_with("]") || Line.size() < 3)
        return Err("expected '[region-name]'");
      Section = Line.drop_front().drop_back().trim().str();
      continue;
    }
    std::string Spaced = Line.str();
    std::replace(Spaced.begin(), Spaced.end(), '\t', ' ');
    SmallVector<StringRef, 3> Fields;
    StringRef(Spaced).split(Fields, ' ', -1, /*KeepEmpty=*/false);
    if (Fields.size() != 2)
      return Err("expected '<block> <count>', got '" + Line + "'");
    uint64_t Count;
    if (Fields[1].getAsInteger(10, Count))
      return Err("invalid count '" + Fields[1] + "'");
    BC.Entries.push_back({Fields[0].str(), Count, LineNo, Section});
  }
  return BC;
}

std::vector<BlockCounts::Entry>
BlockCounts::entriesFor(StringRef Region) const {
  std::vector<Entry> R;
  for (const Entry &E : Entries)
    if (E.Section.empty() || E.Section == Region)
      R.push_back(E);
  return R;
}

bool BlockCounts::hasSection(StringRef Region) const {
  for (const Entry &E : Entries)
    if (E.Section == Region)
      return true;
  return false;
}
