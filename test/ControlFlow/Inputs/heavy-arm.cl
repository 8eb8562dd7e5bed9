// An if/else whose then-arm is heavy: 16 dependent transcendental steps
// (test/ControlFlow/simt-branches.test). -DUNIFORM marks the first branch
// uniform through Markers.h.
#ifdef UNIFORM
#include "gcn-mca/Markers.h"
#else
#define GCN_MCA_UNIFORM()
#endif
__kernel void heavy(__global float *out, __global const float *in) {
  unsigned i = __builtin_amdgcn_workitem_id_x();
  float x = in[i];
  GCN_MCA_UNIFORM();
  if (x > 0.5f) {
#pragma unroll
    for (int k = 0; k < 16; ++k)
      x = __builtin_amdgcn_sinf(x) * 1.5f + __builtin_amdgcn_cosf(x);
  } else {
    x = x * 2.0f + 1.0f;
  }
  out[i] = x;
}
