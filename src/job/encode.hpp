// SPDX-License-Identifier: GPL-3.0-or-later
// The encode job: a problem as DIMACS CNF for any SAT solver, with the
// comments that let the decode job (job/decode.hpp) turn a model back into a
// solution file. `pegsat encode` and the API's encode are this job with other
// front ends.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "job/job.hpp"
#include "job/sat_settings.hpp"

namespace pegsat {

// The encoding a CNF for other solvers gets unless told otherwise: one jump a
// step, no symmetry breaking and no order of independent jumps, so that its
// models are exactly the solutions, one per jump sequence: it is
// unsatisfiable exactly when the problem has no solution (a short parallel
// horizon can be unsatisfiable for a solvable one), a model counter counts
// the solutions, and a clause a user adds ("the first jump is c3-a1") removes
// only the solutions it names. `solve --method sat` keeps the faster
// settings, which the file's "models ≠ solutions" line names when chosen.
inline EncodingOptions encodeDefaults() { return EncodingOptions::forCounting(); }

struct EncodeJob {
  std::string encoding;  // settings on top of encodeDefaults(), comma separated: "symmetry=on"
  int steps = -1;        // time steps; -1: the jumps a solution needs
  int maxMoves = -1;     // at most this many moves (new-move variables and a counter); -1: none
  uint64_t shuffle = 0;  // rename variables and reorder clauses with this seed; 0: none
  // The time and bytes the encoding may take (the clauses, then the text);
  // a board of thousands of jumps needs gigabytes.
  Limits limits;
};

struct EncodeReport {
  // Solved: the CNF is written. Unknown: a limit stopped the encoder (stop
  // says which), and nothing is.
  Outcome outcome = Outcome::Solved;
  Stop stop = Stop::None;
  std::string dimacs;
  std::vector<Clause> clauseList;  // the file's clauses, for callers that hand them to a solver
  int vars = 0;
  size_t clauses = 0;
  int steps = 0;
  std::string encoding;  // the settings used, as describe() writes them
};

// Errors: settings the encoder does not know, steps with maxMoves, a
// malformed problem.
Result<EncodeReport> runEncode(const Problem& problem, const EncodeJob& job);

}  // namespace pegsat
