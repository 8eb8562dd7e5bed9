//===- GCNTables.td - gcn-mca hardware description (root) ---*- tablegen -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
// Root of the hardware description. `llvm-tblgen -gen-searchable-tables`
// turns the records into the C++ tables lib/Target reads
// (GCNTables.inc); no hardware number lives in C++.
//===----------------------------------------------------------------------===//

include "llvm/TableGen/SearchableTable.td"
include "GCNProcessors.td"
include "GCNInstrClasses.td"
include "GCNMatrixCosts.td"
include "GCNImmFields.td"

defvar ProcFields = [
  "Name", "Family", "SourceChain", "MatrixFamily", "WaitcntForm",
  "CounterModel", "Gen", "IsCDNA", "IsRDNA", "IsGeneric",
  "SIMDsPerCU", "CUsPerWGP", "LanesPerSIMD", "DefaultWaveSize",
  "SupportsWave32", "SupportsWave64", "MaxWavesPerSIMD",
  "MaxWorkgroupsPerCU", "MaxWorkgroupSize", "BarriersPerCU",
  "VGPRsPerLaneWave64", "VGPRsPerLaneWave32", "VGPRGranuleWave64",
  "VGPRGranuleWave32", "AddressableVGPRs", "HasAGPRs", "UnifiedVGPRFile",
  "AGPRsPerLane", "AccumGranule", "SGPRsPerSIMD", "AddressableSGPRs",
  "SGPRGranule", "SGPROccupancyGranule", "SGPRsLimitOccupancy", "LDSBytesPerCU", "LDSBytesPerWGP",
  "LDSGranule", "VmCntMax", "ExpCntMax", "LgkmCntMax", "VsCntMax",
  "LoadCntMax", "StoreCntMax", "SampleCntMax", "BvhCntMax", "KmCntMax",
  "DsCntMax", "IssuePerSIMD", "HasVOPD", "HasTransUnit", "HasMatrixUnit",
  "VALUCyclesWave64", "VALUCyclesWave32", "VALUCyclesWave64Dual", "SALUCycles", "TransRateDiv",
  "QuarterRateDiv", "FP64RateDiv", "FP64TransMul", "PackedRateMul",
  "CyclesPerPass", "LDSBytesPerClk", "VMEMDwordsPerClk", "TexelsPerClk",
  "TexFullRateTexelBytes", "TexGradientMul", "TexelBytes", "TexFilterProbes",
  "SMEMDwordsPerClk", "ExportCycles", "SleepUnitCycles", "SALULatency",
  "VALULatency", "TransLatency", "VMEMLatency", "VMEMStoreLatency",
  "LDSLatency", "LDSConflictLatency", "SMEMLatency", "ExportLatency", "BranchLatency",
  "BarrierLatency", "MessageLatency", "HasHBM",
  "NumCUs", "ClockMHz", "ActiveCUs", "L1LineBytes", "GL1Latency", "GL1BytesPerClk", "GL1CUs", "L2Latency", "L2BytesPerClk", "L2CUs", "L2LineBytes", "MALLLatency", "MALLGBps", "DRAMLatency", "DRAMGBps", "MALLLatencyNs", "DRAMLatencyNs", "DRAMPct", "DRAMReadPct", "DRAMWritePct", "LaunchOverheadNs", "SL1CUs", "LoadHitL1", "LoadHitGL1", "LoadHitL2", "LoadHitMALL", "StoreHitL2", "StoreHitMALL", "AtomicHitL2", "AtomicHitMALL", "ScratchHitL1", "ScratchHitL2", "ImageHitL1", "ScalarHitL1",
  "L1KiB", "L1Ways", "L1Policy", "GL1KiB", "GL1Ways", "GL1Policy", "L2KiB", "L2Ways", "L2Policy", "MALLKiB", "MALLWays", "MALLPolicy", "SL1KiB", "SL1Ways", "SL1LineBytes", "L2InterleaveBytes"
];

def GCNProcTable : GenericTable {
  let FilterClass = "GCNProc";
  let CppTypeName = "ProcRecord";
  let Fields = ProcFields;
}

def GCNAliasTable : GenericTable {
  let FilterClass = "ProcAlias";
  let CppTypeName = "AliasRecord";
  let Fields = ["Name", "Target"];
}

def GCNSourceTable : GenericTable {
  let FilterClass = "GCNParamSource";
  let CppTypeName = "SourceRecord";
  let Fields = ["Scope", "Param", "Source"];
}

def GCNClassInfoTable : GenericTable {
  let FilterClass = "GCNClassInfo";
  let CppTypeName = "ClassInfoRecord";
  let Fields = ["ClassValue", "Class", "Unit", "Kind", "CountersGFX6", "CountersGFX7",
                "CountersGFX10", "CountersGFX12", "NoReturnClass"];
  string TypeOf_Class = "GCNInstClassTD";
  string TypeOf_Unit = "GCNExecUnitTD";
  string TypeOf_Kind = "GCNCostKindTD";
  string TypeOf_NoReturnClass = "GCNInstClassTD";
}

def GCNClassRuleTable : GenericTable {
  let FilterClass = "GCNClassRule";
  let CppTypeName = "ClassRuleRecord";
  let Fields = ["Order", "Pattern", "Class", "Wait", "Counters"];
  string TypeOf_Class = "GCNInstClassTD";
}

def GCNDwordRuleTable : GenericTable {
  let FilterClass = "GCNDwordRule";
  let CppTypeName = "DwordRuleRecord";
  let Fields = ["Order", "Pattern", "Dwords"];
}

def GCNMatrixRuleTable : GenericTable {
  let FilterClass = "GCNMatrixRule";
  let CppTypeName = "MatrixRuleRecord";
  let Fields = ["Order", "Family", "Pattern", "Passes"];
}

def GCNSinglePassRuleTable : GenericTable {
  let FilterClass = "GCNSinglePassRule";
  let CppTypeName = "SinglePassRuleRecord";
  let Fields = ["Order", "Pattern"];
}

def GCNImmFieldTable : GenericTable {
  let FilterClass = "GCNImmField";
  let CppTypeName = "ImmFieldRecord";
  let Fields = ["Form", "Field", "Shift", "Width"];
}
