// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the IPC's peg solitaire planning domain (pegsolitaire-sequential,
// IPC 2008: actions jump-new-move, jump-continue-move and end-move, the
// total-cost counting new moves), a problem file for any board, start and
// finish, and a solution as a plan, so that planners and pegsat can be run
// and compared on the same files.
#pragma once

#include <string>
#include <vector>

#include "peg/board.hpp"

namespace pegsat {

// The domain file, the same for every problem.
std::string formatPegsolDomain();

// A problem file: the holes as objects pos-ROW-COL, one IN-LINE fact for
// every jump of the board, the start, and a goal that fixes every hole.
std::string formatPegsolProblem(const Board& board, Cells start, Cells finish,
                                const std::string& name);

// The jumps as a plan, one action a line: a jump that starts where the
// previous one ended continues its move, any other ends the previous move and
// starts a new one; the last move is ended too. Then "; cost = N (unit cost)",
// N the moves.
std::string formatPegsolPlan(const Board& board, const std::vector<Jump>& jumps);

}  // namespace pegsat
