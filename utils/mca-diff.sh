#!/usr/bin/env bash
#===- mca-diff.sh - Compare gcn-mca's report with llvm-mca's -------------===#
#
# Part of the gcn-mca project, under the Apache License v2.0 with LLVM
# Exceptions.
#
#===----------------------------------------------------------------------===#
# Runs the installed llvm-mca and `gcn-mca -pipeline=llvm-mca` on the same
# input with the same options and requires byte-identical standard output and
# the same exit status. Used by the differential lit suite (test/Differential).
#
# usage: mca-diff.sh [--llvm-mca=PATH] [--gcn-mca=PATH] INPUT [OPTION...]
#
# -mtriple=amdgcn-amd-amdhsa is passed to both tools unless an -mtriple option
# is given. When gcn-mca knows -whole-file-region (per-kernel regions are its
# default on marker-less input), it is passed so that both tools analyze the
# same single region.
#
# Prints one line "mca-diff: identical: <bytes> bytes: <input> <options>" on
# success; otherwise the unified diff and "mca-diff: DIFFERENT: ..." and exits
# with status 1.
#===----------------------------------------------------------------------===#
set -u

LLVM_MCA=${LLVM_MCA:-llvm-mca}
GCN_MCA=${GCN_MCA:-gcn-mca}
while [ $# -gt 0 ]; do
  case "$1" in
  --llvm-mca=*) LLVM_MCA=${1#--llvm-mca=}; shift ;;
  --gcn-mca=*) GCN_MCA=${1#--gcn-mca=}; shift ;;
  *) break ;;
  esac
done
if [ $# -lt 1 ]; then
  echo "usage: mca-diff.sh [--llvm-mca=PATH] [--gcn-mca=PATH] INPUT [OPTION...]" >&2
  exit 2
fi
INPUT=$1
shift

if ! "$LLVM_MCA" --version 2>/dev/null | grep -q 'LLVM version 22\.'; then
  echo "mca-diff: $LLVM_MCA is not llvm-mca 22" >&2
  exit 2
fi

OPTS=("$@")
HAVE_TRIPLE=0
for O in "${OPTS[@]+"${OPTS[@]}"}"; do
  case "$O" in
  -mtriple=* | --mtriple=*) HAVE_TRIPLE=1 ;;
  esac
done
if [ $HAVE_TRIPLE = 0 ]; then
  OPTS=(-mtriple=amdgcn-amd-amdhsa "${OPTS[@]+"${OPTS[@]}"}")
fi
GCN_EXTRA=(-pipeline=llvm-mca)
if "$GCN_MCA" --help-hidden 2>/dev/null | grep -q -- '-whole-file-region'; then
  GCN_EXTRA+=(-whole-file-region)
fi

TMP=$(mktemp -d "${TMPDIR:-/tmp}/mca-diff.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

"$LLVM_MCA" "${OPTS[@]}" "$INPUT" >"$TMP/llvm-mca.out" 2>"$TMP/llvm-mca.err"
LRC=$?
"$GCN_MCA" "${GCN_EXTRA[@]}" "${OPTS[@]}" "$INPUT" >"$TMP/gcn-mca.out" 2>"$TMP/gcn-mca.err"
GRC=$?

WHAT="$INPUT ${OPTS[*]}"
if [ $LRC != 0 ]; then
  echo "mca-diff: llvm-mca failed (status $LRC): $WHAT" >&2
  cat "$TMP/llvm-mca.err" >&2
  exit 1
fi
if [ $GRC != $LRC ]; then
  echo "mca-diff: DIFFERENT: exit status llvm-mca=$LRC gcn-mca=$GRC: $WHAT" >&2
  cat "$TMP/gcn-mca.err" >&2
  exit 1
fi
if ! cmp -s "$TMP/llvm-mca.out" "$TMP/gcn-mca.out"; then
  diff -u --label llvm-mca --label gcn-mca "$TMP/llvm-mca.out" \
    "$TMP/gcn-mca.out" | head -n "${MCA_DIFF_LINES:-60}"
  # Bytes that differ: the bytes of lines present in only one of the two.
  BYTES=$(diff --unchanged-line-format= --old-line-format='%L' \
    --new-line-format='%L' "$TMP/llvm-mca.out" "$TMP/gcn-mca.out" | wc -c)
  echo "mca-diff: DIFFERENT: $BYTES bytes in differing lines: $WHAT"
  exit 1
fi
echo "mca-diff: identical: $(wc -c <"$TMP/llvm-mca.out") bytes: $WHAT"
exit 0
