//===- KernelLaunch.h - A kernel's launch and its kernarg segment -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The launch of a compute kernel as the runtime gives it to the hardware:
/// the grid and workgroup sizes (LaunchShape) and the kernarg segment the
/// kernel's `s_load`s read, laid out per the kernel's metadata
/// (KernelMetadata): the explicit arguments from `-arg=NAME=VALUE` (by the
/// metadata's name or 0-based position), a synthetic buffer for each pointer
/// argument without a value, and the hidden arguments (block counts, group
/// sizes, remainders, grid dimensions, global offsets) from the launch.
/// Bytes nothing sets are unknown: readKernarg() says so, and args() names
/// what each argument holds and where it came from (docs/Model.md, "The
/// launch").
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_KERNELLAUNCH_H
#define GCN_MCA_ANALYSIS_KERNELLAUNCH_H

#include "gcn-mca/Analysis/KernelMetadata.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

/// The launch of a compute kernel: work-items of the grid and of one
/// workgroup per dimension (HIP/OpenCL's global and local sizes).
struct LaunchShape {
  std::array<uint64_t, 3> Grid = {1, 1, 1};
  std::array<unsigned, 3> Workgroup = {1, 1, 1};
  /// Workgroups per dimension (the last one of a dimension may be partial).
  std::array<uint64_t, 3> groups() const {
    return {(Grid[0] + Workgroup[0] - 1) / Workgroup[0],
            (Grid[1] + Workgroup[1] - 1) / Workgroup[1],
            (Grid[2] + Workgroup[2] - 1) / Workgroup[2]};
  }
  uint64_t totalGroups() const {
    std::array<uint64_t, 3> G = groups();
    return G[0] * G[1] * G[2];
  }
  /// Dimensions of the launch: 3 when Z > 1, else 2 when Y > 1, else 1.
  unsigned dims() const {
    return Grid[2] > 1 || Workgroup[2] > 1   ? 3
           : Grid[1] > 1 || Workgroup[1] > 1 ? 2
                                             : 1;
  }
};

class KernelLaunch {
public:
  /// Where the synthetic buffers start, and the space each one without a
  /// size gets (docs/Model.md, "The launch").
  static constexpr uint64_t BufferBase = uint64_t(1) << 32;
  static constexpr uint64_t DefaultBufferSpan = uint64_t(1) << 32;
  /// Alignment of every synthetic buffer.
  static constexpr uint64_t BufferAlign = uint64_t(1) << 21;

  /// What one argument holds.
  struct ArgValue {
    unsigned Index = 0;    ///< position in the metadata's `.args`
    KernelArgument Arg;    ///< its metadata
    std::string Label;     ///< "#2 n" / "#0" (position and name)
    std::optional<uint64_t> Bits; ///< the value's bits (little-endian)
    std::string Text;      ///< "1024", "buffer at 0x100000000", "unknown"
    std::string Source;    ///< "-arg", "synthetic buffer", "launch", ...
  };

  /// The launch \p Shape of a kernel whose metadata arguments are \p Args
  /// (kernarg segment of \p KernargSize bytes when known), with the
  /// `-arg=NAME=VALUE` strings \p ArgOptions. An option naming no argument of
  /// this kernel is skipped (checkArgOptions() finds those that name none of
  /// any kernel); a value that does not fit its argument is an error.
  /// \p StaticLDS is the kernel's group_segment_fixed_size (dynamic LDS
  /// starts after it).
  static Expected<KernelLaunch> create(const LaunchShape &Shape,
                                       ArrayRef<KernelArgument> Args,
                                       std::optional<uint32_t> KernargSize,
                                       ArrayRef<std::string> ArgOptions,
                                       uint32_t StaticLDS = 0);

  /// An error for the first of \p ArgOptions that is malformed (no `=`) or
  /// names an argument of none of the kernels \p KernelArgs.
  static Error checkArgOptions(ArrayRef<std::string> ArgOptions,
                               ArrayRef<ArrayRef<KernelArgument>> KernelArgs);

  const LaunchShape &shape() const { return Shape; }
  ArrayRef<ArgValue> args() const { return Args; }
  /// The kernarg segment's size in bytes.
  uint32_t kernargSize() const { return uint32_t(Bytes.size()); }
  /// The little-endian value of \p Size (1 to 8) bytes at \p Offset of the
  /// kernarg segment, or none when a byte is unknown or out of it.
  std::optional<uint64_t> readKernarg(uint64_t Offset, unsigned Size) const;

private:
  LaunchShape Shape;
  std::vector<ArgValue> Args;
  std::vector<uint8_t> Bytes;
  std::vector<bool> Known;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_KERNELLAUNCH_H
