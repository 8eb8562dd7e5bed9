// Work-group tree reduction in LDS with barriers, then one integer atomic add.
__kernel void lds_reduce(__global const float *restrict in,
                         __global float *restrict out) {
  __local float tile[256];
  unsigned lid = __builtin_amdgcn_workitem_id_x();
  unsigned gid = __builtin_amdgcn_workgroup_id_x() * 256 + lid;
  tile[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (lid < s)
      tile[lid] += tile[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    atomic_add((volatile __global int *)out, (int)tile[0]);
}
