# The clock under matrix load (docs/Model.md, "The clock under matrix load").
#
# MI300X (gfx942) runs dense matrix kernels at MatrixClockMHz = 1207 MHz
# (AMD, "Measuring Max-Achievable FLOPs - Part 2": median engine clock of a
# BF16 GEMM), not at its 2100 MHz peak. This stream is four independent
# v_mfma_f32_16x16x16_bf16 per wave: matrix FLOPs only, so it runs at 1207.
#
# Derivation (cycles do not depend on the clock): 16x16x16 bf16 takes 16
# cycles of the matrix core on CDNA3; one wave per SIMD, the last SIMD's
# first issue slot is cycle 7, its MFMAs issue at 7, 23, 39, 55, the last
# result is ready at 71 when s_endpgm issues: 72 cycles. Matrix busy 4 SIMDs
# x 4 x 16 = 256 of 4 x 72 = 88.89 %.
# The launch: 4 workgroups of one wave on each of the 304 CUs = 1216 waves x
# 4 x 8192 FLOPs = 39,845,888 FLOPs in 72 cycles (no launch overhead):
# - at 1207 MHz: 39,845,888 x 1207e6 / 72 = 667,972.0 GFLOP/s, against the
#   peak 2048 FLOP/clk/CU (the MFMA's 4 x 8192 FLOPs per 4 x 16 cycles on 4
#   SIMDs) x 304 x 1207e6 = 751,468.5 GFLOP/s (the blog's 751 TFLOP/s at
#   1207 MHz);
# - at 2100 MHz (-gcn-param=MatrixClockMHz=0): 1,162,171.7 of 1,307,443.2;
# - -clock-mhz=1500 and -gcn-param=ClockMHz=1500 name the clock: 1500 MHz,
#   830,122.7 GFLOP/s of 933,888.0 (the matrix clock does not apply).
# The reproduce line names the matrix clock as -gcn-param=ClockMHz=1207 (the
# model's clock; -clock-mhz sets the views' only).
# Inputs/matrix-clock-valu.s has as many other FLOPs as matrix FLOPs (8192
# each): not a matrix kernel (the rule is "more matrix than other FLOPs"),
# so it runs at 2100 MHz. The parameter's range is 0..100000 (0 = off).
# Inputs/matrix-clock-f16.s is the same stream in f16 (v_mfma_f32_16x16x16_f16,
# 16 cycles too: 72 cycles): FP16 GEMMs ran at 1115 MHz (the same blog,
# MatrixClockF16MHz): 39,845,888 x 1115e6 / 72 = 617,057.8 GFLOP/s, against
# 2048 x 304 x 1115e6 = 694,190.1.
#
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=4 -workgroup-size=64 -gcn-param=LaunchOverheadNs=0 -instruction-info=0 -stall-view=0 -wave-view=0 -memory-view=0 %s 2>&1 | FileCheck --check-prefix=MATRIX %s
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=4 -workgroup-size=64 -gcn-param=LaunchOverheadNs=0 -instruction-info=0 -stall-view=0 -wave-view=0 -memory-view=0 -gcn-param=MatrixClockMHz=0 %s 2>&1 | FileCheck --check-prefix=OFF %s
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=4 -workgroup-size=64 -gcn-param=LaunchOverheadNs=0 -instruction-info=0 -stall-view=0 -wave-view=0 -memory-view=0 -clock-mhz=1500 %s 2>&1 | FileCheck --check-prefix=GIVEN %s
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=4 -workgroup-size=64 -gcn-param=LaunchOverheadNs=0 -instruction-info=0 -stall-view=0 -wave-view=0 -memory-view=0 -gcn-param=ClockMHz=1500 %s 2>&1 | FileCheck --check-prefix=GIVEN %s
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=4 -workgroup-size=64 -gcn-param=LaunchOverheadNs=0 -instruction-info=0 -stall-view=0 -wave-view=0 -memory-view=0 %S/Inputs/matrix-clock-valu.s 2>&1 | FileCheck --check-prefix=VALU %s
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=4 -workgroup-size=64 -gcn-param=LaunchOverheadNs=0 -instruction-info=0 -stall-view=0 -wave-view=0 -memory-view=0 %S/Inputs/matrix-clock-f16.s 2>&1 | FileCheck --check-prefix=F16 %s
# RUN: not gcn-mca -pipeline=wave -mcpu=gfx942 -gcn-param=MatrixClockMHz=100001 %s 2>&1 | FileCheck --check-prefix=RANGE %s
#
# RANGE: gcn-mca: error: -gcn-param MatrixClockMHz=100001 is out of range (0..100000)
# MATRIX: Clock, CUs:      1207 MHz, 304 CUs
# MATRIX-NEXT: CUs (MatrixClockMHz, the clock under dense BF16 matrix load: 100.0 % of the
# MATRIX: -gcn-param=ClockMHz=1207
# MATRIX: Total Cycles:                72
# MATRIX: Chip (the launch on 304 CUs at 1207 MHz):
# MATRIX: GFLOP/s:                     667972.0 (peak of its instructions 751468.5, 88.89%)
# OFF: Clock, CUs:      2100 MHz
# OFF: Total Cycles:                72
# OFF: GFLOP/s:                     1162171.7 (peak of its instructions 1307443.2, 88.89%)
# GIVEN: Clock, CUs:      1500 MHz
# GIVEN-NOT: MatrixClockMHz
# GIVEN: Total Cycles:                72
# GIVEN: GFLOP/s:                     830122.7 (peak of its instructions 933888.0, 88.89%)
# F16: Clock, CUs:      1115 MHz, 304 CUs
# F16-NEXT: CUs (MatrixClockF16MHz, the clock under dense F16 matrix load: 100.0 % of the
# F16: Total Cycles:                72
# F16: GFLOP/s:                     617057.8 (peak of its instructions 694190.1, 88.89%)
# VALU: Clock, CUs:      2100 MHz
# VALU-NOT: MatrixClockMHz
# VALU: Chip (the launch on 304 CUs at 2100 MHz):
  v_mfma_f32_16x16x16_bf16 v[0:3], v[16:17], v[18:19], v[0:3]
  v_mfma_f32_16x16x16_bf16 v[4:7], v[16:17], v[18:19], v[4:7]
  v_mfma_f32_16x16x16_bf16 v[8:11], v[16:17], v[18:19], v[8:11]
  v_mfma_f32_16x16x16_bf16 v[12:15], v[16:17], v[18:19], v[12:15]
  s_endpgm
