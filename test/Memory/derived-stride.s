# The lane stride derived from the address computation sets the cache lines
# a wave access touches (coalescing) and the LDS bank conflicts. The kernel
# takes the work-item id from the packed v0 (`v_and_b32 0x3ff`), scales it by
# 4 and by 128 (`v_lshlrev_b32` 2 and 7) and adds a uniform base (the SGPR
# base of the global loads, 0 for LDS): strides 4 and 128 bytes.
#
# gfx90a, wave64, 64 B vector L1 lines (L1LineBytes), TA 64 B/clk:
#   global_load_dword stride 4: span 63 x 4 + 4 = 256 B -> 4 lines; the L1
#     busy max(TA 64 x 4 / 64 = 4, 4 lines) = 4;
#   stride 128: every lane its own line -> 64 lines, busy 64; VMEM 4 + 64 = 68.
#   ds_read_b32 (32 banks x 4 B, 64 B/clk -> 4 cycles): stride 4 touches
#     every bank twice (2 bank cycles, conflict-free) -> 4; stride 128: all
#     64 lanes in bank 0, 64 distinct dwords -> 64 (64-way); LDS 4 + 64 = 68.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -workgroups=1 -workgroup-size=64 -waves-per-simd=1 -wave-stats -top=0 -occupancy-view=0 -instruction-info=0 -gcn-summary-view=0 -stall-view=0 -wave-view=0 %s 2>&1 | FileCheck %s --check-prefix=G90
# G90:      Index  Stride  Source     Width  Lines  Banks  Instruction
# G90-NEXT:   [3]       4  derived       4      4      -  global_load_dword v4, v2, s[0:1]
# G90-NEXT:   [4]     128  derived       4     64      -  global_load_dword v5, v3, s[0:1]
# G90-NEXT:   [5]       4  derived       4      -      2  ds_read_b32 v6, v2
# G90-NEXT:   [6]     128  derived       4      -     64  ds_read_b32 v7, v3
# G90-NEXT:   [7]       4  default       4      4      -  global_load_dword v8, v[10:11], off
# G90-NEXT: Stride sources: 4 derived, 0 annotated, 0 option, 1 default (unit stride)
# G90:      VMEM              72
# G90-NEXT: LDS               68
#
# Without the derivation every access is unit stride: VMEM 3 x 4 = 12, LDS
# 4 + 4 = 8.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -workgroups=1 -workgroup-size=64 -waves-per-simd=1 -wave-stats -top=0 -occupancy-view=0 -instruction-info=0 -gcn-summary-view=0 -stall-view=0 -wave-view=0 -derive-strides=0 %s 2>&1 | FileCheck %s --check-prefix=OFF
# OFF: Stride sources: 0 derived, 0 annotated, 0 option, 5 default (unit stride)
# OFF: VMEM              12
# OFF-NEXT: LDS                8
#
# Precedence: annotation > derived > -lane-stride > unit. `-lane-stride=16`
# reaches only the load whose address is unknown (v[10:11]): span 63 x 16 +
# 4 = 1012 B -> 16 lines, VMEM 4 + 64 + 16 = 84. A `; gcn-mca: stride 8`
# annotation over the derived 128 of [4] and [6]: 63 x 8 + 4 = 508 B -> 8
# lines; LDS stride 8 puts 2 lanes of every 32 in each of 16 banks -> 4
# bank cycles (under the 4-cycle cost): VMEM 4 + 8 + 16 = 28, LDS 4 + 4 = 8.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -workgroups=1 -workgroup-size=64 -waves-per-simd=1 -wave-stats -top=0 -occupancy-view=0 -instruction-info=0 -gcn-summary-view=0 -stall-view=0 -wave-view=0 -lane-stride=16 %s 2>&1 | FileCheck %s --check-prefix=OPT
# OPT: [7]      16  option        4     16      -  global_load_dword v8, v[10:11], off
# OPT: VMEM              84
# RUN: sed 's/^  global_load_dword v5/  ; gcn-mca: stride 8\n&/; s/^  global_load_dword v8/  ; gcn-mca: stride default\n&/' %s | gcn-mca -pipeline=wave -mcpu=gfx90a -workgroups=1 -workgroup-size=64 -waves-per-simd=1 -wave-stats -top=0 -occupancy-view=0 -instruction-info=0 -gcn-summary-view=0 -stall-view=0 -wave-view=0 -lane-stride=16 - 2>&1 | FileCheck %s --check-prefix=ANN
# ANN:      [4]       8  annotated     4      8      -  global_load_dword v5, v3, s[0:1]
# ANN-NEXT: [5]       8  annotated     4      -      4  ds_read_b32 v6, v2
# ANN-NEXT: [6]       8  annotated     4      -      4  ds_read_b32 v7, v3
# ANN-NEXT: [7]      16  option        4     16      -  global_load_dword v8, v[10:11], off
# ANN: Stride sources: 1 derived, 3 annotated, 1 option, 0 default (unit stride)
# ANN: VMEM              28
# ANN-NEXT: LDS                8
#
# gfx1100, wave32, 128 B L0 lines, TA 64 B/clk, LDS 128 B/clk per CU half:
#   global_load_b32 stride 4: 31 x 4 + 4 = 128 B -> 1 line, busy max(TA 32
#     x 4 / 64 = 2, 1) = 2; stride 128: 32 lines -> 32; the unknown one:
#     unit stride, 2; VMEM 2 + 32 + 2 = 36.
#   ds_load_b32 (32 banks): stride 4 one lane per bank -> 1 cycle (32 x 4 /
#     128 = 1); stride 128: 32 lanes in bank 0 -> 32 (32-way); LDS 33.
# RUN: sed 's/global_load_dword/global_load_b32/; s/ds_read_b32/ds_load_b32/; s/_e32 / /' %s | gcn-mca -pipeline=wave -mcpu=gfx1100 -workgroups=1 -workgroup-size=32 -waves-per-simd=1 -wave-stats -top=0 -occupancy-view=0 -instruction-info=0 -gcn-summary-view=0 -stall-view=0 -wave-view=0 - 2>&1 | FileCheck %s --check-prefix=G11
# G11:      [3]       4  derived       4      1      -  global_load_b32 v4, v2, s[0:1]
# G11-NEXT: [4]     128  derived       4     32      -  global_load_b32 v5, v3, s[0:1]
# G11-NEXT: [5]       4  derived       4      -      1  ds_load_b32 v6, v2
# G11-NEXT: [6]     128  derived       4      -     32  ds_load_b32 v7, v3
# G11-NEXT: [7]       4  default       4      1      -  global_load_b32 v8, v[10:11], off
# G11:      VMEM              36
# G11-NEXT: LDS               33
#
# Bad option values are command-line errors.
# RUN: not gcn-mca -pipeline=wave -mcpu=gfx90a -lane-stride=-2 %s 2>&1 | FileCheck %s --check-prefix=BAD
# BAD: error: -lane-stride=-2: a stride is a byte count (0 or more)
  v_and_b32_e32 v1, 0x3ff, v0
  v_lshlrev_b32_e32 v2, 2, v1
  v_lshlrev_b32_e32 v3, 7, v1
  global_load_dword v4, v2, s[0:1]
  global_load_dword v5, v3, s[0:1]
  ds_read_b32 v6, v2
  ds_read_b32 v7, v3
  global_load_dword v8, v[10:11], off
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_endpgm
