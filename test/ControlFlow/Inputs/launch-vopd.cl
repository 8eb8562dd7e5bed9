// Addresses computed by VOPD pairs (v_dual_*), which clang emits by default
// for gfx11 and gfx12 (test/ControlFlow/launch-vopd.test). Compiled with the
// README's recipe, -O3, for gfx1100 and gfx1200:
//   clang-22 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O3 -S \
//     $(utils/device-libs-flags.sh gfx1100) launch-vopd.cl -o launch-vopd-gfx1100.s
// The address of a[x * 16 + i] starts as x << 6 in the Y half of
// `v_dual_mov_b32 v6, 0 :: v_dual_lshlrev_b32 v3, 6, v0` (X zeroes acc).
kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vopd_addr(global const float *restrict a, global float *restrict b,
               int n) {
  local float t[64 * 17];
  int x = get_local_id(0);
  float acc = 0.0f, acc2 = 1.0f;
  for (int i = 0; i < n; ++i) {
    acc += a[x * 16 + i];
    acc2 *= a[x + 64 * i];
  }
  t[x * 17] = acc;
  t[x] = acc2;
  barrier(CLK_LOCAL_MEM_FENCE);
  b[get_global_id(0)] = t[(x * 2) % 64] + t[x * 17 + 1];
}
