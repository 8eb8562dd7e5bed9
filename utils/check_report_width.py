#!/usr/bin/env python3
# ===- check_report_width.py - No report line wider than N columns -------===#
#
# Part of the gcn-mca project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Runs gcn-mca's default text report on every kernel input under the given
directories and fails if any line is wider than --width columns.

A kernel input is a `.s` file holding `s_endpgm`. Its processor comes from the
file (`.amdgcn_target`), else from the file name's suffix (`-gfx90a.s`,
`-tahiti.s`, ...); a file with neither is not a kernel input of one target
and is skipped. Files gcn-mca rejects with its default options (inputs of
error tests, several targets in one file) are listed and skipped; at least
--min-files must be checked.

usage: check_report_width.py --gcn-mca=PATH [--width=100] [--min-files=N]
                             [--extra-option=OPT ...] DIR...
"""
import argparse
import os
import re
import subprocess
import sys

SUFFIX = re.compile(r"-(gfx[0-9a-f]+|tahiti|hawaii|bonaire|fiji|tonga)\.s$")


def kernel_inputs(dirs):
    for d in dirs:
        for root, _, files in os.walk(d):
            for f in sorted(files):
                if f.endswith(".s"):
                    yield os.path.join(root, f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gcn-mca", required=True)
    ap.add_argument("--width", type=int, default=100)
    ap.add_argument("--min-files", type=int, default=1)
    ap.add_argument("--extra-option", action="append", default=[])
    ap.add_argument("dirs", nargs="+")
    args = ap.parse_args()

    checked, skipped, wide = 0, [], []
    for path in sorted(set(kernel_inputs(args.dirs))):
        with open(path, errors="replace") as f:
            text = f.read()
        if "s_endpgm" not in text:
            continue
        opts = []
        if ".amdgcn_target" not in text:
            m = SUFFIX.search(os.path.basename(path))
            if not m:
                continue
            opts.append("-mcpu=" + m.group(1))
        cmd = [args.gcn_mca] + opts + args.extra_option + [path]
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        if r.returncode != 0:
            skipped.append(path)
            continue
        checked += 1
        for n, line in enumerate(r.stdout.decode(errors="replace").splitlines(), 1):
            if len(line) > args.width:
                wide.append("%s: report line %d is %d columns: %s"
                            % (path, n, len(line), line[:args.width + 20]))
    for p in skipped:
        print("skipped (gcn-mca failed with its default options): " + p)
    print("checked %d kernel inputs, %d lines wider than %d columns"
          % (checked, len(wide), args.width))
    for w in wide[:50]:
        print(w)
    if checked < args.min_files:
        print("error: only %d inputs checked (expected at least %d)"
              % (checked, args.min_files))
        return 1
    return 1 if wide else 0


if __name__ == "__main__":
    sys.exit(main())
