// SPDX-License-Identifier: GPL-3.0-or-later
// The independent checker of solution files. It replays every jump on a plain
// array of holes, checking it from the hole geometry alone (two steps along one
// of the board's directions, over a hole with a peg, into an empty hole). It
// never uses the solvers' move generator or jump tables, so a bug there cannot
// hide itself here.
#pragma once

#include <string>

#include "peg/board.hpp"
#include "peg/solution_file.hpp"

namespace pegsat {

struct VerifyReport {
  bool ok = false;
  int jumps = 0;  // jumps in the solution
  int moves = 0;  // moves: a chain of jumps by the same peg is one move
  // When not ok: which replay failed ("forward" or "backward"), the first
  // illegal jump (1-based, in the file's order; 0 if all jumps were legal and
  // the final position was wrong), its text and line, and the reason.
  std::string pass;
  int jump = 0;
  std::string jumpText;
  int line = 0;
  std::string reason;
};

// Checks the solution forward from its start to its finish, and backward: the
// same jumps in reverse order, each in its own direction, from the complement
// of the finish must reach the complement of the start.
VerifyReport verifySolution(const Board& board, const Solution& solution);

}  // namespace pegsat
