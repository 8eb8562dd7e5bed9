// A workgroup reduction through LDS with barriers (gfx1100 code from clang-22
// -c uses s_bitset1_b32, which LLVM 22's disassembler decodes without its
// sdst_in operand).
__kernel void lds_reduce(__global const float *in, __global float *out) {
  __local float tile[256];
  unsigned lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      tile[lid] += tile[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = tile[0];
}
