//===- LaneAddresses.h - Per-lane addresses of memory instructions -*- C++ -*-//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// LaneAddresses reads the addressing of a vector memory or LDS instruction
/// (decode(), once per static instruction) and computes, from a
/// WaveEmulator's state, the address of every active lane (compute()), the
/// cache lines those addresses touch (linesOf()), the line lookups the
/// vector L1 makes for them (lineLookups()) and the cycles the LDS banks
/// need (ldsBankCycles()).
///
/// Addressing (AMD's ISA guides, "FLAT/GLOBAL/SCRATCH", "MUBUF", "DS"):
///  - GLOBAL/FLAT: vaddr (64-bit), or saddr (64-bit SGPRs) + the 32-bit
///    vaddr offset, + the instruction offset. Flat addresses are taken as
///    global (no LDS or scratch aperture).
///  - SCRATCH: the private address vaddr + saddr + offset (each optional),
///    swizzled per dword: lane L's dword k of private address P is at
///    ((P / 4 + k) x WaveSize + L) x 4 (AMDGPUUsage, "Private Segment
///    Buffer": element size 4, index stride = the wave size).
///  - MUBUF: the resource's base (bits 0-47) + soffset + offset, + the
///    VGPR offset (offen), + the VGPR index x the resource's stride
///    (idxen; both: index in the low VGPR, offset in the high). Swizzled
///    resources are taken as linear, except a private segment buffer
///    (ADD_TID_ENABLE, word 3 bit 23, with SWIZZLE_ENABLE, word 1 bit 31,
///    and an index stride of the wave size; the MUBUF scratch of gfx6 to
///    gfx10.3): its base + soffset + offset + the VGPR offset is the
///    lane's private address (LaneAddressSet::Private), swizzled per dword
///    as SCRATCH's (the ISA guides' "Buffer Addressing": index = the lane
///    id, element size 4, index stride = the wave size: (offset / 4 x
///    stride + lane) x 4 + offset % 4).
///  - DS: the 32-bit VGPR address + offset; read2/write2 forms have two
///    addresses, offset0/offset1 in elements (x 64 for st64).
///  - LDS DMA (buffer_load_* ... lds, global_load_lds_*): the global side,
///    as the load it is (Store false, ElemBytes of the name); the LDS side
///    (M0-addressed, consecutive dwords) is not an access of its own.
///  - Typed buffers (tbuffer_*, buffer_*_format_*): as MUBUF, 4 bytes per
///    component (2 for D16); the format's real width is not read.
/// Images (Kind Image) and GDS accesses (a DS form with its gds bit set,
/// Kind GDS) are recognised but not derived: the caller says so.
/// Permutes and swizzles, append/consume, GWS, ordered count and
/// ds_*_addtid are not decoded (Kind None).
///
/// LDS banks (docs/Model.md, "LDS bank conflicts"): Banks banks of one
/// dword (the processor's LDSBanks: 32, 64 on gfx950); a bank delivers one
/// dword per clock, same-dword requests are broadcast. The lanes are
/// checked in groups that ask for at most one dword per bank: Banks lanes
/// for one dword per lane (32: half a wave64), Banks / 2 for two (b64),
/// Banks / 4 for three or four (b96, b128) (tingqli/pyhip's MI300
/// bank-conflict measurements for 32 banks, archive/bank-conflict/README.md);
/// consecutive lanes, except a wave64 b128 read on 32 banks, whose groups
/// pyhip measured as two runs of four lanes: {0-3, 20-23}, {4-7, 16-19},
/// {8-11, 28-31}, {12-15, 24-27} and the same from lane 32 (AMD's CK-Tile
/// LDS bank-conflict blog gives the same groups for ds_read_b128 and eight
/// consecutive lanes for ds_write_b128); a group takes as many clocks as its
/// busiest bank's distinct dwords, and the access the sum over its groups
/// and, for read2/write2, over its two addresses.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_LANEADDRESSES_H
#define GCN_MCA_ANALYSIS_LANEADDRESSES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <array>
#include <cstdint>

namespace llvm {
class MCInst;
class MCInstrInfo;
namespace gcnmca {

class WaveEmulator;

/// How one static memory instruction forms its addresses.
struct MemoryAddressing {
  /// Image: an image (MIMG) access, recognised but not derived: its
  /// texels' addresses follow the image resource's layout and tiling,
  /// which are not modelled (Rsrc: the resource operand).
  /// GDS: a DS access to the global data share (its gds bit set),
  /// recognised but not derived.
  enum KindT : uint8_t { None, Global, Buffer, Scratch, LDS, Image, GDS };
  KindT Kind = None;
  /// Operand indices (-1: absent).
  int8_t VAddr = -1, SAddr = -1, Rsrc = -1, SOffset = -1;
  /// VAddr is 64 bits (flat/global without saddr; buffer idxen+offen).
  bool VAddr64 = false;
  bool Offen = false, Idxen = false;
  bool Store = false;
  /// An LDS DMA transfer (its data moves between memory and LDS).
  bool LDSDMA = false;
  /// DS read2/write2: two addresses at Offset and Offset1 elements.
  bool TwoAddr = false;
  int64_t Offset = 0, Offset1 = 0;
  /// Bytes per lane per address.
  unsigned ElemBytes = 4;
};

/// The addresses of one execution: per lane (bit L of Mask active), the
/// first byte of each address (Addr[1] only for read2/write2).
struct LaneAddressSet {
  uint64_t Mask = 0;
  std::array<std::array<uint64_t, 64>, 2> Addr{};
  unsigned NumAddrs = 1;
  unsigned ElemBytes = 4;
  /// False when an active lane's address is unknown.
  bool Known = false;
  /// The addresses are private (a MUBUF access through a private segment
  /// buffer): swizzled per dword in the wave's scratch, as SCRATCH's.
  bool Private = false;
  /// The instruction the unknown value came from (-1: none recorded).
  int Origin = -1;
  /// What was unknown ("EXEC", "the buffer resource", "the address").
  StringRef What;
};

class LaneAddresses {
public:
  /// The addressing of \p MI (Kind None when not decoded).
  static MemoryAddressing decode(const MCInst &MI, const MCInstrInfo &MCII,
                                 const WaveEmulator &E);
  /// The addresses of \p MI under \p E's state (EXEC, registers).
  static void compute(const MemoryAddressing &A, const MCInst &MI,
                      const WaveEmulator &E, LaneAddressSet &Out);
  /// The distinct lines of \p LineBytes bytes the active lanes touch,
  /// ascending (\p Scratch: private addresses swizzled per dword, see the
  /// file comment, in the wave's segment at \p ScratchBase).
  static void linesOf(const LaneAddressSet &S, unsigned LineBytes,
                      bool Scratch, unsigned WaveSize, uint64_t ScratchBase,
                      SmallVectorImpl<uint64_t> &Lines);
  /// The line lookups the vector L1 makes for \p S: the active lanes in
  /// lane order, a lookup each time a lane's line is not the line of the
  /// lane before it (a lane crossing into a second line looks that one up
  /// too). The address processor merges consecutive lanes of one line into
  /// one request; a line a later lane comes back to is looked up again
  /// (docs/Model.md, "Coalescing"). Equals the distinct lines when the
  /// lanes' addresses ascend; \p Scratch: the distinct lines of linesOf().
  static unsigned lineLookups(const LaneAddressSet &S, unsigned LineBytes,
                              bool Scratch, unsigned WaveSize,
                              uint64_t ScratchBase);
  /// The lines (as linesOf) and line lookups (as lineLookups) of \p MI, a
  /// global access with every lane on whose address is affine in \p E
  /// (WaveEmulator::affine: Base + a lane pattern, without wrapping): from
  /// the lines of the pattern at the base's offset in its line, memoized
  /// in E.patterns(), shifted to the base's line. False when the access is
  /// not of that form (nothing computed).
  static bool affineLines(const MemoryAddressing &A, const MCInst &MI,
                          WaveEmulator &E, unsigned LineBytes,
                          SmallVectorImpl<uint64_t> &Lines,
                          unsigned &Lookups);
  /// The cycles \p Banks one-dword LDS banks need for \p S, a write (store
  /// or atomic) when \p Write.
  static unsigned ldsBankCycles(const LaneAddressSet &S, unsigned WaveSize,
                                unsigned Banks = 32, bool Write = false);
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_LANEADDRESSES_H
