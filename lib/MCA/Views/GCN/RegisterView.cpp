//===- RegisterView.cpp - Live registers per instruction ------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Prints RegisterLiveness for one region (text and JSON); see
/// docs/Registers.md.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/RegisterView.h"
#include "gcn-mca/Analysis/Occupancy.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/MCA/Views/InstructionTexts.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

RegisterView::RegisterView(StringRef KernelName, const MCSubtargetInfo &STI,
                           MCInstPrinter &Printer, ArrayRef<MCInst> Insts,
                           RegisterLiveness Live,
                           const GCNProcessorModel &Model, unsigned WaveSize,
                           std::optional<DescriptorRegisters> Desc,
                           std::vector<const AsmSourceLoc *> Locs)
    : KernelName(KernelName.str()), STI(STI), Printer(Printer), Insts(Insts),
      Live(std::move(Live)), Model(Model),
      WaveSize(Model.waveSizeOr(WaveSize)), Desc(Desc),
      Locs(std::move(Locs)) {}

void RegisterView::onEvent(const mca::HWInstructionEvent &E) {
  subscribeOnRunStarted(E, this, 0);
}

unsigned RegisterView::neededVectorRegisters() const {
  return OccupancyCalculator(Model).totalVGPRs(Live.peak(RegFile::VGPR),
                                               Live.peak(RegFile::AGPR));
}

unsigned RegisterView::allocatedVectorRegisters() const {
  unsigned G = WaveSize == 32 ? Model.VGPRGranuleWave32
                              : Model.VGPRGranuleWave64;
  return unsigned(alignTo(std::max(1u, neededVectorRegisters()),
                          std::max(1u, G)));
}

std::string RegisterView::instText(unsigned Index) const {
  std::string Buf;
  return InstructionTexts::print(STI, Printer, Insts[Index], Buf).str();
}

std::string RegisterView::where(int Index) const {
  if (Index < 0)
    return "-";
  std::string S = "#" + std::to_string(Index);
  if (unsigned(Index) < Locs.size() && Locs[Index])
    S += " (" + Locs[Index]->File + ":" + std::to_string(Locs[Index]->Line) +
         ")";
  return S;
}

static const char *fileName(RegFile F) {
  return F == RegFile::VGPR ? "VGPRs" : F == RegFile::AGPR ? "AGPRs" : "SGPRs";
}

/// One line comparing what the code names and what is live at the peak
/// with what the descriptor declares for one file.
/// \p Rounding > 1: the declared count is the named one rounded up to it
/// (accum_offset on a unified file).
static void compareLine(raw_ostream &OS, StringRef What, unsigned Declared,
                        unsigned Named, unsigned Peak, char Prefix,
                        unsigned Rounding = 1) {
  OS << format("  %-6s declared %4u, named %4u, peak live %4u: ",
               What.str().c_str(), Declared, Named, Peak);
  if (Rounding > 1 && Declared > Named &&
      Declared == alignTo(std::max(1u, Named), Rounding))
    OS << "accum_offset rounds the " << Named << " VGPRs up to a multiple of "
       << Rounding << " (the AGPRs start there)";
  else if (Declared < Named)
    OS << "the code names " << (Named - Declared)
       << " more than the descriptor declares (a hand-written or wrong "
          "descriptor)";
  else if (Declared > Named)
    OS << "the descriptor reserves " << (Declared - Named)
       << " beyond the highest register the code names (padding, "
          "preloaded registers the code never reads, or callees)";
  else
    OS << "the descriptor covers " << Prefix << "0.." << Prefix
       << (Named ? Named - 1 : 0);
  if (Peak < Named)
    OS << "; " << (Named - Peak)
       << " of the named registers are never live at the peak (an "
          "allocation packed to the peak would need "
       << Peak << ")";
  OS << '\n';
}

void RegisterView::printDescriptor(raw_ostream &OS) const {
  if (!Desc) {
    OS << "Descriptor:         none for this region\n";
    return;
  }
  OS << "Descriptor:         .amdhsa_next_free_vgpr " << Desc->NextFreeVGPR;
  if (Desc->AccumOffset)
    OS << ", .amdhsa_accum_offset " << Desc->AccumOffset;
  OS << ", .amdhsa_next_free_sgpr " << Desc->NextFreeSGPR << '\n';
  compareLine(OS, "VGPRs", Desc->ArchVGPRs, Live.nextFree(RegFile::VGPR),
              Live.peak(RegFile::VGPR), 'v',
              Model.UnifiedVGPRFile && Desc->AGPRs ? Model.AccumGranule : 1);
  if (Desc->AGPRs || Live.nextFree(RegFile::AGPR))
    compareLine(OS, "AGPRs", Desc->AGPRs, Live.nextFree(RegFile::AGPR),
                Live.peak(RegFile::AGPR), 'a');
  compareLine(OS, "SGPRs", Desc->NextFreeSGPR, Live.nextFree(RegFile::SGPR),
              Live.peak(RegFile::SGPR), 's');
  OS << "  (SGPRs exclude VCC, FLAT_SCRATCH and XNACK_MASK, which the "
        "hardware appends, and EXEC, SCC, M0)\n";
}

void RegisterView::printView(raw_ostream &OS) const {
  OS << "\nRegisters - " << KernelName << "\n\n";
  OS << "Live 32-bit registers before each instruction (liveness over the "
     << (Live.isApproximate() ? "straight-line code: the CFG could not be "
                                "followed"
                              : "region's CFG")
     << ").\n\n";
  for (RegFile F : {RegFile::VGPR, RegFile::AGPR, RegFile::SGPR}) {
    if (F == RegFile::AGPR && !Live.peak(F) && !Live.nextFree(F))
      continue;
    int At = Live.peakIndex(F);
    OS << format("Peak %s:         %4u", fileName(F), Live.peak(F));
    if (Live.peak(F) && At >= 0) {
      OS << " before " << where(At) << "  " << instText(At) << '\n';
      OS << "  live there:       "
         << RegisterLiveness::formatRanges(Live.liveSetBefore(At), F) << '\n';
    } else {
      OS << '\n';
    }
  }
  if (Model.UnifiedVGPRFile && Live.peak(RegFile::AGPR))
    OS << format("Peak VGPRs+AGPRs:   %4u", Live.peakVector()) << " before "
       << where(Live.peakVectorIndex()) << " (one unified file)\n";

  // What the peak costs as an allocation.
  OccupancyCalculator Calc(Model);
  unsigned G = WaveSize == 32 ? Model.VGPRGranuleWave32
                              : Model.VGPRGranuleWave64;
  OS << "\nPacked to the peak: " << neededVectorRegisters()
     << " vector registers";
  if (Model.UnifiedVGPRFile && Live.peak(RegFile::AGPR))
    OS << " (AGPRs after the VGPRs rounded to " << Model.AccumGranule << ")";
  OS << ", allocated in granules of " << G << " (wave" << WaveSize
     << "): " << allocatedVectorRegisters() << " -> "
     << Calc.vgprLimit(neededVectorRegisters(), WaveSize)
     << " waves/SIMD by VGPRs\n";
  printDescriptor(OS);

  OS << "\n[1]: live VGPRs, [2]: live AGPRs, [3]: live SGPRs (before the "
        "instruction)\n\n";
  OS << "   #    [1]   [2]   [3]   Instruction\n";
  for (unsigned I = 0, E = Live.size(); I != E; ++I) {
    const LiveCounts &C = Live.liveBefore(I);
    OS << format("%4u  %5u %5u %5u   ", I, C.VGPRs, C.AGPRs, C.SGPRs)
       << instText(I);
    SmallVector<StringRef, 3> Marks;
    for (RegFile F : {RegFile::VGPR, RegFile::AGPR, RegFile::SGPR})
      if (Live.peak(F) && Live.peakIndex(F) == int(I))
        Marks.push_back(F == RegFile::VGPR   ? "VGPR"
                        : F == RegFile::AGPR ? "AGPR"
                                             : "SGPR");
    if (!Marks.empty()) {
      OS << "  <- peak";
      for (StringRef M : Marks)
        OS << ' ' << M;
    }
    OS << '\n';
  }
}

json::Value RegisterView::toJSON() const {
  json::Object O{{"Kernel", KernelName},
                 {"Approximate", Live.isApproximate()},
                 {"PeakVGPRs", Live.peak(RegFile::VGPR)},
                 {"PeakAGPRs", Live.peak(RegFile::AGPR)},
                 {"PeakSGPRs", Live.peak(RegFile::SGPR)},
                 {"PeakVGPRsAt", Live.peakIndex(RegFile::VGPR)},
                 {"PeakAGPRsAt", Live.peakIndex(RegFile::AGPR)},
                 {"PeakSGPRsAt", Live.peakIndex(RegFile::SGPR)},
                 {"NamedVGPRs", Live.nextFree(RegFile::VGPR)},
                 {"NamedAGPRs", Live.nextFree(RegFile::AGPR)},
                 {"NamedSGPRs", Live.nextFree(RegFile::SGPR)},
                 {"PackedVectorRegisters", neededVectorRegisters()},
                 {"AllocatedVectorRegisters", allocatedVectorRegisters()}};
  if (Model.UnifiedVGPRFile)
    O["PeakVectorRegisters"] = Live.peakVector();
  json::Object LiveAt;
  for (RegFile F : {RegFile::VGPR, RegFile::AGPR, RegFile::SGPR}) {
    int At = Live.peakIndex(F);
    LiveAt[fileName(F)] =
        At >= 0 ? RegisterLiveness::formatRanges(Live.liveSetBefore(At), F)
                : std::string();
    if (At >= 0 && unsigned(At) < Locs.size() && Locs[At])
      O[std::string("Peak") + fileName(F) + "Line"] =
          Locs[At]->File + ":" + std::to_string(Locs[At]->Line);
  }
  O["LiveAtPeak"] = std::move(LiveAt);
  if (Desc)
    O["Descriptor"] = json::Object{{"NextFreeVGPR", Desc->NextFreeVGPR},
                                   {"ArchVGPRs", Desc->ArchVGPRs},
                                   {"AGPRs", Desc->AGPRs},
                                   {"AccumOffset", Desc->AccumOffset},
                                   {"NextFreeSGPR", Desc->NextFreeSGPR}};
  json::Array V, A, S;
  for (const LiveCounts &C : Live.counts()) {
    V.push_back(C.VGPRs);
    A.push_back(C.AGPRs);
    S.push_back(C.SGPRs);
  }
  O["LiveVGPRs"] = std::move(V);
  O["LiveAGPRs"] = std::move(A);
  O["LiveSGPRs"] = std::move(S);
  return O;
}
