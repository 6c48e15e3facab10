// SPDX-License-Identifier: GPL-3.0-or-later
// A pegsol problem as a peg solitaire problem: the board built from the holes'
// grid positions (pos-ROW-COL: row y, column x) and the jump directions read
// off the IN-LINE facts, the start from the occupied facts, the finish from
// the goal. The facts must be exactly the jumps of a board with 4, 6 or 8
// directions (board.hpp); anything else is named as an error.
#pragma once

#include <string>

#include "pddl/pddl_problem.hpp"
#include "peg/board.hpp"

namespace pegsat {

struct PddlPegProblem {
  Board board;
  Cells start = 0;   // pegs at the start
  Cells finish = 0;  // pegs at the end
};

// Fails, naming the file and line, when a fact is not two steps along a line
// of the grid, when the facts are not all the jumps of a supported direction
// set, or when the goal does not name every hole's state (pegsat solves
// exact finishes). A board whose holes and directions are a built-in board's
// takes that board's name, so that solution files name it.
Result<PddlPegProblem> pegProblemOf(const PddlProblem& p);

// The PDDL name of a cell: "pos-ROW-COL", 0-based in the board's grid.
std::string pddlHoleName(const Board& board, int cell);

}  // namespace pegsat
