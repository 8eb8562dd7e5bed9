//===- GCNInstructionInfoView.cpp - The hardware model per instruction ----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Prints what the hardware model says about each instruction of a region
/// (see GCNInstructionInfoView.h) as a table, or as JSON.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/GCNInstructionInfoView.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

void GCNInstructionInfoView::onEvent(const mca::HWInstructionEvent &E) {
  subscribeOnRunStarted(E, this, 0);
}

unsigned GCNInstructionInfoView::waveSizeFor(const MCSubtargetInfo &STI,
                                             const GCNProcessorModel &M) {
  if (M.SupportsWave64 && STI.checkFeatures("+wavefrontsize64") &&
      !STI.checkFeatures("+wavefrontsize32"))
    return 64;
  if (M.SupportsWave32 && STI.checkFeatures("+wavefrontsize32") &&
      !STI.checkFeatures("+wavefrontsize64"))
    return 32;
  return M.DefaultWaveSize;
}

std::unique_ptr<GCNInstructionInfoView> GCNInstructionInfoView::create(
    const GCNProcessorModel &M, const MCSubtargetInfo &STI,
    const MCInstrInfo &MCII, const MCRegisterInfo &MRI, MCInstPrinter &IP,
    ArrayRef<MCInst> Insts, ArrayRef<GCNTextureSetting> Texture) {
  unsigned Wave = waveSizeFor(STI, M);
  auto V = std::make_unique<GCNInstructionInfoView>(M, Wave, STI, MCII, MRI, IP,
                                                    Insts);
  V->Texture.assign(Texture.begin(), Texture.end());
  return V;
}

GCNInstructionInfoView::GCNInstructionInfoView(
    GCNProcessorModel ModelIn, unsigned WaveSize, const MCSubtargetInfo &STI,
    const MCInstrInfo &MCII, const MCRegisterInfo &MRI, MCInstPrinter &IP,
    ArrayRef<MCInst> Insts)
    : Model(std::move(ModelIn)), WaveSize(WaveSize), STI(STI), MCII(MCII),
      MRI(MRI), IP(IP), Insts(Insts),
      Classifier(std::make_unique<GCNInstrClassifier>(Model, MCII, WaveSize)),
      Decoder(Model) {}

GCNInstructionInfoView::~GCNInstructionInfoView() = default;

struct GCNInstructionInfoView::Row {
  std::string Text;
  const GCNInstrCost *Cost;
  std::string Counters;
  std::string Wait;
  bool UnknownRegister = false;
};

static std::string countersString(WaitCounterMask Mask) {
  std::string S;
  for (unsigned I = 0; I != NumWaitCounters; ++I)
    if (Mask & (1u << I)) {
      if (!S.empty())
        S += ',';
      S += getWaitCounterName(WaitCounter(I)).str();
    }
  return S.empty() ? "-" : S;
}

std::vector<GCNInstructionInfoView::Row> GCNInstructionInfoView::rows() const {
  std::vector<Row> Rows;
  for (unsigned I = 0, E = Insts.size(); I != E; ++I) {
    const MCInst &MI = Insts[I];
    Row R;
    raw_string_ostream OS(R.Text);
    IP.printInst(&MI, 0, "", STI, OS);
    R.Text = StringRef(R.Text).ltrim(" \t").str();
    R.Cost = I < Texture.size() ? &Classifier->get(MI, Texture[I])
                                : &Classifier->get(MI);
    R.Counters = countersString(R.Cost->Counters);
    WaitInfo W = Decoder.decode(MI, MCII, &MRI);
    R.UnknownRegister = W.UsesUnknownRegister;
    switch (W.Kind) {
    case WaitInfo::None:
      R.Wait = "-";
      break;
    case WaitInfo::Waitcnt:
      R.Wait = Decoder.format(W.Limits);
      break;
    case WaitInfo::DepCtr: {
      const DepCtrFields &F = W.Dep;
      DepCtrFields Max;
      SmallVector<std::string, 4> Parts;
      auto Add = [&](StringRef N, unsigned V, unsigned MaxV) {
        if (V < MaxV)
          Parts.push_back((N + "(" + Twine(V) + ")").str());
      };
      Add("va_vdst", F.VaVdst, Max.VaVdst);
      Add("va_sdst", F.VaSdst, Max.VaSdst);
      Add("va_ssrc", F.VaSsrc, Max.VaSsrc);
      Add("va_vcc", F.VaVcc, Max.VaVcc);
      Add("vm_vsrc", F.VmVsrc, Max.VmVsrc);
      Add("sa_sdst", F.SaSdst, Max.SaSdst);
      Add("hold_cnt", F.HoldCnt, Max.HoldCnt);
      R.Wait = Parts.empty() ? "none" : join(Parts, " ");
      break;
    }
    case WaitInfo::DelayAlu:
      R.Wait = (DelayAluFields::instIdName(W.Delay.InstId0) + " " +
                DelayAluFields::skipName(W.Delay.InstSkip) + " " +
                DelayAluFields::instIdName(W.Delay.InstId1))
                   .str();
      break;
    case WaitInfo::Nop:
      R.Wait = (Twine(W.Count) + " wait states").str();
      break;
    case WaitInfo::Sleep:
      R.Wait = (Twine("~") + Twine(W.Count * Model.SleepUnitCycles) + " cycles")
                   .str();
      break;
    }
    if (R.UnknownRegister)
      R.Wait += " +sgpr";
    Rows.push_back(std::move(R));
  }
  return Rows;
}

/// Parameter names mentioned in the rows' sources ("params: A, B").
std::vector<StringRef>
GCNInstructionInfoView::usedParams(const std::vector<Row> &Rows) const {
  std::vector<StringRef> Used;
  for (StringRef P : GCNProcessorModel::paramNames())
    for (const Row &R : Rows) {
      StringRef S = R.Cost->Source;
      size_t Pos = S.find("params: ");
      if (Pos == StringRef::npos)
        continue;
      SmallVector<StringRef, 4> Names;
      S.drop_front(Pos + 8).split(Names, ", ");
      if (is_contained(Names, P)) {
        Used.push_back(P);
        break;
      }
    }
  return Used;
}

void GCNInstructionInfoView::printView(raw_ostream &OS) const {
  std::vector<Row> Rows = rows();
  OS << "\nGCN Instruction Info (" << Model.Name << ", " << Model.Family
     << ", wave" << WaveSize << "):\n"
     << "[1]: Class\n[2]: Unit\n[3]: Issue cycles\n[4]: Latency\n"
     << "[5]: Passes (MFMA/WMMA)\n[6]: Dwords per lane\n"
     << "[7]: Counters incremented\n[8]: Waits for\n[9]: Source (below)\n\n";
  // The counters and waits columns are as wide as their longest entry.
  size_t CW = 4, WW = 4;
  for (const Row &R : Rows) {
    CW = std::max(CW, R.Counters.size() + 2);
    WW = std::max(WW, R.Wait.size() + 2);
  }
  auto Pad = [](StringRef S, size_t W) {
    return S.str() + std::string(W > S.size() ? W - S.size() : 1, ' ');
  };
  OS << formatv("{0,-16}{1,-9}{2,-7}{3,-7}{4,-7}{5,-7}", "[1]", "[2]", "[3]",
                "[4]", "[5]", "[6]")
     << Pad("[7]", CW) << Pad("[8]", WW) << Pad("[9]", 5) << "Instructions:\n";
  std::vector<std::string> Sources;
  for (const Row &R : Rows) {
    const GCNInstrCost &C = *R.Cost;
    auto It = find(Sources, C.Source);
    unsigned Idx = It - Sources.begin();
    if (It == Sources.end())
      Sources.push_back(C.Source);
    std::string Passes = C.Passes ? std::to_string(C.Passes) : "-";
    std::string Dwords = C.Dwords ? std::to_string(C.Dwords) : "-";
    OS << formatv("{0,-16}{1,-9}{2,-7}{3,-7}{4,-7}{5,-7}",
                  getInstClassName(C.Class), getExecUnitName(C.Unit),
                  C.IssueCycles, C.Latency, Passes, Dwords)
       << Pad(R.Counters, CW) << Pad(R.Wait, WW)
       << Pad("S" + std::to_string(Idx + 1), 5) << R.Text << "\n";
  }
  OS << "\nSources:\n";
  for (unsigned I = 0; I != Sources.size(); ++I)
    OS << "S" << I + 1 << ": " << Sources[I] << "\n";
  OS << "\nParameters (" << Model.Name << "):\n";
  for (StringRef P : usedParams(Rows)) {
    unsigned V = 0;
    Model.getParam(P, V);
    OS << "  " << P << " = " << V << ": " << Model.getSource(P) << "\n";
  }
}

json::Value GCNInstructionInfoView::toJSON() const {
  std::vector<Row> Rows = rows();
  json::Array List;
  for (const Row &R : Rows) {
    const GCNInstrCost &C = *R.Cost;
    json::Array Counters;
    for (unsigned I = 0; I != NumWaitCounters; ++I)
      if (C.Counters & (1u << I))
        Counters.push_back(getWaitCounterName(WaitCounter(I)));
    List.push_back(json::Object{{"Instruction", R.Text},
                                {"Class", getInstClassName(C.Class)},
                                {"Unit", getExecUnitName(C.Unit)},
                                {"IssueCycles", C.IssueCycles},
                                {"Latency", C.Latency},
                                {"Passes", C.Passes},
                                {"Dwords", C.Dwords},
                                {"Counters", std::move(Counters)},
                                {"Wait", R.Wait},
                                {"Rule", C.Rule},
                                {"Source", C.Source}});
  }
  json::Object Params;
  for (StringRef P : usedParams(Rows)) {
    unsigned V = 0;
    Model.getParam(P, V);
    Params[P] = json::Object{{"Value", V}, {"Source", Model.getSource(P)}};
  }
  return json::Object{{"Processor", Model.Name},
                      {"Family", Model.Family},
                      {"WaveSize", WaveSize},
                      {"InstructionList", std::move(List)},
                      {"Parameters", std::move(Params)}};
}
