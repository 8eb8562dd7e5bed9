//===- ObjectInput.cpp - AMDGPU code objects as input ---------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Decodes the text sections of an AMDGPU ELF code object into an AsmInput
/// (the guards around LLVM's decoder: ObjectDecoderGuards.cpp).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/ObjectInput.h"
#include "gcn-mca/Input/InstOperands.h"
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
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/WithColor.h"
#include <array>
#include <map>
#include <optional>

using namespace llvm;
using namespace llvm::gcnmca;

bool ObjectInput::isCodeObject(MemoryBufferRef Buffer) {
  return Buffer.getBuffer().starts_with("\x7f"
                                        "ELF");
}

std::optional<StringRef>
ObjectInput::processorName(const object::ObjectFile &Obj) {
  // Only an AMDGPU object names an AMDGPU processor. For other machines
  // tryGetCPUName() is no safer: for EM_CUDA it indexes a table with the
  // unchecked e_flags (a SIGSEGV found by gcn-mca-object-fuzzer).
  const auto *ELFObj = dyn_cast<object::ELFObjectFileBase>(&Obj);
  if (!ELFObj || ELFObj->getEMachine() != ELF::EM_AMDGPU)
    return std::nullopt;
  unsigned Mach = ELFObj->getPlatformFlags() & ELF::EF_AMDGPU_MACH;
  if (Mach == ELF::EF_AMDGPU_MACH_NONE ||
      Mach > ELF::EF_AMDGPU_MACH_AMDGCN_LAST)
    return std::nullopt;
  return Obj.tryGetCPUName();
}

static Error objectError(MemoryBufferRef Buffer, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           Buffer.getBufferIdentifier() + ": " + Msg);
}

/// LLVM crashed (and CrashRecoveryContext caught it) while \p What the
/// instruction at offset \p Off of a text section whose bytes are \p Bytes.
static Error crashError(MemoryBufferRef Buffer, StringRef What,
                        StringRef Section, uint64_t Off,
                        ArrayRef<uint8_t> Bytes) {
  std::string Words;
  raw_string_ostream WS(Words);
  for (uint64_t I = Off, E = std::min<uint64_t>(Off + 12, Bytes.size()); I < E;
       ++I)
    WS << (I == Off ? "" : " ") << format_hex_no_prefix(Bytes[I], 2);
  return objectError(
      Buffer, "LLVM's AMDGPU disassembler crashed " + What +
                  " the instruction at offset 0x" + Twine::utohexstr(Off) +
                  " of section " + Section + " (bytes " + Words +
                  "); the object cannot be analyzed: analyze its assembly "
                  "(clang -S), and please report the bytes");
}

namespace {
/// A remark about one place of the listing, printed once the listing is in
/// the SourceMgr.
struct ListingNote {
  enum Kind { SoftFail, Undecodable, Dropped, NumKinds };
  Kind K;
  uint64_t LineOffset;
  std::string Message;
};
} // namespace

/// At most this many warnings of one kind per object; the rest are counted.
static constexpr unsigned MaxNotesPerKind = 10;
/// A code object whose undecodable words exceed this share of its
/// instructions (and MinWrongTargetWords), while its e_flags name another
/// processor, is refused as one for another target. An AMD-built object
/// decodes in full under its own processor (0 undecodable words in the
/// rocRAND and librocsparse0 corpora); 2 % leaves room for data in text.
static constexpr double WrongTargetShare = 0.02;
static constexpr size_t MinWrongTargetWords = 16;

/// Zero bytes after a text section for the decoder: more than the longest
/// AMDGPU instruction (a 64-bit encoding with a 64-bit literal).
static constexpr unsigned DecodePadding = 32;

namespace {
/// One word or instruction of the first pass (decoding).
struct RawInst {
  MCInst Inst;
  uint64_t Addr = 0;
  uint64_t Size = 0;
  std::optional<uint64_t> Target;
  bool Valid = true;
  std::string Problem;
  ListingNote::Kind ProblemKind = ListingNote::NumKinds;
};
/// A piece of a section decoded from its Begin offset (~0: not decoded) up
/// to End (where decoding stopped: at or past the piece's bound), with the
/// branch targets it found; CrashOff: the offset at which LLVM crashed.
struct DecodedPiece {
  uint64_t Begin = ~uint64_t(0), End = 0;
  std::vector<RawInst> Insts;
  std::map<uint64_t, std::string> BranchLabels;
  std::optional<uint64_t> CrashOff;
};
/// The listing of one DecodedPiece, with offsets into its own text.
struct PieceListing {
  std::string Text;
  std::vector<std::pair<std::string, uint64_t>> Labels;
  std::vector<ListingNote> Notes;
  std::optional<uint64_t> CrashAddr; ///< LLVM crashed printing this one
  bool Serial = false;               ///< printed by the caller's printer
};
} // namespace

/// Sections smaller than this are decoded on one thread.
static constexpr uint64_t MinParallelBytes = 64 * 1024;

/// LLVM's symbol iterator takes the count of the (first) symbol table from
/// its sh_size without checking it against the file: a corrupt size made
/// gcn-mca walk up to 2^60 unreadable symbols (a hang). The table must lie
/// within the file, with entries of the right size.
template <class ELFT>
static Error checkSymbolTable(const object::ELFObjectFile<ELFT> &Obj) {
  const object::ELFFile<ELFT> &EF = Obj.getELFFile();
  Expected<typename ELFT::ShdrRange> Sections = EF.sections();
  if (!Sections)
    return Sections.takeError();
  for (const typename ELFT::Shdr &Sec : *Sections)
    if (Sec.sh_type == ELF::SHT_SYMTAB) {
      // The first one is the one ObjectFile::symbols() walks.
      Expected<typename ELFT::SymRange> Syms = EF.symbols(&Sec);
      return Syms ? Error::success() : Syms.takeError();
    }
  return Error::success();
}

static Error checkSymbolTable(const object::ObjectFile &Obj) {
  if (const auto *O = dyn_cast<object::ELF64LEObjectFile>(&Obj))
    return checkSymbolTable(*O);
  if (const auto *O = dyn_cast<object::ELF64BEObjectFile>(&Obj))
    return checkSymbolTable(*O);
  if (const auto *O = dyn_cast<object::ELF32LEObjectFile>(&Obj))
    return checkSymbolTable(*O);
  if (const auto *O = dyn_cast<object::ELF32BEObjectFile>(&Obj))
    return checkSymbolTable(*O);
  return Error::success();
}

/// The MessagePack blob of the object's NT_AMDGPU_METADATA note (owner
/// "AMDGPU"), or empty (AMDGPUUsage, "Code Object V3 and Above Note
/// Records").
static std::string amdgpuMetadataNote(const object::ObjectFile &Obj) {
  const auto *E = dyn_cast<object::ELF64LEObjectFile>(&Obj);
  if (!E)
    return std::string();
  const object::ELF64LEFile &EF = E->getELFFile();
  Expected<object::ELF64LEFile::Elf_Shdr_Range> Secs = EF.sections();
  if (!Secs) {
    consumeError(Secs.takeError());
    return std::string();
  }
  for (const object::ELF64LEFile::Elf_Shdr &Sec : *Secs) {
    if (Sec.sh_type != ELF::SHT_NOTE)
      continue;
    Error Err = Error::success();
    for (const object::ELF64LEFile::Elf_Note &N : EF.notes(Sec, Err))
      if (N.getName() == "AMDGPU" && N.getType() == ELF::NT_AMDGPU_METADATA) {
        std::string Blob(N.getDescAsStringRef(Sec.sh_addralign));
        consumeError(std::move(Err));
        return Blob;
      }
    consumeError(std::move(Err));
  }
  return std::string();
}

Expected<std::unique_ptr<AsmInput>>
ObjectInput::disassemble(MemoryBufferRef Buffer, const Target &T, SourceMgr &SM,
                         MCContext &Ctx, const MCSubtargetInfo &STI,
                         const MCInstrInfo &MCII, const MCInstrAnalysis *MCIA,
                         MCInstPrinter &IP, bool Guards, unsigned Threads) {
  Expected<std::unique_ptr<object::ObjectFile>> ObjOrErr =
      object::ObjectFile::createObjectFile(Buffer);
  if (!ObjOrErr)
    return objectError(Buffer, toString(ObjOrErr.takeError()));
  object::ObjectFile &Obj = **ObjOrErr;
  if (Obj.getArch() != Triple::amdgcn)
    return objectError(Buffer, "not an amdgcn code object");
  if (Error E = checkSymbolTable(Obj))
    return objectError(Buffer,
                       "invalid symbol table: " + toString(std::move(E)));

  if (!hasDisassembler(STI))
    return objectError(Buffer, "LLVM has no disassembler for '" + STI.getCPU() +
                                   "' (gfx6/gfx7); analyze its assembly "
                                   "(clang -S) instead");
  std::unique_ptr<MCDisassembler> Dis(T.createMCDisassembler(STI, Ctx));
  if (!Dis)
    return objectError(Buffer, "no disassembler for this target");
  const bool GuardLiterals = Guards && literalsCrashDecoder(STI);
  const bool GuardSDWA = Guards && hasSDWA(STI);

  auto In = std::make_unique<AsmInput>();
  In->Regions = std::make_unique<AnalysisRegions>(SM);
  In->FromCodeObject = true;
  In->MetadataBlob = amdgpuMetadataNote(Obj);

  // Symbols: functions label their entry; NAME.kd objects are kernel
  // descriptors.
  std::map<std::pair<uint64_t, uint64_t>, std::vector<std::string>> SymbolsAt;
  // Where a function's code ends (its symbol's address + size), when the
  // symbol has a size: what follows up to the next symbol is padding (the
  // s_nop fill that aligns the next function), not code of the function.
  std::map<std::pair<uint64_t, uint64_t>, std::vector<std::string>> EndsAt;
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
    if (*Ty == object::SymbolRef::ST_Function) {
      In->Functions.push_back(Name->str());
      if (uint64_t Size = object::ELFSymbolRef(Sym).getSize())
        EndsAt[{(*Sec)->getIndex(), *Addr + Size}].push_back(
            (".Lfunc_end_" + *Name).str());
    }
    SymbolsAt[{(*Sec)->getIndex(), *Addr}].push_back(Name->str());
  }

  std::string Listing;
  raw_string_ostream OS(Listing);
  OS << "; gcn-mca: disassembly of " << Buffer.getBufferIdentifier() << "\n";
  /// Per instruction of In->Instructions: the offset of its line.
  std::vector<uint64_t> InstLines;
  std::vector<ListingNote> Notes;
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
    // The decoder reads a copy with zero bytes after the section: LLVM's
    // AMDGPU disassembler crashes (llvm-objdump too) on an instruction whose
    // literal constant is cut off by the end of its input. An instruction
    // that reaches into the padding is not the section's: it is skipped as
    // undecodable below.
    std::vector<uint8_t> Padded(Bytes.begin(), Bytes.end());
    Padded.resize(Bytes.size() + DecodePadding, 0);
    uint64_t Base = Sec.getAddress();

    // First pass: decode, and collect branch targets. Like llvm-objdump, a
    // word that does not decode is skipped (4 bytes) and decoding goes on;
    // a SoftFail decode (reserved encoding bits set) is a valid instruction.
    auto DecodeRange = [&](MCDisassembler &D, uint64_t From, uint64_t To,
                           DecodedPiece &P) {
      P.Begin = From;
      // At most one per 4 bytes (growing would copy each: MCInst and
      // RawInst have no noexcept move).
      P.Insts.reserve((To > From ? To - From : 0) / 4 + 1);
      uint64_t Off = From;
      for (; Off < To;) {
        MCInst Inst;
        uint64_t Size = 0;
        std::optional<StringRef> Unsupported;
        if (GuardLiterals)
          Unsupported = unsupportedLiteral(ArrayRef(Padded).slice(Off));
        if (!Unsupported && GuardSDWA)
          Unsupported = invalidSDWASelect(ArrayRef(Padded).slice(Off));
        ArrayRef<uint8_t> At = ArrayRef(Padded).slice(Off);
        // A VOP2 word with the literal 0xff: decoded from a copy with a
        // stand-in literal (literal255()), which is put back afterwards.
        std::array<uint8_t, DecodePadding> Copy{};
        bool StandIn = Guards && !Unsupported && literal255(At);
        if (StandIn) {
          std::copy_n(At.begin(), std::min<size_t>(At.size(), Copy.size()),
                      Copy.begin());
          support::endian::write32le(Copy.data() + 4, Literal255StandIn);
          At = Copy;
        }
        MCDisassembler::DecodeStatus S = MCDisassembler::Fail;
        if (!Unsupported && !CrashRecoveryContext().RunSafely([&] {
              S = D.getInstruction(Inst, Size, At, Base + Off, nulls());
            })) {
          P.CrashOff = Off;
          break;
        }
        if (StandIn && S != MCDisassembler::Fail && Size == 8 &&
            !restoreLiteral(Inst)) {
          S = MCDisassembler::Fail;
          Unsupported = StringRef("a literal 0xff that LLVM 22's decoder "
                                  "cannot read back");
        }
        if (S == MCDisassembler::Fail || Size == 0 ||
            Size > Bytes.size() - Off) {
          uint64_t Skip = std::min<uint64_t>(4, Bytes.size() - Off);
          RawInst R{MCInst(),
                    Base + Off,
                    Skip,
                    std::nullopt,
                    false,
                    "",
                    ListingNote::Undecodable};
          uint32_t Word = 0;
          for (uint64_t I = 0; I < Skip; ++I)
            Word |= uint32_t(Bytes[Off + I]) << (8 * I);
          R.Inst.setOpcode(Word); // The raw word, for the listing.
          StringRef Where = SecName ? *SecName : "?";
          if (Unsupported)
            R.Problem =
                ("cannot decode the word at offset 0x" + Twine::utohexstr(Off) +
                 " of section " + Where + ": " + *Unsupported + "; skipped")
                    .str();
          else if (S != MCDisassembler::Fail && Size != 0)
            R.Problem =
                ("the instruction at offset 0x" + Twine::utohexstr(Off) +
                 " of section " + Where + " runs past its end (" + Twine(Size) +
                 " bytes, " + Twine(Bytes.size() - Off) + " left); skipped")
                    .str();
          else
            R.Problem =
                ("cannot decode the word at offset 0x" + Twine::utohexstr(Off) +
                 " of section " + Where + "; skipped")
                    .str();
          P.Insts.push_back(std::move(R));
          Off += Skip;
          continue;
        }
        RawInst R;
        R.Inst = Inst;
        R.Addr = Base + Off;
        R.Size = Size;
        if (S == MCDisassembler::SoftFail) {
          R.ProblemKind = ListingNote::SoftFail;
          R.Problem = ("the instruction at offset 0x" + Twine::utohexstr(Off) +
                       " has reserved encoding bits set (SoftFail); "
                       "analyzed as decoded")
                          .str();
        }
        bool Changed = false;
        if (Error E = InstOperands::complete(R.Inst, MCII, Changed)) {
          R.Valid = false;
          R.ProblemKind = ListingNote::Dropped;
          R.Problem = ("the instruction at offset 0x" + Twine::utohexstr(Off) +
                       " is not analyzed: " + toString(std::move(E)))
                          .str();
        }
        uint64_t Target;
        if (R.Valid && MCIA &&
            MCIA->evaluateBranch(R.Inst, R.Addr, Size, Target)) {
          R.Target = Target;
          if (!SymbolsAt.count({Sec.getIndex(), Target}))
            P.BranchLabels.try_emplace(
                Target, (".LBB_" + Twine::utohexstr(Target)).str());
        }
        P.Insts.push_back(std::move(R));
        Off += Size;
      }
      P.End = Off;
    };

    // A large section is decoded in pieces in parallel (each thread with its
    // own decoder and MC context: LLVM's are not thread-safe), cut at
    // symbols. A piece counts only if decoding the piece before it ended
    // exactly at its start, as decoding the section in one go would have;
    // otherwise it is decoded again from where that one ended.
    std::vector<uint64_t> Cuts = {0};
    if (Threads > 1 && Bytes.size() >= MinParallelBytes) {
      uint64_t Want = std::min<uint64_t>(Threads * 4, Bytes.size() / 4096);
      uint64_t Step = Bytes.size() / std::max<uint64_t>(1, Want);
      for (const auto &[Key, Names] : SymbolsAt) {
        if (Key.first != Sec.getIndex() || Key.second < Base)
          continue;
        uint64_t Off = Key.second - Base;
        if (Off < Bytes.size() && Off >= Cuts.back() + Step)
          Cuts.push_back(Off);
      }
    }
    Cuts.push_back(Bytes.size());
    std::vector<DecodedPiece> Pieces(Cuts.size() - 1);
    if (Pieces.size() > 1) {
      DefaultThreadPool Pool(hardware_concurrency(Threads));
      std::vector<std::unique_ptr<MCContext>> Contexts(Pieces.size());
      for (size_t K = 0; K < Pieces.size(); ++K)
        Pool.async([&, K] {
          Contexts[K] = std::make_unique<MCContext>(
              Ctx.getTargetTriple(), Ctx.getAsmInfo(), Ctx.getRegisterInfo(),
              &STI, nullptr, Ctx.getTargetOptions());
          std::unique_ptr<MCDisassembler> D(
              T.createMCDisassembler(STI, *Contexts[K]));
          if (D) // (else decoded below)
            DecodeRange(*D, Cuts[K], Cuts[K + 1], Pieces[K]);
        });
      Pool.wait();
      // Their instructions may refer to expressions in their context.
      for (std::unique_ptr<MCContext> &C : Contexts)
        In->DecodeContexts.push_back(std::move(C));
    }
    uint64_t Pos = 0;
    for (size_t K = 0; K < Pieces.size(); ++K) {
      if (Pieces[K].Begin != Pos) {
        DecodedPiece P;
        DecodeRange(*Dis, Pos, Cuts[K + 1], P);
        Pieces[K] = std::move(P);
      }
      if (Pieces[K].CrashOff)
        return crashError(Buffer, "decoding", SecName ? *SecName : "?",
                          *Pieces[K].CrashOff, Bytes);
      Pos = Pieces[K].End;
    }
    std::map<uint64_t, std::string> BranchLabels;
    for (DecodedPiece &P : Pieces)
      BranchLabels.merge(P.BranchLabels);

    // The linker pads the end of the code with s_code_end: not code.
    for (auto P = Pieces.rbegin(); P != Pieces.rend(); ++P) {
      std::vector<RawInst> &Insts = P->Insts;
      while (
          !Insts.empty() && Insts.back().Valid &&
          MCII.getName(Insts.back().Inst.getOpcode()).starts_with("S_CODE_END"))
        Insts.pop_back();
      if (!Insts.empty())
        break;
    }

    auto LabelFor = [&](uint64_t Addr) -> std::string {
      auto It = SymbolsAt.find({Sec.getIndex(), Addr});
      if (It != SymbolsAt.end())
        return It->second.front();
      auto BIt = BranchLabels.find(Addr);
      return BIt == BranchLabels.end() ? std::string() : BIt->second;
    };

    // Second pass: rewrite branch operands to labels (here: the MC context
    // is not thread-safe), print the listing of each piece (each piece on
    // its own thread and printer when there are several), and append the
    // pieces' listings in order.
    for (DecodedPiece &P : Pieces)
      for (RawInst &R : P.Insts) {
        if (!R.Target)
          continue;
        std::string Label = LabelFor(*R.Target);
        if (!Label.empty() && R.Inst.getNumOperands() > 0 &&
            R.Inst.getOperand(0).isImm())
          R.Inst.getOperand(0) = MCOperand::createExpr(
              MCSymbolRefExpr::create(Ctx.getOrCreateSymbol(Label), Ctx));
      }
    std::vector<PieceListing> Printed(Pieces.size());
    // The analyzed instructions of each piece go straight to their place in
    // the input's list (from InstAt[K]), each with the offset of its line in
    // its piece's text (made absolute once the pieces are appended).
    auto Analyzed = [](const RawInst &R) {
      return R.Valid && R.ProblemKind != ListingNote::Undecodable;
    };
    std::vector<size_t> InstAt(Pieces.size() + 1);
    InstAt[0] = In->Instructions.size();
    for (size_t K = 0; K < Pieces.size(); ++K)
      InstAt[K + 1] = InstAt[K] + count_if(Pieces[K].Insts, Analyzed);
    In->Instructions.resize(InstAt.back());
    InstLines.resize(InstAt.back());
    auto PrintPiece = [&](MCInstPrinter &P, size_t K) {
      DecodedPiece &DP = Pieces[K];
      PieceListing &L = Printed[K];
      size_t Next = InstAt[K];
      raw_string_ostream POS(L.Text);
      for (RawInst &R : DP.Insts) {
        // A function's end label comes before the labels of what follows
        // (FunctionRegions closes a function at its first .Lfunc_end label).
        auto EmitLabel = [&](const std::string &Name) {
          L.Labels.push_back({Name, L.Text.size()});
          POS << Name << ":\n";
        };
        auto EIt = EndsAt.find({Sec.getIndex(), R.Addr});
        if (EIt != EndsAt.end())
          for_each(EIt->second, EmitLabel);
        auto It = SymbolsAt.find({Sec.getIndex(), R.Addr});
        if (It != SymbolsAt.end())
          for_each(It->second, EmitLabel);
        auto BIt = BranchLabels.find(R.Addr);
        if (BIt != BranchLabels.end())
          EmitLabel(BIt->second);
        uint64_t LineOffset = L.Text.size();
        if (R.ProblemKind == ListingNote::Undecodable)
          POS << "\t.long " << format_hex(R.Inst.getOpcode(), 10);
        else if (!CrashRecoveryContext().RunSafely(
                     [&] { P.printInst(&R.Inst, R.Addr, "", STI, POS); })) {
          L.CrashAddr = R.Addr;
          return;
        }
        POS << "\t; " << format("%06" PRIx64, R.Addr) << "\n";
        if (R.ProblemKind != ListingNote::NumKinds)
          L.Notes.push_back({R.ProblemKind, LineOffset, std::move(R.Problem)});
        if (Analyzed(R)) {
          In->Instructions[Next] = std::move(R.Inst);
          InstLines[Next++] = LineOffset;
        }
      }
    };
    std::optional<DefaultThreadPool> Pool;
    if (Pieces.size() > 1) {
      Pool.emplace(hardware_concurrency(Threads));
      for (size_t K = 0; K < Pieces.size(); ++K)
        Pool->async([&, K] {
          // A printer like IP (the AMDGPU printer has one syntax variant).
          std::unique_ptr<MCInstPrinter> P(
              T.createMCInstPrinter(Ctx.getTargetTriple(), 0, *Ctx.getAsmInfo(),
                                    MCII, *Ctx.getRegisterInfo()));
          if (!P) {
            Printed[K].Serial = true;
            return;
          }
          P->setUseMarkup(IP.getUseMarkup());
          P->setUseColor(IP.getUseColor());
          P->setPrintImmHex(IP.getPrintImmHex());
          PrintPiece(*P, K);
        });
      Pool->wait();
    } else {
      Printed[0].Serial = true;
    }
    // Where each piece's text goes in the listing: TextAt[K]. The labels and
    // notes are taken here; the texts are copied in place (and the line
    // offsets made absolute) on the pool when there are several pieces.
    std::vector<size_t> TextAt(Pieces.size());
    size_t TextEnd = Listing.size();
    for (size_t K = 0; K < Pieces.size(); ++K) {
      PieceListing &L = Printed[K];
      if (L.Serial)
        PrintPiece(IP, K);
      if (L.CrashAddr)
        return crashError(Buffer, "printing", SecName ? *SecName : "?",
                          *L.CrashAddr - Base, Bytes);
      TextAt[K] = TextEnd;
      TextEnd += L.Text.size();
      for (auto &[Name, Off] : L.Labels)
        LabelOffsets.push_back({std::move(Name), TextAt[K] + Off});
      for (ListingNote &N : L.Notes)
        Notes.push_back({N.K, TextAt[K] + N.LineOffset, std::move(N.Message)});
    }
    Listing.resize(TextEnd);
    auto Place = [&](size_t K) {
      PieceListing &L = Printed[K];
      std::copy(L.Text.begin(), L.Text.end(), Listing.begin() + TextAt[K]);
      for (size_t I = InstAt[K]; I != InstAt[K + 1]; ++I)
        InstLines[I] += TextAt[K];
      L = PieceListing(); // frees its text
    };
    if (Pool) {
      for (size_t K = 0; K < Pieces.size(); ++K)
        Pool->async([&, K] { Place(K); });
      Pool->wait();
    } else {
      for (size_t K = 0; K < Pieces.size(); ++K)
        Place(K);
    }
  }

  // The listing must be in the SourceMgr before locations can point into it.
  unsigned BufID = SM.AddNewSourceBuffer(
      MemoryBuffer::getMemBufferCopy(
          Listing, (Buffer.getBufferIdentifier() + ".disasm.s").str()),
      SMLoc());
  const char *Start = SM.getMemoryBuffer(BufID)->getBufferStart();
  // A code object for another processor than the one asked for: most of
  // its words do not decode (3,269 of a gfx90a rocRAND object under
  // gfx1030), and the report would be of the few that happen to. More than
  // WrongTargetShare of them undecodable, with e_flags naming another
  // processor, is an error that names it (docs/Robustness.md).
  {
    size_t Undecodable = count_if(Notes, [](const ListingNote &N) {
      return N.K == ListingNote::Undecodable;
    });
    size_t Words = Undecodable + In->Instructions.size();
    std::optional<StringRef> Own = processorName(Obj);
    if (Own && !Own->empty() && *Own != STI.getCPU() &&
        Undecodable >= MinWrongTargetWords &&
        double(Undecodable) > WrongTargetShare * double(Words))
      return objectError(
          Buffer, Twine(Undecodable) + " of " + Twine(Words) +
                      " instructions (" +
                      formatv("{0:f1}", 100.0 * Undecodable / Words) +
                      "%) do not decode for '" + STI.getCPU() +
                      "': the code object is for '" + *Own +
                      "' (its e_flags); analyze it with -mcpu=" + *Own);
  }
  unsigned NoteCount[ListingNote::NumKinds] = {};
  for (const ListingNote &N : Notes) {
    if (++NoteCount[N.K] <= MaxNotesPerKind)
      SM.PrintMessage(SMLoc::getFromPointer(Start + N.LineOffset),
                      SourceMgr::DK_Warning, N.Message);
  }
  static const char *const KindText[] = {
      "SoftFail decodes", "undecodable words", "instructions not analyzed"};
  for (unsigned K = 0; K < ListingNote::NumKinds; ++K)
    if (NoteCount[K] > MaxNotesPerKind)
      WithColor::warning(errs(), "gcn-mca")
          << Buffer.getBufferIdentifier() << ": " << NoteCount[K] << " "
          << KindText[K] << " in all (the first " << MaxNotesPerKind
          << " are shown)\n";
  unsigned Index = 0;
  size_t NextLabel = 0;
  for (MCInst &Inst : In->Instructions) {
    uint64_t Line = InstLines[Index];
    while (NextLabel < LabelOffsets.size() &&
           LabelOffsets[NextLabel].second < Line) {
      In->Labels.push_back(
          {LabelOffsets[NextLabel].first, Index,
           SMLoc::getFromPointer(Start + LabelOffsets[NextLabel].second)});
      ++NextLabel;
    }
    Inst.setLoc(SMLoc::getFromPointer(Start + Line));
    ++Index;
  }
  In->Regions->addInstructions(In->Instructions);
  for (; NextLabel < LabelOffsets.size(); ++NextLabel)
    In->Labels.push_back(
        {LabelOffsets[NextLabel].first, Index,
         SMLoc::getFromPointer(Start + LabelOffsets[NextLabel].second)});
  return std::move(In);
}
