# A VALU-bound kernel: 32 independent v_add_f32 per wave, nothing else.
#
# Derivation (gfx90a, wave64, 4 SIMDs x 16 lanes): a wave64 VALU op keeps its
# SIMD's VALU busy 4 cycles, so the VALUs do 64 waves x 32 ops x 4 cycles =
# 8192 busy cycles in all (summed over the 4 VALUs), 2048 per SIMD. With 4
# waves resident per SIMD there is always another wave with a VALU op ready,
# so each VALU runs back to back from its first wave's launch to its last
# wave's end: total cycles = 2048 + launch ramp + s_endpgm drain, and the
# VALU utilization 8192 / (4 x C) is above 90% as long as ramp + drain stays
# under 2048/0.9 - 2048 = 227 cycles. Nothing else is busy, so the verdict
# is VALU-bound. Stalls are only lost arbitration among the ready waves.
#
# RUN: gcn-mca -mcpu=gfx90a -pipeline=wave -waves-per-simd=4 -workgroups=16 \
# RUN:   -workgroup-size=256 -json %s \
# RUN:   | %python %S/Inputs/check_gcn_views.py busy,VALU,8192 unit,VALU,0.9,1.0 \
# RUN:       verdict,unit-bound,VALU unit,VMEM,0,0 unit,LDS,0,0 \
# RUN:   | FileCheck --check-prefix=JSON %s
# JSON: OK
#
# RUN: gcn-mca -mcpu=gfx90a -pipeline=wave -waves-per-simd=4 -workgroups=16 \
# RUN:   -workgroup-size=256 %s | FileCheck %s
# CHECK:      GCN Summary:
# CHECK-NEXT: Waves:                       64
# CHECK:      Unit Utilization:
# CHECK-NEXT: Unit     Units  Busy Cycles  Utilization
# CHECK-NEXT: VALU         4         8192       9{{[0-9]\.[0-9]+}}%
# CHECK:      Verdict: VALU-bound: the vector ALUs are busy 9{{[0-9]\.[0-9]+}}% of the cycles.
# CHECK:      Stall View:
# CHECK:      Per-Wave Utilization:
# Only the units the waves used have a column: VALU and INT (s_endpgm).
# CHECK-NEXT: Wave  SIMD  Start   End  VALU  INT  Issue
# CHECK:      Total {{ *}}4 {{ *}}0 {{ *[0-9]+}}  2048   64

  v_add_f32_e32 v1, 1.0, v1
  v_add_f32_e32 v2, 1.0, v2
  v_add_f32_e32 v3, 1.0, v3
  v_add_f32_e32 v4, 1.0, v4
  v_add_f32_e32 v5, 1.0, v5
  v_add_f32_e32 v6, 1.0, v6
  v_add_f32_e32 v7, 1.0, v7
  v_add_f32_e32 v8, 1.0, v8
  v_add_f32_e32 v9, 1.0, v9
  v_add_f32_e32 v10, 1.0, v10
  v_add_f32_e32 v11, 1.0, v11
  v_add_f32_e32 v12, 1.0, v12
  v_add_f32_e32 v13, 1.0, v13
  v_add_f32_e32 v14, 1.0, v14
  v_add_f32_e32 v15, 1.0, v15
  v_add_f32_e32 v16, 1.0, v16
  v_add_f32_e32 v17, 1.0, v17
  v_add_f32_e32 v18, 1.0, v18
  v_add_f32_e32 v19, 1.0, v19
  v_add_f32_e32 v20, 1.0, v20
  v_add_f32_e32 v21, 1.0, v21
  v_add_f32_e32 v22, 1.0, v22
  v_add_f32_e32 v23, 1.0, v23
  v_add_f32_e32 v24, 1.0, v24
  v_add_f32_e32 v25, 1.0, v25
  v_add_f32_e32 v26, 1.0, v26
  v_add_f32_e32 v27, 1.0, v27
  v_add_f32_e32 v28, 1.0, v28
  v_add_f32_e32 v29, 1.0, v29
  v_add_f32_e32 v30, 1.0, v30
  v_add_f32_e32 v31, 1.0, v31
  v_add_f32_e32 v32, 1.0, v32
  s_endpgm
