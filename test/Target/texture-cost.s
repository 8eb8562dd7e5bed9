# Texture sample cost: format (-texture-format), filter (-texture-filter) and
# derivative samples (MIMG_SAMPLE_D). gfx900, wave64, TexelsPerClk 4: the
# full-rate cost is ceil(64 / 4) = 16 cycles; 4 dwords x 64 lanes / 16 per
# clock = 16 is the VMEM floor of a dmask:0xf sample, 4 for dmask:0x1.
#   F = ceil(TexelBytes / 4) x TexFilterProbes (1 when point), x 2 for _d/_cd.
# Columns printed: class, issue cycles.
# RUN: gcn-mca -mcpu=gfx900 -workgroups=1 -iterations=1 -gcn-instruction-info %wave-views-off \
# RUN:   -occupancy-view=0 %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=DEF
# Default (32bit, bilinear): F = 1; derivative samples 2 x 16 = 32; gather 16.
# DEF:      MIMG_SAMPLE     Texture  16  {{.*}} image_sample v[0:3]
# DEF-NEXT: MIMG_SAMPLE_D   Texture  32  {{.*}} image_sample_d v[0:3]
# DEF-NEXT: MIMG_SAMPLE_D   Texture  32  {{.*}} image_sample_c_d v[0:3]
# DEF-NEXT: MIMG_SAMPLE_D   Texture  32  {{.*}} image_sample_cd v[0:3]
# DEF-NEXT: MIMG_SAMPLE_D   Texture  32  {{.*}} image_sample_d_cl v[0:3]
# DEF-NEXT: MIMG_SAMPLE     Texture  16  {{.*}} image_sample_l v[0:3]
# DEF-NEXT: MIMG_SAMPLE     Texture  16  {{.*}} image_sample_c_lz v[0:3]
# DEF-NEXT: MIMG_GATHER     Texture  16  {{.*}} image_gather4 v[0:3]
# DEF-NEXT: MIMG_SAMPLE     Texture  16  {{.*}} image_sample v0,
# DEF:      TexelBytes = 4: assumption (workload)
# DEF:      TexFilterProbes = 1: assumption (workload)
#
# RUN: gcn-mca -mcpu=gfx900 -workgroups=1 -iterations=1 -gcn-instruction-info %wave-views-off \
# RUN:   -occupancy-view=0 -texture-format=128bit %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=F128
# RGBA32F: F = 16 / 4 = 4: 64; derivative 128; gather unchanged.
# F128:      MIMG_SAMPLE     Texture  64  {{.*}} image_sample v[0:3]
# F128-NEXT: MIMG_SAMPLE_D   Texture  128 {{.*}} image_sample_d v[0:3]
# F128:      MIMG_GATHER     Texture  16  {{.*}} image_gather4 v[0:3]
# F128-NEXT: MIMG_SAMPLE     Texture  64  {{.*}} image_sample v0,
# F128:      TexelBytes = 16: command line (-texture-format)
#
# RUN: gcn-mca -mcpu=gfx900 -workgroups=1 -iterations=1 -gcn-instruction-info %wave-views-off \
# RUN:   -occupancy-view=0 -texture-format=64bit \
# RUN:   -texture-filter=trilinear %s 2>&1 | FileCheck %s --check-prefix=TRI
# 8-byte texels, trilinear: F = 2 x 2 = 4: 64; derivative 128.
# TRI:      MIMG_SAMPLE     Texture  64  {{.*}} image_sample v[0:3]
# TRI-NEXT: MIMG_SAMPLE_D   Texture  128 {{.*}} image_sample_d v[0:3]
# TRI:      TexFilterProbes = 2: command line (-texture-filter)
#
# RUN: gcn-mca -mcpu=gfx900 -workgroups=1 -iterations=1 -gcn-instruction-info %wave-views-off \
# RUN:   -occupancy-view=0 -texture-format=128bit \
# RUN:   -texture-filter=point %s 2>&1 | FileCheck %s --check-prefix=POINT
# Point sampling ignores the format: 16; derivative samples still x 2: 32.
# POINT:      MIMG_SAMPLE     Texture  16  {{.*}} image_sample v[0:3]
# POINT-NEXT: MIMG_SAMPLE_D   Texture  32  {{.*}} image_sample_d v[0:3]
#
# RUN: gcn-mca -mcpu=gfx900 -workgroups=1 -iterations=1 -gcn-instruction-info %wave-views-off \
# RUN:   -occupancy-view=0 -texture-filter=aniso16 \
# RUN:   -gcn-param=TexGradientMul=3 -gcn-param=TexFilterProbes=8 %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=ANISO
# -gcn-param wins over -texture-filter: 8 probes: 128; derivative x 3: 384.
# ANISO:      MIMG_SAMPLE     Texture  128 {{.*}} image_sample v[0:3]
# ANISO-NEXT: MIMG_SAMPLE_D   Texture  384 {{.*}} image_sample_d v[0:3]
# ANISO:      TexGradientMul = 3: command line (-gcn-param)
# ANISO:      TexFilterProbes = 8: command line (-gcn-param)
#
# gfx1030 defaults to wave32: full rate ceil(32 / 4) = 8; 128bit: 8 x 4 = 32,
# derivative 64 (the VMEM floor is 4 dwords x 32 / 16 = 8).
# RUN: gcn-mca -mcpu=gfx1030 -workgroups=1 -iterations=1 -gcn-instruction-info %wave-views-off \
# RUN:   -occupancy-view=0 -texture-format=128bit \
# RUN:   %S/Inputs/samples-gfx10.s 2>&1 | FileCheck %s --check-prefix=W32
# W32:      GCN Instruction Info (gfx1030, {{.*}}, wave32)
# W32:      MIMG_SAMPLE     Texture  32  {{.*}} image_sample v[0:3]
# W32-NEXT: MIMG_SAMPLE_D   Texture  64  {{.*}} image_sample_d v[0:3]
# gfx12's opcode names (VSAMPLE) classify the same: wave32, 8 x 2 = 16.
# RUN: gcn-mca -mcpu=gfx1200 -workgroups=1 -iterations=1 -gcn-instruction-info %wave-views-off \
# RUN:   -occupancy-view=0 \
# RUN:   %S/Inputs/samples-gfx12.s 2>&1 | FileCheck %s --check-prefix=W12
# W12: MIMG_SAMPLE_D   Texture  16  {{.*}} samplecnt {{.*}} image_sample_d
#
# The wave pipeline uses the cost. One wave (SIMD 0, slots 4, 8, ...),
# -vmem-latency=100, two dmask:0x1 samples in the CU's one texture FIFO:
#   default: [0] at 4 completes 4 + 16 + 100 = 120; [1] at 8 starts when the
#   FIFO frees at 20, completes 20 + 16 + 100 = 136; s_waitcnt at 136,
#   s_endpgm at 140: 141 cycles.
#   128bit: 4 + 64 + 100 = 168; 68 + 64 + 100 = 232; 232, 236: 237 cycles.
# RUN: gcn-mca -mcpu=gfx900 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 \
# RUN:   -vmem-latency=100 -wave-stats %wave-views-off \
# RUN:   -occupancy-view=0 %S/Inputs/two-samples.s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=RUN32
# RUN32: Total Cycles:       141
# RUN: gcn-mca -mcpu=gfx900 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 \
# RUN:   -vmem-latency=100 -wave-stats %wave-views-off \
# RUN:   -occupancy-view=0 -texture-format=128bit \
# RUN:   %S/Inputs/two-samples.s 2>&1 | FileCheck %s --check-prefix=RUN128
# RUN128: Total Cycles:       237

image_sample v[0:3], v[4:5], s[0:7], s[8:11] dmask:0xf
image_sample_d v[0:3], v[4:9], s[0:7], s[8:11] dmask:0xf
image_sample_c_d v[0:3], v[4:10], s[0:7], s[8:11] dmask:0xf
image_sample_cd v[0:3], v[4:9], s[0:7], s[8:11] dmask:0xf
image_sample_d_cl v[0:3], v[4:10], s[0:7], s[8:11] dmask:0xf
image_sample_l v[0:3], v[4:6], s[0:7], s[8:11] dmask:0xf
image_sample_c_lz v[0:3], v[4:6], s[0:7], s[8:11] dmask:0xf
image_gather4 v[0:3], v[4:5], s[0:7], s[8:11] dmask:0x1
image_sample v0, v[4:5], s[0:7], s[8:11] dmask:0x1
