//===- VGPRBanks.cpp - VGPR bank reads of VALU instructions ---------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The cycles a VALU instruction needs to read its VGPR sources through the
/// banks (VGPRBanks.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/VGPRBanks.h"
#include "gcn-mca/Analysis/RegisterLiveness.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"

using namespace llvm;
using namespace llvm::gcnmca;

void VGPRBanks::sourceVGPRs(const MCInst &MI, const MCInstrInfo &MCII,
                            const MCRegisterInfo &MRI,
                            SmallVectorImpl<uint16_t> &Out) {
  Out.clear();
  unsigned NumDefs = MCII.get(MI.getOpcode()).getNumDefs();
  SmallVector<uint16_t, 4> Slots;
  for (unsigned I = NumDefs, E = MI.getNumOperands(); I < E; ++I) {
    const MCOperand &Op = MI.getOperand(I);
    if (!Op.isReg())
      continue;
    Slots.clear();
    bool Half = false;
    RegisterLiveness::slotsOf(Op.getReg(), MRI, Slots, Half);
    for (uint16_t S : Slots)
      if (RegisterLiveness::fileOf(S) == RegFile::VGPR && !is_contained(Out, S))
        Out.push_back(S);
  }
}

unsigned VGPRBanks::readCycles(ArrayRef<uint16_t> Reads,
                               ArrayRef<uint16_t> Cached) const {
  if (!Banks)
    return 1;
  SmallVector<uint16_t, 8> Seen;
  SmallVector<unsigned, 8> PerBank(Banks, 0);
  unsigned Most = 1;
  for (uint16_t R : Reads) {
    if (is_contained(Cached, R) || is_contained(Seen, R))
      continue;
    Seen.push_back(R);
    Most = std::max(Most, ++PerBank[R % Banks]);
  }
  return Most;
}

unsigned VGPRBanks::next(const MCInst &MI, const MCInstrInfo &MCII,
                         const MCRegisterInfo &MRI) {
  if (!Banks)
    return 1;
  SmallVector<uint16_t, 8> Reads;
  sourceVGPRs(MI, MCII, MRI, Reads);
  unsigned Cycles = readCycles(Reads, Previous);
  Previous = std::move(Reads);
  return Cycles;
}
