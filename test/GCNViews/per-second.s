# The GCN summary's rates: per-second figures use the chip's own CU count and
# clock (the model's NumCUs and ClockMHz, lib/Target/GCNProcessors.td), which
# -gcn-param=NumCUs=N and -clock-mhz (or -gcn-param=ClockMHz=M) override; a
# rate below 0.1 keeps three significant digits instead of printing 0.00.
#
# Derivation (gfx90a, one wave of 64 lanes): the wave launches at cycle 1 and
# its SIMD offers it a slot every 4 cycles (1, 5, 9, ...). s_sleep 127 blocks
# it 127 x 64 = 8128 cycles: the first issues at 1, the second at 8129, the
# s_endpgm at 16257, and the wave ends 4 cycles later: 16261 cycles.
#   IPC per CU            = 3 / 16261          = 0.000184
#   Waves/1000 Cycles/CU  = 1000 / 16261       = 0.0615
#   Work-items/1000 ...   = 64000 / 16261      = 3.94
#   Waves/s (104 CUs, 1700 MHz: MI210)  = 1700e6 x 104 / 16261 = 1.09e+07
#   Work-items/s          = 64 x that          = 6.96e+08
#   -gcn-param=NumCUs=2 -clock-mhz=1000: 1e9 x 2 / 16261 = 1.23e+05
#
# RUN: gcn-mca -mcpu=gfx90a -instruction-info=0 -stall-view=0 -wave-view=0 -top=0 -occupancy-view=0 -workgroup-size=64 -workgroups=1 %s | FileCheck %s
# CHECK:      Total Cycles:                16261
# CHECK:      IPC per CU:                  0.000184
# CHECK-NEXT: Waves/1000 Cycles/CU:        0.0615
# CHECK-NEXT: Work-items/1000 Cycles/CU:   3.94
# CHECK-NEXT: Waves/s (104 CUs, 1700 MHz): 1.09e+07
# CHECK-NEXT: Work-items/s:                6.96e+08
#
# RUN: gcn-mca -mcpu=gfx90a -instruction-info=0 -stall-view=0 -wave-view=0 -top=0 -occupancy-view=0 -workgroup-size=64 -workgroups=1 -gcn-param=NumCUs=2 -clock-mhz=1000 %s | FileCheck %s --check-prefix=OVERRIDE
# RUN: gcn-mca -mcpu=gfx90a -instruction-info=0 -stall-view=0 -wave-view=0 -top=0 -occupancy-view=0 -workgroup-size=64 -workgroups=1 -gcn-param=NumCUs=2 -gcn-param=ClockMHz=1000 %s | FileCheck %s --check-prefix=OVERRIDE
# OVERRIDE: Waves/s (2 CUs, 1000 MHz):   1.23e+05
#
# Other chips name their own unit count and clock (RX 7900 XTX, MI300X). On
# RDNA the simulated unit is a WGP of two CUs: the chip has 96 / 2 = 48 of
# them, and the per-unit and per-second figures say so (until this fix the
# per-second figures multiplied a WGP's rate by 96 CUs: twice the chip).
# RUN: gcn-mca -mcpu=gfx1100 -instruction-info=0 -stall-view=0 -wave-view=0 -top=0 -occupancy-view=0 -workgroups=1 %s | FileCheck %s --check-prefix=GFX1100
# GFX1100: IPC per WGP:
# GFX1100: Waves/s (48 WGPs, 2500 MHz):
# RUN: gcn-mca -mcpu=gfx942 -json -instruction-info=0 -stall-view=0 -wave-view=0 -top=0 -occupancy-view=0 -workgroups=1 %s | FileCheck %s --check-prefix=JSON
# JSON: "ClockMHz": 2100,
# JSON: "NumCUs": 304,
  s_sleep 127
  s_sleep 127
  s_endpgm
