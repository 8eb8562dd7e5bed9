//===- GCNTables.td - gcn-mca hardware description (root) ---*- tablegen -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
// Root of the hardware description. `llvm-tblgen -gen-searchable-tables`
// turns the records into the C++ tables lib/Target reads
// (GCNTables.inc); no hardware number lives in C++.
//===----------------------------------------------------------------------===//

include "llvm/TableGen/SearchableTable.td"
include "GCNProcessors.td"
include "GCNInstrClasses.td"
include "GCNMatrixCosts.td"
include "GCNImmFields.td"

// The record's identity, then its parameters: GCNParamFields.td is written
// by CMake from include/gcn-mca/Target/GCNParams.def (the one list of
// parameter names, which also gives GCNTables.h's ProcRecord its fields).
include "GCNParamFields.td"
defvar ProcFields = !listconcat([
  "Name", "Family", "SourceChain", "MatrixFamily", "WaitcntForm",
  "CounterModel", "Gen", "IsCDNA", "IsRDNA", "IsGeneric"], GCNParamFields);

def GCNProcTable : GenericTable {
  let FilterClass = "GCNProc";
  let CppTypeName = "ProcRecord";
  let Fields = ProcFields;
}

def GCNAliasTable : GenericTable {
  let FilterClass = "ProcAlias";
  let CppTypeName = "AliasRecord";
  let Fields = ["Name", "Target"];
}

def GCNSourceTable : GenericTable {
  let FilterClass = "GCNParamSource";
  let CppTypeName = "SourceRecord";
  let Fields = ["Scope", "Param", "Source"];
}

def GCNClassInfoTable : GenericTable {
  let FilterClass = "GCNClassInfo";
  let CppTypeName = "ClassInfoRecord";
  let Fields = ["ClassValue", "Class", "Unit", "Kind", "CountersGFX6", "CountersGFX7",
                "CountersGFX10", "CountersGFX12", "NoReturnClass"];
  string TypeOf_Class = "GCNInstClassTD";
  string TypeOf_Unit = "GCNExecUnitTD";
  string TypeOf_Kind = "GCNCostKindTD";
  string TypeOf_NoReturnClass = "GCNInstClassTD";
}

def GCNClassRuleTable : GenericTable {
  let FilterClass = "GCNClassRule";
  let CppTypeName = "ClassRuleRecord";
  let Fields = ["Order", "Pattern", "Class", "Wait", "Counters"];
  string TypeOf_Class = "GCNInstClassTD";
}

def GCNDwordRuleTable : GenericTable {
  let FilterClass = "GCNDwordRule";
  let CppTypeName = "DwordRuleRecord";
  let Fields = ["Order", "Pattern", "Dwords"];
}

def GCNMatrixRuleTable : GenericTable {
  let FilterClass = "GCNMatrixRule";
  let CppTypeName = "MatrixRuleRecord";
  let Fields = ["Order", "Family", "Pattern", "Passes"];
}

def GCNSinglePassRuleTable : GenericTable {
  let FilterClass = "GCNSinglePassRule";
  let CppTypeName = "SinglePassRuleRecord";
  let Fields = ["Order", "Pattern"];
}

def GCNImmFieldTable : GenericTable {
  let FilterClass = "GCNImmField";
  let CppTypeName = "ImmFieldRecord";
  let Fields = ["Form", "Field", "Shift", "Width"];
}
