# Waits on gfx1030 (s_waitcnt vmcnt, s_waitcnt_vscnt for stores), gfx1100
# (s_waitcnt, which LLVM's own pipeline ignores) and gfx1200 (s_wait_loadcnt).
#
# Derivation (RDNA: each SIMD issues every cycle; wave32; one wave): the load
# (or store) issues at cycle 1 (the wave launches at 0), occupies the VMEM path
# 32 dwords / 16 = 2 cycles and completes at 1 + 2 + 100 = 103. The wait stalls
# cycles 2..102 (101 slots) and passes at 103; v_add_f32 at 104 has latency 5
# (VALULatency), so s_endpgm issues at 109: total 110. Without the wait
# (NOWAIT) v_add issues at 2, s_endpgm waits for the counter until 103:
# total 104.
#
# The gfx11 and gfx12 inputs are the gfx10 one with gfx11's mnemonic for the
# load and gfx12's wait instruction.
# RUN: sed 's/global_load_dword/global_load_b32/' %S/Inputs/load-wait-gfx10.s > %t.gfx11.s
# RUN: sed 's/s_waitcnt vmcnt(0)/s_wait_loadcnt 0x0/' %t.gfx11.s > %t.gfx12.s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx1030 -waves-per-simd=1 -workgroups=1 -vmem-latency=100 %S/Inputs/load-wait-gfx10.s 2>&1 | FileCheck %s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx1030 -waves-per-simd=1 -workgroups=1 -vmem-latency=100 %S/Inputs/store-vscnt-gfx10.s 2>&1 | FileCheck %s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx1100 -waves-per-simd=1 -workgroups=1 -vmem-latency=100 %t.gfx11.s 2>&1 | FileCheck %s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx1200 -waves-per-simd=1 -workgroups=1 -vmem-latency=100 %t.gfx12.s 2>&1 | FileCheck %s
# RUN: grep -v s_wait %t.gfx11.s > %t.s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx1100 -waves-per-simd=1 -workgroups=1 -vmem-latency=100 %t.s 2>&1 | FileCheck --check-prefix=NOWAIT %s
# CHECK: Total Cycles:       110
# CHECK: WAITCNT                          101
# NOWAIT: Total Cycles:       104
