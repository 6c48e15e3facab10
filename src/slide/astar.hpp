// SPDX-License-Identifier: GPL-3.0-or-later
// A* with the Manhattan priority, as in Princeton's 8puzzle assignment (seed
// 002): a priority queue ordered by moves + Manhattan distance, ties broken by
// the smaller Manhattan distance, and a closed set so no board is expanded
// twice. Memory grows with the search, so a limit on stored boards applies.
#pragma once

#include "slide/search_result.hpp"
#include "slide/state.hpp"

namespace pegsat::slide {

struct AStarOptions {
  bool linearConflict = false;  // add linear conflict to the priority
  // Stop (status Limit) beyond this many stored boards: about 150 bytes each
  // with the queue and the index, so the default stays well under 1 GB.
  uint64_t maxStates = 4'000'000;
  // The job's limits, polled every 4096 expansions (status Unknown, with
  // the limit in the result's stop).
  Budget budget;
};

SearchResult aStar(const State& start, const AStarOptions& options = {});

}  // namespace pegsat::slide
