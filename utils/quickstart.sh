#!/usr/bin/env bash
# README command 1: install what is missing, build gcn-mca and analyze the
# bundled example kernel.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/utils/install-deps.sh"
"$root/utils/build.sh" gcn-mca
build="${BUILD_DIR:-$root/build}"
example="$root/examples/saxpy-lds-gfx90a.s"
echo "== gcn-mca -mcpu=gfx90a $example"
"$build/bin/gcn-mca" -mcpu=gfx90a "$example"
