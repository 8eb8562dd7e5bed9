// A minimal HIP kernel without the HIP headers (compiled with -nogpuinc).
#define __global__ __attribute__((global))
typedef struct { unsigned x, y, z; } dim3;
extern "C" int hipLaunchKernel(const void *, dim3, dim3, void **,
                               unsigned long, void *);
extern "C" __global__ void scale(float *p, float s) {
  p[__builtin_amdgcn_workitem_id_x()] *= s;
}
