//===- RetiringEntryStage.cpp - An entry stage that frees each retiree ----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The entry stage of the llvm-mca pipeline (see RetiringEntryStage.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Stages/RetiringEntryStage.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

bool RetiringEntryStage::isAvailable(const mca::InstRef &) const {
  return Pending && checkNextStage(Pending);
}

bool RetiringEntryStage::hasWorkToComplete() const {
  return static_cast<bool>(Pending) || !Src.isEnd();
}

Error RetiringEntryStage::fetch() {
  if (Pending)
    return Error::success();
  if (!Src.hasNext())
    return Src.isEnd() ? Error::success()
                       : make_error<mca::InstStreamPause>();
  mca::SourceRef Next = Src.peekNext();
  Live.push_back(std::make_unique<mca::Instruction>(Next.second));
  Pending = mca::InstRef(Next.first, Live.back().get());
  Src.updateNext();
  return Error::success();
}

Error RetiringEntryStage::execute(mca::InstRef &) {
  mca::InstRef IR = Pending;
  Pending.invalidate();
  if (Error E = moveToTheNextStage(IR))
    return E;
  return fetch();
}

Error RetiringEntryStage::cycleStart() { return fetch(); }

Error RetiringEntryStage::cycleResume() { return fetch(); }

void RetiringEntryStage::sweep() {
  // Pending is never retired (the next stage has not accepted it), so it
  // stays live and its pointer stays valid.
  llvm::erase_if(Live, [](const std::unique_ptr<mca::Instruction> &I) {
    return I->isRetired();
  });
  SweptSize = Live.size();
}

Error RetiringEntryStage::cycleEnd() {
  // Most instructions retire in order: drop the retired front first (cheap,
  // every cycle), then everything retired once Live has doubled since the
  // last full sweep (the instructions behind one that never retires).
  auto FirstLive = llvm::find_if(
      Live, [](const std::unique_ptr<mca::Instruction> &I) {
        return !I->isRetired();
      });
  size_t Front = std::distance(Live.begin(), FirstLive);
  if (Front && Front * 2 >= Live.size()) {
    Live.erase(Live.begin(), FirstLive);
    SweptSize = std::min(SweptSize, Live.size());
  }
  if (Live.size() >= 64 && Live.size() >= 2 * SweptSize)
    sweep();
  return Error::success();
}
