//===- InputLimitOptions.cpp - What an input may make gcn-mca read -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The options of InputLimits (docs/Robustness.md, "Input limits"): the
/// bytes of an input file (and of the files it pulls in), the nesting of
/// `.include`, the repetitions of `.rept` and the length of a numeric
/// literal.
//===----------------------------------------------------------------------===//

#include "Options.h"

using namespace llvm;
using namespace llvm::gcnmca;

cl::OptionCategory &llvm::gcnmca::getInputLimitCategory() {
  static cl::OptionCategory Cat("Input Limits");
  return Cat;
}

static const InputLimits Defaults;

static cl::opt<unsigned long long> MaxInputSize(
    "max-input-size",
    cl::desc("Bytes an input may have: the input file, the files it pulls "
             "in with .include and .incbin together, the -block-counts file "
             "(1 to 2^64-1; default 268435456, 256 MiB)"),
    cl::init(Defaults.MaxBytes), cl::cat(getInputLimitCategory()));
static cl::opt<unsigned> MaxIncludeDepth(
    "max-include-depth",
    cl::desc("Nesting of .include files (0 to 2^32-1; default 16; a file "
             "that includes itself is always an error)"),
    cl::init(Defaults.MaxIncludeDepth), cl::cat(getInputLimitCategory()));
static cl::opt<unsigned long long> MaxRept(
    "max-rept",
    cl::desc("Repetitions of a .rept block, nested blocks multiplied (0 to "
             "2^64-1; default 100000)"),
    cl::init(Defaults.MaxRepetitions), cl::cat(getInputLimitCategory()));
static cl::opt<unsigned> MaxLiteralLength(
    "max-literal-length",
    cl::desc("Characters of a numeric literal (1 to 2^32-1; default 128)"),
    cl::init(Defaults.MaxLiteralLength), cl::cat(getInputLimitCategory()));

Error llvm::gcnmca::fillInputLimits(GCNMCAConfig &C) {
  if (!MaxInputSize)
    return createStringError(inconvertibleErrorCode(),
                             "-max-input-size must be at least 1");
  if (!MaxLiteralLength)
    return createStringError(inconvertibleErrorCode(),
                             "-max-literal-length must be at least 1");
  C.Limits.MaxBytes = MaxInputSize;
  C.Limits.MaxIncludeDepth = MaxIncludeDepth;
  C.Limits.MaxRepetitions = MaxRept;
  C.Limits.MaxLiteralLength = MaxLiteralLength;
  C.ControlFlow.MaxBlockCountsBytes = MaxInputSize;
  return Error::success();
}
