	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl	k
	.p2align	8
	.type	k,@function
k:
	s_endpgm
	.rodata
	.p2align	6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr max(k.num_vgpr, 1, 0)
		.amdhsa_next_free_sgpr k.undefined_sgpr+1
		.amdhsa_accum_offset 4
	.end_amdhsa_kernel
	.set k.num_vgpr, 8
