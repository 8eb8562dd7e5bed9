# FP64 at the chip's rate: 4 independent v_add_f64 per wave, 2 waves per SIMD.
#
# gfx900 (FP64 1/16): 4 x 16 = 64 cycles per op. SIMD 3: first slot cycle 7,
# 2 waves x 4 ops = 8 ops back to back, the last at 7 + 7 x 64 = 455, done at
# 519: total 520; VALU busy 8 waves x 4 x 64 = 2048.
# gfx90a (full-rate FP64): 4 cycles per op: last op at 7 + 7 x 4 = 35, done at
# 39: total 40; VALU busy 8 x 4 x 4 = 128.
#
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx900 -waves-per-simd=2 -workgroups=8 %s 2>&1 | FileCheck --check-prefix=GFX900 %s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=2 -workgroups=8 %s 2>&1 | FileCheck --check-prefix=GFX90A %s
# GFX900: Total Cycles:       520
# GFX900: VALU            2048
# GFX90A: Total Cycles:       40
# GFX90A: VALU             128
  v_add_f64 v[2:3], v[22:23], 1.0
  v_add_f64 v[4:5], v[24:25], 1.0
  v_add_f64 v[6:7], v[26:27], 1.0
  v_add_f64 v[8:9], v[28:29], 1.0
  s_endpgm
