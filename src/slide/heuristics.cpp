// SPDX-License-Identifier: GPL-3.0-or-later
// Manhattan distance and linear conflict.
#include "slide/heuristics.hpp"

#include <algorithm>

namespace pegsat::slide {

Manhattan::Manhattan(int n, bool linearConflict)
    : grid_(n), lc_(linearConflict), rowConflicts_(n, 0), colConflicts_(n, 0) {}

int Manhattan::lineConflicts(const State& s, bool isRow, int line) const {
  const int n = grid_.n();
  // Goal positions along the line of the tiles that belong to this line, in
  // the order they stand now.
  int order[kMaxSide];
  int k = 0;
  for (int i = 0; i < n; ++i) {
    int cell = isRow ? line * n + i : i * n + line;
    int label = s.at[cell];
    if (label == s.blankLabel) continue;
    if (isRow ? grid_.row(label) == line : grid_.col(label) == line)
      order[k++] = isRow ? grid_.col(label) : grid_.row(label);
  }
  // Longest increasing subsequence, quadratic: lines are short.
  int best[kMaxSide];
  int longest = 0;
  for (int i = 0; i < k; ++i) {
    best[i] = 1;
    for (int j = 0; j < i; ++j)
      if (order[j] < order[i]) best[i] = std::max(best[i], best[j] + 1);
    longest = std::max(longest, best[i]);
  }
  return k - longest;
}

int Manhattan::reset(const State& s) {
  md_ = 0;
  for (int c = 0; c < grid_.cells(); ++c)
    if (s.at[c] != s.blankLabel) md_ += grid_.distance(c, s.at[c]);
  conflicts_ = 0;
  if (lc_) {
    for (int i = 0; i < grid_.n(); ++i) {
      rowConflicts_[i] = lineConflicts(s, true, i);
      colConflicts_[i] = lineConflicts(s, false, i);
      conflicts_ += rowConflicts_[i] + colConflicts_[i];
    }
  }
  return value();
}

int Manhattan::moved(const State& s, int label, int from, int to) {
  md_ += grid_.distance(to, label) - grid_.distance(from, label);
  if (lc_) {
    // A vertical slide keeps the order of the tile's column and changes the two
    // rows; a horizontal slide the reverse.
    const bool vertical = grid_.col(from) == grid_.col(to);
    std::vector<int>& lines = vertical ? rowConflicts_ : colConflicts_;
    const int a = vertical ? grid_.row(from) : grid_.col(from);
    const int b = vertical ? grid_.row(to) : grid_.col(to);
    conflicts_ -= lines[a] + lines[b];
    lines[a] = lineConflicts(s, vertical, a);
    lines[b] = lineConflicts(s, vertical, b);
    conflicts_ += lines[a] + lines[b];
  }
  return value();
}

}  // namespace pegsat::slide
