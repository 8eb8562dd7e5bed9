#!/usr/bin/env bash
# utils/rocrand-corpus.sh [WORKDIR]
# A real-binary corpus check: fetches Debian's librocrand1 (apt-get
# download), extracts the .hip_fatbin offload bundle of librocrand.so,
# splits it into one code object per target and
# runs every code object through gcn-mca in the default (wave) and the
# llvm-mca pipelines with a timeout. Prints, per object and pipeline, ok (a
# report, exit 0), diagnosed (exit 1 with a gcn-mca error), crashed (a
# signal) or hung (timeout), the number of kernel reports, the instructions
# left out of the analysis ("dropped": decoded but not analyzable) and the
# words that did not decode ("undecodable"), and totals; an AMD-built object
# should have none of either.
# Environment: GCN_MCA (default build/bin/gcn-mca), TIMEOUT (seconds per run,
# default 600), EXTRA (more gcn-mca options).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="${1:-${TMPDIR:-/tmp}/rocrand-corpus}"
gcnmca="${GCN_MCA:-$root/build/bin/gcn-mca}"
timeout="${TIMEOUT:-600}"
mkdir -p "$work" && cd "$work" || exit 1
if ! ls librocrand1_*.deb >/dev/null 2>&1; then
  apt-get download librocrand1 || { echo "rocrand-corpus: apt-get download librocrand1 failed" >&2; exit 1; }
fi
if [ ! -d objects ]; then
  rm -rf pkg && mkdir -p pkg objects
  dpkg-deb -x librocrand1_*.deb pkg
  so=$(find pkg -name 'librocrand.so.*' -type f | head -1)
  llvm-objcopy-22 --dump-section .hip_fatbin=fatbin.bin "$so" || exit 1
  # The bundle format (clang's OffloadBundler): magic, entry count, then per
  # entry offset, size, id length and id. clang-offload-bundler-22 stops at
  # this bundle's host entry ("invalid bundle id"), so it is read here.
  python3 - fatbin.bin objects <<'PY' || exit 1
import struct, sys
data = open(sys.argv[1], "rb").read()
magic = b"__CLANG_OFFLOAD_BUNDLE__"
assert data.startswith(magic), "not an uncompressed offload bundle"
(n,) = struct.unpack_from("<Q", data, 24)
pos = 32
for _ in range(n):
    off, size, idlen = struct.unpack_from("<QQQ", data, pos)
    ident = data[pos + 24:pos + 24 + idlen].decode()
    pos += 24 + idlen
    if "amdgcn" not in ident or size == 0:
        continue
    name = ident.split("--")[-1].replace(":", "_")
    open("%s/%s.co" % (sys.argv[2], name), "wb").write(data[off:off + size])
    print("rocrand-corpus: %s (%d bytes)" % (ident, size))
PY
fi
ok=0 diag=0 crash=0 hang=0 dropped_all=0 undec_all=0
# How many warnings of a kind: the "N ... in all" summary when there were
# more than 10, else the warnings themselves.
count() {
  local n
  n=$(grep -o "[0-9]* $2 in all" "$1" | head -1 | awk '{print $1}')
  [ -n "$n" ] && { echo "$n"; return; }
  grep -c "$3" "$1"
}
printf '%-22s %-9s %-10s %8s %7s %11s %s\n' object pipeline result kernels dropped undecodable seconds
for co in objects/*.co; do
  name=$(basename "$co" .co)
  kernels=$(llvm-readelf-22 -s "$co" | awk '$NF ~ /\.kd$/ {print $NF}' | sort -u | wc -l)
  for pipe in wave llvm-mca; do
    start=$(date +%s)
    timeout "$timeout" "$gcnmca" -pipeline=$pipe ${EXTRA:-} "$co" > "$name.$pipe.out" 2> "$name.$pipe.err"
    rc=$?
    secs=$(( $(date +%s) - start ))
    reports=$(grep -c '^\[[0-9]*\] Code Region' "$name.$pipe.out")
    case $rc in
      0) result=ok; ok=$((ok + 1)) ;;
      1) result=diagnosed; diag=$((diag + 1)) ;;
      124) result=hung; hang=$((hang + 1)) ;;
      *) result="crashed($rc)"; crash=$((crash + 1)) ;;
    esac
    dropped=$(count "$name.$pipe.err" "instructions not analyzed" "is not analyzed")
    undec=$(count "$name.$pipe.err" "undecodable words" "cannot decode the word")
    dropped_all=$((dropped_all + dropped)) undec_all=$((undec_all + undec))
    printf '%-22s %-9s %-10s %4s/%-4s %7s %11s %s\n' "$name" "$pipe" "$result" "$reports" "$kernels" "$dropped" "$undec" "$secs"
    [ "$rc" = 0 ] || grep -m1 'error' "$name.$pipe.err" | cut -c1-200
  done
done
echo "rocrand-corpus: ok $ok, diagnosed $diag, crashed $crash, hung $hang; instructions dropped $dropped_all, undecodable words $undec_all"
[ $((crash + hang)) -eq 0 ]
