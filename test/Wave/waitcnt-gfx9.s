# s_waitcnt vmcnt(0) on gfx900 and gfx90a (one wave, -vmem-latency=100).
#
# Derivation: the wave launches at cycle 0 on SIMD 0; slots at 4, 8, ...
# buffer_load_dword at 4 occupies the VMEM path 64/16 = 4 cycles and completes
# at 4 + 4 + 100 = 108. s_waitcnt vmcnt(0) stalls in slots 8..104 (25 slots,
# WAITCNT) and passes at 108; v_add_f32 at 112 finishes at 116, when s_endpgm
# issues: total 117. Without the wait (NOWAIT) v_add issues at 8 and s_endpgm
# waits for vmcnt = 0 until 108: total 109.
#
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx900 -waves-per-simd=1 -workgroups=1 -vmem-latency=100 %s 2>&1 | FileCheck %s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -vmem-latency=100 %s 2>&1 | FileCheck %s
# RUN: grep -v s_waitcnt %s > %t.s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx900 -waves-per-simd=1 -workgroups=1 -vmem-latency=100 %t.s 2>&1 | FileCheck --check-prefix=NOWAIT %s
# CHECK: Total Cycles:       117
# CHECK: WAITCNT                           25
# NOWAIT: Total Cycles:       109
  buffer_load_dword v1, off, s[0:3], 0
  s_waitcnt vmcnt(0)
  v_add_f32_e32 v2, v1, v1
  s_endpgm
