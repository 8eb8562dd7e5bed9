# llvm-mca 22 sees a marker comment on the line right after some AMDGPU
# instructions twice (the parser looks ahead past the end of the line), so it
# rejects this file with "overlapping regions cannot have the same name".
# gcn-mca honours each marker exactly once.
# RUN: not llvm-mca -mtriple=amdgcn -mcpu=gfx900 %s 2>&1 | FileCheck %s --check-prefix=LLVMMCA
# RUN: gcn-mca -mcpu=gfx900 -iterations=1 %mca-views-off %s 2>&1 | FileCheck %s
# LLVMMCA: error: overlapping regions cannot have the same name

v_add_f32 v0, v1, v2
; LLVM-MCA-BEGIN x
v_mov_b32 v0, 0
v_add_f32 v3, v1, v2
// LLVM-MCA-END x
v_mov_b32 v0, 0
# LLVM-MCA-BEGIN y
buffer_load_dword v0, off, s[0:3], 0
# LLVM-MCA-END y

# CHECK-NOT: error
# CHECK: [0] Code Region - x
# CHECK: [1] Code Region - y
# CHECK-NOT: Code Region
