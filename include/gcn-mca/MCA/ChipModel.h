//===- ChipModel.h - The whole kernel on the whole chip ---------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// From the simulated unit (a CU; on RDNA a WGP of two CUs) to the chip:
/// how the dispatcher spreads a launch's workgroups over the chip's units
/// (ChipLaunch), the work one wave execution of each static instruction does
/// (InstWork: bytes per memory level, floating-point operations), and the
/// chip's peaks those figures are held against (ChipPeaks). The summary
/// view turns them into the kernel time, the achieved bandwidth per level,
/// FLOP/s and the roofline line (docs/Model.md, "The chip").
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_CHIPMODEL_H
#define GCN_MCA_MCA_CHIPMODEL_H

#include "gcn-mca/MCA/HardwareUnits/MemoryHierarchy.h"
#include "gcn-mca/Target/GCNInstrClassifier.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace llvm {
namespace gcnmca {

/// What one wave execution of a static instruction does, all lanes active.
struct InstWork {
  /// Expected bytes that cross each memory level (MemAccessProfile::Bytes;
  /// index L1 = bytes looked up in the vector L1 / L0).
  float Bytes[NumMemLevels] = {};
  /// Of Bytes[DRAM], the bytes written (stores; half of an atomic's).
  float DRAMWriteBytes = 0;
  /// Bytes the LDS moves (lanes x dwords x 4).
  uint32_t LDSBytes = 0;
  /// Floating-point (and matrix integer) operations: an FMA counts 2.
  uint32_t Flops = 0;
  /// The unit that runs it and its busy cycles per wave (for the peak of
  /// the kernel's own instructions).
  GCNExecUnit Unit = GCNExecUnit::None;
  uint32_t Busy = 1;
};

/// Operations per lane of the VALU opcode \p Name (LLVM's MCInstrInfo
/// name, e.g. V_FMA_F32_e64_vi, V_PK_FMA_F32, V_DUAL_FMAC_F32_e32_X_MUL_F32):
/// FMA / MAD / MAC / DOT2 of floats 2 (a packed or dot2 op 4), add, sub, mul,
/// min, max of floats 1; a VOPD pair the sum of its halves; 0 for integer
/// and data movement. Not for matrix opcodes.
unsigned getVALUFlopsPerLane(StringRef Name);

/// Operations of one wave's matrix instruction \p Name (V_MFMA_*, V_SMFMAC_*,
/// V_WMMA_*, V_SWMMAC_*): 2 x M x N x K x blocks, where M x N x K comes from
/// the name and the block count from the published shape list (4x4 shapes
/// hold 16 blocks, f64 4x4x4 4; the "x1f32" / "x2bf16" / "x4f16" / "x4i8" /
/// "x4bf16_1k" 32x32 and 16x16 shapes 2 and 4). WMMA / SWMMAC: one tile
/// per wave (either wave size); sparse shapes count their dense operations.
/// 0 if the name has no shape.
uint64_t getMatrixFlops(StringRef Name);

/// The work of instruction \p Name with cost \p C and memory profile \p MP
/// (null for non-VMEM) for waves of \p WaveSize lanes.
InstWork computeInstWork(StringRef Name, const GCNInstrCost &C,
                         const MemAccessProfile *MP, unsigned WaveSize,
                         unsigned Busy);

/// How the dispatcher spreads a launch over the chip's units.
///
/// Assumption (docs/Model.md): workgroups go to the units in order, round
/// robin (workgroup i to unit i mod Units), as the workgroup dispatcher
/// walks shader engines and CUs; the exact order is not published. The
/// busiest unit then receives ceil(Grid / Units) workgroups and decides the
/// kernel time; it runs them in rounds of Resident workgroups.
struct ChipLaunch {
  uint64_t GridWorkgroups = 0;
  unsigned ChipUnits = 1;   ///< CUs (RDNA: WGPs) of the chip
  unsigned ActiveUnits = 1; ///< units that receive at least one workgroup
  uint64_t MaxPerUnit = 0;  ///< workgroups of the busiest unit
  uint64_t MinPerUnit = 0;  ///< workgroups of the least busy unit
  unsigned Resident = 1;    ///< workgroups a unit holds at once
  uint64_t Rounds = 0;      ///< ceil(MaxPerUnit / Resident)
  uint64_t TailWorkgroups = 0; ///< workgroups of the busiest unit's last round

  static ChipLaunch compute(uint64_t GridWorkgroups, unsigned ChipUnits,
                            unsigned Resident);
};

/// The chip's peaks, from the processor model.
struct ChipPeaks {
  /// Bytes per second each level can move for the whole chip (0 = not
  /// known / absent): L1 = VMEMDwordsPerClk x 4 per CU; GL1, L2 = bytes per
  /// clock per instance x instances; MALL, DRAM = the GB/s figures (DRAM:
  /// the spec peak DRAMGBps).
  double LevelBytesPerSec[NumMemLevels] = {};
  /// DRAM bandwidth published streams reach (DRAMGBps x the efficiency
  /// that applies to the kernel's traffic).
  double DRAMAchievableBytesPerSec = 0;
  double LDSBytesPerSec = 0; ///< LDSBytesPerClk per port x ports x CUs

  static ChipPeaks compute(const GCNProcessorModel &M, double ClockMHz,
                           unsigned DRAMEfficiencyPct);
};

/// The input element type of a matrix instruction, for the clock under
/// matrix load: F16, BF16, 8-bit floats (FP8 / BF8 / F8F6F4), or Other
/// (f32, xf32, f64, integers; not a matrix opcode).
enum class MatrixElemType { Other, F16, BF16, F8 };
constexpr unsigned NumMatrixElemTypes = 4;

/// The input element type of the matrix opcode \p Name (V_MFMA_*,
/// V_SMFMAC_*, V_WMMA_*, V_SWMMAC_*), from its name.
MatrixElemType getMatrixElemType(StringRef Name);

/// The engine clock a kernel runs at (docs/Model.md, "The clock under matrix
/// load"): when the chip has a MatrixClockMHz (non-zero) and the kernel is
/// a matrix kernel, i.e. one wave's stream does more matrix (MFMA / WMMA)
/// operations, \p MatrixFlops, than other floating-point operations,
/// \p OtherFlops: the clock of the element type \p Type most of its matrix
/// operations have (MatrixClockF16MHz, MatrixClockF8MHz where non-zero,
/// else MatrixClockMHz, the BF16 figure); else ClockMHz.
unsigned getKernelClockMHz(const GCNProcessorModel &M, double MatrixFlops,
                           double OtherFlops,
                           MatrixElemType Type = MatrixElemType::BF16);

/// The DRAM efficiency (percent of DRAMGBps) for a kernel whose DRAM
/// traffic has \p ReadBytes and \p WriteBytes: DRAMReadPct when it only
/// reads, DRAMWritePct when it only writes, DRAMPct when it does both (a
/// parameter of 0 falls back to DRAMPct; DRAMPct 0 = 100). A direction with
/// under 1 % of the bytes (a reduction's partial sums) does not count.
unsigned getDRAMEfficiencyPct(const GCNProcessorModel &M, double ReadBytes,
                              double WriteBytes);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_CHIPMODEL_H
