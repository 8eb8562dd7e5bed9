//===- StoreCombining.cpp - Partial-line stores combined in L2 ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Groups the stores that write the same lines and shares their combined
/// write-backs (see StoreCombining.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/StoreCombining.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {
/// The address side of a store: its registers other than the data, and its
/// immediate offset.
struct StoreAddress {
  SmallVector<MCRegister, 4> Regs;
  int64_t Offset = 0;
  bool Valid = false;
};
} // namespace

static StoreAddress addressOf(const MCInst &MI, const MCInstrInfo &MCII) {
  StoreAddress A;
  StringRef Name = MCII.getName(MI.getOpcode());
  // global_store vaddr, vdata, saddr, offset; flat / scratch likewise: the
  // data is operand 1, the offset the first immediate.
  if (!Name.starts_with("GLOBAL_STORE") && !Name.starts_with("FLAT_STORE") &&
      !Name.starts_with("SCRATCH_STORE"))
    return A;
  bool HaveOffset = false;
  for (unsigned I = 0, E = MI.getNumOperands(); I != E; ++I) {
    const MCOperand &O = MI.getOperand(I);
    if (O.isReg() && I != 1)
      A.Regs.push_back(O.getReg());
    else if (O.isImm() && !HaveOffset) {
      A.Offset = O.getImm();
      HaveOffset = true;
    }
  }
  A.Valid = HaveOffset;
  return A;
}

/// True if \p MI writes a register overlapping one of \p Regs.
static bool writesAny(const MCInst &MI, const MCInstrInfo &MCII,
                      const MCRegisterInfo &MRI, ArrayRef<MCRegister> Regs) {
  const MCInstrDesc &D = MCII.get(MI.getOpcode());
  auto Hits = [&](MCRegister R) {
    return R && any_of(Regs, [&](MCRegister K) {
             return K && MRI.regsOverlap(R, K);
           });
  };
  for (unsigned I = 0, E = std::min<unsigned>(D.getNumDefs(),
                                               MI.getNumOperands());
       I != E; ++I)
    if (MI.getOperand(I).isReg() && Hits(MI.getOperand(I).getReg()))
      return true;
  for (MCPhysReg R : D.implicit_defs())
    if (Hits(R))
      return true;
  return false;
}

std::vector<float> llvm::gcnmca::getStoreCombiningFactors(
    ArrayRef<MCInst> Insts, const MCInstrInfo &MCII, const MCRegisterInfo &MRI,
    ArrayRef<StoreAccess> Stores, unsigned Lanes, unsigned LineBytes) {
  std::vector<float> Factor(Stores.size(), 1.0f);
  LineBytes = std::max(1u, LineBytes);
  std::vector<StoreAddress> Addr;
  for (const StoreAccess &S : Stores)
    Addr.push_back(S.Inst < Insts.size() ? addressOf(Insts[S.Inst], MCII)
                                         : StoreAddress());
  // Groups of consecutive members: store J joins the group of the latest
  // earlier store with the same registers and stride when nothing between
  // them writes those registers.
  std::vector<int> GroupOf(Stores.size(), -1);
  std::vector<SmallVector<unsigned, 8>> Groups;
  for (unsigned J = 0; J != Stores.size(); ++J) {
    if (!Addr[J].Valid)
      continue;
    for (int K = int(J) - 1; K >= 0; --K) {
      if (!Addr[K].Valid || Addr[K].Regs != Addr[J].Regs ||
          Stores[K].Stride != Stores[J].Stride ||
          Stores[K].Inst >= Stores[J].Inst)
        continue;
      bool Clobbered = false;
      for (unsigned I = Stores[K].Inst + 1; I < Stores[J].Inst && !Clobbered;
           ++I)
        Clobbered = writesAny(Insts[I], MCII, MRI, Addr[J].Regs);
      if (!Clobbered)
        GroupOf[J] = GroupOf[K];
      break;
    }
    if (GroupOf[J] < 0) {
      GroupOf[J] = int(Groups.size());
      Groups.emplace_back();
    }
    Groups[GroupOf[J]].push_back(J);
  }
  for (ArrayRef<unsigned> G : Groups) {
    if (G.size() < 2)
      continue;
    // The lines the union of the members' bytes touches.
    std::vector<int64_t> Lines;
    for (unsigned M : G)
      for (unsigned L = 0; L != std::max(1u, Lanes); ++L) {
        int64_t First = int64_t(L) * Stores[M].Stride + Addr[M].Offset;
        int64_t Last = First + std::max(1u, Stores[M].Width) - 1;
        auto LineOf = [&](int64_t B) {
          return B >= 0 ? B / int64_t(LineBytes)
                        : -((-B + int64_t(LineBytes) - 1) / int64_t(LineBytes));
        };
        for (int64_t X = LineOf(First); X <= LineOf(Last); ++X)
          Lines.push_back(X);
      }
    llvm::sort(Lines);
    Lines.erase(std::unique(Lines.begin(), Lines.end()), Lines.end());
    double Share = double(Lines.size()) / double(G.size());
    for (unsigned M : G)
      Factor[M] = float(std::min(1.0, Share / std::max(1u, Stores[M].Lines)));
  }
  return Factor;
}
