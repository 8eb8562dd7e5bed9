//===- ObjectFuzzer.cpp - libFuzzer target: code object -> report ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Feeds code object bytes (ELF, offload bundles; at most 64 KiB after the
/// option byte) through a whole gcn-mca run.
//===----------------------------------------------------------------------===//

#include "FuzzRun.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  return llvm::gcnmca::fuzzRun(Data, Size, 65537, /*ObjectInput=*/true);
}
