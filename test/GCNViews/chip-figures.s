# The summary's chip lines: the launch, the kernel time, FLOP/s and the
# JSON keys (docs/Views.md "Chip", docs/Model.md "The chip").
#
# Derivation (gfx90a, the s_sleep kernel of per-second.s: one wave of 64
# lanes, 16261 cycles). Without a launch size every CU of the chip (104 on
# MI210) runs what the simulated CU ran: 1 workgroup each, 104 in all, one
# round of one. Kernel time = 16261 cycles / 1700 MHz = 9.565 us + the
# launch overhead 3.5 us (LaunchOverheadNs) = 13.065 us.
# RUN: gcn-mca -mcpu=gfx90a -instruction-info=0 -stall-view=0 -wave-view=0 -top=0 -occupancy-view=0 -memory-view=0 -workgroup-size=64 -workgroups=1 %s | FileCheck %s
# CHECK:      Total Cycles:                16261
# CHECK:      Chip (the launch on 104 CUs at 1700 MHz):
# CHECK-NEXT: Workgroups:                  104 (1 per CU; 104 of 104 CUs active; 1 round of 1, the last 1)
# CHECK-NEXT: Kernel Time:                 13.07 us (9.57 running + 3.50 launch overhead)
# CHECK-NEXT: GFLOP/s:                     0.0
#
# -gcn-param=LaunchOverheadNs=0 leaves the running time; ActiveCUs=10: only
# 10 CUs run it (10 workgroups).
# RUN: gcn-mca -mcpu=gfx90a -instruction-info=0 -stall-view=0 -wave-view=0 -top=0 -occupancy-view=0 -memory-view=0 -workgroup-size=64 -workgroups=1 -gcn-param=LaunchOverheadNs=0 -gcn-param=ActiveCUs=10 %s | FileCheck %s --check-prefix=ACTIVE
# ACTIVE:      Workgroups:                  10 (1 per CU; 10 of 104 CUs active; 1 round of 1, the last 1)
# ACTIVE-NEXT: Kernel Time:                 9.57 us (9.57 running + 0.00 launch overhead)
#
# RDNA: the simulated unit is a WGP; the chip (RX 7900 XTX, 96 CUs) has 48.
# RUN: gcn-mca -mcpu=gfx1100 -instruction-info=0 -stall-view=0 -wave-view=0 -top=0 -occupancy-view=0 -memory-view=0 -workgroups=1 %s | FileCheck %s --check-prefix=WGP
# WGP: Chip (the launch on 48 WGPs at 2500 MHz):
# WGP-NEXT: Workgroups:                  48 (1 per WGP; 48 of 48 WGPs active; 1 round of 1, the last 1)
#
# In JSON, the summary object carries KernelTimeUs, DRAMGBps and GFLOPs (with
# the peaks); no FLOP and no DRAM byte here.
# RUN: gcn-mca -mcpu=gfx90a -json -workgroup-size=64 -workgroups=1 %s | FileCheck %s --check-prefix=JSON
# JSON-DAG: "KernelTimeUs": 13.065
# JSON-DAG: "DRAMGBps": 0,
# JSON-DAG: "GFLOPs": 0,
# JSON-DAG: "PeakDRAMGBps": 1638,
# JSON-DAG: "GridWorkgroups": 104,
  s_sleep 127
  s_sleep 127
  s_endpgm
