// SPDX-License-Identifier: GPL-3.0-or-later
// Turns any SAT solver's model of a pegsat CNF back into a solution file, using
// only the CNF's own comments (which variable is which jump at which step),
// and checks the result with the independent verifier.
#pragma once

#include <string>

#include "encodings/dimacs.hpp"
#include "peg/board.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {

struct DecodedModel {
  Board board;
  std::string solution;  // the solution file's text
  VerifyReport report;   // the verifier's verdict on it (always right)
};

// Fails (an input error) when the CNF was not written by pegsat, when its
// comments name holes or jumps that the board lacks, when the model falsifies
// one of its clauses (a model of another problem), or when the model satisfies
// the clauses but the comments do not describe them: a step without a jump (or
// with two in a sequential encoding), a count of jumps other than "c jumps:",
// a decoded solution that the verifier rejects, or one with more moves than
// "c max-moves:".
Result<DecodedModel> decodeModel(const DimacsFile& cnf, const SolverOutput& model,
                                 const std::string& modelFile);

}  // namespace pegsat
