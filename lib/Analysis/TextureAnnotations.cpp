//===- TextureAnnotations.cpp - Per-instruction texture settings ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Collects `gcn-mca: texture ...` annotations (see TextureAnnotations.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/TextureAnnotations.h"
#include "gcn-mca/Input/AsmInput.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {
/// A texture annotation or a function start, at an instruction index.
struct Event {
  unsigned InstIndex;
  const char *Loc;
  bool Reset;                ///< a function starts here
  GCNTextureSetting Setting; ///< when !Reset
  /// Which part of the setting the annotation sets: 0 texture, 1 hit
  /// rates, 2 stride, 3 footprint.
  unsigned Part = 0;
};
} // namespace

static unsigned lineOf(const SourceMgr &SM, SMLoc L) {
  return L.isValid() && SM.FindBufferContainingLoc(L)
             ? SM.getLineAndColumn(L).first
             : 0;
}

TextureAnnotations TextureAnnotations::collect(const AsmInput &In,
                                               const SourceMgr &SM) {
  TextureAnnotations R;
  ArrayRef<MCInst> Insts = In.instructions();
  std::vector<Event> Events;
  for (const AsmComment &C : In.comments()) {
    std::optional<StringRef> A = getGCNMCAAnnotation(C.Text);
    if (!A)
      continue;
    unsigned Part;
    Expected<GCNTextureSetting> T = GCNTextureSetting();
    if (A->consume_front("texture")) {
      Part = 0;
      T = GCNTextureSetting::parse(*A);
    } else if (A->consume_front("hit")) {
      Part = 1;
      T = GCNTextureSetting::parseHit(*A);
    } else if (A->consume_front("stride")) {
      Part = 2;
      StringRef W = A->trim();
      unsigned Bytes;
      if (W != "default" && W.getAsInteger(0, Bytes))
        T = createStringError("stride annotation needs a byte count or "
                              "'default', not '" +
                              W + "'");
      else if (W != "default")
        T->StrideBytes = int(Bytes);
    } else if (A->consume_front("footprint")) {
      Part = 3;
      T = GCNTextureSetting::parseFootprint(*A);
    } else {
      continue;
    }
    if (!T) {
      SM.PrintMessage(C.Loc, SourceMgr::DK_Warning,
                      toString(T.takeError()) + "; annotation ignored");
      continue;
    }
    // A trailing comment applies from the instruction on its line.
    unsigned Index = C.InstIndex;
    if (Index > 0 && Index <= Insts.size() &&
        lineOf(SM, C.Loc) == lineOf(SM, Insts[Index - 1].getLoc()))
      --Index;
    Events.push_back({Index, C.Loc.getPointer(), false, *T, Part});
  }
  if (Events.empty())
    return R;
  StringSet<> Functions;
  for (const std::string &F : In.functionSymbols())
    Functions.insert(F);
  for (const AsmLabel &L : In.labels())
    if (Functions.contains(L.Name))
      Events.push_back({L.InstIndex, L.Loc.getPointer(), true, {}});
  llvm::stable_sort(Events, [](const Event &A, const Event &B) {
    return A.InstIndex != B.InstIndex ? A.InstIndex < B.InstIndex
                                      : A.Loc < B.Loc;
  });

  GCNTextureSetting Current;
  size_t E = 0;
  for (unsigned I = 0, N = Insts.size(); I != N; ++I) {
    for (; E < Events.size() && Events[E].InstIndex <= I; ++E) {
      const Event &Ev = Events[E];
      if (Ev.Reset) {
        Current = GCNTextureSetting();
      } else if (Ev.Part == 0) {
        Current.TexelBytes = Ev.Setting.TexelBytes;
        Current.FilterProbes = Ev.Setting.FilterProbes;
      } else if (Ev.Part == 1) {
        std::copy(std::begin(Ev.Setting.Hit), std::end(Ev.Setting.Hit),
                  std::begin(Current.Hit));
      } else if (Ev.Part == 2) {
        Current.StrideBytes = Ev.Setting.StrideBytes;
      } else {
        Current.FootprintBytes = Ev.Setting.FootprintBytes;
      }
    }
    if (!Current.empty() && Insts[I].getLoc().isValid())
      R.ByLoc[Insts[I].getLoc().getPointer()] = Current;
  }
  return R;
}

std::vector<GCNTextureSetting>
TextureAnnotations::forInstructions(ArrayRef<MCInst> Insts) const {
  std::vector<GCNTextureSetting> R;
  if (ByLoc.empty())
    return R;
  R.resize(Insts.size());
  bool Any = false;
  for (unsigned I = 0, N = Insts.size(); I != N; ++I) {
    if (!Insts[I].getLoc().isValid())
      continue;
    auto It = ByLoc.find(Insts[I].getLoc().getPointer());
    if (It != ByLoc.end()) {
      R[I] = It->second;
      Any = true;
    }
  }
  if (!Any)
    R.clear();
  return R;
}
