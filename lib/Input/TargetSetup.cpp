//===- TargetSetup.cpp - The AMDGPU MC layer for one processor ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Target registration and validated creation of the MC-layer objects, with
/// the process-wide cache that shares them between runs.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/TargetSetup.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/TargetParser/TargetParser.h"
#include <map>
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

namespace {
/// The MC-layer objects of one triple, processor and feature list. They are
/// read-only once created; the aliases in TargetSetup keep this alive.
struct MCLayer {
  std::unique_ptr<MCSubtargetInfo> STI;
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCInstrInfo> MCII;
  std::unique_ptr<MCInstrAnalysis> MCIA;
};

/// The MC layers created so far, by triple, processor and features. Creating
/// one (the AMDGPU subtarget, register and instruction tables) cost more than
/// a small run itself; a process that runs many analyses (sweeps, -j, the
/// fuzzers, the unit tests) creates each one once.
class MCLayerCache {
public:
  static MCLayerCache &get() {
    static MCLayerCache Cache;
    return Cache;
  }
  std::shared_ptr<const MCLayer> find(const std::string &Key) {
    std::lock_guard<std::mutex> Lock(M);
    auto It = Layers.find(Key);
    return It == Layers.end() ? nullptr : It->second;
  }
  /// Keeps \p L for \p Key (a bounded number of layers; later ones are not
  /// kept). Returns the layer to use: the one already cached when another
  /// thread was first.
  std::shared_ptr<const MCLayer> add(const std::string &Key,
                                     std::shared_ptr<const MCLayer> L) {
    std::lock_guard<std::mutex> Lock(M);
    if (Layers.size() >= MaxLayers)
      return L;
    return Layers.try_emplace(Key, std::move(L)).first->second;
  }

private:
  static constexpr size_t MaxLayers = 64;
  std::mutex M;
  std::map<std::string, std::shared_ptr<const MCLayer>> Layers;
};
} // namespace

/// Whether every `+f` / `-f` of \p Features names a feature of \p STI (else
/// LLVM warned about it while creating \p STI, and the layer is not cached
/// so that the next run warns again).
static bool knownFeatures(const MCSubtargetInfo &STI,
                          const SubtargetFeatures &Features) {
  ArrayRef<SubtargetFeatureKV> Known = STI.getAllProcessorFeatures();
  return all_of(Features.getFeatures(), [&](const std::string &F) {
    StringRef Name = SubtargetFeatures::StripFlag(F);
    return any_of(Known,
                  [&](const SubtargetFeatureKV &KV) { return Name == KV.Key; });
  });
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
  std::string Key =
      TheTriple.str() + '\0' + CPU.str() + '\0' + Features.getString();
  std::shared_ptr<const MCLayer> L;
  if (!Help)
    L = MCLayerCache::get().find(Key);
  if (!L) {
    auto New = std::make_shared<MCLayer>();
    New->STI.reset(
        TheTarget->createMCSubtargetInfo(TheTriple, CPU, Features.getString()));
    if (!New->STI)
      return makeError("unable to create subtarget info");
    if (!Help && !New->STI->getSchedModel().hasInstrSchedModel())
      return makeError(
          "unable to find instruction-level scheduling information for target "
          "triple '" +
          TheTriple.normalize() + "' and cpu '" + CPU + "'");
    New->MRI.reset(TheTarget->createMCRegInfo(TheTriple));
    MCTargetOptions MCOptions;
    if (New->MRI)
      New->MAI.reset(
          TheTarget->createMCAsmInfo(*New->MRI, TheTriple, MCOptions));
    New->MCII.reset(TheTarget->createMCInstrInfo());
    if (!New->MRI || !New->MAI || !New->MCII)
      return makeError("unable to create the MC layer for '" + TheTriple.str() +
                       "'");
    New->MCIA.reset(TheTarget->createMCInstrAnalysis(New->MCII.get()));
    bool Cacheable = !Help && knownFeatures(*New->STI, Features);
    L = std::move(New);
    if (Cacheable)
      L = MCLayerCache::get().add(Key, std::move(L));
  }
  // Aliases: each shares the ownership of the whole layer.
  STI = std::shared_ptr<const MCSubtargetInfo>(L, L->STI.get());
  MRI = std::shared_ptr<const MCRegisterInfo>(L, L->MRI.get());
  MAI = std::shared_ptr<const MCAsmInfo>(L, L->MAI.get());
  MCII = std::shared_ptr<const MCInstrInfo>(L, L->MCII.get());
  MCIA = L->MCIA ? std::shared_ptr<const MCInstrAnalysis>(L, L->MCIA.get())
                 : nullptr;
  return Error::success();
}
