# Starving: a vertex shader whose dispatch is slower than its execution
# (gfx900, -num-cus=1, 10 waves of 8 VALU ops).
#
# Derivation: with 0.7 verts/tri a wave comes every 1 x min(64, 64/0.7) = 64
# cycles; wave k launches at 64k on SIMD k % 4. Its first slot is 64k + 4 on
# SIMD 0, else 64k + SIMD; 8 VALU ops take 32 cycles, so it ends at its first
# slot + 32 (36, 97, 162, 227, 292, ...). The CU is empty between an end and
# the next launch: 27 + 30 + 29 + 28 + 27 + 30 + 29 + 28 + 27 = 255 starved
# cycles; the last wave (9, SIMD 1, launched 576) ends at 577 + 32 = 609:
# total 610. With 3 verts/tri a wave comes every ceil(64/3) = 22 cycles, less
# than a wave's life: never starved.
#
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx900 -dispatch=vertex -verts-per-tri=0.7 -num-cus=1 -workgroups=10 %s 2>&1 | FileCheck %s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx900 -dispatch=vertex -verts-per-tri=3 -num-cus=1 -workgroups=10 %s 2>&1 | FileCheck --check-prefix=FAST %s
# CHECK: Total Cycles:       610
# CHECK: Starved Cycles:     255
# FAST: Starved Cycles:     0
  v_add_f32_e32 v1, 1.0, v1
  v_add_f32_e32 v2, 1.0, v2
  v_add_f32_e32 v3, 1.0, v3
  v_add_f32_e32 v4, 1.0, v4
  v_add_f32_e32 v5, 1.0, v5
  v_add_f32_e32 v6, 1.0, v6
  v_add_f32_e32 v7, 1.0, v7
  v_add_f32_e32 v8, 1.0, v8
  s_endpgm
