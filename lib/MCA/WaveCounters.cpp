//===- WaveCounters.cpp - Counts the wave pipeline keeps for views --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The out-of-line part of WaveCounters: a count that passes 2^32 (kept out
/// of the inlined increments of the hot path).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/WaveCounters.h"

using namespace llvm;
using namespace llvm::gcnmca;

void WaveCounters::carry(uint64_t Key, uint64_t High) { Carries[Key] += High; }
