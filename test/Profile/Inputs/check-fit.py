#!/usr/bin/env python3
"""Checks a -calibrate profile against the parameters the measured data was
simulated with: check-fit.py PROFILE NAME=VALUE... [--tolerance=F]. Prints
each parameter's fitted value and relative error, and FAIL (exit 1) when one
is further off than the tolerance (default 0.05) or missing."""
import json
import sys

args = [a for a in sys.argv[2:] if not a.startswith("--")]
tol = 0.05
for a in sys.argv[2:]:
    if a.startswith("--tolerance="):
        tol = float(a.split("=", 1)[1])
prof = json.load(open(sys.argv[1]))
assert prof["Format"] == "gcn-mca-profile" and prof["Version"] == 1
ok = True
for a in args:
    name, want = a.split("=")
    want = float(want)
    got = prof["Params"].get(name)
    if got is None:
        print("FAIL %s not fitted" % name)
        ok = False
        continue
    err = abs(got - want) / want
    print("%s %s fitted %d true %d error %.3f" % ("OK" if err <= tol else "FAIL", name, got, want, err))
    ok = ok and err <= tol
print("PASS" if ok else "FAIL")
sys.exit(0 if ok else 1)
