// SPDX-License-Identifier: GPL-3.0-or-later
// The labelled search state and the board's neighbour table.
#include "slide/state.hpp"

#include <cstdlib>

namespace pegsat::slide {

Grid::Grid(int n) : n_(n), nb_(static_cast<size_t>(n) * n * 4, -1) {
  Puzzle shape;
  shape.n = n;
  for (int c = 0; c < n * n; ++c)
    for (Dir d : kDirs)
      nb_[c * 4 + static_cast<int>(d)] = static_cast<int16_t>(shape.neighbor(c, d));
}

int Grid::distance(int a, int b) const {
  return std::abs(row(a) - row(b)) + std::abs(col(a) - col(b));
}

State toState(const Puzzle& p, GoalKind goal) {
  State s;
  s.n = p.n;
  s.blankLabel = goalCell(p.n, goal, 0);
  s.at.resize(p.cells());
  s.pos.resize(p.cells());
  for (int c = 0; c < p.cells(); ++c) {
    int label = goalCell(p.n, goal, p.tiles[c]);
    s.at[c] = static_cast<uint8_t>(label);
    s.pos[label] = static_cast<uint8_t>(c);
    if (p.tiles[c] == 0) s.blank = c;
  }
  return s;
}

}  // namespace pegsat::slide
