//===- GCNInstrClassifier.h - Class and cost of AMDGPU opcodes --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Maps every AMDGPU MC opcode to an instruction class, an execution unit,
/// issue cycles, latency, dwords moved, MFMA/WMMA passes and the wait
/// counters it increments, for one processor and wave size. Rules and costs
/// come from the generated tables of lib/Target/*.td (name patterns applied
/// to MCInstrInfo::getName(Opcode)); results are cached per opcode.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_TARGET_GCNINSTRCLASSIFIER_H
#define GCN_MCA_TARGET_GCNINSTRCLASSIFIER_H

#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <vector>

namespace llvm {
class MCInst;
class MCInstrInfo;
class MCSubtargetInfo;
namespace gcnmca {

/// Instruction classes. Keep in sync with GCNInstrClass in
/// lib/Target/GCNInstrClasses.td.
enum class GCNInstClass : uint8_t {
  Unclassified = 0,
  // Scalar.
  SALU,
  SMEM_LOAD,
  SMEM_STORE,
  SMEM_ATOMIC,
  SMEM_OTHER, ///< s_dcache_inv, s_memtime, s_memrealtime, s_atc_probe...
  // Vector ALU.
  VALU,
  VALU_TRANS,   ///< exp, log, rcp, rsq, sqrt, sin, cos (f16/f32)
  VALU_QUARTER, ///< quarter-rate integer/other (v_mul_lo_u32, v_div_* f32...)
  VALU_FP64,    ///< f64 add/mul/fma... (rate = FP64RateDiv)
  VALU_FP64_TRANS, ///< f64 rcp/rsq/sqrt, v_div_*_f64
  VALU_PACKED,     ///< v_pk_* packed math
  VALU_DPP,        ///< any VALU op with a DPP encoding
  VALU_SDWA,       ///< any VALU op with an SDWA encoding
  VALU_LANE,  ///< v_readlane/v_writelane/v_readfirstlane (VALU writing SGPR)
  VALU_VOPD,  ///< RDNA3+ dual-issue pair
  MFMA,       ///< CDNA matrix (incl. SMFMAC)
  MFMA_DGEMM, ///< CDNA f64 matrix
  WMMA,       ///< RDNA3+ matrix (incl. SWMMAC)
  // Vector memory.
  VMEM_LOAD, ///< MUBUF / MTBUF loads
  VMEM_STORE,
  VMEM_ATOMIC,
  FLAT_LOAD,
  FLAT_STORE,
  FLAT_ATOMIC,
  GLOBAL_LOAD,
  GLOBAL_STORE,
  GLOBAL_ATOMIC,
  SCRATCH_LOAD,
  SCRATCH_STORE,
  VMEM_OTHER, ///< buffer_wbinvl1, global_inv, buffer_gl0_inv...
  MIMG_SAMPLE,
  MIMG_SAMPLE_D, ///< image_sample_d, _cd (explicit derivatives) and forms
  MIMG_GATHER,
  MIMG_LOAD,
  MIMG_STORE,
  MIMG_ATOMIC,
  MIMG_BVH,
  MIMG_OTHER, ///< image_get_resinfo, image_get_lod, msaa_load...
  // LDS / GDS.
  DS_LOAD,
  DS_STORE,
  DS_ATOMIC,
  DS_OTHER, ///< ds_swizzle, ds_permute, ds_bpermute, ds_nop, append...
  GDS,
  GWS,
  // Export / interpolation.
  EXPORT,
  INTERP, ///< v_interp_* / lds_param_load / lds_direct_load
  // Program flow and sequencer.
  BRANCH, ///< s_branch, s_cbranch_*, s_setpc/s_swappc/s_call...
  BARRIER,
  WAITCNT, ///< every s_waitcnt / s_wait_* form
  DEPCTR,  ///< s_waitcnt_depctr / s_wait_alu
  DELAY_ALU,
  NOP,
  SLEEP,
  SETPRIO,
  SENDMSG,
  ENDPGM,
  TRAP,  ///< s_trap, s_rfe, s_sethalt, s_setkill, s_icache_inv...
  OTHER, ///< sequencer-internal: s_set_gpr_idx, s_clause, s_ttrace...
};
StringRef getInstClassName(GCNInstClass C);

/// Execution resources of the compute unit.
enum class GCNExecUnit : uint8_t {
  None, ///< handled by the sequencer (nop, waitcnt, setprio, ...)
  SALU,
  SMEM, ///< scalar memory (shares the scalar issue slot with SALU on GCN)
  VALU,
  Trans,   ///< RDNA3+ transcendental unit (on GCN/CDNA: VALU)
  Matrix,  ///< MFMA XDL / WMMA
  VMEM,    ///< buffer / global / flat / scratch (texture addresser)
  Texture, ///< image sample / gather
  LDS,
  GDS,
  Export,
  Branch,
  Message, ///< s_sendmsg
};
StringRef getExecUnitName(GCNExecUnit U);

/// Everything the model knows about one opcode on one processor.
struct GCNInstrCost {
  GCNInstClass Class = GCNInstClass::Unclassified;
  GCNExecUnit Unit = GCNExecUnit::None;
  unsigned IssueCycles = 1;     ///< cycles the unit is busy (at this wave size)
  unsigned Latency = 1;         ///< cycles until the result is usable
  unsigned Dwords = 0;          ///< per lane (memory) or per wave (SMEM)
  unsigned Passes = 0;          ///< MFMA / WMMA passes (1 pass = 4 cycles)
  WaitCounterMask Counters = 0; ///< counters the instruction increments
  bool MayLoad = false;
  bool MayStore = false;
  bool IsAtomic = false;
  bool IsDPP = false;
  bool IsSDWA = false;
  bool IsVOP3 = false;
  /// Name of the TableGen rule that classified it (for -gcn-instruction-info)
  StringRef Rule;
  /// Sources of the numbers ("; "-separated citations / assumptions).
  std::string Source;

  bool increments(WaitCounter C) const { return Counters & counterBit(C); }
};

/// The texture format and filter of one sample instruction, from a
/// `gcn-mca: texture ...` annotation; unset fields keep the model's values
/// (-texture-format, -texture-filter, -gcn-param).
struct GCNTextureSetting {
  unsigned TexelBytes = 0; ///< 4, 8 or 16; 0 = the model's TexelBytes
  int FilterProbes = -1;   ///< 0 point, 1 bilinear, ...; -1 = the model's
  /// Memory annotations (`gcn-mca: hit L1=0.5 L2=0.9`, `gcn-mca: stride 4`)
  /// ride along with the texture settings: hit rates of the vector L1 (L0),
  /// graphics L1, L2 and MALL as fractions (-1 = the model's default for
  /// the access kind), lane address stride in bytes (-1 = derived or unit).
  float Hit[4] = {-1, -1, -1, -1};
  int StrideBytes = -1;
  /// `gcn-mca: footprint BYTES`: the access walks a working set of that
  /// many bytes over and over (a pointer chase, a table); the hit rates of
  /// each level are derived from the cache model (CacheHierarchy::
  /// footprintHitRates). -1 = none.
  int64_t FootprintBytes = -1;
  bool textureEmpty() const { return !TexelBytes && FilterProbes < 0; }
  bool memoryEmpty() const {
    return Hit[0] < 0 && Hit[1] < 0 && Hit[2] < 0 && Hit[3] < 0 &&
           StrideBytes < 0 && FootprintBytes < 0;
  }
  /// Parses the words after `footprint`: a byte count with an optional
  /// KiB / MiB / GiB (or K / M / G) suffix, e.g. "64MiB", or `default`.
  static Expected<GCNTextureSetting> parseFootprint(StringRef Words);
  bool empty() const { return textureEmpty() && memoryEmpty(); }
  /// Parses the words after `hit`: LEVEL=FRACTION pairs with LEVEL one of
  /// L1 (L0), GL1, L2, MALL (IC), e.g. "L1=0.5 L2=0.9", or `default`.
  static Expected<GCNTextureSetting> parseHit(StringRef Words);

  /// Parses the words after `texture`: a format (32bit, 64bit, 128bit) and
  /// a filter (point, bilinear, trilinear, aniso2, aniso4, aniso8,
  /// aniso16), in any order, or `default` (both unset).
  static Expected<GCNTextureSetting> parse(StringRef Words);
};

/// Classifies opcodes for one processor model and wave size (cached).
class GCNInstrClassifier {
public:
  GCNInstrClassifier(const GCNProcessorModel &Model, const MCInstrInfo &MCII,
                     unsigned WaveSize = 0 /*0 = model default*/);
  ~GCNInstrClassifier();

  const GCNInstrCost &get(unsigned Opcode) const;
  const GCNInstrCost &get(const MCInst &Inst) const;
  /// The cost of \p Inst under texture setting \p T: differs from get()
  /// only for filtered samples (MIMG_SAMPLE, MIMG_SAMPLE_D) with a
  /// non-empty \p T.
  const GCNInstrCost &get(const MCInst &Inst, const GCNTextureSetting &T) const;

  /// True when \p Opcode is a target pseudo or codegen-only opcode that an
  /// assembler or disassembler never produces (not classified, not counted
  /// as a coverage failure). The rule is documented in docs/HardwareModel.md.
  bool isNonEncodable(unsigned Opcode) const;

private:
  struct Impl;
  const GCNProcessorModel &Model;
  const MCInstrInfo &MCII;
  unsigned WaveSize;
  std::unique_ptr<Impl> P;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_TARGET_GCNINSTRCLASSIFIER_H
