//===- WaitcntDecoder.h - Decoding of AMDGPU wait instructions --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Decodes the immediates of every wait-like instruction for one processor:
/// s_waitcnt (gfx6-8, gfx9, gfx10, gfx11 layouts),
/// s_waitcnt_{vm,exp,lgkm,vs}cnt (gfx10+ sgpr + imm forms), gfx12
/// s_wait_{load,store,sample,bvh,km,ds,exp}cnt and the combined
/// s_wait_loadcnt_dscnt / s_wait_storecnt_dscnt, s_waitcnt_depctr / s_wait_alu
/// fields, s_delay_alu, s_nop and s_sleep.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_TARGET_WAITCNTDECODER_H
#define GCN_MCA_TARGET_WAITCNTDECODER_H

#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace llvm {
class MCInst;
class MCInstrInfo;
class MCRegisterInfo;
namespace gcnmca {

/// The counter limits one wait instruction imposes. A counter the instruction
/// does not wait on is at its maximum ("no wait"); a counter the processor
/// lacks is 0 and must be ignored (see GCNProcessorModel::hasCounter).
struct WaitcntLimits {
  unsigned Limit[NumWaitCounters] = {};
  unsigned get(WaitCounter C) const { return Limit[unsigned(C)]; }
  void set(WaitCounter C, unsigned V) { Limit[unsigned(C)] = V; }
  /// All counters of \p M at "no wait".
  static WaitcntLimits noWait(const GCNProcessorModel &M);
  /// True if \p C is below its maximum, i.e. the instruction waits on it.
  bool waitsOn(WaitCounter C, const GCNProcessorModel &M) const {
    return M.hasCounter(C) && get(C) < M.counterMax(C);
  }
};

/// s_waitcnt_depctr / s_wait_alu fields (gfx10+ layout; see docs). A field
/// not waited on holds its maximum.
struct DepCtrFields {
  unsigned SaSdst = 1;  ///< bit 0
  unsigned VaVcc = 1;   ///< bit 1
  unsigned VmVsrc = 7;  ///< bits 4:2
  unsigned VaSdst = 7;  ///< bits 11:9
  unsigned VaSsrc = 1;  ///< bit 8
  unsigned HoldCnt = 1; ///< bit 7 (gfx12)
  unsigned VaVdst = 15; ///< bits 15:12
};

/// s_delay_alu fields: instid0 [3:0], instskip [6:4], instid1 [10:7].
struct DelayAluFields {
  unsigned InstId0 = 0;
  unsigned InstSkip = 0;
  unsigned InstId1 = 0;
  /// "NO_DEP", "VALU_DEP_1".."4", "TRANS32_DEP_1".."3", "FMA_ACCUM_CYCLE_1",
  /// "SALU_CYCLE_1".."3"; "SAME", "NEXT", "SKIP_1".."4" for InstSkip.
  static StringRef instIdName(unsigned Id);
  static StringRef skipName(unsigned Skip);
};

/// What a wait-like instruction does, decoded.
struct WaitInfo {
  enum KindTy : uint8_t {
    None,    ///< not a wait-like instruction
    Waitcnt, ///< counters: see Limits
    DepCtr,
    DelayAlu,
    Nop,   ///< Count = N + 1 wait states
    Sleep, ///< Count = N (about 64 * N cycles)
  } Kind = None;
  WaitcntLimits Limits;
  DepCtrFields Dep;
  DelayAluFields Delay;
  unsigned Count = 0;
  /// True when a register operand adds an unknown value (gfx10+ sgpr forms
  /// with a register other than null): the limits use the immediate alone.
  bool UsesUnknownRegister = false;
};

/// Decodes wait-like instructions for one processor.
class WaitcntDecoder {
public:
  explicit WaitcntDecoder(const GCNProcessorModel &Model) : Model(Model) {}

  /// s_waitcnt simm16 in this processor's layout.
  WaitcntLimits decodeWaitcnt(unsigned Imm) const;
  /// Encodes limits back (for tests and printing); counters at max if unset.
  unsigned encodeWaitcnt(const WaitcntLimits &L) const;
  /// One-counter forms: s_waitcnt_vmcnt/expcnt/lgkmcnt/vscnt and gfx12
  /// s_wait_<x>cnt: every other counter at max, \p C at min(Imm, max).
  WaitcntLimits decodeSingle(WaitCounter C, unsigned Imm) const;
  /// gfx12 s_wait_loadcnt_dscnt (\p First = LoadCnt) and s_wait_storecnt_dscnt
  /// (\p First = StoreCnt): dscnt in [5:0], the other counter in [13:8].
  WaitcntLimits decodeCombined(WaitCounter First, unsigned Imm) const;
  static DepCtrFields decodeDepCtr(unsigned Imm);
  static DelayAluFields decodeDelayAlu(unsigned Imm);

  /// Decodes \p Inst by opcode name; Kind None if it is not wait-like.
  /// With \p MRI, a register operand other than null sets
  /// UsesUnknownRegister.
  WaitInfo decode(const MCInst &Inst, const MCInstrInfo &MCII,
                  const MCRegisterInfo *MRI = nullptr) const;

  /// Renders the limits as "vmcnt(3) lgkmcnt(0)" (only waited counters;
  /// "none" if nothing is waited on).
  std::string format(const WaitcntLimits &L) const;

private:
  const GCNProcessorModel &Model;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_TARGET_WAITCNTDECODER_H
