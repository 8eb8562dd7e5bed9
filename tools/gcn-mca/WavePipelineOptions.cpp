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
static cl::opt<unsigned> WorkgroupSize(
    "workgroup-size",
    cl::desc("Work-items per workgroup (compute; default: the kernel's "
             "required or largest size, capped at the wave slots of its own "
             "occupancy; one wave without a kernel)"),
    cl::init(0), cl::cat(getWavePipelineCategory()));
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
                cl::desc("Vertex dispatch: new vertices per triangle"),
                cl::init(0.7), cl::cat(getWavePipelineCategory()));
static cl::opt<double>
    PixelsPerTri("pixels-per-tri",
                 cl::desc("Pixel dispatch: pixels per triangle"), cl::init(16),
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
    cl::desc("Stop with an error after this many cycles (default 100000000)"),
    cl::init(100000000), cl::cat(getWavePipelineCategory()));
static cl::opt<int>
    VMEMLatency("vmem-latency",
                cl::desc("Vector memory latency in cycles, added to the unit's "
                         "throughput cost (default: the processor model)"),
                cl::init(-1), cl::cat(getWavePipelineCategory()));
static cl::opt<int>
    LDSLatency("lds-latency",
               cl::desc("LDS/GDS latency in cycles (default: the model)"),
               cl::init(-1), cl::cat(getWavePipelineCategory()));
static cl::opt<int>
    SMEMLatency("smem-latency",
                cl::desc("Scalar memory latency in cycles (default: the "
                         "model)"),
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
static cl::opt<unsigned> ExportQueue(
    "export-queue",
    cl::desc("Exports queued per CU before the export backpressures issue "
             "(default 4, 0 = unbounded)"),
    cl::init(4), cl::cat(getWavePipelineCategory()));
static cl::opt<bool> WaveStats(
    "wave-stats",
    cl::desc("Print the wave pipeline's totals (cycles, unit busy cycles, "
             "stall reasons)"),
    cl::init(false), cl::cat(getWavePipelineCategory()));

bool llvm::gcnmca::waveDispatchGiven() {
  return Dispatch.getNumOccurrences() > 0;
}

void llvm::gcnmca::fillWaveConfig(GCNMCAConfig &C) {
  WaveConfig &W = C.Wave;
  W.WavesPerSIMD = WavesPerSIMD;
  W.WaveSize = givenValue<unsigned>(WaveSize);
  W.WorkgroupSize = givenValue<unsigned>(WorkgroupSize);
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
  C.Views.WaveStats = WaveStats;
}
