// SPDX-License-Identifier: GPL-3.0-or-later
// Iterative-deepening A* (Korf 1985): depth-first searches with a growing bound
// on g + h; memory is the path alone, and with an admissible h the first
// solution found is optimal.
#pragma once

#include "slide/search_result.hpp"
#include "slide/state.hpp"

namespace pegsat::slide {

// H provides reset(const State&) -> int and moved(state, label, from, to) -> int
// (see Manhattan and PdbHeuristic). The start must be solvable: IDA* never
// proves the contrary.
template <class H>
SearchResult idaStar(State start, H& heuristic, const SearchLimits& limits = {});

}  // namespace pegsat::slide
