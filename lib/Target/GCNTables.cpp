//===- GCNTables.cpp - Generated hardware tables (private) ----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Instantiates the tables generated from GCNTables.td and implements the
/// name-pattern matching of the rule tables, with a per-process cache per
/// opcode (MCInstrInfo of AMDGPU is the same for every processor).
//===----------------------------------------------------------------------===//

#include "GCNTables.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/GlobPattern.h"
#include <algorithm>
#include <mutex>

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::td;

namespace llvm {
namespace gcnmca {
namespace td {
#define GET_GCNProcTable_IMPL
#define GET_GCNAliasTable_IMPL
#define GET_GCNSourceTable_IMPL
#define GET_GCNClassInfoTable_IMPL
#define GET_GCNClassRuleTable_IMPL
#define GET_GCNDwordRuleTable_IMPL
#define GET_GCNMatrixRuleTable_IMPL
#define GET_GCNImmFieldTable_IMPL
#define GET_GCNSinglePassRuleTable_IMPL
#include "GCNTables.inc"
} // namespace td
} // namespace gcnmca
} // namespace llvm

ArrayRef<ProcRecord> td::procTable() { return GCNProcTable; }
ArrayRef<AliasRecord> td::aliasTable() { return GCNAliasTable; }
ArrayRef<SourceRecord> td::sourceTable() { return GCNSourceTable; }

const ClassInfoRecord *td::classInfo(unsigned ClassValue) {
  for (const ClassInfoRecord &R : GCNClassInfoTable)
    if (R.ClassValue == ClassValue)
      return &R;
  return nullptr;
}

namespace {
/// A rule table compiled to glob patterns, in Order.
template <typename RecT> struct CompiledRules {
  std::vector<const RecT *> Rules;
  std::vector<GlobPattern> Globs;

  explicit CompiledRules(ArrayRef<RecT> Table) {
    for (const RecT &R : Table)
      Rules.push_back(&R);
    llvm::sort(Rules, [](const RecT *A, const RecT *B) {
      return A->Order < B->Order;
    });
    for (const RecT *R : Rules) {
      Expected<GlobPattern> G =
          GlobPattern::create(R->Pattern, /*MaxSubPatterns=*/1024);
      if (!G)
        report_fatal_error(
            Twine("bad pattern '") + R->Pattern +
            "' in the gcn-mca tables: " + toString(G.takeError()));
      Globs.push_back(std::move(*G));
    }
  }

  const RecT *match(StringRef Name) const {
    for (size_t I = 0, E = Rules.size(); I != E; ++I)
      if (Globs[I].match(Name))
        return Rules[I];
    return nullptr;
  }
};

const CompiledRules<ClassRuleRecord> &classRules() {
  static const CompiledRules<ClassRuleRecord> R(GCNClassRuleTable);
  return R;
}
const CompiledRules<DwordRuleRecord> &dwordRules() {
  static const CompiledRules<DwordRuleRecord> R(GCNDwordRuleTable);
  return R;
}

struct MatrixRules {
  std::vector<const MatrixRuleRecord *> Rules;
  std::vector<GlobPattern> FamilyGlobs, Globs;
  MatrixRules() {
    for (const MatrixRuleRecord &R : GCNMatrixRuleTable)
      Rules.push_back(&R);
    llvm::sort(Rules, [](const MatrixRuleRecord *A, const MatrixRuleRecord *B) {
      return A->Order < B->Order;
    });
    for (const MatrixRuleRecord *R : Rules) {
      Expected<GlobPattern> F =
          GlobPattern::create(R->Family, /*MaxSubPatterns=*/1024);
      Expected<GlobPattern> G =
          GlobPattern::create(R->Pattern, /*MaxSubPatterns=*/1024);
      if (!F || !G)
        report_fatal_error(Twine("bad matrix rule '") + R->Pattern + "'");
      FamilyGlobs.push_back(std::move(*F));
      Globs.push_back(std::move(*G));
    }
  }
};

/// Per-process cache of the name-based results, indexed by opcode.
struct OpcodeCache {
  std::mutex Lock;
  // 0 = not computed; otherwise 1 + index into classRules().Rules, or
  // 0xFFFF for "no rule".
  std::vector<uint16_t> ClassRule;
  std::vector<uint8_t> Dwords; // 0 = not computed
};
OpcodeCache &cache() {
  static OpcodeCache C;
  return C;
}
} // namespace

const ClassRuleRecord *td::classRuleFor(const MCInstrInfo &MCII,
                                        unsigned Opcode) {
  const CompiledRules<ClassRuleRecord> &CR = classRules();
  OpcodeCache &C = cache();
  std::lock_guard<std::mutex> G(C.Lock);
  if (C.ClassRule.size() < MCII.getNumOpcodes())
    C.ClassRule.resize(MCII.getNumOpcodes(), 0);
  if (Opcode >= C.ClassRule.size())
    return nullptr;
  uint16_t &Slot = C.ClassRule[Opcode];
  if (Slot == 0) {
    const ClassRuleRecord *R = CR.match(MCII.getName(Opcode));
    if (!R) {
      Slot = 0xFFFF;
    } else {
      auto It = llvm::find(CR.Rules, R);
      Slot = uint16_t(1 + (It - CR.Rules.begin()));
    }
  }
  return Slot == 0xFFFF ? nullptr : CR.Rules[Slot - 1];
}

unsigned td::dwordsFor(const MCInstrInfo &MCII, unsigned Opcode) {
  OpcodeCache &C = cache();
  std::lock_guard<std::mutex> G(C.Lock);
  if (C.Dwords.size() < MCII.getNumOpcodes())
    C.Dwords.resize(MCII.getNumOpcodes(), 0);
  if (Opcode >= C.Dwords.size())
    return 1;
  uint8_t &Slot = C.Dwords[Opcode];
  if (Slot == 0) {
    const DwordRuleRecord *R = dwordRules().match(MCII.getName(Opcode));
    Slot = R ? R->Dwords : 1;
  }
  return Slot;
}

const MatrixRuleRecord *td::matrixRuleFor(StringRef Family, StringRef Name) {
  static const MatrixRules MR;
  for (size_t I = 0, E = MR.Rules.size(); I != E; ++I)
    if (MR.FamilyGlobs[I].match(Family) && MR.Globs[I].match(Name))
      return MR.Rules[I];
  return nullptr;
}

bool td::isWave64SinglePass(StringRef Name) {
  static const CompiledRules<SinglePassRuleRecord> R(GCNSinglePassRuleTable);
  return R.match(Name) != nullptr;
}

const ImmFieldRecord *td::immField(StringRef Form, StringRef Field) {
  for (const ImmFieldRecord &R : GCNImmFieldTable)
    if (Form == R.Form && Field == R.Field)
      return &R;
  return nullptr;
}

unsigned td::extractField(StringRef Form, StringRef Field, unsigned Imm) {
  const ImmFieldRecord *R = immField(Form, Field);
  if (!R || R->Width == 0)
    return 0;
  unsigned Mask = R->Width >= 32 ? ~0u : ((1u << R->Width) - 1);
  return (Imm >> R->Shift) & Mask;
}
