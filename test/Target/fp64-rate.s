# FP64 rate per chip. v_fma_f64 costs VALUCycles(wave) x FP64RateDiv:
#   gfx90a: full rate (FP64RateDiv 1), wave64 VALU op 4 cycles -> 4.
#   gfx1030: 1/16 rate, wave32 1 cycle -> 16; wave64 2 cycles -> 32.
#   tahiti: 1/4 rate -> 4 x 4 = 16.  fiji: 1/16 -> 64.  hawaii: 1/2 -> 8.
# v_add_f32 is 4 cycles (GCN wave64) or 1 (RDNA wave32) for comparison;
# v_rcp_f64 costs FP64 x FP64TransMul (2): gfx90a 8, gfx1030 32.
# RUN: gcn-mca -mcpu=gfx90a -gcn-instruction-info -summary-view=0 %mca-views-off %s 2>&1 | FileCheck %s --check-prefix=GFX90A
# RUN: gcn-mca -mcpu=gfx1030 -gcn-instruction-info -summary-view=0 %mca-views-off %s 2>&1 | FileCheck %s --check-prefix=GFX1030
# RUN: gcn-mca -mcpu=gfx1030 -mattr=+wavefrontsize64 -gcn-instruction-info -summary-view=0 %mca-views-off %s 2>&1 | FileCheck %s --check-prefix=W64
# RUN: gcn-mca -mcpu=tahiti -gcn-instruction-info -summary-view=0 %mca-views-off %s 2>&1 | FileCheck %s --check-prefix=TAHITI
# RUN: gcn-mca -mcpu=fiji -gcn-instruction-info -summary-view=0 %mca-views-off %s 2>&1 | FileCheck %s --check-prefix=FIJI
# RUN: gcn-mca -mcpu=hawaii -gcn-instruction-info -summary-view=0 %mca-views-off %s 2>&1 | FileCheck %s --check-prefix=HAWAII

v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]
v_add_f32 v0, v1, v2
v_rcp_f64 v[0:1], v[2:3]

# GFX90A:      (gfx90a, CDNA2, wave64)
# GFX90A:      VALU_FP64        VALU  4   4   -  -  -  -  S1  v_fma_f64
# GFX90A-NEXT: VALU             VALU  4   4   -  -  -  -  S2  v_add_f32
# GFX90A-NEXT: VALU_FP64_TRANS  VALU  8   16  -  -  -  -  S3  v_rcp_f64
# GFX90A: FP64RateDiv = 1: full rate FP64

# GFX1030:      (gfx1030, RDNA2, wave32)
# GFX1030:      VALU_FP64        VALU  16  16  -  -  -  -  S1  v_fma_f64
# GFX1030-NEXT: VALU             VALU  1   5   -  -  -  -  S2  v_add_f32
# GFX1030-NEXT: VALU_FP64_TRANS  VALU  32  32  -  -  -  -  S3  v_rcp_f64
# GFX1030: FP64RateDiv = 16:

# W64:      (gfx1030, RDNA2, wave64)
# W64:      VALU_FP64        VALU  32  32  -  -  -  -  S1  v_fma_f64

# TAHITI:   (gfx600, GCN1, wave64)
# TAHITI:   VALU_FP64        VALU  16  16  -  -  -  -  S1  v_fma_f64
# FIJI:     (gfx803, GCN3, wave64)
# FIJI:     VALU_FP64        VALU  64  64  -  -  -  -  S1  v_fma_f64
# HAWAII:   (gfx701, GCN2, wave64)
# HAWAII:   VALU_FP64        VALU  8   8   -  -  -  -  S1  v_fma_f64
