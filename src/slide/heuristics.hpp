// SPDX-License-Identifier: GPL-3.0-or-later
// Manhattan distance and linear conflict, kept up to date move by move so that
// IDA* pays a few operations per node instead of a full recount.
#pragma once

#include <vector>

#include "slide/state.hpp"

namespace pegsat::slide {

// Manhattan distance, plus (if asked) the linear conflict of Hansson, Mayer &
// Yung (1992): in a row (or column), tiles that belong to that line but stand in
// the wrong order must leave the line and come back; for each line the smallest
// number of tiles whose removal leaves the rest in order (the line's length
// minus its longest increasing run, in goal order) costs two extra moves each.
class Manhattan {
 public:
  Manhattan(int n, bool linearConflict);
  // Computes h of s from scratch.
  int reset(const State& s);
  // s has just changed by tile `label` sliding from cell `from` to cell `to`;
  // returns the new h.
  int moved(const State& s, int label, int from, int to);
  int value() const { return md_ + 2 * conflicts_; }

 private:
  int lineConflicts(const State& s, bool isRow, int line) const;

  Grid grid_;
  bool lc_;
  int md_ = 0, conflicts_ = 0;
  std::vector<int> rowConflicts_, colConflicts_;
};

}  // namespace pegsat::slide
