// SPDX-License-Identifier: GPL-3.0-or-later
// The boards job: the built-in boards, or the board files given, with their
// sizes, each loaded before any is reported so that a bad one leaves no
// half-printed table. `pegsat boards` and the API's boards are this job with
// other front ends.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "job/job.hpp"
#include "util/result.hpp"

namespace pegsat {

struct BoardFacts {
  Board board;
  int positionClasses = 0;  // Beasley's position classes (peg/position_class.hpp)
  std::string picture;      // the usual start, drawn as text
};

// Every built-in board when `names` is empty. The Error names the board that
// cannot be loaded.
Result<std::vector<BoardFacts>> listBoards(const std::vector<std::string>& names);

// One board for a front end that holds it (the API's Board): a built-in
// name or else a board file, or a board file's text (`file` names it in
// errors and gives it its name unless the text has a "name:" line).
Result<Board> openBoard(const std::string& nameOrPath);
Result<Board> readBoardText(std::string_view text, const std::string& file);
// The built-in boards' names.
std::vector<std::string> builtinBoardList();
// The board as a board file: a board file's own text; for a built-in board,
// "name:" and "directions:" lines, then the grid at its usual start.
std::string boardFileText(const Board& board);

}  // namespace pegsat
