// BabelStream's five kernels (copy, mul, add, triad, dot) in OpenCL C, double
// precision, written for gcn-mca's accuracy table (docs/Validation.md): each
// work-item handles one element, as BabelStream's OpenCL and HIP back ends
// do; dot reduces a grid-stride loop per workgroup in local memory and
// writes one partial sum per workgroup (BabelStream sums those on the host).
// Compile (README's recipe):
//   clang-22 -target amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -O3 -S \
//     $(utils/device-libs-flags.sh gfx90a) babelstream.cl -o babelstream-gfx90a.s

#define SCALAR 0.4
#define DOT_WGSIZE 256

kernel void copy(global const double *restrict a, global double *restrict c) {
  size_t i = get_global_id(0);
  c[i] = a[i];
}

kernel void mul(global double *restrict b, global const double *restrict c) {
  size_t i = get_global_id(0);
  b[i] = SCALAR * c[i];
}

kernel void add(global const double *restrict a,
                global const double *restrict b, global double *restrict c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}

kernel void triad(global double *restrict a, global const double *restrict b,
                  global const double *restrict c) {
  size_t i = get_global_id(0);
  a[i] = b[i] + SCALAR * c[i];
}

kernel __attribute__((reqd_work_group_size(DOT_WGSIZE, 1, 1))) void
dot(global const double *restrict a, global const double *restrict b,
    global double *restrict sums, ulong n) {
  local double part[DOT_WGSIZE];
  size_t lid = get_local_id(0);
  double s = 0.0;
  for (size_t i = get_global_id(0); i < n; i += get_global_size(0))
    s += a[i] * b[i];
  part[lid] = s;
  for (size_t off = DOT_WGSIZE / 2; off > 0; off /= 2) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < off)
      part[lid] += part[lid + off];
  }
  if (lid == 0)
    sums[get_group_id(0)] = part[0];
}
