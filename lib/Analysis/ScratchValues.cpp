//===- ScratchValues.cpp - Known values kept in a wave's scratch ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Carries known values through a wave's scratch: the spill stores a
/// dword per lane, the reload gives it back (see ScratchValues.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ScratchValues.h"
#include "gcn-mca/Analysis/WaveEmulator.h"

using namespace llvm;
using namespace llvm::gcnmca;

/// The VGPRs of a register operand, or Count 0.
static WaveEmulator::RegSlots vectorSlots(const MCOperand &MO,
                                          const WaveEmulator &E) {
  if (!MO.isReg() || !MO.getReg())
    return {};
  WaveEmulator::RegSlots R = E.slots(MO.getReg().id());
  return R.K == WaveEmulator::RegSlots::Vector ? R : WaveEmulator::RegSlots();
}

void ScratchValues::store(const MemoryAddressing &A, const MCInst &MI,
                          const LaneAddressSet &Set, const WaveEmulator &E) {
  if ((A.Kind != MemoryAddressing::Scratch &&
       A.Kind != MemoryAddressing::Buffer) ||
      A.LDSDMA || !A.Store)
    return;
  if (!Set.Known) {
    // It may have written any lane's any dword (a MUBUF store whose
    // resource is unknown may be a spill too).
    Dwords.clear();
    return;
  }
  if (A.Kind == MemoryAddressing::Buffer && !Set.Private)
    return; // a known buffer in global memory

  // The data: the last VGPR operand (the address VGPR, if any, comes first).
  WaveEmulator::RegSlots Data;
  for (unsigned I = 0; I < MI.getNumOperands(); ++I) {
    WaveEmulator::RegSlots R = vectorSlots(MI.getOperand(I), E);
    if (R.Count && int(I) != A.VAddr)
      Data = R;
  }
  unsigned Bytes = std::max(1u, A.ElemBytes);
  // An atomic's result is not its data: it forgets what it touches.
  bool Whole = Bytes % 4 == 0 && Data.Count == Bytes / 4 &&
               !E.baseName(MI.getOpcode()).contains("ATOMIC");
  for (unsigned L = 0; L < E.waveSize(); ++L) {
    if (!(Set.Mask >> L & 1))
      continue;
    uint64_t Addr = Set.Addr[0][L];
    if (!Whole || Addr % 4) {
      // Part of a dword, or not aligned: forget every dword it touches.
      for (uint64_t D = Addr & ~uint64_t(3); D < Addr + Bytes; D += 4)
        Dwords.erase(key(L, D));
      continue;
    }
    for (unsigned K = 0; K < Data.Count; ++K) {
      uint64_t Key = key(L, Addr + 4 * K);
      std::optional<uint32_t> V = E.vgpr(Data.First + K, L);
      if (!V) {
        Dwords.erase(Key);
        continue;
      }
      auto It = Dwords.find(Key);
      if (It != Dwords.end())
        It->second = *V;
      else if (Dwords.size() < MaxDwords)
        Dwords.try_emplace(Key, *V);
    }
  }
}

void ScratchValues::load(const MemoryAddressing &A, const MCInst &MI,
                         const LaneAddressSet &Set, WaveEmulator &E) const {
  bool Private = A.Kind == MemoryAddressing::Scratch ||
                 (A.Kind == MemoryAddressing::Buffer && Set.Private);
  if (!Private || A.LDSDMA || A.Store || !Set.Known || Dwords.empty() ||
      MI.getNumOperands() == 0)
    return;
  WaveEmulator::RegSlots Dst = vectorSlots(MI.getOperand(0), E);
  unsigned Bytes = A.ElemBytes;
  if (!Dst.Count || Dst.Count > 4 || Bytes % 4 || Dst.Count != Bytes / 4)
    return; // sub-dword, d16 or tfe forms stay unknown
  for (unsigned L = 0; L < E.waveSize(); ++L) {
    if (!(Set.Mask >> L & 1) || Set.Addr[0][L] % 4)
      continue;
    uint32_t V[4];
    bool All = true;
    for (unsigned K = 0; K < Dst.Count && All; ++K) {
      auto It = Dwords.find(key(L, Set.Addr[0][L] + 4 * K));
      All = It != Dwords.end();
      if (All)
        V[K] = It->second;
    }
    if (All)
      for (unsigned K = 0; K < Dst.Count; ++K)
        E.setVGPR(Dst.First + K, L, V[K]);
  }
}
