# Atomics execute in the L2 channels and serialize there (issue 31: a
# 256-bin histogram must not imply 5.7e11 atomic adds/s on MI210).
# docs/Model.md, "Atomics": a channel does one request per line per clock
# for the lanes on distinct addresses of the line, the lanes on one address
# one per clock; the chip's atomics spread over the channels their working
# set spans (channels = L2BytesPerClk / L2LineBytes = 4096 / 128 = 32 on
# MI210, 256 B interleave). The CU's L2 share is 4096 B/clk / 104 CUs =
# 39.385 B/clk and an access carries Requests x 4096 / Spread bytes.
#
# 64 workgroups x 4 waves x 8 atomics = 2048 wave accesses, one iteration;
# the queue serves them back to back: total = 2047 x per-access cycles + the
# first issue and the last one's latency (a few hundred cycles).
#  - unknown addresses (unit stride): 2 lines of 128 B, Spread 32: 256 B ->
#    6.5 cycles: 13,305.5 + -> [13,306, 13,700]; 64 adds / 6.5 cycles x 104
#    CUs x 1.7 GHz = 1.74e12 adds/s (the L2's line rate).
#  - a 256-bin histogram (`footprint 1KiB`): the lanes scatter over 256
#    dwords in 8 lines, Spread = 1 KiB / 256 B = 4 channels: 8 x 4096 / 4 =
#    8192 B -> 208 cycles: 425,776 + -> [425,776, 426,300], i.e. 64 adds /
#    208 cycles x 104 x 1.7 GHz = 5.44e10 adds/s (4 channels x 8 lanes per
#    line request x 1.7 GHz).
#  - one counter for everybody (`stride 0`, `footprint 4`): 1 line, 64 lanes
#    on one address: 64 requests on 1 channel, 64 x 4096 = 262,144 B ->
#    6656 cycles; 4 workgroups (128 accesses): 127 x 6656 = 845,312 + ->
#    [845,312, 845,700]: 1 add per clock for the whole chip (1.7e9/s).
#
# RUN: sed 's/FOOTPRINT/default/' %s > %t.unit.s
# RUN: sed 's/FOOTPRINT/1KiB/' %s > %t.hist.s
# RUN: sed 's/FOOTPRINT/4/; s/; STRIDE/; gcn-mca: stride 0/' %s > %t.one.s
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -workgroups=64 -workgroup-size=256 -iterations=1 -wave-stats %wave-views-off %t.unit.s 2>&1 | FileCheck %s --check-prefix=UNIT
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -workgroups=64 -workgroup-size=256 -iterations=1 -wave-stats %wave-views-off %t.hist.s 2>&1 | FileCheck %s --check-prefix=HIST
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -workgroups=4 -workgroup-size=256 -iterations=1 -wave-stats %wave-views-off %t.one.s 2>&1 | FileCheck %s --check-prefix=ONE
# UNIT: Total Cycles:       1{{33[1-9][0-9]|3[4-6][0-9][0-9]|3700}}
# HIST: Total Cycles:       42{{57[7-9][0-9]|5[89][0-9][0-9]|6[0-2][0-9][0-9]|6300}}
# ONE: Total Cycles:       845{{3[1-9][0-9]|[4-6][0-9][0-9]|700}}
  ; gcn-mca: footprint FOOTPRINT
  ; STRIDE
  global_atomic_add v[4:5], v6, off
  global_atomic_add v[4:5], v6, off
  global_atomic_add v[4:5], v6, off
  global_atomic_add v[4:5], v6, off
  global_atomic_add v[4:5], v6, off
  global_atomic_add v[4:5], v6, off
  global_atomic_add v[4:5], v6, off
  global_atomic_add v[4:5], v6, off
