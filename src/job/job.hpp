// SPDX-License-Identifier: GPL-3.0-or-later
// What every job is given: a problem, and the limits it runs under. The jobs
// (solve.hpp, count.hpp, certify.hpp, bench.hpp) run a method end to end for the
// command line and the public API alike: they load nothing, print nothing,
// and return one report each.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>

#include "peg/board.hpp"
#include "util/budget.hpp"
#include "util/outcome.hpp"

namespace pegsat {

// A problem: from the pegs of `start` to exactly the pegs of `finish`.
// The error of a SAT job in a build without the solvers (PEGSAT_SAT=OFF).
inline constexpr const char* kNoSatSolver = "sat: this build has no SAT solver (PEGSAT_SAT=OFF)";

struct Problem {
  Board board;
  Cells start = 0;   // pegs at the start
  Cells finish = 0;  // pegs at the end
};

// The limits of a job, one meaning on every front end: the budget of the
// whole job (its absolute deadline, the caller's stop flag for Ctrl-C, the
// bytes its tables may take: util/budget.hpp), made by the front end when the
// job starts, and its threads. Every method the job runs polls the budget and
// says itself which limit stopped it.
struct Limits {
  Budget budget;
  unsigned threads = 0;  // 0: all cores
  // A status line now and then, from any of the job's threads.
  std::function<void(const std::string&)> progress;

  unsigned threadCount() const;
};

// Milliseconds of wall time since t0, as every report gives them.
double millisecondsSince(std::chrono::steady_clock::time_point t0);

}  // namespace pegsat
