// SPDX-License-Identifier: GPL-3.0-or-later
// Optimal lengths by SAT: the CNF of encodings/slide_encoding for T = h, h+2,
// ... until CryptoMiniSat finds a model. Every move flips the parity of the
// Manhattan distance, so the optimum has the parity of the start's distance
// and the first satisfiable T is the optimum. Meant as an independent
// cross-check of IDA* on small puzzles.
#pragma once

#include "slide/search_result.hpp"

namespace pegsat::slide {

// Gives up (status Unknown) past maxSteps, or when the budget says so: the
// solver runs in slices of conflicts and the budget is polled between them,
// so no thread has to watch it. `nodes` reports the solver's conflicts.
SearchResult satSolve(const Puzzle& start, GoalKind goal, int maxSteps = 40,
                      const Budget& budget = {});

}  // namespace pegsat::slide
