//===- AsmInput.cpp - Parsed assembly input -------------------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Runs LLVM's assembly parser over the input with a recording streamer and a
/// comment consumer, and keeps instructions, labels, comments and regions.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/AsmInput.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCParser/AsmLexer.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FormattedStream.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace llvm {
namespace gcnmca {

/// Records instructions, labels and function symbols as the parser emits
/// them; everything else is accepted and dropped.
class AsmInputStreamer final : public MCStreamer {
  AsmInput &In;

public:
  AsmInputStreamer(MCContext &Ctx, AsmInput &In) : MCStreamer(Ctx), In(In) {}

  void emitInstruction(const MCInst &Inst, const MCSubtargetInfo &) override {
    In.Instructions.push_back(Inst);
    In.Regions->addInstruction(Inst);
  }

  void emitLabel(MCSymbol *Symbol, SMLoc Loc) override {
    MCStreamer::emitLabel(Symbol, Loc);
    In.Labels.push_back({Symbol->getName().str(), 0, Loc});
  }

  bool emitSymbolAttribute(MCSymbol *Symbol, MCSymbolAttr Attr) override {
    if (Attr == MCSA_ELF_TypeFunction)
      In.Functions.push_back(Symbol->getName().str());
    return true;
  }

  void emitCommonSymbol(MCSymbol *, uint64_t, Align) override {}
  void emitZerofill(MCSection *, MCSymbol *, uint64_t, Align, SMLoc) override {}
};

/// Sees every comment the lexer reads; feeds markers to the regions and keeps
/// the text of the others (a comment may be reported twice by the AMDGPU
/// parser's look-ahead: it is kept once).
class AsmInputCommentConsumer final : public AsmCommentConsumer {
  AsmInput &In;
  DenseSet<const char *> Seen;

public:
  explicit AsmInputCommentConsumer(AsmInput &In) : In(In) {}
  void HandleComment(SMLoc Loc, StringRef Text) override {
    In.Regions->handleComment(Loc, Text);
    if (Seen.insert(Loc.getPointer()).second)
      In.Comments.push_back({Text.str(), 0, Loc});
  }
};

} // namespace gcnmca
} // namespace llvm

/// Index of the first instruction located after \p Loc.
static unsigned instIndexAfter(ArrayRef<MCInst> Insts, SMLoc Loc) {
  return partition_point(Insts,
                         [&](const MCInst &I) {
                           return I.getLoc().getPointer() <= Loc.getPointer();
                         }) -
         Insts.begin();
}

Expected<std::unique_ptr<AsmInput>>
AsmInput::parse(const Target &T, SourceMgr &SM, MCContext &Ctx,
                const MCAsmInfo &MAI, const MCSubtargetInfo &STI,
                const MCInstrInfo &MCII, MCInstPrinter &IP,
                const Options &Opts) {
  auto In = std::make_unique<AsmInput>();
  In->Regions = std::make_unique<AnalysisRegions>(SM);

  AsmInputStreamer Str(Ctx, *In);
  raw_string_ostream TargetOS(In->TargetText);
  formatted_raw_ostream FOS(TargetOS);
  T.createAsmTargetStreamer(Str, FOS, &IP);

  std::unique_ptr<MCAsmParser> Parser(createMCAsmParser(SM, Ctx, Str, MAI));
  AsmInputCommentConsumer Comments(*In);
  Parser->getLexer().setCommentConsumer(&Comments);
  Parser->getLexer().setLexMasmIntegers(true);

  MCTargetOptions MCOpts;
  MCOpts.PreserveAsmComments = false;
  std::unique_ptr<MCTargetAsmParser> TAP(
      T.createMCAsmParser(STI, *Parser, MCII, MCOpts));
  if (!TAP)
    return createStringError(inconvertibleErrorCode(),
                             "this target does not support assembly parsing");
  Parser->setTargetParser(*TAP);
  bool Failed = Parser->Run(/*NoInitialTextSection=*/false);
  FOS.flush();
  In->AssemblerDialect = Parser->getAssemblerDialect();

  if (Failed) {
    if (!Opts.SkipParseFailures && !Opts.SuggestSkipOption)
      return createStringError(
          inconvertibleErrorCode(),
          "assembly input parsing had errors (check the processor: the "
          "input's .amdgcn_target directive, or -mcpu/-mattr)");
    if (!Opts.SkipParseFailures)
      return createStringError(
          inconvertibleErrorCode(),
          "Assembly input parsing had errors, use "
          "-skip-unsupported-instructions=parse-failure to drop failing lines "
          "from the input.");
    In->ParseFailures = 1;
  }
  if (!In->Regions->isValid())
    return createStringError(inconvertibleErrorCode(),
                             "invalid LLVM-MCA region markers");

  // The parser may emit an instruction after lexing the comment that follows
  // it, so positions are attached by source location, not by arrival order.
  for (AsmLabel &L : In->Labels)
    L.InstIndex = instIndexAfter(In->Instructions, L.Loc);
  for (AsmComment &C : In->Comments)
    C.InstIndex = instIndexAfter(In->Instructions, C.Loc);

  // The target streamer echoes each kernel descriptor as a
  // `.amdhsa_kernel NAME` block.
  SmallVector<StringRef> Lines;
  StringRef(In->TargetText).split(Lines, '\n');
  for (StringRef Line : Lines) {
    Line = Line.trim();
    if (Line.consume_front(".amdhsa_kernel") && !Line.empty() &&
        (Line[0] == ' ' || Line[0] == '\t'))
      In->Kernels.push_back(Line.trim().str());
  }
  return std::move(In);
}

std::optional<StringRef> llvm::gcnmca::getGCNMCAAnnotation(StringRef Comment) {
  Comment = Comment.trim();
  if (!Comment.consume_front("gcn-mca:"))
    return std::nullopt;
  return Comment.trim();
}
