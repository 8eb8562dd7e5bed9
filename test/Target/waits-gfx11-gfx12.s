# gfx11 s_waitcnt layout (expcnt [2:0], lgkmcnt [9:4], vmcnt [15:10]),
# s_delay_alu, s_sleep; gfx12 split counters and combined waits.
# RUN: sed -e 's/^# GFX11ONLY //' %s > %t11.s
# RUN: gcn-mca -mcpu=gfx1100 -gcn-instruction-info -summary-view=0 %mca-views-off %t11.s 2>&1 | FileCheck %s --check-prefix=GFX11
# RUN: sed -e 's/^# GFX12ONLY //' %s > %t12.s
# RUN: gcn-mca -mcpu=gfx1200 -gcn-instruction-info -summary-view=0 %mca-views-off %t12.s 2>&1 | FileCheck %s --check-prefix=GFX12

# GFX11ONLY s_waitcnt vmcnt(20) lgkmcnt(40)
# GFX11ONLY s_waitcnt_vscnt null, 0x5
# GFX11ONLY s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
# GFX11ONLY s_sleep 2
# GFX11ONLY v_exp_f32 v0, v1
# GFX11ONLY v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]
# GFX12ONLY s_wait_loadcnt_dscnt 0x302
# GFX12ONLY s_wait_storecnt_dscnt 0x405
# GFX12ONLY s_wait_samplecnt 0x5
# GFX12ONLY s_wait_bvhcnt 0x2
# GFX12ONLY s_wait_kmcnt 0x1
# GFX12ONLY s_wait_expcnt 0x2
# GFX12ONLY global_load_b128 v[0:3], v[4:5], off
# GFX12ONLY global_store_b32 v[0:1], v2, off
# GFX12ONLY s_load_b64 s[0:1], s[2:3], 0x0
# GFX12ONLY ds_load_b32 v0, v1
# GFX12ONLY v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]

# GFX11:      (gfx1100, RDNA3, wave32)
# GFX11:      WAITCNT     none   1   1   -  -  -  vmcnt(20) lgkmcnt(40)
# GFX11-NEXT: WAITCNT     none   1   1   -  -  -  vscnt(5)
# GFX11-NEXT: DELAY_ALU   none   1   1   -  -  -  VALU_DEP_1 NEXT SALU_CYCLE_1
# s_sleep 2 = about 2 x 64 cycles.
# GFX11-NEXT: SLEEP       none   1   1   -  -  -  ~128 cycles
# Transcendental unit, quarter rate of a 1-cycle wave32 op; latency 10.
# GFX11-NEXT: VALU_TRANS  Trans  4   10  -  -  -  -
# RDNA3 WMMA f32_16x16x16_f16: 32 cycles = 8 passes.
# GFX11-NEXT: WMMA        Matrix 32  32  8  -  -  -

# GFX12:      (gfx1200, RDNA4, wave32)
# GFX12:      WAITCNT      none   1   1   -  -  -          loadcnt(3) dscnt(2)
# GFX12-NEXT: WAITCNT      none   1   1   -  -  -          storecnt(4) dscnt(5)
# GFX12-NEXT: WAITCNT      none   1   1   -  -  -          samplecnt(5)
# GFX12-NEXT: WAITCNT      none   1   1   -  -  -          bvhcnt(2)
# GFX12-NEXT: WAITCNT      none   1   1   -  -  -          kmcnt(1)
# GFX12-NEXT: WAITCNT      none   1   1   -  -  -          expcnt(2)
# 4 dwords x 32 lanes / 16 = 8 cycles.
# GFX12-NEXT: GLOBAL_LOAD  VMEM   8   73  -  4  loadcnt   -
# GFX12-NEXT: GLOBAL_STORE VMEM   2   73  -  1  storecnt  -
# GFX12-NEXT: SMEM_LOAD    SMEM   1   40  -  2  kmcnt     -
# 1 dword x 4 B x 32 lanes / 128 B per clock = 1 cycle.
# GFX12-NEXT: DS_LOAD      LDS    1   64  -  1  dscnt     -
# RDNA4 WMMA: 16 cycles = 4 passes.
# GFX12-NEXT: WMMA         Matrix 16  16  4  -  -  -
