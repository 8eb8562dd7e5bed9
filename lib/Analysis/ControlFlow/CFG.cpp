//===- CFG.cpp - Basic blocks and edges of one analysis region ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Cuts a region into basic blocks and connects them (see CFG.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/CFG.h"
#include "gcn-mca/Input/AsmInput.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/Support/Casting.h"

using namespace llvm;
using namespace llvm::gcnmca;

StringRef llvm::gcnmca::getBlockEndName(BlockEnd E) {
  switch (E) {
  case BlockEnd::FallThrough:
    return "fallthrough";
  case BlockEnd::Branch:
    return "branch";
  case BlockEnd::CondBranch:
    return "cbranch";
  case BlockEnd::Call:
    return "call";
  case BlockEnd::Return:
    return "return";
  case BlockEnd::EndProgram:
    return "endpgm";
  case BlockEnd::Indirect:
    return "indirect";
  }
  return "?";
}

StringRef llvm::gcnmca::getBranchConditionName(BranchCondition C) {
  switch (C) {
  case BranchCondition::None:
    return "-";
  case BranchCondition::ExecZ:
    return "execz";
  case BranchCondition::ExecNZ:
    return "execnz";
  case BranchCondition::Uniform:
    return "uniform";
  }
  return "?";
}

namespace {
/// What one instruction does to control flow.
struct InstFlow {
  bool IsControl = false;
  BlockEnd Kind = BlockEnd::FallThrough;
  BranchCondition Cond = BranchCondition::None;
  /// Target label of a direct branch or call (empty when unresolved).
  std::string Target;
  bool HasTarget = false;
};
} // namespace

/// Classifies \p MI by its opcode name (the AMDGPU opcode enumeration is not
/// installed) with the MCInstrDesc flags as a fallback for other indirect
/// jumps.
static InstFlow classify(const MCInst &MI, const MCInstrInfo &MCII) {
  InstFlow F;
  StringRef Name = MCII.getName(MI.getOpcode());
  const MCInstrDesc &Desc = MCII.get(MI.getOpcode());
  auto TakeTarget = [&]() {
    if (MI.getNumOperands() == 0 || !MI.getOperand(0).isExpr())
      return;
    const MCExpr *E = MI.getOperand(0).getExpr();
    if (const auto *SRE = dyn_cast<MCSymbolRefExpr>(E)) {
      F.Target = SRE->getSymbol().getName().str();
      F.HasTarget = true;
    }
  };
  if (Name.starts_with("S_ENDPGM")) {
    F.IsControl = true;
    F.Kind = BlockEnd::EndProgram;
  } else if (Name.starts_with("S_CBRANCH_G_FORK") ||
             Name.starts_with("S_CBRANCH_JOIN") || Name.starts_with("S_RFE")) {
    F.IsControl = true;
    F.Kind = BlockEnd::Indirect;
  } else if (Name.starts_with("S_CBRANCH_")) {
    F.IsControl = true;
    F.Kind = BlockEnd::CondBranch;
    F.Cond = Name.starts_with("S_CBRANCH_EXECZ")    ? BranchCondition::ExecZ
             : Name.starts_with("S_CBRANCH_EXECNZ") ? BranchCondition::ExecNZ
                                                    : BranchCondition::Uniform;
    TakeTarget();
  } else if (Name.starts_with("S_BRANCH") && MI.getNumOperands() &&
             !Name.starts_with("S_BRANCH_PREFETCH")) {
    F.IsControl = true;
    F.Kind = BlockEnd::Branch;
    TakeTarget();
  } else if (Name.starts_with("S_SETPC")) {
    F.IsControl = true;
    F.Kind = BlockEnd::Return;
  } else if (Name.starts_with("S_SWAPPC") || Name.starts_with("S_CALL")) {
    F.IsControl = true;
    F.Kind = BlockEnd::Call;
  } else if (Desc.isIndirectBranch()) {
    F.IsControl = true;
    F.Kind = BlockEnd::Indirect;
  } else if (Desc.isReturn()) {
    F.IsControl = true;
    F.Kind = BlockEnd::Return;
  }
  return F;
}

/// `%bb.3:  ; comment` -> `%bb.3`, anything else -> "".
static StringRef bbCommentName(StringRef Text) {
  Text = Text.trim();
  if (!Text.starts_with("%bb."))
    return "";
  Text = Text.take_until([](char C) { return C == ' ' || C == '\t'; });
  return Text.rtrim(':');
}

/// The first symbol referenced by \p E, or "".
static StringRef firstSymbol(const MCExpr *E) {
  if (const auto *S = dyn_cast<MCSymbolRefExpr>(E))
    return S->getSymbol().getName();
  if (const auto *B = dyn_cast<MCBinaryExpr>(E)) {
    StringRef L = firstSymbol(B->getLHS());
    return L.empty() ? firstSymbol(B->getRHS()) : L;
  }
  if (const auto *U = dyn_cast<MCUnaryExpr>(E))
    return firstSymbol(U->getSubExpr());
  if (const auto *T = dyn_cast<MCSpecifierExpr>(E))
    return firstSymbol(T->getSubExpr());
  return "";
}

/// The callee of the call ending at \p Last: the symbol whose address the
/// instructions before it (s_getpc / s_add_u32 sym@rel32@lo) put together.
static StringRef findCallee(ArrayRef<MCInst> Insts, unsigned First,
                            unsigned Last) {
  for (unsigned I = Last + 1; I-- > First;)
    for (const MCOperand &Op : Insts[I])
      if (Op.isExpr())
        if (StringRef S = firstSymbol(Op.getExpr()); !S.empty())
          return S;
  return "";
}

/// Functions that come from the ROCm device libraries: OpenCL built-ins
/// (Itanium-mangled, `_Z12get_local_idj`) and the ocml/ockl layers.
static bool isDeviceLibraryName(StringRef S) {
  return S.starts_with("__ocml_") || S.starts_with("__ockl_") ||
         (S.starts_with("_Z") && S.size() > 2 && isDigit(S[2]));
}

ControlFlowGraph ControlFlowGraph::build(ArrayRef<MCInst> Insts,
                                         ArrayRef<Marker> Labels,
                                         ArrayRef<Marker> Comments,
                                         const MCInstrInfo &MCII) {
  ControlFlowGraph G;
  unsigned N = Insts.size();
  if (N == 0)
    return G;
  std::vector<InstFlow> Flow(N);
  DenseSet<StringRef> Targets;
  for (unsigned I = 0; I < N; ++I) {
    Flow[I] = classify(Insts[I], MCII);
    if (Flow[I].HasTarget)
      Targets.insert(Flow[I].Target);
  }

  // Block starts: the entry, labels that are branch targets or look like
  // basic-block labels, `%bb.N` comments, and after every control transfer.
  std::vector<bool> Starts(N + 1, false);
  Starts[0] = true;
  for (const Marker &L : Labels)
    if (L.Index < N &&
        (Targets.count(L.Text) || StringRef(L.Text).starts_with(".LBB") ||
         StringRef(L.Text).starts_with("BB")))
      Starts[L.Index] = true;
  for (const Marker &C : Comments)
    if (C.Index < N && !bbCommentName(C.Text).empty())
      Starts[C.Index] = true;
  for (unsigned I = 0; I < N; ++I)
    if (Flow[I].IsControl)
      Starts[I + 1] = true;

  std::vector<unsigned> BlockOfInst(N);
  for (unsigned I = 0; I < N;) {
    unsigned J = I + 1;
    while (J < N && !Starts[J])
      ++J;
    BasicBlock B;
    B.Index = G.Blocks.size();
    B.Begin = I;
    B.End = J;
    B.FirstLoc = Insts[I].getLoc();
    B.LastLoc = Insts[J - 1].getLoc();
    for (unsigned K = I; K < J; ++K)
      BlockOfInst[K] = B.Index;
    G.Blocks.push_back(std::move(B));
    I = J;
  }

  // Names and aliases.
  StringMap<unsigned> LabelBlock;
  for (const Marker &L : Labels) {
    // `.Lfunc_endN` closes the previous function.
    if (L.Index >= N || StringRef(L.Text).starts_with(".Lfunc_end"))
      continue;
    BasicBlock &B = G.Blocks[BlockOfInst[L.Index]];
    LabelBlock[L.Text] = B.Index;
    if (B.Begin == L.Index)
      B.Aliases.push_back(L.Text);
  }
  for (const Marker &C : Comments) {
    if (C.Index < N) {
      StringRef BB = bbCommentName(C.Text);
      BasicBlock &B = G.Blocks[BlockOfInst[C.Index]];
      if (!BB.empty() && B.Begin == C.Index)
        B.Aliases.push_back(BB.str());
    }
    if (std::optional<StringRef> A = getGCNMCAAnnotation(C.Text)) {
      // An annotation after the last instruction belongs to the last block.
      BasicBlock &B = G.Blocks[BlockOfInst[std::min(C.Index, N - 1)]];
      B.Annotations.push_back(A->str());
      B.AnnotationLocs.push_back(C.Loc);
    }
  }
  for (BasicBlock &B : G.Blocks) {
    B.Name = B.Aliases.empty() ? ("bb." + Twine(B.Index)).str() : B.Aliases[0];
    B.Aliases.push_back(("#" + Twine(B.Index)).str());
  }

  // Edges.
  for (BasicBlock &B : G.Blocks) {
    const InstFlow &F = Flow[B.End - 1];
    int Next = B.End < N ? int(BlockOfInst[B.End]) : -1;
    B.Kind = F.IsControl ? F.Kind : BlockEnd::FallThrough;
    B.Cond = B.Kind == BlockEnd::CondBranch ? F.Cond : BranchCondition::None;
    SMLoc Loc = Insts[B.End - 1].getLoc();
    switch (B.Kind) {
    case BlockEnd::FallThrough:
      B.Fall = Next;
      break;
    case BlockEnd::Call: {
      B.Fall = Next;
      StringRef Callee = findCallee(Insts, B.Begin, B.End - 1);
      bool Defined =
          any_of(Labels, [&](const Marker &L) { return L.Text == Callee; });
      if (!Defined && isDeviceLibraryName(Callee))
        G.addDiagnostic(
            CFGDiagnostic::Warning, Loc,
            "call to '" + Callee +
                "', which the input does not define: a device-library "
                "function (compiled with -nogpulib and no device "
                "libraries); link them: clang-22 ... "
                "$(utils/device-libs-flags.sh <processor>), see README");
      else
        G.addDiagnostic(CFGDiagnostic::Warning, Loc,
                        "call" +
                            (Callee.empty() ? "" : " to '" + Callee + "'") +
                            ": the callee is not followed; the stream "
                            "continues after the call");
      break;
    }
    case BlockEnd::Return:
      G.addDiagnostic(CFGDiagnostic::Warning, Loc,
                      "s_setpc treated as a return: the stream of the region "
                      "ends here");
      break;
    case BlockEnd::EndProgram:
      break;
    case BlockEnd::Indirect:
      G.Followable = false;
      G.addDiagnostic(CFGDiagnostic::Warning, Loc,
                      "indirect jump: the branches of this region are not "
                      "followed (straight-line fallback)");
      break;
    case BlockEnd::Branch:
    case BlockEnd::CondBranch: {
      if (B.Kind == BlockEnd::CondBranch)
        B.Fall = Next;
      if (!F.HasTarget) {
        G.Followable = false;
        G.addDiagnostic(CFGDiagnostic::Warning, Loc,
                        "branch target is not a label: the branches of this "
                        "region are not followed (straight-line fallback)");
        break;
      }
      auto It = LabelBlock.find(F.Target);
      if (It == LabelBlock.end()) {
        G.addDiagnostic(CFGDiagnostic::Note, Loc,
                        "branch to '" + F.Target +
                            "' leaves the region: the stream ends there "
                            "when it is taken");
        break;
      }
      B.Taken = It->second;
      break;
    }
    }
  }
  G.finalize();
  return G;
}

unsigned ControlFlowGraph::addBlock(StringRef Name, unsigned NumInsts,
                                    BlockEnd Kind) {
  BasicBlock B;
  B.Index = Blocks.size();
  B.Begin = Blocks.empty() ? 0 : Blocks.back().End;
  B.End = B.Begin + NumInsts;
  B.Name = Name.str();
  B.Aliases.push_back(Name.str());
  B.Aliases.push_back(("#" + Twine(B.Index)).str());
  B.Kind = Kind;
  Blocks.push_back(std::move(B));
  return Blocks.size() - 1;
}

void ControlFlowGraph::setEdges(unsigned Block, int Taken, int Fall) {
  Blocks[Block].Taken = Taken;
  Blocks[Block].Fall = Fall;
}

void ControlFlowGraph::finalize() {
  for (BasicBlock &B : Blocks) {
    B.Succs.clear();
    B.Preds.clear();
  }
  for (BasicBlock &B : Blocks) {
    for (int S : {B.Taken, B.Fall})
      if (S >= 0 && !is_contained(B.Succs, unsigned(S)))
        B.Succs.push_back(S);
    for (unsigned S : B.Succs)
      Blocks[S].Preds.push_back(B.Index);
  }
}

std::optional<unsigned> ControlFlowGraph::findBlock(StringRef Name) const {
  for (const BasicBlock &B : Blocks)
    for (const std::string &A : B.Aliases)
      if (A == Name)
        return B.Index;
  // `LBB0_3` and `BB0_3` for `.LBB0_3`, as the compiler's loop comments say.
  for (const BasicBlock &B : Blocks)
    for (const std::string &A : B.Aliases)
      if (StringRef(A).starts_with(".L") &&
          (StringRef(A).drop_front(2) == Name ||
           StringRef(A).drop_front(1) == Name))
        return B.Index;
  return std::nullopt;
}

unsigned ControlFlowGraph::blockOf(unsigned InstIndex) const {
  auto It = partition_point(
      Blocks, [&](const BasicBlock &B) { return B.End <= InstIndex; });
  return It == Blocks.end() ? Blocks.size() - 1 : It->Index;
}

void ControlFlowGraph::addDiagnostic(CFGDiagnostic::Severity S, SMLoc Loc,
                                     const Twine &Msg) {
  Diags.push_back({S, Loc, Msg.str()});
}
