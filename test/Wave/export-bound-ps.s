# An export-bound pixel shader: its time scales with -num-cus.
#
# Derivation (gfx900, -dispatch=pixel -pixels-per-tri=64): quads per clock =
# clamp(ceil(64/4), 1, 4) = 4, a new wave every N x ceil(16/4) = 4N cycles.
# An uncompressed export costs 2 x ExportCycles (4) x N = 8N cycles of this
# CU's share of the export path (the seed's assumption), a compressed one 4N.
# Work arrives every 4N cycles but drains every 8N: export-bound, 100 waves
# take 100 x 8N cycles plus ramp and drain: N=4: 3200 + 40; N=8: 6400 + 40;
# N=16: 12800 + 40. Compressed at N=16: 6400 + 28.
#
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx900 -dispatch=pixel -pixels-per-tri=64 -num-cus=4 -workgroups=100 %s 2>&1 | FileCheck --check-prefix=CU4 %s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx900 -dispatch=pixel -pixels-per-tri=64 -num-cus=8 -workgroups=100 %s 2>&1 | FileCheck --check-prefix=CU8 %s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx900 -dispatch=pixel -pixels-per-tri=64 -num-cus=16 -workgroups=100 %s 2>&1 | FileCheck --check-prefix=CU16 %s
# RUN: sed 's/exp mrt0 v0, v1, v2, v3 done vm/exp mrt0 v0, v0, v1, v1 done compr vm/' %s > %t.s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx900 -dispatch=pixel -pixels-per-tri=64 -num-cus=16 -workgroups=100 %t.s 2>&1 | FileCheck --check-prefix=COMPR %s
# CU4: Total Cycles:       32{{[0-9][0-9]}}
# CU4: Export          3200
# CU4: ARBITER_WIN_EX_STALL
# CU8: Total Cycles:       64{{[0-9][0-9]}}
# CU8: Export          6400
# CU16: Total Cycles:       128{{[0-9][0-9]}}
# CU16: Export         12800
# COMPR: Total Cycles:       64{{[0-9][0-9]}}
# COMPR: Export          6400
  v_mov_b32_e32 v0, 1.0
  v_mov_b32_e32 v1, 0
  v_mov_b32_e32 v2, 0
  v_mov_b32_e32 v3, 1.0
  exp mrt0 v0, v1, v2, v3 done vm
  s_endpgm
