	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	agpr_spill              ; -- Begin function agpr_spill
	.globl	agpr_spill
	.p2align	8
	.type	agpr_spill,@function
agpr_spill:                             ; @agpr_spill
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s33, s[4:5], 0x10
	v_lshl_or_b32 v76, s6, 6, v0
	v_mov_b32_e32 v77, 0
	v_lshlrev_b64 v[74:75], 2, v[76:77]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v0, vcc, s2, v74
	v_mov_b32_e32 v1, s3
	v_add_u32_e32 v2, 64, v76
	v_mov_b32_e32 v3, v77
	v_addc_co_u32_e32 v1, vcc, v1, v75, vcc
	v_lshlrev_b64 v[80:81], 2, v[2:3]
	global_load_dword v1, v[0:1], off
	v_add_co_u32_e32 v2, vcc, s2, v80
	v_mov_b32_e32 v0, s3
	v_addc_co_u32_e32 v3, vcc, v0, v81, vcc
	global_load_dword v0, v[2:3], off
	v_add_u32_e32 v2, 0x80, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a4, v4
	global_load_dword v7, v[2:3], off
	v_add_u32_e32 v2, 0xc0, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a5, v5
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a7, v5
	global_load_dword v6, v[2:3], off
	v_add_u32_e32 v2, 0x100, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a6, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a9, v5
	global_load_dword v13, v[2:3], off
	v_add_u32_e32 v2, 0x140, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a8, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a11, v5
	global_load_dword v12, v[2:3], off
	v_add_u32_e32 v2, 0x180, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a10, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a13, v5
	global_load_dword v19, v[2:3], off
	v_add_u32_e32 v2, 0x1c0, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a12, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a15, v5
	global_load_dword v18, v[2:3], off
	v_add_u32_e32 v2, 0x200, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a14, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a17, v5
	global_load_dword v25, v[2:3], off
	v_add_u32_e32 v2, 0x240, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a16, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a19, v5
	global_load_dword v24, v[2:3], off
	v_add_u32_e32 v2, 0x280, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a18, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a21, v5
	global_load_dword v31, v[2:3], off
	v_add_u32_e32 v2, 0x2c0, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a20, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a23, v5
	global_load_dword v30, v[2:3], off
	v_add_u32_e32 v2, 0x300, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a22, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a25, v5
	global_load_dword v37, v[2:3], off
	v_add_u32_e32 v2, 0x340, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a24, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a27, v5
	global_load_dword v36, v[2:3], off
	v_add_u32_e32 v2, 0x380, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a26, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a29, v5
	global_load_dword v43, v[2:3], off
	v_add_u32_e32 v2, 0x3c0, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a28, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a31, v5
	global_load_dword v42, v[2:3], off
	v_add_u32_e32 v2, 0x400, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a30, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a33, v5
	global_load_dword v49, v[2:3], off
	v_add_u32_e32 v2, 0x440, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a32, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a35, v5
	global_load_dword v48, v[2:3], off
	v_add_u32_e32 v2, 0x480, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a34, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a37, v5
	global_load_dword v55, v[2:3], off
	v_add_u32_e32 v2, 0x4c0, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a36, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a39, v5
	global_load_dword v54, v[2:3], off
	v_add_u32_e32 v2, 0x500, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a38, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a41, v5
	global_load_dword v61, v[2:3], off
	v_add_u32_e32 v2, 0x540, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a40, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a43, v5
	global_load_dword v60, v[2:3], off
	v_add_u32_e32 v2, 0x580, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a42, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a45, v5
	global_load_dword v67, v[2:3], off
	v_add_u32_e32 v2, 0x5c0, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a44, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a47, v5
	global_load_dword v66, v[2:3], off
	v_add_u32_e32 v2, 0x600, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a46, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a49, v5
	global_load_dword v73, v[2:3], off
	v_add_u32_e32 v2, 0x640, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a48, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_accvgpr_write_b32 a51, v5
	global_load_dword v72, v[2:3], off
	v_add_u32_e32 v2, 0x680, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a50, v4
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v79, v[2:3], off
	v_add_u32_e32 v2, 0x6c0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[82:83], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v82
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v83, vcc
	global_load_dword v78, v[2:3], off
	v_add_u32_e32 v2, 0x700, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[86:87], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v86
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v87, vcc
	global_load_dword v85, v[2:3], off
	v_add_u32_e32 v2, 0x740, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[88:89], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v88
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v89, vcc
	global_load_dword v84, v[2:3], off
	v_add_u32_e32 v2, 0x780, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[92:93], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v92
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v93, vcc
	global_load_dword v91, v[2:3], off
	v_add_u32_e32 v2, 0x7c0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[94:95], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v94
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v95, vcc
	global_load_dword v90, v[2:3], off
	v_add_u32_e32 v2, 0x800, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[98:99], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v98
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v99, vcc
	global_load_dword v97, v[2:3], off
	v_add_u32_e32 v2, 0x840, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[100:101], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v100
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v101, vcc
	global_load_dword v96, v[2:3], off
	v_add_u32_e32 v2, 0x880, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[104:105], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v104
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v105, vcc
	global_load_dword v103, v[2:3], off
	v_add_u32_e32 v2, 0x8c0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[106:107], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v106
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v107, vcc
	global_load_dword v102, v[2:3], off
	v_add_u32_e32 v2, 0x900, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[110:111], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v110
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v111, vcc
	global_load_dword v109, v[2:3], off
	v_add_u32_e32 v2, 0x940, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[112:113], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v112
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v113, vcc
	global_load_dword v108, v[2:3], off
	v_add_u32_e32 v2, 0x980, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[116:117], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v116
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v117, vcc
	global_load_dword v115, v[2:3], off
	v_add_u32_e32 v2, 0x9c0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[118:119], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v118
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v119, vcc
	global_load_dword v114, v[2:3], off
	v_add_u32_e32 v2, 0xa00, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[122:123], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v122
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v123, vcc
	global_load_dword v121, v[2:3], off
	v_add_u32_e32 v2, 0xa40, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[124:125], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v124
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v125, vcc
	global_load_dword v120, v[2:3], off
	v_add_u32_e32 v2, 0xa80, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[128:129], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v128
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v129, vcc
	global_load_dword v127, v[2:3], off
	v_add_u32_e32 v2, 0xac0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[130:131], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v130
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v131, vcc
	global_load_dword v126, v[2:3], off
	v_add_u32_e32 v2, 0xb00, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[134:135], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v134
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v135, vcc
	global_load_dword v133, v[2:3], off
	v_add_u32_e32 v2, 0xb40, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[136:137], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v136
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v137, vcc
	global_load_dword v132, v[2:3], off
	v_add_u32_e32 v2, 0xb80, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[140:141], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v140
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v141, vcc
	global_load_dword v139, v[2:3], off
	v_add_u32_e32 v2, 0xbc0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[142:143], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v142
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v143, vcc
	global_load_dword v138, v[2:3], off
	v_add_u32_e32 v2, 0xc00, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[146:147], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v146
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v147, vcc
	global_load_dword v145, v[2:3], off
	v_add_u32_e32 v2, 0xc40, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[148:149], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v148
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v149, vcc
	global_load_dword v144, v[2:3], off
	v_add_u32_e32 v2, 0xc80, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[152:153], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v152
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v153, vcc
	global_load_dword v151, v[2:3], off
	v_add_u32_e32 v2, 0xcc0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[154:155], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v154
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v155, vcc
	global_load_dword v150, v[2:3], off
	v_add_u32_e32 v2, 0xd00, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[158:159], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v158
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v159, vcc
	global_load_dword v157, v[2:3], off
	v_add_u32_e32 v2, 0xd40, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[162:163], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v162
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v163, vcc
	global_load_dword v156, v[2:3], off
	v_add_u32_e32 v2, 0xd80, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[166:167], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v166
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v167, vcc
	global_load_dword v165, v[2:3], off
	v_add_u32_e32 v2, 0xdc0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[168:169], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v168
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v169, vcc
	global_load_dword v164, v[2:3], off
	v_add_u32_e32 v2, 0xe00, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[172:173], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v172
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v173, vcc
	global_load_dword v171, v[2:3], off
	v_add_u32_e32 v2, 0xe40, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[174:175], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v174
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v175, vcc
	global_load_dword v170, v[2:3], off
	v_add_u32_e32 v2, 0xe80, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[178:179], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v178
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v179, vcc
	global_load_dword v177, v[2:3], off
	v_add_u32_e32 v2, 0xec0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[180:181], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v180
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v181, vcc
	global_load_dword v176, v[2:3], off
	v_add_u32_e32 v2, 0xf00, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[184:185], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v184
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v185, vcc
	global_load_dword v183, v[2:3], off
	v_add_u32_e32 v2, 0xf40, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[186:187], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v186
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v187, vcc
	global_load_dword v182, v[2:3], off
	v_add_u32_e32 v2, 0xf80, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[190:191], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v190
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v191, vcc
	global_load_dword v189, v[2:3], off
	v_add_u32_e32 v2, 0xfc0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[192:193], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v192
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v193, vcc
	global_load_dword v188, v[2:3], off
	v_add_u32_e32 v2, 0x1000, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[196:197], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v196
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v197, vcc
	global_load_dword v195, v[2:3], off
	v_add_u32_e32 v2, 0x1040, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[198:199], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v198
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v199, vcc
	global_load_dword v194, v[2:3], off
	v_add_u32_e32 v2, 0x1080, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[202:203], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v202
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v203, vcc
	global_load_dword v201, v[2:3], off
	v_add_u32_e32 v2, 0x10c0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[204:205], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v204
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v205, vcc
	global_load_dword v200, v[2:3], off
	v_add_u32_e32 v2, 0x1100, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[208:209], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v208
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v209, vcc
	global_load_dword v207, v[2:3], off
	v_add_u32_e32 v2, 0x1140, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[210:211], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v210
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v211, vcc
	global_load_dword v206, v[2:3], off
	v_add_u32_e32 v2, 0x1180, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[214:215], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v214
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v215, vcc
	global_load_dword v213, v[2:3], off
	v_add_u32_e32 v2, 0x11c0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[216:217], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v216
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v217, vcc
	global_load_dword v212, v[2:3], off
	v_add_u32_e32 v2, 0x1200, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[220:221], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v220
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v221, vcc
	global_load_dword v219, v[2:3], off
	v_add_u32_e32 v2, 0x1240, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[222:223], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v222
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v223, vcc
	global_load_dword v218, v[2:3], off
	v_add_u32_e32 v2, 0x1280, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[226:227], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v226
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v227, vcc
	global_load_dword v225, v[2:3], off
	v_add_u32_e32 v2, 0x12c0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[228:229], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v228
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v229, vcc
	global_load_dword v224, v[2:3], off
	v_add_u32_e32 v2, 0x1300, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[232:233], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v232
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v233, vcc
	global_load_dword v231, v[2:3], off
	v_add_u32_e32 v2, 0x1340, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[234:235], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v234
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v235, vcc
	global_load_dword v230, v[2:3], off
	v_add_u32_e32 v2, 0x1380, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[238:239], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v238
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v239, vcc
	global_load_dword v237, v[2:3], off
	v_add_u32_e32 v2, 0x13c0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[240:241], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v240
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v241, vcc
	global_load_dword v236, v[2:3], off
	v_add_u32_e32 v2, 0x1400, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[242:243], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v242
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v243, vcc
	global_load_dword v245, v[2:3], off
	v_add_u32_e32 v2, 0x1440, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[246:247], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v246
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v247, vcc
	global_load_dword v244, v[2:3], off
	v_add_u32_e32 v2, 0x1480, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[248:249], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v248
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v249, vcc
	global_load_dword v251, v[2:3], off
	v_add_u32_e32 v2, 0x14c0, v76
	v_mov_b32_e32 v3, v77
	v_lshlrev_b64 v[252:253], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v252
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v253, vcc
	global_load_dword v250, v[2:3], off
	v_add_u32_e32 v2, 0x1500, v76
	v_mov_b32_e32 v3, v77
	v_accvgpr_write_b32 a53, v5
	v_lshlrev_b64 v[254:255], 2, v[2:3]
	v_accvgpr_write_b32 a52, v4
	v_add_co_u32_e32 v2, vcc, s2, v254
	v_mov_b32_e32 v3, s3
	v_add_u32_e32 v4, 0x1540, v76
	v_mov_b32_e32 v5, v77
	v_addc_co_u32_e32 v3, vcc, v3, v255, vcc
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	global_load_dword v3, v[2:3], off
	v_add_co_u32_e32 v8, vcc, s2, v4
	v_mov_b32_e32 v2, s3
	v_addc_co_u32_e32 v9, vcc, v2, v5, vcc
	global_load_dword v2, v[8:9], off
	v_add_u32_e32 v8, 0x1580, v76
	v_mov_b32_e32 v9, v77
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32_e32 v10, vcc, s2, v8
	v_mov_b32_e32 v11, s3
	v_add_u32_e32 v14, 0x15c0, v76
	v_mov_b32_e32 v15, v77
	v_addc_co_u32_e32 v11, vcc, v11, v9, vcc
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	global_load_dword v11, v[10:11], off
	v_add_co_u32_e32 v16, vcc, s2, v14
	v_mov_b32_e32 v10, s3
	v_addc_co_u32_e32 v17, vcc, v10, v15, vcc
	global_load_dword v10, v[16:17], off
	v_add_u32_e32 v16, 0x1600, v76
	v_mov_b32_e32 v17, v77
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32_e32 v20, vcc, s2, v16
	v_mov_b32_e32 v21, s3
	v_add_u32_e32 v22, 0x1640, v76
	v_mov_b32_e32 v23, v77
	v_addc_co_u32_e32 v21, vcc, v21, v17, vcc
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	global_load_dword v21, v[20:21], off
	v_add_co_u32_e32 v26, vcc, s2, v22
	v_mov_b32_e32 v20, s3
	v_addc_co_u32_e32 v27, vcc, v20, v23, vcc
	global_load_dword v20, v[26:27], off
	v_add_u32_e32 v26, 0x1680, v76
	v_mov_b32_e32 v27, v77
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v28, vcc, s2, v26
	v_mov_b32_e32 v29, s3
	v_add_u32_e32 v32, 0x16c0, v76
	v_mov_b32_e32 v33, v77
	v_addc_co_u32_e32 v29, vcc, v29, v27, vcc
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	global_load_dword v29, v[28:29], off
	v_add_co_u32_e32 v34, vcc, s2, v32
	v_mov_b32_e32 v28, s3
	v_addc_co_u32_e32 v35, vcc, v28, v33, vcc
	global_load_dword v28, v[34:35], off
	v_add_u32_e32 v34, 0x1700, v76
	v_mov_b32_e32 v35, v77
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v38, vcc, s2, v34
	v_mov_b32_e32 v39, s3
	v_add_u32_e32 v40, 0x1740, v76
	v_mov_b32_e32 v41, v77
	v_addc_co_u32_e32 v39, vcc, v39, v35, vcc
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	global_load_dword v39, v[38:39], off
	v_add_co_u32_e32 v44, vcc, s2, v40
	v_mov_b32_e32 v38, s3
	v_addc_co_u32_e32 v45, vcc, v38, v41, vcc
	global_load_dword v38, v[44:45], off
	v_add_u32_e32 v44, 0x1780, v76
	v_mov_b32_e32 v45, v77
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_add_co_u32_e32 v46, vcc, s2, v44
	v_mov_b32_e32 v47, s3
	v_add_u32_e32 v50, 0x17c0, v76
	v_mov_b32_e32 v51, v77
	v_addc_co_u32_e32 v47, vcc, v47, v45, vcc
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	global_load_dword v47, v[46:47], off
	v_add_co_u32_e32 v52, vcc, s2, v50
	v_mov_b32_e32 v46, s3
	v_addc_co_u32_e32 v53, vcc, v46, v51, vcc
	global_load_dword v46, v[52:53], off
	v_add_u32_e32 v52, 0x1800, v76
	v_mov_b32_e32 v53, v77
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e32 v56, vcc, s2, v52
	v_mov_b32_e32 v57, s3
	v_add_u32_e32 v58, 0x1840, v76
	v_mov_b32_e32 v59, v77
	v_addc_co_u32_e32 v57, vcc, v57, v53, vcc
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	global_load_dword v57, v[56:57], off
	v_add_co_u32_e32 v62, vcc, s2, v58
	v_mov_b32_e32 v56, s3
	v_addc_co_u32_e32 v63, vcc, v56, v59, vcc
	global_load_dword v56, v[62:63], off
	v_add_u32_e32 v62, 0x1880, v76
	v_mov_b32_e32 v63, v77
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_add_co_u32_e32 v64, vcc, s2, v62
	v_mov_b32_e32 v65, s3
	v_add_u32_e32 v68, 0x18c0, v76
	v_mov_b32_e32 v69, v77
	v_addc_co_u32_e32 v65, vcc, v65, v63, vcc
	v_lshlrev_b64 v[68:69], 2, v[68:69]
	global_load_dword v65, v[64:65], off
	v_add_co_u32_e32 v70, vcc, s2, v68
	v_mov_b32_e32 v64, s3
	v_addc_co_u32_e32 v71, vcc, v64, v69, vcc
	global_load_dword v64, v[70:71], off
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	v_accvgpr_write_b32 a2, v80
	v_accvgpr_write_b32 a0, v74
	s_mov_b32 s16, 0x41600000
	s_mov_b32 s18, 0x41800000
	s_mov_b32 s20, 0x41900000
	s_mov_b32 s22, 0x41a00000
	s_mov_b32 s24, 0x41b00000
	s_mov_b32 s26, 0x41c00000
	s_mov_b32 s28, 0x41d00000
	s_mov_b32 s30, 0x41e00000
	s_mov_b32 s34, 0x41f00000
	s_mov_b32 s36, 0x42000000
	s_mov_b32 s38, 0x42080000
	s_mov_b32 s40, 0x42100000
	s_mov_b32 s42, 0x42180000
	s_mov_b32 s44, 0x42200000
	s_mov_b32 s46, 0x42280000
	s_mov_b32 s48, 0x42300000
	s_mov_b32 s50, 0x42380000
	s_mov_b32 s52, 0x42400000
	s_mov_b32 s54, 0x42480000
	s_mov_b32 s56, 0x42500000
	s_mov_b32 s58, 0x42580000
	s_mov_b32 s60, 0x42600000
	s_mov_b32 s62, 0x42680000
	s_mov_b32 s64, 0x42700000
	s_mov_b32 s66, 0x42780000
	s_mov_b32 s68, 0x42800000
	s_mov_b32 s70, 0x42840000
	s_mov_b32 s72, 0x42880000
	s_mov_b32 s74, 0x428c0000
	s_mov_b32 s76, 0x42900000
	s_mov_b32 s78, 0x42940000
	s_mov_b32 s80, 0x42980000
	s_mov_b32 s82, 0x429c0000
	s_mov_b32 s84, 0x42a00000
	s_mov_b32 s86, 0x42a40000
	s_mov_b32 s88, 0x42a80000
	s_mov_b32 s90, 0x42ac0000
	s_mov_b32 s92, 0x42b00000
	s_mov_b32 s94, 0x42b40000
	s_mov_b32 s4, 0x42b80000
	s_mov_b32 s6, 0x42bc0000
	s_mov_b32 s8, 0x42c00000
	s_mov_b32 s10, 0x42c40000
	s_mov_b32 s12, 0x42c80000
	v_accvgpr_write_b32 a3, v81
	v_accvgpr_write_b32 a1, v75
	s_mov_b32 s17, 0x41500000
	s_mov_b32 s19, 0x41700000
	s_mov_b32 s21, 0x41880000
	s_mov_b32 s23, 0x41980000
	s_mov_b32 s25, 0x41a80000
	s_mov_b32 s27, 0x41b80000
	s_mov_b32 s29, 0x41c80000
	s_mov_b32 s31, 0x41d80000
	s_mov_b32 s35, 0x41e80000
	s_mov_b32 s37, 0x41f80000
	s_mov_b32 s39, 0x42040000
	s_mov_b32 s41, 0x420c0000
	s_mov_b32 s43, 0x42140000
	s_mov_b32 s45, 0x421c0000
	s_mov_b32 s47, 0x42240000
	s_mov_b32 s49, 0x422c0000
	s_mov_b32 s51, 0x42340000
	s_mov_b32 s53, 0x423c0000
	s_mov_b32 s55, 0x42440000
	s_mov_b32 s57, 0x424c0000
	s_mov_b32 s59, 0x42540000
	s_mov_b32 s61, 0x425c0000
	s_mov_b32 s63, 0x42640000
	s_mov_b32 s65, 0x426c0000
	s_mov_b32 s67, 0x42740000
	s_mov_b32 s69, 0x427c0000
	s_mov_b32 s71, 0x42820000
	s_mov_b32 s73, 0x42860000
	s_mov_b32 s75, 0x428a0000
	s_mov_b32 s77, 0x428e0000
	s_mov_b32 s79, 0x42920000
	s_mov_b32 s81, 0x42960000
	s_mov_b32 s83, 0x429a0000
	s_mov_b32 s85, 0x429e0000
	s_mov_b32 s87, 0x42a20000
	s_mov_b32 s89, 0x42a60000
	s_mov_b32 s91, 0x42aa0000
	s_mov_b32 s93, 0x42ae0000
	s_mov_b32 s95, 0x42b20000
	s_mov_b32 s5, 0x42b60000
	s_mov_b32 s7, 0x42ba0000
	s_mov_b32 s9, 0x42be0000
	s_mov_b32 s11, 0x42c20000
	s_mov_b32 s13, 0x42c60000
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[70:71], 2, v[76:77]
	v_add_co_u32_e32 v70, vcc, s2, v70
	v_mov_b32_e32 v80, s3
	v_add_u32_e32 v160, 64, v76
	v_mov_b32_e32 v161, v77
	v_addc_co_u32_e32 v71, vcc, v80, v71, vcc
	v_lshlrev_b64 v[160:161], 2, v[160:161]
	v_add_co_u32_e32 v160, vcc, s2, v160
	v_add_u32_e32 v74, 0x80, v76
	v_mov_b32_e32 v75, v77
	v_addc_co_u32_e32 v161, vcc, v80, v161, vcc
	v_lshlrev_b64 v[74:75], 2, v[74:75]
	v_add_co_u32_e32 v74, vcc, s2, v74
	global_load_dword v70, v[70:71], off
	v_addc_co_u32_e32 v75, vcc, v80, v75, vcc
	global_load_dword v160, v[160:161], off
	s_mov_b32 s14, 2.0
	global_load_dword v74, v[74:75], off
	s_mov_b32 s15, 1.0
	s_add_i32 s33, s33, -1
	v_add_u32_e32 v76, 0x1000, v76
	s_cmp_eq_u32 s33, 0
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[0:1], v[0:1], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[6:7], v[6:7], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[0:1], v[74:75], s[14:15] op_sel_hi:[1,0,1]
	s_mov_b32 s14, 4.0
	s_mov_b32 s15, 0x40400000
	v_pk_fma_f32 v[6:7], v[6:7], v[74:75], s[14:15] op_sel_hi:[1,0,1]
	s_mov_b32 s14, 0x40c00000
	v_pk_fma_f32 v[12:13], v[12:13], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	s_mov_b32 s15, 0x40a00000
	v_pk_fma_f32 v[12:13], v[12:13], v[74:75], s[14:15] op_sel_hi:[1,0,1]
	s_mov_b32 s14, 0x41000000
	v_pk_fma_f32 v[18:19], v[18:19], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	s_mov_b32 s15, 0x40e00000
	v_pk_fma_f32 v[18:19], v[18:19], v[74:75], s[14:15] op_sel_hi:[1,0,1]
	s_mov_b32 s14, 0x41200000
	v_pk_fma_f32 v[24:25], v[24:25], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	s_mov_b32 s15, 0x41100000
	v_pk_fma_f32 v[24:25], v[24:25], v[74:75], s[14:15] op_sel_hi:[1,0,1]
	s_mov_b32 s14, 0x41400000
	v_pk_fma_f32 v[30:31], v[30:31], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	s_mov_b32 s15, 0x41300000
	v_pk_fma_f32 v[36:37], v[36:37], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[42:43], v[42:43], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[48:49], v[48:49], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[54:55], v[54:55], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[60:61], v[60:61], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], v[66:67], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[72:73], v[72:73], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[78:79], v[78:79], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[84:85], v[84:85], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[90:91], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[96:97], v[96:97], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[108:109], v[108:109], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[120:121], v[120:121], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[126:127], v[126:127], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[132:133], v[132:133], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[138:139], v[138:139], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[144:145], v[144:145], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[150:151], v[150:151], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[156:157], v[156:157], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[164:165], v[164:165], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[170:171], v[170:171], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[176:177], v[176:177], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[182:183], v[182:183], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[188:189], v[188:189], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[194:195], v[194:195], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[200:201], v[200:201], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[206:207], v[206:207], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[212:213], v[212:213], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[218:219], v[218:219], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[224:225], v[224:225], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[230:231], v[230:231], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[236:237], v[236:237], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[244:245], v[244:245], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[250:251], v[250:251], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[2:3], v[2:3], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[20:21], v[20:21], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[28:29], v[28:29], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[38:39], v[38:39], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[46:47], v[46:47], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[56:57], v[56:57], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], v[64:65], v[70:71], v[160:161] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[30:31], v[30:31], v[74:75], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[36:37], v[36:37], v[74:75], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[74:75], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[74:75], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[54:55], v[74:75], s[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[60:61], v[74:75], s[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[66:67], v[74:75], s[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[72:73], v[74:75], s[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[78:79], v[74:75], s[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[84:85], v[74:75], s[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[90:91], v[74:75], s[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[74:75], s[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[74:75], s[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[108:109], v[74:75], s[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[74:75], s[44:45] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[120:121], v[74:75], s[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[126:127], v[74:75], s[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[132:133], v[74:75], s[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[138:139], v[74:75], s[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[144:145], v[74:75], s[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[150:151], v[150:151], v[74:75], s[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[156:157], v[74:75], s[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[164:165], v[74:75], s[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[170:171], v[74:75], s[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[176:177], v[74:75], s[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[182:183], v[74:75], s[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[188:189], v[74:75], s[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[194:195], v[74:75], s[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[200:201], v[200:201], v[74:75], s[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[206:207], v[74:75], s[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[212:213], v[212:213], v[74:75], s[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[218:219], v[218:219], v[74:75], s[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[224:225], v[74:75], s[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[230:231], v[74:75], s[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[236:237], v[74:75], s[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[244:245], v[74:75], s[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[250:251], v[74:75], s[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[2:3], v[74:75], s[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[74:75], s[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[20:21], v[74:75], s[94:95] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[28:29], v[74:75], s[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[38:39], v[38:39], v[74:75], s[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[74:75], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[56:57], v[74:75], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[64:65], v[74:75], s[12:13] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB0_2
; %bb.3:
	v_accvgpr_read_b32 v75, a1
	v_accvgpr_read_b32 v81, a3
	v_accvgpr_read_b32 v74, a0
	v_accvgpr_read_b32 v80, a2
.LBB0_4:
	v_mov_b32_e32 v71, s1
	v_add_co_u32_e32 v70, vcc, s0, v74
	v_addc_co_u32_e32 v71, vcc, v71, v75, vcc
	v_mov_b32_e32 v74, s1
	v_add_co_u32_e32 v160, vcc, s0, v80
	v_addc_co_u32_e32 v161, vcc, v74, v81, vcc
	s_waitcnt vmcnt(62)
	global_store_dword v[70:71], v1, off
	global_store_dword v[160:161], v0, off
	v_accvgpr_read_b32 v71, a5
	v_accvgpr_read_b32 v70, a4
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v70
	v_accvgpr_read_b32 v75, a7
	v_addc_co_u32_e32 v1, vcc, v1, v71, vcc
	v_accvgpr_read_b32 v74, a6
	v_mov_b32_e32 v71, s1
	v_add_co_u32_e32 v70, vcc, s0, v74
	v_addc_co_u32_e32 v71, vcc, v71, v75, vcc
	global_store_dword v[0:1], v7, off
	global_store_dword v[70:71], v6, off
	v_accvgpr_read_b32 v6, a8
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a9
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_accvgpr_read_b32 v71, a11
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v70, a10
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v6, vcc, s0, v70
	v_addc_co_u32_e32 v7, vcc, v7, v71, vcc
	global_store_dword v[0:1], v13, off
	global_store_dword v[6:7], v12, off
	v_accvgpr_read_b32 v6, a12
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a13
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v12, a14
	v_mov_b32_e32 v7, s1
	v_accvgpr_read_b32 v13, a15
	v_add_co_u32_e32 v6, vcc, s0, v12
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v19, off
	global_store_dword v[6:7], v18, off
	v_accvgpr_read_b32 v6, a16
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a17
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v12, a18
	v_mov_b32_e32 v7, s1
	v_accvgpr_read_b32 v13, a19
	v_add_co_u32_e32 v6, vcc, s0, v12
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v25, off
	global_store_dword v[6:7], v24, off
	v_accvgpr_read_b32 v6, a20
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a21
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v12, a22
	v_mov_b32_e32 v7, s1
	v_accvgpr_read_b32 v13, a23
	v_add_co_u32_e32 v6, vcc, s0, v12
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v31, off
	global_store_dword v[6:7], v30, off
	v_accvgpr_read_b32 v6, a24
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a25
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v12, a26
	v_mov_b32_e32 v7, s1
	v_accvgpr_read_b32 v13, a27
	v_add_co_u32_e32 v6, vcc, s0, v12
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v37, off
	global_store_dword v[6:7], v36, off
	v_accvgpr_read_b32 v6, a28
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a29
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v12, a30
	v_mov_b32_e32 v7, s1
	v_accvgpr_read_b32 v13, a31
	v_add_co_u32_e32 v6, vcc, s0, v12
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v43, off
	global_store_dword v[6:7], v42, off
	v_accvgpr_read_b32 v6, a32
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a33
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v12, a34
	v_mov_b32_e32 v7, s1
	v_accvgpr_read_b32 v13, a35
	v_add_co_u32_e32 v6, vcc, s0, v12
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v49, off
	global_store_dword v[6:7], v48, off
	v_accvgpr_read_b32 v6, a36
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a37
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v6, a38
	global_store_dword v[0:1], v55, off
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a39
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v6, a40
	global_store_dword v[0:1], v54, off
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a41
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v6, a42
	global_store_dword v[0:1], v61, off
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a43
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v6, a44
	global_store_dword v[0:1], v60, off
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a45
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v6, a46
	global_store_dword v[0:1], v67, off
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a47
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v6, a48
	global_store_dword v[0:1], v66, off
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a49
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v6, a50
	global_store_dword v[0:1], v73, off
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a51
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_accvgpr_read_b32 v6, a52
	global_store_dword v[0:1], v72, off
	v_mov_b32_e32 v1, s1
	v_accvgpr_read_b32 v7, a53
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	global_store_dword v[0:1], v79, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v82
	v_addc_co_u32_e32 v1, vcc, v1, v83, vcc
	global_store_dword v[0:1], v78, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v86
	v_addc_co_u32_e32 v1, vcc, v1, v87, vcc
	global_store_dword v[0:1], v85, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v88
	v_addc_co_u32_e32 v1, vcc, v1, v89, vcc
	global_store_dword v[0:1], v84, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v92
	v_addc_co_u32_e32 v1, vcc, v1, v93, vcc
	global_store_dword v[0:1], v91, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v94
	v_addc_co_u32_e32 v1, vcc, v1, v95, vcc
	global_store_dword v[0:1], v90, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v98
	v_addc_co_u32_e32 v1, vcc, v1, v99, vcc
	global_store_dword v[0:1], v97, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v100
	v_addc_co_u32_e32 v1, vcc, v1, v101, vcc
	global_store_dword v[0:1], v96, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v104
	v_addc_co_u32_e32 v1, vcc, v1, v105, vcc
	global_store_dword v[0:1], v103, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v106
	v_addc_co_u32_e32 v1, vcc, v1, v107, vcc
	global_store_dword v[0:1], v102, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v110
	v_addc_co_u32_e32 v1, vcc, v1, v111, vcc
	global_store_dword v[0:1], v109, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v112
	v_addc_co_u32_e32 v1, vcc, v1, v113, vcc
	global_store_dword v[0:1], v108, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v116
	v_addc_co_u32_e32 v1, vcc, v1, v117, vcc
	s_waitcnt vmcnt(62)
	global_store_dword v[0:1], v115, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v118
	v_addc_co_u32_e32 v1, vcc, v1, v119, vcc
	global_store_dword v[0:1], v114, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v122
	v_addc_co_u32_e32 v1, vcc, v1, v123, vcc
	global_store_dword v[0:1], v121, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v124
	v_addc_co_u32_e32 v1, vcc, v1, v125, vcc
	global_store_dword v[0:1], v120, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v128
	v_addc_co_u32_e32 v1, vcc, v1, v129, vcc
	global_store_dword v[0:1], v127, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v130
	v_addc_co_u32_e32 v1, vcc, v1, v131, vcc
	global_store_dword v[0:1], v126, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v134
	v_addc_co_u32_e32 v1, vcc, v1, v135, vcc
	global_store_dword v[0:1], v133, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v136
	v_addc_co_u32_e32 v1, vcc, v1, v137, vcc
	global_store_dword v[0:1], v132, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v140
	v_addc_co_u32_e32 v1, vcc, v1, v141, vcc
	global_store_dword v[0:1], v139, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v142
	v_addc_co_u32_e32 v1, vcc, v1, v143, vcc
	global_store_dword v[0:1], v138, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v146
	v_addc_co_u32_e32 v1, vcc, v1, v147, vcc
	global_store_dword v[0:1], v145, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v148
	v_addc_co_u32_e32 v1, vcc, v1, v149, vcc
	global_store_dword v[0:1], v144, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v152
	v_addc_co_u32_e32 v1, vcc, v1, v153, vcc
	global_store_dword v[0:1], v151, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v154
	v_addc_co_u32_e32 v1, vcc, v1, v155, vcc
	global_store_dword v[0:1], v150, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v158
	v_addc_co_u32_e32 v1, vcc, v1, v159, vcc
	global_store_dword v[0:1], v157, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v162
	v_addc_co_u32_e32 v1, vcc, v1, v163, vcc
	global_store_dword v[0:1], v156, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v166
	v_addc_co_u32_e32 v1, vcc, v1, v167, vcc
	global_store_dword v[0:1], v165, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v168
	v_addc_co_u32_e32 v1, vcc, v1, v169, vcc
	global_store_dword v[0:1], v164, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v172
	v_addc_co_u32_e32 v1, vcc, v1, v173, vcc
	global_store_dword v[0:1], v171, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v174
	v_addc_co_u32_e32 v1, vcc, v1, v175, vcc
	global_store_dword v[0:1], v170, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v178
	v_addc_co_u32_e32 v1, vcc, v1, v179, vcc
	global_store_dword v[0:1], v177, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v180
	v_addc_co_u32_e32 v1, vcc, v1, v181, vcc
	global_store_dword v[0:1], v176, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v184
	v_addc_co_u32_e32 v1, vcc, v1, v185, vcc
	global_store_dword v[0:1], v183, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v186
	v_addc_co_u32_e32 v1, vcc, v1, v187, vcc
	global_store_dword v[0:1], v182, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v190
	v_addc_co_u32_e32 v1, vcc, v1, v191, vcc
	global_store_dword v[0:1], v189, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v192
	v_addc_co_u32_e32 v1, vcc, v1, v193, vcc
	global_store_dword v[0:1], v188, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v196
	v_addc_co_u32_e32 v1, vcc, v1, v197, vcc
	global_store_dword v[0:1], v195, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v198
	v_addc_co_u32_e32 v1, vcc, v1, v199, vcc
	global_store_dword v[0:1], v194, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v202
	v_addc_co_u32_e32 v1, vcc, v1, v203, vcc
	global_store_dword v[0:1], v201, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v204
	v_addc_co_u32_e32 v1, vcc, v1, v205, vcc
	global_store_dword v[0:1], v200, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v208
	v_addc_co_u32_e32 v1, vcc, v1, v209, vcc
	global_store_dword v[0:1], v207, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v210
	v_addc_co_u32_e32 v1, vcc, v1, v211, vcc
	global_store_dword v[0:1], v206, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v214
	v_addc_co_u32_e32 v1, vcc, v1, v215, vcc
	global_store_dword v[0:1], v213, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v216
	v_addc_co_u32_e32 v1, vcc, v1, v217, vcc
	global_store_dword v[0:1], v212, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v220
	v_addc_co_u32_e32 v1, vcc, v1, v221, vcc
	global_store_dword v[0:1], v219, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v222
	v_addc_co_u32_e32 v1, vcc, v1, v223, vcc
	global_store_dword v[0:1], v218, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v226
	v_addc_co_u32_e32 v1, vcc, v1, v227, vcc
	global_store_dword v[0:1], v225, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v228
	v_addc_co_u32_e32 v1, vcc, v1, v229, vcc
	global_store_dword v[0:1], v224, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v232
	v_addc_co_u32_e32 v1, vcc, v1, v233, vcc
	s_waitcnt vmcnt(62)
	global_store_dword v[0:1], v231, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v234
	v_addc_co_u32_e32 v1, vcc, v1, v235, vcc
	global_store_dword v[0:1], v230, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v238
	v_addc_co_u32_e32 v1, vcc, v1, v239, vcc
	global_store_dword v[0:1], v237, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v240
	v_addc_co_u32_e32 v1, vcc, v1, v241, vcc
	global_store_dword v[0:1], v236, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v242
	v_addc_co_u32_e32 v1, vcc, v1, v243, vcc
	global_store_dword v[0:1], v245, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v246
	v_addc_co_u32_e32 v1, vcc, v1, v247, vcc
	global_store_dword v[0:1], v244, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v248
	v_addc_co_u32_e32 v1, vcc, v1, v249, vcc
	global_store_dword v[0:1], v251, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v252
	v_addc_co_u32_e32 v1, vcc, v1, v253, vcc
	global_store_dword v[0:1], v250, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v254
	v_addc_co_u32_e32 v1, vcc, v1, v255, vcc
	global_store_dword v[0:1], v3, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_store_dword v[0:1], v2, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	global_store_dword v[0:1], v11, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v14
	v_addc_co_u32_e32 v1, vcc, v1, v15, vcc
	global_store_dword v[0:1], v10, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v16
	v_addc_co_u32_e32 v1, vcc, v1, v17, vcc
	global_store_dword v[0:1], v21, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v22
	v_addc_co_u32_e32 v1, vcc, v1, v23, vcc
	global_store_dword v[0:1], v20, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v26
	v_addc_co_u32_e32 v1, vcc, v1, v27, vcc
	global_store_dword v[0:1], v29, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v32
	v_addc_co_u32_e32 v1, vcc, v1, v33, vcc
	global_store_dword v[0:1], v28, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v34
	v_addc_co_u32_e32 v1, vcc, v1, v35, vcc
	global_store_dword v[0:1], v39, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v40
	v_addc_co_u32_e32 v1, vcc, v1, v41, vcc
	global_store_dword v[0:1], v38, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v44
	v_addc_co_u32_e32 v1, vcc, v1, v45, vcc
	global_store_dword v[0:1], v47, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v50
	v_addc_co_u32_e32 v1, vcc, v1, v51, vcc
	global_store_dword v[0:1], v46, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v52
	v_addc_co_u32_e32 v1, vcc, v1, v53, vcc
	global_store_dword v[0:1], v57, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v58
	v_addc_co_u32_e32 v1, vcc, v1, v59, vcc
	global_store_dword v[0:1], v56, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v62
	v_addc_co_u32_e32 v1, vcc, v1, v63, vcc
	global_store_dword v[0:1], v65, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v68
	v_addc_co_u32_e32 v1, vcc, v1, v69, vcc
	global_store_dword v[0:1], v64, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel agpr_spill
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
		.amdhsa_next_free_vgpr 310
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 256
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
	.size	agpr_spill, .Lfunc_end0-agpr_spill
                                        ; -- End function
	.set agpr_spill.num_vgpr, 256
	.set agpr_spill.num_agpr, 54
	.set agpr_spill.numbered_sgpr, 96
	.set agpr_spill.num_named_barrier, 0
	.set agpr_spill.private_seg_size, 0
	.set agpr_spill.uses_vcc, 1
	.set agpr_spill.uses_flat_scratch, 0
	.set agpr_spill.has_dyn_sized_stack, 0
	.set agpr_spill.has_recursion, 0
	.set agpr_spill.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8616
; TotalNumSgprs: 100
; NumVgprs: 256
; NumAgprs: 54
; TotalNumVgprs: 310
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 38
; NumSGPRsForWavesPerEU: 100
; NumVGPRsForWavesPerEU: 310
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_agpr_spill ; -- Begin function __clang_ocl_kern_imp_agpr_spill
	.globl	__clang_ocl_kern_imp_agpr_spill
	.p2align	2
	.type	__clang_ocl_kern_imp_agpr_spill,@function
__clang_ocl_kern_imp_agpr_spill:        ; @__clang_ocl_kern_imp_agpr_spill
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[4:5], -1
	buffer_store_dword v255, off, s[0:3], s32 offset:552 ; 4-byte Folded Spill
	buffer_store_dword v254, off, s[0:3], s32 offset:556 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	v_and_b32_e32 v5, 0x3ff, v31
	v_lshl_or_b32 v150, s12, 6, v5
	v_mov_b32_e32 v151, 0
	v_lshlrev_b64 v[148:149], 2, v[150:151]
	v_add_co_u32_e32 v6, vcc, v2, v148
	v_add_u32_e32 v8, 64, v150
	v_mov_b32_e32 v9, v151
	v_addc_co_u32_e32 v7, vcc, v3, v149, vcc
	v_lshlrev_b64 v[246:247], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v246
	buffer_store_dword v40, off, s[0:3], s32 offset:548 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s32 offset:544 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s32 offset:540 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s32 offset:536 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s32 offset:532 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s32 offset:528 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s32 offset:524 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s32 offset:520 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s32 offset:516 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s32 offset:512 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s32 offset:508 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s32 offset:504 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s32 offset:500 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s32 offset:496 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s32 offset:492 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s32 offset:488 ; 4-byte Folded Spill
	buffer_store_dword v72, off, s[0:3], s32 offset:484 ; 4-byte Folded Spill
	buffer_store_dword v73, off, s[0:3], s32 offset:480 ; 4-byte Folded Spill
	buffer_store_dword v74, off, s[0:3], s32 offset:476 ; 4-byte Folded Spill
	buffer_store_dword v75, off, s[0:3], s32 offset:472 ; 4-byte Folded Spill
	buffer_store_dword v76, off, s[0:3], s32 offset:468 ; 4-byte Folded Spill
	buffer_store_dword v77, off, s[0:3], s32 offset:464 ; 4-byte Folded Spill
	buffer_store_dword v78, off, s[0:3], s32 offset:460 ; 4-byte Folded Spill
	buffer_store_dword v79, off, s[0:3], s32 offset:456 ; 4-byte Folded Spill
	buffer_store_dword v88, off, s[0:3], s32 offset:452 ; 4-byte Folded Spill
	buffer_store_dword v89, off, s[0:3], s32 offset:448 ; 4-byte Folded Spill
	buffer_store_dword v90, off, s[0:3], s32 offset:444 ; 4-byte Folded Spill
	buffer_store_dword v91, off, s[0:3], s32 offset:440 ; 4-byte Folded Spill
	buffer_store_dword v92, off, s[0:3], s32 offset:436 ; 4-byte Folded Spill
	buffer_store_dword v93, off, s[0:3], s32 offset:432 ; 4-byte Folded Spill
	buffer_store_dword v94, off, s[0:3], s32 offset:428 ; 4-byte Folded Spill
	buffer_store_dword v95, off, s[0:3], s32 offset:424 ; 4-byte Folded Spill
	buffer_store_dword v104, off, s[0:3], s32 offset:420 ; 4-byte Folded Spill
	buffer_store_dword v105, off, s[0:3], s32 offset:416 ; 4-byte Folded Spill
	buffer_store_dword v106, off, s[0:3], s32 offset:412 ; 4-byte Folded Spill
	buffer_store_dword v107, off, s[0:3], s32 offset:408 ; 4-byte Folded Spill
	buffer_store_dword v108, off, s[0:3], s32 offset:404 ; 4-byte Folded Spill
	buffer_store_dword v109, off, s[0:3], s32 offset:400 ; 4-byte Folded Spill
	buffer_store_dword v110, off, s[0:3], s32 offset:396 ; 4-byte Folded Spill
	buffer_store_dword v111, off, s[0:3], s32 offset:392 ; 4-byte Folded Spill
	buffer_store_dword v120, off, s[0:3], s32 offset:388 ; 4-byte Folded Spill
	buffer_store_dword v121, off, s[0:3], s32 offset:384 ; 4-byte Folded Spill
	buffer_store_dword v122, off, s[0:3], s32 offset:380 ; 4-byte Folded Spill
	buffer_store_dword v123, off, s[0:3], s32 offset:376 ; 4-byte Folded Spill
	buffer_store_dword v124, off, s[0:3], s32 offset:372 ; 4-byte Folded Spill
	buffer_store_dword v125, off, s[0:3], s32 offset:368 ; 4-byte Folded Spill
	buffer_store_dword v126, off, s[0:3], s32 offset:364 ; 4-byte Folded Spill
	buffer_store_dword v127, off, s[0:3], s32 offset:360 ; 4-byte Folded Spill
	buffer_store_dword v136, off, s[0:3], s32 offset:356 ; 4-byte Folded Spill
	buffer_store_dword v137, off, s[0:3], s32 offset:352 ; 4-byte Folded Spill
	buffer_store_dword v138, off, s[0:3], s32 offset:348 ; 4-byte Folded Spill
	buffer_store_dword v139, off, s[0:3], s32 offset:344 ; 4-byte Folded Spill
	buffer_store_dword v140, off, s[0:3], s32 offset:340 ; 4-byte Folded Spill
	buffer_store_dword v141, off, s[0:3], s32 offset:336 ; 4-byte Folded Spill
	buffer_store_dword v142, off, s[0:3], s32 offset:332 ; 4-byte Folded Spill
	buffer_store_dword v143, off, s[0:3], s32 offset:328 ; 4-byte Folded Spill
	buffer_store_dword v152, off, s[0:3], s32 offset:324 ; 4-byte Folded Spill
	buffer_store_dword v153, off, s[0:3], s32 offset:320 ; 4-byte Folded Spill
	buffer_store_dword v154, off, s[0:3], s32 offset:316 ; 4-byte Folded Spill
	buffer_store_dword v155, off, s[0:3], s32 offset:312 ; 4-byte Folded Spill
	buffer_store_dword v156, off, s[0:3], s32 offset:308 ; 4-byte Folded Spill
	buffer_store_dword v157, off, s[0:3], s32 offset:304 ; 4-byte Folded Spill
	buffer_store_dword v158, off, s[0:3], s32 offset:300 ; 4-byte Folded Spill
	buffer_store_dword v159, off, s[0:3], s32 offset:296 ; 4-byte Folded Spill
	buffer_store_dword v168, off, s[0:3], s32 offset:292 ; 4-byte Folded Spill
	buffer_store_dword v169, off, s[0:3], s32 offset:288 ; 4-byte Folded Spill
	buffer_store_dword v170, off, s[0:3], s32 offset:284 ; 4-byte Folded Spill
	buffer_store_dword v171, off, s[0:3], s32 offset:280 ; 4-byte Folded Spill
	buffer_store_dword v172, off, s[0:3], s32 offset:276 ; 4-byte Folded Spill
	buffer_store_dword v173, off, s[0:3], s32 offset:272 ; 4-byte Folded Spill
	buffer_store_dword v174, off, s[0:3], s32 offset:268 ; 4-byte Folded Spill
	buffer_store_dword v175, off, s[0:3], s32 offset:264 ; 4-byte Folded Spill
	buffer_store_dword v184, off, s[0:3], s32 offset:260 ; 4-byte Folded Spill
	buffer_store_dword v185, off, s[0:3], s32 offset:256 ; 4-byte Folded Spill
	buffer_store_dword v186, off, s[0:3], s32 offset:252 ; 4-byte Folded Spill
	buffer_store_dword v187, off, s[0:3], s32 offset:248 ; 4-byte Folded Spill
	buffer_store_dword v188, off, s[0:3], s32 offset:244 ; 4-byte Folded Spill
	buffer_store_dword v189, off, s[0:3], s32 offset:240 ; 4-byte Folded Spill
	buffer_store_dword v190, off, s[0:3], s32 offset:236 ; 4-byte Folded Spill
	buffer_store_dword v191, off, s[0:3], s32 offset:232 ; 4-byte Folded Spill
	buffer_store_dword v200, off, s[0:3], s32 offset:228 ; 4-byte Folded Spill
	buffer_store_dword v201, off, s[0:3], s32 offset:224 ; 4-byte Folded Spill
	buffer_store_dword v202, off, s[0:3], s32 offset:220 ; 4-byte Folded Spill
	buffer_store_dword v203, off, s[0:3], s32 offset:216 ; 4-byte Folded Spill
	buffer_store_dword v204, off, s[0:3], s32 offset:212 ; 4-byte Folded Spill
	buffer_store_dword v205, off, s[0:3], s32 offset:208 ; 4-byte Folded Spill
	buffer_store_dword v206, off, s[0:3], s32 offset:204 ; 4-byte Folded Spill
	buffer_store_dword v207, off, s[0:3], s32 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v216, off, s[0:3], s32 offset:196 ; 4-byte Folded Spill
	buffer_store_dword v217, off, s[0:3], s32 offset:192 ; 4-byte Folded Spill
	buffer_store_dword v218, off, s[0:3], s32 offset:188 ; 4-byte Folded Spill
	buffer_store_dword v219, off, s[0:3], s32 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v220, off, s[0:3], s32 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v221, off, s[0:3], s32 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v222, off, s[0:3], s32 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v223, off, s[0:3], s32 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v232, off, s[0:3], s32 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v233, off, s[0:3], s32 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v234, off, s[0:3], s32 offset:156 ; 4-byte Folded Spill
	buffer_store_dword v235, off, s[0:3], s32 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v236, off, s[0:3], s32 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v237, off, s[0:3], s32 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v238, off, s[0:3], s32 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v239, off, s[0:3], s32 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v248, off, s[0:3], s32 offset:132 ; 4-byte Folded Spill
	buffer_store_dword v249, off, s[0:3], s32 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v250, off, s[0:3], s32 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v251, off, s[0:3], s32 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v252, off, s[0:3], s32 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v253, off, s[0:3], s32 offset:112 ; 4-byte Folded Spill
	buffer_store_dword a32, off, s[0:3], s32 offset:108 ; 4-byte Folded Spill
	buffer_store_dword a33, off, s[0:3], s32 offset:104 ; 4-byte Folded Spill
	buffer_store_dword a34, off, s[0:3], s32 offset:100 ; 4-byte Folded Spill
	buffer_store_dword a35, off, s[0:3], s32 offset:96 ; 4-byte Folded Spill
	buffer_store_dword a36, off, s[0:3], s32 offset:92 ; 4-byte Folded Spill
	buffer_store_dword a37, off, s[0:3], s32 offset:88 ; 4-byte Folded Spill
	buffer_store_dword a38, off, s[0:3], s32 offset:84 ; 4-byte Folded Spill
	buffer_store_dword a39, off, s[0:3], s32 offset:80 ; 4-byte Folded Spill
	buffer_store_dword a40, off, s[0:3], s32 offset:76 ; 4-byte Folded Spill
	buffer_store_dword a41, off, s[0:3], s32 offset:72 ; 4-byte Folded Spill
	buffer_store_dword a42, off, s[0:3], s32 offset:68 ; 4-byte Folded Spill
	buffer_store_dword a43, off, s[0:3], s32 offset:64 ; 4-byte Folded Spill
	buffer_store_dword a44, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	buffer_store_dword a45, off, s[0:3], s32 offset:56 ; 4-byte Folded Spill
	buffer_store_dword a46, off, s[0:3], s32 offset:52 ; 4-byte Folded Spill
	buffer_store_dword a47, off, s[0:3], s32 offset:48 ; 4-byte Folded Spill
	buffer_store_dword a48, off, s[0:3], s32 offset:44 ; 4-byte Folded Spill
	buffer_store_dword a49, off, s[0:3], s32 offset:40 ; 4-byte Folded Spill
	buffer_store_dword a50, off, s[0:3], s32 offset:36 ; 4-byte Folded Spill
	buffer_store_dword a51, off, s[0:3], s32 offset:32 ; 4-byte Folded Spill
	buffer_store_dword a52, off, s[0:3], s32 offset:28 ; 4-byte Folded Spill
	buffer_store_dword a53, off, s[0:3], s32 offset:24 ; 4-byte Folded Spill
	buffer_store_dword a54, off, s[0:3], s32 offset:20 ; 4-byte Folded Spill
	buffer_store_dword a55, off, s[0:3], s32 offset:16 ; 4-byte Folded Spill
	buffer_store_dword a56, off, s[0:3], s32 offset:12 ; 4-byte Folded Spill
	buffer_store_dword a57, off, s[0:3], s32 offset:8 ; 4-byte Folded Spill
	buffer_store_dword a58, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	buffer_store_dword a59, off, s[0:3], s32 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v9, vcc, v3, v247, vcc
	global_load_dword v7, v[6:7], off
	v_add_u32_e32 v14, 0x14c0, v150
	global_load_dword v6, v[8:9], off
	v_add_u32_e32 v8, 0x80, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a4, v10
	global_load_dword v13, v[8:9], off
	v_add_u32_e32 v8, 0xc0, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a5, v11
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a6, v10
	global_load_dword v12, v[8:9], off
	v_add_u32_e32 v8, 0x100, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a7, v11
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a8, v10
	global_load_dword v19, v[8:9], off
	v_add_u32_e32 v8, 0x140, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a9, v11
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a10, v10
	global_load_dword v18, v[8:9], off
	v_add_u32_e32 v8, 0x180, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a11, v11
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a13, v11
	global_load_dword v25, v[8:9], off
	v_add_u32_e32 v8, 0x1c0, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a12, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a15, v11
	global_load_dword v24, v[8:9], off
	v_add_u32_e32 v8, 0x200, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a14, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a17, v11
	global_load_dword v31, v[8:9], off
	v_add_u32_e32 v8, 0x240, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a16, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a19, v11
	global_load_dword v30, v[8:9], off
	v_add_u32_e32 v8, 0x280, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a18, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a21, v11
	global_load_dword v37, v[8:9], off
	v_add_u32_e32 v8, 0x2c0, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a20, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a23, v11
	global_load_dword v36, v[8:9], off
	v_add_u32_e32 v8, 0x300, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a22, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a25, v11
	global_load_dword v51, v[8:9], off
	v_add_u32_e32 v8, 0x340, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a24, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a27, v11
	global_load_dword v50, v[8:9], off
	v_add_u32_e32 v8, 0x380, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a26, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a29, v11
	global_load_dword v65, v[8:9], off
	v_add_u32_e32 v8, 0x3c0, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a28, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a31, v11
	global_load_dword v64, v[8:9], off
	v_add_u32_e32 v8, 0x400, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a30, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a33, v11
	global_load_dword v71, v[8:9], off
	v_add_u32_e32 v8, 0x440, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a32, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a35, v11
	global_load_dword v70, v[8:9], off
	v_add_u32_e32 v8, 0x480, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a34, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a37, v11
	global_load_dword v85, v[8:9], off
	v_add_u32_e32 v8, 0x4c0, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a36, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a39, v11
	global_load_dword v84, v[8:9], off
	v_add_u32_e32 v8, 0x500, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a38, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a41, v11
	global_load_dword v99, v[8:9], off
	v_add_u32_e32 v8, 0x540, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a40, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a43, v11
	global_load_dword v98, v[8:9], off
	v_add_u32_e32 v8, 0x580, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a42, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a45, v11
	global_load_dword v113, v[8:9], off
	v_add_u32_e32 v8, 0x5c0, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a44, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a47, v11
	global_load_dword v112, v[8:9], off
	v_add_u32_e32 v8, 0x600, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a46, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a49, v11
	global_load_dword v119, v[8:9], off
	v_add_u32_e32 v8, 0x640, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a48, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a51, v11
	global_load_dword v118, v[8:9], off
	v_add_u32_e32 v8, 0x680, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a50, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a53, v11
	global_load_dword v133, v[8:9], off
	v_add_u32_e32 v8, 0x6c0, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a52, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a55, v11
	global_load_dword v132, v[8:9], off
	v_add_u32_e32 v8, 0x700, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a54, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_accvgpr_write_b32 a57, v11
	global_load_dword v147, v[8:9], off
	v_add_u32_e32 v8, 0x740, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a56, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	global_load_dword v146, v[8:9], off
	v_add_u32_e32 v8, 0x780, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[162:163], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v162
	v_addc_co_u32_e32 v9, vcc, v3, v163, vcc
	global_load_dword v161, v[8:9], off
	v_add_u32_e32 v8, 0x7c0, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[164:165], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v164
	v_addc_co_u32_e32 v9, vcc, v3, v165, vcc
	global_load_dword v160, v[8:9], off
	v_add_u32_e32 v8, 0x800, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[176:177], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v176
	v_addc_co_u32_e32 v9, vcc, v3, v177, vcc
	global_load_dword v167, v[8:9], off
	v_add_u32_e32 v8, 0x840, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[178:179], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v178
	v_addc_co_u32_e32 v9, vcc, v3, v179, vcc
	global_load_dword v166, v[8:9], off
	v_add_u32_e32 v8, 0x880, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[182:183], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v182
	v_addc_co_u32_e32 v9, vcc, v3, v183, vcc
	global_load_dword v181, v[8:9], off
	v_add_u32_e32 v8, 0x8c0, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[192:193], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v192
	v_addc_co_u32_e32 v9, vcc, v3, v193, vcc
	global_load_dword v180, v[8:9], off
	v_add_u32_e32 v8, 0x900, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[196:197], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v196
	v_addc_co_u32_e32 v9, vcc, v3, v197, vcc
	global_load_dword v195, v[8:9], off
	v_add_u32_e32 v8, 0x940, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[198:199], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v198
	v_addc_co_u32_e32 v9, vcc, v3, v199, vcc
	global_load_dword v194, v[8:9], off
	v_add_u32_e32 v8, 0x980, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[210:211], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v210
	v_addc_co_u32_e32 v9, vcc, v3, v211, vcc
	global_load_dword v209, v[8:9], off
	v_add_u32_e32 v8, 0x9c0, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[212:213], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v212
	v_addc_co_u32_e32 v9, vcc, v3, v213, vcc
	global_load_dword v208, v[8:9], off
	v_add_u32_e32 v8, 0xa00, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[224:225], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v224
	v_addc_co_u32_e32 v9, vcc, v3, v225, vcc
	global_load_dword v215, v[8:9], off
	v_add_u32_e32 v8, 0xa40, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[226:227], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v226
	v_addc_co_u32_e32 v9, vcc, v3, v227, vcc
	global_load_dword v214, v[8:9], off
	v_add_u32_e32 v8, 0xa80, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[230:231], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v230
	v_addc_co_u32_e32 v9, vcc, v3, v231, vcc
	global_load_dword v229, v[8:9], off
	v_add_u32_e32 v8, 0xac0, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[240:241], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v240
	v_addc_co_u32_e32 v9, vcc, v3, v241, vcc
	global_load_dword v228, v[8:9], off
	v_add_u32_e32 v8, 0xb00, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[244:245], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v244
	v_addc_co_u32_e32 v9, vcc, v3, v245, vcc
	global_load_dword v243, v[8:9], off
	v_add_u32_e32 v8, 0xb40, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[40:41], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v40
	v_addc_co_u32_e32 v9, vcc, v3, v41, vcc
	global_load_dword v242, v[8:9], off
	v_add_u32_e32 v8, 0xb80, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[44:45], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v44
	v_addc_co_u32_e32 v9, vcc, v3, v45, vcc
	global_load_dword v43, v[8:9], off
	v_add_u32_e32 v8, 0xbc0, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[46:47], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v46
	v_addc_co_u32_e32 v9, vcc, v3, v47, vcc
	global_load_dword v42, v[8:9], off
	v_add_u32_e32 v8, 0xc00, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[58:59], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v58
	v_addc_co_u32_e32 v9, vcc, v3, v59, vcc
	global_load_dword v57, v[8:9], off
	v_add_u32_e32 v8, 0xc40, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[60:61], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v60
	v_addc_co_u32_e32 v9, vcc, v3, v61, vcc
	global_load_dword v56, v[8:9], off
	v_add_u32_e32 v8, 0xc80, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[72:73], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v72
	v_addc_co_u32_e32 v9, vcc, v3, v73, vcc
	global_load_dword v63, v[8:9], off
	v_add_u32_e32 v8, 0xcc0, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[74:75], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v74
	v_addc_co_u32_e32 v9, vcc, v3, v75, vcc
	global_load_dword v62, v[8:9], off
	v_add_u32_e32 v8, 0xd00, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[78:79], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v78
	v_addc_co_u32_e32 v9, vcc, v3, v79, vcc
	global_load_dword v77, v[8:9], off
	v_add_u32_e32 v8, 0xd40, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[88:89], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v88
	v_addc_co_u32_e32 v9, vcc, v3, v89, vcc
	global_load_dword v76, v[8:9], off
	v_add_u32_e32 v8, 0xd80, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[92:93], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v92
	v_addc_co_u32_e32 v9, vcc, v3, v93, vcc
	global_load_dword v91, v[8:9], off
	v_add_u32_e32 v8, 0xdc0, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[94:95], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v94
	v_addc_co_u32_e32 v9, vcc, v3, v95, vcc
	global_load_dword v90, v[8:9], off
	v_add_u32_e32 v8, 0xe00, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[106:107], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v106
	v_addc_co_u32_e32 v9, vcc, v3, v107, vcc
	global_load_dword v105, v[8:9], off
	v_add_u32_e32 v8, 0xe40, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[108:109], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v108
	v_addc_co_u32_e32 v9, vcc, v3, v109, vcc
	global_load_dword v104, v[8:9], off
	v_add_u32_e32 v8, 0xe80, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[120:121], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v120
	v_addc_co_u32_e32 v9, vcc, v3, v121, vcc
	global_load_dword v111, v[8:9], off
	v_add_u32_e32 v8, 0xec0, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[122:123], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v122
	v_addc_co_u32_e32 v9, vcc, v3, v123, vcc
	global_load_dword v110, v[8:9], off
	v_add_u32_e32 v8, 0xf00, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[126:127], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v126
	v_addc_co_u32_e32 v9, vcc, v3, v127, vcc
	global_load_dword v125, v[8:9], off
	v_add_u32_e32 v8, 0xf40, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[136:137], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v136
	v_addc_co_u32_e32 v9, vcc, v3, v137, vcc
	global_load_dword v124, v[8:9], off
	v_add_u32_e32 v8, 0xf80, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[140:141], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v140
	v_addc_co_u32_e32 v9, vcc, v3, v141, vcc
	global_load_dword v139, v[8:9], off
	v_add_u32_e32 v8, 0xfc0, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[142:143], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v142
	v_addc_co_u32_e32 v9, vcc, v3, v143, vcc
	global_load_dword v138, v[8:9], off
	v_add_u32_e32 v8, 0x1000, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[154:155], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v154
	v_addc_co_u32_e32 v9, vcc, v3, v155, vcc
	global_load_dword v153, v[8:9], off
	v_add_u32_e32 v8, 0x1040, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[156:157], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v156
	v_addc_co_u32_e32 v9, vcc, v3, v157, vcc
	global_load_dword v152, v[8:9], off
	v_add_u32_e32 v8, 0x1080, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[168:169], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v168
	v_addc_co_u32_e32 v9, vcc, v3, v169, vcc
	global_load_dword v159, v[8:9], off
	v_add_u32_e32 v8, 0x10c0, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[170:171], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v170
	v_addc_co_u32_e32 v9, vcc, v3, v171, vcc
	global_load_dword v158, v[8:9], off
	v_add_u32_e32 v8, 0x1100, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[174:175], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v174
	v_addc_co_u32_e32 v9, vcc, v3, v175, vcc
	global_load_dword v173, v[8:9], off
	v_add_u32_e32 v8, 0x1140, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[184:185], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v184
	v_addc_co_u32_e32 v9, vcc, v3, v185, vcc
	global_load_dword v172, v[8:9], off
	v_add_u32_e32 v8, 0x1180, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[188:189], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v188
	v_addc_co_u32_e32 v9, vcc, v3, v189, vcc
	global_load_dword v187, v[8:9], off
	v_add_u32_e32 v8, 0x11c0, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[190:191], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v190
	v_addc_co_u32_e32 v9, vcc, v3, v191, vcc
	global_load_dword v186, v[8:9], off
	v_add_u32_e32 v8, 0x1200, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[202:203], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v202
	v_addc_co_u32_e32 v9, vcc, v3, v203, vcc
	global_load_dword v201, v[8:9], off
	v_add_u32_e32 v8, 0x1240, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[204:205], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v204
	v_addc_co_u32_e32 v9, vcc, v3, v205, vcc
	global_load_dword v200, v[8:9], off
	v_add_u32_e32 v8, 0x1280, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[216:217], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v216
	v_addc_co_u32_e32 v9, vcc, v3, v217, vcc
	global_load_dword v207, v[8:9], off
	v_add_u32_e32 v8, 0x12c0, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[218:219], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v218
	v_addc_co_u32_e32 v9, vcc, v3, v219, vcc
	global_load_dword v206, v[8:9], off
	v_add_u32_e32 v8, 0x1300, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[222:223], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v222
	v_addc_co_u32_e32 v9, vcc, v3, v223, vcc
	global_load_dword v221, v[8:9], off
	v_add_u32_e32 v8, 0x1340, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[232:233], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v232
	v_addc_co_u32_e32 v9, vcc, v3, v233, vcc
	global_load_dword v220, v[8:9], off
	v_add_u32_e32 v8, 0x1380, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[236:237], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v236
	v_addc_co_u32_e32 v9, vcc, v3, v237, vcc
	global_load_dword v235, v[8:9], off
	v_add_u32_e32 v8, 0x13c0, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[238:239], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v238
	v_addc_co_u32_e32 v9, vcc, v3, v239, vcc
	global_load_dword v234, v[8:9], off
	v_add_u32_e32 v8, 0x1400, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[250:251], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v250
	v_addc_co_u32_e32 v9, vcc, v3, v251, vcc
	global_load_dword v249, v[8:9], off
	v_add_u32_e32 v8, 0x1440, v150
	v_mov_b32_e32 v9, v151
	v_lshlrev_b64 v[252:253], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v252
	v_addc_co_u32_e32 v9, vcc, v3, v253, vcc
	v_accvgpr_write_b32 a59, v11
	global_load_dword v248, v[8:9], off
	v_add_u32_e32 v8, 0x1480, v150
	v_mov_b32_e32 v9, v151
	v_accvgpr_write_b32 a58, v10
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v2, v10
	v_mov_b32_e32 v15, v151
	v_addc_co_u32_e32 v9, vcc, v3, v11, vcc
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v16, vcc, v2, v14
	v_addc_co_u32_e32 v17, vcc, v3, v15, vcc
	global_load_dword v9, v[8:9], off
	v_add_u32_e32 v22, 0x1540, v150
	global_load_dword v8, v[16:17], off
	v_add_u32_e32 v16, 0x1500, v150
	v_mov_b32_e32 v17, v151
	v_lshlrev_b64 v[20:21], 2, v[16:17]
	v_add_co_u32_e32 v16, vcc, v2, v20
	v_mov_b32_e32 v23, v151
	v_addc_co_u32_e32 v17, vcc, v3, v21, vcc
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32_e32 v26, vcc, v2, v22
	v_addc_co_u32_e32 v27, vcc, v3, v23, vcc
	global_load_dword v17, v[16:17], off
	v_add_u32_e32 v32, 0x15c0, v150
	global_load_dword v16, v[26:27], off
	v_add_u32_e32 v26, 0x1580, v150
	v_mov_b32_e32 v27, v151
	v_lshlrev_b64 v[28:29], 2, v[26:27]
	v_add_co_u32_e32 v26, vcc, v2, v28
	v_mov_b32_e32 v33, v151
	v_addc_co_u32_e32 v27, vcc, v3, v29, vcc
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_add_co_u32_e32 v34, vcc, v2, v32
	v_addc_co_u32_e32 v35, vcc, v3, v33, vcc
	global_load_dword v27, v[26:27], off
	v_add_u32_e32 v48, 0x1640, v150
	global_load_dword v26, v[34:35], off
	v_add_u32_e32 v34, 0x1600, v150
	v_mov_b32_e32 v35, v151
	v_lshlrev_b64 v[38:39], 2, v[34:35]
	v_add_co_u32_e32 v34, vcc, v2, v38
	v_mov_b32_e32 v49, v151
	v_addc_co_u32_e32 v35, vcc, v3, v39, vcc
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_add_co_u32_e32 v52, vcc, v2, v48
	v_addc_co_u32_e32 v53, vcc, v3, v49, vcc
	global_load_dword v35, v[34:35], off
	v_add_u32_e32 v66, 0x16c0, v150
	global_load_dword v34, v[52:53], off
	v_add_u32_e32 v52, 0x1680, v150
	v_mov_b32_e32 v53, v151
	v_lshlrev_b64 v[54:55], 2, v[52:53]
	v_add_co_u32_e32 v52, vcc, v2, v54
	v_mov_b32_e32 v67, v151
	v_addc_co_u32_e32 v53, vcc, v3, v55, vcc
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_co_u32_e32 v68, vcc, v2, v66
	v_addc_co_u32_e32 v69, vcc, v3, v67, vcc
	global_load_dword v53, v[52:53], off
	v_add_u32_e32 v82, 0x1740, v150
	global_load_dword v52, v[68:69], off
	v_add_u32_e32 v68, 0x1700, v150
	v_mov_b32_e32 v69, v151
	v_lshlrev_b64 v[80:81], 2, v[68:69]
	v_add_co_u32_e32 v68, vcc, v2, v80
	v_mov_b32_e32 v83, v151
	v_addc_co_u32_e32 v69, vcc, v3, v81, vcc
	v_lshlrev_b64 v[82:83], 2, v[82:83]
	v_add_co_u32_e32 v86, vcc, v2, v82
	v_addc_co_u32_e32 v87, vcc, v3, v83, vcc
	global_load_dword v69, v[68:69], off
	v_add_u32_e32 v100, 0x17c0, v150
	global_load_dword v68, v[86:87], off
	v_add_u32_e32 v86, 0x1780, v150
	v_mov_b32_e32 v87, v151
	v_lshlrev_b64 v[96:97], 2, v[86:87]
	v_add_co_u32_e32 v86, vcc, v2, v96
	v_mov_b32_e32 v101, v151
	v_addc_co_u32_e32 v87, vcc, v3, v97, vcc
	v_lshlrev_b64 v[100:101], 2, v[100:101]
	v_add_co_u32_e32 v102, vcc, v2, v100
	v_addc_co_u32_e32 v103, vcc, v3, v101, vcc
	global_load_dword v87, v[86:87], off
	v_add_u32_e32 v116, 0x1840, v150
	global_load_dword v86, v[102:103], off
	v_add_u32_e32 v102, 0x1800, v150
	v_mov_b32_e32 v103, v151
	v_lshlrev_b64 v[114:115], 2, v[102:103]
	v_add_co_u32_e32 v102, vcc, v2, v114
	v_mov_b32_e32 v117, v151
	v_addc_co_u32_e32 v103, vcc, v3, v115, vcc
	v_lshlrev_b64 v[116:117], 2, v[116:117]
	v_add_co_u32_e32 v128, vcc, v2, v116
	v_addc_co_u32_e32 v129, vcc, v3, v117, vcc
	global_load_dword v103, v[102:103], off
	v_add_u32_e32 v134, 0x18c0, v150
	global_load_dword v102, v[128:129], off
	v_add_u32_e32 v128, 0x1880, v150
	v_mov_b32_e32 v129, v151
	v_lshlrev_b64 v[130:131], 2, v[128:129]
	v_add_co_u32_e32 v128, vcc, v2, v130
	v_mov_b32_e32 v135, v151
	v_addc_co_u32_e32 v129, vcc, v3, v131, vcc
	v_lshlrev_b64 v[134:135], 2, v[134:135]
	v_add_co_u32_e32 v144, vcc, v2, v134
	v_addc_co_u32_e32 v145, vcc, v3, v135, vcc
	global_load_dword v129, v[128:129], off
	v_writelane_b32 v255, s30, 0
	global_load_dword v128, v[144:145], off
	v_writelane_b32 v255, s31, 1
	v_writelane_b32 v255, s34, 2
	v_writelane_b32 v255, s35, 3
	v_writelane_b32 v255, s36, 4
	v_writelane_b32 v255, s37, 5
	v_writelane_b32 v255, s38, 6
	v_writelane_b32 v255, s39, 7
	v_writelane_b32 v255, s48, 8
	v_writelane_b32 v255, s49, 9
	v_writelane_b32 v255, s50, 10
	v_writelane_b32 v255, s51, 11
	v_writelane_b32 v255, s52, 12
	v_writelane_b32 v255, s53, 13
	v_writelane_b32 v255, s54, 14
	v_writelane_b32 v255, s55, 15
	v_writelane_b32 v255, s64, 16
	v_writelane_b32 v255, s65, 17
	v_writelane_b32 v255, s66, 18
	v_writelane_b32 v255, s67, 19
	v_writelane_b32 v255, s68, 20
	v_writelane_b32 v255, s69, 21
	v_writelane_b32 v255, s70, 22
	v_writelane_b32 v255, s71, 23
	v_writelane_b32 v255, s80, 24
	v_writelane_b32 v255, s81, 25
	v_writelane_b32 v255, s82, 26
	v_writelane_b32 v255, s83, 27
	v_writelane_b32 v255, s84, 28
	v_writelane_b32 v255, s85, 29
	v_writelane_b32 v255, s86, 30
	v_writelane_b32 v255, s87, 31
	v_writelane_b32 v255, s96, 32
	v_writelane_b32 v255, s97, 33
	v_writelane_b32 v255, s98, 34
	v_writelane_b32 v255, s99, 35
	v_cmp_ne_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
                                        ; implicit-def: $vgpr254 : SGPR spill to VGPR lane
	v_accvgpr_write_b32 a2, v246
	v_writelane_b32 v254, s6, 0
	v_writelane_b32 v254, s7, 1
	v_accvgpr_write_b32 a0, v148
	s_mov_b32 s16, 0x41400000
	s_mov_b32 s18, 0x41600000
	s_mov_b32 s20, 0x41800000
	s_mov_b32 s22, 0x41900000
	s_mov_b32 s24, 0x41a00000
	s_mov_b32 s26, 0x41b00000
	s_mov_b32 s28, 0x41c00000
	s_mov_b32 s40, 0x41d00000
	s_mov_b32 s42, 0x41e00000
	s_mov_b32 s44, 0x41f00000
	s_mov_b32 s46, 0x42000000
	s_mov_b32 s56, 0x42080000
	s_mov_b32 s58, 0x42100000
	s_mov_b32 s60, 0x42180000
	s_mov_b32 s62, 0x42200000
	s_mov_b32 s72, 0x42280000
	s_mov_b32 s74, 0x42300000
	s_mov_b32 s76, 0x42380000
	s_mov_b32 s78, 0x42400000
	s_mov_b32 s88, 0x42480000
	s_mov_b32 s90, 0x42500000
	s_mov_b32 s92, 0x42580000
	s_mov_b32 s94, 0x42600000
	s_mov_b32 s30, 0x42680000
	s_mov_b32 s34, 0x42700000
	s_mov_b32 s36, 0x42780000
	s_mov_b32 s38, 0x42800000
	s_mov_b32 s48, 0x42840000
	s_mov_b32 s50, 0x42880000
	s_mov_b32 s52, 0x428c0000
	s_mov_b32 s54, 0x42900000
	s_mov_b32 s64, 0x42940000
	s_mov_b32 s66, 0x42980000
	s_mov_b32 s68, 0x429c0000
	s_mov_b32 s70, 0x42a00000
	s_mov_b32 s80, 0x42a40000
	s_mov_b32 s82, 0x42a80000
	s_mov_b32 s84, 0x42ac0000
	s_mov_b32 s86, 0x42b00000
	s_mov_b32 s96, 0x42b40000
	s_mov_b32 s98, 0x42b80000
	s_mov_b32 s4, 0x42bc0000
	s_mov_b32 s6, 0x42c00000
	s_mov_b32 s8, 0x42c40000
	s_mov_b32 s10, 0x42c80000
	v_accvgpr_write_b32 a3, v247
	v_accvgpr_write_b32 a1, v149
	s_mov_b32 s17, 0x41300000
	s_mov_b32 s19, 0x41500000
	s_mov_b32 s21, 0x41700000
	s_mov_b32 s23, 0x41880000
	s_mov_b32 s25, 0x41980000
	s_mov_b32 s27, 0x41a80000
	s_mov_b32 s29, 0x41b80000
	s_mov_b32 s41, 0x41c80000
	s_mov_b32 s43, 0x41d80000
	s_mov_b32 s45, 0x41e80000
	s_mov_b32 s47, 0x41f80000
	s_mov_b32 s57, 0x42040000
	s_mov_b32 s59, 0x420c0000
	s_mov_b32 s61, 0x42140000
	s_mov_b32 s63, 0x421c0000
	s_mov_b32 s73, 0x42240000
	s_mov_b32 s75, 0x422c0000
	s_mov_b32 s77, 0x42340000
	s_mov_b32 s79, 0x423c0000
	s_mov_b32 s89, 0x42440000
	s_mov_b32 s91, 0x424c0000
	s_mov_b32 s93, 0x42540000
	s_mov_b32 s95, 0x425c0000
	s_mov_b32 s31, 0x42640000
	s_mov_b32 s35, 0x426c0000
	s_mov_b32 s37, 0x42740000
	s_mov_b32 s39, 0x427c0000
	s_mov_b32 s49, 0x42820000
	s_mov_b32 s51, 0x42860000
	s_mov_b32 s53, 0x428a0000
	s_mov_b32 s55, 0x428e0000
	s_mov_b32 s65, 0x42920000
	s_mov_b32 s67, 0x42960000
	s_mov_b32 s69, 0x429a0000
	s_mov_b32 s71, 0x429e0000
	s_mov_b32 s81, 0x42a20000
	s_mov_b32 s83, 0x42a60000
	s_mov_b32 s85, 0x42aa0000
	s_mov_b32 s87, 0x42ae0000
	s_mov_b32 s97, 0x42b20000
	s_mov_b32 s99, 0x42b60000
	s_mov_b32 s5, 0x42ba0000
	s_mov_b32 s7, 0x42be0000
	s_mov_b32 s9, 0x42c20000
	s_mov_b32 s11, 0x42c60000
	s_mov_b64 s[12:13], 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[144:145], 2, v[150:151]
	v_add_co_u32_e32 v144, vcc, v2, v144
	v_add_u32_e32 v246, 64, v150
	v_mov_b32_e32 v247, v151
	v_addc_co_u32_e32 v145, vcc, v3, v145, vcc
	v_lshlrev_b64 v[246:247], 2, v[246:247]
	v_add_co_u32_e32 v246, vcc, v2, v246
	v_add_u32_e32 v148, 0x80, v150
	v_mov_b32_e32 v149, v151
	v_addc_co_u32_e32 v247, vcc, v3, v247, vcc
	v_lshlrev_b64 v[148:149], 2, v[148:149]
	v_add_co_u32_e32 v148, vcc, v2, v148
	global_load_dword v144, v[144:145], off
	v_addc_co_u32_e32 v149, vcc, v3, v149, vcc
	global_load_dword v246, v[246:247], off
	s_mov_b32 s14, 2.0
	global_load_dword v148, v[148:149], off
	s_mov_b32 s15, 1.0
	v_add_u32_e32 v4, -1, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_add_u32_e32 v150, 0x1000, v150
	s_or_b64 s[12:13], vcc, s[12:13]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[6:7], v[6:7], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[12:13], v[12:13], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[6:7], v[6:7], v[148:149], s[14:15] op_sel_hi:[1,0,1]
	s_mov_b32 s14, 4.0
	s_mov_b32 s15, 0x40400000
	v_pk_fma_f32 v[12:13], v[12:13], v[148:149], s[14:15] op_sel_hi:[1,0,1]
	s_mov_b32 s14, 0x40c00000
	v_pk_fma_f32 v[18:19], v[18:19], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	s_mov_b32 s15, 0x40a00000
	v_pk_fma_f32 v[18:19], v[18:19], v[148:149], s[14:15] op_sel_hi:[1,0,1]
	s_mov_b32 s14, 0x41000000
	v_pk_fma_f32 v[24:25], v[24:25], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	s_mov_b32 s15, 0x40e00000
	v_pk_fma_f32 v[24:25], v[24:25], v[148:149], s[14:15] op_sel_hi:[1,0,1]
	s_mov_b32 s14, 0x41200000
	v_pk_fma_f32 v[30:31], v[30:31], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	s_mov_b32 s15, 0x41100000
	v_pk_fma_f32 v[36:37], v[36:37], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[50:51], v[50:51], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], v[64:65], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[70:71], v[70:71], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[84:85], v[84:85], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[98:99], v[98:99], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[118:119], v[118:119], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[132:133], v[132:133], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[146:147], v[146:147], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[160:161], v[160:161], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[166:167], v[166:167], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[180:181], v[180:181], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[194:195], v[194:195], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[208:209], v[208:209], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[214:215], v[214:215], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[228:229], v[228:229], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[242:243], v[242:243], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[42:43], v[42:43], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[56:57], v[56:57], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[62:63], v[62:63], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[76:77], v[76:77], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[90:91], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[104:105], v[104:105], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[124:125], v[124:125], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[138:139], v[138:139], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[152:153], v[152:153], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[158:159], v[158:159], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[172:173], v[172:173], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[186:187], v[186:187], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[200:201], v[200:201], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[206:207], v[206:207], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[220:221], v[220:221], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[234:235], v[234:235], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[248:249], v[248:249], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[8:9], v[8:9], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[16:17], v[16:17], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[26:27], v[26:27], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[34:35], v[34:35], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[52:53], v[52:53], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], v[86:87], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[128:129], v[128:129], v[144:145], v[246:247] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[30:31], v[30:31], v[148:149], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[36:37], v[36:37], v[148:149], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[50:51], v[148:149], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[64:65], v[148:149], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[70:71], v[148:149], s[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[84:85], v[148:149], s[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[98:99], v[148:149], s[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[148:149], s[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[118:119], v[148:149], s[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[132:133], v[148:149], s[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[146:147], v[146:147], v[148:149], s[44:45] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[160:161], v[148:149], s[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[166:167], v[148:149], s[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[180:181], v[148:149], s[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[194:195], v[148:149], s[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[208:209], v[208:209], v[148:149], s[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[214:215], v[214:215], v[148:149], s[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[228:229], v[228:229], v[148:149], s[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[242:243], v[242:243], v[148:149], s[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[148:149], s[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[56:57], v[148:149], s[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[62:63], v[62:63], v[148:149], s[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[76:77], v[148:149], s[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[90:91], v[148:149], s[94:95] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[148:149], s[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[148:149], s[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[124:125], v[148:149], s[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[138:139], v[148:149], s[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[152:153], v[152:153], v[148:149], s[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[158:159], v[148:149], s[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[172:173], v[148:149], s[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[186:187], v[148:149], s[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[200:201], v[200:201], v[148:149], s[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[206:207], v[148:149], s[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[220:221], v[220:221], v[148:149], s[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[234:235], v[148:149], s[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[248:249], v[148:149], s[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[148:149], s[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[148:149], s[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[26:27], v[148:149], s[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[148:149], s[96:97] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[52:53], v[148:149], s[98:99] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[68:69], v[148:149], s[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[86:87], v[148:149], s[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[148:149], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[128:129], v[128:129], v[148:149], s[10:11] op_sel_hi:[1,0,1]
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[12:13]
	v_readlane_b32 s6, v254, 0
	v_accvgpr_read_b32 v149, a1
	v_accvgpr_read_b32 v247, a3
	v_readlane_b32 s7, v254, 1
	v_accvgpr_read_b32 v148, a0
	v_accvgpr_read_b32 v246, a2
.LBB1_4:
	s_or_b64 exec, exec, s[6:7]
	v_add_co_u32_e32 v2, vcc, v0, v148
	v_addc_co_u32_e32 v3, vcc, v1, v149, vcc
	s_waitcnt vmcnt(62)
	global_store_dword v[2:3], v7, off
	v_add_co_u32_e32 v2, vcc, v0, v246
	v_addc_co_u32_e32 v3, vcc, v1, v247, vcc
	global_store_dword v[2:3], v6, off
	v_accvgpr_read_b32 v2, a4
	v_accvgpr_read_b32 v3, a5
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v13, off
	v_accvgpr_read_b32 v2, a6
	v_accvgpr_read_b32 v3, a7
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v12, off
	v_accvgpr_read_b32 v2, a8
	v_accvgpr_read_b32 v3, a9
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v19, off
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v3, a11
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v18, off
	v_accvgpr_read_b32 v2, a12
	v_accvgpr_read_b32 v3, a13
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v25, off
	v_accvgpr_read_b32 v2, a14
	v_accvgpr_read_b32 v3, a15
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v24, off
	v_accvgpr_read_b32 v2, a16
	v_accvgpr_read_b32 v3, a17
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v31, off
	v_accvgpr_read_b32 v2, a18
	v_accvgpr_read_b32 v3, a19
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v30, off
	v_accvgpr_read_b32 v2, a20
	v_accvgpr_read_b32 v3, a21
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v37, off
	v_accvgpr_read_b32 v2, a22
	v_accvgpr_read_b32 v3, a23
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v36, off
	v_accvgpr_read_b32 v2, a24
	v_accvgpr_read_b32 v3, a25
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v51, off
	v_accvgpr_read_b32 v2, a26
	v_accvgpr_read_b32 v3, a27
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v50, off
	v_accvgpr_read_b32 v2, a28
	v_accvgpr_read_b32 v3, a29
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v65, off
	v_accvgpr_read_b32 v2, a30
	v_accvgpr_read_b32 v3, a31
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v64, off
	v_accvgpr_read_b32 v2, a32
	v_accvgpr_read_b32 v3, a33
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v71, off
	v_accvgpr_read_b32 v2, a34
	v_accvgpr_read_b32 v3, a35
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v70, off
	v_accvgpr_read_b32 v2, a36
	v_accvgpr_read_b32 v3, a37
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v85, off
	v_accvgpr_read_b32 v2, a38
	v_accvgpr_read_b32 v3, a39
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v84, off
	v_accvgpr_read_b32 v2, a40
	v_accvgpr_read_b32 v3, a41
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v99, off
	v_accvgpr_read_b32 v2, a42
	v_accvgpr_read_b32 v3, a43
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v98, off
	v_accvgpr_read_b32 v2, a44
	v_accvgpr_read_b32 v3, a45
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v113, off
	v_accvgpr_read_b32 v2, a46
	v_accvgpr_read_b32 v3, a47
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v112, off
	v_accvgpr_read_b32 v2, a48
	v_accvgpr_read_b32 v3, a49
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v119, off
	v_accvgpr_read_b32 v2, a50
	v_accvgpr_read_b32 v3, a51
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v118, off
	v_accvgpr_read_b32 v2, a52
	v_accvgpr_read_b32 v3, a53
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v133, off
	v_accvgpr_read_b32 v2, a54
	v_accvgpr_read_b32 v3, a55
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v132, off
	v_accvgpr_read_b32 v2, a56
	v_accvgpr_read_b32 v3, a57
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v147, off
	v_accvgpr_read_b32 v2, a58
	v_accvgpr_read_b32 v3, a59
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v146, off
	v_add_co_u32_e32 v2, vcc, v0, v162
	v_addc_co_u32_e32 v3, vcc, v1, v163, vcc
	global_store_dword v[2:3], v161, off
	v_add_co_u32_e32 v2, vcc, v0, v164
	v_addc_co_u32_e32 v3, vcc, v1, v165, vcc
	global_store_dword v[2:3], v160, off
	v_add_co_u32_e32 v2, vcc, v0, v176
	v_addc_co_u32_e32 v3, vcc, v1, v177, vcc
	global_store_dword v[2:3], v167, off
	v_add_co_u32_e32 v2, vcc, v0, v178
	v_addc_co_u32_e32 v3, vcc, v1, v179, vcc
	global_store_dword v[2:3], v166, off
	v_add_co_u32_e32 v2, vcc, v0, v182
	v_addc_co_u32_e32 v3, vcc, v1, v183, vcc
	global_store_dword v[2:3], v181, off
	v_add_co_u32_e32 v2, vcc, v0, v192
	v_addc_co_u32_e32 v3, vcc, v1, v193, vcc
	global_store_dword v[2:3], v180, off
	v_add_co_u32_e32 v2, vcc, v0, v196
	v_addc_co_u32_e32 v3, vcc, v1, v197, vcc
	global_store_dword v[2:3], v195, off
	v_add_co_u32_e32 v2, vcc, v0, v198
	v_addc_co_u32_e32 v3, vcc, v1, v199, vcc
	global_store_dword v[2:3], v194, off
	v_add_co_u32_e32 v2, vcc, v0, v210
	v_addc_co_u32_e32 v3, vcc, v1, v211, vcc
	s_waitcnt vmcnt(62)
	global_store_dword v[2:3], v209, off
	v_add_co_u32_e32 v2, vcc, v0, v212
	v_addc_co_u32_e32 v3, vcc, v1, v213, vcc
	global_store_dword v[2:3], v208, off
	v_add_co_u32_e32 v2, vcc, v0, v224
	v_addc_co_u32_e32 v3, vcc, v1, v225, vcc
	global_store_dword v[2:3], v215, off
	v_add_co_u32_e32 v2, vcc, v0, v226
	v_addc_co_u32_e32 v3, vcc, v1, v227, vcc
	global_store_dword v[2:3], v214, off
	v_add_co_u32_e32 v2, vcc, v0, v230
	v_addc_co_u32_e32 v3, vcc, v1, v231, vcc
	global_store_dword v[2:3], v229, off
	v_add_co_u32_e32 v2, vcc, v0, v240
	v_addc_co_u32_e32 v3, vcc, v1, v241, vcc
	global_store_dword v[2:3], v228, off
	v_add_co_u32_e32 v2, vcc, v0, v244
	v_addc_co_u32_e32 v3, vcc, v1, v245, vcc
	global_store_dword v[2:3], v243, off
	v_add_co_u32_e32 v2, vcc, v0, v40
	v_addc_co_u32_e32 v3, vcc, v1, v41, vcc
	global_store_dword v[2:3], v242, off
	v_add_co_u32_e32 v2, vcc, v0, v44
	v_addc_co_u32_e32 v3, vcc, v1, v45, vcc
	global_store_dword v[2:3], v43, off
	v_add_co_u32_e32 v2, vcc, v0, v46
	v_addc_co_u32_e32 v3, vcc, v1, v47, vcc
	global_store_dword v[2:3], v42, off
	v_add_co_u32_e32 v2, vcc, v0, v58
	v_addc_co_u32_e32 v3, vcc, v1, v59, vcc
	global_store_dword v[2:3], v57, off
	v_add_co_u32_e32 v2, vcc, v0, v60
	v_addc_co_u32_e32 v3, vcc, v1, v61, vcc
	global_store_dword v[2:3], v56, off
	v_add_co_u32_e32 v2, vcc, v0, v72
	v_addc_co_u32_e32 v3, vcc, v1, v73, vcc
	global_store_dword v[2:3], v63, off
	v_add_co_u32_e32 v2, vcc, v0, v74
	v_addc_co_u32_e32 v3, vcc, v1, v75, vcc
	global_store_dword v[2:3], v62, off
	v_add_co_u32_e32 v2, vcc, v0, v78
	v_addc_co_u32_e32 v3, vcc, v1, v79, vcc
	global_store_dword v[2:3], v77, off
	v_add_co_u32_e32 v2, vcc, v0, v88
	v_addc_co_u32_e32 v3, vcc, v1, v89, vcc
	global_store_dword v[2:3], v76, off
	v_add_co_u32_e32 v2, vcc, v0, v92
	v_addc_co_u32_e32 v3, vcc, v1, v93, vcc
	global_store_dword v[2:3], v91, off
	v_add_co_u32_e32 v2, vcc, v0, v94
	v_addc_co_u32_e32 v3, vcc, v1, v95, vcc
	global_store_dword v[2:3], v90, off
	v_add_co_u32_e32 v2, vcc, v0, v106
	v_addc_co_u32_e32 v3, vcc, v1, v107, vcc
	global_store_dword v[2:3], v105, off
	v_add_co_u32_e32 v2, vcc, v0, v108
	v_addc_co_u32_e32 v3, vcc, v1, v109, vcc
	global_store_dword v[2:3], v104, off
	v_add_co_u32_e32 v2, vcc, v0, v120
	v_addc_co_u32_e32 v3, vcc, v1, v121, vcc
	global_store_dword v[2:3], v111, off
	v_add_co_u32_e32 v2, vcc, v0, v122
	v_addc_co_u32_e32 v3, vcc, v1, v123, vcc
	global_store_dword v[2:3], v110, off
	v_add_co_u32_e32 v2, vcc, v0, v126
	v_addc_co_u32_e32 v3, vcc, v1, v127, vcc
	global_store_dword v[2:3], v125, off
	v_add_co_u32_e32 v2, vcc, v0, v136
	v_addc_co_u32_e32 v3, vcc, v1, v137, vcc
	global_store_dword v[2:3], v124, off
	v_add_co_u32_e32 v2, vcc, v0, v140
	v_addc_co_u32_e32 v3, vcc, v1, v141, vcc
	global_store_dword v[2:3], v139, off
	v_add_co_u32_e32 v2, vcc, v0, v142
	v_addc_co_u32_e32 v3, vcc, v1, v143, vcc
	global_store_dword v[2:3], v138, off
	v_add_co_u32_e32 v2, vcc, v0, v154
	v_addc_co_u32_e32 v3, vcc, v1, v155, vcc
	global_store_dword v[2:3], v153, off
	v_add_co_u32_e32 v2, vcc, v0, v156
	v_addc_co_u32_e32 v3, vcc, v1, v157, vcc
	global_store_dword v[2:3], v152, off
	v_add_co_u32_e32 v2, vcc, v0, v168
	v_addc_co_u32_e32 v3, vcc, v1, v169, vcc
	global_store_dword v[2:3], v159, off
	v_add_co_u32_e32 v2, vcc, v0, v170
	v_addc_co_u32_e32 v3, vcc, v1, v171, vcc
	global_store_dword v[2:3], v158, off
	v_add_co_u32_e32 v2, vcc, v0, v174
	v_addc_co_u32_e32 v3, vcc, v1, v175, vcc
	global_store_dword v[2:3], v173, off
	v_add_co_u32_e32 v2, vcc, v0, v184
	v_addc_co_u32_e32 v3, vcc, v1, v185, vcc
	global_store_dword v[2:3], v172, off
	v_add_co_u32_e32 v2, vcc, v0, v188
	v_addc_co_u32_e32 v3, vcc, v1, v189, vcc
	global_store_dword v[2:3], v187, off
	v_add_co_u32_e32 v2, vcc, v0, v190
	v_addc_co_u32_e32 v3, vcc, v1, v191, vcc
	global_store_dword v[2:3], v186, off
	v_add_co_u32_e32 v2, vcc, v0, v202
	v_addc_co_u32_e32 v3, vcc, v1, v203, vcc
	global_store_dword v[2:3], v201, off
	v_add_co_u32_e32 v2, vcc, v0, v204
	v_addc_co_u32_e32 v3, vcc, v1, v205, vcc
	global_store_dword v[2:3], v200, off
	v_add_co_u32_e32 v2, vcc, v0, v216
	v_addc_co_u32_e32 v3, vcc, v1, v217, vcc
	global_store_dword v[2:3], v207, off
	v_add_co_u32_e32 v2, vcc, v0, v218
	v_addc_co_u32_e32 v3, vcc, v1, v219, vcc
	global_store_dword v[2:3], v206, off
	v_add_co_u32_e32 v2, vcc, v0, v222
	v_addc_co_u32_e32 v3, vcc, v1, v223, vcc
	s_waitcnt vmcnt(62)
	global_store_dword v[2:3], v221, off
	v_add_co_u32_e32 v2, vcc, v0, v232
	v_addc_co_u32_e32 v3, vcc, v1, v233, vcc
	global_store_dword v[2:3], v220, off
	v_add_co_u32_e32 v2, vcc, v0, v236
	v_addc_co_u32_e32 v3, vcc, v1, v237, vcc
	global_store_dword v[2:3], v235, off
	v_add_co_u32_e32 v2, vcc, v0, v238
	v_addc_co_u32_e32 v3, vcc, v1, v239, vcc
	global_store_dword v[2:3], v234, off
	v_add_co_u32_e32 v2, vcc, v0, v250
	v_addc_co_u32_e32 v3, vcc, v1, v251, vcc
	global_store_dword v[2:3], v249, off
	v_add_co_u32_e32 v2, vcc, v0, v252
	v_addc_co_u32_e32 v3, vcc, v1, v253, vcc
	global_store_dword v[2:3], v248, off
	v_add_co_u32_e32 v2, vcc, v0, v10
	v_addc_co_u32_e32 v3, vcc, v1, v11, vcc
	global_store_dword v[2:3], v9, off
	v_add_co_u32_e32 v2, vcc, v0, v14
	v_addc_co_u32_e32 v3, vcc, v1, v15, vcc
	global_store_dword v[2:3], v8, off
	v_add_co_u32_e32 v2, vcc, v0, v20
	v_addc_co_u32_e32 v3, vcc, v1, v21, vcc
	global_store_dword v[2:3], v17, off
	v_add_co_u32_e32 v2, vcc, v0, v22
	v_addc_co_u32_e32 v3, vcc, v1, v23, vcc
	global_store_dword v[2:3], v16, off
	v_add_co_u32_e32 v2, vcc, v0, v28
	v_addc_co_u32_e32 v3, vcc, v1, v29, vcc
	global_store_dword v[2:3], v27, off
	v_add_co_u32_e32 v2, vcc, v0, v32
	v_addc_co_u32_e32 v3, vcc, v1, v33, vcc
	global_store_dword v[2:3], v26, off
	v_add_co_u32_e32 v2, vcc, v0, v38
	v_addc_co_u32_e32 v3, vcc, v1, v39, vcc
	global_store_dword v[2:3], v35, off
	v_add_co_u32_e32 v2, vcc, v0, v48
	v_addc_co_u32_e32 v3, vcc, v1, v49, vcc
	global_store_dword v[2:3], v34, off
	v_add_co_u32_e32 v2, vcc, v0, v54
	v_addc_co_u32_e32 v3, vcc, v1, v55, vcc
	global_store_dword v[2:3], v53, off
	v_add_co_u32_e32 v2, vcc, v0, v66
	v_addc_co_u32_e32 v3, vcc, v1, v67, vcc
	global_store_dword v[2:3], v52, off
	v_add_co_u32_e32 v2, vcc, v0, v80
	v_addc_co_u32_e32 v3, vcc, v1, v81, vcc
	global_store_dword v[2:3], v69, off
	v_add_co_u32_e32 v2, vcc, v0, v82
	v_addc_co_u32_e32 v3, vcc, v1, v83, vcc
	global_store_dword v[2:3], v68, off
	v_add_co_u32_e32 v2, vcc, v0, v96
	v_addc_co_u32_e32 v3, vcc, v1, v97, vcc
	global_store_dword v[2:3], v87, off
	v_add_co_u32_e32 v2, vcc, v0, v100
	v_addc_co_u32_e32 v3, vcc, v1, v101, vcc
	global_store_dword v[2:3], v86, off
	v_add_co_u32_e32 v2, vcc, v0, v114
	v_addc_co_u32_e32 v3, vcc, v1, v115, vcc
	global_store_dword v[2:3], v103, off
	v_add_co_u32_e32 v2, vcc, v0, v116
	v_addc_co_u32_e32 v3, vcc, v1, v117, vcc
	global_store_dword v[2:3], v102, off
	v_add_co_u32_e32 v2, vcc, v0, v130
	v_addc_co_u32_e32 v3, vcc, v1, v131, vcc
	v_add_co_u32_e32 v0, vcc, v0, v134
	v_addc_co_u32_e32 v1, vcc, v1, v135, vcc
	global_store_dword v[2:3], v129, off
	global_store_dword v[0:1], v128, off
	buffer_load_dword a59, off, s[0:3], s32 ; 4-byte Folded Reload
	buffer_load_dword a58, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	buffer_load_dword a57, off, s[0:3], s32 offset:8 ; 4-byte Folded Reload
	buffer_load_dword a56, off, s[0:3], s32 offset:12 ; 4-byte Folded Reload
	buffer_load_dword a55, off, s[0:3], s32 offset:16 ; 4-byte Folded Reload
	buffer_load_dword a54, off, s[0:3], s32 offset:20 ; 4-byte Folded Reload
	buffer_load_dword a53, off, s[0:3], s32 offset:24 ; 4-byte Folded Reload
	buffer_load_dword a52, off, s[0:3], s32 offset:28 ; 4-byte Folded Reload
	buffer_load_dword a51, off, s[0:3], s32 offset:32 ; 4-byte Folded Reload
	buffer_load_dword a50, off, s[0:3], s32 offset:36 ; 4-byte Folded Reload
	buffer_load_dword a49, off, s[0:3], s32 offset:40 ; 4-byte Folded Reload
	buffer_load_dword a48, off, s[0:3], s32 offset:44 ; 4-byte Folded Reload
	buffer_load_dword a47, off, s[0:3], s32 offset:48 ; 4-byte Folded Reload
	buffer_load_dword a46, off, s[0:3], s32 offset:52 ; 4-byte Folded Reload
	buffer_load_dword a45, off, s[0:3], s32 offset:56 ; 4-byte Folded Reload
	buffer_load_dword a44, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	buffer_load_dword a43, off, s[0:3], s32 offset:64 ; 4-byte Folded Reload
	buffer_load_dword a42, off, s[0:3], s32 offset:68 ; 4-byte Folded Reload
	buffer_load_dword a41, off, s[0:3], s32 offset:72 ; 4-byte Folded Reload
	buffer_load_dword a40, off, s[0:3], s32 offset:76 ; 4-byte Folded Reload
	buffer_load_dword a39, off, s[0:3], s32 offset:80 ; 4-byte Folded Reload
	buffer_load_dword a38, off, s[0:3], s32 offset:84 ; 4-byte Folded Reload
	buffer_load_dword a37, off, s[0:3], s32 offset:88 ; 4-byte Folded Reload
	buffer_load_dword a36, off, s[0:3], s32 offset:92 ; 4-byte Folded Reload
	buffer_load_dword a35, off, s[0:3], s32 offset:96 ; 4-byte Folded Reload
	buffer_load_dword a34, off, s[0:3], s32 offset:100 ; 4-byte Folded Reload
	buffer_load_dword a33, off, s[0:3], s32 offset:104 ; 4-byte Folded Reload
	buffer_load_dword a32, off, s[0:3], s32 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v253, off, s[0:3], s32 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v252, off, s[0:3], s32 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v251, off, s[0:3], s32 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v250, off, s[0:3], s32 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v249, off, s[0:3], s32 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v248, off, s[0:3], s32 offset:132 ; 4-byte Folded Reload
	buffer_load_dword v239, off, s[0:3], s32 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v238, off, s[0:3], s32 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v237, off, s[0:3], s32 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v236, off, s[0:3], s32 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v235, off, s[0:3], s32 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v234, off, s[0:3], s32 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v233, off, s[0:3], s32 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v232, off, s[0:3], s32 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v223, off, s[0:3], s32 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v222, off, s[0:3], s32 offset:172 ; 4-byte Folded Reload
	buffer_load_dword v221, off, s[0:3], s32 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v220, off, s[0:3], s32 offset:180 ; 4-byte Folded Reload
	buffer_load_dword v219, off, s[0:3], s32 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v218, off, s[0:3], s32 offset:188 ; 4-byte Folded Reload
	buffer_load_dword v217, off, s[0:3], s32 offset:192 ; 4-byte Folded Reload
	buffer_load_dword v216, off, s[0:3], s32 offset:196 ; 4-byte Folded Reload
	buffer_load_dword v207, off, s[0:3], s32 offset:200 ; 4-byte Folded Reload
	buffer_load_dword v206, off, s[0:3], s32 offset:204 ; 4-byte Folded Reload
	buffer_load_dword v205, off, s[0:3], s32 offset:208 ; 4-byte Folded Reload
	buffer_load_dword v204, off, s[0:3], s32 offset:212 ; 4-byte Folded Reload
	buffer_load_dword v203, off, s[0:3], s32 offset:216 ; 4-byte Folded Reload
	buffer_load_dword v202, off, s[0:3], s32 offset:220 ; 4-byte Folded Reload
	buffer_load_dword v201, off, s[0:3], s32 offset:224 ; 4-byte Folded Reload
	buffer_load_dword v200, off, s[0:3], s32 offset:228 ; 4-byte Folded Reload
	buffer_load_dword v191, off, s[0:3], s32 offset:232 ; 4-byte Folded Reload
	buffer_load_dword v190, off, s[0:3], s32 offset:236 ; 4-byte Folded Reload
	buffer_load_dword v189, off, s[0:3], s32 offset:240 ; 4-byte Folded Reload
	buffer_load_dword v188, off, s[0:3], s32 offset:244 ; 4-byte Folded Reload
	buffer_load_dword v187, off, s[0:3], s32 offset:248 ; 4-byte Folded Reload
	buffer_load_dword v186, off, s[0:3], s32 offset:252 ; 4-byte Folded Reload
	buffer_load_dword v185, off, s[0:3], s32 offset:256 ; 4-byte Folded Reload
	buffer_load_dword v184, off, s[0:3], s32 offset:260 ; 4-byte Folded Reload
	buffer_load_dword v175, off, s[0:3], s32 offset:264 ; 4-byte Folded Reload
	buffer_load_dword v174, off, s[0:3], s32 offset:268 ; 4-byte Folded Reload
	buffer_load_dword v173, off, s[0:3], s32 offset:272 ; 4-byte Folded Reload
	buffer_load_dword v172, off, s[0:3], s32 offset:276 ; 4-byte Folded Reload
	buffer_load_dword v171, off, s[0:3], s32 offset:280 ; 4-byte Folded Reload
	buffer_load_dword v170, off, s[0:3], s32 offset:284 ; 4-byte Folded Reload
	buffer_load_dword v169, off, s[0:3], s32 offset:288 ; 4-byte Folded Reload
	buffer_load_dword v168, off, s[0:3], s32 offset:292 ; 4-byte Folded Reload
	buffer_load_dword v159, off, s[0:3], s32 offset:296 ; 4-byte Folded Reload
	buffer_load_dword v158, off, s[0:3], s32 offset:300 ; 4-byte Folded Reload
	buffer_load_dword v157, off, s[0:3], s32 offset:304 ; 4-byte Folded Reload
	buffer_load_dword v156, off, s[0:3], s32 offset:308 ; 4-byte Folded Reload
	buffer_load_dword v155, off, s[0:3], s32 offset:312 ; 4-byte Folded Reload
	buffer_load_dword v154, off, s[0:3], s32 offset:316 ; 4-byte Folded Reload
	buffer_load_dword v153, off, s[0:3], s32 offset:320 ; 4-byte Folded Reload
	buffer_load_dword v152, off, s[0:3], s32 offset:324 ; 4-byte Folded Reload
	buffer_load_dword v143, off, s[0:3], s32 offset:328 ; 4-byte Folded Reload
	buffer_load_dword v142, off, s[0:3], s32 offset:332 ; 4-byte Folded Reload
	buffer_load_dword v141, off, s[0:3], s32 offset:336 ; 4-byte Folded Reload
	buffer_load_dword v140, off, s[0:3], s32 offset:340 ; 4-byte Folded Reload
	buffer_load_dword v139, off, s[0:3], s32 offset:344 ; 4-byte Folded Reload
	buffer_load_dword v138, off, s[0:3], s32 offset:348 ; 4-byte Folded Reload
	buffer_load_dword v137, off, s[0:3], s32 offset:352 ; 4-byte Folded Reload
	buffer_load_dword v136, off, s[0:3], s32 offset:356 ; 4-byte Folded Reload
	buffer_load_dword v127, off, s[0:3], s32 offset:360 ; 4-byte Folded Reload
	buffer_load_dword v126, off, s[0:3], s32 offset:364 ; 4-byte Folded Reload
	buffer_load_dword v125, off, s[0:3], s32 offset:368 ; 4-byte Folded Reload
	buffer_load_dword v124, off, s[0:3], s32 offset:372 ; 4-byte Folded Reload
	buffer_load_dword v123, off, s[0:3], s32 offset:376 ; 4-byte Folded Reload
	buffer_load_dword v122, off, s[0:3], s32 offset:380 ; 4-byte Folded Reload
	buffer_load_dword v121, off, s[0:3], s32 offset:384 ; 4-byte Folded Reload
	buffer_load_dword v120, off, s[0:3], s32 offset:388 ; 4-byte Folded Reload
	buffer_load_dword v111, off, s[0:3], s32 offset:392 ; 4-byte Folded Reload
	buffer_load_dword v110, off, s[0:3], s32 offset:396 ; 4-byte Folded Reload
	buffer_load_dword v109, off, s[0:3], s32 offset:400 ; 4-byte Folded Reload
	buffer_load_dword v108, off, s[0:3], s32 offset:404 ; 4-byte Folded Reload
	buffer_load_dword v107, off, s[0:3], s32 offset:408 ; 4-byte Folded Reload
	buffer_load_dword v106, off, s[0:3], s32 offset:412 ; 4-byte Folded Reload
	buffer_load_dword v105, off, s[0:3], s32 offset:416 ; 4-byte Folded Reload
	buffer_load_dword v104, off, s[0:3], s32 offset:420 ; 4-byte Folded Reload
	buffer_load_dword v95, off, s[0:3], s32 offset:424 ; 4-byte Folded Reload
	buffer_load_dword v94, off, s[0:3], s32 offset:428 ; 4-byte Folded Reload
	buffer_load_dword v93, off, s[0:3], s32 offset:432 ; 4-byte Folded Reload
	buffer_load_dword v92, off, s[0:3], s32 offset:436 ; 4-byte Folded Reload
	buffer_load_dword v91, off, s[0:3], s32 offset:440 ; 4-byte Folded Reload
	buffer_load_dword v90, off, s[0:3], s32 offset:444 ; 4-byte Folded Reload
	buffer_load_dword v89, off, s[0:3], s32 offset:448 ; 4-byte Folded Reload
	buffer_load_dword v88, off, s[0:3], s32 offset:452 ; 4-byte Folded Reload
	buffer_load_dword v79, off, s[0:3], s32 offset:456 ; 4-byte Folded Reload
	buffer_load_dword v78, off, s[0:3], s32 offset:460 ; 4-byte Folded Reload
	buffer_load_dword v77, off, s[0:3], s32 offset:464 ; 4-byte Folded Reload
	buffer_load_dword v76, off, s[0:3], s32 offset:468 ; 4-byte Folded Reload
	buffer_load_dword v75, off, s[0:3], s32 offset:472 ; 4-byte Folded Reload
	buffer_load_dword v74, off, s[0:3], s32 offset:476 ; 4-byte Folded Reload
	buffer_load_dword v73, off, s[0:3], s32 offset:480 ; 4-byte Folded Reload
	buffer_load_dword v72, off, s[0:3], s32 offset:484 ; 4-byte Folded Reload
	buffer_load_dword v63, off, s[0:3], s32 offset:488 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s32 offset:492 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s32 offset:496 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s32 offset:500 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s32 offset:504 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s32 offset:508 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s32 offset:512 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s32 offset:516 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s32 offset:520 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s32 offset:524 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s32 offset:528 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s32 offset:532 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s32 offset:536 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s32 offset:540 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s32 offset:544 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s32 offset:548 ; 4-byte Folded Reload
	v_readlane_b32 s99, v255, 35
	v_readlane_b32 s98, v255, 34
	v_readlane_b32 s97, v255, 33
	v_readlane_b32 s96, v255, 32
	v_readlane_b32 s87, v255, 31
	v_readlane_b32 s86, v255, 30
	v_readlane_b32 s85, v255, 29
	v_readlane_b32 s84, v255, 28
	v_readlane_b32 s83, v255, 27
	v_readlane_b32 s82, v255, 26
	v_readlane_b32 s81, v255, 25
	v_readlane_b32 s80, v255, 24
	v_readlane_b32 s71, v255, 23
	v_readlane_b32 s70, v255, 22
	v_readlane_b32 s69, v255, 21
	v_readlane_b32 s68, v255, 20
	v_readlane_b32 s67, v255, 19
	v_readlane_b32 s66, v255, 18
	v_readlane_b32 s65, v255, 17
	v_readlane_b32 s64, v255, 16
	v_readlane_b32 s55, v255, 15
	v_readlane_b32 s54, v255, 14
	v_readlane_b32 s53, v255, 13
	v_readlane_b32 s52, v255, 12
	v_readlane_b32 s51, v255, 11
	v_readlane_b32 s50, v255, 10
	v_readlane_b32 s49, v255, 9
	v_readlane_b32 s48, v255, 8
	v_readlane_b32 s39, v255, 7
	v_readlane_b32 s38, v255, 6
	v_readlane_b32 s37, v255, 5
	v_readlane_b32 s36, v255, 4
	v_readlane_b32 s35, v255, 3
	v_readlane_b32 s34, v255, 2
	v_readlane_b32 s31, v255, 1
	v_readlane_b32 s30, v255, 0
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v255, off, s[0:3], s32 offset:552 ; 4-byte Folded Reload
	buffer_load_dword v254, off, s[0:3], s32 offset:556 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_agpr_spill, .Lfunc_end1-__clang_ocl_kern_imp_agpr_spill
                                        ; -- End function
	.set __clang_ocl_kern_imp_agpr_spill.num_vgpr, 256
	.set __clang_ocl_kern_imp_agpr_spill.num_agpr, 60
	.set __clang_ocl_kern_imp_agpr_spill.numbered_sgpr, 100
	.set __clang_ocl_kern_imp_agpr_spill.num_named_barrier, 0
	.set __clang_ocl_kern_imp_agpr_spill.private_seg_size, 564
	.set __clang_ocl_kern_imp_agpr_spill.uses_vcc, 1
	.set __clang_ocl_kern_imp_agpr_spill.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_agpr_spill.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_agpr_spill.has_recursion, 0
	.set __clang_ocl_kern_imp_agpr_spill.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 10792
; TotalNumSgprs: 104
; NumVgprs: 256
; NumAgprs: 60
; TotalNumVgprs: 316
; ScratchSize: 564
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 256
	.set amdgpu.max_num_agpr, 60
	.set amdgpu.max_num_sgpr, 100
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     54
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
    .max_flat_workgroup_size: 64
    .name:           agpr_spill
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     100
    .sgpr_spill_count: 0
    .symbol:         agpr_spill.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     310
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
