# -advise on a VGPR-limited, latency-bound kernel ranks the register cap
# first, and each suggestion's predicted cycles equal a separate run of its
# change.
#
# Hand derivation (gfx90a, wave64): .amdhsa_next_free_vgpr 256 -> 512 / 256
# = 2 waves/SIMD, the VGPRs bind. 3 waves need an allocation <= 512 / 3 =
# 170.7, in granules of 8: 168 VGPRs (the occupancy cliff). The register
# view's peak: v1 (address) and v2 (loaded) are live together first before
# #4, the s_waitcnt vmcnt(0) (v0 dies at #1): 2 live VGPRs, far below the
# cap, so the cap is "likely". Each wave issues one load and waits for it:
# the kernel is latency bound, and with 3 instead of 2 waves per SIMD the
# CU overlaps half as many waits again. The load hits L2 already (the
# annotation: data reused by the kernel), so the latency left is L2's and
# there is no L2-hit candidate; the store is not a load; the default launch
# fills the CU (no grid candidate). The register cap is the only change.
#
# RUN: gcn-mca -advise %wave-views-off -top=0 -assumptions-view=false -occupancy-view=false %s > %t.adv
# RUN: FileCheck --check-prefix=ADV %s < %t.adv
# ADV:      Advice: - vgpr_latency (each change simulated on the same launch; now [[NOW:[0-9]+]] cycles)
# ADV-NEXT: 1. cap the VGPRs at 168 (now 256) for 3 waves/SIMD (now 2)
# ADV-NEXT:    where: peak 2 live VGPRs before [4] s_waitcnt vmcnt(0) (v.hip:4)
# ADV-NEXT:    predicted: [[CAP:[0-9]+]] cycles, {{[0-9.]+}}x
# ADV-NEXT:    confidence: likely: the peak of 2 live VGPRs fits the cap; assumes the compiler allocates within it without spills or extra instructions
# ADV-NEXT:    reproduce: -vgprs=168
# ADV-NOT:  2.
#
# The separate run of the cap:
# RUN: gcn-mca -vgprs=168 -instruction-info=0 -stall-view=0 -wave-view=0 -memory-view=0 %s > %t.cap
# RUN: cat %t.adv %t.cap | FileCheck --check-prefix=SAME %s
# SAME: predicted: [[CAP:[0-9]+]] cycles
# SAME: Waves per SIMD: {{.*}}limit 3
# SAME: Total Cycles: {{ *}}[[CAP]]

	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.file	1 "v.hip"
	.text
	.globl	vgpr_latency
	.p2align	8
	.type	vgpr_latency,@function
vgpr_latency:
	.loc	1 3 0
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	.loc	1 4 0
	; gcn-mca: hit L2=1
	global_load_dword v2, v1, s[0:1]
	s_waitcnt vmcnt(0)
	.loc	1 5 0
	v_mul_f32_e32 v2, v2, v2
	global_store_dword v1, v2, s[0:1]
	s_endpgm
	.rodata
	.p2align	6
	.amdhsa_kernel vgpr_latency
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 256
	.end_amdhsa_kernel
