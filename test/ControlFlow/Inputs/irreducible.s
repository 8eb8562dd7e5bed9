; Hand-written irreducible flow: the cycle .Lb <-> .Lc has two entries
; (from the entry block to .Lb by fall-through, to .Lc by the branch).
	.text
	.type	irr,@function
irr:
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .Lc
.Lb:
	s_add_u32 s1, s1, 1
	s_branch .Lc
.Lc:
	s_add_u32 s2, s2, 1
	s_cmp_lt_u32 s2, s3
	s_cbranch_scc1 .Lb
	s_endpgm
.Lfunc_end0:
