// Annotations and markers from include/gcn-mca/Markers.h (see
// markers-header.test). -DWITH_MARKERS adds a named region.
#include "gcn-mca/Markers.h"

__kernel void annotated(__global float *a, int n) {
  int id = __builtin_amdgcn_workitem_id_x();
  float s = 0;
#ifdef WITH_MARKERS
  GCN_MCA_BEGIN(body);
#endif
  for (int i = 0; i < n; ++i) {
    GCN_MCA_TRIP_COUNT(16);
    s += a[i];
  }
#ifdef WITH_MARKERS
  GCN_MCA_END(body);
#endif
  // Before the `if`: decides the s_cbranch_execz that skips the store
  // (taken = no lane stores).
  GCN_MCA_TAKEN();
  if (id < 3)
    a[id] = s;
}
