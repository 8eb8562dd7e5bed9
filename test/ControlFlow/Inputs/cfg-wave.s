; One wave: a load, a loop of 4 instructions run 3 times, a wait. Used by
; cfg-view-wave.test (cycle counts derived there).
	.text
	.type	k,@function
k:
	global_load_dword v2, v0, s[0:1]
	s_mov_b32 s4, 0
.LBB0_1:
	v_add_f32_e32 v1, 1.0, v1
	s_add_u32 s4, s4, 1
	s_cmp_lt_u32 s4, 3
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_endpgm
.Lfunc_end0:
