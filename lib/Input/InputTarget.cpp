//===- InputTarget.cpp - The processor an input was compiled for ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Reads the target of assembly text and code objects, and resolves it
/// against the command line (see InputTarget.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/InputTarget.h"
#include "gcn-mca/Input/ObjectInput.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/TargetParser.h"

using namespace llvm;
using namespace llvm::gcnmca;

/// True for processors with a choice of wave size (gfx10 and later).
static bool hasWaveSizeChoice(StringRef CPU) {
  AMDGPU::GPUKind K = AMDGPU::parseArchAMDGCN(CPU);
  if (K == AMDGPU::GK_NONE)
    return false;
  return AMDGPU::getIsaVersion(CPU).Major >= 10;
}

std::optional<InputTarget> InputTarget::fromAssembly(StringRef Text,
                                                     StringRef BufferName) {
  size_t Pos = 0;
  unsigned LineNo = 0;
  std::optional<InputTarget> R;
  std::optional<bool> Wave32;
  while (Pos < Text.size() && (!R || !Wave32)) {
    size_t End = Text.find('\n', Pos);
    StringRef Line =
        Text.slice(Pos, End == StringRef::npos ? Text.size() : End).trim();
    Pos = End == StringRef::npos ? Text.size() : End + 1;
    ++LineNo;
    if (!R && Line.consume_front(".amdgcn_target")) {
      StringRef Id = Line.trim().trim('"');
      // amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-: the target id follows the
      // fourth '-'.
      size_t P = 0;
      for (unsigned I = 0; I < 4 && P != StringRef::npos; ++I) {
        P = Id.find('-', P);
        if (P != StringRef::npos)
          ++P;
      }
      if (P == StringRef::npos || P >= Id.size())
        continue;
      SmallVector<StringRef, 3> Parts;
      Id.substr(P).split(Parts, ':');
      InputTarget T;
      T.Processor = Parts[0].str();
      for (StringRef F : ArrayRef<StringRef>(Parts).drop_front()) {
        if (F.size() < 2 || (F.back() != '+' && F.back() != '-'))
          continue;
        T.Features.push_back((Twine(F.back()) + F.drop_back()).str());
      }
      T.Where =
          (BufferName + ":" + Twine(LineNo) + ": .amdgcn_target \"" + Id + "\"")
              .str();
      R = std::move(T);
      continue;
    }
    if (!Wave32 && Line.consume_front(".amdhsa_wavefront_size32")) {
      unsigned V;
      if (!Line.trim().getAsInteger(0, V))
        Wave32 = V != 0;
    }
  }
  if (R && Wave32 && hasWaveSizeChoice(R->Processor))
    R->Features.push_back(*Wave32 ? "+wavefrontsize32" : "+wavefrontsize64");
  return R;
}

Expected<std::optional<InputTarget>>
InputTarget::fromCodeObject(MemoryBufferRef Object) {
  Expected<std::unique_ptr<object::ObjectFile>> ObjOrErr =
      object::ObjectFile::createObjectFile(Object);
  if (!ObjOrErr)
    return createStringError(inconvertibleErrorCode(),
                             Object.getBufferIdentifier() + ": " +
                                 toString(ObjOrErr.takeError()));
  std::optional<StringRef> CPU = ObjectInput::processorName(**ObjOrErr);
  if (!CPU || CPU->empty())
    return std::optional<InputTarget>();
  InputTarget T;
  T.Processor = CPU->str();
  T.Where = (Object.getBufferIdentifier() + ": e_flags").str();
  if (const auto *ELF = dyn_cast<object::ELFObjectFileBase>(ObjOrErr->get())) {
    unsigned Flags = ELF->getPlatformFlags();
    switch (Flags & ELF::EF_AMDGPU_FEATURE_XNACK_V4) {
    case ELF::EF_AMDGPU_FEATURE_XNACK_ON_V4:
      T.Features.push_back("+xnack");
      break;
    case ELF::EF_AMDGPU_FEATURE_XNACK_OFF_V4:
      T.Features.push_back("-xnack");
      break;
    default:
      break;
    }
    switch (Flags & ELF::EF_AMDGPU_FEATURE_SRAMECC_V4) {
    case ELF::EF_AMDGPU_FEATURE_SRAMECC_ON_V4:
      T.Features.push_back("+sramecc");
      break;
    case ELF::EF_AMDGPU_FEATURE_SRAMECC_OFF_V4:
      T.Features.push_back("-sramecc");
      break;
    default:
      break;
    }
  }
  return std::optional<InputTarget>(std::move(T));
}

/// "+xnack" -> "xnack".
static StringRef featureName(StringRef F) { return F.ltrim("+-"); }

/// Same processor under two names (hawaii = gfx701)?
static bool sameProcessor(StringRef A, StringRef B) {
  if (A == B)
    return true;
  AMDGPU::GPUKind KA = AMDGPU::parseArchAMDGCN(A);
  return KA != AMDGPU::GK_NONE && KA == AMDGPU::parseArchAMDGCN(B);
}

Expected<ResolvedTarget>
llvm::gcnmca::resolveTarget(StringRef CommandLineCPU,
                            ArrayRef<std::string> CommandLineAttrs,
                            const std::optional<InputTarget> &FromInput,
                            StringRef Tool, raw_ostream &Warnings,
                            bool Force) {
  ResolvedTarget R;
  R.Attrs.assign(CommandLineAttrs.begin(), CommandLineAttrs.end());
  if (!CommandLineCPU.empty()) {
    R.CPU = CommandLineCPU.str();
    R.Source = "-mcpu";
    bool Differs =
        FromInput && !sameProcessor(FromInput->Processor, CommandLineCPU);
    if (Differs && !Force)
      return createStringError(
          inconvertibleErrorCode(),
          "-mcpu=" + CommandLineCPU + " differs from the input's target '" +
              FromInput->Processor + "' (" + FromInput->Where +
              "): the code was compiled for " + FromInput->Processor +
              "; compile it for " + CommandLineCPU + ", drop -mcpu to "
              "analyze it as " + FromInput->Processor +
              ", or give -force-mcpu to analyze it as " + CommandLineCPU +
              " code anyway");
    if (Differs)
      R.Source = "-mcpu, forced over the input's target " +
                 FromInput->Processor + " (" + FromInput->Where + ")";
    if (Differs)
      WithColor::warning(Warnings, Tool)
          << "-mcpu=" << CommandLineCPU << " differs from the input's target '"
          << FromInput->Processor << "' (" << FromInput->Where
          << "); analyzing for " << CommandLineCPU << "\n";
    // The input's features still apply to its own processor.
    if (!FromInput || !sameProcessor(FromInput->Processor, CommandLineCPU))
      return R;
  } else if (FromInput) {
    R.CPU = FromInput->Processor;
    R.Source = "input (" + FromInput->Where + ")";
  } else {
    return createStringError(
        inconvertibleErrorCode(),
        "no target: the input names no processor (no .amdgcn_target "
        "directive or code object e_flags); give one with -mcpu=<processor> "
        "(-mcpu=help lists them)");
  }
  for (const std::string &F : FromInput->Features) {
    bool Overridden = any_of(CommandLineAttrs, [&](const std::string &A) {
      return featureName(A) == featureName(F);
    });
    if (!Overridden)
      R.Attrs.push_back(F);
  }
  return R;
}
