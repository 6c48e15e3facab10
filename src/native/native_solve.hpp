// SPDX-License-Identifier: GPL-3.0-or-later
// The native answer to a problem: the depth-first solver (search/solver.hpp)
// and, for a problem it has not answered within a first budget of positions,
// the exact count by layers (count/count.hpp), whose zero proves that there is
// no solution.
//
// Why both: the search finds solutions and proves nearly every impossible
// problem in milliseconds, but on one family of the 41-hole diamond board
// (b4 -> h6 and its images) it wanders for billions of positions without an
// answer. That needs every position on both sides of the middle: the count
// builds them breadth-first, meets them in the middle, and decides the
// problem in under a minute (docs/BIG-BOARDS.md).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "count/count.hpp"
#include "peg/board.hpp"
#include "search/solver.hpp"

namespace pegsat {

struct NativeOptions {
  // The limits of the whole answer (memory, positions searched, seconds: each
  // part gets what the earlier ones left) and the search's progress.
  SolveOptions search;
  // Positions the search has before the count is tried: more than any problem
  // of the built-in boards that the search answers has needed (72 million).
  uint64_t searchFirst = uint64_t(1) << 27;
  int countThreads = 0;  // 0 = all cores
  std::function<void(const std::string&)> countProgress;
};

struct NativeAnswer {
  SolveResult result;                // the answer; the stats are those of the last search
  bool byCount = false;              // "no solution" because the count found none
  std::optional<CountResult> count;  // when the count ran
};

NativeAnswer solveNatively(const Board& board, Cells start, Cells finish, const NativeOptions& options = {});

// The exact count, split by the first and the last jump: every solution is one
// of the start's jumps, a solution from the position after it to the position
// before one of the jumps into the finish, and that jump. So the count is the
// sum over the pairs, and a pair that a pagoda rules out (peg/pagoda.hpp)
// adds nothing. On diamond b4 -> h6 one pair of four is left, and its count
// holds 42 million positions in 1.5 GB where the whole problem's held 327
// million in 11.6 GB. A problem where no pair is ruled out (among them every
// problem that removes fewer than two pegs) is counted whole. The stats add
// up the pairs' positions and keep the largest peak.
CountResult countByCases(const Board& board, Cells start, Cells finish,
                         const CountOptions& options);

}  // namespace pegsat
