//===- WaveEmulator.h - The integer side of one wave, per lane --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveEmulator executes the integer side of one wave: SGPRs (with SCC, VCC,
/// EXEC and M0) as 32-bit values whose bits are each known or unknown, and
/// VGPRs as one 32-bit value per lane, known or unknown. It starts from the
/// state the hardware gives a kernel's wave (AMDGPUUsage, "Initial Kernel
/// Execution State"): the user SGPRs the kernel descriptor enables (the
/// kernarg and dispatch pointers), the workgroup ids in the system SGPRs after
/// them, the work-item ids in v0 (packed x | y << 10 | z << 20 on processors
/// with packed work-item ids) or v0, v1, v2, and EXEC set to the lanes of the
/// workgroup this wave holds. `s_load` from the kernarg segment reads the
/// launch's bytes (KernelLaunch), from the dispatch packet its sizes.
///
/// Covered: SALU and VALU integer arithmetic, bit, shift, bit-field, compare,
/// select, move, min/max (32- and 64-bit forms), carries, `v_mbcnt`,
/// `v_readfirstlane`, `v_readlane`, `v_writelane`, `s_cselect`, the exec-mask
/// instructions (`s_and_saveexec` and the other saveexec forms, `s_or_b64
/// exec`, `s_andn2`...), `v_cmpx`, and the VOPD pairs of gfx11+ (`v_dual_*`:
/// both halves per lane, from the state before the pair; the integer halves
/// computed, a floating-point half's destination unknown), and the IEEE
/// compares of known values: v_cmp/v_cmpx_*_f16/f32/f64 (VOPC and VOP3,
/// the VOP3 neg/abs source modifiers applied; class compares too),
/// s_cmp_*_f32/f16 (gfx11.5+), v_cndmask with neg/abs on its sources (the
/// float steps of an integer division: WaveEmulatorOps.h, Op::CvtF32U32).
/// A denormal compare operand, and any other modifier
/// (clamp, omod, op_sel), leave the result unknown: what the hardware
/// does with them depends on the MODE register, which is not tracked.
/// Integer VOP3 modifiers: a 32-bit add or subtract with clamp saturates;
/// any other modifier and DPP forms leave the result unknown. SDWA forms of
/// the integer VOP1/VOP2 operations apply their selects
/// (executeVectorSDWA).
/// Operands are read generically from the
/// MCInst and its MCInstrDesc (definitions first, then the register-or-
/// immediate sources; implicit VCC/SCC/EXEC uses and definitions from the
/// descriptor); the operation comes from the opcode's base name (its
/// encoding suffixes such as `_e64`, `_vi`, `_gfx11` dropped).
///
/// Unknown: a value loaded from global memory, LDS or scratch, a floating-
/// point result other than the above, any instruction not covered (its definitions become
/// unknown), and anything computed from an unknown operand. A VALU result is
/// written only to the lanes EXEC enables; with EXEC unknown in a lane that
/// lane's result is unknown.
///
/// A VGPR whose lanes are all known may be held affine: a uniform base plus
/// an interned lane pattern (LanePatterns.h), which the common address
/// arithmetic keeps in O(1) per instruction (WaveEmulatorAffine.cpp); its
/// lanes are computed when something reads them. The values are the same.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_WAVEEMULATOR_H
#define GCN_MCA_ANALYSIS_WAVEEMULATOR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <array>
#include <string>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace llvm {
class MCInst;
class MCInstrInfo;
class MCRegisterInfo;
class MCOperand;
namespace gcnmca {

class KernelLaunch;
class LanePatterns;
struct KernelDescriptorInfo;
namespace emu {
struct OpcodeInfo;
struct OpDesc;
} // namespace emu

/// A 32-bit scalar value whose bits are known where Known has a 1.
struct ScalarValue {
  uint32_t V = 0;
  uint32_t Known = 0;
  static ScalarValue known(uint32_t X) { return {X, ~0u}; }
  static ScalarValue unknown() { return {0, 0}; }
  bool isKnown() const { return Known == ~0u; }
};

/// Where a wave sits in its launch.
struct WavePlacement {
  /// The workgroup's id per dimension.
  std::array<uint32_t, 3> Group = {0, 0, 0};
  /// The wave's index in its workgroup.
  unsigned WaveInGroup = 0;
};

class WaveEmulator {
public:
  /// Where the emulated launch puts the kernarg segment and the dispatch
  /// packet (any address the kernel cannot confuse with a buffer).
  static constexpr uint64_t KernargBase = 0x7f0000000000ull;
  static constexpr uint64_t DispatchBase = 0x7f0000100000ull;
  static constexpr unsigned NumSGPRs = 128;
  static constexpr unsigned NumVGPRs = 512;
  /// The private segment buffer a wave starts with (the user SGPRs of
  /// .amdhsa_user_sgpr_private_segment_buffer; AMDGPUUsage, "Private
  /// Segment Buffer"): base 0 (addresses in it are the wave's private
  /// addresses, which the access records place in the wave's own segment),
  /// SWIZZLE_ENABLE (word 1 bit 31), no record limit, and in word 3
  /// ADD_TID_ENABLE (bit 23) with the index stride (bits 21-22: 2 = 32
  /// lanes, 3 = 64) of the wave size: each lane's dwords interleaved, as
  /// the FLAT scratch instructions address them. The private segment
  /// wavefront offset SGPR that follows the workgroup ids is 0.
  static constexpr uint32_t ScratchRsrcWord1 = 1u << 31;
  static uint32_t scratchRsrcWord3(unsigned WaveSize) {
    return (1u << 23) | ((WaveSize == 32 ? 2u : 3u) << 21);
  }

  /// The setup of a kernel's waves: its descriptor fields (the
  /// `.amdhsa_*` names without prefix, as KernelDescriptorInfo::Fields has
  /// them), the launch and the processor's facts.
  struct KernelSetup {
    unsigned WaveSize = 64;
    /// Work-item ids packed in v0 (gfx90a, gfx940 family, gfx11+).
    bool PackedWorkItemIds = false;
    /// Architected SGPRs (gfx12): the workgroup ids in ttmp9 (x) and ttmp7
    /// (y in bits 0-15, z in 16-31) instead of the system SGPRs.
    bool ArchitectedSGPRs = false;
    /// .amdhsa_user_sgpr_* enables and counts, .amdhsa_system_sgpr_*,
    /// .amdhsa_system_vgpr_workitem_id.
    const KernelDescriptorInfo *Kernel = nullptr;
    const KernelLaunch *Launch = nullptr;
  };

  WaveEmulator(const MCInstrInfo &MCII, const MCRegisterInfo &MRI,
               unsigned WaveSize);
  ~WaveEmulator();

  /// Sets the registers a kernel's wave starts with (everything else
  /// unknown).
  void startKernelWave(const KernelSetup &S, const WavePlacement &P);

  /// Executes \p MI (a no-op for instructions that write nothing the
  /// emulator tracks; definitions of an uncovered instruction become
  /// unknown). Returns false when the instruction was not covered.
  bool execute(const MCInst &MI);

  /// Whether the conditional branch \p MI (s_cbranch_scc0/scc1, vccz/vccnz,
  /// execz/execnz) is taken, if the state decides it.
  std::optional<bool> branchTaken(const MCInst &MI) const;
  /// True when \p MI is a conditional branch branchTaken() knows.
  bool isConditionalBranch(const MCInst &MI) const;

  unsigned waveSize() const { return WaveSize; }
  /// Register access for callers and tests.
  ScalarValue sgpr(unsigned N) const {
    return N < NumSGPRs ? S[N] : ScalarValue::unknown();
  }
  void setSGPR(unsigned N, ScalarValue V) {
    if (N < NumSGPRs)
      S[N] = V;
  }
  std::optional<uint32_t> vgpr(unsigned N, unsigned Lane) const;
  /// VGPR \p N's 64 lane values and the mask of the known ones (null past
  /// the register file).
  const uint32_t *vgprLanes(unsigned N, uint64_t &Known) const;
  void setVGPR(unsigned N, unsigned Lane, std::optional<uint32_t> V);
  /// A VGPR held as an affine value: lane L is (Base + P[L]) mod 2^32 with
  /// P the pattern Pat of patterns() (0: every lane Base). Every lane of
  /// the wave is known.
  struct AffineValue {
    uint32_t Base = 0;
    uint32_t Pat = 0;
  };
  /// VGPR \p N's affine form, when it has one (affine arithmetic, or its
  /// lanes recognised as one by \p Recognize, which interns them).
  std::optional<AffineValue> affine(unsigned N, bool Recognize = false);
  LanePatterns &patterns() { return *Patterns; }
  /// SCC, if known.
  std::optional<bool> scc() const;
  /// EXEC's lanes (known bits in KnownMask), VCC likewise.
  uint64_t exec() const { return pair(ExecLo).first; }
  uint64_t execKnown() const { return pair(ExecLo).second; }
  uint64_t vcc() const { return pair(VccLo).first; }
  uint64_t vccKnown() const { return pair(VccLo).second; }
  void setExec(uint64_t Mask);
  /// A source operand's value in \p Lane (a VGPR's lane, or a uniform
  /// SGPR / immediate value) over \p Dwords dwords, if known.
  std::optional<uint64_t> laneValue(const MCOperand &MO, unsigned Lane,
                                    unsigned Dwords) const {
    return readLane(MO, Lane, Dwords);
  }
  /// A scalar operand's value over \p Dwords dwords and its known bits.
  std::pair<uint64_t, uint64_t> scalarValue(const MCOperand &MO,
                                            unsigned Dwords) const {
    return readScalar(MO, Dwords);
  }
  /// The instruction an operand's unknown value came from (-1: none
  /// recorded or known).
  int originOfOperand(const MCOperand &MO) const;
  /// The registers behind an operand, for callers (the SGPR/special slots
  /// or the VGPRs it covers).
  struct RegSlots {
    enum Kind : uint8_t { None, Scalar, Vector, Null } K = None;
    uint16_t First = 0;
    uint8_t Count = 0;
    /// A 16-bit half of VGPR First (gfx11+ true16 operands): 1 the low
    /// (v1.l), 2 the high (v1.h); 0 a whole register. Only
    /// executeVector16 reads a half; everything else takes the whole VGPR
    /// (a definition makes it unknown).
    uint8_t Half = 0;
  };
  RegSlots slots(unsigned Reg) const {
    if (Reg < SlotDone.size() && SlotDone[Reg])
      return SlotCache[Reg];
    return computeAndCacheSlots(Reg);
  }
  /// The opcode's base name (encoding suffixes dropped), "" for DPP and SDWA
  /// forms (not read) and VOPD pairs (read per half, executeDual).
  StringRef baseName(unsigned Opcode) const;

  /// Whether \p Opcode is a VOPD pair whose operands split into its two
  /// halves as the emulator reads them (every V_DUAL_* opcode of LLVM 22's
  /// gfx11, gfx12 and gfx1250 encodings does; a test checks them all).
  bool splitsPair(unsigned Opcode) const;

  /// Provenance of unknown values: the caller names the instruction it is
  /// about to execute (its index in the caller's list); an unknown result
  /// records the instruction its unknown-ness came from (the first unknown
  /// operand's origin, else the instruction itself, e.g. a load).
  void setInstructionIndex(int I) { CurInst = I; }
  /// Whether execute() records the provenance of unknown values (on by
  /// default; off where no one asks, e.g. the peers of -derive-hit-rates:
  /// the values are the same, the origins are then stale).
  void setTrackOrigins(bool On) { TrackOrigins = On; }
  /// Whether the common SALU moves, adds, subtracts and compares take their
  /// prepared path (executeScalarFast, on by default); off, every SALU
  /// instruction takes the general one (for tests comparing the two).
  void setScalarFastPath(bool On) { ScalarFastPath = On; }
  /// Whether the VALU instructions whose affine step is prepared run it
  /// before anything else (executeAffinePrepared, on by default); off,
  /// they take executeVectorFast's way (for tests comparing the two).
  void setAffinePreparedPath(bool On) { AffinePreparedPath = On; }
  /// The instruction SCC's (VCC's, EXEC's) unknown value came from, or -1.
  int originOfSCC() const { return SOrigin[SccSlot]; }
  int originOfVCC() const { return SOrigin[VccLo]; }
  int originOfExec() const { return SOrigin[ExecLo]; }
  /// What instruction \p Origin read that is unknown, when it says more
  /// than the instruction itself (a kernel argument not given).
  std::string originNote(int Origin) const {
    auto It = Notes.find(Origin);
    return It == Notes.end() ? std::string() : It->second;
  }

  /// Special scalar slots after the SGPRs.
  enum : uint16_t {
    VccLo = NumSGPRs,
    VccHi,
    ExecLo,
    ExecHi,
    M0,
    SccSlot,
    /// The trap temporaries ttmp0-15 (gfx12 keeps the workgroup ids in
    /// ttmp9 and ttmp7).
    Ttmp0,
    NumScalarSlots = Ttmp0 + 16
  };

private:
  struct Prepared;
  /// One VGPR: its lanes V where Known has a 1; held affine when Pat >= 0
  /// (the known lanes are Base + the pattern's), with V not computed while
  /// Stale (word() computes it).
  struct LaneWord {
    uint64_t Known = 0;
    uint32_t Base = 0;
    int32_t Pat = -1;
    bool Stale = false;
    std::array<uint32_t, 64> V{};
  };
  /// VGPR \p N with its lanes in V.
  const LaneWord &word(unsigned N) const {
    if (Vec[N].Stale)
      materialize(N);
    return Vec[N];
  }
  /// VGPR \p N for a write of some of its lanes (the others kept): its
  /// lanes in V, no longer affine.
  LaneWord &wordForWrite(unsigned N) {
    if (Vec[N].Stale)
      materialize(N);
    Vec[N].Pat = -1;
    return Vec[N];
  }
  void materialize(unsigned N) const;
  /// The VALU operations on affine values (WaveEmulatorAffine.cpp): false
  /// when \p MI's sources or operation do not allow it (nothing changed).
  bool executeAffine(const MCInst &MI, const emu::OpcodeInfo &Info,
                     const Prepared &P, uint64_t Cin);
  bool executeAffineShl64(const MCInst &MI, const emu::OpcodeInfo &Info,
                          const Prepared &P);
  /// executeAffine's result from its sources \p Src (\p Uniform: every
  /// one's pattern the zero pattern; \p C the carry-in): the destination
  /// and the mask written, or false with nothing changed.
  bool applyAffine(const MCInst &MI, const emu::OpcodeInfo &Info,
                   const Prepared &P, const AffineValue *Src, bool Uniform,
                   uint32_t C);
  /// writeMasks for an affine result (every lane surely on): \p Mask (0
  /// or every lane) known in every lane.
  void writeAffineMask(const emu::OpcodeInfo &Info, const Prepared &P,
                       uint64_t Mask);
  /// The 64-bit shift's result from its amount and the source's dwords.
  bool applyAffineShl64(const MCInst &MI, const emu::OpcodeInfo &Info,
                        const Prepared &P, AffineValue Amount, AffineValue Lo,
                        AffineValue Hi);
  /// executeVectorFast's affine step for a Prepared::AFast instruction
  /// from its prepared sources, before anything else runs it: true when
  /// it ran (the same state as executeVectorFast's), false with nothing
  /// changed when the general path must (a source not affine, a lane off).
  bool executeAffinePrepared(const MCInst &MI, const emu::OpcodeInfo &Info,
                             const Prepared &P);
  /// Source \p I of a prepared VALU instruction as an affine value.
  std::optional<AffineValue> affineSource(const MCInst &MI, const Prepared &P,
                                          unsigned I, bool Recognize);
  std::pair<uint64_t, uint64_t> pair(unsigned Lo) const {
    uint64_t V = S[Lo].V, K = S[Lo].Known;
    if (WaveSize > 32) {
      V |= uint64_t(S[Lo + 1].V) << 32;
      K |= uint64_t(S[Lo + 1].Known) << 32;
    } else {
      K |= ~uint64_t(0xffffffffu);
    }
    return {V & laneMask(), K | ~laneMask()};
  }
  void setPair(unsigned Lo, uint64_t V, uint64_t Known) {
    S[Lo] = {uint32_t(V), uint32_t(Known)};
    if (WaveSize > 32)
      S[Lo + 1] = {uint32_t(V >> 32), uint32_t(Known >> 32)};
  }
  uint64_t laneMask() const { return LaneMask; }
  /// Reads a source operand as a 64-bit scalar (Count 32-bit registers).
  std::pair<uint64_t, uint64_t> readScalar(const MCOperand &MO,
                                           unsigned Dwords) const;
  /// Reads a source operand in \p Lane (VGPR or uniform value).
  std::optional<uint64_t> readLane(const MCOperand &MO, unsigned Lane,
                                   unsigned Dwords) const;
  void writeScalar(const MCOperand &MO, uint64_t V, uint64_t Known,
                   unsigned Dwords);
  void writeScalarSlots(RegSlots R, uint64_t V, uint64_t Known);
  void clobber(const MCInst &MI);
  /// clobber() from the prepared definitions.
  void clobber(const Prepared &P);
  bool executeOne(const MCInst &MI, const emu::OpcodeInfo &Info,
                  const Prepared &P);
  bool executeScalar(const MCInst &MI, const emu::OpcodeInfo &Info);
  /// The 16-bit integer operations and the instructions with a 16-bit half
  /// register operand (WaveEmulator16.cpp).
  bool executeVector16(const MCInst &MI, const emu::OpcodeInfo &Info,
                       const Prepared &P);
  /// executeVector16's compares (with a 16-bit half register operand):
  /// the lane mask from the operands' halves.
  bool executeCompare16(const MCInst &MI, const emu::OpcodeInfo &Info,
                        const Prepared &P);
  /// The SDWA forms (gfx8 to gfx10.3) of the integer VOP1/VOP2 operations:
  /// source selects, dst_sel and dst_unused (WaveEmulatorSDWA.cpp).
  bool executeVectorSDWA(const MCInst &MI, const emu::OpcodeInfo &Info,
                         const Prepared &P);
  /// The SALU instructions prepareScalar marks (Prepared::SFast) from their
  /// prepared operands, with executeScalar's values, known bits and SCC
  /// (WaveEmulatorScalarFast.cpp).
  bool executeScalarFast(const emu::OpcodeInfo &Info, const Prepared &P);
  bool executeVector(const MCInst &MI, const emu::OpcodeInfo &Info,
                     const Prepared &P);
  bool executeLoad(const MCInst &MI, const emu::OpcodeInfo &Info);
  /// A VOPD pair: both halves per lane, sources read before either
  /// destination is written (WaveEmulatorDual.cpp).
  bool executeDual(const MCInst &MI, const emu::OpcodeInfo &Info);
  /// What the emulator reads of an opcode (its operation, classes, implicit
  /// registers), computed on first use.
  const emu::OpcodeInfo &info(unsigned Opcode) const;
  /// info()'s first use of an opcode.
  const emu::OpcodeInfo &computeInfo(unsigned Opcode) const;

  const MCInstrInfo &MCII;
  const MCRegisterInfo &MRI;
  unsigned WaveSize;
  /// The wave's lanes (WaveSize low bits).
  uint64_t LaneMask;
  std::array<ScalarValue, NumScalarSlots> S;
  mutable std::vector<LaneWord> Vec;
  std::unique_ptr<LanePatterns> Patterns;
  /// Per register and per opcode, computed on first use.
  mutable std::vector<RegSlots> SlotCache;
  mutable std::vector<uint8_t> SlotDone;
  mutable std::vector<std::string> NameCache;
  mutable std::vector<bool> NameDone;
  mutable std::vector<emu::OpcodeInfo> InfoCache;
  RegSlots computeSlots(unsigned Reg) const;
  RegSlots computeAndCacheSlots(unsigned Reg) const;
  /// One static instruction's register operands (the caller's index,
  /// setInstructionIndex), computed on its first execution: the sources
  /// (explicit, then implicit uses) and definitions (explicit, then
  /// implicit) the emulator tracks.
  static constexpr uint16_t VecTag = 0x8000;
  struct Prepared {
    const MCInst *MI = nullptr;
    /// The opcode's info(), and whether execute() has nothing to do for it
    /// (no definition, no operation: branches, waits, s_nop).
    const emu::OpcodeInfo *Info = nullptr;
    bool Inert = false;
    /// One entry per 32-bit register, in operand order: a scalar slot, or
    /// VecTag | the VGPR's number.
    SmallVector<uint16_t, 8> Uses, Defs;
    /// The entries of Defs from explicit operands (the rest are implicit).
    uint8_t NumExplicitDefs = 0;
    /// A definition that is also a source, or EXEC (which decides the
    /// sources' active lanes): the sources' origin must be read before
    /// the instruction runs.
    bool DefsOverlapUses = true;
    /// VALU: the source operands (register or immediate, after the
    /// definitions), each one's width in dwords and slots; the
    /// destination's slots; the operand of a second (mask) definition, -1
    /// for none.
    SmallVector<uint8_t, 4> VSrc, VWidth;
    SmallVector<RegSlots, 4> VSrcSlots;
    RegSlots VDst;
    int8_t VSDst = -1;
    /// The value sources (the condition mask excluded); whether the
    /// instruction has executeVectorFast's shape.
    uint8_t VNumIn = 0;
    bool VFast = false;
    /// Lanes recognised as affine patterns at this instruction: new
    /// patterns made and patterns found (recognition stops where it keeps
    /// making new ones).
    mutable uint32_t PatsMade = 0, PatsFound = 0;
    /// VALU: whether writeMasks writes a carry / compare mask, and the
    /// implicit scalar definitions it makes unknown.
    bool VWritesMask = false;
    SmallVector<RegSlots, 2> VClobber;
    /// The VOP3 source modifiers of each source (0: none or no such
    /// operand), and whether another modifier operand (clamp, omod,
    /// op_sel) is set; read for the floating-point operations and
    /// v_cndmask only.
    SmallVector<int64_t, 4> VMods;
    bool VOtherMods = false;
    /// Some modifier applies to this operation (the general path).
    bool VModified = false;
    /// A 16-bit operation, or a source or the destination is a 16-bit half
    /// register: executeVector16 runs it.
    bool V16 = false;
    /// SALU: a 32-bit s_mov, s_add/s_sub (_u32, _i32) or integer s_cmp
    /// whose sources are SGPRs (one slot each), constants or the null
    /// register and whose destination, if any, is one scalar slot: its
    /// sources (an immediate's value, else the slot) and destination.
    bool SFast = false;
    uint8_t SNumSrc = 0;
    uint16_t SDst = 0;
    struct ScalarSource {
      bool Imm = false;
      uint16_t Slot = 0;
      uint32_t V = 0;
    };
    std::array<ScalarSource, 2> SSrc;
    /// VALU: the register of the second (mask) definition VSDst, and its
    /// slots (writeMasksOut).
    bool VSDstReg = false;
    RegSlots VSDstSlots;
    /// The affine path prepared (executeAffinePrepared): AFast when the
    /// instruction has a shape executeAffine takes and every definition
    /// it makes is known after it (the VGPR destination, a carry mask
    /// written whole, nothing clobbered: no origin to record); its value
    /// sources resolved once (a VGPR, a scalar slot, a constant); whether
    /// it reads a condition mask and wants a carry out.
    enum AffineSourceKind : uint8_t { AVgpr, ASlot, AConst };
    struct AffineSource {
      AffineSourceKind K = AConst;
      uint16_t N = 0;
      uint32_t V = 0;
    };
    bool AFast = false;
    bool AUsesCond = false;
    bool AWantMask = false;
    /// An add (v_add*, v_addc*) of two sources: executeAffinePrepared's
    /// own path.
    bool AAdd2 = false;
    std::array<AffineSource, 3> ASrc;
  };
  /// Whether \p D's VALU form writes a carry / compare mask.
  static bool writesMask(const emu::OpDesc &D);
  void prepareVector(const MCInst &MI, Prepared &P) const;
  /// prepareVector's last step: the affine path's fields of \p P.
  void prepareAffine(const MCInst &MI, const emu::OpcodeInfo &Info,
                     Prepared &P) const;
  void prepareScalar(const MCInst &MI, Prepared &P) const;
  /// The VALU shapes fastShape() accepts, all lanes at once under any EXEC
  /// (WaveEmulatorFast.cpp): the same values, masks and known lanes as the
  /// per-lane path of executeVector.
  bool executeVectorFast(const MCInst &MI, const emu::OpcodeInfo &Info,
                         const Prepared &P);
  /// executeVectorFast's shapes that are not affine: every lane computed
  /// (\p Act the lanes surely on, \p Touched those that may be, \p KnownIn
  /// those whose sources and condition are known, \p Cin the condition).
  bool executeVectorLanes(const MCInst &MI, const emu::OpcodeInfo &Info,
                          const Prepared &P, uint64_t Act, uint64_t Touched,
                          uint64_t KnownIn, uint64_t Cin);
  /// The 64-bit ones: \p Act the lanes surely on, \p Touched those that may
  /// be, \p KnownIn the lanes whose condition is known.
  bool executeVectorFast64(const MCInst &MI, const emu::OpcodeInfo &Info,
                           const Prepared &P, uint64_t Act, uint64_t Touched,
                           uint64_t KnownIn);
  /// A one-dword source's lanes for emu::lanes32: a VGPR's own words, or a
  /// uniform value (an SGPR, a constant) broadcast into the first \p N words
  /// of \p Buf; the lanes where it is not known are cleared from \p KnownIn
  /// (all of them for a uniform unknown value or a wider VGPR).
  const uint32_t *narrowSource(const MCOperand &MO, RegSlots RS, uint32_t *Buf,
                               unsigned N, uint64_t &KnownIn) const;
  /// The carry / compare mask \p MaskV (known lanes \p MaskK) of a fast
  /// VALU instruction to its destination, VCC or EXEC; the other implicit
  /// definitions unknown.
  void writeMasks(const MCInst &MI, const emu::OpcodeInfo &Info,
                  const Prepared &P, uint64_t MaskV, uint64_t MaskK) {
    // Nothing to write (v_add_u32, v_lshlrev_b32 ...).
    if (P.VWritesMask || !P.VClobber.empty())
      writeMasksOut(MI, Info, P, MaskV, MaskK);
  }
  void writeMasksOut(const MCInst &MI, const emu::OpcodeInfo &Info,
                     const Prepared &P, uint64_t MaskV, uint64_t MaskK);
  mutable std::vector<Prepared> PrepCache;
  mutable Prepared PrepScratch;
  const Prepared &prepared(const MCInst &MI) const {
    if (CurInst >= 0 && unsigned(CurInst) < PrepCache.size() &&
        PrepCache[CurInst].MI == &MI)
      return PrepCache[CurInst];
    return prepare(MI);
  }
  const Prepared &prepare(const MCInst &MI) const;
  /// The origin of the first unknown source of \p MI, else CurInst.
  int sourceOrigin(const Prepared &P) const;
  /// Records \p Origin for the definitions of \p MI left unknown.
  void recordOrigins(const Prepared &P, int Origin);
  /// recordOrigins with the origin read from the sources only when a
  /// definition is left unknown (P.DefsOverlapUses false).
  void recordOriginsAfter(const Prepared &P);
  /// Whether a Prepared entry's register is unknown in some lane.
  bool slotUnknown(uint16_t X) const;
  int CurInst = -1;
  bool TrackOrigins = true;
  bool ScalarFastPath = true;
  bool AffinePreparedPath = true;
  std::array<int, NumScalarSlots> SOrigin;
  std::vector<int> VOrigin;
  DenseMap<int, std::string> Notes;
  const KernelLaunch *Launch = nullptr;
  std::array<unsigned, 3> WorkgroupDims = {1, 1, 1};
  std::array<uint64_t, 3> Grid = {1, 1, 1};
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_WAVEEMULATOR_H
