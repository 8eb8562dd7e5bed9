//===- DynamicTrace.h - The stream one wave executes ------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The dynamic stream of basic blocks one wave executes in a region, built
/// lazily from the CFG so that memory does not grow with the trip counts:
/// a TraceCursor hands out (block, repeat) segments, a DynamicInstCursor
/// hands out region instruction indices one at a time.
///
/// Three ways to decide the path (see docs/ControlFlow.md):
///  - Straight: every block once in layout order (llvm-mca's view of a
///    region; also the fallback for irreducible graphs and indirect jumps).
///  - Follow: loops run their trip count (header executions per entry to the
///    loop: -trip-count, `gcn-mca: trip-count N` annotations, `*`, default);
///    the controlling exit of a loop follows the count, other exits stay in
///    the loop; branch choices (-branch, `gcn-mca: taken|not-taken|P`)
///    override; otherwise a branch on the exec mask (execz/execnz) follows
///    SIMT semantics: the lanes diverge, so neither arm is skipped (execz not
///    taken, execnz taken) unless the branch is said to be uniform, and a
///    uniform branch (scc, vccz/vccnz, or an exec branch marked uniform) is
///    not taken. Probabilities are drawn per wave and per execution.
///  - Counts: a per-wave block-count file. Edge counts that balance the
///    block counts are found as a maximum flow, then an Euler path through
///    them (Hierholzer-free: at each block the edge towards the end of the
///    stream in a spanning tree is used last) reproduces every count exactly.
/// `s_endpgm`, a return or a branch leaving the region ends the stream.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_CONTROLFLOW_DYNAMICTRACE_H
#define GCN_MCA_ANALYSIS_CONTROLFLOW_DYNAMICTRACE_H

#include "gcn-mca/Analysis/ControlFlow/BlockCounts.h"
#include "gcn-mca/Analysis/ControlFlow/CFG.h"
#include "gcn-mca/Analysis/ControlFlow/LaunchDerivation.h"
#include "gcn-mca/Analysis/ControlFlow/Loops.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

/// How a conditional branch is decided.
struct BranchChoice {
  /// Uniform: decide an exec-mask branch as a uniform one (not taken: every
  /// lane went the same way and the compiler's fall-through path runs).
  enum Kind { Taken, NotTaken, Probability, Uniform } K = NotTaken;
  /// Probability of taking the branch (Kind == Probability).
  double P = 0.0;
  /// Parses `taken`, `not-taken`, `uniform` or a probability in [0, 1].
  static std::optional<BranchChoice> parse(StringRef S);
  std::string str() const;
};

/// The user's control-flow options, shared by every region.
struct TraceOptions {
  enum class Mode { Straight, Follow };
  Mode M = Mode::Follow;
  /// Trip count of loops without any other count.
  uint64_t DefaultTripCount = 1;
  /// `-trip-count=*=N`: overrides the default but not annotations.
  std::optional<uint64_t> StarTripCount;
  /// `-trip-count=LABEL=N`, keyed by the loop header's name.
  StringMap<uint64_t> TripCounts;
  /// `-branch=LABEL=...`, keyed by the name of the block ending with the
  /// conditional branch.
  StringMap<BranchChoice> Branches;
  /// Seed of the generator behind probabilistic branch choices.
  uint64_t Seed = 0;
  /// Exec-mask branches without a choice: divergent (SIMT, both arms run)
  /// or uniform (decided like scc branches: not taken).
  bool ExecBranchesUniform = false;
  /// Warn about a never-executed block holding at least this percentage of
  /// the region's instructions.
  unsigned DeadCodeWarnPercent = 20;
  /// Upper bound on the number of dynamic blocks of one wave.
  uint64_t MaxBlocks = 100000000;
  /// Per-wave block counts (for this region), empty when not given.
  std::vector<BlockCounts::Entry> Counts;
  /// Name of the block-count file, for diagnostics.
  std::string CountsFile;
  /// Derives trip counts and branch directions from the launch for a
  /// region's graph (LaunchDerivation; set by the driver when the emulation
  /// is on), called once the graph and its loops are built; the last
  /// argument gives, per block, the direction a `-branch=LABEL=taken|
  /// not-taken` option or a `taken`/`not-taken` annotation sets (the walk
  /// goes that way, as the stream does).
  using DeriveFn = std::function<std::shared_ptr<const DerivedControlFlow>(
      const ControlFlowGraph &, const LoopNest &, ArrayRef<MCInst>,
      ArrayRef<std::optional<bool>>)>;
  DeriveFn Derive;
  /// What Derive gave for this region's graph: below the options,
  /// annotations and `*`, above the default.
  std::shared_ptr<const DerivedControlFlow> Derived;
  /// Why nothing was derived when Derived is unset (named in the warning
  /// of a loop that takes the default trip count).
  std::string NotDerivedWhy = "no launch to derive it from";
  /// Per block of \p G, the direction an option or an annotation gives
  /// its conditional branch (taken, not-taken, a probability of 0 or 1).
  std::vector<std::optional<bool>> givenDirections(const ControlFlowGraph &G) const;
};

/// One step of the stream: \p Block executed \p Repeat times in a row.
struct TraceSegment {
  unsigned Block = 0;
  uint64_t Repeat = 0;
};

class DynamicTrace;

/// What a wave's own execution says about its branches (WaveStreams: the
/// emulated wave). The cursor visits every block it executes, in order,
/// before it decides where the block goes.
class BranchOracle {
public:
  virtual ~BranchOracle();
  /// Block \p Block executes now: the direction of its conditional branch
  /// when the wave's state decides it.
  virtual std::optional<bool> visit(unsigned Block) = 0;
  /// True when the walk must end here (a budget ran out).
  virtual bool stopped() const = 0;
};

/// Walks the stream segment by segment; constant memory.
class TraceCursor {
public:
  /// The stream of wave \p Wave: probabilistic choices draw from a
  /// generator seeded by the seed and the wave. With \p Oracle (follow
  /// mode), a branch no option, annotation or given trip count decides
  /// goes the way the oracle says when it knows, above the launch-derived
  /// facts of wave 0 and the default rules (docs/ControlFlow.md, "Each
  /// wave's own stream").
  explicit TraceCursor(const DynamicTrace &T, unsigned Wave = 0,
                       BranchOracle *Oracle = nullptr);
  /// Stores the next segment in \p S; false at the end of the stream.
  bool next(TraceSegment &S);

private:
  /// Moves to the next block; false at the end.
  bool step();
  bool decide(unsigned B, std::optional<bool> Known);
  void enter(unsigned To, unsigned From);
  double random();
  /// The outermost bounded loop containing \p B that has run its passes
  /// (the wave is on its way out), -1 if none.
  int leaving(unsigned B) const;

  const DynamicTrace &T;
  BranchOracle *Oracle = nullptr;
  int Current = -1;
  bool Started = false, Done = false;
  std::optional<unsigned> Pending;
  // Follow mode.
  std::vector<uint64_t> HeaderCount;
  uint64_t RNG = 0;
  // Counts mode: remaining uses of each edge.
  std::vector<uint64_t> Remaining;
};

/// Walks the stream one instruction (region index) at a time.
class DynamicInstCursor {
public:
  explicit DynamicInstCursor(const DynamicTrace &T, unsigned Wave = 0)
      : T(T), Segments(T, Wave) {}
  /// The region index of the next dynamic instruction, std::nullopt at end.
  std::optional<unsigned> next();

private:
  const DynamicTrace &T;
  TraceCursor Segments;
  TraceSegment Seg;
  uint64_t RepeatLeft = 0;
  unsigned Pos = 0, End = 0;
};

class DynamicTrace {
public:
  enum class Mode { Straight, Follow, Counts };

  /// What the stream did with one loop.
  struct LoopSummary {
    /// Trip count used (Follow mode), 0 otherwise.
    uint64_t TripCount = 0;
    /// Where it came from: "option", "annotation", "*", "default",
    /// "block-counts" or "-".
    std::string Source = "-";
    /// The exiting block whose branch follows the trip count, -1 if none.
    int ControllingExit = -1;
    uint64_t Entries = 0;
    uint64_t HeaderExecutions = 0;
    /// A loop whose exits the branch policy never reaches (a spin-wait on
    /// a flag another wave writes): after TripCount passes the wave leaves
    /// it the shortest way, through the exiting block BoundExit.
    bool Bounded = false;
    int BoundExit = -1;
  };

  /// Builds the stream of \p G. Errors are bad user input (block counts
  /// that no path reproduces, a zero trip count, an endless stream); other
  /// problems are warnings in diagnostics(). \p UsedKeys receives the
  /// -trip-count / -branch keys that named something in this region.
  /// The block counts that apply to \p G: every line of its own section,
  /// and the section-less lines if they name its entry block.
  static std::vector<BlockCounts::Entry>
  countsFor(const ControlFlowGraph &G, ArrayRef<BlockCounts::Entry> All);

  static Expected<std::unique_ptr<DynamicTrace>>
  create(const ControlFlowGraph &G, const LoopNest &LN,
         const TraceOptions &Opts, StringSet<> *UsedKeys = nullptr);

  Mode getMode() const { return M; }
  const ControlFlowGraph &getCFG() const { return G; }
  const LoopNest &getLoops() const { return LN; }
  /// The stream of wave \p Wave (they differ only when a branch has a
  /// probability).
  TraceCursor segments(unsigned Wave = 0) const {
    return TraceCursor(*this, Wave);
  }
  DynamicInstCursor instructions(unsigned Wave = 0) const {
    return DynamicInstCursor(*this, Wave);
  }
  /// True if some branch is decided by a probability, so that waves follow
  /// different streams.
  bool hasRandomChoices() const;
  /// True when facts derived from the launch (wave 0's walk) were given.
  bool hasDerivedFacts() const { return HasDerived; }
  /// The blocks whose branch draws a probability, with it, for messages:
  /// "'.LBB0_1' (0.3), 'k' (0.5)"; empty without any.
  std::string randomChoicesText() const;
  /// Whether the conditional branch ending \p Block is decided as a
  /// uniform branch (false: divergent exec-mask branch, both arms run).
  bool isUniformBranch(unsigned Block) const;

  /// Executions of \p Block by one wave (wave 0).
  uint64_t getExecutions(unsigned Block) const { return Executions[Block]; }
  ArrayRef<uint64_t> executions() const { return Executions; }
  uint64_t getNumDynamicInstructions() const { return NumInsts; }
  uint64_t getNumDynamicBlocks() const { return NumBlocks; }
  const LoopSummary &getLoopSummary(unsigned L) const { return Loops[L]; }
  /// The branch choice used for \p Block, if one was given.
  std::optional<BranchChoice> getBranchChoice(unsigned Block) const;
  /// True when \p Block's choice was derived from the launch.
  /// True when the region's stream warned that \p Block's uniform branch
  /// takes the default rule (warnUndecidedBranches).
  bool isDefaultWarned(unsigned Block) const {
    return Block < DefaultWarned.size() && DefaultWarned[Block];
  }
  bool isDerivedChoice(unsigned Block) const {
    return Block < DerivedChoice.size() && DerivedChoice[Block];
  }
  ArrayRef<CFGDiagnostic> diagnostics() const { return Diags; }

private:
  friend class TraceCursor;
  DynamicTrace(const ControlFlowGraph &G, const LoopNest &LN) : G(G), LN(LN) {}
  Error solveCounts(const TraceOptions &Opts, StringSet<> *UsedKeys);
  Error summarize(uint64_t MaxBlocks);

  const ControlFlowGraph &G;
  const LoopNest &LN;
  Mode M = Mode::Follow;
  uint64_t Seed = 0;
  void chooseControllingExits();
  /// The default decision of the conditional branch ending \p B when no
  /// loop decides it.
  bool defaultTaken(unsigned B) const;
  /// Warnings about loops never entered and large blocks never executed.
  void warnUnexecuted(unsigned Percent);
  /// One warning per uniform branch the stream executes whose direction
  /// neither a choice nor the launch (\p Der) decided: it takes the
  /// default rule, which could be wrong (docs/ControlFlow.md, "Derived
  /// from the launch").
  void warnUndecidedBranches(const DerivedControlFlow &Der);
  bool ExecUniform = false;
  bool HasDerived = false;
  /// Per block: some path from it ends the stream (false for the endless
  /// `s_sethalt` loops after an `s_trap`).
  std::vector<bool> CanEnd;
  void computeCanEnd();
  /// Finds the loops whose exits no branch the policy can take reaches
  /// (innermost first) and bounds them (LoopSummary::Bounded).
  void boundEndlessLoops();
  /// The successors the policy can give the conditional branch of \p B
  /// (both ways for a controlling exit, a probability, or a block of a
  /// bounded loop).
  SmallVector<int, 2> possibleSuccessors(unsigned B) const;
  /// Per bounded loop: per block, the number of blocks to the nearest
  /// block outside the loop (empty for other loops).
  std::vector<std::vector<unsigned>> ExitDistance;

  std::vector<uint64_t> Trip; // Per loop.
  /// Per loop: the exiting block whose branch follows the trip count.
  std::vector<int> Controlling;
  std::vector<std::optional<BranchChoice>> Choice; // Per block.
  std::vector<bool> DerivedChoice; // Per block: Choice came from the launch.
  std::vector<bool> DefaultWarned;  // Per block: warnUndecidedBranches named it.
  /// Counts mode: per block, its out-edges (target, -1 = end of stream),
  /// their initial use counts and the edge to use last.
  struct OutEdge {
    int To;
    uint64_t Count;
  };
  std::vector<std::vector<OutEdge>> Edges;
  std::vector<unsigned> EdgeBase;
  std::vector<int> LastEdge;
  std::vector<uint64_t> Executions;
  std::vector<LoopSummary> Loops;
  uint64_t NumInsts = 0, NumBlocks = 0;
  std::vector<CFGDiagnostic> Diags;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_CONTROLFLOW_DYNAMICTRACE_H
