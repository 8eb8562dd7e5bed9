// Kernels for the control-flow tests (test/ControlFlow). Compiled with
//   clang-22 -target amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -O3 -S
// into cf-kernels-gfx90a.s.

// Two nested uniform loops, then a divergent store.
__kernel void nested(__global float *a, int n, int m) {
  int id = __builtin_amdgcn_workitem_id_x();
  float s = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      s += a[i * m + j];
  if (id < 5)
    a[id] = s;
}

// A uniform loop with an early exit.
__kernel void early_exit(__global int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    if (a[i] < 0)
      break;
    s += a[i];
  }
  a[0] = s;
}

// A uniform loop with a divergent if: s_cbranch_execz skips the body when
// no lane of the wave takes it.
__kernel void divergent_skip(__global float *a, int n) {
  int id = __builtin_amdgcn_workitem_id_x();
  for (int i = 0; i < n; ++i) {
    if (id < i)
      a[id] += 1.0f;
  }
}

// A switch on a uniform value.
__kernel void sw(__global float *a, int k) {
  int id = __builtin_amdgcn_workitem_id_x();
  switch (k) {
  case 0: a[id] = 1; break;
  case 1: a[id] = 2; break;
  case 2: a[id + 1] = 3; break;
  default: a[id] += 4;
  }
}
