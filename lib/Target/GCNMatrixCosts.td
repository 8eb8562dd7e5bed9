//===- GCNMatrixCosts.td - MFMA / WMMA passes per chip ------*- tablegen -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
// Passes (1 pass = CyclesPerPass = 4 cycles) of every matrix instruction per
// matrix family (GCNProc.MatrixFamily). First rule whose Family glob and
// opcode Pattern both match wins.
//
// Source (MIC): AMD Matrix Instruction Calculator, as summarized in
// hardware-numbers.md:
//   CDNA1/CDNA2: every 32x32 shape 64 cycles (16 passes), 16x16 32 cycles
//     (8 passes), 4x4 8 cycles (2 passes); f64 16x16x4 32 cycles, 4x4x4 16.
//   CDNA3: the "K-doubled" f16/bf16/i8/xf32/fp8 shapes run at twice the
//     rate: v_mfma_f32_32x32x8f16 32 cycles (8 passes), 16x16x16f16 16
//     cycles (4 passes); f32 and the multi-block shapes keep CDNA2 cycles.
//   Check: CDNA2 f16 32x32x8 = 16384 FLOP / 64 cycles x 4 SIMDs = 1024
//     FLOP/clk/CU (published MI200 FP16 matrix rate); CDNA3 doubles it.
//===----------------------------------------------------------------------===//

class M<string fam, string pat, int passes> {
  string Family = fam;
  string Pattern = pat;
  int Passes = passes;
}

defvar MatrixRules = [
  // --- f64 DGEMM on CDNA4: v_mfma_f64_16x16x4_f64 16 passes (64 cycles):
  // LLVM 22 SISchedule.td gfx950 model (llvm-mca -mcpu=gfx950 RThroughput
  // 16 vs 8 on gfx942) = 2048 FLOP x 4 SIMDs / 64 = 128 FLOP/clk/CU, i.e.
  // consistent with AMD's spec sheets: MI355X FP64 matrix 78.6 TFLOPS =
  // 256 CUs x 2.4 GHz x 128, MI300X 163.4 = 304 x 2.1 GHz x 256.
  // 4x4x4f64 keeps 4 passes (LLVM gfx950 RThroughput 4).
  M<"CDNA4", "V_MFMA_F64_16X16X4F64*", 16>,
  // --- f64 DGEMM (CDNA2+). MIC: 16x16x4f64 32 cycles, 4x4x4f64 16 cycles.
  M<"CDNA*", "V_MFMA_F64_16X16X4F64*", 8>,
  M<"CDNA*", "V_MFMA_F64_4X4X4F64*", 4>,

  // --- CDNA4 (gfx950) new shapes.
  // assumption: MI355X doubles the per-CU f16/bf16/i8 matrix rate of
  // MI300X (2.5 vs 1.3 PFLOP dense at 256 vs 304 CUs and similar clocks),
  // so 32x32x16 f16 (32768 FLOP) = 32 cycles = 8 passes, 16x16x32 = 4.
  M<"CDNA4", "V_MFMA_{F32,I32}_32X32X16_{F16,BF16}*", 8>,
  M<"CDNA4", "V_MFMA_{F32,I32}_16X16X32_{F16,BF16}*", 4>,
  M<"CDNA4", "V_MFMA_I32_32X32X32_I8*", 8>,
  M<"CDNA4", "V_MFMA_I32_16X16X64_I8*", 4>,
  // assumption: f8f6f4 (scaled) 32x32x64 with an fp8 operand 16 passes,
  // fp6/fp4 operands only 8 passes (MI355X FP6/FP4 rate = 2x FP8 rate).
  M<"CDNA4", "V_MFMA*_32X32X64_F8F6F4_{f8_*,*_f8}*", 16>,
  M<"CDNA4", "V_MFMA*_32X32X64_F8F6F4*", 8>,
  M<"CDNA4", "V_MFMA*_16X16X128_F8F6F4_{f8_*,*_f8}*", 8>,
  M<"CDNA4", "V_MFMA*_16X16X128_F8F6F4*", 4>,
  // assumption: gfx950 sparse shapes follow the dense K-doubled rate.
  M<"CDNA4", "V_SMFMAC_*_32X32X*", 8>,
  M<"CDNA4", "V_SMFMAC_*_16X16X*", 4>,

  // --- CDNA3/CDNA4 K-doubled shapes (MIC): 32x32 8 passes, 16x16 4 passes.
  M<"CDNA{3,4}", "V_MFMA_F32_32X32X8{F16,BF16_1K}*", 8>,
  M<"CDNA{3,4}", "V_MFMA_F32_16X16X16{F16,BF16_1K}*", 4>,
  M<"CDNA{3,4}", "V_MFMA_F32_32X32X4XF32*", 8>,
  M<"CDNA{3,4}", "V_MFMA_F32_16X16X8XF32*", 4>,
  M<"CDNA{3,4}", "V_MFMA_I32_32X32X16I8*", 8>,
  M<"CDNA{3,4}", "V_MFMA_I32_16X16X32I8*", 4>,
  M<"CDNA{3,4}", "V_MFMA_F32_32X32X16_{FP8,BF8}_*", 8>,
  M<"CDNA{3,4}", "V_MFMA_F32_16X16X32_{FP8,BF8}_*", 4>,
  M<"CDNA{3,4}", "V_SMFMAC_*_32X32X*", 8>,
  M<"CDNA{3,4}", "V_SMFMAC_*_16X16X*", 4>,

  // --- every other CDNA shape (MIC): 32x32 16 passes, 16x16 8, 4x4 2.
  M<"CDNA*", "V_{MFMA,SMFMAC}_*_32X32X*", 16>,
  M<"CDNA*", "V_{MFMA,SMFMAC}_*_16X16X*", 8>,
  M<"CDNA*", "V_{MFMA,SMFMAC}_*_4X4X*", 2>,

  // --- RDNA3 WMMA (wave32): v_wmma_f32_16x16x16_f16 32 cycles = 8 passes
  // (hardware-numbers.md). assumption: every RDNA3 WMMA shape (all are
  // 16x16x16) has the same cost, iu4 included.
  M<"RDNA3", "V_WMMA_*", 8>,
  // --- RDNA4 WMMA: f32_16x16x16_f16 16 cycles = 4 passes
  // (hardware-numbers.md). assumption: all RDNA4 WMMA/SWMMAC shapes 4 passes.
  M<"RDNA4", "V_{WMMA,SWMMAC}_*", 4>,
  // --- gfx1250: assumption: 16x16x32 f16-class WMMA 8 passes (twice the K
  // of RDNA4 at the RDNA4 rate); every other shape likewise.
  M<"GFX1250", "V_{WMMA,SWMMAC}_*", 8>,

  // --- fallback: a matrix op on a family without a rule (e.g. a generic
  // target). assumption: 8 passes.
  M<"*", "*", 8>,
];

class GCNMatrixRule<int order, M m> {
  bits<16> Order = order;
  string Family = m.Family;
  string Pattern = m.Pattern;
  bits<8> Passes = m.Passes;
}
foreach I = !range(MatrixRules) in
  def : GCNMatrixRule<I, MatrixRules[I]>;
