# LDS bank conflicts from the lane stride, and CDNA3's ds_read latency.
#
# gfx942: 32 banks x 4 B; a bank delivers one dword per clock, so a wave64
# ds_read_b32 takes max(4 (64 lanes x 4 B / 64 B per clock), the most
# distinct dwords one bank must deliver) cycles: unit stride 2 per bank -> 4;
# stride 8 B: 16 banks x 4 -> 4; 16 B: 8 banks x 8 -> 8; 32 B: 16; 64 B: 32;
# 128 B (32 dwords, every lane in bank 0): 64, the published full-conflict
# figure (tingqli/pyhip: 64-way conflict 64 cycles per wave); 132 B (33
# dwords, odd): conflict-free. Load-to-use = busy + LDSLatency (48) without
# a conflict; a conflicted access (bank cycles above the 4-cycle port cost)
# is replayed and takes max(busy + 48, LDSConflictLatency = 120): PH
# measures 120 for a 4-way conflict (issue interval 16) and 119 for all 64
# lanes in one bank (interval 64).
# One wave, 10 iterations of a dependent ds_read + wait, slots every 4
# cycles: P = roundup4(load-to-use) + 4, total = 10 x P + 5:
#   busy 4 -> 52 -> P 56 -> 565; busy 8, 16, 32, 64 (conflicted) -> 120 ->
#   P 124 -> 1245.
# Without the floor (-gcn-param=LDSConflictLatency=0), busy + 48:
#   8 -> P 60 -> 605; 16 -> 68 -> 685; 32 -> 84 -> 845; 64 -> 116 -> 1165.
# RUN: sed 's/STRIDE/4/' %s | gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off - 2>&1 | FileCheck %s --check-prefix=S4
# RUN: sed 's/STRIDE/8/' %s | gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off - 2>&1 | FileCheck %s --check-prefix=S4
# RUN: sed 's/STRIDE/16/' %s | gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off - 2>&1 | FileCheck %s --check-prefix=S16
# RUN: sed 's/STRIDE/32/' %s | gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off - 2>&1 | FileCheck %s --check-prefix=S32
# RUN: sed 's/STRIDE/64/' %s | gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off - 2>&1 | FileCheck %s --check-prefix=S64
# RUN: sed 's/STRIDE/128/' %s | gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off - 2>&1 | FileCheck %s --check-prefix=S128
# RUN: sed 's/STRIDE/132/' %s | gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off - 2>&1 | FileCheck %s --check-prefix=S4
# S4: Total Cycles:       565
# S4: LDS               40
# S16: Total Cycles:       1245
# S16: LDS               80
# S32: Total Cycles:       1245
# S32: LDS              160
# S64: Total Cycles:       1245
# S64: LDS              320
# S128: Total Cycles:       1245
# S128: LDS              640
# RUN: sed 's/STRIDE/16/' %s | gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off -gcn-param=LDSConflictLatency=0 - 2>&1 | FileCheck %s --check-prefix=N16
# RUN: sed 's/STRIDE/32/' %s | gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off -gcn-param=LDSConflictLatency=0 - 2>&1 | FileCheck %s --check-prefix=N32
# RUN: sed 's/STRIDE/128/' %s | gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off -gcn-param=LDSConflictLatency=0 - 2>&1 | FileCheck %s --check-prefix=N128
# N16: Total Cycles:       605
# N32: Total Cycles:       685
# N128: Total Cycles:       1165
#
# Without a stride annotation (and no address computation in the code) the
# stride is unknown: unit stride, conflict-free (565).
# RUN: sed '/gcn-mca: stride/d' %s | gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off - 2>&1 | FileCheck %s --check-prefix=S4
#
# ds_read_b128 (16 B per lane): busy 64 x 16 / 64 = 16, load-to-use 16 + 48
# = 64 (published 64; b32: 4 + 48 = 52, published 52): P = 68 -> 685.
# RUN: sed 's/STRIDE/16/; s/ds_read_b32 v1, v0/ds_read_b128 v[2:5], v0/' %s | gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off - 2>&1 | FileCheck %s --check-prefix=B128
# B128: Total Cycles:       685
  ; gcn-mca: stride STRIDE
  ds_read_b32 v1, v0
  s_waitcnt lgkmcnt(0)
