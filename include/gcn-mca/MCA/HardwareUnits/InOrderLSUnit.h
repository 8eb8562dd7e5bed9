//===- InOrderLSUnit.h - llvm-mca's LSUnit, in-order pipelines --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// InOrderLSUnit is LLVM's mca::LSUnit for the in-order pipeline that
/// `-pipeline=llvm-mca` builds for every AMDGPU processor (their scheduling
/// models have no micro-op buffer), without the per-cycle walk over its
/// memory groups.
///
/// LSUnit::cycleEvent visits every bucket of its group map each cycle to
/// count down each waiting group's critical predecessor (the cycles left of
/// the memory operation it waits for). The map never shrinks: a region that
/// once had ~900 memory groups in flight walks 2,048 buckets per cycle for
/// the rest of its run, which was 27 % of the CPU time of a librocsparse
/// object (docs/Performance.md). That countdown is read only by
/// LSUnitBase::getCriticalPredecessor, which only the out-of-order
/// Scheduler calls (its memory-dependency bottleneck analysis); the
/// in-order issue stage asks the unit only whether a group is ready, which
/// depends on the predecessor counts, not on the countdown. So here the
/// countdown is not run and the simulated cycles and every event are the
/// same (InOrderLSUnitTest runs both units side by side).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_INORDERLSUNIT_H
#define GCN_MCA_MCA_HARDWAREUNITS_INORDERLSUNIT_H

#include "llvm/MCA/HardwareUnits/LSUnit.h"
#include <memory>

namespace llvm {
namespace mca {
class Context;
class CustomBehaviour;
class Pipeline;
class SourceMgr;
struct PipelineOptions;
} // namespace mca
namespace gcnmca {

class InOrderLSUnit final : public mca::LSUnit {
public:
  using LSUnit::LSUnit;

  /// No critical-predecessor countdown (see the file comment).
  void cycleEvent() override {}

  /// llvm-mca's pipeline for \p Ctx's processor: for an in-order model
  /// (no micro-op buffer) the stages of mca::Context::createInOrderPipeline
  /// with an InOrderLSUnit, else Context::createDefaultPipeline's. The
  /// hardware units are owned by \p Ctx.
  static std::unique_ptr<mca::Pipeline>
  createPipeline(mca::Context &Ctx, const mca::PipelineOptions &Opts,
                 mca::SourceMgr &Src, mca::CustomBehaviour &CB);
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_INORDERLSUNIT_H
