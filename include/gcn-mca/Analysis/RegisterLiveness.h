//===- RegisterLiveness.h - Live registers before each instruction -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// RegisterLiveness: which VGPRs, AGPRs and SGPRs hold a value that is still
/// to be read before each instruction of a region, from a backward liveness
/// analysis over the region's control-flow graph (ControlFlowGraph) with the
/// registers the MCInst operands name. The rules (docs/Registers.md):
///   - an operand before MCInstrDesc::getNumDefs() is a definition, every
///     other register operand a use; register tuples (v[0:3], s[4:5]) count
///     each 32-bit register; the 16-bit halves (v1.l, v1.h) count their
///     32-bit register and a write to a half does not end its live range;
///   - a definition ends the live range of its registers whatever the exec
///     mask (as LLVM's register allocator assumes; structurized control flow
///     makes the graph carry the value around the masked arm instead);
///   - only registers allocated per wave from the kernel's VGPR, AGPR and
///     SGPR budgets are counted: EXEC, VCC, SCC, M0, FLAT_SCRATCH,
///     XNACK_MASK, TTMPs and the other special registers are not (VCC,
///     FLAT_SCRATCH and XNACK_MASK are appended by the hardware outside
///     `.amdhsa_next_free_sgpr`), so the counts compare with the descriptor;
///   - a register read before any write is live from the region's entry (a
///     kernel argument or work-item id the hardware preloads).
/// A region whose graph cannot be followed (indirect jumps) is analysed as
/// straight-line code; isApproximate() then says so.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_REGISTERLIVENESS_H
#define GCN_MCA_ANALYSIS_REGISTERLIVENESS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class MCInst;
class MCInstrInfo;
class MCRegisterInfo;
namespace gcnmca {

class ControlFlowGraph;

/// The register files liveness counts.
enum class RegFile : uint8_t { VGPR, AGPR, SGPR };

/// Live registers of each file at one point.
struct LiveCounts {
  unsigned VGPRs = 0, AGPRs = 0, SGPRs = 0;
  unsigned get(RegFile F) const {
    return F == RegFile::VGPR ? VGPRs : F == RegFile::AGPR ? AGPRs : SGPRs;
  }
};

class RegisterLiveness {
public:
  /// Register slots: VGPR n is slot n, AGPR n is MaxVGPRs + n, SGPR n is
  /// MaxVGPRs + MaxAGPRs + n.
  static constexpr unsigned MaxVGPRs = 256, MaxAGPRs = 256, MaxSGPRs = 128;
  static constexpr unsigned NumSlots = MaxVGPRs + MaxAGPRs + MaxSGPRs;

  /// Analyses \p Insts. \p CFG is the region's graph (its instruction
  /// indices are those of \p Insts); null or not followable: straight-line.
  static RegisterLiveness compute(ArrayRef<MCInst> Insts,
                                  const ControlFlowGraph *CFG,
                                  const MCInstrInfo &MCII,
                                  const MCRegisterInfo &MRI);

  unsigned size() const { return Counts.size(); }
  /// Live registers before instruction \p I.
  const LiveCounts &liveBefore(unsigned I) const { return Counts[I]; }
  ArrayRef<LiveCounts> counts() const { return Counts; }
  /// The set of slots live before instruction \p I.
  const BitVector &liveSetBefore(unsigned I) const { return Sets[I]; }

  /// The largest count of \p F before any instruction, and the first
  /// instruction (in region order) where it occurs (-1: no instruction).
  unsigned peak(RegFile F) const { return Peak[unsigned(F)]; }
  int peakIndex(RegFile F) const { return PeakAt[unsigned(F)]; }
  /// The largest VGPRs + AGPRs count and where (the unified file of gfx90a+).
  unsigned peakVector() const { return PeakVec; }
  int peakVectorIndex() const { return PeakVecAt; }
  /// The highest register of \p F any operand names, plus one (0: none):
  /// what `.amdhsa_next_free_vgpr` / `_sgpr` (and the AGPR count) cover.
  unsigned nextFree(RegFile F) const { return NextFree[unsigned(F)]; }
  /// True when the graph could not be followed (straight-line analysis).
  bool isApproximate() const { return Approximate; }

  /// The registers of \p F in \p Set as ranges in assembly syntax:
  /// "v[0:3], v7" (empty string: none).
  static std::string formatRanges(const BitVector &Set, RegFile F);
  /// The file and number of slot \p Slot.
  static RegFile fileOf(unsigned Slot);

  /// Slots of the 32-bit registers \p Reg covers (empty: not counted), and
  /// whether \p Reg is a 16-bit half.
  static void slotsOf(unsigned Reg, const MCRegisterInfo &MRI,
                      SmallVectorImpl<uint16_t> &Out, bool &Half);

private:
  std::vector<LiveCounts> Counts;
  std::vector<BitVector> Sets;
  unsigned Peak[3] = {0, 0, 0};
  int PeakAt[3] = {-1, -1, -1};
  unsigned NextFree[3] = {0, 0, 0};
  unsigned PeakVec = 0;
  int PeakVecAt = -1;
  bool Approximate = false;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_REGISTERLIVENESS_H
