# s_waitcnt limits on gfx900 (vmcnt 6 bits split [3:0]+[15:14], lgkmcnt 4
# bits) and gfx1030 (lgkmcnt 6 bits, vscnt / vmcnt / expcnt / lgkmcnt sgpr
# forms), and the counters memory instructions increment: FLAT vm+lgkm,
# stores vscnt on gfx10.
# RUN: gcn-mca -mcpu=gfx900 -gcn-instruction-info -summary-view=0 %mca-views-off %s 2>&1 | FileCheck %s --check-prefix=GFX9
# RUN: sed -e 's/^# GFX10ONLY //' %s > %t.s
# RUN: gcn-mca -mcpu=gfx1030 -gcn-instruction-info -summary-view=0 %mca-views-off %t.s 2>&1 | FileCheck %s --check-prefix=GFX10

s_waitcnt vmcnt(45) lgkmcnt(7)
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_waitcnt expcnt(2)
flat_load_dword v0, v[0:1]
flat_store_dword v[0:1], v2
global_store_dword v[0:1], v2, off
buffer_load_dwordx2 v[0:1], off, s[0:3], 0
s_load_dwordx4 s[0:3], s[4:5], 0x0
# GFX10ONLY s_waitcnt_vscnt null, 0x5
# GFX10ONLY s_waitcnt_lgkmcnt null, 0x21
# GFX10ONLY s_waitcnt_vmcnt s1, 0x3
# GFX10ONLY s_waitcnt_depctr depctr_va_vdst(0)

# GFX9:      (gfx900, GCN5, wave64)
# GFX9:      WAITCNT      none  1   1    -  -  -                vmcnt(45) lgkmcnt(7)
# GFX9-NEXT: WAITCNT      none  1   1    -  -  -                vmcnt(0) expcnt(0) lgkmcnt(0)
# GFX9-NEXT: WAITCNT      none  1   1    -  -  -                expcnt(2)
# 1 dword x 64 lanes / 16 dwords per clock = 4 cycles; L1 hit 125.
# GFX9-NEXT: FLAT_LOAD    VMEM  4   125  -  1  vmcnt,lgkmcnt  -
# GFX9-NEXT: FLAT_STORE   VMEM  4   125  -  1  vmcnt,lgkmcnt  -
# GFX9-NEXT: GLOBAL_STORE VMEM  4   125  -  1  vmcnt          -
# 2 dwords: 8 cycles.
# GFX9-NEXT: VMEM_LOAD    VMEM  8   125  -  2  vmcnt          -
# 4 dwords at 4 dwords per clock: 1 cycle; scalar cache 40 (assumption).
# GFX9-NEXT: SMEM_LOAD    SMEM  1   40   -  4  lgkmcnt        -

# GFX10:      (gfx1030, RDNA2, wave32)
# GFX10:      WAITCNT      none  1   1   -  -  -                vmcnt(45) lgkmcnt(7)
# GFX10-NEXT: WAITCNT      none  1   1   -  -  -                vmcnt(0) expcnt(0) lgkmcnt(0)
# GFX10-NEXT: WAITCNT      none  1   1   -  -  -                expcnt(2)
# wave32: 1 dword x 32 lanes / 16 = 2 cycles; L0 hit 73.
# GFX10-NEXT: FLAT_LOAD    VMEM  2   73  -  1  vmcnt,lgkmcnt  -
# GFX10-NEXT: FLAT_STORE   VMEM  2   73  -  1  lgkmcnt,vscnt  -
# GFX10-NEXT: GLOBAL_STORE VMEM  2   73  -  1  vscnt          -
# GFX10-NEXT: VMEM_LOAD    VMEM  4   73  -  2  vmcnt          -
# GFX10-NEXT: SMEM_LOAD    SMEM  1   40  -  4  lgkmcnt        -
# GFX10-NEXT: WAITCNT      none  1   1   -  -  -              vscnt(5)
# GFX10-NEXT: WAITCNT      none  1   1   -  -  -              lgkmcnt(33)
# GFX10-NEXT: WAITCNT      none  1   1   -  -  -              vmcnt(3) +sgpr
# GFX10-NEXT: DEPCTR       none  1   1   -  -  -              va_vdst(0)
