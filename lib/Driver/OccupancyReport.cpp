//===- OccupancyReport.cpp - -gcn-occupancy for every kernel --------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The occupancy report of every kernel (see OccupancyReport.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/OccupancyReport.h"
#include "gcn-mca/Analysis/Occupancy.h"
#include "gcn-mca/Driver/KernelLookup.h"
#include "gcn-mca/MCA/Views/GCN/OccupancyView.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

Error llvm::gcnmca::checkOccupancyOverrides(const GCNMCAConfig &C,
                                            const GCNProcessorModel &M) {
  if (!C.Wave.WaveSize)
    return Error::success();
  unsigned W = *C.Wave.WaveSize;
  if (W != 32 && W != 64)
    return createStringError(inconvertibleErrorCode(),
                             "-wave-size must be 32 or 64");
  if (W == 32 && !M.SupportsWave32)
    return createStringError(inconvertibleErrorCode(),
                             "-wave-size=32: " + M.Name +
                                 " has no wave32 mode");
  if (W == 64 && !M.SupportsWave64)
    return createStringError(inconvertibleErrorCode(),
                             "-wave-size=64: " + M.Name +
                                 " has no wave64 mode");
  return Error::success();
}

void llvm::gcnmca::buildOccupancyReport(const GCNMCAConfig &C,
                                        const KernelInfo &KI,
                                        const GCNProcessorModel &M,
                                        std::string &Text, json::Value &JSON,
                                        std::vector<KernelOccupancy> &Out) {
  OccupancyCalculator Calc(M);
  raw_string_ostream OS(Text);
  json::Array Kernels;
  bool Overridden = hasOccupancyOverrides(C);
  auto Emit = [&](StringRef Name, OccupancyInput In,
                  std::optional<unsigned> ClangOcc) {
    applyOccupancyOverrides(C, In);
    OccupancyResult R = Calc.compute(In);
    Out.push_back({Name.str(), In, R});
    if (C.JSON) {
      json::Value V = OccupancyView(Name, In, R).toJSON();
      if (ClangOcc && !Overridden)
        V.getAsObject()->try_emplace("ClangOccupancy", *ClangOcc);
      Kernels.push_back(std::move(V));
      return;
    }
    OccupancyView(Name, In, R).printView(OS);
    if (ClangOcc && !Overridden)
      OS << "clang's figure:       " << *ClangOcc << '\n';
  };
  if (KI.kernels().empty()) {
    // No descriptor: the command-line resources alone.
    Emit("<no kernel descriptor>", OccupancyInput(), std::nullopt);
  }
  for (const KernelDescriptorInfo &K : KI.kernels())
    Emit(K.Name, K.toOccupancyInput(), K.ClangOccupancy);
  if (C.JSON)
    JSON = std::move(Kernels);
}
