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

  // The parameters of the processor record (GCNParams.def, which says what
  // each one means; values and sources in lib/Target/GCNProcessors.td).
  // A model comes from get(): these are 0 until then.
#define GCN_PARAM(Name) unsigned Name = 0;
#define GCN_FLAG(Name) bool Name = false;
#include "gcn-mca/Target/GCNParams.def"

  /// Wait counter maximum values ("no wait"), by WaitCounter; 0 = counter
  /// absent (GCN_COUNTER_MAX in GCNParams.def: VmCntMax...).
  unsigned CounterMax[NumWaitCounters] = {};
  bool hasCounter(WaitCounter C) const { return CounterMax[unsigned(C)] != 0; }
  unsigned counterMax(WaitCounter C) const { return CounterMax[unsigned(C)]; }
  /// How the sequencer issues (IssuePerSIMD in GCNParams.def).
  GCNIssueModel IssueModel = GCNIssueModel::RoundRobin;

  /// CUs sharing the chip-wide levels: ActiveCUs, or NumCUs when 0.
  unsigned activeCUs() const { return ActiveCUs ? ActiveCUs : NumCUs; }

  /// This model at engine clock \p MHz: ClockMHz = MHz and the fabric-side
  /// latencies held in ns (MALLLatencyNs, DRAMLatencyNs) converted at it,
  /// unless their cycles were given on the command line.
  GCNProcessorModel atClock(unsigned MHz) const;

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
