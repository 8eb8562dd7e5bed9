//===- GCNProcessorModel.h - Compute-unit model of one chip -----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The hardware description of one GCN / CDNA / RDNA processor as gcn-mca
/// models it: compute-unit shape, register files, LDS, wait-counter widths,
/// issue model, unit rates and default latencies. Every number comes from the
/// TableGen description in lib/Target/*.td (generated tables); each has a
/// source string (a citation or "assumption: ...") retrievable by name.
/// Numbers that are assumptions can be overridden with `-gcn-param=name=value`.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_TARGET_GCNPROCESSORMODEL_H
#define GCN_MCA_TARGET_GCNPROCESSORMODEL_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

/// Overrides of model parameters, as plain data (a tool fills it from its
/// options: -gcn-param, -texture-format, -texture-filter).
struct GCNModelOverrides {
  /// "NAME=VALUE" each (-gcn-param), applied last so that they win.
  std::vector<std::string> Params;
  /// TexelBytes (-texture-format), if given.
  std::optional<unsigned> TexelBytes;
  /// TexFilterProbes (-texture-filter), if given.
  std::optional<unsigned> TexFilterProbes;
  /// Hit-rate parameters (LoadHitL2, StoreHitMALL, ...) in percent from the
  /// dedicated options (-l2-hit-rate, -hit-rate=store.L2=F, ...), in order;
  /// applied before Params, so that an explicit -gcn-param wins.
  struct HitRate {
    std::string Param;  ///< e.g. "LoadHitL2"
    unsigned Percent;   ///< 0..100
    std::string Option; ///< the option that set it, for the source
  };
  std::vector<HitRate> HitRates;
};

/// ISA generation (the major number of the gfx name).
enum class GCNGeneration : uint8_t {
  GFX6,
  GFX7,
  GFX8,
  GFX9,
  GFX10,
  GFX11,
  GFX12
};

/// How the sequencer issues instructions.
enum class GCNIssueModel : uint8_t {
  /// GCN / CDNA: one SIMD per cycle, round-robin; in its slot at most one
  /// instruction per category (VALU, SALU/SMEM, VMEM, LDS, branch, export...).
  RoundRobin,
  /// RDNA: every SIMD can issue every cycle (per-SIMD sequencer).
  PerSIMD,
};

/// The wait counters of all generations. Which ones exist depends on the
/// processor (see GCNProcessorModel::hasCounter).
enum class WaitCounter : uint8_t {
  VmCnt,     ///< gfx6..gfx11 vector memory loads (and stores before gfx10)
  ExpCnt,    ///< exports, GDS, (stores' data read before gfx7)
  LgkmCnt,   ///< gfx6..gfx11 LDS, GDS, constant (SMEM), messages
  VsCnt,     ///< gfx10..gfx11 vector memory stores
  LoadCnt,   ///< gfx12 vector memory loads
  StoreCnt,  ///< gfx12 vector memory stores
  SampleCnt, ///< gfx12 image sample / gather
  BvhCnt,    ///< gfx12 BVH
  KmCnt,     ///< gfx12 scalar memory and messages
  DsCnt,     ///< gfx12 LDS / GDS
};
constexpr unsigned NumWaitCounters = 10;
/// Bit mask of WaitCounter values: 1u << unsigned(C).
using WaitCounterMask = uint16_t;
inline WaitCounterMask counterBit(WaitCounter C) {
  return WaitCounterMask(1u << unsigned(C));
}
/// "vmcnt", "expcnt", ... "dscnt".
StringRef getWaitCounterName(WaitCounter C);

/// The model of one processor. Plain data; obtain it with
/// GCNProcessorModel::get(). Cycle counts are shader-clock cycles.
struct GCNProcessorModel {
  // Identity.
  std::string Name;   ///< canonical name, e.g. "gfx90a"
  std::string Family; ///< e.g. "GCN3", "CDNA2", "RDNA3"
  GCNGeneration Generation = GCNGeneration::GFX9;
  bool IsCDNA = false;
  bool IsRDNA = false;
  /// The generic ISA targets (gfx9-generic...) and "generic".
  bool IsGeneric = false;
  /// Keys into the generated tables: matrix-pass rules, s_waitcnt layout
  /// ("WAITCNT_GFX6/9/10/11") and counter model ("GFX6/7/10/12").
  std::string MatrixFamily;
  std::string WaitcntForm;
  std::string CounterModel;
  /// Source lookup order (scopes), e.g. "CDNA2,CDNA1,GCN5,GCN,ALL".
  std::string SourceChain;

  // Compute unit.
  unsigned SIMDsPerCU = 4;
  unsigned CUsPerWGP = 1; ///< 2 on RDNA (WGP mode)
  unsigned LanesPerSIMD = 16;
  unsigned DefaultWaveSize = 64;
  bool SupportsWave32 = false;
  bool SupportsWave64 = true;
  unsigned MaxWavesPerSIMD = 10;
  unsigned MaxWorkgroupsPerCU = 16;
  unsigned MaxWorkgroupSize = 1024;
  unsigned BarriersPerCU = 16;

  // Vector registers (per lane).
  unsigned VGPRsPerLaneWave64 = 256;
  unsigned VGPRsPerLaneWave32 = 0; ///< 0 when wave32 is unsupported
  unsigned VGPRGranuleWave64 = 4;
  unsigned VGPRGranuleWave32 = 0;
  unsigned AddressableVGPRs = 256;
  bool HasAGPRs = false;        ///< gfx908+ accumulation registers
  bool UnifiedVGPRFile = false; ///< gfx90a+: VGPRs and AGPRs share a file
  unsigned AGPRsPerLane = 0;
  unsigned AccumGranule = 0; ///< AGPR offset alignment in a unified file

  // Scalar registers.
  unsigned SGPRsPerSIMD = 800;
  unsigned AddressableSGPRs = 102;
  unsigned SGPRGranule = 16;
  /// Rounding of the SGPR count in the occupancy rule (clang's figure): 4 on
  /// gfx8/9, 8 before.
  unsigned SGPROccupancyGranule = 4;
  bool SGPRsLimitOccupancy = true;

  // LDS.
  unsigned LDSBytesPerCU = 65536;
  unsigned LDSBytesPerWGP = 0; ///< RDNA; 0 elsewhere
  unsigned LDSGranule = 256;   ///< allocation granule in bytes

  // Wait counter maximum values ("no wait"); 0 = counter absent.
  unsigned CounterMax[NumWaitCounters] = {};
  bool hasCounter(WaitCounter C) const { return CounterMax[unsigned(C)] != 0; }
  unsigned counterMax(WaitCounter C) const { return CounterMax[unsigned(C)]; }

  // Issue.
  GCNIssueModel IssueModel = GCNIssueModel::RoundRobin;
  bool HasVOPD = false;       ///< RDNA3+ dual-issue VOPD
  bool HasTransUnit = false;  ///< RDNA3+: separate transcendental unit
  bool HasMatrixUnit = false; ///< MFMA (CDNA) or WMMA (RDNA3+)

  // Unit rates.
  unsigned VALUCyclesWave64 = 4; ///< cycles a wave64 VALU op occupies its SIMD
  unsigned VALUCyclesWave32 = 0; ///< RDNA wave32
  /// RDNA3+: wave64 cycles of the single-pass ops (0 = none).
  unsigned VALUCyclesWave64Dual = 0;
  unsigned SALUCycles = 1;        ///< scalar ALU busy cycles per op
  unsigned TransRateDiv = 4;      ///< transcendental: 1/N of full rate
  unsigned QuarterRateDiv = 4;    ///< v_mul_lo_u32 class: 1/N of full rate
  unsigned FP64RateDiv = 16;      ///< FP64 FMA/MUL/ADD: 1/N of full rate
  unsigned FP64TransMul = 2;      ///< f64 rcp/rsq/sqrt: N x the FP64 cost
  unsigned PackedRateMul = 1;     ///< packed FP16/FP32 ops: N results per lane
  unsigned CyclesPerPass = 4;     ///< MFMA/WMMA pass length
  unsigned LDSBytesPerClk = 64;   ///< per LDS pipe (SIMD pair on GCN)
  unsigned VMEMDwordsPerClk = 16; ///< vector L1 bandwidth per CU (dwords)
  unsigned TexelsPerClk = 4;      ///< texture filter rate per CU
  /// Filtered-sample cost factors: TexelBytes / TexFullRateTexelBytes (the
  /// format), TexFilterProbes (0 = point, 1 bilinear, 2 trilinear, N aniso
  /// Nx), TexGradientMul (derivative samples).
  unsigned TexFullRateTexelBytes = 4;
  unsigned TexGradientMul = 2;
  unsigned TexelBytes = 4;      ///< workload: bytes per texel (-texture-format)
  unsigned TexFilterProbes = 1; ///< workload: filter (-texture-filter)
  unsigned SMEMDwordsPerClk = 4; ///< scalar cache
  unsigned ExportCycles = 4;     ///< per export instruction
  unsigned SleepUnitCycles = 64; ///< s_sleep N sleeps N x this

  // Default latencies (cycles).
  unsigned SALULatency = 1;
  unsigned VALULatency = 4;
  unsigned TransLatency = 16;
  unsigned VMEMLatency = 125; ///< vector L1 hit load-to-use
  unsigned VMEMStoreLatency = 125;
  unsigned LDSLatency = 64;
  /// Load-to-use floor of an LDS access with bank conflicts (its bank
  /// cycles above the port cost): conflicted accesses replay, and the
  /// published 4-way and 64-way figures are both ~120 (0 = no floor).
  unsigned LDSConflictLatency = 120;
  unsigned SMEMLatency = 40;
  unsigned ExportLatency = 16;
  unsigned BranchLatency = 8;
  unsigned BarrierLatency = 16;
  unsigned MessageLatency = 16;

  // Memory hierarchy (levels: vector L1/L0, graphics L1 on RDNA, L2,
  // MALL/Infinity Cache, HBM/GDDR). Hit rates are percentages.
  bool HasHBM = true; ///< DRAM is HBM (else GDDR)
  unsigned NumCUs =
      64; ///< CUs of the chip (per-second figures, shared bandwidth)
  unsigned ClockMHz = 1500;  ///< peak engine clock in MHz
  unsigned ActiveCUs = 0;    ///< CUs sharing the chip-wide levels with the
                             ///< simulated one (0 = NumCUs)
  unsigned L1LineBytes = 64; ///< vector L1 (L0 on RDNA) line size
  unsigned GL1Latency =
      0; ///< RDNA graphics L1 hit load-to-use cycles (0 = no such level)
  unsigned GL1BytesPerClk = 0; ///< graphics L1 bandwidth per instance
  unsigned GL1CUs = 0;         ///< CUs sharing one graphics L1
  unsigned L2Latency = 240;    ///< L2 hit load-to-use cycles
  unsigned L2BytesPerClk =
      1024;            ///< L2 bandwidth per instance (channels x bytes/clk)
  unsigned L2CUs = 64; ///< CUs sharing one L2 instance
  unsigned L2LineBytes = 64; ///< L2 line size
  unsigned MALLLatency =
      0; ///< Infinity Cache / MALL hit load-to-use cycles (0 = none)
  unsigned MALLGBps = 0;      ///< Infinity Cache / MALL chip bandwidth in GB/s
  unsigned DRAMLatency = 570; ///< HBM / GDDR load-to-use cycles
  unsigned DRAMGBps = 484;    ///< HBM / GDDR chip bandwidth in GB/s
  /// Fabric-side latencies in ns where that is what was measured (0 = the
  /// cycle figures): MALLLatency / DRAMLatency = ns x ClockMHz / 1000
  /// unless given in cycles on the command line.
  unsigned MALLLatencyNs = 0;
  unsigned DRAMLatencyNs = 0;
  /// % of DRAMGBps published streams reach when a kernel reads and writes
  /// DRAM (achievable, not peak); DRAMReadPct / DRAMWritePct for kernels
  /// that only read / only write (0 = DRAMPct).
  unsigned DRAMPct = 77;
  unsigned DRAMReadPct = 0;
  unsigned DRAMWritePct = 0;
  unsigned LaunchOverheadNs = 3500; ///< added to the kernel time
  unsigned SL1CUs = 3;        ///< CUs sharing one scalar cache
  unsigned LoadHitL1 = 0;     ///< vector loads: % hitting the vector L1/L0
  unsigned LoadHitGL1 =
      0; ///< vector loads: % of L1 misses hitting the graphics L1
  unsigned LoadHitL2 = 0;   ///< vector loads: % of the misses above hitting L2
  unsigned LoadHitMALL = 0; ///< vector loads: % of L2 misses hitting the MALL
  unsigned StoreHitL2 = 0;  ///< stores: % of the written bytes staying in L2
  unsigned StoreHitMALL =
      0; ///< stores: % of the L2 write-backs absorbed by the MALL
  unsigned AtomicHitL2 = 100; ///< atomics: % of L2 hits (atomics execute at L2)
  unsigned AtomicHitMALL = 0; ///< atomics: % of L2 misses hitting the MALL
  unsigned ScratchHitL1 = 0;  ///< scratch: % L1 hits
  unsigned ScratchHitL2 = 100; ///< scratch: % L2 hits of the L1 misses
  unsigned ImageHitL1 = 100;   ///< image loads and samples: % texture (L1) hits
  unsigned ScalarHitL1 =
      100; ///< scalar loads: % scalar-cache hits (misses go to L2)
  /// Caches as caches (CacheHierarchy.h): capacity per instance in KiB,
  /// ways (LRU) and write policy (CachePolicyWriteBack | ...WriteAllocate)
  /// of the vector L1 (L0), graphics L1, L2 (per instance of L2CUs CUs),
  /// MALL / Infinity Cache (chip) and scalar cache (per SL1CUs CUs).
  unsigned L1KiB = 16, L1Ways = 4, L1Policy = 0;
  unsigned GL1KiB = 0, GL1Ways = 16, GL1Policy = 0;
  unsigned L2KiB = 4096, L2Ways = 16, L2Policy = 3;
  unsigned MALLKiB = 0, MALLWays = 16, MALLPolicy = 3;
  unsigned SL1KiB = 16, SL1Ways = 4, SL1LineBytes = 64;
  /// Bytes of consecutive addresses on one L2 channel before the next
  /// (channels = L2BytesPerClk / L2LineBytes); atomics on a small working
  /// set serialize on the few channels it spans.
  unsigned L2InterleaveBytes = 256;
  /// CUs sharing the chip-wide levels: ActiveCUs, or NumCUs when 0.
  unsigned activeCUs() const { return ActiveCUs ? ActiveCUs : NumCUs; }

  /// Where the number for \p Param (a name from paramNames()) comes from:
  /// a citation, "assumption: ...", or "command line" once overridden.
  StringRef getSource(StringRef Param) const;
  /// Wave size to use when the caller gives 0.
  unsigned waveSizeOr(unsigned W) const { return W ? W : DefaultWaveSize; }
  /// VALU busy cycles for one instruction at wave size \p WaveSize.
  unsigned valuCycles(unsigned WaveSize) const {
    return (waveSizeOr(WaveSize) == 32 && VALUCyclesWave32) ? VALUCyclesWave32
                                                            : VALUCyclesWave64;
  }

  /// The value of a numeric parameter by name; false if unknown.
  bool getParam(StringRef Param, unsigned &Value) const;
  /// Every parameter name accepted by getSource/getParam/-gcn-param.
  static ArrayRef<StringRef> paramNames();

  /// Looks up \p CPU (a -mcpu name or alias such as "tahiti") and applies
  /// \p Overrides ("name=value" each). Errors name the bad processor or
  /// parameter.
  static Expected<GCNProcessorModel> get(StringRef CPU,
                                         ArrayRef<std::string> Overrides = {});
  /// Looks up \p CPU and applies \p Overrides (each recorded with the option
  /// it came from as the parameter's source).
  static Expected<GCNProcessorModel> get(StringRef CPU,
                                         const GCNModelOverrides &Overrides);
  /// Every processor name and alias the model knows, sorted.
  static std::vector<StringRef> processorNames();

  /// Overridden parameters, in order: the name and its source (e.g.
  /// "command line (-gcn-param)").
  std::vector<std::pair<std::string, std::string>> Overridden;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_TARGET_GCNPROCESSORMODEL_H
