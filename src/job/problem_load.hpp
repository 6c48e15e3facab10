// SPDX-License-Identifier: GPL-3.0-or-later
// A problem from words, as every front end names one: a board (a built-in
// name or a board file), the holes empty at the start (default: the board's
// usual start) and the holes holding a peg at the end (default: the start's
// vacancies). Stated once here for the command line and the API.
#pragma once

#include <string>
#include <string_view>

#include "job/job.hpp"
#include "util/result.hpp"

namespace pegsat {

// The problem on `board`; an error names the option the holes came from
// (`startName`, `finishName`).
Result<Problem> problemOn(Board board, std::string_view emptyAtStart, std::string_view pegsAtEnd,
                          const std::string& startName = "--start",
                          const std::string& finishName = "--finish");

// The same on the board `boardSpec` names.
Result<Problem> loadProblem(const std::string& boardSpec, std::string_view emptyAtStart,
                            std::string_view pegsAtEnd);

}  // namespace pegsat
