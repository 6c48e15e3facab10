// SPDX-License-Identifier: GPL-3.0-or-later
// DIMACS CNF files and SAT solvers' answers (FORMATS.md). pegsat writes its
// encodings with comment lines that say what produced the file and what every
// variable means, so that a model from any solver can be decoded; it reads
// CNF files, SAT-competition solver output (s and v lines) and MiniSat's
// result file, with errors that name the file and the line.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "encodings/cnf_shuffle.hpp"
#include "encodings/peg_encoding.hpp"
#include "peg/board.hpp"
#include "util/result.hpp"

namespace pegsat {

// "models: exactly the solutions, ..." or "models ≠ solutions: ..." with the
// settings that remove or merge solutions: the comment line that tells a
// user of another solver whether counting models or adding clauses is safe.
std::string modelsLine(const EncodingOptions& options);

// The CNF of `e` with its comments: producer, board, start (empty holes),
// finish (pegs), steps, jumps (the solution's length), max-moves (when e bounds
// the moves, moves_encoding.hpp), options, the models line, one "c var" line per state and jump
// variable, "c aux" ranges for the rest, and the projection "c p show <jump vars> 0". With
// `shuffled`, the clauses are its clauses and every variable its new name.
std::string formatDimacs(const Board& board, Cells start, Cells finish, const PegEncoding& e,
                         const ShuffledCnf* shuffled = nullptr);

struct DimacsFile {
  std::string file;
  int vars = 0;
  std::vector<Clause> clauses;
  std::vector<int> clauseLines;  // the line where each clause starts
  // From pegsat's comments; empty when another program wrote the file.
  std::string producer, board, start, finish, options;
  int steps = -1;
  int jumps = -1;  // the solution's length ("c jumps:"); -1 if not given
  // "c max-moves:", a bound on the moves that the clauses enforce; -1 if none.
  int maxMoves = -1;
  int maxMovesLine = 0;
  int boardLine = 0;
  // Whether "unsatisfiable" proves that the problem has no solution: false
  // for a parallel encoding with fewer steps than jumps (a longer horizon
  // may have one).
  bool complete() const {
    return options.find("parallel=on") == std::string::npos || (jumps >= 0 && steps >= jumps);
  }
  int stepsLine = 0, jumpsLine = 0, startLine = 0, finishLine = 0;
  // A "c var V peg HOLE T" or "c var V jump A-B T" line.
  struct VarComment {
    int var;
    std::string what;  // the hole ("d4") or the jump ("d2-d4")
    int step;          // a peg: after step T (0: the start); a jump: at step T, from 1
    int line;
  };
  std::vector<VarComment> pegVars, jumpVars;
  std::vector<int> show;  // the "c p show" projection
};

// The largest CNF file or solver answer read: pegsat's encodings stay far
// below it, and its parse (every clause a vector) stays within a few GiB.
inline constexpr size_t kMaxDimacsFileBytes = size_t(256) << 20;

// Parses a CNF file. Errors: a missing or malformed "p cnf" line (or more than
// 2^26 variables, which keeps memory bounded), a literal out of range, a clause
// without its closing 0, fewer or more clauses than the header says, a
// malformed pegsat comment: a "c key:" line given twice, a "c var" line of
// another shape, or naming a variable beyond the header's or a step beyond
// "c steps:", or a variable or a meaning named twice.
Result<DimacsFile> parseDimacs(std::string_view text, const std::string& file);

enum class SatAnswer { Satisfiable, Unsatisfiable, Unknown };

struct SolverOutput {
  SatAnswer answer = SatAnswer::Unknown;
  // value[v] for variable v (index 0 unused): +1 true, -1 false, 0 not given.
  // It reaches about the largest variable given, not the header's count: an
  // answer of a few bytes to a CNF that declares 60 million variables took
  // 60 MB (and, under the sanitizers, seconds) when it was sized by the header.
  std::vector<int8_t> value;
  int8_t valueOf(int v) const { return size_t(v) < value.size() ? value[size_t(v)] : 0; }
};

// Parses a solver's answer for a CNF with `vars` variables: SAT-competition
// output ("s SATISFIABLE" and "v ... 0" lines, "c" comments) or MiniSat's
// result file ("SAT" then the literals and 0, or "UNSAT" / "INDET"). A variable
// given both values is an error.
Result<SolverOutput> parseSolverOutput(std::string_view text, const std::string& file, int vars);

}  // namespace pegsat
