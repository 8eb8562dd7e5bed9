// HIP: 2D 5-point stencil with a shared-memory tile and halo (no HIP headers:
// minimal declarations below).
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __device__ __attribute__((device))
#define TX 16
#define TY 16
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 256)))
void stencil2d(float *out, const float *in, int w, int h) {
  __shared__ float tile[TY + 2][TX + 2];
  int lx = __builtin_amdgcn_workitem_id_x(), ly = __builtin_amdgcn_workitem_id_y();
  int x = __builtin_amdgcn_workgroup_id_x() * TX + lx;
  int y = __builtin_amdgcn_workgroup_id_y() * TY + ly;
  bool in_range = x < w && y < h;
  tile[ly + 1][lx + 1] = in_range ? in[y * w + x] : 0.0f;
  if (lx == 0)
    tile[ly + 1][0] = x > 0 && y < h ? in[y * w + x - 1] : 0.0f;
  if (lx == TX - 1)
    tile[ly + 1][TX + 1] = x + 1 < w && y < h ? in[y * w + x + 1] : 0.0f;
  if (ly == 0)
    tile[0][lx + 1] = y > 0 && x < w ? in[(y - 1) * w + x] : 0.0f;
  if (ly == TY - 1)
    tile[TY + 1][lx + 1] = y + 1 < h && x < w ? in[(y + 1) * w + x] : 0.0f;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  if (in_range)
    out[y * w + x] = 0.5f * tile[ly + 1][lx + 1] +
                     0.125f * (tile[ly][lx + 1] + tile[ly + 2][lx + 1] +
                               tile[ly + 1][lx] + tile[ly + 1][lx + 2]);
}
