#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine lacks to build and test gcn-mca:
# Debian's LLVM 22 (libLLVM, llvm-mca, lit, FileCheck), clang-22,
# clang-tools-22 (clang-offload-bundler for HIP fat binaries), lld-22,
# CMake, Ninja, GoogleTest and zstd, Sphinx (the gcn-mca(1) man page),
# man-db (its test reads it with man -l) and Graphviz (renders -cfg-dot in
# the tests), rocm-device-libs (the OpenCL/HIP device libraries that
# utils/device-libs-flags.sh links), and g++ (the default compiler; its
# libasan8 and libubsan1 are the sanitizer runtimes of utils/check-sanitize.sh),
# and chromium (test/Insight/html-report.test loads the -html report headless).
# Does nothing when all are present.
set -euo pipefail
pkgs=(llvm-22-dev llvm-22-tools clang-22 clang-tools-22 lld-22 libzstd-dev cmake ninja-build
      googletest libgtest-dev python3 zlib1g-dev python3-sphinx man-db graphviz rocm-device-libs g++
      libasan8 libubsan1 chromium)
# --fuzz: also the compiler-rt runtimes for utils/fuzz.sh (libFuzzer, ASan).
if [ "${1:-}" = "--fuzz" ]; then pkgs+=(libclang-rt-22-dev); fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all packages present"
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null
