//===- TargetSetup.cpp - The AMDGPU MC layer for one processor ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Target registration and validated creation of the MC-layer objects.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/TargetSetup.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/TargetParser/TargetParser.h"
#include <mutex>

extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTargetMC();
void LLVMInitializeAMDGPUAsmParser();
void LLVMInitializeAMDGPUDisassembler();
void LLVMInitializeAMDGPUTargetMCA();
}

using namespace llvm;
using namespace llvm::gcnmca;

void gcnmca::initializeAMDGPUTarget() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmParser();
    LLVMInitializeAMDGPUDisassembler();
    LLVMInitializeAMDGPUTargetMCA();
  });
}

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Error TargetSetup::init(StringRef TripleName, StringRef CPU,
                        ArrayRef<std::string> Attrs) {
  initializeAMDGPUTarget();
  TheTriple = Triple(Triple::normalize(TripleName));
  if (TheTriple.getArch() != Triple::amdgcn)
    return makeError("unsupported target triple '" + TripleName +
                     "': gcn-mca analyzes amdgcn code only");
  std::string Err;
  TheTarget = TargetRegistry::lookupTarget(TheTriple, Err);
  if (!TheTarget)
    return makeError(Err);

  bool Help = CPU == "help";
  // Reject an unknown processor before LLVM prints its own warnings for it.
  if (!Help && CPU != "generic" && CPU != "generic-hsa" &&
      AMDGPU::parseArchAMDGCN(CPU) == AMDGPU::GK_NONE)
    return makeError("unknown processor '" + CPU + "' for target '" +
                     TheTriple.str() + "' (-mcpu=help lists the processors)");

  SubtargetFeatures Features;
  for (const std::string &A : Attrs)
    Features.AddFeature(A);
  STI.reset(
      TheTarget->createMCSubtargetInfo(TheTriple, CPU, Features.getString()));
  if (!STI)
    return makeError("unable to create subtarget info");
  if (!Help && !STI->getSchedModel().hasInstrSchedModel())
    return makeError(
        "unable to find instruction-level scheduling information for target "
        "triple '" +
        TheTriple.normalize() + "' and cpu '" + CPU + "'");
  MRI.reset(TheTarget->createMCRegInfo(TheTriple));
  MCTargetOptions MCOptions;
  if (MRI)
    MAI.reset(TheTarget->createMCAsmInfo(*MRI, TheTriple, MCOptions));
  MCII.reset(TheTarget->createMCInstrInfo());
  if (!MRI || !MAI || !MCII)
    return makeError("unable to create the MC layer for '" + TheTriple.str() +
                     "'");
  MCIA.reset(TheTarget->createMCInstrAnalysis(MCII.get()));
  return Error::success();
}
