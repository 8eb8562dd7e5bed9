; MUBUF spills and reloads through the private segment buffer
; (test/ControlFlow/launch-mubuf-spill.test): hand-written gfx1030 kernels
; laid out as clang's, one wave32 of work-items; s[0:3] = the private
; segment buffer, s4 = the workgroup id x, s5 = the private segment
; wavefront offset, v0 = the work-item id x (0..31), s[8:9] = 0x10000.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 5
	.text
; A known value spilled at offset 4, its register overwritten with LDS data,
; reloaded from offset 4: lane L's v5 is 4 L again.
	.globl	spill
	.p2align	8
	.type	spill,@function
spill:
	s_add_u32 s0, s0, s5
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[8:9], 0x10000
	v_lshlrev_b32_e32 v5, 2, v0
	buffer_store_dword v5, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	v_mov_b32_e32 v7, 0
	ds_read_b32 v5, v7
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v5, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_dword v6, v5, s[8:9]
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	spill, .Lfunc_end0-spill

; Two slots: v5 = 4 L at offset 4 and the LDS data at offset 8 (the VGPR
; offset v8 = 4 plus offset:4); the reload of offset 8 is unknown.
	.globl	other_slot
	.p2align	8
	.type	other_slot,@function
other_slot:
	s_add_u32 s0, s0, s5
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[8:9], 0x10000
	v_lshlrev_b32_e32 v5, 2, v0
	buffer_store_dword v5, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 4
	ds_read_b32 v5, v7
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v5, v8, s[0:3], 0 offen offset:4 ; 4-byte Folded Spill
	buffer_load_dword v5, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_dword v6, v5, s[8:9]
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end1:
	.size	other_slot, .Lfunc_end1-other_slot

	.rodata
	.p2align	6
	.amdhsa_kernel spill
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_private_segment_fixed_size 12
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 10
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel other_slot
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_private_segment_fixed_size 12
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 10
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
