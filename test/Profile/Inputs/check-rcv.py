#!/usr/bin/env python3
"""Checks a -write-rcv folder against the shapes ROCprof Compute Viewer
reads (docs/Profiles.md): code.json rows [ISA, _, LineNumber, Source,
Codeobj, Vaddr, Hit, Latency, Stall, Idle]; kernels.json; per-wave records
{"wave": {cu, simd, wave_id, begin_time, end_time, timeline[[state,
cycles]...], instructions[{category, stall, duration, time, pc}]}}. Also
checks what the records must agree on: a timeline covers [begin, end), the
issues are in time order inside the wave's life, every pc is a code.json
Vaddr, and no instruction is issued more often by the recorded waves than
its Hit. Prints a summary line, or the first violation and exits 1."""
import json
import os
import sys


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


d = sys.argv[1]
code = json.load(open(os.path.join(d, "code.json")))
if set(code) != {"code"} or not isinstance(code["code"], list) or not code["code"]:
    fail("code.json: expected {\"code\": [rows]}")
hits = {}
for i, row in enumerate(code["code"]):
    if not isinstance(row, list) or len(row) != 10:
        fail("code.json row %d: not a list of 10" % i)
    isa, _, line, source, codeobj, vaddr, hit, lat, stall, idle = row
    if not isinstance(isa, str) or not isa or not isinstance(source, str):
        fail("code.json row %d: ISA and Source are strings" % i)
    if not all(is_int(v) and v >= 0 for v in (line, codeobj, vaddr, hit, lat, stall, idle)):
        fail("code.json row %d: LineNumber..Idle are non-negative integers" % i)
    if stall + idle > lat:
        fail("code.json row %d: Stall + Idle > Latency" % i)
    hits[vaddr] = hit
kernels = json.load(open(os.path.join(d, "kernels.json")))["kernels"]
waves = 0
issued = {}
for k in kernels:
    for key in ("name", "device", "codeobj", "vaddr", "cycles", "waves", "wave_files"):
        if key not in k:
            fail("kernels.json: no %s" % key)
    for f in k["wave_files"]:
        rec = json.load(open(os.path.join(d, f)))
        if set(rec) != {"wave"}:
            fail(f + ": expected {\"wave\": {...}}")
        w = rec["wave"]
        keys = {"cu", "simd", "wave_id", "begin_time", "end_time", "timeline", "instructions"}
        if set(w) != keys:
            fail(f + ": keys %s" % sorted(w))
        if not all(is_int(w[x]) for x in ("cu", "simd", "wave_id", "begin_time", "end_time")):
            fail(f + ": cu..end_time are integers")
        if w["end_time"] < w["begin_time"]:
            fail(f + ": ends before it begins")
        total = 0
        for seg in w["timeline"]:
            if not (isinstance(seg, list) and len(seg) == 2 and all(map(is_int, seg)) and seg[1] > 0):
                fail(f + ": timeline entries are [state, cycles > 0]")
            total += seg[1]
        if total != w["end_time"] - w["begin_time"]:
            fail(f + ": timeline covers %d cycles, the wave lives %d" % (total, w["end_time"] - w["begin_time"]))
        last = w["begin_time"]
        for inst in w["instructions"]:
            if set(inst) != {"category", "stall", "duration", "time", "pc"} or not all(map(is_int, inst.values())):
                fail(f + ": instruction record %s" % inst)
            if inst["time"] < last or inst["time"] > w["end_time"]:
                fail(f + ": issue at %d out of order" % inst["time"])
            if inst["stall"] > inst["duration"]:
                fail(f + ": stall > duration")
            if inst["pc"] not in hits:
                fail(f + ": pc %d is no code.json Vaddr" % inst["pc"])
            issued[inst["pc"]] = issued.get(inst["pc"], 0) + 1
            last = inst["time"]
        waves += 1
for pc, n in issued.items():
    if n > hits[pc]:
        fail("pc %d issued %d times by the records, Hit %d" % (pc, n, hits[pc]))
print("OK rows=%d kernels=%d waves=%d issues=%d" % (len(code["code"]), len(kernels), waves, sum(issued.values())))
