# MFMA back to back vs interleaved with VALU (gfx90a, one wave per SIMD).
#
# Derivation: v_mfma_f32_32x32x2f32 takes 16 passes = 64 cycles of the SIMD's
# matrix core (AMD Matrix Instruction Calculator) and the VALU issue port for
# 4 cycles. 4 independent MFMAs per wave: SIMD 3 (first slot 7) issues them at
# 7, 71, 135, 199; the last result is ready at 263, when s_endpgm issues:
# total 264; matrix busy 4 SIMDs x 4 x 64 = 1024.
# Interleaved: 8 independent v_add_f32 after each MFMA (8 x 4 = 32 cycles of
# VALU per 64-cycle MFMA) run while the matrix core works: same total 264,
# VALU busy 4 x 4 x 8 x 4 = 512 on top.
#
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=1 -workgroups=4 %s 2>&1 | FileCheck %s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=1 -workgroups=4 %S/Inputs/mfma-valu.s 2>&1 | FileCheck --check-prefix=INTERLEAVED %s
# CHECK: Total Cycles:       264
# CHECK: Matrix          1024
# INTERLEAVED: Total Cycles:       264
# INTERLEAVED: VALU             512
# INTERLEAVED: Matrix          1024
  v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15]
  v_mfma_f32_32x32x2f32 a[16:31], v0, v1, a[16:31]
  v_mfma_f32_32x32x2f32 a[32:47], v0, v1, a[32:47]
  v_mfma_f32_32x32x2f32 a[48:63], v0, v1, a[48:63]
  s_endpgm
