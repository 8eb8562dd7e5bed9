//===- WavePipelineOptions.cpp - Options of the wave pipeline -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Command-line options of the wave pipeline, in their own category, and
/// their copy into the configuration.
//===----------------------------------------------------------------------===//

#include "Options.h"
#include <limits>

using namespace llvm;
using namespace llvm::gcnmca;

cl::OptionCategory &llvm::gcnmca::getWavePipelineCategory() {
  static cl::OptionCategory Cat("Wave Pipeline Options",
                                "Options of -pipeline=wave (see "
                                "docs/WavePipeline.md)");
  return Cat;
}

static cl::opt<unsigned> WavesPerSIMD(
    "waves-per-simd",
    cl::desc("Resident waves per SIMD (default: the occupancy of the "
             "region's kernel, else the chip's maximum); changes the "
             "residency only, not the work"),
    cl::init(0), cl::cat(getWavePipelineCategory()));
static cl::opt<unsigned> WaveSize("wave-size",
                                  cl::desc("Wave size, 32 or 64 (default: the "
                                           "kernel's, else the processor's)"),
                                  cl::init(0),
                                  cl::cat(getWavePipelineCategory()));
namespace llvm {
namespace gcnmca {
/// X[,Y[,Z]]: one to three positive sizes, the missing ones 1.
template <typename T> struct Dims {
  std::array<T, 3> V = {1, 1, 1};
};
} // namespace gcnmca

namespace cl {
template <typename T>
class parser<gcnmca::Dims<T>> : public basic_parser<gcnmca::Dims<T>> {
public:
  using basic_parser<gcnmca::Dims<T>>::basic_parser;
  // Returns true on error (cl::parser's convention).
  bool parse(Option &O, StringRef, StringRef Arg, gcnmca::Dims<T> &D) {
    SmallVector<StringRef, 3> Parts;
    Arg.split(Parts, ',');
    if (Parts.size() > 3)
      return O.error("'" + Arg + "': at most three sizes, X[,Y[,Z]]");
    D = gcnmca::Dims<T>();
    for (unsigned I = 0; I < Parts.size(); ++I) {
      uint64_t N;
      if (Parts[I].trim().getAsInteger(0, N) || N == 0 ||
          N > uint64_t(std::numeric_limits<T>::max()))
        return O.error("'" + Arg +
                       "': each size must be a positive integer below 2^" +
                       Twine(sizeof(T) * 8) + ", X[,Y[,Z]]");
      D.V[I] = T(N);
    }
    return false;
  }
  StringRef getValueName() const override { return "X[,Y[,Z]]"; }
  void printOptionDiff(const Option &, const gcnmca::Dims<T> &,
                       const OptionValue<gcnmca::Dims<T>> &, size_t) const {}
};
} // namespace cl
} // namespace llvm

static cl::opt<Dims<unsigned>> WorkgroupSize(
    "workgroup-size",
    cl::desc("Work-items per workgroup, X[,Y[,Z]] (compute; default: the "
             "kernel's .reqd_workgroup_size, else its largest size, capped at "
             "the wave slots of its own occupancy; one wave without a "
             "kernel)"),
    cl::cat(getWavePipelineCategory()));
static cl::opt<Dims<uint64_t>>
    Grid("grid",
         cl::desc("The launch's work-items, X[,Y[,Z]] (as HIP/OpenCL's global "
                  "size; default: the simulated workgroups on each of the "
                  "chip's CUs); the simulated CU runs its share of the "
                  "workgroups unless -workgroups is given"),
         cl::cat(getWavePipelineCategory()));
static cl::list<std::string>
    Args("arg",
         cl::desc("Value of the kernel argument NAME (the metadata's name, "
                  "or its 0-based position): an integer, a float, or for a "
                  "pointer an address or size:BYTES (repeatable)"),
         cl::value_desc("NAME=VALUE"), cl::cat(getWavePipelineCategory()));
static cl::opt<unsigned> Workgroups(
    "workgroups",
    cl::desc("Workgroups (graphics: waves) to run (default: 4 x what the "
             "CU holds at the kernel's own occupancy, whatever -vgprs, "
             "-waves-per-simd, ... try)"),
    cl::init(0), cl::cat(getWavePipelineCategory()));
static cl::opt<WaveDispatchKind> Dispatch(
    "wave-dispatch",
    cl::desc("How waves are launched (-dispatch=compute|vertex|pixel is the "
             "older spelling)"),
    cl::values(clEnumValN(WaveDispatchKind::Compute, "compute",
                          "Workgroups as wave slots free up (default)"),
               clEnumValN(WaveDispatchKind::Vertex, "vertex",
                          "A wave every export-path-cus x min(64, 64/verts-per-tri) "
                          "cycles"),
               clEnumValN(WaveDispatchKind::Pixel, "pixel",
                          "A wave every export-path-cus x ceil(16/quads-per-clock) "
                          "cycles")),
    cl::init(WaveDispatchKind::Compute), cl::cat(getWavePipelineCategory()));
static cl::opt<double>
    VertsPerTri("verts-per-tri",
                cl::desc("Vertex dispatch: new vertices per triangle (above 0, at "
                         "most 1000000; default 0.7)"),
                cl::init(0.7), cl::cat(getWavePipelineCategory()));
static cl::opt<double>
    PixelsPerTri("pixels-per-tri",
                 cl::desc("Pixel dispatch: pixels per triangle (above 0, at most "
                          "1000000; default 16)"),
                 cl::init(16),
                 cl::cat(getWavePipelineCategory()));
static cl::opt<unsigned> NumCUs(
    "export-path-cus",
    cl::desc("CUs sharing the export path and the graphics dispatcher "
             "(default 10; not the chip's CU count, which is the model's "
             "NumCUs, -gcn-param=NumCUs=N)"),
    cl::init(10), cl::cat(getWavePipelineCategory()));
static cl::alias NumCUsOldSpelling("num-cus",
                                   cl::desc("Older spelling of "
                                            "-export-path-cus"),
                                   cl::aliasopt(NumCUs),
                                   cl::cat(getWavePipelineCategory()));
static cl::opt<unsigned long long> MaxCycles(
    "max-cycles",
    cl::desc("Stop with an error after this many cycles of the simulated CU "
             "(default 100000000000: a backstop; idle cycles are skipped, "
             "-max-region-work bounds the work)"),
    cl::init(100000000000ULL), cl::cat(getWavePipelineCategory()));
static cl::opt<int>
    VMEMLatency("vmem-latency",
                cl::desc("Vector memory latency in cycles, added to the unit's "
                         "throughput cost (0 to 100000000; default -1: the processor "
                         "model)"),
                cl::init(-1), cl::cat(getWavePipelineCategory()));
static cl::opt<int>
    LDSLatency("lds-latency",
               cl::desc("LDS/GDS latency in cycles (0 to 100000000; default -1: "
                        "the model)"),
               cl::init(-1), cl::cat(getWavePipelineCategory()));
static cl::opt<int>
    SMEMLatency("smem-latency",
                cl::desc("Scalar memory latency in cycles (0 to 100000000; default "
                         "-1: the model)"),
                cl::init(-1), cl::cat(getWavePipelineCategory()));
static cl::opt<int> LaneStride(
    "lane-stride",
    cl::desc("Lane address stride in bytes of the vector memory and LDS "
             "accesses whose stride is neither annotated (`; gcn-mca: stride "
             "N`) nor derived from the address computation (default: unit "
             "stride, the access width)"),
    cl::init(-1), cl::cat(getWavePipelineCategory()));
static cl::opt<bool> DeriveStrides(
    "derive-strides",
    cl::desc("Derive the lane stride of memory accesses from the address "
             "computation (work-item id scaled and added to a uniform base; "
             "default on)"),
    cl::init(true), cl::cat(getWavePipelineCategory()));
static cl::opt<bool> Emulate(
    "emulate",
    cl::desc("Execute the integer side of a kernel's waves from the launch "
             "(-grid, -workgroup-size, -arg): loop trip counts, branch "
             "directions and exec masks per wave, the lanes' memory "
             "addresses (default on; options and annotations win)"),
    cl::init(true), cl::cat(getWavePipelineCategory()));
static cl::opt<unsigned long long> MaxEmulatedInstructions(
    "max-emulated-instructions",
    cl::desc("Instructions the launch emulation (-emulate) runs for all the "
             "simulated waves of a kernel together; the waves after the one "
             "it runs out at take the streams of the emulated ones, with a "
             "warning (at least 1; default 8388608 = 2^23)"),
    cl::init(uint64_t(1) << 23), cl::cat(getWavePipelineCategory()));
static cl::opt<bool> DeriveHitRates(
    "derive-hit-rates",
    cl::desc("Feed the lanes' addresses the launch derives (-emulate) "
             "through the chip's caches and use the hit rates that come "
             "out (default on; hit-rate options and annotations win; "
             "false: the rate model's defaults)"),
    cl::init(true), cl::cat(getWavePipelineCategory()));
static cl::opt<int> CachePeers(
    "cache-peers",
    cl::desc("Other CUs (RDNA: WGPs) of the simulated one's L2 instance "
             "whose waves are emulated and fed to the shared caches with "
             "its own for -derive-hit-rates (0 to 65535; default -1: as "
             "many as the instance has and the peer budget of 2^21 "
             "emulated instructions allows)"),
    cl::init(-1), cl::cat(getWavePipelineCategory()));
static cl::opt<double> CachePeerTolerance(
    "cache-peer-tolerance",
    cl::desc("Percentage points: the peers of -cache-peers are fed in steps "
             "that double the units fed (1, 3, 7, 15 ... peers; the first "
             "two tried with the peers' first window of workgroups) and "
             "stop once a step moves no instruction's hit rate by more than "
             "this (0 to 100; default 1; 0: every peer, whole runs)"),
    cl::init(1.0), cl::cat(getWavePipelineCategory()));
static cl::opt<unsigned> ExportQueue(
    "export-queue",
    cl::desc("Exports queued per CU before the export backpressures issue "
             "(default 4, 0 = unbounded)"),
    cl::init(4), cl::cat(getWavePipelineCategory()));

bool llvm::gcnmca::waveDispatchGiven() {
  return Dispatch.getNumOccurrences() > 0;
}

void llvm::gcnmca::fillWaveConfig(GCNMCAConfig &C) {
  WaveConfig &W = C.Wave;
  W.WavesPerSIMD = WavesPerSIMD;
  W.WaveSize = givenValue<unsigned>(WaveSize);
  if (WorkgroupSize.getNumOccurrences()) {
    const std::array<unsigned, 3> &D = WorkgroupSize.getValue().V;
    W.WorkgroupDims = D;
    uint64_t N = uint64_t(D[0]) * D[1] * D[2];
    W.WorkgroupSize = unsigned(std::min<uint64_t>(N, UINT32_MAX));
  }
  if (Grid.getNumOccurrences())
    W.Grid = Grid.getValue().V;
  W.Args.assign(Args.begin(), Args.end());
  W.Workgroups = Workgroups;
  W.Dispatch = Dispatch;
  W.VertsPerTri = VertsPerTri;
  W.PixelsPerTri = PixelsPerTri;
  W.NumCUs = NumCUs;
  W.MaxCycles = MaxCycles;
  W.VMEMLatency = VMEMLatency;
  W.LDSLatency = LDSLatency;
  W.SMEMLatency = SMEMLatency;
  W.ExportQueue = ExportQueue;
  W.LaneStride = LaneStride;
  W.DeriveStrides = DeriveStrides;
  W.DeriveHitRates = DeriveHitRates;
  W.CachePeers = CachePeers;
  W.CachePeerTolerance = CachePeerTolerance;
  W.Emulate = Emulate;
  W.MaxEmulatedInstructions = MaxEmulatedInstructions;
}
