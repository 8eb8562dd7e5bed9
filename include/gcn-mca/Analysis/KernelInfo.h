//===- KernelInfo.h - Kernels and their resources in an input ---*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// What an input file says about its kernels: for each `.amdhsa_kernel`
/// block of `clang -S` output its fields (next_free_vgpr, next_free_sgpr,
/// accum_offset, group_segment_fixed_size, private_segment_fixed_size,
/// wavefront_size32, uses_dynamic_stack, reserve_vcc, ...) with their AMDGPU
/// MC expressions evaluated over the file's `.set` symbols, the workgroup
/// size and arguments from the `.amdgpu_metadata` block (KernelMetadata),
/// clang's own `; Occupancy:` figure,
/// and the non-kernel functions. For code objects the same is decoded from
/// the 64-byte kernel descriptors.
///
/// The values are MC's: each `.amdhsa_*` operand, `.set` symbol and
/// `; Occupancy:` expression is evaluated by MC's own AMDGPU parser over the
/// symbols of the whole file (AsmInput::evaluateExpression), so errors carry
/// the operand's SMLoc. Only where the directives stand (which operand belongs
/// to which kernel) and the `.amdgpu_metadata` YAML are read from the text:
/// MC hands the parsed descriptor and metadata only to the AMDGPU target
/// streamer, whose headers Debian's LLVM 22 does not install (see
/// docs/Architecture.md).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_KERNELINFO_H
#define GCN_MCA_ANALYSIS_KERNELINFO_H

#include "gcn-mca/Analysis/KernelMetadata.h"
#include "gcn-mca/Analysis/Occupancy.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class MCSubtargetInfo;
namespace gcnmca {

class AsmInput;

/// The target facts AMDGPU MC expressions depend on (totalnumvgprs and
/// extrasgprs), taken from the subtarget's feature bits.
struct KernelInfoTarget {
  unsigned Major = 9;                  ///< ISA major version (gfx9 -> 9)
  unsigned Minor = 0;                  ///< ISA minor version (gfx1250 -> 5)
  bool UnifiedVGPRFile = false;        ///< gfx90a-insts: AGPRs follow VGPRs
  bool XNACK = false;                  ///< xnack enabled: XNACK_MASK reserved
  bool ArchitectedFlatScratch = false; ///< FLAT_SCRATCH always reserved
  bool Wave32Default = false;          ///< wavefrontsize32 feature
  bool CUMode = false;                 ///< cumode feature (RDNA)
  static KernelInfoTarget fromSubtarget(const MCSubtargetInfo &STI);
};

/// One kernel: its descriptor fields and what else the file tells.
struct KernelDescriptorInfo {
  std::string Name;
  /// 1-based line of the `.amdhsa_kernel` directive (0 for code objects).
  unsigned Line = 0;
  /// Every `.amdhsa_*` field (name without the prefix), evaluated.
  StringMap<int64_t> Fields;

  unsigned NextFreeVGPR = 0;
  unsigned NextFreeSGPR = 0;
  unsigned AccumOffset = 0; ///< gfx90a+; 0 when absent
  unsigned GroupSegmentFixedSize = 0;
  unsigned PrivateSegmentFixedSize = 0;
  bool Wave32 = false;
  bool UsesDynamicStack = false;
  bool ReserveVCC = true;
  bool ReserveFlatScratch = true;
  std::optional<bool> WGPMode; ///< workgroup_processor_mode (gfx10+)

  /// Per-function resource symbols (`.set NAME.num_vgpr` ...) when present.
  std::optional<unsigned> NumArchVGPRs, NumAGPRs, NumberedSGPRs;

  /// Workgroup size from the metadata (`.reqd_workgroup_size` and
  /// `.max_flat_workgroup_size`).
  std::optional<std::array<unsigned, 3>> ReqdWorkgroupSize;
  std::optional<unsigned> MaxFlatWorkgroupSize;
  /// The kernel arguments and the kernarg segment's size from the metadata
  /// (empty / unset without metadata).
  std::vector<KernelArgument> Args;
  std::optional<uint32_t> KernargSegmentSize;

  /// SGPRs the hardware appends (VCC, FLAT_SCRATCH, XNACK_MASK) and the
  /// total that bounds occupancy (clang's NumSGPRsForWavesPerEU).
  unsigned ExtraSGPRs = 0;
  unsigned NumSGPRsForOccupancy = 0;
  /// Architected VGPRs and AGPRs (split of NextFreeVGPR on gfx90a+).
  unsigned ArchVGPRs = 0;
  unsigned AGPRs = 0;

  /// clang's `; Occupancy:` comment for this kernel, evaluated.
  std::optional<unsigned> ClangOccupancy;

  /// The occupancy input (registers, LDS, wave size, workgroup size range,
  /// CU mode) this kernel implies.
  OccupancyInput toOccupancyInput() const;
};

/// All kernels and functions of one input.
class KernelInfo {
public:
  /// Reads the `.amdhsa_kernel` blocks, `.set` symbols, `.type @function`
  /// symbols, `; Occupancy:` comments and `.amdgpu_metadata` of \p Buffer,
  /// the main buffer \p In was parsed from (named \p BufferName in
  /// diagnostics, which read `name:line:col: error: ...`); values come from
  /// \p In's MC parser.
  static Expected<KernelInfo> parse(const AsmInput &In, StringRef Buffer,
                                    StringRef BufferName,
                                    const KernelInfoTarget &Target);
  /// Decodes the kernel descriptors of a code-object input (64 bytes each,
  /// llvm/Support/AMDHSAKernelDescriptor.h); registers are the granulated
  /// counts the descriptor encodes.
  static Expected<KernelInfo> fromCodeObject(const AsmInput &In,
                                             const KernelInfoTarget &Target);
  /// Either of the above, depending on how \p In was read.
  static Expected<KernelInfo> fromInput(const AsmInput &In, StringRef Buffer,
                                        StringRef BufferName,
                                        const KernelInfoTarget &Target);

  ArrayRef<KernelDescriptorInfo> kernels() const { return Kernels; }
  /// Functions (`.type NAME,@function`) that have no kernel descriptor.
  ArrayRef<std::string> functions() const { return Functions; }
  const KernelDescriptorInfo *find(StringRef Name) const;
  /// The value of a `.set` symbol, when it evaluates.
  std::optional<int64_t> symbol(StringRef Name) const;
  /// Why the input's AMDGPU metadata could not be read (empty: it was, or
  /// there is none); the kernels then have no workgroup size or arguments.
  StringRef metadataProblem() const { return MetadataProblem; }

private:
  /// Copies workgroup sizes and arguments from \p Meta to the kernels of
  /// the same name.
  void applyMetadata(Expected<KernelMetadata> Meta);
  std::string MetadataProblem;
  std::vector<KernelDescriptorInfo> Kernels;
  std::vector<std::string> Functions;
  StringMap<int64_t> Symbols;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_KERNELINFO_H
