//===- FuzzRun.h - One gcn-mca run per fuzzer input -------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// What both fuzz targets do with an input: the first byte picks the
/// processor and the pipeline, the rest is the input of a whole runAnalysis()
/// run with small simulation limits (so that a slow input is a slow input,
/// not a timeout of the fuzzer). Errors are expected; crashes, sanitizer
/// reports, hangs and exits are findings.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_FUZZ_FUZZRUN_H
#define GCN_MCA_FUZZ_FUZZRUN_H

#include "gcn-mca/Driver/AnalysisDriver.h"
#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "gcn-mca/Input/TargetSetup.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <cstddef>
#include <cstdint>
#include <memory>

namespace llvm {
namespace gcnmca {

inline int fuzzRun(const uint8_t *Data, size_t Size, size_t MaxSize,
                   bool ObjectInput) {
  static bool Initialized = (initializeAMDGPUTarget(), true);
  (void)Initialized;
  if (Size < 1 || Size > MaxSize)
    return -1; // Not added to the corpus.
  static const char *const CPUs[] = {"gfx900",  "gfx906",  "gfx90a",  "gfx942",
                                     "gfx1030", "gfx1100", "gfx1200", "gfx950"};
  GCNMCAConfig C;
  C.CPU = CPUs[Data[0] & 7];
  C.CPUGiven = !ObjectInput || (Data[0] & 8);
  C.Pipeline = (Data[0] & 16) ? PipelineKind::LLVMMCA : PipelineKind::Wave;
  C.Views.AllViews = FlagSetting((Data[0] & 32) != 0);
  C.JSON = (Data[0] & 64) != 0;
  C.SkipUnsupported =
      (Data[0] & 128) ? SkipUnsupportedKind::Any : SkipUnsupportedKind::None;
  // One workgroup of one wave, one iteration, on this thread: the fuzzer
  // looks for crashes and hangs in the input handling and the pipelines, not
  // for long runs (a loop stops at the cycle and stream limits, which are
  // then a diagnosed outcome too).
  C.Iterations = 1;
  C.Jobs = 1;
  C.Wave.WavesPerSIMD = 1;
  C.Wave.Workgroups = 1;
  C.Wave.WorkgroupSize = 32;
  C.Wave.MaxCycles = 20000;
  C.ControlFlow.MaxDynamicBlocks = 5000;
  C.ControlFlow.MaxExpandedInstructions = 5000;
  // A copy, as the tool's input is: a MemoryBuffer is aligned (and ends with
  // a null byte), while Data + 1 is not. LLVM's ELF reader refuses a code
  // object at an odd address ("Insufficient alignment"), so without the copy
  // no code object would get past the input layer.
  std::unique_ptr<MemoryBuffer> Input = MemoryBuffer::getMemBufferCopy(
      StringRef(reinterpret_cast<const char *>(Data + 1), Size - 1),
      ObjectInput ? "fuzz.o" : "fuzz.s");
  std::string Report;
  raw_string_ostream OS(Report);
  Expected<AnalysisResult> R = runAnalysis(C, Input->getMemBufferRef(), OS);
  if (!R)
    consumeError(R.takeError());
  return 0;
}

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_FUZZ_FUZZRUN_H
