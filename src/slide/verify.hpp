// SPDX-License-Identifier: GPL-3.0-or-later
// The sliding-tile verifier: replays a solution (a move string or Princeton's
// list of boards) from the puzzle and checks that every step is one legal
// slide, that it ends on the goal and that it has the stated number of moves.
// It shares the puzzle parser with the solvers but not their move generator.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "slide/puzzle.hpp"

namespace pegsat::slide {

struct SlideSolution {
  enum class Kind { Moves, Boards, NoSolution } kind = Kind::Moves;
  int stated = -1;  // "Minimum number of moves = N", -1 if absent
  int statedLine = 0;
  std::string moves;           // Kind::Moves: letters U D L R
  std::vector<int> moveLines;  // line of each move letter
  std::vector<Puzzle> boards;  // Kind::Boards, each with its first line
};

// Princeton's output ("Minimum number of moves = N" then the boards, or "No
// solution possible") or a move string, alone or after the move count (as
// `slide solve --moves` writes it); `#` starts a comment.
Result<SlideSolution> parseSlideSolution(std::string_view text, const std::string& file);

struct SlideVerifyReport {
  bool ok = false;
  int moves = 0;  // moves replayed
  int step = 0;   // the first wrong step (1-based), 0 if the fault is global
  int line = 0;   // its line in the solution file
  std::string reason;
};

SlideVerifyReport verifySlide(const Puzzle& start, GoalKind goal, const SlideSolution& sol);

}  // namespace pegsat::slide
