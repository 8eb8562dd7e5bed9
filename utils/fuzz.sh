#!/usr/bin/env bash
# utils/fuzz.sh TARGET SECONDS [libFuzzer options...]
# Builds the libFuzzer targets with clang-22 (-DGCN_MCA_FUZZ=ON: ASan, UBSan,
# fuzzer coverage) in ${FUZZ_BUILD_DIR:-build-fuzz}, seeds a corpus from the
# test inputs and runs TARGET (asm or object) for SECONDS seconds. Findings
# (crash-*, timeout-*, oom-*) land in fuzz-findings/TARGET/; the last line
# gives the number of executions. Needs clang-22 and libclang-rt-22-dev
# (utils/install-deps.sh --fuzz).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
target="${1:?usage: fuzz.sh asm|object SECONDS}"
secs="${2:?usage: fuzz.sh asm|object SECONDS}"
shift 2
case "$target" in
  asm) max_len=4097 ;;
  object) max_len=16385 ;;
  *) echo "fuzz.sh: unknown target '$target' (asm or object)" >&2; exit 2 ;;
esac
build="${FUZZ_BUILD_DIR:-$root/build-fuzz}"
if [ ! -f "$build/build.ninja" ]; then
  CC=clang-22 CXX=clang++-22 cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release -DGCN_MCA_FUZZ=ON -DGCN_MCA_BUILD_TESTS=OFF \
    -DLLVM_DIR=/usr/lib/llvm-22/lib/cmake/llvm ${GCN_MCA_CMAKE_ARGS:-}
fi
ninja -C "$build" -j "${JOBS:-$(nproc)}" "gcn-mca-$target-fuzzer"

# Seeds: the test inputs behind an option byte (bits: processor, -mcpu given,
# llvm-mca pipeline, -all-views, -json, skip unsupported; see fuzz/FuzzRun.h).
corpus="$build/corpus-$target"
if [ ! -d "$corpus" ]; then
  mkdir -p "$corpus"
  n=0
  while IFS= read -r f; do
    size=$(stat -c %s "$f")
    if [ "$target" = asm ]; then
      [ "$size" -lt "$max_len" ] || continue
      for opt in '\x02' '\x15' '\x25'; do
        { printf "$opt"; cat "$f"; } > "$corpus/seed-$n"; n=$((n + 1))
      done
    else
      for cpu in gfx90a gfx1100; do
        obj="$corpus/tmp.o"
        llvm-mc-22 -triple=amdgcn-amd-amdhsa -mcpu=$cpu -filetype=obj "$f" -o "$obj" 2>/dev/null || continue
        [ "$(stat -c %s "$obj")" -lt "$max_len" ] || continue
        { printf '\x02'; cat "$obj"; } > "$corpus/seed-$n"; n=$((n + 1))
      done
      rm -f "$corpus/tmp.o"
    fi
  done < <(find "$root/test" "$root/examples" -name '*.s' | sort)
  echo "fuzz.sh: $n seeds in $corpus"
fi

findings="$root/fuzz-findings/$target"
mkdir -p "$findings"
log="$build/fuzz-$target.log"
set +e
"$build/bin/gcn-mca-$target-fuzzer" "$corpus" -max_len="$max_len" \
  -max_total_time="$secs" -timeout=30 -rss_limit_mb=4096 -close_fd_mask=3 \
  -print_final_stats=1 -artifact_prefix="$findings/" "$@" 2>&1 | tee "$log" | grep -E "^#|ERROR|SUMMARY|stat::" | tail -5
rc=${PIPESTATUS[0]}
set -e
execs=$(grep -E "^stat::number_of_executed_units" "$log" | awk '{print $2}')
echo "fuzz.sh: $target: ${execs:-?} executions in $secs s, exit $rc"
exit "$rc"
