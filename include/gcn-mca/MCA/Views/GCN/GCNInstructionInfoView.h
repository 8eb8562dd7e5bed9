//===- GCNInstructionInfoView.h - Model per instruction ---------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The `-gcn-instruction-info` view: for each instruction of a region, the
/// class, execution unit, issue cycles, latency, MFMA/WMMA passes, dwords,
/// wait counters it increments, what a wait instruction waits for, and the
/// source of the numbers; then every model parameter used, with its value and
/// source. Text and JSON ("GCNInstructionInfo").
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_GCNINSTRUCTIONINFOVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_GCNINSTRUCTIONINFOVIEW_H

#include "gcn-mca/Target/GCNInstrClassifier.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "gcn-mca/Target/WaitcntDecoder.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MCA/View.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <memory>

namespace llvm {
class MCInstPrinter;
class MCInstrInfo;
class MCRegisterInfo;
class MCSubtargetInfo;
namespace gcnmca {

class GCNInstructionInfoView : public mca::View {
public:
  /// Wave pipeline: needs no events (subscribes to none).
  void onEvent(const mca::HWInstructionEvent &E) override;
  using mca::View::onEvent;

  /// The wave size the subtarget runs (+wavefrontsize32/64 features, else
  /// the model's default).
  static unsigned waveSizeFor(const MCSubtargetInfo &STI,
                              const GCNProcessorModel &M);
  /// The view for \p Insts on model \p M at the subtarget's wave size and,
  /// per instruction, \p Texture (the `gcn-mca: texture` annotations; may be
  /// empty).
  static std::unique_ptr<GCNInstructionInfoView>
  create(const GCNProcessorModel &M, const MCSubtargetInfo &STI,
         const MCInstrInfo &MCII, const MCRegisterInfo &MRI, MCInstPrinter &IP,
         ArrayRef<MCInst> Insts, ArrayRef<GCNTextureSetting> Texture = {});

  GCNInstructionInfoView(GCNProcessorModel Model, unsigned WaveSize,
                         const MCSubtargetInfo &STI, const MCInstrInfo &MCII,
                         const MCRegisterInfo &MRI, MCInstPrinter &IP,
                         ArrayRef<MCInst> Insts);
  ~GCNInstructionInfoView() override;

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "GCNInstructionInfo"; }
  json::Value toJSON() const override;

private:
  struct Row;
  std::vector<Row> rows() const;
  std::vector<StringRef> usedParams(const std::vector<Row> &Rows) const;

  GCNProcessorModel Model;
  unsigned WaveSize;
  const MCSubtargetInfo &STI;
  const MCInstrInfo &MCII;
  const MCRegisterInfo &MRI;
  MCInstPrinter &IP;
  ArrayRef<MCInst> Insts;
  std::unique_ptr<GCNInstrClassifier> Classifier;
  WaitcntDecoder Decoder;
  std::vector<GCNTextureSetting> Texture;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_GCNINSTRUCTIONINFOVIEW_H
