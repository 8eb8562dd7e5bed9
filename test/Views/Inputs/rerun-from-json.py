#!/usr/bin/env python3
# Re-runs gcn-mca from the options a -json report recorded in each region's
# "Assumptions" object and checks that the simulation is reproduced.
#
# usage: rerun-from-json.py GCN-MCA INPUT REPORT.json
#
# For every region of REPORT.json: run `GCN-MCA <Options> -json INPUT` (only
# the recorded options, none of the original command line) and compare, for
# the region of the same name, the value of every assumption and the
# simulation's views (GCN summary, stalls, per-wave utilization). Prints
# "reproduced NAME" or "differs NAME: KEY" per region.
import json
import subprocess
import sys

SIM_VIEWS = ["GCNSummaryView", "StallView", "WaveUtilizationView"]


def values(v):
    """\p v without the "Source" keys (where a value came from may differ)."""
    if isinstance(v, dict):
        return {k: values(x) for k, x in v.items() if k != "Source"}
    if isinstance(v, list):
        return [values(x) for x in v]
    return v


def regions(doc):
    return {r["Name"]: r for r in doc["CodeRegions"]}


def main():
    tool, inp, report = sys.argv[1:4]
    with open(report) as f:
        first = regions(json.load(f))
    for name, region in first.items():
        opts = region["Assumptions"]["Options"]
        out = subprocess.run([tool] + opts + ["-json", inp],
                             capture_output=True, text=True, check=True)
        again = regions(json.loads(out.stdout))[name]
        diffs = []
        for key, entry in region["Assumptions"].items():
            if key == "Options":
                continue
            got = again["Assumptions"].get(key, {}).get("Value")
            if values(got) != values(entry["Value"]):
                diffs.append("Assumptions." + key)
        if again["Assumptions"]["Options"] != opts:
            diffs.append("Assumptions.Options")
        for view in SIM_VIEWS:
            if view not in region or again.get(view) != region[view]:
                diffs.append(view)
        print(("differs %s: %s" % (name, ", ".join(diffs))) if diffs
              else "reproduced " + name)


if __name__ == "__main__":
    main()
