# Width-aware columns: with numbers of 7 to 8 digits no column runs into its
# neighbour (once `15820910.72(start to end`, `Total121600`, an End column
# glued to Start), and every line still fits 100 columns.
#
# 32 waves of 64 lanes (gfx90a: 8 per SIMD, all resident at once) each issue
# 3 instructions (96 in all) and wait -vmem-latency=3000000 cycles for their
# load: about 3,000,000 cycles per wave and 32 x 3,000,000 = 96,000,000 stall
# cycles at the s_waitcnt (its issue cycles: 32 x 4-cycle slots = 128) in
# the stall view, which counts every wave. The hotspots count the SIMD slots
# lost (docs/Views.md, "What a stall is"): the 8 waves of a SIMD wait in the
# same slots, so 4 SIMDs x about 3,000,000 = 12,000,000 cycles.
# RUN: gcn-mca -mcpu=gfx90a -workgroup-size=64 -workgroups=32 -vmem-latency=3000000 %s > %t
# RUN: FileCheck %s < %t
# RUN: not grep -E '^.{101}' %t
# CHECK:      Clocks per Wave:             300{{[0-9][0-9][0-9][0-9]}}.{{[0-9][0-9]}} (start to end, mean)
# CHECK:      Rank Cycles Share Issue Stall
# CHECK-NEXT: 1  1200{{[0-9][0-9][0-9][0-9]}}  100.00%  128  1200{{[0-9][0-9][0-9][0-9]}}  WAITCNT  [1] s_waitcnt vmcnt(0)
# CHECK:      Index  [1] [2] [3] Wait  Instructions:
# CHECK:      [1] 32  9600{{[0-9][0-9][0-9][0-9]}}  100.00%  9600{{[0-9][0-9][0-9][0-9]}}  s_waitcnt vmcnt(0)
# CHECK:      Total 96  9600{{[0-9][0-9][0-9][0-9]}}  100.00%  9600{{[0-9][0-9][0-9][0-9]}}{{$}}
# CHECK:      Wave  SIMD  Start End
# CHECK-NEXT: 0     0      0  300{{[0-9][0-9][0-9][0-9]}}
# CHECK-NEXT: 1     1      1  300{{[0-9][0-9][0-9][0-9]}}
  global_load_dword v1, v0, s[0:1]
  s_waitcnt vmcnt(0)
  s_endpgm
