#!/usr/bin/env python3
# Part of the gcn-mca project, under the Apache License v2.0 with LLVM
# Exceptions.
"""Checks that every hardware-model parameter whose source in lib/Target/*.td
is an assumption ("assumption: ...") is listed in docs/Model.md and is
accepted by -gcn-param.

usage: check_assumptions.py SRC_ROOT GCN_MCA INPUT.s
Prints one line per assumption and "OK", or "FAIL: ..." lines (exit 1).
"""
import glob
import os
import re
import subprocess
import sys

src, gcn_mca, asm = sys.argv[1:4]
model_md = open(os.path.join(src, "docs", "Model.md")).read()
# GCNParamSource<"SCOPE", "PARAM", ... "assumption: ...">
rec = re.compile(r'GCNParamSource<"([^"]+)",\s*"([^"]+)",(.*)>;')
found = []
for td in sorted(glob.glob(os.path.join(src, "lib", "Target", "*.td"))):
    for line in open(td):
        m = rec.search(line)
        if m and "assumption:" in m.group(3):
            found.append((m.group(1), m.group(2)))

failed = False
if not found:
    print("FAIL: no assumption found in lib/Target/*.td")
    failed = True
for scope, param in found:
    print("%s %s" % (scope, param))
    if "`%s`" % param not in model_md:
        print("FAIL: %s (%s) is not listed in docs/Model.md" % (param, scope))
        failed = True
    # An unknown name is an error (exit 1), so exit 0 means overridable.
    r = subprocess.run([gcn_mca, "-mcpu=gfx90a", "-gcn-param=%s=1" % param,
                        "-summary-view=0", "-instruction-info=0",
                        "-resource-pressure=0", asm],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    if r.returncode != 0:
        print("FAIL: -gcn-param=%s=1 is refused: %s" %
              (param, r.stdout.strip()[:200]))
        failed = True
print("FAIL" if failed else "OK")
sys.exit(1 if failed else 0)
