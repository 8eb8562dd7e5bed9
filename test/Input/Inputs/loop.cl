// A kernel with one loop over memory, for the code-object input tests.
__kernel void sum_rows(__global int *out, __global const int *in, int n) {
  int acc = 0;
  for (int i = 0; i < n; ++i)
    acc += in[i * 64 + __builtin_amdgcn_workitem_id_x()];
  out[__builtin_amdgcn_workitem_id_x()] = acc;
}
