// SPDX-License-Identifier: GPL-3.0-or-later
// The table job of `solve --min-moves --table`: the fewest moves of every
// single-vacancy start to every single-survivor finish of a board
// (search/min_moves_table.hpp), with the solution of every problem solved
// checked by the verifier, and its claim of fewest moves, before the table
// is handed out. Every entry is one of those problems or the image of one
// under a symmetry of the board, so checking the problems checks the table.
#pragma once

#include <string>

#include "job/job.hpp"
#include "search/min_moves_table.hpp"

namespace pegsat {

struct MinMovesTableReport {
  Outcome outcome = Outcome::Unknown;  // Solved: every entry known
  Stop stop = Stop::None;
  MinMovesTableResult table;
  double milliseconds = 0;
  // An internal error: a solution the verifier rejected. The table is withheld.
  std::string bug;
};

MinMovesTableReport runMinMovesTable(const Board& board, const Limits& limits);

}  // namespace pegsat
