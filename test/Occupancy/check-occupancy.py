#!/usr/bin/env python3
"""check-occupancy.py - compare gcn-mca's occupancy with clang's.

Usage: check-occupancy.py GCN_MCA EXPECTED_FILE INPUT_DIR [--min N]

EXPECTED_FILE has the columns `file kernel occupancy vgprs agprs sgprs lds
scratch wavesize` (written by utils/build-kernel-corpus.sh from clang-22's
-Rpass-analysis=kernel-resource-usage remarks). For every file the processor
is the `gfx...` / GCN name after the kernel name (`<kernel>-<cpu>[-variant].s`);
variants `w64` and `cumode` add -mattr=+wavefrontsize64 / +cumode. gcn-mca
runs with -gcn-occupancy-only -json and each kernel's WavesPerSIMD must equal
clang's figure. Prints one line per kernel and a summary; exit 1 on any
mismatch or when fewer than N kernels were compared.
"""
import json
import subprocess
import sys
from collections import defaultdict

VARIANT_ATTRS = {"w64": "+wavefrontsize64", "cumode": "+cumode"}


def cpu_and_attrs(name):
    parts = name[:-2].split("-")
    attrs = []
    if parts[-1] in VARIANT_ATTRS:
        attrs.append(VARIANT_ATTRS[parts.pop()])
    return parts[-1], attrs


def main():
    gcn_mca, expected, indir = sys.argv[1:4]
    minimum = int(sys.argv[sys.argv.index("--min") + 1]) if "--min" in sys.argv else 1
    rows = defaultdict(dict)
    for line in open(expected):
        if line.startswith("#") or not line.strip():
            continue
        f, kernel, occ = line.split()[:3]
        rows[f][kernel] = int(occ)
    compared = mismatches = 0
    for f in sorted(rows):
        cpu, attrs = cpu_and_attrs(f)
        cmd = [gcn_mca, "-mcpu=" + cpu, "-gcn-occupancy-only", "-json"]
        if attrs:
            cmd.append("-mattr=" + ",".join(attrs))
        cmd.append(indir + "/" + f)
        p = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
        if p.returncode != 0:
            print("FAIL %s: gcn-mca exited %d: %s" % (f, p.returncode, p.stderr.strip()))
            mismatches += 1
            continue
        ours = {k["Kernel"]: k for k in json.loads(p.stdout)["Occupancy"]}
        for kernel, occ in sorted(rows[f].items()):
            compared += 1
            got = ours.get(kernel)
            if got is None:
                print("FAIL %s %s: kernel not reported" % (f, kernel))
                mismatches += 1
                continue
            status = "ok" if got["WavesPerSIMD"] == occ else "FAIL"
            if status == "FAIL":
                mismatches += 1
            print("%s %s %s clang=%d gcn-mca=%d (%s)" % (
                status, f, kernel, occ, got["WavesPerSIMD"], got["Limiter"]))
    print("compared %d kernels, %d mismatches" % (compared, mismatches))
    return 1 if mismatches or compared < minimum else 0


if __name__ == "__main__":
    sys.exit(main())
