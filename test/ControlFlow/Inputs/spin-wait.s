// A spin-wait (the shape of rocPRIM's decoupled look-back scan, reduced):
// .LA tests a flag (scc1: uniform, not taken by default), .LB waits on it
// (execz: divergent, not taken, so s_branch returns to .LB until the inner
// loop's trip count sends the wave back to .LA). The only way out of the
// outer loop is .LD, reached when .LA's branch is taken, which the default
// policy never does.
  .text
  .globl spin
  .p2align 8
  .type spin,@function
spin:
.LA:  s_cbranch_scc1 .LD
.LB:  s_cbranch_execz .LA
      s_branch .LB
.LD:  s_cbranch_execz .LA
      s_endpgm
.Lfunc_end0:
  .size spin, .Lfunc_end0-spin

  .globl plain
  .p2align 8
  .type plain,@function
plain:
  s_mov_b32 s0, 1
  s_add_u32 s0, s0, s0
  s_endpgm
.Lfunc_end1:
  .size plain, .Lfunc_end1-plain
