# -advise: a later s_waitcnt. The wait [2] right after the load blocks the
# eight v_add_u32 after it, which do not read or write v5 (the only
# register the load writes); the first instruction that does is [11]. The
# candidate moves the wait to just before [11] and its predicted cycles are
# those of a separate run of the source moved by hand (sed below).
#
# Hand derivation (one wave: -waves-per-simd=1 -workgroups=1, gfx90a): a
# wave64 VALU instruction keeps the SIMD's 16 lanes busy 4 cycles, so the
# eight independent adds take 32 cycles. Now they issue after the load's
# data is back; moved below them the wait lets them issue while the load is
# in flight (its latency is hundreds of cycles, far above 32), so the run
# ends exactly 32 cycles earlier: predicted = now - 32.
#
# RUN: gcn-mca -advise -waves-per-simd=1 -workgroups=1 %wave-views-off -top=0 -assumptions-view=false -occupancy-view=false %s > %t.adv
# RUN: FileCheck %s < %t.adv
# CHECK:      Advice: - waitlate (each change simulated on the same launch; now [[#NOW:]] cycles)
# CHECK:      . move the wait 8 instruction(s) later, past independent work, to just before [11] ({{[0-9]+}} stalled slots waiting now)
# CHECK-NEXT:    where: [2] s_waitcnt vmcnt(0)
# CHECK-NEXT:    predicted: [[#NOW-32]] cycles, {{[0-9.]+}}x
# CHECK-NEXT:    confidence: likely: the instructions it passes use none of the registers
# CHECK-NEXT:    reproduce: move instruction 2 to just before instruction 11
#
# The separate run of the moved source gives the predicted cycles.
# RUN: sed -e '/^\s*s_waitcnt vmcnt(0)$/d' -e 's/^\(\s*\)\(v_add_u32_e32 v5, v5, v1\)$/\1s_waitcnt vmcnt(0)\n\1\2/' %s > %t.moved.s
# RUN: gcn-mca -waves-per-simd=1 -workgroups=1 %t.moved.s | sed -n 's/^Total Cycles: *\([0-9]*\)$/MOVED \1/p' > %t.got
# RUN: sed -n 's/.*predicted: \([0-9]*\) cycles.*/\1/p' %t.adv | tail -n 1 | sed 's/^/MOVED /' > %t.want
# RUN: diff %t.want %t.got
#
# No candidate where the next instruction reads the loaded register, nor
# past a barrier, a branch or another memory instruction (here each wait
# is followed by one of them at once).
# RUN: sed -e 's/^\(\s*\)\(s_waitcnt vmcnt(0)\)$/\1\2\n\1v_add_u32_e32 v5, 1, v5/' %s | gcn-mca -advise -waves-per-simd=1 -workgroups=1 %wave-views-off -top=0 -assumptions-view=false -occupancy-view=false - | FileCheck --check-prefix=NONE %s
# RUN: sed -e 's/^\(\s*\)\(s_waitcnt vmcnt(0)\)$/\1\2\n\1s_barrier/' %s | gcn-mca -advise -waves-per-simd=1 -workgroups=1 %wave-views-off -top=0 -assumptions-view=false -occupancy-view=false - | FileCheck --check-prefix=NONE %s
# RUN: sed -e 's/^\(\s*\)\(s_waitcnt vmcnt(0)\)$/\1\2\n\1global_load_dword v11, v6, s[0:1]/' %s | gcn-mca -advise -waves-per-simd=1 -workgroups=1 %wave-views-off -top=0 -assumptions-view=false -occupancy-view=false - | FileCheck --check-prefix=NONE %s
# NONE: Advice:
# NONE-NOT: move the wait
#
# The JSON report names the item's kind.
# RUN: gcn-mca -advise -json -waves-per-simd=1 -workgroups=1 %s | FileCheck --check-prefix=JSON %s
# JSON: "Kind": "waitcnt-later",

	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl	waitlate
	.p2align	8
	.type	waitlate,@function
waitlate:
	v_lshlrev_b32_e32 v6, 2, v0
	global_load_dword v5, v6, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 1, v0
	v_add_u32_e32 v2, 2, v0
	v_add_u32_e32 v3, 3, v0
	v_add_u32_e32 v4, 4, v0
	v_add_u32_e32 v7, 5, v0
	v_add_u32_e32 v8, 6, v0
	v_add_u32_e32 v9, 7, v0
	v_add_u32_e32 v10, 8, v0
	v_add_u32_e32 v5, v5, v1
	global_store_dword v6, v5, s[0:1]
	s_endpgm
.Lfunc_end0:
	.size	waitlate, .Lfunc_end0-waitlate
