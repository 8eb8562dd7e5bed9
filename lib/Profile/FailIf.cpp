//===- FailIf.cpp - The -fail-if performance gate -------------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Parsing and evaluating -fail-if conditions (see FailIf.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Profile/FailIf.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

static const char *const Metrics[] = {
    "cycles", "time-us",   "stall-rate",  "occupancy",   "vgprs",
    "agprs",  "sgprs",     "lds",         "scratch",     "sgpr-spills",
    "vgpr-spills", "spills"};

static bool knownMetric(StringRef M) {
  if (M.consume_front("stall."))
    return any_of(seq(0u, NumWaveStallReasons), [&](unsigned R) {
      return M == getWaveStallReasonName(WaveStallReason(R));
    });
  return is_contained(Metrics, M);
}

Expected<FailIfCondition> FailIfCondition::parse(StringRef Text) {
  FailIfCondition C;
  C.Text = Text.str();
  auto Bad = [&](const Twine &Why) {
    return createStringError("-fail-if '" + Text + "': " + Why);
  };
  StringRef S = Text.trim();
  size_t OpAt = S.find_first_of("<>=!");
  if (OpAt == StringRef::npos)
    return Bad("expected METRIC OP NUMBER, e.g. cycles>10000 (OP: <, <=, "
               ">, >=, ==, !=)");
  C.Metric = S.take_front(OpAt).trim().str();
  if (C.Metric.empty())
    return Bad("no metric before the operator");
  if (!knownMetric(C.Metric)) {
    std::string Reasons;
    for (unsigned R = 0; R < NumWaveStallReasons; ++R)
      Reasons +=
          (R ? ", " : "") + getWaveStallReasonName(WaveStallReason(R)).str();
    return Bad("unknown metric '" + C.Metric +
               "' (known: " + join(ArrayRef(Metrics), ", ") +
               ", stall.REASON with REASON one of " + Reasons + ")");
  }
  StringRef Rest = S.drop_front(OpAt);
  static const std::pair<StringRef, Op> Ops[] = {
      {"<=", Op::LE}, {">=", Op::GE}, {"==", Op::EQ},
      {"!=", Op::NE}, {"<", Op::LT},  {">", Op::GT}};
  bool Found = false;
  for (auto [Spelling, O] : Ops)
    if (Rest.consume_front(Spelling)) {
      C.Operator = O;
      Found = true;
      break;
    }
  if (!Found)
    return Bad("expected one of <, <=, >, >=, ==, != after '" + C.Metric +
               "'");
  StringRef Num = Rest.trim();
  bool Percent = Num.consume_back("%");
  double V;
  if (Num.trim().empty() || Num.trim().getAsDouble(V) || !std::isfinite(V))
    return Bad("'" + Rest.trim() + "' is not a number");
  C.Threshold = Percent ? V / 100 : V;
  return C;
}

bool FailIfCondition::holds(double V) const {
  switch (Operator) {
  case Op::LT:
    return V < Threshold;
  case Op::LE:
    return V <= Threshold;
  case Op::GT:
    return V > Threshold;
  case Op::GE:
    return V >= Threshold;
  case Op::EQ:
    return V == Threshold;
  case Op::NE:
    return V != Threshold;
  }
  return false;
}

Expected<double> FailIfCondition::value(const SimulatedKernel &K) const {
  StringRef M = Metric;
  auto Unknown = [&](const Twine &Why) {
    return createStringError("-fail-if '" + Text + "': " + Why);
  };
  uint64_t Slots = K.issuedSlots() + K.stallSlots();
  if (M.consume_front("stall.")) {
    for (unsigned R = 0; R < NumWaveStallReasons; ++R)
      if (M == getWaveStallReasonName(WaveStallReason(R)))
        return Slots ? double(K.stallSlots(WaveStallReason(R))) / Slots : 0.0;
  }
  if (M == "cycles")
    return double(K.Cycles);
  if (M == "time-us") {
    if (!K.ClockMHz)
      return Unknown("the chip's clock is unknown");
    return double(K.Cycles) / K.ClockMHz;
  }
  if (M == "stall-rate")
    return Slots ? double(K.stallSlots()) / Slots : 0.0;
  if (M == "occupancy") {
    if (K.Occupancy)
      return double(K.Occupancy->WavesPerSIMD);
    return double(K.WavesPerSIMD);
  }
  if (M == "vgprs" || M == "agprs" || M == "sgprs" || M == "lds") {
    if (!K.Resources)
      return Unknown("the region's kernel resources are unknown (no kernel "
                     "descriptor)");
    if (M == "vgprs")
      return double(K.Resources->NumVGPRs);
    if (M == "agprs")
      return double(K.Resources->NumAGPRs);
    if (M == "sgprs")
      return double(K.Resources->NumSGPRs);
    return double(K.Resources->LDSBytes);
  }
  if (M == "scratch") {
    if (!K.ScratchBytes)
      return Unknown("the kernel's scratch size is unknown (no "
                     ".amdgpu_metadata)");
    return double(*K.ScratchBytes);
  }
  if (!K.SGPRSpills || !K.VGPRSpills)
    return Unknown("the kernel's spill counts are unknown (no "
                   ".amdgpu_metadata with .sgpr_spill_count)");
  if (M == "sgpr-spills")
    return double(*K.SGPRSpills);
  if (M == "vgpr-spills")
    return double(*K.VGPRSpills);
  return double(*K.SGPRSpills + *K.VGPRSpills);
}
