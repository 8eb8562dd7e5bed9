//===- RegionControlFlow.h - CFG, loops and stream of a region --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Everything the control-flow layer knows about one analysis region of an
/// AsmInput: its CFG (labels and comments mapped onto the region's
/// instructions), dominators, loops and the dynamic stream of one wave.
/// This is what the pipelines and the CFG view consume:
///
///     const DynamicTrace &T = RCF.getTrace();
///     TraceSegment S;
///     for (TraceCursor C = T.segments(); C.next(S);)
///       ... block S.Block, S.Repeat times: instructions
///           [T.getCFG().block(S.Block).Begin, .End) of the region
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_CONTROLFLOW_REGIONCONTROLFLOW_H
#define GCN_MCA_ANALYSIS_CONTROLFLOW_REGIONCONTROLFLOW_H

#include "gcn-mca/Analysis/ControlFlow/CFG.h"
#include "gcn-mca/Analysis/ControlFlow/Dominators.h"
#include "gcn-mca/Analysis/ControlFlow/DynamicTrace.h"
#include "gcn-mca/Analysis/ControlFlow/Loops.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class MCInstrInfo;
class SourceMgr;
namespace gcnmca {
class AnalysisRegion;
class AsmInput;

class RegionControlFlow {
public:
  /// Analyses the instructions of \p Region (copies of instructions of
  /// \p Input). \p UsedKeys collects the option keys that matched.
  static Expected<std::unique_ptr<RegionControlFlow>>
  analyze(const AsmInput &Input, ArrayRef<MCInst> RegionInsts,
          StringRef RegionName, const MCInstrInfo &MCII,
          const TraceOptions &Opts, StringSet<> *UsedKeys = nullptr);

  StringRef getName() const { return Name; }
  const ControlFlowGraph &getCFG() const { return *G; }
  const LoopNest &getLoops() const { return *LN; }
  const DynamicTrace &getTrace() const { return *Trace; }
  /// The region's static instructions the block indices refer to.
  ArrayRef<MCInst> getInstructions() const { return Insts; }
  /// Every diagnostic of the CFG and the stream.
  std::vector<CFGDiagnostic> diagnostics() const;
  /// Prints the diagnostics through \p SM (`file:line:col: warning: ...`),
  /// but not the warnings that a block never executes when
  /// defersUnexecuted() (printUnexecuted prints them once the waves ran).
  void printDiagnostics(const SourceMgr &SM, raw_ostream &OS) const;
  /// True when the warnings that a block never executes wait for the
  /// waves' own streams (the stream has facts derived from the launch and
  /// no probability: docs/ControlFlow.md, "Each wave's own stream").
  bool defersUnexecuted() const;
  /// Prints the deferred warnings of the blocks no wave executes
  /// (\p Unexecuted; null: every one).
  void printUnexecuted(const SourceMgr &SM, raw_ostream &OS,
                       function_ref<bool(unsigned Block)> Unexecuted) const;
  /// Appends the dynamic stream of one wave, expanded, to \p Out.
  void expand(std::vector<MCInst> &Out) const;
  /// The dynamic stream of one wave as static instruction indices (what
  /// WaveProgram::setTrace takes); prefer the cursors to stay memory-flat.
  std::vector<uint32_t> expandIndices(unsigned Wave = 0) const;

private:
  std::string Name;
  std::vector<MCInst> Insts;
  std::unique_ptr<ControlFlowGraph> G;
  std::unique_ptr<DominatorTree> DT;
  std::unique_ptr<LoopNest> LN;
  std::unique_ptr<DynamicTrace> Trace;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_CONTROLFLOW_REGIONCONTROLFLOW_H
