//===- RegisterReport.cpp - The register view of one region ---------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Builds the RegisterView of a region (docs/Registers.md).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/RegisterReport.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Input/AsmInput.h"

using namespace llvm;
using namespace llvm::gcnmca;

std::unique_ptr<RegisterView> llvm::gcnmca::makeRegisterView(
    StringRef Name, const KernelDescriptorInfo *KD, ArrayRef<MCInst> Insts,
    const RegionControlFlow *RCF, const AsmInput &In,
    const MCSubtargetInfo &STI, MCInstPrinter &IP, const MCInstrInfo &MCII,
    const MCRegisterInfo &MRI, const GCNProcessorModel &Model,
    unsigned WaveSize) {
  RegisterLiveness Live = RegisterLiveness::compute(
      Insts, RCF ? &RCF->getCFG() : nullptr, MCII, MRI);
  std::optional<DescriptorRegisters> Desc;
  if (KD) {
    DescriptorRegisters D;
    D.ArchVGPRs = KD->ArchVGPRs;
    D.AGPRs = KD->AGPRs;
    D.NextFreeVGPR = KD->NextFreeVGPR;
    D.AccumOffset = KD->AccumOffset;
    D.NextFreeSGPR = KD->NextFreeSGPR;
    Desc = D;
  }
  std::vector<const AsmSourceLoc *> Locs;
  if (In.hasSourceLocs())
    for (const MCInst &MI : Insts)
      Locs.push_back(In.sourceLoc(MI));
  return std::make_unique<RegisterView>(Name, STI, IP, Insts, std::move(Live),
                                        Model, WaveSize, Desc,
                                        std::move(Locs));
}
