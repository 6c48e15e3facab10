// SPDX-License-Identifier: GPL-3.0-or-later
// The search-side view of a sliding-tile position: every tile is renamed to its
// goal cell (its "label"), so a heuristic compares a tile's cell with its label
// and one pattern database serves every numbering of the same goal layout.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "slide/puzzle.hpp"

namespace pegsat::slide {

// Neighbour table of an n x n board: nb(cell, dir) is the cell the blank reaches,
// or -1 at an edge.
class Grid {
 public:
  explicit Grid(int n);
  int n() const { return n_; }
  int cells() const { return n_ * n_; }
  int nb(int cell, Dir d) const { return nb_[cell * 4 + static_cast<int>(d)]; }
  int row(int cell) const { return cell / n_; }
  int col(int cell) const { return cell % n_; }
  int distance(int a, int b) const;

 private:
  int n_;
  std::vector<int16_t> nb_;
};

struct State {
  int n = 0;
  int blank = 0;             // the blank's cell
  int blankLabel = 0;        // the blank's goal cell
  std::vector<uint8_t> at;   // cell -> label
  std::vector<uint8_t> pos;  // label -> cell

  // Moves the blank to the neighbouring cell `to`; returns the label of the
  // tile that slid (now on the blank's old cell).
  int slide(int to) {
    const int label = at[to];
    at[blank] = static_cast<uint8_t>(label);
    pos[label] = static_cast<uint8_t>(blank);
    at[to] = static_cast<uint8_t>(blankLabel);
    pos[blankLabel] = static_cast<uint8_t>(to);
    blank = to;
    return label;
  }
  bool isGoal() const {
    for (size_t c = 0; c < at.size(); ++c)
      if (at[c] != c) return false;
    return true;
  }
};

State toState(const Puzzle& p, GoalKind goal);

}  // namespace pegsat::slide
