//===- OffloadBundle.h - Clang offload bundles (fat binaries) ---*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Finds the AMDGPU code objects inside a clang offload bundle: either a bare
/// bundle (`__CLANG_OFFLOAD_BUNDLE__` magic, e.g. `clang -x hip
/// --cuda-device-only -c` with several --offload-arch) or the `.hip_fatbin`
/// section of a host object. Layout (uncompressed bundles): the 24-byte magic,
/// a little-endian uint64 entry count, then per entry uint64 offset, uint64
/// size, uint64 triple length and the triple
/// (`hipv4-amdgcn-amd-amdhsa--gfx90a`). Compressed bundles (`CCOB`) are
/// reported as such.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_INPUT_OFFLOADBUNDLE_H
#define GCN_MCA_INPUT_OFFLOADBUNDLE_H

#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

class OffloadBundle {
public:
  struct Entry {
    std::string Triple;    ///< e.g. hipv4-amdgcn-amd-amdhsa--gfx90a:xnack-
    std::string Processor; ///< e.g. gfx90a (target id without features)
    std::string Name;      ///< file#triple, for diagnostics
    StringRef Bytes;       ///< The code object, inside the input buffer.
    MemoryBufferRef getCode() const { return MemoryBufferRef(Bytes, Name); }
  };

  /// True if \p Buffer is a bundle, or a host ELF object with a
  /// `.hip_fatbin` section.
  static bool isBundleOrHostObject(MemoryBufferRef Buffer);

  /// The amdgcn entries of the bundle in \p Buffer (or in its host object's
  /// `.hip_fatbin` section). Entries for other targets are skipped.
  static Expected<std::vector<Entry>> readEntries(MemoryBufferRef Buffer);
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_INPUT_OFFLOADBUNDLE_H
