# Per-instruction texture settings: `; gcn-mca: texture FORMAT FILTER`
# holds from the next instruction (a trailing comment: from the instruction
# on its line) to the next texture annotation or the next function; each
# annotation replaces the previous one, `default` returns to the command
# line's setting. gfx900 wave64: full rate 16 cycles (see texture-cost.s).
# RUN: gcn-mca -mcpu=gfx900 -waves-per-simd=1 -workgroups=1 -iterations=1 \
# RUN:   -gcn-instruction-info %wave-views-off \
# RUN:   -occupancy-view=0 %S/Inputs/texture-annotations.s \
# RUN:   2>&1 | FileCheck %s --implicit-check-not="unknown gcn-mca annotation"
# The unknown word is a warning at its place; that annotation is ignored.
# CHECK: texture-annotations.s:15:3: warning: unknown texture annotation word 'rgba9'
# CHECK: [0] Code Region - ps
# Before any annotation: 16.
# CHECK:      MIMG_SAMPLE     Texture  16  {{.*}} S1   image_sample
# 128bit trilinear: 16 x 4 x 2 = 128; the derivative sample x 2 = 256.
# CHECK-NEXT: MIMG_SAMPLE     Texture  128 {{.*}} S2   image_sample
# CHECK-NEXT: MIMG_SAMPLE_D   Texture  256 {{.*}} S3   image_sample_d
# Trailing `point` on the sample's own line: 16.
# CHECK-NEXT: MIMG_SAMPLE     Texture  16  {{.*}} S4   image_sample
# `default`: 16 again (the plain rule, S1).
# CHECK-NEXT: MIMG_SAMPLE     Texture  16  {{.*}} S1   image_sample
# 64bit: gather4 is not filtered (16); the sample 16 x 2 = 32.
# CHECK-NEXT: MIMG_GATHER     Texture  16  {{.*}} S5   image_gather4
# CHECK-NEXT: MIMG_SAMPLE     Texture  32  {{.*}} S6   image_sample
# CHECK:      S2: {{.*}}; texture annotation: TexelBytes=16, TexFilterProbes=2
# CHECK:      S4: {{.*}}; texture annotation: TexelBytes=4, TexFilterProbes=0
# The next function starts without a setting.
# CHECK:      [1] Code Region - ps2
# CHECK:      MIMG_SAMPLE     Texture  16  {{.*}} S1   image_sample
# (--implicit-check-not: the control-flow layer does not call them unknown.)
#
# The wave pipeline uses them. One wave, -vmem-latency=100, as in
# texture-cost.s: the first sample (16) at 4 completes 4 + 16 + 100 = 120;
# the second, annotated 128bit (64), issues at 8, starts at 20 when the FIFO
# frees and completes 20 + 64 + 100 = 184; s_waitcnt at 184, s_endpgm at 188:
# 189 cycles.
# RUN: sed 's/^#SECOND //' %s | grep -v '^#' > %t.s
# RUN: gcn-mca -mcpu=gfx900 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 \
# RUN:   -vmem-latency=100 -wave-stats %wave-views-off \
# RUN:   -occupancy-view=0 %t.s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=WAVE
# WAVE: Total Cycles:       189
#SECOND   image_sample v0, v[4:5], s[0:7], s[8:11] dmask:0x1
#SECOND   ; gcn-mca: texture 128bit
#SECOND   image_sample v1, v[4:5], s[0:7], s[8:11] dmask:0x1
#SECOND   s_waitcnt vmcnt(0)
#SECOND   s_endpgm
