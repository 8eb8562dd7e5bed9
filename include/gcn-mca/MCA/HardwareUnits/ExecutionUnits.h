//===- ExecutionUnits.h - Execution units of one compute unit ---*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The execution resources of the simulated compute unit, with the rates of
/// the TableGen description (carried by WaveStaticInst::Busy):
/// - per SIMD: VALU (issue port), transcendental unit (RDNA3+), matrix core;
/// - per CU: SALU, branch unit;
/// - FIFOs (an operation starts when the previous one finished; the unit is
///   busy Busy cycles per operation; the result comes Latency cycles after
///   that): SMEM and messages, VMEM/texture, GDS, export (optionally bounded
///   depth, which backpressures the issue), and LDS per SIMD pair (GCN/CDNA)
///   or per SIMD (RDNA).
/// Every unit is a pair of timestamps or a small ring: nothing is allocated
/// after init().
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_EXECUTIONUNITS_H
#define GCN_MCA_MCA_HARDWAREUNITS_EXECUTIONUNITS_H

#include "gcn-mca/MCA/HardwareUnits/MemoryHierarchy.h"
#include "gcn-mca/MCA/HardwareUnits/WaveProgram.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include <algorithm>
#include <cstdint>
#include <vector>

namespace llvm {
namespace gcnmca {

/// A first-in first-out unit: one operation in service at a time; at most
/// Depth operations queued or in service (0 = unbounded).
class FifoUnit {
public:
  void init(unsigned D) {
    Depth = D;
    Ends.assign(D ? D : 1, 0);
    Head = Size = 0;
    LastEnd = 0;
  }
  /// True if an operation can be queued at \p Now.
  bool canAccept(uint64_t Now) {
    if (!Depth)
      return true;
    while (Size && Ends[Head] <= Now) {
      Head = (Head + 1) % Depth;
      --Size;
    }
    return Size < Depth;
  }
  /// Queues an operation of \p Busy cycles; returns its service start.
  uint64_t push(uint64_t Now, uint64_t Busy) {
    uint64_t Start = std::max(Now, LastEnd);
    LastEnd = Start + Busy;
    if (Depth) {
      Ends[(Head + Size) % Depth] = LastEnd;
      ++Size;
    }
    return Start;
  }
  uint64_t lastEnd() const { return LastEnd; }

private:
  std::vector<uint64_t> Ends;
  unsigned Depth = 0, Head = 0, Size = 0;
  uint64_t LastEnd = 0;
};

struct UnitBooking {
  uint64_t Start = 0;    ///< service start
  uint64_t Complete = 0; ///< result available / counter drops
  uint64_t Busy = 0;     ///< cycles the unit is occupied
  unsigned Instance = 0;
  /// Vector memory: queueing delay in the shared levels (included in
  /// Complete), the level that caused it (NoMemLevel: none) and the cycles
  /// the access occupies each level.
  uint64_t MemDelay = 0;
  uint8_t MemBottleneck = NoMemLevel;
  float MemBusy[NumMemLevels] = {};
};

class ExecutionUnits {
public:
  struct Config {
    unsigned NumSIMDs = 4;
    bool LDSPerSIMDPair = true;
    bool HasTransUnit = false;
    unsigned ExportQueueDepth = 4; ///< 0 = unbounded
    unsigned VMEMQueueDepth = 0;
    /// VMEM/texture queues (TA + vector L1/L0), each serving NumSIMDs /
    /// VMEMUnits consecutive SIMDs: 1 per CU (an RDNA WGP has 2).
    unsigned VMEMUnits = 1;
    unsigned LDSQueueDepth = 0;
    unsigned SMEMQueueDepth = 0;
    /// The simulated unit's share of each memory level (bytes per clock,
    /// 0 = unlimited): MemoryHierarchy::computeShares.
    double MemShare[NumMemLevels] = {};
    /// The program's memory profiles (WaveStaticInst::MemIndex).
    ArrayRef<MemAccessProfile> MemProfiles;
  };
  void init(const Config &C);
  /// The number of instances of each unit (WaveRunInfo::UnitCount).
  void getUnitCounts(unsigned (&Counts)[NumGCNExecUnits]) const;
  /// True if \p SI (from a wave on \p SIMD) can start or queue at \p Now.
  bool canAccept(const WaveStaticInst &SI, unsigned SIMD, uint64_t Now) {
    // The VALU and the SALU, the common cases, inline (one test).
    if (isALU(SI.Unit))
      return ALUFree[aluIndex(SI.Unit, SIMD)] <= Now;
    return canAcceptOther(SI, SIMD, Now);
  }
  /// Books the unit(s) for \p SI; call only after canAccept.
  UnitBooking book(const WaveStaticInst &SI, unsigned SIMD, uint64_t Now);
  /// The first cycle at which the VALU of \p SIMD is free. Every
  /// instruction of the VALU issue category (VALU, transcendental, matrix)
  /// needs it free to start.
  uint64_t valuFree(unsigned SIMD) const { return ALUFree[SIMD]; }
  /// book() for a VALU or SALU instruction (the common cases, inline):
  /// returns when its result is ready.
  uint64_t bookALU(const WaveStaticInst &SI, unsigned SIMD, uint64_t Now) {
    ALUFree[aluIndex(SI.Unit, SIMD)] = Now + SI.Busy;
    return Now + SI.Latency;
  }
  /// The cycle after which every unit is idle.
  uint64_t lastBusy() const;

private:
  /// canAccept() for the units other than the VALU and the SALU.
  bool canAcceptOther(const WaveStaticInst &SI, unsigned SIMD, uint64_t Now);
  Config Cfg;
  static bool isALU(GCNExecUnit U) {
    return U == GCNExecUnit::VALU || U == GCNExecUnit::SALU;
  }
  /// The entry of ALUFree for unit \p U (VALU or SALU) seen from \p SIMD
  /// (a conditional move, not a branch: the two alternate unpredictably).
  unsigned aluIndex(GCNExecUnit U, unsigned SIMD) const {
    return U == GCNExecUnit::VALU ? SIMD : Cfg.NumSIMDs;
  }
  /// When each unit is free: ALUFree holds the VALU of each SIMD, then the
  /// SALU (index NumSIMDs).
  std::vector<uint64_t> ALUFree, TransFree, MatrixFree;
  uint64_t BranchFree = 0;
  FifoUnit SMEM, GDS, Export;
  MemoryHierarchy Mem;
  std::vector<FifoUnit> VMEM;
  std::vector<FifoUnit> LDS;
  unsigned vmemIndex(unsigned SIMD) const {
    return VMEM.size() > 1
               ? SIMD * unsigned(VMEM.size()) / std::max(1u, Cfg.NumSIMDs)
               : 0;
  }
  unsigned ldsIndex(unsigned SIMD) const {
    return Cfg.LDSPerSIMDPair ? SIMD / 2 : SIMD;
  }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_EXECUTIONUNITS_H
