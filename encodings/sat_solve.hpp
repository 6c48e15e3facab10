// SPDX-License-Identifier: GPL-3.0-or-later
// Solving and counting peg solitaire problems with CryptoMiniSat (Soos, Nohl,
// Castelluccia 2009) linked as a library: encode, solve, decode the model into
// jumps. Counting enumerates models, blocking each one on its jump variables.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "encodings/peg_encoding.hpp"
#include "peg/board.hpp"
#include "util/budget.hpp"
#include "util/outcome.hpp"

namespace pegsat {

struct SatOptions {
  EncodingOptions encoding;
  unsigned threads = 1;
  // The call's deadline and stop flag (its bytes are not used): the
  // watchdog interrupts the solvers at either, and the result says which.
  Budget budget;
  uint32_t solverSeed = 0;    // CryptoMiniSat's random seed
  uint64_t shuffleSeed = 0;   // nonzero: solve a shuffled copy (benchmarks)
  // CryptoMiniSat settings, comma separated (see configureSolver). Stable
  // polarities (CryptoMiniSat's polarmode_stable) solved the parallel English
  // central game in a median of 7,300 conflicts over shuffles, its automatic
  // mode in 20,000 with timeouts (README).
  std::string solverConfig = "polarity=stable";
  // A status line about once a second while the solvers run ("SAT: 18-step
  // horizon refuted, 2 solvers running, 14 s"), from the watchdog's thread.
  std::function<void(const std::string&)> progress;
};

// The CNF that answered; when none did (Unknown), the longest horizon begun.
struct SatStats {
  int vars = 0;
  size_t clauses = 0;
  int steps = 0;
  double encodeMs = 0;
  double solveMs = 0;
  uint64_t conflicts = 0;
};

// Solved, NoSolution, or Unknown when the timeout (or the stop flag) struck
// first (util/outcome.hpp).
struct SatSolveResult {
  Outcome status = Outcome::Unknown;
  Stop stop = Stop::None;   // when Unknown: the limit that stopped it
  std::vector<Jump> jumps;  // when Solved: the decoded jumps, not yet verified
  SatStats stats;
};

// Finds a sequence of jumps from `start` to exactly `finish`, or proves that
// there is none with the encoding's number of steps. Fails only on a
// malformed problem (see encodePegSolitaire).
Result<SatSolveResult> solveBySat(const Board& board, Cells start, Cells finish,
                                  const SatOptions& options = {});

inline SatOptions countingDefaults() {
  SatOptions o;
  o.encoding = EncodingOptions::forCounting();
  return o;
}

struct SatCountOptions {
  SatOptions sat = countingDefaults();  // its encoding must keep all solutions
  uint64_t maxSolutions = 0;            // stop (incomplete) after this many; 0 for no limit
};

struct SatCountResult {
  uint64_t solutions = 0;  // jump sequences found
  bool complete = false;   // false if stopped by the budget or maxSolutions
  Stop stop = Stop::None;  // the limit of the budget that stopped it, if one did
  SatStats stats;
};

// Counts the jump sequences from start to finish by enumerating models,
// adding after each one the clause that forbids its jumps. Fails if the
// encoding options would lose solutions (symmetry or order on).
Result<SatCountResult> countBySat(const Board& board, Cells start, Cells finish,
                                  const SatCountOptions& options = {});

}  // namespace pegsat
