//===- InstructionInfoView.h - Per-instruction scheduling info --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// InstructionInfoView prints llvm-mca's "Instruction Info" table: uOps,
/// latency, reciprocal throughput, may-load / may-store / side-effect flags of
/// every instruction of a region, optionally the load / store barrier flags
/// (-show-barriers), the encoding (-show-encoding) and, for
/// -instruction-tables=full, the bypass latency, the resources used and the
/// LLVM opcode name. Text and JSON.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_INSTRUCTIONINFOVIEW_H
#define GCN_MCA_MCA_VIEWS_INSTRUCTIONINFOVIEW_H

#include "gcn-mca/MCA/Views/InstructionView.h"
#include "gcn-mca/MCA/Views/JSONStreamable.h"
#include "llvm/MCA/CodeEmitter.h"
#include "llvm/MCA/Instruction.h"
#include <memory>
#include <optional>
#include <string>

namespace llvm {
class MCInstrInfo;
namespace gcnmca {

class InstructionInfoView : public InstructionView, public JSONStreamable {
public:
  struct Options {
    bool ShowEncoding = false;
    bool ShowBarriers = false;
    /// The -instruction-tables=full columns.
    bool Full = false;
    /// Cut the instruction text so that a row fits this many columns (0:
    /// never, llvm-mca's layout; the wave pipeline's report width).
    unsigned MaxWidth = 0;
  };

private:
  const MCInstrInfo &MCII;
  mca::CodeEmitter &CE;
  ArrayRef<std::unique_ptr<mca::Instruction>> Lowered;
  Options Opts;

  struct Row {
    unsigned NumMicroOps = 0;
    unsigned Latency = 0;
    std::optional<double> RThroughput;
    bool MayLoad = false;
    bool MayStore = false;
    bool HasSideEffects = false;
    /// -instruction-tables=full only.
    unsigned BypassLatency = 0;
    std::string Resources;
  };
  Row describe(const MCInst &MCI) const;
  void printHeader(raw_ostream &OS) const;
  /// The resource list that opens the -instruction-tables=full table.
  void printResourceList(raw_ostream &OS) const;

public:
  InstructionInfoView(const MCSubtargetInfo &STI, const MCInstrInfo &MCII,
                      mca::CodeEmitter &CE, ArrayRef<MCInst> Source,
                      MCInstPrinter &Printer,
                      ArrayRef<std::unique_ptr<mca::Instruction>> Lowered,
                      Options Opts)
      : InstructionView(STI, Printer, Source), MCII(MCII), CE(CE),
        Lowered(Lowered), Opts(Opts) {}

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "InstructionInfoView"; }
  json::Value toJSON() const override { return toJSONValue(*this); }
  void writeJSON(json::OStream &J) const override;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_INSTRUCTIONINFOVIEW_H
