; A call, a return and a branch whose target is not a label.
	.text
	.type	caller,@function
caller:
	s_mov_b32 s0, 1
	s_swappc_b64 s[30:31], s[4:5]
	s_mov_b32 s1, 2
	s_endpgm
.Lfunc_end0:
	.type	callee,@function
callee:
	s_mov_b32 s2, 3
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.type	jumper,@function
jumper:
	s_mov_b32 s2, 3
	s_cbranch_scc1 2
	s_mov_b32 s3, 4
	s_endpgm
.Lfunc_end2:
