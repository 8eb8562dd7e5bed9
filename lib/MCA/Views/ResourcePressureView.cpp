//===- ResourcePressureView.cpp - Resource cycles per instruction ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the resource pressure tables. Every unit of every processor
/// resource (groups excluded) gets a 7-character column; usage is summed over
/// all iterations from the issue events and divided by the iteration count.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/ResourcePressureView.h"
#include "llvm/ADT/bit.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MCA/HWEventListener.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormattedStream.h"
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

/// Calls \p F(Desc, ResourceNumber) for every processor resource that gets
/// columns, in processor resource ID order.
template <typename Fn>
static void forEachShownResource(const MCSchedModel &SM, Fn F) {
  unsigned Number = 0;
  for (unsigned ID = 1, E = SM.getNumProcResourceKinds(); ID < E; ++ID) {
    const MCProcResourceDesc &D = *SM.getProcResource(ID);
    if (D.SubUnitsIdxBegin || !D.NumUnits)
      continue; // A group, or a resource without units.
    F(ID, D, Number++);
  }
}

ResourcePressureView::ResourcePressureView(const MCSubtargetInfo &STI,
                                           MCInstPrinter &Printer,
                                           ArrayRef<MCInst> Source)
    : InstructionView(STI, Printer, Source) {
  forEachShownResource(STI.getSchedModel(),
                       [&](unsigned ID, const MCProcResourceDesc &D, unsigned) {
                         FirstColumn[ID] = NumColumns;
                         NumColumns += D.NumUnits;
                       });
  Usage.resize(NumColumns * (Source.size() + 1));
}

unsigned ResourcePressureView::executions() const {
  return LastDispatchedIdx / getSource().size() + 1;
}

void ResourcePressureView::onEvent(const mca::HWInstructionEvent &Event) {
  if (Event.Type == mca::HWInstructionEvent::Dispatched) {
    LastDispatchedIdx = Event.IR.getSourceIndex();
    return;
  }
  if (Event.Type != mca::HWInstructionEvent::Issued)
    return;
  const auto &IE = static_cast<const mca::HWInstructionIssuedEvent &>(Event);
  unsigned N = getSource().size();
  unsigned Row = Event.IR.getSourceIndex() % N;
  for (const mca::ResourceUse &Use : IE.UsedResources) {
    // first.first is the processor resource ID, first.second the unit mask.
    unsigned Col = FirstColumn.lookup(Use.first.first) +
                   llvm::countr_zero(Use.first.second);
    Usage[Row * NumColumns + Col] += Use.second;
    Usage[N * NumColumns + Col] += Use.second;
  }
}

/// The label of unit \p U of resource \p Number: "[N]", or "[N.U]" for a
/// resource of several units.
static void printUnitLabel(raw_ostream &OS, unsigned Number,
                           const MCProcResourceDesc &D, unsigned U) {
  OS << '[' << Number;
  if (D.NumUnits > 1)
    OS << '.' << U;
  OS << ']';
}

void ResourcePressureView::printColumnHeader(formatted_raw_ostream &OS) const {
  unsigned Col = OS.getColumn();
  forEachShownResource(
      getSubTargetInfo().getSchedModel(),
      [&](unsigned, const MCProcResourceDesc &D, unsigned Number) {
        for (unsigned U = 0; U < D.NumUnits; ++U) {
          printUnitLabel(OS, Number, D, U);
          Col += 7;
          OS.PadToColumn(Col);
        }
      });
}

/// One pressure cell: " - " for (almost) nothing, else the value rounded half
/// up to two decimals; padded to \p EndCol.
static void printCell(formatted_raw_ostream &OS, double Pressure,
                      unsigned EndCol) {
  if (!Pressure || Pressure < 0.005)
    OS << " - ";
  else
    OS << format("%.2f", std::floor(Pressure * 100 + 0.5) / 100);
  OS.PadToColumn(EndCol);
}

void ResourcePressureView::printResources(raw_ostream &OS) const {
  formatted_raw_ostream FOS(OS);
  FOS << "\n\nResources:\n";
  forEachShownResource(
      getSubTargetInfo().getSchedModel(),
      [&](unsigned, const MCProcResourceDesc &D, unsigned Number) {
        for (unsigned U = 0; U < D.NumUnits; ++U) {
          printUnitLabel(FOS, Number, D, U);
          FOS.PadToColumn(6);
          FOS << "- " << D.Name << '\n';
        }
      });
  FOS.flush();
}

void ResourcePressureView::printPerIteration(raw_ostream &OS) const {
  formatted_raw_ostream FOS(OS);
  FOS << "\n\nResource pressure per iteration:\n";
  printColumnHeader(FOS);
  FOS << '\n';
  unsigned Totals = getSource().size() * NumColumns;
  for (unsigned C = 0; C < NumColumns; ++C)
    printCell(FOS, (double)Usage[Totals + C] / executions(), (C + 1) * 7);
  FOS.flush();
}

void ResourcePressureView::printPerInstruction(raw_ostream &OS) const {
  formatted_raw_ostream FOS(OS);
  FOS << "\n\nResource pressure by instruction:\n";
  printColumnHeader(FOS);
  FOS << "Instructions:\n";
  ArrayRef<MCInst> Source = getSource();
  for (unsigned I = 0, E = Source.size(); I < E; ++I) {
    for (unsigned C = 0; C < NumColumns; ++C)
      printCell(FOS, (double)Usage[I * NumColumns + C] / executions(),
                (C + 1) * 7);
    FOS << printInstructionString(Source[I]) << '\n';
  }
  FOS.flush();
}

void ResourcePressureView::printView(raw_ostream &OS) const {
  std::string Buffer;
  raw_string_ostream SS(Buffer);
  printResources(SS);
  printPerIteration(SS);
  printPerInstruction(SS);
  SS.flush();
  OS << Buffer;
}

json::Value ResourcePressureView::toJSON() const {
  json::Array Info;
  for (unsigned I = 0, E = Usage.size(); I < E; ++I) {
    if (!Usage[I].getNumerator())
      continue; // The matrix is sparse: only used cells are listed.
    Info.push_back(
        json::Object({{"InstructionIndex", I / NumColumns},
                      {"ResourceIndex", I % NumColumns},
                      {"ResourceUsage", (double)Usage[I] / executions()}}));
  }
  return json::Object({{"ResourcePressureInfo", std::move(Info)}});
}
