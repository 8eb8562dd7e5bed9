# Per-instruction hit rates: '; gcn-mca: hit LEVEL=FRACTION ...' holds from
# the next instruction to the next 'hit' annotation; the rule is the
# expected value (docs/Model.md, "Memory behind the CU").
#
# gfx90a, one wave, one iteration; P = roundup4(4 + L) + 4 per dependent
# load (test/Memory/pointer-chase.s):
#   load 1, hit L1=1:        L = 125                     -> P 136
#   load 2, hit L1=0 L2=1:   L = 237                     -> P 248
#   load 3, hit L1=0.5 (L2 back to its default 0, so the rest is HBM):
#            L = 0.5 x 125 + 0.5 x 570 = 347.5 -> 348    -> P 356
#   load 4, hit default (streaming): L = 570             -> P 580
# Total: 4 (first slot) + 136 + 248 + 356 + 580 - 4 + 5 = 1325.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=1 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s
# CHECK: Total Cycles:       1325
#
# A bad level or fraction is a warning at its place; the annotation is
# ignored.
# RUN: sed 's/hit L1=0.5$/hit L7=0.5/' %s | gcn-mca -pipeline=wave -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=1 %wave-views-off - 2>&1 | FileCheck %s --check-prefix=BAD
# BAD: <stdin>:[[#]]:{{[0-9]+}}: warning: unknown memory level in hit annotation 'L7=0.5' (levels: L1, L0, GL1, L2, MALL, IC); annotation ignored
# RUN: sed 's/hit L1=0.5$/hit L1=1.5/' %s | gcn-mca -pipeline=wave -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=1 %wave-views-off - 2>&1 | FileCheck %s --check-prefix=RANGE
# RANGE: warning: hit rate 'L1=1.5' is not LEVEL=FRACTION in [0, 1]; annotation ignored
  ; gcn-mca: stride 0
  ; gcn-mca: hit L1=1
  global_load_dword v2, v[2:3], off
  s_waitcnt vmcnt(0)
  ; gcn-mca: hit L1=0 L2=1
  global_load_dword v2, v[2:3], off
  s_waitcnt vmcnt(0)
  ; gcn-mca: hit L1=0.5
  global_load_dword v2, v[2:3], off
  s_waitcnt vmcnt(0)
  ; gcn-mca: hit default
  global_load_dword v2, v[2:3], off
  s_waitcnt vmcnt(0)
