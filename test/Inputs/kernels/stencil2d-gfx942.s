	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	stencil2d               ; -- Begin function stencil2d
	.globl	stencil2d
	.p2align	8
	.type	stencil2d,@function
stencil2d:                              ; @stencil2d
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v4, v0, 10, 10
	v_lshl_add_u32 v0, s2, 4, v2
	v_lshl_add_u32 v1, s3, 4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s8, v0
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	s_and_b64 s[10:11], vcc, s[0:1]
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mad_u64_u32 v[6:7], s[12:13], s8, v1, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v6, v[6:7], off
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	v_mul_u32_u24_e32 v5, 0x48, v4
	v_lshl_add_u32 v3, v2, 2, v5
	v_cmp_lt_i32_e64 s[2:3], 14, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v6 offset:76
	s_and_saveexec_b64 s[12:13], s[2:3]
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_8
; %bb.3:
	v_cmp_eq_u32_e64 s[2:3], 15, v2
	s_and_saveexec_b64 s[14:15], s[2:3]
	s_cbranch_execz .LBB0_7
; %bb.4:
	v_add_u32_e32 v6, 1, v0
	v_cmp_gt_i32_e64 s[2:3], s8, v6
	s_and_b64 s[16:17], s[2:3], s[0:1]
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mad_u64_u32 v[6:7], s[16:17], s8, v1, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v6, v[6:7], off offset:4
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v6 offset:140
.LBB0_7:
	s_or_b64 exec, exec, s[14:15]
                                        ; implicit-def: $vgpr5
.LBB0_8:
	s_andn2_saveexec_b64 s[12:13], s[12:13]
	s_cbranch_execz .LBB0_14
; %bb.9:
	v_cmp_eq_u32_e64 s[2:3], 0, v2
	s_and_saveexec_b64 s[14:15], s[2:3]
	s_cbranch_execz .LBB0_13
; %bb.10:
	v_cmp_lt_i32_e64 s[2:3], 0, v0
	s_and_b64 s[2:3], s[2:3], s[0:1]
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mad_u64_u32 v[6:7], s[2:3], s8, v1, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v6, v[6:7], off offset:-4
.LBB0_12:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v6 offset:72
.LBB0_13:
	s_or_b64 exec, exec, s[14:15]
.LBB0_14:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_lt_i32_e64 s[0:1], 14, v4
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[2:3], 0
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[14:15], s[0:1]
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_18
; %bb.15:
	v_cmp_eq_u32_e64 s[0:1], 15, v4
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[16:17], s[0:1]
; %bb.16:
	v_add_u32_e32 v5, 1, v1
	v_cmp_gt_i32_e64 s[0:1], s9, v5
	s_and_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[2:3], s[0:1], -1
	s_and_b64 s[2:3], s[2:3], exec
	s_and_b64 s[12:13], s[0:1], exec
; %bb.17:
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[2:3], s[2:3], exec
	s_and_b64 s[12:13], s[12:13], exec
                                        ; implicit-def: $vgpr4
.LBB0_18:
	s_or_saveexec_b64 s[14:15], s[14:15]
	v_mov_b32_e32 v6, 0x4c8
	v_mov_b32_e32 v7, 0x4c8
	s_xor_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB0_25
; %bb.19:
	s_or_b64 exec, exec, s[14:15]
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execnz .LBB0_30
.LBB0_20:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_22
.LBB0_21:
	v_lshl_add_u32 v2, v2, 2, v6
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v4 offset:4
.LBB0_22:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_24
; %bb.23:
	s_waitcnt vmcnt(0)
	ds_read2_b32 v[4:5], v3 offset0:1 offset1:20
	ds_read_b32 v8, v3 offset:148
	ds_read2_b32 v[2:3], v3 offset0:18 offset1:19
	v_mad_u64_u32 v[0:1], s[0:1], s8, v1, v[0:1]
	v_mov_b32_e32 v6, s4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v4, v2
	v_add_f32_e32 v2, v2, v5
	v_mov_b32_e32 v7, s5
	v_mul_f32_e32 v2, 0x3e000000, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_fmac_f32_e32 v2, 0.5, v3
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[6:7]
	global_store_dword v[0:1], v2, off
.LBB0_24:
	s_endpgm
.LBB0_25:
	v_cmp_eq_u32_e64 s[0:1], 0, v4
	s_mov_b64 s[18:19], s[12:13]
	s_mov_b64 s[20:21], s[2:3]
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[16:17], s[0:1]
	s_cbranch_execz .LBB0_29
; %bb.26:
	v_cmp_lt_i32_e64 s[0:1], 0, v1
	s_and_b64 s[22:23], s[0:1], vcc
	s_mov_b64 s[18:19], -1
	s_mov_b64 s[0:1], s[12:13]
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[20:21], s[22:23]
; %bb.27:
	v_add_u32_e32 v5, -1, v1
	s_xor_b64 s[18:19], exec, -1
	s_or_b64 s[0:1], s[12:13], exec
; %bb.28:
	s_or_b64 exec, exec, s[20:21]
	s_andn2_b64 s[20:21], s[2:3], exec
	s_and_b64 s[18:19], s[18:19], exec
	s_or_b64 s[20:21], s[20:21], s[18:19]
	s_andn2_b64 s[18:19], s[12:13], exec
	s_and_b64 s[0:1], s[0:1], exec
	s_or_b64 s[18:19], s[18:19], s[0:1]
.LBB0_29:
	s_or_b64 exec, exec, s[16:17]
	s_andn2_b64 s[0:1], s[2:3], exec
	s_and_b64 s[2:3], s[20:21], exec
	s_or_b64 s[2:3], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[12:13], exec
	s_and_b64 s[12:13], s[18:19], exec
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	s_or_b64 s[12:13], s[0:1], s[12:13]
	s_or_b64 exec, exec, s[14:15]
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_20
.LBB0_30:
	v_mad_u64_u32 v[4:5], s[12:13], s8, v5, v[0:1]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v4, v[4:5], off
	s_or_b64 s[2:3], s[2:3], exec
	v_mov_b32_e32 v6, v7
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_21
	s_branch .LBB0_22
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stencil2d
		.amdhsa_group_segment_fixed_size 1296
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
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
	.size	stencil2d, .Lfunc_end0-stencil2d
                                        ; -- End function
	.set stencil2d.num_vgpr, 9
	.set stencil2d.num_agpr, 0
	.set stencil2d.numbered_sgpr, 24
	.set stencil2d.num_named_barrier, 0
	.set stencil2d.private_seg_size, 0
	.set stencil2d.uses_vcc, 1
	.set stencil2d.uses_flat_scratch, 0
	.set stencil2d.has_dyn_sized_stack, 0
	.set stencil2d.has_recursion, 0
	.set stencil2d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 820
; TotalNumSgprs: 30
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1296 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_36098bf1e2816463,@object ; @__hip_cuid_36098bf1e2816463
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_36098bf1e2816463
__hip_cuid_36098bf1e2816463:
	.byte	0                               ; 0x0
	.size	__hip_cuid_36098bf1e2816463, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_36098bf1e2816463
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1296
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .name:           stencil2d
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         stencil2d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
