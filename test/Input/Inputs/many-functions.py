"""many-functions.py N [--mid]: prints a gfx90a assembly file with N small
functions (about 200 bytes of code each). Each begins with an instruction
that carries a literal; with --mid, a function symbol m<F> also points into
that literal (4 bytes into the instruction), a place where decoding must
not start."""
import sys

n = int(sys.argv[1])
mid = "--mid" in sys.argv[2:]
out = ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"', "\t.text"]
for f in range(n):
    out.append(f"\t.globl f{f}\n\t.p2align 2\n\t.type f{f},@function\nf{f}:")
    out.append(f"\tv_add_f32_e32 v0, 0x{0x3f800000 + f:08x}, v1")
    for j in range(24):
        out.append(f"\tv_fma_f32 v{2 + j % 8}, v{10 + j % 5}, v{3 + j % 7}, v{j % 9}")
    out.append("\ts_setpc_b64 s[30:31]")
    out.append(f".Lend{f}:\n\t.size f{f}, .Lend{f}-f{f}")
    if mid:
        out.append(f"\t.globl m{f}\n\t.type m{f},@function\n\t.set m{f}, f{f}+4")
print("\n".join(out))
