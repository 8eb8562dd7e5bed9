# The register view on gfx942 (wave64, no AGPRs): an exec-masked if with a
# 64-bit load (register tuple v[6:7]) and a value (v2) live around the arm.
# RUN: gcn-mca -register-view -occupancy-view=false -instruction-info=false -gcn-summary-view=false -stall-view=false -wave-view=false -memory-view=false -top=0 -assumptions-view=false %s | FileCheck %s
# RUN: gcn-mca -register-view -json %s | %python %S/Inputs/regs-json.py | FileCheck --check-prefix=JSON %s
#
# Blocks: B0 #0-#5 (execz branch to B2, falls into B1), B1 #6-#11, B2 #12-#17.
# Backward, VCC/EXEC/SCC not counted:
#  B2: #16 store v0,v1,s[6:7] -> V2 S2; #13 v1=v1+v2 -> v0 v1 v2 (V3);
#      #12 s_or exec,s[2:3] -> S {s2 s3 s6 s7} = 4.  live-in {v0 v1 v2 s2 s3 s6 s7}
#  B1: #11 v2=v2+v7 -> v0 v1 v2 v7 (V4); #10 v1=v6+v7 -> v0 v2 v6 v7 (V4);
#      #9 waitcnt V4 S4; #8 load v[6:7] <- v4, s[4:5] -> v0 v2 v4 | s2..s7
#      (V3 S6); #6 v4=v0<<3 -> v0 v2 (V2 S6).
#  B0: live-out = B1 in + B2 in = {v0 v1 v2 s2..s7}: #5 V3 S6; #4 saveexec
#      writes s[2:3] -> S4; #3 v2=0 -> V2; #2 v1=0 -> V1; #0 s_load -> S2.
# Peaks: VGPRs 4 first before #9 (line 6: v0, v2, v[6:7]); SGPRs 6 first
# before #5 (line 4: s[2:7]). Packed 4 -> granule 8 -> 512/8 capped at 8.
# Named v0..v7 (8) and s0..s7 (8) = the descriptor's 8 and 8.

# CHECK:      Registers - div
# CHECK:      Live 32-bit registers before each instruction (liveness over the region's CFG).
# CHECK:      Peak VGPRs:            4 before #9 (d.hip:6)  s_waitcnt vmcnt(0)
# CHECK-NEXT:   live there:       v0, v2, v[6:7]
# CHECK-NEXT: Peak SGPRs:            6 before #5 (d.hip:4)  s_cbranch_execz .LBB0_2
# CHECK-NEXT:   live there:       s[2:7]
# CHECK:      Packed to the peak: 4 vector registers, allocated in granules of 8 (wave64): 8 -> 8 waves/SIMD by VGPRs
# CHECK-NEXT: Descriptor:         .amdhsa_next_free_vgpr 8, .amdhsa_accum_offset 8, .amdhsa_next_free_sgpr 8
# CHECK-NEXT:   VGPRs  declared    8, named    8, peak live    4: the descriptor covers v0..v7; 4 of the named registers are never live at the peak (an allocation packed to the peak would need 4)
# CHECK-NEXT:   SGPRs  declared    8, named    8, peak live    6: the descriptor covers s0..s7; 2 of the named registers are never live at the peak (an allocation packed to the peak would need 6)
# CHECK:        (SGPRs exclude VCC, FLAT_SCRATCH and XNACK_MASK, which the hardware appends, and EXEC, SCC, M0)
# CHECK:      [1]: live VGPRs, [2]: live AGPRs, [3]: live SGPRs (before the instruction)
# CHECK:         #    [1]   [2]   [3]   Instruction
# CHECK-NEXT:    0      1     0     2   s_load_dwordx4 s[4:7], s[0:1], 0x0
# CHECK-NEXT:    1      1     0     4   v_cmp_gt_u32_e32 vcc, 16, v0
# CHECK-NEXT:    2      1     0     4   v_mov_b32_e32 v1, 0
# CHECK-NEXT:    3      2     0     4   v_mov_b32_e32 v2, 0
# CHECK-NEXT:    4      3     0     4   s_and_saveexec_b64 s[2:3], vcc
# CHECK-NEXT:    5      3     0     6   s_cbranch_execz .LBB0_2  <- peak SGPR
# CHECK-NEXT:    6      2     0     6   v_lshlrev_b32_e32 v4, 3, v0
# CHECK-NEXT:    7      3     0     6   s_waitcnt lgkmcnt(0)
# CHECK-NEXT:    8      3     0     6   global_load_dwordx2 v[6:7], v4, s[4:5]
# CHECK-NEXT:    9      4     0     4   s_waitcnt vmcnt(0)  <- peak VGPR
# CHECK-NEXT:   10      4     0     4   v_add_f32_e32 v1, v6, v7
# CHECK-NEXT:   11      4     0     4   v_add_f32_e32 v2, v2, v7
# CHECK-NEXT:   12      3     0     4   s_or_b64 exec, exec, s[2:3]
# CHECK-NEXT:   13      3     0     2   v_add_f32_e32 v1, v1, v2
# CHECK-NEXT:   14      2     0     2   v_lshlrev_b32_e32 v0, 2, v0
# CHECK-NEXT:   15      2     0     2   s_waitcnt lgkmcnt(0)
# CHECK-NEXT:   16      2     0     2   global_store_dword v0, v1, s[6:7]
# CHECK-NEXT:   17      0     0     0   s_endpgm

# JSON:      region div
# JSON:      AllocatedVectorRegisters=8
# JSON:      LiveAGPRs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
# JSON:      LiveAtPeak.AGPRs=""
# JSON:      LiveAtPeak.SGPRs="s[2:7]"
# JSON:      LiveAtPeak.VGPRs="v0, v2, v[6:7]"
# JSON:      LiveSGPRs=2,4,4,4,4,6,6,6,6,4,4,4,4,2,2,2,2,0
# JSON:      LiveVGPRs=1,1,1,2,3,3,2,3,3,4,4,4,3,3,2,2,2,0
# JSON:      NamedAGPRs=0
# JSON:      NamedSGPRs=8
# JSON:      NamedVGPRs=8
# JSON:      PackedVectorRegisters=4
# JSON:      PeakAGPRs=0
# JSON:      PeakAGPRsAt=-1
# JSON:      PeakSGPRs=6
# JSON:      PeakSGPRsAt=5
# JSON:      PeakSGPRsLine="d.hip:4"
# JSON:      PeakVGPRs=4
# JSON:      PeakVGPRsAt=9
# JSON:      PeakVGPRsLine="d.hip:6"
# JSON:      PeakVectorRegisters=4


	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.file	1 "d.hip"
	.text
	.globl	div
	.p2align	8
	.type	div,@function
div:
	.loc	1 3 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_cmp_gt_u32_e32 vcc, 16, v0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	.loc	1 4 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
	.loc	1 5 0
	v_lshlrev_b32_e32 v4, 3, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v4, s[4:5]
	.loc	1 6 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v6, v7
	v_add_f32_e32 v2, v2, v7
.LBB0_2:
	.loc	1 8 0
	s_or_b64 exec, exec, s[2:3]
	v_add_f32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[6:7]
	s_endpgm
	.rodata
	.p2align	6
	.amdhsa_kernel div
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
