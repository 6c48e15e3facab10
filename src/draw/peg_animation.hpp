// SPDX-License-Identifier: GPL-3.0-or-later
// An animated solution: one board on which the pegs jump, move after move, and
// the jumped pegs fade out; then the loop starts again from the start. It is
// plain SVG animation (SMIL <animateTransform>, <animate>), played by any
// browser without JavaScript.
#pragma once

#include <string>

#include "peg/board.hpp"
#include "peg/solution_file.hpp"

namespace pegsat::draw {

struct AnimationOptions {
  double jumpSeconds = 0.55;   // one jump
  double pauseSeconds = 0.35;  // between moves
  double holdSeconds = 2.0;    // on the start and on the finish
};

// The solution must be legal (verified first). Each jump is one
// <animateTransform class="jump"> on the peg that makes it; each jumped peg
// has one <animate class="fade">.
std::string animateSolution(const Board& board, const Solution& solution,
                            const AnimationOptions& options = {});

}  // namespace pegsat::draw
