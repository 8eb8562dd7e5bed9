// HIP kernel, device helper (hot line 6) inlined at line 13; keep lines.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ float helper(float x) {
  // Eight dependent multiply-adds: the hot line of the helper.
  x = x * 1.5f + 0.5f; x = x * 1.25f + 0.25f; x = x * 1.125f + 0.125f; x = x * 1.0625f + 0.0625f; x = x * 1.5f + 0.5f; x = x * 1.25f + 0.25f; x = x * 1.125f + 0.125f; x = x * 1.0625f + 0.0625f;
  return x;
}
__global__ void inl(float *a, int n) {
  int i = __builtin_amdgcn_workitem_id_x();
  float v = a[i];
  for (int j = 0; j < n; ++j)
    v = helper(v);
  a[i] = v;
}
