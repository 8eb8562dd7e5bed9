# Every GCN view's -json output parses and has its documented keys
# (docs/Views.md); -all-views turns all of them on, a later flag turns one off.
#
# RUN: gcn-mca -mcpu=gfx90a -pipeline=wave -all-views -timeline -json %s > %t.json
# RUN: %python -c 'import json,sys; json.load(sys.stdin)' < %t.json
# RUN: %python %S/Inputs/check_gcn_views.py keys < %t.json | FileCheck --check-prefix=OK %s
# RUN: FileCheck --check-prefix=KEYS %s < %t.json
# OK: OK
# KEYS-DAG: "GCNSummaryView": {
# KEYS-DAG: "StallView": {
# KEYS-DAG: "WaveUtilizationView": {
# KEYS-DAG: "WaveTimelineView": {
# KEYS-DAG: "StallRate":
# KEYS-DAG: "StarveRate":
# KEYS-DAG: "Verdict": {
# KEYS-DAG: "StallCyclesByReason": {
# KEYS-DAG: "WaitedOn": [
# KEYS-DAG: "ArbitrationCycles":
# KEYS-DAG: "Cells":
#
# RUN: gcn-mca -mcpu=gfx90a -pipeline=wave -all-views -wave-view=false \
# RUN:   -stall-view=false -json %s | FileCheck --check-prefix=OFF %s
# OFF-NOT: "StallView"
# OFF-NOT: "WaveUtilizationView"
# OFF: "GCNSummaryView"
#
# The text views, in report order.
# RUN: gcn-mca -mcpu=gfx90a -pipeline=wave -all-views -timeline %s \
# RUN:   | FileCheck --check-prefix=TEXT %s
# TEXT: GCN Summary:
# TEXT: Verdict:
# TEXT: Instruction Info:
# TEXT: Stall View:
# TEXT: Per-Wave Utilization:
# TEXT: Wave Timeline (cycles 0-
# TEXT: [Wave,SIMD] 0123456789

  s_load_dwordx2 s[0:1], s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  global_load_dword v1, v0, s[0:1]
  s_waitcnt vmcnt(0)
  v_add_f32_e32 v1, 1.0, v1
  global_store_dword v0, v1, s[0:1]
  s_endpgm
