	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	mm_v1                   ; -- Begin function mm_v1
	.globl	mm_v1
	.p2align	8
	.type	mm_v1,@function
mm_v1:                                  ; @mm_v1
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x1c
	v_lshrrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s3, s8, 0x7f
	s_ashr_i32 s4, s3, 31
	s_lshr_b32 s4, s4, 25
	s_add_i32 s3, s3, s4
	s_ashr_i32 s12, s3, 7
	s_abs_i32 s3, s12
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s13, 0, s3
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_abs_i32 s0, s2
	v_rcp_iflag_f32_e32 v1, v1
	s_xor_b32 s1, s2, s12
	s_ashr_i32 s1, s1, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s14, v1
	s_mul_i32 s13, s13, s14
	s_mul_hi_u32 s13, s14, s13
	s_add_i32 s14, s14, s13
	s_mul_hi_u32 s13, s0, s14
	s_mul_i32 s14, s13, s3
	s_sub_i32 s0, s0, s14
	s_add_i32 s15, s13, 1
	s_sub_i32 s14, s0, s3
	s_cmp_ge_u32 s0, s3
	s_cselect_b32 s13, s15, s13
	s_cselect_b32 s0, s14, s0
	s_add_i32 s14, s13, 1
	s_cmp_ge_u32 s0, s3
	s_cselect_b32 s0, s14, s13
	s_xor_b32 s0, s0, s1
	s_sub_i32 s3, s0, s1
	s_mul_i32 s0, s3, s12
	s_sub_i32 s13, s2, s0
	s_add_i32 s12, s9, 63
	s_cmp_gt_i32 s12, 63
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_and_b32_e32 v126, 12, v2
	v_or_b32_e32 v75, 16, v126
	v_or_b32_e32 v74, 32, v126
	v_or_b32_e32 v1, 48, v126
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr126
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr1
.LBB0_3:
	v_lshrrev_b32_e32 v66, 7, v0
	v_bfe_u32 v70, v0, 6, 1
	s_lshl_b32 s2, s3, 7
	s_lshl_b32 s3, s13, 7
	s_andn2_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v67, 0
	s_cbranch_vccnz .LBB0_7
; %bb.4:
	s_ashr_i32 s0, s12, 31
	v_lshlrev_b32_e32 v1, 3, v0
	s_lshr_b32 s0, s0, 26
	s_mul_i32 s14, s2, s9
	v_lshrrev_b32_e32 v3, 3, v0
	v_lshlrev_b32_e32 v105, 4, v0
	v_add_u32_e32 v8, 0x800, v1
	s_add_i32 s12, s12, s0
	s_mul_i32 s0, s3, s9
	s_ashr_i32 s15, s14, 31
	v_mul_lo_u32 v4, s9, v3
	v_and_b32_e32 v3, 0x70, v105
	v_lshrrev_b32_e32 v6, 6, v8
	v_and_b32_e32 v8, 0x3fc0, v8
	v_add_u32_e32 v10, 0x1000, v1
	s_ashr_i32 s12, s12, 6
	s_ashr_i32 s1, s0, 31
	v_lshl_or_b32 v106, v8, 1, v3
	v_lshrrev_b32_e32 v8, 6, v10
	v_and_b32_e32 v10, 0x3fc0, v10
	v_add_u32_e32 v1, 0x1800, v1
	s_lshl_b64 s[14:15], s[14:15], 1
	v_lshl_or_b32 v107, v10, 1, v3
	v_lshrrev_b32_e32 v10, 6, v1
	v_and_b32_e32 v1, 0x3fc0, v1
	v_and_b32_e32 v126, 12, v2
	v_lshlrev_b32_e32 v2, 7, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, s14
	v_lshl_or_b32 v108, v1, 1, v3
	v_lshlrev_b32_e32 v1, 13, v66
	v_and_b32_e32 v2, 0x780, v2
	v_lshlrev_b32_e32 v3, 1, v126
	s_addc_u32 s5, s5, s15
	s_lshl_b64 s[0:1], s[0:1], 1
	v_mov_b32_e32 v5, v67
	v_mul_lo_u32 v6, s9, v6
	v_mov_b32_e32 v7, v67
	v_mul_lo_u32 v8, s9, v8
	v_mov_b32_e32 v9, v67
	v_mul_lo_u32 v10, s9, v10
	v_mov_b32_e32 v11, v67
	v_or3_b32 v109, v1, v2, v3
	v_lshl_or_b32 v1, v70, 13, v2
	s_movk_i32 s9, 0x4000
	s_add_u32 s0, s6, s0
	v_or3_b32 v110, v1, v3, s9
	v_and_b32_e32 v1, 7, v0
	v_lshlrev_b64 v[2:3], 1, v[10:11]
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_addc_u32 s1, s7, s1
	v_lshlrev_b32_e32 v66, 4, v1
	v_lshl_add_u64 v[68:69], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[70:71], s[4:5], 0, v[8:9]
	v_lshl_add_u64 v[72:73], s[4:5], 0, v[6:7]
	v_lshl_add_u64 v[74:75], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[76:77], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[78:79], s[0:1], 0, v[8:9]
	v_lshl_add_u64 v[80:81], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[82:83], s[0:1], 0, v[4:5]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[0:1], 0x80
	v_add_u32_e32 v111, 0x800, v109
	v_add_u32_e32 v117, 0x1000, v109
	v_add_u32_e32 v1, 0x1800, v109
	v_add_u32_e32 v104, 0x800, v110
	v_add_u32_e32 v127, 0x1000, v110
	v_add_u32_e32 v116, 0x1800, v110
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[84:85], v[74:75], 0, v[66:67]
	v_lshl_add_u64 v[86:87], v[72:73], 0, v[66:67]
	v_lshl_add_u64 v[88:89], v[70:71], 0, v[66:67]
	v_lshl_add_u64 v[90:91], v[68:69], 0, v[66:67]
	v_lshl_add_u64 v[92:93], v[82:83], 0, v[66:67]
	v_lshl_add_u64 v[94:95], v[80:81], 0, v[66:67]
	v_lshl_add_u64 v[96:97], v[78:79], 0, v[66:67]
	v_lshl_add_u64 v[98:99], v[76:77], 0, v[66:67]
	s_barrier
	global_load_dwordx4 v[118:121], v[84:85], off
	s_nop 0
	global_load_dwordx4 v[84:87], v[86:87], off
	s_nop 0
	global_load_dwordx4 v[122:125], v[88:89], off
	s_nop 0
	global_load_dwordx4 v[88:91], v[90:91], off
	s_nop 0
	global_load_dwordx4 v[100:103], v[92:93], off
	s_nop 0
	global_load_dwordx4 v[92:95], v[94:95], off
	s_nop 0
	global_load_dwordx4 v[112:115], v[96:97], off
	s_nop 0
	global_load_dwordx4 v[96:99], v[98:99], off
	s_add_i32 s12, s12, -1
	v_lshl_add_u64 v[68:69], v[68:69], 0, s[0:1]
	v_lshl_add_u64 v[70:71], v[70:71], 0, s[0:1]
	v_lshl_add_u64 v[72:73], v[72:73], 0, s[0:1]
	v_lshl_add_u64 v[74:75], v[74:75], 0, s[0:1]
	v_lshl_add_u64 v[76:77], v[76:77], 0, s[0:1]
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[0:1]
	v_lshl_add_u64 v[80:81], v[80:81], 0, s[0:1]
	s_cmp_lg_u32 s12, 0
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[0:1]
	s_waitcnt vmcnt(7)
	ds_write_b128 v105, v[118:121]
	s_waitcnt vmcnt(6)
	ds_write_b128 v106, v[84:87]
	s_waitcnt vmcnt(5)
	ds_write_b128 v107, v[122:125]
	s_waitcnt vmcnt(4)
	ds_write_b128 v108, v[88:91]
	s_waitcnt vmcnt(3)
	ds_write_b128 v105, v[100:103] offset:16384
	s_waitcnt vmcnt(2)
	ds_write_b128 v106, v[92:95] offset:16384
	s_waitcnt vmcnt(1)
	ds_write_b128 v107, v[112:115] offset:16384
	s_waitcnt vmcnt(0)
	ds_write_b128 v108, v[96:99] offset:16384
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[84:87], v109 offset1:4
	ds_read2_b64 v[88:91], v110 offset1:4
	ds_read2_b64 v[92:95], v104 offset1:4
	ds_read2_b64 v[96:99], v127 offset1:4
	ds_read2_b64 v[118:121], v116 offset1:4
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_bf16 v[62:65], v[84:85], v[88:89], v[62:65]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_bf16 v[58:61], v[84:85], v[92:93], v[58:61]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[54:57], v[84:85], v[96:97], v[54:57]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[50:53], v[84:85], v[118:119], v[50:53]
	v_mfma_f32_16x16x16_bf16 v[62:65], v[86:87], v[90:91], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[86:87], v[94:95], v[58:61]
	v_mfma_f32_16x16x16_bf16 v[54:57], v[86:87], v[98:99], v[54:57]
	v_mfma_f32_16x16x16_bf16 v[50:53], v[86:87], v[120:121], v[50:53]
	ds_read2_b64 v[84:87], v111 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[46:49], v[84:85], v[88:89], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[42:45], v[84:85], v[92:93], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[38:41], v[84:85], v[96:97], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[84:85], v[118:119], v[34:37]
	v_mfma_f32_16x16x16_bf16 v[46:49], v[86:87], v[90:91], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[42:45], v[86:87], v[94:95], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[38:41], v[86:87], v[98:99], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[86:87], v[120:121], v[34:37]
	ds_read2_b64 v[84:87], v117 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[30:33], v[84:85], v[88:89], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[84:85], v[92:93], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[84:85], v[96:97], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[84:85], v[118:119], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[30:33], v[86:87], v[90:91], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[86:87], v[94:95], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[86:87], v[98:99], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[86:87], v[120:121], v[18:21]
	ds_read2_b64 v[84:87], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[14:17], v[84:85], v[88:89], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[84:85], v[92:93], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[84:85], v[96:97], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[2:5], v[84:85], v[118:119], v[2:5]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[86:87], v[90:91], v[14:17]
	ds_read2_b64 v[88:91], v109 offset0:8 offset1:12
	v_mfma_f32_16x16x16_bf16 v[10:13], v[86:87], v[94:95], v[10:13]
	ds_read2_b64 v[92:95], v104 offset0:8 offset1:12
	v_mfma_f32_16x16x16_bf16 v[6:9], v[86:87], v[98:99], v[6:9]
	ds_read2_b64 v[96:99], v127 offset0:8 offset1:12
	v_mfma_f32_16x16x16_bf16 v[2:5], v[86:87], v[120:121], v[2:5]
	ds_read2_b64 v[84:87], v110 offset0:8 offset1:12
	ds_read2_b64 v[118:121], v116 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[62:65], v[88:89], v[84:85], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[88:89], v[92:93], v[58:61]
	v_mfma_f32_16x16x16_bf16 v[54:57], v[88:89], v[96:97], v[54:57]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[50:53], v[88:89], v[118:119], v[50:53]
	v_mfma_f32_16x16x16_bf16 v[62:65], v[90:91], v[86:87], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[90:91], v[94:95], v[58:61]
	v_mfma_f32_16x16x16_bf16 v[54:57], v[90:91], v[98:99], v[54:57]
	v_mfma_f32_16x16x16_bf16 v[50:53], v[90:91], v[120:121], v[50:53]
	ds_read2_b64 v[88:91], v111 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[46:49], v[88:89], v[84:85], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[42:45], v[88:89], v[92:93], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[38:41], v[88:89], v[96:97], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[88:89], v[118:119], v[34:37]
	v_mfma_f32_16x16x16_bf16 v[46:49], v[90:91], v[86:87], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[42:45], v[90:91], v[94:95], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[38:41], v[90:91], v[98:99], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[90:91], v[120:121], v[34:37]
	ds_read2_b64 v[88:91], v117 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[30:33], v[88:89], v[84:85], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[88:89], v[92:93], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[88:89], v[96:97], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[88:89], v[118:119], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[30:33], v[90:91], v[86:87], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[90:91], v[94:95], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[90:91], v[98:99], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[90:91], v[120:121], v[18:21]
	ds_read2_b64 v[88:91], v1 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[14:17], v[88:89], v[84:85], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[88:89], v[92:93], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[88:89], v[96:97], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[2:5], v[88:89], v[118:119], v[2:5]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[90:91], v[86:87], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[90:91], v[94:95], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[90:91], v[98:99], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[2:5], v[90:91], v[120:121], v[2:5]
	s_cbranch_scc1 .LBB0_5
; %bb.6:
	s_nop 5
	v_mov_b32_e32 v67, v5
	v_or_b32_e32 v1, 48, v126
	v_or_b32_e32 v74, 32, v126
	v_lshrrev_b32_e32 v66, 7, v0
	v_bfe_u32 v70, v0, 6, 1
	v_or_b32_e32 v75, 16, v126
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
.LBB0_8:
	v_lshl_add_u32 v5, v66, 6, s2
	v_lshl_or_b32 v66, v70, 6, s3
	v_mad_u64_u32 v[70:71], s[0:1], v5, s8, v[66:67]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v68, s10
	v_mov_b32_e32 v69, s11
	v_and_b32_e32 v0, 15, v0
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[68:69], v[70:71], 1, v[68:69]
	v_bfe_u32 v5, v62, 16, 1
	s_movk_i32 s2, 0x7fff
	v_mad_u64_u32 v[70:71], s[0:1], v126, s8, v[0:1]
	v_add3_u32 v5, v5, v62, s2
	v_or_b32_e32 v66, 0x400000, v62
	v_cmp_u_f32_e32 vcc, v62, v62
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], v[70:71], 1, v[68:69]
	v_cndmask_b32_e32 v5, v5, v66, vcc
	s_barrier
	global_store_short_d16_hi v[70:71], v5, off
	v_bfe_u32 v5, v63, 16, 1
	s_ashr_i32 s9, s8, 31
	v_add3_u32 v5, v5, v63, s2
	v_or_b32_e32 v62, 0x400000, v63
	v_cmp_u_f32_e32 vcc, v63, v63
	s_lshl_b64 s[0:1], s[8:9], 1
	v_or_b32_e32 v66, 0x400000, v64
	v_cndmask_b32_e32 v5, v5, v62, vcc
	v_lshl_add_u64 v[62:63], v[70:71], 0, s[0:1]
	global_store_short_d16_hi v[62:63], v5, off
	v_bfe_u32 v5, v64, 16, 1
	v_add3_u32 v5, v5, v64, s2
	v_cmp_u_f32_e32 vcc, v64, v64
	v_lshl_add_u64 v[72:73], v[62:63], 0, s[0:1]
	v_or_b32_e32 v64, 0x400000, v65
	v_cndmask_b32_e32 v5, v5, v66, vcc
	global_store_short_d16_hi v[72:73], v5, off
	v_bfe_u32 v5, v65, 16, 1
	v_add3_u32 v5, v5, v65, s2
	v_cmp_u_f32_e32 vcc, v65, v65
	v_or_b32_e32 v66, 0x400000, v58
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v64, vcc
	v_lshl_add_u64 v[64:65], v[72:73], 0, s[0:1]
	global_store_short_d16_hi v[64:65], v5, off
	v_bfe_u32 v5, v58, 16, 1
	v_add3_u32 v5, v5, v58, s2
	v_cmp_u_f32_e32 vcc, v58, v58
	v_or_b32_e32 v58, 0x400000, v59
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v66, vcc
	global_store_short_d16_hi v[70:71], v5, off offset:32
	v_bfe_u32 v5, v59, 16, 1
	v_add3_u32 v5, v5, v59, s2
	v_cmp_u_f32_e32 vcc, v59, v59
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v58, vcc
	global_store_short_d16_hi v[62:63], v5, off offset:32
	v_bfe_u32 v5, v60, 16, 1
	v_add3_u32 v5, v5, v60, s2
	v_or_b32_e32 v58, 0x400000, v60
	v_cmp_u_f32_e32 vcc, v60, v60
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v58, vcc
	global_store_short_d16_hi v[72:73], v5, off offset:32
	v_bfe_u32 v5, v61, 16, 1
	v_add3_u32 v5, v5, v61, s2
	v_or_b32_e32 v58, 0x400000, v61
	v_cmp_u_f32_e32 vcc, v61, v61
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v58, vcc
	global_store_short_d16_hi v[64:65], v5, off offset:32
	v_bfe_u32 v5, v54, 16, 1
	v_add3_u32 v5, v5, v54, s2
	v_or_b32_e32 v58, 0x400000, v54
	v_cmp_u_f32_e32 vcc, v54, v54
	v_or_b32_e32 v54, 0x400000, v55
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v58, vcc
	global_store_short_d16_hi v[70:71], v5, off offset:64
	v_bfe_u32 v5, v55, 16, 1
	v_add3_u32 v5, v5, v55, s2
	v_cmp_u_f32_e32 vcc, v55, v55
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v54, vcc
	global_store_short_d16_hi v[62:63], v5, off offset:64
	v_bfe_u32 v5, v56, 16, 1
	v_add3_u32 v5, v5, v56, s2
	v_or_b32_e32 v54, 0x400000, v56
	v_cmp_u_f32_e32 vcc, v56, v56
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v54, vcc
	global_store_short_d16_hi v[72:73], v5, off offset:64
	v_bfe_u32 v5, v57, 16, 1
	v_add3_u32 v5, v5, v57, s2
	v_or_b32_e32 v54, 0x400000, v57
	v_cmp_u_f32_e32 vcc, v57, v57
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v54, vcc
	global_store_short_d16_hi v[64:65], v5, off offset:64
	v_bfe_u32 v5, v50, 16, 1
	v_add3_u32 v5, v5, v50, s2
	v_or_b32_e32 v54, 0x400000, v50
	v_cmp_u_f32_e32 vcc, v50, v50
	v_or_b32_e32 v50, 0x400000, v51
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v54, vcc
	global_store_short_d16_hi v[70:71], v5, off offset:96
	v_bfe_u32 v5, v51, 16, 1
	v_add3_u32 v5, v5, v51, s2
	v_cmp_u_f32_e32 vcc, v51, v51
	v_or_b32_e32 v54, 0x400000, v42
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v50, vcc
	global_store_short_d16_hi v[62:63], v5, off offset:96
	v_bfe_u32 v5, v52, 16, 1
	v_add3_u32 v5, v5, v52, s2
	v_or_b32_e32 v50, 0x400000, v52
	v_cmp_u_f32_e32 vcc, v52, v52
	v_or_b32_e32 v52, 0x400000, v48
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v50, vcc
	global_store_short_d16_hi v[72:73], v5, off offset:96
	v_bfe_u32 v5, v53, 16, 1
	v_add3_u32 v5, v5, v53, s2
	v_or_b32_e32 v50, 0x400000, v53
	v_cmp_u_f32_e32 vcc, v53, v53
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v50, vcc
	global_store_short_d16_hi v[64:65], v5, off offset:96
	v_bfe_u32 v5, v46, 16, 1
	v_add3_u32 v5, v5, v46, s2
	v_or_b32_e32 v50, 0x400000, v46
	v_cmp_u_f32_e32 vcc, v46, v46
	v_or_b32_e32 v46, 0x400000, v47
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v50, vcc
	v_mad_u64_u32 v[50:51], s[4:5], v75, s8, v[0:1]
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshl_add_u64 v[50:51], v[50:51], 1, v[68:69]
	global_store_short_d16_hi v[50:51], v5, off
	v_bfe_u32 v5, v47, 16, 1
	v_add3_u32 v5, v5, v47, s2
	v_cmp_u_f32_e32 vcc, v47, v47
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v46, vcc
	v_lshl_add_u64 v[46:47], v[50:51], 0, s[0:1]
	global_store_short_d16_hi v[46:47], v5, off
	v_bfe_u32 v5, v48, 16, 1
	v_add3_u32 v5, v5, v48, s2
	v_cmp_u_f32_e32 vcc, v48, v48
	v_or_b32_e32 v48, 0x400000, v49
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v52, vcc
	v_lshl_add_u64 v[52:53], v[46:47], 0, s[0:1]
	global_store_short_d16_hi v[52:53], v5, off
	v_bfe_u32 v5, v49, 16, 1
	v_add3_u32 v5, v5, v49, s2
	v_cmp_u_f32_e32 vcc, v49, v49
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v48, vcc
	v_lshl_add_u64 v[48:49], v[52:53], 0, s[0:1]
	global_store_short_d16_hi v[48:49], v5, off
	v_bfe_u32 v5, v42, 16, 1
	v_add3_u32 v5, v5, v42, s2
	v_cmp_u_f32_e32 vcc, v42, v42
	v_or_b32_e32 v42, 0x400000, v43
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v54, vcc
	global_store_short_d16_hi v[50:51], v5, off offset:32
	v_bfe_u32 v5, v43, 16, 1
	v_add3_u32 v5, v5, v43, s2
	v_cmp_u_f32_e32 vcc, v43, v43
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v42, vcc
	global_store_short_d16_hi v[46:47], v5, off offset:32
	v_bfe_u32 v5, v44, 16, 1
	v_add3_u32 v5, v5, v44, s2
	v_or_b32_e32 v42, 0x400000, v44
	v_cmp_u_f32_e32 vcc, v44, v44
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v42, vcc
	global_store_short_d16_hi v[52:53], v5, off offset:32
	v_bfe_u32 v5, v45, 16, 1
	v_add3_u32 v5, v5, v45, s2
	v_or_b32_e32 v42, 0x400000, v45
	v_cmp_u_f32_e32 vcc, v45, v45
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v42, vcc
	global_store_short_d16_hi v[48:49], v5, off offset:32
	v_bfe_u32 v5, v38, 16, 1
	v_add3_u32 v5, v5, v38, s2
	v_or_b32_e32 v42, 0x400000, v38
	v_cmp_u_f32_e32 vcc, v38, v38
	v_or_b32_e32 v38, 0x400000, v39
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v42, vcc
	global_store_short_d16_hi v[50:51], v5, off offset:64
	v_bfe_u32 v5, v39, 16, 1
	v_add3_u32 v5, v5, v39, s2
	v_cmp_u_f32_e32 vcc, v39, v39
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v38, vcc
	global_store_short_d16_hi v[46:47], v5, off offset:64
	v_bfe_u32 v5, v40, 16, 1
	v_add3_u32 v5, v5, v40, s2
	v_or_b32_e32 v38, 0x400000, v40
	v_cmp_u_f32_e32 vcc, v40, v40
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v38, vcc
	global_store_short_d16_hi v[52:53], v5, off offset:64
	v_bfe_u32 v5, v41, 16, 1
	v_add3_u32 v5, v5, v41, s2
	v_or_b32_e32 v38, 0x400000, v41
	v_cmp_u_f32_e32 vcc, v41, v41
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v38, vcc
	global_store_short_d16_hi v[48:49], v5, off offset:64
	v_bfe_u32 v5, v34, 16, 1
	v_add3_u32 v5, v5, v34, s2
	v_or_b32_e32 v38, 0x400000, v34
	v_cmp_u_f32_e32 vcc, v34, v34
	v_or_b32_e32 v34, 0x400000, v35
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v38, vcc
	global_store_short_d16_hi v[50:51], v5, off offset:96
	v_bfe_u32 v5, v35, 16, 1
	v_add3_u32 v5, v5, v35, s2
	v_cmp_u_f32_e32 vcc, v35, v35
	v_or_b32_e32 v38, 0x400000, v26
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v34, vcc
	global_store_short_d16_hi v[46:47], v5, off offset:96
	v_bfe_u32 v5, v36, 16, 1
	v_add3_u32 v5, v5, v36, s2
	v_or_b32_e32 v34, 0x400000, v36
	v_cmp_u_f32_e32 vcc, v36, v36
	v_or_b32_e32 v36, 0x400000, v32
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v34, vcc
	global_store_short_d16_hi v[52:53], v5, off offset:96
	v_bfe_u32 v5, v37, 16, 1
	v_add3_u32 v5, v5, v37, s2
	v_or_b32_e32 v34, 0x400000, v37
	v_cmp_u_f32_e32 vcc, v37, v37
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v34, vcc
	global_store_short_d16_hi v[48:49], v5, off offset:96
	v_bfe_u32 v5, v30, 16, 1
	v_add3_u32 v5, v5, v30, s2
	v_or_b32_e32 v34, 0x400000, v30
	v_cmp_u_f32_e32 vcc, v30, v30
	v_or_b32_e32 v30, 0x400000, v31
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v34, vcc
	v_mad_u64_u32 v[34:35], s[4:5], v74, s8, v[0:1]
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 1, v[68:69]
	global_store_short_d16_hi v[34:35], v5, off
	v_bfe_u32 v5, v31, 16, 1
	v_add3_u32 v5, v5, v31, s2
	v_cmp_u_f32_e32 vcc, v31, v31
	v_mad_u64_u32 v[0:1], s[4:5], v1, s8, v[0:1]
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v30, vcc
	v_lshl_add_u64 v[30:31], v[34:35], 0, s[0:1]
	global_store_short_d16_hi v[30:31], v5, off
	v_bfe_u32 v5, v32, 16, 1
	v_add3_u32 v5, v5, v32, s2
	v_cmp_u_f32_e32 vcc, v32, v32
	v_or_b32_e32 v32, 0x400000, v33
	v_ashrrev_i32_e32 v1, 31, v0
	v_cndmask_b32_e32 v5, v5, v36, vcc
	v_lshl_add_u64 v[36:37], v[30:31], 0, s[0:1]
	global_store_short_d16_hi v[36:37], v5, off
	v_bfe_u32 v5, v33, 16, 1
	v_add3_u32 v5, v5, v33, s2
	v_cmp_u_f32_e32 vcc, v33, v33
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[68:69]
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v32, vcc
	v_lshl_add_u64 v[32:33], v[36:37], 0, s[0:1]
	global_store_short_d16_hi v[32:33], v5, off
	v_bfe_u32 v5, v26, 16, 1
	v_add3_u32 v5, v5, v26, s2
	v_cmp_u_f32_e32 vcc, v26, v26
	v_or_b32_e32 v26, 0x400000, v27
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v38, vcc
	global_store_short_d16_hi v[34:35], v5, off offset:32
	v_bfe_u32 v5, v27, 16, 1
	v_add3_u32 v5, v5, v27, s2
	v_cmp_u_f32_e32 vcc, v27, v27
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v26, vcc
	global_store_short_d16_hi v[30:31], v5, off offset:32
	v_bfe_u32 v5, v28, 16, 1
	v_add3_u32 v5, v5, v28, s2
	v_or_b32_e32 v26, 0x400000, v28
	v_cmp_u_f32_e32 vcc, v28, v28
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v26, vcc
	global_store_short_d16_hi v[36:37], v5, off offset:32
	v_bfe_u32 v5, v29, 16, 1
	v_add3_u32 v5, v5, v29, s2
	v_or_b32_e32 v26, 0x400000, v29
	v_cmp_u_f32_e32 vcc, v29, v29
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v26, vcc
	global_store_short_d16_hi v[32:33], v5, off offset:32
	v_bfe_u32 v5, v22, 16, 1
	v_add3_u32 v5, v5, v22, s2
	v_or_b32_e32 v26, 0x400000, v22
	v_cmp_u_f32_e32 vcc, v22, v22
	v_or_b32_e32 v22, 0x400000, v23
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v26, vcc
	global_store_short_d16_hi v[34:35], v5, off offset:64
	v_bfe_u32 v5, v23, 16, 1
	v_add3_u32 v5, v5, v23, s2
	v_cmp_u_f32_e32 vcc, v23, v23
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v22, vcc
	global_store_short_d16_hi v[30:31], v5, off offset:64
	v_bfe_u32 v5, v24, 16, 1
	v_add3_u32 v5, v5, v24, s2
	v_or_b32_e32 v22, 0x400000, v24
	v_cmp_u_f32_e32 vcc, v24, v24
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v22, vcc
	global_store_short_d16_hi v[36:37], v5, off offset:64
	v_bfe_u32 v5, v25, 16, 1
	v_add3_u32 v5, v5, v25, s2
	v_or_b32_e32 v22, 0x400000, v25
	v_cmp_u_f32_e32 vcc, v25, v25
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v22, vcc
	global_store_short_d16_hi v[32:33], v5, off offset:64
	v_bfe_u32 v5, v18, 16, 1
	v_add3_u32 v5, v5, v18, s2
	v_or_b32_e32 v22, 0x400000, v18
	v_cmp_u_f32_e32 vcc, v18, v18
	v_or_b32_e32 v18, 0x400000, v19
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v22, vcc
	global_store_short_d16_hi v[34:35], v5, off offset:96
	v_bfe_u32 v5, v19, 16, 1
	v_add3_u32 v5, v5, v19, s2
	v_cmp_u_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v18, vcc
	global_store_short_d16_hi v[30:31], v5, off offset:96
	v_bfe_u32 v5, v20, 16, 1
	v_add3_u32 v5, v5, v20, s2
	v_or_b32_e32 v18, 0x400000, v20
	v_cmp_u_f32_e32 vcc, v20, v20
	v_or_b32_e32 v20, 0x400000, v10
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v18, vcc
	global_store_short_d16_hi v[36:37], v5, off offset:96
	v_bfe_u32 v5, v21, 16, 1
	v_add3_u32 v5, v5, v21, s2
	v_or_b32_e32 v18, 0x400000, v21
	v_cmp_u_f32_e32 vcc, v21, v21
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v18, vcc
	global_store_short_d16_hi v[32:33], v5, off offset:96
	v_bfe_u32 v5, v14, 16, 1
	v_add3_u32 v5, v5, v14, s2
	v_or_b32_e32 v18, 0x400000, v14
	v_cmp_u_f32_e32 vcc, v14, v14
	v_or_b32_e32 v14, 0x400000, v15
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v18, vcc
	global_store_short_d16_hi v[0:1], v5, off
	v_bfe_u32 v5, v15, 16, 1
	v_add3_u32 v5, v5, v15, s2
	v_cmp_u_f32_e32 vcc, v15, v15
	v_or_b32_e32 v18, 0x400000, v16
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v14, vcc
	v_lshl_add_u64 v[14:15], v[0:1], 0, s[0:1]
	global_store_short_d16_hi v[14:15], v5, off
	v_bfe_u32 v5, v16, 16, 1
	v_add3_u32 v5, v5, v16, s2
	v_cmp_u_f32_e32 vcc, v16, v16
	v_or_b32_e32 v16, 0x400000, v17
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v18, vcc
	v_lshl_add_u64 v[18:19], v[14:15], 0, s[0:1]
	global_store_short_d16_hi v[18:19], v5, off
	v_bfe_u32 v5, v17, 16, 1
	v_add3_u32 v5, v5, v17, s2
	v_cmp_u_f32_e32 vcc, v17, v17
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v16, vcc
	v_lshl_add_u64 v[16:17], v[18:19], 0, s[0:1]
	global_store_short_d16_hi v[16:17], v5, off
	v_bfe_u32 v5, v10, 16, 1
	v_add3_u32 v5, v5, v10, s2
	v_cmp_u_f32_e32 vcc, v10, v10
	v_or_b32_e32 v10, 0x400000, v11
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v20, vcc
	global_store_short_d16_hi v[0:1], v5, off offset:32
	v_bfe_u32 v5, v11, 16, 1
	v_add3_u32 v5, v5, v11, s2
	v_cmp_u_f32_e32 vcc, v11, v11
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v10, vcc
	global_store_short_d16_hi v[14:15], v5, off offset:32
	v_bfe_u32 v5, v12, 16, 1
	v_add3_u32 v5, v5, v12, s2
	v_or_b32_e32 v10, 0x400000, v12
	v_cmp_u_f32_e32 vcc, v12, v12
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v10, vcc
	global_store_short_d16_hi v[18:19], v5, off offset:32
	v_bfe_u32 v5, v13, 16, 1
	v_add3_u32 v5, v5, v13, s2
	v_or_b32_e32 v10, 0x400000, v13
	v_cmp_u_f32_e32 vcc, v13, v13
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v10, vcc
	global_store_short_d16_hi v[16:17], v5, off offset:32
	v_bfe_u32 v5, v6, 16, 1
	v_add3_u32 v5, v5, v6, s2
	v_or_b32_e32 v10, 0x400000, v6
	v_cmp_u_f32_e32 vcc, v6, v6
	v_or_b32_e32 v6, 0x400000, v7
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v10, vcc
	global_store_short_d16_hi v[0:1], v5, off offset:64
	v_bfe_u32 v5, v7, 16, 1
	v_add3_u32 v5, v5, v7, s2
	v_cmp_u_f32_e32 vcc, v7, v7
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	global_store_short_d16_hi v[14:15], v5, off offset:64
	v_bfe_u32 v5, v8, 16, 1
	v_add3_u32 v5, v5, v8, s2
	v_or_b32_e32 v6, 0x400000, v8
	v_cmp_u_f32_e32 vcc, v8, v8
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	global_store_short_d16_hi v[18:19], v5, off offset:64
	v_bfe_u32 v5, v9, 16, 1
	v_add3_u32 v5, v5, v9, s2
	v_or_b32_e32 v6, 0x400000, v9
	v_cmp_u_f32_e32 vcc, v9, v9
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	global_store_short_d16_hi v[16:17], v5, off offset:64
	v_bfe_u32 v5, v2, 16, 1
	v_add3_u32 v5, v5, v2, s2
	v_or_b32_e32 v6, 0x400000, v2
	v_cmp_u_f32_e32 vcc, v2, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v5, v6, vcc
	global_store_short_d16_hi v[0:1], v2, off offset:96
	v_bfe_u32 v0, v3, 16, 1
	v_add3_u32 v0, v0, v3, s2
	v_or_b32_e32 v1, 0x400000, v3
	v_cmp_u_f32_e32 vcc, v3, v3
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v1, vcc
	global_store_short_d16_hi v[14:15], v0, off offset:96
	v_bfe_u32 v0, v4, 16, 1
	v_add3_u32 v0, v0, v4, s2
	v_or_b32_e32 v1, 0x400000, v4
	v_cmp_u_f32_e32 vcc, v4, v4
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v1, vcc
	global_store_short_d16_hi v[18:19], v0, off offset:96
	v_bfe_u32 v0, v67, 16, 1
	v_add3_u32 v0, v0, v67, s2
	v_or_b32_e32 v1, 0x400000, v67
	v_cmp_u_f32_e32 vcc, v67, v67
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v1, vcc
	global_store_short_d16_hi v[16:17], v0, off offset:96
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mm_v1
		.amdhsa_group_segment_fixed_size 32768
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 128
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
	.size	mm_v1, .Lfunc_end0-mm_v1
                                        ; -- End function
	.set mm_v1.num_vgpr, 128
	.set mm_v1.num_agpr, 0
	.set mm_v1.numbered_sgpr, 16
	.set mm_v1.num_named_barrier, 0
	.set mm_v1.private_seg_size, 0
	.set mm_v1.uses_vcc, 1
	.set mm_v1.uses_flat_scratch, 0
	.set mm_v1.has_dyn_sized_stack, 0
	.set mm_v1.has_recursion, 0
	.set mm_v1.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5292
; TotalNumSgprs: 22
; NumVgprs: 128
; NumAgprs: 0
; TotalNumVgprs: 128
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32768 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 128
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_mm_v1 ; -- Begin function __clang_ocl_kern_imp_mm_v1
	.globl	__clang_ocl_kern_imp_mm_v1
	.p2align	2
	.type	__clang_ocl_kern_imp_mm_v1,@function
__clang_ocl_kern_imp_mm_v1:             ; @__clang_ocl_kern_imp_mm_v1
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v30, v7
	v_add_u32_e32 v6, 0x7f, v30
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshrrev_b32_e32 v7, 25, v7
	v_add_u32_e32 v6, v6, v7
	v_ashrrev_i32_e32 v6, 7, v6
	v_sub_u32_e32 v7, 0, v6
	v_max_i32_e32 v7, v7, v6
	v_cvt_f32_u32_e32 v9, v7
	v_sub_u32_e32 v11, 0, v7
	s_abs_i32 s0, s12
	v_xor_b32_e32 v10, s12, v6
	v_rcp_iflag_f32_e32 v9, v9
	v_ashrrev_i32_e32 v10, 31, v10
	scratch_store_dword off, v40, s32 offset:188 ; 4-byte Folded Spill
	scratch_store_dword off, v41, s32 offset:184 ; 4-byte Folded Spill
	scratch_store_dword off, v42, s32 offset:180 ; 4-byte Folded Spill
	scratch_store_dword off, v43, s32 offset:176 ; 4-byte Folded Spill
	scratch_store_dword off, v44, s32 offset:172 ; 4-byte Folded Spill
	scratch_store_dword off, v45, s32 offset:168 ; 4-byte Folded Spill
	scratch_store_dword off, v46, s32 offset:164 ; 4-byte Folded Spill
	scratch_store_dword off, v47, s32 offset:160 ; 4-byte Folded Spill
	scratch_store_dword off, v56, s32 offset:156 ; 4-byte Folded Spill
	scratch_store_dword off, v57, s32 offset:152 ; 4-byte Folded Spill
	scratch_store_dword off, v58, s32 offset:148 ; 4-byte Folded Spill
	scratch_store_dword off, v59, s32 offset:144 ; 4-byte Folded Spill
	scratch_store_dword off, v60, s32 offset:140 ; 4-byte Folded Spill
	scratch_store_dword off, v61, s32 offset:136 ; 4-byte Folded Spill
	scratch_store_dword off, v62, s32 offset:132 ; 4-byte Folded Spill
	scratch_store_dword off, v63, s32 offset:128 ; 4-byte Folded Spill
	scratch_store_dword off, v72, s32 offset:124 ; 4-byte Folded Spill
	scratch_store_dword off, v73, s32 offset:120 ; 4-byte Folded Spill
	scratch_store_dword off, v74, s32 offset:116 ; 4-byte Folded Spill
	scratch_store_dword off, v75, s32 offset:112 ; 4-byte Folded Spill
	scratch_store_dword off, v76, s32 offset:108 ; 4-byte Folded Spill
	scratch_store_dword off, v77, s32 offset:104 ; 4-byte Folded Spill
	scratch_store_dword off, v78, s32 offset:100 ; 4-byte Folded Spill
	scratch_store_dword off, v79, s32 offset:96 ; 4-byte Folded Spill
	scratch_store_dword off, v88, s32 offset:92 ; 4-byte Folded Spill
	scratch_store_dword off, v89, s32 offset:88 ; 4-byte Folded Spill
	scratch_store_dword off, v90, s32 offset:84 ; 4-byte Folded Spill
	scratch_store_dword off, v91, s32 offset:80 ; 4-byte Folded Spill
	scratch_store_dword off, v92, s32 offset:76 ; 4-byte Folded Spill
	scratch_store_dword off, v93, s32 offset:72 ; 4-byte Folded Spill
	scratch_store_dword off, v94, s32 offset:68 ; 4-byte Folded Spill
	scratch_store_dword off, v95, s32 offset:64 ; 4-byte Folded Spill
	scratch_store_dword off, v104, s32 offset:60 ; 4-byte Folded Spill
	scratch_store_dword off, v105, s32 offset:56 ; 4-byte Folded Spill
	scratch_store_dword off, v106, s32 offset:52 ; 4-byte Folded Spill
	scratch_store_dword off, v107, s32 offset:48 ; 4-byte Folded Spill
	scratch_store_dword off, v108, s32 offset:44 ; 4-byte Folded Spill
	scratch_store_dword off, v109, s32 offset:40 ; 4-byte Folded Spill
	scratch_store_dword off, v110, s32 offset:36 ; 4-byte Folded Spill
	scratch_store_dword off, v111, s32 offset:32 ; 4-byte Folded Spill
	scratch_store_dword off, v120, s32 offset:28 ; 4-byte Folded Spill
	scratch_store_dword off, v121, s32 offset:24 ; 4-byte Folded Spill
	scratch_store_dword off, v122, s32 offset:20 ; 4-byte Folded Spill
	scratch_store_dword off, v123, s32 offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v124, s32 offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v125, s32 offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v126, s32 offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v127, s32      ; 4-byte Folded Spill
	v_and_b32_e32 v73, 0x3ff, v31
	v_mul_f32_e32 v9, 0x4f7ffffe, v9
	v_cvt_u32_f32_e32 v9, v9
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr62
	v_mul_lo_u32 v11, v11, v9
	v_mul_hi_u32 v11, v9, v11
	v_add_u32_e32 v9, v9, v11
	v_mul_hi_u32 v9, s0, v9
	v_mul_lo_u32 v11, v9, v7
	v_sub_u32_e32 v11, s0, v11
	v_add_u32_e32 v12, 1, v9
	v_cmp_ge_u32_e32 vcc, v11, v7
	s_nop 1
	v_cndmask_b32_e32 v9, v9, v12, vcc
	v_sub_u32_e32 v12, v11, v7
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_add_u32_e32 v12, 1, v9
	v_cmp_ge_u32_e32 vcc, v11, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v9, v12, vcc
	v_xor_b32_e32 v7, v7, v10
	v_sub_u32_e32 v9, v7, v10
	v_mul_lo_u32 v6, v9, v6
	v_add_u32_e32 v7, 63, v8
	v_sub_u32_e32 v10, s12, v6
	v_cmp_gt_i32_e32 vcc, 64, v7
	v_lshrrev_b32_e32 v6, 2, v73
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.1:
	v_and_b32_e32 v74, 12, v6
	v_or_b32_e32 v72, 16, v74
	v_or_b32_e32 v63, 32, v74
	v_or_b32_e32 v62, 48, v74
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr6
; %bb.2:
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_lshlrev_b32_e32 v75, 7, v9
	v_lshlrev_b32_e32 v76, 7, v10
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v117, 0
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB1_6
; %bb.3:
	v_ashrrev_i32_e32 v9, 31, v7
	v_lshrrev_b32_e32 v9, 26, v9
	v_add_u32_e32 v7, v7, v9
	v_ashrrev_i32_e32 v77, 6, v7
	v_lshlrev_b32_e32 v7, 3, v73
	v_lshrrev_b32_e32 v9, 3, v73
	v_mul_lo_u32 v14, v8, v9
	v_add_u32_e32 v9, 0x800, v7
	v_lshrrev_b32_e32 v9, 6, v9
	v_mul_lo_u32 v16, v8, v9
	v_add_u32_e32 v9, 0x1000, v7
	v_add_u32_e32 v7, 0x1800, v7
	v_mul_lo_u32 v12, v75, v8
	v_lshrrev_b32_e32 v9, 6, v9
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v10, v76, v8
	v_ashrrev_i32_e32 v13, 31, v12
	v_mul_lo_u32 v18, v8, v9
	v_mul_lo_u32 v8, v8, v7
	v_mov_b32_e32 v9, v117
	v_and_b32_e32 v74, 12, v6
	v_and_b32_e32 v6, 7, v73
	v_lshlrev_b32_e32 v116, 4, v6
	v_lshlrev_b64 v[6:7], 1, v[12:13]
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	v_mov_b32_e32 v19, v117
	v_lshl_add_u64 v[12:13], v[6:7], 0, v[8:9]
	v_mov_b32_e32 v15, v117
	v_mov_b32_e32 v17, v117
	v_lshl_add_u64 v[118:119], v[0:1], 0, v[12:13]
	v_lshlrev_b64 v[12:13], 1, v[18:19]
	v_lshl_add_u64 v[18:19], v[6:7], 0, v[12:13]
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[40:41], v[0:1], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[6:7], 0, v[16:17]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[14:15]
	v_lshl_add_u64 v[42:43], v[0:1], 0, v[18:19]
	v_lshl_add_u64 v[44:45], v[0:1], 0, v[6:7]
	v_lshlrev_b64 v[0:1], 1, v[10:11]
	v_lshl_add_u64 v[6:7], v[0:1], 0, v[8:9]
	v_lshl_add_u64 v[46:47], v[2:3], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[0:1], 0, v[12:13]
	v_lshl_add_u64 v[56:57], v[2:3], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[0:1], 0, v[16:17]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[14:15]
	v_or_b32_e32 v72, 16, v74
	v_or_b32_e32 v63, 32, v74
	v_or_b32_e32 v62, 48, v74
	v_lshl_add_u64 v[58:59], v[2:3], 0, v[6:7]
	v_lshl_add_u64 v[60:61], v[2:3], 0, v[0:1]
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	s_mov_b64 s[4:5], 0x80
	s_trap 2
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[0:1], v[44:45], 0, v[116:117]
	v_lshl_add_u64 v[2:3], v[42:43], 0, v[116:117]
	v_lshl_add_u64 v[6:7], v[40:41], 0, v[116:117]
	v_lshl_add_u64 v[8:9], v[118:119], 0, v[116:117]
	s_barrier
	global_load_dwordx4 v[88:91], v[0:1], off
	v_lshl_add_u64 v[0:1], v[60:61], 0, v[116:117]
	global_load_dwordx4 v[92:95], v[2:3], off
	v_lshl_add_u64 v[2:3], v[58:59], 0, v[116:117]
	global_load_dwordx4 v[104:107], v[6:7], off
	v_lshl_add_u64 v[6:7], v[56:57], 0, v[116:117]
	global_load_dwordx4 v[108:111], v[8:9], off
	v_lshl_add_u64 v[8:9], v[46:47], 0, v[116:117]
	global_load_dwordx4 v[120:123], v[0:1], off
	s_nop 0
	global_load_dwordx4 v[0:3], v[2:3], off
	s_nop 0
	global_load_dwordx4 v[124:127], v[6:7], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[8:9], off
	v_add_u32_e32 v77, -1, v77
	v_cmp_eq_u32_e32 vcc, 0, v77
	v_lshl_add_u64 v[118:119], v[118:119], 0, s[4:5]
	v_lshl_add_u64 v[40:41], v[40:41], 0, s[4:5]
	v_lshl_add_u64 v[42:43], v[42:43], 0, s[4:5]
	v_lshl_add_u64 v[44:45], v[44:45], 0, s[4:5]
	v_lshl_add_u64 v[46:47], v[46:47], 0, s[4:5]
	v_lshl_add_u64 v[56:57], v[56:57], 0, s[4:5]
	v_lshl_add_u64 v[58:59], v[58:59], 0, s[4:5]
	s_or_b64 s[2:3], vcc, s[2:3]
	v_lshl_add_u64 v[60:61], v[60:61], 0, s[4:5]
	s_waitcnt vmcnt(2)
	ds_write_b128 v0, v[88:91]
	ds_write_b128 v0, v[92:95]
	ds_write_b128 v0, v[104:107]
	ds_write_b128 v0, v[108:111]
	ds_write_b128 v0, v[120:123]
	ds_write_b128 v0, v[0:3]
	s_waitcnt vmcnt(1)
	ds_write_b128 v0, v[124:127]
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[6:9]
	v_add_u32_e32 v78, 0x800, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[0:3], v0 offset1:4
	ds_read2_b64 v[88:91], v78 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[100:103], v[0:1], v[88:89], v[100:103]
	v_add_u32_e32 v79, 0x1000, v0
	v_add_u32_e32 v108, 0x1800, v0
	ds_read2_b64 v[6:9], v0 offset1:4
	ds_read2_b64 v[92:95], v79 offset1:4
	ds_read2_b64 v[104:107], v108 offset1:4
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_bf16 v[112:115], v[0:1], v[6:7], v[112:115]
	v_add_u32_e32 v109, 0x800, v0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[96:99], v[0:1], v[92:93], v[96:99]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[84:87], v[0:1], v[104:105], v[84:87]
	v_mfma_f32_16x16x16_bf16 v[112:115], v[2:3], v[8:9], v[112:115]
	v_mfma_f32_16x16x16_bf16 v[100:103], v[2:3], v[90:91], v[100:103]
	v_mfma_f32_16x16x16_bf16 v[96:99], v[2:3], v[94:95], v[96:99]
	v_mfma_f32_16x16x16_bf16 v[84:87], v[2:3], v[106:107], v[84:87]
	ds_read2_b64 v[0:3], v109 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v110, 0x1000, v0
	v_mfma_f32_16x16x16_bf16 v[80:83], v[0:1], v[6:7], v[80:83]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[0:1], v[88:89], v[68:71]
	v_mfma_f32_16x16x16_bf16 v[64:67], v[0:1], v[92:93], v[64:67]
	v_mfma_f32_16x16x16_bf16 v[48:51], v[0:1], v[104:105], v[48:51]
	v_mfma_f32_16x16x16_bf16 v[80:83], v[2:3], v[8:9], v[80:83]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[2:3], v[90:91], v[68:71]
	v_mfma_f32_16x16x16_bf16 v[64:67], v[2:3], v[94:95], v[64:67]
	v_mfma_f32_16x16x16_bf16 v[48:51], v[2:3], v[106:107], v[48:51]
	ds_read2_b64 v[0:3], v110 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v111, 0x1800, v0
	v_mfma_f32_16x16x16_bf16 v[36:39], v[0:1], v[6:7], v[36:39]
	v_mfma_f32_16x16x16_bf16 v[32:35], v[0:1], v[88:89], v[32:35]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[0:1], v[92:93], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[0:1], v[104:105], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[36:39], v[2:3], v[8:9], v[36:39]
	v_mfma_f32_16x16x16_bf16 v[32:35], v[2:3], v[90:91], v[32:35]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[2:3], v[94:95], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[2:3], v[106:107], v[22:25]
	ds_read2_b64 v[0:3], v111 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[18:21], v[0:1], v[6:7], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[2:3], v[8:9], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[0:1], v[88:89], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[2:3], v[90:91], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[0:1], v[92:93], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[2:3], v[94:95], v[6:9]
	ds_read2_b64 v[92:95], v78 offset0:8 offset1:12
	v_mfma_f32_16x16x16_bf16 v[6:9], v[0:1], v[104:105], v[52:55]
	v_mfma_f32_16x16x16_bf16 v[52:55], v[2:3], v[106:107], v[6:9]
	s_nop 5
	ds_read2_b64 v[6:9], v0 offset0:8 offset1:12
	ds_read2_b64 v[88:91], v0 offset0:8 offset1:12
	ds_read2_b64 v[104:107], v79 offset0:8 offset1:12
	ds_read2_b64 v[0:3], v108 offset0:8 offset1:12
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_bf16 v[112:115], v[6:7], v[88:89], v[112:115]
	v_mfma_f32_16x16x16_bf16 v[100:103], v[6:7], v[92:93], v[100:103]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[96:99], v[6:7], v[104:105], v[96:99]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[84:87], v[6:7], v[0:1], v[84:87]
	v_mfma_f32_16x16x16_bf16 v[112:115], v[8:9], v[90:91], v[112:115]
	v_mfma_f32_16x16x16_bf16 v[100:103], v[8:9], v[94:95], v[100:103]
	v_mfma_f32_16x16x16_bf16 v[96:99], v[8:9], v[106:107], v[96:99]
	v_mfma_f32_16x16x16_bf16 v[84:87], v[8:9], v[2:3], v[84:87]
	ds_read2_b64 v[6:9], v109 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[80:83], v[6:7], v[88:89], v[80:83]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[6:7], v[92:93], v[68:71]
	v_mfma_f32_16x16x16_bf16 v[64:67], v[6:7], v[104:105], v[64:67]
	v_mfma_f32_16x16x16_bf16 v[48:51], v[6:7], v[0:1], v[48:51]
	v_mfma_f32_16x16x16_bf16 v[80:83], v[8:9], v[90:91], v[80:83]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[8:9], v[94:95], v[68:71]
	v_mfma_f32_16x16x16_bf16 v[64:67], v[8:9], v[106:107], v[64:67]
	v_mfma_f32_16x16x16_bf16 v[48:51], v[8:9], v[2:3], v[48:51]
	ds_read2_b64 v[6:9], v110 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[6:7], v[88:89], v[36:39]
	v_mfma_f32_16x16x16_bf16 v[32:35], v[6:7], v[92:93], v[32:35]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[6:7], v[104:105], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[6:7], v[0:1], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[36:39], v[8:9], v[90:91], v[36:39]
	v_mfma_f32_16x16x16_bf16 v[32:35], v[8:9], v[94:95], v[32:35]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[8:9], v[106:107], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[8:9], v[2:3], v[22:25]
	ds_read2_b64 v[6:9], v111 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[18:21], v[6:7], v[88:89], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[6:7], v[92:93], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[6:7], v[104:105], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[52:55], v[6:7], v[0:1], v[52:55]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[8:9], v[90:91], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[8:9], v[94:95], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[8:9], v[106:107], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[52:55], v[8:9], v[2:3], v[52:55]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB1_4
; %bb.5:
	s_or_b64 exec, exec, s[2:3]
.LBB1_6:
	s_or_b64 exec, exec, s[0:1]
	v_bfe_u32 v1, v31, 7, 3
	v_bfe_u32 v2, v31, 6, 1
	v_lshl_add_u32 v1, v1, 6, v75
	v_lshl_or_b32 v2, v2, 6, v76
	v_mad_u64_u32 v[2:3], s[0:1], v1, v30, v[2:3]
	v_ashrrev_i32_e32 v3, 31, v2
	v_bfe_u32 v1, v112, 16, 1
	s_movk_i32 s0, 0x7fff
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[4:5]
	v_add3_u32 v1, v1, v112, s0
	v_or_b32_e32 v4, 0x400000, v112
	v_cmp_u_f32_e32 vcc, v112, v112
	v_and_b32_e32 v0, 15, v73
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_mad_u64_u32 v[4:5], s[2:3], v74, v30, v[0:1]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 1, v[2:3]
	s_barrier
	global_store_short_d16_hi v[6:7], v1, off
	v_bfe_u32 v1, v113, 16, 1
	v_add3_u32 v1, v1, v113, s0
	v_or_b32_e32 v4, 0x400000, v113
	v_cmp_u_f32_e32 vcc, v113, v113
	v_ashrrev_i32_e32 v31, 31, v30
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_lshlrev_b64 v[4:5], 1, v[30:31]
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[4:5]
	global_store_short_d16_hi v[8:9], v1, off
	v_bfe_u32 v1, v114, 16, 1
	v_add3_u32 v1, v1, v114, s0
	v_or_b32_e32 v31, 0x400000, v114
	v_cmp_u_f32_e32 vcc, v114, v114
	v_lshl_add_u64 v[112:113], v[8:9], 0, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[112:113], v1, off
	v_bfe_u32 v1, v115, 16, 1
	v_add3_u32 v1, v1, v115, s0
	v_or_b32_e32 v31, 0x400000, v115
	v_cmp_u_f32_e32 vcc, v115, v115
	v_lshl_add_u64 v[114:115], v[112:113], 0, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[114:115], v1, off
	v_bfe_u32 v1, v100, 16, 1
	v_add3_u32 v1, v1, v100, s0
	v_or_b32_e32 v31, 0x400000, v100
	v_cmp_u_f32_e32 vcc, v100, v100
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[6:7], v1, off offset:32
	v_bfe_u32 v1, v101, 16, 1
	v_add3_u32 v1, v1, v101, s0
	v_or_b32_e32 v31, 0x400000, v101
	v_cmp_u_f32_e32 vcc, v101, v101
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:32
	v_bfe_u32 v1, v102, 16, 1
	v_add3_u32 v1, v1, v102, s0
	v_or_b32_e32 v31, 0x400000, v102
	v_cmp_u_f32_e32 vcc, v102, v102
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[112:113], v1, off offset:32
	v_bfe_u32 v1, v103, 16, 1
	v_add3_u32 v1, v1, v103, s0
	v_or_b32_e32 v31, 0x400000, v103
	v_cmp_u_f32_e32 vcc, v103, v103
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[114:115], v1, off offset:32
	v_bfe_u32 v1, v96, 16, 1
	v_add3_u32 v1, v1, v96, s0
	v_or_b32_e32 v31, 0x400000, v96
	v_cmp_u_f32_e32 vcc, v96, v96
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[6:7], v1, off offset:64
	v_bfe_u32 v1, v97, 16, 1
	v_add3_u32 v1, v1, v97, s0
	v_or_b32_e32 v31, 0x400000, v97
	v_cmp_u_f32_e32 vcc, v97, v97
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:64
	v_bfe_u32 v1, v98, 16, 1
	v_add3_u32 v1, v1, v98, s0
	v_or_b32_e32 v31, 0x400000, v98
	v_cmp_u_f32_e32 vcc, v98, v98
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[112:113], v1, off offset:64
	v_bfe_u32 v1, v99, 16, 1
	v_add3_u32 v1, v1, v99, s0
	v_or_b32_e32 v31, 0x400000, v99
	v_cmp_u_f32_e32 vcc, v99, v99
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[114:115], v1, off offset:64
	v_bfe_u32 v1, v84, 16, 1
	v_add3_u32 v1, v1, v84, s0
	v_or_b32_e32 v31, 0x400000, v84
	v_cmp_u_f32_e32 vcc, v84, v84
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[6:7], v1, off offset:96
	v_bfe_u32 v1, v85, 16, 1
	v_add3_u32 v1, v1, v85, s0
	v_or_b32_e32 v6, 0x400000, v85
	v_cmp_u_f32_e32 vcc, v85, v85
	v_or_b32_e32 v31, 0x400000, v82
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v6, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:96
	v_bfe_u32 v1, v86, 16, 1
	v_add3_u32 v1, v1, v86, s0
	v_or_b32_e32 v6, 0x400000, v86
	v_cmp_u_f32_e32 vcc, v86, v86
	v_or_b32_e32 v8, 0x400000, v81
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v6, vcc
	global_store_short_d16_hi v[112:113], v1, off offset:96
	v_bfe_u32 v1, v87, 16, 1
	v_add3_u32 v1, v1, v87, s0
	v_or_b32_e32 v6, 0x400000, v87
	v_cmp_u_f32_e32 vcc, v87, v87
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v6, vcc
	global_store_short_d16_hi v[114:115], v1, off offset:96
	v_bfe_u32 v1, v80, 16, 1
	v_add3_u32 v1, v1, v80, s0
	v_or_b32_e32 v6, 0x400000, v80
	v_cmp_u_f32_e32 vcc, v80, v80
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_mad_u64_u32 v[6:7], s[2:3], v72, v30, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[2:3]
	global_store_short_d16_hi v[6:7], v1, off
	v_bfe_u32 v1, v81, 16, 1
	v_add3_u32 v1, v1, v81, s0
	v_cmp_u_f32_e32 vcc, v81, v81
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v8, vcc
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[4:5]
	global_store_short_d16_hi v[8:9], v1, off
	v_bfe_u32 v1, v82, 16, 1
	v_add3_u32 v1, v1, v82, s0
	v_cmp_u_f32_e32 vcc, v82, v82
	v_lshl_add_u64 v[80:81], v[8:9], 0, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[80:81], v1, off
	v_bfe_u32 v1, v83, 16, 1
	v_add3_u32 v1, v1, v83, s0
	v_or_b32_e32 v31, 0x400000, v83
	v_cmp_u_f32_e32 vcc, v83, v83
	v_lshl_add_u64 v[82:83], v[80:81], 0, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[82:83], v1, off
	v_bfe_u32 v1, v68, 16, 1
	v_add3_u32 v1, v1, v68, s0
	v_or_b32_e32 v31, 0x400000, v68
	v_cmp_u_f32_e32 vcc, v68, v68
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[6:7], v1, off offset:32
	v_bfe_u32 v1, v69, 16, 1
	v_add3_u32 v1, v1, v69, s0
	v_or_b32_e32 v31, 0x400000, v69
	v_cmp_u_f32_e32 vcc, v69, v69
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:32
	v_bfe_u32 v1, v70, 16, 1
	v_add3_u32 v1, v1, v70, s0
	v_or_b32_e32 v31, 0x400000, v70
	v_cmp_u_f32_e32 vcc, v70, v70
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[80:81], v1, off offset:32
	v_bfe_u32 v1, v71, 16, 1
	v_add3_u32 v1, v1, v71, s0
	v_or_b32_e32 v31, 0x400000, v71
	v_cmp_u_f32_e32 vcc, v71, v71
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[82:83], v1, off offset:32
	v_bfe_u32 v1, v64, 16, 1
	v_add3_u32 v1, v1, v64, s0
	v_or_b32_e32 v31, 0x400000, v64
	v_cmp_u_f32_e32 vcc, v64, v64
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[6:7], v1, off offset:64
	v_bfe_u32 v1, v65, 16, 1
	v_add3_u32 v1, v1, v65, s0
	v_or_b32_e32 v31, 0x400000, v65
	v_cmp_u_f32_e32 vcc, v65, v65
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:64
	v_bfe_u32 v1, v66, 16, 1
	v_add3_u32 v1, v1, v66, s0
	v_or_b32_e32 v31, 0x400000, v66
	v_cmp_u_f32_e32 vcc, v66, v66
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[80:81], v1, off offset:64
	v_bfe_u32 v1, v67, 16, 1
	v_add3_u32 v1, v1, v67, s0
	v_or_b32_e32 v31, 0x400000, v67
	v_cmp_u_f32_e32 vcc, v67, v67
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[82:83], v1, off offset:64
	v_bfe_u32 v1, v48, 16, 1
	v_add3_u32 v1, v1, v48, s0
	v_or_b32_e32 v31, 0x400000, v48
	v_cmp_u_f32_e32 vcc, v48, v48
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[6:7], v1, off offset:96
	v_bfe_u32 v1, v49, 16, 1
	v_add3_u32 v1, v1, v49, s0
	v_or_b32_e32 v6, 0x400000, v49
	v_cmp_u_f32_e32 vcc, v49, v49
	v_or_b32_e32 v31, 0x400000, v38
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v6, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:96
	v_bfe_u32 v1, v50, 16, 1
	v_add3_u32 v1, v1, v50, s0
	v_or_b32_e32 v6, 0x400000, v50
	v_cmp_u_f32_e32 vcc, v50, v50
	v_or_b32_e32 v8, 0x400000, v37
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v6, vcc
	global_store_short_d16_hi v[80:81], v1, off offset:96
	v_bfe_u32 v1, v51, 16, 1
	v_add3_u32 v1, v1, v51, s0
	v_or_b32_e32 v6, 0x400000, v51
	v_cmp_u_f32_e32 vcc, v51, v51
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v6, vcc
	global_store_short_d16_hi v[82:83], v1, off offset:96
	v_bfe_u32 v1, v36, 16, 1
	v_add3_u32 v1, v1, v36, s0
	v_or_b32_e32 v6, 0x400000, v36
	v_cmp_u_f32_e32 vcc, v36, v36
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_mad_u64_u32 v[6:7], s[2:3], v63, v30, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[2:3]
	global_store_short_d16_hi v[6:7], v1, off
	v_bfe_u32 v1, v37, 16, 1
	v_add3_u32 v1, v1, v37, s0
	v_cmp_u_f32_e32 vcc, v37, v37
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v8, vcc
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[4:5]
	global_store_short_d16_hi v[8:9], v1, off
	v_bfe_u32 v1, v38, 16, 1
	v_add3_u32 v1, v1, v38, s0
	v_cmp_u_f32_e32 vcc, v38, v38
	v_lshl_add_u64 v[36:37], v[8:9], 0, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[36:37], v1, off
	v_bfe_u32 v1, v39, 16, 1
	v_add3_u32 v1, v1, v39, s0
	v_or_b32_e32 v31, 0x400000, v39
	v_cmp_u_f32_e32 vcc, v39, v39
	v_lshl_add_u64 v[38:39], v[36:37], 0, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[38:39], v1, off
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v1, v1, v32, s0
	v_or_b32_e32 v31, 0x400000, v32
	v_cmp_u_f32_e32 vcc, v32, v32
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[6:7], v1, off offset:32
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v1, v1, v33, s0
	v_or_b32_e32 v31, 0x400000, v33
	v_cmp_u_f32_e32 vcc, v33, v33
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:32
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v1, v1, v34, s0
	v_or_b32_e32 v31, 0x400000, v34
	v_cmp_u_f32_e32 vcc, v34, v34
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[36:37], v1, off offset:32
	v_bfe_u32 v1, v35, 16, 1
	v_add3_u32 v1, v1, v35, s0
	v_or_b32_e32 v31, 0x400000, v35
	v_cmp_u_f32_e32 vcc, v35, v35
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[38:39], v1, off offset:32
	v_bfe_u32 v1, v26, 16, 1
	v_add3_u32 v1, v1, v26, s0
	v_or_b32_e32 v31, 0x400000, v26
	v_cmp_u_f32_e32 vcc, v26, v26
	v_or_b32_e32 v26, 0x400000, v27
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v31, vcc
	global_store_short_d16_hi v[6:7], v1, off offset:64
	v_bfe_u32 v1, v27, 16, 1
	v_add3_u32 v1, v1, v27, s0
	v_cmp_u_f32_e32 vcc, v27, v27
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v26, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:64
	v_bfe_u32 v1, v28, 16, 1
	v_add3_u32 v1, v1, v28, s0
	v_or_b32_e32 v26, 0x400000, v28
	v_cmp_u_f32_e32 vcc, v28, v28
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v26, vcc
	global_store_short_d16_hi v[36:37], v1, off offset:64
	v_bfe_u32 v1, v29, 16, 1
	v_add3_u32 v1, v1, v29, s0
	v_or_b32_e32 v26, 0x400000, v29
	v_cmp_u_f32_e32 vcc, v29, v29
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v26, vcc
	global_store_short_d16_hi v[38:39], v1, off offset:64
	v_bfe_u32 v1, v22, 16, 1
	v_add3_u32 v1, v1, v22, s0
	v_or_b32_e32 v26, 0x400000, v22
	v_cmp_u_f32_e32 vcc, v22, v22
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v26, vcc
	global_store_short_d16_hi v[6:7], v1, off offset:96
	v_bfe_u32 v1, v23, 16, 1
	v_add3_u32 v1, v1, v23, s0
	v_or_b32_e32 v6, 0x400000, v23
	v_cmp_u_f32_e32 vcc, v23, v23
	v_or_b32_e32 v7, 0x400000, v20
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v6, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:96
	v_bfe_u32 v1, v24, 16, 1
	v_add3_u32 v1, v1, v24, s0
	v_or_b32_e32 v6, 0x400000, v24
	v_cmp_u_f32_e32 vcc, v24, v24
	v_or_b32_e32 v9, 0x400000, v21
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v6, vcc
	global_store_short_d16_hi v[36:37], v1, off offset:96
	v_bfe_u32 v1, v25, 16, 1
	v_add3_u32 v1, v1, v25, s0
	v_or_b32_e32 v6, 0x400000, v25
	v_cmp_u_f32_e32 vcc, v25, v25
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v6, vcc
	global_store_short_d16_hi v[38:39], v1, off offset:96
	v_bfe_u32 v1, v18, 16, 1
	v_add3_u32 v1, v1, v18, s0
	v_or_b32_e32 v6, 0x400000, v18
	v_cmp_u_f32_e32 vcc, v18, v18
	s_nop 1
	v_cndmask_b32_e32 v6, v1, v6, vcc
	v_mad_u64_u32 v[0:1], s[2:3], v62, v30, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[2:3]
	v_bfe_u32 v2, v19, 16, 1
	v_add3_u32 v2, v2, v19, s0
	v_or_b32_e32 v3, 0x400000, v19
	v_cmp_u_f32_e32 vcc, v19, v19
	global_store_short_d16_hi v[0:1], v6, off
	s_nop 0
	v_cndmask_b32_e32 v6, v2, v3, vcc
	v_lshl_add_u64 v[2:3], v[0:1], 0, v[4:5]
	global_store_short_d16_hi v[2:3], v6, off
	v_bfe_u32 v6, v20, 16, 1
	v_add3_u32 v6, v6, v20, s0
	v_cmp_u_f32_e32 vcc, v20, v20
	s_nop 1
	v_cndmask_b32_e32 v8, v6, v7, vcc
	v_lshl_add_u64 v[6:7], v[2:3], 0, v[4:5]
	global_store_short_d16_hi v[6:7], v8, off
	v_bfe_u32 v8, v21, 16, 1
	v_add3_u32 v8, v8, v21, s0
	v_cmp_u_f32_e32 vcc, v21, v21
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[4:5], v8, off
	v_bfe_u32 v8, v14, 16, 1
	v_add3_u32 v8, v8, v14, s0
	v_or_b32_e32 v9, 0x400000, v14
	v_cmp_u_f32_e32 vcc, v14, v14
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[0:1], v8, off offset:32
	v_bfe_u32 v8, v15, 16, 1
	v_add3_u32 v8, v8, v15, s0
	v_or_b32_e32 v9, 0x400000, v15
	v_cmp_u_f32_e32 vcc, v15, v15
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[2:3], v8, off offset:32
	v_bfe_u32 v8, v16, 16, 1
	v_add3_u32 v8, v8, v16, s0
	v_or_b32_e32 v9, 0x400000, v16
	v_cmp_u_f32_e32 vcc, v16, v16
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[6:7], v8, off offset:32
	v_bfe_u32 v8, v17, 16, 1
	v_add3_u32 v8, v8, v17, s0
	v_or_b32_e32 v9, 0x400000, v17
	v_cmp_u_f32_e32 vcc, v17, v17
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[4:5], v8, off offset:32
	v_bfe_u32 v8, v10, 16, 1
	v_add3_u32 v8, v8, v10, s0
	v_or_b32_e32 v9, 0x400000, v10
	v_cmp_u_f32_e32 vcc, v10, v10
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[0:1], v8, off offset:64
	v_bfe_u32 v8, v11, 16, 1
	v_add3_u32 v8, v8, v11, s0
	v_or_b32_e32 v9, 0x400000, v11
	v_cmp_u_f32_e32 vcc, v11, v11
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[2:3], v8, off offset:64
	v_bfe_u32 v8, v12, 16, 1
	v_add3_u32 v8, v8, v12, s0
	v_or_b32_e32 v9, 0x400000, v12
	v_cmp_u_f32_e32 vcc, v12, v12
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[6:7], v8, off offset:64
	v_bfe_u32 v8, v13, 16, 1
	v_add3_u32 v8, v8, v13, s0
	v_or_b32_e32 v9, 0x400000, v13
	v_cmp_u_f32_e32 vcc, v13, v13
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[4:5], v8, off offset:64
	v_bfe_u32 v8, v52, 16, 1
	v_add3_u32 v8, v8, v52, s0
	v_or_b32_e32 v9, 0x400000, v52
	v_cmp_u_f32_e32 vcc, v52, v52
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[0:1], v8, off offset:96
	v_bfe_u32 v0, v53, 16, 1
	v_add3_u32 v0, v0, v53, s0
	v_or_b32_e32 v1, 0x400000, v53
	v_cmp_u_f32_e32 vcc, v53, v53
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v1, vcc
	global_store_short_d16_hi v[2:3], v0, off offset:96
	v_bfe_u32 v0, v54, 16, 1
	v_add3_u32 v0, v0, v54, s0
	v_or_b32_e32 v1, 0x400000, v54
	v_cmp_u_f32_e32 vcc, v54, v54
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v1, vcc
	global_store_short_d16_hi v[6:7], v0, off offset:96
	v_bfe_u32 v0, v55, 16, 1
	v_add3_u32 v0, v0, v55, s0
	v_or_b32_e32 v1, 0x400000, v55
	v_cmp_u_f32_e32 vcc, v55, v55
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v1, vcc
	global_store_short_d16_hi v[4:5], v0, off offset:96
	scratch_load_dword v127, off, s32       ; 4-byte Folded Reload
	scratch_load_dword v126, off, s32 offset:4 ; 4-byte Folded Reload
	scratch_load_dword v125, off, s32 offset:8 ; 4-byte Folded Reload
	scratch_load_dword v124, off, s32 offset:12 ; 4-byte Folded Reload
	scratch_load_dword v123, off, s32 offset:16 ; 4-byte Folded Reload
	scratch_load_dword v122, off, s32 offset:20 ; 4-byte Folded Reload
	scratch_load_dword v121, off, s32 offset:24 ; 4-byte Folded Reload
	scratch_load_dword v120, off, s32 offset:28 ; 4-byte Folded Reload
	scratch_load_dword v111, off, s32 offset:32 ; 4-byte Folded Reload
	scratch_load_dword v110, off, s32 offset:36 ; 4-byte Folded Reload
	scratch_load_dword v109, off, s32 offset:40 ; 4-byte Folded Reload
	scratch_load_dword v108, off, s32 offset:44 ; 4-byte Folded Reload
	scratch_load_dword v107, off, s32 offset:48 ; 4-byte Folded Reload
	scratch_load_dword v106, off, s32 offset:52 ; 4-byte Folded Reload
	scratch_load_dword v105, off, s32 offset:56 ; 4-byte Folded Reload
	scratch_load_dword v104, off, s32 offset:60 ; 4-byte Folded Reload
	scratch_load_dword v95, off, s32 offset:64 ; 4-byte Folded Reload
	scratch_load_dword v94, off, s32 offset:68 ; 4-byte Folded Reload
	scratch_load_dword v93, off, s32 offset:72 ; 4-byte Folded Reload
	scratch_load_dword v92, off, s32 offset:76 ; 4-byte Folded Reload
	scratch_load_dword v91, off, s32 offset:80 ; 4-byte Folded Reload
	scratch_load_dword v90, off, s32 offset:84 ; 4-byte Folded Reload
	scratch_load_dword v89, off, s32 offset:88 ; 4-byte Folded Reload
	scratch_load_dword v88, off, s32 offset:92 ; 4-byte Folded Reload
	scratch_load_dword v79, off, s32 offset:96 ; 4-byte Folded Reload
	scratch_load_dword v78, off, s32 offset:100 ; 4-byte Folded Reload
	scratch_load_dword v77, off, s32 offset:104 ; 4-byte Folded Reload
	scratch_load_dword v76, off, s32 offset:108 ; 4-byte Folded Reload
	scratch_load_dword v75, off, s32 offset:112 ; 4-byte Folded Reload
	scratch_load_dword v74, off, s32 offset:116 ; 4-byte Folded Reload
	scratch_load_dword v73, off, s32 offset:120 ; 4-byte Folded Reload
	scratch_load_dword v72, off, s32 offset:124 ; 4-byte Folded Reload
	scratch_load_dword v63, off, s32 offset:128 ; 4-byte Folded Reload
	scratch_load_dword v62, off, s32 offset:132 ; 4-byte Folded Reload
	scratch_load_dword v61, off, s32 offset:136 ; 4-byte Folded Reload
	scratch_load_dword v60, off, s32 offset:140 ; 4-byte Folded Reload
	scratch_load_dword v59, off, s32 offset:144 ; 4-byte Folded Reload
	scratch_load_dword v58, off, s32 offset:148 ; 4-byte Folded Reload
	scratch_load_dword v57, off, s32 offset:152 ; 4-byte Folded Reload
	scratch_load_dword v56, off, s32 offset:156 ; 4-byte Folded Reload
	scratch_load_dword v47, off, s32 offset:160 ; 4-byte Folded Reload
	scratch_load_dword v46, off, s32 offset:164 ; 4-byte Folded Reload
	scratch_load_dword v45, off, s32 offset:168 ; 4-byte Folded Reload
	scratch_load_dword v44, off, s32 offset:172 ; 4-byte Folded Reload
	scratch_load_dword v43, off, s32 offset:176 ; 4-byte Folded Reload
	scratch_load_dword v42, off, s32 offset:180 ; 4-byte Folded Reload
	scratch_load_dword v41, off, s32 offset:184 ; 4-byte Folded Reload
	scratch_load_dword v40, off, s32 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_mm_v1, .Lfunc_end1-__clang_ocl_kern_imp_mm_v1
                                        ; -- End function
	.set __clang_ocl_kern_imp_mm_v1.num_vgpr, 128
	.set __clang_ocl_kern_imp_mm_v1.num_agpr, 0
	.set __clang_ocl_kern_imp_mm_v1.numbered_sgpr, 33
	.set __clang_ocl_kern_imp_mm_v1.num_named_barrier, 0
	.set __clang_ocl_kern_imp_mm_v1.private_seg_size, 196
	.set __clang_ocl_kern_imp_mm_v1.uses_vcc, 1
	.set __clang_ocl_kern_imp_mm_v1.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_mm_v1.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_mm_v1.has_recursion, 0
	.set __clang_ocl_kern_imp_mm_v1.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 6012
; TotalNumSgprs: 39
; NumVgprs: 128
; NumAgprs: 0
; TotalNumVgprs: 128
; ScratchSize: 196
; MemoryBound: 0
	.text
	.protected	mm_v2                   ; -- Begin function mm_v2
	.globl	mm_v2
	.p2align	8
	.type	mm_v2,@function
mm_v2:                                  ; @mm_v2
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x1c
	v_lshrrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s3, s8, 0x7f
	s_ashr_i32 s4, s3, 31
	s_lshr_b32 s4, s4, 25
	s_add_i32 s3, s3, s4
	s_ashr_i32 s12, s3, 7
	s_abs_i32 s3, s12
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s13, 0, s3
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_abs_i32 s0, s2
	v_rcp_iflag_f32_e32 v1, v1
	s_xor_b32 s1, s2, s12
	s_ashr_i32 s1, s1, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s14, v1
	s_mul_i32 s13, s13, s14
	s_mul_hi_u32 s13, s14, s13
	s_add_i32 s14, s14, s13
	s_mul_hi_u32 s13, s0, s14
	s_mul_i32 s14, s13, s3
	s_sub_i32 s0, s0, s14
	s_add_i32 s15, s13, 1
	s_sub_i32 s14, s0, s3
	s_cmp_ge_u32 s0, s3
	s_cselect_b32 s13, s15, s13
	s_cselect_b32 s0, s14, s0
	s_add_i32 s14, s13, 1
	s_cmp_ge_u32 s0, s3
	s_cselect_b32 s0, s14, s13
	s_xor_b32 s0, s0, s1
	s_sub_i32 s3, s0, s1
	s_mul_i32 s0, s3, s12
	s_sub_i32 s13, s2, s0
	s_add_i32 s12, s9, 63
	s_cmp_gt_i32 s12, 63
	s_cbranch_scc1 .LBB2_2
; %bb.1:
	v_and_b32_e32 v88, 12, v2
	v_or_b32_e32 v85, 16, v88
	v_or_b32_e32 v84, 32, v88
	v_or_b32_e32 v1, 48, v88
	s_mov_b64 s[0:1], 0
	s_branch .LBB2_3
.LBB2_2:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr85
                                        ; implicit-def: $vgpr84
                                        ; implicit-def: $vgpr1
.LBB2_3:
	v_lshrrev_b32_e32 v86, 7, v0
	v_bfe_u32 v87, v0, 6, 1
	s_lshl_b32 s2, s3, 7
	s_lshl_b32 s3, s13, 7
	s_andn2_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v67, 0
	s_cbranch_vccnz .LBB2_7
; %bb.4:
	v_lshrrev_b32_e32 v6, 3, v0
	v_lshlrev_b32_e32 v1, 3, v0
	v_mul_lo_u32 v4, s9, v6
	v_xor_b32_e32 v6, v6, v0
	v_lshlrev_b32_e32 v6, 4, v6
	v_or_b32_e32 v8, 0x800, v1
	v_lshlrev_b32_e32 v7, 4, v0
	v_and_b32_e32 v6, 0x70, v6
	s_movk_i32 s13, 0xf80
	v_lshrrev_b32_e32 v9, 6, v8
	v_and_or_b32 v89, v7, s13, v6
	v_mul_lo_u32 v6, s9, v9
	v_xor_b32_e32 v9, v9, v0
	v_lshlrev_b32_e32 v9, 4, v9
	v_or_b32_e32 v10, 0x1000, v1
	v_and_b32_e32 v8, 0xfc0, v8
	v_and_b32_e32 v9, 0x70, v9
	v_lshrrev_b32_e32 v11, 6, v10
	v_lshl_or_b32 v90, v8, 1, v9
	v_mul_lo_u32 v8, s9, v11
	v_xor_b32_e32 v11, v11, v0
	v_and_b32_e32 v3, 56, v1
	v_lshlrev_b32_e32 v11, 4, v11
	v_or_b32_e32 v1, 0x1800, v1
	v_and_b32_e32 v10, 0x17c0, v10
	v_and_b32_e32 v11, 0x70, v11
	v_lshrrev_b32_e32 v12, 6, v1
	v_lshl_or_b32 v91, v10, 1, v11
	v_mul_lo_u32 v10, s9, v12
	v_xor_b32_e32 v12, v12, v0
	v_lshlrev_b32_e32 v12, 4, v12
	v_and_b32_e32 v1, 0x1fc0, v1
	v_and_b32_e32 v12, 0x70, v12
	v_and_b32_e32 v88, 12, v2
	v_lshl_or_b32 v92, v1, 1, v12
	v_xor_b32_e32 v1, v3, v88
	v_or_b32_e32 v85, 16, v88
	v_lshlrev_b32_e32 v13, 1, v1
	v_xor_b32_e32 v1, v85, v3
	v_or_b32_e32 v84, 32, v88
	s_ashr_i32 s0, s12, 31
	v_lshlrev_b32_e32 v14, 1, v1
	v_xor_b32_e32 v1, v84, v3
	s_lshr_b32 s0, s0, 26
	s_mul_i32 s14, s2, s9
	v_lshlrev_b32_e32 v2, 7, v0
	v_lshlrev_b32_e32 v15, 1, v1
	v_or_b32_e32 v1, 48, v88
	s_add_i32 s12, s12, s0
	s_mul_i32 s0, s3, s9
	s_ashr_i32 s15, s14, 31
	v_and_b32_e32 v2, 0x780, v2
	v_xor_b32_e32 v3, v1, v3
	s_ashr_i32 s12, s12, 6
	s_ashr_i32 s1, s0, 31
	v_lshl_or_b32 v12, v86, 13, v2
	v_lshlrev_b32_e32 v3, 1, v3
	s_lshl_b64 s[14:15], s[14:15], 1
	v_or_b32_e32 v93, v12, v13
	v_or_b32_e32 v94, v12, v14
	v_or_b32_e32 v95, v12, v15
	v_or_b32_e32 v96, v12, v3
	v_lshlrev_b32_e32 v12, 13, v87
	s_movk_i32 s9, 0x4000
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, s14
	v_or3_b32 v2, v12, v2, s9
	s_addc_u32 s5, s5, s15
	s_lshl_b64 s[0:1], s[0:1], 1
	v_mov_b32_e32 v5, v67
	v_mov_b32_e32 v7, v67
	v_mov_b32_e32 v9, v67
	v_mov_b32_e32 v11, v67
	v_or_b32_e32 v97, v2, v13
	v_or_b32_e32 v98, v2, v14
	v_or_b32_e32 v99, v2, v15
	v_or_b32_e32 v100, v2, v3
	v_and_b32_e32 v2, 7, v0
	s_add_u32 s0, s6, s0
	v_lshlrev_b32_e32 v66, 4, v2
	v_lshlrev_b64 v[2:3], 1, v[10:11]
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_addc_u32 s1, s7, s1
	v_lshl_add_u64 v[68:69], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[70:71], s[4:5], 0, v[8:9]
	v_lshl_add_u64 v[72:73], s[4:5], 0, v[6:7]
	v_lshl_add_u64 v[74:75], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[76:77], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[78:79], s[0:1], 0, v[8:9]
	v_lshl_add_u64 v[80:81], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[82:83], s[0:1], 0, v[4:5]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[0:1], 0x80
.LBB2_5:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[102:103], v[74:75], 0, v[66:67]
	v_lshl_add_u64 v[104:105], v[72:73], 0, v[66:67]
	v_lshl_add_u64 v[106:107], v[70:71], 0, v[66:67]
	v_lshl_add_u64 v[108:109], v[68:69], 0, v[66:67]
	v_lshl_add_u64 v[110:111], v[82:83], 0, v[66:67]
	v_lshl_add_u64 v[112:113], v[80:81], 0, v[66:67]
	v_lshl_add_u64 v[114:115], v[78:79], 0, v[66:67]
	v_lshl_add_u64 v[116:117], v[76:77], 0, v[66:67]
	s_barrier
	global_load_dwordx4 v[118:121], v[102:103], off
	global_load_dwordx4 v[122:125], v[104:105], off
                                        ; kill: killed $vgpr104_vgpr105
                                        ; kill: killed $vgpr102_vgpr103
	s_nop 0
	global_load_dwordx4 v[102:105], v[106:107], off
	s_nop 0
	global_load_dwordx4 v[106:109], v[108:109], off
	s_nop 0
	global_load_dwordx4 v[126:129], v[110:111], off
	s_nop 0
	global_load_dwordx4 v[110:113], v[112:113], off
	s_nop 0
	global_load_dwordx4 v[130:133], v[114:115], off
	s_nop 0
	global_load_dwordx4 v[114:117], v[116:117], off
	s_add_i32 s12, s12, -1
	v_lshl_add_u64 v[68:69], v[68:69], 0, s[0:1]
	v_lshl_add_u64 v[70:71], v[70:71], 0, s[0:1]
	v_lshl_add_u64 v[72:73], v[72:73], 0, s[0:1]
	v_lshl_add_u64 v[74:75], v[74:75], 0, s[0:1]
	v_lshl_add_u64 v[76:77], v[76:77], 0, s[0:1]
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[0:1]
	v_lshl_add_u64 v[80:81], v[80:81], 0, s[0:1]
	s_cmp_lg_u32 s12, 0
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[0:1]
	s_waitcnt vmcnt(7)
	ds_write_b128 v89, v[118:121]
	s_waitcnt vmcnt(6)
	ds_write_b128 v90, v[122:125]
	s_waitcnt vmcnt(5)
	ds_write_b128 v91, v[102:105]
	s_waitcnt vmcnt(4)
	ds_write_b128 v92, v[106:109]
	s_waitcnt vmcnt(3)
	ds_write_b128 v89, v[126:129] offset:16384
	s_waitcnt vmcnt(2)
	ds_write_b128 v90, v[110:113] offset:16384
	s_waitcnt vmcnt(1)
	ds_write_b128 v91, v[130:133] offset:16384
	s_waitcnt vmcnt(0)
	ds_write_b128 v92, v[114:117] offset:16384
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[102:105], v93 offset1:4
	ds_read2st64_b64 v[106:109], v97 offset1:4
	ds_read2st64_b64 v[110:113], v97 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[62:65], v[102:103], v[106:107], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[102:103], v[108:109], v[58:61]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[54:57], v[102:103], v[110:111], v[54:57]
	v_mfma_f32_16x16x16_bf16 v[50:53], v[102:103], v[112:113], v[50:53]
	v_mfma_f32_16x16x16_bf16 v[46:49], v[104:105], v[106:107], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[42:45], v[104:105], v[108:109], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[38:41], v[104:105], v[110:111], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[104:105], v[112:113], v[34:37]
	ds_read2st64_b64 v[102:105], v93 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[30:33], v[102:103], v[106:107], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[102:103], v[108:109], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[104:105], v[106:107], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[104:105], v[108:109], v[10:13]
	ds_read2st64_b64 v[106:109], v94 offset1:4
	v_mfma_f32_16x16x16_bf16 v[22:25], v[102:103], v[110:111], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[102:103], v[112:113], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[104:105], v[110:111], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[2:5], v[104:105], v[112:113], v[2:5]
	ds_read2st64_b64 v[102:105], v98 offset1:4
	ds_read2st64_b64 v[110:113], v98 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[62:65], v[106:107], v[102:103], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[106:107], v[104:105], v[58:61]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[54:57], v[106:107], v[110:111], v[54:57]
	v_mfma_f32_16x16x16_bf16 v[50:53], v[106:107], v[112:113], v[50:53]
	v_mfma_f32_16x16x16_bf16 v[46:49], v[108:109], v[102:103], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[42:45], v[108:109], v[104:105], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[38:41], v[108:109], v[110:111], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[108:109], v[112:113], v[34:37]
	ds_read2st64_b64 v[106:109], v94 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[30:33], v[106:107], v[102:103], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[106:107], v[104:105], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[108:109], v[102:103], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[108:109], v[104:105], v[10:13]
	ds_read2st64_b64 v[102:105], v95 offset1:4
	v_mfma_f32_16x16x16_bf16 v[22:25], v[106:107], v[110:111], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[106:107], v[112:113], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[108:109], v[110:111], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[2:5], v[108:109], v[112:113], v[2:5]
	ds_read2st64_b64 v[106:109], v99 offset1:4
	ds_read2st64_b64 v[110:113], v99 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[62:65], v[102:103], v[106:107], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[102:103], v[108:109], v[58:61]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[54:57], v[102:103], v[110:111], v[54:57]
	v_mfma_f32_16x16x16_bf16 v[50:53], v[102:103], v[112:113], v[50:53]
	v_mfma_f32_16x16x16_bf16 v[46:49], v[104:105], v[106:107], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[42:45], v[104:105], v[108:109], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[38:41], v[104:105], v[110:111], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[104:105], v[112:113], v[34:37]
	ds_read2st64_b64 v[102:105], v95 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[30:33], v[102:103], v[106:107], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[102:103], v[108:109], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[104:105], v[106:107], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[104:105], v[108:109], v[10:13]
	ds_read2st64_b64 v[106:109], v96 offset1:4
	v_mfma_f32_16x16x16_bf16 v[22:25], v[102:103], v[110:111], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[102:103], v[112:113], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[104:105], v[110:111], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[2:5], v[104:105], v[112:113], v[2:5]
	ds_read2st64_b64 v[102:105], v100 offset1:4
	ds_read2st64_b64 v[110:113], v100 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[62:65], v[106:107], v[102:103], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[106:107], v[104:105], v[58:61]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[54:57], v[106:107], v[110:111], v[54:57]
	v_mfma_f32_16x16x16_bf16 v[50:53], v[106:107], v[112:113], v[50:53]
	v_mfma_f32_16x16x16_bf16 v[46:49], v[108:109], v[102:103], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[42:45], v[108:109], v[104:105], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[38:41], v[108:109], v[110:111], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[108:109], v[112:113], v[34:37]
	ds_read2st64_b64 v[106:109], v96 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[30:33], v[106:107], v[102:103], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[106:107], v[104:105], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[106:107], v[110:111], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[106:107], v[112:113], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[108:109], v[102:103], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[108:109], v[104:105], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[108:109], v[110:111], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[2:5], v[108:109], v[112:113], v[2:5]
	s_cbranch_scc1 .LBB2_5
; %bb.6:
	s_nop 5
	v_mov_b32_e32 v67, v5
	s_branch .LBB2_8
.LBB2_7:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
.LBB2_8:
	v_lshl_add_u32 v5, v86, 6, s2
	v_lshl_or_b32 v66, v87, 6, s3
	v_mad_u64_u32 v[70:71], s[0:1], v5, s8, v[66:67]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v68, s10
	v_mov_b32_e32 v69, s11
	v_and_b32_e32 v0, 15, v0
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[68:69], v[70:71], 1, v[68:69]
	v_bfe_u32 v5, v62, 16, 1
	s_movk_i32 s2, 0x7fff
	v_mad_u64_u32 v[70:71], s[0:1], v88, s8, v[0:1]
	v_add3_u32 v5, v5, v62, s2
	v_or_b32_e32 v66, 0x400000, v62
	v_cmp_u_f32_e32 vcc, v62, v62
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], v[70:71], 1, v[68:69]
	v_cndmask_b32_e32 v5, v5, v66, vcc
	s_barrier
	global_store_short_d16_hi v[70:71], v5, off
	v_bfe_u32 v5, v63, 16, 1
	s_ashr_i32 s9, s8, 31
	v_add3_u32 v5, v5, v63, s2
	v_or_b32_e32 v62, 0x400000, v63
	v_cmp_u_f32_e32 vcc, v63, v63
	s_lshl_b64 s[0:1], s[8:9], 1
	v_or_b32_e32 v66, 0x400000, v64
	v_cndmask_b32_e32 v5, v5, v62, vcc
	v_lshl_add_u64 v[62:63], v[70:71], 0, s[0:1]
	global_store_short_d16_hi v[62:63], v5, off
	v_bfe_u32 v5, v64, 16, 1
	v_add3_u32 v5, v5, v64, s2
	v_cmp_u_f32_e32 vcc, v64, v64
	v_lshl_add_u64 v[72:73], v[62:63], 0, s[0:1]
	v_or_b32_e32 v64, 0x400000, v65
	v_cndmask_b32_e32 v5, v5, v66, vcc
	global_store_short_d16_hi v[72:73], v5, off
	v_bfe_u32 v5, v65, 16, 1
	v_add3_u32 v5, v5, v65, s2
	v_cmp_u_f32_e32 vcc, v65, v65
	v_or_b32_e32 v66, 0x400000, v58
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v64, vcc
	v_lshl_add_u64 v[64:65], v[72:73], 0, s[0:1]
	global_store_short_d16_hi v[64:65], v5, off
	v_bfe_u32 v5, v58, 16, 1
	v_add3_u32 v5, v5, v58, s2
	v_cmp_u_f32_e32 vcc, v58, v58
	v_or_b32_e32 v58, 0x400000, v59
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v66, vcc
	global_store_short_d16_hi v[70:71], v5, off offset:32
	v_bfe_u32 v5, v59, 16, 1
	v_add3_u32 v5, v5, v59, s2
	v_cmp_u_f32_e32 vcc, v59, v59
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v58, vcc
	global_store_short_d16_hi v[62:63], v5, off offset:32
	v_bfe_u32 v5, v60, 16, 1
	v_add3_u32 v5, v5, v60, s2
	v_or_b32_e32 v58, 0x400000, v60
	v_cmp_u_f32_e32 vcc, v60, v60
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v58, vcc
	global_store_short_d16_hi v[72:73], v5, off offset:32
	v_bfe_u32 v5, v61, 16, 1
	v_add3_u32 v5, v5, v61, s2
	v_or_b32_e32 v58, 0x400000, v61
	v_cmp_u_f32_e32 vcc, v61, v61
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v58, vcc
	global_store_short_d16_hi v[64:65], v5, off offset:32
	v_bfe_u32 v5, v54, 16, 1
	v_add3_u32 v5, v5, v54, s2
	v_or_b32_e32 v58, 0x400000, v54
	v_cmp_u_f32_e32 vcc, v54, v54
	v_or_b32_e32 v54, 0x400000, v55
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v58, vcc
	global_store_short_d16_hi v[70:71], v5, off offset:64
	v_bfe_u32 v5, v55, 16, 1
	v_add3_u32 v5, v5, v55, s2
	v_cmp_u_f32_e32 vcc, v55, v55
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v54, vcc
	global_store_short_d16_hi v[62:63], v5, off offset:64
	v_bfe_u32 v5, v56, 16, 1
	v_add3_u32 v5, v5, v56, s2
	v_or_b32_e32 v54, 0x400000, v56
	v_cmp_u_f32_e32 vcc, v56, v56
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v54, vcc
	global_store_short_d16_hi v[72:73], v5, off offset:64
	v_bfe_u32 v5, v57, 16, 1
	v_add3_u32 v5, v5, v57, s2
	v_or_b32_e32 v54, 0x400000, v57
	v_cmp_u_f32_e32 vcc, v57, v57
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v54, vcc
	global_store_short_d16_hi v[64:65], v5, off offset:64
	v_bfe_u32 v5, v50, 16, 1
	v_add3_u32 v5, v5, v50, s2
	v_or_b32_e32 v54, 0x400000, v50
	v_cmp_u_f32_e32 vcc, v50, v50
	v_or_b32_e32 v50, 0x400000, v51
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v54, vcc
	global_store_short_d16_hi v[70:71], v5, off offset:96
	v_bfe_u32 v5, v51, 16, 1
	v_add3_u32 v5, v5, v51, s2
	v_cmp_u_f32_e32 vcc, v51, v51
	v_or_b32_e32 v54, 0x400000, v42
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v50, vcc
	global_store_short_d16_hi v[62:63], v5, off offset:96
	v_bfe_u32 v5, v52, 16, 1
	v_add3_u32 v5, v5, v52, s2
	v_or_b32_e32 v50, 0x400000, v52
	v_cmp_u_f32_e32 vcc, v52, v52
	v_or_b32_e32 v52, 0x400000, v48
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v50, vcc
	global_store_short_d16_hi v[72:73], v5, off offset:96
	v_bfe_u32 v5, v53, 16, 1
	v_add3_u32 v5, v5, v53, s2
	v_or_b32_e32 v50, 0x400000, v53
	v_cmp_u_f32_e32 vcc, v53, v53
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v50, vcc
	global_store_short_d16_hi v[64:65], v5, off offset:96
	v_bfe_u32 v5, v46, 16, 1
	v_add3_u32 v5, v5, v46, s2
	v_or_b32_e32 v50, 0x400000, v46
	v_cmp_u_f32_e32 vcc, v46, v46
	v_or_b32_e32 v46, 0x400000, v47
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v50, vcc
	v_mad_u64_u32 v[50:51], s[4:5], v85, s8, v[0:1]
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshl_add_u64 v[50:51], v[50:51], 1, v[68:69]
	global_store_short_d16_hi v[50:51], v5, off
	v_bfe_u32 v5, v47, 16, 1
	v_add3_u32 v5, v5, v47, s2
	v_cmp_u_f32_e32 vcc, v47, v47
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v46, vcc
	v_lshl_add_u64 v[46:47], v[50:51], 0, s[0:1]
	global_store_short_d16_hi v[46:47], v5, off
	v_bfe_u32 v5, v48, 16, 1
	v_add3_u32 v5, v5, v48, s2
	v_cmp_u_f32_e32 vcc, v48, v48
	v_or_b32_e32 v48, 0x400000, v49
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v52, vcc
	v_lshl_add_u64 v[52:53], v[46:47], 0, s[0:1]
	global_store_short_d16_hi v[52:53], v5, off
	v_bfe_u32 v5, v49, 16, 1
	v_add3_u32 v5, v5, v49, s2
	v_cmp_u_f32_e32 vcc, v49, v49
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v48, vcc
	v_lshl_add_u64 v[48:49], v[52:53], 0, s[0:1]
	global_store_short_d16_hi v[48:49], v5, off
	v_bfe_u32 v5, v42, 16, 1
	v_add3_u32 v5, v5, v42, s2
	v_cmp_u_f32_e32 vcc, v42, v42
	v_or_b32_e32 v42, 0x400000, v43
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v54, vcc
	global_store_short_d16_hi v[50:51], v5, off offset:32
	v_bfe_u32 v5, v43, 16, 1
	v_add3_u32 v5, v5, v43, s2
	v_cmp_u_f32_e32 vcc, v43, v43
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v42, vcc
	global_store_short_d16_hi v[46:47], v5, off offset:32
	v_bfe_u32 v5, v44, 16, 1
	v_add3_u32 v5, v5, v44, s2
	v_or_b32_e32 v42, 0x400000, v44
	v_cmp_u_f32_e32 vcc, v44, v44
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v42, vcc
	global_store_short_d16_hi v[52:53], v5, off offset:32
	v_bfe_u32 v5, v45, 16, 1
	v_add3_u32 v5, v5, v45, s2
	v_or_b32_e32 v42, 0x400000, v45
	v_cmp_u_f32_e32 vcc, v45, v45
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v42, vcc
	global_store_short_d16_hi v[48:49], v5, off offset:32
	v_bfe_u32 v5, v38, 16, 1
	v_add3_u32 v5, v5, v38, s2
	v_or_b32_e32 v42, 0x400000, v38
	v_cmp_u_f32_e32 vcc, v38, v38
	v_or_b32_e32 v38, 0x400000, v39
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v42, vcc
	global_store_short_d16_hi v[50:51], v5, off offset:64
	v_bfe_u32 v5, v39, 16, 1
	v_add3_u32 v5, v5, v39, s2
	v_cmp_u_f32_e32 vcc, v39, v39
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v38, vcc
	global_store_short_d16_hi v[46:47], v5, off offset:64
	v_bfe_u32 v5, v40, 16, 1
	v_add3_u32 v5, v5, v40, s2
	v_or_b32_e32 v38, 0x400000, v40
	v_cmp_u_f32_e32 vcc, v40, v40
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v38, vcc
	global_store_short_d16_hi v[52:53], v5, off offset:64
	v_bfe_u32 v5, v41, 16, 1
	v_add3_u32 v5, v5, v41, s2
	v_or_b32_e32 v38, 0x400000, v41
	v_cmp_u_f32_e32 vcc, v41, v41
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v38, vcc
	global_store_short_d16_hi v[48:49], v5, off offset:64
	v_bfe_u32 v5, v34, 16, 1
	v_add3_u32 v5, v5, v34, s2
	v_or_b32_e32 v38, 0x400000, v34
	v_cmp_u_f32_e32 vcc, v34, v34
	v_or_b32_e32 v34, 0x400000, v35
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v38, vcc
	global_store_short_d16_hi v[50:51], v5, off offset:96
	v_bfe_u32 v5, v35, 16, 1
	v_add3_u32 v5, v5, v35, s2
	v_cmp_u_f32_e32 vcc, v35, v35
	v_or_b32_e32 v38, 0x400000, v26
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v34, vcc
	global_store_short_d16_hi v[46:47], v5, off offset:96
	v_bfe_u32 v5, v36, 16, 1
	v_add3_u32 v5, v5, v36, s2
	v_or_b32_e32 v34, 0x400000, v36
	v_cmp_u_f32_e32 vcc, v36, v36
	v_or_b32_e32 v36, 0x400000, v32
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v34, vcc
	global_store_short_d16_hi v[52:53], v5, off offset:96
	v_bfe_u32 v5, v37, 16, 1
	v_add3_u32 v5, v5, v37, s2
	v_or_b32_e32 v34, 0x400000, v37
	v_cmp_u_f32_e32 vcc, v37, v37
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v34, vcc
	global_store_short_d16_hi v[48:49], v5, off offset:96
	v_bfe_u32 v5, v30, 16, 1
	v_add3_u32 v5, v5, v30, s2
	v_or_b32_e32 v34, 0x400000, v30
	v_cmp_u_f32_e32 vcc, v30, v30
	v_or_b32_e32 v30, 0x400000, v31
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v34, vcc
	v_mad_u64_u32 v[34:35], s[4:5], v84, s8, v[0:1]
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 1, v[68:69]
	global_store_short_d16_hi v[34:35], v5, off
	v_bfe_u32 v5, v31, 16, 1
	v_add3_u32 v5, v5, v31, s2
	v_cmp_u_f32_e32 vcc, v31, v31
	v_mad_u64_u32 v[0:1], s[4:5], v1, s8, v[0:1]
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v30, vcc
	v_lshl_add_u64 v[30:31], v[34:35], 0, s[0:1]
	global_store_short_d16_hi v[30:31], v5, off
	v_bfe_u32 v5, v32, 16, 1
	v_add3_u32 v5, v5, v32, s2
	v_cmp_u_f32_e32 vcc, v32, v32
	v_or_b32_e32 v32, 0x400000, v33
	v_ashrrev_i32_e32 v1, 31, v0
	v_cndmask_b32_e32 v5, v5, v36, vcc
	v_lshl_add_u64 v[36:37], v[30:31], 0, s[0:1]
	global_store_short_d16_hi v[36:37], v5, off
	v_bfe_u32 v5, v33, 16, 1
	v_add3_u32 v5, v5, v33, s2
	v_cmp_u_f32_e32 vcc, v33, v33
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[68:69]
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v32, vcc
	v_lshl_add_u64 v[32:33], v[36:37], 0, s[0:1]
	global_store_short_d16_hi v[32:33], v5, off
	v_bfe_u32 v5, v26, 16, 1
	v_add3_u32 v5, v5, v26, s2
	v_cmp_u_f32_e32 vcc, v26, v26
	v_or_b32_e32 v26, 0x400000, v27
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v38, vcc
	global_store_short_d16_hi v[34:35], v5, off offset:32
	v_bfe_u32 v5, v27, 16, 1
	v_add3_u32 v5, v5, v27, s2
	v_cmp_u_f32_e32 vcc, v27, v27
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v26, vcc
	global_store_short_d16_hi v[30:31], v5, off offset:32
	v_bfe_u32 v5, v28, 16, 1
	v_add3_u32 v5, v5, v28, s2
	v_or_b32_e32 v26, 0x400000, v28
	v_cmp_u_f32_e32 vcc, v28, v28
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v26, vcc
	global_store_short_d16_hi v[36:37], v5, off offset:32
	v_bfe_u32 v5, v29, 16, 1
	v_add3_u32 v5, v5, v29, s2
	v_or_b32_e32 v26, 0x400000, v29
	v_cmp_u_f32_e32 vcc, v29, v29
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v26, vcc
	global_store_short_d16_hi v[32:33], v5, off offset:32
	v_bfe_u32 v5, v22, 16, 1
	v_add3_u32 v5, v5, v22, s2
	v_or_b32_e32 v26, 0x400000, v22
	v_cmp_u_f32_e32 vcc, v22, v22
	v_or_b32_e32 v22, 0x400000, v23
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v26, vcc
	global_store_short_d16_hi v[34:35], v5, off offset:64
	v_bfe_u32 v5, v23, 16, 1
	v_add3_u32 v5, v5, v23, s2
	v_cmp_u_f32_e32 vcc, v23, v23
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v22, vcc
	global_store_short_d16_hi v[30:31], v5, off offset:64
	v_bfe_u32 v5, v24, 16, 1
	v_add3_u32 v5, v5, v24, s2
	v_or_b32_e32 v22, 0x400000, v24
	v_cmp_u_f32_e32 vcc, v24, v24
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v22, vcc
	global_store_short_d16_hi v[36:37], v5, off offset:64
	v_bfe_u32 v5, v25, 16, 1
	v_add3_u32 v5, v5, v25, s2
	v_or_b32_e32 v22, 0x400000, v25
	v_cmp_u_f32_e32 vcc, v25, v25
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v22, vcc
	global_store_short_d16_hi v[32:33], v5, off offset:64
	v_bfe_u32 v5, v18, 16, 1
	v_add3_u32 v5, v5, v18, s2
	v_or_b32_e32 v22, 0x400000, v18
	v_cmp_u_f32_e32 vcc, v18, v18
	v_or_b32_e32 v18, 0x400000, v19
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v22, vcc
	global_store_short_d16_hi v[34:35], v5, off offset:96
	v_bfe_u32 v5, v19, 16, 1
	v_add3_u32 v5, v5, v19, s2
	v_cmp_u_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v18, vcc
	global_store_short_d16_hi v[30:31], v5, off offset:96
	v_bfe_u32 v5, v20, 16, 1
	v_add3_u32 v5, v5, v20, s2
	v_or_b32_e32 v18, 0x400000, v20
	v_cmp_u_f32_e32 vcc, v20, v20
	v_or_b32_e32 v20, 0x400000, v10
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v18, vcc
	global_store_short_d16_hi v[36:37], v5, off offset:96
	v_bfe_u32 v5, v21, 16, 1
	v_add3_u32 v5, v5, v21, s2
	v_or_b32_e32 v18, 0x400000, v21
	v_cmp_u_f32_e32 vcc, v21, v21
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v18, vcc
	global_store_short_d16_hi v[32:33], v5, off offset:96
	v_bfe_u32 v5, v14, 16, 1
	v_add3_u32 v5, v5, v14, s2
	v_or_b32_e32 v18, 0x400000, v14
	v_cmp_u_f32_e32 vcc, v14, v14
	v_or_b32_e32 v14, 0x400000, v15
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v18, vcc
	global_store_short_d16_hi v[0:1], v5, off
	v_bfe_u32 v5, v15, 16, 1
	v_add3_u32 v5, v5, v15, s2
	v_cmp_u_f32_e32 vcc, v15, v15
	v_or_b32_e32 v18, 0x400000, v16
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v14, vcc
	v_lshl_add_u64 v[14:15], v[0:1], 0, s[0:1]
	global_store_short_d16_hi v[14:15], v5, off
	v_bfe_u32 v5, v16, 16, 1
	v_add3_u32 v5, v5, v16, s2
	v_cmp_u_f32_e32 vcc, v16, v16
	v_or_b32_e32 v16, 0x400000, v17
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v18, vcc
	v_lshl_add_u64 v[18:19], v[14:15], 0, s[0:1]
	global_store_short_d16_hi v[18:19], v5, off
	v_bfe_u32 v5, v17, 16, 1
	v_add3_u32 v5, v5, v17, s2
	v_cmp_u_f32_e32 vcc, v17, v17
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v16, vcc
	v_lshl_add_u64 v[16:17], v[18:19], 0, s[0:1]
	global_store_short_d16_hi v[16:17], v5, off
	v_bfe_u32 v5, v10, 16, 1
	v_add3_u32 v5, v5, v10, s2
	v_cmp_u_f32_e32 vcc, v10, v10
	v_or_b32_e32 v10, 0x400000, v11
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v20, vcc
	global_store_short_d16_hi v[0:1], v5, off offset:32
	v_bfe_u32 v5, v11, 16, 1
	v_add3_u32 v5, v5, v11, s2
	v_cmp_u_f32_e32 vcc, v11, v11
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v10, vcc
	global_store_short_d16_hi v[14:15], v5, off offset:32
	v_bfe_u32 v5, v12, 16, 1
	v_add3_u32 v5, v5, v12, s2
	v_or_b32_e32 v10, 0x400000, v12
	v_cmp_u_f32_e32 vcc, v12, v12
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v10, vcc
	global_store_short_d16_hi v[18:19], v5, off offset:32
	v_bfe_u32 v5, v13, 16, 1
	v_add3_u32 v5, v5, v13, s2
	v_or_b32_e32 v10, 0x400000, v13
	v_cmp_u_f32_e32 vcc, v13, v13
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v10, vcc
	global_store_short_d16_hi v[16:17], v5, off offset:32
	v_bfe_u32 v5, v6, 16, 1
	v_add3_u32 v5, v5, v6, s2
	v_or_b32_e32 v10, 0x400000, v6
	v_cmp_u_f32_e32 vcc, v6, v6
	v_or_b32_e32 v6, 0x400000, v7
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v10, vcc
	global_store_short_d16_hi v[0:1], v5, off offset:64
	v_bfe_u32 v5, v7, 16, 1
	v_add3_u32 v5, v5, v7, s2
	v_cmp_u_f32_e32 vcc, v7, v7
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	global_store_short_d16_hi v[14:15], v5, off offset:64
	v_bfe_u32 v5, v8, 16, 1
	v_add3_u32 v5, v5, v8, s2
	v_or_b32_e32 v6, 0x400000, v8
	v_cmp_u_f32_e32 vcc, v8, v8
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	global_store_short_d16_hi v[18:19], v5, off offset:64
	v_bfe_u32 v5, v9, 16, 1
	v_add3_u32 v5, v5, v9, s2
	v_or_b32_e32 v6, 0x400000, v9
	v_cmp_u_f32_e32 vcc, v9, v9
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	global_store_short_d16_hi v[16:17], v5, off offset:64
	v_bfe_u32 v5, v2, 16, 1
	v_add3_u32 v5, v5, v2, s2
	v_or_b32_e32 v6, 0x400000, v2
	v_cmp_u_f32_e32 vcc, v2, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v5, v6, vcc
	global_store_short_d16_hi v[0:1], v2, off offset:96
	v_bfe_u32 v0, v3, 16, 1
	v_add3_u32 v0, v0, v3, s2
	v_or_b32_e32 v1, 0x400000, v3
	v_cmp_u_f32_e32 vcc, v3, v3
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v1, vcc
	global_store_short_d16_hi v[14:15], v0, off offset:96
	v_bfe_u32 v0, v4, 16, 1
	v_add3_u32 v0, v0, v4, s2
	v_or_b32_e32 v1, 0x400000, v4
	v_cmp_u_f32_e32 vcc, v4, v4
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v1, vcc
	global_store_short_d16_hi v[18:19], v0, off offset:96
	v_bfe_u32 v0, v67, 16, 1
	v_add3_u32 v0, v0, v67, s2
	v_or_b32_e32 v1, 0x400000, v67
	v_cmp_u_f32_e32 vcc, v67, v67
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v1, vcc
	global_store_short_d16_hi v[16:17], v0, off offset:96
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mm_v2
		.amdhsa_group_segment_fixed_size 32768
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 169
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 136
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
.Lfunc_end2:
	.size	mm_v2, .Lfunc_end2-mm_v2
                                        ; -- End function
	.set mm_v2.num_vgpr, 134
	.set mm_v2.num_agpr, 0
	.set mm_v2.numbered_sgpr, 16
	.set mm_v2.num_named_barrier, 0
	.set mm_v2.private_seg_size, 0
	.set mm_v2.uses_vcc, 1
	.set mm_v2.uses_flat_scratch, 0
	.set mm_v2.has_dyn_sized_stack, 0
	.set mm_v2.has_recursion, 0
	.set mm_v2.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5352
; TotalNumSgprs: 22
; NumVgprs: 134
; NumAgprs: 0
; TotalNumVgprs: 134
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32768 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 21
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 169
; AccumOffset: 136
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 33
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_mm_v2 ; -- Begin function __clang_ocl_kern_imp_mm_v2
	.globl	__clang_ocl_kern_imp_mm_v2
	.p2align	2
	.type	__clang_ocl_kern_imp_mm_v2,@function
__clang_ocl_kern_imp_mm_v2:             ; @__clang_ocl_kern_imp_mm_v2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v6, v7
	v_add_u32_e32 v7, 0x7f, v6
	v_ashrrev_i32_e32 v9, 31, v7
	v_lshrrev_b32_e32 v9, 25, v9
	v_add_u32_e32 v7, v7, v9
	v_ashrrev_i32_e32 v10, 7, v7
	v_sub_u32_e32 v7, 0, v10
	v_max_i32_e32 v9, v7, v10
	v_cvt_f32_u32_e32 v7, v9
	v_sub_u32_e32 v13, 0, v9
	s_abs_i32 s0, s12
	v_xor_b32_e32 v12, s12, v10
	v_rcp_iflag_f32_e32 v11, v7
	v_ashrrev_i32_e32 v12, 31, v12
	v_and_b32_e32 v7, 0x3ff, v31
	v_add_u32_e32 v117, 63, v8
	v_mul_f32_e32 v11, 0x4f7ffffe, v11
	v_cvt_u32_f32_e32 v11, v11
	v_lshrrev_b32_e32 v116, 2, v7
                                        ; implicit-def: $vgpr146
                                        ; implicit-def: $vgpr145
                                        ; implicit-def: $vgpr144
                                        ; implicit-def: $vgpr30
	v_mul_lo_u32 v13, v13, v11
	v_mul_hi_u32 v13, v11, v13
	v_add_u32_e32 v11, v11, v13
	v_mul_hi_u32 v11, s0, v11
	v_mul_lo_u32 v13, v11, v9
	v_sub_u32_e32 v13, s0, v13
	v_add_u32_e32 v14, 1, v11
	v_cmp_ge_u32_e32 vcc, v13, v9
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_sub_u32_e32 v14, v13, v9
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_add_u32_e32 v14, 1, v11
	v_cmp_ge_u32_e32 vcc, v13, v9
	s_nop 1
	v_cndmask_b32_e32 v9, v11, v14, vcc
	v_xor_b32_e32 v9, v9, v12
	v_sub_u32_e32 v9, v9, v12
	v_mul_lo_u32 v10, v9, v10
	v_sub_u32_e32 v10, s12, v10
	v_cmp_gt_i32_e32 vcc, 64, v117
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.1:
	v_and_b32_e32 v146, 12, v116
	v_or_b32_e32 v145, 16, v146
	v_or_b32_e32 v144, 32, v146
	v_or_b32_e32 v30, 48, v146
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr117
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr116
; %bb.2:
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_lshlrev_b32_e32 v147, 7, v9
	v_lshlrev_b32_e32 v148, 7, v10
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v9, 0
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB3_6
; %bb.3:
	v_lshlrev_b32_e32 v20, 3, v7
	v_add_u32_e32 v16, 0x800, v20
	v_add_u32_e32 v18, 0x1000, v20
	v_add_u32_e32 v20, 0x1800, v20
	v_ashrrev_i32_e32 v10, 31, v117
	v_mul_lo_u32 v12, v147, v8
	v_lshrrev_b32_e32 v20, 6, v20
	v_lshrrev_b32_e32 v10, 26, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshrrev_b32_e32 v18, 6, v18
	v_mul_lo_u32 v20, v8, v20
	v_mov_b32_e32 v21, v9
	v_add_u32_e32 v10, v117, v10
	v_lshrrev_b32_e32 v14, 3, v7
	v_lshrrev_b32_e32 v16, 6, v16
	v_mul_lo_u32 v18, v8, v18
	v_mov_b32_e32 v19, v9
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	v_lshlrev_b64 v[20:21], 1, v[20:21]
	v_ashrrev_i32_e32 v149, 6, v10
	v_mul_lo_u32 v10, v148, v8
	v_mul_lo_u32 v14, v8, v14
	v_mov_b32_e32 v15, v9
	v_mul_lo_u32 v16, v8, v16
	v_mov_b32_e32 v17, v9
	v_lshl_add_u64 v[22:23], v[12:13], 0, v[20:21]
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	v_ashrrev_i32_e32 v11, 31, v10
	v_and_b32_e32 v146, 12, v116
	v_lshl_add_u64 v[116:117], v[0:1], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[12:13], 0, v[18:19]
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	v_lshl_add_u64 v[118:119], v[0:1], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[12:13], 0, v[16:17]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[14:15]
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	v_lshl_add_u64 v[128:129], v[0:1], 0, v[22:23]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[12:13]
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[20:21]
	v_lshl_add_u64 v[130:131], v[2:3], 0, v[12:13]
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[18:19]
	v_and_b32_e32 v8, 7, v7
	v_lshl_add_u64 v[132:133], v[2:3], 0, v[12:13]
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[16:17]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[14:15]
	v_or_b32_e32 v145, 16, v146
	v_or_b32_e32 v144, 32, v146
	v_or_b32_e32 v30, 48, v146
	v_lshlrev_b32_e32 v8, 4, v8
	v_lshl_add_u64 v[134:135], v[2:3], 0, v[12:13]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[10:11]
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_mov_b64 s[4:5], 0x80
	s_trap 2
.LBB3_4:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[150:151], v[0:1], 0, v[8:9]
	v_lshl_add_u64 v[160:161], v[128:129], 0, v[8:9]
	v_lshl_add_u64 v[162:163], v[118:119], 0, v[8:9]
	v_lshl_add_u64 v[164:165], v[116:117], 0, v[8:9]
	v_lshl_add_u64 v[166:167], v[2:3], 0, v[8:9]
	v_lshl_add_u64 v[176:177], v[134:135], 0, v[8:9]
	v_lshl_add_u64 v[178:179], v[132:133], 0, v[8:9]
	v_lshl_add_u64 v[180:181], v[130:131], 0, v[8:9]
	s_barrier
	global_load_dwordx4 v[192:195], v[150:151], off
	global_load_dwordx4 v[196:199], v[160:161], off
	global_load_dwordx4 v[208:211], v[162:163], off
	global_load_dwordx4 v[212:215], v[164:165], off
                                        ; kill: killed $vgpr162_vgpr163
                                        ; kill: killed $vgpr160_vgpr161
                                        ; kill: killed $vgpr150_vgpr151
                                        ; kill: killed $vgpr164_vgpr165
	s_nop 0
	global_load_dwordx4 v[160:163], v[166:167], off
	s_nop 0
	global_load_dwordx4 v[164:167], v[176:177], off
	global_load_dwordx4 v[224:227], v[178:179], off
                                        ; kill: killed $vgpr178_vgpr179
                                        ; kill: killed $vgpr176_vgpr177
	s_nop 0
	global_load_dwordx4 v[176:179], v[180:181], off
	v_add_u32_e32 v149, -1, v149
	v_cmp_eq_u32_e32 vcc, 0, v149
	v_lshl_add_u64 v[116:117], v[116:117], 0, s[4:5]
	v_lshl_add_u64 v[118:119], v[118:119], 0, s[4:5]
	v_lshl_add_u64 v[128:129], v[128:129], 0, s[4:5]
	v_lshl_add_u64 v[130:131], v[130:131], 0, s[4:5]
	v_lshl_add_u64 v[132:133], v[132:133], 0, s[4:5]
	v_lshl_add_u64 v[134:135], v[134:135], 0, s[4:5]
	s_or_b64 s[2:3], vcc, s[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	s_waitcnt vmcnt(7)
	ds_write_b128 v0, v[192:195]
	s_waitcnt vmcnt(6)
	ds_write_b128 v0, v[196:199]
	s_waitcnt vmcnt(5)
	ds_write_b128 v0, v[208:211]
	s_waitcnt vmcnt(4)
	ds_write_b128 v0, v[212:215]
	s_waitcnt vmcnt(3)
	ds_write_b128 v0, v[160:163]
	s_waitcnt vmcnt(2)
	ds_write_b128 v0, v[164:167]
	s_waitcnt vmcnt(1)
	ds_write_b128 v0, v[224:227]
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[176:179]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[160:163], v0 offset1:4
	ds_read2st64_b64 v[164:167], v0 offset1:4
	ds_read2st64_b64 v[176:179], v0 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[112:115], v[160:161], v[164:165], v[112:115]
	v_mfma_f32_16x16x16_bf16 v[100:103], v[160:161], v[166:167], v[100:103]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[96:99], v[160:161], v[176:177], v[96:99]
	v_mfma_f32_16x16x16_bf16 v[84:87], v[160:161], v[178:179], v[84:87]
	v_mfma_f32_16x16x16_bf16 v[80:83], v[162:163], v[164:165], v[80:83]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[162:163], v[166:167], v[68:71]
	v_mfma_f32_16x16x16_bf16 v[64:67], v[162:163], v[176:177], v[64:67]
	v_mfma_f32_16x16x16_bf16 v[52:55], v[162:163], v[178:179], v[52:55]
	ds_read2st64_b64 v[160:163], v0 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[48:51], v[160:161], v[164:165], v[48:51]
	v_mfma_f32_16x16x16_bf16 v[36:39], v[160:161], v[166:167], v[36:39]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[162:163], v[164:165], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[162:163], v[166:167], v[18:21]
	ds_read2st64_b64 v[164:167], v0 offset1:4
	v_mfma_f32_16x16x16_bf16 v[32:35], v[160:161], v[176:177], v[32:35]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[160:161], v[178:179], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[162:163], v[176:177], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[162:163], v[178:179], v[10:13]
	ds_read2st64_b64 v[160:163], v0 offset1:4
	ds_read2st64_b64 v[176:179], v0 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[112:115], v[164:165], v[160:161], v[112:115]
	v_mfma_f32_16x16x16_bf16 v[100:103], v[164:165], v[162:163], v[100:103]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[96:99], v[164:165], v[176:177], v[96:99]
	v_mfma_f32_16x16x16_bf16 v[84:87], v[164:165], v[178:179], v[84:87]
	v_mfma_f32_16x16x16_bf16 v[80:83], v[166:167], v[160:161], v[80:83]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[166:167], v[162:163], v[68:71]
	v_mfma_f32_16x16x16_bf16 v[64:67], v[166:167], v[176:177], v[64:67]
	v_mfma_f32_16x16x16_bf16 v[52:55], v[166:167], v[178:179], v[52:55]
	ds_read2st64_b64 v[164:167], v0 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[48:51], v[164:165], v[160:161], v[48:51]
	v_mfma_f32_16x16x16_bf16 v[36:39], v[164:165], v[162:163], v[36:39]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[166:167], v[160:161], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[166:167], v[162:163], v[18:21]
	ds_read2st64_b64 v[160:163], v0 offset1:4
	v_mfma_f32_16x16x16_bf16 v[32:35], v[164:165], v[176:177], v[32:35]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[164:165], v[178:179], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[166:167], v[176:177], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[166:167], v[178:179], v[10:13]
	ds_read2st64_b64 v[164:167], v0 offset1:4
	ds_read2st64_b64 v[176:179], v0 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[112:115], v[160:161], v[164:165], v[112:115]
	v_mfma_f32_16x16x16_bf16 v[100:103], v[160:161], v[166:167], v[100:103]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[96:99], v[160:161], v[176:177], v[96:99]
	v_mfma_f32_16x16x16_bf16 v[84:87], v[160:161], v[178:179], v[84:87]
	v_mfma_f32_16x16x16_bf16 v[80:83], v[162:163], v[164:165], v[80:83]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[162:163], v[166:167], v[68:71]
	v_mfma_f32_16x16x16_bf16 v[64:67], v[162:163], v[176:177], v[64:67]
	v_mfma_f32_16x16x16_bf16 v[52:55], v[162:163], v[178:179], v[52:55]
	ds_read2st64_b64 v[160:163], v0 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[48:51], v[160:161], v[164:165], v[48:51]
	v_mfma_f32_16x16x16_bf16 v[36:39], v[160:161], v[166:167], v[36:39]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[162:163], v[164:165], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[162:163], v[166:167], v[18:21]
	ds_read2st64_b64 v[164:167], v0 offset1:4
	v_mfma_f32_16x16x16_bf16 v[32:35], v[160:161], v[176:177], v[32:35]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[160:161], v[178:179], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[162:163], v[176:177], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[162:163], v[178:179], v[10:13]
	ds_read2st64_b64 v[160:163], v0 offset1:4
	ds_read2st64_b64 v[176:179], v0 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[112:115], v[164:165], v[160:161], v[112:115]
	v_mfma_f32_16x16x16_bf16 v[100:103], v[164:165], v[162:163], v[100:103]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[96:99], v[164:165], v[176:177], v[96:99]
	v_mfma_f32_16x16x16_bf16 v[84:87], v[164:165], v[178:179], v[84:87]
	v_mfma_f32_16x16x16_bf16 v[80:83], v[166:167], v[160:161], v[80:83]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[166:167], v[162:163], v[68:71]
	v_mfma_f32_16x16x16_bf16 v[64:67], v[166:167], v[176:177], v[64:67]
	v_mfma_f32_16x16x16_bf16 v[52:55], v[166:167], v[178:179], v[52:55]
	ds_read2st64_b64 v[164:167], v0 offset0:8 offset1:12
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[48:51], v[164:165], v[160:161], v[48:51]
	v_mfma_f32_16x16x16_bf16 v[36:39], v[164:165], v[162:163], v[36:39]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[166:167], v[160:161], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[166:167], v[162:163], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[32:35], v[164:165], v[176:177], v[32:35]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[164:165], v[178:179], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[166:167], v[176:177], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[166:167], v[178:179], v[10:13]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB3_4
; %bb.5:
	s_or_b64 exec, exec, s[2:3]
.LBB3_6:
	s_or_b64 exec, exec, s[0:1]
	v_bfe_u32 v1, v31, 7, 3
	v_bfe_u32 v2, v31, 6, 1
	v_lshl_add_u32 v1, v1, 6, v147
	v_lshl_or_b32 v2, v2, 6, v148
	v_mad_u64_u32 v[2:3], s[0:1], v1, v6, v[2:3]
	v_ashrrev_i32_e32 v3, 31, v2
	v_bfe_u32 v1, v112, 16, 1
	s_movk_i32 s0, 0x7fff
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[4:5]
	v_add3_u32 v1, v1, v112, s0
	v_or_b32_e32 v4, 0x400000, v112
	v_cmp_u_f32_e32 vcc, v112, v112
	v_and_b32_e32 v0, 15, v7
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_mad_u64_u32 v[4:5], s[2:3], v146, v6, v[0:1]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 1, v[2:3]
	s_barrier
	global_store_short_d16_hi v[8:9], v1, off
	v_bfe_u32 v1, v113, 16, 1
	v_add3_u32 v1, v1, v113, s0
	v_or_b32_e32 v4, 0x400000, v113
	v_cmp_u_f32_e32 vcc, v113, v113
	v_ashrrev_i32_e32 v7, 31, v6
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_lshlrev_b64 v[4:5], 1, v[6:7]
	v_lshl_add_u64 v[112:113], v[8:9], 0, v[4:5]
	global_store_short_d16_hi v[112:113], v1, off
	v_bfe_u32 v1, v114, 16, 1
	v_add3_u32 v1, v1, v114, s0
	v_or_b32_e32 v7, 0x400000, v114
	v_cmp_u_f32_e32 vcc, v114, v114
	v_lshl_add_u64 v[116:117], v[112:113], 0, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[116:117], v1, off
	v_bfe_u32 v1, v115, 16, 1
	v_add3_u32 v1, v1, v115, s0
	v_or_b32_e32 v7, 0x400000, v115
	v_cmp_u_f32_e32 vcc, v115, v115
	v_lshl_add_u64 v[114:115], v[116:117], 0, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[114:115], v1, off
	v_bfe_u32 v1, v100, 16, 1
	v_add3_u32 v1, v1, v100, s0
	v_or_b32_e32 v7, 0x400000, v100
	v_cmp_u_f32_e32 vcc, v100, v100
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:32
	v_bfe_u32 v1, v101, 16, 1
	v_add3_u32 v1, v1, v101, s0
	v_or_b32_e32 v7, 0x400000, v101
	v_cmp_u_f32_e32 vcc, v101, v101
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[112:113], v1, off offset:32
	v_bfe_u32 v1, v102, 16, 1
	v_add3_u32 v1, v1, v102, s0
	v_or_b32_e32 v7, 0x400000, v102
	v_cmp_u_f32_e32 vcc, v102, v102
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[116:117], v1, off offset:32
	v_bfe_u32 v1, v103, 16, 1
	v_add3_u32 v1, v1, v103, s0
	v_or_b32_e32 v7, 0x400000, v103
	v_cmp_u_f32_e32 vcc, v103, v103
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[114:115], v1, off offset:32
	v_bfe_u32 v1, v96, 16, 1
	v_add3_u32 v1, v1, v96, s0
	v_or_b32_e32 v7, 0x400000, v96
	v_cmp_u_f32_e32 vcc, v96, v96
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:64
	v_bfe_u32 v1, v97, 16, 1
	v_add3_u32 v1, v1, v97, s0
	v_or_b32_e32 v7, 0x400000, v97
	v_cmp_u_f32_e32 vcc, v97, v97
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[112:113], v1, off offset:64
	v_bfe_u32 v1, v98, 16, 1
	v_add3_u32 v1, v1, v98, s0
	v_or_b32_e32 v7, 0x400000, v98
	v_cmp_u_f32_e32 vcc, v98, v98
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[116:117], v1, off offset:64
	v_bfe_u32 v1, v99, 16, 1
	v_add3_u32 v1, v1, v99, s0
	v_or_b32_e32 v7, 0x400000, v99
	v_cmp_u_f32_e32 vcc, v99, v99
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[114:115], v1, off offset:64
	v_bfe_u32 v1, v84, 16, 1
	v_add3_u32 v1, v1, v84, s0
	v_or_b32_e32 v7, 0x400000, v84
	v_cmp_u_f32_e32 vcc, v84, v84
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:96
	v_bfe_u32 v1, v85, 16, 1
	v_add3_u32 v1, v1, v85, s0
	v_or_b32_e32 v7, 0x400000, v85
	v_cmp_u_f32_e32 vcc, v85, v85
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[112:113], v1, off offset:96
	v_bfe_u32 v1, v86, 16, 1
	v_add3_u32 v1, v1, v86, s0
	v_or_b32_e32 v7, 0x400000, v86
	v_cmp_u_f32_e32 vcc, v86, v86
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[116:117], v1, off offset:96
	v_bfe_u32 v1, v87, 16, 1
	v_add3_u32 v1, v1, v87, s0
	v_or_b32_e32 v7, 0x400000, v87
	v_cmp_u_f32_e32 vcc, v87, v87
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[114:115], v1, off offset:96
	v_bfe_u32 v1, v80, 16, 1
	v_add3_u32 v1, v1, v80, s0
	v_or_b32_e32 v7, 0x400000, v80
	v_cmp_u_f32_e32 vcc, v80, v80
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_mad_u64_u32 v[8:9], s[2:3], v145, v6, v[0:1]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[2:3]
	global_store_short_d16_hi v[8:9], v1, off
	v_bfe_u32 v1, v81, 16, 1
	v_add3_u32 v1, v1, v81, s0
	v_or_b32_e32 v7, 0x400000, v81
	v_cmp_u_f32_e32 vcc, v81, v81
	v_lshl_add_u64 v[80:81], v[8:9], 0, v[4:5]
	v_lshl_add_u64 v[84:85], v[80:81], 0, v[4:5]
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[80:81], v1, off
	v_bfe_u32 v1, v82, 16, 1
	v_add3_u32 v1, v1, v82, s0
	v_or_b32_e32 v7, 0x400000, v82
	v_cmp_u_f32_e32 vcc, v82, v82
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[84:85], v1, off
	v_bfe_u32 v1, v83, 16, 1
	v_add3_u32 v1, v1, v83, s0
	v_or_b32_e32 v7, 0x400000, v83
	v_cmp_u_f32_e32 vcc, v83, v83
	v_lshl_add_u64 v[82:83], v[84:85], 0, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[82:83], v1, off
	v_bfe_u32 v1, v68, 16, 1
	v_add3_u32 v1, v1, v68, s0
	v_or_b32_e32 v7, 0x400000, v68
	v_cmp_u_f32_e32 vcc, v68, v68
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:32
	v_bfe_u32 v1, v69, 16, 1
	v_add3_u32 v1, v1, v69, s0
	v_or_b32_e32 v7, 0x400000, v69
	v_cmp_u_f32_e32 vcc, v69, v69
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[80:81], v1, off offset:32
	v_bfe_u32 v1, v70, 16, 1
	v_add3_u32 v1, v1, v70, s0
	v_or_b32_e32 v7, 0x400000, v70
	v_cmp_u_f32_e32 vcc, v70, v70
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[84:85], v1, off offset:32
	v_bfe_u32 v1, v71, 16, 1
	v_add3_u32 v1, v1, v71, s0
	v_or_b32_e32 v7, 0x400000, v71
	v_cmp_u_f32_e32 vcc, v71, v71
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[82:83], v1, off offset:32
	v_bfe_u32 v1, v64, 16, 1
	v_add3_u32 v1, v1, v64, s0
	v_or_b32_e32 v7, 0x400000, v64
	v_cmp_u_f32_e32 vcc, v64, v64
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:64
	v_bfe_u32 v1, v65, 16, 1
	v_add3_u32 v1, v1, v65, s0
	v_or_b32_e32 v7, 0x400000, v65
	v_cmp_u_f32_e32 vcc, v65, v65
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[80:81], v1, off offset:64
	v_bfe_u32 v1, v66, 16, 1
	v_add3_u32 v1, v1, v66, s0
	v_or_b32_e32 v7, 0x400000, v66
	v_cmp_u_f32_e32 vcc, v66, v66
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[84:85], v1, off offset:64
	v_bfe_u32 v1, v67, 16, 1
	v_add3_u32 v1, v1, v67, s0
	v_or_b32_e32 v7, 0x400000, v67
	v_cmp_u_f32_e32 vcc, v67, v67
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[82:83], v1, off offset:64
	v_bfe_u32 v1, v52, 16, 1
	v_add3_u32 v1, v1, v52, s0
	v_or_b32_e32 v7, 0x400000, v52
	v_cmp_u_f32_e32 vcc, v52, v52
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:96
	v_bfe_u32 v1, v53, 16, 1
	v_add3_u32 v1, v1, v53, s0
	v_or_b32_e32 v7, 0x400000, v53
	v_cmp_u_f32_e32 vcc, v53, v53
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[80:81], v1, off offset:96
	v_bfe_u32 v1, v54, 16, 1
	v_add3_u32 v1, v1, v54, s0
	v_or_b32_e32 v7, 0x400000, v54
	v_cmp_u_f32_e32 vcc, v54, v54
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[84:85], v1, off offset:96
	v_bfe_u32 v1, v55, 16, 1
	v_add3_u32 v1, v1, v55, s0
	v_or_b32_e32 v7, 0x400000, v55
	v_cmp_u_f32_e32 vcc, v55, v55
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[82:83], v1, off offset:96
	v_bfe_u32 v1, v48, 16, 1
	v_add3_u32 v1, v1, v48, s0
	v_or_b32_e32 v7, 0x400000, v48
	v_cmp_u_f32_e32 vcc, v48, v48
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_mad_u64_u32 v[8:9], s[2:3], v144, v6, v[0:1]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[2:3]
	global_store_short_d16_hi v[8:9], v1, off
	v_bfe_u32 v1, v49, 16, 1
	v_add3_u32 v1, v1, v49, s0
	v_or_b32_e32 v7, 0x400000, v49
	v_cmp_u_f32_e32 vcc, v49, v49
	v_lshl_add_u64 v[48:49], v[8:9], 0, v[4:5]
	v_lshl_add_u64 v[52:53], v[48:49], 0, v[4:5]
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[48:49], v1, off
	v_bfe_u32 v1, v50, 16, 1
	v_add3_u32 v1, v1, v50, s0
	v_or_b32_e32 v7, 0x400000, v50
	v_cmp_u_f32_e32 vcc, v50, v50
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[52:53], v1, off
	v_bfe_u32 v1, v51, 16, 1
	v_add3_u32 v1, v1, v51, s0
	v_or_b32_e32 v7, 0x400000, v51
	v_cmp_u_f32_e32 vcc, v51, v51
	v_lshl_add_u64 v[50:51], v[52:53], 0, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[50:51], v1, off
	v_bfe_u32 v1, v36, 16, 1
	v_add3_u32 v1, v1, v36, s0
	v_or_b32_e32 v7, 0x400000, v36
	v_cmp_u_f32_e32 vcc, v36, v36
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:32
	v_bfe_u32 v1, v37, 16, 1
	v_add3_u32 v1, v1, v37, s0
	v_or_b32_e32 v7, 0x400000, v37
	v_cmp_u_f32_e32 vcc, v37, v37
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[48:49], v1, off offset:32
	v_bfe_u32 v1, v38, 16, 1
	v_add3_u32 v1, v1, v38, s0
	v_or_b32_e32 v7, 0x400000, v38
	v_cmp_u_f32_e32 vcc, v38, v38
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[52:53], v1, off offset:32
	v_bfe_u32 v1, v39, 16, 1
	v_add3_u32 v1, v1, v39, s0
	v_or_b32_e32 v7, 0x400000, v39
	v_cmp_u_f32_e32 vcc, v39, v39
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[50:51], v1, off offset:32
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v1, v1, v32, s0
	v_or_b32_e32 v7, 0x400000, v32
	v_cmp_u_f32_e32 vcc, v32, v32
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:64
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v1, v1, v33, s0
	v_or_b32_e32 v7, 0x400000, v33
	v_cmp_u_f32_e32 vcc, v33, v33
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[48:49], v1, off offset:64
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v1, v1, v34, s0
	v_or_b32_e32 v7, 0x400000, v34
	v_cmp_u_f32_e32 vcc, v34, v34
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[52:53], v1, off offset:64
	v_bfe_u32 v1, v35, 16, 1
	v_add3_u32 v1, v1, v35, s0
	v_or_b32_e32 v7, 0x400000, v35
	v_cmp_u_f32_e32 vcc, v35, v35
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[50:51], v1, off offset:64
	v_bfe_u32 v1, v26, 16, 1
	v_add3_u32 v1, v1, v26, s0
	v_or_b32_e32 v7, 0x400000, v26
	v_cmp_u_f32_e32 vcc, v26, v26
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[8:9], v1, off offset:96
	v_bfe_u32 v1, v27, 16, 1
	v_add3_u32 v1, v1, v27, s0
	v_or_b32_e32 v7, 0x400000, v27
	v_cmp_u_f32_e32 vcc, v27, v27
	v_or_b32_e32 v9, 0x400000, v25
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[48:49], v1, off offset:96
	v_bfe_u32 v1, v28, 16, 1
	v_add3_u32 v1, v1, v28, s0
	v_or_b32_e32 v7, 0x400000, v28
	v_cmp_u_f32_e32 vcc, v28, v28
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[52:53], v1, off offset:96
	v_bfe_u32 v1, v29, 16, 1
	v_add3_u32 v1, v1, v29, s0
	v_or_b32_e32 v7, 0x400000, v29
	v_cmp_u_f32_e32 vcc, v29, v29
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	global_store_short_d16_hi v[50:51], v1, off offset:96
	v_bfe_u32 v1, v22, 16, 1
	v_add3_u32 v1, v1, v22, s0
	v_or_b32_e32 v7, 0x400000, v22
	v_cmp_u_f32_e32 vcc, v22, v22
	s_nop 1
	v_cndmask_b32_e32 v7, v1, v7, vcc
	v_mad_u64_u32 v[0:1], s[2:3], v30, v6, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[2:3]
	v_bfe_u32 v2, v23, 16, 1
	v_add3_u32 v2, v2, v23, s0
	v_or_b32_e32 v3, 0x400000, v23
	v_cmp_u_f32_e32 vcc, v23, v23
	global_store_short_d16_hi v[0:1], v7, off
	v_or_b32_e32 v7, 0x400000, v24
	v_cndmask_b32_e32 v6, v2, v3, vcc
	v_lshl_add_u64 v[2:3], v[0:1], 0, v[4:5]
	global_store_short_d16_hi v[2:3], v6, off
	v_bfe_u32 v6, v24, 16, 1
	v_add3_u32 v6, v6, v24, s0
	v_cmp_u_f32_e32 vcc, v24, v24
	s_nop 1
	v_cndmask_b32_e32 v8, v6, v7, vcc
	v_lshl_add_u64 v[6:7], v[2:3], 0, v[4:5]
	global_store_short_d16_hi v[6:7], v8, off
	v_bfe_u32 v8, v25, 16, 1
	v_add3_u32 v8, v8, v25, s0
	v_cmp_u_f32_e32 vcc, v25, v25
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[4:5], v8, off
	v_bfe_u32 v8, v18, 16, 1
	v_add3_u32 v8, v8, v18, s0
	v_or_b32_e32 v9, 0x400000, v18
	v_cmp_u_f32_e32 vcc, v18, v18
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[0:1], v8, off offset:32
	v_bfe_u32 v8, v19, 16, 1
	v_add3_u32 v8, v8, v19, s0
	v_or_b32_e32 v9, 0x400000, v19
	v_cmp_u_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[2:3], v8, off offset:32
	v_bfe_u32 v8, v20, 16, 1
	v_add3_u32 v8, v8, v20, s0
	v_or_b32_e32 v9, 0x400000, v20
	v_cmp_u_f32_e32 vcc, v20, v20
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[6:7], v8, off offset:32
	v_bfe_u32 v8, v21, 16, 1
	v_add3_u32 v8, v8, v21, s0
	v_or_b32_e32 v9, 0x400000, v21
	v_cmp_u_f32_e32 vcc, v21, v21
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[4:5], v8, off offset:32
	v_bfe_u32 v8, v14, 16, 1
	v_add3_u32 v8, v8, v14, s0
	v_or_b32_e32 v9, 0x400000, v14
	v_cmp_u_f32_e32 vcc, v14, v14
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[0:1], v8, off offset:64
	v_bfe_u32 v8, v15, 16, 1
	v_add3_u32 v8, v8, v15, s0
	v_or_b32_e32 v9, 0x400000, v15
	v_cmp_u_f32_e32 vcc, v15, v15
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[2:3], v8, off offset:64
	v_bfe_u32 v8, v16, 16, 1
	v_add3_u32 v8, v8, v16, s0
	v_or_b32_e32 v9, 0x400000, v16
	v_cmp_u_f32_e32 vcc, v16, v16
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[6:7], v8, off offset:64
	v_bfe_u32 v8, v17, 16, 1
	v_add3_u32 v8, v8, v17, s0
	v_or_b32_e32 v9, 0x400000, v17
	v_cmp_u_f32_e32 vcc, v17, v17
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[4:5], v8, off offset:64
	v_bfe_u32 v8, v10, 16, 1
	v_add3_u32 v8, v8, v10, s0
	v_or_b32_e32 v9, 0x400000, v10
	v_cmp_u_f32_e32 vcc, v10, v10
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	global_store_short_d16_hi v[0:1], v8, off offset:96
	v_bfe_u32 v0, v11, 16, 1
	v_add3_u32 v0, v0, v11, s0
	v_or_b32_e32 v1, 0x400000, v11
	v_cmp_u_f32_e32 vcc, v11, v11
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v1, vcc
	global_store_short_d16_hi v[2:3], v0, off offset:96
	v_bfe_u32 v0, v12, 16, 1
	v_add3_u32 v0, v0, v12, s0
	v_or_b32_e32 v1, 0x400000, v12
	v_cmp_u_f32_e32 vcc, v12, v12
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v1, vcc
	global_store_short_d16_hi v[6:7], v0, off offset:96
	v_bfe_u32 v0, v13, 16, 1
	v_add3_u32 v0, v0, v13, s0
	v_or_b32_e32 v1, 0x400000, v13
	v_cmp_u_f32_e32 vcc, v13, v13
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v1, vcc
	global_store_short_d16_hi v[4:5], v0, off offset:96
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_mm_v2, .Lfunc_end3-__clang_ocl_kern_imp_mm_v2
                                        ; -- End function
	.set __clang_ocl_kern_imp_mm_v2.num_vgpr, 228
	.set __clang_ocl_kern_imp_mm_v2.num_agpr, 0
	.set __clang_ocl_kern_imp_mm_v2.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_mm_v2.num_named_barrier, 0
	.set __clang_ocl_kern_imp_mm_v2.private_seg_size, 0
	.set __clang_ocl_kern_imp_mm_v2.uses_vcc, 1
	.set __clang_ocl_kern_imp_mm_v2.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_mm_v2.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_mm_v2.has_recursion, 0
	.set __clang_ocl_kern_imp_mm_v2.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 5196
; TotalNumSgprs: 38
; NumVgprs: 228
; NumAgprs: 0
; TotalNumVgprs: 228
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	mm_v3                   ; -- Begin function mm_v3
	.globl	mm_v3
	.p2align	8
	.type	mm_v3,@function
mm_v3:                                  ; @mm_v3
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x1c
	v_lshrrev_b32_e32 v2, 3, v0
	v_mov_b32_e32 v13, 0
	v_lshrrev_b32_e32 v88, 7, v0
	v_bfe_u32 v89, v0, 6, 1
	s_waitcnt lgkmcnt(0)
	s_add_i32 s3, s8, 0x7f
	s_ashr_i32 s4, s3, 31
	s_lshr_b32 s4, s4, 25
	s_add_i32 s3, s3, s4
	s_ashr_i32 s3, s3, 7
	s_abs_i32 s12, s3
	v_cvt_f32_u32_e32 v1, s12
	s_sub_i32 s13, 0, s12
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_abs_i32 s0, s2
	v_rcp_iflag_f32_e32 v1, v1
	s_xor_b32 s1, s2, s3
	s_ashr_i32 s1, s1, 31
	v_mul_lo_u32 v2, s9, v2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_lshrrev_b32_e32 v11, 2, v0
	v_readfirstlane_b32 s14, v1
	s_mul_i32 s13, s13, s14
	s_mul_hi_u32 s13, s14, s13
	s_add_i32 s14, s14, s13
	s_mul_hi_u32 s13, s0, s14
	s_mul_i32 s14, s13, s12
	s_sub_i32 s0, s0, s14
	s_add_i32 s15, s13, 1
	s_sub_i32 s14, s0, s12
	s_cmp_ge_u32 s0, s12
	s_cselect_b32 s13, s15, s13
	s_cselect_b32 s0, s14, s0
	s_add_i32 s14, s13, 1
	s_cmp_ge_u32 s0, s12
	s_cselect_b32 s0, s14, s13
	s_xor_b32 s0, s0, s1
	s_sub_i32 s0, s0, s1
	s_lshl_b32 s14, s0, 7
	s_mul_i32 s1, s0, s3
	s_mul_i32 s0, s14, s9
	v_lshlrev_b32_e32 v1, 3, v0
	s_sub_i32 s2, s2, s1
	s_ashr_i32 s1, s0, 31
	v_or_b32_e32 v18, 0x800, v1
	s_lshl_b64 s[0:1], s[0:1], 1
	v_lshrrev_b32_e32 v4, 6, v18
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s4, s0
	v_and_b32_e32 v10, 56, v1
	v_mul_lo_u32 v4, s9, v4
	s_addc_u32 s13, s5, s1
	v_lshlrev_b32_e32 v12, 1, v10
	v_ashrrev_i32_e32 v5, 31, v4
	s_lshl_b32 s15, s2, 7
	v_lshl_add_u64 v[14:15], s[12:13], 0, v[12:13]
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_mul_i32 s2, s15, s9
	v_lshl_add_u64 v[6:7], v[14:15], 0, v[2:3]
	v_lshl_add_u64 v[8:9], v[14:15], 0, v[4:5]
	v_or_b32_e32 v19, 0x1000, v1
	v_or_b32_e32 v20, 0x1800, v1
	s_ashr_i32 s3, s2, 31
	global_load_dwordx4 v[22:25], v[6:7], off
	global_load_dwordx4 v[26:29], v[8:9], off
	v_lshrrev_b32_e32 v6, 6, v19
	v_lshrrev_b32_e32 v8, 6, v20
	s_lshl_b64 s[2:3], s[2:3], 1
	v_mul_lo_u32 v6, s9, v6
	v_mul_lo_u32 v8, s9, v8
	s_add_u32 s16, s6, s2
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	s_addc_u32 s17, s7, s3
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[6:7]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[8:9]
	v_lshl_add_u64 v[12:13], s[16:17], 0, v[12:13]
	global_load_dwordx4 v[30:33], v[16:17], off
	global_load_dwordx4 v[34:37], v[14:15], off
	v_lshl_add_u64 v[14:15], v[12:13], 0, v[2:3]
	v_lshl_add_u64 v[16:17], v[12:13], 0, v[4:5]
	global_load_dwordx4 v[38:41], v[14:15], off
	global_load_dwordx4 v[42:45], v[16:17], off
	v_lshl_add_u64 v[14:15], v[12:13], 0, v[6:7]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[8:9]
	global_load_dwordx4 v[46:49], v[14:15], off
	global_load_dwordx4 v[50:53], v[12:13], off
	v_xor_b32_e32 v14, v1, v0
	v_and_b32_e32 v14, 56, v14
	s_movk_i32 s12, 0xf80
	v_lshlrev_b32_e32 v13, 4, v0
	v_and_b32_e32 v15, 0xfc0, v18
	v_and_b32_e32 v16, 0x17c0, v19
	v_and_b32_e32 v17, 0x1fc0, v20
	v_lshlrev_b32_e32 v14, 1, v14
	s_add_i32 s9, s9, 63
	v_lshlrev_b32_e32 v12, 7, v0
	v_lshlrev_b32_e32 v1, 13, v88
	v_and_or_b32 v98, v13, s12, v14
	v_lshl_or_b32 v99, v15, 1, v14
	v_lshl_or_b32 v100, v16, 1, v14
	v_lshl_or_b32 v101, v17, 1, v14
	s_cmpk_gt_i32 s9, 0x7f
	v_lshlrev_b32_e32 v86, 13, v89
	s_waitcnt vmcnt(7)
	ds_write_b128 v98, v[22:25]
	s_waitcnt vmcnt(6)
	ds_write_b128 v99, v[26:29]
	s_waitcnt vmcnt(5)
	ds_write_b128 v100, v[30:33]
	s_waitcnt vmcnt(4)
	ds_write_b128 v101, v[34:37]
	s_waitcnt vmcnt(3)
	ds_write_b128 v98, v[38:41] offset:16384
	s_waitcnt vmcnt(2)
	ds_write_b128 v99, v[42:45] offset:16384
	s_waitcnt vmcnt(1)
	ds_write_b128 v100, v[46:49] offset:16384
	s_waitcnt vmcnt(0)
	ds_write_b128 v101, v[50:53] offset:16384
	s_cbranch_scc1 .LBB4_3
; %bb.1:
	v_and_b32_e32 v90, 12, v11
	v_or_b32_e32 v93, 16, v90
	v_or_b32_e32 v92, 32, v90
	v_or_b32_e32 v87, 48, v90
	v_xor_b32_e32 v91, v90, v10
	v_and_b32_e32 v94, 0x780, v12
	v_xor_b32_e32 v95, v93, v10
	v_xor_b32_e32 v96, v92, v10
	v_xor_b32_e32 v97, v87, v10
	v_mov_b32_e32 v67, 0
	s_cbranch_execz .LBB4_4
; %bb.2:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	s_branch .LBB4_7
.LBB4_3:
                                        ; implicit-def: $vgpr90
                                        ; implicit-def: $vgpr91
                                        ; implicit-def: $vgpr94
                                        ; implicit-def: $vgpr93
                                        ; implicit-def: $vgpr95
                                        ; implicit-def: $vgpr92
                                        ; implicit-def: $vgpr96
                                        ; implicit-def: $vgpr87
                                        ; implicit-def: $vgpr97
	v_mov_b32_e32 v67, 0
.LBB4_4:
	v_and_b32_e32 v90, 12, v11
	v_or_b32_e32 v93, 16, v90
	v_or_b32_e32 v92, 32, v90
	v_or_b32_e32 v87, 48, v90
	s_lshr_b32 s9, s9, 6
	v_xor_b32_e32 v91, v90, v10
	v_and_b32_e32 v94, 0x780, v12
	v_xor_b32_e32 v95, v93, v10
	v_xor_b32_e32 v96, v92, v10
	v_xor_b32_e32 v97, v87, v10
	v_or_b32_e32 v11, v1, v94
	v_lshlrev_b32_e32 v12, 1, v91
	v_lshlrev_b32_e32 v13, 1, v95
	v_lshlrev_b32_e32 v14, 1, v96
	v_lshlrev_b32_e32 v10, 1, v97
	s_movk_i32 s12, 0x4000
	s_add_i32 s9, s9, -1
	v_or_b32_e32 v102, v11, v12
	v_or_b32_e32 v103, v11, v13
	v_or_b32_e32 v104, v11, v14
	v_or_b32_e32 v105, v11, v10
	v_or3_b32 v11, v86, v94, s12
	s_add_u32 s4, s4, s0
	v_or_b32_e32 v109, v11, v10
	v_and_b32_e32 v10, 7, v0
	s_addc_u32 s5, s5, s1
	v_or_b32_e32 v106, v11, v12
	v_or_b32_e32 v107, v11, v13
	v_or_b32_e32 v108, v11, v14
	v_lshlrev_b32_e32 v66, 4, v10
	v_lshl_add_u64 v[10:11], s[4:5], 0, v[8:9]
	s_mov_b64 s[0:1], 0x80
	v_lshl_add_u64 v[68:69], v[10:11], 0, s[0:1]
	v_lshl_add_u64 v[10:11], s[4:5], 0, v[6:7]
	s_add_u32 s2, s6, s2
	v_lshl_add_u64 v[70:71], v[10:11], 0, s[0:1]
	v_lshl_add_u64 v[10:11], s[4:5], 0, v[4:5]
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[72:73], v[10:11], 0, s[0:1]
	v_lshl_add_u64 v[10:11], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	v_lshl_add_u64 v[74:75], v[10:11], 0, s[0:1]
	v_lshl_add_u64 v[76:77], v[8:9], 0, s[0:1]
	v_lshl_add_u64 v[78:79], v[6:7], 0, s[0:1]
	v_lshl_add_u64 v[80:81], v[4:5], 0, s[0:1]
	v_lshl_add_u64 v[82:83], v[2:3], 0, s[0:1]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
.LBB4_5:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[110:111], v[74:75], 0, v[66:67]
	v_lshl_add_u64 v[112:113], v[72:73], 0, v[66:67]
	v_lshl_add_u64 v[114:115], v[70:71], 0, v[66:67]
	v_lshl_add_u64 v[116:117], v[68:69], 0, v[66:67]
	v_lshl_add_u64 v[118:119], v[82:83], 0, v[66:67]
	v_lshl_add_u64 v[120:121], v[80:81], 0, v[66:67]
	v_lshl_add_u64 v[122:123], v[78:79], 0, v[66:67]
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[124:127], v[110:111], off
	global_load_dwordx4 v[128:131], v[112:113], off
	global_load_dwordx4 v[132:135], v[114:115], off
	global_load_dwordx4 v[136:139], v[116:117], off
	global_load_dwordx4 v[140:143], v[118:119], off
	global_load_dwordx4 v[144:147], v[120:121], off
	global_load_dwordx4 v[148:151], v[122:123], off
	ds_read2st64_b64 v[110:113], v102 offset1:4
	ds_read2st64_b64 v[114:117], v106 offset1:4
	ds_read2st64_b64 v[118:121], v106 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[62:65], v[110:111], v[114:115], v[62:65]
	v_lshl_add_u64 v[84:85], v[76:77], 0, v[66:67]
	global_load_dwordx4 v[152:155], v[84:85], off
	s_add_i32 s9, s9, -1
	v_mfma_f32_16x16x16_bf16 v[58:61], v[110:111], v[116:117], v[58:61]
	v_lshl_add_u64 v[68:69], v[68:69], 0, s[0:1]
	v_lshl_add_u64 v[70:71], v[70:71], 0, s[0:1]
	v_lshl_add_u64 v[72:73], v[72:73], 0, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[54:57], v[110:111], v[118:119], v[54:57]
	v_lshl_add_u64 v[74:75], v[74:75], 0, s[0:1]
	v_lshl_add_u64 v[76:77], v[76:77], 0, s[0:1]
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[0:1]
	v_mfma_f32_16x16x16_bf16 v[50:53], v[110:111], v[120:121], v[50:53]
	v_lshl_add_u64 v[80:81], v[80:81], 0, s[0:1]
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[0:1]
	s_cmp_lg_u32 s9, 0
	v_mfma_f32_16x16x16_bf16 v[46:49], v[112:113], v[114:115], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[42:45], v[112:113], v[116:117], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[38:41], v[112:113], v[118:119], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[112:113], v[120:121], v[34:37]
	ds_read2st64_b64 v[110:113], v102 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[30:33], v[110:111], v[114:115], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[110:111], v[116:117], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[112:113], v[114:115], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[112:113], v[116:117], v[14:17]
	ds_read2st64_b64 v[114:117], v103 offset1:4
	v_mfma_f32_16x16x16_bf16 v[22:25], v[110:111], v[118:119], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[110:111], v[120:121], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[112:113], v[118:119], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[2:5], v[112:113], v[120:121], v[2:5]
	ds_read2st64_b64 v[110:113], v107 offset1:4
	ds_read2st64_b64 v[118:121], v107 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[62:65], v[114:115], v[110:111], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[114:115], v[112:113], v[58:61]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[54:57], v[114:115], v[118:119], v[54:57]
	v_mfma_f32_16x16x16_bf16 v[50:53], v[114:115], v[120:121], v[50:53]
	v_mfma_f32_16x16x16_bf16 v[46:49], v[116:117], v[110:111], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[42:45], v[116:117], v[112:113], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[38:41], v[116:117], v[118:119], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[116:117], v[120:121], v[34:37]
	ds_read2st64_b64 v[114:117], v103 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[30:33], v[114:115], v[110:111], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[114:115], v[112:113], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[116:117], v[110:111], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[116:117], v[112:113], v[14:17]
	ds_read2st64_b64 v[110:113], v104 offset1:4
	v_mfma_f32_16x16x16_bf16 v[22:25], v[114:115], v[118:119], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[114:115], v[120:121], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[116:117], v[118:119], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[2:5], v[116:117], v[120:121], v[2:5]
	ds_read2st64_b64 v[114:117], v108 offset1:4
	ds_read2st64_b64 v[118:121], v108 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[62:65], v[110:111], v[114:115], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[110:111], v[116:117], v[58:61]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[54:57], v[110:111], v[118:119], v[54:57]
	v_mfma_f32_16x16x16_bf16 v[50:53], v[110:111], v[120:121], v[50:53]
	v_mfma_f32_16x16x16_bf16 v[46:49], v[112:113], v[114:115], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[42:45], v[112:113], v[116:117], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[38:41], v[112:113], v[118:119], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[112:113], v[120:121], v[34:37]
	ds_read2st64_b64 v[110:113], v104 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[30:33], v[110:111], v[114:115], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[110:111], v[116:117], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[112:113], v[114:115], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[112:113], v[116:117], v[14:17]
	ds_read2st64_b64 v[114:117], v105 offset1:4
	v_mfma_f32_16x16x16_bf16 v[22:25], v[110:111], v[118:119], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[110:111], v[120:121], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[112:113], v[118:119], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[2:5], v[112:113], v[120:121], v[2:5]
	ds_read2st64_b64 v[110:113], v109 offset1:4
	ds_read2st64_b64 v[118:121], v109 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[62:65], v[114:115], v[110:111], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[114:115], v[112:113], v[58:61]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[54:57], v[114:115], v[118:119], v[54:57]
	v_mfma_f32_16x16x16_bf16 v[50:53], v[114:115], v[120:121], v[50:53]
	v_mfma_f32_16x16x16_bf16 v[46:49], v[116:117], v[110:111], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[42:45], v[116:117], v[112:113], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[38:41], v[116:117], v[118:119], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[116:117], v[120:121], v[34:37]
	ds_read2st64_b64 v[114:117], v105 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[30:33], v[114:115], v[110:111], v[30:33]
	s_barrier
	s_waitcnt vmcnt(7)
	ds_write_b128 v98, v[124:127]
	s_waitcnt vmcnt(6)
	ds_write_b128 v99, v[128:131]
	s_waitcnt vmcnt(5)
	ds_write_b128 v100, v[132:135]
	s_waitcnt vmcnt(4)
	ds_write_b128 v101, v[136:139]
	s_waitcnt vmcnt(3)
	ds_write_b128 v98, v[140:143] offset:16384
	s_waitcnt vmcnt(2)
	ds_write_b128 v99, v[144:147] offset:16384
	s_waitcnt vmcnt(1)
	ds_write_b128 v100, v[148:151] offset:16384
	s_waitcnt vmcnt(0)
	ds_write_b128 v101, v[152:155] offset:16384
	v_mfma_f32_16x16x16_bf16 v[26:29], v[114:115], v[112:113], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[114:115], v[118:119], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[114:115], v[120:121], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[116:117], v[110:111], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[116:117], v[112:113], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[116:117], v[118:119], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[2:5], v[116:117], v[120:121], v[2:5]
	s_cbranch_scc1 .LBB4_5
; %bb.6:
	s_nop 5
	v_mov_b32_e32 v67, v5
.LBB4_7:
	s_movk_i32 s0, 0x4000
	v_add_u32_e32 v1, v1, v94
	v_lshlrev_b32_e32 v66, 1, v91
	v_add3_u32 v70, v86, v94, s0
	v_mov_b32_e32 v5, v67
	v_lshlrev_b32_e32 v67, 1, v95
	v_lshlrev_b32_e32 v68, 1, v96
	v_lshlrev_b32_e32 v69, 1, v97
	v_add_u32_e32 v71, v1, v66
	v_add_u32_e32 v86, v70, v66
	v_add_u32_e32 v72, v1, v67
	v_add_u32_e32 v73, v1, v68
	v_add_u32_e32 v1, v1, v69
	v_add_u32_e32 v91, v70, v67
	v_add_u32_e32 v130, v70, v68
	v_add_u32_e32 v154, v70, v69
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[74:77], v71 offset1:4
	ds_read2st64_b64 v[82:85], v72 offset1:4
	ds_read2st64_b64 v[94:97], v73 offset1:4
	ds_read2st64_b64 v[78:81], v1 offset1:4
	ds_read2st64_b64 v[98:101], v71 offset0:8 offset1:12
	ds_read2st64_b64 v[102:105], v72 offset0:8 offset1:12
	ds_read2st64_b64 v[106:109], v73 offset0:8 offset1:12
	ds_read2st64_b64 v[66:69], v1 offset0:8 offset1:12
	ds_read2st64_b64 v[110:113], v86 offset1:4
	ds_read2st64_b64 v[122:125], v86 offset0:8 offset1:12
	ds_read2st64_b64 v[114:117], v91 offset1:4
	ds_read2st64_b64 v[126:129], v91 offset0:8 offset1:12
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_bf16 v[54:57], v[74:75], v[122:123], v[54:57]
	ds_read2st64_b64 v[118:121], v130 offset1:4
	ds_read2st64_b64 v[130:133], v130 offset0:8 offset1:12
	ds_read2st64_b64 v[70:73], v154 offset1:4
	v_mfma_f32_16x16x16_bf16 v[50:53], v[74:75], v[124:125], v[50:53]
	v_and_b32_e32 v86, 15, v0
	v_mad_u64_u32 v[90:91], s[0:1], v90, s8, v[86:87]
	v_mfma_f32_16x16x16_bf16 v[46:49], v[76:77], v[110:111], v[46:49]
	v_ashrrev_i32_e32 v91, 31, v90
	s_movk_i32 s2, 0x7fff
	s_ashr_i32 s9, s8, 31
	v_mfma_f32_16x16x16_bf16 v[30:33], v[98:99], v[110:111], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[98:99], v[112:113], v[26:29]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_bf16 v[54:57], v[82:83], v[126:127], v[54:57]
	v_mfma_f32_16x16x16_bf16 v[50:53], v[82:83], v[128:129], v[50:53]
	v_mfma_f32_16x16x16_bf16 v[46:49], v[84:85], v[114:115], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[30:33], v[102:103], v[114:115], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[102:103], v[116:117], v[26:29]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[134:137], v[94:95], v[130:131], v[54:57]
	v_mfma_f32_16x16x16_bf16 v[138:141], v[94:95], v[132:133], v[50:53]
	s_nop 1
	v_mov_b32_e32 v56, s10
	v_mov_b32_e32 v57, s11
	v_mfma_f32_16x16x16_bf16 v[142:145], v[96:97], v[118:119], v[46:49]
	v_mfma_f32_16x16x16_bf16 v[48:51], v[106:107], v[118:119], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[52:55], v[106:107], v[120:121], v[26:29]
	s_nop 2
	ds_read2st64_b64 v[28:31], v154 offset0:8 offset1:12
	v_mfma_f32_16x16x16_bf16 v[42:45], v[76:77], v[112:113], v[42:45]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[38:41], v[76:77], v[122:123], v[38:41]
	s_barrier
	v_mfma_f32_16x16x16_bf16 v[10:13], v[98:99], v[124:125], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[42:45], v[84:85], v[116:117], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[38:41], v[84:85], v[126:127], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[102:103], v[128:129], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[146:149], v[96:97], v[120:121], v[42:45]
	v_mfma_f32_16x16x16_bf16 v[150:153], v[96:97], v[130:131], v[38:41]
	v_mfma_f32_16x16x16_bf16 v[40:43], v[106:107], v[132:133], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[100:101], v[110:111], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[62:65], v[74:75], v[110:111], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[104:105], v[114:115], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[76:77], v[124:125], v[34:37]
	v_mfma_f32_16x16x16_bf16 v[62:65], v[82:83], v[114:115], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[74:75], v[112:113], v[58:61]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[98:99], v[122:123], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[44:47], v[108:109], v[118:119], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[100:101], v[112:113], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[2:5], v[100:101], v[124:125], v[2:5]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[100:101], v[122:123], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[84:85], v[128:129], v[34:37]
	v_mfma_f32_16x16x16_bf16 v[62:65], v[94:95], v[118:119], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[82:83], v[116:117], v[58:61]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[102:103], v[126:127], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[104:105], v[116:117], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[2:5], v[104:105], v[128:129], v[2:5]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[104:105], v[126:127], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[82:85], v[96:97], v[132:133], v[34:37]
	v_mfma_f32_16x16x16_bf16 v[62:65], v[78:79], v[70:71], v[62:65]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[94:95], v[120:121], v[58:61]
	v_mad_u64_u32 v[94:95], s[4:5], v93, s8, v[86:87]
	v_mad_u64_u32 v[92:93], s[4:5], v92, s8, v[86:87]
	v_mfma_f32_16x16x16_bf16 v[74:77], v[106:107], v[130:131], v[22:25]
	v_mad_u64_u32 v[86:87], s[4:5], v87, s8, v[86:87]
	v_ashrrev_i32_e32 v95, 31, v94
	v_mfma_f32_16x16x16_bf16 v[36:39], v[108:109], v[120:121], v[10:13]
	v_ashrrev_i32_e32 v93, 31, v92
	v_ashrrev_i32_e32 v87, 31, v86
	v_cmp_u_f32_e32 vcc, v62, v62
	v_mfma_f32_16x16x16_bf16 v[24:27], v[108:109], v[132:133], v[2:5]
	v_lshl_add_u32 v13, v88, 6, s14
	v_lshl_or_b32 v12, v89, 6, s15
	v_mad_u64_u32 v[88:89], s[0:1], v13, s8, v[12:13]
	v_mfma_f32_16x16x16_bf16 v[32:35], v[108:109], v[130:131], v[6:9]
	v_ashrrev_i32_e32 v89, 31, v88
	v_bfe_u32 v100, v64, 16, 1
	v_or_b32_e32 v101, 0x400000, v64
	v_mfma_f32_16x16x16_bf16 v[20:23], v[80:81], v[30:31], v[82:85]
	v_bfe_u32 v102, v65, 16, 1
	v_add3_u32 v100, v100, v64, s2
	v_or_b32_e32 v103, 0x400000, v65
	v_mfma_f32_16x16x16_bf16 v[82:85], v[66:67], v[70:71], v[48:51]
	v_add3_u32 v102, v102, v65, s2
	s_nop 1
	v_bfe_u32 v154, v21, 16, 1
	v_or_b32_e32 v155, 0x400000, v21
	v_lshl_add_u64 v[48:49], v[88:89], 1, v[56:57]
	v_mfma_f32_16x16x16_bf16 v[58:61], v[78:79], v[72:73], v[58:61]
	v_lshl_add_u64 v[88:89], v[90:91], 1, v[48:49]
	v_lshl_add_u64 v[56:57], v[86:87], 1, v[48:49]
	v_bfe_u32 v156, v22, 16, 1
	v_mfma_f32_16x16x16_bf16 v[8:11], v[78:79], v[28:29], v[134:137]
	v_add3_u32 v154, v154, v21, s2
	s_nop 1
	v_bfe_u32 v104, v58, 16, 1
	v_or_b32_e32 v105, 0x400000, v58
	v_mfma_f32_16x16x16_bf16 v[0:3], v[78:79], v[30:31], v[138:141]
	v_bfe_u32 v106, v59, 16, 1
	v_add3_u32 v104, v104, v58, s2
	v_or_b32_e32 v107, 0x400000, v59
	v_mfma_f32_16x16x16_bf16 v[4:7], v[80:81], v[70:71], v[142:145]
	v_bfe_u32 v108, v60, 16, 1
	v_add3_u32 v106, v106, v59, s2
	v_or_b32_e32 v109, 0x400000, v60
	v_mfma_f32_16x16x16_bf16 v[16:19], v[80:81], v[72:73], v[146:149]
	v_bfe_u32 v110, v61, 16, 1
	v_add3_u32 v108, v108, v60, s2
	v_or_b32_e32 v111, 0x400000, v61
	v_mfma_f32_16x16x16_bf16 v[12:15], v[80:81], v[28:29], v[150:153]
	v_bfe_u32 v112, v8, 16, 1
	v_add3_u32 v110, v110, v61, s2
	v_or_b32_e32 v113, 0x400000, v8
	v_mfma_f32_16x16x16_bf16 v[78:81], v[66:67], v[72:73], v[52:55]
	v_bfe_u32 v114, v9, 16, 1
	v_add3_u32 v112, v112, v8, s2
	v_or_b32_e32 v115, 0x400000, v9
	v_mfma_f32_16x16x16_bf16 v[52:55], v[66:67], v[28:29], v[74:77]
	v_bfe_u32 v116, v10, 16, 1
	v_add3_u32 v114, v114, v9, s2
	v_or_b32_e32 v117, 0x400000, v10
	v_lshl_add_u64 v[76:77], v[94:95], 1, v[48:49]
	v_lshl_add_u64 v[74:75], v[92:93], 1, v[48:49]
	v_mfma_f32_16x16x16_bf16 v[48:51], v[66:67], v[30:31], v[40:43]
	v_bfe_u32 v118, v11, 16, 1
	v_add3_u32 v116, v116, v10, s2
	v_or_b32_e32 v119, 0x400000, v11
	v_mfma_f32_16x16x16_bf16 v[24:27], v[68:69], v[30:31], v[24:27]
	v_bfe_u32 v30, v62, 16, 1
	v_or_b32_e32 v31, 0x400000, v62
	v_add3_u32 v30, v30, v62, s2
	v_mfma_f32_16x16x16_bf16 v[40:43], v[68:69], v[70:71], v[44:47]
	v_cndmask_b32_e32 v30, v30, v31, vcc
	v_cmp_u_f32_e32 vcc, v63, v63
	v_bfe_u32 v120, v0, 16, 1
	v_mfma_f32_16x16x16_bf16 v[36:39], v[68:69], v[72:73], v[36:39]
	v_add3_u32 v118, v118, v11, s2
	v_or_b32_e32 v121, 0x400000, v0
	v_bfe_u32 v122, v1, 16, 1
	v_mfma_f32_16x16x16_bf16 v[32:35], v[68:69], v[28:29], v[32:35]
	v_bfe_u32 v68, v63, 16, 1
	v_or_b32_e32 v69, 0x400000, v63
	v_add3_u32 v68, v68, v63, s2
	v_cndmask_b32_e32 v31, v68, v69, vcc
	v_cmp_u_f32_e32 vcc, v64, v64
	v_add3_u32 v120, v120, v0, s2
	v_or_b32_e32 v123, 0x400000, v1
	v_cndmask_b32_e32 v62, v100, v101, vcc
	v_cmp_u_f32_e32 vcc, v65, v65
	v_bfe_u32 v124, v2, 16, 1
	v_add3_u32 v122, v122, v1, s2
	v_cndmask_b32_e32 v63, v102, v103, vcc
	v_cmp_u_f32_e32 vcc, v58, v58
	v_or_b32_e32 v125, 0x400000, v2
	v_bfe_u32 v126, v3, 16, 1
	v_cndmask_b32_e32 v58, v104, v105, vcc
	v_cmp_u_f32_e32 vcc, v59, v59
	v_add3_u32 v124, v124, v2, s2
	v_or_b32_e32 v127, 0x400000, v3
	v_cndmask_b32_e32 v59, v106, v107, vcc
	v_cmp_u_f32_e32 vcc, v60, v60
	v_bfe_u32 v128, v4, 16, 1
	v_add3_u32 v126, v126, v3, s2
	v_cndmask_b32_e32 v60, v108, v109, vcc
	v_cmp_u_f32_e32 vcc, v61, v61
	v_or_b32_e32 v129, 0x400000, v4
	v_bfe_u32 v130, v5, 16, 1
	v_cndmask_b32_e32 v61, v110, v111, vcc
	v_cmp_u_f32_e32 vcc, v8, v8
	v_add3_u32 v128, v128, v4, s2
	v_or_b32_e32 v131, 0x400000, v5
	v_cndmask_b32_e32 v8, v112, v113, vcc
	v_cmp_u_f32_e32 vcc, v9, v9
	v_bfe_u32 v132, v6, 16, 1
	v_add3_u32 v130, v130, v5, s2
	v_cndmask_b32_e32 v9, v114, v115, vcc
	v_cmp_u_f32_e32 vcc, v10, v10
	v_or_b32_e32 v133, 0x400000, v6
	v_bfe_u32 v134, v7, 16, 1
	v_cndmask_b32_e32 v10, v116, v117, vcc
	v_cmp_u_f32_e32 vcc, v11, v11
	v_add3_u32 v132, v132, v6, s2
	v_or_b32_e32 v135, 0x400000, v7
	v_cndmask_b32_e32 v11, v118, v119, vcc
	v_cmp_u_f32_e32 vcc, v0, v0
	v_bfe_u32 v136, v16, 16, 1
	v_add3_u32 v134, v134, v7, s2
	v_cndmask_b32_e32 v0, v120, v121, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	v_or_b32_e32 v137, 0x400000, v16
	v_bfe_u32 v138, v17, 16, 1
	v_cndmask_b32_e32 v1, v122, v123, vcc
	v_cmp_u_f32_e32 vcc, v2, v2
	v_add3_u32 v136, v136, v16, s2
	v_or_b32_e32 v139, 0x400000, v17
	v_cndmask_b32_e32 v2, v124, v125, vcc
	v_cmp_u_f32_e32 vcc, v3, v3
	v_bfe_u32 v140, v18, 16, 1
	v_add3_u32 v138, v138, v17, s2
	v_cndmask_b32_e32 v3, v126, v127, vcc
	v_cmp_u_f32_e32 vcc, v4, v4
	v_or_b32_e32 v141, 0x400000, v18
	v_bfe_u32 v142, v19, 16, 1
	v_cndmask_b32_e32 v4, v128, v129, vcc
	v_cmp_u_f32_e32 vcc, v5, v5
	v_add3_u32 v140, v140, v18, s2
	v_or_b32_e32 v143, 0x400000, v19
	v_cndmask_b32_e32 v5, v130, v131, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	v_bfe_u32 v144, v12, 16, 1
	v_add3_u32 v142, v142, v19, s2
	v_cndmask_b32_e32 v6, v132, v133, vcc
	v_cmp_u_f32_e32 vcc, v7, v7
	v_or_b32_e32 v145, 0x400000, v12
	v_bfe_u32 v146, v13, 16, 1
	v_cndmask_b32_e32 v7, v134, v135, vcc
	v_cmp_u_f32_e32 vcc, v16, v16
	v_add3_u32 v144, v144, v12, s2
	v_or_b32_e32 v147, 0x400000, v13
	v_cndmask_b32_e32 v16, v136, v137, vcc
	v_cmp_u_f32_e32 vcc, v17, v17
	v_bfe_u32 v148, v14, 16, 1
	v_add3_u32 v146, v146, v13, s2
	v_cndmask_b32_e32 v17, v138, v139, vcc
	v_cmp_u_f32_e32 vcc, v18, v18
	v_or_b32_e32 v149, 0x400000, v14
	v_bfe_u32 v150, v15, 16, 1
	v_cndmask_b32_e32 v18, v140, v141, vcc
	v_cmp_u_f32_e32 vcc, v19, v19
	v_add3_u32 v148, v148, v14, s2
	v_or_b32_e32 v151, 0x400000, v15
	v_cndmask_b32_e32 v19, v142, v143, vcc
	v_cmp_u_f32_e32 vcc, v12, v12
	v_bfe_u32 v152, v20, 16, 1
	v_add3_u32 v150, v150, v15, s2
	v_cndmask_b32_e32 v12, v144, v145, vcc
	v_cmp_u_f32_e32 vcc, v13, v13
	v_or_b32_e32 v153, 0x400000, v20
	v_add3_u32 v152, v152, v20, s2
	v_cndmask_b32_e32 v13, v146, v147, vcc
	v_cmp_u_f32_e32 vcc, v14, v14
	v_or_b32_e32 v157, 0x400000, v22
	v_bfe_u32 v158, v23, 16, 1
	v_cndmask_b32_e32 v14, v148, v149, vcc
	v_cmp_u_f32_e32 vcc, v15, v15
	v_add3_u32 v156, v156, v22, s2
	v_or_b32_e32 v159, 0x400000, v23
	v_cndmask_b32_e32 v15, v150, v151, vcc
	v_cmp_u_f32_e32 vcc, v20, v20
	v_bfe_u32 v160, v82, 16, 1
	v_add3_u32 v158, v158, v23, s2
	v_cndmask_b32_e32 v20, v152, v153, vcc
	v_cmp_u_f32_e32 vcc, v21, v21
	v_or_b32_e32 v161, 0x400000, v82
	v_bfe_u32 v162, v83, 16, 1
	v_cndmask_b32_e32 v21, v154, v155, vcc
	v_cmp_u_f32_e32 vcc, v22, v22
	v_add3_u32 v160, v160, v82, s2
	v_or_b32_e32 v163, 0x400000, v83
	v_cndmask_b32_e32 v22, v156, v157, vcc
	v_cmp_u_f32_e32 vcc, v23, v23
	v_bfe_u32 v164, v84, 16, 1
	v_add3_u32 v162, v162, v83, s2
	v_cndmask_b32_e32 v23, v158, v159, vcc
	v_cmp_u_f32_e32 vcc, v82, v82
	v_or_b32_e32 v165, 0x400000, v84
	v_bfe_u32 v166, v85, 16, 1
	v_cndmask_b32_e32 v64, v160, v161, vcc
	v_cmp_u_f32_e32 vcc, v83, v83
	v_add3_u32 v164, v164, v84, s2
	v_or_b32_e32 v167, 0x400000, v85
	v_cndmask_b32_e32 v65, v162, v163, vcc
	v_cmp_u_f32_e32 vcc, v84, v84
	v_bfe_u32 v168, v78, 16, 1
	v_add3_u32 v166, v166, v85, s2
	v_cndmask_b32_e32 v68, v164, v165, vcc
	v_cmp_u_f32_e32 vcc, v85, v85
	v_or_b32_e32 v169, 0x400000, v78
	v_bfe_u32 v170, v79, 16, 1
	v_add3_u32 v168, v168, v78, s2
	v_cndmask_b32_e32 v69, v166, v167, vcc
	v_cmp_u_f32_e32 vcc, v78, v78
	v_or_b32_e32 v171, 0x400000, v79
	v_bfe_u32 v172, v80, 16, 1
	v_add3_u32 v170, v170, v79, s2
	v_cndmask_b32_e32 v78, v168, v169, vcc
	v_cmp_u_f32_e32 vcc, v79, v79
	v_or_b32_e32 v173, 0x400000, v80
	v_bfe_u32 v174, v81, 16, 1
	v_add3_u32 v172, v172, v80, s2
	v_cndmask_b32_e32 v79, v170, v171, vcc
	v_cmp_u_f32_e32 vcc, v80, v80
	v_or_b32_e32 v175, 0x400000, v81
	v_bfe_u32 v176, v52, 16, 1
	v_add3_u32 v174, v174, v81, s2
	v_cndmask_b32_e32 v80, v172, v173, vcc
	v_cmp_u_f32_e32 vcc, v81, v81
	v_or_b32_e32 v177, 0x400000, v52
	v_bfe_u32 v178, v53, 16, 1
	v_add3_u32 v176, v176, v52, s2
	v_cndmask_b32_e32 v81, v174, v175, vcc
	v_cmp_u_f32_e32 vcc, v52, v52
	v_or_b32_e32 v179, 0x400000, v53
	v_bfe_u32 v180, v54, 16, 1
	v_add3_u32 v178, v178, v53, s2
	v_cndmask_b32_e32 v52, v176, v177, vcc
	v_cmp_u_f32_e32 vcc, v53, v53
	v_or_b32_e32 v181, 0x400000, v54
	v_bfe_u32 v182, v55, 16, 1
	v_add3_u32 v180, v180, v54, s2
	v_cndmask_b32_e32 v53, v178, v179, vcc
	v_cmp_u_f32_e32 vcc, v54, v54
	v_or_b32_e32 v183, 0x400000, v55
	v_bfe_u32 v184, v48, 16, 1
	v_add3_u32 v182, v182, v55, s2
	v_cndmask_b32_e32 v54, v180, v181, vcc
	v_cmp_u_f32_e32 vcc, v55, v55
	v_or_b32_e32 v185, 0x400000, v48
	v_bfe_u32 v186, v49, 16, 1
	v_add3_u32 v184, v184, v48, s2
	v_cndmask_b32_e32 v55, v182, v183, vcc
	v_cmp_u_f32_e32 vcc, v48, v48
	v_or_b32_e32 v187, 0x400000, v49
	v_bfe_u32 v188, v50, 16, 1
	v_add3_u32 v186, v186, v49, s2
	v_cndmask_b32_e32 v48, v184, v185, vcc
	v_cmp_u_f32_e32 vcc, v49, v49
	v_or_b32_e32 v189, 0x400000, v50
	v_bfe_u32 v190, v51, 16, 1
	v_add3_u32 v188, v188, v50, s2
	v_cndmask_b32_e32 v49, v186, v187, vcc
	v_cmp_u_f32_e32 vcc, v50, v50
	v_or_b32_e32 v191, 0x400000, v51
	v_bfe_u32 v192, v40, 16, 1
	v_add3_u32 v190, v190, v51, s2
	v_cndmask_b32_e32 v50, v188, v189, vcc
	v_cmp_u_f32_e32 vcc, v51, v51
	v_or_b32_e32 v193, 0x400000, v40
	v_bfe_u32 v194, v41, 16, 1
	v_add3_u32 v192, v192, v40, s2
	v_cndmask_b32_e32 v51, v190, v191, vcc
	v_cmp_u_f32_e32 vcc, v40, v40
	v_or_b32_e32 v195, 0x400000, v41
	v_bfe_u32 v196, v42, 16, 1
	v_add3_u32 v194, v194, v41, s2
	v_cndmask_b32_e32 v40, v192, v193, vcc
	v_cmp_u_f32_e32 vcc, v41, v41
	v_or_b32_e32 v197, 0x400000, v42
	v_bfe_u32 v198, v43, 16, 1
	v_add3_u32 v196, v196, v42, s2
	v_cndmask_b32_e32 v41, v194, v195, vcc
	v_cmp_u_f32_e32 vcc, v42, v42
	v_or_b32_e32 v199, 0x400000, v43
	v_bfe_u32 v200, v36, 16, 1
	v_add3_u32 v198, v198, v43, s2
	v_cndmask_b32_e32 v42, v196, v197, vcc
	v_cmp_u_f32_e32 vcc, v43, v43
	v_or_b32_e32 v201, 0x400000, v36
	v_bfe_u32 v202, v37, 16, 1
	v_add3_u32 v200, v200, v36, s2
	v_cndmask_b32_e32 v43, v198, v199, vcc
	v_cmp_u_f32_e32 vcc, v36, v36
	v_or_b32_e32 v203, 0x400000, v37
	v_bfe_u32 v204, v38, 16, 1
	v_add3_u32 v202, v202, v37, s2
	v_cndmask_b32_e32 v36, v200, v201, vcc
	v_cmp_u_f32_e32 vcc, v37, v37
	v_or_b32_e32 v205, 0x400000, v38
	v_bfe_u32 v206, v39, 16, 1
	v_add3_u32 v204, v204, v38, s2
	v_cndmask_b32_e32 v37, v202, v203, vcc
	v_cmp_u_f32_e32 vcc, v38, v38
	v_or_b32_e32 v207, 0x400000, v39
	v_bfe_u32 v208, v32, 16, 1
	v_add3_u32 v206, v206, v39, s2
	v_cndmask_b32_e32 v38, v204, v205, vcc
	v_cmp_u_f32_e32 vcc, v39, v39
	v_or_b32_e32 v209, 0x400000, v32
	v_bfe_u32 v210, v33, 16, 1
	v_add3_u32 v208, v208, v32, s2
	v_cndmask_b32_e32 v39, v206, v207, vcc
	v_cmp_u_f32_e32 vcc, v32, v32
	v_or_b32_e32 v211, 0x400000, v33
	v_bfe_u32 v212, v34, 16, 1
	v_add3_u32 v210, v210, v33, s2
	v_cndmask_b32_e32 v32, v208, v209, vcc
	v_cmp_u_f32_e32 vcc, v33, v33
	v_or_b32_e32 v213, 0x400000, v34
	v_bfe_u32 v214, v35, 16, 1
	v_add3_u32 v212, v212, v34, s2
	v_cndmask_b32_e32 v33, v210, v211, vcc
	v_cmp_u_f32_e32 vcc, v34, v34
	v_or_b32_e32 v215, 0x400000, v35
	v_bfe_u32 v216, v24, 16, 1
	v_add3_u32 v214, v214, v35, s2
	v_cndmask_b32_e32 v34, v212, v213, vcc
	v_cmp_u_f32_e32 vcc, v35, v35
	v_or_b32_e32 v217, 0x400000, v24
	v_bfe_u32 v218, v25, 16, 1
	v_add3_u32 v216, v216, v24, s2
	v_cndmask_b32_e32 v35, v214, v215, vcc
	v_cmp_u_f32_e32 vcc, v24, v24
	s_lshl_b64 s[0:1], s[8:9], 1
	v_or_b32_e32 v219, 0x400000, v25
	v_bfe_u32 v220, v26, 16, 1
	v_add3_u32 v218, v218, v25, s2
	v_cndmask_b32_e32 v24, v216, v217, vcc
	v_cmp_u_f32_e32 vcc, v25, v25
	v_lshl_add_u64 v[92:93], v[88:89], 0, s[0:1]
	v_lshl_add_u64 v[86:87], v[76:77], 0, s[0:1]
	v_lshl_add_u64 v[66:67], v[74:75], 0, s[0:1]
	v_lshl_add_u64 v[44:45], v[56:57], 0, s[0:1]
	v_or_b32_e32 v221, 0x400000, v26
	v_bfe_u32 v222, v27, 16, 1
	v_add3_u32 v220, v220, v26, s2
	v_cndmask_b32_e32 v25, v218, v219, vcc
	v_cmp_u_f32_e32 vcc, v26, v26
	v_lshl_add_u64 v[96:97], v[92:93], 0, s[0:1]
	v_lshl_add_u64 v[90:91], v[86:87], 0, s[0:1]
	v_lshl_add_u64 v[70:71], v[66:67], 0, s[0:1]
	v_lshl_add_u64 v[46:47], v[44:45], 0, s[0:1]
	v_or_b32_e32 v223, 0x400000, v27
	v_add3_u32 v222, v222, v27, s2
	v_cndmask_b32_e32 v26, v220, v221, vcc
	v_cmp_u_f32_e32 vcc, v27, v27
	v_lshl_add_u64 v[98:99], v[96:97], 0, s[0:1]
	v_lshl_add_u64 v[94:95], v[90:91], 0, s[0:1]
	v_lshl_add_u64 v[72:73], v[70:71], 0, s[0:1]
	v_lshl_add_u64 v[28:29], v[46:47], 0, s[0:1]
	v_cndmask_b32_e32 v27, v222, v223, vcc
	global_store_short_d16_hi v[88:89], v30, off
	global_store_short_d16_hi v[92:93], v31, off
	global_store_short_d16_hi v[96:97], v62, off
	global_store_short_d16_hi v[98:99], v63, off
	global_store_short_d16_hi v[88:89], v58, off offset:32
	global_store_short_d16_hi v[92:93], v59, off offset:32
	global_store_short_d16_hi v[96:97], v60, off offset:32
	global_store_short_d16_hi v[98:99], v61, off offset:32
	global_store_short_d16_hi v[88:89], v8, off offset:64
	global_store_short_d16_hi v[92:93], v9, off offset:64
	global_store_short_d16_hi v[96:97], v10, off offset:64
	global_store_short_d16_hi v[98:99], v11, off offset:64
	global_store_short_d16_hi v[88:89], v0, off offset:96
	global_store_short_d16_hi v[92:93], v1, off offset:96
	global_store_short_d16_hi v[96:97], v2, off offset:96
	global_store_short_d16_hi v[98:99], v3, off offset:96
	global_store_short_d16_hi v[76:77], v4, off
	global_store_short_d16_hi v[86:87], v5, off
	global_store_short_d16_hi v[90:91], v6, off
	global_store_short_d16_hi v[94:95], v7, off
	global_store_short_d16_hi v[76:77], v16, off offset:32
	global_store_short_d16_hi v[86:87], v17, off offset:32
	global_store_short_d16_hi v[90:91], v18, off offset:32
	global_store_short_d16_hi v[94:95], v19, off offset:32
	global_store_short_d16_hi v[76:77], v12, off offset:64
	global_store_short_d16_hi v[86:87], v13, off offset:64
	global_store_short_d16_hi v[90:91], v14, off offset:64
	global_store_short_d16_hi v[94:95], v15, off offset:64
	global_store_short_d16_hi v[76:77], v20, off offset:96
	global_store_short_d16_hi v[86:87], v21, off offset:96
	global_store_short_d16_hi v[90:91], v22, off offset:96
	global_store_short_d16_hi v[94:95], v23, off offset:96
	global_store_short_d16_hi v[74:75], v64, off
	global_store_short_d16_hi v[66:67], v65, off
	global_store_short_d16_hi v[70:71], v68, off
	global_store_short_d16_hi v[72:73], v69, off
	global_store_short_d16_hi v[74:75], v78, off offset:32
	global_store_short_d16_hi v[66:67], v79, off offset:32
	global_store_short_d16_hi v[70:71], v80, off offset:32
	global_store_short_d16_hi v[72:73], v81, off offset:32
	global_store_short_d16_hi v[74:75], v52, off offset:64
	global_store_short_d16_hi v[66:67], v53, off offset:64
	global_store_short_d16_hi v[70:71], v54, off offset:64
	global_store_short_d16_hi v[72:73], v55, off offset:64
	global_store_short_d16_hi v[74:75], v48, off offset:96
	global_store_short_d16_hi v[66:67], v49, off offset:96
	global_store_short_d16_hi v[70:71], v50, off offset:96
	global_store_short_d16_hi v[72:73], v51, off offset:96
	global_store_short_d16_hi v[56:57], v40, off
	global_store_short_d16_hi v[44:45], v41, off
	global_store_short_d16_hi v[46:47], v42, off
	global_store_short_d16_hi v[28:29], v43, off
	global_store_short_d16_hi v[56:57], v36, off offset:32
	global_store_short_d16_hi v[44:45], v37, off offset:32
	global_store_short_d16_hi v[46:47], v38, off offset:32
	global_store_short_d16_hi v[28:29], v39, off offset:32
	global_store_short_d16_hi v[56:57], v32, off offset:64
	global_store_short_d16_hi v[44:45], v33, off offset:64
	global_store_short_d16_hi v[46:47], v34, off offset:64
	global_store_short_d16_hi v[28:29], v35, off offset:64
	global_store_short_d16_hi v[56:57], v24, off offset:96
	global_store_short_d16_hi v[44:45], v25, off offset:96
	global_store_short_d16_hi v[46:47], v26, off offset:96
	global_store_short_d16_hi v[28:29], v27, off offset:96
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mm_v3
		.amdhsa_group_segment_fixed_size 32768
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 224
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 224
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
.Lfunc_end4:
	.size	mm_v3, .Lfunc_end4-mm_v3
                                        ; -- End function
	.set mm_v3.num_vgpr, 224
	.set mm_v3.num_agpr, 0
	.set mm_v3.numbered_sgpr, 18
	.set mm_v3.num_named_barrier, 0
	.set mm_v3.private_seg_size, 0
	.set mm_v3.uses_vcc, 1
	.set mm_v3.uses_flat_scratch, 0
	.set mm_v3.has_dyn_sized_stack, 0
	.set mm_v3.has_recursion, 0
	.set mm_v3.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6108
; TotalNumSgprs: 24
; NumVgprs: 224
; NumAgprs: 0
; TotalNumVgprs: 224
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32768 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 27
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 224
; AccumOffset: 224
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 55
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_mm_v3 ; -- Begin function __clang_ocl_kern_imp_mm_v3
	.globl	__clang_ocl_kern_imp_mm_v3
	.p2align	2
	.type	__clang_ocl_kern_imp_mm_v3,@function
__clang_ocl_kern_imp_mm_v3:             ; @__clang_ocl_kern_imp_mm_v3
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v76, s32       ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	v_mov_b32_e32 v112, v7
	v_add_u32_e32 v6, 0x7f, v112
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshrrev_b32_e32 v7, 25, v7
	v_add_u32_e32 v6, v6, v7
	v_ashrrev_i32_e32 v6, 7, v6
	v_sub_u32_e32 v9, 0, v6
	v_max_i32_e32 v9, v9, v6
	v_cvt_f32_u32_e32 v10, v9
	v_sub_u32_e32 v11, 0, v9
	s_abs_i32 s0, s12
	v_xor_b32_e32 v7, s12, v6
	v_rcp_iflag_f32_e32 v10, v10
	v_ashrrev_i32_e32 v7, 31, v7
	v_and_b32_e32 v113, 0x3ff, v31
	v_mov_b32_e32 v115, 0
	v_mul_f32_e32 v10, 0x4f7ffffe, v10
	v_cvt_u32_f32_e32 v10, v10
	v_add_u32_e32 v30, 63, v8
	v_accvgpr_write_b32 a4, v40             ;  Reload Reuse
	v_accvgpr_write_b32 a5, v41             ;  Reload Reuse
	v_mul_lo_u32 v11, v11, v10
	v_mul_hi_u32 v11, v10, v11
	v_add_u32_e32 v10, v10, v11
	v_mul_hi_u32 v10, s0, v10
	v_mul_lo_u32 v11, v10, v9
	v_sub_u32_e32 v11, s0, v11
	v_cmp_ge_u32_e32 vcc, v11, v9
	v_add_u32_e32 v12, 1, v10
	s_movk_i32 s0, 0x80
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_sub_u32_e32 v12, v11, v9
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_cmp_ge_u32_e32 vcc, v11, v9
	v_add_u32_e32 v9, 1, v10
	v_accvgpr_write_b32 a6, v42             ;  Reload Reuse
	v_cndmask_b32_e32 v9, v10, v9, vcc
	v_xor_b32_e32 v9, v9, v7
	v_sub_u32_e32 v7, v9, v7
	v_mul_lo_u32 v6, v7, v6
	v_sub_u32_e32 v9, s12, v6
	v_lshlrev_b32_e32 v160, 7, v9
	v_lshlrev_b32_e32 v9, 3, v113
	v_lshlrev_b32_e32 v151, 7, v7
	v_and_b32_e32 v9, 56, v9
	v_mul_lo_u32 v116, v151, v8
	v_lshlrev_b32_e32 v114, 1, v9
	v_bfe_u32 v9, v31, 3, 7
	v_ashrrev_i32_e32 v117, 31, v116
	v_mul_lo_u32 v12, v8, v9
	v_lshl_add_u64 v[6:7], v[116:117], 1, v[0:1]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[114:115]
	v_lshlrev_b64 v[144:145], 1, v[12:13]
	v_lshl_add_u64 v[12:13], v[6:7], 0, v[144:145]
	v_bfe_u32 v9, v113, 3, 26
	global_load_dwordx4 v[14:17], v[12:13], off
	v_or_b32_e32 v12, 32, v9
	v_mul_lo_u32 v12, v8, v12
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[134:135], 1, v[12:13]
	v_lshl_add_u64 v[12:13], v[6:7], 0, v[134:135]
	global_load_dwordx4 v[18:21], v[12:13], off
	v_or_b32_e32 v12, 64, v9
	v_mul_lo_u32 v12, v8, v12
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[132:133], 1, v[12:13]
	v_lshl_add_u64 v[12:13], v[6:7], 0, v[132:133]
	v_or_b32_e32 v9, 0x60, v9
	global_load_dwordx4 v[22:25], v[12:13], off
	v_mul_lo_u32 v12, v8, v9
	v_mul_lo_u32 v130, v160, v8
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v131, 31, v130
	v_lshlrev_b64 v[146:147], 1, v[12:13]
	v_lshl_add_u64 v[10:11], v[130:131], 1, v[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[146:147]
	global_load_dwordx4 v[26:29], v[6:7], off
	v_lshl_add_u64 v[6:7], v[10:11], 0, v[114:115]
	v_lshl_add_u64 v[10:11], v[6:7], 0, v[144:145]
	global_load_dwordx4 v[32:35], v[10:11], off
	v_lshl_add_u64 v[10:11], v[6:7], 0, v[134:135]
	global_load_dwordx4 v[36:39], v[10:11], off
	v_lshl_add_u64 v[10:11], v[6:7], 0, v[132:133]
	global_load_dwordx4 v[10:13], v[10:11], off
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[146:147]
	global_load_dwordx4 v[48:51], v[6:7], off
	v_accvgpr_write_b32 a7, v43             ;  Reload Reuse
	v_accvgpr_write_b32 a8, v44             ;  Reload Reuse
	v_accvgpr_write_b32 a9, v45             ;  Reload Reuse
	v_accvgpr_write_b32 a10, v46            ;  Reload Reuse
	v_accvgpr_write_b32 a11, v47            ;  Reload Reuse
	v_accvgpr_write_b32 a12, v56            ;  Reload Reuse
	v_accvgpr_write_b32 a13, v57            ;  Reload Reuse
	v_accvgpr_write_b32 a14, v58            ;  Reload Reuse
	v_accvgpr_write_b32 a15, v59            ;  Reload Reuse
	v_accvgpr_write_b32 a16, v60            ;  Reload Reuse
	v_accvgpr_write_b32 a17, v61            ;  Reload Reuse
	v_accvgpr_write_b32 a18, v62            ;  Reload Reuse
	v_accvgpr_write_b32 a19, v63            ;  Reload Reuse
	v_accvgpr_write_b32 a20, v72            ;  Reload Reuse
	v_accvgpr_write_b32 a21, v73            ;  Reload Reuse
	v_accvgpr_write_b32 a22, v74            ;  Reload Reuse
	v_accvgpr_write_b32 a23, v75            ;  Reload Reuse
	v_writelane_b32 v76, s30, 0
	v_cmp_gt_i32_e32 vcc, s0, v30
	v_lshrrev_b32_e32 v114, 2, v113
	v_writelane_b32 v76, s31, 1
                                        ; implicit-def: $vgpr161
                                        ; implicit-def: $vgpr150
                                        ; implicit-def: $vgpr149
                                        ; implicit-def: $vgpr148
	s_waitcnt vmcnt(7)
	ds_write_b128 v0, v[14:17]
	s_waitcnt vmcnt(6)
	ds_write_b128 v0, v[18:21]
	s_waitcnt vmcnt(5)
	ds_write_b128 v0, v[22:25]
	s_waitcnt vmcnt(4)
	ds_write_b128 v0, v[26:29]
	s_trap 2
	s_waitcnt vmcnt(3)
	ds_write_b128 v0, v[32:35]
	s_waitcnt vmcnt(2)
	ds_write_b128 v0, v[36:39]
	s_waitcnt vmcnt(1)
	ds_write_b128 v0, v[10:13]
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[48:51]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.1:
	v_and_b32_e32 v161, 12, v114
	v_or_b32_e32 v150, 16, v161
	v_or_b32_e32 v149, 32, v161
	v_or_b32_e32 v148, 48, v161
                                        ; implicit-def: $vgpr116_vgpr117
                                        ; implicit-def: $vgpr130_vgpr131
                                        ; implicit-def: $vgpr115
                                        ; implicit-def: $vgpr144_vgpr145
                                        ; implicit-def: $vgpr134_vgpr135
                                        ; implicit-def: $vgpr132_vgpr133
                                        ; implicit-def: $vgpr146_vgpr147
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr114
; %bb.2:
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, 0
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB5_6
; %bb.3:
	v_lshrrev_b32_e32 v6, 6, v30
	v_add_u32_e32 v30, -1, v6
	v_and_b32_e32 v6, 7, v113
	v_and_b32_e32 v161, 12, v114
	v_lshlrev_b32_e32 v114, 4, v6
	v_lshlrev_b64 v[6:7], 1, v[116:117]
	v_lshl_add_u64 v[8:9], v[146:147], 0, v[6:7]
	v_lshl_add_u64 v[8:9], v[0:1], 0, v[8:9]
	s_mov_b64 s[2:3], 0x80
	v_lshl_add_u64 v[116:117], v[8:9], 0, s[2:3]
	v_lshl_add_u64 v[8:9], v[132:133], 0, v[6:7]
	v_lshl_add_u64 v[8:9], v[0:1], 0, v[8:9]
	v_lshl_add_u64 v[118:119], v[8:9], 0, s[2:3]
	v_lshl_add_u64 v[8:9], v[134:135], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[144:145], 0, v[6:7]
	v_lshl_add_u64 v[8:9], v[0:1], 0, v[8:9]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	v_lshlrev_b64 v[6:7], 1, v[130:131]
	v_lshl_add_u64 v[128:129], v[8:9], 0, s[2:3]
	v_lshl_add_u64 v[8:9], v[146:147], 0, v[6:7]
	v_lshl_add_u64 v[8:9], v[2:3], 0, v[8:9]
	v_lshl_add_u64 v[130:131], v[8:9], 0, s[2:3]
	v_lshl_add_u64 v[8:9], v[132:133], 0, v[6:7]
	v_lshl_add_u64 v[8:9], v[2:3], 0, v[8:9]
	v_lshl_add_u64 v[132:133], v[8:9], 0, s[2:3]
	v_lshl_add_u64 v[8:9], v[134:135], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[144:145], 0, v[6:7]
	v_lshl_add_u64 v[8:9], v[2:3], 0, v[8:9]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	v_or_b32_e32 v150, 16, v161
	v_or_b32_e32 v149, 32, v161
	v_or_b32_e32 v148, 48, v161
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	v_lshl_add_u64 v[134:135], v[8:9], 0, s[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[2:3]
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	s_trap 2
.LBB5_4:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[192:195], v0 offset0:8 offset1:12
	v_lshl_add_u64 v[146:147], v[0:1], 0, v[114:115]
	v_lshl_add_u64 v[162:163], v[128:129], 0, v[114:115]
	v_lshl_add_u64 v[164:165], v[118:119], 0, v[114:115]
	v_lshl_add_u64 v[176:177], v[2:3], 0, v[114:115]
	v_lshl_add_u64 v[178:179], v[134:135], 0, v[114:115]
	v_lshl_add_u64 v[180:181], v[132:133], 0, v[114:115]
	v_lshl_add_u64 v[166:167], v[116:117], 0, v[114:115]
	global_load_dwordx4 v[208:211], v[146:147], off
	global_load_dwordx4 v[212:215], v[162:163], off
	global_load_dwordx4 v[224:227], v[164:165], off
	global_load_dwordx4 v[228:231], v[166:167], off
                                        ; kill: killed $vgpr166_vgpr167
                                        ; kill: killed $vgpr164_vgpr165
                                        ; kill: killed $vgpr162_vgpr163
                                        ; kill: killed $vgpr146_vgpr147
	global_load_dwordx4 v[240:243], v[176:177], off
	global_load_dwordx4 v[244:247], v[178:179], off
	global_load_dwordx4 a[0:3], v[180:181], off
	ds_read2st64_b64 v[162:165], v0 offset1:4
	ds_read2st64_b64 v[176:179], v0 offset1:4
	ds_read2st64_b64 v[180:183], v0 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[80:83], v[194:195], v[180:181], v[80:83]
	ds_read2st64_b64 v[196:199], v0 offset0:8 offset1:12
	v_lshl_add_u64 v[144:145], v[130:131], 0, v[114:115]
	global_load_dwordx4 v[144:147], v[144:145], off
	v_mfma_f32_16x16x16_bf16 v[68:71], v[162:163], v[178:179], v[68:71]
	v_add_u32_e32 v30, -1, v30
	v_cmp_eq_u32_e32 vcc, 0, v30
	v_lshl_add_u64 v[116:117], v[116:117], 0, s[2:3]
	v_mfma_f32_16x16x16_bf16 v[52:55], v[162:163], v[180:181], v[52:55]
	v_lshl_add_u64 v[118:119], v[118:119], 0, s[2:3]
	v_lshl_add_u64 v[128:129], v[128:129], 0, s[2:3]
	v_lshl_add_u64 v[130:131], v[130:131], 0, s[2:3]
	v_mfma_f32_16x16x16_bf16 v[32:35], v[164:165], v[178:179], v[32:35]
	v_lshl_add_u64 v[132:133], v[132:133], 0, s[2:3]
	v_lshl_add_u64 v[134:135], v[134:135], 0, s[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[2:3]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[192:193], v[178:179], v[18:21]
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[194:195], v[178:179], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[164:165], v[180:181], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[36:39], v[192:193], v[180:181], v[36:39]
	ds_read2st64_b64 v[178:181], v0 offset1:4
	v_mfma_f32_16x16x16_bf16 v[84:87], v[162:163], v[176:177], v[84:87]
	v_mfma_f32_16x16x16_bf16 v[64:67], v[164:165], v[182:183], v[64:67]
	v_mfma_f32_16x16x16_bf16 v[48:51], v[162:163], v[182:183], v[48:51]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[164:165], v[176:177], v[14:17]
	ds_read2st64_b64 v[162:165], v0 offset1:4
	v_mfma_f32_16x16x16_bf16 v[100:103], v[192:193], v[182:183], v[100:103]
	v_mfma_f32_16x16x16_bf16 v[96:99], v[194:195], v[182:183], v[96:99]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[192:193], v[176:177], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[194:195], v[176:177], v[10:13]
	ds_read2st64_b64 v[192:195], v0 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[32:35], v[180:181], v[164:165], v[32:35]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[196:197], v[164:165], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[198:199], v[164:165], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[178:179], v[164:165], v[68:71]
	ds_read2st64_b64 v[164:167], v0 offset1:4
	v_mfma_f32_16x16x16_bf16 v[84:87], v[178:179], v[162:163], v[84:87]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[64:67], v[180:181], v[194:195], v[64:67]
	v_mfma_f32_16x16x16_bf16 v[48:51], v[178:179], v[194:195], v[48:51]
	v_mfma_f32_16x16x16_bf16 v[52:55], v[178:179], v[192:193], v[52:55]
	ds_read2st64_b64 v[176:179], v0 offset1:4
	v_mfma_f32_16x16x16_bf16 v[22:25], v[180:181], v[192:193], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[180:181], v[162:163], v[14:17]
	ds_read2st64_b64 v[180:183], v0 offset0:8 offset1:12
	v_mfma_f32_16x16x16_bf16 v[26:29], v[196:197], v[162:163], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[198:199], v[162:163], v[10:13]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[84:87], v[164:165], v[176:177], v[84:87]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[164:165], v[178:179], v[68:71]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[52:55], v[164:165], v[180:181], v[52:55]
	v_mfma_f32_16x16x16_bf16 v[48:51], v[164:165], v[182:183], v[48:51]
	ds_read2st64_b64 v[162:165], v0 offset0:8 offset1:12
	v_mfma_f32_16x16x16_bf16 v[100:103], v[196:197], v[194:195], v[100:103]
	v_mfma_f32_16x16x16_bf16 v[80:83], v[198:199], v[192:193], v[80:83]
	v_mfma_f32_16x16x16_bf16 v[96:99], v[198:199], v[194:195], v[96:99]
	v_mfma_f32_16x16x16_bf16 v[36:39], v[196:197], v[192:193], v[36:39]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[166:167], v[176:177], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[32:35], v[166:167], v[178:179], v[32:35]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[26:29], v[162:163], v[176:177], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[162:163], v[178:179], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[164:165], v[176:177], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[164:165], v[178:179], v[6:9]
	ds_read2st64_b64 v[176:179], v0 offset1:4
	v_mfma_f32_16x16x16_bf16 v[22:25], v[166:167], v[180:181], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[64:67], v[166:167], v[182:183], v[64:67]
	v_mfma_f32_16x16x16_bf16 v[36:39], v[162:163], v[180:181], v[36:39]
	v_mfma_f32_16x16x16_bf16 v[100:103], v[162:163], v[182:183], v[100:103]
	v_mfma_f32_16x16x16_bf16 v[80:83], v[164:165], v[180:181], v[80:83]
	v_mfma_f32_16x16x16_bf16 v[96:99], v[164:165], v[182:183], v[96:99]
	ds_read2st64_b64 v[162:165], v0 offset1:4
	ds_read2st64_b64 v[180:183], v0 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[84:87], v[176:177], v[162:163], v[84:87]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[176:177], v[164:165], v[68:71]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[52:55], v[176:177], v[180:181], v[52:55]
	v_mfma_f32_16x16x16_bf16 v[48:51], v[176:177], v[182:183], v[48:51]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[178:179], v[162:163], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[32:35], v[178:179], v[164:165], v[32:35]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[178:179], v[180:181], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[64:67], v[178:179], v[182:183], v[64:67]
	ds_read2st64_b64 v[176:179], v0 offset0:8 offset1:12
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[26:29], v[176:177], v[162:163], v[26:29]
	s_barrier
	s_waitcnt vmcnt(7)
	ds_write_b128 v0, v[208:211]
	s_waitcnt vmcnt(6)
	ds_write_b128 v0, v[212:215]
	s_waitcnt vmcnt(5)
	ds_write_b128 v0, v[224:227]
	s_waitcnt vmcnt(4)
	ds_write_b128 v0, v[228:231]
	s_waitcnt vmcnt(3)
	ds_write_b128 v0, v[240:243]
	s_waitcnt vmcnt(2)
	ds_write_b128 v0, v[244:247]
	s_waitcnt vmcnt(1)
	ds_write_b128 v0, a[0:3]
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[144:147]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[176:177], v[164:165], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[178:179], v[162:163], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[178:179], v[164:165], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[36:39], v[176:177], v[180:181], v[36:39]
	v_mfma_f32_16x16x16_bf16 v[100:103], v[176:177], v[182:183], v[100:103]
	v_mfma_f32_16x16x16_bf16 v[80:83], v[178:179], v[180:181], v[80:83]
	v_mfma_f32_16x16x16_bf16 v[96:99], v[178:179], v[182:183], v[96:99]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB5_4
; %bb.5:
	s_or_b64 exec, exec, s[4:5]
.LBB5_6:
	s_or_b64 exec, exec, s[0:1]
	v_bfe_u32 v0, v31, 7, 3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_trap 2
	ds_read_b64 v[162:163], v0
	v_bfe_u32 v1, v31, 6, 1
	s_movk_i32 s30, 0x7fff
	v_lshl_add_u32 v2, v0, 6, v151
	v_lshl_or_b32 v0, v1, 6, v160
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[64:67], v[162:163], v[162:163], v[64:67]
	v_readlane_b32 s31, v76, 1
	v_mfma_f32_16x16x16_bf16 v[48:51], v[162:163], v[162:163], v[48:51]
	s_barrier
	v_mfma_f32_16x16x16_bf16 v[26:29], v[162:163], v[162:163], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[84:87], v[162:163], v[162:163], v[84:87]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[162:163], v[162:163], v[68:71]
	v_mfma_f32_16x16x16_bf16 v[96:99], v[162:163], v[162:163], v[96:99]
	v_mfma_f32_16x16x16_bf16 v[64:67], v[162:163], v[162:163], v[64:67]
	v_mfma_f32_16x16x16_bf16 v[30:33], v[162:163], v[162:163], v[32:35]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[162:163], v[162:163], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[48:51], v[162:163], v[162:163], v[48:51]
	v_mfma_f32_16x16x16_bf16 v[26:29], v[162:163], v[162:163], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[52:55], v[162:163], v[162:163], v[52:55]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[162:163], v[162:163], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[162:163], v[162:163], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[162:163], v[162:163], v[36:39]
	v_mfma_f32_16x16x16_bf16 v[100:103], v[162:163], v[162:163], v[100:103]
	s_nop 1
	v_and_b32_e32 v38, 15, v113
	v_ashrrev_i32_e32 v113, 31, v112
	v_lshlrev_b64 v[118:119], 1, v[112:113]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[162:163], v[162:163], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[162:163], v[162:163], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[80:83], v[162:163], v[162:163], v[80:83]
	v_mfma_f32_16x16x16_bf16 v[84:87], v[162:163], v[162:163], v[84:87]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[162:163], v[162:163], v[68:71]
	v_mfma_f32_16x16x16_bf16 v[96:99], v[162:163], v[162:163], v[96:99]
	v_mfma_f32_16x16x16_bf16 v[180:183], v[162:163], v[162:163], v[64:67]
	v_mfma_f32_16x16x16_bf16 v[30:33], v[162:163], v[162:163], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[18:21], v[162:163], v[162:163], v[18:21]
	v_mfma_f32_16x16x16_bf16 v[144:147], v[162:163], v[162:163], v[48:51]
	v_mfma_f32_16x16x16_bf16 v[48:51], v[162:163], v[162:163], v[26:29]
	v_mfma_f32_16x16x16_bf16 v[52:55], v[162:163], v[162:163], v[52:55]
	v_mfma_f32_16x16x16_bf16 v[14:17], v[162:163], v[162:163], v[14:17]
	v_mfma_f32_16x16x16_bf16 v[22:25], v[162:163], v[162:163], v[22:25]
	v_mfma_f32_16x16x16_bf16 v[34:37], v[162:163], v[162:163], v[34:37]
	v_mfma_f32_16x16x16_bf16 v[100:103], v[162:163], v[162:163], v[100:103]
	v_mfma_f32_16x16x16_bf16 v[10:13], v[162:163], v[162:163], v[10:13]
	v_mfma_f32_16x16x16_bf16 v[6:9], v[162:163], v[162:163], v[6:9]
	v_mfma_f32_16x16x16_bf16 v[80:83], v[162:163], v[162:163], v[80:83]
	v_mfma_f32_16x16x16_bf16 v[114:117], v[162:163], v[162:163], v[84:87]
	v_mfma_f32_16x16x16_bf16 v[128:131], v[162:163], v[162:163], v[68:71]
	v_mfma_f32_16x16x16_bf16 v[68:71], v[162:163], v[162:163], v[96:99]
	v_mfma_f32_16x16x16_bf16 v[96:99], v[162:163], v[162:163], v[180:183]
	v_mfma_f32_16x16x16_bf16 v[164:167], v[162:163], v[162:163], v[30:33]
	v_mfma_f32_16x16x16_bf16 v[30:33], v[162:163], v[162:163], v[18:21]
	s_nop 4
	v_bfe_u32 v56, v96, 16, 1
	v_or_b32_e32 v57, 0x400000, v96
	v_add3_u32 v56, v56, v96, s30
	v_mfma_f32_16x16x16_bf16 v[48:51], v[162:163], v[162:163], v[48:51]
	v_cmp_u_f32_e32 vcc, v96, v96
	v_bfe_u32 v58, v97, 16, 1
	v_bfe_u32 v60, v98, 16, 1
	v_mfma_f32_16x16x16_bf16 v[132:135], v[162:163], v[162:163], v[52:55]
	v_cndmask_b32_e32 v56, v56, v57, vcc
	v_bfe_u32 v62, v99, 16, 1
	v_or_b32_e32 v59, 0x400000, v97
	v_mfma_f32_16x16x16_bf16 v[14:17], v[162:163], v[162:163], v[14:17]
	v_bfe_u32 v72, v48, 16, 1
	v_or_b32_e32 v73, 0x400000, v48
	v_bfe_u32 v74, v49, 16, 1
	v_mfma_f32_16x16x16_bf16 v[176:179], v[162:163], v[162:163], v[22:25]
	v_add3_u32 v72, v72, v48, s30
	v_cmp_u_f32_e32 vcc, v48, v48
	v_or_b32_e32 v75, 0x400000, v49
	v_mfma_f32_16x16x16_bf16 v[52:55], v[162:163], v[162:163], v[34:37]
	v_add3_u32 v74, v74, v49, s30
	v_cndmask_b32_e32 v48, v72, v73, vcc
	v_cmp_u_f32_e32 vcc, v49, v49
	v_mfma_f32_16x16x16_bf16 v[64:67], v[162:163], v[162:163], v[100:103]
	v_or_b32_e32 v61, 0x400000, v98
	v_cndmask_b32_e32 v49, v74, v75, vcc
	v_cmp_u_f32_e32 vcc, v50, v50
	v_mfma_f32_16x16x16_bf16 v[34:37], v[162:163], v[162:163], v[10:13]
	v_mad_u64_u32 v[100:101], s[0:1], v2, v112, v[0:1]
	v_mad_u64_u32 v[102:103], s[0:1], v161, v112, v[38:39]
	v_mfma_f32_16x16x16_bf16 v[84:87], v[162:163], v[162:163], v[6:9]
	v_or_b32_e32 v63, 0x400000, v99
	v_add3_u32 v96, v58, v97, s30
	v_cmp_u_f32_e64 s[2:3], v98, v98
	v_mfma_f32_16x16x16_bf16 v[80:83], v[162:163], v[162:163], v[80:83]
	v_cmp_u_f32_e64 s[4:5], v99, v99
	v_ashrrev_i32_e32 v101, 31, v100
	v_ashrrev_i32_e32 v103, 31, v102
	v_mfma_f32_16x16x16_bf16 v[26:29], v[162:163], v[162:163], v[114:117]
	v_lshl_add_u64 v[4:5], v[100:101], 1, v[4:5]
	v_accvgpr_read_b32 v75, a23             ;  Reload Reuse
	v_accvgpr_read_b32 v74, a22             ;  Reload Reuse
	v_mfma_f32_16x16x16_bf16 v[22:25], v[162:163], v[162:163], v[128:131]
	v_mad_u64_u32 v[116:117], s[0:1], v150, v112, v[38:39]
	v_ashrrev_i32_e32 v117, 31, v116
	v_mfma_f32_16x16x16_bf16 v[30:33], v[162:163], v[162:163], v[30:33]
	v_bfe_u32 v160, v26, 16, 1
	v_or_b32_e32 v161, 0x400000, v26
	v_add3_u32 v160, v160, v26, s30
	v_mfma_f32_16x16x16_bf16 v[18:21], v[162:163], v[162:163], v[132:135]
	v_cmp_u_f32_e64 s[72:73], v26, v26
	v_cmp_u_f32_e64 s[74:75], v27, v27
	v_cmp_u_f32_e64 s[76:77], v28, v28
	v_mfma_f32_16x16x16_bf16 v[10:13], v[162:163], v[162:163], v[144:147]
	v_cmp_u_f32_e64 s[78:79], v29, v29
	v_bfe_u32 v180, v24, 16, 1
	v_bfe_u32 v182, v25, 16, 1
	v_mfma_f32_16x16x16_bf16 v[6:9], v[162:163], v[162:163], v[14:17]
	v_or_b32_e32 v181, 0x400000, v24
	v_or_b32_e32 v183, 0x400000, v25
	v_cmp_u_f32_e64 s[88:89], v22, v22
	v_mfma_f32_16x16x16_bf16 v[14:17], v[162:163], v[162:163], v[164:167]
	v_cmp_u_f32_e64 s[90:91], v23, v23
	v_cmp_u_f32_e64 s[92:93], v24, v24
	v_cmp_u_f32_e64 s[62:63], v25, v25
	v_mfma_f32_16x16x16_bf16 v[0:3], v[162:163], v[162:163], v[176:179]
	v_bfe_u32 v164, v28, 16, 1
	v_bfe_u32 v166, v29, 16, 1
	v_or_b32_e32 v165, 0x400000, v28
	v_mfma_f32_16x16x16_bf16 v[52:55], v[162:163], v[162:163], v[52:55]
	v_or_b32_e32 v167, 0x400000, v29
	v_bfe_u32 v176, v22, 16, 1
	v_bfe_u32 v178, v23, 16, 1
	v_mfma_f32_16x16x16_bf16 v[64:67], v[162:163], v[162:163], v[64:67]
	v_or_b32_e32 v177, 0x400000, v22
	v_or_b32_e32 v179, 0x400000, v23
	v_add3_u32 v176, v176, v22, s30
	v_mfma_f32_16x16x16_bf16 v[34:37], v[162:163], v[162:163], v[34:37]
	v_add3_u32 v22, v178, v23, s30
	v_add3_u32 v23, v180, v24, s30
	v_add3_u32 v24, v182, v25, s30
	v_mfma_f32_16x16x16_bf16 v[84:87], v[162:163], v[162:163], v[84:87]
	v_bfe_u32 v25, v30, 16, 1
	v_bfe_u32 v192, v18, 16, 1
	v_bfe_u32 v194, v19, 16, 1
	v_mfma_f32_16x16x16_bf16 v[80:83], v[162:163], v[162:163], v[80:83]
	v_bfe_u32 v196, v20, 16, 1
	v_bfe_u32 v198, v21, 16, 1
	v_or_b32_e32 v178, 0x400000, v30
	v_mfma_f32_16x16x16_bf16 v[68:71], v[162:163], v[162:163], v[68:71]
	v_bfe_u32 v162, v27, 16, 1
	v_or_b32_e32 v163, 0x400000, v27
	v_add3_u32 v26, v162, v27, s30
	v_add3_u32 v27, v164, v28, s30
	v_add3_u32 v28, v166, v29, s30
	v_bfe_u32 v29, v50, 16, 1
	v_or_b32_e32 v162, 0x400000, v50
	v_bfe_u32 v164, v51, 16, 1
	v_add3_u32 v29, v29, v50, s30
	v_or_b32_e32 v166, 0x400000, v51
	v_add3_u32 v164, v164, v51, s30
	v_cndmask_b32_e32 v29, v29, v162, vcc
	v_cmp_u_f32_e32 vcc, v51, v51
	v_bfe_u32 v180, v31, 16, 1
	v_add3_u32 v25, v25, v30, s30
	v_cndmask_b32_e32 v50, v164, v166, vcc
	v_cmp_u_f32_e32 vcc, v30, v30
	v_or_b32_e32 v193, 0x400000, v18
	v_or_b32_e32 v195, 0x400000, v19
	v_or_b32_e32 v197, 0x400000, v20
	v_or_b32_e32 v199, 0x400000, v21
	v_or_b32_e32 v182, 0x400000, v31
	v_add3_u32 v192, v192, v18, s30
	v_cmp_u_f32_e64 s[94:95], v18, v18
	v_add3_u32 v18, v194, v19, s30
	v_cmp_u_f32_e64 s[60:61], v19, v19
	v_add3_u32 v19, v196, v20, s30
	v_cmp_u_f32_e64 s[58:59], v20, v20
	v_add3_u32 v20, v198, v21, s30
	v_cmp_u_f32_e64 s[46:47], v21, v21
	v_bfe_u32 v21, v32, 16, 1
	v_add3_u32 v180, v180, v31, s30
	v_cndmask_b32_e32 v25, v25, v178, vcc
	v_cmp_u_f32_e32 vcc, v31, v31
	v_bfe_u32 v208, v10, 16, 1
	v_bfe_u32 v210, v11, 16, 1
	v_bfe_u32 v212, v12, 16, 1
	v_bfe_u32 v214, v13, 16, 1
	v_or_b32_e32 v194, 0x400000, v32
	v_bfe_u32 v196, v33, 16, 1
	v_add3_u32 v21, v21, v32, s30
	v_cndmask_b32_e32 v30, v180, v182, vcc
	v_cmp_u_f32_e32 vcc, v32, v32
	v_or_b32_e32 v209, 0x400000, v10
	v_or_b32_e32 v211, 0x400000, v11
	v_or_b32_e32 v213, 0x400000, v12
	v_or_b32_e32 v215, 0x400000, v13
	v_or_b32_e32 v198, 0x400000, v33
	v_add3_u32 v208, v208, v10, s30
	v_cmp_u_f32_e64 s[56:57], v10, v10
	v_add3_u32 v10, v210, v11, s30
	v_cmp_u_f32_e64 s[44:45], v11, v11
	v_add3_u32 v11, v212, v12, s30
	v_cmp_u_f32_e64 s[42:43], v12, v12
	v_add3_u32 v12, v214, v13, s30
	v_cmp_u_f32_e64 s[28:29], v13, v13
	v_bfe_u32 v13, v52, 16, 1
	v_add3_u32 v196, v196, v33, s30
	v_cndmask_b32_e32 v21, v21, v194, vcc
	v_cmp_u_f32_e32 vcc, v33, v33
	v_bfe_u32 v224, v6, 16, 1
	v_bfe_u32 v226, v7, 16, 1
	v_bfe_u32 v228, v8, 16, 1
	v_bfe_u32 v230, v9, 16, 1
	v_or_b32_e32 v210, 0x400000, v52
	v_bfe_u32 v212, v53, 16, 1
	v_add3_u32 v13, v13, v52, s30
	v_cndmask_b32_e32 v31, v196, v198, vcc
	v_cmp_u_f32_e32 vcc, v52, v52
	v_or_b32_e32 v225, 0x400000, v6
	v_or_b32_e32 v227, 0x400000, v7
	v_or_b32_e32 v229, 0x400000, v8
	v_or_b32_e32 v231, 0x400000, v9
	v_or_b32_e32 v214, 0x400000, v53
	v_add3_u32 v224, v224, v6, s30
	v_cmp_u_f32_e64 s[40:41], v6, v6
	v_add3_u32 v6, v226, v7, s30
	v_cmp_u_f32_e64 s[26:27], v7, v7
	v_add3_u32 v7, v228, v8, s30
	v_cmp_u_f32_e64 s[24:25], v8, v8
	v_add3_u32 v8, v230, v9, s30
	v_cmp_u_f32_e64 s[20:21], v9, v9
	v_bfe_u32 v9, v54, 16, 1
	v_add3_u32 v212, v212, v53, s30
	v_cndmask_b32_e32 v13, v13, v210, vcc
	v_cmp_u_f32_e32 vcc, v53, v53
	v_bfe_u32 v240, v14, 16, 1
	v_bfe_u32 v242, v15, 16, 1
	v_bfe_u32 v244, v16, 16, 1
	v_bfe_u32 v246, v17, 16, 1
	v_or_b32_e32 v226, 0x400000, v54
	v_bfe_u32 v228, v55, 16, 1
	v_add3_u32 v9, v9, v54, s30
	v_cndmask_b32_e32 v32, v212, v214, vcc
	v_cmp_u_f32_e32 vcc, v54, v54
	v_or_b32_e32 v241, 0x400000, v14
	v_or_b32_e32 v243, 0x400000, v15
	v_or_b32_e32 v245, 0x400000, v16
	v_or_b32_e32 v247, 0x400000, v17
	v_or_b32_e32 v230, 0x400000, v55
	v_add3_u32 v240, v240, v14, s30
	v_cmp_u_f32_e64 s[22:23], v14, v14
	v_add3_u32 v14, v242, v15, s30
	v_cmp_u_f32_e64 s[18:19], v15, v15
	v_add3_u32 v15, v244, v16, s30
	v_cmp_u_f32_e64 s[16:17], v16, v16
	v_add3_u32 v16, v246, v17, s30
	v_cmp_u_f32_e64 s[12:13], v17, v17
	v_bfe_u32 v17, v64, 16, 1
	v_add3_u32 v228, v228, v55, s30
	v_cndmask_b32_e32 v9, v9, v226, vcc
	v_cmp_u_f32_e32 vcc, v55, v55
	v_bfe_u32 v40, v0, 16, 1
	v_bfe_u32 v42, v1, 16, 1
	v_bfe_u32 v44, v2, 16, 1
	v_bfe_u32 v46, v3, 16, 1
	v_or_b32_e32 v242, 0x400000, v64
	v_bfe_u32 v244, v65, 16, 1
	v_add3_u32 v17, v17, v64, s30
	v_cndmask_b32_e32 v33, v228, v230, vcc
	v_cmp_u_f32_e32 vcc, v64, v64
	v_or_b32_e32 v41, 0x400000, v0
	v_or_b32_e32 v43, 0x400000, v1
	v_or_b32_e32 v45, 0x400000, v2
	v_or_b32_e32 v47, 0x400000, v3
	v_or_b32_e32 v246, 0x400000, v65
	v_add3_u32 v40, v40, v0, s30
	v_cmp_u_f32_e64 s[14:15], v0, v0
	v_add3_u32 v0, v42, v1, s30
	v_cmp_u_f32_e64 s[10:11], v1, v1
	v_add3_u32 v1, v44, v2, s30
	v_cmp_u_f32_e64 s[8:9], v2, v2
	v_add3_u32 v2, v46, v3, s30
	v_cmp_u_f32_e64 s[6:7], v3, v3
	v_bfe_u32 v3, v66, 16, 1
	v_add3_u32 v244, v244, v65, s30
	v_cndmask_b32_e32 v17, v17, v242, vcc
	v_cmp_u_f32_e32 vcc, v65, v65
	v_mad_u64_u32 v[128:129], s[0:1], v149, v112, v[38:39]
	v_mad_u64_u32 v[112:113], s[0:1], v148, v112, v[38:39]
	v_or_b32_e32 v42, 0x400000, v66
	v_bfe_u32 v44, v67, 16, 1
	v_add3_u32 v3, v3, v66, s30
	v_cndmask_b32_e32 v51, v244, v246, vcc
	v_cmp_u_f32_e32 vcc, v66, v66
	v_or_b32_e32 v46, 0x400000, v67
	v_cmp_u_f32_e64 s[0:1], v97, v97
	v_add3_u32 v97, v60, v98, s30
	v_add3_u32 v98, v62, v99, s30
	v_bfe_u32 v99, v34, 16, 1
	v_add3_u32 v44, v44, v67, s30
	v_cndmask_b32_e32 v3, v3, v42, vcc
	v_cmp_u_f32_e32 vcc, v67, v67
	v_or_b32_e32 v58, 0x400000, v34
	v_bfe_u32 v60, v35, 16, 1
	v_add3_u32 v99, v99, v34, s30
	v_cndmask_b32_e32 v52, v44, v46, vcc
	v_cmp_u_f32_e32 vcc, v34, v34
	v_or_b32_e32 v62, 0x400000, v35
	v_cndmask_b32_e64 v160, v160, v161, s[72:73]
	v_bfe_u32 v161, v36, 16, 1
	v_add3_u32 v60, v60, v35, s30
	v_cndmask_b32_e32 v34, v99, v58, vcc
	v_cmp_u_f32_e32 vcc, v35, v35
	v_cndmask_b32_e64 v26, v26, v163, s[74:75]
	v_or_b32_e32 v163, 0x400000, v36
	v_cndmask_b32_e64 v27, v27, v165, s[76:77]
	v_bfe_u32 v165, v37, 16, 1
	v_add3_u32 v161, v161, v36, s30
	v_cndmask_b32_e32 v35, v60, v62, vcc
	v_cmp_u_f32_e32 vcc, v36, v36
	v_cndmask_b32_e64 v28, v28, v167, s[78:79]
	v_or_b32_e32 v167, 0x400000, v37
	v_cndmask_b32_e64 v176, v176, v177, s[88:89]
	v_bfe_u32 v177, v84, 16, 1
	v_add3_u32 v165, v165, v37, s30
	v_cndmask_b32_e32 v36, v161, v163, vcc
	v_cmp_u_f32_e32 vcc, v37, v37
	v_cndmask_b32_e64 v22, v22, v179, s[90:91]
	v_or_b32_e32 v179, 0x400000, v84
	v_cndmask_b32_e64 v23, v23, v181, s[92:93]
	v_bfe_u32 v181, v85, 16, 1
	v_add3_u32 v177, v177, v84, s30
	v_cndmask_b32_e32 v37, v165, v167, vcc
	v_cmp_u_f32_e32 vcc, v84, v84
	v_cndmask_b32_e64 v24, v24, v183, s[62:63]
	v_or_b32_e32 v183, 0x400000, v85
	v_cndmask_b32_e64 v192, v192, v193, s[94:95]
	v_bfe_u32 v193, v86, 16, 1
	v_add3_u32 v181, v181, v85, s30
	v_cndmask_b32_e32 v53, v177, v179, vcc
	v_cmp_u_f32_e32 vcc, v85, v85
	v_cndmask_b32_e64 v18, v18, v195, s[60:61]
	v_or_b32_e32 v195, 0x400000, v86
	v_cndmask_b32_e64 v19, v19, v197, s[58:59]
	v_bfe_u32 v197, v87, 16, 1
	v_add3_u32 v193, v193, v86, s30
	v_cndmask_b32_e32 v54, v181, v183, vcc
	v_cmp_u_f32_e32 vcc, v86, v86
	v_cndmask_b32_e64 v20, v20, v199, s[46:47]
	v_or_b32_e32 v199, 0x400000, v87
	v_cndmask_b32_e64 v208, v208, v209, s[56:57]
	v_bfe_u32 v209, v80, 16, 1
	v_add3_u32 v197, v197, v87, s30
	v_cndmask_b32_e32 v55, v193, v195, vcc
	v_cmp_u_f32_e32 vcc, v87, v87
	v_cndmask_b32_e64 v10, v10, v211, s[44:45]
	v_or_b32_e32 v211, 0x400000, v80
	v_cndmask_b32_e64 v11, v11, v213, s[42:43]
	v_bfe_u32 v213, v81, 16, 1
	v_add3_u32 v209, v209, v80, s30
	v_cndmask_b32_e32 v64, v197, v199, vcc
	v_cmp_u_f32_e32 vcc, v80, v80
	v_cndmask_b32_e64 v12, v12, v215, s[28:29]
	v_or_b32_e32 v215, 0x400000, v81
	v_cndmask_b32_e64 v224, v224, v225, s[40:41]
	v_bfe_u32 v225, v82, 16, 1
	v_add3_u32 v213, v213, v81, s30
	v_cndmask_b32_e32 v65, v209, v211, vcc
	v_cmp_u_f32_e32 vcc, v81, v81
	v_cndmask_b32_e64 v6, v6, v227, s[26:27]
	v_or_b32_e32 v227, 0x400000, v82
	v_cndmask_b32_e64 v7, v7, v229, s[24:25]
	v_bfe_u32 v229, v83, 16, 1
	v_add3_u32 v225, v225, v82, s30
	v_cndmask_b32_e32 v66, v213, v215, vcc
	v_cmp_u_f32_e32 vcc, v82, v82
	v_cndmask_b32_e64 v8, v8, v231, s[20:21]
	v_or_b32_e32 v231, 0x400000, v83
	v_cndmask_b32_e64 v240, v240, v241, s[22:23]
	v_bfe_u32 v241, v68, 16, 1
	v_add3_u32 v229, v229, v83, s30
	v_cndmask_b32_e32 v67, v225, v227, vcc
	v_cmp_u_f32_e32 vcc, v83, v83
	v_ashrrev_i32_e32 v129, 31, v128
	v_ashrrev_i32_e32 v113, 31, v112
	v_cndmask_b32_e64 v14, v14, v243, s[18:19]
	v_or_b32_e32 v243, 0x400000, v68
	v_cndmask_b32_e64 v15, v15, v245, s[16:17]
	v_bfe_u32 v245, v69, 16, 1
	v_add3_u32 v241, v241, v68, s30
	v_cndmask_b32_e32 v80, v229, v231, vcc
	v_cmp_u_f32_e32 vcc, v68, v68
	v_lshl_add_u64 v[114:115], v[102:103], 1, v[4:5]
	v_lshl_add_u64 v[102:103], v[116:117], 1, v[4:5]
	v_lshl_add_u64 v[38:39], v[128:129], 1, v[4:5]
	v_lshl_add_u64 v[4:5], v[112:113], 1, v[4:5]
	v_cndmask_b32_e64 v16, v16, v247, s[12:13]
	v_or_b32_e32 v247, 0x400000, v69
	v_cndmask_b32_e64 v40, v40, v41, s[14:15]
	v_bfe_u32 v41, v70, 16, 1
	v_add3_u32 v245, v245, v69, s30
	v_cndmask_b32_e32 v68, v241, v243, vcc
	v_cmp_u_f32_e32 vcc, v69, v69
	v_lshl_add_u64 v[116:117], v[114:115], 0, v[118:119]
	v_lshl_add_u64 v[112:113], v[102:103], 0, v[118:119]
	v_lshl_add_u64 v[100:101], v[38:39], 0, v[118:119]
	v_lshl_add_u64 v[128:129], v[4:5], 0, v[118:119]
	v_cndmask_b32_e64 v0, v0, v43, s[10:11]
	v_or_b32_e32 v43, 0x400000, v70
	v_cndmask_b32_e64 v1, v1, v45, s[8:9]
	v_bfe_u32 v45, v71, 16, 1
	v_add3_u32 v41, v41, v70, s30
	v_cndmask_b32_e32 v69, v245, v247, vcc
	v_cmp_u_f32_e32 vcc, v70, v70
	v_lshl_add_u64 v[148:149], v[116:117], 0, v[118:119]
	v_lshl_add_u64 v[144:145], v[112:113], 0, v[118:119]
	v_lshl_add_u64 v[132:133], v[100:101], 0, v[118:119]
	v_lshl_add_u64 v[130:131], v[128:129], 0, v[118:119]
	v_cndmask_b32_e64 v2, v2, v47, s[6:7]
	v_or_b32_e32 v47, 0x400000, v71
	v_add3_u32 v45, v45, v71, s30
	v_cndmask_b32_e32 v70, v41, v43, vcc
	v_cmp_u_f32_e32 vcc, v71, v71
	v_lshl_add_u64 v[150:151], v[148:149], 0, v[118:119]
	v_lshl_add_u64 v[146:147], v[144:145], 0, v[118:119]
	v_lshl_add_u64 v[134:135], v[132:133], 0, v[118:119]
	v_lshl_add_u64 v[118:119], v[130:131], 0, v[118:119]
	v_cndmask_b32_e64 v96, v96, v59, s[0:1]
	v_cndmask_b32_e64 v97, v97, v61, s[2:3]
	v_cndmask_b32_e64 v98, v98, v63, s[4:5]
	v_cndmask_b32_e32 v71, v45, v47, vcc
	global_store_short_d16_hi v[114:115], v160, off
	global_store_short_d16_hi v[116:117], v26, off
	global_store_short_d16_hi v[148:149], v27, off
	global_store_short_d16_hi v[150:151], v28, off
	global_store_short_d16_hi v[114:115], v176, off offset:32
	global_store_short_d16_hi v[116:117], v22, off offset:32
	global_store_short_d16_hi v[148:149], v23, off offset:32
	global_store_short_d16_hi v[150:151], v24, off offset:32
	global_store_short_d16_hi v[114:115], v192, off offset:64
	global_store_short_d16_hi v[116:117], v18, off offset:64
	global_store_short_d16_hi v[148:149], v19, off offset:64
	global_store_short_d16_hi v[150:151], v20, off offset:64
	global_store_short_d16_hi v[114:115], v208, off offset:96
	global_store_short_d16_hi v[116:117], v10, off offset:96
	global_store_short_d16_hi v[148:149], v11, off offset:96
	global_store_short_d16_hi v[150:151], v12, off offset:96
	global_store_short_d16_hi v[102:103], v224, off
	global_store_short_d16_hi v[112:113], v6, off
	global_store_short_d16_hi v[144:145], v7, off
	global_store_short_d16_hi v[146:147], v8, off
	global_store_short_d16_hi v[102:103], v240, off offset:32
	global_store_short_d16_hi v[112:113], v14, off offset:32
	global_store_short_d16_hi v[144:145], v15, off offset:32
	global_store_short_d16_hi v[146:147], v16, off offset:32
	global_store_short_d16_hi v[102:103], v40, off offset:64
	global_store_short_d16_hi v[112:113], v0, off offset:64
	global_store_short_d16_hi v[144:145], v1, off offset:64
	global_store_short_d16_hi v[146:147], v2, off offset:64
	global_store_short_d16_hi v[102:103], v56, off offset:96
	global_store_short_d16_hi v[112:113], v96, off offset:96
	global_store_short_d16_hi v[144:145], v97, off offset:96
	global_store_short_d16_hi v[146:147], v98, off offset:96
	global_store_short_d16_hi v[38:39], v48, off
	global_store_short_d16_hi v[100:101], v49, off
	global_store_short_d16_hi v[132:133], v29, off
	global_store_short_d16_hi v[134:135], v50, off
	global_store_short_d16_hi v[38:39], v25, off offset:32
	global_store_short_d16_hi v[100:101], v30, off offset:32
	global_store_short_d16_hi v[132:133], v21, off offset:32
	global_store_short_d16_hi v[134:135], v31, off offset:32
	global_store_short_d16_hi v[38:39], v13, off offset:64
	global_store_short_d16_hi v[100:101], v32, off offset:64
	global_store_short_d16_hi v[132:133], v9, off offset:64
	global_store_short_d16_hi v[134:135], v33, off offset:64
	global_store_short_d16_hi v[38:39], v17, off offset:96
	global_store_short_d16_hi v[100:101], v51, off offset:96
	global_store_short_d16_hi v[132:133], v3, off offset:96
	global_store_short_d16_hi v[134:135], v52, off offset:96
	global_store_short_d16_hi v[4:5], v34, off
	global_store_short_d16_hi v[128:129], v35, off
	global_store_short_d16_hi v[130:131], v36, off
	global_store_short_d16_hi v[118:119], v37, off
	global_store_short_d16_hi v[4:5], v53, off offset:32
	global_store_short_d16_hi v[128:129], v54, off offset:32
	global_store_short_d16_hi v[130:131], v55, off offset:32
	global_store_short_d16_hi v[118:119], v64, off offset:32
	global_store_short_d16_hi v[4:5], v65, off offset:64
	global_store_short_d16_hi v[128:129], v66, off offset:64
	global_store_short_d16_hi v[130:131], v67, off offset:64
	global_store_short_d16_hi v[118:119], v80, off offset:64
	global_store_short_d16_hi v[4:5], v68, off offset:96
	global_store_short_d16_hi v[128:129], v69, off offset:96
	global_store_short_d16_hi v[130:131], v70, off offset:96
	global_store_short_d16_hi v[118:119], v71, off offset:96
	v_readlane_b32 s30, v76, 0
	v_accvgpr_read_b32 v73, a21             ;  Reload Reuse
	v_accvgpr_read_b32 v72, a20             ;  Reload Reuse
	v_accvgpr_read_b32 v63, a19             ;  Reload Reuse
	v_accvgpr_read_b32 v62, a18             ;  Reload Reuse
	v_accvgpr_read_b32 v61, a17             ;  Reload Reuse
	v_accvgpr_read_b32 v60, a16             ;  Reload Reuse
	v_accvgpr_read_b32 v59, a15             ;  Reload Reuse
	v_accvgpr_read_b32 v58, a14             ;  Reload Reuse
	v_accvgpr_read_b32 v57, a13             ;  Reload Reuse
	v_accvgpr_read_b32 v56, a12             ;  Reload Reuse
	v_accvgpr_read_b32 v47, a11             ;  Reload Reuse
	v_accvgpr_read_b32 v46, a10             ;  Reload Reuse
	v_accvgpr_read_b32 v45, a9              ;  Reload Reuse
	v_accvgpr_read_b32 v44, a8              ;  Reload Reuse
	v_accvgpr_read_b32 v43, a7              ;  Reload Reuse
	v_accvgpr_read_b32 v42, a6              ;  Reload Reuse
	v_accvgpr_read_b32 v41, a5              ;  Reload Reuse
	v_accvgpr_read_b32 v40, a4              ;  Reload Reuse
	s_or_saveexec_b64 s[0:1], -1
	scratch_load_dword v76, off, s32        ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_mm_v3, .Lfunc_end5-__clang_ocl_kern_imp_mm_v3
                                        ; -- End function
	.set __clang_ocl_kern_imp_mm_v3.num_vgpr, 248
	.set __clang_ocl_kern_imp_mm_v3.num_agpr, 24
	.set __clang_ocl_kern_imp_mm_v3.numbered_sgpr, 96
	.set __clang_ocl_kern_imp_mm_v3.num_named_barrier, 0
	.set __clang_ocl_kern_imp_mm_v3.private_seg_size, 8
	.set __clang_ocl_kern_imp_mm_v3.uses_vcc, 1
	.set __clang_ocl_kern_imp_mm_v3.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_mm_v3.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_mm_v3.has_recursion, 0
	.set __clang_ocl_kern_imp_mm_v3.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 6416
; TotalNumSgprs: 102
; NumVgprs: 248
; NumAgprs: 24
; TotalNumVgprs: 272
; ScratchSize: 8
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 248
	.set amdgpu.max_num_agpr, 24
	.set amdgpu.max_num_sgpr, 96
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'bf16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'bf16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'bf16*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 32768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 1024
    .name:           mm_v1
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         mm_v1.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'bf16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'bf16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'bf16*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 32768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           mm_v2
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         mm_v2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     134
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'bf16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'bf16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'bf16*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 32768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           mm_v3
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         mm_v3.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     224
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
