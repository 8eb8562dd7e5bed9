# A loop without a conditional exit (a trap path: s_sethalt and a branch to
# itself) is where a wave stops for good: the stream ends where it would
# enter it, with a warning, instead of failing the region at
# -max-dynamic-blocks or halting every wave of the wave pipeline for good.
# Taken path: s_cmp, s_cbranch, s_trap = 3 instructions per iteration, 300 in
# 100 iterations.
# RUN: gcn-mca -mcpu=gfx1100 -pipeline=llvm-mca %s 2>&1 | FileCheck %s --check-prefix=MCA
# RUN: gcn-mca -mcpu=gfx1100 %s 2>&1 | FileCheck %s --check-prefix=WAVE
# MCA: warning: loop '.Lhalt' has no conditional exit (a wave never leaves it): the stream ends where it would enter it
# MCA: Instructions: 300
# WAVE: warning: loop '.Lhalt' has no conditional exit
# WAVE: GCN Summary
	.text
	.type f,@function
f:
	s_cmp_eq_u32 s0, 0
	; gcn-mca: taken
	s_cbranch_scc1 .Ltrap
	v_add_f32 v0, v1, v2
	s_endpgm
.Ltrap:
	s_trap 2
.Lhalt:
	s_sethalt 5
	s_branch .Lhalt
