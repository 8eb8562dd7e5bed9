	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 6
	.text
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	v_lshl_or_b32 v2, s6, 10, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s11
	v_add_co_u32_e32 v4, vcc, s10, v0
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	global_load_dword v4, v[4:5], off
	s_add_u32 s0, s0, s7
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, s11
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0
	v_add_u32_e32 v4, 1, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:4
	v_add_u32_e32 v4, 2, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:8
	v_add_u32_e32 v4, 3, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:12
	v_add_u32_e32 v4, 4, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:16
	v_add_u32_e32 v4, 5, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:20
	v_add_u32_e32 v4, 6, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:24
	v_add_u32_e32 v4, 7, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:28
	v_add_u32_e32 v4, 8, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:32
	v_add_u32_e32 v4, 9, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:36
	v_add_u32_e32 v4, 10, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:40
	v_add_u32_e32 v4, 11, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:44
	v_add_u32_e32 v4, 12, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:48
	v_add_u32_e32 v4, 13, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:52
	v_add_u32_e32 v4, 14, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:56
	v_add_u32_e32 v4, 15, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:60
	v_add_u32_e32 v4, 16, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:64
	v_add_u32_e32 v4, 17, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:68
	v_add_u32_e32 v4, 18, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:72
	v_add_u32_e32 v4, 19, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:76
	v_add_u32_e32 v4, 20, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:80
	v_add_u32_e32 v4, 21, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:84
	v_add_u32_e32 v4, 22, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:88
	v_add_u32_e32 v4, 23, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:92
	v_add_u32_e32 v4, 24, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:96
	v_add_u32_e32 v4, 25, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:100
	v_add_u32_e32 v4, 26, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:104
	v_add_u32_e32 v4, 27, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:108
	v_add_u32_e32 v4, 28, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:112
	v_add_u32_e32 v4, 29, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:116
	v_add_u32_e32 v4, 30, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:120
	v_add_u32_e32 v4, 31, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:124
	v_add_u32_e32 v4, 32, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:128
	v_add_u32_e32 v4, 33, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:132
	v_add_u32_e32 v4, 34, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:136
	v_add_u32_e32 v4, 35, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:140
	v_add_u32_e32 v4, 36, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:144
	v_add_u32_e32 v4, 37, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:148
	v_add_u32_e32 v4, 38, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:152
	v_add_u32_e32 v4, 39, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:156
	v_add_u32_e32 v4, 40, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:160
	v_add_u32_e32 v4, 41, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:164
	v_add_u32_e32 v4, 42, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:168
	v_add_u32_e32 v4, 43, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:172
	v_add_u32_e32 v4, 44, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:176
	v_add_u32_e32 v4, 45, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:180
	v_add_u32_e32 v4, 46, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:184
	v_add_u32_e32 v4, 47, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:188
	v_add_u32_e32 v4, 48, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:192
	v_add_u32_e32 v4, 49, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:196
	v_add_u32_e32 v4, 50, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:200
	v_add_u32_e32 v4, 51, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:204
	v_add_u32_e32 v4, 52, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:208
	v_add_u32_e32 v4, 53, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:212
	v_add_u32_e32 v4, 54, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:216
	v_add_u32_e32 v4, 55, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:220
	v_add_u32_e32 v4, 56, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:224
	v_add_u32_e32 v4, 57, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:228
	v_add_u32_e32 v4, 58, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:232
	v_add_u32_e32 v4, 59, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:236
	v_add_u32_e32 v4, 60, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:240
	v_add_u32_e32 v4, 61, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:244
	v_add_u32_e32 v4, 62, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:248
	v_add_u32_e32 v4, 63, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_lshlrev_b32_e32 v2, 3, v2
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v10, vcc, s12, v2
	v_mov_b32_e32 v2, s13
	v_addc_co_u32_e32 v11, vcc, v2, v3, vcc
	v_add_co_u32_e32 v0, vcc, s8, v0
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:252
	global_load_dwordx4 v[2:5], v[10:11], off offset:16
	s_nop 0
	global_load_dwordx4 v[6:9], v[10:11], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v2, 63, v2
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, 63, v6
	v_lshl_add_u32 v6, v6, 2, s4
	v_and_b32_e32 v7, 63, v7
	buffer_load_dword v6, v6, s[0:3], 0 offen
	v_lshl_add_u32 v7, v7, 2, s4
	buffer_load_dword v7, v7, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v3
	v_lshl_add_u32 v2, v2, 2, s4
	v_lshl_add_u32 v3, v3, 2, s4
	buffer_load_dword v2, v2, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v6, 0, v6
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v6, v6, v7
	v_and_b32_e32 v7, 63, v8
	v_lshl_add_u32 v7, v7, 2, s4
	buffer_load_dword v7, v7, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v7
	v_and_b32_e32 v7, 63, v9
	v_lshl_add_u32 v7, v7, 2, s4
	buffer_load_dword v7, v7, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v2, v6, v2
	v_add_f32_e32 v2, v2, v3
	v_and_b32_e32 v3, 63, v4
	v_lshl_add_u32 v3, v3, 2, s4
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_and_b32_e32 v3, 63, v5
	v_lshl_add_u32 v3, v3, 2, s4
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_mov_b32_e32 v3, s9
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 272
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	private_array, .Lfunc_end0-private_array
                                        ; -- End function
	.set private_array.num_vgpr, 12
	.set private_array.num_agpr, 0
	.set private_array.numbered_sgpr, 14
	.set private_array.num_named_barrier, 0
	.set private_array.private_seg_size, 272
	.set private_array.uses_vcc, 1
	.set private_array.uses_flat_scratch, 0
	.set private_array.has_dyn_sized_stack, 0
	.set private_array.has_recursion, 0
	.set private_array.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3156
; TotalNumSgprs: 18
; NumVgprs: 12
; ScratchSize: 272
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	__hip_cuid_a3a291a754c91db7,@object ; @__hip_cuid_a3a291a754c91db7
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_a3a291a754c91db7
__hip_cuid_a3a291a754c91db7:
	.byte	0                               ; 0x0
	.size	__hip_cuid_a3a291a754c91db7, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_a3a291a754c91db7
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           private_array
    .private_segment_fixed_size: 272
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
