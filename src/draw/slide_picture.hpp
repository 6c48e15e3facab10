// SPDX-License-Identifier: GPL-3.0-or-later
// A sliding-tile solution as a strip of boards: the puzzle, then the position
// after each step (or after every few steps, for a long solution), wrapped into
// rows, the tile that just slid highlighted. Each board is a <g class="board"
// data-step="k" data-tiles="..."> holding <g class="tile" data-tile="t">.
#pragma once

#include <string>
#include <vector>

#include "slide/puzzle.hpp"

namespace pegsat::draw {

struct SlidePictureOptions {
  int every = 0;    // draw every this many steps; 0 picks one for about 40 boards
  int columns = 10;  // boards per row
};

// `states` are the puzzle and the position after each step (at least one).
// The last step is always drawn.
std::string drawSlideSolution(const std::vector<slide::Puzzle>& states, const std::string& title,
                              const SlidePictureOptions& options = {});

// The steps drawn: 0, every, 2 every, ..., and the last.
std::vector<int> slideStepsDrawn(int steps, const SlidePictureOptions& options);

}  // namespace pegsat::draw
