; RUN: gcn-mca -pipeline=llvm-mca -mcpu=gfx900 -iterations=1 -control-flow=follow -cfg-view %mca-views-off %s | FileCheck %s
; CHECK: stale line before the code
; CHECK: another stale line
loop:
  s_add_u32 s0, s0, -1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
