//===- CalibrationTest.cpp - Tests of the -calibrate search ---------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "gcn-mca/Profile/Calibration.h"
#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// A two-instruction kernel whose load waits DRAMLatency cycles and whose
/// LDS read waits LDSLatency + 2 x DRAMLatency / 100 (coupled, as shared
/// queues couple levels), 10 hits each; SMEMLatency changes nothing.
SimulatedKernel simulate(unsigned DRAM, unsigned LDS) {
  SimulatedKernel K;
  K.Region = K.Kernel = "k";
  K.Processor = "gfx90a";
  K.Params = {{"DRAMLatency", DRAM}, {"LDSLatency", LDS}, {"SMEMLatency", 40}};
  for (const char *T : {"s_waitcnt vmcnt(0)", "s_waitcnt lgkmcnt(0)"}) {
    SimInstruction S;
    S.Text = T;
    S.Hits = 10;
    K.Insts.push_back(S);
  }
  K.Insts[0].LatencyCycles = 10 * DRAM;
  K.Insts[1].LatencyCycles = 10 * (LDS + 2 * DRAM / 100);
  return K;
}

TEST(CalibrationTest, RecoversCoupledLatencies) {
  // Measured with DRAM 480, LDS 90: 480 and 90 + 9 = 99 cycles per hit.
  MeasuredProfile M;
  StringRef Text = "Instruction,Hitcount,Latency,Stall\n"
                   "s_waitcnt vmcnt(0),10,4800,0\n"
                   "s_waitcnt lgkmcnt(0),10,990,0\n";
  ASSERT_FALSE(bool(M.addFile(MemoryBufferRef(Text, "s.csv"))));
  SimulatedKernel Start = simulate(570, 64);
  unsigned Calls = 0;
  auto Sim = [&](const std::map<std::string, unsigned> &V)
      -> Expected<SimulatedKernel> {
    ++Calls;
    auto Get = [&](const char *N, unsigned D) {
      auto It = V.find(N);
      return It == V.end() ? D : It->second;
    };
    return simulate(Get("DRAMLatency", 570), Get("LDSLatency", 64));
  };
  Expected<CalibrationResult> R = calibrate(M, Start, Sim, {});
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  // The automatic choice: SMEMLatency changes no latency, so it is left.
  ASSERT_EQ(R->Params.size(), 2u);
  EXPECT_EQ(R->Params[0].Name, "DRAMLatency");
  EXPECT_EQ(R->Params[0].Fitted, 480u);
  EXPECT_EQ(R->Params[0].Lo, 142u); // 570 / 4
  EXPECT_EQ(R->Params[0].Hi, 2280u);
  EXPECT_EQ(R->Params[1].Name, "LDSLatency");
  EXPECT_EQ(R->Params[1].Fitted, 90u);
  EXPECT_EQ(R->Objective, 0.0);
  EXPECT_GT(R->StartObjective, 0.0);
  EXPECT_EQ(R->Evaluations, Calls);
  // Bounded: a few hundred simulations at most for two parameters.
  EXPECT_LT(Calls, 400u);

  // The profile file reads back.
  CalibrationProfile P;
  P.Processor = "gfx90a";
  P.Params = {{"DRAMLatency", 480}, {"LDSLatency", 90}};
  std::string JSON;
  raw_string_ostream OS(JSON);
  OS << P.toJSON(*R, M);
  Expected<CalibrationProfile> Back =
      CalibrationProfile::read(MemoryBufferRef(JSON, "p.json"));
  ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
  EXPECT_EQ(Back->Processor, "gfx90a");
  EXPECT_EQ(Back->Params, P.Params);
}

TEST(CalibrationTest, BadProfiles) {
  auto Read = [](StringRef Text) {
    Expected<CalibrationProfile> P =
        CalibrationProfile::read(MemoryBufferRef(Text, "p.json"));
    return P ? std::string("ok") : toString(P.takeError());
  };
  EXPECT_EQ(Read("{}"), "p.json: error: not a gcn-mca profile (no "
                        "\"Format\": \"gcn-mca-profile\"; -calibrate writes "
                        "one)");
  EXPECT_EQ(Read(R"({"Format": "gcn-mca-profile", "Version": 1,
                     "Processor": "gfx90a", "Params": {"Foo": 1}})"),
            "p.json: error: unknown parameter 'Foo' in \"Params\"");
  EXPECT_EQ(Read(R"({"Format": "gcn-mca-profile", "Version": 1,
                     "Processor": "gfx90a", "Params": {"DRAMLatency": -1}})"),
            "p.json: error: parameter 'DRAMLatency' is not a non-negative "
            "integer");
}

} // namespace
