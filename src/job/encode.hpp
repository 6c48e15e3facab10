// The encode job: a problem as DIMACS CNF for any SAT solver, with the
// comments that let the decode job (job/decode.hpp) turn a model back into a
// solution file. `pegsat encode` and the API's encode are this job with other
// front ends.
#pragma once

#include <cstdint>
#include <string>

#include "job/job.hpp"
#include "job/sat_settings.hpp"

namespace pegsat {

struct EncodeJob {
  // The encoding: one jump per step unless the settings say otherwise, so
  // that a file written for other solvers is unsatisfiable exactly when the
  // problem has no solution (a short parallel horizon can be unsatisfiable
  // for a solvable problem).
  std::string encoding;  // settings, comma separated: "amo=pairwise,classes=off"
  int steps = -1;        // time steps; -1: the jumps a solution needs
  int maxMoves = -1;     // at most this many moves (new-move variables and a counter); -1: none
  uint64_t shuffle = 0;  // rename variables and reorder clauses with this seed; 0: none
};

struct EncodeReport {
  std::string dimacs;
  int vars = 0;
  size_t clauses = 0;
  int steps = 0;
  std::string encoding;  // the settings used, as describe() writes them
};

// Errors: settings the encoder does not know, steps with maxMoves, a
// malformed problem.
Result<EncodeReport> runEncode(const Problem& problem, const EncodeJob& job);

}  // namespace pegsat
