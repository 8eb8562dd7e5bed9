#!/usr/bin/env python3
"""Checks the -json report of gcn-mca's GCN views (docs/Views.md).

Reads the report from stdin; each argument is one check on region 0 (or on
every region for 'keys'), separated by commas inside an argument:
  keys                          every GCN view present with its documented keys
  unit,NAME,MIN,MAX             GCNSummaryView utilization of NAME in [MIN,MAX]
  busy,NAME,N                   GCNSummaryView busy cycles of NAME == N
  verdict,KIND[,UNIT_OR_REASON] GCNSummaryView verdict
  rate,KEY,MIN,MAX              GCNSummaryView KEY (e.g. StallRate) in range
  top-stall,TEXT,REASON         the instruction with the most stall cycles
                                contains TEXT and its main reason is REASON
  waited-on,WAIT_TEXT,ON_TEXT   the first instruction containing WAIT_TEXT
                                waited on one containing ON_TEXT
  reason,TEXT,REASON,MIN        the first instruction containing TEXT stalled
                                at least MIN cycles for REASON
Prints 'OK' or the first failure (exit 1).
"""
import json
import sys

SUMMARY_KEYS = {
    "Waves", "WavesEnded", "PeakWavesPerSIMD", "MeanWavesPerSIMD",
    "WavesPerSIMDLimit", "TotalCycles", "StarvedCycles", "ClocksPerWave",
    "ClocksPerWaveBusy", "InstructionsIssued", "IPCPerCU", "WorkItems",
    "WavesPer1000CyclesPerCU", "WorkItemsPer1000CyclesPerCU", "NumCUs",
    "ClockMHz", "WavesPerSecond", "WorkItemsPerSecond", "StarveRate",
    "SlotsWithWaves", "StalledSlots", "StallRate", "StalledSlotsByReason",
    "Units", "Verdict"}
STALL_KEYS = {"SlotCycles", "Instructions", "Totals"}
STALL_INST_KEYS = {"Index", "Instruction", "Issued", "StallCycles", "Share",
                   "StallCyclesByReason", "WaitedOn"}
WAVE_KEYS = {"SlotCycles", "Waves", "Total"}
WAVE_ROW_KEYS = {"Wave", "SIMD", "StartCycle", "EndCycle", "Issued",
                 "InstructionsIssued", "IssueCycles", "StallCycles",
                 "ArbitrationCycles", "StallCyclesByReason", "Utilization"}
TIMELINE_KEYS = {"FirstCycle", "EndCycle", "TotalCycles", "MaxCycles",
                 "Waves", "Issues"}
REASONS = {"WAITCNT", "ALU_DEPENDENCY", "ARBITER_NOT_WIN",
           "ARBITER_WIN_EX_STALL", "BARRIER_WAIT", "NO_INSTRUCTION_AVAILABLE",
           "INTERNAL_INSTRUCTION", "OTHER"}


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def need(obj, keys, what):
    missing = keys - set(obj)
    if missing:
        fail("%s lacks %s" % (what, sorted(missing)))


def check_keys(region):
    for view in ("GCNSummaryView", "StallView", "WaveUtilizationView",
                 "WaveTimelineView"):
        if view not in region:
            fail("no " + view)
    s = region["GCNSummaryView"]
    need(s, SUMMARY_KEYS, "GCNSummaryView")
    need(s["StalledSlotsByReason"], REASONS, "StalledSlotsByReason")
    for u in s["Units"]:
        need(u, {"Unit", "Instances", "BusyCycles", "Utilization"}, "Units[]")
    need(s["Verdict"], {"Kind", "Text"}, "Verdict")
    st = region["StallView"]
    need(st, STALL_KEYS, "StallView")
    for i in st["Instructions"]:
        need(i, STALL_INST_KEYS, "StallView.Instructions[]")
        need(i["StallCyclesByReason"], REASONS, "StallCyclesByReason")
    w = region["WaveUtilizationView"]
    need(w, WAVE_KEYS, "WaveUtilizationView")
    for r in w["Waves"]:
        need(r, WAVE_ROW_KEYS, "WaveUtilizationView.Waves[]")
    need(w["Total"], WAVE_ROW_KEYS - {"Wave", "SIMD"} | {"Waves", "SIMDsUsed"},
         "WaveUtilizationView.Total")
    t = region["WaveTimelineView"]
    need(t, TIMELINE_KEYS, "WaveTimelineView")
    for r in t["Waves"]:
        need(r, {"Wave", "SIMD", "StartCycle", "EndCycle", "Cells"},
             "WaveTimelineView.Waves[]")
    for r in t["Issues"]:
        need(r, {"Cycle", "Wave", "SIMD", "Unit", "Index"},
             "WaveTimelineView.Issues[]")


def unit(summary, name):
    for u in summary["Units"]:
        if u["Unit"] == name:
            return u
    fail("no unit " + name)


def inst(region, text):
    for i in region["StallView"]["Instructions"]:
        if text in i["Instruction"]:
            return i
    fail("no instruction containing '%s'" % text)


def main():
    report = json.load(sys.stdin)
    regions = report["CodeRegions"]
    if not regions:
        fail("no region")
    r = regions[0]
    for arg in sys.argv[1:]:
        a = arg.split(",")
        if a[0] == "keys":
            for reg in regions:
                check_keys(reg)
        elif a[0] == "unit":
            v = unit(r["GCNSummaryView"], a[1])["Utilization"]
            if not float(a[2]) <= v <= float(a[3]):
                fail("%s utilization %g not in [%s, %s]" % (a[1], v, a[2], a[3]))
        elif a[0] == "busy":
            v = unit(r["GCNSummaryView"], a[1])["BusyCycles"]
            if v != int(a[2]):
                fail("%s busy %d, expected %s" % (a[1], v, a[2]))
        elif a[0] == "verdict":
            v = r["GCNSummaryView"]["Verdict"]
            if v["Kind"] != a[1]:
                fail("verdict %s: %s" % (v["Kind"], v["Text"]))
            if len(a) > 2 and a[2] not in (v.get("Unit"), v.get("Reason")):
                fail("verdict names %s/%s: %s" % (v.get("Unit"), v.get("Reason"), v["Text"]))
        elif a[0] == "rate":
            v = r["GCNSummaryView"][a[1]]
            if not float(a[2]) <= v <= float(a[3]):
                fail("%s %g not in [%s, %s]" % (a[1], v, a[2], a[3]))
        elif a[0] == "top-stall":
            top = max(r["StallView"]["Instructions"], key=lambda i: i["StallCycles"])
            if a[1] not in top["Instruction"]:
                fail("most stall cycles at '%s'" % top["Instruction"])
            by = top["StallCyclesByReason"]
            main_reason = max(by, key=lambda k: by[k])
            if main_reason != a[2]:
                fail("main reason at '%s' is %s" % (top["Instruction"], main_reason))
        elif a[0] == "waited-on":
            w = inst(r, a[1])
            texts = [r["StallView"]["Instructions"][o["Index"]]["Instruction"]
                     for o in w["WaitedOn"]]
            if not any(a[2] in t for t in texts):
                fail("'%s' waited on %s" % (w["Instruction"], texts))
        elif a[0] == "reason":
            v = inst(r, a[1])["StallCyclesByReason"][a[2]]
            if v < int(a[3]):
                fail("'%s' %s = %d" % (a[1], a[2], v))
        else:
            fail("unknown check " + arg)
    print("OK")


if __name__ == "__main__":
    main()
