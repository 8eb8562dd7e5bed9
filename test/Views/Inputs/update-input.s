; RUN: gcn-mca -pipeline=llvm-mca -mcpu=gfx900 -iterations=2 -instruction-info=false -resource-pressure=false %s | FileCheck %s
; RUN: gcn-mca -pipeline=llvm-mca -mcpu=gfx900 -iterations=2 -instruction-info=false -resource-pressure=false -json %s | FileCheck %s --check-prefix=JSON
; RUN: gcn-mca -pipeline=llvm-mca -mcpu=gfx900 -iterations=3 -instruction-info=false -resource-pressure=false %s | FileCheck %s --check-prefix=MIXED
; RUN: gcn-mca -pipeline=llvm-mca -mcpu=gfx900 -iterations=4 -instruction-info=false -resource-pressure=false %s | FileCheck %s --check-prefix=MIXED
  s_add_u32 s0, s1, s2
  s_add_u32 s3, s1, s2

; CHECK: stale assertion
; JSON: stale too
