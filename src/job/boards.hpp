// SPDX-License-Identifier: GPL-3.0-or-later
// The boards job: the built-in boards, or the board files given, with their
// sizes, each loaded before any is reported so that a bad one leaves no
// half-printed table. `pegsat boards` and the API's boards are this job with
// other front ends.
#pragma once

#include <string>
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

}  // namespace pegsat
