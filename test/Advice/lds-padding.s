# -advise on an LDS-bank-conflicted kernel ranks the padding first, and
# each suggestion's predicted cycles equal a separate run of its change.
#
# Hand derivation: v1 = v0 << 7, so neighbouring lanes are 128 bytes (32
# dwords) apart and all 64 lanes of a ds_read_b32 / ds_write_b32 fall in
# bank 0: 64 cycles per wave access instead of 2 (64 lanes / 32 banks).
# Padding each row by one dword (stride 132 = 33 dwords, odd) spreads them
# over all banks: 2 cycles. The three LDS accesses share the stride, so the
# candidate pads all three. The one global load (waited on by the first
# s_waitcnt) gives an L2-hit candidate, which can only shorten that one
# wait: 16 trips of two conflicted reads (a replayed access waits at least
# LDSConflictLatency, 120 cycles) cost far more than one load.
# The descriptor's 256 VGPRs allow 2 waves/SIMD (512 / 256); 3 need <= 168
# (512 / 3 = 170.7, granule 8): a register-cap candidate, whose extra wave
# cannot help a kernel bound by the one LDS pipe's conflicted accesses.
# The grid candidate appears only when the launch has fewer waves than the
# CU's slots (not here: the kernel's default launch fills them).
# Expected order: padding (removes ~60 of every 64 LDS cycles), then the
# two small ones; the test checks padding first and each predicted figure
# against its separate run.
#
# RUN: gcn-mca -advise -trip-count='*=16' %wave-views-off -top=0 -assumptions-view=false -occupancy-view=false %s > %t.adv
# RUN: FileCheck --check-prefix=ADV %s < %t.adv
# ADV:      Advice: - lds_conflict (each change simulated on the same launch; now [[NOW:[0-9]+]] cycles)
# ADV-NEXT: 1. pad the LDS rows: lane stride 128 -> 132 bytes (bank cycles per wave access 64 -> 2) at 3 instruction(s)
# ADV-NEXT:    where: [4] ds_read_b32 v2, v1 (t.hip:6)
# ADV-NEXT:    predicted: [[PAD:[0-9]+]] cycles, {{[0-9.]+}}x
# ADV-NEXT:    confidence: model: assumes the array's rows grow by 4 bytes (more LDS per workgroup, occupancy unchanged) and no instruction is added
# ADV-NEXT:    reproduce: `; gcn-mca: stride 132` before instruction 4 5 12
# ADV-NEXT: [[N2:[23]]]. this vector memory access hits in L2
# ADV-NEXT:    where: [1] global_load_dword v5, v6, s[0:1] (t.hip:4)
# ADV-NEXT:    predicted: [[HIT:[0-9]+]] cycles
# ADV:         reproduce: `; gcn-mca: hit L2=1` before instruction 1
# ADV-DAG:  {{[23]}}. cap the VGPRs at 168 (now 256) for 3 waves/SIMD (now 2)
# ADV-DAG:     reproduce: -vgprs=168
# ADV-NOT:  4.
#
# The separate runs: the padded strides as annotations, then the L2 hit.
# RUN: sed -e 's/^\(\s*\)\(ds_read_b32\|ds_write_b32\)/\1; gcn-mca: stride 132\n\1\2/' %s | gcn-mca -trip-count='*=16' -instruction-info=0 -stall-view=0 -wave-view=0 -memory-view=0 - > %t.pad
# RUN: sed -e 's/^\(\s*\)\(global_load_dword\)/\1; gcn-mca: hit L2=1\n\1\2/' %s | gcn-mca -trip-count='*=16' -instruction-info=0 -stall-view=0 -wave-view=0 -memory-view=0 - > %t.hit
# RUN: gcn-mca -vgprs=168 -trip-count='*=16' -instruction-info=0 -stall-view=0 -wave-view=0 -memory-view=0 %s > %t.cap
# RUN: grep -A2 -e 'pad the LDS' %t.adv | sed -n 's/.*predicted: \([0-9]*\) cycles.*/PAD \1/p' > %t.want
# RUN: grep -A2 -e 'hits in L2' %t.adv | sed -n 's/.*predicted: \([0-9]*\) cycles.*/HIT \1/p' >> %t.want
# RUN: grep -A2 -e 'cap the VGPRs' %t.adv | sed -n 's/.*predicted: \([0-9]*\) cycles.*/CAP \1/p' >> %t.want
# RUN: sed -n 's/Total Cycles: *\([0-9]*\)/PAD \1/p' %t.pad > %t.got
# RUN: sed -n 's/Total Cycles: *\([0-9]*\)/HIT \1/p' %t.hit >> %t.got
# RUN: sed -n 's/Total Cycles: *\([0-9]*\)/CAP \1/p' %t.cap >> %t.got
# RUN: diff %t.want %t.got
# RUN: FileCheck --check-prefix=SAME %s < %t.got
# SAME:      PAD {{[0-9]+}}
# SAME-NEXT: HIT {{[0-9]+}}
# SAME-NEXT: CAP {{[0-9]+}}
#
# The JSON report ranks the same items.
# RUN: gcn-mca -advise -json -trip-count='*=16' %s | FileCheck --check-prefix=JSON %s
# JSON:      "Advice": {
# JSON:        "Items": [
# JSON:            "Kind": "lds-padding",
# JSON:            "Rank": 1,

	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.file	1 "t.hip"
	.text
	.globl	lds_conflict
	.p2align	8
	.type	lds_conflict,@function
lds_conflict:
	.loc	1 3 0
	v_lshlrev_b32_e32 v6, 2, v0
	.loc	1 4 0
	global_load_dword v5, v6, s[0:1]
	v_lshlrev_b32_e32 v1, 7, v0
	s_mov_b32 s2, 16
.LBB0_1:
	.loc	1 6 0
	ds_read_b32 v2, v1
	ds_read_b32 v4, v1 offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	.loc	1 7 0
	v_add_f32_e32 v5, v5, v2
	v_add_f32_e32 v5, v5, v4
	s_sub_u32 s2, s2, 1
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc1 .LBB0_1
	.loc	1 9 0
	ds_write_b32 v1, v5
	s_endpgm
	.rodata
	.p2align	6
	.amdhsa_kernel lds_conflict
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 256
		.amdhsa_group_segment_fixed_size 8192
	.end_amdhsa_kernel
