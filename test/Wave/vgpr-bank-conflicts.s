# RDNA VGPR banks (docs/Model.md, "VGPR bank conflicts"): register n is in
# bank n % 4 (VGPRBanks), a bank delivers one register per cycle, so a VALU
# instruction occupies its VALU one cycle per source register in its fullest
# bank (the accumulator of a mac form counts; a register the wave's previous
# VALU instruction read is in the operand cache and costs nothing).
#
# gfx1100 wave32, 4 one-wave groups, one wave per SIMD: wave k launches in
# cycle k on SIMD k and issues from cycle k + 1 (vopd-dual-issue.s); a VALU
# op completes VALULatency = 5 cycles after it issues.
#
# CONFLICT (this file's body): 16 instructions alternating two v_fma_f32
# whose three sources are all in bank 0 (v0, v4, v8 and v12, v16, v20; LLVM's
# GCNRegBankReassign example: "V_FMA_F32 V111 = V0 + V4 * V8 will need 3
# cycles to read operands"); neither reads what the one before read, so each
# occupies the VALU 3 cycles. Wave 3 issues at 4, 7, ..., 4 + 3 x 15 = 49, the
# last completes at 54, s_endpgm drains until then: 55 cycles. VALU busy
# 4 waves x 16 x 3 = 192.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1100 -waves-per-simd=1 -workgroups=4 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=CONFLICT
# CONFLICT:      Total Cycles:       55
# CONFLICT:      VALU             192
#
# Without the bank model (-gcn-param=VGPRBanks=0, and every chip before
# RDNA) each takes 1 cycle: issues at 4..19, total 25, VALU busy 64.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1100 -gcn-param=VGPRBanks=0 -waves-per-simd=1 -workgroups=4 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=NOBANKS
# NOBANKS:      Total Cycles:       25
# NOBANKS:      VALU              64
#
# VOPD (Inputs/vgpr-banks-vopd.s): 16 v_dual_fmac_f32 alternating
# "v0, v4, v8 :: v1, v5, v9" (bank 0: v0 v4 v8, bank 1: v1 v5 v9; legal VOPD:
# the src0s, the vsrc1s in different banks, one dst even, one odd) and
# "v2, v6, v10 :: v3, v7, v11" (banks 2 and 3): 3 registers in one bank, none
# cached: 3 cycles each, as in the first run (55 cycles, VALU busy 192).
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1100 -waves-per-simd=1 -workgroups=4 -wave-stats %wave-views-off %S/Inputs/vgpr-banks-vopd.s 2>&1 | FileCheck %s --check-prefix=CONFLICT
#
# Bank-spread VOPD (Inputs/vgpr-banks-spread.s), the pattern of the RX 7900
# XTX study (seb-v): A in v40, v41 (banks 0, 1), B in v42, v43 (banks 2, 3),
# "vA, v40, v42 :: vB, v41, v43" with accumulators v0..v31 in turn. The first
# reads v0 v40 (bank 0), v1 v41 (bank 1), v42, v43: 2 cycles; the others
# find v40..v43 in the operand cache and read only their two accumulators,
# one even and one odd (two banks): 1 cycle. Wave 3 issues at 4, 6, 7, ...,
# 20, the last completes at 25: 26 cycles; VALU busy 4 x (2 + 15) = 68.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1100 -waves-per-simd=1 -workgroups=4 -wave-stats %wave-views-off %S/Inputs/vgpr-banks-spread.s 2>&1 | FileCheck %s --check-prefix=SPREAD
# SPREAD:      Total Cycles:       26
# SPREAD:      VALU              68
#
# CDNA has no bank model: gfx90a runs the CONFLICT body at one op per 4
# cycles (wave64 on a SIMD16) whatever the registers: wave 3 issues at
# 4, 8, ..., 64 - the same as with VGPRBanks=0 there.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -waves-per-simd=1 -workgroups=4 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=CDNA
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -gcn-param=VGPRBanks=4 -waves-per-simd=1 -workgroups=4 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=CDNA4
# CDNA:      VALU             256
# CDNA4:     VALU             768
#
# The range: 0 (off) .. 64.
# RUN: not gcn-mca -mcpu=gfx1100 -gcn-param=VGPRBanks=65 %s 2>&1 | FileCheck %s --check-prefix=BAD
# BAD: gcn-mca: error: -gcn-param VGPRBanks=65 is out of range (0..64)
  v_fma_f32 v1, v0, v4, v8
  v_fma_f32 v2, v12, v16, v20
  v_fma_f32 v1, v0, v4, v8
  v_fma_f32 v2, v12, v16, v20
  v_fma_f32 v1, v0, v4, v8
  v_fma_f32 v2, v12, v16, v20
  v_fma_f32 v1, v0, v4, v8
  v_fma_f32 v2, v12, v16, v20
  v_fma_f32 v1, v0, v4, v8
  v_fma_f32 v2, v12, v16, v20
  v_fma_f32 v1, v0, v4, v8
  v_fma_f32 v2, v12, v16, v20
  v_fma_f32 v1, v0, v4, v8
  v_fma_f32 v2, v12, v16, v20
  v_fma_f32 v1, v0, v4, v8
  v_fma_f32 v2, v12, v16, v20
  s_endpgm
