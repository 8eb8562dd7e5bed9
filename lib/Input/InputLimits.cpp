//===- InputLimits.cpp - Bounds on what an input may make us read --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Bounded reading of input files and the literal-length scan (see
/// InputLimits.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/InputLimits.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"

using namespace llvm;
using namespace llvm::gcnmca;

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Expected<std::unique_ptr<MemoryBuffer>>
InputLimits::readFile(StringRef Path, StringRef Option, bool IsText) const {
  std::string Name = Path == "-" ? std::string("<stdin>") : Path.str();
  auto TooLarge = [&](const Twine &Size) {
    return makeError(Name + ": " + Size + " bytes, more than -max-input-size=" +
                     Twine(MaxBytes) + " (the " + Option +
                     " file; raise the limit if it is right)");
  };
  if (Path != "-") {
    sys::fs::file_status St;
    if (std::error_code EC = sys::fs::status(Path, St))
      return makeError(Name + ": " + EC.message());
    if (sys::fs::is_directory(St))
      return makeError(Name + ": is a directory");
    // A regular file says its size; anything else (a device, a pipe) is
    // read until the bound.
    if (sys::fs::is_regular_file(St)) {
      if (St.getSize() > MaxBytes)
        return TooLarge(Twine(St.getSize()));
      ErrorOr<std::unique_ptr<MemoryBuffer>> B =
          MemoryBuffer::getFile(Path, IsText, /*RequiresNullTerminator=*/true);
      if (!B)
        return makeError(Name + ": " + B.getError().message());
      if ((*B)->getBufferSize() > MaxBytes) // It grew meanwhile.
        return TooLarge(Twine((*B)->getBufferSize()));
      return std::move(*B);
    }
  }
  Expected<sys::fs::file_t> FD =
      Path == "-" ? Expected<sys::fs::file_t>(sys::fs::getStdinHandle())
                  : sys::fs::openNativeFileForRead(Path);
  if (!FD)
    return makeError(Name + ": " + toString(FD.takeError()));
  SmallVector<char, 0> Data;
  SmallVector<char, 0> Chunk;
  Chunk.resize_for_overwrite(1 << 16);
  Error Failure = Error::success();
  while (true) {
    Expected<size_t> N = sys::fs::readNativeFile(*FD, Chunk);
    if (!N) {
      Failure = makeError(Name + ": " + toString(N.takeError()));
      break;
    }
    if (!*N)
      break;
    if (Data.size() + *N > MaxBytes) {
      Failure = TooLarge("more than " + Twine(MaxBytes));
      break;
    }
    Data.append(Chunk.begin(), Chunk.begin() + *N);
  }
  if (Path != "-")
    sys::fs::closeFile(*FD);
  if (Failure)
    return std::move(Failure);
  return MemoryBuffer::getMemBufferCopy(StringRef(Data.data(), Data.size()),
                                        Name);
}

std::optional<size_t> InputLimits::findLongLiteral(StringRef Text,
                                                   size_t &Length) const {
  // Comments (`;`, `//`, `/* */`, `#` at the start of a line) and strings
  // are skipped; a run of letters, digits, `_` and `.` that starts with a
  // digit after a non-identifier character is a literal.
  auto IsIdent = [](char C) { return isAlnum(C) || C == '_' || C == '.' || C == '$'; };
  bool LineStart = true;
  for (size_t I = 0, E = Text.size(); I < E;) {
    char C = Text[I];
    if (C == '\n') {
      LineStart = true;
      ++I;
      continue;
    }
    if (C == ' ' || C == '\t' || C == '\r') {
      ++I;
      continue;
    }
    bool AtLineStart = LineStart;
    LineStart = false;
    if (C == ';' || (C == '/' && I + 1 < E && Text[I + 1] == '/') ||
        (C == '#' && AtLineStart)) {
      size_t NL = Text.find('\n', I);
      I = NL == StringRef::npos ? E : NL;
      continue;
    }
    if (C == '/' && I + 1 < E && Text[I + 1] == '*') {
      size_t End = Text.find("*/", I + 2);
      I = End == StringRef::npos ? E : End + 2;
      continue;
    }
    if (C == '"') {
      for (++I; I < E && Text[I] != '"' && Text[I] != '\n'; ++I)
        if (Text[I] == '\\')
          ++I;
      ++I;
      continue;
    }
    if (isDigit(C)) {
      size_t Start = I;
      while (I < E && IsIdent(Text[I]))
        ++I;
      if (I - Start > MaxLiteralLength) {
        Length = I - Start;
        return Start;
      }
      continue;
    }
    if (IsIdent(C)) {
      while (I < E && IsIdent(Text[I]))
        ++I;
      continue;
    }
    ++I;
  }
  return std::nullopt;
}
