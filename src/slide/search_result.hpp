// SPDX-License-Identifier: GPL-3.0-or-later
// What every sliding-tile search returns: the moves of an optimal solution and
// the work done, so bench can print nodes as a regression signature.
#pragma once

#include <cstdint>
#include <vector>

#include "slide/puzzle.hpp"
#include "util/budget.hpp"
#include "util/outcome.hpp"

namespace pegsat::slide {

struct SearchLimits {
  uint64_t maxNodes = 0;  // 0: no limit. A* also stops at this many stored states.
  double maxSeconds = 0;  // 0: no limit. IDA* only; the clock is read every 2^20 nodes.
  // The whole job's limits (its deadline, the caller's stop flag), polled by
  // IDA* with the clock, by A* every 4096 expansions and by the SAT solver
  // between slices of conflicts.
  Budget budget;
};

struct SearchResult {
  // Unknown: a limit (nodes, time, the stop flag) ended the search first.
  Outcome status = Outcome::Unknown;
  std::vector<Dir> moves;  // the blank's moves, start to goal
  uint64_t nodes = 0;      // nodes generated (Korf's count), or states expanded by A*
  int iterations = 0;      // IDA* thresholds tried
  int initialH = 0;        // heuristic value of the start
  // When Unknown because the budget stopped it: which of its limits; None
  // for the search's own limits (nodes, seconds, steps).
  Stop stop = Stop::None;
};

}  // namespace pegsat::slide
