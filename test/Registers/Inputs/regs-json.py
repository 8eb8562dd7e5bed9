#!/usr/bin/env python3
"""Prints the "Registers" object of every region of a gcn-mca -json report
on stdin as one "key=value" line per key (lists joined by commas, objects
as key.sub=value), so FileCheck can check it line by line."""
import json
import sys


def emit(prefix, value):
    if isinstance(value, dict):
        for k in sorted(value):
            emit(prefix + "." + k if prefix else k, value[k])
    elif isinstance(value, list):
        print("%s=%s" % (prefix, ",".join(str(v) for v in value)))
    else:
        print("%s=%s" % (prefix, json.dumps(value)))


doc = json.load(sys.stdin)
for region in doc["CodeRegions"]:
    print("region %s" % region.get("Name", ""))
    if "Registers" in region:
        emit("", region["Registers"])
