// SPDX-License-Identifier: GPL-3.0-or-later
// The solve job: a solution, or a proof that there is none, by the native
// search or by SAT, optionally with the fewest moves; every solution read
// back and checked by the independent verifier before it is handed out, and
// a "no solution" certified when asked. `pegsat solve` and the public API's
// solve and minMoves are this job with other front ends.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "native/native_solve.hpp"
#include "encodings/moves_sat.hpp"
#include "encodings/sat_solve.hpp"
#include "job/certify.hpp"
#include "job/job.hpp"
#include "search/min_moves.hpp"

namespace pegsat {

enum class SolveMethod { Native, Sat };

struct SolveJob {
  SolveMethod method = SolveMethod::Native;
  // The fewest moves (a chain of jumps by one peg is one move), proved.
  bool minMoves = false;
  Limits limits;
  // With Sat: the encoding and the solver's settings (their threads, timeout
  // and stop flag come from the limits).
  SatOptions sat;
  // When the answer is "no solution" (with no bound on the moves): write a
  // certificate of it here; empty for none.
  std::string certificate;
  double certificateTimeoutSeconds = 60;  // for CaDiCaL's DRAT proof
  // Where the solution file will be written, which its board line is
  // relative to; empty for standard output.
  std::string output;
};

struct SolveReport {
  Outcome outcome = Outcome::Unknown;
  Stop stop = Stop::None;
  // When NoSolution: how it was proved, in a few words; empty for a search
  // that ran out of positions.
  std::string decidedBy;
  // When Solved: the jumps, their moves, and the solution file's text, which
  // the verifier has read back and replayed (with minMoves its header says
  // "moves: K (minimum)").
  std::vector<Jump> jumps;
  int moves = 0;
  std::string solution;
  double milliseconds = 0;
  // What the method did, for the reports' details: one of these is set.
  std::optional<NativeAnswer> native;
  std::optional<MinMovesResult> nativeMinMoves;
  std::optional<SatSolveResult> sat;
  std::optional<SatMovesResult> satMinMoves;
  std::optional<Certification> certificate;  // when asked and NoSolution
  // An internal error: an answer the verifier rejected, a certificate that
  // does not check. The answer is withheld (outcome Unknown).
  std::string bug;
};

// The Error is bad input (an encoding the SAT path cannot take) or a
// certificate file that could not be written.
Result<SolveReport> runSolve(const Problem& problem, const SolveJob& job);

// The CNF encoding a SAT solve of this job uses, as describe() writes it
// (with minMoves, the encoding by moves on top of the job's settings).
std::string satEncoding(const SolveJob& job);

// The exit code of a solve: 3 for an internal error, else the outcome's.
int exitCode(const SolveReport& report);

}  // namespace pegsat
