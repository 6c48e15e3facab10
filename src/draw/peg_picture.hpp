// SPDX-License-Identifier: GPL-3.0-or-later
// Still pictures of peg solitaire: one position on a board, and a solution as
// a grid of small boards, the start and then the position after each move, the
// moving peg's path drawn as an arrow over the pegs it jumps. Every board is a
// <g class="board"> whose pegs are <circle class="peg" data-hole="d4">, so a
// program (the tests) can read the positions back.
#pragma once

#include <string>

#include "peg/board.hpp"
#include "peg/solution_file.hpp"

namespace pegsat::draw {

// One board, large, each hole named: `pegs` are the holes holding a peg.
std::string drawPosition(const Board& board, Cells pegs, const std::string& title);

struct SolutionPictureOptions {
  int columns = 6;  // boards per row
};

// The solution must be legal (verified first): the picture replays it without
// checking. Board k (data-move="k") shows the position after move k, its
// jumped pegs crossed out (class "jumped") and the hole the peg left ringed;
// board 0 is the start.
std::string drawSolution(const Board& board, const Solution& solution,
                         const SolutionPictureOptions& options = {});

}  // namespace pegsat::draw
