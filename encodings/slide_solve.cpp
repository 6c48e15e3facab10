// SPDX-License-Identifier: GPL-3.0-or-later
// Dispatch from options to the searches. It lives with the encodings, not in
// src/slide, because one of the searches is the SAT encoding.
#include "encodings/slide_solve.hpp"

#include <fmt/format.h>

#include "encodings/slide_encoding.hpp"
#include "encodings/slide_sat_solve.hpp"
#include "slide/astar.hpp"
#include "slide/heuristics.hpp"
#include "slide/ida_star.hpp"

namespace pegsat::slide {

Result<SearchResult> solvePuzzle(const Puzzle& p, const SolveOptions& o) {
  if (!isSolvable(p, o.goal)) {
    SearchResult r;
    r.status = Outcome::NoSolution;
    return r;
  }
  const State s = toState(p, o.goal);
  switch (o.algorithm) {
    case Algorithm::Sat:
      if (p.n > kMaxSatSide)
        return Error{"", 0, fmt::format("--algo sat takes sides up to {}", kMaxSatSide)};
#ifdef PEGSAT_NO_SAT
      return Error{"--algo", 0, "sat: this build has no SAT solver (PEGSAT_SAT=OFF)"};
#else
      return satSolve(p, o.goal, o.maxSatSteps, o.limits.budget);
#endif
    case Algorithm::AStar: {
      if (o.heuristic == HeuristicKind::PatternDb)
        return Error{"", 0, "A* takes the manhattan or linear-conflict heuristic"};
      AStarOptions ao;
      ao.linearConflict = o.heuristic == HeuristicKind::LinearConflict;
      if (o.limits.maxNodes) ao.maxStates = o.limits.maxNodes;
      ao.budget = o.limits.budget;
      return aStar(s, ao);
    }
    case Algorithm::IdaStar:
      break;
  }
  if (o.heuristic == HeuristicKind::PatternDb) {
    if (!o.pdbs || o.pdbs->n() != p.n || o.pdbs->blankLabel() != s.blankLabel)
      return Error{"", 0, "the pattern databases do not fit this puzzle's size and goal"};
    PdbHeuristic h(*o.pdbs, o.reflect);
    return idaStar(s, h, o.limits);
  }
  Manhattan h(p.n, o.heuristic == HeuristicKind::LinearConflict);
  return idaStar(s, h, o.limits);
}

}  // namespace pegsat::slide
