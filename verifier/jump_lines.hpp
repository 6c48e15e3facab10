// SPDX-License-Identifier: GPL-3.0-or-later
// The jumps of a board found from its hole geometry alone, as the solution
// verifier finds them: two steps along one of the board's directions, over a
// hole into a hole. The certificate checkers use these, never the solvers'
// jump tables, so that a bug there cannot hide itself here.
#pragma once

#include <string>
#include <vector>

#include "peg/board.hpp"

namespace pegsat {

struct JumpLine {
  int from, over, to;  // cells
};

std::vector<JumpLine> jumpLines(const Board& b);

// "" when w(a) + w(b) >= w(c) for every jump of a over b into c (a pagoda:
// no jump raises the weight of the pegs); else the first jump that does.
std::string raisingJump(const Board& b, const std::vector<long long>& w);

}  // namespace pegsat
