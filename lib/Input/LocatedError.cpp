//===- LocatedError.cpp - An error at a place of the input ----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Prints a LocatedError through a SourceMgr or as plain text.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/LocatedError.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

char LocatedError::ID = 0;

void LocatedError::log(raw_ostream &OS) const {
  OS << BufferName << ':' << Line << ':' << Col << ": error: " << Msg;
}

void LocatedError::print(const SourceMgr &SM, raw_ostream &OS) const {
  if (Loc.isValid() && SM.FindBufferContainingLoc(Loc)) {
    // Straight to OS: SourceMgr::PrintMessage hands a message to the
    // handler the source manager holds (the kept assembly parser's, which
    // prints to stderr at once) and would ignore OS.
    SM.GetMessage(Loc, SourceMgr::DK_Error, Msg).print(nullptr, OS);
    return;
  }
  log(OS);
  OS << '\n';
}
