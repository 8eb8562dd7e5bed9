//===- QuietStderr.h - Silence the standard error for a moment --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// QuietStderr: while an instance lives, file descriptor 2 points at the null
/// device. LLVM's MCA library prints "found a return instruction in the input
/// assembly sequence" from inside InstrBuilder with no way to turn it off;
/// gcn-mca lowers a kernel's own end (its s_endpgm, or a region's last
/// return) under a QuietStderr so that clean kernels print no such warning.
/// Instances nest and may live on several threads at once: the first one
/// silences, the last one restores. Other threads' messages written while it
/// lives are lost, so keep its lifetime to one library call.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_QUIETSTDERR_H
#define GCN_MCA_DRIVER_QUIETSTDERR_H

namespace llvm {
namespace gcnmca {

class QuietStderr {
public:
  QuietStderr();
  ~QuietStderr();
  QuietStderr(const QuietStderr &) = delete;
  QuietStderr &operator=(const QuietStderr &) = delete;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_QUIETSTDERR_H
