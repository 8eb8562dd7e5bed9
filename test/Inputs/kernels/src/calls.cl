// A kernel calling an external function. clang cannot know the callee's
// registers, so the kernel's descriptor and its occupancy are MC
// expressions over symbols (`.set caller.num_vgpr, max(41,
// amdgpu.max_num_vgpr)`, resolved at the end of the file): clang's remark
// prints the unevaluated `occupancy(...)` expression, which
// build-kernel-corpus.sh has llvm-mc evaluate.
#include "common.h"
void helper(__global float *p, uint i);
__kernel void caller(__global float *p, float k) {
  uint i = GRP_X * 64 + LID_X;
  float x = p[i];
  helper(p, i);
  p[i] = x * k + p[i + 64];
}
