#!/usr/bin/env python3
"""Checks a gcn-mca -trace file against the Chrome trace-event format
(the "JSON Object Format" of the Trace Event Format document that Perfetto
and chrome://tracing read) and prints its slices for FileCheck.

Checked, per the format:
  - the top level is an object with a "traceEvents" array (and, here,
    "otherData" with gcn-mca's bounds);
  - every event has a string "ph" and an integer "pid";
  - "X" (complete) events: string "name", numeric "ts" >= 0 and "dur" >= 0,
    integer "tid"; optional string "cat" and object "args";
  - "C" (counter) events: string "name", numeric "ts", "args" an object of
    numbers (one series each);
  - "M" (metadata) events: "name" one of process_name, process_sort_index,
    thread_name, thread_sort_index; "args" with a string "name" or an
    integer "sort_index"; thread_* with an integer "tid";
  - timestamps never decrease on one track (X: per pid and tid; C: per pid
    and counter name) and every X track and every pid is named by metadata;
  - gcn-mca's bounds: every ts below otherData.maxCycles (when not 0) and at
    most otherData.maxEventsPerRegion events per pid (when not 0);
  - completeness (the file is written as the events happen): one entry of
    otherData.regions per pid, whose "events" is the number of that pid's
    events in the file, and every wave track that starts is named.
Prints "OK ..." and then (unless --summary), in file order, one line per X event
("pid tid ts dur name") and per C event ("pid C ts name: series=value ...",
non-zero series only, "0" when all are zero).
"""
import json
import sys


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def is_num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def main(path, summary_only=False):
    with open(path) as f:
        doc = json.load(f)
    if not isinstance(doc, dict) or not isinstance(doc.get("traceEvents"), list):
        fail("top level must be an object with a traceEvents array")
    other = doc.get("otherData")
    if not isinstance(other, dict):
        fail("otherData must be an object")
    max_cycles = other.get("maxCycles")
    max_events = other.get("maxEventsPerRegion")
    if not is_int(max_cycles) or not is_int(max_events):
        fail("otherData must state maxCycles and maxEventsPerRegion")
    last_ts = {}
    named_threads = set()
    named_pids = set()
    x_tracks = set()
    per_pid = {}
    counts = {"X": 0, "C": 0, "M": 0}
    slices = []
    for i, e in enumerate(doc["traceEvents"]):
        where = "event %d" % i
        if not isinstance(e, dict):
            fail(where + ": not an object")
        ph = e.get("ph")
        if ph not in counts:
            fail(where + ": unexpected ph %r" % ph)
        counts[ph] += 1
        if not is_int(e.get("pid")):
            fail(where + ": pid must be an integer")
        pid = e["pid"]
        per_pid[pid] = per_pid.get(pid, 0) + 1
        if not isinstance(e.get("name"), str):
            fail(where + ": name must be a string")
        if ph == "M":
            args = e.get("args")
            if not isinstance(args, dict):
                fail(where + ": metadata needs args")
            name = e["name"]
            if name in ("process_name", "thread_name"):
                if not isinstance(args.get("name"), str):
                    fail(where + ": %s needs args.name" % name)
            elif name in ("process_sort_index", "thread_sort_index"):
                if not is_int(args.get("sort_index")):
                    fail(where + ": %s needs args.sort_index" % name)
            else:
                fail(where + ": unknown metadata %r" % name)
            if name.startswith("thread_"):
                if not is_int(e.get("tid")):
                    fail(where + ": thread metadata needs tid")
                if name == "thread_name":
                    named_threads.add((pid, e["tid"]))
            elif name == "process_name":
                named_pids.add(pid)
            continue
        ts = e.get("ts")
        if not is_num(ts) or ts < 0:
            fail(where + ": ts must be a number >= 0")
        if max_cycles and ts >= max_cycles:
            fail(where + ": ts %s beyond maxCycles %s" % (ts, max_cycles))
        if ph == "X":
            if not is_num(e.get("dur")) or e["dur"] < 0:
                fail(where + ": dur must be a number >= 0")
            if not is_int(e.get("tid")):
                fail(where + ": tid must be an integer")
            if "cat" in e and not isinstance(e["cat"], str):
                fail(where + ": cat must be a string")
            if "args" in e and not isinstance(e["args"], dict):
                fail(where + ": args must be an object")
            track = ("X", pid, e["tid"])
            x_tracks.add((pid, e["tid"]))
            slices.append("%d %d %s %s %s" % (pid, e["tid"], ts, e["dur"], e["name"]))
        else:
            args = e.get("args")
            if not isinstance(args, dict) or not args:
                fail(where + ": a counter needs args")
            for k, v in args.items():
                if not is_num(v):
                    fail(where + ": counter series %r is not a number" % k)
            track = ("C", pid, e["name"])
            series = " ".join("%s=%s" % (k, v) for k, v in sorted(args.items()) if v)
            slices.append("%d C %s %s: %s" % (pid, ts, e["name"], series or "0"))
        if ts < last_ts.get(track, 0):
            fail(where + ": ts %s goes back on track %r" % (ts, track))
        last_ts[track] = ts
    for t in x_tracks:
        if t not in named_threads:
            fail("track %r has no thread_name" % (t,))
    for pid in per_pid:
        if pid not in named_pids:
            fail("pid %d has no process_name" % pid)
        if max_events and per_pid[pid] > max_events:
            fail("pid %d has %d events, more than %d" % (pid, per_pid[pid], max_events))
    regions = other.get("regions")
    if not isinstance(regions, list):
        fail("otherData must list the regions")
    stated = {}
    for r in regions:
        if not isinstance(r, dict) or not is_int(r.get("pid")) or not is_int(r.get("events")):
            fail("otherData.regions: every entry needs integer pid and events")
        stated[r["pid"]] = r["events"]
    for pid in set(stated) | set(per_pid):
        if stated.get(pid, 0) != per_pid.get(pid, 0):
            fail("pid %d: otherData says %d events, the file has %d"
                 % (pid, stated.get(pid, 0), per_pid.get(pid, 0)))
    print("OK %d events: X=%d C=%d M=%d" % (len(doc["traceEvents"]), counts["X"], counts["C"], counts["M"]))
    if summary_only:
        return
    for s in slices:
        print(s)


if __name__ == "__main__":
    # --summary: the "OK ..." line only.
    args = [a for a in sys.argv[1:] if a != "--summary"]
    main(args[0], summary_only="--summary" in sys.argv[1:])
