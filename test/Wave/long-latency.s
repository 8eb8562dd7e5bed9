# A wait longer than the deadlock window (1000 cycles without progress) is
# not a deadlock: the run checks again 1000 cycles after the last operation
# in flight completes, which leaves the waiting wave its next issue slot.
#
# One wave on SIMD 0 (gfx90a, slots at cycles 4, 8, ...). -vmem-latency=2001:
# the load issues at 4, occupies the VMEM unit 4 cycles (64 lanes x 1 dword /
# 16 per clock) and completes at 4 + 4 + 2001 = 2009. s_waitcnt stalls from
# slot 8 to 2008 and issues at the first slot after 2009, 2012; s_endpgm at
# 2016; the run ends after cycle 2016: 2017 cycles.
# (A check one cycle after the completion, at 2010, before the wave's slot,
# used to report a false deadlock here.)
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -workgroup-size=64 \
# RUN:   -vmem-latency=2001 -wave-stats %wave-views-off \
# RUN:   -occupancy-view=0 %s 2>&1 | FileCheck %s
# CHECK-NOT: error
# CHECK: Total Cycles:       2017
# CHECK: Wave Instructions:  3
  global_load_dword v1, v0, s[0:1]
  s_waitcnt vmcnt(0)
  s_endpgm
