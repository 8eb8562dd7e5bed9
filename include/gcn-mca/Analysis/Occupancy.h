//===- Occupancy.h - Waves per SIMD a kernel's resources allow --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Theoretical occupancy of a kernel: how many of its waves can be resident
/// on one SIMD (and on one CU / WGP) at once, the limit each resource puts on
/// it (VGPRs incl. AGPRs, SGPRs, LDS, workgroup slots and barriers, wave
/// slots) and which limit binds. Every hardware number comes from the
/// processor model (GCNProcessorModel); the formulas are documented in
/// docs/Occupancy.md. For kernels compiled by clang the result equals the
/// `Occupancy [waves/SIMD]` clang reports (-Rpass-analysis=
/// kernel-resource-usage), which the test suite checks on the kernel corpus.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_OCCUPANCY_H
#define GCN_MCA_ANALYSIS_OCCUPANCY_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace llvm {
namespace json {
class Value;
} // namespace json
namespace gcnmca {

struct GCNProcessorModel;

/// The resources of one kernel that bound its occupancy.
struct OccupancyInput {
  /// Wave size (32 or 64); 0 = the processor's default.
  unsigned WaveSize = 0;
  /// Architected VGPRs used per lane (next free VGPR before the AGPRs).
  unsigned NumVGPRs = 0;
  /// Accumulation VGPRs (AGPRs) used per lane (gfx908+).
  unsigned NumAGPRs = 0;
  /// SGPRs used per wave, including the ones the hardware appends (VCC,
  /// FLAT_SCRATCH, XNACK_MASK): clang's NumSGPRsForWavesPerEU.
  unsigned NumSGPRs = 0;
  /// LDS bytes per workgroup (static group segment plus dynamic LDS).
  unsigned LDSBytes = 0;
  /// Range of workgroup sizes (work-items) the kernel may be launched with;
  /// a known size sets both. 0 = unknown: 1 and the processor's maximum.
  unsigned MinWorkgroupSize = 0;
  unsigned MaxWorkgroupSize = 0;
  /// RDNA: the kernel runs in CU mode (two SIMDs share LDS and workgroups)
  /// instead of WGP mode (four SIMDs of two CUs).
  bool CUMode = false;
};

/// The resource that limits the occupancy most.
enum class OccupancyLimiter {
  WaveSlots, ///< the SIMD's wave slots (nothing else binds)
  VGPR,      ///< vector registers (VGPRs and AGPRs)
  SGPR,      ///< scalar registers
  LDS,       ///< LDS per workgroup
  Workgroup, ///< workgroup slots / barriers per CU for the workgroup size
};
StringRef getOccupancyLimiterName(OccupancyLimiter L);

/// The occupancy of one kernel on one processor.
struct OccupancyResult {
  unsigned WaveSize = 64;
  /// SIMDs that share LDS and workgroup slots: 4 on GCN/CDNA and in RDNA WGP
  /// mode, 2 in RDNA CU mode.
  unsigned SIMDsPerGroupUnit = 4;
  /// SIMDs of one CU (4 on GCN/CDNA, 2 on RDNA).
  unsigned SIMDsPerCU = 4;
  bool WGPMode = false;

  /// Waves per SIMD each resource allows on its own.
  unsigned WaveSlotLimit = 0;
  unsigned VGPRLimit = 0;
  unsigned SGPRLimit = 0;
  /// From the LDS per workgroup together with the workgroup slots.
  unsigned LDSLimit = 0;
  /// From the workgroup slots and barriers alone (no LDS).
  unsigned WorkgroupLimit = 0;

  /// The result: waves per SIMD, per CU and per LDS-sharing unit (a WGP in
  /// RDNA WGP mode, else a CU).
  unsigned WavesPerSIMD = 0;
  unsigned WavesPerCU = 0;
  unsigned WavesPerGroupUnit = 0;
  OccupancyLimiter Limiter = OccupancyLimiter::WaveSlots;

  /// What was charged: registers after rounding to the allocation granule,
  /// and the workgroup geometry used.
  unsigned AllocatedVGPRs = 0;
  unsigned VGPRGranule = 0;
  unsigned VGPRFileSize = 0;
  unsigned AllocatedSGPRs = 0;
  unsigned LDSBytesAvailable = 0;
  unsigned MinWorkgroupSize = 0;
  unsigned MaxWorkgroupSize = 0;
  unsigned WavesPerWorkgroup = 0;
  /// Workgroups resident per LDS-sharing unit at the maximum occupancy.
  unsigned WorkgroupsPerGroupUnit = 0;

  /// Occupancy as a fraction of the wave slots (0..1).
  double fraction() const {
    return WaveSlotLimit ? double(WavesPerSIMD) / WaveSlotLimit : 0.0;
  }
};

/// Computes occupancy from a processor model (all hardware numbers) and a
/// kernel's resources.
class OccupancyCalculator {
public:
  explicit OccupancyCalculator(const GCNProcessorModel &Model) : Model(Model) {}

  OccupancyResult compute(const OccupancyInput &In) const;

  /// Waves per SIMD allowed by \p NumVGPRs (VGPRs and AGPRs as one total, see
  /// totalVGPRs) at wave size \p WaveSize.
  unsigned vgprLimit(unsigned NumVGPRs, unsigned WaveSize) const;
  /// Waves per SIMD allowed by \p NumSGPRs.
  unsigned sgprLimit(unsigned NumSGPRs) const;
  /// The vector registers a wave holds: on a unified file (gfx90a+) the
  /// AGPRs start at the architected VGPR count rounded up to the AGPR
  /// offset granule; otherwise VGPRs and AGPRs are separate files of equal
  /// size and the larger count binds.
  unsigned totalVGPRs(unsigned NumVGPRs, unsigned NumAGPRs) const;
  /// Waves per SIMD allowed by LDS and workgroup slots for workgroup sizes
  /// in [MinWG, MaxWG]; with \p IgnoreLDS only the workgroup slots and
  /// barriers count.
  unsigned workgroupLimit(unsigned LDSBytes, unsigned MinWG, unsigned MaxWG,
                          unsigned WaveSize, bool CUMode,
                          bool IgnoreLDS = false) const;

  /// SIMDs sharing LDS and workgroups (4, or 2 in RDNA CU mode).
  unsigned simdsPerGroupUnit(bool CUMode) const;
  /// LDS bytes shared by those SIMDs.
  unsigned ldsBytesPerGroupUnit(bool CUMode) const;
  /// Workgroups (of more than one wave) one group unit can hold: the
  /// barrier limit.
  unsigned barriersPerGroupUnit(bool CUMode) const;

private:
  const GCNProcessorModel &Model;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_OCCUPANCY_H
