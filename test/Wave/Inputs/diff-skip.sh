#!/usr/bin/env bash
# diff-skip.sh OUTDIR GCN-MCA-ARGS...: runs gcn-mca with the arguments, once
# as is and once with a -trace file (a listener of every cycle: no cycle is
# skipped and no SIMD sleeps), and fails unless both reports (stdout) and
# exit statuses are the same.
set -u
out=$1
shift
gcn-mca "$@" >"$out.skip" 2>/dev/null
a=$?
gcn-mca -trace="$out.trace.json" "$@" >"$out.noskip" 2>/dev/null
b=$?
if [ "$a" != "$b" ]; then
  echo "exit status $a with skipping, $b without" >&2
  exit 1
fi
if ! [ -s "$out.skip" ]; then
  echo "no report" >&2
  exit 1
fi
diff "$out.skip" "$out.noskip" >&2
