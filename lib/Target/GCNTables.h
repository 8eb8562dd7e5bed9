//===- GCNTables.h - Generated hardware tables (private) --------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Private to lib/Target: the record types of the tables that
/// `llvm-tblgen -gen-searchable-tables` generates from GCNTables.td, and
/// accessors to them. Rule tables are returned sorted by their Order field.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_LIB_TARGET_GCNTABLES_H
#define GCN_MCA_LIB_TARGET_GCNTABLES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <vector>

namespace llvm {
class MCInstrInfo;
namespace gcnmca {
namespace td {

#define GET_GCNInstClassTD_DECL
#define GET_GCNExecUnitTD_DECL
#define GET_GCNCostKindTD_DECL
#include "GCNTables.inc"

struct ProcRecord {
  const char *Name;
  const char *Family;
  const char *SourceChain;
  const char *MatrixFamily;
  const char *WaitcntForm;
  const char *CounterModel;
  unsigned Gen;
  bool IsCDNA, IsRDNA, IsGeneric;
  unsigned SIMDsPerCU, CUsPerWGP, LanesPerSIMD, DefaultWaveSize;
  bool SupportsWave32, SupportsWave64;
  unsigned MaxWavesPerSIMD, MaxWorkgroupsPerCU, MaxWorkgroupSize, BarriersPerCU;
  unsigned VGPRsPerLaneWave64, VGPRsPerLaneWave32, VGPRGranuleWave64,
      VGPRGranuleWave32, AddressableVGPRs;
  bool HasAGPRs, UnifiedVGPRFile;
  unsigned AGPRsPerLane, AccumGranule, SGPRsPerSIMD, AddressableSGPRs,
      SGPRGranule, SGPROccupancyGranule;
  bool SGPRsLimitOccupancy;
  unsigned LDSBytesPerCU, LDSBytesPerWGP, LDSGranule;
  unsigned VmCntMax, ExpCntMax, LgkmCntMax, VsCntMax, LoadCntMax, StoreCntMax,
      SampleCntMax, BvhCntMax, KmCntMax, DsCntMax;
  bool IssuePerSIMD, HasVOPD, HasTransUnit, HasMatrixUnit;
  unsigned VALUCyclesWave64, VALUCyclesWave32, VALUCyclesWave64Dual, SALUCycles,
      TransRateDiv, QuarterRateDiv, FP64RateDiv, FP64TransMul, PackedRateMul,
      CyclesPerPass, LDSBytesPerClk, VMEMDwordsPerClk, TexelsPerClk,
      TexFullRateTexelBytes, TexGradientMul, TexelBytes, TexFilterProbes,
      SMEMDwordsPerClk, ExportCycles, SleepUnitCycles, SALULatency, VALULatency,
      TransLatency, VMEMLatency, VMEMStoreLatency, LDSLatency,
      LDSConflictLatency, SMEMLatency, ExportLatency, BranchLatency,
      BarrierLatency, MessageLatency;
  bool HasHBM;
  unsigned NumCUs, ClockMHz, ActiveCUs, L1LineBytes, GL1Latency, GL1BytesPerClk,
      GL1CUs, L2Latency, L2BytesPerClk, L2CUs, L2LineBytes, MALLLatency,
      MALLGBps, DRAMLatency, DRAMGBps, MALLLatencyNs, DRAMLatencyNs, DRAMPct, DRAMReadPct, DRAMWritePct,
      LaunchOverheadNs, SL1CUs, LoadHitL1, LoadHitGL1, LoadHitL2,
      LoadHitMALL, StoreHitL2, StoreHitMALL, AtomicHitL2, AtomicHitMALL,
      ScratchHitL1, ScratchHitL2, ImageHitL1, ScalarHitL1, L1KiB, L1Ways,
      L1Policy, GL1KiB, GL1Ways, GL1Policy, L2KiB, L2Ways, L2Policy, MALLKiB,
      MALLWays, MALLPolicy, SL1KiB, SL1Ways, SL1LineBytes,
      L2InterleaveBytes;
};

struct AliasRecord {
  const char *Name;
  const char *Target;
};

struct SourceRecord {
  const char *Scope;
  const char *Param;
  const char *Source;
};

struct ClassInfoRecord {
  uint8_t ClassValue;
  GCNInstClassTD Class;
  GCNExecUnitTD Unit;
  GCNCostKindTD Kind;
  const char *CountersGFX6;
  const char *CountersGFX7;
  const char *CountersGFX10;
  const char *CountersGFX12;
  GCNInstClassTD NoReturnClass;
};

struct ClassRuleRecord {
  uint16_t Order;
  const char *Pattern;
  GCNInstClassTD Class;
  const char *Wait;
  const char *Counters;
};

struct DwordRuleRecord {
  uint16_t Order;
  const char *Pattern;
  uint8_t Dwords;
};

struct MatrixRuleRecord {
  uint16_t Order;
  const char *Family;
  const char *Pattern;
  uint8_t Passes;
};

struct SinglePassRuleRecord {
  uint16_t Order;
  const char *Pattern;
};

struct ImmFieldRecord {
  const char *Form;
  const char *Field;
  uint8_t Shift;
  uint8_t Width;
};

ArrayRef<ProcRecord> procTable();
ArrayRef<AliasRecord> aliasTable();
ArrayRef<SourceRecord> sourceTable();
/// Indexed by class value (the table is dense from 0).
const ClassInfoRecord *classInfo(unsigned ClassValue);

/// Name-based rule matching (processor independent, cached per opcode for
/// the process). Null if no rule matches.
const ClassRuleRecord *classRuleFor(const MCInstrInfo &MCII, unsigned Opcode);
unsigned dwordsFor(const MCInstrInfo &MCII, unsigned Opcode);
/// First matrix rule matching \p Family and the opcode name (null if none).
const MatrixRuleRecord *matrixRuleFor(StringRef Family, StringRef Name);
/// True if the opcode name matches a wave64 single-pass rule (RDNA3+).
bool isWave64SinglePass(StringRef Name);

/// The bit field \p Field of immediate form \p Form; null if none.
const ImmFieldRecord *immField(StringRef Form, StringRef Field);
/// Extracts the field from \p Imm (0 if the field does not exist).
unsigned extractField(StringRef Form, StringRef Field, unsigned Imm);

} // namespace td
} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_LIB_TARGET_GCNTABLES_H
