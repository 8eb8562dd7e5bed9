# RDNA CU mode: a workgroup's waves stay on the two SIMDs of one CU of the
# WGP; in WGP mode (the default) they spread over all four. gfx1100, wave32,
# per-SIMD issue every cycle, VALU wave32 busy 1 cycle, VALULatency 5; one
# workgroup of 4 waves (128 work-items), 2 waves per SIMD, each wave: 16
# independent v_add_f32 and s_endpgm (which waits for its ALU work).
#
# WGP mode: wave k launches at cycle k on SIMD k and issues its adds at
# k+1 .. k+16; s_endpgm waits for the last add (k+16 + 5 = k+21): 4 stall
# slots, ends at k+21. Wave 3 ends at 24: 25 cycles.
# RUN: gcn-mca -mcpu=gfx1100 -waves-per-simd=2 -workgroups=1 -workgroup-size=128 \
# RUN:   -wave-size=32 -wave-stats -instruction-info=0 -gcn-summary-view=0 \
# RUN:   -stall-view=0 -occupancy-view=0 -wave-view-max=0 %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=WGP
# WGP:      SIMDs:              4
# WGP:      Total Cycles:       25
# WGP:       Wave SIMD  Start    End
# WGP-NEXT:     0    0      0     21
# WGP-NEXT:     1    1      1     22
# WGP-NEXT:     2    2      2     23
# WGP-NEXT:     3    3      3     24
#
# CU mode (-cumode, or a kernel with .amdhsa_workgroup_processor_mode 0):
# waves 0..3 go to SIMDs 0, 1, 0, 1. On SIMD 0 the older wave 0 takes the
# VALU at 1 .. 16, wave 2 (from cycle 3) loses 14 arbitrations (3 .. 16),
# issues its adds at 17 .. 32, waits at s_endpgm 33 .. 36 and ends at 37;
# wave 3 on SIMD 1 one cycle later: ends at 38, 39 cycles.
# RUN: gcn-mca -mcpu=gfx1100 -waves-per-simd=2 -workgroups=1 -workgroup-size=128 \
# RUN:   -wave-size=32 -cumode -wave-stats -instruction-info=0 -gcn-summary-view=0 \
# RUN:   -stall-view=0 -occupancy-view=0 -wave-view-max=0 %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=CU
# CU:      Total Cycles:       39
# CU:       Wave SIMD  Start    End
# CU-NEXT:     0    0      0     21
# CU-NEXT:     1    1      1     22
# CU-NEXT:     2    0      2     37 {{.*}}   14  48.57%
# CU-NEXT:     3    1      3     38 {{.*}}   14  48.57%
#
# From the kernel descriptor: examples/saxpy-lds-gfx1100.s with
# .amdhsa_workgroup_processor_mode 0 (256 work-items = 8 waves per group):
# the first group's waves alternate between SIMDs 0 and 1 only (WGP mode
# would use 0..3).
# RUN: sed 's/\.amdhsa_workgroup_processor_mode 1/.amdhsa_workgroup_processor_mode 0/' \
# RUN:   %S/../../examples/saxpy-lds-gfx1100.s > %t.cu.s
# RUN: gcn-mca -mcpu=gfx1100 -wave-view-max=8 -instruction-info=0 \
# RUN:   -stall-view=0 -gcn-summary-view=0 %t.cu.s 2>&1 | FileCheck %s --check-prefix=DESC
# DESC:      Wave size:            32{{$}}
# DESC:       Wave SIMD
# DESC-NEXT:     0    0
# DESC-NEXT:     1    1
# DESC-NEXT:     2    0
# DESC-NEXT:     3    1
# DESC-NEXT:     4    0
# DESC-NEXT:     5    1
# DESC-NEXT:     6    0
# DESC-NEXT:     7    1
#
# A workgroup must fit in one CU's wave slots: 5 waves > 2 SIMDs x 2.
# RUN: not gcn-mca -mcpu=gfx1100 -waves-per-simd=2 -workgroups=1 \
# RUN:   -workgroup-size=160 -wave-size=32 -cumode %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=FIT
# FIT: error: a workgroup of 160 work-items (5 waves) does not fit in the 4 wave slots of the CU (CU mode: 2 SIMDs x 2 waves per SIMD)
  v_add_f32_e32 v1, 1.0, v1
  v_add_f32_e32 v2, 1.0, v2
  v_add_f32_e32 v3, 1.0, v3
  v_add_f32_e32 v4, 1.0, v4
  v_add_f32_e32 v5, 1.0, v5
  v_add_f32_e32 v6, 1.0, v6
  v_add_f32_e32 v7, 1.0, v7
  v_add_f32_e32 v8, 1.0, v8
  v_add_f32_e32 v9, 1.0, v9
  v_add_f32_e32 v10, 1.0, v10
  v_add_f32_e32 v11, 1.0, v11
  v_add_f32_e32 v12, 1.0, v12
  v_add_f32_e32 v13, 1.0, v13
  v_add_f32_e32 v14, 1.0, v14
  v_add_f32_e32 v15, 1.0, v15
  v_add_f32_e32 v16, 1.0, v16
  s_endpgm
