# The register view on gfx90a (unified VGPR/AGPR file, wave64): a loop that
# keeps v1 and v2 live around its back edge and two AGPRs across it.
# RUN: gcn-mca -register-view -instruction-info=false -gcn-summary-view=false -stall-view=false -wave-view=false -memory-view=false -top=0 -assumptions-view=false %s | FileCheck %s
# RUN: gcn-mca -register-view -json %s | %python %S/Inputs/regs-json.py | FileCheck --check-prefix=JSON %s
#
# Hand liveness, backward (SCC/VCC/EXEC are not counted):
#  #17 store v0, v4, s[4:5]          before: v0 v4 | s4 s5      V2 A0 S2
#  #16 v0 = v0 << 2                  before: v0 v4              V2
#  #14 v4 = v4 + v1                  before: v0 v1 v4           V3
#  #13 v4 = v4 + v5                  before: v0 v1 v4 v5        V4
#  #12 v5 = a1                       before: v0 v1 v4 | a1      V3 A1
#  #11 v4 = a0                       before: v0 v1 | a0 a1      V2 A2
#  loop #6..#10 (back edge to #6): live out = {v0 v1 v2 a0 a1 s4 s5 s6}
#  #10..#8                           V3 A2 S3
#  #7  v1 = v3 * v1                  before: v0 v1 v2 v3        V4 A2 S3
#  #6  v3 = v1 + v2                  before: v0 v1 v2           V3 A2 S3
#  #5  s6 = 4                        before: s4 s5              V3 A2 S2
#  #4  a1 = v2                       before: a0                 V3 A1
#  #3  a0 = v1                                                  V3 A0
#  #2  v2 = 2.0                      before: v0 v1              V2
#  #1  v1 = 1.0                      before: v0                 V1
#  #0  s[4:5] = load s[0:1]          before: s0 s1              V1 S2
# Peaks (first occurrence): VGPRs 4 before #7 (line 12), AGPRs 2 before #5
# (line 10), SGPRs 3 before #6 (line 11); VGPRs+AGPRs 6 before #7.
# Packed: accum_offset rounds 4 VGPRs to 4, + 2 AGPRs = 6 -> granule 8 ->
# 512/8 = 64, capped at 8 waves. Named: v0..v5 (6), a0..a1 (2), s0..s6 (7);
# the descriptor: accum_offset 8 (6 rounded up to 4), next_free_vgpr 10.

# CHECK:      Registers - regs
# CHECK:      Peak VGPRs:            4 before #7 (k.cl:12)  v_mul_f32_e32 v1, v3, v1
# CHECK-NEXT:   live there:       v[0:3]
# CHECK-NEXT: Peak AGPRs:            2 before #5 (k.cl:10)  s_mov_b32 s6, 4
# CHECK-NEXT:   live there:       a[0:1]
# CHECK-NEXT: Peak SGPRs:            3 before #6 (k.cl:11)  v_add_f32_e32 v3, v1, v2
# CHECK-NEXT:   live there:       s[4:6]
# CHECK-NEXT: Peak VGPRs+AGPRs:      6 before #7 (k.cl:12) (one unified file)
# CHECK:      Packed to the peak: 6 vector registers (AGPRs after the VGPRs rounded to 4), allocated in granules of 8 (wave64): 8 -> 8 waves/SIMD by VGPRs
# CHECK-NEXT: Descriptor:         .amdhsa_next_free_vgpr 10, .amdhsa_accum_offset 8, .amdhsa_next_free_sgpr 7
# CHECK-NEXT:   VGPRs  declared    8, named    6, peak live    4: accum_offset rounds the 6 VGPRs up to a multiple of 4 (the AGPRs start there); 2 of the named registers are never live at the peak
# CHECK-NEXT:   AGPRs  declared    2, named    2, peak live    2: the descriptor covers a0..a1
# CHECK-NEXT:   SGPRs  declared    7, named    7, peak live    3: the descriptor covers s0..s6; 4 of the named
# CHECK:         #    [1]   [2]   [3]   Instruction
# CHECK-NEXT:    0      1     0     2   s_load_dwordx2 s[4:5], s[0:1], 0x0
# CHECK-NEXT:    1      1     0     2   v_mov_b32_e32 v1, 1.0
# CHECK-NEXT:    2      2     0     2   v_mov_b32_e32 v2, 2.0
# CHECK-NEXT:    3      3     0     2   v_accvgpr_write_b32 a0, v1
# CHECK-NEXT:    4      3     1     2   v_accvgpr_write_b32 a1, v2
# CHECK-NEXT:    5      3     2     2   s_mov_b32 s6, 4  <- peak AGPR
# CHECK-NEXT:    6      3     2     3   v_add_f32_e32 v3, v1, v2  <- peak SGPR
# CHECK-NEXT:    7      4     2     3   v_mul_f32_e32 v1, v3, v1  <- peak VGPR
# CHECK-NEXT:    8      3     2     3   s_sub_u32 s6, s6, 1
# CHECK-NEXT:    9      3     2     3   s_cmp_lg_u32 s6, 0
# CHECK-NEXT:   10      3     2     3   s_cbranch_scc1 .LBB0_1
# CHECK-NEXT:   11      2     2     2   v_accvgpr_read_b32 v4, a0
# CHECK-NEXT:   12      3     1     2   v_accvgpr_read_b32 v5, a1
# CHECK-NEXT:   13      4     0     2   v_add_f32_e32 v4, v4, v5
# CHECK-NEXT:   14      3     0     2   v_add_f32_e32 v4, v4, v1
# CHECK-NEXT:   15      2     0     2   s_waitcnt lgkmcnt(0)
# CHECK-NEXT:   16      2     0     2   v_lshlrev_b32_e32 v0, 2, v0
# CHECK-NEXT:   17      2     0     2   global_store_dword v0, v4, s[4:5]
# CHECK-NEXT:   18      0     0     0   s_endpgm

# JSON:      region regs
# JSON:      LiveAGPRs=0,0,0,0,1,2,2,2,2,2,2,2,1,0,0,0,0,0,0
# JSON-NEXT: LiveAtPeak.AGPRs="a[0:1]"
# JSON-NEXT: LiveAtPeak.SGPRs="s[4:6]"
# JSON-NEXT: LiveAtPeak.VGPRs="v[0:3]"
# JSON-NEXT: LiveSGPRs=2,2,2,2,2,2,3,3,3,3,3,2,2,2,2,2,2,2,0
# JSON-NEXT: LiveVGPRs=1,1,2,3,3,3,3,4,3,3,3,2,3,4,3,2,2,2,0
# JSON-NEXT: NamedAGPRs=2
# JSON-NEXT: NamedSGPRs=7
# JSON-NEXT: NamedVGPRs=6
# JSON-NEXT: PackedVectorRegisters=6
# JSON-NEXT: PeakAGPRs=2
# JSON-NEXT: PeakAGPRsAt=5
# JSON-NEXT: PeakAGPRsLine="k.cl:10"
# JSON-NEXT: PeakSGPRs=3
# JSON-NEXT: PeakSGPRsAt=6
# JSON-NEXT: PeakSGPRsLine="k.cl:11"
# JSON-NEXT: PeakVGPRs=4
# JSON-NEXT: PeakVGPRsAt=7
# JSON-NEXT: PeakVGPRsLine="k.cl:12"
# JSON-NEXT: PeakVectorRegisters=6

	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.file	1 "k.cl"
	.text
	.globl	regs
	.p2align	8
	.type	regs,@function
regs:
	.loc	1 8 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	.loc	1 9 0
	v_mov_b32_e32 v1, 1.0
	v_mov_b32_e32 v2, 2.0
	v_accvgpr_write_b32 a0, v1
	v_accvgpr_write_b32 a1, v2
	.loc	1 10 0
	s_mov_b32 s6, 4
.LBB0_1:
	.loc	1 11 0
	v_add_f32_e32 v3, v1, v2
	.loc	1 12 0
	v_mul_f32_e32 v1, v3, v1
	s_sub_u32 s6, s6, 1
	s_cmp_lg_u32 s6, 0
	s_cbranch_scc1 .LBB0_1
	.loc	1 14 0
	v_accvgpr_read_b32 v4, a0
	v_accvgpr_read_b32 v5, a1
	v_add_f32_e32 v4, v4, v5
	v_add_f32_e32 v4, v4, v1
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v4, s[4:5]
	s_endpgm
	.rodata
	.p2align	6
	.amdhsa_kernel regs
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
