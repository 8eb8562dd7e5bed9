; Hand-written loops whose trip count differs between the waves
; (test/ControlFlow/launch-per-wave.test). s[4:5] = the kernarg pointer,
; s6 = the workgroup id x (user SGPR count 6); v0 = the work-item id x.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.text
; After pass k, s8 = k; the loop goes on while k <= the workgroup id g:
; g + 1 passes.
	.globl	bygroup
	.p2align	8
	.type	bygroup,@function
bygroup:
	s_mov_b32 s8, 0
.LBB0_1:
	s_add_u32 s8, s8, 1
	s_cmp_le_u32 s8, s6
	s_cbranch_scc1 .LBB0_1
	s_endpgm
.Lfunc_end0:
	.size	bygroup, .Lfunc_end0-bygroup

; Per lane: v2 = tid / 64 (the wave's index in its workgroup, the same for
; its 64 lanes); after pass k, v1 = k; a lane stays while k <= v2, the
; wave while a lane does: wave w of the workgroup makes w + 1 passes.
	.globl	bylane
	.p2align	8
	.type	bylane,@function
bylane:
	v_lshrrev_b32_e32 v2, 6, v0
	v_mov_b32_e32 v1, 0
.LBB1_1:
	v_add_u32_e32 v1, 1, v1
	v_cmp_le_u32_e32 vcc, v1, v2
	s_and_b64 exec, exec, vcc
	s_cbranch_execnz .LBB1_1
	s_endpgm
.Lfunc_end1:
	.size	bylane, .Lfunc_end1-bylane

; The bound s10: workgroup 0 reads it from the kernarg segment (no
; argument there: unknown), the others use g + 1: g + 1 passes (after pass
; k, s9 = k; on while k < g + 1). Wave 0 cannot derive it.
	.globl	mixed
	.p2align	8
	.type	mixed,@function
mixed:
	s_load_dword s8, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s11, s6, 1
	s_cmp_eq_u32 s6, 0
	s_cselect_b32 s10, s8, s11
	s_mov_b32 s9, 0
.LBB2_1:
	s_add_u32 s9, s9, 1
	s_cmp_lt_u32 s9, s10
	s_cbranch_scc1 .LBB2_1
	s_endpgm
.Lfunc_end2:
	.size	mixed, .Lfunc_end2-mixed

	.rodata
	.p2align	6
	.amdhsa_kernel bygroup
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel bylane
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel mixed
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
