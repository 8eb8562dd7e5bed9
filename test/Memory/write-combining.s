# Partial-line stores combine in the write-back L2 (issue 31: no full line
# per partial store). Four 4-byte stores per lane at offsets 0, 4, 8, 12 of
# a 16-byte struct (lane stride 16, `; gcn-mca: stride 16`), same address
# registers, nothing written to them in between: each store alone touches
# ceil((63 x 16 + 4) / 128) = 8 lines of 128 B (gfx942), together they
# write 64 x 16 B = 1 KiB = the same 8 lines, so the group writes back 8
# lines, 2 per store (StoreCombining.h), 256 B to HBM instead of 1 KiB.
#
# gfx942: a write-only kernel gets DRAMPct 77 % of 5300 GB/s = 4081 GB/s /
# 2.1 GHz / 304 CUs = 6.3925 B/clk; 64 workgroups x 4 waves x 4 stores =
# 1024 stores x 256 B / 6.3925 = 40.05 cycles each, served back to back:
# 1023 x 40.05 = 40,969 + the first store's L1 pass and the last one's
# latency (~100-200) -> [41,000, 41,200].
# When the address register changes between the stores (COMB=0 below: a
# v_add to v2 after each store), they are not combined: 1 KiB per store,
# 160.19 cycles: 1023 x 160.19 = 163,874 + ~100-200 -> [163,900, 164,200].
# RUN: sed 's/; BUMP//' %s > %t.comb.s
# RUN: sed 's/; BUMP/v_add_co_u32 v2, vcc, 64, v2/' %s > %t.apart.s
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -workgroups=64 -workgroup-size=256 -iterations=1 -wave-stats %wave-views-off %t.comb.s 2>&1 | FileCheck %s --check-prefix=COMB
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -workgroups=64 -workgroup-size=256 -iterations=1 -wave-stats %wave-views-off %t.apart.s 2>&1 | FileCheck %s --check-prefix=APART
# COMB: Total Cycles:       41{{0[0-9][0-9]|1[0-9][0-9]|200}}
# APART: Total Cycles:       16{{39[0-9][0-9]|4[01][0-9][0-9]|4200}}
  ; gcn-mca: stride 16
  global_store_dword v[2:3], v4, off
  ; BUMP
  global_store_dword v[2:3], v5, off offset:4
  ; BUMP
  global_store_dword v[2:3], v6, off offset:8
  ; BUMP
  global_store_dword v[2:3], v7, off offset:12
