# Markers.h's GCN_MCA_STRIDE / GCN_MCA_HIT in a kernel whose control flow is
# followed: applied without a warning (they were "unknown gcn-mca
# annotation" for the control-flow walk), and the Assumptions' memory line
# counts the memory instructions they cover. A setting holds from the next
# instruction to the next annotation of its kind: the stride covers the two
# loads and the store (3), the hit rates the second load and the store (2);
# v_mov and s_waitcnt are no memory instructions. Per access class, the
# stride annotation is the source of the two loads' and the store's lines.
# RUN: gcn-mca %s 2>%t.err | FileCheck %s
# RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
# ERR-NOT: annotation
# CHECK: Control flow:    branches and loops followed (per-function region)
# CHECK: Memory:          L1 125, L2 237, DRAM 570, LDS 64, SMEM 40 cycles; loads hit L1 0%, L2 0% of the
# CHECK-NEXT:                 rest; 2 memory instructions with annotated hit rates (`; gcn-mca: hit`); 3 memory
# CHECK-NEXT:                 instructions with an annotated lane stride (`; gcn-mca: stride`); access addresses:
# CHECK-NEXT:                 loads: 2 annotated; stores: 1 annotated (model; `; gcn-mca: hit` annotations per
# The same counts in the JSON Assumptions.
# RUN: gcn-mca -memory-view -json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
# JSON: "HitAnnotated": 2,
# JSON: "StrideAnnotated": 3,
  .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
  .text
  .globl k
  .p2align 8
  .type k,@function
k:
  v_mov_b32 v1, 0
  ; gcn-mca: stride 4096
  global_load_dword v2, v1, s[0:1]
  ; gcn-mca: hit L2=0.5
  global_load_dword v3, v1, s[0:1] offset:4
  global_store_dword v1, v3, s[0:1]
  s_waitcnt vmcnt(0)
  s_endpgm
.Lfunc_end0:
  .size k, .Lfunc_end0-k
