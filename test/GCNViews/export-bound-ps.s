# An export-bound pixel shader: a few VALU ops, one uncompressed export.
#
# Derivation (gfx900, -dispatch=pixel -pixels-per-tri=64 -num-cus=16):
# quads per clock = clamp(ceil(64/4), 1, 4) = 4, so a new wave every
# 16 CUs x ceil(16/4) = 64 cycles. The export path is shared by the 16 CUs:
# an uncompressed export costs 2 x 4 x 16 = 128 cycles of this CU's export
# path (the seed's assumption). Work arrives as one export per 64 cycles but
# drains at one per 128, so after the first export the path is never idle:
# export utilization tends to 1 (>= 0.8 on this run), the VALU does 4 ops x
# 4 cycles per wave = 16 of 4 x 64 cycles (6%), and waves pile up behind the
# export path: the export instruction is refused while the path is full
# (ARBITER_WIN_EX_STALL). Verdict: Export-bound, with backpressure.
#
# RUN: gcn-mca -mcpu=gfx900 -pipeline=wave -dispatch=pixel -pixels-per-tri=64 \
# RUN:   -num-cus=16 -json %s \
# RUN:   | %python %S/Inputs/check_gcn_views.py unit,Export,0.8,1.0 \
# RUN:       verdict,unit-bound,Export "reason,exp mrt0,ARBITER_WIN_EX_STALL,1" \
# RUN:   | FileCheck --check-prefix=JSON %s
# JSON: OK
#
# RUN: gcn-mca -mcpu=gfx900 -pipeline=wave -dispatch=pixel -pixels-per-tri=64 \
# RUN:   -num-cus=16 -report-width=0 %s | FileCheck %s
# CHECK: Verdict: Export-bound: the export path is busy {{[0-9.]+}}% of the cycles and backpressure waves ({{[0-9]+}} wave-slots refused).

  v_mov_b32_e32 v0, 1.0
  v_mov_b32_e32 v1, 0
  v_mov_b32_e32 v2, 0
  v_mov_b32_e32 v3, 1.0
  exp mrt0 v0, v1, v2, v3 done vm
  s_endpgm
