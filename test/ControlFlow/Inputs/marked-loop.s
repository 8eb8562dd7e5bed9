; A hand-written loop between markers.
	s_mov_b32 s0, 0
; LLVM-MCA-BEGIN loop
.Lloop:
	s_add_u32 s0, s0, 1
	s_cmp_lt_u32 s0, s1
	s_cbranch_scc1 .Lloop
; LLVM-MCA-END loop
	s_endpgm
