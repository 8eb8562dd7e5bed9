// HIP: register pressure. N accumulators stay live across a loop (fully
// unrolled over N), one kernel per N, so the VGPR count (and the occupancy
// it allows) varies from kernel to kernel; N = 90 exceeds 256 live values
// (AGPRs on gfx90a+, scratch elsewhere). HIP's default workgroup bound
// (1..1024) applies.
#define __global__ __attribute__((global))
#define PRESSURE_KERNEL(N)                                                     \
  extern "C" __global__ void vgpr_##N(float *out, const float *in,             \
                                      unsigned iters) {                        \
    unsigned i = __builtin_amdgcn_workgroup_id_x() * 64 +                      \
                 __builtin_amdgcn_workitem_id_x();                             \
    float acc[N];                                                              \
    _Pragma("unroll") for (int j = 0; j < N; ++j) acc[j] = in[i + j * 64];     \
    for (unsigned t = 0; t < iters; ++t) {                                     \
      float x = in[i + t * 4096];                                              \
      _Pragma("unroll") for (int j = 0; j < N; ++j)                            \
        acc[j] = __builtin_fmaf(acc[j], x, (float)(j + 1));                    \
    }                                                                          \
    _Pragma("unroll") for (int j = 0; j < N; ++j) out[i + j * 64] = acc[j];    \
  }
PRESSURE_KERNEL(6)
PRESSURE_KERNEL(12)
PRESSURE_KERNEL(20)
PRESSURE_KERNEL(28)
PRESSURE_KERNEL(40)
PRESSURE_KERNEL(60)
PRESSURE_KERNEL(90)
