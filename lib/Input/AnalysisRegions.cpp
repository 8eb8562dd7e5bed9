//===- AnalysisRegions.cpp - LLVM-MCA-BEGIN/END regions -------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements region bookkeeping with llvm-mca's marker semantics.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/AnalysisRegions.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

bool AnalysisRegion::isLocInRange(SMLoc Loc) const {
  if (End.isValid() && Loc.getPointer() > End.getPointer())
    return false;
  return !Start.isValid() || Loc.getPointer() >= Start.getPointer();
}

ArrayRef<MCInst>
AnalysisRegion::dropInstructions(const DenseSet<const MCInst *> &Dropped) {
  if (Dropped.empty())
    return Instructions;
  std::vector<MCInst> Kept;
  Kept.reserve(Instructions.size());
  for (const MCInst &I : Instructions)
    if (!Dropped.contains(&I))
      Kept.push_back(I);
  Instructions = std::move(Kept);
  return Instructions;
}

bool AnalysisRegion::moveInstructionLater(unsigned From, unsigned To) {
  if (From >= To || To > Instructions.size())
    return false;
  std::rotate(Instructions.begin() + From, Instructions.begin() + From + 1,
              Instructions.begin() + To);
  return true;
}

AnalysisRegions::AnalysisRegions(SourceMgr &SM) : SM(SM) {
  Regions.push_back(std::make_unique<AnalysisRegion>("", SMLoc()));
}

bool AnalysisRegions::empty() const {
  return Deferred.empty() &&
         all_of(Regions, [](const auto &R) { return R->empty(); });
}

void AnalysisRegions::fillDeferred() const {
  if (Deferred.empty())
    return;
  AnalysisRegion &R = *Regions.front();
  R.reserveMore(Deferred.size());
  for (const MCInst &Inst : Deferred)
    R.addInstruction(Inst);
  Deferred = {};
}

/// Drops leading blanks (spaces and tabs) from \p S.
static StringRef skipBlanks(StringRef S) { return S.ltrim(" \t"); }

void AnalysisRegions::handleComment(SMLoc Loc, StringRef Text) {
  StringRef Comment = skipBlanks(Text);
  bool IsEnd = Comment.consume_front("LLVM-MCA-END");
  if (!IsEnd && !Comment.consume_front("LLVM-MCA-BEGIN"))
    return;
  // The AMDGPU asm parser may lex the comment after an instruction a second
  // time when it looks ahead for optional operands; a marker is one place in
  // the source and is honoured once.
  if (!SeenMarkers.insert(Loc.getPointer()).second)
    return;
  SawMarker = true;
  StringRef Name = skipBlanks(Comment);
  if (IsEnd)
    endRegion(Name, Loc);
  else
    beginRegion(Name, Loc);
}

void AnalysisRegions::beginRegion(StringRef Name, SMLoc Loc) {
  fillDeferred();
  if (Active.empty()) {
    // The first user region replaces the implicit default region.
    if (Regions.size() == 1 && Regions[0]->isDefault()) {
      Active[Name] = 0;
      Regions[0] = std::make_unique<AnalysisRegion>(Name, Loc);
      return;
    }
  } else {
    auto It = Active.find(Name);
    if (It != Active.end()) {
      const AnalysisRegion &Prev = *Regions[It->second];
      FoundErrors = true;
      if (Name.empty()) {
        SM.PrintMessage(Loc, SourceMgr::DK_Error,
                        "found multiple overlapping anonymous regions");
        SM.PrintMessage(Prev.startLoc(), SourceMgr::DK_Note,
                        "Previous anonymous region was defined here");
        return;
      }
      SM.PrintMessage(Loc, SourceMgr::DK_Error,
                      "overlapping regions cannot have the same name");
      SM.PrintMessage(Prev.startLoc(), SourceMgr::DK_Note,
                      "region " + Name + " was previously defined here");
      return;
    }
  }
  Active[Name] = Regions.size();
  Regions.push_back(std::make_unique<AnalysisRegion>(Name, Loc));
}

void AnalysisRegions::endRegion(StringRef Name, SMLoc Loc) {
  fillDeferred();
  if (Name.empty()) {
    // An anonymous END closes the only open region, or ends the default one.
    if (Active.size() == 1) {
      auto It = Active.begin();
      Regions[It->second]->setEndLocation(Loc);
      Active.erase(It);
      return;
    }
    if (Active.empty() && Regions.size() == 1 && Regions[0]->isDefault()) {
      Regions[0]->setEndLocation(Loc);
      return;
    }
  }
  auto It = Active.find(Name);
  if (It != Active.end()) {
    Regions[It->second]->setEndLocation(Loc);
    Active.erase(It);
    return;
  }
  FoundErrors = true;
  SM.PrintMessage(Loc, SourceMgr::DK_Error,
                  "found an invalid region end directive");
  SM.PrintMessage(Loc, SourceMgr::DK_Note,
                  Name.empty()
                      ? Twine("unable to find an active anonymous region")
                      : "unable to find an active region named " + Name);
}

void AnalysisRegions::addInstructions(ArrayRef<MCInst> Insts) {
  if (Regions.size() == 1 && Regions[0]->isDefault() && Regions[0]->empty() &&
      Deferred.empty()) {
    Deferred = Insts;
    return;
  }
  fillDeferred();
  // Region by region (each region's instructions stay in input order); the
  // implicit region takes them all.
  for (auto &R : Regions) {
    if (R->isDefault())
      R->reserveMore(Insts.size());
    for (const MCInst &Inst : Insts)
      if (R->isLocInRange(Inst.getLoc()))
        R->addInstruction(Inst);
  }
}

void AnalysisRegions::addInstruction(const MCInst &Inst) {
  fillDeferred();
  for (auto &R : Regions)
    if (R->isLocInRange(Inst.getLoc()))
      R->addInstruction(Inst);
}
