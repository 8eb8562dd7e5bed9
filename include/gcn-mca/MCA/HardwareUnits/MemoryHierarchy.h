//===- MemoryHierarchy.h - Caches and DRAM behind the CU --------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The memory hierarchy behind the simulated compute unit: vector L1 (L0 on
/// RDNA), graphics L1 (RDNA1-3), L2, MALL / Infinity Cache and HBM / GDDR.
///
/// Where an access is served is decided by hit rates (conditional: the L2
/// rate applies to the accesses that missed the levels above), with
/// defaults per access kind from the processor model, overridden per
/// instruction by `; gcn-mca: hit L1=... L2=...` annotations. The rule is
/// deterministic: the EXPECTED VALUE. An access's latency is the
/// probability-weighted mean of the levels' load-to-use latencies, and each
/// shared level carries the expected bytes (bytes x probability of reaching
/// it). No random draws.
///
/// The cache lines one wave access touches come from the lanes' addresses
/// when the launch derives them (WaveStreams: the mean over the
/// instruction's executions), else from the lane stride (coalescing):
/// lines = min(lanes x ceil(width / line), ceil(((lanes - 1) x stride +
/// width) / line)); the vector L1 looks up one line per clock, and every
/// lower level moves lines x line bytes. By precedence: a `; gcn-mca:
/// stride N` annotation, the launch's addresses, the stride
/// LaneStrideAnalysis derives from the address computation, -lane-stride,
/// else unit stride (the access width); the profile records which.
///
/// Shared levels are bandwidth servers: the CU's share of a level is the
/// level's bandwidth x its instances / the active CUs (capped at one
/// instance). An access occupies each level it reaches for bytes / share
/// cycles; when a level is saturated the access waits (queueing delay added
/// to its latency). The level with the longest wait is the access's
/// bottleneck (bandwidth-bound); without a wait the level contributing most
/// to its latency is (latency-bound).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_MEMORYHIERARCHY_H
#define GCN_MCA_MCA_HARDWAREUNITS_MEMORYHIERARCHY_H

#include "gcn-mca/Analysis/LaneStrideAnalysis.h"
#include "gcn-mca/Target/GCNInstrClassifier.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace llvm {
namespace gcnmca {

enum class MemLevel : uint8_t { L1, GL1, L2, MALL, DRAM };
constexpr unsigned NumMemLevels = 5;
/// "none" for an instruction without a memory profile.
constexpr uint8_t NoMemLevel = 0xFF;

/// The display name of \p L on \p M: "L1" ("L0" on RDNA), "GL1", "L2",
/// "MALL" ("Infinity Cache" on RDNA), "HBM" or "GDDR".
StringRef getMemLevelName(MemLevel L, const GCNProcessorModel &M);
/// True if \p M has level \p L.
bool hasMemLevel(MemLevel L, const GCNProcessorModel &M);

/// What a vector memory access is for the hit-rate defaults.
enum class MemAccessKind : uint8_t { Load, Store, Atomic, Scratch, Image, Scalar };

/// Static memory behaviour of one vector memory instruction (per wave).
struct MemAccessProfile {
  MemAccessKind Kind = MemAccessKind::Load;
  /// Probability that the access is served at each level (sums to 1); for
  /// a scalar load, L1 is the scalar cache.
  float Served[NumMemLevels] = {};
  /// Expected bytes that cross each level (lines x line bytes x probability
  /// of reaching it); index L1 holds the bytes looked up in the L1.
  float Bytes[NumMemLevels] = {};
  uint32_t Latency = 0;  ///< expected load-to-use cycles
  uint32_t L1Cycles = 1; ///< vector L1 busy cycles (>= the TA cost)
  uint32_t Lines = 0;    ///< L1 lines touched per wave access
  /// Atomics: L2 channel-clocks one wave access needs (lines x lanes per
  /// address); 0 for other kinds.
  uint32_t AtomicRequests = 0;
  uint32_t StrideBytes = 0;
  bool StrideKnown = false; ///< false: unit stride assumed
  StrideSource Source = StrideSource::Default;
  /// Some level's hit rate is the one the cache model derived from the
  /// launch's addresses (\p Derived of compute(); not a footprint
  /// annotation's, not overridden by the command line or an annotation).
  bool HitsDerived = false;
  /// The levels (bit L: level L of L1, GL1, L2, MALL) whose rate is the
  /// launch's.
  uint8_t DerivedLevels = 0;
  /// The conditional hit rates of L1, GL1, L2 and MALL used (fractions).
  float HitRate[4] = {};
  /// The level contributing most to the expected latency.
  MemLevel Dominant = MemLevel::L1;

  /// The profile of \p C (a VMEM or texture instruction) for \p WaveSize
  /// lanes. \p Ann holds the instruction's annotations (hit rates, stride);
  /// \p StrideBytes is the stride found in the code or given by option
  /// (-1 = unknown), \p Source says which (an annotation overrides both);
  /// \p FixedLatency >= 0 (-vmem-latency) is the access's latency, loads
  /// and stores; the levels that serve it, and the bytes they move, are
  /// still the hierarchy's (until 2026-11-26 it served everything from L1,
  /// which took the shared levels' bandwidth out of the run).
  ///
  /// A scalar load (unit SMEM) is one address for the wave: its lines are
  /// scalar-cache lines (SL1LineBytes), the first level is the scalar cache
  /// (SMEMLatency, ScalarHitL1), its misses go to GL1 (RDNA1-3), L2, MALL
  /// and DRAM like a vector load's.
  ///
  /// \p Derived, when given, holds conditional hit rates of L1, GL1, L2
  /// and MALL the cache model derived (CacheHierarchy; < 0 = none): they
  /// replace the model's defaults, but not a rate given on the command line
  /// nor an annotation; a `footprint` annotation's rates replace them.
  /// \p LaunchLines > 0: the lines the lanes' addresses touch (from the
  /// launch, WaveStreams), used instead of the stride's unless an
  /// annotation gives the stride. \p LaunchLookups > 0: the line lookups
  /// the vector L1 makes for them (LaneAddresses::lineLookups; a line a
  /// later lane returns to is looked up again): the L1's cycles, at one
  /// lookup per clock, under the same condition.
  static MemAccessProfile compute(const GCNProcessorModel &M,
                                  const GCNInstrCost &C, unsigned WaveSize,
                                  const GCNTextureSetting &Ann, int StrideBytes,
                                  int FixedLatency,
                                  StrideSource Source = StrideSource::Derived,
                                  const float *Derived = nullptr,
                                  unsigned LaunchLines = 0,
                                  unsigned LaunchLookups = 0);
  /// L1 lines a wave access of \p WidthBytes per lane at \p StrideBytes
  /// touches (\p Lanes lanes, \p LineBytes lines).
  static unsigned linesTouched(unsigned Lanes, unsigned WidthBytes,
                               unsigned StrideBytes, unsigned LineBytes);
};

/// The lane stride one memory instruction was modelled with, for the views.
struct AccessStride {
  enum KindT : uint8_t { None, VMEM, LDS };
  KindT Kind = None;
  StrideSource Source = StrideSource::Default;
  uint32_t Bytes = 0; ///< the stride used (default: the width)
  uint32_t Width = 0; ///< bytes per lane
  /// VMEM: L1 lines one wave access touches; LDS: the cycles the banks
  /// need (getLDSBankCycles; 0 = not modelled for this access width).
  uint32_t Cost = 0;
  /// VMEM: its hit rates came from the launch's addresses
  /// (MemAccessProfile::HitsDerived); else the rate model's.
  bool HitsDerived = false;
  /// With HitsDerived: the units (CUs / WGPs) whose accesses the caches
  /// were fed, the simulated one and its peers (LaunchHitRates), and the
  /// peers left out because the rates had converged, and whether the fed
  /// peers ran their first window of workgroups only (the probe).
  uint16_t HitUnits = 0, HitPeersSkipped = 0;
  bool HitPeersProbed = false;
  /// VMEM: the conditional hit rates of L1, GL1, L2 and MALL used, and
  /// the levels whose rate is the launch's (MemAccessProfile).
  float HitRate[4] = {};
  uint8_t DerivedLevels = 0;
  /// VMEM: a store or atomic (the write-through L1s do not keep it; an LDS
  /// DMA load, which writes LDS and reads memory, is not).
  bool Writes = false;
};

/// The load-to-use latency of each level (L1 ... DRAM) for a scalar load:
/// \p Lat holds the vector side's (VMEMLatency, GL1Latency ... DRAMLatency,
/// as measured by vector pointer chases) and receives the scalar side's:
/// the scalar cache's SMEMLatency first, then each level's vector latency
/// with the vector L1's lookup (VMEMLatency) replaced by the scalar
/// cache's (docs/Model.md, "Scalar loads miss").
void scalarLevelLatencies(const GCNProcessorModel &M,
                          unsigned (&Lat)[NumMemLevels]);

/// LDS bank conflicts of a b32 access (4 bytes per lane) at \p StrideBytes
/// between lanes: the most distinct dwords one of the \p Banks 4-byte
/// banks must deliver to the wave's \p Lanes lanes (same-address reads
/// broadcast); a bank delivers one dword per clock, so the access takes at
/// least that many cycles. Wave64, 32 banks: unit stride 2 (under the
/// 4-cycle port cost), stride 32 dwords 64 (the published full-conflict
/// figure); conflict degree = the result / (Lanes / Banks).
unsigned getLDSBankCycles(unsigned Lanes, unsigned StrideBytes,
                          unsigned Banks = 32);

/// The bandwidth servers of the shared levels.
class MemoryHierarchy {
public:
  /// The simulated unit's share of each level in bytes per clock (0 = not
  /// limited here: L1, which the VMEM unit models, and absent levels).
  /// \p CUsSimulated = CUs in the simulated unit (2 for an RDNA WGP).
  /// DRAM gets \p DRAMEfficiencyPct percent of the chip's DRAMGBps (the
  /// bandwidth streams reach, getDRAMEfficiencyPct).
  static void computeShares(const GCNProcessorModel &M, unsigned CUsSimulated,
                            double (&Share)[NumMemLevels],
                            unsigned DRAMEfficiencyPct = 100);

  void init(const double (&Share)[NumMemLevels]);
  /// Sends \p P's bytes to the shared levels at cycle \p T. Returns the
  /// queueing delay; \p Bottleneck = the level with the longest wait (or
  /// NoMemLevel without a wait); \p Busy[level] = cycles the access occupies
  /// each level.
  uint64_t access(uint64_t T, const MemAccessProfile &P, uint8_t &Bottleneck,
                  float (&Busy)[NumMemLevels]);
  /// The cycle after which every level is idle.
  uint64_t lastBusy() const;
  double share(MemLevel L) const { return Share[unsigned(L)]; }

private:
  double Share[NumMemLevels] = {};
  double NextFree[NumMemLevels] = {};
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_MEMORYHIERARCHY_H
