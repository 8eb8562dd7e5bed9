#!/usr/bin/env bash
# build-kernel-corpus.sh - regenerate the shared kernel corpus.
#
# Compiles every OpenCL (.cl) and HIP (.hip) kernel source in
# test/Inputs/kernels/src/ with clang-22 -S for the processors listed below
# into test/Inputs/kernels/<kernel>-<gfx>.s, records clang's own resource
# usage and occupancy (-Rpass-analysis=kernel-resource-usage) of every kernel
# in test/Inputs/kernels/occupancy-expected.txt (when the remark is an
# unevaluated `occupancy(...)` expression, as for kernels with calls, llvm-mc
# evaluates it), and checks that each .s file
# assembles with llvm-mc and is accepted by llvm-mca.
#
# The variants that cannot be named <kernel>-<gfx>.s (RDNA wave64, CU mode)
# go to test/Occupancy/Inputs/variants/ with their own expected file.
#
# Usage: utils/build-kernel-corpus.sh [--check]
#   --check  compile into a temporary directory and compare with the
#            checked-in files (exit 1 on any difference).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${LLVM_BIN:-/usr/lib/llvm-22/bin}"
clang="$bin/clang"
src="$root/test/Inputs/kernels/src"
out="$root/test/Inputs/kernels"
varout="$root/test/Occupancy/Inputs/variants"
check=0
if [[ "${1:-}" == "--check" ]]; then
  check=1
  tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
  out="$tmp/kernels"; varout="$tmp/variants"
fi
mkdir -p "$out" "$varout"

# source file : processors it is compiled for
corpus=(
  "alu-straight.cl:tahiti gfx803 gfx900 gfx942 gfx1030 gfx1100 gfx1200"
  "loop-nested.cl:hawaii gfx906 gfx90a gfx1010 gfx1250"
  "lds-barrier.cl:tahiti gfx900 gfx90a gfx942 gfx1030 gfx1150 gfx1200"
  "atomics.cl:hawaii gfx803 gfx90a gfx942 gfx1030 gfx1100 gfx1200"
  "switch.cl:gfx803 gfx90a gfx1100"
  "divergent.cl:tahiti gfx900 gfx942 gfx1030 gfx1200 gfx1250"
  "math.cl:hawaii gfx90a gfx942 gfx1030 gfx1150"
  "vgpr-pressure.hip:gfx900 gfx90a gfx942 gfx1030 gfx1100 gfx1200"
  "lds-sizes.cl:gfx900 gfx90a gfx942 gfx950 gfx1030 gfx1100 gfx1200"
  "lds-big.cl:gfx950 gfx1250"
  "sgpr-pressure.cl:gfx900 gfx90a gfx942 gfx1030 gfx1100 gfx1200"
  "sgpr-heavy.cl:gfx900 gfx90a"
  "workgroup.cl:gfx900 gfx90a gfx1030 gfx1100 gfx1200"
  "mfma.cl:gfx908 gfx90a gfx942 gfx950"
  "agpr-spill.cl:gfx90a"
  "wmma.cl:gfx1100 gfx1150 gfx1200"
  "stencil2d.hip:gfx900 gfx90a gfx1030 gfx1100 gfx1200"
  "wave-ops.hip:gfx900 gfx90a gfx1030 gfx1100"
  "spill.hip:gfx900 gfx90a gfx1100"
  "calls.cl:gfx900 gfx90a gfx1100"
)
# variants: source : processor : target feature (clang -m<feature>,
# llvm-mc -mattr=+<feature>) : output suffix
variants=(
  "vgpr-pressure.hip:gfx1030:wavefrontsize64:w64"
  "vgpr-pressure.hip:gfx1100:wavefrontsize64:w64"
  "vgpr-pressure.hip:gfx1200:wavefrontsize64:w64"
  "lds-sizes.cl:gfx1030:cumode:cumode"
  "lds-sizes.cl:gfx1100:wavefrontsize64:w64"
  "lds-sizes.cl:gfx1100:cumode:cumode"
  "workgroup.cl:gfx1100:cumode:cumode"
  "workgroup.cl:gfx1030:wavefrontsize64:w64"
)

compile() { # source cpu output extra-flags...
  local s="$1" cpu="$2" o="$3"; shift 3
  local lang=()
  case "$s" in
  *.hip) lang=(-x hip --offload-arch="$cpu" -nogpulib -nogpuinc
               --cuda-device-only) ;;
  *) lang=(-target amdgcn-amd-amdhsa -mcpu="$cpu" -nogpulib) ;;
  esac
  "$clang" "${lang[@]}" "$@" -O3 -S "$src/$s" -o "$o" \
    -Rpass-analysis=kernel-resource-usage 2> "$o.remarks" ||
    { grep error: "$o.remarks" >&2; echo "error: clang failed on $s for $cpu" >&2;
      return 1; }
}

# Turn clang's remarks into rows: file kernel occupancy vgprs agprs sgprs lds
# scratch wavesize. Only kernels (.amdhsa_kernel in the .s) are listed.
rows() { # asm-file display-name cpu [mattr]
  python3 - "$1" "$2" "$3" "${4:-}" "$bin" <<'PY'
import re, subprocess, sys, tempfile, os
asm, name, cpu, mattr, bindir = sys.argv[1:6]


def evaluate_with_llvm_mc(exprs):
    """clang prints occupancy(...) unevaluated when it depends on symbols
    defined later (calls): let the assembler evaluate it, as .long data."""
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "e.s")
        obj = os.path.join(d, "e.o")
        with open(src, "w") as f:
            f.write(open(asm).read())
            f.write("\t.data\n")
            for e in exprs:
                f.write("\t.long %s\n" % e)
        cmd = [bindir + "/llvm-mc", "-triple=amdgcn-amd-amdhsa", "-mcpu=" + cpu,
               "-filetype=obj", src, "-o", obj]
        if mattr:
            cmd.append("-mattr=" + mattr)
        subprocess.run(cmd, check=True)
        out = subprocess.run([bindir + "/llvm-objdump", "-s", "-j", ".data", obj],
                             check=True, capture_output=True, text=True).stdout
    words = []
    for line in out.splitlines():
        m = re.match(r"^ [0-9a-f]{4,} ((?:[0-9a-f]{8} ?)+)", line)
        if m:
            words += m.group(1).split()
    return [int.from_bytes(bytes.fromhex(w), "little") for w in words]

text = open(asm).read()
kernels = re.findall(r'^\s*\.amdhsa_kernel\s+(\S+)', text, re.M)
wave = {}
for k in kernels:
    blk = text.split('.amdhsa_kernel ' + k, 1)[1].split('.end_amdhsa_kernel', 1)[0]
    m = re.search(r'\.amdhsa_wavefront_size32\s+(\d+)', blk)
    wave[k] = 32 if (m and m.group(1) == '1') else 64
cur, info = None, {}
for line in open(asm + '.remarks'):
    m = re.search(r'remark: Function Name: (\S+)', line)
    if m:
        cur = m.group(1); info[cur] = {}; continue
    m = re.search(r'remark:\s+([^:]+?)(?: \[[^\]]*\])?: (.*) \[-Rpass-analysis', line)
    if m and cur:
        info[cur][m.group(1).strip()] = m.group(2).strip()
for k in kernels:
    d = info.get(k)
    if d is None:
        sys.exit('no remark for kernel %s in %s' % (k, asm))
    occ = d.get('Occupancy', '?')
    if not occ.isdigit():
        occ = str(evaluate_with_llvm_mc([occ])[0])
    print(name, k, occ, d.get('VGPRs', '0'), d.get('AGPRs', '0'),
          d.get('TotalSGPRs', '0'), d.get('LDS Size', '0'),
          d.get('ScratchSize', '0'), wave[k])
PY
}

verify() { # asm cpu [mattr]
  local f="$1" cpu="$2" mattr="${3:-}"
  "$bin/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" ${mattr:+-mattr=$mattr} \
    "$f" -filetype=obj -o /dev/null ||
    { echo "error: llvm-mc rejects $f" >&2; return 1; }
  "$bin/llvm-mca" -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" \
    ${mattr:+-mattr=$mattr} -iterations=1 "$f" > /dev/null 2> "$f.mca.err" ||
    { echo "note: llvm-mca rejects $f: $(head -1 "$f.mca.err")" >&2; }
  rm -f "$f.mca.err"
}

header="# file kernel occupancy vgprs agprs sgprs lds scratch wavesize
# Generated by utils/build-kernel-corpus.sh from clang-22's
# -Rpass-analysis=kernel-resource-usage remarks (Occupancy [waves/SIMD],
# VGPRs, AGPRs, TotalSGPRs, LDS Size [bytes/block], ScratchSize
# [bytes/lane]); wavesize from .amdhsa_wavefront_size32. Do not edit."
exp="$out/occupancy-expected.txt"
echo "$header" > "$exp"
for entry in "${corpus[@]}"; do
  s="${entry%%:*}"; base="${s%.*}"
  for cpu in ${entry#*:}; do
    f="$out/$base-$cpu.s"
    compile "$s" "$cpu" "$f"
    rows "$f" "$base-$cpu.s" "$cpu" >> "$exp"
    verify "$f" "$cpu"
    rm -f "$f.remarks"
  done
done
vexp="$varout/occupancy-expected.txt"
echo "$header" > "$vexp"
for entry in "${variants[@]}"; do
  IFS=: read -r s cpu feature suffix <<< "$entry"
  base="${s%.*}"
  f="$varout/$base-$cpu-$suffix.s"
  compile "$s" "$cpu" "$f" "-m$feature"
  rows "$f" "$base-$cpu-$suffix.s" "$cpu" "+$feature" >> "$vexp"
  verify "$f" "$cpu" "+$feature"
  rm -f "$f.remarks"
done

if (( check )); then
  diff -r -x src -x README.md -x '*.test' "$out" "$root/test/Inputs/kernels" &&
    diff -r "$varout" "$root/test/Occupancy/Inputs/variants" &&
    echo "corpus up to date"
else
  echo "wrote $(ls "$out"/*.s | wc -l) files to $out, $(ls "$varout"/*.s | wc -l) to $varout"
  du -sh "$out" "$varout"
fi
