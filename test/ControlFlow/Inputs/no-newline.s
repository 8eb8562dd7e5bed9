	.text
	.type	k,@function
k:
	s_mov_b32 s0, 0
	s_endpgm