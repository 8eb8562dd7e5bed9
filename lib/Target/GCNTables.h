//===- GCNTables.h - Generated hardware tables (private) --------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Private to lib/Target: the record types of the tables that
/// `llvm-tblgen -gen-searchable-tables` generates from GCNTables.td, and
/// accessors to them. Rule tables are returned sorted by their Order field.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_LIB_TARGET_GCNTABLES_H
#define GCN_MCA_LIB_TARGET_GCNTABLES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <vector>

namespace llvm {
class MCInstrInfo;
namespace gcnmca {
namespace td {

#define GET_GCNInstClassTD_DECL
#define GET_GCNExecUnitTD_DECL
#define GET_GCNCostKindTD_DECL
#include "GCNTables.inc"

struct ProcRecord {
  const char *Name;
  const char *Family;
  const char *SourceChain;
  const char *MatrixFamily;
  const char *WaitcntForm;
  const char *CounterModel;
  unsigned Gen;
  bool IsCDNA, IsRDNA, IsGeneric;
  // The parameters, in the order of the table's fields (GCNParamFields.td,
  // written from the same list).
#define GCN_PARAM(Name) unsigned Name;
#define GCN_COUNTER_MAX(Name, Counter) unsigned Name;
#define GCN_FLAG(Name) bool Name;
#define GCN_ISSUE_FLAG(Name) bool Name;
#include "gcn-mca/Target/GCNParams.def"
};

struct AliasRecord {
  const char *Name;
  const char *Target;
};

struct SourceRecord {
  const char *Scope;
  const char *Param;
  const char *Source;
};

struct ClassInfoRecord {
  uint8_t ClassValue;
  GCNInstClassTD Class;
  GCNExecUnitTD Unit;
  GCNCostKindTD Kind;
  const char *CountersGFX6;
  const char *CountersGFX7;
  const char *CountersGFX10;
  const char *CountersGFX12;
  GCNInstClassTD NoReturnClass;
};

struct ClassRuleRecord {
  uint16_t Order;
  const char *Pattern;
  GCNInstClassTD Class;
  const char *Wait;
  const char *Counters;
};

struct DwordRuleRecord {
  uint16_t Order;
  const char *Pattern;
  uint8_t Dwords;
};

struct MatrixRuleRecord {
  uint16_t Order;
  const char *Family;
  const char *Pattern;
  uint8_t Passes;
};

struct SinglePassRuleRecord {
  uint16_t Order;
  const char *Pattern;
};

struct ImmFieldRecord {
  const char *Form;
  const char *Field;
  uint8_t Shift;
  uint8_t Width;
};

ArrayRef<ProcRecord> procTable();
ArrayRef<AliasRecord> aliasTable();
ArrayRef<SourceRecord> sourceTable();
/// Indexed by class value (the table is dense from 0).
const ClassInfoRecord *classInfo(unsigned ClassValue);

/// Name-based rule matching (processor independent, cached per opcode for
/// the process). Null if no rule matches.
const ClassRuleRecord *classRuleFor(const MCInstrInfo &MCII, unsigned Opcode);
unsigned dwordsFor(const MCInstrInfo &MCII, unsigned Opcode);
/// First matrix rule matching \p Family and the opcode name (null if none).
const MatrixRuleRecord *matrixRuleFor(StringRef Family, StringRef Name);
/// True if the opcode name matches a wave64 single-pass rule (RDNA3+).
bool isWave64SinglePass(StringRef Name);

/// The bit field \p Field of immediate form \p Form; null if none.
const ImmFieldRecord *immField(StringRef Form, StringRef Field);
/// Extracts the field from \p Imm (0 if the field does not exist).
unsigned extractField(StringRef Form, StringRef Field, unsigned Imm);

} // namespace td
} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_LIB_TARGET_GCNTABLES_H
