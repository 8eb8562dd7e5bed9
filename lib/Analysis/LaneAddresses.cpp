//===- LaneAddresses.cpp - Per-lane addresses of memory instructions ------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Decoding the addressing of memory instructions, their per-lane addresses
/// from the emulated state, their cache lines and LDS bank cycles (see
/// LaneAddresses.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/LaneAddresses.h"
#include "WaveEmulatorOps.h"
#include "gcn-mca/Analysis/LanePatterns.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

/// Bytes per lane from the type in the base name's parts.
static unsigned elemBytesOf(StringRef Name) {
  SmallVector<StringRef, 8> Parts;
  Name.split(Parts, '_');
  unsigned Bytes = 0;
  for (StringRef P : Parts) {
    unsigned N = 0;
    if (P == "DWORD")
      Bytes = 4;
    else if (P == "DWORDX2" || P == "X2")
      Bytes = Bytes ? 2 * Bytes : 8;
    else if (P == "DWORDX3")
      Bytes = 12;
    else if (P == "DWORDX4")
      Bytes = 16;
    else if (P == "UBYTE" || P == "SBYTE" || P == "BYTE" || P == "U8" ||
             P == "I8")
      Bytes = 1;
    else if (P == "USHORT" || P == "SSHORT" || P == "SHORT" || P == "U16" ||
             P == "I16" || P == "F16" || P == "BF16" || P == "PK")
      Bytes = Bytes ? Bytes : 2;
    else if ((P.consume_front("B") || P.consume_front("U") ||
              P.consume_front("I") || P.consume_front("F")) &&
             !P.getAsInteger(10, N) && N >= 8 && N <= 128 && N % 8 == 0)
      Bytes = N / 8;
  }
  return Bytes ? Bytes : 4;
}

/// Bytes per lane of a typed buffer access (tbuffer_*, buffer_*_format_*):
/// its components (x, xy, xyz, xyzw) at 4 bytes each, 2 for D16. The
/// format's real width (in the instruction or the resource) is not read:
/// exact for 32-bit formats, more bytes than a narrower format's
/// (docs/Model.md, "Typed buffers").
static unsigned typedElemBytes(StringRef Name) {
  SmallVector<StringRef, 8> Parts;
  Name.split(Parts, '_');
  unsigned Components = 1;
  for (StringRef P : Parts)
    if (!P.empty() && P.size() <= 4 && P == StringRef("XYZW").take_front(P.size()))
      Components = unsigned(P.size());
  return Components * (Name.contains("D16") ? 2 : 4);
}

MemoryAddressing LaneAddresses::decode(const MCInst &MI,
                                       const MCInstrInfo &MCII,
                                       const WaveEmulator &E) {
  MemoryAddressing A;
  StringRef Name = E.baseName(MI.getOpcode());
  const MCInstrDesc &D = MCII.get(MI.getOpcode());
  unsigned NumDefs = std::min<unsigned>(D.getNumDefs(), MI.getNumOperands());
  bool IsDS = Name.starts_with("DS_");
  bool IsFlat = Name.starts_with("FLAT_") || Name.starts_with("GLOBAL_");
  bool IsScratch = Name.starts_with("SCRATCH_");
  bool IsBuffer =
      Name.starts_with("BUFFER_") || Name.starts_with("TBUFFER_");
  if (Name.starts_with("IMAGE_")) {
    // MIMG (gfx9, gfx10, gfx11) and VIMAGE/VSAMPLE (gfx12): the resource is
    // the first 8- or 4-dword SGPR operand.
    A.Kind = MemoryAddressing::Image;
    A.Store = Name.contains("STORE") || Name.contains("ATOMIC");
    for (unsigned I = NumDefs; I < MI.getNumOperands(); ++I) {
      const MCOperand &MO = MI.getOperand(I);
      if (!MO.isReg() || !MO.getReg())
        continue;
      WaveEmulator::RegSlots R = E.slots(MO.getReg().id());
      if (R.K == WaveEmulator::RegSlots::Scalar && R.Count >= 4) {
        A.Rsrc = int8_t(I);
        break;
      }
    }
    return A;
  }
  if (!IsDS && !IsFlat && !IsScratch && !IsBuffer)
    return A;
  // Forms without a per-lane address of their own, or not memory.
  for (StringRef No : {"PERMUTE", "SWIZZLE", "APPEND", "CONSUME", "GWS",
                       "ORDERED", "ADDTID", "DS_NOP", "BVH", "WBL2", "WBINVL1",
                       "_INV", "GL0", "GL1"})
    if (Name.contains(No))
      return A;
  // LDS DMA (buffer_load_dword ... lds, global_load_lds_dword): the global
  // side is an ordinary load (its data goes to LDS at M0, not to VGPRs);
  // buffer_store_lds_dword stores LDS data to memory.
  A.LDSDMA = !IsDS && Name.contains("_LDS");
  A.Store = Name.contains("STORE") || Name.contains("WRITE") ||
            Name.contains("ATOMIC") ||
            (IsDS && !Name.contains("READ") && !Name.contains("LOAD"));
  A.ElemBytes = Name.contains("FORMAT") ? typedElemBytes(Name)
                                        : elemBytesOf(Name);

  // The register operands after the definitions, and the immediates.
  SmallVector<int, 6> VUses, SUses, Imms;
  for (unsigned I = NumDefs; I < MI.getNumOperands(); ++I) {
    const MCOperand &MO = MI.getOperand(I);
    if (MO.isImm()) {
      Imms.push_back(int(I));
      continue;
    }
    if (!MO.isReg() || !MO.getReg())
      continue;
    WaveEmulator::RegSlots R = E.slots(MO.getReg().id());
    if (R.K == WaveEmulator::RegSlots::Vector)
      VUses.push_back(int(I));
    else if (R.K == WaveEmulator::RegSlots::Scalar ||
             R.K == WaveEmulator::RegSlots::Null)
      SUses.push_back(int(I));
  }
  auto ImmAt = [&](unsigned K) -> int64_t {
    return K < Imms.size() ? MI.getOperand(Imms[K]).getImm() : 0;
  };

  if (IsDS) {
    if (VUses.empty())
      return A;
    A.Kind = MemoryAddressing::LDS;
    A.VAddr = int8_t(VUses.front());
    // gfx6-gfx8 and gfx10-gfx12 DS encodings carry a gds bit after the
    // offset(s) (gfx90a and gfx94x/gfx950 have none): a set bit addresses
    // the global data share, which is not modelled.
    bool TwoAddrForm = Name.contains("READ2") || Name.contains("WRITE2") ||
                       Name.contains("2ADDR") || Name.contains("WRXCHG2");
    if (Imms.size() == (TwoAddrForm ? 3u : 2u) &&
        MI.getOperand(Imms.back()).getImm() != 0) {
      A.Kind = MemoryAddressing::GDS;
      return A;
    }
    A.TwoAddr = TwoAddrForm;
    if (A.TwoAddr) {
      unsigned Scale = A.ElemBytes * (Name.contains("ST64") ? 64 : 1);
      A.Offset = ImmAt(0) * Scale;
      A.Offset1 = ImmAt(1) * Scale;
    } else {
      A.Offset = ImmAt(0);
    }
    return A;
  }
  if (IsFlat) {
    if (VUses.empty())
      return A;
    A.Kind = MemoryAddressing::Global;
    // The address VGPR comes first among the vector uses (loads: after the
    // data definition; stores and atomics: before the data).
    A.VAddr = int8_t(VUses.front());
    for (int I : SUses)
      if (E.slots(MI.getOperand(I).getReg().id()).Count == 2)
        A.SAddr = int8_t(I);
    A.VAddr64 = A.SAddr < 0;
    A.Offset = ImmAt(0);
    return A;
  }
  if (IsScratch) {
    A.Kind = MemoryAddressing::Scratch;
    bool HasV = !Name.contains("_SADDR") && !Name.contains("_ST");
    if (HasV && !VUses.empty())
      A.VAddr = int8_t(VUses.front());
    if ((Name.contains("_SADDR") || Name.contains("_SVS")) && !SUses.empty())
      A.SAddr = int8_t(SUses.front());
    A.Offset = ImmAt(0);
    return A;
  }
  // MUBUF: the resource is the 4-dword SGPR operand; vaddr the vector
  // operand just before it; soffset and offset after it.
  int Rsrc = -1;
  for (int I : SUses)
    if (E.slots(MI.getOperand(I).getReg().id()).Count == 4) {
      Rsrc = I;
      break;
    }
  if (Rsrc < 0)
    return A;
  A.Kind = MemoryAddressing::Buffer;
  A.Rsrc = int8_t(Rsrc);
  A.Offen = Name.contains("OFFEN") || Name.contains("BOTHEN") ||
            Name.contains("ADDR64");
  A.Idxen = Name.contains("IDXEN") || Name.contains("BOTHEN");
  if (A.Offen || A.Idxen) {
    for (int I : VUses)
      if (I < Rsrc)
        A.VAddr = int8_t(I);
    A.VAddr64 = Name.contains("BOTHEN") || Name.contains("ADDR64");
    if (A.VAddr < 0)
      A.Kind = MemoryAddressing::None;
  }
  A.SOffset = int8_t(Rsrc + 1 < int(MI.getNumOperands()) ? Rsrc + 1 : -1);
  for (int I : Imms)
    if (I > Rsrc + 1) {
      A.Offset = MI.getOperand(I).getImm();
      break;
    }
  return A;
}

GCN_MCA_LANE_CLONES
void LaneAddresses::compute(const MemoryAddressing &A, const MCInst &MI,
                            const WaveEmulator &E, LaneAddressSet &Out) {
  Out.Known = false;
  Out.Private = false;
  Out.Origin = -1;
  if (A.Kind == MemoryAddressing::Image) {
    Out.What = "the image resource's layout and tiling";
    return;
  }
  if (A.Kind == MemoryAddressing::GDS) {
    Out.What = "the global data share, which is not modelled";
    return;
  }
  Out.NumAddrs = A.TwoAddr ? 2 : 1;
  Out.ElemBytes = A.ElemBytes;
  unsigned WS = E.waveSize();
  uint64_t Lanes = WS >= 64 ? ~uint64_t(0) : (uint64_t(1) << WS) - 1;
  if ((E.execKnown() & Lanes) != Lanes) {
    Out.Origin = E.originOfExec();
    Out.What = "EXEC";
    return;
  }
  Out.Mask = E.exec() & Lanes;
  auto Unknown = [&](int Op, StringRef What) {
    Out.Origin = Op >= 0 ? E.originOfOperand(MI.getOperand(Op)) : -1;
    Out.What = What;
  };
  // A uniform part: saddr, the resource's base, soffset.
  uint64_t Base = 0;
  auto Scalar = [&](int Op, unsigned Dwords, uint64_t &V) {
    if (Op < 0)
      return true;
    const MCOperand &MO = MI.getOperand(Op);
    auto [X, K] = E.scalarValue(MO, Dwords);
    uint64_t Need = Dwords > 1 ? ~uint64_t(0) : 0xffffffffu;
    if ((K & Need) != Need)
      return false;
    V = X & Need;
    return true;
  };
  uint64_t Stride = 0;
  switch (A.Kind) {
  case MemoryAddressing::None:
  case MemoryAddressing::Image:
  case MemoryAddressing::GDS:
    return;
  case MemoryAddressing::Global:
    if (!Scalar(A.SAddr, 2, Base))
      return Unknown(A.SAddr, "the scalar base");
    break;
  case MemoryAddressing::Scratch:
    if (!Scalar(A.SAddr, 1, Base))
      return Unknown(A.SAddr, "the scalar offset");
    break;
  case MemoryAddressing::Buffer: {
    const MCOperand &R = MI.getOperand(A.Rsrc);
    WaveEmulator::RegSlots RS = E.slots(R.getReg().id());
    ScalarValue W0 = E.sgpr(RS.First), W1 = E.sgpr(RS.First + 1);
    if (!W0.isKnown() || (W1.Known & 0x3fffffffu) != 0x3fffffffu)
      return Unknown(A.Rsrc, "the buffer resource");
    Base = W0.V | (uint64_t(W1.V & 0xffff) << 32);
    Stride = (W1.V >> 16) & 0x3fff;
    // ADD_TID_ENABLE: the lane id joins the index (a private segment
    // buffer); only the scratch form (swizzled, index stride = the wave
    // size, no VGPR index) is derived. (A word 3 not known there is taken
    // as linear, as before.)
    ScalarValue W3 = E.sgpr(RS.First + 3);
    if ((W3.Known >> 23 & 1) && (W3.V >> 23 & 1)) {
      unsigned StrideCode = (W3.V >> 21) & 3;
      if ((W3.Known & (3u << 21)) != (3u << 21) || !(W1.Known >> 31 & 1) ||
          !(W1.V >> 31) || (8u << StrideCode) != WS || A.Idxen)
        return Unknown(A.Rsrc, "the buffer resource's per-lane swizzle "
                               "(ADD_TID_ENABLE other than a private "
                               "segment's)");
      Out.Private = true;
    }
    uint64_t SOff = 0;
    if (!Scalar(A.SOffset, 1, SOff))
      return Unknown(A.SOffset, "soffset");
    Base += SOff;
    break;
  }
  case MemoryAddressing::LDS:
    break;
  }
  WaveEmulator::RegSlots VA;
  if (A.VAddr >= 0 && MI.getOperand(A.VAddr).isReg() &&
      MI.getOperand(A.VAddr).getReg())
    VA = E.slots(MI.getOperand(A.VAddr).getReg().id());
  // The address VGPRs' lanes, read directly.
  const uint32_t *Lo = nullptr, *Hi = nullptr;
  if (VA.K == WaveEmulator::RegSlots::Vector) {
    uint64_t KLo = 0, KHi = ~uint64_t(0);
    Lo = E.vgprLanes(VA.First, KLo);
    if (A.VAddr64 && VA.Count > 1)
      Hi = E.vgprLanes(VA.First + 1, KHi);
    if (!Lo || (Out.Mask & KLo & KHi) != Out.Mask)
      return Unknown(A.VAddr, "the address");
  }
  // The common forms without a per-lane decision: every lane computed
  // (inactive ones are never read).
  if (Lo &&
      (A.Kind == MemoryAddressing::Global || A.Kind == MemoryAddressing::LDS)) {
    uint64_t Off0 = uint64_t(A.Offset), Off1 = uint64_t(A.Offset1);
    uint64_t *Out0 = Out.Addr[0].data(), *Out1 = Out.Addr[1].data();
    if (A.Kind == MemoryAddressing::LDS)
      for (unsigned L = 0; L < WS; ++L)
        Out0[L] = uint64_t(Lo[L]) + Off0;
    else if (A.SAddr >= 0)
      for (unsigned L = 0; L < WS; ++L)
        Out0[L] = Base + uint64_t(Lo[L]) + Off0;
    else if (Hi)
      for (unsigned L = 0; L < WS; ++L)
        Out0[L] = (Lo[L] | uint64_t(Hi[L]) << 32) + Off0;
    else
      for (unsigned L = 0; L < WS; ++L)
        Out0[L] = uint64_t(Lo[L]) + Off0;
    if (A.TwoAddr)
      for (unsigned L = 0; L < WS; ++L)
        Out1[L] = Out0[L] - Off0 + Off1;
    Out.Known = true;
    return;
  }
  for (unsigned L = 0; L < WS; ++L) {
    if (!((Out.Mask >> L) & 1))
      continue;
    uint64_t V = 0;
    if (Lo) {
      V = Lo[L] | (Hi ? uint64_t(Hi[L]) << 32 : 0);
    } else if (A.VAddr >= 0) {
      std::optional<uint64_t> X =
          E.laneValue(MI.getOperand(A.VAddr), L, A.VAddr64 ? 2 : 1);
      if (!X)
        return Unknown(A.VAddr, "the address");
      V = *X;
    }
    uint64_t Addr = 0;
    switch (A.Kind) {
    case MemoryAddressing::Global:
      Addr = A.SAddr >= 0 ? Base + (V & 0xffffffffu) : V;
      break;
    case MemoryAddressing::Scratch:
      Addr = (Base + (V & 0xffffffffu)) & 0xffffffffu;
      break;
    case MemoryAddressing::Buffer: {
      uint64_t Off = 0, Idx = 0;
      if (A.Idxen && A.Offen) {
        Idx = V & 0xffffffffu;
        Off = V >> 32;
      } else if (A.Idxen) {
        Idx = V & 0xffffffffu;
      } else {
        Off = A.VAddr64 ? V : (V & 0xffffffffu);
      }
      Addr = Base + Off + Idx * Stride;
      break;
    }
    case MemoryAddressing::LDS:
      Addr = V & 0xffffffffu;
      break;
    case MemoryAddressing::None:
    case MemoryAddressing::Image:
    case MemoryAddressing::GDS:
      break;
    }
    Out.Addr[0][L] = Addr + uint64_t(A.Offset);
    if (A.TwoAddr)
      Out.Addr[1][L] = Addr + uint64_t(A.Offset1);
  }
  Out.Known = true;
}

GCN_MCA_LANE_CLONES
void LaneAddresses::linesOf(const LaneAddressSet &S, unsigned LineBytes,
                            bool Scratch, unsigned WaveSize,
                            uint64_t ScratchBase,
                            SmallVectorImpl<uint64_t> &Lines) {
  Lines.clear();
  LineBytes = std::max(1u, LineBytes);
  unsigned Bytes = std::max(1u, S.ElemBytes);
  if (!Scratch && isPowerOf2_32(LineBytes) && Bytes <= LineBytes) {
    // A lane touches one line or two: shifts instead of divisions, and
    // the lanes that repeat the line before them skipped.
    unsigned Sh = Log2_32(LineBytes);
    uint64_t Prev = ~uint64_t(0);
    unsigned N = std::min(64u, WaveSize);
    uint64_t Full = N == 64 ? ~uint64_t(0) : (uint64_t(1) << N) - 1;
    for (unsigned K = 0; K < S.NumAddrs; ++K) {
      const uint64_t *Addr = S.Addr[K].data();
      // A lane aligned to its power-of-2 size stays in one line.
      uint64_t Or = 0;
      for (unsigned L = 0; L < N; ++L)
        Or |= Addr[L];
      if (isPowerOf2_32(Bytes) && (Or & (Bytes - 1)) == 0 && S.Mask == Full) {
        // Every lane active, none crossing a line.
        for (unsigned L = 0; L < N; ++L) {
          uint64_t First = Addr[L] >> Sh;
          if (First != Prev) {
            Lines.push_back(First);
            Prev = First;
          }
        }
        continue;
      }
      for (uint64_t M = S.Mask; M; M &= M - 1) {
        unsigned L = unsigned(countr_zero(M));
        uint64_t First = Addr[L] >> Sh, Last = (Addr[L] + Bytes - 1) >> Sh;
        if (First != Prev)
          Lines.push_back(First);
        if (Last != First)
          Lines.push_back(Last);
        Prev = Last;
      }
    }
    if (!std::is_sorted(Lines.begin(), Lines.end()))
      std::sort(Lines.begin(), Lines.end());
    Lines.erase(std::unique(Lines.begin(), Lines.end()), Lines.end());
    return;
  }
  for (unsigned K = 0; K < S.NumAddrs; ++K)
    for (unsigned L = 0; L < 64; ++L) {
      if (!((S.Mask >> L) & 1))
        continue;
      uint64_t A = S.Addr[K][L];
      if (Scratch) {
        // Each dword of the lane's private bytes lands in its own place.
        for (uint64_t D = A / 4; D <= (A + Bytes - 1) / 4; ++D)
          Lines.push_back((ScratchBase + (D * WaveSize + L) * 4) / LineBytes);
        continue;
      }
      for (uint64_t Ln = A / LineBytes; Ln <= (A + Bytes - 1) / LineBytes;
           ++Ln)
        if (Lines.empty() || Lines.back() != Ln)
          Lines.push_back(Ln);
    }
  // Lanes usually ascend: sort only when they do not.
  if (!std::is_sorted(Lines.begin(), Lines.end()))
    std::sort(Lines.begin(), Lines.end());
  Lines.erase(std::unique(Lines.begin(), Lines.end()), Lines.end());
}

GCN_MCA_LANE_CLONES
unsigned LaneAddresses::lineLookups(const LaneAddressSet &S,
                                   unsigned LineBytes, bool Scratch,
                                   unsigned WaveSize, uint64_t ScratchBase) {
  LineBytes = std::max(1u, LineBytes);
  if (Scratch) {
    SmallVector<uint64_t, 64> Lines;
    linesOf(S, LineBytes, Scratch, WaveSize, ScratchBase, Lines);
    return unsigned(Lines.size());
  }
  uint64_t Bytes = std::max(1u, S.ElemBytes);
  unsigned Lookups = 0;
  if (isPowerOf2_32(LineBytes)) {
    // The same walk with shifts instead of divisions (the usual line): a
    // lane's lines First..Last are each a lookup, but the first when the
    // lane before ended on it.
    unsigned Sh = Log2_32(LineBytes);
    unsigned N = std::min(64u, WaveSize);
    uint64_t Full = N == 64 ? ~uint64_t(0) : (uint64_t(1) << N) - 1;
    for (unsigned K = 0; K < S.NumAddrs; ++K) {
      uint64_t Prev = ~uint64_t(0);
      const uint64_t *Addr = S.Addr[K].data();
      if (S.Mask == Full && N && isPowerOf2_64(Bytes) && Bytes <= LineBytes) {
        // Every lane on, each aligned to its power-of-2 size: one line per
        // lane, a lookup where it differs from the lane before.
        uint64_t Or = 0;
        for (unsigned L = 0; L < N; ++L)
          Or |= Addr[L];
        if ((Or & (Bytes - 1)) == 0) {
          Lookups += unsigned((Addr[0] >> Sh) != Prev);
          for (unsigned L = 1; L < N; ++L)
            Lookups += unsigned((Addr[L] >> Sh) != (Addr[L - 1] >> Sh));
          continue;
        }
      }
      for (uint64_t M = S.Mask; M; M &= M - 1) {
        uint64_t A = Addr[countr_zero(M)];
        uint64_t First = A >> Sh, Last = (A + Bytes - 1) >> Sh;
        if (Last < First)
          continue; // wraps past the top of the address space: no line
        Lookups += unsigned(First != Prev) + unsigned(Last - First);
        Prev = Last;
      }
    }
    return Lookups;
  }
  for (unsigned K = 0; K < S.NumAddrs; ++K) {
    uint64_t Prev = ~uint64_t(0);
    for (uint64_t M = S.Mask; M; M &= M - 1) {
      uint64_t A = S.Addr[K][countr_zero(M)];
      uint64_t First = A / LineBytes, Last = (A + Bytes - 1) / LineBytes;
      for (uint64_t Ln = First; Ln <= Last; ++Ln)
        if (Ln != Prev) {
          ++Lookups;
          Prev = Ln;
        }
    }
  }
  return Lookups;
}

bool LaneAddresses::affineLines(const MemoryAddressing &A, const MCInst &MI,
                                WaveEmulator &E, unsigned LineBytes,
                                SmallVectorImpl<uint64_t> &Lines,
                                unsigned &Lookups) {
  if (A.Kind != MemoryAddressing::Global || A.TwoAddr || A.VAddr < 0 ||
      !isPowerOf2_32(LineBytes) || A.ElemBytes > LineBytes)
    return false;
  unsigned WS = E.waveSize();
  uint64_t Lanes = WS >= 64 ? ~uint64_t(0) : (uint64_t(1) << WS) - 1;
  if ((E.execKnown() & Lanes) != Lanes || (E.exec() & Lanes) != Lanes)
    return false;
  const MCOperand &MO = MI.getOperand(A.VAddr);
  if (!MO.isReg() || !MO.getReg())
    return false;
  WaveEmulator::RegSlots VA = E.slots(MO.getReg().id());
  if (VA.K != WaveEmulator::RegSlots::Vector)
    return false;
  std::optional<WaveEmulator::AffineValue> Lo = E.affine(VA.First);
  if (!Lo)
    return false;
  LanePatterns &Pats = E.patterns();
  uint32_t Max = Pats.range(Lo->Pat).second;
  // The low dword's lanes without wrapping: lane L's address is C + P[L].
  if (uint64_t(Lo->Base) + Max > 0xffffffffu)
    return false;
  uint64_t C = 0;
  if (A.SAddr >= 0) {
    auto [X, K] = E.scalarValue(MI.getOperand(A.SAddr), 2);
    if (K != ~uint64_t(0))
      return false;
    C = X + Lo->Base + uint64_t(A.Offset);
  } else {
    if (!A.VAddr64 || VA.Count < 2)
      return false;
    std::optional<WaveEmulator::AffineValue> Hi = E.affine(VA.First + 1);
    if (!Hi || Hi->Pat != LanePatterns::Zero)
      return false;
    C = (uint64_t(Hi->Base) << 32) + Lo->Base + uint64_t(A.Offset);
  }
  // Far from the top of the address space (no line wraps).
  constexpr uint64_t Limit = uint64_t(1) << 62;
  if (C >= Limit || C + Max >= Limit)
    return false;
  uint32_t Low = uint32_t(C & (LineBytes - 1));
  const LanePatterns::Lines *M =
      Pats.findLines(Lo->Pat, Low, A.ElemBytes, LineBytes);
  LanePatterns::Lines Made;
  if (!M) {
    // The lanes' lines at the base's offset in its line (a translation by
    // whole lines keeps them in order, distinct and as far apart).
    LaneAddressSet S;
    S.Mask = Lanes;
    S.NumAddrs = 1;
    S.ElemBytes = A.ElemBytes;
    S.Known = true;
    const LanePatterns::Pattern &P = Pats.get(Lo->Pat);
    for (unsigned L = 0; L < WS; ++L)
      S.Addr[0][L] = Low + uint64_t(P.V[L]);
    SmallVector<uint64_t, 64> Rel;
    linesOf(S, LineBytes, false, WS, 0, Rel);
    Made.Rel.assign(Rel.begin(), Rel.end());
    Made.Lookups = lineLookups(S, LineBytes, false, WS, 0);
    Pats.addLines(Lo->Pat, Low, A.ElemBytes, LineBytes, Made);
    M = &Made;
  }
  uint64_t First = (C - Low) >> Log2_32(LineBytes);
  Lines.clear();
  for (uint64_t R : M->Rel)
    Lines.push_back(First + R);
  Lookups = M->Lookups;
  return true;
}

unsigned LaneAddresses::ldsBankCycles(const LaneAddressSet &S,
                                      unsigned WaveSize, unsigned Banks,
                                      bool Write) {
  Banks = std::max(1u, Banks);
  unsigned Dwords = std::max(1u, (S.ElemBytes + 3) / 4);
  // A group asks for at most one dword per bank: Banks lanes of one dword,
  // Banks / 2 of two, Banks / 4 of three or four (b96 as b128).
  unsigned Group =
      std::max(1u, Banks / (Dwords == 1 ? 1 : Dwords == 2 ? 2 : 4));
  // A wave64 b128 read on 32 banks: pyhip's measured lane groups (MI300),
  // two runs of four lanes each - {0-3, 20-23}, {4-7, 16-19}, {8-11,
  // 28-31}, {12-15, 24-27}, the same 32 lanes on - not eight consecutive
  // lanes; a b128 write takes eight consecutive lanes (AMD ROCm blog
  // "Avoiding LDS Bank Conflicts on AMD GPUs Using CK-Tile Framework",
  // 2025-07-25: ds_write_b128 lanes 0-7, 8-15, ...; ds_read_b128 pyhip's).
  bool Paired = Dwords == 4 && WaveSize == 64 && Banks == 32 && !Write;
  static constexpr uint8_t PairedRun[8][2] = {{0, 20},  {4, 16},  {8, 28},
                                              {12, 24}, {32, 52}, {36, 48},
                                              {40, 60}, {44, 56}};
  // The bank of a dword: a mask for a power-of-two count (the division
  // was most of this function's time).
  uint64_t BankMask = isPowerOf2_32(Banks) ? Banks - 1 : 0;
  unsigned Total = 0;
  SmallVector<uint64_t, 128> Req; // bank << 40 | dword
  for (unsigned K = 0; K < S.NumAddrs; ++K)
    for (unsigned G0 = 0; G0 < std::min(64u, WaveSize); G0 += Group) {
      Req.clear();
      // Whether a bank is asked for two different dwords (up to 64 banks;
      // more: always counted below). Lanes asking for one dword of a bank
      // (a broadcast) share its cycle.
      uint64_t Used = 0;
      uint64_t BankDword[64];
      bool Shared = Banks > 64;
      for (unsigned I = 0; I < Group; ++I) {
        unsigned L = Paired ? PairedRun[G0 / Group][I / 4] + I % 4 : G0 + I;
        if (L >= 64 || !((S.Mask >> L) & 1))
          continue;
        uint64_t First = S.Addr[K][L] / 4;
        for (unsigned D = 0; D < Dwords; ++D) {
          uint64_t Dw = (First + D) & ((uint64_t(1) << 40) - 1);
          uint64_t B = BankMask ? Dw & BankMask : Dw % Banks;
          if (!Shared) {
            if ((Used >> B) & 1) {
              Shared = BankDword[B] != Dw;
            } else {
              Used |= uint64_t(1) << B;
              BankDword[B] = Dw;
            }
          }
          Req.push_back(B << 40 | Dw);
        }
      }
      if (Req.empty())
        continue;
      // Every bank asked for one dword at most: one cycle.
      if (!Shared) {
        ++Total;
        continue;
      }
      std::sort(Req.begin(), Req.end());
      Req.erase(std::unique(Req.begin(), Req.end()), Req.end());
      unsigned Best = 0, Run = 0;
      uint64_t Bank = ~uint64_t(0);
      for (uint64_t R : Req) {
        Run = (R >> 40) == Bank ? Run + 1 : 1;
        Bank = R >> 40;
        Best = std::max(Best, Run);
      }
      Total += Best;
    }
  return Total;
}
