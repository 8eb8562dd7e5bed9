//===- ProfileError.cpp - A located error in a profile file ---------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// ProfileError's message and printing (see ProfileError.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Profile/ProfileError.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

char ProfileError::ID = 0;

void ProfileError::log(raw_ostream &OS) const {
  OS << File;
  if (Line)
    OS << ':' << Line << ':' << Col;
  OS << ": error: " << Msg;
}

void llvm::gcnmca::printProfileDiagnostic(raw_ostream &OS, Error E) {
  handleAllErrors(
      std::move(E),
      [&](const ProfileError &PE) {
        {
          WithColor Bold(OS, HighlightColor::Address);
          OS << PE.file();
          if (PE.line())
            OS << ':' << PE.line() << ':' << PE.column();
          OS << ": ";
        }
        WithColor::error(OS) << PE.text() << '\n';
      },
      [&](const ErrorInfoBase &EI) {
        WithColor::error(OS, "gcn-mca") << EI.message() << '\n';
      });
}
