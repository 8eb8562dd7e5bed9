//===- TestTarget.h - The AMDGPU MC layer for the Target tests --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The MC layer of one processor (through TargetSetup) and opcode look-up by
/// name, shared by the Target unit tests.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_UNITTESTS_TARGET_TESTTARGET_H
#define GCN_MCA_UNITTESTS_TARGET_TESTTARGET_H

#include "gcn-mca/Input/TargetSetup.h"
#include "llvm/MC/MCInstrInfo.h"
#include "gtest/gtest.h"

namespace llvm {
namespace gcnmca {

/// The amdgcn-amd-amdhsa MC layer of one processor.
struct TestTarget {
  TargetSetup TS;

  explicit TestTarget(StringRef CPU) {
    initializeAMDGPUTarget();
    if (Error E = TS.init("amdgcn-amd-amdhsa", CPU))
      ADD_FAILURE() << CPU.str() << ": " << toString(std::move(E));
  }

  /// The opcode named \p Name (e.g. "S_NOP_vi"); a test failure if none is.
  unsigned opcode(StringRef Name) const {
    for (unsigned I = 0, E = TS.MCII->getNumOpcodes(); I != E; ++I)
      if (TS.MCII->getName(I) == Name)
        return I;
    ADD_FAILURE() << "no opcode " << Name.str();
    return 0;
  }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_UNITTESTS_TARGET_TESTTARGET_H
