; The origin of an unknown value through a VOPD pair
; (test/ControlFlow/launch-vopd-origin.test): hand-written gfx1100 kernels,
; one wave32 of work-items; v0 = the work-item id x, s[2:3] = 0x10000,
; s5 = 2.0. As in seb-v's kernel 3 (bench/validation/sgemm-gfx1100.s), the
; X half of a pair reads a float from LDS while the Y half shifts an
; integer that is unknown for another reason.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
; Y's v5 comes from a reload of a scratch slot never stored (unknown since
; the scratch_load_b32); X's v54 from LDS.
	.globl	halves
	.p2align	8
	.type	halves,@function
halves:
	s_mov_b64 s[2:3], 0x10000
	s_mov_b32 s5, 2.0
	v_mov_b32_e32 v7, 0
	ds_load_2addr_b32 v[54:55], v7 offset1:1
	scratch_load_b32 v5, off, off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_mul_f32 v3, s5, v54 :: v_dual_lshlrev_b32 v2, 6, v5
	global_load_b32 v6, v2, s[2:3]
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	halves, .Lfunc_end0-halves

; Both halves' sources known: X's float sum (not computed) is unknown since
; the pair itself, while Y's v2 = 64 L is known and its load derived.
	.globl	known_y
	.p2align	8
	.type	known_y,@function
known_y:
	s_mov_b64 s[2:3], 0x10000
	s_mov_b32 s5, 2.0
	v_mov_b32_e32 v1, v0
	v_dual_add_f32 v3, s5, v0 :: v_dual_lshlrev_b32 v2, 6, v1
	global_load_b32 v6, v2, s[2:3]
	global_load_b32 v8, v3, s[2:3]
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end1:
	.size	known_y, .Lfunc_end1-known_y

	.rodata
	.p2align	6
	.amdhsa_kernel halves
		.amdhsa_user_sgpr_count 0
		.amdhsa_enable_private_segment 1
		.amdhsa_private_segment_fixed_size 4
		.amdhsa_next_free_vgpr 56
		.amdhsa_next_free_sgpr 6
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel known_y
		.amdhsa_user_sgpr_count 0
		.amdhsa_next_free_vgpr 56
		.amdhsa_next_free_sgpr 6
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
