# The register view on gfx1200 (wave32): a WMMA reading two 128-bit tuples
# and writing a 256-bit one; the descriptor pads the VGPRs to 24.
# RUN: gcn-mca -register-view -occupancy-view=false -instruction-info=false -gcn-summary-view=false -stall-view=false -wave-view=false -memory-view=false -top=0 -assumptions-view=false %s | FileCheck %s
# RUN: gcn-mca -register-view -json %s | %python %S/Inputs/regs-json.py | FileCheck --check-prefix=JSON %s
#
# Straight line, backward: #8 store v16, v[4:7] -> V5; #7 store v16, v[0:3]
# -> v[0:7] v16 V9; #6 wmma writes v[0:7], reads v[8:15] -> v[8:16] V9; #5
# V9; #4 load v[12:15] -> v[8:11] v16 V5; #3 load v[8:11] -> v16 V1; #1
# v16=v0<<5 -> v0 V1; #0 s_load s[2:3] <- s[0:1]: S2 throughout.
# Peaks: VGPRs 9 first before #5 (line 4: v[8:16]); SGPRs 2 before #0.
# Named v0..v16 = 17 < the declared 24 (explained as padding); packed 9 ->
# granule 24 -> 64, capped at 16 waves.

# CHECK:      Registers - wmma
# CHECK:      Live 32-bit registers before each instruction (liveness over the region's CFG).
# CHECK:      Peak VGPRs:            9 before #5 (w.hip:4)  s_wait_loadcnt 0x0
# CHECK-NEXT:   live there:       v[8:16]
# CHECK-NEXT: Peak SGPRs:            2 before #0 (w.hip:2)  s_load_b64 s[2:3], s[0:1], 0x0
# CHECK-NEXT:   live there:       s[0:1]
# CHECK:      Packed to the peak: 9 vector registers, allocated in granules of 24 (wave32): 24 -> 16 waves/SIMD by VGPRs
# CHECK-NEXT: Descriptor:         .amdhsa_next_free_vgpr 24, .amdhsa_next_free_sgpr 4
# CHECK-NEXT:   VGPRs  declared   24, named   17, peak live    9: the descriptor reserves 7 beyond the highest register the code names (padding, preloaded registers the code never reads, or callees); 8 of the named registers are never live at the peak (an allocation packed to the peak would need 9)
# CHECK-NEXT:   SGPRs  declared    4, named    4, peak live    2: the descriptor covers s0..s3; 2 of the named registers are never live at the peak (an allocation packed to the peak would need 2)
# CHECK:        (SGPRs exclude VCC, FLAT_SCRATCH and XNACK_MASK, which the hardware appends, and EXEC, SCC, M0)
# CHECK:      [1]: live VGPRs, [2]: live AGPRs, [3]: live SGPRs (before the instruction)
# CHECK:         #    [1]   [2]   [3]   Instruction
# CHECK-NEXT:    0      1     0     2   s_load_b64 s[2:3], s[0:1], 0x0  <- peak SGPR
# CHECK-NEXT:    1      1     0     2   v_lshlrev_b32_e32 v16, 5, v0
# CHECK-NEXT:    2      1     0     2   s_wait_kmcnt 0x0
# CHECK-NEXT:    3      1     0     2   global_load_b128 v[8:11], v16, s[2:3]
# CHECK-NEXT:    4      5     0     2   global_load_b128 v[12:15], v16, s[2:3] offset:16
# CHECK-NEXT:    5      9     0     2   s_wait_loadcnt 0x0  <- peak VGPR
# CHECK-NEXT:    6      9     0     2   v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], 0
# CHECK-NEXT:    7      9     0     2   global_store_b128 v16, v[0:3], s[2:3]
# CHECK-NEXT:    8      5     0     2   global_store_b128 v16, v[4:7], s[2:3] offset:16
# CHECK-NEXT:    9      0     0     0   s_endpgm

# JSON:      region wmma
# JSON:      AllocatedVectorRegisters=24
# JSON:      LiveAGPRs=0,0,0,0,0,0,0,0,0,0
# JSON:      LiveAtPeak.AGPRs=""
# JSON:      LiveAtPeak.SGPRs="s[0:1]"
# JSON:      LiveAtPeak.VGPRs="v[8:16]"
# JSON:      LiveSGPRs=2,2,2,2,2,2,2,2,2,0
# JSON:      LiveVGPRs=1,1,1,1,5,9,9,9,5,0
# JSON:      NamedAGPRs=0
# JSON:      NamedSGPRs=4
# JSON:      NamedVGPRs=17
# JSON:      PackedVectorRegisters=9
# JSON:      PeakAGPRs=0
# JSON:      PeakAGPRsAt=-1
# JSON:      PeakSGPRs=2
# JSON:      PeakSGPRsAt=0
# JSON:      PeakSGPRsLine="w.hip:2"
# JSON:      PeakVGPRs=9
# JSON:      PeakVGPRsAt=5
# JSON:      PeakVGPRsLine="w.hip:4"


	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.file	1 "w.hip"
	.text
	.globl	wmma
	.p2align	8
	.type	wmma,@function
wmma:
	.loc	1 2 0
	s_load_b64 s[2:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 5, v0
	s_wait_kmcnt 0x0
	.loc	1 3 0
	global_load_b128 v[8:11], v16, s[2:3]
	global_load_b128 v[12:15], v16, s[2:3] offset:16
	.loc	1 4 0
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], 0
	.loc	1 5 0
	global_store_b128 v16, v[0:3], s[2:3]
	global_store_b128 v16, v[4:7], s[2:3] offset:16
	s_endpgm
	.rodata
	.p2align	6
	.amdhsa_kernel wmma
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 4
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
