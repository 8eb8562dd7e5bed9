#!/usr/bin/env python3
"""Runs saturating kernels on every processor of lib/Target/GCNProcessors.td
and checks that the chip figures of the summary (-json) never exceed the
chip's peaks: DRAM GB/s <= its peak (and the achievable figure), every
level's GB/s <= its peak, GFLOP/s <= the peak of the kernel's instructions,
and that peak <= the chip's published FP32 vector / FP16 matrix peak.

Usage: check_chip_peaks.py SRC_ROOT GCN_MCA
Prints one line per chip and kernel, then OK, or FAIL lines.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

src, tool = sys.argv[1], sys.argv[2]
td = open(os.path.join(src, "lib/Target/GCNProcessors.td")).read()
chips = [c for c in re.findall(r'def : [A-Za-z0-9]+Proc<"([a-z0-9-]+)">', td)
         if "generic" not in c]

# Streaming: four 16-byte loads and a store per wave (every byte from DRAM
# under the default hit rates). VALU: independent FMAs. MFMA where it exists.
KERNELS = {
    "stream": [
        # gfx9+: global; gfx7/8: flat; gfx6: buffer.
        "global_load_dwordx4 v[0:3], v[40:41], off\n"
        "global_load_dwordx4 v[4:7], v[40:41], off\n"
        "s_waitcnt vmcnt(0)\n"
        "global_store_dwordx4 v[40:41], v[0:3], off\n"
        "s_endpgm\n",
        "flat_load_dwordx4 v[0:3], v[40:41]\n"
        "flat_load_dwordx4 v[4:7], v[40:41]\n"
        "s_waitcnt vmcnt(0) lgkmcnt(0)\n"
        "flat_store_dwordx4 v[40:41], v[0:3]\n"
        "s_endpgm\n",
        "buffer_load_dwordx4 v[0:3], v40, s[0:3], 0 offen\n"
        "buffer_load_dwordx4 v[4:7], v40, s[0:3], 0 offen\n"
        "s_waitcnt vmcnt(0)\n"
        "buffer_store_dwordx4 v[0:3], v40, s[0:3], 0 offen\n"
        "s_endpgm\n",
    ],
    "fma": ["".join("v_fma_f32 v%d, v1, v2, v%d\n" % (r, r)
                    for r in range(10, 26)) + "s_endpgm\n"],
    "pk_fma": ["".join("v_pk_fma_f32 v[%d:%d], v[0:1], v[2:3], v[%d:%d]\n"
                       % (r, r + 1, r, r + 1) for r in range(10, 42, 2))
               + "s_endpgm\n"],
    # RDNA3+ VOPD dual issue: two FMAs per instruction (wave32).
    "vopd": ["".join("v_dual_fmac_f32 v%d, v1, v2 :: v_dual_fmac_f32 v%d, v3, v4\n"
                     % (r, r + 1) for r in range(10, 42, 2)) + "s_endpgm\n"],
    "mfma": ["".join("v_mfma_f32_32x32x8f16 a[%d:%d], v[0:1], v[2:3], a[%d:%d]\n"
                     % (r, r + 15, r, r + 15) for r in (0, 16, 32, 48))
             + "s_endpgm\n"],
}

failures = []
tmp = tempfile.mkdtemp()


def run(chip, text, extra):
    path = os.path.join(tmp, "k.s")
    with open(path, "w") as f:
        f.write(text)
    # No launch overhead: the achieved figures come closest to the peaks.
    p = subprocess.run([tool, "-mcpu=" + chip, "-json", "-workgroup-size=256",
                        "-workgroups=32", "-gcn-param=LaunchOverheadNs=0"]
                       + extra + [path],
                       capture_output=True, text=True)
    if p.returncode != 0:
        return None
    return json.loads(p.stdout)


def summary(doc):
    for region in doc.get("CodeRegions", []):
        s = region.get("GCNSummaryView")
        if s:
            return s
    return None


for chip in chips:
    for name, variants in KERNELS.items():
        s = None
        for text in variants:
            doc = run(chip, text, [])
            if doc is not None:
                s = summary(doc)
                break
        if s is None or "KernelTimeUs" not in s:
            continue  # the chip does not have the instruction
        line = "%s %s: DRAM %.1f of %.1f GB/s, %.1f of %.1f GFLOP/s" % (
            chip, name, s["DRAMGBps"], s["PeakDRAMGBps"], s["GFLOPs"],
            s["PeakGFLOPs"])
        print(line)
        eps = 1e-6
        if s["DRAMGBps"] > s["AchievableDRAMGBps"] * (1 + eps) or \
           s["AchievableDRAMGBps"] > s["PeakDRAMGBps"] * (1 + eps):
            failures.append("FAIL DRAM above its peak: " + line)
        if s["GFLOPs"] > s["PeakGFLOPs"] * (1 + eps):
            failures.append("FAIL FLOP/s above the peak: " + line)
        for lv in s["Chip"]["Levels"]:
            if lv["PeakGBps"] > 0 and lv["GBps"] > lv["PeakGBps"] * (1 + eps):
                failures.append("FAIL %s above its peak: %s" % (lv["Level"],
                                                                line))
        # The chip's published peaks (TFLOP/s; AMD product pages / ROCm
        # specifications): FP32 vector with packed FP32 or dual issue, and
        # FP16 matrix. Other chips: 256 FLOP/clk/CU vector, 2048 matrix.
        published = {"gfx90a": (45.3, 181.0), "gfx942": (163.4, 1307.4),
                     "gfx1030": (23.04, 0), "gfx1100": (61.4, 122.8)}
        vec, mat = published.get(
            chip, (s["NumCUs"] * 256 * s["ClockMHz"] / 1e6,
                   s["NumCUs"] * 2048 * s["ClockMHz"] / 1e6))
        bound = (mat if name == "mfma" else vec) * 1000 * 1.005
        if name != "stream" and s["PeakGFLOPs"] > bound:
            failures.append("FAIL peak %.1f above the chip's %.1f: %s" %
                            (s["PeakGFLOPs"], bound, line))

for f in failures:
    print(f)
print("OK" if not failures else "FAIL")
