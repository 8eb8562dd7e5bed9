# LLVM's MCA library warns "found a return instruction in the input assembly
# sequence" for s_endpgm (MC marks it isReturn). gcn-mca does not print it for
# a kernel's own end: the region's last instruction in both pipelines, and
# every s_endpgm in the wave pipeline (the wave ends there). A return inside
# a region keeps the warning in llvm-mca's pipeline (there the program counter
# update really is ignored); stdout stays llvm-mca's (test/Differential).
#
# RUN: gcn-mca -mcpu=gfx90a -whole-file-region %s 2>&1 >/dev/null | FileCheck %s --allow-empty --implicit-check-not=return
# RUN: gcn-mca -mcpu=gfx90a -pipeline=llvm-mca -whole-file-region %s 2>&1 >/dev/null | FileCheck %s --allow-empty --implicit-check-not=return
# CHECK-NOT: warning
#
# An s_endpgm before the end: the wave pipeline is quiet, llvm-mca's warns.
# RUN: sed 's/^  v_add_f32_e32 v2/  s_endpgm\n&/' %s > %t.s
# RUN: gcn-mca -mcpu=gfx90a -whole-file-region %t.s 2>&1 >/dev/null | FileCheck %s --allow-empty --implicit-check-not=return
# RUN: gcn-mca -mcpu=gfx90a -pipeline=llvm-mca -whole-file-region %t.s 2>&1 >/dev/null | FileCheck %s --check-prefix=MID
# MID: warning: found a return instruction in the input assembly sequence.
  v_add_f32_e32 v1, 1.0, v1
  v_add_f32_e32 v2, 1.0, v2
  s_endpgm
