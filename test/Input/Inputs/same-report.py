"""same-report.py CPU FILE.s: assembles FILE.s with llvm-mc into an object and
checks that gcn-mca's llvm-mca pipeline report (all views) of the object is
the report of the assembly text, and that the default pipeline runs the
object. Exits non-zero, showing the difference, otherwise."""
import difflib
import subprocess
import sys

cpu, src = sys.argv[1], sys.argv[2]
obj = src + "." + cpu + ".o"
subprocess.run(["llvm-mc", "-triple=amdgcn-amd-amdhsa", "-mcpu=" + cpu,
                "-filetype=obj", src, "-o", obj], check=True)
common = ["-pipeline=llvm-mca", "-all-views", "-iterations=2"]


def report(args):
    r = subprocess.run(["gcn-mca"] + args, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("gcn-mca %s failed (%d):\n%s" % (" ".join(args), r.returncode, r.stderr))
    return r.stdout


text = report(["-mcpu=" + cpu] + common + [src])
code = report(common + [obj])
if text != code:
    sys.stdout.writelines(difflib.unified_diff(text.splitlines(True), code.splitlines(True), "assembly", "object"))
    sys.exit(1)
report([obj])
