"""many-functions.py N [--mid] [--crash-at F]: prints a gfx90a assembly
file with N small functions (about 200 bytes of code each). Each begins with
an instruction that carries a literal; with --mid, a function symbol m<F>
also points into that literal (4 bytes into the instruction), a place where
decoding must not start. --crash-at F puts, at the start of function F, a
VOP3 instruction with a literal source, which LLVM 22's gfx9 decoder crashes
on; --print-crash-at F an SDWA instruction with select 7, which its printer
crashes on (gcn-mca's guards keep both from LLVM)."""
import sys

n = int(sys.argv[1])
mid = "--mid" in sys.argv[2:]
def option(name):
    return int(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else -1

crash_at = option("--crash-at")
print_crash_at = option("--print-crash-at")
out = ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"', "\t.text"]
for f in range(n):
    out.append(f"\t.globl f{f}\n\t.p2align 2\n\t.type f{f},@function\nf{f}:")
    if f == crash_at:
        out.append("\t.byte 0x00,0x00,0xcb,0xd1,0x01,0x05,0xfe,0x03")
    if f == print_crash_at:
        out.append("\t.byte 0xf9,0x02,0x00,0x02,0x00,0x17,0x06,0x06")
    out.append(f"\tv_add_f32_e32 v0, 0x{0x3f800000 + f:08x}, v1")
    for j in range(24):
        out.append(f"\tv_fma_f32 v{2 + j % 8}, v{10 + j % 5}, v{3 + j % 7}, v{j % 9}")
    out.append("\ts_setpc_b64 s[30:31]")
    out.append(f".Lend{f}:\n\t.size f{f}, .Lend{f}-f{f}")
    if mid:
        out.append(f"\t.globl m{f}\n\t.type m{f},@function\n\t.set m{f}, f{f}+4")
print("\n".join(out))
