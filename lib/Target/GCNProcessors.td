//===- GCNProcessors.td - GCN/CDNA/RDNA processors ---------*- tablegen -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
// Every amdgcn processor LLVM 22 accepts as -mcpu (`llc -march=amdgcn
// -mcpu=help`), grouped by generation. A processor inherits its family's
// compute-unit description; a chip that differs overrides one field.
//
// Sources: every number set in a class or def below has a GCNParamSource
// record (scope = family or chip) right next to it, giving the citation or
// "assumption: <reasoning>". C++ resolves a parameter's source along the
// processor's SourceChain (chip, family, ..., "ALL").
//===----------------------------------------------------------------------===//

defvar BaseInfo = "LLVM 22 AMDGPUBaseInfo.cpp";
defvar SISched = "LLVM 22 SISchedule.td";
defvar AMDGPUTd = "LLVM 22 AMDGPU.td processor features";
defvar RPC = "rocprofiler-compute pipeline descriptions";
defvar GCNWP = "AMD GCN architecture whitepaper";
defvar RDNAWP = "AMD RDNA architecture whitepaper";
defvar ISA = "AMD ISA reference manual (waitcnt fields)";
defvar LLVMMC = "llvm-mc 22 -show-encoding (field widths)";

class GCNParamSource<string scope, string param, string source> {
  string Scope = scope;
  string Param = param;
  string Source = source;
}

class ProcAlias<string name, string target> {
  string Name = name;
  string Target = target;
}

// The defaults describe a GCN compute unit (GFX6-GFX9 base); families
// override what differs.
class GCNProc<string name> {
  string Name = name;
  string Family = "GCN";
  string SourceChain = "GCN,ALL";
  // Key for matrix-pass rules (GCNMatrixRule.Family); "" = no matrix unit.
  string MatrixFamily = "";
  // Layout of the s_waitcnt simm16 (GCNImmField.Form).
  string WaitcntForm = "WAITCNT_GFX6";
  // Which counters each class increments (GCNClassInfo.Counters<Model>).
  string CounterModel = "GFX7";
  bits<32> Gen = 9;
  bit IsCDNA = 0;
  bit IsRDNA = 0;
  bit IsGeneric = 0;

  bits<32> SIMDsPerCU = 4;
  bits<32> CUsPerWGP = 1;
  bits<32> LanesPerSIMD = 16;
  bits<32> DefaultWaveSize = 64;
  bit SupportsWave32 = 0;
  bit SupportsWave64 = 1;
  bits<32> MaxWavesPerSIMD = 10;
  bits<32> MaxWorkgroupsPerCU = 16;
  bits<32> MaxWorkgroupSize = 1024;
  bits<32> BarriersPerCU = 16;

  bits<32> VGPRsPerLaneWave64 = 256;
  bits<32> VGPRsPerLaneWave32 = 0;
  bits<32> VGPRGranuleWave64 = 4;
  bits<32> VGPRGranuleWave32 = 0;
  bits<32> AddressableVGPRs = 256;
  bit HasAGPRs = 0;
  bit UnifiedVGPRFile = 0;
  bits<32> AGPRsPerLane = 0;
  bits<32> AccumGranule = 0;

  bits<32> SGPRsPerSIMD = 800;
  bits<32> AddressableSGPRs = 102;
  bits<32> SGPRGranule = 16;
  // The rounding of the SGPR count in the occupancy rule clang reports,
  // which differs from the allocation granule on gfx8/9.
  bits<32> SGPROccupancyGranule = 4;
  bit SGPRsLimitOccupancy = 1;

  bits<32> LDSBytesPerCU = 65536;
  bits<32> LDSBytesPerWGP = 0;
  bits<32> LDSGranule = 512;
  bits<32> LDSBanks = 32;
  bits<32> VGPRBanks = 0;

  bits<32> VmCntMax = 63;
  bits<32> ExpCntMax = 7;
  bits<32> LgkmCntMax = 15;
  bits<32> VsCntMax = 0;
  bits<32> LoadCntMax = 0;
  bits<32> StoreCntMax = 0;
  bits<32> SampleCntMax = 0;
  bits<32> BvhCntMax = 0;
  bits<32> KmCntMax = 0;
  bits<32> DsCntMax = 0;

  bit IssuePerSIMD = 0;
  bit HasVOPD = 0;
  bit HasTransUnit = 0;
  bit HasMatrixUnit = 0;

  bits<32> VALUCyclesWave64 = 4;
  bits<32> VALUCyclesWave32 = 0;
  // RDNA3+: wave64 cycles of the single-pass ops (GCNSinglePassRule); 0 =
  // none (every op takes VALUCyclesWave64).
  bits<32> VALUCyclesWave64Dual = 0;
  bits<32> SALUCycles = 1;
  bits<32> TransRateDiv = 4;
  bits<32> QuarterRateDiv = 4;
  bits<32> FP64RateDiv = 16;
  bits<32> FP64TransMul = 2;
  bits<32> PackedRateMul = 1;
  bits<32> CyclesPerPass = 4;
  bits<32> LDSBytesPerClk = 64;
  bits<32> LDSStoreAddrBytes = 4;
  bits<32> VMEMDwordsPerClk = 16;
  bits<32> TexelsPerClk = 4;
  // Filtered samples: TexelBytes / TexFullRateTexelBytes x TexFilterProbes
  // (0 = point sampling: format and filter do not count) x TexGradientMul
  // for derivative samples. TexelBytes and TexFilterProbes describe the
  // workload (-texture-format, -texture-filter).
  bits<32> TexFullRateTexelBytes = 4;
  bits<32> TexGradientMul = 2;
  bits<32> TexelBytes = 4;
  bits<32> TexFilterProbes = 1;
  bits<32> SMEMDwordsPerClk = 4;
  bits<32> ExportCycles = 4;
  bits<32> SleepUnitCycles = 64;

  bits<32> SALULatency = 1;
  bits<32> VALULatency = 4;
  bits<32> TransLatency = 16;
  bits<32> VMEMLatency = 125;
  bits<32> VMEMStoreLatency = 125;
  bits<32> LDSLatency = 64;
  // load-to-use floor of a bank-conflicted LDS access (0 = none)
  bits<32> LDSConflictLatency = 120;
  bits<32> SMEMLatency = 40;
  bits<32> ExportLatency = 16;
  bits<32> BranchLatency = 8;
  bits<32> BarrierLatency = 16;
  bits<32> MessageLatency = 16;

  // Memory hierarchy behind the CU (docs/Model.md, memory section).
  bit HasHBM = 1;
  // CUs of the chip (per-second figures, shared bandwidth)
  bits<32> NumCUs = 64;
  // peak engine clock in MHz
  bits<32> ClockMHz = 1500;
  // engine clock under dense matrix load (0 = ClockMHz); FP16 and 8-bit
  // float matrix kernels' (0 = MatrixClockMHz)
  bits<32> MatrixClockMHz = 0;
  bits<32> MatrixClockF16MHz = 0;
  bits<32> MatrixClockF8MHz = 0;
  // CUs sharing the chip-wide levels with the simulated one (0 = NumCUs)
  bits<32> ActiveCUs = 0;
  // vector L1 (L0 on RDNA) line size
  bits<32> L1LineBytes = 64;
  // RDNA graphics L1 hit load-to-use cycles (0 = no such level)
  bits<32> GL1Latency = 0;
  // graphics L1 bandwidth per instance
  bits<32> GL1BytesPerClk = 0;
  // CUs sharing one graphics L1
  bits<32> GL1CUs = 0;
  // L2 hit load-to-use cycles
  bits<32> L2Latency = 240;
  // L2 bandwidth per instance (channels x bytes/clk)
  bits<32> L2BytesPerClk = 1024;
  // CUs sharing one L2 instance
  bits<32> L2CUs = 64;
  // L2 line size
  bits<32> L2LineBytes = 64;
  // Infinity Cache / MALL hit load-to-use cycles (0 = none)
  bits<32> MALLLatency = 0;
  // Infinity Cache / MALL chip bandwidth in GB/s
  bits<32> MALLGBps = 0;
  // HBM / GDDR load-to-use cycles
  bits<32> DRAMLatency = 570;
  // HBM / GDDR chip bandwidth in GB/s
  bits<32> DRAMGBps = 484;
  // MALL / Infinity Cache load-to-use in ns where measured in ns (0 = the
  // cycles of MALLLatency); converted at ClockMHz
  bits<32> MALLLatencyNs = 0;
  // HBM / GDDR load-to-use in ns where measured in ns (0 = DRAMLatency)
  bits<32> DRAMLatencyNs = 0;
  // % of DRAMGBps streams reach when the kernel reads and writes DRAM
  bits<32> DRAMPct = 77;
  // % of DRAMGBps a kernel that only reads DRAM reaches (0 = DRAMPct)
  bits<32> DRAMReadPct = 0;
  // % of DRAMGBps a kernel that only writes DRAM reaches (0 = DRAMPct)
  bits<32> DRAMWritePct = 0;
  // host-visible launch overhead added to a kernel's time, in ns
  bits<32> LaunchOverheadNs = 3500;
  // CUs sharing one scalar cache
  bits<32> SL1CUs = 3;
  // vector loads: % hitting the vector L1/L0
  bits<32> LoadHitL1 = 0;
  // vector loads: % of L1 misses hitting the graphics L1
  bits<32> LoadHitGL1 = 0;
  // vector loads: % of the misses above hitting L2
  bits<32> LoadHitL2 = 0;
  // vector loads: % of L2 misses hitting the MALL
  bits<32> LoadHitMALL = 0;
  // stores: % of the written bytes staying in L2
  bits<32> StoreHitL2 = 0;
  // stores: % of the L2 write-backs absorbed by the MALL
  bits<32> StoreHitMALL = 0;
  // atomics: % of L2 hits (atomics execute at L2)
  bits<32> AtomicHitL2 = 100;
  // atomics: % of L2 misses hitting the MALL
  bits<32> AtomicHitMALL = 0;
  // scratch: % L1 hits
  bits<32> ScratchHitL1 = 0;
  // scratch: % L2 hits of the L1 misses
  bits<32> ScratchHitL2 = 100;
  // image loads and samples: % texture (L1) hits
  bits<32> ImageHitL1 = 100;
  // scalar loads: % scalar-cache hits (misses go to L2)
  bits<32> ScalarHitL1 = 100;

  // Caches as caches (docs/Model.md, "Caches as caches"): capacity in KiB
  // per instance, ways (LRU replacement), write policy bits (1 = write-back,
  // else write-through; 2 = write-allocate). Lines: L1LineBytes (L1, GL1),
  // L2LineBytes (L2, MALL), SL1LineBytes (scalar cache).
  bits<32> L1KiB = 16;
  bits<32> L1Ways = 4;
  bits<32> L1Policy = 0;
  bits<32> GL1KiB = 0;
  bits<32> GL1Ways = 16;
  bits<32> GL1Policy = 0;
  bits<32> L2KiB = 4096;
  bits<32> L2Ways = 16;
  bits<32> L2Policy = 3;
  bits<32> MALLKiB = 0;
  bits<32> MALLWays = 16;
  bits<32> MALLPolicy = 3;
  bits<32> SL1KiB = 16;
  bits<32> SL1Ways = 4;
  bits<32> SL1LineBytes = 64;
  // L2 address interleaving between channels (atomics serialize on the
  // channels a working set spans)
  bits<32> L2InterleaveBytes = 256;
}

//===----------------------------------------------------------------------===//
// Sources of the GCN defaults (scope "GCN"; also reached by CDNA via chains).
//===----------------------------------------------------------------------===//
def : GCNParamSource<"GCN", "SIMDsPerCU", !strconcat("4 x SIMD16 per CU: ", GCNWP, "; ", RPC)>;
def : GCNParamSource<"GCN", "CUsPerWGP", !strconcat("no WGP before RDNA: ", GCNWP)>;
def : GCNParamSource<"GCN", "LanesPerSIMD", !strconcat("SIMD16: ", GCNWP)>;
def : GCNParamSource<"GCN", "DefaultWaveSize", !strconcat("wave64 only before gfx10: ", BaseInfo, " getWavefrontSize")>;
def : GCNParamSource<"GCN", "MaxWavesPerSIMD", !strconcat("10 waves per SIMD: ", BaseInfo, " getMaxWavesPerEU")>;
def : GCNParamSource<"GCN", "MaxWorkgroupsPerCU", !strconcat("16 (barrier limit): ", BaseInfo, " getMaxWorkGroupsPerCU")>;
def : GCNParamSource<"GCN", "MaxWorkgroupSize", !strconcat("1024: ", BaseInfo, " getMaxFlatWorkGroupSize")>;
def : GCNParamSource<"GCN", "BarriersPerCU", !strconcat("assumption: one barrier per workgroup slot, 16 workgroups per CU (", BaseInfo, ")")>;
def : GCNParamSource<"GCN", "VGPRsPerLaneWave64", !strconcat("256: ", BaseInfo, " getTotalNumVGPRs")>;
def : GCNParamSource<"GCN", "VGPRGranuleWave64", !strconcat("4: ", BaseInfo, " getVGPRAllocGranule")>;
def : GCNParamSource<"GCN", "AddressableVGPRs", !strconcat("256: ", BaseInfo, " getAddressableNumVGPRs")>;
def : GCNParamSource<"GCN", "SGPRsPerSIMD", !strconcat("800 on gfx8+: ", BaseInfo, " getTotalNumSGPRs")>;
def : GCNParamSource<"GCN", "AddressableSGPRs", !strconcat("102 on gfx8/9: ", BaseInfo, " getAddressableNumSGPRs")>;
def : GCNParamSource<"GCN", "SGPRGranule", !strconcat("16 on gfx8+: ", BaseInfo, " getSGPRAllocGranule")>;
def : GCNParamSource<"GCN", "SGPROccupancyGranule", !strconcat("4 on gfx8/9: SGPR count rounding of the occupancy rule (thresholds 80/88/100 of 800 SGPRs) in ", BaseInfo, " getOccupancyWithNumSGPRs, i.e. clang's figure; set 16 (SGPRGranule) for the allocation granule")>;
def : GCNParamSource<"GCN", "SGPRsLimitOccupancy", !strconcat("SGPRs limit occupancy before gfx10: ", BaseInfo, " getOccupancyWithNumSGPRs")>;
def : GCNParamSource<"GCN", "LDSBytesPerCU", "64 KiB per CU: ROCm gpu-arch specifications">;
def : GCNParamSource<"GCN", "LDSGranule", !strconcat("512 bytes (128 dwords) on gfx7+: ", BaseInfo, " / AMDHSA kernel descriptor GRANULATED_LDS_SIZE")>;
def : GCNParamSource<"GCN", "VmCntMax", !strconcat("6 bits (4 low + 2 high) on gfx9: ", LLVMMC, "; ", BaseInfo, " getVmcntBitMask")>;
def : GCNParamSource<"GCN", "ExpCntMax", !strconcat("3 bits: ", LLVMMC, "; ", ISA)>;
def : GCNParamSource<"GCN", "LgkmCntMax", !strconcat("4 bits before gfx10: ", LLVMMC, "; ", BaseInfo, " getLgkmcntBitMask")>;
def : GCNParamSource<"GCN", "IssuePerSIMD", !strconcat("one SIMD per cycle, round-robin, one instruction per category: ", RPC)>;
def : GCNParamSource<"GCN", "VALUCyclesWave64", !strconcat("a wave64 VALU op occupies a SIMD16 4 cycles: ", RPC, "; ", GCNWP)>;
def : GCNParamSource<"GCN", "SALUCycles", !strconcat("one scalar instruction per issue slot: ", RPC)>;
def : GCNParamSource<"GCN", "TransRateDiv", !strconcat("transcendentals quarter rate: ", SISched, " (WriteTrans32 = 4x WriteFloatFMA)")>;
def : GCNParamSource<"GCN", "QuarterRateDiv", !strconcat("v_mul_lo_u32 etc. quarter rate: ", SISched, " WriteQuarterRate32; Scrutinizer model (16 cycles)")>;
def : GCNParamSource<"GCN", "FP64RateDiv", !strconcat("1/16 on most consumer GCN parts: ", AMDGPUTd, " (no HalfRate64Ops/FullRate64Ops)")>;
def : GCNParamSource<"GCN", "FP64TransMul", "assumption: f64 rcp/rsq/sqrt and v_div_*_f64 twice the f64 FMA cost (Scrutinizer model: 32 vs 16 cycles)">;
def : GCNParamSource<"GCN", "PackedRateMul", !strconcat("no packed math before gfx9: ", AMDGPUTd, " (FeatureVOP3P)")>;
def : GCNParamSource<"GCN", "CyclesPerPass", !strconcat("1 MFMA pass = 4 cycles: ", SISched, "; AMD Matrix Instruction Calculator")>;
def : GCNParamSource<"GCN", "LDSBanks", !strconcat("32 banks of 4 bytes per CU (GCN, CDNA1-3; RDNA: per CU half of the WGP LDS): ", RPC, " (LDS); AMD GCN3/Vega ISA guides, 'Data Share Operations'")>;
def : GCNParamSource<"GCN", "LDSBytesPerClk", !strconcat("64 B/clk per SIMD pair (128 B/clk per CU, 32 banks x 4 B): ", RPC)>;
def : GCNParamSource<"GCN", "LDSStoreAddrBytes", !strconcat("4: the port's input side (64 B/clk) is shared by address and data, a wave64 store of 4 B per lane takes 8 cycles and of 16 B per lane 20 ((data + 4 B address) x 64 / 64): ", RPC, " (LDS, CDNA; adapted from AMD's GCN architecture slides); CDNA4 (gfx950) carries it (assumption)")>;
def : GCNParamSource<"GCN", "VMEMDwordsPerClk", "vector L1 64 B/clk/CU: AMD docs; public gpu-benches (~60 B/clk MI210)">;
def : GCNParamSource<"GCN", "TexelsPerClk", "assumption: 4 filtered texels/clk/CU (GCN whitepaper: 4 texture filter units per CU); point sample of wave64 = 16 cycles as in the Scrutinizer model">;
def : GCNParamSource<"GCN", "TexFullRateTexelBytes", "assumption: texels up to 4 bytes filter at full rate, 8-byte formats (RGBA16, RGBA16F, RG32F, BC6) at 1/2, 16-byte (RGBA32F) at 1/4 (Scrutinizer model: 16 / 32 / 64 cycles per wave64 sample)">;
def : GCNParamSource<"GCN", "TexGradientMul", "assumption: samples with explicit derivatives (image_sample_d, _cd and their _c/_cl/_o/_g16 forms) cost twice (Scrutinizer model)">;
def : GCNParamSource<"GCN", "TexelBytes", "assumption (workload): 4-byte texels (RGBA8 class); set with -texture-format">;
def : GCNParamSource<"GCN", "TexFilterProbes", "assumption (workload): bilinear = 1 probe; point 0 (format ignored), trilinear 2, anisotropic Nx N (Scrutinizer model); set with -texture-filter">;
def : GCNParamSource<"GCN", "SMEMDwordsPerClk", "assumption: scalar cache returns 4 dwords/clk (Scrutinizer model); not published">;
def : GCNParamSource<"GCN", "ExportCycles", "assumption: 4 cycles per export (16 64-bit pixels/clk, seed; Scrutinizer compressed export cost per CU)">;
def : GCNParamSource<"GCN", "SleepUnitCycles", "s_sleep N sleeps about 64 x N cycles: AMD ISA reference manuals (s_sleep)">;
def : GCNParamSource<"GCN", "SALULatency", !strconcat("1: ", SISched, " WriteSALU")>;
def : GCNParamSource<"GCN", "VALULatency", !strconcat("4 (a dependent wave64 VALU op issues the next slot, 4 cycles later): ", RPC)>;
def : GCNParamSource<"GCN", "TransLatency", !strconcat("16 = 4 x VALU (quarter rate): ", SISched)>;
def : GCNParamSource<"GCN", "VMEMLatency", "L1 hit load-to-use 125 cycles on MI210: public gpu-benches pointer chase">;
def : GCNParamSource<"GCN", "VMEMStoreLatency", "assumption: a store's vscnt/vmcnt completes like an L1 hit load (125 cycles); not published">;
def : GCNParamSource<"GCN", "LDSConflictLatency", "assumption: CDNA3's measured 120 cycles (tingqli/pyhip, MI308X) carried to GCN/CDNA1-2; no public measurement for those chips">;
def : GCNParamSource<"GCN", "LDSLatency", "assumption: 64 cycles LDS load-to-use; measured LDS latency is not published (hardware-numbers.md)">;
def : GCNParamSource<"GCN", "SMEMLatency", "assumption: 40 cycles scalar-cache hit; not published (ROCm gpu-arch specs give only its size)">;
def : GCNParamSource<"GCN", "ExportLatency", "assumption: 16 cycles; export rates beyond 16 pixels/clk are not published">;
def : GCNParamSource<"GCN", "BranchLatency", !strconcat("8: ", SISched, " WriteBranch")>;
def : GCNParamSource<"GCN", "BarrierLatency", !strconcat("assumption: 16 cycles after the last wave arrives (", SISched, " says 500 for s_barrier incl. waiting)")>;
def : GCNParamSource<"GCN", "MessageLatency", "assumption: 16 cycles for s_sendmsg; not published">;
//===----------------------------------------------------------------------===//
// Memory hierarchy defaults (scope "GCN"; docs/Model.md "Memory behind the
// CU"). Latencies are pointer-chase load-to-use cycles at the chip's clock;
// shared levels give their bandwidth per instance and the CUs sharing it
// (the simulated CU gets instance bandwidth x instances / active CUs).
//===----------------------------------------------------------------------===//
defvar GB = "gpu-benches (te42kyfo/gpu-benches @1c36d50, gpu-latency / gpu-cache / gpu-stream)";
defvar SPECS = "ROCm gpu-arch specifications (docs/reference/gpu-arch-specs)";
defvar SOL = "rocprofiler-compute speed-of-light configs (TCC channels x bytes/clk)";
def : GCNParamSource<"GCN", "HasHBM", "HBM2 on Vega 10 / Vega 20 / CDNA: ROCm gpu-arch specifications">;
def : GCNParamSource<"GCN", "NumCUs", !strconcat("64 CUs (MI25 / Vega 64): ", SPECS, "; assumption for GCN chips without a datacenter part")>;
def : GCNParamSource<"GCN", "ClockMHz", "assumption: 1500 MHz (MI25 peak engine clock) for GCN chips without a specific figure">;
def : GCNParamSource<"ALL", "MatrixClockMHz", "0 = ClockMHz: no clock under sustained matrix load is published for this chip">;
def : GCNParamSource<"ALL", "MatrixClockF16MHz", "0 = MatrixClockMHz: no FP16 figure of its own is published for this chip">;
def : GCNParamSource<"ALL", "MatrixClockF8MHz", "0 = MatrixClockMHz: no 8-bit float figure of its own is published for this chip">;
def : GCNParamSource<"ALL", "ActiveCUs", "assumption (workload): every CU of the chip is busy (0 = NumCUs), so each gets 1/NumCUs of the shared bandwidth; set with -gcn-param=ActiveCUs=N">;
def : GCNParamSource<"GCN", "L1LineBytes", !strconcat("64 B vector L1 lines before CDNA3: ", RPC, " (vector L1 cache); memory-hierarchy.md")>;
def : GCNParamSource<"ALL", "GL1Latency", "no graphics L1 outside RDNA1-3 (0 = level absent)">;
def : GCNParamSource<"ALL", "GL1BytesPerClk", "no graphics L1 outside RDNA1-3">;
def : GCNParamSource<"ALL", "GL1CUs", "no graphics L1 outside RDNA1-3">;
def : GCNParamSource<"GCN", "L2Latency", "assumption: 240 cycles, the MI210 L2 hit latency (gpu-benches ~237-250) carried to GCN chips without a measurement">;
def : GCNParamSource<"GCN", "L2BytesPerClk", !strconcat("16 channels x 64 B/clk: ", SOL, " (gfx906)")>;
def : GCNParamSource<"GCN", "L2CUs", "one L2 per chip: all NumCUs CUs share it (ROCm gpu-arch specifications)">;
def : GCNParamSource<"GCN", "L2LineBytes", !strconcat("64 B L2 lines before CDNA2: ", RPC, " (L2 cache)")>;
def : GCNParamSource<"ALL", "MALLLatencyNs", "0: MALLLatency in cycles (no ns figure, or no MALL)">;
def : GCNParamSource<"ALL", "DRAMLatencyNs", "0: DRAMLatency in cycles (no ns measurement)">;
def : GCNParamSource<"ALL", "MALLLatency", "no Infinity Cache / MALL on this chip (0 = level absent): ROCm gpu-arch specifications">;
def : GCNParamSource<"ALL", "MALLGBps", "no Infinity Cache / MALL on this chip">;
def : GCNParamSource<"GCN", "DRAMLatency", "assumption: 570 cycles, the MI210 HBM latency (gpu-benches 570-584) carried to GCN chips without a measurement">;
def : GCNParamSource<"GCN", "DRAMGBps", "484 GB/s HBM2 (MI25 / Vega 10): AMD product page (memory-hierarchy.md, unverified E)">;
def : GCNParamSource<"GCN", "DRAMPct", "assumption: 77 %, the fitted MI210 / MI300X stream efficiencies (76 %, 77 %) carried to HBM chips without a published stream measurement (published HBM streams reach 63-80 % of the peak)">;
def : GCNParamSource<"ALL", "DRAMReadPct", "0 = DRAMPct: no read-only stream figure that differs is published for this chip">;
def : GCNParamSource<"ALL", "DRAMWritePct", "0 = DRAMPct: no write-only stream figure that differs is published for this chip">;
def : GCNParamSource<"ALL", "LaunchOverheadNs", "assumption: 3.5 us per kernel dispatched back to back (AMD community forum 'HSA: Kernel dispatch latencies': ~7 us for one synchronous dispatch of an empty kernel, 3.5 us per kernel in batches); added once to the kernel time">;
def : GCNParamSource<"GCN", "SL1CUs", !strconcat("scalar cache shared by 3 CUs on GCN and MI100: ", SPECS)>;
def : GCNParamSource<"ALL", "LoadHitL1", "assumption (workload): 0 % - a vector load streams (no reuse), so every byte comes from DRAM; set per instruction with '; gcn-mca: hit L1=...' or globally with -gcn-param=LoadHitL1=PCT">;
def : GCNParamSource<"ALL", "LoadHitGL1", "assumption (workload): 0 % (streaming)">;
def : GCNParamSource<"ALL", "LoadHitL2", "assumption (workload): 0 % (streaming)">;
def : GCNParamSource<"ALL", "LoadHitMALL", "assumption (workload): 0 % (streaming)">;
def : GCNParamSource<"ALL", "StoreHitL2", "assumption (workload): 0 % - stored lines are written back to DRAM (the vector L1 is write-through); the store's completion keeps VMEMStoreLatency">;
def : GCNParamSource<"ALL", "StoreHitMALL", "assumption (workload): 0 %">;
def : GCNParamSource<"ALL", "AtomicHitL2", "assumption (workload): 100 % - device atomics execute at L2 on lines that stay there">;
def : GCNParamSource<"ALL", "AtomicHitMALL", "assumption (workload): 0 %">;
def : GCNParamSource<"ALL", "ScratchHitL1", "assumption (workload): 0 % L1 hits for scratch (spills are evicted from the small L1)">;
def : GCNParamSource<"ALL", "ScratchHitL2", "assumption (workload): 100 % of scratch L1 misses hit L2 (the spill working set is small)">;
def : GCNParamSource<"ALL", "ImageHitL1", "assumption (workload): 100 % - neighbouring pixels share texels (texture cache hits)">;
def : GCNParamSource<"ALL", "ScalarHitL1", "assumption (workload): 100 % - kernel arguments and constants stay in the scalar cache">;
def : GCNParamSource<"GCN", "L1KiB", !strconcat("16 KB vector L1 per CU (GCN, MI100, MI200): ", SPECS)>;
def : GCNParamSource<"GCN", "L1Ways", "assumption: 4-way LRU (the associativity the AMD GCN architecture whitepaper gives for the 16 KB L1, not re-checked; it only decides conflict misses)">;
def : GCNParamSource<"ALL", "L1Policy", "0 = write-through, no write-allocate: the vector L1 passes writes and atomics on to L2 (rocprofiler-compute vector L1 page: the vL1D is write-through); a store updates a line it hits and does not allocate one">;
def : GCNParamSource<"ALL", "GL1KiB", "no graphics L1 outside RDNA1-3">;
def : GCNParamSource<"ALL", "GL1Ways", "assumption: 16-way LRU graphics L1 (associativity not published)">;
def : GCNParamSource<"ALL", "GL1Policy", "0: the graphics L1 is read-only, writes pass to L2 (AMD RDNA architecture whitepaper)">;
def : GCNParamSource<"GCN", "L2KiB", !strconcat("4 MB L2 (MI25 / MI50, Vega 10 / 20): ", SPECS)>;
def : GCNParamSource<"ALL", "L2Ways", "assumption: 16-way LRU (the associativity the AMD GCN architecture whitepaper gives for its L2 channels, not re-checked) on every chip">;
def : GCNParamSource<"ALL", "L2Policy", "3 = write-back, write-allocate: the L2 is the coherence point and writes dirty lines back to memory (rocprofiler-compute L2 page: write and atomic requests end in L2, write-backs go to Infinity Fabric); stores of a line combine there before the write-back (write combining)">;
def : GCNParamSource<"ALL", "MALLKiB", "no Infinity Cache / MALL on this chip">;
def : GCNParamSource<"ALL", "MALLWays", "assumption: 16-way LRU Infinity Cache / MALL (associativity not published)">;
def : GCNParamSource<"ALL", "MALLPolicy", "assumption: 3 = write-back, write-allocate (a memory-side cache that absorbs the L2's write-backs; not published)">;
def : GCNParamSource<"ALL", "SL1KiB", !strconcat("16 KB scalar cache: ", SPECS)>;
def : GCNParamSource<"ALL", "SL1Ways", "4-way: chipsandcheese 'Microbenchmarking AMD's RDNA 3 graphics architecture' (16 KB, 4-way scalar cache on RX 7900 XTX); assumed for every chip">;
def : GCNParamSource<"ALL", "L2InterleaveBytes", "256 B address interleaving between L2 channels on MI100 / MI2XX: rocprofiler-compute L2 page; assumed for every chip. Channels = L2BytesPerClk / L2LineBytes (one line per channel per clock), each executing one atomic request per line per clock, lanes on the same address one per clock (assumption)">;
def : GCNParamSource<"ALL", "SL1LineBytes", "assumption: 64 B scalar cache lines (the GCN line size; not published for RDNA)">;
def : GCNParamSource<"ALL", "HasVOPD", !strconcat("VOPD dual issue is RDNA3+: ", AMDGPUTd, " (FeatureVOPD)")>;
def : GCNParamSource<"ALL", "HasTransUnit", !strconcat("separate transcendental unit on gfx10+: ", SISched, " HWTransVALU")>;
def : GCNParamSource<"ALL", "HasMatrixUnit", !strconcat("MFMA on gfx908+ CDNA, WMMA on gfx11+: ", AMDGPUTd, " (FeatureMAIInsts, FeatureWMMA*)")>;
def : GCNParamSource<"ALL", "HasAGPRs", !strconcat("AGPRs on gfx908+: ", AMDGPUTd, " (FeatureMAIInsts)")>;
def : GCNParamSource<"ALL", "UnifiedVGPRFile", !strconcat("unified VGPR/AGPR file on gfx90a+: ", BaseInfo, " (FeatureGFX90AInsts)")>;
def : GCNParamSource<"ALL", "AGPRsPerLane", !strconcat("AGPR file size: ", BaseInfo, " getTotalNumVGPRs")>;
def : GCNParamSource<"ALL", "AccumGranule", !strconcat("AGPR offset granule in a unified file (4 registers): ", BaseInfo, " / AMDHSA accum_offset")>;
def : GCNParamSource<"ALL", "SupportsWave32", !strconcat("wave32 on gfx10+: ", AMDGPUTd, " (FeatureWavefrontSize32)")>;
def : GCNParamSource<"ALL", "SupportsWave64", !strconcat("wave64: ", AMDGPUTd, " (FeatureWavefrontSize64)")>;
def : GCNParamSource<"ALL", "VGPRsPerLaneWave32", !strconcat("wave32 VGPR file: ", BaseInfo, " getTotalNumVGPRs")>;
def : GCNParamSource<"ALL", "VGPRGranuleWave32", !strconcat("wave32 granule: ", BaseInfo, " getVGPRAllocGranule")>;
def : GCNParamSource<"ALL", "VALUCyclesWave32", "wave32 VALU cycles (0 = no wave32)">;
def : GCNParamSource<"ALL", "VALUCyclesWave64Dual", "no single-pass wave64 VALU ops before RDNA3 (0 = none)">;
def : GCNParamSource<"ALL", "LDSBytesPerWGP", "LDS per WGP on RDNA (0 = no WGP): ROCm gpu-arch specifications">;
def : GCNParamSource<"ALL", "VsCntMax", !strconcat("vscnt only on gfx10/gfx11 (6 bits): ", LLVMMC, " s_waitcnt_vscnt")>;
def : GCNParamSource<"ALL", "LoadCntMax", !strconcat("gfx12 loadcnt 6 bits: ", BaseInfo, " getLoadcntBitMask")>;
def : GCNParamSource<"ALL", "StoreCntMax", !strconcat("gfx12 storecnt 6 bits: ", BaseInfo, " getStorecntBitMask")>;
def : GCNParamSource<"ALL", "SampleCntMax", !strconcat("gfx12 samplecnt 6 bits: ", BaseInfo, " getSamplecntBitMask")>;
def : GCNParamSource<"ALL", "BvhCntMax", !strconcat("gfx12 bvhcnt 3 bits: ", BaseInfo, " getBvhcntBitMask")>;
def : GCNParamSource<"ALL", "KmCntMax", !strconcat("gfx12 kmcnt 5 bits: ", BaseInfo, " getKmcntBitMask")>;
def : GCNParamSource<"ALL", "DsCntMax", !strconcat("gfx12 dscnt 6 bits: ", BaseInfo, " getDscntBitMask")>;

//===----------------------------------------------------------------------===//
// GFX6 (GCN1, Southern Islands)
//===----------------------------------------------------------------------===//
class GFX6Proc<string name> : GCNProc<name> {
  let Family = "GCN1";
  let SourceChain = "GCN1,GCN,ALL";
  let Gen = 6;
  let SGPRsPerSIMD = 512;
  let AddressableSGPRs = 104;
  let SGPRGranule = 8;
  let SGPROccupancyGranule = 8;
  let LDSGranule = 256;
  let VmCntMax = 15;
  let CounterModel = "GFX6";
}
def : GCNParamSource<"GCN1", "SGPRsPerSIMD", !strconcat("512 before gfx8: ", BaseInfo, " getTotalNumSGPRs")>;
def : GCNParamSource<"GCN1", "AddressableSGPRs", !strconcat("104 before gfx8: ", BaseInfo, " getAddressableNumSGPRs")>;
def : GCNParamSource<"GCN1", "SGPROccupancyGranule", !strconcat("8 before gfx8 (thresholds 48..80 of 512 SGPRs): ", BaseInfo, " getOccupancyWithNumSGPRs")>;
def : GCNParamSource<"GCN1", "SGPRGranule", !strconcat("8 before gfx8: ", BaseInfo, " getSGPRAllocGranule")>;
def : GCNParamSource<"GCN1", "LDSGranule", "256 bytes (64 dwords) on gfx6: AMDHSA/PAL LDS_SIZE granularity">;
def : GCNParamSource<"GCN1", "VmCntMax", !strconcat("4 bits before gfx9: ", LLVMMC)>;

def : GFX6Proc<"gfx600"> { let FP64RateDiv = 4; }
def : GCNParamSource<"gfx600", "FP64RateDiv", !strconcat("1/4 on Tahiti: ", AMDGPUTd, " (gfx600: FeatureFastFMAF32, HalfRate64Ops absent; public Tahiti specs 1/4)")>;
def : GFX6Proc<"gfx601">;
def : GFX6Proc<"gfx602">;
def : ProcAlias<"tahiti", "gfx600">;
def : ProcAlias<"pitcairn", "gfx601">;
def : ProcAlias<"verde", "gfx601">;
def : ProcAlias<"oland", "gfx602">;
def : ProcAlias<"hainan", "gfx602">;

//===----------------------------------------------------------------------===//
// GFX7 (GCN2, Sea Islands)
//===----------------------------------------------------------------------===//
class GFX7Proc<string name> : GFX6Proc<name> {
  let Family = "GCN2";
  let SourceChain = "GCN2,GCN1,GCN,ALL";
  let Gen = 7;
  let LDSGranule = 512;
  let CounterModel = "GFX7";
}
def : GCNParamSource<"GCN2", "LDSGranule", "512 bytes (128 dwords) on gfx7+: AMDHSA kernel descriptor GRANULATED_LDS_SIZE">;
def : GFX7Proc<"gfx700">;
def : GFX7Proc<"gfx701"> { let FP64RateDiv = 2; }
def : GCNParamSource<"gfx701", "FP64RateDiv", !strconcat("1/2 on Hawaii (FirePro): ", AMDGPUTd, " gfx701 FeatureHalfRate64Ops")>;
def : GFX7Proc<"gfx702">;
def : GFX7Proc<"gfx703">;
def : GFX7Proc<"gfx704">;
def : GFX7Proc<"gfx705">;
def : ProcAlias<"kaveri", "gfx700">;
def : ProcAlias<"hawaii", "gfx701">;
def : ProcAlias<"kabini", "gfx703">;
def : ProcAlias<"mullins", "gfx703">;
def : ProcAlias<"bonaire", "gfx704">;

//===----------------------------------------------------------------------===//
// GFX8 (GCN3/GCN4, Volcanic Islands / Polaris)
//===----------------------------------------------------------------------===//
class GFX8Proc<string name> : GCNProc<name> {
  let Family = "GCN3";
  let SourceChain = "GCN3,GCN,ALL";
  let Gen = 8;
  let VmCntMax = 15;
}
def : GCNParamSource<"GCN3", "VmCntMax", !strconcat("4 bits before gfx9: ", LLVMMC)>;
def : GFX8Proc<"gfx801">;
def : GFX8Proc<"gfx802">;
def : GFX8Proc<"gfx803">;
def : GFX8Proc<"gfx805">;
def : GFX8Proc<"gfx810">;
def : ProcAlias<"carrizo", "gfx801">;
def : ProcAlias<"iceland", "gfx802">;
def : ProcAlias<"tonga", "gfx802">;
def : ProcAlias<"fiji", "gfx803">;
def : ProcAlias<"polaris10", "gfx803">;
def : ProcAlias<"polaris11", "gfx803">;
def : ProcAlias<"tongapro", "gfx805">;
def : ProcAlias<"stoney", "gfx810">;

//===----------------------------------------------------------------------===//
// GFX9 (GCN5, Vega) and CDNA
//===----------------------------------------------------------------------===//
class GFX9Proc<string name> : GCNProc<name> {
  let Family = "GCN5";
  let SourceChain = "GCN5,GCN,ALL";
  let Gen = 9;
  let WaitcntForm = "WAITCNT_GFX9";
  let PackedRateMul = 2;
}
def : GCNParamSource<"GCN5", "PackedRateMul", !strconcat("v_pk_* f16/i16: 2 results per lane per cycle on gfx9: ", AMDGPUTd, " FeatureVOP3P; Vega whitepaper (rapid packed math)")>;
def : GFX9Proc<"gfx900">;
def : GCNParamSource<"gfx900", "NumCUs", "64 CUs (MI25): ROCm gpu-arch specifications">;
def : GFX9Proc<"gfx902">;
def : GFX9Proc<"gfx904">;
def : GFX9Proc<"gfx906"> {
  let FP64RateDiv = 2;
  let NumCUs = 60;
  let ClockMHz = 1725;
  let L2CUs = 60;
  let DRAMGBps = 1024;
}
def : GCNParamSource<"gfx906", "NumCUs", "60 CUs (MI50): ROCm gpu-arch specifications">;
def : GCNParamSource<"gfx906", "ClockMHz", "1725 MHz (MI50 peak engine clock): AMD product page (memory-hierarchy.md)">;
def : GCNParamSource<"gfx906", "L2CUs", "one 4 MB L2 for the 60 CUs: ROCm gpu-arch specifications">;
def : GCNParamSource<"gfx906", "DRAMGBps", "1024 GB/s HBM2 (MI50): AMD product page (memory-hierarchy.md)">;
def : GCNParamSource<"gfx906", "FP64RateDiv", "assumption: 1/2 on Vega 20 (MI50/MI60 public specifications: FP64 = FP32 / 2); consumer gfx906 parts are slower">;
def : GFX9Proc<"gfx909">;
def : GFX9Proc<"gfx90c">;
def : GFX9Proc<"gfx9-generic"> { let IsGeneric = 1; }

class CDNAProc<string name> : GFX9Proc<name> {
  let IsCDNA = 1;
  let HasAGPRs = 1;
  let HasMatrixUnit = 1;
  let AGPRsPerLane = 256;
}
// CDNA1: MI100
def : CDNAProc<"gfx908"> {
  let L2KiB = 8192;
  let Family = "CDNA1";
  let SourceChain = "CDNA1,GCN5,GCN,ALL";
  let MatrixFamily = "CDNA1";
  let FP64RateDiv = 2;
  let NumCUs = 120;
  let ClockMHz = 1502;
  let L2BytesPerClk = 2048;
  let L2CUs = 120;
  let DRAMGBps = 1229;
  let DRAMPct = 82;
  let DRAMReadPct = 96;
  let DRAMWritePct = 86;
}
def : GCNParamSource<"CDNA1", "NumCUs", "120 CUs (MI100): ROCm gpu-arch specifications; ROCm MI100 microarchitecture page">;
def : GCNParamSource<"CDNA1", "ClockMHz", "1502 MHz (MI100 peak engine clock): ROCm MI100 microarchitecture page">;
def : GCNParamSource<"CDNA1", "L2BytesPerClk", "32 channels x 64 B/clk = 2 KiB/clk: rocprofiler-compute speed-of-light (gfx908); gpu-benches measured ~2.7 TB/s">;
def : GCNParamSource<"CDNA1", "L2CUs", "one 8 MB L2 for the 120 CUs: ROCm gpu-arch specifications">;
def : GCNParamSource<"CDNA1", "L2KiB", "8 MB L2 (MI100): ROCm gpu-arch specifications">;
def : GCNParamSource<"CDNA1", "DRAMPct", "fitted: 82 % = triad 1006 GB/s of 1228.8 (MI100, 1024 threads per block): gpu-benches gpu-stream (te42kyfo/gpu-benches, gpu-stream/mi100.txt)">;
def : GCNParamSource<"CDNA1", "DRAMReadPct", "fitted: 96 % = read 1180 GB/s of 1228.8 (MI100): gpu-benches gpu-stream (te42kyfo/gpu-benches, gpu-stream/mi100.txt)">;
def : GCNParamSource<"CDNA1", "DRAMWritePct", "fitted: 86 % = init (write-only) 1058 GB/s of 1228.8 (MI100): gpu-benches gpu-stream (te42kyfo/gpu-benches, gpu-stream/mi100.txt)">;
def : GCNParamSource<"CDNA1", "DRAMGBps", "1228.8 GB/s HBM2: ROCm MI100 microarchitecture page (gpu-benches stream read 1.18 TB/s)">;
def : GCNParamSource<"CDNA1", "FP64RateDiv", "1/2: MI100 64 vs 128 FP32 FLOP/clk/CU (GPUOpen 'AMD matrix cores')">;
def : GCNParamSource<"CDNA1", "MaxWavesPerSIMD", !strconcat("10 on gfx908: ", BaseInfo, " getMaxWavesPerEU")>;

class CDNA2Proc<string name> : CDNAProc<name> {
  let L2KiB = 8192;
  let Family = "CDNA2";
  let SourceChain = "CDNA2,CDNA1,GCN5,GCN,ALL";
  let MatrixFamily = "CDNA2";
  let MaxWavesPerSIMD = 8;
  let UnifiedVGPRFile = 1;
  let VGPRsPerLaneWave64 = 512;
  let VGPRGranuleWave64 = 8;
  let AccumGranule = 4;
  let FP64RateDiv = 1;
  let NumCUs = 104;
  let ClockMHz = 1700;
  let L2Latency = 237;
  let L2BytesPerClk = 4096;
  let L2CUs = 104;
  let L2LineBytes = 128;
  let DRAMLatency = 570;
  let DRAMLatencyNs = 335;
  let DRAMGBps = 1638;
  let DRAMPct = 76;
  let DRAMReadPct = 82;
  let DRAMWritePct = 93;
  let SL1CUs = 2;
}
def : GCNParamSource<"CDNA2", "NumCUs", "104 CUs (MI210; MI250X: 110 per GCD): ROCm gpu-arch specifications">;
def : GCNParamSource<"CDNA2", "ClockMHz", "1700 MHz (MI210 / MI250X peak engine clock): ROCm MI250 microarchitecture page; chipsandcheese MI210 article">;
def : GCNParamSource<"CDNA2", "L2Latency", "237 cycles L2 hit (pointer chase, MI210 at 1.7 GHz, 140-147 ns): gpu-benches gpu-latency">;
def : GCNParamSource<"CDNA2", "L2BytesPerClk", "32 channels x 128 B/clk = 4 KiB/clk per GCD: rocprofiler-compute L2 page (32 channels, 128 B lines); gpu-benches measured 4.8-5.1 TB/s (2.9 KiB/clk) exceeds the speed-of-light config's 64 B/clk/channel, so 128 B/clk/channel (memory-hierarchy.md, 'where sources disagree')">;
def : GCNParamSource<"CDNA2", "L2CUs", "one 8 MB L2 per GCD (104 CUs on MI210): ROCm gpu-arch specifications">;
def : GCNParamSource<"CDNA2", "L2KiB", "8 MB L2 per GCD (MI210, MI250X; gpu-benches' latency starts rising between 4.8 and 7 MB): ROCm gpu-arch specifications">;
def : GCNParamSource<"CDNA2", "L2LineBytes", "128 B L2 lines on MI200/MI300: rocprofiler-compute L2 page">;
def : GCNParamSource<"CDNA2", "DRAMLatencyNs", "335 ns HBM2e load-to-use (570 cycles at MI210's 1.7 GHz; 336-344 ns at 15-70 MB): gpu-benches gpu-latency; the fabric side is held in ns and converted at ClockMHz">;
def : GCNParamSource<"CDNA2", "DRAMLatency", "570 cycles HBM2e (pointer chase 15-70 MB, MI210 at 1.7 GHz, 336-344 ns): gpu-benches gpu-latency">;
def : GCNParamSource<"CDNA2", "DRAMPct", "fitted: 76 % = triad 1248 GB/s of 1638.4 (MI210, 1024 threads per block): gpu-benches gpu-stream (te42kyfo/gpu-benches, gpu-stream/mi210.txt)">;
def : GCNParamSource<"CDNA2", "DRAMReadPct", "fitted: 82 % = read 1345 GB/s of 1638.4 (MI210): gpu-benches gpu-stream (te42kyfo/gpu-benches, gpu-stream/mi210.txt)">;
def : GCNParamSource<"CDNA2", "DRAMWritePct", "fitted: 93 % = init (write-only) 1526 GB/s of 1638.4 (MI210): gpu-benches gpu-stream (te42kyfo/gpu-benches, gpu-stream/mi210.txt)">;
def : GCNParamSource<"CDNA2", "DRAMGBps", "1638.4 GB/s HBM2e (MI210; 1.6 TB/s per MI250X GCD): ROCm MI250 microarchitecture page; gpu-benches stream read 1.35 TB/s">;
def : GCNParamSource<"CDNA2", "SL1CUs", "scalar cache shared by 2 CUs on MI2xx: rocprofiler-compute shader-engine page">;
def : GCNParamSource<"CDNA2", "MaxWavesPerSIMD", !strconcat("8 on gfx90a+: ", BaseInfo, " getMaxWavesPerEU")>;
def : GCNParamSource<"CDNA2", "VGPRsPerLaneWave64", !strconcat("512 unified VGPR+AGPR: ", BaseInfo, " getTotalNumVGPRs (gfx90a)")>;
def : GCNParamSource<"CDNA2", "VGPRGranuleWave64", !strconcat("8 on gfx90a+: ", BaseInfo, " getVGPRAllocGranule")>;
def : GCNParamSource<"CDNA2", "FP64RateDiv", !strconcat("full rate FP64 on MI200/MI300: GPUOpen 'AMD matrix cores'; ", AMDGPUTd, " FeatureFullRate64Ops")>;
def : CDNA2Proc<"gfx90a">;

class CDNA3Proc<string name> : CDNA2Proc<name> {
  let L1KiB = 32;
  let L2KiB = 4096;
  let MALLKiB = 262144;
  let Family = "CDNA3";
  let SourceChain = "CDNA3,CDNA2,CDNA1,GCN5,GCN,ALL";
  let MatrixFamily = "CDNA3";
  let NumCUs = 304;
  let ClockMHz = 2100;
  let MatrixClockMHz = 1207;
  let MatrixClockF16MHz = 1115;
  let MatrixClockF8MHz = 1230;
  let L1LineBytes = 128;
  let L2Latency = 168;
  let L2BytesPerClk = 2048;
  let L2CUs = 38;
  let MALLLatency = 525;
  let MALLLatencyNs = 250;
  let MALLGBps = 17000;
  let DRAMLatency = 650;
  let DRAMLatencyNs = 0;
  let DRAMGBps = 5300;
  let DRAMPct = 77;
  let DRAMReadPct = 0;
  let DRAMWritePct = 0;
  let LDSLatency = 48;
}
def : CDNA3Proc<"gfx942">;
def : GCNParamSource<"CDNA3", "LDSConflictLatency", "120: measured ds_read_b32 load-to-use on MI308X is 120 cycles with a 4-way bank conflict and 119 with all 64 lanes in one bank (issue intervals 16 and 64), against 52 conflict-free (tingqli/pyhip docs/mem_latency.md): a conflicted access has a ~120-cycle floor rather than a cost per conflict; the model takes max(busy + LDSLatency, 120)">;
def : GCNParamSource<"CDNA3", "LDSLatency", "48: measured ds_read load-to-use on MI308X is 52 cycles for b32 and 64 for b128 (tingqli/pyhip docs/mem_latency.md); the model adds the access's LDS busy cycles (4 for b32, 16 for b128 on wave64) to LDSLatency, so 48 reproduces both">;
def : GCNParamSource<"CDNA3", "NumCUs", "304 CUs (MI300X, 8 XCD x 38): ROCm gpu-arch specifications; ROCm MI300 microarchitecture page">;
def : GCNParamSource<"CDNA3", "ClockMHz", "2100 MHz (MI300X peak engine clock): ROCm MI300 microarchitecture page">;
def : GCNParamSource<"CDNA3", "MatrixClockMHz", "1207 MHz: median engine clock of MI300X (750 W) running a dense BF16 GEMM (hipBLASLt, M=4096 N=4864 K=32896, 708 TFLOP/s = 94 % of the peak at that clock), AMD ROCm blog 'Measuring Max-Achievable FLOPs - Part 2' (2025-02-28), table 1 and footnote 2; the same blog: FP16 1115 MHz, FP8 1230 MHz, FP8 M=N=K=4096 1188 MHz with random-like data and 1792 MHz with zeros; the power management lowers the clock under dense matrix load">;
def : GCNParamSource<"CDNA3", "MatrixClockF16MHz", "1115 MHz: median engine clock of MI300X (750 W) running a dense FP16 GEMM (hipBLASLt, M=4096 N=4864 K=32896, 654 TFLOP/s), AMD ROCm blog 'Measuring Max-Achievable FLOPs - Part 2' (2025-02-28), table 1 and footnote 4">;
def : GCNParamSource<"CDNA3", "MatrixClockF8MHz", "1230 MHz: median engine clock of MI300X (750 W) running a dense FP8 GEMM (hipBLASLt, M=4096 N=3648 K=32896, 1273 TFLOP/s), AMD ROCm blog 'Measuring Max-Achievable FLOPs - Part 2' (2025-02-28), table 1 (its footnote 4 swaps the two: 1223.6 TFLOP/s at 1273 MHz; footnote 1: 1188 MHz for M=N=K=4096)">;
def : GCNParamSource<"CDNA3", "L1LineBytes", "128 B vector L1 lines on MI300: rocprofiler-compute vector L1 page">;
def : GCNParamSource<"CDNA3", "L2Latency", "168 cycles = 80 ns x 2.1 GHz, the middle of the published MI300X L2 hit range 60-100 ns (hardware-numbers.md, public measurements); SC25 'The MALL is Open' measures the levels but gives no number in its abstract">;
def : GCNParamSource<"CDNA3", "L2BytesPerClk", "16 channels x 128 B/clk = 2 KiB/clk per XCD: rocprofiler-compute speed-of-light (soc_gfx942)">;
def : GCNParamSource<"CDNA3", "L2CUs", "4 MB L2 per XCD of 38 CUs: ROCm MI300 microarchitecture page">;
def : GCNParamSource<"CDNA3", "L1KiB", "32 KB vector L1 per CU (MI300, MI355X): ROCm gpu-arch specifications">;
def : GCNParamSource<"CDNA3", "L2KiB", "4 MB L2 per XCD: ROCm gpu-arch specifications; ROCm MI300 microarchitecture page">;
def : GCNParamSource<"CDNA3", "MALLKiB", "256 MB Infinity Cache (MI300X, MI355X): ROCm gpu-arch specifications">;
def : GCNParamSource<"CDNA3", "MALLLatencyNs", "250 ns, the middle of the published MI300X last-level-cache range 170-330 ns (hardware-numbers.md); converted at ClockMHz (525 cycles at 2.1 GHz)">;
def : GCNParamSource<"CDNA3", "DRAMLatencyNs", "0: MI308X's HBM latency is published in cycles (tingqli/pyhip), kept in cycles">;
def : GCNParamSource<"CDNA3", "MALLLatency", "525 cycles = 250 ns x 2.1 GHz, the middle of the published MI300X last-level-cache range 170-330 ns (hardware-numbers.md)">;
def : GCNParamSource<"CDNA3", "MALLGBps", "~17 TB/s Infinity Cache peak (256 MB): ServeTheHome MI300X launch article (AMD slide)">;
def : GCNParamSource<"CDNA3", "DRAMLatency", "650 cycles, the middle of 500-800 cycles buffer_load_dwordx4 HBM load latency on MI308X (tingqli/pyhip docs/mem_latency.md)">;
def : GCNParamSource<"CDNA3", "DRAMPct", "fitted: 77 % = BabelStream triad 4.09 TB/s of 5.3 (MI300X; copy 4.11, mul 4.26, add 4.14, dot 3.87): samuel-bohman/AI-benchmarking-guide Azure_Results/ND_MI300X_v5_results.md">;
def : GCNParamSource<"CDNA3", "DRAMReadPct", "0 = DRAMPct: MI300X's published read-only stream (BabelStream dot 3.87 TB/s) does not differ from its triad by more than 6 %">;
def : GCNParamSource<"CDNA3", "DRAMWritePct", "0 = DRAMPct: no write-only stream published for MI300X">;
def : GCNParamSource<"CDNA3", "DRAMGBps", "5300 GB/s HBM3 (MI300X): ROCm MI300 microarchitecture page; chipsandcheese measured ~4.1 TB/s copy/triad">;
def : CDNA3Proc<"gfx9-4-generic"> { let IsGeneric = 1; }
def : CDNA3Proc<"gfx950"> {
  let Family = "CDNA4";
  let SourceChain = "CDNA4,CDNA3,CDNA2,CDNA1,GCN5,GCN,ALL";
  let MatrixFamily = "CDNA4";
  let LDSBytesPerCU = 163840;
  let LDSGranule = 1280;
  let LDSBanks = 64;
  let NumCUs = 256;
  let ClockMHz = 2400;
  let MatrixClockMHz = 0;
  let MatrixClockF16MHz = 0;
  let MatrixClockF8MHz = 0;
  let L2CUs = 32;
  let DRAMGBps = 8000;
}
def : GCNParamSource<"CDNA4", "NumCUs", "256 CUs (MI355X, 8 XCD x 32): ROCm gpu-arch specifications; chipsandcheese CDNA4 article">;
def : GCNParamSource<"CDNA4", "ClockMHz", "2400 MHz (MI355X peak engine clock): chipsandcheese CDNA4 article">;
def : GCNParamSource<"CDNA4", "MatrixClockMHz", "0 = ClockMHz: no MI355X clock under matrix load is published (AMD's Max-Achievable FLOPs blogs give MI300X and MI325X only)">;
def : GCNParamSource<"CDNA4", "MatrixClockF16MHz", "0 = MatrixClockMHz (0: the peak clock): no MI355X clock under matrix load is published">;
def : GCNParamSource<"CDNA4", "MatrixClockF8MHz", "0 = MatrixClockMHz (0: the peak clock): no MI355X clock under matrix load is published">;
def : GCNParamSource<"CDNA4", "L2CUs", "4 MB L2 per XCD of 32 CUs: ROCm gpu-arch specifications">;
def : GCNParamSource<"CDNA4", "DRAMPct", "assumption: MI300X's fitted 77 % carried to MI355X (no published MI355X stream measurement found)">;
def : GCNParamSource<"CDNA4", "DRAMGBps", "8 TB/s HBM3E (MI355X): chipsandcheese CDNA4 article">;
def : GCNParamSource<"CDNA4", "L2Latency", "assumption: MI300X's L2 latency (no CDNA4 measurement found)">;
def : GCNParamSource<"CDNA4", "MALLLatency", "assumption: MI300X's MALL latency (no CDNA4 measurement found)">;
def : GCNParamSource<"CDNA4", "MALLGBps", "assumption: MI300X's 17 TB/s Infinity Cache (256 MB on both)">;
def : GCNParamSource<"CDNA4", "DRAMLatency", "assumption: MI300X's HBM latency (no CDNA4 measurement found)">;
def : GCNParamSource<"CDNA4", "LDSBytesPerCU", !strconcat("160 KiB on gfx950: ROCm gpu-arch specifications; ", BaseInfo, " getAddressableLocalMemorySize")>;
def : GCNParamSource<"CDNA4", "LDSBanks", "64 banks of 4 bytes on gfx950: bank = (byte address / 4) % 64, 64 banks x 4 B = 256 B per clock (ROCm/rocm-libraries pull request 10102, gfx950 attention kernel's LDS padding, measured with SQ_LDS_BANK_CONFLICT on MI355X); LDS read bandwidth doubled to 256 B/clk per CU (chipsandcheese CDNA4 article)">;
def : GCNParamSource<"CDNA4", "LDSGranule", "assumption: 1280 bytes (320 dwords), LDS_SIZE granule scaled with the 160 KiB LDS of gfx950">;

//===----------------------------------------------------------------------===//
// GFX10 (RDNA1, RDNA2)
//===----------------------------------------------------------------------===//
class RDNAProc<string name> : GCNProc<name> {
  let GL1KiB = 128;
  let L2KiB = 4096;
  let IsRDNA = 1;
  let SIMDsPerCU = 2;
  let CUsPerWGP = 2;
  let LanesPerSIMD = 32;
  let DefaultWaveSize = 32;
  let SupportsWave32 = 1;
  let MaxWavesPerSIMD = 20;
  let MaxWorkgroupsPerCU = 16;
  let VGPRsPerLaneWave64 = 512;
  let VGPRsPerLaneWave32 = 1024;
  let VGPRGranuleWave64 = 4;
  let VGPRGranuleWave32 = 8;
  let AddressableSGPRs = 106;
  let SGPRsLimitOccupancy = 0;
  let LDSBytesPerWGP = 131072;
  let LgkmCntMax = 63;
  let VsCntMax = 63;
  let WaitcntForm = "WAITCNT_GFX10";
  let CounterModel = "GFX10";
  let IssuePerSIMD = 1;
  let HasTransUnit = 1;
  let VALUCyclesWave64 = 2;
  let VALUCyclesWave32 = 1;
  let VALULatency = 5;
  let TransLatency = 10;
  let SALULatency = 2;
  let PackedRateMul = 2;
  let LDSBytesPerClk = 128;
  let LDSStoreAddrBytes = 0;
  let LDSConflictLatency = 0;
  let VGPRBanks = 4;
  let VMEMLatency = 73;
  let VMEMStoreLatency = 73;
  let HasHBM = 0;
  let NumCUs = 40;
  let ClockMHz = 1905;
  let L1LineBytes = 128;
  let GL1Latency = 109;
  let GL1BytesPerClk = 512;
  let GL1CUs = 10;
  let L2Latency = 208;
  let L2BytesPerClk = 2048;
  let L2CUs = 40;
  let L2LineBytes = 128;
  let DRAMLatency = 675;
  let DRAMLatencyNs = 300;
  let DRAMGBps = 448;
  let DRAMPct = 82;
  let SL1CUs = 2;
}
def : GCNParamSource<"RDNA", "LDSStoreAddrBytes", "assumption: 0 (stores move their data only): no published RDNA figure for the LDS input port (the GCN/CDNA rule, address and data sharing a 64 B/clk port, is rocprofiler-compute's for CDNA); the RDNA2/RDNA3 ISA guides ('Local data share') give each SIMD32 pair 32 banks that can execute 32 reads or writes of 32 bits concurrently, one bank read and one write per clock, i.e. a wave32 b32 store in one clock, and name no shared address cycle">;
def : GCNParamSource<"RDNA", "LDSConflictLatency", "0 (no floor): no published RDNA LDS conflict latency; a conflicted access costs its bank cycles only">;
def : GCNParamSource<"RDNA", "HasHBM", "GDDR6 on the Radeon parts: ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA", "NumCUs", "40 CUs (RX 5700 XT): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA", "ClockMHz", "assumption: 1905 MHz (RX 5700 XT boost clock, AMD product page)">;
def : GCNParamSource<"RDNA", "L1LineBytes", "128 B L0 lines: AMD RDNA architecture whitepaper">;
def : GCNParamSource<"RDNA", "GL1Latency", "109 cycles graphics L1 hit (RX 6900 XT, 106-112 cycles = 41-44 ns at 2.57 GHz): gpu-benches gpu-latency">;
def : GCNParamSource<"RDNA", "GL1BytesPerClk", "assumption: 4 x 128 B/clk per shader array (RDNA whitepaper: the graphics L1 serves 4 requests per clock); not the bottleneck in gpu-benches' L0/L1 runs (59-68 B/clk/CU)">;
def : GCNParamSource<"RDNA", "GL1CUs", "10 CUs (5 WGPs) per shader array: AMD RDNA architecture whitepaper">;
def : GCNParamSource<"RDNA", "L2Latency", "208 cycles L2 hit (RX 6900 XT, 200-216 cycles = 77-84 ns): gpu-benches gpu-latency">;
def : GCNParamSource<"RDNA", "L2BytesPerClk", "assumption: 16 channels x 128 B/clk = 2 KiB/clk (gpu-benches measured 4.3-4.7 TB/s on RX 6900 XT, 1.7-1.8 KiB/clk at 2.57 GHz)">;
def : GCNParamSource<"RDNA", "L2CUs", "one L2 for the chip (NumCUs): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA", "L1KiB", "16 KB L0 per CU (RDNA1/2): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA", "GL1KiB", "128 KB graphics L1 per shader array (RDNA1/2): ROCm gpu-arch specifications; AMD RDNA architecture whitepaper">;
def : GCNParamSource<"RDNA", "L2KiB", "4 MB L2 (RX 5700 XT, RX 6900 XT): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA", "L2LineBytes", "128 B: AMD RDNA architecture whitepaper">;
def : GCNParamSource<"RDNA", "DRAMLatencyNs", "assumption: 300 ns GDDR6 load-to-use, held in ns (the fabric and memory clocks do not follow the shader clock) and converted at ClockMHz: 572 cycles at RX 5700 XT's 1.905 GHz, 675 at RX 6900 XT's 2.25, 750 at RX 7900 XTX's 2.5; gpu-benches' RX 6900 XT figure (> 2000 cycles) is inflated by a memory clock left in a low power state during the pointer chase (memory-hierarchy.md)">;
def : GCNParamSource<"RDNA", "DRAMLatency", "assumption: 675 cycles = 300 ns x 2.25 GHz (DRAMLatencyNs holds the 300 ns); gpu-benches measures > 2000 cycles on RX 6900 XT because the memory clock stays in a low power state during the pointer chase (memory-hierarchy.md), so no usable figure">;
def : GCNParamSource<"RDNA", "DRAMPct", "assumption: 82 %, the fitted RX 6900 XT (GDDR6) stream efficiency carried to RDNA chips without a published stream measurement">;
def : GCNParamSource<"RDNA", "DRAMGBps", "448 GB/s GDDR6 (RX 5700 XT): AMD product page">;
def : GCNParamSource<"RDNA", "SL1CUs", "assumption: one scalar cache per WGP (2 CUs): AMD RDNA architecture whitepaper">;
def : GCNParamSource<"RDNA", "SIMDsPerCU", !strconcat("2 x SIMD32 per CU, 4 per WGP: ", RDNAWP)>;
def : GCNParamSource<"RDNA", "CUsPerWGP", !strconcat("2 CUs per WGP: ", RDNAWP)>;
def : GCNParamSource<"RDNA", "LanesPerSIMD", !strconcat("SIMD32: ", RDNAWP)>;
def : GCNParamSource<"RDNA", "DefaultWaveSize", !strconcat("wave32 default on gfx10+: ", AMDGPUTd)>;
def : GCNParamSource<"RDNA", "MaxWavesPerSIMD", !strconcat("20 on gfx10.1: ", BaseInfo, " getMaxWavesPerEU")>;
def : GCNParamSource<"RDNA", "MaxWorkgroupsPerCU", !strconcat("16 per CU (32 per WGP): ", BaseInfo, " getMaxWorkGroupsPerCU")>;
def : GCNParamSource<"RDNA", "VGPRsPerLaneWave64", !strconcat("512 for wave64 (1024 wave32): ", BaseInfo, " getTotalNumVGPRs")>;
def : GCNParamSource<"RDNA", "VGPRGranuleWave64", !strconcat("4 (wave64) / 8 (wave32) on gfx10.1: ", BaseInfo, " getVGPRAllocGranule")>;
def : GCNParamSource<"RDNA", "AddressableSGPRs", !strconcat("106 on gfx10+: ", BaseInfo, " getAddressableNumSGPRs")>;
def : GCNParamSource<"RDNA", "SGPRsLimitOccupancy", !strconcat("SGPRs do not limit occupancy on gfx10+: ", BaseInfo)>;
def : GCNParamSource<"RDNA", "LgkmCntMax", !strconcat("6 bits on gfx10+: ", LLVMMC)>;
def : GCNParamSource<"RDNA", "IssuePerSIMD", !strconcat("each SIMD32 has its own scheduler and issues every cycle: ", RDNAWP)>;
def : GCNParamSource<"RDNA", "VALUCyclesWave64", !strconcat("wave32 single cycle issue, wave64 two passes: ", RDNAWP)>;
def : GCNParamSource<"RDNA", "VALULatency", !strconcat("dependent VALU latency 5: ", SISched, " GFX10 model (model, not a measurement)")>;
def : GCNParamSource<"RDNA", "TransLatency", !strconcat("10: ", SISched, " GFX10/11 model")>;
def : GCNParamSource<"RDNA", "SALULatency", !strconcat("2: ", SISched, " GFX10/11 model")>;
def : GCNParamSource<"RDNA", "PackedRateMul", !strconcat("v_pk_* 2 results per lane: ", RDNAWP)>;
def : GCNParamSource<"RDNA", "LDSBytesPerClk", !strconcat("assumption: 128 B/clk per CU (32 banks x 4 B per CU half of the WGP LDS): ", RDNAWP)>;
def : GCNParamSource<"RDNA", "VMEMLatency", "L0 hit load-to-use 73 cycles on RX 6900 XT: public gpu-benches">;
def : GCNParamSource<"RDNA", "FP64RateDiv", "1/16 of single-issue FP32 on RDNA: rocprofiler-compute RDNA docs (RDNA3.5 FP64 = 1/32 of FP32 counted with VOPD dual issue)">;
def : GCNParamSource<"ALL", "VGPRBanks", "0: no VGPR bank model before RDNA (LLVM's GCNRegBankReassign pass: registers organized in banks on GFX10)">;
def : GCNParamSource<"RDNA", "VGPRBanks", "4 VGPR banks, v0, v4, v8... in bank 0: 'the shader can read one dword from each of these banks once per cycle; if an instruction has to read more register operands from the same bank an additional cycle is needed' (LLVM GCNRegBankReassign.cpp, GFX10; V_FMA_F32 v111 = v0 + v4 * v8 needs 3 cycles); RDNA3 ISA guide (quoted in seb-v, 'Optimizing Matrix Multiplication on RDNA3', 2025): 4 VGPR banks indexed by SRC[1:0], each with a cache; seb-v measured 2-3 cycles per v_dual_fmac_f32 with the compiler's registers and 1 with bank-spread ones on RX 7900 XTX (one wave); the operand cache holding the previous VALU instruction's sources is an assumption">;
def : GCNParamSource<"RDNA", "VMEMStoreLatency", "assumption: like an L0 hit load (73 cycles)">;

class RDNA1Proc<string name> : RDNAProc<name> {
  let Family = "RDNA1";
  let SourceChain = "RDNA1,RDNA,GCN,ALL";
  let Gen = 10;
}
def : RDNA1Proc<"gfx1010">;
def : RDNA1Proc<"gfx1011">;
def : RDNA1Proc<"gfx1012">;
def : RDNA1Proc<"gfx1013">;
def : RDNA1Proc<"gfx10-1-generic"> { let IsGeneric = 1; }

class RDNA2Proc<string name> : RDNA1Proc<name> {
  let MALLKiB = 131072;
  let Family = "RDNA2";
  let SourceChain = "RDNA2,RDNA1,RDNA,GCN,ALL";
  let MaxWavesPerSIMD = 16;
  let VGPRGranuleWave64 = 8;
  let VGPRGranuleWave32 = 16;
  let NumCUs = 80;
  let ClockMHz = 2250;
  let L2CUs = 80;
  let MALLLatency = 349;
  let MALLLatencyNs = 155;
  let MALLGBps = 1990;
  let DRAMGBps = 512;
  let DRAMPct = 82;
  let DRAMReadPct = 98;
  let DRAMWritePct = 97;
}
def : GCNParamSource<"RDNA2", "MaxWavesPerSIMD", !strconcat("16 on gfx10.3+: ", BaseInfo, " getMaxWavesPerEU")>;
def : GCNParamSource<"RDNA2", "VGPRGranuleWave64", !strconcat("8 (wave64) / 16 (wave32) on gfx10.3+: ", BaseInfo, " getVGPRAllocGranule")>;
def : RDNA2Proc<"gfx1030">;
def : GCNParamSource<"RDNA2", "NumCUs", "80 CUs (RX 6900 XT): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA2", "ClockMHz", "2250 MHz (RX 6900 XT boost clock): AMD product page; gpu-benches ran at ~2.57 GHz (latencies are kept in cycles)">;
def : GCNParamSource<"RDNA2", "L2CUs", "one 4 MB L2 for the 80 CUs: ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA2", "MALLLatencyNs", "155 ns Infinity Cache hit (RX 6900 XT: 390-407 cycles at the ~2.57 GHz gpu-benches ran at = 151-158 ns): gpu-benches gpu-latency; the fabric side does not scale with the shader clock, so it is held in ns (until this fix the model kept 399 cycles at its 2.25 GHz: +17 %)">;
def : GCNParamSource<"RDNA2", "MALLLatency", "349 cycles = 155 ns x 2.25 GHz (MALLLatencyNs)">;
def : GCNParamSource<"RDNA2", "MALLGBps", "1990 GB/s Infinity Cache (128 MB; gpu-benches measured 1.93-1.99 TB/s)">;
def : GCNParamSource<"RDNA2", "MALLKiB", "128 MB Infinity Cache (RX 6900 XT): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA2", "DRAMPct", "fitted: 82 % = triad 421 GB/s of 512 (RX 6900 XT, 1024 threads per block): gpu-benches gpu-stream (te42kyfo/gpu-benches, gpu-stream/RX6900XT.txt)">;
def : GCNParamSource<"RDNA2", "DRAMReadPct", "fitted: 98 % = read 502 GB/s of 512 (RX 6900 XT): gpu-benches gpu-stream (te42kyfo/gpu-benches, gpu-stream/RX6900XT.txt)">;
def : GCNParamSource<"RDNA2", "DRAMWritePct", "fitted: 97 % = init (write-only) 499 GB/s of 512 (RX 6900 XT): gpu-benches gpu-stream (te42kyfo/gpu-benches, gpu-stream/RX6900XT.txt)">;
def : GCNParamSource<"RDNA2", "DRAMGBps", "512 GB/s GDDR6 (RX 6900 XT): AMD product page; gpu-benches measured 450-504">;
def : RDNA2Proc<"gfx1031">;
def : RDNA2Proc<"gfx1032">;
def : RDNA2Proc<"gfx1033">;
def : RDNA2Proc<"gfx1034">;
def : RDNA2Proc<"gfx1035">;
def : RDNA2Proc<"gfx1036">;
def : RDNA2Proc<"gfx10-3-generic"> { let IsGeneric = 1; }

//===----------------------------------------------------------------------===//
// GFX11 (RDNA3, RDNA3.5)
//===----------------------------------------------------------------------===//
class RDNA3Proc<string name> : RDNA2Proc<name> {
  let L1KiB = 32;
  let GL1KiB = 256;
  let L2KiB = 6144;
  let MALLKiB = 98304;
  let Family = "RDNA3";
  let SourceChain = "RDNA3,RDNA2,RDNA1,RDNA,GCN,ALL";
  let MatrixFamily = "RDNA3";
  let Gen = 11;
  let WaitcntForm = "WAITCNT_GFX11";
  let HasVOPD = 1;
  let HasMatrixUnit = 1;
  let VALUCyclesWave64Dual = 1;
  let DRAMReadPct = 0;
  let DRAMWritePct = 0;
  let NumCUs = 96;
  let ClockMHz = 2500;
  let GL1CUs = 8;
  let L2CUs = 96;
  let MALLLatency = 376;
  let MALLLatencyNs = 150;
  let MALLGBps = 3500;
  let DRAMGBps = 960;
}
def : GCNParamSource<"RDNA3", "DRAMPct", "assumption: the RX 6900 XT's fitted 82 % (GDDR6) carried to RDNA3 and later (no published stream measurement used)">;
def : GCNParamSource<"RDNA3", "DRAMReadPct", "0 = DRAMPct (no read-only stream figure used for RDNA3 and later)">;
def : GCNParamSource<"RDNA3", "DRAMWritePct", "0 = DRAMPct (no write-only stream figure used for RDNA3 and later)">;
def : GCNParamSource<"RDNA3", "NumCUs", "96 CUs (RX 7900 XTX): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA3", "ClockMHz", "2500 MHz (RX 7900 XTX boost clock): AMD slide (screenhacker Navi 31 article)">;
def : GCNParamSource<"RDNA3", "GL1CUs", "8 CUs per shader array (96 CUs, 12 shader arrays): AMD RDNA3 slides">;
def : GCNParamSource<"RDNA3", "L2CUs", "one 6 MB L2 for the 96 CUs: ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA3", "MALLLatencyNs", "150 ns (150.3 ns vector Infinity Cache latency, RX 7900 XTX): chipsandcheese RDNA3 power-saving latency article; converted at ClockMHz">;
def : GCNParamSource<"RDNA3", "MALLLatency", "376 cycles = 150.3 ns x 2.5 GHz, vector Infinity Cache latency (RX 7900 XTX): chipsandcheese RDNA3 power-saving latency article (161-199 ns in a low power state)">;
def : GCNParamSource<"RDNA3", "MALLGBps", "assumption: 3.5 TB/s Infinity Cache (96 MB; AMD quotes up to 5.3 TB/s effective bandwidth with hits counted)">;
def : GCNParamSource<"RDNA3", "L1KiB", "32 KB L0 per CU (RX 7900 XTX; RDNA4 too): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA3", "GL1KiB", "256 KB graphics L1 per shader array (RX 7900 XTX): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA3", "L2KiB", "6 MB L2 (RX 7900 XTX): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA3", "MALLKiB", "96 MB Infinity Cache (RX 7900 XTX): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA3", "DRAMGBps", "960 GB/s GDDR6 (RX 7900 XTX): AMD slide (screenhacker Navi 31 article)">;
def : GCNParamSource<"RDNA3", "VALUCyclesWave64Dual", "1: wave64 FP32 FMA/ADD/MUL... (GCNSinglePassRule) run in one pass on the dual-issue ALUs: AMD ('Wave64 natively can access the new ALUs for 2x execution rates', statement to HardwareTimes on RDNA3 VOPD, 2023); rocprofiler-compute RDNA WGP page: 128 V_FMA_F32 per cycle per CU in wave64 mode (256 FLOP/clk/CU); the op set is an assumption (GCNInstrClasses.td)">;
// 1.5x register file: 1536 (wave32) / 768 (wave64), granules 24 / 12.
def : GCNParamSource<"RDNA3", "VGPRsPerLaneWave64", !strconcat("512 (1024 wave32), or 768 / 1536 on 1.5x parts (gfx1100, gfx1101, gfx1151, gfx12): ", BaseInfo, " getTotalNumVGPRs (FeatureGFX11FullVGPRs)")>;
def : GCNParamSource<"RDNA3", "VGPRGranuleWave64", !strconcat("8/16, or 12/24 on 1.5x parts: ", BaseInfo, " getVGPRAllocGranule")>;
def : RDNA3Proc<"gfx1100"> { let VGPRsPerLaneWave32 = 1536; let VGPRsPerLaneWave64 = 768;
                             let VGPRGranuleWave32 = 24; let VGPRGranuleWave64 = 12; }
def : RDNA3Proc<"gfx1101"> { let VGPRsPerLaneWave32 = 1536; let VGPRsPerLaneWave64 = 768;
                             let VGPRGranuleWave32 = 24; let VGPRGranuleWave64 = 12; }
def : RDNA3Proc<"gfx1102">;
def : RDNA3Proc<"gfx1103">;
def : RDNA3Proc<"gfx11-generic"> { let IsGeneric = 1; }

class RDNA35Proc<string name> : RDNA3Proc<name> {
  let Family = "RDNA3.5";
  let SourceChain = "RDNA3.5,RDNA3,RDNA2,RDNA1,RDNA,GCN,ALL";
}
def : RDNA35Proc<"gfx1150">;
def : RDNA35Proc<"gfx1151"> { let VGPRsPerLaneWave32 = 1536; let VGPRsPerLaneWave64 = 768;
                              let VGPRGranuleWave32 = 24; let VGPRGranuleWave64 = 12; }
def : RDNA35Proc<"gfx1152">;
def : RDNA35Proc<"gfx1153">;

//===----------------------------------------------------------------------===//
// GFX12 (RDNA4, gfx125x)
//===----------------------------------------------------------------------===//
class GFX12Proc<string name> : RDNA3Proc<name> {
  let GL1KiB = 0;
  let L2KiB = 8192;
  let MALLKiB = 65536;
  let Family = "RDNA4";
  let SourceChain = "RDNA4,RDNA3,RDNA2,RDNA1,RDNA,GCN,ALL";
  let MatrixFamily = "RDNA4";
  let Gen = 12;
  let CounterModel = "GFX12";
  let VmCntMax = 0;
  let LgkmCntMax = 0;
  let VsCntMax = 0;
  let LoadCntMax = 63;
  let StoreCntMax = 63;
  let SampleCntMax = 63;
  let BvhCntMax = 7;
  let KmCntMax = 31;
  let DsCntMax = 63;
  let VGPRsPerLaneWave32 = 1536;
  let VGPRsPerLaneWave64 = 768;
  let VGPRGranuleWave32 = 24;
  let VGPRGranuleWave64 = 12;
  let NumCUs = 56;
  let ClockMHz = 2520;
  let GL1Latency = 0;
  let L2CUs = 56;
  let MALLGBps = 2000;
  let DRAMGBps = 640;
}
def : GCNParamSource<"RDNA4", "NumCUs", "56 CUs (RX 9070): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA4", "ClockMHz", "2520 MHz (RX 9070 boost clock): AMD product page (unverified)">;
def : GCNParamSource<"RDNA4", "GL1Latency", "no graphics L1 on RDNA4 (ROCm gpu-arch specifications list it as N/A): 0 = absent">;
def : GCNParamSource<"RDNA4", "L2CUs", "one 8 MB L2 for the chip: ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA4", "MALLLatency", "assumption: RDNA3's Infinity Cache latency in cycles (no RDNA4 measurement found)">;
def : GCNParamSource<"RDNA4", "MALLGBps", "assumption: 2 TB/s for the 64 MB Infinity Cache (no published figure)">;
def : GCNParamSource<"RDNA4", "GL1KiB", "no graphics L1 on RDNA4 (ROCm gpu-arch specifications list it as N/A)">;
def : GCNParamSource<"RDNA4", "L2KiB", "8 MB L2 (RX 9070): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA4", "MALLKiB", "64 MB Infinity Cache (RX 9070): ROCm gpu-arch specifications">;
def : GCNParamSource<"RDNA4", "DRAMGBps", "640 GB/s GDDR6 (RX 9070): AMD product page (unverified)">;
def : GCNParamSource<"RDNA4", "VmCntMax", !strconcat("gfx12 replaces vmcnt/lgkmcnt/vscnt by loadcnt, storecnt, samplecnt, bvhcnt, kmcnt, dscnt: ", BaseInfo)>;
def : GCNParamSource<"RDNA4", "LgkmCntMax", !strconcat("absent on gfx12: ", BaseInfo)>;
def : GCNParamSource<"RDNA4", "VGPRsPerLaneWave64", !strconcat("768 (1536 wave32): ", BaseInfo, " getTotalNumVGPRs (FeatureGFX11FullVGPRs on gfx12)")>;
def : GCNParamSource<"RDNA4", "VGPRGranuleWave64", !strconcat("12 / 24: ", BaseInfo, " getVGPRAllocGranule")>;
def : GFX12Proc<"gfx1200">;
def : GFX12Proc<"gfx1201">;
def : GFX12Proc<"gfx12-generic"> { let IsGeneric = 1; }

class GFX125Proc<string name> : GFX12Proc<name> {
  let Family = "GFX1250";
  let SourceChain = "GFX1250,RDNA4,RDNA3,RDNA2,RDNA1,RDNA,GCN,ALL";
  let MatrixFamily = "GFX1250";
  let SupportsWave64 = 0;
  let VGPRsPerLaneWave64 = 0;
  let VGPRGranuleWave64 = 0;
  let VGPRsPerLaneWave32 = 1024;
  let VGPRGranuleWave32 = 16;
  let AddressableVGPRs = 1024;
  let SampleCntMax = 0;
  let BvhCntMax = 0;
  let ExpCntMax = 0;
  let LDSBytesPerWGP = 327680;
  let FP64RateDiv = 1;
}
def : GCNParamSource<"GFX1250", "SupportsWave64", !strconcat("gfx1250 is wave32 only: ", AMDGPUTd)>;
def : GCNParamSource<"GFX1250", "VGPRsPerLaneWave32", "assumption: 1024 VGPRs per lane (gfx1250 addresses 1024 VGPRs via s_set_vgpr_msb), granule 16">;
def : GCNParamSource<"GFX1250", "AddressableVGPRs", !strconcat("assumption: 1024 (s_set_vgpr_msb banks): ", AMDGPUTd)>;
def : GCNParamSource<"GFX1250", "SampleCntMax", !strconcat("gfx1250 has no s_wait_samplecnt/bvhcnt/expcnt: ", LLVMMC)>;
def : GCNParamSource<"GFX1250", "ExpCntMax", !strconcat("gfx1250 has no s_wait_expcnt: ", LLVMMC)>;
def : GCNParamSource<"GFX1250", "LDSBytesPerWGP", !strconcat("assumption: 320 KiB per WGP (", BaseInfo, " getAddressableLocalMemorySize for gfx1250)")>;
def : GCNParamSource<"GFX1250", "FP64RateDiv", "assumption: full-rate FP64 for the gfx1250 compute part (not verified against a public rate)">;
def : GFX125Proc<"gfx1250">;
def : GFX125Proc<"gfx1251">;

// "generic" and "generic-hsa": LLVM's default processors (gfx600 ISA).
def : GFX6Proc<"generic"> { let IsGeneric = 1; }
def : GFX6Proc<"generic-hsa"> { let IsGeneric = 1; }
