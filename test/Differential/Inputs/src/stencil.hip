// HIP 1-D three-point stencil, compiled device-only without the HIP headers.
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
extern "C" __global__ void stencil(const float *in, float *out, int n) {
  __shared__ float tile[258];
  int lid = __builtin_amdgcn_workitem_id_x();
  int gid = __builtin_amdgcn_workgroup_id_x() * 256 + lid;
  tile[lid + 1] = gid < n ? in[gid] : 0.0f;
  if (lid == 0)
    tile[0] = gid > 0 ? in[gid - 1] : 0.0f;
  if (lid == 255)
    tile[257] = gid + 1 < n ? in[gid + 1] : 0.0f;
  __builtin_amdgcn_s_barrier();
  if (gid < n)
    out[gid] = 0.25f * tile[lid] + 0.5f * tile[lid + 1] + 0.25f * tile[lid + 2];
}
