#!/usr/bin/env python3
"""Loads a gcn-mca -html report in headless chromium: prints the script
errors the page collected (its #console-errors element, "none" when the
script ran clean), any console error chromium logged, which sections
rendered, and one screenshot per section, each compared with a screenshot
of an empty page of the same size (a section that drew nothing compresses
to about the same bytes).

usage: html-check.py CHROMIUM REPORT.html OUTDIR SECTION..."""
import os
import re
import subprocess
import sys

chromium, report, outdir = sys.argv[1:4]
sections = sys.argv[4:]
profile = os.path.join(outdir, "profile")
base = [chromium, "--headless", "--no-sandbox", "--disable-gpu",
        "--no-first-run", "--user-data-dir=" + profile,
        "--virtual-time-budget=10000", "--hide-scrollbars"]
url = "file://" + os.path.abspath(report)


def run(args):
    return subprocess.run(base + args, capture_output=True, text=True,
                          timeout=120)


dom = run(["--enable-logging=stderr", "--v=0", "--dump-dom", url])
m = re.search(r'<span id="console-errors">(.*?)</span>', dom.stdout, re.S)
print("script errors: %s" % (m.group(1).strip() if m else "<no element>"))
for line in dom.stderr.splitlines():
    if "CONSOLE" in line and ("Uncaught" in line or "rror" in line):
        print("console error: %s" % line)
print("done: %s" % ('data-done="yes"' in dom.stdout))
for s in sections:
    n = len(re.findall(r'data-section="%s"[^>]*data-rendered="yes"' % s,
                       dom.stdout))
    print("rendered %s: %d" % (s, n))

# The page with no section drawn (only its title lines): a section's
# screenshot must be clearly larger.
size = "--window-size=1100,900"
empty_png = os.path.join(outdir, "no-section.png")
run(["--screenshot=" + empty_png, size, url + "?section=none"])
empty = os.path.getsize(empty_png) if os.path.exists(empty_png) else 0
print("empty page screenshot: %s" % ("ok" if empty > 0 else "MISSING"))
for s in sections:
    png = os.path.join(outdir, s + ".png")
    run(["--screenshot=" + png, size, url + "?section=" + s])
    ok = False
    if os.path.exists(png):
        with open(png, "rb") as f:
            head = f.read(8)
        ok = (head == b"\x89PNG\r\n\x1a\n" and empty > 0 and
              os.path.getsize(png) > 1.5 * empty)
    print("screenshot %s: %s" % (s, "drawn" if ok else "BLANK OR MISSING"))
