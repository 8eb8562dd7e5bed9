; gfx1010 timeline options: iteration and cycle limits, truncation.
; RUN: %mca-diff %s -mcpu=gfx1010 -timeline | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx1010 -timeline -timeline-max-iterations=1 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx1010 -timeline -timeline-max-iterations=40 -timeline-max-cycles=500 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx1010 -timeline -iterations=3 -timeline-max-iterations=50 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx1010 -timeline -json -timeline-max-cycles=30 | FileCheck %s
; CHECK: mca-diff: identical
  v_add_nc_u32 v0, v1, v2
  v_mul_lo_u32 v3, v0, v0
  s_add_u32 s0, s1, s2
  ds_read_b32 v4, v3
  s_waitcnt lgkmcnt(0)
  v_add_nc_u32 v5, v4, v0
