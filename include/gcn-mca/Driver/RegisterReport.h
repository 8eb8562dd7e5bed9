//===- RegisterReport.h - The register view of one region -------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// makeRegisterView(): runs RegisterLiveness over a region's instructions
/// and control-flow graph and wraps the result, the region kernel's
/// descriptor counts and the `.loc` positions in a RegisterView.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_REGISTERREPORT_H
#define GCN_MCA_DRIVER_REGISTERREPORT_H

#include "gcn-mca/MCA/Views/GCN/RegisterView.h"
#include <memory>

namespace llvm {
class MCInstrInfo;
class MCRegisterInfo;
namespace gcnmca {
class AsmInput;
class RegionControlFlow;
struct KernelDescriptorInfo;

/// The register view of a region: \p KD is its kernel (null: none), \p RCF
/// its control flow (null: straight-line), \p WaveSize the wave size run
/// (0: the processor's default).
std::unique_ptr<RegisterView>
makeRegisterView(StringRef Name, const KernelDescriptorInfo *KD,
                 ArrayRef<MCInst> Insts, const RegionControlFlow *RCF,
                 const AsmInput &In, const MCSubtargetInfo &STI,
                 MCInstPrinter &IP, const MCInstrInfo &MCII,
                 const MCRegisterInfo &MRI, const GCNProcessorModel &Model,
                 unsigned WaveSize);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_REGISTERREPORT_H
