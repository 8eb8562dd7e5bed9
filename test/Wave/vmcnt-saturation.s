# vmcnt saturation: one wave issues 64 buffer loads with nothing waiting on
# them; -vmem-latency=1000 so none returns during the burst (L1 hits,
# -gcn-param=LoadHitL1=100: no shared level's bandwidth in the way).
#
# gfx900 (vmcnt max 63): loads 0..62 issue at slots 4, 8, ..., 252 (each
# occupies the VMEM path 64 dwords / 16 = 4 cycles). Load 63 would push
# vmcnt past 63: it waits (ARBITER_WIN_EX_STALL) until load 0 completes at
# 4 + 4 + 1000 = 1008, issues at 1008 and completes at 2012; the wave's end
# waits for vmcnt = 0: total 2013.
# tahiti (vmcnt max 15): batches of 15 loads, each waiting 1004 cycles for the
# batch before: loads 60..63 issue at 4020..4032, the last completes at 5036:
# total 5037.
#
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx900 -waves-per-simd=1 -workgroups=1 -iterations=1 -gcn-param=LoadHitL1=100 -vmem-latency=1000 %s 2>&1 | FileCheck --check-prefix=GFX9 %s
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=tahiti -waves-per-simd=1 -workgroups=1 -iterations=1 -gcn-param=LoadHitL1=100 -vmem-latency=1000 %s 2>&1 | FileCheck --check-prefix=GFX6 %s
# GFX9: Total Cycles:       2013
# GFX9: VMEM             256
# GFX9: ARBITER_WIN_EX_STALL             188
# GFX6: Total Cycles:       5037
  buffer_load_dword v1, off, s[0:3], 0
  buffer_load_dword v2, off, s[0:3], 0
  buffer_load_dword v3, off, s[0:3], 0
  buffer_load_dword v4, off, s[0:3], 0
  buffer_load_dword v5, off, s[0:3], 0
  buffer_load_dword v6, off, s[0:3], 0
  buffer_load_dword v7, off, s[0:3], 0
  buffer_load_dword v8, off, s[0:3], 0
  buffer_load_dword v9, off, s[0:3], 0
  buffer_load_dword v10, off, s[0:3], 0
  buffer_load_dword v11, off, s[0:3], 0
  buffer_load_dword v12, off, s[0:3], 0
  buffer_load_dword v13, off, s[0:3], 0
  buffer_load_dword v14, off, s[0:3], 0
  buffer_load_dword v15, off, s[0:3], 0
  buffer_load_dword v16, off, s[0:3], 0
  buffer_load_dword v17, off, s[0:3], 0
  buffer_load_dword v18, off, s[0:3], 0
  buffer_load_dword v19, off, s[0:3], 0
  buffer_load_dword v20, off, s[0:3], 0
  buffer_load_dword v21, off, s[0:3], 0
  buffer_load_dword v22, off, s[0:3], 0
  buffer_load_dword v23, off, s[0:3], 0
  buffer_load_dword v24, off, s[0:3], 0
  buffer_load_dword v25, off, s[0:3], 0
  buffer_load_dword v26, off, s[0:3], 0
  buffer_load_dword v27, off, s[0:3], 0
  buffer_load_dword v28, off, s[0:3], 0
  buffer_load_dword v29, off, s[0:3], 0
  buffer_load_dword v30, off, s[0:3], 0
  buffer_load_dword v31, off, s[0:3], 0
  buffer_load_dword v32, off, s[0:3], 0
  buffer_load_dword v33, off, s[0:3], 0
  buffer_load_dword v34, off, s[0:3], 0
  buffer_load_dword v35, off, s[0:3], 0
  buffer_load_dword v36, off, s[0:3], 0
  buffer_load_dword v37, off, s[0:3], 0
  buffer_load_dword v38, off, s[0:3], 0
  buffer_load_dword v39, off, s[0:3], 0
  buffer_load_dword v40, off, s[0:3], 0
  buffer_load_dword v41, off, s[0:3], 0
  buffer_load_dword v42, off, s[0:3], 0
  buffer_load_dword v43, off, s[0:3], 0
  buffer_load_dword v44, off, s[0:3], 0
  buffer_load_dword v45, off, s[0:3], 0
  buffer_load_dword v46, off, s[0:3], 0
  buffer_load_dword v47, off, s[0:3], 0
  buffer_load_dword v48, off, s[0:3], 0
  buffer_load_dword v49, off, s[0:3], 0
  buffer_load_dword v50, off, s[0:3], 0
  buffer_load_dword v51, off, s[0:3], 0
  buffer_load_dword v52, off, s[0:3], 0
  buffer_load_dword v53, off, s[0:3], 0
  buffer_load_dword v54, off, s[0:3], 0
  buffer_load_dword v55, off, s[0:3], 0
  buffer_load_dword v56, off, s[0:3], 0
  buffer_load_dword v57, off, s[0:3], 0
  buffer_load_dword v58, off, s[0:3], 0
  buffer_load_dword v59, off, s[0:3], 0
  buffer_load_dword v60, off, s[0:3], 0
  buffer_load_dword v61, off, s[0:3], 0
  buffer_load_dword v62, off, s[0:3], 0
  buffer_load_dword v63, off, s[0:3], 0
  buffer_load_dword v64, off, s[0:3], 0
