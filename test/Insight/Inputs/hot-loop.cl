// A loop whose body is one source line of dependent multiply-adds (line 9).
// -DFAST keeps one of them: the "improved" build for gcn-mca-diff.
__kernel void hot(__global float *a, int n) {
  int i = __builtin_amdgcn_workitem_id_x();
  float v = a[i];
  for (int j = 0; j < n; ++j) {
#ifndef FAST
    // The hot line: eight dependent multiply-adds per iteration.
    v = v * 1.0001f + 0.5f; v = v * 1.0002f + 0.25f; v = v * 1.0003f + 0.125f; v = v * 1.0004f + 0.0625f; v = v * 1.0005f + 0.5f; v = v * 1.0006f + 0.25f; v = v * 1.0007f + 0.125f; v = v * 1.0008f + 0.0625f;
#else
    v = v * 1.0001f + 0.5f;
#endif
  }
  a[i] = v;
}
