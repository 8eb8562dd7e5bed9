//===- GCNImmFields.td - Bit fields of wait-like immediates --*- tablegen -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
// Bit layout of the immediates of s_waitcnt (per GCNProc.WaitcntForm),
// gfx12 combined waits, s_waitcnt_depctr and s_delay_alu.
// Source: LLVM 22 AMDGPUBaseInfo.cpp (get*BitShift / get*BitWidth), checked
// against `llvm-mc -triple=amdgcn -mcpu=<cpu> -show-encoding` (encodings in
// unittests/Target/WaitcntDecoderTest.cpp).
//===----------------------------------------------------------------------===//

class GCNImmField<string form, string fname, int shift, int width> {
  string Form = form;
  string Field = fname;
  bits<8> Shift = shift;
  bits<8> Width = width;
}

// gfx6-gfx8: vmcnt [3:0], expcnt [6:4], lgkmcnt [11:8].
def : GCNImmField<"WAITCNT_GFX6", "vmcnt", 0, 4>;
def : GCNImmField<"WAITCNT_GFX6", "expcnt", 4, 3>;
def : GCNImmField<"WAITCNT_GFX6", "lgkmcnt", 8, 4>;
// gfx9: vmcnt [3:0] + [15:14] (high bits), expcnt [6:4], lgkmcnt [11:8].
def : GCNImmField<"WAITCNT_GFX9", "vmcnt", 0, 4>;
def : GCNImmField<"WAITCNT_GFX9", "vmcnt_hi", 14, 2>;
def : GCNImmField<"WAITCNT_GFX9", "expcnt", 4, 3>;
def : GCNImmField<"WAITCNT_GFX9", "lgkmcnt", 8, 4>;
// gfx10: vmcnt [3:0] + [15:14], expcnt [6:4], lgkmcnt [13:8].
def : GCNImmField<"WAITCNT_GFX10", "vmcnt", 0, 4>;
def : GCNImmField<"WAITCNT_GFX10", "vmcnt_hi", 14, 2>;
def : GCNImmField<"WAITCNT_GFX10", "expcnt", 4, 3>;
def : GCNImmField<"WAITCNT_GFX10", "lgkmcnt", 8, 6>;
// gfx11 (and the legacy s_waitcnt still accepted on gfx12): expcnt [2:0],
// lgkmcnt [9:4], vmcnt [15:10].
def : GCNImmField<"WAITCNT_GFX11", "expcnt", 0, 3>;
def : GCNImmField<"WAITCNT_GFX11", "lgkmcnt", 4, 6>;
def : GCNImmField<"WAITCNT_GFX11", "vmcnt", 10, 6>;
// gfx12 s_wait_loadcnt_dscnt / s_wait_storecnt_dscnt: dscnt [5:0], the
// load/store count [13:8].
def : GCNImmField<"COMBINED", "dscnt", 0, 6>;
def : GCNImmField<"COMBINED", "first", 8, 6>;
// One-counter forms: the count in the low bits (s_waitcnt_vscnt etc. and
// gfx12 s_wait_*cnt): a 16-bit immediate clamped to the counter maximum.
def : GCNImmField<"SINGLE", "count", 0, 16>;
// s_waitcnt_depctr / s_wait_alu (gfx10+): sa_sdst [0], va_vcc [1],
// vm_vsrc [4:2], hold_cnt [7], va_ssrc [8], va_sdst [11:9], va_vdst [15:12].
def : GCNImmField<"DEPCTR", "sa_sdst", 0, 1>;
def : GCNImmField<"DEPCTR", "va_vcc", 1, 1>;
def : GCNImmField<"DEPCTR", "vm_vsrc", 2, 3>;
def : GCNImmField<"DEPCTR", "hold_cnt", 7, 1>;
def : GCNImmField<"DEPCTR", "va_ssrc", 8, 1>;
def : GCNImmField<"DEPCTR", "va_sdst", 9, 3>;
def : GCNImmField<"DEPCTR", "va_vdst", 12, 4>;
// s_delay_alu (gfx11+): instid0 [3:0], instskip [6:4], instid1 [10:7].
def : GCNImmField<"DELAY_ALU", "instid0", 0, 4>;
def : GCNImmField<"DELAY_ALU", "instskip", 4, 3>;
def : GCNImmField<"DELAY_ALU", "instid1", 7, 4>;
// s_nop N: N+1 wait states, N in simm16 [3:0] (GCN3/Vega ISA manuals;
// llvm-mc encodes larger values, which the hardware ignores above bit 3).
def : GCNImmField<"NOP", "count", 0, 4>;
// s_sleep N: simm16 [6:0], about 64 x N cycles (ISA manuals; the cycle
// factor is GCNProc.SleepUnitCycles).
def : GCNImmField<"SLEEP", "count", 0, 7>;
