//===- CFG.h - Basic blocks and edges of one analysis region ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The control-flow graph of one analysis region: basic blocks cut at labels
/// (`.LBB0_3:`), at `; %bb.N:` comments and after every branch, call, return
/// or `s_endpgm`; edges from `s_branch`, every `s_cbranch_*` and fall-through.
/// `s_setpc_b64` is a return and `s_swappc_b64`/`s_call_b64` are calls that
/// fall through (both with a warning); any other indirect jump, or a branch
/// to a label outside the region, makes the graph unusable for following the
/// branches, which the later layers answer with a straight-line fallback.
/// Blocks can also be added by hand (unit tests, hand-made graphs).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_CONTROLFLOW_CFG_H
#define GCN_MCA_ANALYSIS_CONTROLFLOW_CFG_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/SMLoc.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class MCInstrInfo;
namespace gcnmca {

/// How a basic block ends.
enum class BlockEnd {
  FallThrough, ///< No control-flow instruction: continues with the next block.
  Branch,      ///< Unconditional `s_branch`.
  CondBranch,  ///< `s_cbranch_*`: taken edge plus fall-through edge.
  Call,        ///< `s_swappc_b64`/`s_call_b64`: the callee is not followed.
  Return,      ///< `s_setpc_b64`: the wave's stream for this region ends.
  EndProgram,  ///< `s_endpgm`: the wave ends.
  Indirect,    ///< Unknown target (indirect jump, label outside the region).
};

/// Returns a short lower-case name of \p E ("fallthrough", "cbranch", ...).
StringRef getBlockEndName(BlockEnd E);

/// What a conditional branch tests, which decides its default (see
/// docs/ControlFlow.md, "Branch semantics").
enum class BranchCondition {
  None,   ///< Not a conditional branch.
  ExecZ,  ///< `s_cbranch_execz`: taken when no lane is active.
  ExecNZ, ///< `s_cbranch_execnz`: taken when some lane is active.
  Uniform ///< `scc0/1`, `vccz/vccnz` and the rest: one value per wave.
};

/// `execz`, `execnz`, `uniform` or `-`.
StringRef getBranchConditionName(BranchCondition C);

/// One basic block: a range of instructions of the region.
struct BasicBlock {
  unsigned Index = 0;
  /// First and one-past-last instruction index in the region.
  unsigned Begin = 0, End = 0;
  /// Display name: the first label, else the `%bb.N` comment, else `bb.<i>`.
  std::string Name;
  /// Every name the block answers to (labels, `%bb.N`, `#<index>`).
  SmallVector<std::string, 2> Aliases;
  BlockEnd Kind = BlockEnd::FallThrough;
  /// What the conditional branch ending the block tests.
  BranchCondition Cond = BranchCondition::None;
  /// Successor reached by the branch (taken), -1 when none.
  int Taken = -1;
  /// Successor reached by falling through, -1 when none (or end of region).
  int Fall = -1;
  /// Unique successors and predecessors, taken edge first.
  SmallVector<unsigned, 2> Succs, Preds;
  /// Source location of the first and the last instruction.
  SMLoc FirstLoc, LastLoc;
  /// Texts of `gcn-mca:` annotations found in the block (without prefix).
  SmallVector<std::string, 1> Annotations;
  /// Location of each annotation, parallel to Annotations.
  SmallVector<SMLoc, 1> AnnotationLocs;

  unsigned size() const { return End - Begin; }
  bool isConditional() const { return Kind == BlockEnd::CondBranch; }
  /// True for a branch on the exec mask (execz/execnz).
  bool isExecBranch() const {
    return Cond == BranchCondition::ExecZ || Cond == BranchCondition::ExecNZ;
  }
};

/// A diagnostic found while building or analysing a graph.
struct CFGDiagnostic {
  enum Severity { Note, Warning, Error } Sev = Warning;
  SMLoc Loc;
  std::string Message;
  /// For a warning that a block never executes (a loop: its header) in the
  /// region's stream: that block, which the waves' own streams may execute
  /// (RegionControlFlow::printDiagnostics); -1 otherwise.
  int UnexecutedBlock = -1;
};

/// The basic blocks of one region; block 0 is the entry.
class ControlFlowGraph {
public:
  /// A label or comment placed before the instruction at \p Index of the
  /// region (Index == number of instructions: after the last one).
  struct Marker {
    unsigned Index;
    std::string Text;
    SMLoc Loc;
  };

  /// Builds the graph of \p Insts with the labels and comments found between
  /// them. Never fails: problems end up in diagnostics() and, when the
  /// branches cannot be followed, isFollowable() is false.
  static ControlFlowGraph build(ArrayRef<MCInst> Insts, ArrayRef<Marker> Labels,
                                ArrayRef<Marker> Comments,
                                const MCInstrInfo &MCII);

  /// Hand-made graphs: adds a block of \p NumInsts instructions after the
  /// last one. Edges are given by setEdges() once every block exists.
  unsigned addBlock(StringRef Name, unsigned NumInsts,
                    BlockEnd Kind = BlockEnd::FallThrough);
  /// Sets the edges of \p Block; \p Fall of -1 means "no fall-through".
  void setEdges(unsigned Block, int Taken, int Fall);
  /// Recomputes Succs/Preds from Taken/Fall of every block.
  void finalize();

  ArrayRef<BasicBlock> blocks() const { return Blocks; }
  const BasicBlock &block(unsigned I) const { return Blocks[I]; }
  BasicBlock &block(unsigned I) { return Blocks[I]; }
  unsigned size() const { return Blocks.size(); }
  unsigned getNumInstructions() const {
    return Blocks.empty() ? 0 : Blocks.back().End;
  }
  /// The block whose name or alias is \p Name (also `#<index>`).
  std::optional<unsigned> findBlock(StringRef Name) const;
  /// The block containing region instruction \p InstIndex.
  unsigned blockOf(unsigned InstIndex) const;

  /// False when an indirect jump or an unresolved branch target makes the
  /// edges unknown.
  bool isFollowable() const { return Followable; }
  ArrayRef<CFGDiagnostic> diagnostics() const { return Diags; }
  void addDiagnostic(CFGDiagnostic::Severity S, SMLoc Loc, const Twine &Msg);

private:
  std::vector<BasicBlock> Blocks;
  std::vector<CFGDiagnostic> Diags;
  bool Followable = true;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_CONTROLFLOW_CFG_H
