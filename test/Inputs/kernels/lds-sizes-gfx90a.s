	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_2048                ; -- Begin function lds_2048
	.globl	lds_2048
	.p2align	8
	.type	lds_2048,@function
lds_2048:                               ; @lds_2048
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_movk_i32 s0, 0x200
	v_cmp_gt_u32_e32 vcc, s0, v0
	v_lshlrev_b32_e32 v4, 2, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_9
; %bb.1:
	s_lshl_b32 s4, s6, 9
	v_or_b32_e32 v2, s4, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e64 v2, s[0:1], s10, v2
	v_addc_co_u32_e64 v3, s[0:1], v1, v3, s[0:1]
	global_load_dword v1, v[2:3], off
	s_movk_i32 s0, 0x1c0
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v1
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_9
; %bb.2:
	v_add_co_u32_e64 v2, s[0:1], s4, v0
	v_addc_co_u32_e64 v3, s[0:1], 0, 0, s[0:1]
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e64 v2, s[0:1], s10, v2
	v_addc_co_u32_e64 v3, s[0:1], v1, v3, s[0:1]
	global_load_dword v1, v[2:3], off offset:256
	s_movk_i32 s0, 0x180
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v1 offset:256
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_9
; %bb.3:
	global_load_dword v1, v[2:3], off offset:512
	s_movk_i32 s0, 0x140
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v1 offset:512
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_9
; %bb.4:
	global_load_dword v1, v[2:3], off offset:768
	s_movk_i32 s0, 0x100
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v1 offset:768
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_9
; %bb.5:
	global_load_dword v5, v[2:3], off offset:1024
	v_or_b32_e32 v1, 0x100, v0
	s_movk_i32 s0, 0x1c0
	v_cmp_gt_u32_e64 s[0:1], s0, v1
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v5 offset:1024
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_9
; %bb.6:
	global_load_dword v1, v[2:3], off offset:1280
	s_movk_i32 s0, 0x80
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v1 offset:1280
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_9
; %bb.7:
	global_load_dword v5, v[2:3], off offset:1536
	v_or_b32_e32 v1, 0x180, v0
	s_movk_i32 s0, 0x1c0
	v_cmp_gt_u32_e64 s[0:1], s0, v1
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v5 offset:1536
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_9
; %bb.8:
	global_load_dword v1, v[2:3], off offset:1792
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v1 offset:1792
.LBB0_9:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_25
; %bb.10:
	v_xor_b32_e32 v2, 0x7fc, v4
	ds_read_b32 v2, v2
	s_movk_i32 s2, 0x1c0
	v_cmp_gt_u32_e32 vcc, s2, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, 0, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_24
; %bb.11:
	v_sub_u32_e32 v3, 0, v4
	ds_read_b32 v4, v3 offset:1788
	s_movk_i32 s4, 0x180
	v_cmp_gt_u32_e32 vcc, s4, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_23
; %bb.12:
	ds_read_b32 v4, v3 offset:1532
	s_movk_i32 s7, 0x140
	v_cmp_gt_u32_e32 vcc, s7, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v4
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_22
; %bb.13:
	ds_read_b32 v4, v3 offset:1276
	s_movk_i32 s7, 0x100
	v_cmp_gt_u32_e32 vcc, s7, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v4
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_21
; %bb.14:
	ds_read_b32 v4, v3 offset:1020
	v_or_b32_e32 v5, 0x100, v0
	s_movk_i32 s7, 0x1c0
	v_cmp_gt_u32_e32 vcc, s7, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v4
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_20
; %bb.15:
	ds_read_b32 v4, v3 offset:764
	s_movk_i32 s7, 0x80
	v_cmp_gt_u32_e32 vcc, s7, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v4
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_19
; %bb.16:
	ds_read_b32 v4, v3 offset:508
	v_or_b32_e32 v5, 0x180, v0
	s_movk_i32 s7, 0x1c0
	v_cmp_gt_u32_e32 vcc, s7, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v4
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_18
; %bb.17:
	ds_read_b32 v3, v3 offset:252
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
.LBB0_18:
	s_or_b64 exec, exec, s[18:19]
.LBB0_19:
	s_or_b64 exec, exec, s[16:17]
.LBB0_20:
	s_or_b64 exec, exec, s[14:15]
.LBB0_21:
	s_or_b64 exec, exec, s[12:13]
.LBB0_22:
	s_or_b64 exec, exec, s[10:11]
.LBB0_23:
	s_or_b64 exec, exec, s[4:5]
.LBB0_24:
	s_or_b64 exec, exec, s[2:3]
.LBB0_25:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_or_b32 v0, s6, 6, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_2048
		.amdhsa_group_segment_fixed_size 2048
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 8
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
	.size	lds_2048, .Lfunc_end0-lds_2048
                                        ; -- End function
	.set lds_2048.num_vgpr, 6
	.set lds_2048.num_agpr, 0
	.set lds_2048.numbered_sgpr, 20
	.set lds_2048.num_named_barrier, 0
	.set lds_2048.private_seg_size, 0
	.set lds_2048.uses_vcc, 1
	.set lds_2048.uses_flat_scratch, 0
	.set lds_2048.has_dyn_sized_stack, 0
	.set lds_2048.has_recursion, 0
	.set lds_2048.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 820
; TotalNumSgprs: 24
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_2048 ; -- Begin function __clang_ocl_kern_imp_lds_2048
	.globl	__clang_ocl_kern_imp_lds_2048
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_2048,@function
__clang_ocl_kern_imp_lds_2048:          ; @__clang_ocl_kern_imp_lds_2048
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	s_movk_i32 s4, 0x200
	v_cmp_gt_u32_e32 vcc, s4, v4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_9
; %bb.1:
	s_lshl_b32 s8, s12, 9
	v_or_b32_e32 v6, s8, v4
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e64 v6, s[4:5], v2, v6
	v_addc_co_u32_e64 v7, s[4:5], v3, v7, s[4:5]
	global_load_dword v5, v[6:7], off
	s_movk_i32 s4, 0x1c0
	v_cmp_gt_u32_e64 s[4:5], s4, v4
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v5
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_9
; %bb.2:
	v_add_co_u32_e64 v6, s[4:5], s8, v4
	v_addc_co_u32_e64 v7, s[4:5], 0, 0, s[4:5]
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e64 v2, s[4:5], v2, v6
	v_addc_co_u32_e64 v3, s[4:5], v3, v7, s[4:5]
	global_load_dword v5, v[2:3], off offset:256
	s_movk_i32 s4, 0x180
	v_cmp_gt_u32_e64 s[4:5], s4, v4
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v5 offset:256
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_9
; %bb.3:
	global_load_dword v5, v[2:3], off offset:512
	s_movk_i32 s4, 0x140
	v_cmp_gt_u32_e64 s[4:5], s4, v4
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v5 offset:512
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_9
; %bb.4:
	global_load_dword v5, v[2:3], off offset:768
	s_movk_i32 s4, 0x100
	v_cmp_gt_u32_e64 s[4:5], s4, v4
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v5 offset:768
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_9
; %bb.5:
	global_load_dword v6, v[2:3], off offset:1024
	v_or_b32_e32 v5, 0x100, v4
	s_movk_i32 s4, 0x1c0
	v_cmp_gt_u32_e64 s[4:5], s4, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v6 offset:1024
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_9
; %bb.6:
	global_load_dword v5, v[2:3], off offset:1280
	s_movk_i32 s4, 0x80
	v_cmp_gt_u32_e64 s[4:5], s4, v4
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v5 offset:1280
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_9
; %bb.7:
	global_load_dword v6, v[2:3], off offset:1536
	v_or_b32_e32 v5, 0x180, v4
	s_movk_i32 s4, 0x1c0
	v_cmp_gt_u32_e64 s[4:5], s4, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v6 offset:1536
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_9
; %bb.8:
	global_load_dword v2, v[2:3], off offset:1792
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v2 offset:1792
.LBB1_9:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_25
; %bb.10:
	s_trap 2
	ds_read_b32 v2, v0
	s_movk_i32 s6, 0x1c0
	v_cmp_gt_u32_e32 vcc, s6, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, 0, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB1_24
; %bb.11:
	ds_read_b32 v2, v0 offset:1788
	s_movk_i32 s8, 0x180
	v_cmp_gt_u32_e32 vcc, s8, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_23
; %bb.12:
	ds_read_b32 v2, v0 offset:1532
	s_movk_i32 s10, 0x140
	v_cmp_gt_u32_e32 vcc, s10, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_22
; %bb.13:
	ds_read_b32 v2, v0 offset:1276
	s_movk_i32 s13, 0x100
	v_cmp_gt_u32_e32 vcc, s13, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB1_21
; %bb.14:
	ds_read_b32 v2, v0 offset:1020
	v_or_b32_e32 v6, 0x100, v4
	s_movk_i32 s13, 0x1c0
	v_cmp_gt_u32_e32 vcc, s13, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB1_20
; %bb.15:
	ds_read_b32 v2, v0 offset:764
	s_movk_i32 s13, 0x80
	v_cmp_gt_u32_e32 vcc, s13, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB1_19
; %bb.16:
	ds_read_b32 v2, v0 offset:508
	v_or_b32_e32 v6, 0x180, v4
	s_movk_i32 s13, 0x1c0
	v_cmp_gt_u32_e32 vcc, s13, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
	s_and_saveexec_b64 s[20:21], vcc
	s_xor_b64 s[20:21], exec, s[20:21]
	s_cbranch_execz .LBB1_18
; %bb.17:
	ds_read_b32 v2, v0 offset:252
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
.LBB1_18:
	s_or_b64 exec, exec, s[20:21]
.LBB1_19:
	s_or_b64 exec, exec, s[18:19]
.LBB1_20:
	s_or_b64 exec, exec, s[16:17]
.LBB1_21:
	s_or_b64 exec, exec, s[14:15]
.LBB1_22:
	s_or_b64 exec, exec, s[10:11]
.LBB1_23:
	s_or_b64 exec, exec, s[8:9]
.LBB1_24:
	s_or_b64 exec, exec, s[6:7]
.LBB1_25:
	s_or_b64 exec, exec, s[4:5]
	v_lshl_add_u32 v2, s12, 6, v4
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dword v[0:1], v5, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_lds_2048, .Lfunc_end1-__clang_ocl_kern_imp_lds_2048
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_2048.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_2048.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_2048.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_2048.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_2048.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_2048.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_2048.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_2048.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_2048.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_2048.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 832
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_10000               ; -- Begin function lds_10000
	.globl	lds_10000
	.p2align	8
	.type	lds_10000,@function
lds_10000:                              ; @lds_10000
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_sub_u32_e32 v1, 0x9c3, v0
	s_mul_i32 s7, s6, 0x9c4
	v_lshrrev_b32_e32 v2, 6, v1
	v_add_u32_e32 v1, 0x63c, v0
	v_add_u32_e32 v6, s7, v0
	v_or_b32_e32 v1, 0xfffff03f, v1
	v_add_u32_e32 v7, 1, v2
	v_cmp_ge_u32_e32 vcc, v1, v6
	s_mov_b64 s[8:9], -1
	v_mov_b32_e32 v1, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_11
; %bb.1:
	v_add_u32_e32 v2, -1, v2
	v_lshrrev_b32_e32 v3, 1, v2
	v_add_u32_e32 v4, 1, v3
	s_mov_b32 s12, 0
	v_or_b32_e32 v1, 64, v0
	v_and_b32_e32 v8, 7, v4
	v_cmp_lt_u32_e32 vcc, 13, v2
	s_mov_b64 s[10:11], 0
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr9
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execnz .LBB2_4
; %bb.2:
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execnz .LBB2_7
.LBB2_3:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execnz .LBB2_8
	s_branch .LBB2_10
.LBB2_4:
	s_add_i32 s13, s7, 0x80
	s_add_i32 s15, s7, 0x100
	s_add_i32 s17, s7, 0x180
	s_add_i32 s19, s7, 0x200
	s_add_i32 s21, s7, 0x280
	s_add_i32 s23, s7, 0x300
	s_add_i32 s25, s7, 0x380
	v_lshlrev_b32_e32 v9, 2, v0
	v_lshlrev_b32_e32 v2, 1, v4
	s_mov_b32 s14, s13
	s_mov_b32 s16, s15
	s_mov_b32 s18, s17
	s_mov_b32 s20, s19
	s_mov_b32 s22, s21
	s_mov_b32 s24, s23
	s_mov_b32 s26, s25
	v_and_b32_e32 v10, -16, v2
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s3
	v_mov_b32_e32 v12, v9
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
.LBB2_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s7, v2
	v_lshlrev_b64 v[30:31], 2, v[4:5]
	v_add_u32_e32 v14, s7, v3
	v_mov_b32_e32 v15, v5
	v_add_co_u32_e32 v30, vcc, s2, v30
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_addc_co_u32_e32 v31, vcc, v11, v31, vcc
	v_add_u32_e32 v16, s14, v3
	v_mov_b32_e32 v17, v5
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_addc_co_u32_e32 v15, vcc, v11, v15, vcc
	v_add_u32_e32 v18, s16, v3
	v_mov_b32_e32 v19, v5
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_addc_co_u32_e32 v17, vcc, v11, v17, vcc
	v_add_u32_e32 v20, s18, v3
	v_mov_b32_e32 v21, v5
	v_add_co_u32_e32 v18, vcc, s2, v18
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_addc_co_u32_e32 v19, vcc, v11, v19, vcc
	v_add_u32_e32 v22, s20, v3
	v_mov_b32_e32 v23, v5
	v_add_co_u32_e32 v20, vcc, s2, v20
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_addc_co_u32_e32 v21, vcc, v11, v21, vcc
	v_add_u32_e32 v24, s22, v3
	v_mov_b32_e32 v25, v5
	v_add_co_u32_e32 v22, vcc, s2, v22
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_addc_co_u32_e32 v23, vcc, v11, v23, vcc
	v_add_u32_e32 v26, s24, v3
	v_mov_b32_e32 v27, v5
	v_add_co_u32_e32 v24, vcc, s2, v24
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_addc_co_u32_e32 v25, vcc, v11, v25, vcc
	v_add_u32_e32 v28, s26, v3
	v_mov_b32_e32 v29, v5
	v_add_co_u32_e32 v26, vcc, s2, v26
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_addc_co_u32_e32 v27, vcc, v11, v27, vcc
	v_add_u32_e32 v4, s13, v2
	v_add_co_u32_e32 v28, vcc, s2, v28
	v_lshlrev_b64 v[32:33], 2, v[4:5]
	v_addc_co_u32_e32 v29, vcc, v11, v29, vcc
	v_add_u32_e32 v4, s15, v2
	v_add_co_u32_e32 v32, vcc, s2, v32
	v_addc_co_u32_e32 v33, vcc, v11, v33, vcc
	v_lshlrev_b64 v[34:35], 2, v[4:5]
	v_add_u32_e32 v4, s17, v2
	global_load_dword v1, v[30:31], off
	global_load_dword v13, v[14:15], off
	global_load_dword v36, v[32:33], off
	global_load_dword v37, v[16:17], off
	v_add_co_u32_e32 v14, vcc, s2, v34
	v_addc_co_u32_e32 v15, vcc, v11, v35, vcc
	v_lshlrev_b64 v[16:17], 2, v[4:5]
	v_add_u32_e32 v4, s19, v2
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_addc_co_u32_e32 v17, vcc, v11, v17, vcc
	v_lshlrev_b64 v[30:31], 2, v[4:5]
	v_add_u32_e32 v4, s21, v2
	global_load_dword v32, v[14:15], off
	global_load_dword v33, v[18:19], off
	global_load_dword v34, v[16:17], off
	global_load_dword v35, v[20:21], off
	v_add_co_u32_e32 v14, vcc, s2, v30
	v_addc_co_u32_e32 v15, vcc, v11, v31, vcc
	v_lshlrev_b64 v[16:17], 2, v[4:5]
	v_add_u32_e32 v4, s23, v2
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_addc_co_u32_e32 v17, vcc, v11, v17, vcc
	v_lshlrev_b64 v[18:19], 2, v[4:5]
	v_add_u32_e32 v4, s25, v2
	global_load_dword v20, v[14:15], off
	global_load_dword v21, v[22:23], off
	global_load_dword v30, v[16:17], off
	global_load_dword v31, v[24:25], off
	v_add_co_u32_e32 v14, vcc, s2, v18
	v_addc_co_u32_e32 v15, vcc, v11, v19, vcc
	v_lshlrev_b64 v[16:17], 2, v[4:5]
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_addc_co_u32_e32 v17, vcc, v11, v17, vcc
	global_load_dword v4, v[14:15], off
	global_load_dword v18, v[26:27], off
	global_load_dword v19, v[16:17], off
	global_load_dword v22, v[28:29], off
	s_add_i32 s12, s12, 16
	v_cmp_eq_u32_e32 vcc, s12, v10
	v_add_u32_e32 v3, 0x400, v3
	s_or_b64 s[10:11], vcc, s[10:11]
	v_add_u32_e32 v2, 0x400, v2
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v12, v1, v13 offset1:1
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v12, v36, v37 offset0:2 offset1:3
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v12, v32, v33 offset0:4 offset1:5
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v12, v34, v35 offset0:6 offset1:7
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v12, v20, v21 offset0:8 offset1:9
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v12, v30, v31 offset0:10 offset1:11
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v12, v4, v18 offset0:12 offset1:13
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v12, v19, v22 offset0:14 offset1:15
	v_add_u32_e32 v12, 0x1000, v12
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB2_5
; %bb.6:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_ne_u32_e32 vcc, 0, v8
	s_and_b64 s[10:11], vcc, exec
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB2_3
.LBB2_7:
	v_lshlrev_b32_e32 v9, 2, v0
	v_mov_b32_e32 v10, 0
	s_or_b64 s[10:11], s[10:11], exec
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB2_10
.LBB2_8:
	v_lshl_add_u32 v1, v10, 8, v9
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v9, s3
.LBB2_9:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s7, v2
	v_lshlrev_b64 v[12:13], 2, v[4:5]
	v_add_u32_e32 v10, s7, v3
	v_mov_b32_e32 v11, v5
	v_add_co_u32_e32 v12, vcc, s2, v12
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_addc_co_u32_e32 v13, vcc, v9, v13, vcc
	v_add_co_u32_e32 v10, vcc, s2, v10
	v_addc_co_u32_e32 v11, vcc, v9, v11, vcc
	global_load_dword v4, v[12:13], off
	global_load_dword v14, v[10:11], off
	v_add_u32_e32 v8, -1, v8
	v_cmp_eq_u32_e32 vcc, 0, v8
	v_add_u32_e32 v3, 0x80, v3
	v_add_u32_e32 v2, 0x80, v2
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v1, v4, v14 offset1:1
	v_add_u32_e32 v1, 0x200, v1
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB2_9
.LBB2_10:
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v2, 62, v7
	v_cmp_ne_u32_e32 vcc, v7, v2
	v_lshl_or_b32 v1, v2, 6, v0
	s_orn2_b64 s[8:9], vcc, exec
.LBB2_11:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB2_14
; %bb.12:
	v_lshlrev_b32_e32 v4, 2, v1
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s3
	s_movk_i32 s3, 0x983
.LBB2_13:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, s7, v1
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v8, v[8:9], off
	v_add_u32_e32 v2, 64, v1
	v_cmp_lt_u32_e32 vcc, s3, v1
	s_or_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v1, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v8
	v_add_u32_e32 v4, 0x100, v4
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_13
.LBB2_14:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v3, 7, v7
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_18
; %bb.15:
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v3, 6, v3
	v_sub_u32_e32 v2, 0x270c, v1
	v_or_b32_e32 v0, v0, v3
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v1, 0
.LBB2_16:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v4, v2
	v_subrev_u32_e32 v3, 64, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v2, 0xffffff00, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB2_16
; %bb.17:
	s_or_b64 exec, exec, s[4:5]
.LBB2_18:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v2, 2, v0
	v_sub_u32_e32 v2, 0x200c, v2
	v_or_b32_e32 v0, 0xfffffe00, v0
	s_mov_b64 s[2:3], 0
	s_movk_i32 s4, 0x7c3
.LBB2_19:                               ; =>This Inner Loop Header: Depth=1
	ds_read2st64_b32 v[4:5], v2 offset0:6 offset1:7
	ds_read2st64_b32 v[8:9], v2 offset0:4 offset1:5
	ds_read2st64_b32 v[10:11], v2 offset0:2 offset1:3
	ds_read2st64_b32 v[12:13], v2 offset1:1
	v_add_u32_e32 v0, 0x200, v0
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v5
	v_add_f32_e32 v1, v1, v4
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v9
	v_add_f32_e32 v1, v1, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v11
	v_add_f32_e32 v1, v1, v10
	v_cmp_lt_u32_e32 vcc, s4, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v13
	v_add_u32_e32 v2, 0xfffff800, v2
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_f32_e32 v1, v1, v12
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB2_19
; %bb.20:
	s_or_b64 exec, exec, s[2:3]
	s_mulk_i32 s6, 0xf67c
	v_add_u32_e32 v2, s6, v6
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_10000
		.amdhsa_group_segment_fixed_size 10000
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
		.amdhsa_next_free_vgpr 169
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 40
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
	.size	lds_10000, .Lfunc_end2-lds_10000
                                        ; -- End function
	.set lds_10000.num_vgpr, 38
	.set lds_10000.num_agpr, 0
	.set lds_10000.numbered_sgpr, 27
	.set lds_10000.num_named_barrier, 0
	.set lds_10000.private_seg_size, 0
	.set lds_10000.uses_vcc, 1
	.set lds_10000.uses_flat_scratch, 0
	.set lds_10000.has_dyn_sized_stack, 0
	.set lds_10000.has_recursion, 0
	.set lds_10000.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1500
; TotalNumSgprs: 31
; NumVgprs: 38
; NumAgprs: 0
; TotalNumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 10000 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 21
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 169
; AccumOffset: 40
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_10000 ; -- Begin function __clang_ocl_kern_imp_lds_10000
	.globl	__clang_ocl_kern_imp_lds_10000
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_10000,@function
__clang_ocl_kern_imp_lds_10000:         ; @__clang_ocl_kern_imp_lds_10000
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	v_sub_u32_e32 v5, 0x9c3, v4
	s_mul_i32 s10, s12, 0x9c4
	v_lshrrev_b32_e32 v6, 6, v5
	v_add_u32_e32 v5, 0x63c, v4
	v_add_u32_e32 v10, s10, v4
	v_or_b32_e32 v5, 0xfffff03f, v5
	v_add_u32_e32 v11, 1, v6
	v_cmp_ge_u32_e32 vcc, v5, v10
	s_mov_b64 s[6:7], -1
	v_mov_b32_e32 v5, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_11
; %bb.1:
	v_add_u32_e32 v6, -1, v6
	v_lshrrev_b32_e32 v7, 1, v6
	v_add_u32_e32 v8, 1, v7
	v_add_u32_e32 v5, 64, v4
	v_and_b32_e32 v12, 7, v8
	v_cmp_lt_u32_e32 vcc, 13, v6
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execnz .LBB3_4
; %bb.2:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB3_7
.LBB3_3:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execnz .LBB3_8
	s_branch .LBB3_10
.LBB3_4:
	s_add_i32 s11, s10, 0x80
	s_add_i32 s14, s10, 0x100
	s_add_i32 s16, s10, 0x180
	s_add_i32 s18, s10, 0x200
	s_add_i32 s20, s10, 0x280
	s_add_i32 s22, s10, 0x300
	s_add_i32 s24, s10, 0x380
	v_lshlrev_b32_e32 v6, 1, v8
	s_mov_b32 s13, s11
	s_mov_b32 s15, s14
	s_mov_b32 s17, s16
	s_mov_b32 s19, s18
	s_mov_b32 s21, s20
	s_mov_b32 s23, s22
	s_mov_b32 s25, s24
	v_and_b32_e32 v13, -16, v6
	s_mov_b32 s26, 0
	v_mov_b32_e32 v9, 0
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	s_trap 2
                                        ; implicit-def: $vgpr14
.LBB3_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v8, s10, v6
	v_lshlrev_b64 v[32:33], 2, v[8:9]
	v_add_u32_e32 v16, s10, v7
	v_mov_b32_e32 v17, v9
	v_add_co_u32_e32 v32, vcc, v2, v32
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_addc_co_u32_e32 v33, vcc, v3, v33, vcc
	v_add_u32_e32 v18, s13, v7
	v_mov_b32_e32 v19, v9
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_add_u32_e32 v20, s15, v7
	v_mov_b32_e32 v21, v9
	v_add_co_u32_e32 v18, vcc, v2, v18
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_add_u32_e32 v22, s17, v7
	v_mov_b32_e32 v23, v9
	v_add_co_u32_e32 v20, vcc, v2, v20
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_addc_co_u32_e32 v21, vcc, v3, v21, vcc
	v_add_u32_e32 v24, s19, v7
	v_mov_b32_e32 v25, v9
	v_add_co_u32_e32 v22, vcc, v2, v22
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_addc_co_u32_e32 v23, vcc, v3, v23, vcc
	v_add_u32_e32 v26, s21, v7
	v_mov_b32_e32 v27, v9
	v_add_co_u32_e32 v24, vcc, v2, v24
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_addc_co_u32_e32 v25, vcc, v3, v25, vcc
	v_add_u32_e32 v28, s23, v7
	v_mov_b32_e32 v29, v9
	v_add_co_u32_e32 v26, vcc, v2, v26
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_addc_co_u32_e32 v27, vcc, v3, v27, vcc
	v_add_u32_e32 v30, s25, v7
	v_mov_b32_e32 v31, v9
	v_add_co_u32_e32 v28, vcc, v2, v28
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_addc_co_u32_e32 v29, vcc, v3, v29, vcc
	v_add_u32_e32 v8, s11, v6
	v_add_co_u32_e32 v30, vcc, v2, v30
	v_lshlrev_b64 v[34:35], 2, v[8:9]
	v_addc_co_u32_e32 v31, vcc, v3, v31, vcc
	v_add_u32_e32 v8, s14, v6
	v_add_co_u32_e32 v34, vcc, v2, v34
	v_addc_co_u32_e32 v35, vcc, v3, v35, vcc
	v_lshlrev_b64 v[36:37], 2, v[8:9]
	v_add_u32_e32 v8, s16, v6
	global_load_dword v5, v[32:33], off
	global_load_dword v15, v[16:17], off
	global_load_dword v38, v[34:35], off
	global_load_dword v39, v[18:19], off
	v_add_co_u32_e32 v16, vcc, v2, v36
	v_addc_co_u32_e32 v17, vcc, v3, v37, vcc
	v_lshlrev_b64 v[18:19], 2, v[8:9]
	v_add_u32_e32 v8, s18, v6
	v_add_co_u32_e32 v18, vcc, v2, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_lshlrev_b64 v[32:33], 2, v[8:9]
	v_add_u32_e32 v8, s20, v6
	global_load_dword v34, v[16:17], off
	global_load_dword v35, v[20:21], off
	global_load_dword v36, v[18:19], off
	global_load_dword v37, v[22:23], off
	v_add_co_u32_e32 v16, vcc, v2, v32
	v_addc_co_u32_e32 v17, vcc, v3, v33, vcc
	v_lshlrev_b64 v[18:19], 2, v[8:9]
	v_add_u32_e32 v8, s22, v6
	v_add_co_u32_e32 v18, vcc, v2, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_lshlrev_b64 v[20:21], 2, v[8:9]
	v_add_u32_e32 v8, s24, v6
	global_load_dword v22, v[16:17], off
	global_load_dword v23, v[24:25], off
	global_load_dword v32, v[18:19], off
	global_load_dword v33, v[26:27], off
	v_add_co_u32_e32 v16, vcc, v2, v20
	v_addc_co_u32_e32 v17, vcc, v3, v21, vcc
	v_lshlrev_b64 v[18:19], 2, v[8:9]
	v_add_co_u32_e32 v18, vcc, v2, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	global_load_dword v8, v[16:17], off
	global_load_dword v20, v[28:29], off
	global_load_dword v21, v[18:19], off
	global_load_dword v24, v[30:31], off
	s_add_i32 s26, s26, 16
	v_cmp_eq_u32_e32 vcc, s26, v13
	v_add_u32_e32 v7, 0x400, v7
	s_or_b64 s[8:9], vcc, s[8:9]
	v_add_u32_e32 v6, 0x400, v6
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v14, v5, v15 offset1:1
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v14, v38, v39 offset0:2 offset1:3
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v14, v34, v35 offset0:4 offset1:5
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v14, v36, v37 offset0:6 offset1:7
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v14, v22, v23 offset0:8 offset1:9
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v14, v32, v33 offset0:10 offset1:11
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v14, v8, v20 offset0:12 offset1:13
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v14, v21, v24 offset0:14 offset1:15
	v_add_u32_e32 v14, 0x1000, v14
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB3_5
; %bb.6:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_ne_u32_e32 vcc, 0, v12
	s_and_b64 s[8:9], vcc, exec
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB3_3
.LBB3_7:
	s_or_b64 s[8:9], s[8:9], exec
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB3_10
.LBB3_8:
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v9, 0
	s_trap 2
                                        ; implicit-def: $vgpr5
.LBB3_9:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v8, s10, v6
	v_lshlrev_b64 v[16:17], 2, v[8:9]
	v_add_u32_e32 v14, s10, v7
	v_mov_b32_e32 v15, v9
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_add_co_u32_e32 v14, vcc, v2, v14
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	global_load_dword v8, v[16:17], off
	global_load_dword v13, v[14:15], off
	v_add_u32_e32 v12, -1, v12
	v_cmp_eq_u32_e32 vcc, 0, v12
	v_add_u32_e32 v7, 0x80, v7
	v_add_u32_e32 v6, 0x80, v6
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v5, v8, v13 offset1:1
	v_add_u32_e32 v5, 0x200, v5
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB3_9
.LBB3_10:
	s_or_b64 exec, exec, s[6:7]
	v_and_b32_e32 v6, 0x7e, v11
	v_cmp_ne_u32_e32 vcc, v11, v6
	v_lshl_add_u32 v5, v6, 6, v4
	s_orn2_b64 s[6:7], vcc, exec
.LBB3_11:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB3_14
; %bb.12:
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v7, 0
	s_movk_i32 s8, 0x983
	s_trap 2
                                        ; implicit-def: $vgpr8
.LBB3_13:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, s10, v5
	v_lshlrev_b64 v[12:13], 2, v[6:7]
	v_add_co_u32_e32 v12, vcc, v2, v12
	v_addc_co_u32_e32 v13, vcc, v3, v13, vcc
	global_load_dword v9, v[12:13], off
	v_add_u32_e32 v6, 64, v5
	v_cmp_lt_u32_e32 vcc, s8, v5
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v9
	v_add_u32_e32 v8, 0x100, v8
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB3_13
.LBB3_14:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v3, 7, v11
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_18
; %bb.15:
	v_lshlrev_b32_e32 v3, 6, v3
	v_add_u32_e32 v4, v4, v3
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, 0
	s_trap 2
                                        ; implicit-def: $vgpr5
.LBB3_16:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v6, v5
	v_subrev_u32_e32 v3, 64, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v5, 0xffffff00, v5
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v6
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB3_16
; %bb.17:
	s_or_b64 exec, exec, s[6:7]
.LBB3_18:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, 0xfffffe00, v4
	s_mov_b64 s[4:5], 0
	s_movk_i32 s6, 0x7c3
	s_trap 2
                                        ; implicit-def: $vgpr4
.LBB3_19:                               ; =>This Inner Loop Header: Depth=1
	ds_read2st64_b32 v[6:7], v4 offset0:6 offset1:7
	ds_read2st64_b32 v[8:9], v4 offset0:4 offset1:5
	ds_read2st64_b32 v[12:13], v4 offset0:2 offset1:3
	ds_read2st64_b32 v[14:15], v4 offset1:1
	v_add_u32_e32 v3, 0x200, v3
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v2, v2, v7
	v_add_f32_e32 v2, v2, v6
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v2, v2, v9
	v_add_f32_e32 v2, v2, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v13
	v_add_f32_e32 v2, v2, v12
	v_cmp_lt_u32_e32 vcc, s6, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v15
	v_add_u32_e32 v4, 0xfffff800, v4
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_f32_e32 v2, v2, v14
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB3_19
; %bb.20:
	s_or_b64 exec, exec, s[4:5]
	s_mulk_i32 s12, 0xf67c
	v_add_u32_e32 v4, s12, v10
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_lds_10000, .Lfunc_end3-__clang_ocl_kern_imp_lds_10000
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_10000.num_vgpr, 40
	.set __clang_ocl_kern_imp_lds_10000.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_10000.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_10000.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_10000.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_10000.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_10000.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_10000.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_10000.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_10000.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1452
; TotalNumSgprs: 36
; NumVgprs: 40
; NumAgprs: 0
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_24576               ; -- Begin function lds_24576
	.globl	lds_24576
	.p2align	8
	.type	lds_24576,@function
lds_24576:                              ; @lds_24576
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_mul_i32 s7, s6, 0x1800
	v_or_b32_e32 v1, s7, v0
	s_movk_i32 s4, 0xe840
	v_mov_b32_e32 v7, 0x60
	v_cmp_gt_u32_e32 vcc, s4, v1
	s_mov_b64 s[8:9], -1
	v_lshlrev_b32_e32 v6, 2, v0
	v_mov_b32_e32 v1, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_7
; %bb.1:
	v_add_u32_e32 v1, -2, v7
	v_lshrrev_b32_e32 v1, 1, v1
	v_add_u32_e32 v9, 1, v1
	v_or_b32_e32 v1, 64, v0
	s_add_i32 s10, s7, 0x80
	s_add_i32 s13, s7, 0x100
	s_add_i32 s15, s7, 0x180
	s_add_i32 s17, s7, 0x200
	s_add_i32 s19, s7, 0x280
	s_add_i32 s21, s7, 0x300
	s_add_i32 s23, s7, 0x380
	s_mov_b32 s12, s7
	v_and_b32_e32 v10, 0x7ffffff8, v9
	s_mov_b32 s11, s10
	s_mov_b32 s14, s13
	s_mov_b32 s16, s15
	s_mov_b32 s18, s17
	s_mov_b32 s20, s19
	s_mov_b32 s22, s21
	s_mov_b32 s24, s23
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s3
	v_mov_b32_e32 v8, v6
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s7, v2
	v_lshlrev_b64 v[28:29], 2, v[4:5]
	v_add_u32_e32 v12, s12, v3
	v_mov_b32_e32 v13, v5
	v_add_co_u32_e32 v28, vcc, s2, v28
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_addc_co_u32_e32 v29, vcc, v11, v29, vcc
	v_add_u32_e32 v14, s11, v3
	v_mov_b32_e32 v15, v5
	v_add_co_u32_e32 v12, vcc, s2, v12
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_addc_co_u32_e32 v13, vcc, v11, v13, vcc
	v_add_u32_e32 v16, s14, v3
	v_mov_b32_e32 v17, v5
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_addc_co_u32_e32 v15, vcc, v11, v15, vcc
	v_add_u32_e32 v18, s16, v3
	v_mov_b32_e32 v19, v5
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_addc_co_u32_e32 v17, vcc, v11, v17, vcc
	v_add_u32_e32 v20, s18, v3
	v_mov_b32_e32 v21, v5
	v_add_co_u32_e32 v18, vcc, s2, v18
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_addc_co_u32_e32 v19, vcc, v11, v19, vcc
	v_add_u32_e32 v22, s20, v3
	v_mov_b32_e32 v23, v5
	v_add_co_u32_e32 v20, vcc, s2, v20
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_addc_co_u32_e32 v21, vcc, v11, v21, vcc
	v_add_u32_e32 v24, s22, v3
	v_mov_b32_e32 v25, v5
	v_add_co_u32_e32 v22, vcc, s2, v22
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_addc_co_u32_e32 v23, vcc, v11, v23, vcc
	v_add_u32_e32 v26, s24, v3
	v_mov_b32_e32 v27, v5
	v_add_co_u32_e32 v24, vcc, s2, v24
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_addc_co_u32_e32 v25, vcc, v11, v25, vcc
	v_add_u32_e32 v4, s10, v2
	v_add_co_u32_e32 v26, vcc, s2, v26
	v_lshlrev_b64 v[30:31], 2, v[4:5]
	v_addc_co_u32_e32 v27, vcc, v11, v27, vcc
	v_add_u32_e32 v4, s13, v2
	v_add_co_u32_e32 v30, vcc, s2, v30
	v_addc_co_u32_e32 v31, vcc, v11, v31, vcc
	v_lshlrev_b64 v[32:33], 2, v[4:5]
	v_add_u32_e32 v4, s15, v2
	global_load_dword v1, v[28:29], off
	global_load_dword v34, v[12:13], off
	global_load_dword v35, v[30:31], off
	global_load_dword v36, v[14:15], off
	v_add_co_u32_e32 v12, vcc, s2, v32
	v_addc_co_u32_e32 v13, vcc, v11, v33, vcc
	v_lshlrev_b64 v[14:15], 2, v[4:5]
	v_add_u32_e32 v4, s17, v2
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v11, v15, vcc
	v_lshlrev_b64 v[28:29], 2, v[4:5]
	v_add_u32_e32 v4, s19, v2
	global_load_dword v30, v[12:13], off
	global_load_dword v31, v[16:17], off
	global_load_dword v32, v[14:15], off
	global_load_dword v33, v[18:19], off
	v_add_co_u32_e32 v12, vcc, s2, v28
	v_addc_co_u32_e32 v13, vcc, v11, v29, vcc
	v_lshlrev_b64 v[14:15], 2, v[4:5]
	v_add_u32_e32 v4, s21, v2
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v11, v15, vcc
	v_lshlrev_b64 v[16:17], 2, v[4:5]
	v_add_u32_e32 v4, s23, v2
	global_load_dword v18, v[12:13], off
	global_load_dword v19, v[20:21], off
	global_load_dword v28, v[14:15], off
	global_load_dword v29, v[22:23], off
	v_add_co_u32_e32 v12, vcc, s2, v16
	v_addc_co_u32_e32 v13, vcc, v11, v17, vcc
	v_lshlrev_b64 v[14:15], 2, v[4:5]
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v11, v15, vcc
	global_load_dword v4, v[12:13], off
	global_load_dword v16, v[24:25], off
	global_load_dword v17, v[14:15], off
	global_load_dword v20, v[26:27], off
	v_add_u32_e32 v10, -8, v10
	v_cmp_eq_u32_e32 vcc, 0, v10
	v_add_u32_e32 v3, 0x400, v3
	s_or_b64 s[8:9], vcc, s[8:9]
	v_add_u32_e32 v2, 0x400, v2
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v8, v1, v34 offset1:1
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v8, v35, v36 offset0:2 offset1:3
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v8, v30, v31 offset0:4 offset1:5
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v8, v32, v33 offset0:6 offset1:7
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v8, v18, v19 offset0:8 offset1:9
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v8, v28, v29 offset0:10 offset1:11
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v8, v4, v16 offset0:12 offset1:13
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v8, v17, v20 offset0:14 offset1:15
	v_add_u32_e32 v8, 0x1000, v8
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB4_2
; %bb.3:
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v1, 7, v9
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB4_6
; %bb.4:
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v9, s3
.LBB4_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s7, v2
	v_lshlrev_b64 v[12:13], 2, v[4:5]
	v_add_u32_e32 v10, s12, v3
	v_mov_b32_e32 v11, v5
	v_add_co_u32_e32 v12, vcc, s2, v12
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_addc_co_u32_e32 v13, vcc, v9, v13, vcc
	v_add_co_u32_e32 v10, vcc, s2, v10
	v_addc_co_u32_e32 v11, vcc, v9, v11, vcc
	global_load_dword v4, v[12:13], off
	global_load_dword v14, v[10:11], off
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v3, 0x80, v3
	v_add_u32_e32 v2, 0x80, v2
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v8, v4, v14 offset1:1
	v_add_u32_e32 v8, 0x200, v8
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB4_5
.LBB4_6:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_ne_u32_e32 vcc, v7, v7
	v_lshl_or_b32 v1, v7, 6, v0
	s_orn2_b64 s[8:9], vcc, exec
.LBB4_7:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB4_10
; %bb.8:
	v_lshlrev_b32_e32 v4, 2, v1
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s3
	s_movk_i32 s3, 0x17bf
.LBB4_9:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, s7, v1
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v7, v[8:9], off
	v_add_u32_e32 v2, 64, v1
	v_cmp_lt_u32_e32 vcc, s3, v1
	s_or_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v1, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v7
	v_add_u32_e32 v4, 0x100, v4
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB4_9
.LBB4_10:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e64 s[4:5], 0, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB4_14
; %bb.11:
	v_xor_b32_e32 v2, 0x5ffc, v6
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v1, 0
.LBB4_12:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v4, v2
	v_subrev_u32_e32 v3, 64, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v2, 0xffffff00, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB4_12
; %bb.13:
	s_or_b64 exec, exec, s[4:5]
.LBB4_14:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v2, 2, v0
	v_sub_u32_e32 v2, 0x58fc, v2
	v_or_b32_e32 v3, 0xfffffe00, v0
	s_mov_b64 s[2:3], 0
	s_movk_i32 s4, 0x15ff
.LBB4_15:                               ; =>This Inner Loop Header: Depth=1
	ds_read2st64_b32 v[4:5], v2 offset0:6 offset1:7
	ds_read2st64_b32 v[6:7], v2 offset0:4 offset1:5
	ds_read2st64_b32 v[8:9], v2 offset0:2 offset1:3
	ds_read2st64_b32 v[10:11], v2 offset1:1
	v_add_u32_e32 v3, 0x200, v3
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v5
	v_add_f32_e32 v1, v1, v4
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v7
	v_add_f32_e32 v1, v1, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v9
	v_add_f32_e32 v1, v1, v8
	v_cmp_lt_u32_e32 vcc, s4, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v11
	v_add_u32_e32 v2, 0xfffff800, v2
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_f32_e32 v1, v1, v10
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB4_15
; %bb.16:
	s_or_b64 exec, exec, s[2:3]
	v_lshl_or_b32 v2, s6, 6, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_24576
		.amdhsa_group_segment_fixed_size 24576
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
		.amdhsa_next_free_vgpr 257
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 40
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
	.size	lds_24576, .Lfunc_end4-lds_24576
                                        ; -- End function
	.set lds_24576.num_vgpr, 37
	.set lds_24576.num_agpr, 0
	.set lds_24576.numbered_sgpr, 25
	.set lds_24576.num_named_barrier, 0
	.set lds_24576.private_seg_size, 0
	.set lds_24576.uses_vcc, 1
	.set lds_24576.uses_flat_scratch, 0
	.set lds_24576.has_dyn_sized_stack, 0
	.set lds_24576.has_recursion, 0
	.set lds_24576.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1380
; TotalNumSgprs: 29
; NumVgprs: 37
; NumAgprs: 0
; TotalNumVgprs: 37
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 24576 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 32
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 257
; AccumOffset: 40
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_24576 ; -- Begin function __clang_ocl_kern_imp_lds_24576
	.globl	__clang_ocl_kern_imp_lds_24576
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_24576,@function
__clang_ocl_kern_imp_lds_24576:         ; @__clang_ocl_kern_imp_lds_24576
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	s_mul_i32 s10, s12, 0x1800
	v_or_b32_e32 v5, s10, v4
	s_movk_i32 s4, 0xe840
	v_mov_b32_e32 v10, v4
	v_mov_b32_e32 v11, 0x60
	v_cmp_gt_u32_e32 vcc, s4, v5
	s_mov_b64 s[6:7], -1
	v_mov_b32_e32 v5, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_7
; %bb.1:
	v_add_u32_e32 v5, -2, v11
	v_lshrrev_b32_e32 v5, 1, v5
	v_add_u32_e32 v13, 1, v5
	v_add_u32_e32 v5, 64, v4
	s_add_i32 s8, s10, 0x80
	s_add_i32 s13, s10, 0x100
	s_add_i32 s15, s10, 0x180
	s_add_i32 s17, s10, 0x200
	s_add_i32 s19, s10, 0x280
	s_add_i32 s21, s10, 0x300
	s_add_i32 s23, s10, 0x380
	s_mov_b32 s11, s10
	v_and_b32_e32 v14, 0x7ffffff8, v13
	s_mov_b32 s9, s8
	s_mov_b32 s14, s13
	s_mov_b32 s16, s15
	s_mov_b32 s18, s17
	s_mov_b32 s20, s19
	s_mov_b32 s22, s21
	s_mov_b32 s24, s23
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v9, 0
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	s_trap 2
                                        ; implicit-def: $vgpr12
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v8, s10, v6
	v_lshlrev_b64 v[32:33], 2, v[8:9]
	v_add_u32_e32 v16, s11, v7
	v_mov_b32_e32 v17, v9
	v_add_co_u32_e32 v32, vcc, v2, v32
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_addc_co_u32_e32 v33, vcc, v3, v33, vcc
	v_add_u32_e32 v18, s9, v7
	v_mov_b32_e32 v19, v9
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_add_u32_e32 v20, s14, v7
	v_mov_b32_e32 v21, v9
	v_add_co_u32_e32 v18, vcc, v2, v18
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_add_u32_e32 v22, s16, v7
	v_mov_b32_e32 v23, v9
	v_add_co_u32_e32 v20, vcc, v2, v20
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_addc_co_u32_e32 v21, vcc, v3, v21, vcc
	v_add_u32_e32 v24, s18, v7
	v_mov_b32_e32 v25, v9
	v_add_co_u32_e32 v22, vcc, v2, v22
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_addc_co_u32_e32 v23, vcc, v3, v23, vcc
	v_add_u32_e32 v26, s20, v7
	v_mov_b32_e32 v27, v9
	v_add_co_u32_e32 v24, vcc, v2, v24
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_addc_co_u32_e32 v25, vcc, v3, v25, vcc
	v_add_u32_e32 v28, s22, v7
	v_mov_b32_e32 v29, v9
	v_add_co_u32_e32 v26, vcc, v2, v26
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_addc_co_u32_e32 v27, vcc, v3, v27, vcc
	v_add_u32_e32 v30, s24, v7
	v_mov_b32_e32 v31, v9
	v_add_co_u32_e32 v28, vcc, v2, v28
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_addc_co_u32_e32 v29, vcc, v3, v29, vcc
	v_add_u32_e32 v8, s8, v6
	v_add_co_u32_e32 v30, vcc, v2, v30
	v_lshlrev_b64 v[34:35], 2, v[8:9]
	v_addc_co_u32_e32 v31, vcc, v3, v31, vcc
	v_add_u32_e32 v8, s13, v6
	v_add_co_u32_e32 v34, vcc, v2, v34
	v_addc_co_u32_e32 v35, vcc, v3, v35, vcc
	v_lshlrev_b64 v[36:37], 2, v[8:9]
	v_add_u32_e32 v8, s15, v6
	global_load_dword v5, v[32:33], off
	global_load_dword v15, v[16:17], off
	global_load_dword v38, v[34:35], off
	global_load_dword v39, v[18:19], off
	v_add_co_u32_e32 v16, vcc, v2, v36
	v_addc_co_u32_e32 v17, vcc, v3, v37, vcc
	v_lshlrev_b64 v[18:19], 2, v[8:9]
	v_add_u32_e32 v8, s17, v6
	v_add_co_u32_e32 v18, vcc, v2, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_lshlrev_b64 v[32:33], 2, v[8:9]
	v_add_u32_e32 v8, s19, v6
	global_load_dword v34, v[16:17], off
	global_load_dword v35, v[20:21], off
	global_load_dword v36, v[18:19], off
	global_load_dword v37, v[22:23], off
	v_add_co_u32_e32 v16, vcc, v2, v32
	v_addc_co_u32_e32 v17, vcc, v3, v33, vcc
	v_lshlrev_b64 v[18:19], 2, v[8:9]
	v_add_u32_e32 v8, s21, v6
	v_add_co_u32_e32 v18, vcc, v2, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_lshlrev_b64 v[20:21], 2, v[8:9]
	v_add_u32_e32 v8, s23, v6
	global_load_dword v22, v[16:17], off
	global_load_dword v23, v[24:25], off
	global_load_dword v32, v[18:19], off
	global_load_dword v33, v[26:27], off
	v_add_co_u32_e32 v16, vcc, v2, v20
	v_addc_co_u32_e32 v17, vcc, v3, v21, vcc
	v_lshlrev_b64 v[18:19], 2, v[8:9]
	v_add_co_u32_e32 v18, vcc, v2, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	global_load_dword v8, v[16:17], off
	global_load_dword v20, v[28:29], off
	global_load_dword v21, v[18:19], off
	global_load_dword v24, v[30:31], off
	v_add_u32_e32 v14, -8, v14
	v_cmp_eq_u32_e32 vcc, 0, v14
	v_add_u32_e32 v7, 0x400, v7
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_u32_e32 v6, 0x400, v6
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v12, v5, v15 offset1:1
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v12, v38, v39 offset0:2 offset1:3
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v12, v34, v35 offset0:4 offset1:5
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v12, v36, v37 offset0:6 offset1:7
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v12, v22, v23 offset0:8 offset1:9
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v12, v32, v33 offset0:10 offset1:11
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v12, v8, v20 offset0:12 offset1:13
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v12, v21, v24 offset0:14 offset1:15
	v_add_u32_e32 v12, 0x1000, v12
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB5_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
	v_and_b32_e32 v5, 7, v13
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB5_6
; %bb.4:
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v9, 0
.LBB5_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v8, s10, v6
	v_lshlrev_b64 v[16:17], 2, v[8:9]
	v_add_u32_e32 v14, s11, v7
	v_mov_b32_e32 v15, v9
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_add_co_u32_e32 v14, vcc, v2, v14
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	global_load_dword v8, v[16:17], off
	global_load_dword v13, v[14:15], off
	v_add_u32_e32 v5, -1, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_add_u32_e32 v7, 0x80, v7
	v_add_u32_e32 v6, 0x80, v6
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v12, v8, v13 offset1:1
	v_add_u32_e32 v12, 0x200, v12
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB5_5
.LBB5_6:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_ne_u32_e32 vcc, v11, v11
	v_lshl_add_u32 v5, v11, 6, v4
	s_orn2_b64 s[6:7], vcc, exec
.LBB5_7:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB5_10
; %bb.8:
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v7, 0
	s_movk_i32 s8, 0x17bf
	s_trap 2
                                        ; implicit-def: $vgpr8
.LBB5_9:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, s10, v5
	v_lshlrev_b64 v[12:13], 2, v[6:7]
	v_add_co_u32_e32 v12, vcc, v2, v12
	v_addc_co_u32_e32 v13, vcc, v3, v13, vcc
	global_load_dword v9, v[12:13], off
	v_add_u32_e32 v6, 64, v5
	v_cmp_lt_u32_e32 vcc, s8, v5
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v9
	v_add_u32_e32 v8, 0x100, v8
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB5_9
.LBB5_10:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e64 s[6:7], 0, 0
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB5_14
; %bb.11:
	v_add_u32_e32 v10, 0, v4
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	s_trap 2
                                        ; implicit-def: $vgpr5
.LBB5_12:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v6, v5
	v_subrev_u32_e32 v3, 64, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v5, 0xffffff00, v5
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v6
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB5_12
; %bb.13:
	s_or_b64 exec, exec, s[6:7]
.LBB5_14:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, 0xfffffe00, v10
	s_mov_b64 s[4:5], 0
	s_movk_i32 s6, 0x15ff
	s_trap 2
                                        ; implicit-def: $vgpr5
.LBB5_15:                               ; =>This Inner Loop Header: Depth=1
	ds_read2st64_b32 v[6:7], v5 offset0:6 offset1:7
	ds_read2st64_b32 v[8:9], v5 offset0:4 offset1:5
	ds_read2st64_b32 v[10:11], v5 offset0:2 offset1:3
	ds_read2st64_b32 v[12:13], v5 offset1:1
	v_add_u32_e32 v3, 0x200, v3
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v2, v2, v7
	v_add_f32_e32 v2, v2, v6
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v2, v2, v9
	v_add_f32_e32 v2, v2, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v11
	v_add_f32_e32 v2, v2, v10
	v_cmp_lt_u32_e32 vcc, s6, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v13
	v_add_u32_e32 v5, 0xfffff800, v5
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_f32_e32 v2, v2, v12
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB5_15
; %bb.16:
	s_or_b64 exec, exec, s[4:5]
	v_lshl_add_u32 v4, s12, 6, v4
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_lds_24576, .Lfunc_end5-__clang_ocl_kern_imp_lds_24576
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_24576.num_vgpr, 40
	.set __clang_ocl_kern_imp_lds_24576.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_24576.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_24576.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_24576.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_24576.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_24576.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_24576.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_24576.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_24576.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1356
; TotalNumSgprs: 36
; NumVgprs: 40
; NumAgprs: 0
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_40000               ; -- Begin function lds_40000
	.globl	lds_40000
	.p2align	8
	.type	lds_40000,@function
lds_40000:                              ; @lds_40000
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_sub_u32_e32 v1, 0x270f, v0
	v_lshrrev_b32_e32 v1, 6, v1
	s_mul_i32 s7, s6, 0x2710
	v_add_u32_e32 v8, 1, v1
	v_add_u32_e32 v1, 0x18f0, v0
	v_add_u32_e32 v6, s7, v0
	v_or_b32_e32 v1, 0xffffd83f, v1
	v_cmp_ge_u32_e32 vcc, v1, v6
	s_mov_b64 s[8:9], -1
	v_lshlrev_b32_e32 v7, 2, v0
	v_mov_b32_e32 v1, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB6_7
; %bb.1:
	v_and_b32_e32 v9, 0xbe, v8
	v_add_u32_e32 v1, -2, v9
	v_lshrrev_b32_e32 v1, 1, v1
	v_add_u32_e32 v11, 1, v1
	v_or_b32_e32 v1, 64, v0
	s_add_i32 s10, s7, 0x80
	s_add_i32 s13, s7, 0x100
	s_add_i32 s15, s7, 0x180
	s_add_i32 s17, s7, 0x200
	s_add_i32 s19, s7, 0x280
	s_add_i32 s21, s7, 0x300
	s_add_i32 s23, s7, 0x380
	s_mov_b32 s12, s7
	v_and_b32_e32 v12, 0x7ffffff8, v11
	s_mov_b32 s11, s10
	s_mov_b32 s14, s13
	s_mov_b32 s16, s15
	s_mov_b32 s18, s17
	s_mov_b32 s20, s19
	s_mov_b32 s22, s21
	s_mov_b32 s24, s23
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v13, s3
	v_mov_b32_e32 v10, v7
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
.LBB6_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s7, v2
	v_lshlrev_b64 v[30:31], 2, v[4:5]
	v_add_u32_e32 v14, s12, v3
	v_mov_b32_e32 v15, v5
	v_add_co_u32_e32 v30, vcc, s2, v30
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_addc_co_u32_e32 v31, vcc, v13, v31, vcc
	v_add_u32_e32 v16, s11, v3
	v_mov_b32_e32 v17, v5
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_addc_co_u32_e32 v15, vcc, v13, v15, vcc
	v_add_u32_e32 v18, s14, v3
	v_mov_b32_e32 v19, v5
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_addc_co_u32_e32 v17, vcc, v13, v17, vcc
	v_add_u32_e32 v20, s16, v3
	v_mov_b32_e32 v21, v5
	v_add_co_u32_e32 v18, vcc, s2, v18
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_addc_co_u32_e32 v19, vcc, v13, v19, vcc
	v_add_u32_e32 v22, s18, v3
	v_mov_b32_e32 v23, v5
	v_add_co_u32_e32 v20, vcc, s2, v20
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_addc_co_u32_e32 v21, vcc, v13, v21, vcc
	v_add_u32_e32 v24, s20, v3
	v_mov_b32_e32 v25, v5
	v_add_co_u32_e32 v22, vcc, s2, v22
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_addc_co_u32_e32 v23, vcc, v13, v23, vcc
	v_add_u32_e32 v26, s22, v3
	v_mov_b32_e32 v27, v5
	v_add_co_u32_e32 v24, vcc, s2, v24
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_addc_co_u32_e32 v25, vcc, v13, v25, vcc
	v_add_u32_e32 v28, s24, v3
	v_mov_b32_e32 v29, v5
	v_add_co_u32_e32 v26, vcc, s2, v26
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_addc_co_u32_e32 v27, vcc, v13, v27, vcc
	v_add_u32_e32 v4, s10, v2
	v_add_co_u32_e32 v28, vcc, s2, v28
	v_lshlrev_b64 v[32:33], 2, v[4:5]
	v_addc_co_u32_e32 v29, vcc, v13, v29, vcc
	v_add_u32_e32 v4, s13, v2
	v_add_co_u32_e32 v32, vcc, s2, v32
	v_addc_co_u32_e32 v33, vcc, v13, v33, vcc
	v_lshlrev_b64 v[34:35], 2, v[4:5]
	v_add_u32_e32 v4, s15, v2
	global_load_dword v1, v[30:31], off
	global_load_dword v36, v[14:15], off
	global_load_dword v37, v[32:33], off
	global_load_dword v38, v[16:17], off
	v_add_co_u32_e32 v14, vcc, s2, v34
	v_addc_co_u32_e32 v15, vcc, v13, v35, vcc
	v_lshlrev_b64 v[16:17], 2, v[4:5]
	v_add_u32_e32 v4, s17, v2
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_addc_co_u32_e32 v17, vcc, v13, v17, vcc
	v_lshlrev_b64 v[30:31], 2, v[4:5]
	v_add_u32_e32 v4, s19, v2
	global_load_dword v32, v[14:15], off
	global_load_dword v33, v[18:19], off
	global_load_dword v34, v[16:17], off
	global_load_dword v35, v[20:21], off
	v_add_co_u32_e32 v14, vcc, s2, v30
	v_addc_co_u32_e32 v15, vcc, v13, v31, vcc
	v_lshlrev_b64 v[16:17], 2, v[4:5]
	v_add_u32_e32 v4, s21, v2
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_addc_co_u32_e32 v17, vcc, v13, v17, vcc
	v_lshlrev_b64 v[18:19], 2, v[4:5]
	v_add_u32_e32 v4, s23, v2
	global_load_dword v20, v[14:15], off
	global_load_dword v21, v[22:23], off
	global_load_dword v30, v[16:17], off
	global_load_dword v31, v[24:25], off
	v_add_co_u32_e32 v14, vcc, s2, v18
	v_addc_co_u32_e32 v15, vcc, v13, v19, vcc
	v_lshlrev_b64 v[16:17], 2, v[4:5]
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_addc_co_u32_e32 v17, vcc, v13, v17, vcc
	global_load_dword v4, v[14:15], off
	global_load_dword v18, v[26:27], off
	global_load_dword v19, v[16:17], off
	global_load_dword v22, v[28:29], off
	v_add_u32_e32 v12, -8, v12
	v_cmp_eq_u32_e32 vcc, 0, v12
	v_add_u32_e32 v3, 0x400, v3
	s_or_b64 s[8:9], vcc, s[8:9]
	v_add_u32_e32 v2, 0x400, v2
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v10, v1, v36 offset1:1
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v10, v37, v38 offset0:2 offset1:3
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v10, v32, v33 offset0:4 offset1:5
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v10, v34, v35 offset0:6 offset1:7
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v10, v20, v21 offset0:8 offset1:9
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v10, v30, v31 offset0:10 offset1:11
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v10, v4, v18 offset0:12 offset1:13
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v10, v19, v22 offset0:14 offset1:15
	v_add_u32_e32 v10, 0x1000, v10
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB6_2
; %bb.3:
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v1, 7, v11
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB6_6
; %bb.4:
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v11, s3
.LBB6_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s7, v2
	v_lshlrev_b64 v[14:15], 2, v[4:5]
	v_add_u32_e32 v12, s12, v3
	v_mov_b32_e32 v13, v5
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_addc_co_u32_e32 v15, vcc, v11, v15, vcc
	v_add_co_u32_e32 v12, vcc, s2, v12
	v_addc_co_u32_e32 v13, vcc, v11, v13, vcc
	global_load_dword v4, v[14:15], off
	global_load_dword v16, v[12:13], off
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v3, 0x80, v3
	v_add_u32_e32 v2, 0x80, v2
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v10, v4, v16 offset1:1
	v_add_u32_e32 v10, 0x200, v10
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB6_5
.LBB6_6:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_ne_u32_e32 vcc, v8, v9
	v_lshl_or_b32 v1, v9, 6, v0
	s_orn2_b64 s[8:9], vcc, exec
.LBB6_7:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB6_10
; %bb.8:
	v_lshlrev_b32_e32 v4, 2, v1
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s3
	s_movk_i32 s3, 0x26cf
.LBB6_9:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, s7, v1
	v_lshlrev_b64 v[10:11], 2, v[2:3]
	v_add_co_u32_e32 v10, vcc, s2, v10
	v_addc_co_u32_e32 v11, vcc, v5, v11, vcc
	global_load_dword v9, v[10:11], off
	v_add_u32_e32 v2, 64, v1
	v_cmp_lt_u32_e32 vcc, s3, v1
	s_or_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v1, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v9
	v_add_u32_e32 v4, 0x100, v4
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB6_9
.LBB6_10:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v3, 7, v8
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB6_14
; %bb.11:
	v_lshlrev_b32_e32 v3, 6, v3
	v_sub_u32_e32 v2, 0x9c3c, v7
	v_or_b32_e32 v0, v0, v3
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v1, 0
.LBB6_12:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v4, v2
	v_subrev_u32_e32 v3, 64, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v2, 0xffffff00, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB6_12
; %bb.13:
	s_or_b64 exec, exec, s[4:5]
.LBB6_14:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v2, 2, v0
	v_sub_u32_e32 v2, 0x953c, v2
	v_or_b32_e32 v0, 0xfffffe00, v0
	s_mov_b64 s[2:3], 0
	s_movk_i32 s4, 0x250f
.LBB6_15:                               ; =>This Inner Loop Header: Depth=1
	ds_read2st64_b32 v[4:5], v2 offset0:6 offset1:7
	ds_read2st64_b32 v[8:9], v2 offset0:4 offset1:5
	ds_read2st64_b32 v[10:11], v2 offset0:2 offset1:3
	ds_read2st64_b32 v[12:13], v2 offset1:1
	v_add_u32_e32 v0, 0x200, v0
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v5
	v_add_f32_e32 v1, v1, v4
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v9
	v_add_f32_e32 v1, v1, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v11
	v_add_f32_e32 v1, v1, v10
	v_cmp_lt_u32_e32 vcc, s4, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v13
	v_add_u32_e32 v2, 0xfffff800, v2
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_f32_e32 v1, v1, v12
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB6_15
; %bb.16:
	s_or_b64 exec, exec, s[2:3]
	s_mulk_i32 s6, 0xd930
	v_add_u32_e32 v2, s6, v6
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_40000
		.amdhsa_group_segment_fixed_size 40000
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
		.amdhsa_next_free_vgpr 257
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 40
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
	.size	lds_40000, .Lfunc_end6-lds_40000
                                        ; -- End function
	.set lds_40000.num_vgpr, 39
	.set lds_40000.num_agpr, 0
	.set lds_40000.numbered_sgpr, 25
	.set lds_40000.num_named_barrier, 0
	.set lds_40000.private_seg_size, 0
	.set lds_40000.uses_vcc, 1
	.set lds_40000.uses_flat_scratch, 0
	.set lds_40000.has_dyn_sized_stack, 0
	.set lds_40000.has_recursion, 0
	.set lds_40000.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1412
; TotalNumSgprs: 29
; NumVgprs: 39
; NumAgprs: 0
; TotalNumVgprs: 39
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 40000 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 32
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 257
; AccumOffset: 40
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_40000 ; -- Begin function __clang_ocl_kern_imp_lds_40000
	.globl	__clang_ocl_kern_imp_lds_40000
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_40000,@function
__clang_ocl_kern_imp_lds_40000:         ; @__clang_ocl_kern_imp_lds_40000
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	v_sub_u32_e32 v5, 0x270f, v4
	v_lshrrev_b32_e32 v5, 6, v5
	s_mul_i32 s10, s12, 0x2710
	v_add_u32_e32 v11, 1, v5
	v_add_u32_e32 v5, 0x18f0, v4
	v_add_u32_e32 v10, s10, v4
	v_or_b32_e32 v5, 0xffffd83f, v5
	v_cmp_ge_u32_e32 vcc, v5, v10
	s_mov_b64 s[6:7], -1
	v_mov_b32_e32 v5, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB7_7
; %bb.1:
	v_and_b32_e32 v12, 0xbe, v11
	v_add_u32_e32 v5, -2, v12
	v_lshrrev_b32_e32 v5, 1, v5
	v_add_u32_e32 v14, 1, v5
	v_add_u32_e32 v5, 64, v4
	s_add_i32 s8, s10, 0x80
	s_add_i32 s13, s10, 0x100
	s_add_i32 s15, s10, 0x180
	s_add_i32 s17, s10, 0x200
	s_add_i32 s19, s10, 0x280
	s_add_i32 s21, s10, 0x300
	s_add_i32 s23, s10, 0x380
	s_mov_b32 s11, s10
	v_and_b32_e32 v15, 0x7ffffff8, v14
	s_mov_b32 s9, s8
	s_mov_b32 s14, s13
	s_mov_b32 s16, s15
	s_mov_b32 s18, s17
	s_mov_b32 s20, s19
	s_mov_b32 s22, s21
	s_mov_b32 s24, s23
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v9, 0
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	s_trap 2
                                        ; implicit-def: $vgpr13
.LBB7_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v8, s10, v6
	v_lshlrev_b64 v[32:33], 2, v[8:9]
	v_add_u32_e32 v16, s11, v7
	v_mov_b32_e32 v17, v9
	v_add_co_u32_e32 v32, vcc, v2, v32
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_addc_co_u32_e32 v33, vcc, v3, v33, vcc
	v_add_u32_e32 v18, s9, v7
	v_mov_b32_e32 v19, v9
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_add_u32_e32 v20, s14, v7
	v_mov_b32_e32 v21, v9
	v_add_co_u32_e32 v18, vcc, v2, v18
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_add_u32_e32 v22, s16, v7
	v_mov_b32_e32 v23, v9
	v_add_co_u32_e32 v20, vcc, v2, v20
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_addc_co_u32_e32 v21, vcc, v3, v21, vcc
	v_add_u32_e32 v24, s18, v7
	v_mov_b32_e32 v25, v9
	v_add_co_u32_e32 v22, vcc, v2, v22
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_addc_co_u32_e32 v23, vcc, v3, v23, vcc
	v_add_u32_e32 v26, s20, v7
	v_mov_b32_e32 v27, v9
	v_add_co_u32_e32 v24, vcc, v2, v24
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_addc_co_u32_e32 v25, vcc, v3, v25, vcc
	v_add_u32_e32 v28, s22, v7
	v_mov_b32_e32 v29, v9
	v_add_co_u32_e32 v26, vcc, v2, v26
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_addc_co_u32_e32 v27, vcc, v3, v27, vcc
	v_add_u32_e32 v30, s24, v7
	v_mov_b32_e32 v31, v9
	v_add_co_u32_e32 v28, vcc, v2, v28
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_addc_co_u32_e32 v29, vcc, v3, v29, vcc
	v_add_u32_e32 v8, s8, v6
	v_add_co_u32_e32 v30, vcc, v2, v30
	v_lshlrev_b64 v[34:35], 2, v[8:9]
	v_addc_co_u32_e32 v31, vcc, v3, v31, vcc
	v_add_u32_e32 v8, s13, v6
	v_add_co_u32_e32 v34, vcc, v2, v34
	v_addc_co_u32_e32 v35, vcc, v3, v35, vcc
	v_lshlrev_b64 v[36:37], 2, v[8:9]
	v_add_u32_e32 v8, s15, v6
	global_load_dword v5, v[32:33], off
	global_load_dword v38, v[16:17], off
	global_load_dword v39, v[34:35], off
	global_load_dword v48, v[18:19], off
	v_add_co_u32_e32 v16, vcc, v2, v36
	v_addc_co_u32_e32 v17, vcc, v3, v37, vcc
	v_lshlrev_b64 v[18:19], 2, v[8:9]
	v_add_u32_e32 v8, s17, v6
	v_add_co_u32_e32 v18, vcc, v2, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_lshlrev_b64 v[32:33], 2, v[8:9]
	v_add_u32_e32 v8, s19, v6
	global_load_dword v34, v[16:17], off
	global_load_dword v35, v[20:21], off
	global_load_dword v36, v[18:19], off
	global_load_dword v37, v[22:23], off
	v_add_co_u32_e32 v16, vcc, v2, v32
	v_addc_co_u32_e32 v17, vcc, v3, v33, vcc
	v_lshlrev_b64 v[18:19], 2, v[8:9]
	v_add_u32_e32 v8, s21, v6
	v_add_co_u32_e32 v18, vcc, v2, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_lshlrev_b64 v[20:21], 2, v[8:9]
	v_add_u32_e32 v8, s23, v6
	global_load_dword v22, v[16:17], off
	global_load_dword v23, v[24:25], off
	global_load_dword v32, v[18:19], off
	global_load_dword v33, v[26:27], off
	v_add_co_u32_e32 v16, vcc, v2, v20
	v_addc_co_u32_e32 v17, vcc, v3, v21, vcc
	v_lshlrev_b64 v[18:19], 2, v[8:9]
	v_add_co_u32_e32 v18, vcc, v2, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	global_load_dword v8, v[16:17], off
	global_load_dword v20, v[28:29], off
	global_load_dword v21, v[18:19], off
	global_load_dword v24, v[30:31], off
	v_add_u32_e32 v15, -8, v15
	v_cmp_eq_u32_e32 vcc, 0, v15
	v_add_u32_e32 v7, 0x400, v7
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_u32_e32 v6, 0x400, v6
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v13, v5, v38 offset1:1
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v13, v39, v48 offset0:2 offset1:3
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v13, v34, v35 offset0:4 offset1:5
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v13, v36, v37 offset0:6 offset1:7
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v13, v22, v23 offset0:8 offset1:9
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v13, v32, v33 offset0:10 offset1:11
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v13, v8, v20 offset0:12 offset1:13
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v13, v21, v24 offset0:14 offset1:15
	v_add_u32_e32 v13, 0x1000, v13
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB7_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
	v_and_b32_e32 v5, 7, v14
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB7_6
; %bb.4:
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v9, 0
.LBB7_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v8, s10, v6
	v_lshlrev_b64 v[16:17], 2, v[8:9]
	v_add_u32_e32 v14, s11, v7
	v_mov_b32_e32 v15, v9
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_add_co_u32_e32 v14, vcc, v2, v14
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	global_load_dword v8, v[16:17], off
	global_load_dword v18, v[14:15], off
	v_add_u32_e32 v5, -1, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_add_u32_e32 v7, 0x80, v7
	v_add_u32_e32 v6, 0x80, v6
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v13, v8, v18 offset1:1
	v_add_u32_e32 v13, 0x200, v13
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB7_5
.LBB7_6:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_ne_u32_e32 vcc, v11, v12
	v_lshl_add_u32 v5, v12, 6, v4
	s_orn2_b64 s[6:7], vcc, exec
.LBB7_7:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB7_10
; %bb.8:
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v7, 0
	s_movk_i32 s8, 0x26cf
	s_trap 2
                                        ; implicit-def: $vgpr8
.LBB7_9:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, s10, v5
	v_lshlrev_b64 v[12:13], 2, v[6:7]
	v_add_co_u32_e32 v12, vcc, v2, v12
	v_addc_co_u32_e32 v13, vcc, v3, v13, vcc
	global_load_dword v9, v[12:13], off
	v_add_u32_e32 v6, 64, v5
	v_cmp_lt_u32_e32 vcc, s8, v5
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v9
	v_add_u32_e32 v8, 0x100, v8
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB7_9
.LBB7_10:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v3, 7, v11
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB7_14
; %bb.11:
	v_lshlrev_b32_e32 v3, 6, v3
	v_add_u32_e32 v4, v4, v3
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, 0
	s_trap 2
                                        ; implicit-def: $vgpr5
.LBB7_12:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v6, v5
	v_subrev_u32_e32 v3, 64, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v5, 0xffffff00, v5
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v6
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB7_12
; %bb.13:
	s_or_b64 exec, exec, s[6:7]
.LBB7_14:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, 0xfffffe00, v4
	s_mov_b64 s[4:5], 0
	s_movk_i32 s6, 0x250f
	s_trap 2
                                        ; implicit-def: $vgpr4
.LBB7_15:                               ; =>This Inner Loop Header: Depth=1
	ds_read2st64_b32 v[6:7], v4 offset0:6 offset1:7
	ds_read2st64_b32 v[8:9], v4 offset0:4 offset1:5
	ds_read2st64_b32 v[12:13], v4 offset0:2 offset1:3
	ds_read2st64_b32 v[14:15], v4 offset1:1
	v_add_u32_e32 v3, 0x200, v3
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v2, v2, v7
	v_add_f32_e32 v2, v2, v6
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v2, v2, v9
	v_add_f32_e32 v2, v2, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v13
	v_add_f32_e32 v2, v2, v12
	v_cmp_lt_u32_e32 vcc, s6, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v15
	v_add_u32_e32 v4, 0xfffff800, v4
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_f32_e32 v2, v2, v14
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_15
; %bb.16:
	s_or_b64 exec, exec, s[4:5]
	s_mulk_i32 s12, 0xd930
	v_add_u32_e32 v4, s12, v10
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_lds_40000, .Lfunc_end7-__clang_ocl_kern_imp_lds_40000
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_40000.num_vgpr, 49
	.set __clang_ocl_kern_imp_lds_40000.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_40000.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_40000.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_40000.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_40000.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_40000.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_40000.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_40000.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_40000.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1380
; TotalNumSgprs: 36
; NumVgprs: 49
; NumAgprs: 0
; TotalNumVgprs: 49
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_65536               ; -- Begin function lds_65536
	.globl	lds_65536
	.p2align	8
	.type	lds_65536,@function
lds_65536:                              ; @lds_65536
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_lshl_b32 s4, s6, 14
	v_or_b32_e32 v1, 64, v0
	s_or_b32 s9, s4, 0x80
	s_or_b32 s11, s4, 0x100
	s_or_b32 s13, s4, 0x180
	s_or_b32 s15, s4, 0x200
	s_or_b32 s17, s4, 0x280
	s_or_b32 s19, s4, 0x300
	s_or_b32 s21, s4, 0x380
	v_lshlrev_b32_e32 v4, 2, v0
	s_mov_b32 s7, 0
	s_mov_b32 s5, s4
	s_movk_i32 s8, 0x80
	s_mov_b32 s10, s9
	s_mov_b32 s12, s11
	s_mov_b32 s14, s13
	s_mov_b32 s16, s15
	s_mov_b32 s18, s17
	s_mov_b32 s20, s19
	s_mov_b32 s22, s21
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s3
	v_mov_b32_e32 v5, v4
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
.LBB8_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v10, s4, v2
	v_mov_b32_e32 v11, s7
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_u32_e32 v8, s5, v3
	v_mov_b32_e32 v9, s7
	v_add_co_u32_e32 v10, vcc, s2, v10
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_addc_co_u32_e32 v11, vcc, v6, v11, vcc
	v_add_u32_e32 v14, s9, v2
	v_mov_b32_e32 v15, s7
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_addc_co_u32_e32 v9, vcc, v6, v9, vcc
	v_add_u32_e32 v12, s10, v3
	v_mov_b32_e32 v13, s7
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_addc_co_u32_e32 v15, vcc, v6, v15, vcc
	v_add_u32_e32 v18, s11, v2
	v_mov_b32_e32 v19, s7
	v_add_co_u32_e32 v12, vcc, s2, v12
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_addc_co_u32_e32 v13, vcc, v6, v13, vcc
	v_add_u32_e32 v16, s12, v3
	v_mov_b32_e32 v17, s7
	v_add_co_u32_e32 v18, vcc, s2, v18
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_addc_co_u32_e32 v19, vcc, v6, v19, vcc
	v_add_u32_e32 v22, s13, v2
	v_mov_b32_e32 v23, s7
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_addc_co_u32_e32 v17, vcc, v6, v17, vcc
	v_add_u32_e32 v20, s14, v3
	v_mov_b32_e32 v21, s7
	v_add_co_u32_e32 v22, vcc, s2, v22
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_addc_co_u32_e32 v23, vcc, v6, v23, vcc
	v_add_u32_e32 v26, s15, v2
	v_mov_b32_e32 v27, s7
	v_add_co_u32_e32 v20, vcc, s2, v20
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_addc_co_u32_e32 v21, vcc, v6, v21, vcc
	v_add_u32_e32 v24, s16, v3
	v_mov_b32_e32 v25, s7
	v_add_co_u32_e32 v26, vcc, s2, v26
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_addc_co_u32_e32 v27, vcc, v6, v27, vcc
	v_add_u32_e32 v30, s17, v2
	v_mov_b32_e32 v31, s7
	v_add_co_u32_e32 v24, vcc, s2, v24
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_addc_co_u32_e32 v25, vcc, v6, v25, vcc
	v_add_u32_e32 v28, s18, v3
	v_mov_b32_e32 v29, s7
	v_add_co_u32_e32 v30, vcc, s2, v30
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_addc_co_u32_e32 v31, vcc, v6, v31, vcc
	v_add_u32_e32 v34, s19, v2
	v_mov_b32_e32 v35, s7
	v_add_co_u32_e32 v28, vcc, s2, v28
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_addc_co_u32_e32 v29, vcc, v6, v29, vcc
	v_add_u32_e32 v32, s20, v3
	v_mov_b32_e32 v33, s7
	v_add_co_u32_e32 v34, vcc, s2, v34
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_addc_co_u32_e32 v35, vcc, v6, v35, vcc
	v_add_u32_e32 v38, s21, v2
	v_mov_b32_e32 v39, s7
	v_add_co_u32_e32 v32, vcc, s2, v32
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_addc_co_u32_e32 v33, vcc, v6, v33, vcc
	v_add_u32_e32 v36, s22, v3
	v_mov_b32_e32 v37, s7
	v_add_co_u32_e32 v38, vcc, s2, v38
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_addc_co_u32_e32 v39, vcc, v6, v39, vcc
	v_add_co_u32_e32 v36, vcc, s2, v36
	v_addc_co_u32_e32 v37, vcc, v6, v37, vcc
	global_load_dword v1, v[10:11], off
	global_load_dword v7, v[8:9], off
	global_load_dword v40, v[14:15], off
	global_load_dword v41, v[12:13], off
	global_load_dword v42, v[18:19], off
	global_load_dword v43, v[16:17], off
	global_load_dword v44, v[22:23], off
	global_load_dword v45, v[20:21], off
	global_load_dword v46, v[26:27], off
	global_load_dword v47, v[24:25], off
	global_load_dword v48, v[30:31], off
	global_load_dword v49, v[28:29], off
	global_load_dword v50, v[34:35], off
	global_load_dword v51, v[32:33], off
	global_load_dword v52, v[38:39], off
                                        ; kill: killed $vgpr34 killed $vgpr35
                                        ; kill: killed $vgpr38 killed $vgpr39
                                        ; kill: killed $vgpr8 killed $vgpr9
                                        ; kill: killed $vgpr12 killed $vgpr13
                                        ; kill: killed $vgpr16 killed $vgpr17
                                        ; kill: killed $vgpr10 killed $vgpr11
                                        ; kill: killed $vgpr20 killed $vgpr21
                                        ; kill: killed $vgpr14 killed $vgpr15
                                        ; kill: killed $vgpr24 killed $vgpr25
                                        ; kill: killed $vgpr18 killed $vgpr19
                                        ; kill: killed $vgpr28 killed $vgpr29
                                        ; kill: killed $vgpr22 killed $vgpr23
                                        ; kill: killed $vgpr32 killed $vgpr33
                                        ; kill: killed $vgpr26 killed $vgpr27
                                        ; kill: killed $vgpr30 killed $vgpr31
	global_load_dword v8, v[36:37], off
	s_add_i32 s8, s8, -8
	v_add_u32_e32 v3, 0x400, v3
	v_add_u32_e32 v2, 0x400, v2
	s_cmp_lg_u32 s8, 0
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v5, v1, v7 offset1:1
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v5, v40, v41 offset0:2 offset1:3
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v5, v42, v43 offset0:4 offset1:5
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v5, v44, v45 offset0:6 offset1:7
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v5, v46, v47 offset0:8 offset1:9
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v5, v48, v49 offset0:10 offset1:11
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v5, v50, v51 offset0:12 offset1:13
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v5, v52, v8 offset0:14 offset1:15
	v_add_u32_e32 v5, 0x1000, v5
	s_cbranch_scc1 .LBB8_1
; %bb.2:
	s_mov_b32 s7, 0
	s_cmp_eq_u32 0, 0
	s_mov_b32 s8, 0
	s_cbranch_scc1 .LBB8_5
; %bb.3:
	v_mov_b32_e32 v1, s3
.LBB8_4:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v8, s4, v2
	v_mov_b32_e32 v9, s8
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_u32_e32 v6, s5, v3
	v_mov_b32_e32 v7, s8
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_addc_co_u32_e32 v9, vcc, v1, v9, vcc
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v10, v[8:9], off
	global_load_dword v11, v[6:7], off
	s_add_i32 s7, s7, -1
	v_add_u32_e32 v3, 0x80, v3
	v_add_u32_e32 v2, 0x80, v2
	s_cmp_lg_u32 s7, 0
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v5, v10, v11 offset1:1
	v_add_u32_e32 v5, 0x200, v5
	s_cbranch_scc1 .LBB8_4
.LBB8_5:
	s_cbranch_execnz .LBB8_9
; %bb.6:
	s_movk_i32 s5, 0x100
	v_lshl_or_b32 v2, s5, 6, v0
	v_subrev_u32_e32 v1, 64, v2
	v_add_u32_e32 v2, s4, v2
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_or_b32_e32 v5, 0x10000, v4
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_mov_b64 s[2:3], 0
	s_movk_i32 s4, 0x3fbf
.LBB8_7:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v6, v[2:3], off
	v_add_co_u32_e32 v2, vcc, 0x100, v2
	v_add_u32_e32 v1, 64, v1
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_cmp_lt_u32_e32 vcc, s4, v1
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v6
	v_add_u32_e32 v5, 0x100, v5
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB8_7
; %bb.8:
	s_or_b64 exec, exec, s[2:3]
.LBB8_9:
	v_sub_u32_e32 v2, 0xfffc, v4
	v_or_b32_e32 v3, 0xffffffc0, v0
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v1, 0
	s_movk_i32 s4, 0x3fbf
	s_waitcnt lgkmcnt(0)
	; wave barrier
.LBB8_10:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v4, v2
	v_add_u32_e32 v3, 64, v3
	v_cmp_lt_u32_e32 vcc, s4, v3
	v_add_u32_e32 v2, 0xffffff00, v2
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB8_10
; %bb.11:
	s_or_b64 exec, exec, s[2:3]
	v_lshl_or_b32 v2, s6, 6, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_65536
		.amdhsa_group_segment_fixed_size 65536
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
		.amdhsa_next_free_vgpr 257
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 56
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
.Lfunc_end8:
	.size	lds_65536, .Lfunc_end8-lds_65536
                                        ; -- End function
	.set lds_65536.num_vgpr, 53
	.set lds_65536.num_agpr, 0
	.set lds_65536.numbered_sgpr, 23
	.set lds_65536.num_named_barrier, 0
	.set lds_65536.private_seg_size, 0
	.set lds_65536.uses_vcc, 1
	.set lds_65536.uses_flat_scratch, 0
	.set lds_65536.has_dyn_sized_stack, 0
	.set lds_65536.has_recursion, 0
	.set lds_65536.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1164
; TotalNumSgprs: 27
; NumVgprs: 53
; NumAgprs: 0
; TotalNumVgprs: 53
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 65536 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 32
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 257
; AccumOffset: 56
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_65536 ; -- Begin function __clang_ocl_kern_imp_lds_65536
	.globl	__clang_ocl_kern_imp_lds_65536
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_65536,@function
__clang_ocl_kern_imp_lds_65536:         ; @__clang_ocl_kern_imp_lds_65536
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	s_lshl_b32 s4, s12, 14
	v_or_b32_e32 v5, 64, v4
	s_or_b32 s8, s4, 0x80
	s_or_b32 s10, s4, 0x100
	s_or_b32 s13, s4, 0x180
	s_or_b32 s15, s4, 0x200
	s_or_b32 s17, s4, 0x280
	s_or_b32 s19, s4, 0x300
	s_or_b32 s21, s4, 0x380
	s_mov_b32 s6, 0
	s_mov_b32 s5, s4
	s_movk_i32 s7, 0x80
	s_mov_b32 s9, s8
	s_mov_b32 s11, s10
	s_mov_b32 s14, s13
	s_mov_b32 s16, s15
	s_mov_b32 s18, s17
	s_mov_b32 s20, s19
	s_mov_b32 s22, s21
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	s_trap 2
                                        ; implicit-def: $vgpr8
.LBB9_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v12, s4, v6
	v_mov_b32_e32 v13, s6
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v10, s5, v7
	v_mov_b32_e32 v11, s6
	v_add_co_u32_e32 v12, vcc, v2, v12
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_addc_co_u32_e32 v13, vcc, v3, v13, vcc
	v_add_u32_e32 v16, s8, v6
	v_mov_b32_e32 v17, s6
	v_add_co_u32_e32 v10, vcc, v2, v10
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_addc_co_u32_e32 v11, vcc, v3, v11, vcc
	v_add_u32_e32 v14, s9, v7
	v_mov_b32_e32 v15, s6
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_add_u32_e32 v20, s10, v6
	v_mov_b32_e32 v21, s6
	v_add_co_u32_e32 v14, vcc, v2, v14
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	v_add_u32_e32 v18, s11, v7
	v_mov_b32_e32 v19, s6
	v_add_co_u32_e32 v20, vcc, v2, v20
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_addc_co_u32_e32 v21, vcc, v3, v21, vcc
	v_add_u32_e32 v24, s13, v6
	v_mov_b32_e32 v25, s6
	v_add_co_u32_e32 v18, vcc, v2, v18
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_add_u32_e32 v22, s14, v7
	v_mov_b32_e32 v23, s6
	v_add_co_u32_e32 v24, vcc, v2, v24
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_addc_co_u32_e32 v25, vcc, v3, v25, vcc
	v_add_u32_e32 v28, s15, v6
	v_mov_b32_e32 v29, s6
	v_add_co_u32_e32 v22, vcc, v2, v22
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_addc_co_u32_e32 v23, vcc, v3, v23, vcc
	v_add_u32_e32 v26, s16, v7
	v_mov_b32_e32 v27, s6
	v_add_co_u32_e32 v28, vcc, v2, v28
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_addc_co_u32_e32 v29, vcc, v3, v29, vcc
	v_add_u32_e32 v32, s17, v6
	v_mov_b32_e32 v33, s6
	v_add_co_u32_e32 v26, vcc, v2, v26
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_addc_co_u32_e32 v27, vcc, v3, v27, vcc
	v_add_u32_e32 v30, s18, v7
	v_mov_b32_e32 v31, s6
	v_add_co_u32_e32 v32, vcc, v2, v32
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_addc_co_u32_e32 v33, vcc, v3, v33, vcc
	v_add_u32_e32 v36, s19, v6
	v_mov_b32_e32 v37, s6
	v_add_co_u32_e32 v30, vcc, v2, v30
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_addc_co_u32_e32 v31, vcc, v3, v31, vcc
	v_add_u32_e32 v34, s20, v7
	v_mov_b32_e32 v35, s6
	v_add_co_u32_e32 v36, vcc, v2, v36
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_addc_co_u32_e32 v37, vcc, v3, v37, vcc
	v_add_u32_e32 v48, s21, v6
	v_mov_b32_e32 v49, s6
	v_add_co_u32_e32 v34, vcc, v2, v34
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_addc_co_u32_e32 v35, vcc, v3, v35, vcc
	v_add_u32_e32 v38, s22, v7
	v_mov_b32_e32 v39, s6
	v_add_co_u32_e32 v48, vcc, v2, v48
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_addc_co_u32_e32 v49, vcc, v3, v49, vcc
	v_add_co_u32_e32 v38, vcc, v2, v38
	v_addc_co_u32_e32 v39, vcc, v3, v39, vcc
	global_load_dword v5, v[12:13], off
	global_load_dword v9, v[10:11], off
	global_load_dword v50, v[16:17], off
	global_load_dword v51, v[14:15], off
	global_load_dword v52, v[20:21], off
	global_load_dword v53, v[18:19], off
	global_load_dword v54, v[24:25], off
	global_load_dword v55, v[22:23], off
	global_load_dword v64, v[28:29], off
	global_load_dword v65, v[26:27], off
	global_load_dword v66, v[32:33], off
	global_load_dword v67, v[30:31], off
	global_load_dword v68, v[36:37], off
	global_load_dword v69, v[34:35], off
	global_load_dword v70, v[48:49], off
                                        ; kill: killed $vgpr26 killed $vgpr27
                                        ; kill: killed $vgpr20 killed $vgpr21
                                        ; kill: killed $vgpr30 killed $vgpr31
                                        ; kill: killed $vgpr24 killed $vgpr25
                                        ; kill: killed $vgpr34 killed $vgpr35
                                        ; kill: killed $vgpr28 killed $vgpr29
                                        ; kill: killed $vgpr32 killed $vgpr33
                                        ; kill: killed $vgpr36 killed $vgpr37
                                        ; kill: killed $vgpr48 killed $vgpr49
                                        ; kill: killed $vgpr10 killed $vgpr11
                                        ; kill: killed $vgpr14 killed $vgpr15
                                        ; kill: killed $vgpr18 killed $vgpr19
                                        ; kill: killed $vgpr12 killed $vgpr13
                                        ; kill: killed $vgpr22 killed $vgpr23
                                        ; kill: killed $vgpr16 killed $vgpr17
	global_load_dword v10, v[38:39], off
	s_add_i32 s7, s7, -8
	v_add_u32_e32 v7, 0x400, v7
	v_add_u32_e32 v6, 0x400, v6
	s_cmp_lg_u32 s7, 0
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v8, v5, v9 offset1:1
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v8, v50, v51 offset0:2 offset1:3
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v8, v52, v53 offset0:4 offset1:5
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v8, v54, v55 offset0:6 offset1:7
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v8, v64, v65 offset0:8 offset1:9
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v8, v66, v67 offset0:10 offset1:11
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v8, v68, v69 offset0:12 offset1:13
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v8, v70, v10 offset0:14 offset1:15
	v_add_u32_e32 v8, 0x1000, v8
	s_cbranch_scc1 .LBB9_1
; %bb.2:
	s_mov_b32 s6, 0
	s_cmp_eq_u32 0, 0
	s_mov_b32 s7, 0
	s_cbranch_scc1 .LBB9_4
.LBB9_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v12, s4, v6
	v_mov_b32_e32 v13, s7
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v10, s5, v7
	v_mov_b32_e32 v11, s7
	v_add_co_u32_e32 v12, vcc, v2, v12
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_addc_co_u32_e32 v13, vcc, v3, v13, vcc
	v_add_co_u32_e32 v10, vcc, v2, v10
	v_addc_co_u32_e32 v11, vcc, v3, v11, vcc
	global_load_dword v5, v[12:13], off
	global_load_dword v9, v[10:11], off
	s_add_i32 s6, s6, -1
	v_add_u32_e32 v7, 0x80, v7
	v_add_u32_e32 v6, 0x80, v6
	s_cmp_lg_u32 s6, 0
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v8, v5, v9 offset1:1
	v_add_u32_e32 v8, 0x200, v8
	s_cbranch_scc1 .LBB9_3
.LBB9_4:
	s_cbranch_execnz .LBB9_8
; %bb.5:
	s_movk_i32 s5, 0x100
	v_lshl_add_u32 v6, s5, 6, v4
	v_subrev_u32_e32 v5, 64, v6
	v_add_u32_e32 v6, s4, v6
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v2, vcc, v2, v6
	v_addc_co_u32_e32 v3, vcc, v3, v7, vcc
	s_mov_b64 s[4:5], 0
	s_movk_i32 s6, 0x3fbf
	s_trap 2
                                        ; implicit-def: $vgpr6
.LBB9_6:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v7, v[2:3], off
	v_add_co_u32_e32 v2, vcc, 0x100, v2
	v_add_u32_e32 v5, 64, v5
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_cmp_lt_u32_e32 vcc, s6, v5
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v7
	v_add_u32_e32 v6, 0x100, v6
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB9_6
; %bb.7:
	s_or_b64 exec, exec, s[4:5]
.LBB9_8:
	v_subrev_u32_e32 v3, 64, v4
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v2, 0
	s_movk_i32 s6, 0x3fbf
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_trap 2
                                        ; implicit-def: $vgpr5
.LBB9_9:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v6, v5
	v_add_u32_e32 v3, 64, v3
	v_cmp_lt_u32_e32 vcc, s6, v3
	v_add_u32_e32 v5, 0xffffff00, v5
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v6
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB9_9
; %bb.10:
	s_or_b64 exec, exec, s[4:5]
	v_lshl_add_u32 v4, s12, 6, v4
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	__clang_ocl_kern_imp_lds_65536, .Lfunc_end9-__clang_ocl_kern_imp_lds_65536
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_65536.num_vgpr, 71
	.set __clang_ocl_kern_imp_lds_65536.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_65536.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_65536.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_65536.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_65536.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_65536.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_65536.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_65536.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_65536.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1136
; TotalNumSgprs: 36
; NumVgprs: 71
; NumAgprs: 0
; TotalNumVgprs: 71
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 71
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
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           lds_2048
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         lds_2048.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 10000
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           lds_10000
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         lds_10000.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 24576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           lds_24576
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         lds_24576.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     37
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 40000
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           lds_40000
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         lds_40000.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     39
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 65536
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           lds_65536
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         lds_65536.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     53
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
