//===- AsmFuzzer.cpp - libFuzzer target: assembly text -> report ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Feeds assembly text (at most 4 KiB after the option byte) through a whole
/// gcn-mca run.
//===----------------------------------------------------------------------===//

#include "FuzzRun.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  return llvm::gcnmca::fuzzRun(Data, Size, 4097, /*ObjectInput=*/false);
}
