//===- RegisterView.h - Live registers per instruction ----------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// RegisterView (`-register-view`): the live VGPRs, AGPRs and SGPRs before
/// each instruction of a region (RegisterLiveness), the peak of each file
/// and where it occurs (instruction and `.loc` source line), the registers
/// live there, what a register allocation packed to the peak would cost in
/// granules and waves per SIMD, and how the peak compares with the kernel
/// descriptor (`.amdhsa_next_free_vgpr`, `.amdhsa_accum_offset`,
/// `.amdhsa_next_free_sgpr`). Static: it subscribes to no event. The format
/// and the counting rules are in docs/Registers.md; JSON: toJSON() under
/// the key "Registers".
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_REGISTERVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_REGISTERVIEW_H

#include "gcn-mca/Analysis/RegisterLiveness.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MCA/View.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class MCInstPrinter;
class MCSubtargetInfo;
namespace gcnmca {
struct AsmSourceLoc;
struct GCNProcessorModel;

/// What the kernel descriptor declares (absent: no descriptor).
struct DescriptorRegisters {
  unsigned ArchVGPRs = 0; ///< VGPRs before the AGPRs (accum_offset on gfx90a+)
  unsigned AGPRs = 0;
  unsigned NextFreeVGPR = 0; ///< .amdhsa_next_free_vgpr (VGPRs and AGPRs)
  unsigned AccumOffset = 0;  ///< .amdhsa_accum_offset (0: none)
  unsigned NextFreeSGPR = 0; ///< .amdhsa_next_free_sgpr
};

class RegisterView : public mca::View {
public:
  /// \p Locs: per instruction its `.loc` (or null; empty: none).
  RegisterView(StringRef KernelName, const MCSubtargetInfo &STI,
               MCInstPrinter &Printer, ArrayRef<MCInst> Insts,
               RegisterLiveness Live, const GCNProcessorModel &Model,
               unsigned WaveSize, std::optional<DescriptorRegisters> Desc,
               std::vector<const AsmSourceLoc *> Locs);

  void onEvent(const mca::HWInstructionEvent &E) override;
  using mca::View::onEvent;

  const RegisterLiveness &getLiveness() const { return Live; }
  /// Vector registers a perfectly packed allocation needs: the VGPR and
  /// AGPR peaks combined as the hardware allocates them (totalVGPRs), and
  /// the same rounded to the allocation granule.
  unsigned neededVectorRegisters() const;
  unsigned allocatedVectorRegisters() const;

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "Registers"; }
  json::Value toJSON() const override;

private:
  std::string where(int Index) const;
  std::string instText(unsigned Index) const;
  void printDescriptor(raw_ostream &OS) const;

  std::string KernelName;
  const MCSubtargetInfo &STI;
  MCInstPrinter &Printer;
  ArrayRef<MCInst> Insts;
  RegisterLiveness Live;
  const GCNProcessorModel &Model;
  unsigned WaveSize;
  std::optional<DescriptorRegisters> Desc;
  std::vector<const AsmSourceLoc *> Locs;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_REGISTERVIEW_H
