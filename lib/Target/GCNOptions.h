//===- GCNOptions.h - Option category of the hardware model -----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Private to lib/Target: the one cl::OptionCategory that -gcn-param and
/// -gcn-instruction-info belong to.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_LIB_TARGET_GCNOPTIONS_H
#define GCN_MCA_LIB_TARGET_GCNOPTIONS_H

#include "llvm/Support/CommandLine.h"

namespace llvm {
namespace gcnmca {
cl::OptionCategory &getGCNModelOptionCategory();
} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_LIB_TARGET_GCNOPTIONS_H
