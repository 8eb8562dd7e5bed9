#!/usr/bin/env bash
#===- cross-target.sh - One kernel on several processors, side by side ---===#
#
# Part of the gcn-mca project, under the Apache License v2.0 with LLVM
# Exceptions.
#
#===----------------------------------------------------------------------===#
# utils/cross-target.sh [-mcpu=P1,P2,...] INPUT... [-- GCN_MCA_OPTION...]
#
# Runs gcn-mca -json on every INPUT (one kernel compiled for several
# processors: k-gfx90a.s k-gfx942.s k-gfx1100.s), or on every INPUT with
# every processor of -mcpu= (code the processors all run, or with
# -- -force-mcpu), and prints `gcn-mca-diff -table` of the reports: per
# region, each run's processor, cycles, change against the first run,
# verdict (VALU-bound, HBM-bound, ...) and waves per SIMD with their
# limiter. GCN_MCA_OPTION... go to every gcn-mca run (-json, -o and -table
# options of gcn-mca-diff: GCN_MCA_DIFF_OPTIONS, e.g. -json).
# Environment: GCN_MCA, GCN_MCA_DIFF (default build/bin/...).
# Exit status: gcn-mca's first failure (1), else gcn-mca-diff's.
#===----------------------------------------------------------------------===#
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
gcnmca="${GCN_MCA:-$root/build/bin/gcn-mca}"
gcndiff="${GCN_MCA_DIFF:-$root/build/bin/gcn-mca-diff}"
cpus=()
inputs=()
opts=()
while [ $# -gt 0 ]; do
  case "$1" in
    -mcpu=*) IFS=, read -r -a cpus <<< "${1#-mcpu=}" ;;
    --) shift; opts=("$@"); break ;;
    *) inputs+=("$1") ;;
  esac
  shift
done
if [ ${#inputs[@]} -eq 0 ]; then
  echo "usage: cross-target.sh [-mcpu=P1,P2,...] INPUT... [-- GCN_MCA_OPTION...]" >&2
  exit 1
fi
[ ${#cpus[@]} -eq 0 ] && cpus=("")
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
reports=()
for in in "${inputs[@]}"; do
  for cpu in "${cpus[@]}"; do
    name="$(basename "$in")${cpu:+@$cpu}"
    out="$tmp/$name.json"
    "$gcnmca" ${cpu:+-mcpu=$cpu} "${opts[@]}" -json "$in" > "$out"
    rc=$?
    # 2: some kernels were not analyzed (the table says which).
    if [ $rc -ne 0 ] && [ $rc -ne 2 ]; then
      echo "cross-target: gcn-mca failed on $name" >&2
      exit 1
    fi
    reports+=("$name.json")
  done
done
cd "$tmp" && "$gcndiff" -table ${GCN_MCA_DIFF_OPTIONS:-} "${reports[@]}"
