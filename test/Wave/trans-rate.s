# Transcendental and FP64 rates: 8 v_exp_f32 per wave (quarter rate: 16 cycles
# of the SIMD's VALU each), 2 waves per SIMD, 8 waves (gfx90a and gfx900 alike).
#
# Derivation: SIMD 3's waves launch at cycles 3 and 7; its first slot with a
# wave is cycle 7. The VALU is busy 16 cycles per op, so SIMD 3 issues one op
# every 16 cycles: 2 waves x 8 ops = 16 ops, the last at 7 + 15 x 16 = 247,
# finished at 263 (latency = max(16, TransLatency 16)), when the last s_endpgm
# issues: total 264. VALU busy = 8 waves x 8 x 16 = 1024.
#
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=2 -workgroups=8 %s 2>&1 | FileCheck %s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx900 -waves-per-simd=2 -workgroups=8 %s 2>&1 | FileCheck %s
# CHECK: Total Cycles:       264
# CHECK: VALU            1024
# CHECK: ARBITER_WIN_EX_STALL
  v_exp_f32_e32 v1, v41
  v_exp_f32_e32 v2, v42
  v_exp_f32_e32 v3, v43
  v_exp_f32_e32 v4, v44
  v_exp_f32_e32 v5, v45
  v_exp_f32_e32 v6, v46
  v_exp_f32_e32 v7, v47
  v_exp_f32_e32 v8, v48
  s_endpgm
