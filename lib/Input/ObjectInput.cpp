//===- ObjectInput.cpp - AMDGPU code objects as input ---------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Decodes the text sections of an AMDGPU ELF code object into an AsmInput.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/ObjectInput.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include <map>

using namespace llvm;
using namespace llvm::gcnmca;

bool ObjectInput::isCodeObject(MemoryBufferRef Buffer) {
  return Buffer.getBuffer().starts_with("\x7f"
                                        "ELF");
}

std::optional<std::string> ObjectInput::getProcessor(MemoryBufferRef Buffer) {
  Expected<std::unique_ptr<object::ObjectFile>> ObjOrErr =
      object::ObjectFile::createObjectFile(Buffer);
  if (!ObjOrErr) {
    consumeError(ObjOrErr.takeError());
    return std::nullopt;
  }
  if (std::optional<StringRef> CPU = (*ObjOrErr)->tryGetCPUName())
    if (!CPU->empty())
      return CPU->str();
  return std::nullopt;
}

static Error objectError(MemoryBufferRef Buffer, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           Buffer.getBufferIdentifier() + ": " + Msg);
}

namespace {
/// One decoded instruction waiting for its source location.
struct DecodedInst {
  MCInst Inst;
  uint64_t LineOffset; // Offset of its line in the synthesized listing.
};
} // namespace

Expected<std::unique_ptr<AsmInput>>
ObjectInput::disassemble(MemoryBufferRef Buffer, const Target &T, SourceMgr &SM,
                         MCContext &Ctx, const MCSubtargetInfo &STI,
                         const MCInstrInfo &MCII, const MCInstrAnalysis *MCIA,
                         MCInstPrinter &IP) {
  Expected<std::unique_ptr<object::ObjectFile>> ObjOrErr =
      object::ObjectFile::createObjectFile(Buffer);
  if (!ObjOrErr)
    return objectError(Buffer, toString(ObjOrErr.takeError()));
  object::ObjectFile &Obj = **ObjOrErr;
  if (Obj.getArch() != Triple::amdgcn)
    return objectError(Buffer, "not an amdgcn code object");

  std::unique_ptr<MCDisassembler> Dis(T.createMCDisassembler(STI, Ctx));
  if (!Dis)
    return objectError(Buffer, "no disassembler for this target");

  auto In = std::make_unique<AsmInput>();
  In->Regions = std::make_unique<AnalysisRegions>(SM);
  In->FromCodeObject = true;

  // Symbols: functions label their entry; NAME.kd objects are kernel
  // descriptors.
  std::map<std::pair<uint64_t, uint64_t>, std::vector<std::string>> SymbolsAt;
  for (const object::SymbolRef &Sym : Obj.symbols()) {
    Expected<StringRef> Name = Sym.getName();
    Expected<uint64_t> Addr = Sym.getAddress();
    Expected<object::SymbolRef::Type> Ty = Sym.getType();
    Expected<object::section_iterator> Sec = Sym.getSection();
    if (!Name || !Addr || !Ty || !Sec) {
      consumeError(Name.takeError());
      consumeError(Addr.takeError());
      consumeError(Ty.takeError());
      consumeError(Sec.takeError());
      continue;
    }
    if (*Sec == Obj.section_end() || Name->empty())
      continue;
    if (Name->ends_with(".kd")) {
      StringRef Kernel = Name->drop_back(3);
      In->Kernels.push_back(Kernel.str());
      Expected<StringRef> Contents = (*Sec)->getContents();
      if (!Contents) {
        consumeError(Contents.takeError());
        continue;
      }
      uint64_t Off = *Addr - (*Sec)->getAddress();
      if (Off + 64 <= Contents->size())
        In->KernelDescriptors[Kernel] = Contents->substr(Off, 64).str();
      continue;
    }
    if (!(*Sec)->isText())
      continue;
    if (*Ty == object::SymbolRef::ST_Function)
      In->Functions.push_back(Name->str());
    SymbolsAt[{(*Sec)->getIndex(), *Addr}].push_back(Name->str());
  }

  std::string Listing;
  raw_string_ostream OS(Listing);
  OS << "; gcn-mca: disassembly of " << Buffer.getBufferIdentifier() << "\n";
  std::vector<DecodedInst> Decoded;
  std::vector<std::pair<std::string, uint64_t>> LabelOffsets;

  for (const object::SectionRef &Sec : Obj.sections()) {
    if (!Sec.isText())
      continue;
    Expected<StringRef> Contents = Sec.getContents();
    if (!Contents)
      return objectError(Buffer, toString(Contents.takeError()));
    Expected<StringRef> SecName = Sec.getName();
    OS << "\t.section\t" << (SecName ? *SecName : StringRef(".text")) << "\n";
    if (!SecName)
      consumeError(SecName.takeError());
    ArrayRef<uint8_t> Bytes(reinterpret_cast<const uint8_t *>(Contents->data()),
                            Contents->size());
    uint64_t Base = Sec.getAddress();

    // First pass: decode, and collect branch targets.
    struct Raw {
      MCInst Inst;
      uint64_t Addr;
      uint64_t Size;
      std::optional<uint64_t> Target;
    };
    std::vector<Raw> Insts;
    std::map<uint64_t, std::string> BranchLabels;
    for (uint64_t Off = 0; Off < Bytes.size();) {
      MCInst Inst;
      uint64_t Size = 0;
      MCDisassembler::DecodeStatus S = Dis->getInstruction(
          Inst, Size, Bytes.slice(Off), Base + Off, nulls());
      if (S != MCDisassembler::Success || Size == 0)
        return objectError(Buffer, "cannot decode the instruction at offset " +
                                       Twine::utohexstr(Off) + " of section " +
                                       (SecName ? *SecName : "?"));
      Raw R{Inst, Base + Off, Size, std::nullopt};
      uint64_t Target;
      if (MCIA && MCIA->evaluateBranch(Inst, R.Addr, Size, Target)) {
        R.Target = Target;
        if (!SymbolsAt.count({Sec.getIndex(), Target}))
          BranchLabels.try_emplace(Target,
                                   (".LBB_" + Twine::utohexstr(Target)).str());
      }
      Insts.push_back(std::move(R));
      Off += Size;
    }
    // The linker pads the end of the code with s_code_end: not code.
    while (
        !Insts.empty() &&
        MCII.getName(Insts.back().Inst.getOpcode()).starts_with("S_CODE_END"))
      Insts.pop_back();

    auto LabelFor = [&](uint64_t Addr) -> std::string {
      auto It = SymbolsAt.find({Sec.getIndex(), Addr});
      if (It != SymbolsAt.end())
        return It->second.front();
      auto BIt = BranchLabels.find(Addr);
      return BIt == BranchLabels.end() ? std::string() : BIt->second;
    };

    // Second pass: rewrite branch operands to labels and print the listing.
    for (Raw &R : Insts) {
      auto It = SymbolsAt.find({Sec.getIndex(), R.Addr});
      if (It != SymbolsAt.end())
        for (const std::string &Name : It->second) {
          LabelOffsets.push_back({Name, Listing.size()});
          OS << Name << ":\n";
        }
      auto BIt = BranchLabels.find(R.Addr);
      if (BIt != BranchLabels.end()) {
        LabelOffsets.push_back({BIt->second, Listing.size()});
        OS << BIt->second << ":\n";
      }
      if (R.Target) {
        std::string Label = LabelFor(*R.Target);
        if (!Label.empty() && R.Inst.getNumOperands() > 0 &&
            R.Inst.getOperand(0).isImm())
          R.Inst.getOperand(0) = MCOperand::createExpr(
              MCSymbolRefExpr::create(Ctx.getOrCreateSymbol(Label), Ctx));
      }
      uint64_t LineOffset = Listing.size();
      IP.printInst(&R.Inst, R.Addr, "", STI, OS);
      OS << "\t; " << format("%06" PRIx64, R.Addr) << "\n";
      Decoded.push_back({std::move(R.Inst), LineOffset});
    }
  }

  // The listing must be in the SourceMgr before locations can point into it.
  unsigned BufID = SM.AddNewSourceBuffer(
      MemoryBuffer::getMemBufferCopy(
          Listing, (Buffer.getBufferIdentifier() + ".disasm.s").str()),
      SMLoc());
  const char *Start = SM.getMemoryBuffer(BufID)->getBufferStart();
  unsigned Index = 0;
  size_t NextLabel = 0;
  for (DecodedInst &D : Decoded) {
    while (NextLabel < LabelOffsets.size() &&
           LabelOffsets[NextLabel].second < D.LineOffset) {
      In->Labels.push_back(
          {LabelOffsets[NextLabel].first, Index,
           SMLoc::getFromPointer(Start + LabelOffsets[NextLabel].second)});
      ++NextLabel;
    }
    D.Inst.setLoc(SMLoc::getFromPointer(Start + D.LineOffset));
    In->Instructions.push_back(D.Inst);
    In->Regions->addInstruction(D.Inst);
    ++Index;
  }
  for (; NextLabel < LabelOffsets.size(); ++NextLabel)
    In->Labels.push_back(
        {LabelOffsets[NextLabel].first, Index,
         SMLoc::getFromPointer(Start + LabelOffsets[NextLabel].second)});
  return std::move(In);
}
