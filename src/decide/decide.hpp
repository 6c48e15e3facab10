// The native answer to a problem: the depth-first solver (search/solver.hpp)
// and, for a problem it has not answered within a first budget of positions,
// the exact count by layers (count/count.hpp), whose zero proves that there is
// no solution.
//
// Why both: the search finds solutions and proves nearly every impossible
// problem in milliseconds, but on a few families of the 41-hole diamond board
// (b4 -> h6, a5 -> i5, a5 -> f2 and their images) it wandered for billions of
// positions without an answer. Those need every position on both sides of the
// middle: the count builds them breadth-first, meets them in the middle, and
// decides the problem in seconds to minutes (docs/BIG-BOARDS.md).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "count/count.hpp"
#include "peg/board.hpp"
#include "search/solver.hpp"

namespace pegsat {

struct DecideOptions {
  // The limits of the whole answer (memory, positions searched, seconds: each
  // part gets what the earlier ones left) and the search's progress.
  SolveOptions search;
  // Positions the search has before the count is tried: more than any problem
  // of the built-in boards that the search answers has needed (72 million).
  uint64_t searchFirst = uint64_t(1) << 27;
  int countThreads = 0;  // 0 = all cores
  std::function<void(const std::string&)> countProgress;
};

struct Decision {
  SolveResult result;                // the answer; the stats are those of the last search
  bool byCount = false;              // "no solution" because the count found none
  std::optional<CountResult> count;  // when the count ran
};

Decision decide(const Board& board, Cells start, Cells finish, const DecideOptions& options = {});

}  // namespace pegsat
