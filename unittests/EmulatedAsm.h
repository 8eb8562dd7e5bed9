//===- EmulatedAsm.h - Parsed assembly run by a WaveEmulator ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// EmulatedAsm: assembly text parsed for one processor (ParsedAsm.h) and a
/// WaveEmulator of a given wave size over it; run() executes a range of its
/// instructions and counts those the emulator did not cover. Shared by the
/// WaveEmulator unit tests.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_UNITTESTS_EMULATEDASM_H
#define GCN_MCA_UNITTESTS_EMULATEDASM_H

#include "ParsedAsm.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include <memory>

namespace llvm {
namespace gcnmca {

struct EmulatedAsm {
  Parsed P;
  std::unique_ptr<WaveEmulator> E;
  /// Parses \p Text for \p CPU; false (diagnostics in P.Diags) on error.
  bool init(StringRef Text, StringRef CPU, unsigned WaveSize) {
    if (!P.parse(Text, CPU))
      return false;
    E = std::make_unique<WaveEmulator>(*P.TS.MCII, *P.TS.MRI, WaveSize);
    return true;
  }
  /// Runs instructions [From, To) (all by default); the count not covered.
  unsigned run(unsigned From = 0, unsigned To = ~0u) {
    unsigned Missed = 0;
    ArrayRef<MCInst> I = P.In->instructions();
    for (unsigned K = From; K < I.size() && K < To; ++K)
      Missed += !E->execute(I[K]);
    return Missed;
  }
  const MCInst &inst(unsigned K) { return P.In->instructions()[K]; }
  /// SGPR \p N if all its bits are known.
  std::optional<uint32_t> s(unsigned N) {
    ScalarValue V = E->sgpr(N);
    if (!V.isKnown())
      return std::nullopt;
    return V.V;
  }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_UNITTESTS_EMULATEDASM_H
