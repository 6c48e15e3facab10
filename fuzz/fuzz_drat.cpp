// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for pegsat's DRAT checker and its readers. The input is a CNF,
// a line "%%", then a text DRAT proof. Both parse or fail with an error that
// names their file; the checker judges any parsed pair without failing
// itself; and a proof it accepts must refute a formula that is unsatisfiable:
// for formulas of at most 16 variables every assignment is tried.
#include "fuzz/fuzz_check.hpp"
#include "verifier/clause_file.hpp"
#include "verifier/drat_check.hpp"

using namespace pegsat;

namespace {

bool satisfiable(int vars, const ClauseList& cnf) {
  for (uint32_t a = 0; a < (1u << vars); ++a) {
    bool all = true;
    for (const auto& c : cnf.items) {
      bool sat = false;
      for (const int* l = cnf.begin(c); l != cnf.end(c) && !sat; ++l)
        sat = bool(a >> (std::abs(*l) - 1) & 1) == (*l > 0);
      if (!sat) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view in = fuzz::asText(data, size);
  const size_t cut = in.find("\n%%\n");
  if (cut == std::string_view::npos) return 0;
  auto cnf = readCnfClauses(in.substr(0, cut + 1), "fuzz.cnf");
  if (!cnf) {
    PEGSAT_FUZZ_CHECK(cnf.error().file == "fuzz.cnf", cnf.error().str());
    return 0;
  }
  auto proof = readDratProof(in.substr(cut + 4), "fuzz.drat");
  if (!proof) {
    PEGSAT_FUZZ_CHECK(proof.error().file == "fuzz.drat", proof.error().str());
    return 0;
  }
  // The checker sizes its arrays by the largest variable; the reader bounds it.
  if (proof->maxVar > kMaxCheckedVariables) return 0;
  const DratReport r = checkDrat(cnf->vars, cnf->clauses, *proof);
  if (!r.ok) {
    PEGSAT_FUZZ_CHECK(!r.reason.empty(), "a rejected proof without a reason");
    return 0;
  }
  if (cnf->vars <= 16)
    PEGSAT_FUZZ_CHECK(!satisfiable(cnf->vars, cnf->clauses), "a satisfiable formula refuted");
  return 0;
}
