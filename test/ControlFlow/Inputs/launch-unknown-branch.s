; Hand-written kernels whose uniform branches the launch cannot all decide
; (test/ControlFlow/launch-unknown-branch.test). s6 = the workgroup id x
; (user SGPR count 6: the private segment buffer and the kernarg pointer).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.text
; Two uniform branches and no loop: the first tests a kernarg dword that is
; not given (unknown), the second the workgroup id (known, but wave 0's
; walk ended at the first).
	.globl	laterbranch
	.p2align	8
	.type	laterbranch,@function
laterbranch:
	s_load_dword s10, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s10, 0
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_mov_b32 s11, 1
	s_mov_b32 s12, 2
.LBB0_2:
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	s_mov_b32 s13, 3
	s_mov_b32 s14, 4
.LBB0_4:
	s_endpgm
.Lfunc_end0:
	.size	laterbranch, .Lfunc_end0-laterbranch

; Workgroup 0 counts to 4, the others to a kernarg dword that is not given
; (s_cselect: 4 when the workgroup id x is 0, else s10): wave 0 derives the
; loop and the branch after it, the waves of workgroups 1-3 do not.
	.globl	perwave
	.p2align	8
	.type	perwave,@function
perwave:
	s_load_dword s10, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s6, 0
	s_cselect_b32 s8, 4, s10
	s_mov_b32 s9, 0
.LBB1_1:
	s_add_u32 s9, s9, 1
	s_cmp_lt_u32 s9, s8
	s_cbranch_scc1 .LBB1_1
; %bb.2:
	s_cmp_eq_u32 s8, 4
	s_cbranch_scc1 .LBB1_4
; %bb.3:
	s_mov_b32 s11, 1
.LBB1_4:
	s_endpgm
.Lfunc_end1:
	.size	perwave, .Lfunc_end1-perwave

	.rodata
	.p2align	6
	.amdhsa_kernel laterbranch
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 15
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel perwave
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
