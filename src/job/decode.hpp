// SPDX-License-Identifier: GPL-3.0-or-later
// The decode job: a SAT solver's answer to a CNF written by `pegsat encode`
// turned into a solution file the verifier has replayed, or read as "no
// solution" (when the CNF's horizon is complete) or unknown. `pegsat decode`
// and the API's decode are this job with other front ends.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "job/job.hpp"
#include "util/result.hpp"

namespace pegsat {

struct DecodeJob {
  std::string cnf;    // the CNF file written by `pegsat encode`
  std::string model;  // the solver's output (s/v lines) or MiniSat's result file
};

struct DecodeReport {
  Outcome outcome = Outcome::Unknown;
  // With "c max-moves: K" in the CNF: K, the bound a "no solution" is under;
  // -1 for none.
  int maxMoves = -1;
  // The solver said unsatisfiable but the horizon (parallel steps) is too
  // short to prove "no solution": the steps, else -1.
  int shortHorizonSteps = -1;
  // When Solved: the board's name, the solution file's text (verified
  // forward and backward), its jumps and moves.
  std::string board;
  std::string solution;
  int jumps = 0, moves = 0;
  std::vector<std::string> jumpNames;  // when Solved: each jump as "from-to", in order
};

// Errors: a file that cannot be read, a CNF not written by pegsat, a model
// of another problem (decodeModel in encodings/model_decode.hpp).
Result<DecodeReport> runDecode(const DecodeJob& job);

// The same for a CNF's text and a model given as its true literals (PySAT's
// lists; a variable left out is false; none: the solver said
// unsatisfiable). Errors also name a literal beyond the CNF's variables or a
// variable given both values, as "model".
Result<DecodeReport> runDecodeModel(std::string_view dimacs,
                                    const std::optional<std::vector<int>>& model);

// A DIMACS text (any producer's) as its clauses: the variables, the clauses,
// and pegsat's "c steps:" (-1 without). Errors name `file` and the line.
struct DimacsClauses {
  int vars = 0;
  int steps = -1;
  std::vector<std::vector<int>> clauses;
};
Result<DimacsClauses> readCnfText(std::string_view dimacs, const std::string& file);

}  // namespace pegsat
