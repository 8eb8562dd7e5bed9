// Integer atomics on global and local memory.
__kernel void histogram(__global const unsigned *restrict in,
                        __global unsigned *restrict bins, unsigned n) {
  __local unsigned local_bins[64];
  unsigned lid = __builtin_amdgcn_workitem_id_x();
  if (lid < 64)
    local_bins[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  unsigned gid = __builtin_amdgcn_workgroup_id_x() * 256 + lid;
  if (gid < n)
    atomic_inc(&local_bins[in[gid] & 63]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 64)
    atomic_add(&bins[lid], local_bins[lid]);
}
