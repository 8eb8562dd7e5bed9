# SALU and VALU from different waves co-issue in one slot (gfx90a, 2 waves per
# SIMD, each wave: 16 x (v_add_f32; s_add_u32), independent registers).
#
# Derivation: SIMD 3 has waves 3 (launched at cycle 3) and 7 (cycle 7). Slot 7:
# wave 3 issues VALU. From slot 11 on, every slot issues two instructions: the
# wave at a VALU op takes the VALU category and the other the scalar one.
# Wave 3 issues its 32 instructions at slots 7..131 and s_endpgm at 135;
# wave 7 its 32 at 11..135 and s_endpgm at 139: total 140 cycles. Without
# co-issue SIMD 3 would need 64 slots = 256 cycles.
#
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=2 -workgroups=8 %s 2>&1 | FileCheck %s
# CHECK: Total Cycles:       140
# CHECK: Wave Instructions:  264
# CHECK: SALU             128
# CHECK: VALU             512
  v_add_f32_e32 v1, 1.0, v1
  s_add_u32 s1, s1, 1
  v_add_f32_e32 v2, 1.0, v2
  s_add_u32 s2, s2, 1
  v_add_f32_e32 v3, 1.0, v3
  s_add_u32 s3, s3, 1
  v_add_f32_e32 v4, 1.0, v4
  s_add_u32 s4, s4, 1
  v_add_f32_e32 v5, 1.0, v5
  s_add_u32 s5, s5, 1
  v_add_f32_e32 v6, 1.0, v6
  s_add_u32 s6, s6, 1
  v_add_f32_e32 v7, 1.0, v7
  s_add_u32 s7, s7, 1
  v_add_f32_e32 v8, 1.0, v8
  s_add_u32 s8, s8, 1
  v_add_f32_e32 v9, 1.0, v9
  s_add_u32 s9, s9, 1
  v_add_f32_e32 v10, 1.0, v10
  s_add_u32 s10, s10, 1
  v_add_f32_e32 v11, 1.0, v11
  s_add_u32 s11, s11, 1
  v_add_f32_e32 v12, 1.0, v12
  s_add_u32 s12, s12, 1
  v_add_f32_e32 v13, 1.0, v13
  s_add_u32 s13, s13, 1
  v_add_f32_e32 v14, 1.0, v14
  s_add_u32 s14, s14, 1
  v_add_f32_e32 v15, 1.0, v15
  s_add_u32 s15, s15, 1
  v_add_f32_e32 v16, 1.0, v16
  s_add_u32 s16, s16, 1
  s_endpgm
