// Kernels for launch.test: a 2-D kernel with a required workgroup size and a
// kernel that reads its grid through the hidden arguments.
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void scale2d(__global float *out, __global const float *in, int pitch,
             float alpha) {
  int x = get_global_id(0), y = get_global_id(1);
  out[y * pitch + x] = alpha * in[y * pitch + x];
}

__kernel void count(__global uint *out) {
  out[get_global_id(0)] = get_global_size(0) + get_num_groups(1);
}
