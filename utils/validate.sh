#!/usr/bin/env bash
#===- validate.sh - Recompute the accuracy table of docs/Validation.md ---===#
#
# Part of the gcn-mca project, under the Apache License v2.0 with LLVM
# Exceptions.
#
#===----------------------------------------------------------------------===#
# Runs every row of the accuracy table (docs/Validation.md, "Accuracy
# table"): whole kernels against published measurements. Prints, per row,
# the source, the kernel, the command, the published and predicted figures
# and their ratio, marks the rows a parameter was fitted to (not evidence),
# and ends with the mean absolute percentage error over the rows that were
# not used for fitting (and, separately, over all rows).
#
# Usage: utils/validate.sh [path/to/gcn-mca]   (default: build/bin/gcn-mca)
# Exit status: 0; 1 if gcn-mca failed on a row.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tool="${1:-$root/build/bin/gcn-mca}"
exec python3 - "$root" "$tool" <<'EOF'
import json
import subprocess
import sys

root, tool = sys.argv[1], sys.argv[2]
V = "bench/validation"
# Sources.
AZ = "AZ (samuel-bohman/AI-benchmarking-guide, ND MI300X v5, BabelStream)"
GBS = "GB gpu-stream (te42kyfo/gpu-benches, 1024 threads/block)"
GBL = "GB gpu-latency (te42kyfo/gpu-benches)"
RPC = "RPC (rocprofiler-compute: LDS 128 B/clk/CU)"
CCR3 = "CC-R3PS (chipsandcheese, RDNA 3 latency, scalar side)"
SEBV = "SV (seb-v/fp32_sgemm_amd README, RX 7900 XTX, 4096^3 fp32)"
AIDH = ("AIDH (ROCm AI Developer Hub, FP8 GEMM optimization on CDNA4, MI355X, "
        "4096^3 fp8 e4m3, bf16 out, avg of 50)")
GN = ("GN (gau-nernst/learn-cuda 02c_matmul_hip README, MI300X, 4096^3 bf16, "
      "triton do_bench)")

# BabelStream's arrays: 2^25 doubles, one element per work-item, 256 per
# workgroup = 131072 workgroups; the simulated CU (RDNA: WGP) runs its share
# ceil(131072 / units). dot: 4 workgroups per CU (BabelStream's OpenCL
# default), its grid-stride loop 2^25 / (4 x CUs x 256) times.
def stream(chip, kernel, units, extra=()):
    wg = -(-131072 // units)
    return ["-mcpu=" + chip, "-kernel=" + kernel, "-workgroup-size=256",
            "-workgroups=%d" % wg] + list(extra) + [
            "%s/babelstream-%s.s" % (V, chip)]

def dot(chip, cus, units):
    trips = -(-(1 << 25) // (4 * cus * 256))
    return ["-mcpu=" + chip, "-kernel=dot", "-workgroup-size=256",
            "-workgroups=%d" % (4 * cus // units), "-trip-count=*=%d" % trips,
            "%s/babelstream-%s.s" % (V, chip)]

def chase(chip, lanes, param):
    return ["-pipeline=wave", "-mcpu=" + chip, "-waves-per-simd=1",
            "-workgroups=1", "-workgroup-size=%d" % lanes, "-iterations=10"] + \
           (["-gcn-param=" + param] if param else []) + \
           ["test/Memory/pointer-chase.s"]

# M, N, K = 4096 (the BF16 GEMM rows): 1024 workgroups of 256.
BF16ARGS = ["-grid=262144", "-workgroup-size=256", "-arg=3=4096",
            "-arg=4=4096", "-arg=5=4096", V + "/bf16gemm-gfx942.s"]

# M, N, K = 4096, alpha = 1, beta = 0 (the FP8 GEMM rows).
FP8ARGS = ["-arg=3=4096", "-arg=4=4096", "-arg=5=4096", "-arg=6=1.0",
           "-arg=7=0.0"]

# (source, chip, kernel, unit, published, command, metric, fitted-to)
# metric: "dram" = the summary's DRAMGBps; "gflops" = its GFLOPs;
# "chase" = Total Cycles / 10
# (cycles per dependent load); "lds" = the LDS level's GB/s / the chip's
# CUs / clock (B/clk/CU).
ROWS = [
    (AZ, "gfx942", "copy", "GB/s", 4110, stream("gfx942", "copy", 304), "dram", None),
    (AZ, "gfx942", "mul", "GB/s", 4260, stream("gfx942", "mul", 304), "dram", None),
    (AZ, "gfx942", "add", "GB/s", 4140, stream("gfx942", "add", 304), "dram", None),
    (AZ, "gfx942", "triad", "GB/s", 4090, stream("gfx942", "triad", 304), "dram", "DRAMPct"),
    (AZ, "gfx942", "dot", "GB/s", 3870, dot("gfx942", 304, 1), "dram", None),
    (GBS + " scale", "gfx90a", "copy", "GB/s", 1358, stream("gfx90a", "copy", 104), "dram", None),
    (GBS + " scale", "gfx90a", "mul", "GB/s", 1358, stream("gfx90a", "mul", 104), "dram", None),
    (GBS + " triad", "gfx90a", "add", "GB/s", 1248, stream("gfx90a", "add", 104), "dram", "DRAMPct (same traffic as triad)"),
    (GBS + " triad", "gfx90a", "triad", "GB/s", 1248, stream("gfx90a", "triad", 104), "dram", "DRAMPct"),
    (GBS + " read", "gfx90a", "dot", "GB/s", 1345, dot("gfx90a", 104, 1), "dram", "DRAMReadPct"),
    (GBS + " scale", "gfx1030", "copy", "GB/s", 456, stream("gfx1030", "copy", 40), "dram", None),
    (GBS + " scale", "gfx1030", "mul", "GB/s", 456, stream("gfx1030", "mul", 40), "dram", None),
    (GBS + " triad", "gfx1030", "add", "GB/s", 421, stream("gfx1030", "add", 40), "dram", "DRAMPct (same traffic as triad)"),
    (GBS + " triad", "gfx1030", "triad", "GB/s", 421, stream("gfx1030", "triad", 40), "dram", "DRAMPct"),
    (GBS + " read", "gfx1030", "dot", "GB/s", 502, dot("gfx1030", 80, 2), "dram", "DRAMReadPct"),
    (GBL, "gfx90a", "chase L1", "cycles", 125, chase("gfx90a", 64, "LoadHitL1=100"), "chase", "VMEMLatency"),
    (GBL, "gfx90a", "chase L2", "cycles", 237, chase("gfx90a", 64, "LoadHitL2=100"), "chase", "L2Latency"),
    (GBL, "gfx90a", "chase HBM", "cycles", 570, chase("gfx90a", 64, None), "chase", "DRAMLatency"),
    (GBL, "gfx1030", "chase L0", "cycles", 73, chase("gfx1030", 32, "LoadHitL1=100"), "chase", "VMEMLatency"),
    (GBL, "gfx1030", "chase GL1", "cycles", 109, chase("gfx1030", 32, "LoadHitGL1=100"), "chase", "GL1Latency"),
    (GBL, "gfx1030", "chase L2", "cycles", 208, chase("gfx1030", 32, "LoadHitL2=100"), "chase", "L2Latency"),
    (GBL + ", 390-407 cycles at ~2.57 GHz", "gfx1030", "chase Infinity Cache", "ns", 155, chase("gfx1030", 32, "LoadHitMALL=100"), "chase_ns", "MALLLatencyNs"),
    (CCR3, "gfx1100", "scalar chase 64 MiB (Infinity Cache)", "ns", 128.4,
     ["-pipeline=wave", "-mcpu=gfx1100", "-waves-per-simd=1", "-workgroups=1",
      "-workgroup-size=32", "-iterations=10", V + "/scalar-chase.s"],
     "chase_ns", None),
    (RPC, "gfx942", "LDS ds_read_b128 stream", "B/clk/CU", 128,
     ["-mcpu=gfx942", "-workgroup-size=256", "-workgroups=32",
      "-gcn-param=LaunchOverheadNs=0", V + "/lds-stream.s"], "lds", "LDSBytesPerClk"),
    # Tiled SGEMM, N = 4096, hit rates derived from the launch (no hit-rate
    # option); the study's kernels and launches (bench/validation/sgemm.cl:
    # no required workgroup size, the launch gives it). sgemm_lds: 128^2
    # workgroups of 32x32; the simulated WGP runs 16 of its 342 (the chip
    # figures scale its rounds: -max-region-work). sgemm_reg: 32^2
    # workgroups of 256 (dim3(N / 128, N / 128) blocks of 256 threads),
    # alpha 1, beta 0 as the study's run.
    (SEBV + " kernel 2 (LDS tiling)", "gfx1100", "sgemm_lds", "GFLOP/s", 4017.99,
     ["-mcpu=gfx1100", "-kernel=sgemm_lds", "-grid=4096,4096",
      "-workgroup-size=32,32", "-arg=3=4096", "-workgroups=16",
      V + "/sgemm-gfx1100.s"], "gflops", None),
    (SEBV + " kernel 3 (register tiling)", "gfx1100", "sgemm_reg", "GFLOP/s", 22777.0,
     ["-mcpu=gfx1100", "-kernel=sgemm_reg", "-grid=8192,32",
      "-workgroup-size=256", "-arg=3=4096", "-arg=4=1.0", "-arg=5=0.0",
      V + "/sgemm-gfx1100.s"], "gflops", None),
    # FP8 GEMM, M = N = K = 4096, alpha 1, beta 0 (bench/validation/fp8gemm.cl):
    # the tutorial's sections 2-4; hit rates derived from the launch.
    # fp8_tiled: 256x256 workgroups of 16x16; the MFMA kernels: 128x128 of
    # 64x4. The simulated CU runs 16 of its 256 or 64.
    (AIDH + " LDS tiled", "gfx950", "fp8_tiled", "GFLOP/s", 4803.488,
     ["-mcpu=gfx950", "-kernel=fp8_tiled", "-grid=4096,4096"] + FP8ARGS +
     ["-workgroups=16", V + "/fp8gemm-gfx950.s"], "gflops", None),
    # fp8_mfma has no required workgroup size (as the tutorial's kernel,
    # whose copy loops step by blockDim.x): the launch gives it, 64x4.
    (AIDH + " MFMA", "gfx950", "fp8_mfma", "GFLOP/s", 29924.198,
     ["-mcpu=gfx950", "-kernel=fp8_mfma", "-grid=8192,512",
      "-workgroup-size=64,4"] + FP8ARGS +
     ["-workgroups=16", V + "/fp8gemm-gfx950.s"], "gflops", None),
    (AIDH + " MFMA + vectorized global load", "gfx950", "fp8_mfma_vec",
     "GFLOP/s", 340838.13,
     ["-mcpu=gfx950", "-kernel=fp8_mfma_vec", "-grid=8192,512"] + FP8ARGS +
     ["-workgroups=16", V + "/fp8gemm-gfx950.s"], "gflops", None),
    # BF16 GEMM on MI300X, M = N = K = 4096 (bench/validation/bf16gemm.cl:
    # the published kernels v1, v2, v3, each at the commit whose README
    # gives its TFLOP/s): 1024 workgroups of 256 in a 1-D grid, hit rates
    # derived from the launch.
    (GN + " v1 (522e6457)", "gfx942", "mm_v1", "GFLOP/s", 123000.0,
     ["-mcpu=gfx942", "-kernel=mm_v1"] + BF16ARGS, "gflops", None),
    (GN + " v2 smem swizzling (611fe507)", "gfx942", "mm_v2", "GFLOP/s", 369570.0,
     ["-mcpu=gfx942", "-kernel=mm_v2"] + BF16ARGS, "gflops", None),
    (GN + " v3 double buffering (9127f7d4)", "gfx942", "mm_v3", "GFLOP/s", 421100.0,
     ["-mcpu=gfx942", "-kernel=mm_v3"] + BF16ARGS, "gflops", None),
]


def run(args):
    p = subprocess.run([tool, "-json"] + args, cwd=root, capture_output=True,
                       text=True)
    if p.returncode != 0:
        sys.stderr.write("gcn-mca failed: %s\n%s" % (" ".join(args), p.stderr))
        sys.exit(1)
    for r in json.loads(p.stdout)["CodeRegions"]:
        s = r.get("GCNSummaryView")
        if s:
            return s
    sys.exit("no summary: " + " ".join(args))


print("| source | chip | kernel | command | published | predicted | ratio | fitted |")
print("|---|---|---|---|---|---|---|---|")
errs, errs_all = [], []
for src, chip, kernel, unit, pub, args, metric, fitted in ROWS:
    s = run(args)
    if metric == "dram":
        pred = s["DRAMGBps"]
    elif metric == "chase":
        pred = s["TotalCycles"] / 10.0
    elif metric == "gflops":
        pred = s["GFLOPs"]
    elif metric == "chase_ns":
        pred = s["TotalCycles"] / 10.0 / (s["ClockMHz"] / 1000.0)
    else:
        lds = [l for l in s["Chip"]["Levels"] if l["Level"] == "LDS"][0]
        pred = lds["GBps"] * 1e3 / s["NumCUs"] / s["ClockMHz"]
    ratio = pred / pub
    e = abs(ratio - 1) * 100
    errs_all.append(e)
    if not fitted:
        errs.append(e)
    cmd = "gcn-mca " + " ".join(args)
    print("| %s | %s | %s | `%s` | %g %s | %.1f | %.3f | %s |" % (
        src, chip, kernel, cmd, pub, unit, pred, ratio,
        "fitted: " + fitted if fitted else "no (evidence)"))
print()
print("MAPE over the %d rows not used for fitting: %.1f %% (max %.1f %%)" % (
    len(errs), sum(errs) / len(errs), max(errs)))
print("MAPE over all %d rows: %.1f %%" % (len(errs_all),
                                          sum(errs_all) / len(errs_all)))
EOF
