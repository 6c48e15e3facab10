// SPDX-License-Identifier: GPL-3.0-or-later
// The check every solution passes before pegsat hands it out, whichever
// method found it (the native search, SAT, the fewest-moves searches, a
// decoded model): the solution file that will be written is read back and
// verified as `pegsat verify` would read it, with every claim it makes. A
// solution that fails is a bug, and is never shown as an answer.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "peg/board.hpp"
#include "peg/solution_file.hpp"
#include "util/result.hpp"

namespace pegsat {

// The solution file of `jumps` from `start` to `finish` on `board`, with the
// moves claim if one is given; or, if the independent verifier rejects it,
// why: it does not read back, its headers name another problem, a jump is
// illegal or the finish not reached, or it makes another number of moves
// than its "moves:" header says. `writtenTo` is the file it will be written
// to (formatSolution).
Result<std::string> verifiedSolutionText(const Board& board, Cells start, Cells finish,
                                         const std::vector<Jump>& jumps,
                                         std::optional<MovesClaim> moves = std::nullopt,
                                         const std::string& writtenTo = "");

}  // namespace pegsat
