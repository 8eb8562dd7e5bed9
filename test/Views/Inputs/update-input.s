; RUN: gcn-mca -pipeline=llvm-mca -mcpu=gfx900 -iterations=2 %mca-views-off %s | FileCheck %s
; RUN: gcn-mca -pipeline=llvm-mca -mcpu=gfx900 -iterations=2 %mca-views-off -json %s | FileCheck %s --check-prefix=JSON
; RUN: gcn-mca -pipeline=llvm-mca -mcpu=gfx900 -iterations=3 %mca-views-off %s | FileCheck %s --check-prefix=MIXED
; RUN: gcn-mca -pipeline=llvm-mca -mcpu=gfx900 -iterations=4 %mca-views-off %s | FileCheck %s --check-prefix=MIXED
  s_add_u32 s0, s1, s2
  s_add_u32 s3, s1, s2

; CHECK: stale assertion
; JSON: stale too
