// get_local_id, get_global_id, barrier and math: device-library calls
// unless the ROCm device libraries are linked (test/Input/device-libs.test).
__kernel void k(__global float *out, __global const float *in) {
  __local float tmp[256];
  int l = get_local_id(0);
  int g = get_global_id(0);
  tmp[l] = in[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = sqrt(tmp[255 - l]) + exp(tmp[l]);
}
