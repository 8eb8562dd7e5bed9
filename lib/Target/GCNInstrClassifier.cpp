//===- GCNInstrClassifier.cpp - Class and cost of AMDGPU opcodes ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Applies the generated class / dword / matrix rules to opcode names and
/// derives issue cycles and latency from the processor model's rates with
/// the per-kind formulas documented in docs/HardwareModel.md.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Target/GCNInstrClassifier.h"
#include "GCNTables.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include <algorithm>
#include <map>
#include <optional>
#include <tuple>
#include <unordered_map>

using namespace llvm;
using namespace llvm::gcnmca;

// The C++ enums must mirror the TableGen enums value for value.
#define CHECK_CLASS(N)                                                         \
  static_assert(unsigned(GCNInstClass::N) == unsigned(td::N), #N);
CHECK_CLASS(Unclassified)
CHECK_CLASS(SALU)
CHECK_CLASS(SMEM_LOAD)
CHECK_CLASS(SMEM_STORE)
CHECK_CLASS(SMEM_ATOMIC)
CHECK_CLASS(SMEM_OTHER)
CHECK_CLASS(VALU)
CHECK_CLASS(VALU_TRANS)
CHECK_CLASS(VALU_QUARTER)
CHECK_CLASS(VALU_FP64)
CHECK_CLASS(VALU_FP64_TRANS)
CHECK_CLASS(VALU_PACKED)
CHECK_CLASS(VALU_DPP)
CHECK_CLASS(VALU_SDWA)
CHECK_CLASS(VALU_LANE)
CHECK_CLASS(VALU_VOPD)
CHECK_CLASS(MFMA)
CHECK_CLASS(MFMA_DGEMM)
CHECK_CLASS(WMMA)
CHECK_CLASS(VMEM_LOAD)
CHECK_CLASS(VMEM_STORE)
CHECK_CLASS(VMEM_ATOMIC)
CHECK_CLASS(FLAT_LOAD)
CHECK_CLASS(FLAT_STORE)
CHECK_CLASS(FLAT_ATOMIC)
CHECK_CLASS(GLOBAL_LOAD)
CHECK_CLASS(GLOBAL_STORE)
CHECK_CLASS(GLOBAL_ATOMIC)
CHECK_CLASS(SCRATCH_LOAD)
CHECK_CLASS(SCRATCH_STORE)
CHECK_CLASS(VMEM_OTHER)
CHECK_CLASS(MIMG_SAMPLE)
CHECK_CLASS(MIMG_SAMPLE_D)
CHECK_CLASS(MIMG_GATHER)
CHECK_CLASS(MIMG_LOAD)
CHECK_CLASS(MIMG_STORE)
CHECK_CLASS(MIMG_ATOMIC)
CHECK_CLASS(MIMG_BVH)
CHECK_CLASS(MIMG_OTHER)
CHECK_CLASS(DS_LOAD)
CHECK_CLASS(DS_STORE)
CHECK_CLASS(DS_ATOMIC)
CHECK_CLASS(DS_OTHER)
CHECK_CLASS(GDS)
CHECK_CLASS(GWS)
CHECK_CLASS(EXPORT)
CHECK_CLASS(INTERP)
CHECK_CLASS(BRANCH)
CHECK_CLASS(BARRIER)
CHECK_CLASS(WAITCNT)
CHECK_CLASS(DEPCTR)
CHECK_CLASS(DELAY_ALU)
CHECK_CLASS(NOP)
CHECK_CLASS(SLEEP)
CHECK_CLASS(SETPRIO)
CHECK_CLASS(SENDMSG)
CHECK_CLASS(ENDPGM)
CHECK_CLASS(TRAP)
CHECK_CLASS(OTHER)
#undef CHECK_CLASS
#define CHECK_UNIT(N)                                                          \
  static_assert(unsigned(GCNExecUnit::N) == unsigned(td::U_##N), #N);
CHECK_UNIT(None)
CHECK_UNIT(SALU)
CHECK_UNIT(SMEM)
CHECK_UNIT(VALU)
CHECK_UNIT(Trans)
CHECK_UNIT(Matrix)
CHECK_UNIT(VMEM)
CHECK_UNIT(Texture)
CHECK_UNIT(LDS)
CHECK_UNIT(GDS)
CHECK_UNIT(Export)
CHECK_UNIT(Branch)
CHECK_UNIT(Message)
#undef CHECK_UNIT

StringRef gcnmca::getInstClassName(GCNInstClass C) {
  static const char *const Names[] = {"Unclassified",
                                      "SALU",
                                      "SMEM_LOAD",
                                      "SMEM_STORE",
                                      "SMEM_ATOMIC",
                                      "SMEM_OTHER",
                                      "VALU",
                                      "VALU_TRANS",
                                      "VALU_QUARTER",
                                      "VALU_FP64",
                                      "VALU_FP64_TRANS",
                                      "VALU_PACKED",
                                      "VALU_DPP",
                                      "VALU_SDWA",
                                      "VALU_LANE",
                                      "VALU_VOPD",
                                      "MFMA",
                                      "MFMA_DGEMM",
                                      "WMMA",
                                      "VMEM_LOAD",
                                      "VMEM_STORE",
                                      "VMEM_ATOMIC",
                                      "FLAT_LOAD",
                                      "FLAT_STORE",
                                      "FLAT_ATOMIC",
                                      "GLOBAL_LOAD",
                                      "GLOBAL_STORE",
                                      "GLOBAL_ATOMIC",
                                      "SCRATCH_LOAD",
                                      "SCRATCH_STORE",
                                      "VMEM_OTHER",
                                      "MIMG_SAMPLE",
                                      "MIMG_SAMPLE_D",
                                      "MIMG_GATHER",
                                      "MIMG_LOAD",
                                      "MIMG_STORE",
                                      "MIMG_ATOMIC",
                                      "MIMG_BVH",
                                      "MIMG_OTHER",
                                      "DS_LOAD",
                                      "DS_STORE",
                                      "DS_ATOMIC",
                                      "DS_OTHER",
                                      "GDS",
                                      "GWS",
                                      "EXPORT",
                                      "INTERP",
                                      "BRANCH",
                                      "BARRIER",
                                      "WAITCNT",
                                      "DEPCTR",
                                      "DELAY_ALU",
                                      "NOP",
                                      "SLEEP",
                                      "SETPRIO",
                                      "SENDMSG",
                                      "ENDPGM",
                                      "TRAP",
                                      "OTHER"};
  static_assert(std::size(Names) == unsigned(GCNInstClass::OTHER) + 1,
                "class names out of sync");
  return Names[unsigned(C)];
}

StringRef gcnmca::getExecUnitName(GCNExecUnit U) {
  static const char *const Names[] = {
      "none",    "SALU", "SMEM", "VALU",   "Trans",  "Matrix", "VMEM",
      "Texture", "LDS",  "GDS",  "Export", "Branch", "Message"};
  static_assert(std::size(Names) == unsigned(GCNExecUnit::Message) + 1,
                "unit names out of sync");
  return Names[unsigned(U)];
}

struct GCNInstrClassifier::Impl {
  /// Costs by opcode, filled on first use: a run looks at a few dozen of the
  /// target's thousands of opcodes, so a table of them all would cost more to
  /// allocate and free than the run itself (unordered_map: references stay
  /// valid while it grows).
  std::unordered_map<unsigned, GCNInstrCost> Cache;
  /// Texture-annotation variants: the model with the setting applied, its
  /// classifier, and the annotated costs by (opcode, bytes, probes).
  struct Variant {
    std::unique_ptr<GCNProcessorModel> Model;
    std::unique_ptr<GCNInstrClassifier> Classifier;
  };
  std::map<std::pair<unsigned, int>, Variant> Variants;
  std::map<std::tuple<unsigned, unsigned, int>, GCNInstrCost> Annotated;
};

GCNInstrClassifier::GCNInstrClassifier(const GCNProcessorModel &Model,
                                       const MCInstrInfo &MCII,
                                       unsigned WaveSize)
    : Model(Model), MCII(MCII), WaveSize(Model.waveSizeOr(WaveSize)),
      P(std::make_unique<Impl>()) {}

GCNInstrClassifier::~GCNInstrClassifier() = default;

bool GCNInstrClassifier::isNonEncodable(unsigned Opcode) const {
  return Opcode >= MCII.getNumOpcodes() || MCII.get(Opcode).isPseudo();
}

static WaitCounterMask parseCounters(StringRef List) {
  WaitCounterMask Mask = 0;
  SmallVector<StringRef, 4> Parts;
  List.split(Parts, '|', -1, false);
  for (StringRef Part : Parts)
    for (unsigned I = 0; I != NumWaitCounters; ++I)
      if (getWaitCounterName(WaitCounter(I)) == Part)
        Mask |= counterBit(WaitCounter(I));
  return Mask;
}

static StringRef countersFor(const td::ClassInfoRecord &CI,
                             StringRef CounterModel) {
  if (CounterModel == "GFX6")
    return CI.CountersGFX6;
  if (CounterModel == "GFX10")
    return CI.CountersGFX10;
  if (CounterModel == "GFX12")
    return CI.CountersGFX12;
  return CI.CountersGFX7;
}

static unsigned ceilDiv(unsigned A, unsigned B) {
  return B ? (A + B - 1) / B : A;
}

const GCNInstrCost &GCNInstrClassifier::get(const MCInst &Inst) const {
  return get(Inst.getOpcode());
}

const GCNInstrCost &GCNInstrClassifier::get(const MCInst &Inst,
                                            const GCNTextureSetting &T) const {
  const GCNInstrCost &Base = get(Inst);
  if (T.textureEmpty() || (Base.Class != GCNInstClass::MIMG_SAMPLE &&
                           Base.Class != GCNInstClass::MIMG_SAMPLE_D))
    return Base;
  unsigned Bytes = T.TexelBytes ? T.TexelBytes : Model.TexelBytes;
  int Probes =
      T.FilterProbes >= 0 ? T.FilterProbes : int(Model.TexFilterProbes);
  auto Key = std::make_tuple(Inst.getOpcode(), Bytes, Probes);
  auto It = P->Annotated.find(Key);
  if (It != P->Annotated.end())
    return It->second;
  Impl::Variant &V = P->Variants[{Bytes, Probes}];
  if (!V.Model) {
    V.Model = std::make_unique<GCNProcessorModel>(Model);
    V.Model->TexelBytes = Bytes;
    V.Model->TexFilterProbes = unsigned(Probes);
    V.Classifier =
        std::make_unique<GCNInstrClassifier>(*V.Model, MCII, WaveSize);
  }
  GCNInstrCost C = V.Classifier->get(Inst);
  C.Source += ("; texture annotation: TexelBytes=" + Twine(Bytes) +
               ", TexFilterProbes=" + Twine(Probes))
                  .str();
  return P->Annotated.emplace(Key, std::move(C)).first->second;
}

Expected<GCNTextureSetting> GCNTextureSetting::parseHit(StringRef Words) {
  static const std::pair<StringRef, unsigned> Levels[] = {
      {"L1", 0}, {"L0", 0}, {"GL1", 1}, {"L2", 2}, {"MALL", 3}, {"IC", 3}};
  GCNTextureSetting T;
  SmallVector<StringRef, 4> Parts;
  Words.split(Parts, ' ', -1, /*KeepEmpty=*/false);
  if (Parts.empty())
    return createStringError("hit annotation needs LEVEL=FRACTION pairs "
                             "(levels L1, GL1, L2, MALL) or 'default'");
  for (StringRef W : Parts) {
    W = W.trim();
    if (W == "default" && Parts.size() == 1)
      return T;
    auto [Name, Value] = W.split('=');
    double F;
    bool Known = false;
    for (const auto &[L, I] : Levels)
      if (Name.equals_insensitive(L)) {
        if (Value.getAsDouble(F) || !(F >= 0 && F <= 1)) // nan too
          return createStringError("hit rate '" + W +
                                   "' is not LEVEL=FRACTION in [0, 1]");
        T.Hit[I] = float(F);
        Known = true;
      }
    if (!Known)
      return createStringError("unknown memory level in hit annotation '" + W +
                               "' (levels: L1, L0, GL1, L2, MALL, IC)");
  }
  return T;
}

Expected<GCNTextureSetting>
GCNTextureSetting::parseFootprint(StringRef Words) {
  GCNTextureSetting T;
  StringRef W = Words.trim();
  if (W == "default")
    return T;
  static const std::pair<StringRef, uint64_t> Suffixes[] = {
      {"KiB", 1ull << 10}, {"MiB", 1ull << 20}, {"GiB", 1ull << 30},
      {"K", 1ull << 10},   {"M", 1ull << 20},   {"G", 1ull << 30}};
  uint64_t Scale = 1;
  for (const auto &[Suffix, S] : Suffixes)
    if (W.consume_back(Suffix)) {
      Scale = S;
      break;
    }
  uint64_t N;
  // At most 1 TiB: far above any cache, and no overflow below.
  if (W.getAsInteger(10, N) || !N || N > (1ull << 40) / Scale)
    return createStringError("footprint annotation needs a byte count "
                             "from 1 to 1TiB (suffix KiB, MiB, GiB) or "
                             "'default', not '" +
                             Words.trim() + "'");
  T.FootprintBytes = int64_t(N * Scale);
  return T;
}

Expected<GCNTextureSetting> GCNTextureSetting::parse(StringRef Words) {
  static const std::pair<StringRef, unsigned> Formats[] = {
      {"32bit", 4}, {"64bit", 8}, {"128bit", 16}};
  static const std::pair<StringRef, int> Filters[] = {
      {"point", 0},  {"bilinear", 1}, {"trilinear", 2}, {"aniso2", 2},
      {"aniso4", 4}, {"aniso8", 8},   {"aniso16", 16}};
  GCNTextureSetting T;
  SmallVector<StringRef, 4> Parts;
  Words.split(Parts, ' ', -1, /*KeepEmpty=*/false);
  if (Parts.empty())
    return createStringError("texture annotation needs a format (32bit, "
                             "64bit, 128bit), a filter (point, bilinear, "
                             "trilinear, aniso2..aniso16) or 'default'");
  for (StringRef W : Parts) {
    W = W.trim();
    if (W == "default" && Parts.size() == 1)
      return T;
    bool Known = false;
    for (const auto &[Name, Bytes] : Formats)
      if (W == Name) {
        T.TexelBytes = Bytes;
        Known = true;
      }
    for (const auto &[Name, Probes] : Filters)
      if (W == Name) {
        T.FilterProbes = Probes;
        Known = true;
      }
    if (!Known)
      return createStringError(
          "unknown texture annotation word '" + W +
          "' (formats: 32bit, 64bit, 128bit; filters: point, bilinear, "
          "trilinear, aniso2, aniso4, aniso8, aniso16; or default)");
  }
  return T;
}

const GCNInstrCost &GCNInstrClassifier::get(unsigned Opcode) const {
  static const GCNInstrCost Invalid;
  if (Opcode >= MCII.getNumOpcodes())
    return Invalid;
  auto [It, Inserted] = P->Cache.try_emplace(Opcode);
  GCNInstrCost &C = It->second;
  if (!Inserted)
    return C;
  StringRef Name = MCII.getName(Opcode);
  const MCInstrDesc &Desc = MCII.get(Opcode);
  C.MayLoad = Desc.mayLoad();
  C.MayStore = Desc.mayStore();
  C.IsDPP = Name.contains("_dpp") || Name.contains("_DPP");
  C.IsSDWA = Name.contains("_sdwa");
  C.IsVOP3 = Name.contains("_e64");

  const td::ClassRuleRecord *Rule = td::classRuleFor(MCII, Opcode);
  if (!Rule)
    return C; // Unclassified.
  C.Rule = Rule->Pattern;
  unsigned ClassValue = unsigned(Rule->Class);
  // Plain VALU ops in a DPP / SDWA encoding get the flavour class.
  if (ClassValue == unsigned(td::VALU) && C.IsDPP)
    ClassValue = unsigned(td::VALU_DPP);
  else if (ClassValue == unsigned(td::VALU) && C.IsSDWA)
    ClassValue = unsigned(td::VALU_SDWA);
  C.Class = GCNInstClass(ClassValue);
  const td::ClassInfoRecord *CI = td::classInfo(ClassValue);
  if (!CI)
    return C;
  C.IsAtomic = Name.contains("ATOMIC") || (C.Class == GCNInstClass::DS_ATOMIC);

  // Counters: the rule's override, else the class's for the counter model;
  // atomics without "_RTN" count as their store class.
  const td::ClassInfoRecord *CounterCI = CI;
  if (unsigned(CI->NoReturnClass) != unsigned(td::Unclassified) &&
      !Name.contains("_RTN"))
    CounterCI = td::classInfo(unsigned(CI->NoReturnClass));
  StringRef Override = Rule->Counters;
  if (Override == "-")
    C.Counters = 0;
  else if (!Override.empty())
    C.Counters = parseCounters(Override);
  else
    C.Counters = parseCounters(countersFor(*CounterCI, Model.CounterModel));

  C.Unit = GCNExecUnit(unsigned(CI->Unit));
  if (C.Unit == GCNExecUnit::Trans && !Model.HasTransUnit)
    C.Unit = GCNExecUnit::VALU;

  const GCNProcessorModel &M = Model;
  unsigned Wave = WaveSize;
  unsigned VALU = M.valuCycles(Wave);
  bool IsMem = C.Unit == GCNExecUnit::VMEM || C.Unit == GCNExecUnit::Texture ||
               C.Unit == GCNExecUnit::LDS || C.Unit == GCNExecUnit::GDS ||
               C.Unit == GCNExecUnit::SMEM;
  if (IsMem)
    C.Dwords = td::dwordsFor(MCII, Opcode);

  std::string Params;
  auto Use = [&](StringRef Param) {
    Params += (Params.empty() ? "" : ", ") + Param.str();
  };
  std::string Extra;
  switch (unsigned(CI->Kind)) {
  case td::K_Seq:
    C.IssueCycles = 1;
    C.Latency = 1;
    break;
  case td::K_SALU:
    C.IssueCycles = M.SALUCycles;
    C.Latency = M.SALULatency;
    Use("SALUCycles");
    Use("SALULatency");
    break;
  case td::K_VALU:
    C.IssueCycles = VALU;
    if (Wave == 64 && M.VALUCyclesWave64Dual && C.Class == GCNInstClass::VALU &&
        td::isWave64SinglePass(Name)) {
      // RDNA3+: runs in one pass on the dual-issue ALUs.
      C.IssueCycles = M.VALUCyclesWave64Dual;
      Use("VALUCyclesWave64Dual");
      Extra = "wave64 single pass: GCNSinglePassRule (GCNInstrClasses.td)";
    } else {
      Use(Wave == 32 && M.VALUCyclesWave32 ? "VALUCyclesWave32"
                                           : "VALUCyclesWave64");
    }
    C.Latency = std::max(C.IssueCycles, M.VALULatency);
    Use("VALULatency");
    break;
  case td::K_Trans:
    C.IssueCycles = VALU * M.TransRateDiv;
    C.Latency = std::max(C.IssueCycles, M.TransLatency);
    Use("TransRateDiv");
    Use("TransLatency");
    break;
  case td::K_Quarter:
    C.IssueCycles = VALU * M.QuarterRateDiv;
    C.Latency = std::max(C.IssueCycles, M.VALULatency);
    Use("QuarterRateDiv");
    break;
  case td::K_FP64:
    C.IssueCycles = VALU * M.FP64RateDiv;
    C.Latency = std::max(C.IssueCycles, M.VALULatency);
    Use("FP64RateDiv");
    Use("VALULatency");
    break;
  case td::K_FP64Trans:
    C.IssueCycles = VALU * M.FP64RateDiv * M.FP64TransMul;
    C.Latency = std::max(C.IssueCycles, M.TransLatency);
    Use("FP64RateDiv");
    Use("FP64TransMul");
    break;
  case td::K_Matrix: {
    const td::MatrixRuleRecord *MR = td::matrixRuleFor(M.MatrixFamily, Name);
    C.Passes = MR ? MR->Passes : 1;
    C.IssueCycles = C.Passes * M.CyclesPerPass;
    C.Latency = C.IssueCycles;
    Use("CyclesPerPass");
    if (MR)
      Extra = (Twine("passes: matrix rule '") + MR->Pattern + "' for " +
               MR->Family + " (GCNMatrixCosts.td)")
                  .str();
    break;
  }
  case td::K_VMEM:
  case td::K_VMEMStore:
    C.IssueCycles = std::max(1u, ceilDiv(C.Dwords * Wave, M.VMEMDwordsPerClk));
    if (unsigned(CI->Kind) == unsigned(td::K_VMEMStore)) {
      C.Latency = M.VMEMStoreLatency;
      Use("VMEMDwordsPerClk");
      Use("VMEMStoreLatency");
    } else {
      C.Latency = M.VMEMLatency;
      Use("VMEMDwordsPerClk");
      Use("VMEMLatency");
    }
    break;
  case td::K_Tex:
  case td::K_TexSample: {
    // Filtered samples: the format and filter factors (point sampling costs
    // the base rate whatever the format), times the gradient factor for
    // derivative samples. Gather4 and BVH run at the base rate.
    unsigned Mul = 1;
    if (unsigned(CI->Kind) == unsigned(td::K_TexSample)) {
      if (M.TexFilterProbes) {
        Mul = std::max(1u, ceilDiv(M.TexelBytes, M.TexFullRateTexelBytes)) *
              M.TexFilterProbes;
        Use("TexelBytes");
        Use("TexFullRateTexelBytes");
      }
      Use("TexFilterProbes");
      if (C.Class == GCNInstClass::MIMG_SAMPLE_D) {
        Mul *= std::max(1u, M.TexGradientMul);
        Use("TexGradientMul");
      }
    }
    C.IssueCycles = std::max({1u, ceilDiv(Wave, M.TexelsPerClk) * Mul,
                              ceilDiv(C.Dwords * Wave, M.VMEMDwordsPerClk)});
    C.Latency = M.VMEMLatency;
    Use("TexelsPerClk");
    Use("VMEMDwordsPerClk");
    Use("VMEMLatency");
    break;
  }
  case td::K_LDS: {
    // A store or atomic sends its address with its data through the port's
    // input side (LDSStoreAddrBytes per lane; GCN/CDNA: wave64 b32 store 8
    // cycles, b128 20); a load sends the address in and takes the data out,
    // the data side the longer.
    unsigned Bytes = C.Dwords * 4;
    if (C.Class == GCNInstClass::DS_STORE ||
        C.Class == GCNInstClass::DS_ATOMIC) {
      Bytes += M.LDSStoreAddrBytes;
      Use("LDSStoreAddrBytes");
    }
    C.IssueCycles = std::max(1u, ceilDiv(Bytes * Wave, M.LDSBytesPerClk));
    C.Latency = M.LDSLatency;
    Use("LDSBytesPerClk");
    Use("LDSLatency");
    break;
  }
  case td::K_SMEM:
    C.IssueCycles = std::max(1u, ceilDiv(C.Dwords, M.SMEMDwordsPerClk));
    C.Latency = M.SMEMLatency;
    Use("SMEMDwordsPerClk");
    Use("SMEMLatency");
    break;
  case td::K_Export:
    C.IssueCycles = M.ExportCycles;
    C.Latency = M.ExportLatency;
    Use("ExportCycles");
    Use("ExportLatency");
    break;
  case td::K_Branch:
    C.IssueCycles = 1;
    C.Latency = M.BranchLatency;
    Use("BranchLatency");
    break;
  case td::K_Barrier:
    C.IssueCycles = 1;
    C.Latency = M.BarrierLatency;
    Use("BarrierLatency");
    break;
  case td::K_Message:
    C.IssueCycles = 1;
    C.Latency = M.MessageLatency;
    Use("MessageLatency");
    break;
  }
  C.Source = "class rule '" + C.Rule.str() + "' (GCNInstrClasses.td)";
  if (!Extra.empty())
    C.Source += "; " + Extra;
  if (!Params.empty())
    C.Source += "; params: " + Params;
  return C;
}
