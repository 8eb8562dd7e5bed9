//===- ExecutionUnits.cpp - Execution units of one compute unit -----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Occupancy bookkeeping of the compute unit's execution resources.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/ExecutionUnits.h"

using namespace llvm;
using namespace llvm::gcnmca;

void ExecutionUnits::init(const Config &C) {
  Cfg = C;
  ALUFree.assign(C.NumSIMDs + 1, 0);
  TransFree.assign(C.NumSIMDs, 0);
  MatrixFree.assign(C.NumSIMDs, 0);
  BranchFree = 0;
  SMEM.init(C.SMEMQueueDepth);
  VMEM.resize(std::clamp(C.VMEMUnits, 1u, std::max(1u, C.NumSIMDs)));
  for (FifoUnit &F : VMEM)
    F.init(C.VMEMQueueDepth);
  GDS.init(0);
  Export.init(C.ExportQueueDepth);
  Mem.init(C.MemShare);
  LDS.resize(C.LDSPerSIMDPair ? (C.NumSIMDs + 1) / 2 : C.NumSIMDs);
  for (FifoUnit &F : LDS)
    F.init(C.LDSQueueDepth);
}

void ExecutionUnits::getUnitCounts(unsigned (&Counts)[NumGCNExecUnits]) const {
  for (unsigned &N : Counts)
    N = 0;
  Counts[unsigned(GCNExecUnit::VALU)] = Cfg.NumSIMDs;
  Counts[unsigned(GCNExecUnit::Matrix)] = Cfg.NumSIMDs;
  if (Cfg.HasTransUnit)
    Counts[unsigned(GCNExecUnit::Trans)] = Cfg.NumSIMDs;
  Counts[unsigned(GCNExecUnit::SALU)] = 1;
  Counts[unsigned(GCNExecUnit::SMEM)] = 1;
  Counts[unsigned(GCNExecUnit::VMEM)] = VMEM.size();
  Counts[unsigned(GCNExecUnit::Texture)] = VMEM.size();
  Counts[unsigned(GCNExecUnit::LDS)] = LDS.size();
  Counts[unsigned(GCNExecUnit::GDS)] = 1;
  Counts[unsigned(GCNExecUnit::Export)] = 1;
  Counts[unsigned(GCNExecUnit::Branch)] = 1;
  Counts[unsigned(GCNExecUnit::Message)] = 1;
}

bool ExecutionUnits::canAcceptOther(const WaveStaticInst &SI, unsigned SIMD,
                                    uint64_t Now) {
  switch (SI.Unit) {
  case GCNExecUnit::None:
    return true;
  case GCNExecUnit::VALU:
    return ALUFree[SIMD] <= Now;
  case GCNExecUnit::Trans:
    return TransFree[SIMD] <= Now && ALUFree[SIMD] <= Now;
  case GCNExecUnit::Matrix:
    return MatrixFree[SIMD] <= Now && ALUFree[SIMD] <= Now;
  case GCNExecUnit::SALU:
    return ALUFree[Cfg.NumSIMDs] <= Now;
  case GCNExecUnit::Branch:
    return BranchFree <= Now;
  case GCNExecUnit::SMEM:
  case GCNExecUnit::Message:
    return SMEM.canAccept(Now);
  case GCNExecUnit::VMEM:
  case GCNExecUnit::Texture:
    return VMEM[vmemIndex(SIMD)].canAccept(Now);
  case GCNExecUnit::LDS:
    return LDS[ldsIndex(SIMD)].canAccept(Now);
  case GCNExecUnit::GDS:
    return GDS.canAccept(Now);
  case GCNExecUnit::Export:
    return Export.canAccept(Now);
  }
  return true;
}

UnitBooking ExecutionUnits::book(const WaveStaticInst &SI, unsigned SIMD,
                                 uint64_t Now) {
  UnitBooking B;
  B.Start = Now;
  B.Busy = SI.Busy;
  auto Fifo = [&](FifoUnit &F) {
    B.Start = F.push(Now, SI.Busy);
    B.Complete = B.Start + SI.Busy + SI.Latency;
  };
  switch (SI.Unit) {
  case GCNExecUnit::None:
    B.Busy = 0;
    B.Complete = Now;
    return B;
  case GCNExecUnit::VALU:
    B.Instance = SIMD;
    B.Complete = bookALU(SI, SIMD, Now);
    return B;
  case GCNExecUnit::Trans:
    // RDNA3+: the transcendental unit runs beside the VALU, which only
    // spends one issue cycle on it.
    TransFree[SIMD] = Now + SI.Busy;
    ALUFree[SIMD] = Now + 1;
    B.Instance = SIMD;
    B.Complete = Now + SI.Latency;
    return B;
  case GCNExecUnit::Matrix:
    MatrixFree[SIMD] = Now + SI.Busy;
    ALUFree[SIMD] = Now + std::max(1u, SI.PortBusy);
    B.Instance = SIMD;
    B.Complete = Now + SI.Latency;
    return B;
  case GCNExecUnit::SALU:
    B.Complete = bookALU(SI, SIMD, Now);
    return B;
  case GCNExecUnit::Branch:
    BranchFree = Now + SI.Busy;
    B.Complete = Now + SI.Latency;
    return B;
  case GCNExecUnit::SMEM:
  case GCNExecUnit::Message:
    Fifo(SMEM);
    if (SI.MemIndex && SI.MemIndex <= Cfg.MemProfiles.size()) {
      // A scalar load that can miss: its misses share the levels below.
      B.MemDelay = Mem.access(B.Start + SI.Busy,
                              Cfg.MemProfiles[SI.MemIndex - 1],
                              B.MemBottleneck, B.MemBusy);
      B.Complete += B.MemDelay;
    }
    return B;
  case GCNExecUnit::VMEM:
  case GCNExecUnit::Texture:
    B.Instance = vmemIndex(SIMD);
    Fifo(VMEM[B.Instance]);
    if (SI.MemIndex && SI.MemIndex <= Cfg.MemProfiles.size()) {
      // The lines leave the L1 when its lookups are done.
      B.MemDelay =
          Mem.access(B.Start + SI.Busy, Cfg.MemProfiles[SI.MemIndex - 1],
                     B.MemBottleneck, B.MemBusy);
      B.Complete += B.MemDelay;
    }
    return B;
  case GCNExecUnit::LDS:
    B.Instance = ldsIndex(SIMD);
    Fifo(LDS[B.Instance]);
    return B;
  case GCNExecUnit::GDS:
    Fifo(GDS);
    return B;
  case GCNExecUnit::Export:
    Fifo(Export);
    return B;
  }
  return B;
}

uint64_t ExecutionUnits::lastBusy() const {
  uint64_t L = std::max({BranchFree, SMEM.lastEnd(), GDS.lastEnd(),
                         Export.lastEnd(), Mem.lastBusy()});
  for (const FifoUnit &F : VMEM)
    L = std::max(L, F.lastEnd());
  for (uint64_t V : ALUFree)
    L = std::max(L, V);
  for (uint64_t V : TransFree)
    L = std::max(L, V);
  for (uint64_t V : MatrixFree)
    L = std::max(L, V);
  for (const FifoUnit &F : LDS)
    L = std::max(L, F.lastEnd());
  return L;
}
