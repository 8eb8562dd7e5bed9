//===- TargetSetup.h - The AMDGPU MC layer for one processor ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Registers LLVM's AMDGPU target (info, MC, asm parser, disassembler, MCA)
/// and holds the MC-layer objects for one triple and processor: subtarget,
/// register info, asm info, instruction info and analysis. Used by the driver
/// and by every test that needs real AMDGPU instructions.
///
/// These objects are immutable once created (everything that parses,
/// disassembles or prints takes them const and keeps its own state), so they
/// are created once per process for a triple, processor and feature list and
/// shared by every TargetSetup, run and thread that asks for the same.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_INPUT_TARGETSETUP_H
#define GCN_MCA_INPUT_TARGETSETUP_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/Error.h"
#include "llvm/TargetParser/Triple.h"
#include <memory>
#include <string>

namespace llvm {
class Target;
namespace gcnmca {

/// Registers the AMDGPU target with LLVM's TargetRegistry (idempotent).
void initializeAMDGPUTarget();

/// The MC layer for one amdgcn triple and processor (shared, read-only).
struct TargetSetup {
  const Target *TheTarget = nullptr;
  Triple TheTriple;
  std::shared_ptr<const MCSubtargetInfo> STI;
  std::shared_ptr<const MCRegisterInfo> MRI;
  std::shared_ptr<const MCAsmInfo> MAI;
  std::shared_ptr<const MCInstrInfo> MCII;
  std::shared_ptr<const MCInstrAnalysis> MCIA;

  /// Sets up everything for \p TripleName / \p CPU with the features
  /// \p Attrs (`+f`, `-f`). Fails for a non-amdgcn triple, an unknown
  /// processor, or (unless \p CPU is "help") a processor without an
  /// instruction scheduling model. `help` makes LLVM print the processors.
  /// The objects come from a process-wide cache (thread-safe) unless \p CPU
  /// is "help" or a feature is unknown to the target (LLVM then prints its
  /// warnings on every call, as before).
  Error init(StringRef TripleName, StringRef CPU,
             ArrayRef<std::string> Attrs = {});
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_INPUT_TARGETSETUP_H
