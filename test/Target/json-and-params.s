# -json output of the view, -gcn-param overrides (source becomes "command
# line"), and bad -gcn-param values rejected with exit 1.
# RUN: gcn-mca -mcpu=gfx90a -json -gcn-instruction-info %s | FileCheck %s --check-prefix=JSON
# RUN: gcn-mca -mcpu=gfx90a -gcn-param=VMEMLatency=300 -gcn-param=FP64RateDiv=2 -gcn-instruction-info -summary-view=0 %mca-views-off %s 2>&1 | FileCheck %s --check-prefix=OVR
# RUN: not gcn-mca -mcpu=gfx90a -gcn-param=NoSuch=1 %s 2>&1 | FileCheck %s --check-prefix=BAD
# RUN: not gcn-mca -mcpu=gfx90a -gcn-param=VMEMLatency %s 2>&1 | FileCheck %s --check-prefix=BAD2

global_load_dword v0, v[0:1], off
v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]

# JSON:      "GCNInstructionInfo": {
# JSON:        "Family": "CDNA2",
# JSON:        "InstructionList": [
# JSON:            "Class": "GLOBAL_LOAD",
# JSON-NEXT:       "Counters": [
# JSON-NEXT:         "vmcnt"
# JSON-NEXT:       ],
# JSON-NEXT:       "Dwords": 1,
# JSON-NEXT:       "Instruction": "global_load_dword v0, v[0:1], off",
# JSON-NEXT:       "IssueCycles": 4,
# JSON-NEXT:       "Latency": 125,
# JSON:            "Unit": "VMEM",
# JSON:            "Class": "VALU_FP64",
# JSON:        "Parameters": {
# JSON:          "FP64RateDiv": {
# JSON-NEXT:       "Source": "full rate FP64 on MI200/MI300{{.*}}",
# JSON-NEXT:       "Value": 1
# JSON:        "Processor": "gfx90a",
# JSON:        "WaveSize": 64

# OVR: GLOBAL_LOAD  VMEM  4  300  -  1  vmcnt
# OVR: VALU_FP64    VALU  8  8
# OVR: FP64RateDiv = 2: command line (-gcn-param)
# OVR: VMEMLatency = 300: command line (-gcn-param)

# BAD: error: unknown hardware-model parameter 'NoSuch' in -gcn-param
# BAD2: error: invalid -gcn-param 'VMEMLatency': expected NAME=UNSIGNED
