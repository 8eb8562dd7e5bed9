//===- VGPRBanks.h - VGPR bank reads of VALU instructions -------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The VGPR banks of RDNA (docs/Model.md, "VGPR bank conflicts"): register
/// n sits in bank n % Banks and a bank delivers one register per cycle, so
/// a VALU instruction (a VOPD pair counts as one) whose distinct VGPR
/// sources - the accumulator of a mac form included - put k registers in
/// one bank takes k cycles to read them. A register the wave's previous
/// VALU instruction read is still in its bank's operand cache and costs no
/// read. WaveProgram walks a region's instructions in order through one
/// VGPRBanks and makes an instruction's VALU busy cycles at least its read
/// cycles times its passes.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_VGPRBANKS_H
#define GCN_MCA_MCA_HARDWAREUNITS_VGPRBANKS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>

namespace llvm {
class MCInst;
class MCInstrInfo;
class MCRegisterInfo;

namespace gcnmca {

class VGPRBanks {
public:
  /// \p Banks VGPR banks (0: no bank model, every read costs one cycle).
  explicit VGPRBanks(unsigned Banks) : Banks(Banks) {}

  /// The distinct VGPRs (numbers, 32-bit registers; a 16-bit half counts
  /// as its register) \p MI reads: its register operands after the defs,
  /// which include a mac form's tied accumulator.
  static void sourceVGPRs(const MCInst &MI, const MCInstrInfo &MCII,
                          const MCRegisterInfo &MRI,
                          SmallVectorImpl<uint16_t> &Out);

  /// Cycles to read \p Reads through the banks when the registers in
  /// \p Cached cost nothing: the most registers of \p Reads (distinct, not
  /// in \p Cached) in one bank, at least 1.
  unsigned readCycles(ArrayRef<uint16_t> Reads,
                      ArrayRef<uint16_t> Cached) const;

  /// The read cycles of the next VALU instruction \p MI of the wave's
  /// stream, the previous one's sources in the operand cache; \p MI's
  /// sources then replace them. 1 without a bank model.
  unsigned next(const MCInst &MI, const MCInstrInfo &MCII,
                const MCRegisterInfo &MRI);

private:
  unsigned Banks;
  SmallVector<uint16_t, 8> Previous;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_VGPRBANKS_H
