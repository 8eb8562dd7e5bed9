# Pointer chase per memory level with the hit rates forcing each level
# (docs/Validation.md): one wave, a dependent load and its wait per
# iteration; every lane reads the same address (stride 0: one line).
#
# CDNA (gfx90a, gfx942; one wave on SIMD 0, slots every 4 cycles): the load
# issues at t, the L1 looks up its one line (busy max(64 x 1 / 16, 1) = 4),
# the value arrives at t + 4 + L (L = the level's latency), s_waitcnt issues
# in the first slot at or after it and the next load 4 cycles later: one
# iteration P = roundup4(4 + L) + 4. 10 iterations from the first slot
# (cycle 4), the wave ends 5 cycles after the last wait issues, so the total
# is 10 x P + 5.
#   gfx90a: L1 125 -> P 136 -> 1365; L2 237 -> 248 -> 2485;
#           HBM 570 -> 580 -> 5805.
#   gfx942: L1 125 -> 1365; L2 168 -> 176 -> 1765; MALL 525 -> 536 -> 5365;
#           HBM 650 -> 660 -> 6605.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off -gcn-param=LoadHitL1=100 %s 2>&1 | FileCheck %s --check-prefix=A-L1
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off -gcn-param=LoadHitL2=100 %s 2>&1 | FileCheck %s --check-prefix=A-L2
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=A-HBM
# A-L1: Total Cycles:       1365
# A-L2: Total Cycles:       2485
# A-HBM: Total Cycles:       5805
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off -gcn-param=LoadHitL1=100 %s 2>&1 | FileCheck %s --check-prefix=C-L1
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off -gcn-param=LoadHitL2=100 %s 2>&1 | FileCheck %s --check-prefix=C-L2
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off -gcn-param=LoadHitMALL=100 %s 2>&1 | FileCheck %s --check-prefix=C-MALL
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -iterations=10 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=C-HBM
# C-L1: Total Cycles:       1365
# C-L2: Total Cycles:       1765
# C-MALL: Total Cycles:       5365
# C-HBM: Total Cycles:       6605
#
# RDNA2 (gfx1030, wave32, one wave; a SIMD issues every cycle): the load
# issues at t (first at cycle 1), the L0 is busy max(32 / 16, 1) = 2, the
# value arrives at t + 2 + L, s_waitcnt issues then and the next load one
# cycle later: P = L + 3; the first iteration starts at 1 and the wave ends
# 2 cycles after its last wait: total = 10 x (L + 3) + 2.
#   L0 73 -> 762; GL1 109 -> 1122; L2 208 -> 2112; GDDR 675 -> 6782.
# The Infinity Cache is on the fabric side: gpu-benches' 390-407 cycles were
# counted at ~2.57 GHz = 151-158 ns; held in ns (MALLLatencyNs 155) it is
# 155 x 2.25 GHz = 349 cycles at the model's clock -> 3522 (until this fix
# the model kept the 399 cycles: +17 %).
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1030 -waves-per-simd=1 -workgroups=1 -workgroup-size=32 -iterations=10 -wave-stats %wave-views-off -gcn-param=LoadHitL1=100 %s 2>&1 | FileCheck %s --check-prefix=R-L0
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1030 -waves-per-simd=1 -workgroups=1 -workgroup-size=32 -iterations=10 -wave-stats %wave-views-off -gcn-param=LoadHitGL1=100 %s 2>&1 | FileCheck %s --check-prefix=R-GL1
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1030 -waves-per-simd=1 -workgroups=1 -workgroup-size=32 -iterations=10 -wave-stats %wave-views-off -gcn-param=LoadHitL2=100 %s 2>&1 | FileCheck %s --check-prefix=R-L2
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1030 -waves-per-simd=1 -workgroups=1 -workgroup-size=32 -iterations=10 -wave-stats %wave-views-off -gcn-param=LoadHitMALL=100 %s 2>&1 | FileCheck %s --check-prefix=R-IC
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1030 -waves-per-simd=1 -workgroups=1 -workgroup-size=32 -iterations=10 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=R-DRAM
# R-L0: Total Cycles:       762
# R-GL1: Total Cycles:       1122
# R-L2: Total Cycles:       2112
# R-IC: Total Cycles:       3522
# R-DRAM: Total Cycles:       6782
  ; gcn-mca: stride 0
  global_load_dword v2, v[2:3], off
  s_waitcnt vmcnt(0)
