//===- GCNProcessorModel.cpp - Compute-unit model of one AMDGPU chip ------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Builds a GCNProcessorModel from the generated processor table, resolves
/// aliases and parameter sources, and applies `-gcn-param=name=value`
/// overrides.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Target/GCNProcessorModel.h"
#include "GCNTables.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;
using namespace llvm::gcnmca;

StringRef gcnmca::getWaitCounterName(WaitCounter C) {
  static const char *const Names[NumWaitCounters] = {
      "vmcnt",    "expcnt",    "lgkmcnt", "vscnt", "loadcnt",
      "storecnt", "samplecnt", "bvhcnt",  "kmcnt", "dscnt"};
  unsigned I = unsigned(C);
  return I < NumWaitCounters ? Names[I] : "?";
}

namespace {
/// A numeric parameter: its name (as in GCNProcessors.td) and member.
struct ParamDesc {
  StringRef Name;
  unsigned GCNProcessorModel::*Member;
};

#define P(N) {#N, &GCNProcessorModel::N}
const ParamDesc Params[] = {
    P(SIMDsPerCU),
    P(CUsPerWGP),
    P(LanesPerSIMD),
    P(DefaultWaveSize),
    P(MaxWavesPerSIMD),
    P(MaxWorkgroupsPerCU),
    P(MaxWorkgroupSize),
    P(BarriersPerCU),
    P(VGPRsPerLaneWave64),
    P(VGPRsPerLaneWave32),
    P(VGPRGranuleWave64),
    P(VGPRGranuleWave32),
    P(AddressableVGPRs),
    P(AGPRsPerLane),
    P(AccumGranule),
    P(SGPRsPerSIMD),
    P(AddressableSGPRs),
    P(SGPRGranule),
    P(SGPROccupancyGranule),
    P(LDSBytesPerCU),
    P(LDSBytesPerWGP),
    P(LDSGranule),
    P(VALUCyclesWave64),
    P(VALUCyclesWave32),
    P(VALUCyclesWave64Dual),
    P(SALUCycles),
    P(TransRateDiv),
    P(QuarterRateDiv),
    P(FP64RateDiv),
    P(FP64TransMul),
    P(PackedRateMul),
    P(CyclesPerPass),
    P(LDSBytesPerClk),
    P(VMEMDwordsPerClk),
    P(TexelsPerClk),
    P(TexFullRateTexelBytes),
    P(TexGradientMul),
    P(TexelBytes),
    P(TexFilterProbes),
    P(SMEMDwordsPerClk),
    P(ExportCycles),
    P(SleepUnitCycles),
    P(SALULatency),
    P(VALULatency),
    P(TransLatency),
    P(VMEMLatency),
    P(VMEMStoreLatency),
    P(LDSLatency),
    P(LDSConflictLatency),
    P(SMEMLatency),
    P(ExportLatency),
    P(BranchLatency),
    P(BarrierLatency),
    P(MessageLatency),
    P(NumCUs),
    P(ClockMHz),
    P(ActiveCUs),
    P(L1LineBytes),
    P(GL1Latency),
    P(GL1BytesPerClk),
    P(GL1CUs),
    P(L2Latency),
    P(L2BytesPerClk),
    P(L2CUs),
    P(L2LineBytes),
    P(MALLLatency),
    P(MALLGBps),
    P(DRAMLatency),
    P(DRAMGBps),
    P(MALLLatencyNs),
    P(DRAMLatencyNs),
    P(DRAMPct),
    P(DRAMReadPct),
    P(DRAMWritePct),
    P(LaunchOverheadNs),
    P(SL1CUs),
    P(LoadHitL1),
    P(LoadHitGL1),
    P(LoadHitL2),
    P(LoadHitMALL),
    P(StoreHitL2),
    P(StoreHitMALL),
    P(AtomicHitL2),
    P(AtomicHitMALL),
    P(ScratchHitL1),
    P(ScratchHitL2),
    P(ImageHitL1),
    P(ScalarHitL1),
    P(L1KiB),
    P(L1Ways),
    P(L1Policy),
    P(GL1KiB),
    P(GL1Ways),
    P(GL1Policy),
    P(L2KiB),
    P(L2Ways),
    P(L2Policy),
    P(MALLKiB),
    P(MALLWays),
    P(MALLPolicy),
    P(SL1KiB),
    P(SL1Ways),
    P(SL1LineBytes),
    P(L2InterleaveBytes),
};
#undef P

/// Counter maxima are parameters too ("VmCntMax"...), stored in CounterMax.
const StringRef CounterParamNames[NumWaitCounters] = {
    "VmCntMax",    "ExpCntMax",    "LgkmCntMax", "VsCntMax", "LoadCntMax",
    "StoreCntMax", "SampleCntMax", "BvhCntMax",  "KmCntMax", "DsCntMax"};

/// Boolean parameters (sources only; not overridable).
const StringRef BoolParamNames[] = {
    "SupportsWave32",      "SupportsWave64", "HasAGPRs", "UnifiedVGPRFile",
    "SGPRsLimitOccupancy", "IssuePerSIMD",   "HasVOPD",  "HasTransUnit",
    "HasMatrixUnit",       "HasHBM"};

std::vector<StringRef> buildParamNames() {
  std::vector<StringRef> Names;
  for (const ParamDesc &D : Params)
    Names.push_back(D.Name);
  for (StringRef N : CounterParamNames)
    Names.push_back(N);
  for (StringRef N : BoolParamNames)
    Names.push_back(N);
  return Names;
}

GCNProcessorModel fromRecord(const td::ProcRecord &R) {
  GCNProcessorModel M;
  M.Name = R.Name;
  M.Family = R.Family;
  M.SourceChain = R.SourceChain;
  M.MatrixFamily = R.MatrixFamily;
  M.WaitcntForm = R.WaitcntForm;
  M.CounterModel = R.CounterModel;
  M.Generation = GCNGeneration(R.Gen - 6);
  M.IsCDNA = R.IsCDNA;
  M.IsRDNA = R.IsRDNA;
  M.IsGeneric = R.IsGeneric;
  M.SIMDsPerCU = R.SIMDsPerCU;
  M.CUsPerWGP = R.CUsPerWGP;
  M.LanesPerSIMD = R.LanesPerSIMD;
  M.DefaultWaveSize = R.DefaultWaveSize;
  M.SupportsWave32 = R.SupportsWave32;
  M.SupportsWave64 = R.SupportsWave64;
  M.MaxWavesPerSIMD = R.MaxWavesPerSIMD;
  M.MaxWorkgroupsPerCU = R.MaxWorkgroupsPerCU;
  M.MaxWorkgroupSize = R.MaxWorkgroupSize;
  M.BarriersPerCU = R.BarriersPerCU;
  M.VGPRsPerLaneWave64 = R.VGPRsPerLaneWave64;
  M.VGPRsPerLaneWave32 = R.VGPRsPerLaneWave32;
  M.VGPRGranuleWave64 = R.VGPRGranuleWave64;
  M.VGPRGranuleWave32 = R.VGPRGranuleWave32;
  M.AddressableVGPRs = R.AddressableVGPRs;
  M.HasAGPRs = R.HasAGPRs;
  M.UnifiedVGPRFile = R.UnifiedVGPRFile;
  M.AGPRsPerLane = R.AGPRsPerLane;
  M.AccumGranule = R.AccumGranule;
  M.SGPRsPerSIMD = R.SGPRsPerSIMD;
  M.AddressableSGPRs = R.AddressableSGPRs;
  M.SGPRGranule = R.SGPRGranule;
  M.SGPROccupancyGranule = R.SGPROccupancyGranule;
  M.SGPRsLimitOccupancy = R.SGPRsLimitOccupancy;
  M.LDSBytesPerCU = R.LDSBytesPerCU;
  M.LDSBytesPerWGP = R.LDSBytesPerWGP;
  M.LDSGranule = R.LDSGranule;
  const unsigned Max[NumWaitCounters] = {
      R.VmCntMax,    R.ExpCntMax,    R.LgkmCntMax, R.VsCntMax, R.LoadCntMax,
      R.StoreCntMax, R.SampleCntMax, R.BvhCntMax,  R.KmCntMax, R.DsCntMax};
  for (unsigned I = 0; I != NumWaitCounters; ++I)
    M.CounterMax[I] = Max[I];
  M.IssueModel =
      R.IssuePerSIMD ? GCNIssueModel::PerSIMD : GCNIssueModel::RoundRobin;
  M.HasVOPD = R.HasVOPD;
  M.HasTransUnit = R.HasTransUnit;
  M.HasMatrixUnit = R.HasMatrixUnit;
  M.VALUCyclesWave64 = R.VALUCyclesWave64;
  M.VALUCyclesWave32 = R.VALUCyclesWave32;
  M.VALUCyclesWave64Dual = R.VALUCyclesWave64Dual;
  M.SALUCycles = R.SALUCycles;
  M.TransRateDiv = R.TransRateDiv;
  M.QuarterRateDiv = R.QuarterRateDiv;
  M.FP64RateDiv = R.FP64RateDiv;
  M.FP64TransMul = R.FP64TransMul;
  M.PackedRateMul = R.PackedRateMul;
  M.CyclesPerPass = R.CyclesPerPass;
  M.LDSBytesPerClk = R.LDSBytesPerClk;
  M.VMEMDwordsPerClk = R.VMEMDwordsPerClk;
  M.TexelsPerClk = R.TexelsPerClk;
  M.TexFullRateTexelBytes = R.TexFullRateTexelBytes;
  M.TexGradientMul = R.TexGradientMul;
  M.TexelBytes = R.TexelBytes;
  M.TexFilterProbes = R.TexFilterProbes;
  M.SMEMDwordsPerClk = R.SMEMDwordsPerClk;
  M.ExportCycles = R.ExportCycles;
  M.SleepUnitCycles = R.SleepUnitCycles;
  M.SALULatency = R.SALULatency;
  M.VALULatency = R.VALULatency;
  M.TransLatency = R.TransLatency;
  M.VMEMLatency = R.VMEMLatency;
  M.VMEMStoreLatency = R.VMEMStoreLatency;
  M.LDSLatency = R.LDSLatency;
  M.LDSConflictLatency = R.LDSConflictLatency;
  M.SMEMLatency = R.SMEMLatency;
  M.ExportLatency = R.ExportLatency;
  M.BranchLatency = R.BranchLatency;
  M.BarrierLatency = R.BarrierLatency;
  M.MessageLatency = R.MessageLatency;
  M.HasHBM = R.HasHBM;
  M.NumCUs = R.NumCUs;
  M.ClockMHz = R.ClockMHz;
  M.ActiveCUs = R.ActiveCUs;
  M.L1LineBytes = R.L1LineBytes;
  M.GL1Latency = R.GL1Latency;
  M.GL1BytesPerClk = R.GL1BytesPerClk;
  M.GL1CUs = R.GL1CUs;
  M.L2Latency = R.L2Latency;
  M.L2BytesPerClk = R.L2BytesPerClk;
  M.L2CUs = R.L2CUs;
  M.L2LineBytes = R.L2LineBytes;
  M.MALLLatency = R.MALLLatency;
  M.MALLGBps = R.MALLGBps;
  M.DRAMLatency = R.DRAMLatency;
  M.DRAMGBps = R.DRAMGBps;
  M.MALLLatencyNs = R.MALLLatencyNs;
  M.DRAMLatencyNs = R.DRAMLatencyNs;
  M.DRAMPct = R.DRAMPct;
  M.DRAMReadPct = R.DRAMReadPct;
  M.DRAMWritePct = R.DRAMWritePct;
  M.LaunchOverheadNs = R.LaunchOverheadNs;
  M.SL1CUs = R.SL1CUs;
  M.LoadHitL1 = R.LoadHitL1;
  M.LoadHitGL1 = R.LoadHitGL1;
  M.LoadHitL2 = R.LoadHitL2;
  M.LoadHitMALL = R.LoadHitMALL;
  M.StoreHitL2 = R.StoreHitL2;
  M.StoreHitMALL = R.StoreHitMALL;
  M.AtomicHitL2 = R.AtomicHitL2;
  M.AtomicHitMALL = R.AtomicHitMALL;
  M.ScratchHitL1 = R.ScratchHitL1;
  M.ScratchHitL2 = R.ScratchHitL2;
  M.ImageHitL1 = R.ImageHitL1;
  M.ScalarHitL1 = R.ScalarHitL1;
  M.L1KiB = R.L1KiB;
  M.L1Ways = R.L1Ways;
  M.L1Policy = R.L1Policy;
  M.GL1KiB = R.GL1KiB;
  M.GL1Ways = R.GL1Ways;
  M.GL1Policy = R.GL1Policy;
  M.L2KiB = R.L2KiB;
  M.L2Ways = R.L2Ways;
  M.L2Policy = R.L2Policy;
  M.MALLKiB = R.MALLKiB;
  M.MALLWays = R.MALLWays;
  M.MALLPolicy = R.MALLPolicy;
  M.SL1KiB = R.SL1KiB;
  M.SL1Ways = R.SL1Ways;
  M.SL1LineBytes = R.SL1LineBytes;
  M.L2InterleaveBytes = R.L2InterleaveBytes;
  return M;
}

const td::ProcRecord *findProc(StringRef CPU) {
  for (const td::ProcRecord &R : td::procTable())
    if (CPU == R.Name)
      return &R;
  for (const td::AliasRecord &A : td::aliasTable())
    if (CPU == A.Name)
      return findProc(A.Target);
  return nullptr;
}
} // namespace

ArrayRef<StringRef> GCNProcessorModel::paramNames() {
  static const std::vector<StringRef> Names = buildParamNames();
  return Names;
}

bool GCNProcessorModel::getParam(StringRef Param, unsigned &Value) const {
  for (const ParamDesc &D : Params)
    if (D.Name == Param) {
      Value = this->*D.Member;
      return true;
    }
  for (unsigned I = 0; I != NumWaitCounters; ++I)
    if (CounterParamNames[I] == Param) {
      Value = CounterMax[I];
      return true;
    }
  const std::pair<StringRef, bool> Bools[] = {
      {"SupportsWave32", SupportsWave32},
      {"SupportsWave64", SupportsWave64},
      {"HasAGPRs", HasAGPRs},
      {"UnifiedVGPRFile", UnifiedVGPRFile},
      {"SGPRsLimitOccupancy", SGPRsLimitOccupancy},
      {"IssuePerSIMD", IssueModel == GCNIssueModel::PerSIMD},
      {"HasVOPD", HasVOPD},
      {"HasTransUnit", HasTransUnit},
      {"HasMatrixUnit", HasMatrixUnit},
      {"HasHBM", HasHBM}};
  for (const auto &B : Bools)
    if (B.first == Param) {
      Value = B.second;
      return true;
    }
  return false;
}

StringRef GCNProcessorModel::getSource(StringRef Param) const {
  // The last override of a parameter is the one that holds.
  for (const auto &[Name, Origin] : reverse(Overridden))
    if (Name == Param)
      return Origin;
  SmallVector<StringRef, 8> Scopes;
  Scopes.push_back(Name);
  StringRef(SourceChain).split(Scopes, ',', -1, false);
  for (StringRef Scope : Scopes)
    for (const td::SourceRecord &S : td::sourceTable())
      if (Scope == S.Scope && Param == S.Param)
        return S.Source;
  return "";
}

std::vector<StringRef> GCNProcessorModel::processorNames() {
  std::vector<StringRef> Names;
  for (const td::ProcRecord &R : td::procTable())
    Names.push_back(R.Name);
  for (const td::AliasRecord &A : td::aliasTable())
    Names.push_back(A.Name);
  llvm::sort(Names);
  return Names;
}

/// Sets parameter \p Name of \p M to \p Value and records \p Origin as its
/// source; false if no such parameter.
static bool setParam(GCNProcessorModel &M, StringRef Name, unsigned Value,
                     StringRef Origin) {
  for (const ParamDesc &D : Params)
    if (D.Name == Name) {
      M.*D.Member = Value;
      M.Overridden.emplace_back(Name.str(), Origin.str());
      return true;
    }
  for (unsigned I = 0; I != NumWaitCounters; ++I)
    if (CounterParamNames[I] == Name) {
      M.CounterMax[I] = Value;
      M.Overridden.emplace_back(Name.str(), Origin.str());
      return true;
    }
  return false;
}

namespace {
/// The range a -gcn-param value must lie in. Every parameter is at most
/// MaxParamValue (no product of two parameters overflows 64 bits and no sum
/// of a few overflows 32); those that size the simulated compute unit have
/// tighter bounds, well above any AMD GPU (docs/Model.md).
struct ParamRange {
  StringRef Name;
  unsigned Min, Max;
};
constexpr unsigned MaxParamValue = 1u << 20;
const ParamRange ParamRanges[] = {
    {"SIMDsPerCU", 1, 16},          {"CUsPerWGP", 1, 4},
    {"LanesPerSIMD", 1, 64},        {"DefaultWaveSize", 32, 64},
    {"MaxWavesPerSIMD", 1, 64},     {"MaxWorkgroupsPerCU", 1, 256},
    {"MaxWorkgroupSize", 1, 65536}, {"BarriersPerCU", 1, 256},
    {"NumCUs", 1, 65536},           {"ClockMHz", 1, 100000},
    {"DRAMPct", 1, 100},            {"DRAMReadPct", 0, 100},
    {"DRAMWritePct", 0, 100},
};
} // namespace

static Error checkParamRange(StringRef Name, unsigned Value) {
  unsigned Min = 0, Max = MaxParamValue;
  for (const ParamRange &R : ParamRanges)
    if (R.Name == Name) {
      Min = R.Min;
      Max = R.Max;
    }
  if (Name == "DefaultWaveSize" && Value != 32 && Value != 64)
    return createStringError(inconvertibleErrorCode(),
                             "-gcn-param DefaultWaveSize=" + Twine(Value) +
                                 ": a wave has 32 or 64 lanes");
  if (Value < Min || Value > Max)
    return createStringError(inconvertibleErrorCode(),
                             "-gcn-param " + Name + "=" + Twine(Value) +
                                 " is out of range (" + Twine(Min) + ".." +
                                 Twine(Max) + ")");
  return Error::success();
}

static Error applyOverride(GCNProcessorModel &M, StringRef Spec) {
  auto [Name, ValueStr] = Spec.split('=');
  Name = Name.trim();
  ValueStr = ValueStr.trim();
  unsigned Value;
  if (!Spec.contains('=') || ValueStr.getAsInteger(0, Value))
    return createStringError(inconvertibleErrorCode(),
                             "invalid -gcn-param '" + Spec +
                                 "': expected NAME=UNSIGNED");
  bool Known = false;
  for (const ParamDesc &D : Params)
    Known |= D.Name == Name;
  for (StringRef N : CounterParamNames)
    Known |= N == Name;
  if (Known)
    if (Error E = checkParamRange(Name, Value))
      return E;
  if (setParam(M, Name, Value, "command line (-gcn-param)"))
    return Error::success();
  std::string KnownNames;
  for (const ParamDesc &D : Params)
    KnownNames += (KnownNames.empty() ? "" : ", ") + D.Name.str();
  for (StringRef N : CounterParamNames)
    KnownNames += ", " + N.str();
  return createStringError(inconvertibleErrorCode(),
                           "unknown hardware-model parameter '" + Name +
                               "' in -gcn-param (known: " + KnownNames + ")");
}

/// Fabric-side latencies measured in ns: cycles at the model's clock, unless
/// the cycles were given on the command line.
static void convertNanoseconds(GCNProcessorModel &M) {
  auto Convert = [&](unsigned Ns, unsigned &Cycles, StringRef Name) {
    if (!Ns || M.getSource(Name).starts_with("command line"))
      return;
    Cycles = unsigned((uint64_t(Ns) * M.ClockMHz + 500) / 1000);
  };
  if (M.MALLLatency)
    Convert(M.MALLLatencyNs, M.MALLLatency, "MALLLatency");
  Convert(M.DRAMLatencyNs, M.DRAMLatency, "DRAMLatency");
}

Expected<GCNProcessorModel>
GCNProcessorModel::get(StringRef CPU, ArrayRef<std::string> Overrides) {
  const td::ProcRecord *R = findProc(CPU);
  if (!R)
    return createStringError(inconvertibleErrorCode(),
                             "no gcn-mca hardware model for processor '" + CPU +
                                 "'");
  GCNProcessorModel M = fromRecord(*R);
  for (const std::string &O : Overrides)
    if (Error E = applyOverride(M, O))
      return std::move(E);
  convertNanoseconds(M);
  return M;
}

Expected<GCNProcessorModel> GCNProcessorModel::get(StringRef CPU,
                                                   const GCNModelOverrides &O) {
  Expected<GCNProcessorModel> M = get(CPU);
  if (!M)
    return M.takeError();
  // -texture-format and -texture-filter first, so that an explicit
  // -gcn-param for the same parameter wins.
  if (O.TexelBytes)
    setParam(*M, "TexelBytes", *O.TexelBytes, "command line (-texture-format)");
  if (O.TexFilterProbes)
    setParam(*M, "TexFilterProbes", *O.TexFilterProbes,
             "command line (-texture-filter)");
  for (const GCNModelOverrides::HitRate &H : O.HitRates)
    if (!setParam(*M, H.Param, std::min(100u, H.Percent),
                  "command line (-" + H.Option + ")"))
      return createStringError(inconvertibleErrorCode(),
                               "-" + H.Option + ": no hit-rate parameter '" +
                                   H.Param + "'");
  for (const std::string &P : O.Params)
    if (Error E = applyOverride(*M, P))
      return std::move(E);
  convertNanoseconds(*M);
  return M;
}
