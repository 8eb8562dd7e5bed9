//===- gcn-mca-markers.cpp - Insert LLVM-MCA markers into assembly --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// gcn-mca-markers rewrites an AMDGPU assembly file (typically `clang -S`
/// output), adding `; LLVM-MCA-BEGIN name` / `; LLVM-MCA-END name` lines
/// around chosen functions, loops (innermost or all), basic blocks or line
/// ranges, and leaves every other byte of the file unchanged. It uses the
/// same parser and CFG as gcn-mca, so the regions are what gcn-mca sees.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/FunctionRegions.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/Input/InputTarget.h"
#include "gcn-mca/Input/TargetSetup.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace llvm::gcnmca;

static cl::OptionCategory MarkerCat("Marker Options");

static cl::opt<std::string> InputFilename(cl::Positional,
                                          cl::desc("<input .s file>"),
                                          cl::init("-"), cl::cat(MarkerCat));
static cl::opt<std::string> OutputFilename("o", cl::desc("Output file"),
                                           cl::init("-"), cl::cat(MarkerCat),
                                           cl::value_desc("filename"));
static cl::opt<std::string> TripleName("mtriple", cl::desc("Target triple"),
                                       cl::init("amdgcn-amd-amdhsa"),
                                       cl::cat(MarkerCat));
static cl::opt<std::string>
    MCPU("mcpu",
         cl::desc("Target processor (default: the input's .amdgcn_target)"),
         cl::init(""), cl::cat(MarkerCat));
static cl::list<std::string> MAttrs("mattr", cl::CommaSeparated,
                                    cl::desc("Target specific attributes"),
                                    cl::value_desc("a1,+a2,-a3,..."),
                                    cl::cat(MarkerCat));
static cl::opt<bool> Kernels("kernels",
                             cl::desc("Wrap every selected function"),
                             cl::init(false), cl::cat(MarkerCat));
static cl::list<std::string>
    KernelNames("kernel",
                cl::desc("Only look at functions matching this glob "
                         "(repeatable)"),
                cl::value_desc("glob"), cl::cat(MarkerCat));
enum class LoopSel { None, Innermost, All };
static cl::opt<LoopSel>
    Loops("loops", cl::desc("Wrap loops"),
          cl::values(clEnumValN(LoopSel::None, "none", "No loop (default)"),
                     clEnumValN(LoopSel::Innermost, "innermost",
                                "Every loop without an inner loop"),
                     clEnumValN(LoopSel::All, "all", "Every loop")),
          cl::init(LoopSel::None), cl::cat(MarkerCat));
static cl::list<std::string>
    Blocks("blocks", cl::CommaSeparated,
           cl::desc("Wrap these basic blocks (label, %bb.N or #index)"),
           cl::value_desc("name,..."), cl::cat(MarkerCat));
static cl::list<std::string>
    Lines("lines", cl::desc("Wrap the lines FIRST-LAST (repeatable)"),
          cl::value_desc("FIRST-LAST"), cl::cat(MarkerCat));

namespace {
/// A region to mark: BEGIN goes at byte offset Begin (a line start), END at
/// byte offset End (a line start, or the end of the buffer).
struct Span {
  std::string Name;
  size_t Begin, End;
};
} // namespace

static int fail(const Twine &Msg) {
  WithColor::error(errs(), "gcn-mca-markers") << Msg << "\n";
  return 1;
}

static size_t lineStart(StringRef Buf, size_t Off) {
  size_t NL = Buf.rfind('\n', Off == 0 ? 0 : Off - 1);
  if (Off == 0 || NL == StringRef::npos)
    return 0;
  return NL + 1;
}

static size_t nextLineStart(StringRef Buf, size_t Off) {
  size_t NL = Buf.find('\n', Off);
  return NL == StringRef::npos ? Buf.size() : NL + 1;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  initializeAMDGPUTarget();
  cl::HideUnrelatedOptions(MarkerCat);
  cl::ParseCommandLineOptions(
      argc, argv,
      "gcn-mca-markers: insert LLVM-MCA region markers into AMDGPU assembly\n");
  if (!Kernels && Loops == LoopSel::None && Blocks.empty() && Lines.empty())
    return fail("nothing to mark: give -kernels, -loops, -blocks or -lines");

  ErrorOr<std::unique_ptr<MemoryBuffer>> BufOrErr =
      MemoryBuffer::getFileOrSTDIN(InputFilename, /*IsText=*/false);
  if (!BufOrErr)
    return fail(InputFilename + ": " + BufOrErr.getError().message());
  Expected<ResolvedTarget> Target = resolveTarget(
      MCPU, MAttrs,
      InputTarget::fromAssembly((*BufOrErr)->getBuffer(), InputFilename),
      "gcn-mca-markers", errs());
  if (!Target)
    return fail(toString(Target.takeError()));
  TargetSetup TS;
  if (Error E = TS.init(TripleName, Target->CPU, Target->Attrs)) {
    return fail(toString(std::move(E)));
  }
  SourceMgr SM;
  unsigned BufID = SM.AddNewSourceBuffer(std::move(*BufOrErr), SMLoc());
  StringRef Buf = SM.getMemoryBuffer(BufID)->getBuffer();
  std::unique_ptr<MCInstPrinter> IP(TS.TheTarget->createMCInstPrinter(
      TS.TheTriple, 0, *TS.MAI, *TS.MCII, *TS.MRI));
  MCContext Ctx(TS.TheTriple, TS.MAI.get(), TS.MRI.get(), TS.STI.get(), &SM);
  std::unique_ptr<MCObjectFileInfo> MOFI(
      TS.TheTarget->createMCObjectFileInfo(Ctx, /*PIC=*/false));
  Ctx.setObjectFileInfo(MOFI.get());
  AsmInput::Options InOpts;
  InOpts.SuggestSkipOption = false;
  Expected<std::unique_ptr<AsmInput>> InOrErr = AsmInput::parse(
      *TS.TheTarget, SM, Ctx, *TS.MAI, *TS.STI, *TS.MCII, *IP, InOpts);
  if (!InOrErr)
    return fail(toString(InOrErr.takeError()));
  const AsmInput &In = **InOrErr;
  ArrayRef<MCInst> All = In.instructions();
  auto Off = [&](SMLoc L) { return size_t(L.getPointer() - Buf.data()); };

  std::vector<GlobPattern> Globs;
  for (const std::string &P : KernelNames) {
    Expected<GlobPattern> G = GlobPattern::create(P);
    if (!G)
      return fail("-kernel=" + P + ": " + toString(G.takeError()));
    Globs.push_back(std::move(*G));
  }
  std::vector<Span> Spans;
  std::vector<bool> BlockFound(Blocks.size(), false);
  for (const FunctionRange &F : findFunctions(In)) {
    if (F.Begin >= F.End)
      continue;
    if (!Globs.empty() &&
        none_of(Globs, [&](const GlobPattern &G) { return G.match(F.Name); }))
      continue;
    ArrayRef<MCInst> Insts = All.slice(F.Begin, F.End - F.Begin);
    auto SpanOf = [&](const std::string &Name, unsigned First, unsigned Last) {
      return Span{Name, lineStart(Buf, Off(Insts[First].getLoc())),
                  nextLineStart(Buf, Off(Insts[Last].getLoc()))};
    };
    if (Kernels)
      Spans.push_back(SpanOf(F.Name, 0, Insts.size() - 1));
    if (Loops == LoopSel::None && Blocks.empty())
      continue;
    TraceOptions TO;
    TO.M = TraceOptions::Mode::Straight;
    Expected<std::unique_ptr<RegionControlFlow>> RCF =
        RegionControlFlow::analyze(In, Insts, F.Name, *TS.MCII, TO);
    if (!RCF)
      return fail(toString(RCF.takeError()));
    const ControlFlowGraph &G = (*RCF)->getCFG();
    const LoopNest &LN = (*RCF)->getLoops();
    if (Loops != LoopSel::None && LN.isIrreducible())
      WithColor::warning(errs(), "gcn-mca-markers")
          << F.Name << ": irreducible control flow, no loop marked\n";
    for (const Loop &L : LN.loops()) {
      if (Loops == LoopSel::None ||
          (Loops == LoopSel::Innermost && !L.Children.empty()))
        continue;
      unsigned First = G.block(L.Blocks.front()).Begin;
      unsigned Last = G.block(L.Blocks.back()).End - 1;
      if (L.Blocks.back() - L.Blocks.front() + 1 != L.Blocks.size())
        WithColor::warning(errs(), "gcn-mca-markers")
            << F.Name << ": loop " << G.block(L.Header).Name
            << " is not contiguous; its region also covers the blocks laid "
               "out between its blocks\n";
      Spans.push_back(
          SpanOf("loop:" + F.Name + ":" + G.block(L.Header).Name, First, Last));
    }
    for (unsigned I = 0; I < Blocks.size(); ++I) {
      std::optional<unsigned> B = G.findBlock(Blocks[I]);
      if (!B)
        continue;
      BlockFound[I] = true;
      const BasicBlock &BB = G.block(*B);
      Spans.push_back(
          SpanOf("block:" + F.Name + ":" + BB.Name, BB.Begin, BB.End - 1));
    }
  }
  for (unsigned I = 0; I < Blocks.size(); ++I)
    if (!BlockFound[I])
      return fail("-blocks: no block named '" + Blocks[I] + "'");
  unsigned NumLines =
      Buf.count('\n') + (!Buf.empty() && !Buf.ends_with("\n") ? 1 : 0);
  for (const std::string &R : Lines) {
    auto [A, B] = StringRef(R).split('-');
    unsigned First, Last;
    if (A.getAsInteger(10, First) || B.getAsInteger(10, Last) || First == 0 ||
        Last < First || Last > NumLines)
      return fail("-lines=" + R +
                  ": expected FIRST-LAST with 1 <= FIRST <= "
                  "LAST <= " +
                  Twine(NumLines));
    size_t Begin = 0;
    for (unsigned L = 1; L < First; ++L)
      Begin = nextLineStart(Buf, Begin);
    size_t End = Begin;
    for (unsigned L = First; L <= Last; ++L)
      End = nextLineStart(Buf, End);
    Spans.push_back({"lines:" + R, Begin, End});
  }
  if (Spans.empty())
    return fail("no region to mark (no function or loop matched)");
  // Idempotent: a region whose markers are already in the file is kept as
  // it is, not marked twice.
  std::vector<Span> New;
  for (const Span &S : Spans) {
    bool Marked = false;
    for (StringRef Rest = Buf; !Marked;) {
      size_t P = Rest.find("LLVM-MCA-BEGIN " + S.Name);
      if (P == StringRef::npos)
        break;
      Rest = Rest.substr(P + 15 + S.Name.size());
      Marked = Rest.empty() || isSpace(Rest.front());
    }
    if (!Marked)
      New.push_back(S);
  }
  if (New.size() != Spans.size())
    WithColor::note(errs(), "gcn-mca-markers")
        << (Spans.size() - New.size())
        << " region(s) already marked in the input; left as they are\n";
  Spans = std::move(New);

  // Insertions: at one offset, ENDs before BEGINs; ENDs of inner (later
  // starting) regions first; BEGINs of outer (later ending) regions first.
  struct Insert {
    size_t At;
    bool IsBegin;
    size_t Other; // the other end of the region
    std::string Text;
  };
  // Keep the file's line endings.
  StringRef EOL = Buf.contains("\r\n") ? "\r\n" : "\n";
  std::vector<Insert> Ins;
  for (const Span &S : Spans) {
    Ins.push_back(
        {S.Begin, true, S.End, ("; LLVM-MCA-BEGIN " + S.Name + EOL).str()});
    Ins.push_back(
        {S.End, false, S.Begin, ("; LLVM-MCA-END " + S.Name + EOL).str()});
  }
  llvm::stable_sort(Ins, [](const Insert &A, const Insert &B) {
    if (A.At != B.At)
      return A.At < B.At;
    if (A.IsBegin != B.IsBegin)
      return !A.IsBegin;
    return A.IsBegin ? A.Other > B.Other : A.Other > B.Other;
  });
  std::string Out;
  Out.reserve(Buf.size() + Ins.size() * 48);
  size_t Pos = 0;
  for (const Insert &I : Ins) {
    Out.append(Buf.data() + Pos, I.At - Pos);
    Pos = I.At;
    if (!Out.empty() && Out.back() != '\n')
      Out += EOL; // The file did not end with a newline.
    Out += I.Text;
  }
  Out.append(Buf.data() + Pos, Buf.size() - Pos);

  std::error_code EC;
  ToolOutputFile OF(OutputFilename, EC, sys::fs::OF_None);
  if (EC)
    return fail(OutputFilename + ": " + EC.message());
  OF.os() << Out;
  OF.keep();
  return 0;
}
