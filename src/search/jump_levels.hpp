// SPDX-License-Identifier: GPL-3.0-or-later
// The evidence that a problem has no solution when no parity set, pagoda or
// pagoda cases decide it: the levels of a breadth-first search by single
// jumps from both ends, forward from the start and backward from the finish,
// until their peg counts meet, with the pagodas that pruned them (the `levels`
// certificate in jumps, docs/CERTIFICATES.md). A jump removes one peg, so
// level i of a side holds one peg count and every position is in one level:
// no table of positions seen is needed, each level is sorted and its repeats
// dropped, and once complete it is kept only as its coded bytes
// (peg/levels_data.hpp), two or three bytes a position. The meeting is one
// merge of the two middle levels: disjoint, there is no solution; met, there
// is one.
#pragma once

#include <cstdint>

#include "peg/board.hpp"
#include "search/min_moves.hpp"

namespace pegsat {

struct JumpLevelsResult {
  // NoSolution: `proof` holds the levels, bound = the jumps the problem
  // removes + 1. Solved: the middle levels share a position, so a solution
  // exists (and no certificate of "no solution" does). Unknown: stopped by
  // the budget (`stop` says which).
  Outcome status = Outcome::Unknown;
  Stop stop = Stop::None;
  std::optional<LevelsProof> proof;
  uint64_t positions = 0;  // in all levels of both sides
  uint64_t peakBytes = 0;  // the most the frontiers and coded levels held
  int pagodas = 0;         // pruning, both sides
};

// Uses options.budget, threads, pagodas and progress.
JumpLevelsResult jumpLevels(const Board& board, Cells start, Cells finish,
                            const MinMovesOptions& options = {});

}  // namespace pegsat
