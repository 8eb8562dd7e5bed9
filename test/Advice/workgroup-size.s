# -advise: a workgroup size at the workgroup-size occupancy cliff, the same
# work-items in all, simulated; a candidate that does not pay is named
# under "not ranked" with its simulated cycles, which equal a separate run
# of the change.
#
# Hand derivation (gfx900: 10 wave slots per SIMD, 4 SIMDs, 16 workgroup
# barriers per CU; 8 VGPRs and 12 SGPRs limit nothing): workgroups of 128
# work-items are 2 waves and each needs a barrier, so min(40 / 2, 16) = 16
# workgroups = 32 waves = 8 waves/SIMD are resident. Workgroups of 64 are
# one wave and need no barrier: 40 waves = 10 waves/SIMD; 192 (3 waves)
# allows min(13, 16) x 3 = 39 waves, 9 per SIMD; at equal distance the
# smaller size is taken (docs/Occupancy.md, "Cliffs"): 64. The same 64 x
# 128 = 8192 work-items then take 128 workgroups of 64.
#
# RUN: gcn-mca -advise -workgroup-size=128 -workgroups=64 %wave-views-off -top=0 -assumptions-view=false -occupancy-view=false %s > %t.adv
# RUN: FileCheck %s < %t.adv
# CHECK: launch workgroups of 64 work-items (now 128) for 10 waves/SIMD (now 8), the same work-items in all
# RUN: gcn-mca -workgroup-size=64 -workgroups=128 %s | sed -n 's/^Total Cycles: *\([0-9]*\)$/\1/p' > %t.got
# RUN: sed -n 's/.*launch workgroups of 64.*(\([0-9]*\) cycles)$/\1/p; s/.*launch workgroups of 64.*predicted: \([0-9]*\) cycles.*/\1/p' %t.adv > %t.want
# RUN: grep -A2 'launch workgroups of 64' %t.adv | sed -n 's/.*predicted: \([0-9]*\) cycles.*/\1/p' >> %t.want
# RUN: diff %t.want %t.got
#
# With -grid the grid stays and the workgroup count follows it: the
# candidate's reproduction is the size alone.
# RUN: gcn-mca -advise -json -grid=8192 -workgroup-size=128 %s | FileCheck --check-prefix=GRID %s
# GRID: "NotRanked": [
# GRID-NEXT: "launch workgroups of 64 work-items (now 128) for 10 waves/SIMD (now 8)
#
# No candidate where the size allows the most waves already (64: one wave,
# 40 of 40 slots).
# RUN: gcn-mca -advise -workgroup-size=64 -workgroups=128 %wave-views-off -top=0 -assumptions-view=false -occupancy-view=false %s | FileCheck --check-prefix=NONE %s
# NONE: Advice:
# NONE-NOT: launch workgroups of

	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl	wg_small
	.p2align	8
	.type	wg_small,@function
wg_small:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	; gcn-mca: hit L2=1
	global_load_dword v2, v1, s[0:1]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v2, v2
	global_store_dword v1, v2, s[0:1]
	s_endpgm
	.rodata
	.p2align	6
	.amdhsa_kernel wg_small
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
