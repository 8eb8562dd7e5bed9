; Spills and reloads through the wave's scratch (test/ControlFlow/
; launch-scratch-spill.test): hand-written gfx1100 kernels, one wave64 of
; work-items; v0 = the work-item id x (0..63), s[2:3] = 0x10000.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
; A known value spilled, its register overwritten with LDS data, reloaded:
; the reload gives back lane L's 4 L, the load's address 0x10000 + 4 L.
	.globl	spill
	.p2align	8
	.type	spill,@function
spill:
	s_mov_b64 s[2:3], 0x10000
	v_lshlrev_b32_e32 v5, 2, v0
	scratch_store_b32 off, v5, off
	v_mov_b32_e32 v7, 0
	ds_load_b32 v5, v7
	s_waitcnt lgkmcnt(0)
	scratch_load_b32 v5, off, off
	s_waitcnt vmcnt(0)
	global_load_b32 v6, v5, s[2:3]
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	spill, .Lfunc_end0-spill

; The same slot written again with LDS data (unknown) before the reload:
; the reload is unknown, and so is the load's address.
	.globl	overwritten
	.p2align	8
	.type	overwritten,@function
overwritten:
	s_mov_b64 s[2:3], 0x10000
	v_lshlrev_b32_e32 v5, 2, v0
	scratch_store_b32 off, v5, off
	v_mov_b32_e32 v7, 0
	ds_load_b32 v5, v7
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 off, v5, off
	scratch_load_b32 v5, off, off
	s_waitcnt vmcnt(0)
	global_load_b32 v6, v5, s[2:3]
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end1:
	.size	overwritten, .Lfunc_end1-overwritten

	.rodata
	.p2align	6
	.amdhsa_kernel spill
		.amdhsa_user_sgpr_count 0
		.amdhsa_enable_private_segment 1
		.amdhsa_private_segment_fixed_size 4
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 4
		.amdhsa_wavefront_size32 0
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel overwritten
		.amdhsa_user_sgpr_count 0
		.amdhsa_enable_private_segment 1
		.amdhsa_private_segment_fixed_size 4
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 4
		.amdhsa_wavefront_size32 0
	.end_amdhsa_kernel
