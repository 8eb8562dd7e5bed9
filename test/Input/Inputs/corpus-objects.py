"""corpus-objects.py DIR OUTDIR: assembles every kernel DIR/*.s of the shared
corpus into a code object with llvm-mc (for the processor its
.amdgcn_target names; gfx6/gfx7, which LLVM cannot disassemble, are left
out) and runs gcn-mca's llvm-mca pipeline on the object. Fails when a run
fails or the object has an instruction gcn-mca could not decode or analyze
(warnings "not analyzed", "cannot decode", "SoftFail", "runs past"): the
compiler's own code must come back whole from the disassembler. Prints the
number of objects checked."""
import glob
import os
import re
import subprocess
import sys

src_dir, out_dir = sys.argv[1], sys.argv[2]
problem = re.compile(r"not analyzed|cannot decode|SoftFail|runs past")
checked, failures = 0, []
for src in sorted(glob.glob(os.path.join(src_dir, "*.s"))):
    text = open(src).read()
    m = re.search(r"amdgcn-amd-amdhsa--(gfx[0-9a-z]+)", text)
    if not m or re.match(r"gfx[67]\d\d$", m.group(1)):
        continue
    cpu = m.group(1)
    obj = os.path.join(out_dir, os.path.basename(src)[:-2] + ".o")
    subprocess.run(["llvm-mc", "-triple=amdgcn-amd-amdhsa", "-mcpu=" + cpu,
                    "-filetype=obj", src, "-o", obj], check=True)
    r = subprocess.run(["gcn-mca", "-pipeline=llvm-mca", "-iterations=1", obj],
                       capture_output=True, text=True)
    bad = [l for l in r.stderr.splitlines() if problem.search(l)]
    if r.returncode != 0 or bad:
        failures.append("%s (%s): exit %d %s" % (src, cpu, r.returncode,
                                                  (bad or [r.stderr])[0][:300]))
    checked += 1
print("corpus-objects: %d objects checked, %d failed" % (checked, len(failures)))
for f in failures:
    print(f)
sys.exit(1 if failures else 0)
