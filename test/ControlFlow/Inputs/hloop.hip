// A HIP kernel without HIP headers (-nogpuinc): one uniform loop.
#define __global__ __attribute__((global))
extern "C" __global__ void hloop(float *a, int n) {
  int id = __builtin_amdgcn_workitem_id_x();
  for (int i = 0; i < n; ++i)
    a[id] += a[i];
}
