// SPDX-License-Identifier: GPL-3.0-or-later
// The draw job: SVG pictures of a board or a position, of a solution file
// move by move (or animated), and of a sliding-puzzle solution. A solution
// is checked by the independent verifier first: a wrong one draws nothing.
// `pegsat draw` and the API's draw are this job with other front ends.
#pragma once

#include <string>
#include <string_view>

#include "job/job.hpp"
#include "util/result.hpp"

namespace pegsat {

struct DrawJob {
  // What to draw: a peg solution file; with `puzzle`, a sliding-puzzle
  // solution of that puzzle file; without a file, the board (at `pegs` or
  // `empty`, else at its usual start).
  std::string file;
  std::string board;  // with a peg solution file: overrides its board: header
  std::string pegs, empty;
  std::string puzzle, goal = "auto";
  bool animate = false;  // a peg solution playing in a loop on one board
  int columns = 0;       // boards per row; 0: the picture's default
  int every = 0;         // sliding puzzles: every Nth step; 0: about 40 boards in all
};

struct DrawReport {
  std::string svg;  // empty when the solution is wrong
  // The verifier's verdict on a wrong solution, as `pegsat verify` words it
  // ("FILE:LINE: wrong: ..."); empty when right.
  std::string wrong;
};

// Errors: options that do not go together, a file that cannot be read.
Result<DrawReport> runDraw(const DrawJob& job);

// The same for a board the caller holds and texts: a position of `board`
// with the pegs of the hole list `pegs` (empty: its usual start), titled
// "NAME board, N pegs"; a solution text on `board` (animated, or `columns`
// boards to a row), replayed by the independent verifier first, a wrong one
// being an Error "not a solution: PASS: REASON" at its line.
Result<std::string> drawPegPosition(const Board& board, std::string_view pegs);
Result<std::string> drawSolutionText(const Board& board, std::string_view solution,
                                     const std::string& file, bool animate, int columns);

}  // namespace pegsat
