# Stall reasons by memory level and the verdict: bandwidth- vs latency-bound.
#
# saxpy at default settings (gfx90a; loads and the store stream from HBM):
# per wave 2 x 256 B loaded + 256 B stored = 768 B over the CU's HBM share.
# The kernel reads and writes, so HBM gives what published triads reach:
# DRAMPct 76 % of 1638 GB/s = 1244.9 GB/s / 1.7 GHz / 104 CUs = 7.04 B/clk,
# 109 cycles of HBM per wave, while its L1/VALU work is a few cycles: HBM is
# busy nearly all the time (the run's 128 waves need 128 x 109 = 13,960 HBM
# cycles of the ~14,060 total), every wait is on HBM.
# RUN: gcn-mca -mcpu=gfx90a -instruction-info=0 -wave-view=0 -occupancy-view=0 -report-width=0 %s 2>&1 | FileCheck %s --check-prefix=SAXPY
# SAXPY: Memory Levels (the CU's share of each):
# SAXPY: HBM 7.04
# SAXPY: Verdict: HBM-bandwidth-bound: the CU's share of HBM (7.04 B/clk) is busy {{9[0-9]\.[0-9]+}}% of the cycles; waves wait on HBM in 100.00% of their memory waits.
# SAXPY: Waiting on memory: HBM 100.00%
#
# One wave per SIMD (4 waves) cannot fill HBM: each waits ~570 cycles for
# 768 B (109 HBM cycles), so HBM is busy about 4 x 109 / 680 of the time:
# latency-bound on HBM.
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=1 -workgroups=4 -workgroup-size=64 -instruction-info=0 -wave-view=0 -occupancy-view=0 -stall-view=0 -report-width=0 %s 2>&1 | FileCheck %s --check-prefix=LAT
# LAT: Verdict: latency-bound: {{.*}} of the SIMD slots stall; mostly waves wait at s_waitcnt for memory results (WAITCNT); waves wait on HBM latency in 100.00% of their memory waits (HBM share busy {{[0-9.]+}}%: memory latency-bound, not bandwidth-bound).
#
# In JSON the verdict names the level.
# RUN: gcn-mca -mcpu=gfx90a -instruction-info=0 -wave-view=0 -occupancy-view=0 -json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
# JSON: "Kind": "memory-bandwidth-bound",
# JSON-NEXT: "MemoryLevel": "HBM",
  global_load_dword v1, v[2:3], off
  global_load_dword v4, v[6:7], off
  s_waitcnt vmcnt(0)
  v_fmac_f32_e32 v4, s0, v1
  global_store_dword v[6:7], v4, off
  s_endpgm
