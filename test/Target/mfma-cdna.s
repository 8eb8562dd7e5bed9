# The MFMA passes of the Matrix Instruction Calculator (hardware-numbers.md):
# v_mfma_f32_32x32x8f16 is 64 cycles on CDNA1/CDNA2 (16 passes of 4 cycles)
# and 32 cycles on CDNA3 (8 passes); v_mfma_f32_32x32x2f32 64 cycles (16
# passes) on all three; v_mfma_f64_16x16x4f64 32 cycles (8 passes) on
# gfx90a/gfx942; v_mfma_f32_4x4x1f32 8 cycles (2 passes).
# RUN: sed -e 's/^# F64INST/v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], v[0:7]/' %s > %t.s
# RUN: gcn-mca -mcpu=gfx908 -gcn-instruction-info -summary-view=0 %mca-views-off %s 2>&1 | FileCheck %s --check-prefix=CDNA1
# RUN: gcn-mca -mcpu=gfx90a -gcn-instruction-info -summary-view=0 %mca-views-off %t.s 2>&1 | FileCheck %s --check-prefixes=CDNA2,F64
# RUN: gcn-mca -mcpu=gfx942 -gcn-instruction-info -summary-view=0 %mca-views-off %t.s 2>&1 | FileCheck %s --check-prefixes=CDNA3,F64

v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]
v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15]
v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]
# F64INST

# CDNA1:      GCN Instruction Info (gfx908, CDNA1, wave64):
# CDNA1:      MFMA  Matrix  64  64  16  -  -  -  S{{[0-9]+}}  v_mfma_f32_32x32x8f16
# CDNA1-NEXT: MFMA  Matrix  64  64  16  -  -  -  S{{[0-9]+}}  v_mfma_f32_32x32x2f32
# CDNA1-NEXT: MFMA  Matrix  8   8   2   -  -  -  S{{[0-9]+}}  v_mfma_f32_4x4x1f32

# CDNA2:      GCN Instruction Info (gfx90a, CDNA2, wave64):
# CDNA2:      MFMA  Matrix  64  64  16  -  -  -  S{{[0-9]+}}  v_mfma_f32_32x32x8f16
# CDNA2-NEXT: MFMA  Matrix  64  64  16  -  -  -  S{{[0-9]+}}  v_mfma_f32_32x32x2f32
# CDNA2-NEXT: MFMA  Matrix  8   8   2   -  -  -  S{{[0-9]+}}  v_mfma_f32_4x4x1f32

# CDNA3:      GCN Instruction Info (gfx942, CDNA3, wave64):
# CDNA3:      MFMA  Matrix  32  32  8   -  -  -  S{{[0-9]+}}  v_mfma_f32_32x32x8_f16
# CDNA3-NEXT: MFMA  Matrix  64  64  16  -  -  -  S{{[0-9]+}}  v_mfma_f32_32x32x2_f32
# CDNA3-NEXT: MFMA  Matrix  8   8   2   -  -  -  S{{[0-9]+}}  v_mfma_f32_4x4x1_16b_f32

# F64-NEXT:   MFMA_DGEMM  Matrix  32  32  8  -  -  -  S{{[0-9]+}}  v_mfma_f64_16x16x4

# The source of the passes is named.
# CDNA3: matrix rule 'V_MFMA_F32_32X32X8{F16,BF16_1K}*' for CDNA{3,4}
