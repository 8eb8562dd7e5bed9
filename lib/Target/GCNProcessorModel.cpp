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
#include <algorithm>

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
/// A numeric parameter: its name (as in GCNProcessors.td), member and the
/// range a -gcn-param value must lie in.
struct ParamDesc {
  StringRef Name;
  unsigned GCNProcessorModel::*Member;
  unsigned Min, Max;
};

/// Every parameter is at most MaxParamValue (no product of two parameters
/// overflows 64 bits and no sum of a few overflows 32); those that size the
/// simulated compute unit have tighter bounds, well above any AMD GPU
/// (GCN_PARAM_RANGE in GCNParams.def; docs/Model.md).
constexpr unsigned MaxParamValue = 1u << 20;

const ParamDesc Params[] = {
#define GCN_PARAM(N) {#N, &GCNProcessorModel::N, 0, MaxParamValue},
#define GCN_PARAM_RANGE(N, Min, Max) {#N, &GCNProcessorModel::N, Min, Max},
#include "gcn-mca/Target/GCNParams.def"
};

/// Counter maxima are parameters too ("VmCntMax"...), stored in CounterMax
/// (in WaitCounter order, as GCNParams.def lists them).
const StringRef CounterParamNames[NumWaitCounters] = {
#define GCN_COUNTER_MAX(N, C) #N,
#include "gcn-mca/Target/GCNParams.def"
};

/// Boolean parameters (sources only; not overridable).
const StringRef BoolParamNames[] = {
#define GCN_FLAG(N) #N,
#define GCN_ISSUE_FLAG(N) #N,
#include "gcn-mca/Target/GCNParams.def"
};

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
#define GCN_PARAM(N) M.N = R.N;
#define GCN_FLAG(N) M.N = R.N;
#define GCN_COUNTER_MAX(N, C) M.CounterMax[unsigned(WaitCounter::C)] = R.N;
#define GCN_ISSUE_FLAG(N)                                                      \
  M.IssueModel = R.N ? GCNIssueModel::PerSIMD : GCNIssueModel::RoundRobin;
#include "gcn-mca/Target/GCNParams.def"
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
#define GCN_FLAG(N) {#N, N},
#define GCN_ISSUE_FLAG(N) {#N, IssueModel == GCNIssueModel::PerSIMD},
#include "gcn-mca/Target/GCNParams.def"
  };
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

static Error checkParamRange(StringRef Name, unsigned Value) {
  unsigned Min = 0, Max = MaxParamValue;
  for (const ParamDesc &D : Params)
    if (D.Name == Name) {
      Min = D.Min;
      Max = D.Max;
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

GCNProcessorModel GCNProcessorModel::atClock(unsigned MHz) const {
  GCNProcessorModel M = *this;
  M.ClockMHz = std::max(1u, MHz);
  convertNanoseconds(M);
  return M;
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
