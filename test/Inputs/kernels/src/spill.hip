// HIP: a private array indexed dynamically (scratch memory) and a large
// launch bound.
#define __global__ __attribute__((global))
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 1024)))
void private_array(float *out, const float *in, const int *idx) {
  float buf[64];
  unsigned i = __builtin_amdgcn_workgroup_id_x() * 1024 +
               __builtin_amdgcn_workitem_id_x();
  for (int j = 0; j < 64; ++j)
    buf[j] = in[i + j];
  float s = 0.0f;
  for (int j = 0; j < 8; ++j)
    s += buf[idx[i * 8 + j] & 63];
  out[i] = s;
}
