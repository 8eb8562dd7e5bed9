//===- OccupancyOptions.cpp - Occupancy options of the driver -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// -gcn-occupancy: the occupancy report of every kernel of the input, from
/// its descriptor or from command-line resource overrides.
//===----------------------------------------------------------------------===//

#include "OccupancyOptions.h"
#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Analysis/Occupancy.h"
#include "gcn-mca/Input/AnalysisRegions.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

cl::OptionCategory &llvm::gcnmca::getOccupancyCategory() {
  static cl::OptionCategory Cat("GCN Occupancy Options");
  return Cat;
}

static cl::opt<bool>
    ShowOccupancy("gcn-occupancy",
                  cl::desc("Print the occupancy of every kernel (waves per "
                           "SIMD and CU, the limit of each resource)"),
                  cl::cat(getOccupancyCategory()), cl::init(false));
static cl::opt<bool> OccupancyOnlyOpt(
    "gcn-occupancy-only",
    cl::desc("Print only the occupancy report (implies -gcn-occupancy)"),
    cl::cat(getOccupancyCategory()), cl::init(false));
static cl::opt<unsigned>
    VGPRsOpt("vgprs", cl::desc("Override the VGPRs per lane of every kernel"),
             cl::cat(getOccupancyCategory()), cl::init(0));
static cl::opt<unsigned>
    AGPRsOpt("agprs", cl::desc("Override the AGPRs per lane of every kernel"),
             cl::cat(getOccupancyCategory()), cl::init(0));
static cl::opt<unsigned> SGPRsOpt(
    "sgprs",
    cl::desc("Override the SGPRs per wave of every kernel (including VCC, "
             "FLAT_SCRATCH, XNACK_MASK)"),
    cl::cat(getOccupancyCategory()), cl::init(0));
static cl::opt<unsigned>
    LDSOpt("lds-bytes", cl::desc("Override the LDS bytes per workgroup"),
           cl::cat(getOccupancyCategory()), cl::init(0));
/// -wave-size and -workgroup-size belong to the wave pipeline's options
/// (WavePipelineOptions.cpp); the occupancy report reads the same values.
static cl::opt<unsigned> *sharedUnsignedOption(StringRef Name) {
  auto &Opts = cl::getRegisteredOptions();
  auto It = Opts.find(Name);
  if (It == Opts.end())
    return nullptr;
  return static_cast<cl::opt<unsigned> *>(It->second);
}
static unsigned sharedValue(StringRef Name, bool &Given) {
  cl::opt<unsigned> *O = sharedUnsignedOption(Name);
  Given = O && O->getNumOccurrences();
  return Given ? unsigned(*O) : 0;
}
static cl::opt<bool> OccupancyViewOpt(
    "occupancy-view",
    cl::desc("-pipeline=wave: print the occupancy of each region's kernel "
             "(the residency the simulation uses by default; default on)"),
    cl::cat(getOccupancyCategory()), cl::init(true));
static cl::opt<bool>
    CUModeOpt("cumode",
              cl::desc("RDNA: assume CU mode instead of WGP mode (occupancy; "
                       "the wave pipeline keeps a workgroup on one CU)"),
              cl::cat(getOccupancyCategory()), cl::init(false));

bool llvm::gcnmca::occupancyOnly() { return OccupancyOnlyOpt; }

static bool anyOverride() {
  bool WG, WS;
  sharedValue("workgroup-size", WG);
  sharedValue("wave-size", WS);
  return VGPRsOpt.getNumOccurrences() || AGPRsOpt.getNumOccurrences() ||
         SGPRsOpt.getNumOccurrences() || LDSOpt.getNumOccurrences() || WG ||
         WS || CUModeOpt.getNumOccurrences();
}

static void applyOverrides(OccupancyInput &In) {
  if (VGPRsOpt.getNumOccurrences())
    In.NumVGPRs = VGPRsOpt;
  if (AGPRsOpt.getNumOccurrences())
    In.NumAGPRs = AGPRsOpt;
  if (SGPRsOpt.getNumOccurrences())
    In.NumSGPRs = SGPRsOpt;
  if (LDSOpt.getNumOccurrences())
    In.LDSBytes = LDSOpt;
  bool Given;
  if (unsigned WG = sharedValue("workgroup-size", Given); Given)
    In.MinWorkgroupSize = In.MaxWorkgroupSize = WG;
  if (unsigned WS = sharedValue("wave-size", Given); Given)
    In.WaveSize = WS;
  if (CUModeOpt.getNumOccurrences())
    In.CUMode = CUModeOpt;
}

Error llvm::gcnmca::buildOccupancyReport(const AsmInput &Input, SourceMgr &SM,
                                         const MCSubtargetInfo &STI,
                                         bool AsJSON, std::string &Text,
                                         json::Value &JSON) {
  if (!ShowOccupancy && !OccupancyOnlyOpt)
    return Error::success();
  bool WaveSizeGiven;
  unsigned WaveSizeOpt = sharedValue("wave-size", WaveSizeGiven);
  if (WaveSizeGiven && WaveSizeOpt != 32 && WaveSizeOpt != 64)
    return createStringError(inconvertibleErrorCode(),
                             "-wave-size must be 32 or 64");
  Expected<GCNProcessorModel> Model = GCNProcessorModel::get(
      STI.getCPU(), GCNProcessorModel::commandLineOverrides());
  if (!Model)
    return Model.takeError();
  if (WaveSizeOpt == 32 && !Model->SupportsWave32)
    return createStringError(inconvertibleErrorCode(),
                             "-wave-size=32: " + Model->Name +
                                 " has no wave32 mode");
  if (WaveSizeOpt == 64 && !Model->SupportsWave64)
    return createStringError(inconvertibleErrorCode(),
                             "-wave-size=64: " + Model->Name +
                                 " has no wave64 mode");
  const MemoryBuffer *Buf = SM.getMemoryBuffer(SM.getMainFileID());
  Expected<KernelInfo> KI =
      KernelInfo::fromInput(Input, Buf->getBuffer(), Buf->getBufferIdentifier(),
                            KernelInfoTarget::fromSubtarget(STI));
  if (!KI) {
    // KernelInfo reports "name:line:col: error: message"; show it with the
    // source line and a caret through the SourceMgr.
    std::string Msg = toString(KI.takeError());
    SmallVector<StringRef, 5> Parts;
    StringRef(Msg).split(Parts, ':', /*MaxSplit=*/4);
    unsigned Line, Col;
    if (Parts.size() == 5 && Parts[0] == Buf->getBufferIdentifier() &&
        !Parts[1].getAsInteger(10, Line) && !Parts[2].getAsInteger(10, Col) &&
        Parts[3].trim() == "error") {
      SMLoc Loc = SM.FindLocForLineAndColumn(SM.getMainFileID(), Line, Col);
      SM.PrintMessage(Loc, SourceMgr::DK_Error, Parts[4].trim());
      return createStringError(inconvertibleErrorCode(),
                               "cannot read the kernel descriptors");
    }
    return createStringError(inconvertibleErrorCode(), Msg);
  }

  OccupancyCalculator Calc(*Model);
  raw_string_ostream OS(Text);
  json::Array Kernels;
  auto Emit = [&](StringRef Name, OccupancyInput In,
                  std::optional<unsigned> ClangOcc) {
    applyOverrides(In);
    OccupancyResult R = Calc.compute(In);
    if (AsJSON) {
      json::Value V = occupancyToJSON(Name, In, R);
      if (ClangOcc && !anyOverride())
        V.getAsObject()->try_emplace("ClangOccupancy", *ClangOcc);
      Kernels.push_back(std::move(V));
      return;
    }
    printOccupancy(OS, Name, In, R);
    if (ClangOcc && !anyOverride())
      OS << "clang's figure:       " << *ClangOcc << '\n';
  };
  if (KI->kernels().empty()) {
    // No descriptor: the command-line resources alone.
    OccupancyInput In;
    Emit("<no kernel descriptor>", In, std::nullopt);
  }
  for (const KernelDescriptorInfo &K : KI->kernels())
    Emit(K.Name, K.toOccupancyInput(), K.ClangOccupancy);
  if (AsJSON)
    JSON = std::move(Kernels);
  return Error::success();
}

bool llvm::gcnmca::printOccupancyView() { return OccupancyViewOpt; }

RegionKernels::RegionKernels(const AsmInput &Input, SourceMgr &SM,
                             const MCSubtargetInfo &STI)
    : Input(Input) {
  const MemoryBuffer *Buf = SM.getMemoryBuffer(SM.getMainFileID());
  Expected<KernelInfo> KI =
      KernelInfo::fromInput(Input, Buf->getBuffer(), Buf->getBufferIdentifier(),
                            KernelInfoTarget::fromSubtarget(STI));
  if (!KI) {
    WithColor::warning(errs(), "gcn-mca")
        << toString(KI.takeError())
        << " (the wave pipeline uses the chip's defaults)\n";
    return;
  }
  Info = std::move(*KI);
}

const KernelDescriptorInfo *
RegionKernels::find(const AnalysisRegion &Region) const {
  if (!Info)
    return nullptr;
  if (const KernelDescriptorInfo *K = Info->find(Region.getName()))
    return K;
  ArrayRef<MCInst> Insts = Region.getInstructions();
  if (Insts.empty() || !Insts.front().getLoc().isValid())
    return nullptr;
  const char *First = Insts.front().getLoc().getPointer();
  const KernelDescriptorInfo *Found = nullptr;
  for (const AsmLabel &L : Input.labels()) {
    if (!L.Loc.isValid() || L.Loc.getPointer() > First)
      continue;
    if (const KernelDescriptorInfo *K = Info->find(L.Name))
      Found = K; // Labels are in file order: the last one wins.
  }
  return Found;
}

std::optional<OccupancyInput>
RegionKernels::occupancyInput(const AnalysisRegion &Region,
                              std::string &KernelName) const {
  OccupancyInput In;
  if (const KernelDescriptorInfo *K = find(Region)) {
    In = K->toOccupancyInput();
    KernelName = K->Name;
  } else if (anyOverride()) {
    KernelName = "<command line>";
  } else {
    return std::nullopt;
  }
  applyOverrides(In);
  return In;
}
