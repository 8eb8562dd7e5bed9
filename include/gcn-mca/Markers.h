//===- Markers.h - gcn-mca markers for HIP and OpenCL C source --*- C -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Macros that put gcn-mca markers into the assembly of a HIP or OpenCL C
/// kernel through inline asm (AMDGPU assembly comments start with ';'):
///
///   GCN_MCA_BEGIN(name) / GCN_MCA_END(name)
///       `; LLVM-MCA-BEGIN name` / `; LLVM-MCA-END name`: an analysis region
///       (llvm-mca semantics; the name is optional in llvm-mca but required
///       here so that regions stay distinguishable).
///   GCN_MCA_TRIP_COUNT(n)
///       `; gcn-mca: trip-count n`: the trip count of the innermost loop
///       the statement ends up in (put it inside the loop body).
///   GCN_MCA_TAKEN() / GCN_MCA_NOT_TAKEN() / GCN_MCA_BRANCH(p)
///       `; gcn-mca: taken|not-taken|p`: decides the conditional branch that
///       ends the basic block the statement ends up in (put it right before
///       the `if`). A probability is drawn per wave and per execution.
///   GCN_MCA_UNIFORM()
///       `; gcn-mca: uniform`: the exec-mask branch (s_cbranch_execz/execnz)
///       ending that block is uniform: every lane goes the same way, so it is
///       decided like a scc branch (not taken) instead of running both arms
///       of a divergent if/else (the default).
///   GCN_MCA_TEXTURE(words)
///       `; gcn-mca: texture words`, e.g. GCN_MCA_TEXTURE(128bit trilinear):
///       the texel format and filter of the image samples after it, to the
///       next GCN_MCA_TEXTURE or the end of the function (default: the
///       command line's -texture-format / -texture-filter). The compiler may
///       move a sample across it; check the .s file.
///   GCN_MCA_HIT(words)
///       `; gcn-mca: hit words`, e.g. GCN_MCA_HIT(L1=0.5 L2=0.9): the hit
///       rates (fractions; levels L1/L0, GL1, L2, MALL/IC) of the vector
///       memory accesses after it - loads, stores and atomics alike, unlike
///       -l2-hit-rate and its kin, which set loads only -, to the next
///       GCN_MCA_HIT or the end of the function (`default`: the model's
///       defaults per access kind).
///   GCN_MCA_STRIDE(bytes)
///       `; gcn-mca: stride bytes`: the address stride between neighbouring
///       lanes of the vector memory accesses after it (coalescing; LDS bank
///       conflicts), when the code does not make it plain.
///   GCN_MCA_FOOTPRINT(bytes)
///       `; gcn-mca: footprint bytes` (suffix KiB, MiB, GiB allowed): the
///       memory accesses after it, scalar loads included, walk a working
///       set of that many bytes over and over (a pointer chase, a lookup
///       table); each level's hit rate is derived from the cache model.
///
/// Usable from OpenCL C (clang) and HIP device code: include this header in
/// the kernel source (`clang -I<gcn-mca>/include`), compile with
/// `clang -S`, analyze the .s file with gcn-mca.
///
/// Caveat: inline asm can change code generation. A volatile asm statement
/// is not moved across other volatile operations, may split basic blocks,
/// and can block transformations (unrolling counts it as an instruction,
/// if-conversion and scheduling treat it as a barrier), so the marked code
/// may differ slightly from the unmarked build. Markers are comments: they
/// emit no machine instruction. Compare the instruction counts of the marked
/// and the unmarked builds when in doubt.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MARKERS_H
#define GCN_MCA_MARKERS_H

#define GCN_MCA_ASM_COMMENT_(text) __asm__ volatile("; " text)

#define GCN_MCA_BEGIN(name) GCN_MCA_ASM_COMMENT_("LLVM-MCA-BEGIN " #name)
#define GCN_MCA_END(name) GCN_MCA_ASM_COMMENT_("LLVM-MCA-END " #name)

#define GCN_MCA_TRIP_COUNT(n) GCN_MCA_ASM_COMMENT_("gcn-mca: trip-count " #n)
#define GCN_MCA_TAKEN() GCN_MCA_ASM_COMMENT_("gcn-mca: taken")
#define GCN_MCA_NOT_TAKEN() GCN_MCA_ASM_COMMENT_("gcn-mca: not-taken")
#define GCN_MCA_BRANCH(p) GCN_MCA_ASM_COMMENT_("gcn-mca: branch " #p)
#define GCN_MCA_UNIFORM() GCN_MCA_ASM_COMMENT_("gcn-mca: uniform")
#define GCN_MCA_TEXTURE(words) GCN_MCA_ASM_COMMENT_("gcn-mca: texture " #words)
#define GCN_MCA_HIT(words) GCN_MCA_ASM_COMMENT_("gcn-mca: hit " #words)
#define GCN_MCA_STRIDE(bytes) GCN_MCA_ASM_COMMENT_("gcn-mca: stride " #bytes)
#define GCN_MCA_FOOTPRINT(bytes)                                              \
  GCN_MCA_ASM_COMMENT_("gcn-mca: footprint " #bytes)

#endif // GCN_MCA_MARKERS_H
