//===- KernelMetadata.h - The AMDGPU HSA metadata of kernels ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// What the `amdhsa.kernels` metadata (AMDGPUUsage, "Code Object V3 to V6
/// Metadata") says about each kernel that a launch needs: its name, workgroup
/// size attributes and kernel arguments (name, offset, size, value kind,
/// address space, type). One reader for both inputs: the YAML text between
/// `.amdgpu_metadata` and `.end_amdgpu_metadata` of `clang -S` output, and
/// the MessagePack blob of a code object's NT_AMDGPU_METADATA note. Both are
/// read into llvm::msgpack::Document (the form clang itself writes either
/// from), so a `.s` file and its code object give the same facts.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_KERNELMETADATA_H
#define GCN_MCA_ANALYSIS_KERNELMETADATA_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

/// One kernel argument of the metadata (`.args` entry).
struct KernelArgument {
  /// `.name` (absent unless the source kept argument names, e.g. OpenCL
  /// without -cl-kernel-arg-info); empty when absent.
  std::string Name;
  /// `.type_name` (OpenCL), empty when absent.
  std::string TypeName;
  /// `.value_kind`: by_value, global_buffer, dynamic_shared_pointer,
  /// hidden_block_count_x, ...
  std::string ValueKind;
  /// `.address_space` of a pointer (global, constant, local, ...), else
  /// empty.
  std::string AddressSpace;
  uint32_t Offset = 0; ///< byte offset in the kernarg segment
  uint32_t Size = 0;   ///< bytes

  /// True for the arguments the runtime fills in (`hidden_*`).
  bool isHidden() const { return StringRef(ValueKind).starts_with("hidden_"); }
  /// True for arguments that hold an address the caller chooses.
  bool isPointer() const {
    return ValueKind == "global_buffer" ||
           ValueKind == "dynamic_shared_pointer" || ValueKind == "image" ||
           ValueKind == "sampler" || ValueKind == "pipe" || ValueKind == "queue";
  }
};

/// One entry of `amdhsa.kernels`.
struct KernelMetadataEntry {
  std::string Name; ///< `.name`
  std::optional<unsigned> MaxFlatWorkgroupSize;
  std::optional<std::array<unsigned, 3>> ReqdWorkgroupSize;
  std::optional<uint32_t> KernargSegmentSize;
  /// `.vgpr_count`, `.agpr_count`, `.sgpr_count` (the SGPRs include VCC,
  /// FLAT_SCRATCH and XNACK_MASK).
  std::optional<unsigned> VGPRCount, AGPRCount, SGPRCount;
  std::vector<KernelArgument> Args;
};

/// The kernels of one metadata document.
class KernelMetadata {
public:
  /// Reads the YAML text of an `.amdgpu_metadata` block.
  static Expected<KernelMetadata> fromYAML(StringRef Text);
  /// Reads the MessagePack blob of an NT_AMDGPU_METADATA note.
  static Expected<KernelMetadata> fromMsgPack(StringRef Blob);

  ArrayRef<KernelMetadataEntry> kernels() const { return Kernels; }
  const KernelMetadataEntry *find(StringRef Name) const;

private:
  std::vector<KernelMetadataEntry> Kernels;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_KERNELMETADATA_H
