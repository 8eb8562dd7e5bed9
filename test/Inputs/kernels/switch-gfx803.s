	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.amdhsa_code_object_version 6
	.text
	.protected	interp                  ; -- Begin function interp
	.globl	interp
	.p2align	8
	.type	interp,@function
interp:                                 ; @interp
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s4, s[4:5], 0x10
	s_lshl_b32 s5, s6, 6
	v_add_u32_e32 v2, vcc, s5, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	v_add_u32_e32 v6, vcc, s4, v2
	v_mov_b32_e32 v7, v3
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	flat_load_dword v5, v[0:1]
	v_add_u32_e32 v6, vcc, s0, v6
	v_addc_u32_e32 v7, vcc, v4, v7, vcc
	flat_load_dword v4, v[6:7]
	v_lshlrev_b32_e32 v2, 3, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v6, s3
	v_add_u32_e32 v2, vcc, s2, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_4
.LBB0_1:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB0_2:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	s_cmp_lg_u32 s0, 32
	s_cbranch_scc0 .LBB0_26
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v7, s1
	v_add_u32_e32 v6, vcc, s0, v2
	v_addc_u32_e32 v7, vcc, v3, v7, vcc
	flat_load_dword v6, v[6:7]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, 7, v6
	v_cmp_lt_i32_e32 vcc, 3, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_14
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_cmp_lt_i32_e32 vcc, 5, v6
                                        ; implicit-def: $vgpr7
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_9
; %bb.6:                                ;   in Loop: Header=BB0_4 Depth=1
	v_cmp_lt_i32_e32 vcc, 6, v6
	v_xor_b32_e32 v7, 0x80000000, v5
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.7:                                ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v7, 0
; %bb.8:                                ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
.LBB0_9:                                ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_13
; %bb.10:                               ;   in Loop: Header=BB0_4 Depth=1
	v_cmp_gt_i32_e32 vcc, 5, v6
	v_mov_b32_e32 v7, v5
	s_and_saveexec_b64 s[6:7], vcc
; %bb.11:                               ;   in Loop: Header=BB0_4 Depth=1
	v_fma_f32 v7, v5, v4, 1.0
	v_mov_b32_e32 v5, v4
; %bb.12:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v4, v5
.LBB0_13:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v5, v7
                                        ; implicit-def: $vgpr6
.LBB0_14:                               ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_3
; %bb.15:                               ;   in Loop: Header=BB0_4 Depth=1
	v_cmp_lt_i32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_21
; %bb.16:                               ;   in Loop: Header=BB0_4 Depth=1
	v_cmp_lt_i32_e32 vcc, 2, v6
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.17:                               ;   in Loop: Header=BB0_4 Depth=1
	v_sqrt_f32_e64 v4, |v5|
; %bb.18:                               ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
; %bb.19:                               ;   in Loop: Header=BB0_4 Depth=1
	v_sub_f32_e32 v5, v5, v4
; %bb.20:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr6
.LBB0_21:                               ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_2
; %bb.22:                               ;   in Loop: Header=BB0_4 Depth=1
	v_cmp_ne_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.23:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_f32_e32 v5, v5, v4
; %bb.24:                               ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_1
; %bb.25:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mul_f32_e32 v5, v5, v4
	s_branch .LBB0_1
.LBB0_26:
	flat_store_dword v[0:1], v5
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel interp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	interp, .Lfunc_end0-interp
                                        ; -- End function
	.set interp.num_vgpr, 8
	.set interp.num_agpr, 0
	.set interp.numbered_sgpr, 8
	.set interp.num_named_barrier, 0
	.set interp.private_seg_size, 0
	.set interp.uses_vcc, 1
	.set interp.uses_flat_scratch, 0
	.set interp.has_dyn_sized_stack, 0
	.set interp.has_recursion, 0
	.set interp.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 400
; TotalNumSgprs: 10
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_interp ; -- Begin function __clang_ocl_kern_imp_interp
	.globl	__clang_ocl_kern_imp_interp
	.p2align	2
	.type	__clang_ocl_kern_imp_interp,@function
__clang_ocl_kern_imp_interp:            ; @__clang_ocl_kern_imp_interp
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_lshl_b32 s4, s12, 6
	v_and_b32_e32 v5, 0x3ff, v31
	v_add_u32_e32 v8, vcc, s4, v5
	v_mov_b32_e32 v9, 0
	v_lshlrev_b64 v[5:6], 2, v[8:9]
	v_mov_b32_e32 v11, v9
	v_add_u32_e32 v5, vcc, v0, v5
	v_addc_u32_e32 v6, vcc, v1, v6, vcc
	v_add_u32_e32 v10, vcc, v4, v8
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_lshlrev_b32_e32 v8, 3, v8
	v_add_u32_e32 v0, vcc, v0, v10
	v_addc_u32_e32 v1, vcc, v1, v11, vcc
	flat_load_dword v7, v[5:6]
	flat_load_dword v4, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[8:9]
	s_mov_b64 s[4:5], 0
	v_add_u32_e32 v0, vcc, v2, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_branch .LBB1_4
.LBB1_1:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
.LBB1_2:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[8:9]
.LBB1_3:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_cmp_eq_u32 s4, 32
	s_cbranch_scc1 .LBB1_26
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v2, vcc, s4, v0
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 7, v2
	v_cmp_lt_i32_e32 vcc, 3, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB1_14
; %bb.5:                                ;   in Loop: Header=BB1_4 Depth=1
	v_cmp_lt_i32_e32 vcc, 5, v2
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_9
; %bb.6:                                ;   in Loop: Header=BB1_4 Depth=1
	v_cmp_lt_i32_e32 vcc, 6, v2
	v_xor_b32_e32 v3, 0x80000000, v7
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.7:                                ;   in Loop: Header=BB1_4 Depth=1
	v_mov_b32_e32 v3, 0
; %bb.8:                                ;   in Loop: Header=BB1_4 Depth=1
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr2
.LBB1_9:                                ;   in Loop: Header=BB1_4 Depth=1
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB1_13
; %bb.10:                               ;   in Loop: Header=BB1_4 Depth=1
	v_cmp_gt_i32_e32 vcc, 5, v2
	v_mov_b32_e32 v3, v7
	s_and_saveexec_b64 s[10:11], vcc
; %bb.11:                               ;   in Loop: Header=BB1_4 Depth=1
	v_fma_f32 v3, v7, v4, 1.0
	v_mov_b32_e32 v7, v4
; %bb.12:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v4, v7
.LBB1_13:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v7, v3
                                        ; implicit-def: $vgpr2
.LBB1_14:                               ;   in Loop: Header=BB1_4 Depth=1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB1_3
; %bb.15:                               ;   in Loop: Header=BB1_4 Depth=1
	v_cmp_lt_i32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_21
; %bb.16:                               ;   in Loop: Header=BB1_4 Depth=1
	v_cmp_lt_i32_e32 vcc, 2, v2
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.17:                               ;   in Loop: Header=BB1_4 Depth=1
	v_sqrt_f32_e64 v4, |v7|
; %bb.18:                               ;   in Loop: Header=BB1_4 Depth=1
	s_andn2_saveexec_b64 s[10:11], s[10:11]
; %bb.19:                               ;   in Loop: Header=BB1_4 Depth=1
	v_sub_f32_e32 v7, v7, v4
; %bb.20:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr2
.LBB1_21:                               ;   in Loop: Header=BB1_4 Depth=1
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB1_2
; %bb.22:                               ;   in Loop: Header=BB1_4 Depth=1
	v_cmp_ne_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.23:                               ;   in Loop: Header=BB1_4 Depth=1
	v_add_f32_e32 v7, v7, v4
; %bb.24:                               ;   in Loop: Header=BB1_4 Depth=1
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB1_1
; %bb.25:                               ;   in Loop: Header=BB1_4 Depth=1
	v_mul_f32_e32 v7, v7, v4
	s_branch .LBB1_1
.LBB1_26:
	flat_store_dword v[5:6], v7
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_interp, .Lfunc_end1-__clang_ocl_kern_imp_interp
                                        ; -- End function
	.set __clang_ocl_kern_imp_interp.num_vgpr, 32
	.set __clang_ocl_kern_imp_interp.num_agpr, 0
	.set __clang_ocl_kern_imp_interp.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_interp.num_named_barrier, 0
	.set __clang_ocl_kern_imp_interp.private_seg_size, 0
	.set __clang_ocl_kern_imp_interp.uses_vcc, 1
	.set __clang_ocl_kern_imp_interp.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_interp.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_interp.has_recursion, 0
	.set __clang_ocl_kern_imp_interp.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 388
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	uniform_switch          ; -- Begin function uniform_switch
	.globl	uniform_switch
	.p2align	8
	.type	uniform_switch,@function
uniform_switch:                         ; @uniform_switch
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_lshl_b32 s4, s6, 6
	v_add_u32_e32 v0, vcc, s4, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v2, v[0:1]
	s_cmp_lt_i32 s2, 2
	s_cbranch_scc1 .LBB2_5
; %bb.1:
	s_cmp_lt_i32 s2, 3
	s_cbranch_scc1 .LBB2_7
; %bb.2:
	s_cmp_eq_u32 s2, 3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v2
	s_cbranch_scc0 .LBB2_4
; %bb.3:
	v_mov_b32_e32 v3, 0x6f800000
	v_mov_b32_e32 v4, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |s3|, v3
	v_cndmask_b32_e32 v3, 1.0, v4, vcc
	v_mul_f32_e32 v4, s3, v3
	v_rcp_f32_e32 v4, v4
	v_mul_f32_e32 v4, v2, v4
	v_mul_f32_e32 v3, v3, v4
.LBB2_4:
	s_cbranch_execz .LBB2_8
	s_branch .LBB2_9
.LBB2_5:
                                        ; implicit-def: $vgpr3
	s_branch .LBB2_10
.LBB2_6:
	flat_store_dword v[0:1], v3
	s_endpgm
.LBB2_7:
                                        ; implicit-def: $vgpr3
.LBB2_8:
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, v2, v2, s3
.LBB2_9:
	s_cbranch_execnz .LBB2_6
.LBB2_10:
	s_cmp_gt_i32 s2, 0
	s_cbranch_scc0 .LBB2_12
; %bb.11:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, s3, v2
	s_cbranch_execnz .LBB2_6
	s_branch .LBB2_13
.LBB2_12:
                                        ; implicit-def: $vgpr3
.LBB2_13:
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc0 .LBB2_15
; %bb.14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v2
	flat_store_dword v[0:1], v3
	s_endpgm
.LBB2_15:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s3, v2
	v_mov_b32_e32 v3, v2
	flat_store_dword v[0:1], v3
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel uniform_switch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 7
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	uniform_switch, .Lfunc_end2-uniform_switch
                                        ; -- End function
	.set uniform_switch.num_vgpr, 5
	.set uniform_switch.num_agpr, 0
	.set uniform_switch.numbered_sgpr, 7
	.set uniform_switch.num_named_barrier, 0
	.set uniform_switch.private_seg_size, 0
	.set uniform_switch.uses_vcc, 1
	.set uniform_switch.uses_flat_scratch, 0
	.set uniform_switch.has_dyn_sized_stack, 0
	.set uniform_switch.has_recursion, 0
	.set uniform_switch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 244
; TotalNumSgprs: 9
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 5
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_uniform_switch ; -- Begin function __clang_ocl_kern_imp_uniform_switch
	.globl	__clang_ocl_kern_imp_uniform_switch
	.p2align	2
	.type	__clang_ocl_kern_imp_uniform_switch,@function
__clang_ocl_kern_imp_uniform_switch:    ; @__clang_ocl_kern_imp_uniform_switch
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_lshl_b32 s4, s12, 6
	v_and_b32_e32 v4, 0x3ff, v31
	v_add_u32_e32 v4, vcc, s4, v4
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_u32_e32 v0, vcc, v0, v4
	v_addc_u32_e32 v1, vcc, v1, v5, vcc
	flat_load_dword v4, v[0:1]
	v_cmp_lt_i32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execnz .LBB3_3
; %bb.1:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execnz .LBB3_10
.LBB3_2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.LBB3_3:
	v_cmp_lt_i32_e32 vcc, 2, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB3_7
; %bb.4:
	v_cmp_eq_u32_e32 vcc, 3, v2
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB3_6
; %bb.5:
	s_mov_b32 s10, 0x6f800000
	v_mov_b32_e32 v2, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v3|, s10
	v_cndmask_b32_e32 v2, 1.0, v2, vcc
	v_mul_f32_e32 v3, v3, v2
	v_rcp_f32_e32 v3, v3
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v4, v3
	v_mul_f32_e32 v4, v2, v3
.LBB3_6:
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr3
.LBB3_7:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB3_9
; %bb.8:
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, v4, v3
.LBB3_9:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB3_2
.LBB3_10:
	v_cmp_lt_i32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB3_12
; %bb.11:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v3, v4
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
.LBB3_12:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB3_16
; %bb.13:
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB3_15
; %bb.14:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, v3, v4
.LBB3_15:
	s_or_b64 exec, exec, s[8:9]
.LBB3_16:
	s_or_b64 exec, exec, s[6:7]
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_uniform_switch, .Lfunc_end3-__clang_ocl_kern_imp_uniform_switch
                                        ; -- End function
	.set __clang_ocl_kern_imp_uniform_switch.num_vgpr, 32
	.set __clang_ocl_kern_imp_uniform_switch.num_agpr, 0
	.set __clang_ocl_kern_imp_uniform_switch.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_uniform_switch.num_named_barrier, 0
	.set __clang_ocl_kern_imp_uniform_switch.private_seg_size, 0
	.set __clang_ocl_kern_imp_uniform_switch.uses_vcc, 1
	.set __clang_ocl_kern_imp_uniform_switch.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_uniform_switch.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_uniform_switch.has_recursion, 0
	.set __clang_ocl_kern_imp_uniform_switch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 292
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           interp
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         interp.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           uniform_switch
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         uniform_switch.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
