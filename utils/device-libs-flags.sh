#!/usr/bin/env bash
# ===- device-libs-flags.sh - clang flags linking the ROCm device libraries -===#
#
# Part of the gcn-mca project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
# Prints the clang-22 flags that link Debian's rocm-device-libs bitcode
# (opencl, ocml, ockl and the oclc_* control libraries) into an OpenCL or HIP
# compile for processor $1, so that get_local_id, barrier, sqrt, exp, ... are
# inlined instead of left as s_swappc_b64 calls to undefined functions:
#
#   clang-22 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O3 -S \
#     $(utils/device-libs-flags.sh gfx1100) kernel.cl -o kernel.s
#
# Control libraries: IEEE denormals (daz off), no unsafe/finite-only math,
# correctly rounded sqrt (OpenCL's defaults), ABI version 5, the wave size
# (64 before gfx10, else 32 unless $2 is 64), and the ISA version of the
# processor; Debian's package (ROCm 5.2) has none for gfx11/gfx12, which get
# gfx1030's (the ISA version only selects code paths for older chips there).
# The directory is $ROCM_DEVICE_LIB_PATH or Debian's default.
set -euo pipefail
cpu=${1:?usage: device-libs-flags.sh <processor> [wave-size]}
dir=${ROCM_DEVICE_LIB_PATH:-/usr/lib/x86_64-linux-gnu/amdgcn/bitcode}
if [ ! -f "$dir/ocml.bc" ]; then
  echo "device-libs-flags.sh: no ROCm device libraries in $dir (apt-get install rocm-device-libs)" >&2
  exit 1
fi
isa=${cpu#gfx}
isa_bc=$dir/oclc_isa_version_$isa.bc
if [ ! -f "$isa_bc" ]; then
  case $cpu in
    gfx1*) isa_bc=$dir/oclc_isa_version_1030.bc ;;
    gfx9*) isa_bc=$dir/oclc_isa_version_900.bc ;;
    *) isa_bc=$dir/oclc_isa_version_803.bc ;;
  esac
fi
wave64=on
case $cpu in gfx1*) wave64=off ;; esac
[ "${2:-}" = 64 ] && wave64=on
for lib in opencl ocml ockl oclc_daz_opt_off oclc_unsafe_math_off \
           oclc_finite_only_off oclc_correctly_rounded_sqrt_on \
           oclc_wavefrontsize64_$wave64 oclc_abi_version_500; do
  printf -- '-Xclang -mlink-builtin-bitcode -Xclang %s ' "$dir/$lib.bc"
done
printf -- '-Xclang -mlink-builtin-bitcode -Xclang %s\n' "$isa_bc"
