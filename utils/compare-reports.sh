#!/usr/bin/env bash
#===- compare-reports.sh - Byte-compare two gcn-mca builds' reports ------===#
#
# Part of the gcn-mca project, under the Apache License v2.0 with LLVM
# Exceptions.
#
#===----------------------------------------------------------------------===#
# Runs two gcn-mca binaries over every assembly and code-object input of
# test/ and examples/ (or the files given in FILES) with several option sets
# and compares stdout and the exit code byte for byte, and stderr line for
# line (with -j, regions on worker threads print their warnings in any
# order). Used to show that a refactoring leaves every report unchanged.
#
# Usage: utils/compare-reports.sh OLD-BINARY NEW-BINARY
#   FILES="a.s b.o"   inputs to use instead of test/ and examples/
#   OPTSETS=$'...'    option sets, one a line, instead of the default list
#   TIMEOUT=N         seconds per run (default 60)
#   JOBS=N            runs in parallel (default 2)
# Prints one line per difference and a count; exits 1 on any difference.
#===----------------------------------------------------------------------===#
set -uo pipefail
[ $# -eq 2 ] || { echo "usage: $0 OLD-BINARY NEW-BINARY" >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
old="$(realpath "$1")"
new="$(realpath "$2")"
timeout="${TIMEOUT:-60}"
jobs="${JOBS:-2}"
default_opts=$'\n-json\n-all-views\n-all-views -json\n-cfg-view\n-all-stats -timeline\n-gcn-summary-view=false -wave-stats -j 1\n-pipeline=llvm-mca -all-views -iterations=10\n-pipeline=llvm-mca -gcn-custom-behaviour -all-views -iterations=10\n-wave-stats -gcn-instruction-info -waves-per-simd=4'
opts="${OPTSETS-$default_opts}"
if [ -n "${FILES:-}" ]; then
  files="$FILES"
else
  files="$(cd "$root" && find test examples -type f \( -name '*.s' -o -name '*.o' -o -name '*.co' \) | sort)"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export old new timeout work root

# One comparison: input file and option set (one word list).
compare_one() {
  local f="$1" o="$2" key
  key="$(printf '%s %s' "$f" "$o" | md5sum | cut -c1-16)"
  (cd "$root" && timeout "$timeout" "$old" $o "$f" >"$work/$key.o1" 2>"$work/$key.e1"; echo $? >"$work/$key.r1")
  (cd "$root" && timeout "$timeout" "$new" $o "$f" >"$work/$key.o2" 2>"$work/$key.e2"; echo $? >"$work/$key.r2")
  sort -o "$work/$key.e1" "$work/$key.e1"
  sort -o "$work/$key.e2" "$work/$key.e2"
  if cmp -s "$work/$key.o1" "$work/$key.o2" && cmp -s "$work/$key.e1" "$work/$key.e2" &&
     cmp -s "$work/$key.r1" "$work/$key.r2"; then
    echo "same"
  else
    echo "DIFF: $f [$o] (exit $(cat "$work/$key.r1") vs $(cat "$work/$key.r2"))"
  fi
  rm -f "$work/$key".*
}
export -f compare_one

while IFS= read -r f; do
  [ -n "$f" ] || continue
  while IFS= read -r o; do
    printf '%s\t%s\n' "$f" "$o"
  done <<<"$opts"
done <<<"$files" |
  xargs -P "$jobs" -d '\n' -n 1 bash -c 'IFS=$'"'"'\t'"'"' read -r f o <<<"$0"; compare_one "$f" "$o"' >"$work/results"
same=$(grep -c '^same$' "$work/results")
diffs=$(grep -c '^DIFF' "$work/results")
grep '^DIFF' "$work/results" | sort
echo "compare-reports: $same identical, $diffs different ($(echo "$files" | grep -c .) inputs x $(echo "$opts" | wc -l) option sets)"
[ "$diffs" -eq 0 ]
