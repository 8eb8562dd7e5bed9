//===- LaneStrideAnalysis.h - Lane address strides from the code -*- C++
//-*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// LaneStrideAnalysis derives the lane stride of the memory instructions of a
/// region (the byte distance between the addresses of neighbouring lanes,
/// which decides how many cache lines a wave access touches and how many
/// LDS bank conflicts it has) where the address computation makes it plain:
///
/// \code
///   v_and_b32_e32      v1, 0x3ff, v0          ; work-item id (packed v0)
///   v_lshlrev_b32_e32  v2, 2, v1              ; tid * 4
///   global_load_dword  v3, v2, s[0:1]         ; stride 4 bytes
///   v_mad_u32_u24      v4, v1, 0x84, s2       ; tid * 132 + s2
///   ds_read_b32        v5, v4                 ; stride 132 bytes
/// \endcode
///
/// Every VGPR holds, as far as the analysis knows, an affine form
/// `A x tid + U`: tid is the work-item id (consecutive across the lanes of a
/// wave), U is uniform across the lanes (SGPRs, immediates, uniform VGPRs;
/// its value is known only when it is a constant). The lane stride of an
/// access is A of its address operand (for a 64-bit address its low dword).
///
/// Sources of tid: v0 and v31 at the entry of the region hold the work-item
/// id (v0 of a kernel; v31 of a callable function; the packed layout of
/// gfx90a/gfx942/gfx11+ holds x in bits 0-9, so a one-dimensional workgroup
/// gives the id itself, and `v_and_b32 0x3ff` / `v_bfe_u32 0, 10` of it is
/// the x id on any workgroup shape); `v_mbcnt_hi(-1, v_mbcnt_lo(-1, 0))`
/// (`v_mbcnt_lo(-1, 0)` on wave32) is the lane id.
///
/// Transfer functions: v_mov, v_add (_u32, _co_u32, _nc_u32, _i32, add3),
/// v_sub / v_subrev, v_lshlrev_b32/b64 by a constant, v_mul_lo / v_mul_u32_u24
/// / v_mul_i32_i24 by a constant, v_mad_u32_u24 / v_mad_i32_i24 /
/// v_mad_u64_u32 / v_mad_i64_i32, v_lshl_add_u32 / v_lshl_add_u64,
/// v_add_lshl_u32, v_and with a low-bit mask, v_bfe_u32 from bit 0, v_or_b32 /
/// v_lshl_or_b32 with a uniform side (taken as an add: compilers use `or`
/// for adds of disjoint bits, as in the global id `(group << k) | tid`); a
/// VOPD pair (`v_dual_*`, gfx11+) as its two halves, each to its own
/// destination from the state before the pair. Any other instruction
/// writing a VGPR makes it unknown (as do DPP and SDWA forms).
///
/// Control flow: a forward dataflow over the instruction list in layout
/// order, with the edges of the trace a wave executes (consecutive entries;
/// the last to the first when the region repeats); at a join two different
/// forms meet to "unknown" (equal A with different uniform parts keeps A,
/// so a pointer advanced by a uniform amount in a loop keeps its stride).
///
/// Address operands: DS (not permute/swizzle/addtid/GWS), FLAT / GLOBAL
/// (vaddr; with saddr the VGPR offset), MUBUF `offen` (the VGPR offset).
/// Scratch, `idxen` / `addr64` buffers and images are not analysed.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_LANESTRIDEANALYSIS_H
#define GCN_MCA_ANALYSIS_LANESTRIDEANALYSIS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/MC/MCInst.h"
#include <cstdint>
#include <vector>

namespace llvm {
class MCInstrInfo;
class MCRegisterInfo;
namespace gcnmca {

/// Where the lane stride of a memory instruction came from, by precedence
/// (highest last): the unit-stride default, the -lane-stride option, the
/// address computation, the lanes' addresses derived from the launch
/// (WaveStreams), a `; gcn-mca: stride N` annotation.
enum class StrideSource : uint8_t { Default, Option, Derived, Launch, Annotated };
constexpr unsigned NumStrideSources = 5;

/// "default", "option", "derived", "launch", "annotated".
StringRef getStrideSourceName(StrideSource S);

class LaneStrideAnalysis {
public:
  /// Per instruction of \p Insts, the derived lane stride in bytes of its
  /// address (-1: not a memory access the analysis reads, or unknown).
  /// \p Trace = the static indices a wave executes in order (empty: every
  /// instruction once, in order); \p Repeats = the trace runs again after
  /// its end (a loop body run several iterations); \p WaveSize = lanes.
  static std::vector<int> compute(ArrayRef<MCInst> Insts,
                                  const MCInstrInfo &MCII,
                                  const MCRegisterInfo &MRI,
                                  ArrayRef<uint32_t> Trace, bool Repeats,
                                  unsigned WaveSize);
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_LANESTRIDEANALYSIS_H
