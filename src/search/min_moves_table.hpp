// SPDX-License-Identifier: GPL-3.0-or-later
// The fewest moves of every single-vacancy start to single-survivor finish of
// a board, as Bell and Beasley tabulate them for the English board. The
// problems share their searches: one forward search by moves per start
// vacancy serves all of its finishes, and one backward search per finish
// serves all of its starts, each up to the symmetries of the board.
#pragma once

#include <cstdint>
#include <vector>

#include "peg/board.hpp"
#include "search/min_moves.hpp"

namespace pegsat {

// One problem the table solved: a representative of the problems that a
// symmetry of the board maps onto each other (the others take as many moves).
struct MinMovesTableProblem {
  int start = 0;   // the vacant hole at the start
  int finish = 0;  // the hole of the survivor
  Outcome status = Outcome::Unknown;
  std::vector<Jump> jumps;  // an optimal solution, when status is Solved
  int moves = -1;           // its number of moves
  int lowerBound = 0;       // proved; the answer when Solved
};

struct MinMovesTableRow {
  int start = 0;           // the vacant hole at the start
  std::vector<int> moves;  // per cell: fewest moves to one peg there, -1 if impossible
                           // or not a hole, -2 if a limit stopped the search
};

struct MinMovesTableResult {
  Outcome status = Outcome::Solved;             // Unknown if a limit stopped any entry
  Stop stop = Stop::None;                       // the limit that did
  std::vector<MinMovesTableRow> rows;           // one per hole, in cell order
  std::vector<MinMovesTableProblem> problems;   // the problems solved, one per class
  uint64_t positions = 0;                       // positions stored over all searches
  int searches = 0;                             // forward and backward searches run
};

MinMovesTableResult minMovesTable(const Board& board, const MinMovesOptions& options = {});

}  // namespace pegsat
