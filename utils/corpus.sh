#!/usr/bin/env bash
# utils/corpus.sh PACKAGE|DIR [WORKDIR]
# A whole-library corpus check (docs/Robustness.md, "Library corpus"),
# generalising utils/rocrand-corpus.sh:
#  - PACKAGE: a Debian package name, fetched with `apt-get download` and
#    unpacked; DIR: a directory of code objects, offload bundles or shared
#    libraries (searched recursively).
#  - Every code object is extracted: an AMDGPU ELF file as it is; from a
#    host ELF file, every offload bundle of its .hip_fatbin section (all
#    targets); an offload-bundle file, split. Compressed bundles (CCOB) are
#    unbundled with clang-offload-bundler-22.
#  - Each object goes through both pipelines (-pipeline=wave, the default,
#    and -pipeline=llvm-mca) with `-j $GCN_MCA_JOBS` under a timeout, timed
#    with /usr/bin/time (wall seconds, peak resident memory).
#  - Per object and pipeline it prints the result: ok (exit 0, every kernel
#    reported), kernels (exit 2: the report is written, some kernels have a
#    per-kernel diagnostic instead), failed (exit 1: an object-level error),
#    crashed (a signal), hung (timeout); the kernel count (.kd symbols), the
#    reports, the per-kernel diagnostics, wall and CPU seconds and peak MiB
#    (on a shared machine CPU seconds are the figure that carries over).
#    Totals and a
#    JSON summary (WORKDIR/summary.json) follow.
# Environment: GCN_MCA (default build/bin/gcn-mca), TIMEOUT (CPU seconds per
# run, default 600; all threads count), WALL_TIMEOUT (wall seconds per run,
# default 6 x TIMEOUT: a run waiting at 0 % CPU), GCN_MCA_JOBS (-j of each run, default 2), PARALLEL (runs at
# once, default 1), EXTRA (more gcn-mca options), PIPELINES (default
# "wave llvm-mca"), LIMIT (analyze only the first N objects).
# Exit status: 0 with no object-level failure, crash or hang, else 1.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="${1:?usage: corpus.sh PACKAGE|DIR [WORKDIR]}"
name="$(basename "$src")"
work="${2:-${TMPDIR:-/tmp}/corpus-$name}"
gcnmca="$(realpath "${GCN_MCA:-$root/build/bin/gcn-mca}")"
export GCNMCA_BIN="$gcnmca" TIMEOUT="${TIMEOUT:-600}" \
  WALL_TIMEOUT="${WALL_TIMEOUT:-$(( ${TIMEOUT:-600} * 6 ))}" \
  GCN_MCA_JOBS="${GCN_MCA_JOBS:-2}" EXTRA="${EXTRA:-}"
pipelines="${PIPELINES:-wave llvm-mca}"
if [ -d "$src" ]; then src="$(realpath "$src")"; fi
mkdir -p "$work" && cd "$work" || exit 1

if [ ! -d objects ]; then
  rm -rf pkg objects.tmp && mkdir -p pkg objects.tmp
  if [ -d "$src" ]; then
    input="$src"
  else
    ls "${src}"_*.deb >/dev/null 2>&1 || apt-get download "$src" ||
      { echo "corpus: apt-get download $src failed" >&2; exit 1; }
    for deb in "${src}"_*.deb; do dpkg-deb -x "$deb" pkg || exit 1; done
    input=pkg
  fi
  # Every regular file: AMDGPU ELF (e_machine 224), host ELF with a
  # .hip_fatbin section, or an offload bundle.
  python3 - "$input" objects.tmp <<'PY' || exit 1
import os, struct, subprocess, sys, tempfile
src, out = sys.argv[1], sys.argv[2]
MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"
count = 0
def save(tag, ident, blob):
    global count
    name = tag
    if ident:
        name += "." + ident.split("--")[-1].replace(":", "_")
    path = os.path.join(out, name + ".co")
    with open(path, "wb") as f:
        f.write(blob)
    count += 1
def split_bundles(tag, data):
    """Every uncompressed bundle in data (a .hip_fatbin holds many)."""
    pos, b = 0, 0
    while True:
        start = data.find(MAGIC, pos)
        if start < 0:
            break
        (n,) = struct.unpack_from("<Q", data, start + 24)
        p = end = start + 32
        for _ in range(n):
            off, size, idlen = struct.unpack_from("<QQQ", data, p)
            ident = data[p + 24:p + 24 + idlen].decode(errors="replace")
            p += 24 + idlen
            end = max(end, start + off + size)
            if "amdgcn" in ident and size:
                save("%s.b%03d" % (tag, b), ident, data[start + off:start + off + size])
        b += 1
        pos = max(end, start + 1)
    # Compressed bundles: clang-offload-bundler-22 lists and unbundles them.
    pos = 0
    while True:
        start = data.find(b"CCOB", pos)
        if start < 0:
            break
        pos = start + 4
        print("corpus: %s: a compressed bundle at 0x%x is not split (use "
              "clang-offload-bundler-22)" % (tag, start), file=sys.stderr)
def tag_of(path):
    base = os.path.basename(path)
    return os.path.splitext(base)[0] if base.endswith((".co", ".o")) else base
for dirpath, _, files in os.walk(src):
    for f in sorted(files):
        path = os.path.join(dirpath, f)
        if os.path.islink(path) or not os.path.isfile(path):
            continue
        with open(path, "rb") as fh:
            head = fh.read(64)
        if head.startswith(MAGIC):
            split_bundles(tag_of(path), open(path, "rb").read())
            continue
        if not head.startswith(b"\x7fELF") or len(head) < 20:
            continue
        (machine,) = struct.unpack_from("<H", head, 18)
        if machine == 224:
            save(tag_of(path), "", open(path, "rb").read())
            continue
        with tempfile.NamedTemporaryFile() as tmp:
            r = subprocess.run(["llvm-objcopy-22", "--dump-section",
                                ".hip_fatbin=" + tmp.name, path, "/dev/null"],
                               capture_output=True)
            if r.returncode == 0 and os.path.getsize(tmp.name):
                split_bundles(tag_of(path), open(tmp.name, "rb").read())
print("corpus: %d code objects" % count)
PY
  mv objects.tmp objects
fi

# One run: prints a tab-separated line (object pipeline result kernels
# reports diagnostics wall-seconds peak-KiB rc cpu-seconds).
run_one() {
  local co="$1" pipe="$2" base out err rc kernels reports diags secs kib
  base="runs/$(basename "$co" .co).$pipe"
  out="$base.out" err="$base.err"
  # The budget is CPU seconds (ulimit -t: SIGKILL once it is spent), so that a starved shared machine does not turn a slow run into
  # a "hang"; the wall-clock timeout only catches a run that waits at 0 %
  # CPU.
  /usr/bin/time -f '%e %M %U %S' -o "$base.time" \
    bash -c 'ulimit -t "$1" && exec timeout "$2" "${@:3}"' cpu-budget \
    "$TIMEOUT" "$WALL_TIMEOUT" "$GCNMCA_BIN" -pipeline="$pipe" \
    -j "$GCN_MCA_JOBS" $EXTRA "$co" > "$out" 2> "$err"
  rc=$?
  # time(1) reports a child killed by a signal as "Command terminated by
  # signal N" and exits with that status.
  if grep -q 'terminated by signal' "$base.time"; then
    rc=$((128 + $(grep -o 'signal [0-9]*' "$base.time" | awk '{print $2}')))
  fi
  local user sys cpu
  read -r secs kib user sys < <(tail -1 "$base.time")
  cpu=$(awk -v u="${user:-0}" -v s="${sys:-0}" 'BEGIN {printf "%.2f", u + s}')
  kernels=$(llvm-readelf-22 -s "$co" 2>/dev/null |
    awk '$NF ~ /\.kd$/ {print $NF}' | sort -u | wc -l)
  reports=$(grep -c '^\[[0-9]*\] Code Region' "$out")
  diags=$(grep -c 'cannot be analyzed:' "$err")
  local result
  case $rc in
    0) result=ok ;;
    1) result=failed ;;
    2) result=kernels ;;
    124|152) result=hung ;;  # the wall timeout; SIGXCPU
    137) # SIGKILL: the CPU budget when it is spent, else (OOM killer) a crash.
      if awk -v c="$cpu" -v t="$TIMEOUT" 'BEGIN {exit !(c >= t - 1)}'; then
        result=hung
      else
        result=crashed
      fi ;;
    *) result=crashed ;;
  esac
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(basename "$co" .co)" \
    "$pipe" "$result" "$kernels" "$reports" "$diags" "${secs:-0}" \
    "${kib:-0}" "$rc" "$cpu"
}
export -f run_one
mkdir -p runs
# ORDER: a file of object names (one a line) to run first, in that order.
objs=()
if [ -n "${ORDER:-}" ]; then
  while read -r o; do [ -f "objects/$o.co" ] && objs+=("objects/$o.co"); done < "$ORDER"
fi
for co in objects/*.co; do
  case " ${objs[*]} " in *" $co "*) ;; *) objs+=("$co") ;; esac
done
[ -n "${LIMIT:-}" ] && objs=("${objs[@]:0:$LIMIT}")
# RESUME=1: keep the results of an earlier, interrupted run (results.tsv).
: > results.done
[ -n "${RESUME:-}" ] || rm -f results.tsv.tmp
if [ -n "${RESUME:-}" ]; then
  cat results.tsv results.tsv.tmp 2>/dev/null | sort -u > results.done
fi
echo "corpus: ${#objs[@]} objects, pipelines: $pipelines, -j $GCN_MCA_JOBS, budget ${TIMEOUT} CPU s (${WALL_TIMEOUT} s wall)"
start=$(date +%s)
printf '%-60s %-9s %-8s %7s %7s %6s %8s %8s %8s\n' object pipeline result kernels reports diags seconds cpu-s MiB
for co in "${objs[@]}"; do
  for pipe in $pipelines; do
    grep -q "^$(basename "$co" .co)	$pipe	" results.done ||
      printf '%s\0%s\0' "$co" "$pipe"
  done
done | xargs -0 -n 2 -P "${PARALLEL:-1}" bash -c 'run_one "$0" "$1"' |
  tee -a results.tsv.tmp |
  awk -F'\t' '{printf "%-60s %-9s %-8s %7s %7s %6s %8s %8s %8.1f\n", $1, $2, $3, $4, $5, $6, $7, $10, $8 / 1024}'
cat results.done results.tsv.tmp | sort -u > results.tsv && rm -f results.tsv.tmp
total=$(( $(date +%s) - start ))
python3 - results.tsv "$total" summary.json <<'PY'
import json, sys
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
total = int(sys.argv[2])
s = {"Objects": len({r[0] for r in rows}), "Runs": len(rows),
     "WallSeconds": total, "Pipelines": {}}
for pipe in sorted({r[1] for r in rows}):
    rs = [r for r in rows if r[1] == pipe]
    count = {k: sum(r[2] == k for r in rs)
             for k in ("ok", "kernels", "failed", "crashed", "hung")}
    worst_t = max(rs, key=lambda r: float(r[6]))
    worst_c = max(rs, key=lambda r: float(r[9]) if len(r) > 9 else 0.0)
    worst_m = max(rs, key=lambda r: int(r[7]))
    s["Pipelines"][pipe] = {
        "Results": count,
        "Kernels": sum(int(r[3]) for r in rs),
        "Reports": sum(int(r[4]) for r in rs),
        "KernelDiagnostics": sum(int(r[5]) for r in rs),
        "Seconds": round(sum(float(r[6]) for r in rs), 2),
        "CPUSeconds": round(sum(float(r[9]) for r in rs if len(r) > 9), 2),
        "MaxSeconds": {"Object": worst_t[0], "Value": float(worst_t[6])},
        "MaxCPUSeconds": {"Object": worst_c[0],
                          "Value": float(worst_c[9]) if len(worst_c) > 9 else 0.0},
        "MaxMiB": {"Object": worst_m[0], "Value": round(int(worst_m[7]) / 1024, 1)},
        "NotOk": [{"Object": r[0], "Result": r[2], "Status": int(r[8])}
                  for r in rs if r[2] != "ok"],
    }
json.dump(s, open(sys.argv[3], "w"), indent=2)
for pipe, p in s["Pipelines"].items():
    c = p["Results"]
    print("corpus: %s: ok %d, kernel diagnostics %d, failed %d, crashed %d, "
          "hung %d; %d kernels, %d reports, %d per-kernel diagnostics; "
          "%.1f s in all (%.1f s of CPU), slowest %s %.1f s (most CPU %s %.1f s), largest %s %.1f MiB"
          % (pipe, c["ok"], c["kernels"], c["failed"], c["crashed"], c["hung"],
             p["Kernels"], p["Reports"], p["KernelDiagnostics"], p["Seconds"],
             p["CPUSeconds"],
             p["MaxSeconds"]["Object"], p["MaxSeconds"]["Value"],
             p["MaxCPUSeconds"]["Object"], p["MaxCPUSeconds"]["Value"],
             p["MaxMiB"]["Object"], p["MaxMiB"]["Value"]))
print("corpus: %d objects, %d s wall; summary in summary.json" % (s["Objects"], total))
bad = sum(p["Results"]["failed"] + p["Results"]["crashed"] + p["Results"]["hung"]
          for p in s["Pipelines"].values())
sys.exit(1 if bad else 0)
PY
