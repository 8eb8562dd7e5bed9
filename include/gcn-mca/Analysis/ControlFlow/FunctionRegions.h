//===- FunctionRegions.h - One analysis region per kernel -------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Per-kernel regions: when an input has no LLVM-MCA markers, each function
/// (`.type NAME,@function`; kernels are the ones with an `.amdhsa_kernel`
/// descriptor) becomes a region named after it, spanning from its label to
/// its `.Lfunc_end*` label or the next function. Instructions outside every
/// function (hand-written files) keep llvm-mca's single default region.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_CONTROLFLOW_FUNCTIONREGIONS_H
#define GCN_MCA_ANALYSIS_CONTROLFLOW_FUNCTIONREGIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {
class AnalysisRegion;
class AsmInput;

/// The instruction range of one function of an input.
struct FunctionRange {
  std::string Name;
  bool IsKernel = false;
  /// Input instruction indices [Begin, End).
  unsigned Begin = 0, End = 0;
};

/// The functions of \p Input with their instructions, in file order.
std::vector<FunctionRange> findFunctions(const AsmInput &Input);

/// True when \p F is clang's helper copy `__clang_ocl_kern_imp_<k>` of an
/// OpenCL kernel <k> that is among \p Fns (the body a kernel calls when
/// enqueued from device code; the kernel has its own inlined copy).
bool isHelperCopy(const FunctionRange &F, ArrayRef<FunctionRange> Fns);

/// Builds per-function regions for the functions whose names match one of
/// \p Patterns (glob patterns; all when empty). Returns an error when a
/// pattern matches no function. Returns no region when the input has no
/// function with instructions. Helper copies (isHelperCopy) are left out
/// unless \p ShowHelperCopies or a pattern names them. The instructions are
/// copied into the regions on up to \p Threads threads.
Expected<std::vector<std::unique_ptr<AnalysisRegion>>>
buildFunctionRegions(const AsmInput &Input, ArrayRef<std::string> Patterns,
                     bool ShowHelperCopies = false, unsigned Threads = 1);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_CONTROLFLOW_FUNCTIONREGIONS_H
