// SPDX-License-Identifier: GPL-3.0-or-later
// One entry point for the CLI: checks solvability by parity, then runs the
// chosen search with the chosen heuristic on a puzzle.
#pragma once

#include <string>

#include "slide/pdb_heuristic.hpp"
#include "slide/search_result.hpp"

namespace pegsat::slide {

enum class Algorithm { IdaStar, AStar, Sat };
enum class HeuristicKind { Manhattan, LinearConflict, PatternDb };

struct SolveOptions {
  Algorithm algorithm = Algorithm::IdaStar;
  HeuristicKind heuristic = HeuristicKind::LinearConflict;
  GoalKind goal = GoalKind::BlankLast;
  const PdbSet* pdbs = nullptr;  // required by HeuristicKind::PatternDb (IDA* only)
  bool reflect = true;           // also look the databases up through the diagonal
  SearchLimits limits;
  int maxSatSteps = 40;
};

// Errors: a PDB set that does not fit the puzzle, or a heuristic the algorithm
// does not take.
Result<SearchResult> solvePuzzle(const Puzzle& p, const SolveOptions& options);

}  // namespace pegsat::slide
