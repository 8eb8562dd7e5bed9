//===- RunObserver.cpp - A hook into each wave-pipeline region ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// RunObserver's out-of-line destructor (see RunObserver.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/RunObserver.h"

using namespace llvm::gcnmca;

RunObserver::~RunObserver() = default;
