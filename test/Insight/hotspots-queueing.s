# Hotspots, the CFG view and the -cfg-dot colours rank by the stall
# definition of the "Stalled SIMD Slots by Reason" table (docs/Views.md,
# "What a stall is"; issue 29, point 3): SIMD slots that issued nothing,
# never arbitration queueing (ARBITER_NOT_WIN: a ready wave lost to another
# wave that issued in that slot).
#
# A VALU-bound kernel (gfx90a, 64 one-wave workgroups of 64 lanes, 8 waves
# per SIMD): v_mov, a load pinned to an L1 hit of 400 cycles, 24 independent
# v_fma, then block .LBB0_1 waits for the load. Every instruction issues
# once per wave: 64 x 4 = 256 issue cycles each. The waves are ready at the
# same time and take turns, so each waits at its entry v_mov while the others
# issue: until 2026-11-26 that queueing made the v_mov the first hotspot
# (22,568 cycles, 45 %, ARBITER_NOT_WIN) and the entry block the CFG's
# costliest stall, while the SIMD-slot table had no ARBITER_NOT_WIN row. The
# SIMD loses slots only at the tail, when the last waves wait for their
# loads: WAITCNT, N slots. So: first hotspot the s_waitcnt, with all of
# them (4N cycles: it is the only instruction stalled for WAITCNT); the
# v_mov 256 cycles and no stall; the entry block no stall, .LBB0_1 all 4N.
# RUN: gcn-mca -mcpu=gfx90a -workgroup-size=64 -waves-per-simd=8 -workgroups=64 \
# RUN:   -gcn-param=LoadHitL1=100 -vmem-latency=400 -cfg-view -cfg-dot=%t.dot %s 2>&1 \
# RUN:   | FileCheck %s
# CHECK:      Stalled SIMD Slots by Reason:
# CHECK-NEXT: Reason   Slots    Share
# CHECK-NEXT: WAITCNT  [[#N:]]  100.00%
# CHECK-NOT:  ARBITER_NOT_WIN
# CHECK:      Verdict: VALU-bound
# CHECK:      Hotspots (top 5 by issue + stall cycles of all waves, queueing excluded; -top=N):
# CHECK-NEXT: Rank {{.*}} Instruction
# CHECK-NEXT:    1 {{ *}}[[#mul(N,4)+256]] {{.*}}  256 {{ *}}[[#mul(N,4)]]  WAITCNT  [27] s_waitcnt vmcnt(0)
# CHECK-NEXT:      waits on [1] global_load_dword v30, v[40:41], off ([[#mul(N,4)]] cycles)
# CHECK-NEXT:    2 {{ *}}256 {{.*}}  256 {{ *}}0  issue    [0] v_mov_b32_e32 v1, 0
# The stall view keeps the waves' own counts, queueing included.
# CHECK:      [0] {{.*}}v_mov_b32_e32 v1, 0
# CHECK:      Control Flow Graph:
# CHECK:      [0]  k {{.*}} 1728 {{ *}}0 {{ *}}0.00%
# CHECK-NEXT: [1]  .LBB0_1 {{.*}} 192 {{ *}}[[#mul(N,4)]] {{ *}}100.00%
# RUN: FileCheck %s --check-prefix=DOT < %t.dot
# DOT: r0_b0 {{.*}}label="k\n27 instructions, 1 executions/wave\ncost 6912 cycles
# DOT-NOT: top ARBITER_NOT_WIN
# DOT: r0_b1 {{.*}}stall {{[0-9]+}} cycles, top WAITCNT"];
k:
	v_mov_b32_e32 v1, 0
	global_load_dword v30, v[40:41], off
	v_fma_f32 v2, v1, v1, v2
	v_fma_f32 v3, v1, v1, v3
	v_fma_f32 v4, v1, v1, v4
	v_fma_f32 v5, v1, v1, v5
	v_fma_f32 v6, v1, v1, v6
	v_fma_f32 v7, v1, v1, v7
	v_fma_f32 v8, v1, v1, v8
	v_fma_f32 v9, v1, v1, v9
	v_fma_f32 v10, v1, v1, v10
	v_fma_f32 v11, v1, v1, v11
	v_fma_f32 v12, v1, v1, v12
	v_fma_f32 v13, v1, v1, v13
	v_fma_f32 v14, v1, v1, v14
	v_fma_f32 v15, v1, v1, v15
	v_fma_f32 v16, v1, v1, v16
	v_fma_f32 v17, v1, v1, v17
	v_fma_f32 v18, v1, v1, v18
	v_fma_f32 v19, v1, v1, v19
	v_fma_f32 v20, v1, v1, v20
	v_fma_f32 v21, v1, v1, v21
	v_fma_f32 v22, v1, v1, v22
	v_fma_f32 v23, v1, v1, v23
	v_fma_f32 v24, v1, v1, v24
	v_fma_f32 v25, v1, v1, v25
	s_branch .LBB0_1
.LBB0_1:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v30, v30, v2
	s_endpgm
