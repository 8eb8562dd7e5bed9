# The register view on gfx1100 (wave32, 1536 VGPRs per lane, granule 24):
# a loop whose 128-bit load v[1:4] is live with v0 and the sum v5.
# RUN: gcn-mca -register-view -occupancy-view=false -instruction-info=false -gcn-summary-view=false -stall-view=false -wave-view=false -memory-view=false -top=0 -assumptions-view=false %s | FileCheck %s
# RUN: gcn-mca -register-view -json %s | %python %S/Inputs/regs-json.py | FileCheck --check-prefix=JSON %s
#
# Blocks: B0 #0-#4, loop B1 #5-#13 (back edge to #5), B2 #14-#15.
#  B2 live-in {v0 v5 s6 s7}. Loop live-out = B2 in + B1 in; B1 in =
#  {v0 v5 s2 s4 s5 s6 s7} (a fixed point after two rounds):
#  #13,#12 V2 S5; #11 v5=v5+v1 -> V3; #10 v1=v1+v3 -> V4; #9 v3=v3+v4 -> V5;
#  #8 v1=v1+v2 -> v[0:5] V6; #7 V6; #6 s2=s2-1 V6 S5; #5 load v[1:4] -> V2.
#  B0: #4 V2 S5; #3 s2=8 -> S4; #2 v5=0 -> V1; #0 s_load -> S2.
# Peaks: VGPRs 6 first before #6 (line 4: v[0:5]), SGPRs 5 first before #4
# (line 2: s2, s[4:7]). Packed 6 -> granule 24 -> 1536/24 = 64, capped at 16.

# CHECK:      Registers - loop
# CHECK:      Live 32-bit registers before each instruction (liveness over the region's CFG).
# CHECK:      Peak VGPRs:            6 before #6 (l.cl:4)  s_add_i32 s2, s2, -1
# CHECK-NEXT:   live there:       v[0:5]
# CHECK-NEXT: Peak SGPRs:            5 before #4 (l.cl:2)  s_waitcnt lgkmcnt(0)
# CHECK-NEXT:   live there:       s2, s[4:7]
# CHECK:      Packed to the peak: 6 vector registers, allocated in granules of 24 (wave32): 24 -> 16 waves/SIMD by VGPRs
# CHECK-NEXT: Descriptor:         .amdhsa_next_free_vgpr 6, .amdhsa_next_free_sgpr 8
# CHECK-NEXT:   VGPRs  declared    6, named    6, peak live    6: the descriptor covers v0..v5
# CHECK-NEXT:   SGPRs  declared    8, named    8, peak live    5: the descriptor covers s0..s7; 3 of the named registers are never live at the peak (an allocation packed to the peak would need 5)
# CHECK:        (SGPRs exclude VCC, FLAT_SCRATCH and XNACK_MASK, which the hardware appends, and EXEC, SCC, M0)
# CHECK:      [1]: live VGPRs, [2]: live AGPRs, [3]: live SGPRs (before the instruction)
# CHECK:         #    [1]   [2]   [3]   Instruction
# CHECK-NEXT:    0      1     0     2   s_load_b128 s[4:7], s[0:1], 0x0
# CHECK-NEXT:    1      1     0     4   v_lshlrev_b32_e32 v0, 4, v0
# CHECK-NEXT:    2      1     0     4   v_mov_b32_e32 v5, 0
# CHECK-NEXT:    3      2     0     4   s_mov_b32 s2, 8
# CHECK-NEXT:    4      2     0     5   s_waitcnt lgkmcnt(0)  <- peak SGPR
# CHECK-NEXT:    5      2     0     5   global_load_b128 v[1:4], v0, s[4:5]
# CHECK-NEXT:    6      6     0     5   s_add_i32 s2, s2, -1  <- peak VGPR
# CHECK-NEXT:    7      6     0     5   s_waitcnt vmcnt(0)
# CHECK-NEXT:    8      6     0     5   v_add_f32_e32 v1, v1, v2
# CHECK-NEXT:    9      5     0     5   v_add_f32_e32 v3, v3, v4
# CHECK-NEXT:   10      4     0     5   v_add_f32_e32 v1, v1, v3
# CHECK-NEXT:   11      3     0     5   v_add_f32_e32 v5, v5, v1
# CHECK-NEXT:   12      2     0     5   s_cmp_lg_u32 s2, 0
# CHECK-NEXT:   13      2     0     5   s_cbranch_scc1 .LBB0_1
# CHECK-NEXT:   14      2     0     2   global_store_b32 v0, v5, s[6:7]
# CHECK-NEXT:   15      0     0     0   s_endpgm

# JSON:      region loop
# JSON:      AllocatedVectorRegisters=24
# JSON:      LiveAGPRs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
# JSON:      LiveAtPeak.AGPRs=""
# JSON:      LiveAtPeak.SGPRs="s2, s[4:7]"
# JSON:      LiveAtPeak.VGPRs="v[0:5]"
# JSON:      LiveSGPRs=2,4,4,4,5,5,5,5,5,5,5,5,5,5,2,0
# JSON:      LiveVGPRs=1,1,1,2,2,2,6,6,6,5,4,3,2,2,2,0
# JSON:      NamedAGPRs=0
# JSON:      NamedSGPRs=8
# JSON:      NamedVGPRs=6
# JSON:      PackedVectorRegisters=6
# JSON:      PeakAGPRs=0
# JSON:      PeakAGPRsAt=-1
# JSON:      PeakSGPRs=5
# JSON:      PeakSGPRsAt=4
# JSON:      PeakSGPRsLine="l.cl:2"
# JSON:      PeakVGPRs=6
# JSON:      PeakVGPRsAt=6
# JSON:      PeakVGPRsLine="l.cl:4"


	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.file	1 "l.cl"
	.text
	.globl	loop
	.p2align	8
	.type	loop,@function
loop:
	.loc	1 2 0
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 4, v0
	v_mov_b32_e32 v5, 0
	s_mov_b32 s2, 8
	s_waitcnt lgkmcnt(0)
.LBB0_1:
	.loc	1 4 0
	global_load_b128 v[1:4], v0, s[4:5]
	s_add_i32 s2, s2, -1
	.loc	1 5 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v1, v2
	v_add_f32_e32 v3, v3, v4
	v_add_f32_e32 v1, v1, v3
	v_add_f32_e32 v5, v5, v1
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc1 .LBB0_1
	.loc	1 7 0
	global_store_b32 v0, v5, s[6:7]
	s_endpgm
	.rodata
	.p2align	6
	.amdhsa_kernel loop
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
