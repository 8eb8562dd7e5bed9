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
#include "gcn-mca/Input/InputLimits.h"
#include "gcn-mca/Input/LocatedError.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDwarf.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCParser/AsmLexer.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormattedStream.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace llvm {
namespace gcnmca {

/// Records instructions, labels and function symbols as the parser emits
/// them; everything else is accepted and dropped.
class AsmInputStreamer final : public MCStreamer {
  AsmInput &In;
  int LastLoc = -1;
  unsigned LastFile = 0;

public:
  AsmInputStreamer(MCContext &Ctx, AsmInput &In) : MCStreamer(Ctx), In(In) {}

  void emitInstruction(const MCInst &Inst, const MCSubtargetInfo &) override {
    In.Instructions.push_back(Inst);
    In.Regions->addInstruction(Inst);
    In.PendingLocOfInst.push_back(currentSourceLoc());
  }

  /// The `.loc` in force (the parser keeps it in the context), as an index
  /// into In.PendingLocs; -1 before the first `.loc`. Only read: the MC
  /// state is what it would be without this streamer's interest.
  int currentSourceLoc() {
    MCContext &Ctx = getContext();
    if (!Ctx.getDwarfLocSeen())
      return -1;
    const MCDwarfLoc &L = Ctx.getCurrentDwarfLoc();
    if (LastLoc >= 0 && L.getFileNum() == LastFile &&
        L.getLine() == In.PendingLocs[LastLoc].Line &&
        L.getColumn() == In.PendingLocs[LastLoc].Column)
      return LastLoc;
    AsmSourceLoc SL;
    const MCDwarfLineTable &T = Ctx.getMCDwarfLineTable(0);
    unsigned F = L.getFileNum();
    const SmallVectorImpl<MCDwarfFile> &Files = T.getMCDwarfFiles();
    if (F < Files.size() && !Files[F].Name.empty())
      SL.File = Files[F].Name;
    else if (F == 0)
      SL.File = T.getRootFile().Name;
    if (SL.File.empty())
      SL.File = "<file " + std::to_string(F) + ">";
    SL.Line = L.getLine();
    SL.Column = L.getColumn();
    In.PendingLocs.push_back(std::move(SL));
    LastFile = F;
    return LastLoc = In.PendingLocs.size() - 1;
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

  /// While set, the symbols visitUsedExpr() meets are appended here.
  SmallVectorImpl<const MCSymbol *> *UsedSymbols = nullptr;
  void visitUsedSymbol(const MCSymbol &Sym) override {
    if (UsedSymbols)
      UsedSymbols->push_back(&Sym);
  }
};

/// MC's parser of the input, kept after the parse so that directive operands
/// can be evaluated over the symbols of the whole file (members in the order
/// they may be destroyed: the target parser first).
struct AsmInput::MCParserState {
  MCParserState(AsmInput &In, MCContext &Ctx, SourceMgr &SM)
      : TargetOS(In.TargetText), FOS(TargetOS), Str(Ctx, In), SM(SM) {}
  raw_string_ostream TargetOS;
  formatted_raw_ostream FOS;
  AsmInputStreamer Str;
  SourceMgr &SM;
  std::unique_ptr<MCAsmParser> Parser;
  std::unique_ptr<MCTargetAsmParser> TAP;
  /// Error diagnostics printed while parsing (the failed lines that
  /// -skip-unsupported-instructions=parse-failure drops).
  unsigned Errors = 0;
  ~MCParserState() {
    // The parser gives the source manager back the handler it found: ours,
    // which must not outlive this state.
    TAP.reset();
    Parser.reset();
    if (SM.getDiagHandler() == countDiagnostic &&
        SM.getDiagContext() == this)
      SM.setDiagHandler(nullptr);
  }
  /// Prints a diagnostic as the assembler does, counting the errors.
  static void countDiagnostic(const SMDiagnostic &D, void *State) {
    if (D.getKind() == SourceMgr::DK_Error)
      ++static_cast<MCParserState *>(State)->Errors;
    D.print(nullptr, errs());
  }
};

AsmInput::AsmInput() = default;
AsmInput::~AsmInput() = default;

/// Sees every comment the lexer reads; feeds markers to the regions and keeps
/// the text of the others (a comment may be reported twice by the AMDGPU
/// parser's look-ahead: it is kept once).
class AsmInputCommentConsumer final : public AsmCommentConsumer {
  AsmInput &In;
  StringRef Buffer; ///< the main file, where `.loc` lines are looked for
  DenseSet<const char *> Seen;

public:
  AsmInputCommentConsumer(AsmInput &In, StringRef Buffer)
      : In(In), Buffer(Buffer) {}
  void HandleComment(SMLoc Loc, StringRef Text) override {
    // LLVM 22's lexer hands over a comment that ends the buffer without a
    // newline (`;` or `#` as the last byte) with length (size_t)-1: keep the
    // text within the buffer.
    const char *End = Buffer.end();
    if (Text.data() < Buffer.begin() || Text.data() > End)
      Text = StringRef();
    else if (Text.size() > size_t(End - Text.data()))
      Text = StringRef(Text.data(), End - Text.data());
    In.Regions->handleComment(Loc, Text);
    if (Seen.insert(Loc.getPointer()).second) {
      In.Comments.push_back({Text.str(), 0, Loc});
      if (isLocComment(Loc))
        In.LocComments.push_back({Loc.getPointer(), Text.str()});
    }
  }

  /// True when the comment at \p Loc ends a `.loc` directive's line.
  bool isLocComment(SMLoc Loc) const {
    const char *P = Loc.getPointer();
    const char *BufStart = Buffer.begin();
    if (!P || P < BufStart || P > Buffer.end())
      return false;
    // The text before the comment, from the start of its line.
    const char *B = P;
    while (B > BufStart && B[-1] != '\n' && P - B < 4096)
      --B;
    return StringRef(B, P - B).ltrim().starts_with(".loc");
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

namespace {
/// What the pre-scan carries from a file into the files it includes.
struct PreScanState {
  const MCAsmInfo &MAI;
  const InputLimits &Limits;
  std::vector<std::string> IncludeDirs;
  /// The files being scanned, outermost first (self-inclusion).
  std::vector<sys::fs::UniqueID> Chain;
  /// Bytes of the input and of every file it pulls in.
  uint64_t Bytes = 0;
};
} // namespace

/// The file a `.include` or `.incbin` of \p Name reads, as LLVM's assembler
/// finds it (as given, then in the include directories); empty if none.
static std::string resolveInclude(StringRef Name, const PreScanState &S) {
  if (sys::fs::exists(Name))
    return Name.str();
  for (const std::string &Dir : S.IncludeDirs) {
    SmallString<256> P(Dir);
    sys::path::append(P, Name);
    if (sys::fs::exists(P))
      return std::string(P);
  }
  return "";
}

static bool preScanBuffer(SourceMgr &SM, unsigned BufID, PreScanState &S);

/// Checks the file of a `.include` (\p Include) or `.incbin` at \p Loc
/// against the limits, and pre-scans an included file.
static bool preScanFile(SourceMgr &SM, SMLoc Loc, StringRef Name,
                        bool Include, PreScanState &S) {
  const InputLimits &L = S.Limits;
  auto Fail = [&](const Twine &Msg) {
    SM.PrintMessage(Loc, SourceMgr::DK_Error,
                    Msg + " (rejected before parsing)");
    return false;
  };
  std::string Path = resolveInclude(Name, S);
  if (Path.empty())
    return true; // The assembler says it is missing.
  sys::fs::file_status St;
  if (std::error_code EC = sys::fs::status(Path, St))
    return Fail("'" + Name + "': " + EC.message());
  if (!sys::fs::is_regular_file(St))
    return Fail("'" + Name + "' is not a regular file (a device or pipe may "
                "have no end)");
  if (St.getSize() > L.MaxBytes - std::min(L.MaxBytes, S.Bytes))
    return Fail("'" + Name + "' (" + Twine(St.getSize()) +
                " bytes) makes the input larger than -max-input-size=" +
                Twine(L.MaxBytes));
  S.Bytes += St.getSize();
  if (!Include)
    return true;
  if (is_contained(S.Chain, St.getUniqueID()))
    return Fail("'" + Name + "' includes itself (through " +
                Twine(S.Chain.size()) + " file" +
                (S.Chain.size() == 1 ? "" : "s") + ")");
  if (S.Chain.size() > L.MaxIncludeDepth)
    return Fail("'" + Name + "': .include nested deeper than "
                "-max-include-depth=" +
                Twine(L.MaxIncludeDepth));
  Expected<std::unique_ptr<MemoryBuffer>> Buf = L.readFile(Path, ".include");
  if (!Buf)
    return Fail(toString(Buf.takeError()));
  // Its own source manager: the assembler adds the file to the input's.
  SourceMgr Local;
  unsigned ID = Local.AddNewSourceBuffer(std::move(*Buf), SMLoc());
  S.Chain.push_back(St.getUniqueID());
  bool OK = preScanBuffer(Local, ID, S);
  S.Chain.pop_back();
  if (!OK)
    SM.PrintMessage(Loc, SourceMgr::DK_Note, "included here");
  return OK;
}

/// LLVM 22's AMDGPU assembly parser loops forever on some statements with a
/// lexical error in an operand position (`a&"`, ` s_nop {"`, `a|0x`,
/// `a,'`, `v_x {/*`: an unterminated string, character or block comment,
/// an invalid character or number after an operator or bracket); llvm-mc
/// hangs on them too. The parser would report any lexical error anyway, so
/// the whole buffer is lexed first and the first error rejects the input
/// with its location. The bodies of `.amdgpu_metadata` and
/// `.amdgpu_pal_metadata` blocks are read as raw text by the parser (only
/// the first token of a line is lexed) and are scanned the same way.
/// The same pass bounds what the input may make the assembler read or
/// expand (InputLimits): a numeric literal's length (before lexing: LLVM's
/// lexer takes quadratic time on it), `.rept` repetitions, and the files of
/// `.include` (scanned too, at most MaxIncludeDepth deep, never itself) and
/// `.incbin` (regular files, within the size bound).
static bool preScanBuffer(SourceMgr &SM, unsigned BufID, PreScanState &S) {
  StringRef Buf = SM.getMemoryBuffer(BufID)->getBuffer();
  size_t Length = 0;
  if (std::optional<size_t> At = S.Limits.findLongLiteral(Buf, Length)) {
    SM.PrintMessage(SMLoc::getFromPointer(Buf.data() + *At),
                    SourceMgr::DK_Error,
                    "a numeric literal of " + Twine(Length) +
                        " characters, more than -max-literal-length=" +
                        Twine(S.Limits.MaxLiteralLength) +
                        " (rejected before parsing: LLVM's lexer takes "
                        "quadratic time on it)");
    return false;
  }
  AsmLexer L(S.MAI);
  L.setLexMasmIntegers(true);
  L.setBuffer(Buf);
  L.Lex();
  bool RawBlock = false, AtStatementStart = true;
  enum { None, Include, Incbin, Rept } Pending = None;
  // Repetitions of the enclosing `.rept` blocks (`.irp`/`.irpc`: 1).
  SmallVector<uint64_t, 4> Repeat{1};
  // Every token consumes input; the bound only guards against a lexer that
  // would not.
  for (size_t Tokens = 0, Limit = Buf.size() + 16; Tokens < Limit; ++Tokens) {
    const AsmToken &Tok = L.getTok();
    if (Tok.is(AsmToken::Eof))
      return true;
    if (Tok.is(AsmToken::Error)) {
      SM.PrintMessage(L.getErrLoc(), SourceMgr::DK_Error,
                      L.getErr() + " (rejected before parsing: LLVM's "
                                   "assembly parser may not terminate on it)");
      return false;
    }
    if (Pending == Include || Pending == Incbin) {
      if (Tok.is(AsmToken::String) &&
          !preScanFile(SM, Tok.getLoc(), Tok.getStringContents(),
                       Pending == Include, S))
        return false;
    } else if (Pending == Rept) {
      if (!Tok.is(AsmToken::Integer) && !Tok.is(AsmToken::Minus)) {
        SM.PrintMessage(Tok.getLoc(), SourceMgr::DK_Error,
                        "a .rept count must be a number here (gcn-mca "
                        "bounds the expansion before parsing: -max-rept)");
        return false;
      }
      uint64_t N = Tok.is(AsmToken::Integer) && Tok.getIntVal() > 0
                       ? uint64_t(Tok.getIntVal())
                       : 0;
      uint64_t Total;
      if (__builtin_mul_overflow(Repeat.back(), N, &Total) ||
          Total > S.Limits.MaxRepetitions) {
        SM.PrintMessage(Tok.getLoc(), SourceMgr::DK_Error,
                        ".rept " + Twine(N) + " repeats its block " +
                            (Repeat.size() > 1 ? "(with the enclosing .rept "
                                                 "blocks) "
                                               : "") +
                            "more than -max-rept=" +
                            Twine(S.Limits.MaxRepetitions) +
                            " times (rejected before parsing)");
        return false;
      }
      Repeat.push_back(Total);
    } else if (AtStatementStart && !Tok.is(AsmToken::EndOfStatement)) {
      StringRef Id = Tok.is(AsmToken::Identifier) ? Tok.getIdentifier() : "";
      if (RawBlock) {
        if (Id == ".end_amdgpu_metadata" || Id == ".end_amdgpu_pal_metadata")
          RawBlock = false;
        else
          L.LexUntilEndOfStatement();
      } else if (Id == ".amdgpu_metadata" || Id == ".amdgpu_pal_metadata") {
        RawBlock = true;
      } else if (Id == ".include") {
        Pending = Include;
      } else if (Id == ".incbin") {
        Pending = Incbin;
      } else if (Id == ".rept") {
        Pending = Rept;
      } else if (Id == ".irp" || Id == ".irpc") {
        Repeat.push_back(Repeat.back());
      } else if (Id == ".endr" && Repeat.size() > 1) {
        Repeat.pop_back();
      }
      if (Pending != None) {
        AtStatementStart = false;
        L.Lex();
        continue;
      }
    }
    Pending = None;
    AtStatementStart = Tok.is(AsmToken::EndOfStatement);
    L.Lex();
  }
  return true;
}

static bool preScan(SourceMgr &SM, const MCAsmInfo &MAI,
                    const InputLimits &Limits) {
  if (!SM.getNumBuffers())
    return true;
  PreScanState S{MAI, Limits, SM.getIncludeDirs(), {}, 0};
  unsigned Main = SM.getMainFileID();
  S.Bytes = SM.getMemoryBuffer(Main)->getBufferSize();
  sys::fs::UniqueID ID;
  if (!sys::fs::getUniqueID(SM.getMemoryBuffer(Main)->getBufferIdentifier(),
                            ID))
    S.Chain.push_back(ID);
  return preScanBuffer(SM, Main, S);
}

Expected<std::unique_ptr<AsmInput>>
AsmInput::parse(const Target &T, SourceMgr &SM, MCContext &Ctx,
                const MCAsmInfo &MAI, const MCSubtargetInfo &STI,
                const MCInstrInfo &MCII, MCInstPrinter &IP,
                const Options &Opts) {
  if (!preScan(SM, MAI, Opts.Limits))
    return createStringError(inconvertibleErrorCode(),
                             "the input has lexical errors");
  auto In = std::make_unique<AsmInput>();
  In->Regions = std::make_unique<AnalysisRegions>(SM);

  In->MC = std::make_unique<MCParserState>(*In, Ctx, SM);
  MCParserState &State = *In->MC;
  formatted_raw_ostream &FOS = State.FOS;
  T.createAsmTargetStreamer(State.Str, FOS, &IP);

  // The parser passes its diagnostics on to the handler it finds.
  if (Opts.SkipParseFailures && !SM.getDiagHandler())
    SM.setDiagHandler(MCParserState::countDiagnostic, &State);
  State.Parser.reset(createMCAsmParser(SM, Ctx, State.Str, MAI));
  std::unique_ptr<MCAsmParser> &Parser = State.Parser;
  AsmInputCommentConsumer Comments(
      *In, SM.getNumBuffers()
               ? SM.getMemoryBuffer(SM.getMainFileID())->getBuffer()
               : StringRef());
  Parser->getLexer().setCommentConsumer(&Comments);
  Parser->getLexer().setLexMasmIntegers(true);

  MCTargetOptions MCOpts;
  MCOpts.PreserveAsmComments = false;
  State.TAP.reset(T.createMCAsmParser(STI, *Parser, MCII, MCOpts));
  std::unique_ptr<MCTargetAsmParser> &TAP = State.TAP;
  if (!TAP)
    return createStringError(inconvertibleErrorCode(),
                             "this target does not support assembly parsing");
  Parser->setTargetParser(*TAP);
  bool Failed = Parser->Run(/*NoInitialTextSection=*/false);
  FOS.flush();
  // Later evaluations re-read directive operands: their comments are no news.
  Parser->getLexer().setCommentConsumer(nullptr);
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
    In->ParseFailures = std::max(1u, State.Errors);
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

  In->attachSourceLocs();

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

/// Appends to \p Undefined the symbols \p E depends on, through `.set`
/// definitions, that have no value.
static void findUndefinedSymbols(const MCExpr &E, AsmInputStreamer &Str,
                                 SmallPtrSetImpl<const MCSymbol *> &Seen,
                                 SmallVectorImpl<const MCSymbol *> &Undefined) {
  SmallVector<const MCSymbol *, 8> Used;
  Str.UsedSymbols = &Used;
  Str.visitUsedExpr(E);
  Str.UsedSymbols = nullptr;
  for (const MCSymbol *S : Used) {
    if (!Seen.insert(S).second)
      continue;
    if (S->isVariable())
      findUndefinedSymbols(*S->getVariableValue(), Str, Seen, Undefined);
    else if (S->isUndefined())
      Undefined.push_back(S);
  }
}

Expected<int64_t> AsmInput::evaluateExpression(SMLoc Loc,
                                               const Twine &What) const {
  auto Fail = [&](SMLoc At, const Twine &Msg) -> Error {
    if (!MC)
      return createStringError(inconvertibleErrorCode(), Msg);
    unsigned Buf = MC->SM.FindBufferContainingLoc(At);
    if (!Buf)
      return createStringError(inconvertibleErrorCode(), Msg);
    auto [Line, Col] = MC->SM.getLineAndColumn(At, Buf);
    return make_error<LocatedError>(
        At, MC->SM.getMemoryBuffer(Buf)->getBufferIdentifier(), Line, Col, Msg);
  };
  if (!MC || !MC->Parser)
    return Fail(Loc, "cannot evaluate " + What + ": not assembly input");
  unsigned Buf = MC->SM.FindBufferContainingLoc(Loc);
  if (!Buf)
    return Fail(Loc, "cannot evaluate " + What + ": no such text");
  MCAsmParser &P = *MC->Parser;
  P.getLexer().setBuffer(MC->SM.getMemoryBuffer(Buf)->getBuffer(),
                         Loc.getPointer());
  P.Lex();
  if (P.getTok().is(AsmToken::EndOfStatement) || P.getTok().is(AsmToken::Eof))
    return Fail(Loc, "missing value for " + What);
  const MCExpr *E = nullptr;
  SMLoc End;
  bool Bad = P.parseExpression(E, End);
  P.clearPendingErrors();
  if (Bad || !E)
    return Fail(Loc, "cannot parse the value of " + What);
  if (!P.getTok().is(AsmToken::EndOfStatement) && !P.getTok().is(AsmToken::Eof))
    return Fail(P.getTok().getLoc(), "unexpected '" + P.getTok().getString() +
                                         "' after the value of " + What);
  int64_t V = 0;
  if (E->evaluateAsAbsolute(V))
    return V;
  SmallPtrSet<const MCSymbol *, 8> Seen;
  SmallVector<const MCSymbol *, 2> Undefined;
  findUndefinedSymbols(*E, MC->Str, Seen, Undefined);
  if (!Undefined.empty())
    return Fail(Loc, "cannot evaluate " + What + ": undefined symbol '" +
                         Undefined.front()->getName() + "'");
  return Fail(Loc, "cannot evaluate " + What + ": not a constant");
}

std::optional<int64_t> AsmInput::symbolValue(StringRef Name) const {
  if (!MC)
    return std::nullopt;
  const MCSymbol *S = MC->Str.getContext().lookupSymbol(Name);
  int64_t V = 0;
  if (!S || !S->isVariable() || !S->getVariableValue()->evaluateAsAbsolute(V))
    return std::nullopt;
  return V;
}

/// The inlining chain of clang's verbose `.loc` comment: for
/// "k.cl:2:16 @[ k.cl:9:10 @[ k.cl:4:43 ] ]", {"k.cl:9", "k.cl:4"} when the
/// head is \p SL's position (File:Line:Column); empty otherwise.
static SmallVector<std::string, 2> parseInlinedAt(StringRef Comment,
                                                  const AsmSourceLoc &SL) {
  SmallVector<std::string, 2> Chain;
  SmallVector<StringRef, 4> Parts;
  Comment.split(Parts, "@[");
  auto Position = [](StringRef S) {
    S = S.trim().rtrim("] ").trim();
    auto [FileLine, Col] = S.rsplit(':');
    auto [File, Line] = FileLine.rsplit(':');
    unsigned L, C;
    if (File.empty() || Line.getAsInteger(10, L) || Col.getAsInteger(10, C))
      return std::optional<std::tuple<StringRef, unsigned, unsigned>>();
    return std::optional(std::make_tuple(File, L, C));
  };
  auto Head = Position(Parts[0]);
  if (!Head || std::get<1>(*Head) != SL.Line ||
      std::get<2>(*Head) != SL.Column ||
      !StringRef(SL.File).ends_with(std::get<0>(*Head)))
    return Chain;
  for (StringRef P : ArrayRef(Parts).drop_front()) {
    auto Site = Position(P);
    if (!Site)
      return {};
    Chain.push_back(
        (std::get<0>(*Site) + ":" + Twine(std::get<1>(*Site))).str());
  }
  return Chain;
}

void AsmInput::attachSourceLocs() {
  // One entry per distinct (position, inlining chain).
  StringMap<unsigned> Unique;
  for (unsigned I = 0; I < Instructions.size(); ++I) {
    int P = I < PendingLocOfInst.size() ? PendingLocOfInst[I] : -1;
    const char *Ptr = Instructions[I].getLoc().getPointer();
    if (P < 0 || !Ptr)
      continue;
    AsmSourceLoc SL = PendingLocs[P];
    // The `.loc` comment in force: the last one before the instruction.
    auto It = partition_point(LocComments,
                              [&](const auto &C) { return C.first <= Ptr; });
    if (It != LocComments.begin())
      SL.InlinedAt = parseInlinedAt(std::prev(It)->second, SL);
    std::string Key = SL.File + "\n" + std::to_string(SL.Line) + "\n" +
                      std::to_string(SL.Column);
    for (const std::string &S : SL.InlinedAt)
      Key += "\n" + S;
    auto [UI, New] = Unique.try_emplace(Key, SourceLocs.size());
    if (New)
      SourceLocs.push_back(std::move(SL));
    SourceLocOf[Ptr] = UI->second;
  }
  PendingLocOfInst.clear();
  PendingLocs.clear();
  LocComments.clear();
}

ArrayRef<unsigned> AsmInput::instructionsAt(const char *Loc) const {
  std::call_once(LocIndexOnce, [&] {
    for (unsigned I = 0, E = Instructions.size(); I != E; ++I)
      LocIndex[Instructions[I].getLoc().getPointer()].push_back(I);
  });
  auto It = LocIndex.find(Loc);
  if (It == LocIndex.end())
    return {};
  return It->second;
}

const AsmSourceLoc *AsmInput::sourceLoc(const MCInst &MI) const {
  auto It = SourceLocOf.find(MI.getLoc().getPointer());
  return It == SourceLocOf.end() ? nullptr : &SourceLocs[It->second];
}

std::optional<StringRef> llvm::gcnmca::getGCNMCAAnnotation(StringRef Comment) {
  Comment = Comment.trim();
  if (!Comment.consume_front("gcn-mca:"))
    return std::nullopt;
  return Comment.trim();
}
