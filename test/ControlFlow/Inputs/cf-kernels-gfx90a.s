	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	nested                  ; -- Begin function nested
	.globl	nested
	.p2align	8
	.type	nested,@function
nested:                                 ; @nested
; %bb.0:
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc1 .LBB0_6
; %bb.1:
	s_cmp_gt_i32 s7, 0
	s_cselect_b64 s[0:1], -1, 0
	s_mov_b32 s3, 0
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_mov_b32_e32 v1, 0
	v_cmp_ne_u32_e64 s[0:1], 1, v2
	s_mov_b32 s2, s3
	s_mov_b32 s10, s3
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_add_i32 s10, s10, 1
	s_add_i32 s2, s2, s7
	s_cmp_eq_u32 s10, s6
	s_cbranch_scc1 .LBB0_7
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_lshl_b64 s[8:9], s[2:3], 2
	s_add_u32 s8, s4, s8
	s_addc_u32 s9, s5, s9
	s_mov_b32 s11, s7
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_load_dword s12, s[8:9], 0x0
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_add_i32 s11, s11, -1
	s_cmp_eq_u32 s11, 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s12, v1
	s_cbranch_scc0 .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
	v_mov_b32_e32 v1, 0
.LBB0_7:
	v_cmp_gt_u32_e32 vcc, 5, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v1, s[4:5]
.LBB0_9:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel nested
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.size	nested, .Lfunc_end0-nested
                                        ; -- End function
	.set nested.num_vgpr, 3
	.set nested.num_agpr, 0
	.set nested.numbered_sgpr, 13
	.set nested.num_named_barrier, 0
	.set nested.private_seg_size, 0
	.set nested.uses_vcc, 1
	.set nested.uses_flat_scratch, 0
	.set nested.has_dyn_sized_stack, 0
	.set nested.has_recursion, 0
	.set nested.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 176
; TotalNumSgprs: 17
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 3
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_nested ; -- Begin function __clang_ocl_kern_imp_nested
	.globl	__clang_ocl_kern_imp_nested
	.p2align	2
	.type	__clang_ocl_kern_imp_nested,@function
__clang_ocl_kern_imp_nested:            ; @__clang_ocl_kern_imp_nested
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 0, v2
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_8
; %bb.1:
	v_cmp_lt_i32_e32 vcc, 0, v3
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v9, v5
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[4:5], v9, v2
	s_or_b64 s[8:9], s[4:5], s[8:9]
	v_add_u32_e32 v4, v4, v3
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB1_7
.LBB1_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_5 Depth 2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB1_2
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_add_co_u32_e64 v6, s[4:5], v0, v6
	v_addc_co_u32_e64 v7, s[4:5], v1, v7, s[4:5]
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v10, v3
.LBB1_5:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v11, v[6:7], off
	v_add_co_u32_e64 v6, s[4:5], 4, v6
	v_add_u32_e32 v10, -1, v10
	v_addc_co_u32_e64 v7, s[4:5], 0, v7, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 0, v10
	s_or_b64 s[12:13], s[4:5], s[12:13]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, v8, v11
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB1_5
; %bb.6:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_branch .LBB1_2
.LBB1_7:
	s_or_b64 exec, exec, s[8:9]
.LBB1_8:
	s_or_b64 exec, exec, s[6:7]
	v_and_b32_e32 v2, 0x3ff, v31
	v_cmp_gt_u32_e32 vcc, 5, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_10
; %bb.9:
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	global_store_dword v[0:1], v8, off
.LBB1_10:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_nested, .Lfunc_end1-__clang_ocl_kern_imp_nested
                                        ; -- End function
	.set __clang_ocl_kern_imp_nested.num_vgpr, 32
	.set __clang_ocl_kern_imp_nested.num_agpr, 0
	.set __clang_ocl_kern_imp_nested.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_nested.num_named_barrier, 0
	.set __clang_ocl_kern_imp_nested.private_seg_size, 0
	.set __clang_ocl_kern_imp_nested.uses_vcc, 1
	.set __clang_ocl_kern_imp_nested.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_nested.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_nested.has_recursion, 0
	.set __clang_ocl_kern_imp_nested.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 244
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	early_exit              ; -- Begin function early_exit
	.globl	early_exit
	.p2align	8
	.type	early_exit,@function
early_exit:                             ; @early_exit
; %bb.0:
	s_load_dword s7, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_mov_b32 s6, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s7, 1
	s_cbranch_scc1 .LBB2_5
; %bb.1:
	s_mov_b64 s[2:3], s[0:1]
	s_branch .LBB2_3
.LBB2_2:                                ;   in Loop: Header=BB2_3 Depth=1
	s_add_i32 s6, s8, s6
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_add_i32 s7, s7, -1
	s_cmp_eq_u32 s7, 0
	s_cselect_b64 s[4:5], -1, 0
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB2_5
.LBB2_3:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s8, s[2:3], 0x0
	s_mov_b64 s[4:5], -1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 0
	s_cbranch_scc0 .LBB2_2
; %bb.4:                                ;   in Loop: Header=BB2_3 Depth=1
                                        ; implicit-def: $sgpr2_sgpr3
                                        ; implicit-def: $sgpr7
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB2_3
.LBB2_5:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s6
	global_store_dword v0, v1, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel early_exit
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.size	early_exit, .Lfunc_end2-early_exit
                                        ; -- End function
	.set early_exit.num_vgpr, 2
	.set early_exit.num_agpr, 0
	.set early_exit.numbered_sgpr, 9
	.set early_exit.num_named_barrier, 0
	.set early_exit.private_seg_size, 0
	.set early_exit.uses_vcc, 1
	.set early_exit.uses_flat_scratch, 0
	.set early_exit.has_dyn_sized_stack, 0
	.set early_exit.has_recursion, 0
	.set early_exit.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 124
; TotalNumSgprs: 13
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 2
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_early_exit ; -- Begin function __clang_ocl_kern_imp_early_exit
	.globl	__clang_ocl_kern_imp_early_exit
	.p2align	2
	.type	__clang_ocl_kern_imp_early_exit,@function
__clang_ocl_kern_imp_early_exit:        ; @__clang_ocl_kern_imp_early_exit
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 0, v2
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_6
; %bb.1:
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v3, 0
	v_pk_mov_b32 v[4:5], v[0:1], v[0:1] op_sel:[0,1]
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB3_3
.LBB3_2:                                ;   in Loop: Header=BB3_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[10:11], exec, s[8:9]
	s_or_b64 s[6:7], s[10:11], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_5
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v6, v[4:5], off
	s_or_b64 s[8:9], s[8:9], exec
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, -1, v6
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB3_2
; %bb.4:                                ;   in Loop: Header=BB3_3 Depth=1
	v_add_co_u32_e32 v4, vcc, 4, v4
	v_add_u32_e32 v2, -1, v2
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[12:13], vcc, exec
	v_add_u32_e32 v3, v6, v3
	s_or_b64 s[8:9], s[8:9], s[12:13]
	s_branch .LBB3_2
.LBB3_5:
	s_or_b64 exec, exec, s[6:7]
.LBB3_6:
	s_or_b64 exec, exec, s[4:5]
	global_store_dword v[0:1], v3, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_early_exit, .Lfunc_end3-__clang_ocl_kern_imp_early_exit
                                        ; -- End function
	.set __clang_ocl_kern_imp_early_exit.num_vgpr, 7
	.set __clang_ocl_kern_imp_early_exit.num_agpr, 0
	.set __clang_ocl_kern_imp_early_exit.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_early_exit.num_named_barrier, 0
	.set __clang_ocl_kern_imp_early_exit.private_seg_size, 0
	.set __clang_ocl_kern_imp_early_exit.uses_vcc, 1
	.set __clang_ocl_kern_imp_early_exit.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_early_exit.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_early_exit.has_recursion, 0
	.set __clang_ocl_kern_imp_early_exit.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 148
; TotalNumSgprs: 36
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	divergent_skip          ; -- Begin function divergent_skip
	.globl	divergent_skip
	.p2align	8
	.type	divergent_skip,@function
divergent_skip:                         ; @divergent_skip
; %bb.0:
	s_load_dword s2, s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB4_5
; %bb.1:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v1
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_branch .LBB4_3
.LBB4_2:                                ;   in Loop: Header=BB4_3 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_add_i32 s3, s3, 1
	s_cmp_lg_u32 s2, s3
	s_cbranch_scc0 .LBB4_5
.LBB4_3:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_u32_e32 vcc, s3, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_2
; %bb.4:                                ;   in Loop: Header=BB4_3 Depth=1
	global_load_dword v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, 1.0, v1
	global_store_dword v[2:3], v1, off
	s_branch .LBB4_2
.LBB4_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel divergent_skip
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	divergent_skip, .Lfunc_end4-divergent_skip
                                        ; -- End function
	.set divergent_skip.num_vgpr, 4
	.set divergent_skip.num_agpr, 0
	.set divergent_skip.numbered_sgpr, 6
	.set divergent_skip.num_named_barrier, 0
	.set divergent_skip.private_seg_size, 0
	.set divergent_skip.uses_vcc, 1
	.set divergent_skip.uses_flat_scratch, 0
	.set divergent_skip.has_dyn_sized_stack, 0
	.set divergent_skip.has_recursion, 0
	.set divergent_skip.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; TotalNumSgprs: 10
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_divergent_skip ; -- Begin function __clang_ocl_kern_imp_divergent_skip
	.globl	__clang_ocl_kern_imp_divergent_skip
	.p2align	2
	.type	__clang_ocl_kern_imp_divergent_skip,@function
__clang_ocl_kern_imp_divergent_skip:    ; @__clang_ocl_kern_imp_divergent_skip
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s10, 0
	v_cmp_lt_i32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_5
; %bb.1:
	v_and_b32_e32 v3, 0x3ff, v31
	v_lshlrev_b32_e32 v4, 2, v3
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_mov_b64 s[6:7], 0
	s_branch .LBB5_3
.LBB5_2:                                ;   in Loop: Header=BB5_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_add_i32 s10, s10, 1
	v_cmp_eq_u32_e32 vcc, s10, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB5_5
.LBB5_3:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_u32_e32 vcc, s10, v3
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB5_2
; %bb.4:                                ;   in Loop: Header=BB5_3 Depth=1
	global_load_dword v4, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, 1.0, v4
	global_store_dword v[0:1], v4, off
	s_branch .LBB5_2
.LBB5_5:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_divergent_skip, .Lfunc_end5-__clang_ocl_kern_imp_divergent_skip
                                        ; -- End function
	.set __clang_ocl_kern_imp_divergent_skip.num_vgpr, 32
	.set __clang_ocl_kern_imp_divergent_skip.num_agpr, 0
	.set __clang_ocl_kern_imp_divergent_skip.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_divergent_skip.num_named_barrier, 0
	.set __clang_ocl_kern_imp_divergent_skip.private_seg_size, 0
	.set __clang_ocl_kern_imp_divergent_skip.uses_vcc, 1
	.set __clang_ocl_kern_imp_divergent_skip.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_divergent_skip.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_divergent_skip.has_recursion, 0
	.set __clang_ocl_kern_imp_divergent_skip.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 124
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	sw                      ; -- Begin function sw
	.globl	sw
	.p2align	8
	.type	sw,@function
sw:                                     ; @sw
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_load_dword s6, s[4:5], 0x8
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[2:3], 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_mov_b64 s[0:1], 0
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc0 .LBB6_5
; %bb.1:
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB6_12
.LBB6_2:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB6_13
.LBB6_3:
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB6_14
.LBB6_4:
	s_endpgm
.LBB6_5:
	s_cmp_gt_i32 s6, 1
	s_cbranch_scc0 .LBB6_9
; %bb.6:
	s_cmp_eq_u32 s6, 2
	s_mov_b64 s[2:3], -1
	s_cbranch_scc0 .LBB6_8
; %bb.7:
	v_mov_b32_e32 v2, 0x40400000
	global_store_dword v[0:1], v2, off offset:4
	s_mov_b64 s[2:3], 0
.LBB6_8:
	s_mov_b64 s[4:5], 0
.LBB6_9:
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB6_11
; %bb.10:
	v_mov_b32_e32 v2, 2.0
	global_store_dword v[0:1], v2, off
.LBB6_11:
	s_branch .LBB6_2
.LBB6_12:
	s_cmp_lg_u32 s6, 0
	s_mov_b64 s[0:1], -1
	s_cselect_b64 s[2:3], -1, 0
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB6_3
.LBB6_13:
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, 4.0, v2
	global_store_dword v[0:1], v2, off
	s_cbranch_execnz .LBB6_4
.LBB6_14:
	v_mov_b32_e32 v2, 1.0
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sw
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end6:
	.size	sw, .Lfunc_end6-sw
                                        ; -- End function
	.set sw.num_vgpr, 3
	.set sw.num_agpr, 0
	.set sw.numbered_sgpr, 7
	.set sw.num_named_barrier, 0
	.set sw.private_seg_size, 0
	.set sw.uses_vcc, 1
	.set sw.uses_flat_scratch, 0
	.set sw.has_dyn_sized_stack, 0
	.set sw.has_recursion, 0
	.set sw.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; TotalNumSgprs: 11
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 3
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_sw ; -- Begin function __clang_ocl_kern_imp_sw
	.globl	__clang_ocl_kern_imp_sw
	.p2align	2
	.type	__clang_ocl_kern_imp_sw,@function
__clang_ocl_kern_imp_sw:                ; @__clang_ocl_kern_imp_sw
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v3, 0x3ff, v31
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_co_u32_e32 v0, vcc, v0, v3
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_cmp_lt_i32_e32 vcc, 0, v2
	s_mov_b64 s[4:5], 0
	s_mov_b64 s[8:9], 0
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execnz .LBB7_5
; %bb.1:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB7_12
.LBB7_2:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execnz .LBB7_13
.LBB7_3:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB7_14
.LBB7_4:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.LBB7_5:
	v_cmp_lt_i32_e32 vcc, 1, v2
	s_mov_b64 s[10:11], 0
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB7_9
; %bb.6:
	v_cmp_eq_u32_e32 vcc, 2, v2
	s_mov_b64 s[10:11], -1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB7_8
; %bb.7:
	v_mov_b32_e32 v2, 0x40400000
	global_store_dword v[0:1], v2, off offset:4
	s_xor_b64 s[10:11], exec, -1
.LBB7_8:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[10:11], s[10:11], exec
.LBB7_9:
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB7_11
; %bb.10:
	v_mov_b32_e32 v2, 2.0
	global_store_dword v[0:1], v2, off
.LBB7_11:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[8:9], s[10:11], exec
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB7_2
.LBB7_12:
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[10:11], vcc, exec
	s_mov_b64 s[4:5], exec
	s_or_b64 s[8:9], s[8:9], s[10:11]
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB7_3
.LBB7_13:
	global_load_dword v2, v[0:1], off
	s_andn2_b64 s[4:5], s[4:5], exec
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, 4.0, v2
	global_store_dword v[0:1], v2, off
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB7_4
.LBB7_14:
	v_mov_b32_e32 v2, 1.0
	global_store_dword v[0:1], v2, off
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_sw, .Lfunc_end7-__clang_ocl_kern_imp_sw
                                        ; -- End function
	.set __clang_ocl_kern_imp_sw.num_vgpr, 32
	.set __clang_ocl_kern_imp_sw.num_agpr, 0
	.set __clang_ocl_kern_imp_sw.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_sw.num_named_barrier, 0
	.set __clang_ocl_kern_imp_sw.private_seg_size, 0
	.set __clang_ocl_kern_imp_sw.uses_vcc, 1
	.set __clang_ocl_kern_imp_sw.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_sw.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_sw.has_recursion, 0
	.set __clang_ocl_kern_imp_sw.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 296
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           nested
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         nested.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           early_exit
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         early_exit.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           divergent_skip
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         divergent_skip.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           sw
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         sw.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
