//===- ModelOptions.cpp - Hardware-model options of the driver ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The "gcn-mca Hardware Model Options": -gcn-param, -texture-format,
/// -texture-filter (overrides of the processor model, passed to the library
/// as GCNModelOverrides) and -gcn-instruction-info.
//===----------------------------------------------------------------------===//

#include "Options.h"
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

cl::OptionCategory &llvm::gcnmca::getGCNModelOptionCategory() {
  static cl::OptionCategory Cat("gcn-mca Hardware Model Options");
  return Cat;
}

static cl::list<std::string> GCNParams(
    "gcn-param",
    cl::desc("Override a hardware-model parameter: -gcn-param=NAME=VALUE "
             "(see docs/HardwareModel.md for the names; repeatable)"),
    cl::value_desc("name=value"), cl::cat(getGCNModelOptionCategory()));

namespace {
/// -texture-format: the texel size in bytes.
enum class TexelBytes : unsigned { B4 = 4, B8 = 8, B16 = 16 };
/// -texture-filter: the filter's probes per sample.
enum class FilterProbes : unsigned {
  P0 = 0,
  P1 = 1,
  P2 = 2,
  P4 = 4,
  P8 = 8,
  P16 = 16
};
} // namespace

static cl::opt<TexelBytes> TextureFormat(
    "texture-format",
    cl::desc("Texel size of the sampled textures (sets TexelBytes; "
             "'; gcn-mca: texture ...' annotations override it per "
             "instruction)"),
    cl::values(clEnumValN(TexelBytes::B4, "32bit",
                          "4-byte texels: RGBA8, R32F, ... (default)"),
               clEnumValN(TexelBytes::B8, "64bit",
                          "8-byte texels: RGBA16, RGBA16F, RG32F, BC6"),
               clEnumValN(TexelBytes::B16, "128bit",
                          "16-byte texels: RGBA32F")),
    cl::init(TexelBytes::B4), cl::cat(getGCNModelOptionCategory()));

static cl::opt<FilterProbes> TextureFilter(
    "texture-filter",
    cl::desc("Filter of the image_sample instructions (sets TexFilterProbes; "
             "'; gcn-mca: texture ...' annotations override it per "
             "instruction)"),
    cl::values(
        clEnumValN(FilterProbes::P0, "point", "point sampling (0 probes)"),
        clEnumValN(FilterProbes::P1, "bilinear", "1 probe (default)"),
        clEnumValN(FilterProbes::P2, "trilinear", "2 probes"),
        clEnumValN(FilterProbes::P2, "aniso2", "anisotropic 2x: 2 probes"),
        clEnumValN(FilterProbes::P4, "aniso4", "anisotropic 4x: 4 probes"),
        clEnumValN(FilterProbes::P8, "aniso8", "anisotropic 8x: 8 probes"),
        clEnumValN(FilterProbes::P16, "aniso16", "anisotropic 16x: 16 probes")),
    cl::init(FilterProbes::P1), cl::cat(getGCNModelOptionCategory()));

namespace {
/// Parses a hit rate: a fraction in [0, 1].
class HitRateParser : public cl::parser<double> {
public:
  using cl::parser<double>::parser;
  bool parse(cl::Option &O, StringRef ArgName, StringRef Arg, double &Val) {
    if (cl::parser<double>::parse(O, ArgName, Arg, Val))
      return true;
    if (!(Val >= 0 && Val <= 1))
      return O.error("'" + Arg + "' is not a hit rate in [0, 1]");
    return false;
  }
};

/// The hit-rate parameter of access KIND at LEVEL ("" if the model has
/// none: stores and atomics do not allocate in the L1s, ...).
std::string hitRateParam(StringRef Kind, StringRef Level) {
  std::string L = Level.upper();
  if (L == "L0")
    L = "L1";
  if (L == "IC" || L == "INFINITYCACHE")
    L = "MALL";
  static const struct {
    const char *Kind, *Prefix, *Levels[4];
  } Kinds[] = {
      {"load", "LoadHit", {"L1", "GL1", "L2", "MALL"}},
      {"store", "StoreHit", {"L2", "MALL"}},
      {"atomic", "AtomicHit", {"L2", "MALL"}},
      {"scratch", "ScratchHit", {"L1", "L2"}},
      {"image", "ImageHit", {"L1"}},
      {"scalar", "ScalarHit", {"L1"}},
  };
  for (const auto &K : Kinds) {
    if (!Kind.equals_insensitive(K.Kind))
      continue;
    for (const char *Lv : K.Levels)
      if (Lv && L == Lv)
        return std::string(K.Prefix) + L;
  }
  return "";
}

/// Parses -hit-rate=KIND.LEVEL=FRACTION.
class HitRateListParser : public cl::parser<std::string> {
public:
  using cl::parser<std::string>::parser;
  bool parse(cl::Option &O, StringRef ArgName, StringRef Arg,
             std::string &Val) {
    auto [Key, Rate] = Arg.split('=');
    auto [Kind, Level] = Key.split('.');
    double F;
    if (Rate.empty() || Rate.getAsDouble(F) || !(F >= 0 && F <= 1))
      return O.error("'" + Arg +
                     "': expected KIND.LEVEL=FRACTION with a "
                     "fraction in [0, 1]");
    if (hitRateParam(Kind, Level).empty())
      return O.error(
          "'" + Arg +
          "': no such hit rate; kinds and levels: load.{L1,GL1,L2,MALL}, "
          "store.{L2,MALL}, atomic.{L2,MALL}, scratch.{L1,L2}, image.L1, "
          "scalar.L1 (L0 = L1, IC = MALL)");
    Val = Arg.str();
    return false;
  }
};
} // namespace

static cl::opt<double, false, HitRateParser> L1HitRate(
    "l1-hit-rate",
    cl::desc("Hit rate of vector loads in the vector L1 (L0 on RDNA), a "
             "fraction in [0, 1] (sets LoadHitL1; default: the model's, "
             "0 = loads stream)"),
    cl::cat(getGCNModelOptionCategory()));
static cl::opt<double, false, HitRateParser> GL1HitRate(
    "gl1-hit-rate",
    cl::desc("Hit rate of vector loads in the graphics L1 (RDNA1-3) of the "
             "accesses that missed L0, in [0, 1] (sets LoadHitGL1)"),
    cl::cat(getGCNModelOptionCategory()));
static cl::opt<double, false, HitRateParser> L2HitRate(
    "l2-hit-rate",
    cl::desc("Hit rate of vector loads in L2 of the accesses that missed the "
             "L1s, in [0, 1] (sets LoadHitL2; stores: -hit-rate=store.L2; "
             "a `; gcn-mca: hit` annotation covers every access kind of its "
             "instructions)"),
    cl::cat(getGCNModelOptionCategory()));
static cl::opt<double, false, HitRateParser> MALLHitRate(
    "mall-hit-rate",
    cl::desc("Hit rate of vector loads in the MALL / Infinity Cache of the "
             "accesses that missed L2, in [0, 1] (sets LoadHitMALL)"),
    cl::cat(getGCNModelOptionCategory()));
static cl::list<std::string, bool, HitRateListParser> HitRates(
    "hit-rate",
    cl::desc("Hit rate of an access kind at a level: "
             "-hit-rate=KIND.LEVEL=FRACTION, KIND one of load, store, atomic, "
             "scratch, image, scalar; LEVEL L1 (L0), GL1, L2, MALL (IC) "
             "(repeatable, comma-separated)"),
    cl::value_desc("kind.level=fraction"), cl::CommaSeparated,
    cl::cat(getGCNModelOptionCategory()));

static cl::opt<bool> PrintGCNInstructionInfo(
    "gcn-instruction-info",
    cl::desc("Print the hardware model's view of every instruction: class, "
             "unit, issue cycles, latency, passes, counters, waits, sources"),
    cl::init(false), cl::cat(getGCNModelOptionCategory()));

void llvm::gcnmca::fillModelConfig(GCNMCAConfig &C) {
  C.Model.Params.assign(GCNParams.begin(), GCNParams.end());
  C.Model.TexelBytes = givenValue<unsigned>(TextureFormat);
  C.Model.TexFilterProbes = givenValue<unsigned>(TextureFilter);
  // The dedicated hit-rate options, in percent (the parameters' unit),
  // before -gcn-param (which wins).
  auto Percent = [](double F) { return unsigned(std::lround(F * 100)); };
  const std::pair<const cl::opt<double, false, HitRateParser> *, const char *>
      Loads[] = {{&L1HitRate, "LoadHitL1"},
                 {&GL1HitRate, "LoadHitGL1"},
                 {&L2HitRate, "LoadHitL2"},
                 {&MALLHitRate, "LoadHitMALL"}};
  for (const auto &[Opt, Param] : Loads)
    if (Opt->getNumOccurrences())
      C.Model.HitRates.push_back({Param, Percent(*Opt), Opt->ArgStr.str()});
  for (const std::string &H : HitRates) {
    auto [Key, Rate] = StringRef(H).split('=');
    auto [Kind, Level] = Key.split('.');
    double F = 0;
    Rate.getAsDouble(F);
    C.Model.HitRates.push_back(
        {hitRateParam(Kind, Level), Percent(F), ("hit-rate=" + H)});
  }
  C.Views.GCNInstructionInfo = PrintGCNInstructionInfo;
}
