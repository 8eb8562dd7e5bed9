//===- WaveEmulatorOps.h - The operations WaveEmulator knows ----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The integer operations of WaveEmulator (a private header of
/// lib/Analysis): the operation an opcode's base name means (describe()),
/// and their values on known operands (compute()).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_LIB_ANALYSIS_WAVEEMULATOROPS_H
#define GCN_MCA_LIB_ANALYSIS_WAVEEMULATOROPS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/bit.h"
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>

/// The lane loops (lanes32, WaveEmulator::executeVectorFast and
/// executeVectorFast64) are also
/// compiled for AVX2 (256-bit vectors: half the instructions of SSE2's),
/// chosen at load time on a processor that has it; the same integer
/// operations, so the same values. Not under a sanitizer (an ifunc resolver
/// runs before its runtime is set up).
#if defined(__x86_64__) && defined(__ELF__) && defined(__GNUC__) &&            \
    !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_UNDEFINED__)
#if defined(__has_feature)
#if !__has_feature(address_sanitizer) && !__has_feature(undefined_behavior_sanitizer)
#define GCN_MCA_LANE_CLONES __attribute__((target_clones("avx2", "default")))
#endif
#else
#define GCN_MCA_LANE_CLONES __attribute__((target_clones("avx2", "default")))
#endif
#endif
#ifndef GCN_MCA_LANE_CLONES
#define GCN_MCA_LANE_CLONES
#endif

namespace llvm {
class MCInst;
namespace gcnmca {
namespace emu {


/// The integer operations the emulator knows, by base name.
enum class Op : uint8_t {
  None,
  Mov,
  Add,    ///< a + b (SCC/carry = unsigned carry)
  AddI,   ///< a + b (SCC = signed overflow)
  AddC,   ///< a + b + carry-in
  Sub,    ///< a - b (borrow)
  SubI,   ///< a - b (SCC = signed overflow)
  SubB,   ///< a - b - borrow-in
  SubRev, ///< b - a
  SubBRev,
  Mul,
  MulHiU,
  MulHiI,
  MulU24,
  MulI24,
  MulHiU24,
  MulHiI24,
  MadU24,
  MadI24,
  MadU64U32,
  MadI64I32,
  And,
  Or,
  Xor,
  AndN2, ///< a & ~b
  OrN2,  ///< a | ~b
  Nand,
  Nor,
  Xnor,
  Not,
  Shl,    ///< a << b
  Lshr,   ///< a >> b
  Ashr,   ///< a >> b (arithmetic)
  ShlRev, ///< b << a
  LshrRev,
  AshrRev,
  ShlAdd,    ///< (a << b) + c
  AddShl,    ///< (a + b) << c
  Add3,      ///< a + b + c
  ShlOr,     ///< (a << b) | c
  AndOr,     ///< (a & b) | c
  Or3,       ///< a | b | c
  Xor3,      ///< a ^ b ^ c
  Xad,       ///< (a ^ b) + c
  ShlAddN,   ///< (a << N) + b (s_lshl<N>_add_u32, N in Param)
  BfeU,      ///< bits [b, b+c) of a (VALU: three operands)
  BfeI,
  SBfeU,     ///< SALU: b = offset | width << 16
  SBfeI,
  Bfi,       ///< (a & b) | (~a & c)
  Bfm,       ///< ((1 << a) - 1) << b
  MinU,
  MinI,
  MaxU,
  MaxI,
  Med3U,
  Med3I,
  Min3U,
  Min3I,
  Max3U,
  Max3I,
  AbsI,
  SextI8,
  SextI16,
  Bcnt1,
  Cndmask,   ///< lane bit of c ? b : a
  Cselect,   ///< SCC ? a : b
  MbcntLo,
  MbcntHi,
  ReadFirstLane,
  ReadLane,
  WriteLane,
  Cmp,       ///< compare (CmpKind in Param), result to SCC or a lane mask
  CmpX,      ///< compare, result to EXEC (and sdst)
  BitCmp0,   ///< SCC = bit b of a is 0
  BitCmp1,
  SaveExec,  ///< sdst = EXEC; EXEC = f(src, EXEC) (SaveKind in Param)
  WrExec,    ///< EXEC = f(src, EXEC); sdst = EXEC
  Load,      ///< s_load (dwords in Param)
  // The float operations of an integer division by a run-time divisor
  // (clang's udiv/sdiv expansion: v_cvt_f32_u32, v_rcp_iflag_f32, v_mul_f32
  // by 2^32 - 512, v_cvt_u32_f32, then integer refinement). IEEE single
  // precision on the host; the reciprocal is the correctly rounded 1 / x
  // (the hardware's is within 1 ulp, which the refinement steps absorb).
  AlignBit,  ///< ({a, b} >> (c & 31)) low dword (v_alignbit_b32)
  AlignByte, ///< ({a, b} >> 8 (c & 3)) low dword (v_alignbyte_b32)
  Perm,      ///< bytes of {a, b} selected per byte of c (v_perm_b32)
  CvtF32U32, ///< (float) unsigned a
  CvtF32I32, ///< (float) signed a
  CvtU32F32, ///< unsigned(a), saturating, NaN -> 0
  CvtI32F32, ///< signed(a), saturating, NaN -> 0
  RcpF32,    ///< 1 / a
  MulF32,    ///< a * b
  // 16-bit multiply-adds (WaveEmulator16.cpp).
  Mad16,     ///< (a * b + c) low 16 bits (v_mad_u16, v_mad_i16, legacy)
  MadU32U16, ///< a.u16 * b.u16 + c.u32 (v_mad_u32_u16)
  MadI32I16, ///< a.i16 * b.i16 + c.i32 (v_mad_i32_i16)
};

/// True for the float operations above (their VOP3 forms' input and output
/// modifiers are not emulated: an instruction that sets one is unknown).
inline bool isFloatOp(Op O) {
  return O == Op::CvtF32U32 || O == Op::CvtF32I32 || O == Op::CvtU32F32 ||
         O == Op::CvtI32F32 || O == Op::RcpF32 || O == Op::MulF32;
}

/// The float operations above on 32-bit patterns (\p B read by MulF32
/// only): compute()'s values, and lanes32()'s lane by lane.
inline uint32_t computeFloat32(Op O, uint32_t A, uint32_t B) {
  float X = bit_cast<float>(A);
  switch (O) {
  case Op::CvtF32U32:
    return bit_cast<uint32_t>(float(A));
  case Op::CvtF32I32:
    return bit_cast<uint32_t>(float(int32_t(A)));
  case Op::CvtU32F32:
    if (std::isnan(X) || X <= 0.0f)
      return 0;
    return X >= 4294967296.0f ? 0xffffffffu : uint32_t(X);
  case Op::CvtI32F32:
    if (std::isnan(X))
      return 0;
    if (X <= -2147483648.0f)
      return 0x80000000u;
    if (X >= 2147483648.0f)
      return 0x7fffffffu;
    return uint32_t(int32_t(X));
  case Op::RcpF32:
    return bit_cast<uint32_t>(1.0f / X);
  case Op::MulF32:
    return bit_cast<uint32_t>(X * bit_cast<float>(B));
  default:
    return 0;
  }
}

enum CmpKind : uint8_t { CmpF, CmpLT, CmpEQ, CmpLE, CmpGT, CmpNE, CmpGE, CmpT };

/// A floating-point compare's predicate (OpDesc::Param of a Float compare):
/// the relations for which it is true, as bits (LLVM's FCmpInst encoding):
/// v_cmp_lt = FLT, v_cmp_nge = FUn | FLT, v_cmp_tru = all four.
enum FCmpBits : uint8_t { FEQ = 1, FGT = 2, FLT = 4, FUn = 8 };
/// OpDesc::Param of a class compare (v_cmp_class_*): true when the class
/// of a (bit 0 signaling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal,
/// 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf) is set in the mask b.
constexpr uint8_t FClass = 0x80;

/// One opcode's meaning: the operation, its width, signedness of a compare,
/// and a parameter (compare kind, saveexec kind, dwords of a load, N).
struct OpDesc {
  Op O = Op::None;
  uint8_t Bits = 32;   ///< operand width of the operation (32 or 64)
  bool Signed = false; ///< compares: signed operands
  uint8_t Param = 0;
  bool Scalar = false; ///< an S_ opcode
  /// An IEEE floating-point compare (Param: FCmpBits; Bits 16, 32 or 64).
  /// On the lane-parallel paths without source modifiers (lanes32 and
  /// executeVectorFast64 report a lane with a denormal operand as
  /// undecided); operands with modifiers the emulator does not apply make
  /// the result unknown.
  bool Float = false;
};

/// A VOPD pair (`v_dual_<x> :: v_dual_<y>`, gfx11+ wave32): its two
/// operations and how many value sources (register-or-immediate operands)
/// each half takes; the MCInst holds vdstX, vdstY, X's sources, then Y's.
struct DualDesc {
  OpDesc X, Y;
  uint8_t NumX = 0, NumY = 0;
  /// gfx1250's VOPD3 form (an "_e96" part): sources may carry modifiers.
  bool VOPD3 = false;
  bool Valid = false;
};

/// What WaveEmulator reads of one opcode, computed once (WaveEmulator::info)
/// instead of from its name at every execution.
struct OpcodeInfo {
  enum ClassT : uint8_t {
    Unset,
    Other,      ///< memory, LDS, branches, waits: definitions unknown
    ScalarLoad, ///< s_load, s_buffer_load, s_scratch_load, s_get_barrier
    Scalar,     ///< other S_ opcodes
    Vector,     ///< V_ opcodes
    Dual        ///< VOPD pairs (V_DUAL_*)
  };
  enum BranchT : uint8_t { NoBranch, SCC0, SCC1, VCCZ, VCCNZ, EXECZ, EXECNZ };
  ClassT Class = Unset;
  BranchT Branch = NoBranch;
  OpDesc D;
  /// s_movk/s_addk/s_mulk/s_cmovk/s_cmpk: a 16-bit immediate, sign-extended
  /// when KSigned.
  bool KImm = false, KSigned = false;
  /// s_addk/s_mulk (the destination read first), s_cmovk.
  bool TiedAddMul = false, CmovK = false;
  /// s_load ..._SGPR_IMM.
  bool SgprImm = false;
  bool ImplicitVCCUse = false, ImplicitVCCDef = false;
  bool ImplicitExecDef = false, ImplicitSCCDef = false;
  /// No definitions, explicit or implicit.
  bool NoDefs = false;
  /// Class Dual: the two halves (Pair.Valid false when the operand list
  /// does not split as describeDual says: the pair is then not covered).
  DualDesc Pair;
  /// No explicit definition and no implicit scalar one besides SCC.
  bool NoScalarDefsButSCC = false;
  /// An SDWA form (`_sdwa`): D is its operation's (sdwaBaseOf), run by
  /// WaveEmulator::executeVectorSDWA only.
  bool SDWA = false;
};

/// The SDWA operands of a VOP1/VOP2 `_sdwa` instruction (the AMD GCN3 and
/// Vega ISA guides, "SDWA"; LLVM's SDWA::SdwaSel and DstUnused values).
struct SDWAFields {
  enum Sel : uint8_t { Byte0, Byte1, Byte2, Byte3, Word0, Word1, Dword };
  enum Unused : uint8_t { Pad, Sext, Preserve };
  uint8_t SrcSel[2] = {Dword, Dword};
  uint8_t DstSel = Dword;
  uint8_t DstUnused = Pad;
  bool Clamp = false;
  /// Whether the old destination is read: a part written and the rest
  /// preserved.
  bool readsDst() const { return DstSel != Dword && DstUnused == Preserve; }
};
/// The base name of an SDWA opcode: "V_ADD_U16_sdwa_gfx9" -> "V_ADD_U16";
/// empty for any other name.
std::string sdwaBaseOf(StringRef Name);
/// The SDWA fields of \p MI, whose value sources are the operands \p VSrc
/// (one or two): after the last source come clamp, dst_sel, dst_unused,
/// then a select per source (LLVM's operand order). None when the operands
/// are not so (a float form's omod, a VOPC form) or a value is out of
/// range.
std::optional<SDWAFields> sdwaFields(const MCInst &MI, ArrayRef<uint8_t> VSrc);
/// Source select \p Sel of \p V: the byte or word zero-extended, or
/// sign-extended with \p Sext; the dword for Dword.
inline uint32_t sdwaSelect(uint32_t V, unsigned Sel, bool Sext) {
  if (Sel == SDWAFields::Dword)
    return V;
  if (Sel <= SDWAFields::Byte3) {
    uint32_t B = (V >> (8 * Sel)) & 0xff;
    return Sext ? uint32_t(int32_t(int8_t(uint8_t(B)))) : B;
  }
  uint32_t W = (V >> (16 * (Sel - SDWAFields::Word0))) & 0xffff;
  return Sext ? uint32_t(int32_t(int16_t(uint16_t(W)))) : W;
}
/// The dword an SDWA result \p R writes over \p Old: R's low byte or word
/// placed at dst_sel, the other bits zero (Pad), the field's sign above it
/// and zero below (Sext), or Old's (Preserve); R for Dword.
inline uint32_t sdwaDest(uint32_t R, uint32_t Old, const SDWAFields &F) {
  if (F.DstSel == SDWAFields::Dword)
    return R;
  bool Byte = F.DstSel <= SDWAFields::Byte3;
  unsigned Shift = Byte ? 8 * F.DstSel : 16 * (F.DstSel - SDWAFields::Word0);
  uint32_t Mask = Byte ? 0xffu : 0xffffu;
  uint32_t Field = R & Mask;
  switch (F.DstUnused) {
  case SDWAFields::Sext:
    return (Byte ? uint32_t(int32_t(int8_t(uint8_t(Field))))
                 : uint32_t(int32_t(int16_t(uint16_t(Field)))))
           << Shift;
  case SDWAFields::Preserve:
    return (Old & ~(Mask << Shift)) | (Field << Shift);
  default:
    return Field << Shift;
  }
}

/// The base name without the encoding suffixes: "V_ADD_U32_e32_vi" ->
/// "V_ADD_U32". Empty for DPP, SDWA and VOPD forms (lanes read other lanes
/// or two operations share a word).
std::string baseOf(StringRef Name);
/// The halves of a VOPD opcode name: "V_DUAL_MOV_B32_e32_X_ADD_U32_e32_gfx11"
/// -> X = mov (1 source), Y = add (2 sources); sources are the operands
/// with a register class (FMAAK's literal, BITOP2's immediate and the
/// gfx1250 VOPD3 modifiers are not): FMAC, DOT2C, FMA and a VOPD3 CNDMASK
/// take 3, MOV 1, the others 2. Not Valid when the name is not a pair.
DualDesc describeDual(StringRef Name);
/// Width from the type suffix: B64/U64/I64 -> 64.
uint8_t widthOf(StringRef Base);
/// The meaning of a base name.
OpDesc describe(StringRef Base);
inline uint64_t maskOf(unsigned Bits) {
  return Bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << Bits) - 1;
}
int64_t sext(uint64_t V, unsigned Bits);
bool compare(CmpKind K, uint64_t A, uint64_t B, bool Signed, unsigned Bits);
/// The IEEE compare of the \p Bits-bit (16, 32, 64) floating-point values
/// \p A and \p B with predicate \p Pred (FCmpBits): NaN is unordered,
/// -0 == +0, infinities order as numbers. None when an operand is a
/// denormal (whether the hardware flushes it depends on the MODE
/// register's denormal setting, which the emulator does not track)
/// (WaveEmulatorFloat.cpp).
std::optional<bool> fcompare(uint8_t Pred, uint64_t A, uint64_t B,
                             unsigned Bits);
/// The VOP3 source modifiers \p Mods (SISrcMods: bit 0 neg, bit 1 abs) on
/// the \p Bits-bit floating-point value \p V: abs clears the sign bit, neg
/// then flips it. None when \p Mods has another bit (op_sel, sext).
std::optional<uint64_t> applyFloatMods(uint64_t V, unsigned Bits,
                                       int64_t Mods);
/// The 16-bit result of the 16-bit operation \p O on the 16-bit values \p A,
/// \p B, \p C (zero-extended; \p Clamp: add and subtract saturate, unsigned
/// for Add/Sub/SubRev, signed for AddI/SubI), or none; the 32-bit result of
/// MadU32U16 and MadI32I16 (\p C a whole dword) (WaveEmulator16.cpp).
std::optional<uint32_t> compute16(Op O, uint32_t A, uint32_t B, uint32_t C,
                                  bool Clamp);
/// What a 16-bit VALU operation \p O of the opcode named \p Name leaves in
/// the rest of its 32-bit destination VGPR (WaveEmulator16.cpp): Zeroed
/// (gfx8/gfx9 encodings, LLVM's GCNSubtarget::zeroesHigh16BitsOfDest list),
/// Kept (gfx10+, and gfx9's op_sel v_mad_u16/v_mad_i16), Whole (a 32-bit
/// result: v_mad_u32_u16, v_mad_i32_i16), or Unknown (not documented).
enum class HighHalf : uint8_t { Unknown, Zeroed, Kept, Whole };
HighHalf highHalfOf(Op O, StringRef Name);
/// Two- and three-operand operations on known values; \p Carry is the
/// carry/borrow in and receives the carry/borrow out; \p Bits the width.
/// None when the operation is not a plain function of its operands.
std::optional<uint64_t> compute(Op O, ArrayRef<uint64_t> In, unsigned Bits,
                                bool &Carry);
/// A 32-bit add or subtract with the VOP3 `clamp` bit (Add, Sub, SubRev
/// unsigned; AddI, SubI signed): the result saturated to the type's range,
/// as LLVM selects uaddsat/usubsat/saddsat/ssubsat to these instructions
/// with clamp (VOP2Instructions.td, VOP3Instructions.td: VOPBinOpClampPat).
/// None for any other operation.
std::optional<uint64_t> computeClamped(Op O, ArrayRef<uint64_t> In);
/// AlignBit, AlignByte and Perm on the dwords \p A (the high one of the
/// pair), \p B and the shift or selector \p C (WaveEmulatorBitOps.cpp).
std::optional<uint64_t> computeBytes(Op O, uint64_t A, uint64_t B,
                                     uint64_t C);
/// The 32-bit operations of the lane-parallel path on all \p N lanes of
/// \p In (whatever an unknown or inactive lane holds: each operation is
/// defined for any value); the carry, borrow or compare bit of each lane in
/// \p Mask. The same values as compute() and compare() at 32 bits. False
/// when \p D has no such form (WaveEmulatorLanes.cpp). With \p WantMask
/// false (an add or sub whose carry goes nowhere) \p Mask may be left 0.
/// The float operations too (computeFloat32), and the IEEE compares of
/// f16 and f32 values (fcompare): those need \p Undecided, which receives
/// the lanes fcompare leaves undecided (a denormal operand; their Mask
/// bits are 0); without it they are not taken.
bool lanes32(const OpDesc &D, const uint32_t *const *In, unsigned NumIn,
             uint64_t Cin, unsigned N, uint32_t *Out, uint64_t &Mask,
             bool WantMask = true, uint64_t *Undecided = nullptr);
/// Whether \p D with \p NumIn value sources has WaveEmulator's fast VALU
/// form (executeVectorFast).
bool fastShape(const OpDesc &D, unsigned NumIn);
/// The value of a register name's 32-bit pieces: "SGPR4" -> 4,
/// "SGPR4_SGPR5" -> 4 (2 dwords); VGPRs likewise.
bool parseRegRange(StringRef Name, StringRef Prefix, unsigned &First,
                   unsigned &Count);

} // namespace emu
} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_LIB_ANALYSIS_WAVEEMULATOROPS_H
