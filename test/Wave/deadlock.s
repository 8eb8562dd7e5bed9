# Runs that cannot finish end with a diagnostic naming the wave, the
# instruction and the reason, and exit 1 (never a hang). The report of what
# was simulated until then is still printed (and written to -o), marked
# "INCOMPLETE: <reason>" in text and "incomplete": true, "reason" in JSON
# (issue 13 item 6; the exit status stays 1 so that scripts do not take it
# for a result).
#
# A wave halted by s_sethalt never proceeds: once nothing else is in flight
# the run stops. The diagnostic names the instruction after the s_sethalt.
# RUN: not gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 %s 2>&1 | FileCheck --check-prefix=HALT %s
# HALT: error: the run is incomplete: wave pipeline deadlock at cycle {{[0-9]+}}: no wave can make progress
# HALT-NEXT: wave 0 (SIMD 0, workgroup 0) at {{.*}}deadlock.s:[[@LINE+33]]:3: 's_endpgm': halted by the s_sethalt before it
#
# -max-cycles stops a run that is too long, listing the unfinished waves.
# RUN: not gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=1 -workgroups=100 -max-cycles=300 %S/barrier.s 2>&1 | FileCheck --check-prefix=MAX %s
# MAX: error: the run is incomplete: the wave pipeline reached -max-cycles=300 with {{[0-9]+}} of 100 waves unfinished
# MAX-NEXT: wave {{[0-9]+}} (SIMD {{[0-9]}}, workgroup {{[0-9]+}}) at {{.*}}barrier.s:
#
# The partial report: barrier.s is 74 v_add_f32 per wave between barriers
# (one workgroup per wave here); what matters is that the report covers
# exactly the 300 cycles simulated and says so.
# RUN: not gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=1 -workgroups=100 -max-cycles=300 %S/barrier.s 2>/dev/null | FileCheck --check-prefix=PART %s
# PART:      INCOMPLETE: the wave pipeline reached -max-cycles=300 with {{[0-9]+}} of 100 waves unfinished
# PART-NEXT: (the figures below cover the cycles simulated until then)
# PART:      Total Cycles:       300
# RUN: not gcn-mca -json -pipeline=wave -mcpu=gfx90a -waves-per-simd=1 -workgroups=100 -max-cycles=300 %S/barrier.s 2>/dev/null | FileCheck --check-prefix=PJSON %s
# PJSON:      "incomplete": true,
# PJSON:      "reason": "the wave pipeline reached -max-cycles=300 with {{[0-9]+}} of 100 waves unfinished\n  wave
# -o keeps the partial report although the exit status is 1.
# RUN: rm -f %t.out && not gcn-mca -o %t.out -pipeline=wave -mcpu=gfx90a -waves-per-simd=1 -workgroups=100 -max-cycles=300 %S/barrier.s 2>/dev/null
# RUN: FileCheck --check-prefix=PART %s < %t.out
# The deadlock's partial report likewise.
# RUN: not gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 %s 2>/dev/null | FileCheck --check-prefix=HPART %s
# HPART: INCOMPLETE: wave pipeline deadlock at cycle {{[0-9]+}}: no wave can make progress
#
# A workgroup larger than the CU's wave slots can never launch.
# RUN: not gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=1 -workgroup-size=1024 %s 2>&1 | FileCheck --check-prefix=FIT %s
# FIT: error: a workgroup of 1024 work-items (16 waves) does not fit in the 4 wave slots of the compute unit (4 SIMDs x 1 waves per SIMD)
#
# An unknown instruction (the hardware model cannot classify it) is rejected
# before the run by WaveProgram::build; every opcode of every -mcpu is
# classified today (see test/Target), so it is covered by the unit tests.
  v_add_f32_e32 v1, 1.0, v1
  s_sethalt 1
  s_endpgm
