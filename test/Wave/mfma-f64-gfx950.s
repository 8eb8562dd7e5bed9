# gfx950 (CDNA4) FP64 matrix: v_mfma_f64_16x16x4_f64 takes 16 passes (64
# cycles), LLVM 22's gfx950 scheduling model (llvm-mca RThroughput 16, vs 8
# on gfx942): 16x16x4 x 2 = 2048 FLOP per wave / 64 cycles x 4 SIMDs = 128
# FLOP/clk/CU (MI355X spec: 78.6 TFLOPS FP64 matrix = 256 CUs x 2.4 GHz x
# 128). gfx942 keeps 8 passes: 256 FLOP/clk/CU.
#
# One wave per SIMD, 4 independent MFMAs per wave. gfx950: SIMD 3's first
# slot is cycle 7; it issues at 7, 71, 135, 199, the last result is ready at
# 263 when s_endpgm issues: 264 cycles; matrix busy 4 x 4 x 64 = 1024.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx950 -waves-per-simd=1 -workgroups=4 -workgroup-size=64 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=CDNA4
# CDNA4: Total Cycles:       264
# CDNA4: Matrix          1024
# gfx942: issues at 7, 39, 71, 103, last result at 135: 136 cycles, matrix
# busy 4 x 4 x 32 = 512.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=4 -workgroup-size=64 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=CDNA3
# CDNA3: Total Cycles:       136
# CDNA3: Matrix           512
  v_mfma_f64_16x16x4_f64 v[0:7], v[40:41], v[42:43], v[0:7]
  v_mfma_f64_16x16x4_f64 v[8:15], v[40:41], v[42:43], v[8:15]
  v_mfma_f64_16x16x4_f64 v[16:23], v[40:41], v[42:43], v[16:23]
  v_mfma_f64_16x16x4_f64 v[24:31], v[40:41], v[42:43], v[24:31]
  s_endpgm
