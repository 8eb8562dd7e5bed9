# A uniform pointer chase on the scalar side (issue 31): its cost grows with
# the working set. `; gcn-mca: footprint BYTES` says the load walks that many
# bytes over and over; the hit rate of every level is derived from the cache
# model (CacheHierarchy::footprintHitRates: a cyclic walk twice through the
# caches of lib/Target/GCNProcessors.td, LRU), so each level hits exactly
# when the working set fits it: scalar cache 16 KiB, GL1 128 KiB (gfx1030) /
# 256 KiB (gfx1100), L2 4 MiB (gfx1030, per XCD on gfx942) / 6 MiB (gfx1100)
# / 8 MiB (gfx90a), Infinity Cache / MALL 128 / 96 / 256 MiB.
#
# A scalar miss pays the scalar cache's lookup, not the vector L1's: each
# level's latency is the vector side's (GL1Latency ... DRAMLatency, measured
# by vector pointer chases) - VMEMLatency + SMEMLatency (docs/Model.md,
# "Scalar loads miss"): RDNA 73 - 40 = 33 cycles less, CDNA 125 - 40 = 85.
# RDNA (wave32, one wave; a SIMD issues every cycle): s_load issues at t
# (first at cycle 1), the SMEM unit is busy ceil(2 / 4) = 1 cycle, the value
# arrives at t + 1 + L, s_waitcnt issues then and the next load one cycle
# later: P = L + 2; total = 10 x P + 2.
#   gfx1100: 8 KiB scalar cache (SMEMLatency 40) -> 422; 128 KiB GL1
#   109 - 33 = 76 -> 782; 4 MiB L2 208 - 33 = 175 -> 1772; 64 MiB Infinity
#   Cache 150 ns x 2.5 GHz = 375, - 33 = 342 -> 3442; 200 MiB GDDR 300 ns x
#   2.5 GHz = 750, - 33 = 717 -> 7192 (DRAMLatencyNs: held in ns, not 675
#   cycles at RX 6900 XT's 2.25 GHz).
#   gfx1030: 64 MiB Infinity Cache 155 ns x 2.25 GHz = 349, - 33 = 316 ->
#   3182.
# CDNA (one wave on SIMD 0, slots every 4 cycles): P = roundup4(1 + L) + 4,
# total = 10 x P + 5.
#   gfx90a: 8 KiB 40 -> 485; 4 MiB L2 237 - 85 = 152 -> 1605; 64 MiB HBM
#   335 ns x 1.7 GHz = 570, - 85 = 485 -> 4925.
#   gfx942: 64 MiB MALL 525 - 85 = 440 -> 4485; 1 GiB HBM 650 - 85 = 565
#   -> 5725.
# Without the annotation a scalar load is a scalar-cache hit (ScalarHitL1
# 100 %): 422 like 8 KiB; -gcn-param=ScalarHitL1=0 with no footprint sends
# it to DRAM (every lower level's default load rate is 0 %): 7192.
#
# RUN: sed 's/FOOTPRINT/8KiB/' %s > %t.8k.s
# RUN: sed 's/FOOTPRINT/128KiB/' %s > %t.128k.s
# RUN: sed 's/FOOTPRINT/4MiB/' %s > %t.4m.s
# RUN: sed 's/FOOTPRINT/64MiB/' %s > %t.64m.s
# RUN: sed 's/FOOTPRINT/200MiB/' %s > %t.200m.s
# RUN: sed 's/FOOTPRINT/1GiB/' %s > %t.1g.s
# RUN: sed 's/FOOTPRINT/default/' %s > %t.none.s
# RUN: sed 's/FOOTPRINT/64KB/' %s > %t.bad.s
# DEFINE: %{run} = gcn-mca -pipeline=wave -waves-per-simd=1 -workgroups=1 -workgroup-size=32 -iterations=10 -wave-stats %wave-views-off
# RUN: %{run} -mcpu=gfx1100 %t.8k.s 2>&1 | FileCheck %s --check-prefix=R-SL1
# RUN: %{run} -mcpu=gfx1100 %t.128k.s 2>&1 | FileCheck %s --check-prefix=R-GL1
# RUN: %{run} -mcpu=gfx1100 %t.4m.s 2>&1 | FileCheck %s --check-prefix=R-L2
# RUN: %{run} -mcpu=gfx1100 %t.64m.s 2>&1 | FileCheck %s --check-prefix=R-IC
# RUN: %{run} -mcpu=gfx1100 %t.200m.s 2>&1 | FileCheck %s --check-prefix=R-DRAM
# RUN: %{run} -mcpu=gfx1030 %t.64m.s 2>&1 | FileCheck %s --check-prefix=R2-IC
# RUN: %{run} -mcpu=gfx90a %t.8k.s 2>&1 | FileCheck %s --check-prefix=A-SL1
# RUN: %{run} -mcpu=gfx90a %t.4m.s 2>&1 | FileCheck %s --check-prefix=A-L2
# RUN: %{run} -mcpu=gfx90a %t.64m.s 2>&1 | FileCheck %s --check-prefix=A-HBM
# RUN: %{run} -mcpu=gfx942 %t.64m.s 2>&1 | FileCheck %s --check-prefix=C-MALL
# RUN: %{run} -mcpu=gfx942 %t.1g.s 2>&1 | FileCheck %s --check-prefix=C-HBM
# RUN: %{run} -mcpu=gfx1100 %t.none.s 2>&1 | FileCheck %s --check-prefix=R-SL1
# RUN: %{run} -mcpu=gfx1100 -gcn-param=ScalarHitL1=0 %t.none.s 2>&1 | FileCheck %s --check-prefix=R-DRAM
# RUN: %{run} -mcpu=gfx1100 %t.bad.s 2>&1 | FileCheck %s --check-prefix=BAD
# R-SL1: Total Cycles:       422
# R-GL1: Total Cycles:       782
# R-L2: Total Cycles:       1772
# R-IC: Total Cycles:       3442
# R-DRAM: Total Cycles:       7192
# R2-IC: Total Cycles:       3182
# A-SL1: Total Cycles:       485
# A-L2: Total Cycles:       1605
# A-HBM: Total Cycles:       4925
# C-MALL: Total Cycles:       4485
# C-HBM: Total Cycles:       5725
# BAD: warning: footprint annotation needs a byte count from 1 to 1TiB (suffix KiB, MiB, GiB) or 'default', not '64KB'; annotation ignored
# BAD: Total Cycles:       422
  ; gcn-mca: footprint FOOTPRINT
  s_load_dwordx2 s[0:1], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
