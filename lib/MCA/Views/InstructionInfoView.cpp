//===- InstructionInfoView.cpp - Per-instruction scheduling info ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the "Instruction Info" table. The figures come straight from the
/// scheduling model (variant classes resolved for the actual MCInst), not from
/// the simulation.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/InstructionInfoView.h"
#include "gcn-mca/MCA/Views/GCN/TextTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/bit.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/FormattedStream.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

InstructionInfoView::Row
InstructionInfoView::describe(const MCInst &MCI) const {
  const MCSubtargetInfo &STI = getSubTargetInfo();
  const MCSchedModel &SM = STI.getSchedModel();
  const MCInstrDesc &Desc = MCII.get(MCI.getOpcode());
  unsigned SchedClass = Desc.getSchedClass();
  while (SchedClass && SM.getSchedClassDesc(SchedClass)->isVariant())
    SchedClass = STI.resolveVariantSchedClass(SchedClass, &MCI, &MCII,
                                              SM.getProcessorID());
  const MCSchedClassDesc &SC = *SM.getSchedClassDesc(SchedClass);

  Row R;
  R.NumMicroOps = SC.NumMicroOps;
  // Latency includes the extra cycles of slow forwarding paths.
  R.Latency =
      MCSchedModel::computeInstrLatency(STI, SC) +
      MCSchedModel::getForwardingDelayCycles(STI.getReadAdvanceEntries(SC));
  R.RThroughput = MCSchedModel::getReciprocalThroughput(STI, SC);
  R.MayLoad = Desc.mayLoad();
  R.MayStore = Desc.mayStore();
  R.HasSideEffects = Desc.hasUnmodeledSideEffects();
  if (!Opts.Full)
    return R;

  // llvm-mca shows the latency minus the bypass delay, in unsigned
  // arithmetic (a negative delay makes the figure larger).
  R.BypassLatency = R.Latency - MCSchedModel::getBypassDelayCycles(STI, SC);
  raw_string_ostream RS(R.Resources);
  bool First = true;
  for (const MCWriteProcResEntry *W = STI.getWriteProcResBegin(&SC),
                                 *E = STI.getWriteProcResEnd(&SC);
       W != E; ++W) {
    if (!W->ReleaseAtCycle)
      continue;
    RS << (First ? "" : ",") << SM.getProcResource(W->ProcResourceIdx)->Name;
    First = false;
    if (W->AcquireAtCycle)
      RS << '[' << W->AcquireAtCycle << ',' << W->ReleaseAtCycle << ']';
    else if (W->ReleaseAtCycle != 1)
      RS << '[' << W->ReleaseAtCycle << ']';
  }
  return R;
}

void InstructionInfoView::printResourceList(raw_ostream &OS) const {
  const MCSchedModel &SM = getSubTargetInfo().getSchedModel();
  OS << "\n\nResources:\n";
  unsigned Number = 0;
  for (unsigned ID = 1, E = SM.getNumProcResourceKinds(); ID < E; ++ID) {
    const MCProcResourceDesc &D = *SM.getProcResource(ID);
    if (!D.NumUnits)
      continue;
    std::string Head = "[" + std::to_string(Number++) + "]";
    Head.resize(std::max<size_t>(6, Head.size()), ' ');
    OS << Head << "- " << D.Name << ':' << D.NumUnits;
    if (D.SubUnitsIdxBegin) {
      // A group: list its members.
      for (unsigned U = 0; U < D.NumUnits; ++U)
        OS << (U ? ", " : "  ")
           << SM.getProcResource(D.SubUnitsIdxBegin[U])->Name;
    }
    OS << '\n';
  }
}

void InstructionInfoView::printHeader(raw_ostream &OS) const {
  OS << "\n\nInstruction Info:\n"
     << "[1]: #uOps\n[2]: Latency\n[3]: RThroughput\n"
     << "[4]: MayLoad\n[5]: MayStore\n[6]: HasSideEffects (U)\n";
  unsigned Next = 7;
  std::string Columns = "[1]    [2]    [3]    [4]    [5]    [6]    ";
  auto AddColumn = [&](StringRef Legend, unsigned Width) {
    OS << '[' << Next << "]: " << Legend << '\n';
    std::string Head = "[" + std::to_string(Next++) + "]";
    Head.resize(std::max<size_t>(Width, Head.size() + 1), ' ');
    Columns += Head;
  };
  if (Opts.Full) {
    AddColumn("Bypass Latency", 7);
    AddColumn("Resources (<Name> | <Name>[<ReleaseAtCycle>] | "
              "<Name>[<AcquireAtCycle>,<ReleaseAtCycle])",
              43);
    AddColumn("LLVM Opcode Name", 27);
  }
  if (Opts.ShowBarriers) {
    AddColumn("LoadBarrier", 7);
    AddColumn("StoreBarrier", 7);
  }
  if (Opts.ShowEncoding) {
    AddColumn("Encoding Size", 7);
    Columns += "Encodings:                    ";
  }
  OS << '\n' << Columns << "Instructions:\n";
}

/// The comment llvm-mca's full instruction table prints after an
/// instruction: the text of the instruction's source line (up to its line
/// break; none on a last line without one) from its first `/*`, when the line
/// also has a `*/` - llvm-mca 22 then takes as many characters as the `*/`
/// is from the start of the line, so an inline comment between operands
/// prints with the rest of the line -, else from its first `//`.
static StringRef sourceLineComment(const MCInst &MCI) {
  const char *Start = MCI.getLoc().getPointer();
  if (!Start)
    return StringRef();
  // The input buffers are null-terminated (MemoryBuffer).
  const char *End = Start;
  while (*End && *End != '\n')
    ++End;
  if (*End != '\n')
    return StringRef();
  StringRef Line(Start, End - Start);
  size_t Open = Line.find("/*"), Close = Line.find("*/");
  if (Open != StringRef::npos && Close != StringRef::npos)
    return Line.substr(Open, Close);
  size_t Slashes = Line.find("//");
  return Slashes == StringRef::npos ? StringRef() : Line.substr(Slashes);
}

/// Prints \p V left-aligned in a field of \p Width characters, with at least
/// \p MinGap blanks after it.
static void printPadded(raw_ostream &OS, StringRef V, unsigned Width,
                        unsigned MinGap) {
  OS << V;
  unsigned Gap = Width > V.size() ? Width - V.size() : 0;
  OS.indent(std::max(Gap, MinGap));
}

void InstructionInfoView::printView(raw_ostream &OS) const {
  ArrayRef<MCInst> Source = getSource();
  if (Source.empty())
    return;
  std::string Buffer;
  raw_string_ostream SS(Buffer);
  DenseMap<uint64_t, std::string> RThroughputText;
  if (Opts.Full)
    printResourceList(SS);
  printHeader(SS);
  for (unsigned I = 0, E = Source.size(); I < E; ++I) {
    size_t RowStart = Buffer.size();
    Row R = describe(Source[I]);
    // Columns are 7 wide; the uOps column starts with a blank.
    SS << ' ';
    printPadded(SS, std::to_string(R.NumMicroOps), 7, 1);
    printPadded(SS, std::to_string(R.Latency), 6, 1);
    if (R.RThroughput) {
      // The padding depends on the value, not on the printed digits.
      double RT = *R.RThroughput;
      // A region has few distinct throughputs: each is formatted once.
      auto [It, New] = RThroughputText.try_emplace(bit_cast<uint64_t>(RT));
      if (New)
        raw_string_ostream(It->second) << format("%.2f", RT);
      SS << It->second;
      SS.indent(RT < 10.0 ? 3 : RT < 100.0 ? 2 : 1);
    } else {
      SS << " -     ";
    }
    auto Flag = [&](bool On, char C) {
      SS << ' ' << (On ? C : ' ') << "     ";
    };
    Flag(R.MayLoad, '*');
    Flag(R.MayStore, '*');
    Flag(R.HasSideEffects, 'U');
    if (Opts.Full) {
      // The full table is laid out on absolute columns; a value too wide for
      // its column pushes the next one right by one blank at least.
      std::string Line;
      auto PadTo = [&](size_t Col) {
        size_t Cur = 42 + Line.size();
        Line.append(Col > Cur ? Col - Cur : 1, ' ');
      };
      Line += " " + std::to_string(R.BypassLatency);
      PadTo(49);
      Line += R.Resources;
      PadTo(92);
      Line += MCII.getName(Source[I].getOpcode()).str();
      size_t Base = 119;
      if (Opts.ShowBarriers) {
        PadTo(120);
        Line += Lowered[I]->isALoadBarrier() ? '*' : ' ';
        PadTo(127);
        Line += Lowered[I]->isAStoreBarrier() ? '*' : ' ';
        Base = 133;
      }
      if (Opts.ShowEncoding) {
        StringRef Bytes = CE.getEncoding(I);
        PadTo(Base + 1);
        Line += std::to_string(Bytes.size());
        PadTo(Base + 7);
        for (unsigned char B : Bytes)
          Line += formatv("{0:x-2} ", B).str();
        PadTo(Base + 37);
      } else {
        PadTo(Base);
      }
      SS << Line;
    } else {
      if (Opts.ShowBarriers) {
        Flag(Lowered[I]->isALoadBarrier(), '*');
        Flag(Lowered[I]->isAStoreBarrier(), '*');
      }
      if (Opts.ShowEncoding) {
        StringRef Bytes = CE.getEncoding(I);
        SS << ' ';
        printPadded(SS, std::to_string(Bytes.size()), 6, 4);
        std::string Hex;
        raw_string_ostream HS(Hex);
        for (unsigned char B : Bytes)
          HS << format("%02x ", B);
        HS.flush();
        // Padded to 30 characters, with at least one blank.
        Hex.resize(std::max<size_t>(30, Hex.size() + 1), ' ');
        SS << Hex;
      }
    }
    if (Opts.MaxWidth && !Opts.Full) {
      // The wave pipeline's report fits its width: the instruction is cut.
      SS.flush();
      size_t Col = Buffer.size() - RowStart;
      unsigned Room = Col + 8 < Opts.MaxWidth ? Opts.MaxWidth - Col : 8;
      SS << TextTable::fit(printInstructionString(Source[I]), Room);
    } else {
      SS << printInstructionString(Source[I]);
    }
    // The full table ends every row with a tab and the line's comment.
    if (Opts.Full)
      SS << '\t' << sourceLineComment(Source[I]);
    SS << '\n';
  }
  OS << Buffer;
}

void InstructionInfoView::writeJSON(json::OStream &J) const {
  ArrayRef<MCInst> Source = getSource();
  if (Source.empty()) {
    J.value(0);
    return;
  }
  // One instruction's object at a time.
  J.object([&] {
    J.attributeArray("InstructionList", [&] {
      for (unsigned I = 0, E = Source.size(); I < E; ++I) {
        Row R = describe(Source[I]);
        J.value(json::Object({{"Instruction", I},
                              {"NumMicroOpcodes", R.NumMicroOps},
                              {"Latency", R.Latency},
                              {"RThroughput", R.RThroughput.value_or(0.0)},
                              {"mayLoad", R.MayLoad},
                              {"mayStore", R.MayStore},
                              {"hasUnmodeledSideEffects", R.HasSideEffects}}));
      }
    });
  });
}
