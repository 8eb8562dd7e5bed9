// An image read in a launched kernel (test/ControlFlow/launch-image.test):
// the texel's address follows the image resource's layout and tiling, which
// the launch emulation does not model - it must say so, naming the access
// and the options that set its cost. Compiled with the README's recipe, -O3,
// for gfx90a, gfx1030, gfx1100 and gfx1200.
kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void img_copy(read_only image2d_t src, global float4 *dst, int w) {
  int x = get_global_id(0);
  float4 v = read_imagef(src, (int2)(x % w, x / w));
  dst[x] = v;
}
