#!/usr/bin/env python3
# ===- option-diff.py - Every llvm-mca option against gcn-mca ------------=== #
#
# Part of the gcn-mca project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===---------------------------------------------------------------------=== #
# Runs every option that `llvm-mca --help-hidden` lists on the differential
# suite's inputs, through the installed llvm-mca 22 and through
# `gcn-mca -pipeline=llvm-mca`, and requires byte-identical standard output
# (and -o file) and the same exit status.
#
# The option list is read from llvm-mca itself: an option of llvm-mca that
# this script has no values for fails the test, so a new llvm-mca option
# cannot go untested. Each option is run with the values in VARIANTS on
# every input (the processor from the file name, 5 iterations unless the
# variant sets them). Inputs llvm-mca itself rejects with an option (e.g. a
# triple that contradicts the file's .amdgcn_target) are counted as skipped;
# every variant must be compared on at least one input.
#
# usage: option-diff.py --llvm-mca=PATH --gcn-mca=PATH [-j N] INPUT...
# Prints one line per variant ("option-diff: <variant>: N identical, M
# skipped") and "option-diff: all N options identical"; exits 1 on any
# difference.
# ===---------------------------------------------------------------------=== #
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

# The values each llvm-mca 22 option is run with (a list of argument lists).
# "@OUT@" is replaced by a file name per tool (-o).
VARIANTS = {
    "all-stats": [["-all-stats"]],
    "all-views": [["-all-views"], ["-all-views", "-timeline=false"]],
    "bottleneck-analysis": [["-bottleneck-analysis"],
                            ["-bottleneck-analysis", "-json"]],
    "call-latency": [["-call-latency=7"]],
    "decoder-throughput": [["-decoder-throughput=2"]],
    "disable-cb": [["-disable-cb"]],
    "disable-im": [["-disable-im"]],
    "dispatch": [["-dispatch=2"], ["-dispatch=4", "-json"]],
    "dispatch-stats": [["-dispatch-stats"]],
    "instruction-info": [["-instruction-info=false"]],
    "instruction-tables": [["-instruction-tables"],
                           ["-instruction-tables=none"],
                           ["-instruction-tables=normal"],
                           ["-instruction-tables=full"],
                           ["-instruction-tables=full", "-show-encoding"]],
    "iterations": [["-iterations=1"], ["-iterations=17"]],
    "json": [["-json"]],
    "lqueue": [["-lqueue=2"]],
    "march": [["-march=amdgcn"]],
    "mattr": [["-mattr=+unaligned-access-mode"]],
    "mcpu": [[]],  # every run has the file's processor
    "micro-op-queue-size": [["-micro-op-queue-size=4"]],
    "mtriple": [["-mtriple=amdgcn-amd-amdhsa"]],
    "noalias": [["-noalias=false"], ["-noalias"]],
    "o": [["-o", "@OUT@"]],
    "output-asm-variant": [["-output-asm-variant=0"]],
    "print-imm-hex": [["-print-imm-hex"]],
    "register-file-size": [["-register-file-size=8"]],
    "register-file-stats": [["-register-file-stats"]],
    "resource-pressure": [["-resource-pressure=false"]],
    "retire-stats": [["-retire-stats"]],
    "scheduler-stats": [["-scheduler-stats"]],
    "show-barriers": [["-show-barriers"]],
    "show-encoding": [["-show-encoding"]],
    "skip-unsupported-instructions": [
        ["-skip-unsupported-instructions=none"],
        ["-skip-unsupported-instructions=lack-sched"],
        ["-skip-unsupported-instructions=parse-failure"],
        ["-skip-unsupported-instructions=any"]],
    "squeue": [["-squeue=2"]],
    "summary-view": [["-summary-view=false"]],
    "timeline": [["-timeline"]],
    "timeline-max-cycles": [["-timeline", "-timeline-max-cycles=0"],
                            ["-timeline", "-timeline-max-cycles=20"]],
    "timeline-max-iterations": [["-timeline", "-timeline-max-iterations=2"]],
    # Generic options of LLVM's command line: the report must not change.
    "print-options": [["--print-options"]],
    "print-all-options": [["--print-all-options"]],
}
# Generic options that describe the tool itself instead of running it: they
# are accepted (exit status 0) but their text names the tool.
ACCEPTED_ONLY = {
    "h": ["-h"],
    "help": ["--help"],
    "help-hidden": ["--help-hidden"],
    "help-list": ["--help-list"],
    "help-list-hidden": ["--help-list-hidden"],
    "version": ["--version"],
}


def llvm_mca_options(llvm_mca):
    out = subprocess.run([llvm_mca, "--help-hidden"], capture_output=True,
                         text=True, check=True).stdout
    names = set()
    for line in out.splitlines():
        m = re.match(r"^\s+--?([A-Za-z][\w-]*)", line)
        if m:
            names.add(m.group(1))
    return sorted(names)


def cpu_of(path):
    return os.path.basename(path)[:-2].rsplit("-", 1)[-1]


def run(cmd, out_file):
    p = subprocess.run(cmd, capture_output=True)
    data = p.stdout
    if out_file:
        try:
            with open(out_file, "rb") as f:
                data = f.read()
        except OSError:
            data = b"<no file>"
    return p.returncode, data, p.stderr


def compare(args, tmp, variant, path, key):
    # The base options, unless the variant gives them itself (gcn-mca
    # refuses a single-valued option given twice).
    opts = []
    if not any(v.startswith("-mtriple") for v in variant):
        opts.append("-mtriple=amdgcn-amd-amdhsa")
    opts.append("-mcpu=" + cpu_of(path))
    if not any(v.startswith("-iterations") for v in variant):
        opts.append("-iterations=5")
    results = []
    for tool, extra in ((args.llvm_mca, []),
                        (args.gcn_mca, ["-pipeline=llvm-mca",
                                        "-whole-file-region"])):
        out_file = None
        vs = list(variant)
        if "@OUT@" in vs:
            out_file = os.path.join(tmp, "%s-%d.out" % (
                os.path.basename(tool), key))
            vs = [out_file if v == "@OUT@" else v for v in vs]
        results.append(run([tool] + extra + opts + vs + [path], out_file))
    (lrc, lout, _), (grc, gout, gerr) = results
    what = "%s %s" % (path, " ".join(variant))
    if lrc != 0:
        return "skipped", what
    if grc != lrc or lout != gout:
        return "DIFFERENT", "%s (status llvm-mca=%d gcn-mca=%d)\n%s" % (
            what, lrc, grc, gerr.decode(errors="replace")[:400])
    return "identical", what


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--llvm-mca", required=True)
    ap.add_argument("--gcn-mca", required=True)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("inputs", nargs="+")
    args = ap.parse_args()

    options = llvm_mca_options(args.llvm_mca)
    missing = [o for o in options if o not in VARIANTS and
               o not in ACCEPTED_ONLY]
    if missing:
        print("option-diff: no values for llvm-mca option(s): " +
              ", ".join(missing))
        return 1
    failed = False
    for name in sorted(ACCEPTED_ONLY):
        if name not in options:
            continue
        p = subprocess.run([args.gcn_mca] + ACCEPTED_ONLY[name],
                           capture_output=True)
        if p.returncode != 0:
            print("option-diff: DIFFERENT: gcn-mca %s exits %d" %
                  (ACCEPTED_ONLY[name][0], p.returncode))
            failed = True
        else:
            print("option-diff: %s: accepted" % ACCEPTED_ONLY[name][0])

    jobs = []
    for name in options:
        if name in ACCEPTED_ONLY:
            continue
        for variant in VARIANTS[name]:
            for path in args.inputs:
                jobs.append((name, tuple(variant), path))
    counts = {}
    with tempfile.TemporaryDirectory() as tmp, \
            concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        futures = [pool.submit(compare, args, tmp, list(v), p, i)
                   for i, (_, v, p) in enumerate(jobs)]
        for (name, variant, path), fut in zip(jobs, futures):
            status, what = fut.result()
            c = counts.setdefault((name, variant), {})
            c[status] = c.get(status, 0) + 1
            if status == "DIFFERENT":
                print("option-diff: DIFFERENT: " + what)
                failed = True
    for (name, variant), c in counts.items():
        label = " ".join(variant) or "-" + name
        print("option-diff: %s: %d identical, %d skipped" %
              (label, c.get("identical", 0), c.get("skipped", 0)))
        if not c.get("identical"):
            print("option-diff: DIFFERENT: %s compared on no input" % label)
            failed = True
    if failed:
        return 1
    print("option-diff: all %d options identical" % len(options))
    return 0


if __name__ == "__main__":
    sys.exit(main())
