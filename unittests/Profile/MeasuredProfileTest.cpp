//===- MeasuredProfileTest.cpp - Tests of the profile readers -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "gcn-mca/Profile/CSVTable.h"
#include "gcn-mca/Profile/MeasuredProfile.h"
#include "gcn-mca/Profile/ProfileError.h"
#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// The diagnostic of \p E, `file:line:col: error: text`.
std::string diag(Error E) { return toString(std::move(E)); }

Error add(MeasuredProfile &P, StringRef Text, StringRef Name = "p.csv") {
  return P.addFile(MemoryBufferRef(Text, Name));
}

TEST(CSVTableTest, QuotesAndPositions) {
  StringRef Text = "\"A\",\"B\"\r\n1,\"x, \"\"y\"\"\"\n\n";
  Expected<CSVTable> T = CSVTable::parse(MemoryBufferRef(Text, "t.csv"));
  ASSERT_TRUE(bool(T)) << diag(T.takeError());
  ASSERT_EQ(T->rows().size(), 1u); // the blank last line is no record
  EXPECT_EQ(T->rows()[0].Line, 2u);
  EXPECT_EQ(T->rows()[0].Fields[1].Text, "x, \"y\"");
  // "1," is two characters: the second field starts in column 3.
  EXPECT_EQ(T->rows()[0].Fields[1].Col, 3u);
  EXPECT_EQ(T->column("B"), 1u);
}

TEST(CSVTableTest, TruncatedRowAndOpenQuote) {
  Expected<CSVTable> T =
      CSVTable::parse(MemoryBufferRef("A,B,C\n1,2,3\n4,5", "t.csv"));
  ASSERT_FALSE(bool(T));
  // Line 3 ends after "4,5": the error points after the last field (col 4).
  EXPECT_EQ(diag(T.takeError()),
            "t.csv:3:4: error: row has 2 fields, the header 3 (truncated "
            "file?)");
  T = CSVTable::parse(MemoryBufferRef("A,B\n1,\"abc", "t.csv"));
  ASSERT_FALSE(bool(T));
  EXPECT_EQ(diag(T.takeError()),
            "t.csv:2:3: error: quoted field not closed before the end of the "
            "file (truncated file?)");
  T = CSVTable::parse(MemoryBufferRef("", "e.csv"));
  ASSERT_FALSE(bool(T));
  EXPECT_EQ(diag(T.takeError()), "e.csv:1:1: error: empty file: no header row");
}

TEST(MeasuredProfileTest, StochasticCSV) {
  MeasuredProfile P;
  StringRef Text =
      "Sample_Timestamp,Exec_Mask,Dispatch_Id,Instruction,Instruction_"
      "Comment,Correlation_Id,Wave_Issued_Instruction,Instruction_Type,"
      "Stall_Reason,Wave_Count\n"
      "1,3,7,\"s_waitcnt vmcnt(0)\",\"a.cpp:3\",7,0,NO_INST,"
      "ROCPROFILER_PC_SAMPLING_INSTRUCTION_NOT_ISSUED_REASON_WAITCNT,4\n"
      "2,3,7,\"v_add_f32_e32 v1, v2, v3\",\"a.cpp:4\",7,1,VALU,"
      "ROCPROFILER_PC_SAMPLING_INSTRUCTION_NOT_ISSUED_REASON_OTHER_WAIT,5\n"
      "3,3,7,\"s_sleep 1\",\"\",7,0,NO_INST,REASON_SLEEP_WAIT,5\n";
  ASSERT_FALSE(bool(add(P, Text)));
  ASSERT_EQ(P.pcSamples().size(), 3u);
  EXPECT_TRUE(P.hasStallReasons());
  EXPECT_EQ(P.pcSamples()[0].Reason, WaveStallReason::WAITCNT);
  EXPECT_EQ(P.pcSamples()[0].Comment, "a.cpp:3");
  EXPECT_EQ(P.pcSamples()[0].WaveCount, 4u);
  // An issued sample has no stall reason (its OTHER_WAIT is not a stall).
  EXPECT_EQ(P.pcSamples()[1].Issued, true);
  EXPECT_FALSE(P.pcSamples()[1].Reason.has_value());
  // SLEEP_WAIT is gcn-mca's INTERNAL_INSTRUCTION (s_sleep in progress).
  EXPECT_EQ(P.pcSamples()[2].Reason, WaveStallReason::INTERNAL_INSTRUCTION);
}

TEST(MeasuredProfileTest, Errors) {
  MeasuredProfile P;
  // An unknown column of a known format: "Sample_Timestamp,Dispatch_Id,
  // Instruction," is 16 + 1 + 11 + 1 + 11 + 1 = 41 characters, so Foo is at
  // column 42.
  EXPECT_EQ(diag(add(P, "Sample_Timestamp,Dispatch_Id,Instruction,Foo\n"
                        "1,1,s_endpgm,2\n")),
            "p.csv:1:42: error: unknown column 'Foo' in a rocprofv3 "
            "PC-sampling CSV file (known: Dispatch_Id, Instruction, "
            "Sample_Timestamp, Exec_Mask, Instruction_Comment, "
            "Correlation_Id, Wave_Issued_Instruction, Instruction_Type, "
            "Stall_Reason, Wave_Count, Code_Object_Id, Code_Object_Offset, "
            "Kernel_Name)");
  // A foreign CSV.
  EXPECT_EQ(diag(add(P, "a,b\n1,2\n")).substr(0, 48),
            "p.csv:1:1: error: not a profile gcn-mca reads: t");
  // Only a header: not an empty profile.
  EXPECT_EQ(diag(add(P, "Codeobj,Vaddr,Instruction,Hitcount,Latency,Stall,"
                        "Idle,Source\n")),
            "p.csv:1:1: error: no instructions: the file has only its header");
  // A bad number, at its column.
  EXPECT_EQ(diag(add(P, "Instruction,Hitcount,Latency,Stall\n"
                        "s_endpgm,x,1,0\n")),
            "p.csv:2:10: error: 'x' is not an unsigned integer (column "
            "'Hitcount')");
  // An unknown stall reason.
  EXPECT_EQ(diag(add(P, "Dispatch_Id,Instruction,Wave_Issued_Instruction,"
                        "Stall_Reason\n1,s_endpgm,0,REASON_FOO\n")),
            "p.csv:2:14: error: unknown stall reason 'REASON_FOO'");
  // Truncated JSON: 26 characters; llvm::json reports the end of the input
  // at the last one's column, 26.
  std::string J = diag(add(P, "{\"rocprofiler-sdk-tool\": [", "p.json"));
  EXPECT_EQ(J.substr(0, 28), "p.json:1:26: error: invalid ");
  EXPECT_TRUE(P.pcSamples().empty());
}

TEST(MeasuredProfileTest, JSONRecords) {
  MeasuredProfile P;
  StringRef Text = R"J({"rocprofiler-sdk-tool": [{
    "strings": {"pc_sample_instructions": ["s_endpgm", "s_waitcnt vmcnt(0)"],
                "pc_sample_comments": ["", "k.cpp:9"]},
    "buffer_records": {"pc_sample_stochastic": [
      {"inst_index": 1, "record": {"pc": {"code_object_id": 2,
        "code_object_offset": 4660}, "dispatch_id": 3, "exec_mask": 1,
        "hw_id": {"cu_id": 1, "simd_id": 2, "wave_id": 3},
        "wave_issued": false,
        "snapshot": {"stall_reason": "REASON_WAITCNT"}}},
      {"inst_index": 0, "record": {"pc": {"code_object_id": 2,
        "code_object_offset": 4700}, "wave_issued": true, "snapshot": {}}}
    ]}}]})J";
  ASSERT_FALSE(bool(add(P, Text, "p.json")));
  ASSERT_EQ(P.pcSamples().size(), 2u);
  EXPECT_EQ(P.pcSamples()[0].Offset, 4660u);
  EXPECT_EQ(P.pcSamples()[0].Instruction, "s_waitcnt vmcnt(0)");
  EXPECT_EQ(P.pcSamples()[0].Comment, "k.cpp:9");
  EXPECT_EQ(P.pcSamples()[0].Reason, WaveStallReason::WAITCNT);
  EXPECT_EQ(P.pcSamples()[1].Issued, true);
  EXPECT_EQ(P.files()[0].Kind, "pc-sampling-json");
}

TEST(MeasuredProfileTest, KernelTrace) {
  MeasuredProfile P;
  StringRef Text = "\"Kind\",\"Dispatch_Id\",\"Kernel_Name\",\"Start_Timestamp\","
                   "\"End_Timestamp\",\"Workgroup_Size_X\",\"Workgroup_Size_Y\","
                   "\"Workgroup_Size_Z\",\"Grid_Size_X\",\"Grid_Size_Y\","
                   "\"Grid_Size_Z\"\n"
                   "\"KERNEL_DISPATCH\",1,\"k(float*)\",100,350,64,1,1,1024,"
                   "1024,1\n";
  ASSERT_FALSE(bool(add(P, Text)));
  ASSERT_EQ(P.dispatches().size(), 1u);
  const KernelDispatch &D = P.dispatches()[0];
  EXPECT_EQ(D.KernelName, "k(float*)");
  EXPECT_EQ(D.Workgroup[0], 64u);
  EXPECT_EQ(D.Grid[1], 1024u);
  EXPECT_EQ(D.EndNs - D.StartNs, 250u);
}

} // namespace
