# A vmcnt-bound loop body: load, wait for it, use it, store.
#
# Derivation (gfx90a, one wave per SIMD, 8 iterations): each iteration issues
# one global_load_dword (VMEM busy 64 lanes x 1 dword / 16 dwords per clock =
# 4 cycles), then s_waitcnt vmcnt(0) holds the wave for the load latency
# (default: loads stream from HBM, 570 cycles on gfx90a, docs/Model.md)
# while nothing else on its SIMD can issue; then 4 VALU cycles and a 4-cycle
# store. Per iteration about 570 of ~582 cycles are spent waiting at the
# s_waitcnt, so:
#  - the s_waitcnt has the most stall cycles and its reason is WAITCNT,
#    waiting on the global_load_dword (and the previous iteration's store,
#    which also counts on vmcnt before gfx10);
#  - stall rate (SIMD slots with a resident wave that issued nothing) is
#    about 570/582 = 0.98, well above 0.8;
#  - VMEM busy: 4 waves x 2 ops x 4 cycles per ~582 cycles = 0.05 < 0.8,
#    and HBM (4 waves x 512 B / 9.26 B/clk = 221 of ~582 cycles) is not
#    saturated either, so the verdict is latency-bound, naming WAITCNT and
#    the HBM latency the waits are spent on.
#
# RUN: gcn-mca -mcpu=gfx90a -pipeline=wave -waves-per-simd=1 -workgroups=4 \
# RUN:   -workgroup-size=64 -iterations=8 -json %s \
# RUN:   | %python %S/Inputs/check_gcn_views.py "top-stall,s_waitcnt vmcnt(0),WAITCNT" \
# RUN:       "waited-on,s_waitcnt vmcnt(0),global_load_dword" rate,StallRate,0.8,1.0 \
# RUN:       verdict,latency-bound,WAITCNT unit,VMEM,0.0,0.5 \
# RUN:   | FileCheck --check-prefix=JSON %s
# JSON: OK
#
# RUN: gcn-mca -mcpu=gfx90a -pipeline=wave -waves-per-simd=1 -workgroups=4 \
# RUN:   -workgroup-size=64 -iterations=8 -report-width=0 %s | FileCheck %s
# CHECK:      Verdict: latency-bound: {{[0-9.]+}}% of the SIMD slots stall; mostly waves wait at s_waitcnt for memory results (WAITCNT); waves wait on HBM latency in 100.00% of their memory waits (HBM share busy {{[0-9.]+}}%: memory latency-bound, not bandwidth-bound).
# CHECK:      Stall View:
# CHECK:      s_waitcnt vmcnt(0)
# CHECK-NEXT: <- [0] {{[0-9]+}} cycles: global_load_dword v1, v0, s[0:1]

  global_load_dword v1, v0, s[0:1]
  s_waitcnt vmcnt(0)
  v_add_f32_e32 v1, 1.0, v1
  global_store_dword v0, v1, s[0:1]
