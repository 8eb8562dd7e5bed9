//===- GCNInstrClasses.td - Classes and costs of AMDGPU opcodes -*- tablegen -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
// Instruction classes (GCNInstClass), their execution unit, how their issue
// cycles and latency derive from the processor's rates (GCNClassInfo), which
// wait counters they increment per counter model, and the rules mapping
// MCInstrInfo opcode names to classes (GCNClassRule, first match wins),
// dwords moved (GCNDwordRule) and MFMA/WMMA passes (GCNMatrixRule).
// Patterns are llvm::GlobPattern ('*', '?', '[..]', '{a,b}') over the full
// opcode name, e.g. V_MFMA_F32_32X32X8F16_gfx90a_acd.
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Enumerations (values must equal the C++ enums in GCNInstrClassifier.h; a
// static_assert per value checks it).
//===----------------------------------------------------------------------===//
class InstClass<int v> { int Value = v; }
def Unclassified : InstClass<0>;
def SALU : InstClass<1>;
def SMEM_LOAD : InstClass<2>;
def SMEM_STORE : InstClass<3>;
def SMEM_ATOMIC : InstClass<4>;
def SMEM_OTHER : InstClass<5>;
def VALU : InstClass<6>;
def VALU_TRANS : InstClass<7>;
def VALU_QUARTER : InstClass<8>;
def VALU_FP64 : InstClass<9>;
def VALU_FP64_TRANS : InstClass<10>;
def VALU_PACKED : InstClass<11>;
def VALU_DPP : InstClass<12>;
def VALU_SDWA : InstClass<13>;
def VALU_LANE : InstClass<14>;
def VALU_VOPD : InstClass<15>;
def MFMA : InstClass<16>;
def MFMA_DGEMM : InstClass<17>;
def WMMA : InstClass<18>;
def VMEM_LOAD : InstClass<19>;
def VMEM_STORE : InstClass<20>;
def VMEM_ATOMIC : InstClass<21>;
def FLAT_LOAD : InstClass<22>;
def FLAT_STORE : InstClass<23>;
def FLAT_ATOMIC : InstClass<24>;
def GLOBAL_LOAD : InstClass<25>;
def GLOBAL_STORE : InstClass<26>;
def GLOBAL_ATOMIC : InstClass<27>;
def SCRATCH_LOAD : InstClass<28>;
def SCRATCH_STORE : InstClass<29>;
def VMEM_OTHER : InstClass<30>;
def MIMG_SAMPLE : InstClass<31>;
def MIMG_SAMPLE_D : InstClass<32>;
def MIMG_GATHER : InstClass<33>;
def MIMG_LOAD : InstClass<34>;
def MIMG_STORE : InstClass<35>;
def MIMG_ATOMIC : InstClass<36>;
def MIMG_BVH : InstClass<37>;
def MIMG_OTHER : InstClass<38>;
def DS_LOAD : InstClass<39>;
def DS_STORE : InstClass<40>;
def DS_ATOMIC : InstClass<41>;
def DS_OTHER : InstClass<42>;
def GDS : InstClass<43>;
def GWS : InstClass<44>;
def EXPORT : InstClass<45>;
def INTERP : InstClass<46>;
def BRANCH : InstClass<47>;
def BARRIER : InstClass<48>;
def WAITCNT : InstClass<49>;
def DEPCTR : InstClass<50>;
def DELAY_ALU : InstClass<51>;
def NOP : InstClass<52>;
def SLEEP : InstClass<53>;
def SETPRIO : InstClass<54>;
def SENDMSG : InstClass<55>;
def ENDPGM : InstClass<56>;
def TRAP : InstClass<57>;
def OTHER : InstClass<58>;

def GCNInstClassTD : GenericEnum {
  let FilterClass = "InstClass";
  let ValueField = "Value";
}

class ExecUnit<int v> { int Value = v; }
def U_None : ExecUnit<0>;
def U_SALU : ExecUnit<1>;
def U_SMEM : ExecUnit<2>;
def U_VALU : ExecUnit<3>;
def U_Trans : ExecUnit<4>;
def U_Matrix : ExecUnit<5>;
def U_VMEM : ExecUnit<6>;
def U_Texture : ExecUnit<7>;
def U_LDS : ExecUnit<8>;
def U_GDS : ExecUnit<9>;
def U_Export : ExecUnit<10>;
def U_Branch : ExecUnit<11>;
def U_Message : ExecUnit<12>;
def GCNExecUnitTD : GenericEnum {
  let FilterClass = "ExecUnit";
  let ValueField = "Value";
}

// How the issue cycles (busy time of the unit) are computed from the
// processor's parameters (GCNProcessors.td). The C++ formula per kind is
// documented in docs/HardwareModel.md.
class CostKind<int v> { int Value = v; }
def K_Seq : CostKind<0>;       // 1 cycle of the sequencer, no unit
def K_SALU : CostKind<1>;      // SALUCycles
def K_VALU : CostKind<2>;      // VALUCycles(wave)
def K_Trans : CostKind<3>;     // VALUCycles(wave) * TransRateDiv
def K_Quarter : CostKind<4>;   // VALUCycles(wave) * QuarterRateDiv
def K_FP64 : CostKind<5>;      // VALUCycles(wave) * FP64RateDiv
def K_FP64Trans : CostKind<6>; // VALUCycles(wave) * FP64RateDiv * FP64TransMul
def K_Matrix : CostKind<7>;    // Passes * CyclesPerPass
def K_VMEM : CostKind<8>;      // ceil(Dwords * Wave / VMEMDwordsPerClk)
def K_Tex : CostKind<9>;       // max(ceil(Wave / TexelsPerClk), K_VMEM)
def K_LDS : CostKind<10>;      // ceil((Dwords * 4 [+ LDSStoreAddrBytes: stores, atomics]) * Wave / LDSBytesPerClk)
def K_SMEM : CostKind<11>;     // ceil(Dwords / SMEMDwordsPerClk)
def K_Export : CostKind<12>;   // ExportCycles
def K_Branch : CostKind<13>;   // 1 issue cycle, BranchLatency
def K_Barrier : CostKind<14>;  // 1 issue cycle, BarrierLatency
def K_Message : CostKind<15>;  // 1 issue cycle, MessageLatency
def K_VMEMStore : CostKind<16>; // as K_VMEM, latency VMEMStoreLatency
// Filtered sample: K_Tex with ceil(Wave / TexelsPerClk) times the format
// (ceil(TexelBytes / TexFullRateTexelBytes)) and filter (TexFilterProbes)
// factors unless point sampled (TexFilterProbes = 0), times TexGradientMul
// for MIMG_SAMPLE_D.
def K_TexSample : CostKind<17>;
def GCNCostKindTD : GenericEnum {
  let FilterClass = "CostKind";
  let ValueField = "Value";
}

//===----------------------------------------------------------------------===//
// Per-class unit, cost kind and counters. Counter strings list counter names
// separated by '|' ("" = none) for the counter models GFX6 (stores also use
// expcnt: LLVM SIInsertWaitcnts vmemWriteNeedsExpWaitcnt), GFX7 (gfx7-gfx9),
// GFX10 (gfx10/gfx11: stores on vscnt) and GFX12 (split counters).
// Atomics without return ("_RTN" absent from the name) use the store
// class's counters (they return nothing to wait for but the write).
//===----------------------------------------------------------------------===//
class GCNClassInfo<InstClass c, ExecUnit u, CostKind k, string g6, string g7,
                   string g10, string g12, InstClass noret = Unclassified> {
  InstClass Class = c;
  bits<8> ClassValue = c.Value;
  ExecUnit Unit = u;
  CostKind Kind = k;
  string CountersGFX6 = g6;
  string CountersGFX7 = g7;
  string CountersGFX10 = g10;
  string CountersGFX12 = g12;
  InstClass NoReturnClass = noret;
}
// Sources: counters per class: LLVM 22 SIInsertWaitcnts.cpp / AMDGPU
// CustomBehaviour (llvm-mca-on-amdgpu.md); ISA manuals for gfx12 counters.
def : GCNClassInfo<Unclassified, U_None, K_Seq, "", "", "", "">;
def : GCNClassInfo<SALU, U_SALU, K_SALU, "", "", "", "">;
def : GCNClassInfo<SMEM_LOAD, U_SMEM, K_SMEM, "lgkmcnt", "lgkmcnt", "lgkmcnt", "kmcnt">;
def : GCNClassInfo<SMEM_STORE, U_SMEM, K_SMEM, "lgkmcnt", "lgkmcnt", "lgkmcnt", "kmcnt">;
def : GCNClassInfo<SMEM_ATOMIC, U_SMEM, K_SMEM, "lgkmcnt", "lgkmcnt", "lgkmcnt", "kmcnt">;
def : GCNClassInfo<SMEM_OTHER, U_SMEM, K_SMEM, "lgkmcnt", "lgkmcnt", "lgkmcnt", "kmcnt">;
def : GCNClassInfo<VALU, U_VALU, K_VALU, "", "", "", "">;
def : GCNClassInfo<VALU_TRANS, U_Trans, K_Trans, "", "", "", "">;
def : GCNClassInfo<VALU_QUARTER, U_VALU, K_Quarter, "", "", "", "">;
def : GCNClassInfo<VALU_FP64, U_VALU, K_FP64, "", "", "", "">;
def : GCNClassInfo<VALU_FP64_TRANS, U_VALU, K_FP64Trans, "", "", "", "">;
def : GCNClassInfo<VALU_PACKED, U_VALU, K_VALU, "", "", "", "">;
def : GCNClassInfo<VALU_DPP, U_VALU, K_VALU, "", "", "", "">;
def : GCNClassInfo<VALU_SDWA, U_VALU, K_VALU, "", "", "", "">;
def : GCNClassInfo<VALU_LANE, U_VALU, K_VALU, "", "", "", "">;
def : GCNClassInfo<VALU_VOPD, U_VALU, K_VALU, "", "", "", "">;
def : GCNClassInfo<MFMA, U_Matrix, K_Matrix, "", "", "", "">;
def : GCNClassInfo<MFMA_DGEMM, U_Matrix, K_Matrix, "", "", "", "">;
def : GCNClassInfo<WMMA, U_Matrix, K_Matrix, "", "", "", "">;
def : GCNClassInfo<VMEM_LOAD, U_VMEM, K_VMEM, "vmcnt", "vmcnt", "vmcnt", "loadcnt">;
def : GCNClassInfo<VMEM_STORE, U_VMEM, K_VMEMStore, "vmcnt|expcnt", "vmcnt", "vscnt", "storecnt">;
def : GCNClassInfo<VMEM_ATOMIC, U_VMEM, K_VMEM, "vmcnt|expcnt", "vmcnt", "vmcnt", "loadcnt", VMEM_STORE>;
def : GCNClassInfo<FLAT_LOAD, U_VMEM, K_VMEM, "vmcnt|lgkmcnt", "vmcnt|lgkmcnt", "vmcnt|lgkmcnt", "loadcnt|dscnt">;
def : GCNClassInfo<FLAT_STORE, U_VMEM, K_VMEMStore, "vmcnt|lgkmcnt", "vmcnt|lgkmcnt", "vscnt|lgkmcnt", "storecnt|dscnt">;
def : GCNClassInfo<FLAT_ATOMIC, U_VMEM, K_VMEM, "vmcnt|lgkmcnt", "vmcnt|lgkmcnt", "vmcnt|lgkmcnt", "loadcnt|dscnt", FLAT_STORE>;
def : GCNClassInfo<GLOBAL_LOAD, U_VMEM, K_VMEM, "vmcnt", "vmcnt", "vmcnt", "loadcnt">;
def : GCNClassInfo<GLOBAL_STORE, U_VMEM, K_VMEMStore, "vmcnt", "vmcnt", "vscnt", "storecnt">;
def : GCNClassInfo<GLOBAL_ATOMIC, U_VMEM, K_VMEM, "vmcnt", "vmcnt", "vmcnt", "loadcnt", GLOBAL_STORE>;
def : GCNClassInfo<SCRATCH_LOAD, U_VMEM, K_VMEM, "vmcnt", "vmcnt", "vmcnt", "loadcnt">;
def : GCNClassInfo<SCRATCH_STORE, U_VMEM, K_VMEMStore, "vmcnt", "vmcnt", "vscnt", "storecnt">;
// assumption: cache invalidate/writeback ops complete on the load counter.
def : GCNClassInfo<VMEM_OTHER, U_VMEM, K_VMEM, "vmcnt", "vmcnt", "vmcnt", "loadcnt">;
def : GCNClassInfo<MIMG_SAMPLE, U_Texture, K_TexSample, "vmcnt", "vmcnt", "vmcnt", "samplecnt">;
def : GCNClassInfo<MIMG_SAMPLE_D, U_Texture, K_TexSample, "vmcnt", "vmcnt", "vmcnt", "samplecnt">;
def : GCNClassInfo<MIMG_GATHER, U_Texture, K_Tex, "vmcnt", "vmcnt", "vmcnt", "samplecnt">;
def : GCNClassInfo<MIMG_LOAD, U_Texture, K_VMEM, "vmcnt", "vmcnt", "vmcnt", "loadcnt">;
def : GCNClassInfo<MIMG_STORE, U_Texture, K_VMEMStore, "vmcnt|expcnt", "vmcnt", "vscnt", "storecnt">;
def : GCNClassInfo<MIMG_ATOMIC, U_Texture, K_VMEM, "vmcnt|expcnt", "vmcnt", "vmcnt", "loadcnt", MIMG_STORE>;
def : GCNClassInfo<MIMG_BVH, U_Texture, K_Tex, "vmcnt", "vmcnt", "vmcnt", "bvhcnt">;
def : GCNClassInfo<MIMG_OTHER, U_Texture, K_VMEM, "vmcnt", "vmcnt", "vmcnt", "samplecnt">;
def : GCNClassInfo<DS_LOAD, U_LDS, K_LDS, "lgkmcnt", "lgkmcnt", "lgkmcnt", "dscnt">;
def : GCNClassInfo<DS_STORE, U_LDS, K_LDS, "lgkmcnt", "lgkmcnt", "lgkmcnt", "dscnt">;
def : GCNClassInfo<DS_ATOMIC, U_LDS, K_LDS, "lgkmcnt", "lgkmcnt", "lgkmcnt", "dscnt">;
def : GCNClassInfo<DS_OTHER, U_LDS, K_LDS, "lgkmcnt", "lgkmcnt", "lgkmcnt", "dscnt">;
// GDS also increments expcnt (LLVM AMDGPU CustomBehaviour: "GDS also exp").
def : GCNClassInfo<GDS, U_GDS, K_LDS, "lgkmcnt|expcnt", "lgkmcnt|expcnt", "lgkmcnt|expcnt", "dscnt">;
def : GCNClassInfo<GWS, U_GDS, K_LDS, "lgkmcnt|expcnt", "lgkmcnt|expcnt", "lgkmcnt|expcnt", "dscnt">;
def : GCNClassInfo<EXPORT, U_Export, K_Export, "expcnt", "expcnt", "expcnt", "expcnt">;
def : GCNClassInfo<INTERP, U_VALU, K_VALU, "", "", "", "">;
def : GCNClassInfo<BRANCH, U_Branch, K_Branch, "", "", "", "">;
def : GCNClassInfo<BARRIER, U_None, K_Barrier, "", "", "", "">;
def : GCNClassInfo<WAITCNT, U_None, K_Seq, "", "", "", "">;
def : GCNClassInfo<DEPCTR, U_None, K_Seq, "", "", "", "">;
def : GCNClassInfo<DELAY_ALU, U_None, K_Seq, "", "", "", "">;
def : GCNClassInfo<NOP, U_None, K_Seq, "", "", "", "">;
def : GCNClassInfo<SLEEP, U_None, K_Seq, "", "", "", "">;
def : GCNClassInfo<SETPRIO, U_None, K_Seq, "", "", "", "">;
def : GCNClassInfo<SENDMSG, U_Message, K_Message, "lgkmcnt", "lgkmcnt", "lgkmcnt", "kmcnt">;
def : GCNClassInfo<ENDPGM, U_None, K_Seq, "", "", "", "">;
def : GCNClassInfo<TRAP, U_None, K_Message, "", "", "", "">;
def : GCNClassInfo<OTHER, U_None, K_Seq, "", "", "", "">;

//===----------------------------------------------------------------------===//
// Class rules. First matching pattern wins. Counters = "" keeps the class's
// counters; "-" means none; otherwise a '|' list for every counter model.
// Wait = how WaitcntDecoder reads the instruction: "waitcnt", "single:<cnt>",
// "combined:<cnt>", "depctr", "delay_alu", "nop", "sleep", "none".
//===----------------------------------------------------------------------===//
class R<string pat, InstClass c, string wait = "none", string counters = ""> {
  string Pattern = pat;
  InstClass Class = c;
  string Wait = wait;
  string Counters = counters;
}

defvar ClassRules = [
  // --- wait-like sequencer instructions
  R<"S_WAITCNT_DEPCTR*", DEPCTR, "depctr">,
  R<"S_WAITCNT_VSCNT*", WAITCNT, "single:vscnt">,
  R<"S_WAITCNT_VMCNT*", WAITCNT, "single:vmcnt">,
  R<"S_WAITCNT_EXPCNT*", WAITCNT, "single:expcnt">,
  R<"S_WAITCNT_LGKMCNT*", WAITCNT, "single:lgkmcnt">,
  R<"S_WAITCNT_[a-z]*", WAITCNT, "waitcnt">,
  R<"S_WAITCNT", WAITCNT, "waitcnt">,
  R<"S_WAIT_LOADCNT_DSCNT*", WAITCNT, "combined:loadcnt">,
  R<"S_WAIT_STORECNT_DSCNT*", WAITCNT, "combined:storecnt">,
  R<"S_WAIT_LOADCNT*", WAITCNT, "single:loadcnt">,
  R<"S_WAIT_STORECNT*", WAITCNT, "single:storecnt">,
  R<"S_WAIT_SAMPLECNT*", WAITCNT, "single:samplecnt">,
  R<"S_WAIT_BVHCNT*", WAITCNT, "single:bvhcnt">,
  R<"S_WAIT_KMCNT*", WAITCNT, "single:kmcnt">,
  R<"S_WAIT_DSCNT*", WAITCNT, "single:dscnt">,
  R<"S_WAIT_EXPCNT*", WAITCNT, "single:expcnt">,
  // gfx1250 xcnt/asynccnt/tensorcnt and s_wait_idle/s_wait_event: counters
  // gcn-mca does not model; the decoder reports no limits.
  R<"S_WAIT_*", WAITCNT>,
  R<"S_DELAY_ALU*", DELAY_ALU, "delay_alu">,
  R<"S_NOP*", NOP, "nop">,
  R<"S_SLEEP*", SLEEP, "sleep">,
  R<"S_MONITOR_SLEEP*", SLEEP>,
  R<"S_SETPRIO*", SETPRIO>,
  R<"S_SENDMSG*", SENDMSG>,
  R<"S_ENDPGM*", ENDPGM>,
  R<"S_CODE_END*", ENDPGM>,
  R<"S_{TRAP,RFE,SETHALT,SETKILL,ICACHE_INV,TTRACEDATA,WAKEUP,SETVSKIP,INCPERFLEVEL,DECPERFLEVEL}*", TRAP>,
  R<"S_BARRIER*", BARRIER>,
  R<"S_WAKEUP_BARRIER*", BARRIER>,
  R<"S_GET_BARRIER_STATE*", SALU>,
  R<"S_{BRANCH,CBRANCH_,SETPC,SWAPPC,CALL,SUBVECTOR_LOOP}*", BRANCH>,
  R<"S_{CLAUSE,INST_PREFETCH,VERSION,SET_GPR_IDX,ROUND_MODE,DENORM_MODE,SET_VGPR_MSB,ALLOC_VGPR,TTRACE}*", OTHER>,
  // --- scalar memory
  R<"S_{LOAD,BUFFER_LOAD,SCRATCH_LOAD}_*", SMEM_LOAD>,
  R<"S_{STORE,BUFFER_STORE,SCRATCH_STORE}_*", SMEM_STORE>,
  R<"S_{ATOMIC,BUFFER_ATOMIC}_*", SMEM_ATOMIC>,
  R<"S_{DCACHE,MEMTIME,MEMREALTIME,ATC_PROBE,GL1_INV,PREFETCH,BUFFER_PREFETCH,GET_WAVEID_IN_WORKGROUP}*", SMEM_OTHER>,
  R<"S_*", SALU>,
  // --- matrix
  R<"V_MFMA_LD_SCALE*", VALU>,
  R<"V_MFMA_F64_*", MFMA_DGEMM>,
  R<"V_{MFMA,SMFMAC}_*", MFMA>,
  R<"V_{WMMA,SWMMAC}_*", WMMA>,
  // --- VALU special forms
  R<"V_DUAL_*", VALU_VOPD>,
  R<"V_{READLANE,WRITELANE,READFIRSTLANE}_*", VALU_LANE>,
  R<"V_INTERP_*", INTERP>,
  R<"V_PK_*_F64*", VALU_FP64>,
  R<"V_PK_*", VALU_PACKED>,
  // f64 transcendental-class: rcp/rsq/sqrt (quarter of the f64 rate).
  R<"V_{RCP,RSQ,SQRT,RCP_CLAMP,RSQ_CLAMP}_F64*", VALU_FP64_TRANS>,
  // f64 arithmetic, conversions to/from f64, compares: the FP64 rate.
  R<"V_*F64*", VALU_FP64>,
  // 64-bit integer multiply-add: quarter rate (LLVM SISchedule WriteQuarterRate64 = 4x).
  R<"V_{MAD_U64_U32,MAD_I64_I32,MAD_CO_U64_U32,MAD_CO_I64_I32}*", VALU_QUARTER>,
  // (not the full-rate 24-bit v_mul_hi_u32_u24 / v_mul_hi_i32_i24)
  R<"V_MUL_{LO,HI}_{U32,I32}", VALU_QUARTER>,
  R<"V_MUL_{LO,HI}_{U32,I32}_[a-z]*", VALU_QUARTER>,
  R<"V_MUL_U64*", VALU_QUARTER>,
  // f32/f16 transcendentals (and the VOP3 SALU-float trans of gfx1150).
  R<"V_{EXP,LOG,RCP,RSQ,SQRT,SIN,COS}_*", VALU_TRANS>,
  R<"V_S_{EXP,LOG,RCP,RSQ,SQRT}_*", VALU_TRANS>,
  R<"V_{RCP_IFLAG,RCP_LEGACY,RSQ_LEGACY,RCP_CLAMP,RSQ_CLAMP,EXP_LEGACY,LOG_LEGACY,LOG_CLAMP}*", VALU_TRANS>,
  R<"V_*", VALU>,
  // --- vector memory
  R<"BUFFER_{WBINVL1,GL0_INV,GL1_INV,INV,WB,WBL2}*", VMEM_OTHER>,
  R<"{BUFFER,TBUFFER}_LOAD_*", VMEM_LOAD>,
  R<"{BUFFER,TBUFFER}_STORE_*", VMEM_STORE>,
  R<"BUFFER_ATOMIC_*", VMEM_ATOMIC>,
  R<"GLOBAL_{INV,WB,WBINV,PREFETCH}*", VMEM_OTHER>,
  R<"FLAT_PREFETCH*", VMEM_OTHER>,
  R<"GLOBAL_LOAD_*", GLOBAL_LOAD>,
  R<"GLOBAL_STORE_*", GLOBAL_STORE>,
  R<"GLOBAL_ATOMIC_*", GLOBAL_ATOMIC>,
  R<"FLAT_LOAD_*", FLAT_LOAD>,
  R<"FLAT_STORE_*", FLAT_STORE>,
  R<"FLAT_ATOMIC_*", FLAT_ATOMIC>,
  R<"SCRATCH_LOAD_*", SCRATCH_LOAD>,
  R<"SCRATCH_STORE_*", SCRATCH_STORE>,
  // gfx1250 cluster loads behave as global loads.
  R<"CLUSTER_LOAD_*", GLOBAL_LOAD>,
  // gfx1250 tensor data mover: assumption: a vector memory load/store.
  R<"TENSOR_LOAD_*", VMEM_LOAD>,
  R<"TENSOR_STORE_*", VMEM_STORE>,
  R<"TENSOR_*", VMEM_OTHER>,
  // --- image
  R<"IMAGE_BVH*", MIMG_BVH>,
  R<"IMAGE_GATHER4*", MIMG_GATHER>,
  R<"IMAGE_SAMPLE{,_C}{_D,_CD}_*", MIMG_SAMPLE_D>,
  R<"IMAGE_SAMPLE*", MIMG_SAMPLE>,
  R<"IMAGE_{GET_LOD,GET_RESINFO}*", MIMG_OTHER>,
  R<"IMAGE_{LOAD,MSAA_LOAD}*", MIMG_LOAD>,
  R<"IMAGE_STORE*", MIMG_STORE>,
  R<"IMAGE_ATOMIC*", MIMG_ATOMIC>,
  R<"IMAGE_*", MIMG_OTHER>,
  // --- LDS / GDS
  R<"DS_GWS_*", GWS>,
  R<"DS_{ORDERED_COUNT,ADD_GS_REG_RTN,SUB_GS_REG_RTN}*", GDS>,
  // lds_param_load / lds_direct_load (gfx11) and ds_param_load /
  // ds_direct_load (gfx12) increment expcnt (LLVM SIInsertWaitcnts:
  // LDSDIR uses EXP_CNT).
  R<"{LDS,DS}_{PARAM,DIRECT}_LOAD*", INTERP, "none", "expcnt">,
  R<"DS_{SWIZZLE,PERMUTE,BPERMUTE,NOP,APPEND,CONSUME,BVH_STACK}*", DS_OTHER>,
  R<"DS_{READ,LOAD}*", DS_LOAD>,
  R<"DS_{WRITE,STORE}*", DS_STORE>,
  R<"DS_*", DS_ATOMIC>,
  R<"EXP*", EXPORT>,
];

class GCNClassRule<int order, R r> {
  bits<16> Order = order;
  string Pattern = r.Pattern;
  InstClass Class = r.Class;
  string Wait = r.Wait;
  string Counters = r.Counters;
}
foreach I = !range(ClassRules) in
  def : GCNClassRule<I, ClassRules[I]>;

//===----------------------------------------------------------------------===//
// Dwords per lane moved by a memory instruction (per wave for SMEM), from
// the opcode name. First match wins; no match = 1. Sub-dword accesses
// count 1.
//===----------------------------------------------------------------------===//
class D<string pat, int dw> { string Pattern = pat; int Dwords = dw; }
defvar DwordRules = [
  D<"*FORMAT_D16_{XYZW,XYZ}*", 2>,
  D<"*FORMAT_D16*", 1>,
  D<"*{DWORDX16,B512}*", 16>,
  D<"*{DWORDX8,B256}*", 8>,
  D<"DS_{READ2,WRITE2,LOAD_2ADDR,STORE_2ADDR,STOREXCHG_2ADDR}*B64*", 4>,
  D<"*{DWORDX4,B128,FORMAT_XYZW,_V4_V}*", 4>,
  D<"*{DWORDX3,B96,FORMAT_XYZ,_V3_V}*", 3>,
  D<"DS_{READ2,WRITE2,LOAD_2ADDR,STORE_2ADDR,STOREXCHG_2ADDR}*", 2>,
  D<"*{DWORDX2,B64,_X2,F64,U64,I64,FORMAT_XY,_V2_V}*", 2>,
  D<"*", 1>,
];
class GCNDwordRule<int order, D d> {
  bits<16> Order = order;
  string Pattern = d.Pattern;
  bits<8> Dwords = d.Dwords;
}
foreach I = !range(DwordRules) in
  def : GCNDwordRule<I, DwordRules[I]>;

//===----------------------------------------------------------------------===//
// RDNA3+ wave64 VALU operations that run in ONE pass on the dual-issue ALUs
// (cost VALUCyclesWave64Dual instead of VALUCyclesWave64 when the processor
// sets it). Sources: AMD's statement on RDNA3 ("Wave64 natively can access
// the new ALUs for 2x execution rates", quoted by HardwareTimes, 2023);
// rocprofiler-compute RDNA WGP page ("Navi3 / RDNA3-class CUs sustain up to
// 128 V_FMA_F32 ops per cycle per CU in wave64 mode" = 256 FLOP/clk/CU).
// assumption: the single-pass set is the FP32/integer opcode set of the
// VOPD encoding (RDNA3 ISA guide, VOPD opcodes: FMAC, FMAAK, FMAMK, MUL,
// ADD, SUB, SUBREV, MUL_DX9_ZERO, MAX, MIN F32, DOT2ACC F32_F16/BF16,
// MOV_B32, CNDMASK_B32, ADD_NC_U32, LSHLREV_B32, AND_B32) plus V_FMA_F32
// (the VOP3 FMA the rocprofiler-compute figure counts). DPP/SDWA forms and
// every other op keep two passes.
//===----------------------------------------------------------------------===//
defvar SinglePassRules = [
  "V_{FMA,FMAC,FMAAK,FMAMK,ADD,SUB,SUBREV,MUL,MAX,MIN,MAX_NUM,MIN_NUM,MUL_DX9_ZERO}_F32_{e32,e64,e64_vop3}_*",
  "V_{FMA,FMAC,FMAAK,FMAMK,ADD,SUB,SUBREV,MUL,MAX,MIN,MAX_NUM,MIN_NUM,MUL_DX9_ZERO}_F32_gfx1*",
  "V_{DOT2ACC_F32_F16,DOT2ACC_F32_BF16,DOT2C_F32_F16,DOT2C_F32_BF16}_*",
  "V_{MOV_B32,CNDMASK_B32,ADD_NC_U32,ADD_U32,LSHLREV_B32,AND_B32}_{e32,e64,e64_vop3}_*",
  "V_{MOV_B32,CNDMASK_B32,ADD_NC_U32,ADD_U32,LSHLREV_B32,AND_B32}_gfx1*",
];
class GCNSinglePassRule<int order, string pat> {
  bits<16> Order = order;
  string Pattern = pat;
}
foreach I = !range(SinglePassRules) in
  def : GCNSinglePassRule<I, SinglePassRules[I]>;
