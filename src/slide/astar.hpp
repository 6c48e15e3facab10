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
  uint64_t maxStates = 20'000'000;  // stop (status Limit) beyond this many stored boards
};

SearchResult aStar(const State& start, const AStarOptions& options = {});

}  // namespace pegsat::slide
