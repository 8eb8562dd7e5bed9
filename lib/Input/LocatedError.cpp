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
    SM.PrintMessage(OS, Loc, SourceMgr::DK_Error, Msg);
    return;
  }
  log(OS);
  OS << '\n';
}
