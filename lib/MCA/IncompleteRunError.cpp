//===- IncompleteRunError.cpp - A wave run stopped before its end ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// See IncompleteRunError.h.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/IncompleteRunError.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

char IncompleteRunError::ID = 0;

void IncompleteRunError::log(raw_ostream &OS) const { OS << Message; }
