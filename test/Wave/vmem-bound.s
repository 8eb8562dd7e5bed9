# A VMEM-bound loop body (no s_endpgm: each wave runs it -iterations times).
#
# Derivation (gfx90a): a wave64 global_load_dwordx4 moves 64 x 4 = 256 dwords;
# the vector memory path takes VMEMDwordsPerClk = 16 dwords per cycle, so each
# load occupies it 16 cycles. 32 waves x 10 iterations x 2 loads x 16 =
# 10240 busy cycles, back to back once the waves have launched, plus the
# latency of the last load: total between 10240 and 10240 + 125 + 32 (ramp).
# With -vmem-latency=0, the latency part disappears (total < 10240 + 32).
# The VALU work (1280 cycles) hides under it; waves mostly wait at s_waitcnt.
# The test is about the vector L1 path, so the loads are pinned to L1 hits
# (-gcn-param=LoadHitL1=100): at the default (streaming, every byte from HBM)
# the CU's HBM share bounds the loop instead (test/Memory/streaming.s).
#
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=8 -workgroups=32 -iterations=10 -gcn-param=LoadHitL1=100 %s 2>&1 | FileCheck %s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=8 -workgroups=32 -iterations=10 -gcn-param=LoadHitL1=100 -vmem-latency=0 %s 2>&1 | FileCheck --check-prefix=LAT0 %s
# CHECK: Total Cycles:       10{{2[4-9][0-9]|3[0-9][0-9]}}
# CHECK: VMEM           10240
# CHECK: WAITCNT
# LAT0: Total Cycles:       102{{[4-6][0-9]}}
# LAT0: VMEM           10240
  global_load_dwordx4 v[0:3], v[4:5], off
  global_load_dwordx4 v[8:11], v[4:5], off offset:16
  s_waitcnt vmcnt(0)
  v_add_f32_e32 v0, v0, v8
