//===- main.cpp - A program embedding the gcn-mca library -------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// gcn-mca-embed FILE [CPU [WAVES-PER-SIMD WORKGROUPS]]
///
/// Fills a GCNMCAConfig by hand (no command-line library), runs the wave
/// pipeline on FILE (assembly text, a code object or an offload bundle)
/// through llvm::gcnmca::runAnalysis and prints one line per region,
/// "REGION: N cycles", instead of the report.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/AnalysisDriver.h"
#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

static int fail(const Twine &Message) {
  WithColor::error(errs(), "gcn-mca-embed") << Message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  if (argc != 2 && argc != 3 && argc != 5)
    return fail("usage: gcn-mca-embed FILE [CPU [WAVES-PER-SIMD WORKGROUPS]]");

  GCNMCAConfig Config;
  Config.Pipeline = PipelineKind::Wave;
  if (argc >= 3) {
    Config.CPU = argv[2];
    Config.CPUGiven = true;
  }
  if (argc == 5 &&
      (StringRef(argv[3]).getAsInteger(10, Config.Wave.WavesPerSIMD) ||
       StringRef(argv[4]).getAsInteger(10, Config.Wave.Workgroups)))
    return fail("WAVES-PER-SIMD and WORKGROUPS must be numbers");

  ErrorOr<std::unique_ptr<MemoryBuffer>> Input =
      MemoryBuffer::getFile(argv[1], /*IsText=*/false);
  if (!Input)
    return fail(Twine(argv[1]) + ": " + Input.getError().message());

  // The report goes nowhere: this program only wants the cycle counts.
  std::string Report;
  raw_string_ostream ReportOS(Report);
  Expected<AnalysisResult> Result =
      runAnalysis(Config, (*Input)->getMemBufferRef(), ReportOS);
  if (!Result) {
    // A DiagnosedError was already printed with its source line.
    handleAllErrors(
        Result.takeError(), [](const DiagnosedError &) {},
        [](const ErrorInfoBase &E) { fail(E.message()); });
    return 1;
  }
  for (const RegionResult &R : Result->Regions)
    outs() << (R.Name.empty() ? "<anonymous>" : R.Name) << ": " << R.Cycles
           << " cycles" << (R.Incomplete ? " (incomplete)" : "") << "\n";
  return 0;
}
