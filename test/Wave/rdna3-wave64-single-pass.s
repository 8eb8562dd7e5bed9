# RDNA3 wave64 FP32 FMA runs in one pass on the dual-issue ALUs (AMD: "Wave64
# natively can access the new ALUs for 2x execution rates"; rocprofiler-compute
# RDNA WGP page: 128 V_FMA_F32 per cycle per CU in wave64 mode).
#
# gfx1100, -wave-size=64, 4 one-wave groups, one wave per SIMD: wave k
# launches in cycle k on SIMD k and issues from cycle k + 1. Each of the 32
# independent v_fma_f32 occupies its SIMD VALUCyclesWave64Dual = 1 cycle
# (latency VALULatency = 5). Wave 3 issues them at cycles 4..35, the last
# completes at 40, s_endpgm issues at 40: 41 cycles. VALU busy = 4 SIMDs x
# 32 x 1 = 128. Saturated rate: 1 wave64 FMA per SIMD per cycle = 64 lanes x
# 2 FLOP = 128 FLOP/clk/SIMD, 2 SIMDs per CU = 256 FLOP/clk/CU.
# The sources v42, v43 (VGPR banks 2, 3) and the accumulators vN read one
# register per bank, the shared v42, v43 stay in the operand cache: no VGPR
# bank conflict (vgpr-bank-conflicts.s; with v40, v41 the first op would
# read v0 and v40 from bank 0 in 2 cycles).
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1100 -wave-size=64 -waves-per-simd=1 -workgroups=4 -workgroup-size=64 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=ONE
# ONE:      Total Cycles:       41
# ONE:      VALU             128
#
# gfx1200 (RDNA4) keeps the rule.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1200 -wave-size=64 -waves-per-simd=1 -workgroups=4 -workgroup-size=64 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=ONE
#
# RDNA2 (gfx1030) and gfx1100 with the rule switched off: two passes (2
# cycles per op): issues at 4, 6, ..., 66, the last completes at 71: 72
# cycles, VALU busy 4 x 32 x 2 = 256 (128 FLOP/clk/CU).
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1030 -wave-size=64 -waves-per-simd=1 -workgroups=4 -workgroup-size=64 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=TWO
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1100 -wave-size=64 -gcn-param=VALUCyclesWave64Dual=0 -waves-per-simd=1 -workgroups=4 -workgroup-size=64 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=TWO
# TWO:      Total Cycles:       72
# TWO:      VALU             256
#
# The instruction info shows 1 issue cycle, latency 5 for wave64.
# RUN: gcn-mca -mcpu=gfx1100 -wave-size=64 -gcn-instruction-info -summary-view=0 %wave-views-off -resource-pressure=0 %s 2>&1 | FileCheck %s --check-prefix=INFO
# INFO: VALU VALU 1 5 {{.*}}v_fma_f32 v0, v42, v43, v0
  v_fma_f32 v0, v42, v43, v0
  v_fma_f32 v1, v42, v43, v1
  v_fma_f32 v2, v42, v43, v2
  v_fma_f32 v3, v42, v43, v3
  v_fma_f32 v4, v42, v43, v4
  v_fma_f32 v5, v42, v43, v5
  v_fma_f32 v6, v42, v43, v6
  v_fma_f32 v7, v42, v43, v7
  v_fma_f32 v8, v42, v43, v8
  v_fma_f32 v9, v42, v43, v9
  v_fma_f32 v10, v42, v43, v10
  v_fma_f32 v11, v42, v43, v11
  v_fma_f32 v12, v42, v43, v12
  v_fma_f32 v13, v42, v43, v13
  v_fma_f32 v14, v42, v43, v14
  v_fma_f32 v15, v42, v43, v15
  v_fma_f32 v16, v42, v43, v16
  v_fma_f32 v17, v42, v43, v17
  v_fma_f32 v18, v42, v43, v18
  v_fma_f32 v19, v42, v43, v19
  v_fma_f32 v20, v42, v43, v20
  v_fma_f32 v21, v42, v43, v21
  v_fma_f32 v22, v42, v43, v22
  v_fma_f32 v23, v42, v43, v23
  v_fma_f32 v24, v42, v43, v24
  v_fma_f32 v25, v42, v43, v25
  v_fma_f32 v26, v42, v43, v26
  v_fma_f32 v27, v42, v43, v27
  v_fma_f32 v28, v42, v43, v28
  v_fma_f32 v29, v42, v43, v29
  v_fma_f32 v30, v42, v43, v30
  v_fma_f32 v31, v42, v43, v31
  s_endpgm
