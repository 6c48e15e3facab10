// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat's own DRAT proof checker, written from the published description of
// backward checking (Wetzler, Heule and Hunt, "DRAT-trim: Efficient checking
// and trimming using expressive clausal proofs", SAT 2014; Heule, Hunt and
// Wetzler, "Trimming while checking clausal proofs", FMCAD 2013).
//
// A forward pass adds the lemmas and honours the deletions, propagating units
// at the top level, until the formula is refuted by unit propagation. A
// backward pass then checks only the lemmas that the refutation used (the
// core): each by reverse unit propagation (RUP), or failing that as a
// resolution asymmetric tautology (RAT) on its first literal. Propagation
// visits core clauses first, so that the clauses marked as used stay few.
// Deleting a clause that is the reason of a top-level unit is ignored, as
// DRAT-trim does by default: keeping a clause never makes a wrong proof pass.
#pragma once

#include <cstdint>
#include <string>

#include "util/budget.hpp"
#include "verifier/clause_file.hpp"

namespace pegsat {

struct DratStats {
  uint64_t lemmas = 0;             // lemmas added up to the refutation
  uint64_t deletions = 0;          // deletions up to the refutation
  uint64_t ignoredDeletions = 0;   // of reason clauses, or of clauses not present
  uint64_t checked = 0;            // core lemmas checked
  uint64_t rat = 0;                // of them, checked as RAT
  uint64_t coreOriginals = 0;      // clauses of the formula that the refutation uses
  uint64_t propagations = 0;
  double milliseconds = 0;
};

struct DratReport {
  bool ok = false;
  std::string reason;  // when not ok
  int line = 0;        // the proof line of the lemma that failed; 0 if none
  Stop stopped = Stop::None;  // the limit that stopped it before it finished
  DratStats stats;
};

// Checks that `proof` refutes the formula `cnf` (vars: its variable count).
// The proof must contain the empty clause: it states the refutation.
// Stops, neither ok nor refuted, when `budget` says so (polled every few
// thousand steps, in the RAT check of a single lemma too), and says which
// limit stopped it.
DratReport checkDrat(int vars, const ClauseList& cnf, const ClauseList& proof,
                     const Budget& budget = {});

}  // namespace pegsat
