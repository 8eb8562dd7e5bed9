//===- MeasuredProfile.h - What a GPU profile measured ----------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// MeasuredProfile: the data of ROCm profiler files for one kernel, read
/// from the formats of docs/Profiles.md:
/// - rocprofv3 PC sampling, CSV (host-trap and stochastic) or JSON
///   (`rocprofiler-sdk-tool[].buffer_records.pc_sample_*`);
/// - thread-trace statistics CSV (`Codeobj, Vaddr, Instruction, Hitcount,
///   Latency, Stall, Idle, Source`);
/// - rocprofv3 kernel trace CSV (`Kernel_Name`, workgroup and grid sizes).
/// addFile() tells the format from the content. A file that is none of
/// them, has a column the format does not have, a value that does not
/// parse, or no records at all is an error at its line and column
/// (ProfileError), never an empty profile.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_PROFILE_MEASUREDPROFILE_H
#define GCN_MCA_PROFILE_MEASUREDPROFILE_H

#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

/// Where a record came from, for the unmatched-sample report.
struct RecordOrigin {
  std::string File;
  unsigned Line = 0; ///< 0: a JSON record (Index is its position)
  unsigned Index = 0;
};

/// One PC sample.
struct PCSample {
  RecordOrigin Origin;
  std::optional<uint64_t> CodeObjectId, Offset; ///< JSON: where the PC was
  std::string Instruction; ///< disassembly text ("" when unknown)
  std::string Comment;     ///< Instruction_Comment: "file:line" or ""
  uint64_t DispatchId = 0;
  /// Stochastic sampling only: whether the wave issued in the sampled
  /// cycle, and if not, why (OTHER_WAIT -> OTHER, SLEEP_WAIT ->
  /// INTERNAL_INSTRUCTION).
  std::optional<bool> Issued;
  std::optional<WaveStallReason> Reason;
  unsigned WaveCount = 0;
};

/// One row of thread-trace statistics (per instruction, all waves).
struct ATTStatsRow {
  RecordOrigin Origin;
  std::optional<uint64_t> CodeObjectId, Vaddr;
  std::string Instruction;
  uint64_t Hitcount = 0;
  double Latency = 0; ///< cycles, summed over the hits
  double Stall = 0;   ///< cycles
  double Idle = 0;    ///< cycles
  std::string Source;
};

/// One kernel dispatch of a rocprofv3 kernel trace.
struct KernelDispatch {
  RecordOrigin Origin;
  std::string KernelName;
  uint64_t DispatchId = 0;
  std::array<uint64_t, 3> Workgroup = {1, 1, 1};
  std::array<uint64_t, 3> Grid = {1, 1, 1};
  uint64_t StartNs = 0, EndNs = 0; ///< 0: not in the file
  uint64_t PrivateSegmentSize = 0, GroupSegmentSize = 0;
};

enum class PCSamplingMethod { HostTrap, Stochastic };

/// A stall reason name of rocprofv3 (with or without the
/// ROCPROFILER_PC_SAMPLING_INSTRUCTION_NOT_ISSUED_REASON_ prefix) in
/// gcn-mca's taxonomy.
std::optional<WaveStallReason> parseRocprofStallReason(StringRef Name);

class MeasuredProfile {
public:
  /// Reads \p Buffer (named by its identifier) and adds its records.
  Error addFile(MemoryBufferRef Buffer);

  ArrayRef<PCSample> pcSamples() const { return Samples; }
  /// True when any PC sample came from stochastic sampling (it has a stall
  /// reason).
  bool hasStallReasons() const { return Stochastic; }
  ArrayRef<ATTStatsRow> attStats() const { return Stats; }
  ArrayRef<KernelDispatch> dispatches() const { return Dispatches; }
  /// The files read, in order, each with its kind ("pc-sampling-csv",
  /// "pc-sampling-json", "att-stats", "kernel-trace") and record count.
  struct FileInfo {
    std::string File, Kind;
    size_t Records = 0;
  };
  ArrayRef<FileInfo> files() const { return Files; }

  // The readers (one per format; addFile() picks one).
  Error readPCSamplingCSV(MemoryBufferRef Buffer);
  Error readPCSamplingJSON(MemoryBufferRef Buffer);
  Error readATTStats(MemoryBufferRef Buffer);
  Error readKernelTrace(MemoryBufferRef Buffer);

private:
  std::vector<PCSample> Samples;
  bool Stochastic = false;
  std::vector<ATTStatsRow> Stats;
  std::vector<KernelDispatch> Dispatches;
  std::vector<FileInfo> Files;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_PROFILE_MEASUREDPROFILE_H
