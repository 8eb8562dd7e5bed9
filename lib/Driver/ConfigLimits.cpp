//===- ConfigLimits.cpp - Numeric options checked against the target -----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Range checks of the numeric settings of a run (see ConfigLimits.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/ConfigLimits.h"
#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "gcn-mca/MCA/WavePipeline.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/Support/Format.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

static Error above(StringRef Option, uint64_t Value, uint64_t Limit,
                   const Twine &What) {
  return createStringError(inconvertibleErrorCode(),
                           "-" + Option + "=" + Twine(Value) +
                               " is above the limit of " + Twine(Limit) + " (" +
                               What + ")");
}

Error llvm::gcnmca::checkConfigLimits(const GCNMCAConfig &C,
                                      const GCNProcessorModel &M) {
  const WaveConfig &W = C.Wave;
  const std::string &P = M.Name;
  if (W.WavesPerSIMD > M.MaxWavesPerSIMD)
    return above("waves-per-simd", W.WavesPerSIMD, M.MaxWavesPerSIMD,
                 "the wave slots of a " + P + " SIMD");
  if (W.WaveSize) {
    if (*W.WaveSize != 32 && *W.WaveSize != 64)
      return createStringError(inconvertibleErrorCode(),
                               "-wave-size=" + Twine(*W.WaveSize) +
                                   ": a wave has 32 or 64 lanes");
    if (*W.WaveSize == 32 && !M.VGPRsPerLaneWave32)
      return createStringError(inconvertibleErrorCode(),
                               "-wave-size=32: " + P + " runs wave64 only");
  }
  // The target feature says the same as -wave-size=32.
  for (const std::string &A : C.Attrs)
    if (StringRef(A).trim() == "+wavefrontsize32" && !M.VGPRsPerLaneWave32)
      return createStringError(inconvertibleErrorCode(),
                               "-mattr=+wavefrontsize32: " + P +
                                   " runs wave64 only");
  if (W.WorkgroupSize) {
    if (!*W.WorkgroupSize)
      return createStringError(inconvertibleErrorCode(),
                               "-workgroup-size must be at least 1");
    if (*W.WorkgroupSize > M.MaxWorkgroupSize)
      return above("workgroup-size", *W.WorkgroupSize, M.MaxWorkgroupSize,
                   "the largest workgroup of " + P);
  }
  if (W.Workgroups > WavePipeline::MaxWorkgroups)
    return above("workgroups", W.Workgroups, WavePipeline::MaxWorkgroups,
                 "workgroups per simulation");
  if (W.ExportQueue > WavePipeline::MaxExportQueue)
    return above("export-queue", W.ExportQueue, WavePipeline::MaxExportQueue,
                 "exports queued per compute unit");
  // A lane stride beyond 1 MiB touches one line per lane like any stride
  // above the line size; the bound keeps lanes x stride in 32 bits.
  constexpr int MaxLaneStride = 1 << 20;
  if (W.LaneStride < -1)
    return createStringError(inconvertibleErrorCode(),
                             "-lane-stride=" + Twine(W.LaneStride) +
                                 ": a stride is a byte count (0 or more)");
  if (W.LaneStride > MaxLaneStride)
    return above("lane-stride", W.LaneStride, MaxLaneStride,
                 "bytes between the addresses of neighbouring lanes");
  if (W.CachePeers < -1)
    return createStringError(inconvertibleErrorCode(),
                             "-cache-peers=" + Twine(W.CachePeers) +
                                 ": a count of compute units (0 or more)");
  if (W.CachePeers > 65535)
    return above("cache-peers", W.CachePeers, 65535, "compute units");
  if (!W.MaxEmulatedInstructions)
    return createStringError(inconvertibleErrorCode(),
                             "-max-emulated-instructions=0: the emulation "
                             "needs a budget of at least 1 instruction "
                             "(-emulate=false turns it off)");
  constexpr unsigned MaxCUs = 1u << 16;
  if (W.NumCUs > MaxCUs)
    return above("export-path-cus", W.NumCUs, MaxCUs, "compute units");

  // Floating-point options: nan and inf fail the range tests too.
  auto Real = [](StringRef Option, double V, const Twine &Domain) {
    std::string Value;
    raw_string_ostream(Value) << format("%g", V);
    return createStringError(inconvertibleErrorCode(),
                             "-" + Option + "=" + Value + ": " + Domain);
  };
  constexpr double MaxClockMHz = 1e6, MaxPerTri = 1e6;
  if (!(C.Views.ClockMHz >= 0 && C.Views.ClockMHz <= MaxClockMHz))
    return Real("clock-mhz", C.Views.ClockMHz,
                "a clock in MHz from 0 to 1000000 (0: the chip's clock)");
  if (!(W.CachePeerTolerance >= 0 && W.CachePeerTolerance <= 100))
    return Real("cache-peer-tolerance", W.CachePeerTolerance,
                "percentage points from 0 to 100 (0: every peer)");
  if (!(W.VertsPerTri > 0 && W.VertsPerTri <= MaxPerTri))
    return Real("verts-per-tri", W.VertsPerTri,
                "new vertices per triangle, above 0 and at most 1000000");
  if (!(W.PixelsPerTri > 0 && W.PixelsPerTri <= MaxPerTri))
    return Real("pixels-per-tri", W.PixelsPerTri,
                "pixels per triangle, above 0 and at most 1000000");
  // Latencies: -1 (the default) is the model's; other negative values were
  // silently taken for it.
  constexpr int MaxLatency = 100000000;
  for (auto [Option, V] : {std::pair<StringRef, int>{"vmem-latency", W.VMEMLatency},
                           {"lds-latency", W.LDSLatency},
                           {"smem-latency", W.SMEMLatency}})
    if (V < -1 || V > MaxLatency)
      return createStringError(inconvertibleErrorCode(),
                               "-" + Option + "=" + Twine(V) +
                                   ": a latency in cycles from 0 to 100000000 "
                                   "(-1, the default: the model's)");

  const OccupancyConfig &O = C.Occupancy;
  unsigned VGPRFile = std::max(
      {M.VGPRsPerLaneWave64, M.VGPRsPerLaneWave32, M.AddressableVGPRs});
  if (O.VGPRs && *O.VGPRs > VGPRFile)
    return above("vgprs", *O.VGPRs, VGPRFile,
                 "the VGPRs per lane of a " + P + " SIMD");
  unsigned AGPRFile = std::max(M.AGPRsPerLane, M.VGPRsPerLaneWave64);
  if (O.AGPRs && *O.AGPRs > AGPRFile)
    return above("agprs", *O.AGPRs, AGPRFile,
                 "the AGPRs per lane of a " + P + " SIMD");
  unsigned SGPRFile = std::max(M.SGPRsPerSIMD, 128u);
  if (O.SGPRs && *O.SGPRs > SGPRFile)
    return above("sgprs", *O.SGPRs, SGPRFile, "the SGPRs of a " + P + " SIMD");
  unsigned LDS = std::max(M.LDSBytesPerCU, M.LDSBytesPerWGP);
  if (O.LDSBytes && *O.LDSBytes > LDS)
    return above("lds-bytes", *O.LDSBytes, LDS,
                 "the LDS bytes of a " + P + " " +
                     (M.LDSBytesPerWGP ? "WGP" : "CU"));
  return Error::success();
}
